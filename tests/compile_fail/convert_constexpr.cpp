// expect: non-'?constexpr'? function
// DESIGN.md §4: conversions are constexpr -- when the user functions they call are. The twin
// converts at compile time, up and down, a struct whose conversion runs constexpr
// default_with / downgrade_with functions and which has a deprecated field; the failing variant
// names a default_with function that is not constexpr.
//
// The deprecated field is left out with g++: g++ 12 warns when it constant-evaluates the
// initialization of a deprecated member, even a placeholder the user never names (a limitation
// documented in docs/limits.md; run-time conversions and clang++ do not warn).
#include <versioned/versioned.hpp>

#include <cstdint>

VERSIONED_VERSIONS(api, v1beta1, v1beta2, v1);

constexpr std::int32_t default_z() { return 7; }
inline std::int32_t runtime_default_z() { return 7; }
constexpr std::int32_t narrow(std::int64_t v) { return static_cast<std::int32_t>(v); }

#ifdef VERSIONED_COMPILE_FAIL
#define POINT_DEFAULT_Z runtime_default_z
#else
#define POINT_DEFAULT_Z default_z
#endif

#if defined(__clang__)
#define POINT_FLAG , (bool, flag, deprecated(v1))
#define POINT_FLAG_INIT , .flag = true
#else
#define POINT_FLAG
#define POINT_FLAG_INIT
#endif

VERSIONED_STRUCT(api, Point,
    (std::int32_t, x),
    (std::int64_t, y,    changed(v1beta2, from_type(std::int32_t), downgrade_with(narrow))),
    (std::int32_t, z,    added(v1beta2, default_with(POINT_DEFAULT_Z)))
    POINT_FLAG);

constexpr api::Point<api::v1beta1> p0{.x = 1, .y = 2 POINT_FLAG_INIT};
static_assert(versioned::upgrade(p0).z == 7);
static_assert(versioned::convert<api::v1>(p0).y == 2);
static_assert(versioned::convert<api::v1beta1>(versioned::convert<api::v1>(p0)) == p0);
