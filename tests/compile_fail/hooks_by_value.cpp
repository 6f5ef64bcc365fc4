// expect: is not an announced hook.*versioned_downgrade_is_not_announced<api::Spec<api::v2>, api::Spec<api::v1>
// Issue 9, item 2: a downgrade "hook" taking its source by value (and never announced) is
// rejected by a conversion instead of being ignored. The twin has none.
#include <versioned/versioned.hpp>

VERSIONED_VERSIONS(api, v1, v2);

VERSIONED_STRUCT(api, Spec, (int, x), (int, y, added(v2)));

#ifdef VERSIONED_COMPILE_FAIL
namespace api {
inline void versioned_downgrade(Spec<v2> from, Spec<v1>& to) { to.x = from.y; }
} // namespace api
#endif

api::Spec<api::v1> down(const api::Spec<api::v2>& s) { return versioned::downgrade(s); }
