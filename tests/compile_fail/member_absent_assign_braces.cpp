// expect: not present in version|versioned_f_port, api::v1, 1>
// DESIGN.md §2: "any use of the placeholder fails to compile". Assigning empty braces to a
// member absent in the version is such a use: the user means "reset host_port", and it would
// silently do nothing. The placeholder's explicit default constructor rejects `obj.host_port = {}`;
// g++ names the placeholder type of host_port in v1, clang quotes the constructor's line
// ("field not present in version"). The twin resets the v1 name.
#include <versioned/versioned.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

constexpr std::uint16_t port_down(std::uint32_t p) { return static_cast<std::uint16_t>(p); }

VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (std::uint32_t, port, changed(v1, from_name(host_port), from_type(std::uint16_t), downgrade_with(port_down))));

inline void reset_port(api::FooSpec<api::v1>& obj) {
#ifdef VERSIONED_COMPILE_FAIL
    obj.host_port = {};
#else
    obj.port = {};
#endif
}
