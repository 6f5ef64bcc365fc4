// expect: versioned: Phase::Done: keyword not allowed in this action
// Rule: struct keywords (from_type, upgrade_with, ...) do not apply to enumerators.
#include <versioned/enum.hpp>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_ENUM(api, Phase, (Pending), (Done, changed(v1, from_name(Finished), from_type(int))));
#else
VERSIONED_ENUM(api, Phase, (Pending), (Done, changed(v1, from_name(Finished))));
#endif

static_assert(versioned::enumerators<api::Phase<api::v1>>.size() > 0);
