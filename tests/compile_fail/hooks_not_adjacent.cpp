// expect: hooks run between adjacent versions only.*versioned_upgrade_to_a_version_that_is_not_the_next<api::Spec<api::v1>
// Issue 9, item 2: a hook between versions that are not adjacent (v1 -> v3) never ran; a
// conversion from v1 now rejects it. The twin hooks the step v2 -> v3, announced.
#include <versioned/versioned.hpp>

VERSIONED_VERSIONS(api, v1, v2, v3);

VERSIONED_STRUCT(api, Spec, (int, x), (int, y, added(v3)), hooks(upgrade(v3)));

namespace api {
#ifdef VERSIONED_COMPILE_FAIL
inline void versioned_upgrade(const Spec<v1>& from, Spec<v3>& to) { to.y = from.x; }
#endif
inline void versioned_upgrade(const Spec<v2>& from, Spec<v3>& to) { to.y = from.x; }
} // namespace api

api::Spec<api::v3> up(const api::Spec<api::v1>& s) { return versioned::convert<api::v3>(s); }
