// expect: versioned: Phase: unknown action 'dok\(\\?"never set\\?"\)' in enumerator \(Unknown, dok\(\\?"never set\\?"\)\)
// first-error: error: .*Phase: unknown action 'dok
// max-lines: 50
// Issue 26: a misspelled doc("...") in a VERSIONED_ENUM row (833 lines on g++). One error, the
// row left out. The twin spells it right.
#include <versioned/enum.hpp>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_ENUM(api, Phase, (Pending), (Running), (Unknown, dok("never set")));
#else
VERSIONED_ENUM(api, Phase, (Pending), (Running), (Unknown, doc("never set")));
#endif

static_assert(versioned::enumerators<api::Phase<api::v1>>.size() >= 2);
