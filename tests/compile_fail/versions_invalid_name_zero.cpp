// expect: invalid Kubernetes version name 'v1alpha0'
// Rule (DESIGN.md §1): major and level are >= 1. "v1alpha0" is rejected; the twin declares
// "v1alpha1".
#include <versioned/versioned.hpp>

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_VERSIONS(api, v1alpha0, v1);
#else
VERSIONED_VERSIONS(api, v1alpha1, v1);
#endif

static_assert(api::versions::size == 2);
