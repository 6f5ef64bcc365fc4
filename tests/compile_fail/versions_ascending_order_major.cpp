// expect: ascending order .*'v1' is not later than the version declared before it
// Rule (DESIGN.md §1): the major number orders first: every v2* is later than v1, even
// v2alpha1. The twin declares v1 before v2alpha1.
#include <versioned/versioned.hpp>

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_VERSIONS(api, v1beta1, v2alpha1, v1, v2);
#else
VERSIONED_VERSIONS(api, v1beta1, v1, v2alpha1, v2);
#endif

static_assert(api::versions::size == 4);
