// expect: versioned: an option given twice in \(v1, doc\(\\?"GA\.\\?"\), deprecated, doc\(\\?"Stable\.\\?"\)\) of VERSIONED_VERSIONS\(api, \.\.\.\)
// first-error: error: .*an option given twice in \(v1, doc
// max-lines: 50
// A version takes one description and one deprecated: a second is one error naming the
// version (the first of each is kept, so nothing else fails). The twin gives each once, in
// another order (the options' order is free).
#include <versioned/versioned.hpp>

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_VERSIONS(api, v1alpha1, (v1, doc("GA."), deprecated, doc("Stable.")), v2);
#else
VERSIONED_VERSIONS(api, v1alpha1, (v1, deprecated, doc("GA.")), v2);
#endif

VERSIONED_STRUCT(api, FooSpec, (int, replicas), (int, port, added(v2)));

static_assert(versioned::field_count<api::FooSpec<api::v2>> == 2);
static_assert(versioned::version_doc(api::version::v1) == "GA.");
