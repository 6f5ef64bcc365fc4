// expect: default_with result does not convert losslessly
// Issue 9, item 3: a default_with whose int result is not a constant cannot be checked to fit
// a std::uint8_t field, and std::uint8_t{int} narrows: an error at the declaration (a constant
// that fits, as in the twin, is accepted, as std::uint8_t{200} is).
#include <versioned/versioned.hpp>

#include <cstdint>

VERSIONED_VERSIONS(api, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
inline int default_level() { return 200; }
#else
constexpr int default_level() { return 200; }
#endif

VERSIONED_STRUCT(api, Knob,
    (std::string, name),
    (std::uint8_t, level, added(v1, default_with(default_level))));

inline auto up(const api::Knob<api::v1beta1>& k) { return versioned::upgrade(k); }
