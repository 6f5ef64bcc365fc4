// expect: is not an announced hook.*versioned_upgrade_is_not_announced<api::Spec<api::v1>, api::Spec<api::v2>
// Issue 9, item 2: a function with a hook's exact signature runs only when the struct's table
// announces it; an unannounced one would silently never run, so a conversion rejects it. The
// twin announces it.
#include <versioned/versioned.hpp>

VERSIONED_VERSIONS(api, v1, v2);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, Spec, (int, x), (int, y, added(v2)));
#else
VERSIONED_STRUCT(api, Spec, (int, x), (int, y, added(v2)), hooks(upgrade(v2)));
#endif

namespace api {
void versioned_upgrade(const Spec<v1>& from, Spec<v2>& to);
}

api::Spec<api::v2> up(const api::Spec<api::v1>& s) { return versioned::upgrade(s); }
