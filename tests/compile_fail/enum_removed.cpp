// expect: versioned: Phase: removed\(VER\) in enumerator \(Paused, removed\(v1\)\): an enumerator is never removed
// first-error: error: .*Phase: removed\(VER\) in enumerator
// An enumerator stays (a stored value must keep its meaning); removed(VER) is for fields. The
// twin deprecates it.
#include <versioned/enum.hpp>

VERSIONED_VERSIONS(api, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_ENUM(api, Phase, (Running), (Paused, removed(v1)));
#else
VERSIONED_ENUM(api, Phase, (Running), (Paused, deprecated(v1)));
#endif

static_assert(versioned::enumerators<api::Phase<api::v1>>.size() == 2);
