// expect: versioned: Phase::Paused: added enumerator needs downgrade_to.* -- in enumerator \(Paused, added\(v1beta1\)\)
// Rule (DESIGN.md §9): an enumerator added after the first version must say where a downgrade
// sends it. The twin names its target.
#include <versioned/enum.hpp>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_ENUM(api, Phase, (Pending), (Running), (Paused, added(v1beta1)));
#else
VERSIONED_ENUM(api, Phase, (Pending), (Running), (Paused, added(v1beta1, downgrade_to(Running))));
#endif

static_assert(versioned::enumerators<api::Phase<api::v1>>.size() > 0);
