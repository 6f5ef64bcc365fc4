// expect: (Paused.*(not a member|no member)|(not a member|no member).*Paused)
// DESIGN.md §9: naming an enumerator a version does not have fails to compile. An enumeration
// cannot hold a placeholder enumerator (it would be a value, and break -Wswitch), so this is the
// compiler's own error; its type, versioned_enum_Phase::initial, is the enumeration of the
// versions before Paused was added. versioned::enumerator_v<E, "Paused"> gives the library's
// message with the versions (tests/compile_fail/enum_enumerator_v_absent.cpp).
#include <versioned/enum.hpp>

VERSIONED_VERSIONS(api, v1alpha1, v1);
VERSIONED_ENUM(api, Phase, (Pending), (Running), (Paused, added(v1, downgrade_to(Running))));

#ifdef VERSIONED_COMPILE_FAIL
constexpr auto p = api::Phase<api::v1alpha1>::Paused;
#else
constexpr auto p = api::Phase<api::v1>::Paused;
#endif
static_assert(static_cast<int>(p) == 2);
