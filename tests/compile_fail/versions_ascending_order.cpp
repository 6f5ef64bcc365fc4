// expect: ascending order .*'v1beta1' is not later than the version declared before it
// Rule (DESIGN.md §1): versions are declared oldest first (v1beta1 < v1). The twin swaps them.
#include <versioned/versioned.hpp>

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_VERSIONS(api, v1alpha1, v1, v1beta1);
#else
VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);
#endif

static_assert(api::versions::size == 3);
