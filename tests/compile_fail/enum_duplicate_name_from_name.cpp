// expect: versioned: Phase::Succeeded: duplicate enumerator name
// Rule (DESIGN.md §9): an old name (from_name) may not be another enumerator's name either.
#include <versioned/enum.hpp>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_ENUM(api, Phase, (Pending), (Succeeded, changed(v1, from_name(Pending))));
#else
VERSIONED_ENUM(api, Phase, (Pending), (Succeeded, changed(v1, from_name(Done))));
#endif

static_assert(versioned::enumerators<api::Phase<api::v1>>.size() > 0);
