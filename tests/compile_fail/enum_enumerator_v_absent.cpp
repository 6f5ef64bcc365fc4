// expect: enumerator not present in version(.*Paused.*version_list<api::v1>|.*version_list<api::v1>.*Paused)
// DESIGN.md §9: the checked lookup by name reports the enumerator, the versions of the
// enumeration it was looked up in, and the versions that have it (v1).
#include <versioned/enum.hpp>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);
VERSIONED_ENUM(api, Phase, (Pending), (Running), (Paused, added(v1, downgrade_to(Running))));

#ifdef VERSIONED_COMPILE_FAIL
constexpr auto p = versioned::enumerator_v<api::Phase<api::v1beta1>, "Paused">;
#else
constexpr auto p = versioned::enumerator_v<api::Phase<api::v1>, "Paused">;
#endif
static_assert(static_cast<int>(p) == 2);
