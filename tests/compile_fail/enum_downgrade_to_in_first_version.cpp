// expect: versioned: Phase::Paused: downgrade_to target not present in the version before
// Rule (DESIGN.md §9): an enumerator added in the first version has no version before it, so a
// downgrade_to there names nothing. The twin drops it (no downgrade_to needed there).
#include <versioned/enum.hpp>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_ENUM(api, Phase, (Pending), (Paused, added(v1alpha1, downgrade_to(Pending))));
#else
VERSIONED_ENUM(api, Phase, (Pending), (Paused, added(v1alpha1)));
#endif

static_assert(versioned::enumerators<api::Phase<api::v1alpha1>>.size() == 2);
