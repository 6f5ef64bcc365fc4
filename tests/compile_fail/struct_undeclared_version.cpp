// expect: 'v9' is not a member of 'api'|no member named 'v9' in namespace 'api'
// Rule (DESIGN.md §2): an action names a version the module does not declare; the compiler's
// own "not a member" error is the diagnostic. The twin names a declared version.
#include <versioned/versioned.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (int, replicas, added(v9)));
#else
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (int, replicas, added(v1)));
#endif

static_assert(versioned::field_count<api::FooSpec<api::v1>> == 2);
