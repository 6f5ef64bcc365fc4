// expect: not present in version
// first-error: error: .*not.present.in.version
// DESIGN.md §2: a designated initializer naming a member absent in the version fails to
// compile. The twin initializes the v1 name.
#include <versioned/versioned.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

constexpr std::uint16_t port_down(std::uint32_t p) { return static_cast<std::uint16_t>(p); }

VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (std::uint32_t, port, changed(v1, from_name(host_port), from_type(std::uint16_t), downgrade_with(port_down))));

inline api::FooSpec<api::v1> make() {
#ifdef VERSIONED_COMPILE_FAIL
    return api::FooSpec<api::v1>{.host_port = 1};
#else
    return api::FooSpec<api::v1>{.port = 1};
#endif
}
