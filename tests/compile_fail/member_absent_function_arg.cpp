// expect: not present in version
// first-error: error: .*not.present.in.version
// DESIGN.md §2: passing a member absent in the version to a function (an implicit
// conversion to std::uint16_t) fails to compile. The twin passes it from v1beta1, where it
// exists.
#include <versioned/versioned.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

constexpr std::uint16_t port_down(std::uint32_t p) { return static_cast<std::uint16_t>(p); }

VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (std::uint32_t, port, changed(v1, from_name(host_port), from_type(std::uint16_t), downgrade_with(port_down))));

constexpr std::uint16_t take(std::uint16_t p) { return p; }

#ifdef VERSIONED_COMPILE_FAIL
inline std::uint16_t pass(const api::FooSpec<api::v1>& obj) { return take(obj.host_port); }
#else
inline std::uint16_t pass(const api::FooSpec<api::v1beta1>& obj) { return take(obj.host_port); }
#endif
