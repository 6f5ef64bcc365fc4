// expect: versioned: FooSpec::port: actions out of order
// Rule (DESIGN.md §2): successive changed() actions are in strictly increasing versions; two
// changes in the same version are rejected (one changed() takes both keywords). The twin
// puts the second change one version later.
#include <versioned/versioned.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

constexpr std::int32_t narrow(std::int64_t v) { return static_cast<std::int32_t>(v); }

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (std::int64_t, port, changed(v1beta1, from_name(host_port)), changed(v1beta1, from_type(std::int32_t), downgrade_with(narrow))));
#else
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (std::int64_t, port, changed(v1beta1, from_name(host_port)), changed(v1, from_type(std::int32_t), downgrade_with(narrow))));
#endif

static_assert(versioned::has_field<api::FooSpec<api::v1>, "port">);
