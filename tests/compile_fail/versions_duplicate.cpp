// expect: duplicate version 'v1beta1'
// Rule (DESIGN.md §1): version names are unique within a module. The twin declares the
// second one as v1beta2.
#include <versioned/versioned.hpp>

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1beta1, v1);
#else
VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1beta2, v1);
#endif

static_assert(api::versions::size == 4);
