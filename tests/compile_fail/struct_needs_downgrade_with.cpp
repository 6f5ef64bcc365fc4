// expect: versioned: FooSpec::port: type change needs downgrade_with: the new type narrows when converted back to the old type
// Rule (DESIGN.md §2): std::uint16_t -> std::uint32_t widens (no upgrade_with needed) but the
// way back narrows, so it needs downgrade_with. The twin gives downgrade_with.
#include <versioned/versioned.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

constexpr std::uint16_t port_down(std::uint32_t p) { return static_cast<std::uint16_t>(p); }

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (std::uint32_t, port, changed(v1, from_name(host_port), from_type(std::uint16_t))));
#else
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (std::uint32_t, port, changed(v1, from_name(host_port), from_type(std::uint16_t), downgrade_with(port_down))));
#endif

static_assert(std::is_same_v<decltype(api::FooSpec<api::v1beta1>::host_port), std::uint16_t>);
static_assert(std::is_same_v<decltype(api::FooSpec<api::v1>::port), std::uint32_t>);
