// expect: is not an announced hook.*versioned_upgrade_is_not_announced<api::Spec<api::v1>, api::Spec<api::v2>
// Issue 9, item 2: a near miss of a hook's signature (here a non-const `from`) is not a hook
// and was silently never called; a conversion of the struct now rejects it. The twin writes
// the announced signature.
#include <versioned/versioned.hpp>

VERSIONED_VERSIONS(api, v1, v2);

VERSIONED_STRUCT(api, Spec, (int, x), (int, y, added(v2)), hooks(downgrade(v2)));

namespace api {
#ifdef VERSIONED_COMPILE_FAIL
inline void versioned_upgrade(Spec<v1>& from, Spec<v2>& to) { to.y = from.x; }
#endif
inline void versioned_downgrade(const Spec<v2>& from, Spec<v1>& to) { to.x = from.y; }
} // namespace api

api::Spec<api::v2> up(const api::Spec<api::v1>& s) { return versioned::convert<api::v2>(s); }
api::Spec<api::v1> down(const api::Spec<api::v2>& s) { return versioned::convert<api::v1>(s); }
