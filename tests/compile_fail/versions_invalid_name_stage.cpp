// expect: invalid Kubernetes version name 'v1gamma1'
// Rule (DESIGN.md §1): the only stage words are alpha and beta. "v1gamma1" is rejected; the
// twin declares "v1beta1" in the same place.
#include <versioned/versioned.hpp>

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_VERSIONS(api, v1alpha1, v1gamma1, v1);
#else
VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);
#endif

static_assert(api::versions::size == 3);
