// expect: versioned: Phase::Running: duplicate enumerator name
// Rule (DESIGN.md §9): a name belongs to one enumerator over the whole history.
// The twin spells the second one differently.
#include <versioned/enum.hpp>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_ENUM(api, Phase, (Pending), (Running), (Running, added(v1, downgrade_to(Pending))));
#else
VERSIONED_ENUM(api, Phase, (Pending), (Running), (Runnable, added(v1, downgrade_to(Pending))));
#endif

static_assert(versioned::enumerators<api::Phase<api::v1>>.size() > 0);
