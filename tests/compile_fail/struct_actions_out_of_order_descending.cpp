// expect: versioned: FooSpec::port: actions out of order
// Rule (DESIGN.md §2): successive changed() actions are written in increasing versions; a
// later action naming an earlier version is rejected. The twin lists them ascending.
#include <versioned/versioned.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (int, port, changed(v1, from_name(host_port)), changed(v1beta1, from_name(hport))));
#else
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (int, port, changed(v1beta1, from_name(hport)), changed(v1, from_name(host_port))));
#endif

static_assert(versioned::has_field<api::FooSpec<api::v1alpha1>, "hport">);
static_assert(versioned::has_field<api::FooSpec<api::v1beta1>, "host_port">);
static_assert(versioned::has_field<api::FooSpec<api::v1>, "port">);
