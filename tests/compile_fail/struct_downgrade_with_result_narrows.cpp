// expect: downgrade_with result does not convert losslessly
// max-lines: 40
// Issue 9, item 3: a downgrade_with returning int for a std::uint8_t field used to be cut to
// std::uint8_t by a functional cast. The result must convert implicitly and without narrowing
// (std::uint8_t{int} is ill-formed); the error is at the declaration. The twin returns the
// field's type, saying how it narrows.
#include <versioned/versioned.hpp>

#include <algorithm>
#include <cstdint>

VERSIONED_VERSIONS(api, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
constexpr int level_down(std::int32_t v) { return v / 10; }
#else
constexpr std::uint8_t level_down(std::int32_t v) { return static_cast<std::uint8_t>(std::clamp(v / 10, 0, 255)); }
#endif

VERSIONED_STRUCT(api, Knob,
    (std::int32_t, level, changed(v1, from_type(std::uint8_t), downgrade_with(level_down))));

inline auto down(const api::Knob<api::v1>& k) { return versioned::downgrade(k); }
