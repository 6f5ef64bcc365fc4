// expect: not present in version
// first-error: error: .*not.present.in.version
// Issue 9 items 5 and 13: reading a member absent in the version in a constant expression (the
// first error was a non-constexpr placeholder function before). g++ evaluates before it
// instantiates, so its first error is "field_not_present_in_version<F, V, K>::operator T&() ...
// [with ... F = ...versioned_f_port; V = api::v1 ...] called in a constant expression", then the
// full message. Every use of a member in a version that does not have it fails, and the first
// error says so. The twin does the same in a version that has it.
#include <versioned/versioned.hpp>

#include <cstddef>
#include <cstdint>
#include <istream>
#include <ostream>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

constexpr std::uint16_t port_down(std::uint32_t p) { return static_cast<std::uint16_t>(p); }

VERSIONED_STRUCT(api, FooSpec,
    (std::int32_t, name), // not std::string: constexpr std::string does not work with clang 14
    (std::int32_t, label, added(v1)),
    (std::uint32_t, port, changed(v1, from_name(host_port), from_type(std::uint16_t), downgrade_with(port_down))));

using spec_v1beta1 = api::FooSpec<api::v1beta1>;
using spec_v1 = api::FooSpec<api::v1>;

#ifdef VERSIONED_COMPILE_FAIL
[[maybe_unused]] constexpr long x = spec_v1{}.host_port;
#else
[[maybe_unused]] constexpr long x = spec_v1beta1{}.host_port;
#endif
