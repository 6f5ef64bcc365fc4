// expect: versioned: FooSpec::port: changed needs from_name or from_type
// Rule (DESIGN.md §2): changed() must say what changed: from_name, from_type or both. The
// twin gives from_name.
#include <versioned/versioned.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (int, port, changed(v1)));
#else
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (int, port, changed(v1, from_name(host_port))));
#endif

static_assert(versioned::has_field<api::FooSpec<api::v1>, "port">);
