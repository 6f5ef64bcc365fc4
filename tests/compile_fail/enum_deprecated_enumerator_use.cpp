// expect: Unknown.*deprecated: never set
// DESIGN.md §9: a deprecated enumerator is [[deprecated(note)]] in the versions from its
// deprecation on: naming it warns (an error under -Werror). Before that version it does not,
// and the library's own uses (enumerators, to_string, conversions) never do.
#include <versioned/enum.hpp>

VERSIONED_VERSIONS(api, v1beta1, v1);
VERSIONED_ENUM(api, Phase, (Pending), (Unknown, deprecated(v1, note("never set"))));

constexpr auto before = api::Phase<api::v1beta1>::Unknown; // not deprecated yet: no warning
static_assert(versioned::to_string(versioned::convert<api::v1>(before)) == "Unknown");
static_assert(versioned::enumerators<api::Phase<api::v1>>.size() == 2);
#ifdef VERSIONED_COMPILE_FAIL
constexpr auto now = api::Phase<api::v1>::Unknown;
static_assert(static_cast<int>(now) == 1);
#endif
