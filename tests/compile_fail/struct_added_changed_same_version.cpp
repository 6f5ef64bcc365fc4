// expect: versioned: FooSpec::port: added and changed in the same version -- in field \(int, port,
// Rule (DESIGN.md §2): a field cannot be added and changed in the same version. The twin
// changes it one version later.
#include <versioned/versioned.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (int, port, added(v1beta1), changed(v1beta1, from_name(host_port))));
#else
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (int, port, added(v1beta1), changed(v1, from_name(host_port))));
#endif

static_assert(versioned::has_field<api::FooSpec<api::v1>, "port">);
