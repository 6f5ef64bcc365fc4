// expect: not present in version|versioned_f_port, api::v1, 1>
// DESIGN.md §2: a designated initializer naming a member absent in the version fails to
// compile, whatever the initializer -- also empty braces, `FooSpec<api::v1>{.host_port = {}}`,
// which the placeholder's explicit default constructor rejects (with a value, `.host_port = 1`:
// member_absent_designated_init.cpp). g++ names the placeholder type of host_port in v1; clang
// quotes the constructor's line, whose comment says "field not present in version". The twin
// initializes the v1 name.
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
    return api::FooSpec<api::v1>{.name = "web", .host_port = {}};
#else
    return api::FooSpec<api::v1>{.name = "web", .port = {}};
#endif
}
