// expect: versioned: Phase::Paused: added and deprecated in the same version
// Rule (DESIGN.md §9, as for struct fields). The twin deprecates it one version later.
#include <versioned/enum.hpp>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_ENUM(api, Phase, (Pending), (Paused, added(v1beta1, downgrade_to(Pending)), deprecated(v1beta1)));
#else
VERSIONED_ENUM(api, Phase, (Pending), (Paused, added(v1beta1, downgrade_to(Pending)), deprecated(v1)));
#endif

static_assert(versioned::enumerators<api::Phase<api::v1>>.size() > 0);
