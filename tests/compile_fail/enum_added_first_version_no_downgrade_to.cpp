// expect: versioned: Phase::Paused: added enumerator needs downgrade_to
// Rule (DESIGN.md §9): only an enumerator added in the first version needs no downgrade_to.
// The twin adds it in the first version; the failing case one version later.
#include <versioned/enum.hpp>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_ENUM(api, Phase, (Pending), (Paused, added(v1beta1)));
#else
VERSIONED_ENUM(api, Phase, (Pending), (Paused, added(v1alpha1)));
#endif

static_assert(versioned::enumerators<api::Phase<api::v1>>.size() > 0);
