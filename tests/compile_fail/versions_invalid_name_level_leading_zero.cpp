// expect: invalid Kubernetes version name 'v1beta01'
// Rule (DESIGN.md §1): no leading zeros in the level either: "v1beta01" is rejected, the twin
// declares "v1beta1".
#include <versioned/versioned.hpp>

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_VERSIONS(api, v1alpha1, v1beta01, v1);
#else
VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);
#endif

static_assert(api::versions::size == 3);
