// expect: versioned: FooSpec::legacy: added and deprecated in the same version -- in field \(bool, legacy,
// Rule (DESIGN.md §2): a field cannot be added and deprecated in the same version. The twin
// deprecates it one version later.
#include <versioned/versioned.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (bool, legacy, added(v1beta1), deprecated(v1beta1)));
#else
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (bool, legacy, added(v1beta1), deprecated(v1)));
#endif

static_assert(versioned::field_count<api::FooSpec<api::v1>> == 2);
