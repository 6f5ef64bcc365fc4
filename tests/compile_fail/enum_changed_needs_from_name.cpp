// expect: versioned: Phase::Done: changed needs from_name
// Rule (DESIGN.md §9): an enumerator's changed() is a rename; it takes only from_name.
#include <versioned/enum.hpp>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_ENUM(api, Phase, (Pending), (Done, changed(v1)));
#else
VERSIONED_ENUM(api, Phase, (Pending), (Done, changed(v1, from_name(Finished))));
#endif

static_assert(versioned::enumerators<api::Phase<api::v1>>.size() > 0);
