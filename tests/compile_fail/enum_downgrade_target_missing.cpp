// expect: versioned: Phase::Paused: downgrade_to target not present in the version before
// Rule (DESIGN.md §9): downgrade_to names an enumerator of the version before the addition.
// Stopped is added in the same version as Paused, so v1alpha1 does not have it.
#include <versioned/enum.hpp>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_ENUM(api, Phase, (Pending), (Stopped, added(v1beta1, downgrade_to(Pending))),
    (Paused, added(v1beta1, downgrade_to(Stopped))));
#else
VERSIONED_ENUM(api, Phase, (Pending), (Stopped, added(v1beta1, downgrade_to(Pending))),
    (Paused, added(v1, downgrade_to(Stopped))));
#endif

static_assert(versioned::enumerators<api::Phase<api::v1>>.size() > 0);
