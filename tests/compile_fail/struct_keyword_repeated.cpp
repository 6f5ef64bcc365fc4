// expect: versioned: FooSpec::port: keyword not allowed in this action
// Rule (DESIGN.md §2): each keyword at most once per action: two from_name in one changed()
// are rejected. The twin uses two changed() actions in successive versions.
#include <versioned/versioned.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (int, port, changed(v1, from_name(host_port), from_name(hport))));
#else
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (int, port, changed(v1beta1, from_name(hport)), changed(v1, from_name(host_port))));
#endif

static_assert(versioned::has_field<api::FooSpec<api::v1>, "port">);
