// expect: versioned: Phase::Paused: downgrade_to target not present in the version before
// Rule (DESIGN.md §9): downgrade_to names the target as the version before calls it: Done is
// Succeeded only from v1 on, so an enumerator added in v1 must name Done.
#include <versioned/enum.hpp>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_ENUM(api, Phase, (Pending), (Succeeded, changed(v1, from_name(Done))),
    (Paused, added(v1, downgrade_to(Succeeded))));
#else
VERSIONED_ENUM(api, Phase, (Pending), (Succeeded, changed(v1, from_name(Done))),
    (Paused, added(v1, downgrade_to(Done))));
#endif

static_assert(versioned::enumerators<api::Phase<api::v1>>.size() > 0);
