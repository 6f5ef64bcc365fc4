// expect: versioned: Phase: unknown action 'addded\(v1, downgrade_to\(Pending\)\)' in enumerator \(Paused, addded
// first-error: error: .*Phase: unknown action 'addded
// max-lines: 50
// Issue 26: a misspelled action in a VERSIONED_ENUM row was 830 lines on g++, the first
// "expected primary-expression". The screen reports it first and leaves the row out, so
// nothing else fails. The twin spells it right.
#include <versioned/enum.hpp>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_ENUM(api, Phase, (Pending), (Running), (Paused, addded(v1, downgrade_to(Pending))));
#else
VERSIONED_ENUM(api, Phase, (Pending), (Running), (Paused, added(v1, downgrade_to(Pending))));
#endif

static_assert(versioned::enumerators<api::Phase<api::v1alpha1>>.size() == 2);
