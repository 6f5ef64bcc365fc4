// expect: versioned: Phase: unknown keyword 'downgrade_too\(Pending\)' in added\(v1, downgrade_too\(Pending\)\) of enumerator
// first-error: error: .*Phase: unknown keyword 'downgrade_too
// max-lines: 50
// Issue 26: a misspelled keyword in a VERSIONED_ENUM action. One error naming it and the
// enumerator, the row left out. The twin spells it right.
#include <versioned/enum.hpp>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_ENUM(api, Phase, (Pending), (Running), (Paused, added(v1, downgrade_too(Pending))));
#else
VERSIONED_ENUM(api, Phase, (Pending), (Running), (Paused, added(v1, downgrade_to(Pending))));
#endif

static_assert(versioned::enumerators<api::Phase<api::v1alpha1>>.size() == 2);
