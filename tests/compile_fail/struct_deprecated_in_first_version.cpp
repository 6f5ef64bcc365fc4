// expect: FooSpec::replicas: deprecated in the first version: .*actions out of order
// first-error: error: .*FooSpec::replicas: deprecated in the first version
// Rule (DESIGN.md §2): a field deprecated in the module's first version would never exist
// undeprecated; it has its own explanation (issue 9 item 14), and keeps the phrase "actions
// out of order" it had. The twin deprecates it in the second version.
#include <versioned/versioned.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (int, replicas, deprecated(v1alpha1)));
#else
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (int, replicas, deprecated(v1beta1)));
#endif

static_assert(versioned::field_count<api::FooSpec<api::v1>> == 2);
