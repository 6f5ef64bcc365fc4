// expect: versioned: FooSpec::port: upgrade_with / downgrade_with requires from_type
// Rule (DESIGN.md §2): downgrade_with, like upgrade_with, only together with from_type. The
// twin adds from_type.
#include <versioned/versioned.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

constexpr std::uint16_t narrow(std::uint32_t v) { return static_cast<std::uint16_t>(v); }

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (std::uint32_t, port, changed(v1, from_name(host_port), downgrade_with(narrow))));
#else
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (std::uint32_t, port, changed(v1, from_name(host_port), from_type(std::uint16_t), downgrade_with(narrow))));
#endif

static_assert(versioned::has_field<api::FooSpec<api::v1>, "port">);
