// expect: versioned: FooSpec::port: changed and deprecated in the same version -- in field \(int, port,
// Rule (DESIGN.md §2): a field cannot be changed and deprecated in the same version. The twin
// deprecates it one version later.
#include <versioned/versioned.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (int, port, changed(v1beta1, from_name(host_port)), deprecated(v1beta1)));
#else
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (int, port, changed(v1beta1, from_name(host_port)), deprecated(v1)));
#endif

static_assert(versioned::has_field<api::FooSpec<api::v1>, "deprecated_port">);
