// expect: versioned: Phase::Done: changed and deprecated in the same version
// Rule (DESIGN.md §9, as for struct fields). The twin deprecates it one version later.
#include <versioned/enum.hpp>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_ENUM(api, Phase, (Pending), (Done, changed(v1beta1, from_name(Finished)), deprecated(v1beta1)));
#else
VERSIONED_ENUM(api, Phase, (Pending), (Done, changed(v1beta1, from_name(Finished)), deprecated(v1)));
#endif

static_assert(versioned::enumerators<api::Phase<api::v1>>.size() > 0);
