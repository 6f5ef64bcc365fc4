// expect: duplicate version 'v1beta1' in VERSIONED_VERSIONS\(api, \.\.\.\): each version is declared once
// first-error: error: .*duplicate version 'v1beta1'
// max-lines: 30
// Rule (DESIGN.md §1): version names are unique within a module. Issue 33: the mistake was four
// errors (the duplicate, reported for each copy, then the tag struct and the enumerator declared
// twice: 177 lines with g++); now the one, and the module declared with the version once. The
// twin declares the second one as v1beta2.
#include <versioned/versioned.hpp>

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1beta1, v1);
static_assert(api::versions::size == 3);
#else
VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1beta2, v1);
static_assert(api::versions::size == 4);
#endif
