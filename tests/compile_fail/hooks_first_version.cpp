// expect: versioned: Spec: hooks\(upgrade\(v1\)\): .*the first version has no step before it
// Issue 9, item 2: a hook is announced by the later version of its step (as changed(VER) is);
// the first version has no step before it. The twin announces the step into v2.
#include <versioned/versioned.hpp>

VERSIONED_VERSIONS(api, v1, v2);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, Spec, (int, x), (int, y, added(v2)), hooks(upgrade(v1)));
#else
VERSIONED_STRUCT(api, Spec, (int, x), (int, y, added(v2)), hooks(upgrade(v2)));
#endif
