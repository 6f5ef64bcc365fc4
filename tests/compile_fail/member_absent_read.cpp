// expect: not present in version
// first-error: error: .*not.present.in.version
// DESIGN.md §2: a name that does not exist in a version is a placeholder there; reading it
// fails to compile. host_port exists in v1alpha1 and v1beta1 only (renamed to port in v1).
// The twin reads the v1 name.
#include <versioned/versioned.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

constexpr std::uint16_t port_down(std::uint32_t p) { return static_cast<std::uint16_t>(p); }

VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (std::uint32_t, port, changed(v1, from_name(host_port), from_type(std::uint16_t), downgrade_with(port_down))));

inline int read_port(const api::FooSpec<api::v1>& obj) {
#ifdef VERSIONED_COMPILE_FAIL
    int x = obj.host_port;
#else
    int x = static_cast<int>(obj.port);
#endif
    return x;
}
