// expect: invalid Kubernetes version name 'v01'
// Rule (DESIGN.md §1): a version name matches v<major>[(alpha|beta)<level>] with no leading
// zeros. "v01" has a leading zero in its major number; the twin declares "v1".
#include <versioned/versioned.hpp>

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_VERSIONS(api, v1beta1, v01);
#else
VERSIONED_VERSIONS(api, v1beta1, v1);
#endif

static_assert(api::versions::size == 2);
