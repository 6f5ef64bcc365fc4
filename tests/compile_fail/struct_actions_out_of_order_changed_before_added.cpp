// expect: versioned: FooSpec::port: actions out of order
// Rule (DESIGN.md §2): added < every changed < deprecated. Here the change (v1beta1) comes
// before the field was added (v1). The twin changes it after adding it.
#include <versioned/versioned.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1, v2);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (int, port, added(v1), changed(v1beta1, from_name(host_port))));
#else
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (int, port, added(v1), changed(v2, from_name(host_port))));
#endif

static_assert(versioned::has_field<api::FooSpec<api::v2>, "port">);
