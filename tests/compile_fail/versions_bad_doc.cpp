// expect: versioned: doc\(\.\.\.\) in \(v1beta1, doc\(42\)\) of VERSIONED_VERSIONS\(api, \.\.\.\) takes the version's description, one string
// first-error: error: .*doc\(\.\.\.\) in \(v1beta1, doc\(42\)\)
// max-lines: 60
// A version's description, (NAME, doc("...")), is a string: anything else is one error naming
// the version, and the version is declared without a description, so nothing else fails. The
// twin writes a string.
#include <versioned/versioned.hpp>

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_VERSIONS(api, v1alpha1, (v1beta1, doc(42)), v1);
#else
VERSIONED_VERSIONS(api, v1alpha1, (v1beta1, doc("42")), v1);
#endif

VERSIONED_STRUCT(api, FooSpec, (int, replicas), (int, port, added(v1beta1)));

static_assert(versioned::field_count<api::FooSpec<api::v1>> == 2);
