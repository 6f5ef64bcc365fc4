// expect: versioned: Phase::Done: actions out of order
// Rule (DESIGN.md §9, as for struct fields): added < every changed < deprecated.
// The twin writes the renames in increasing versions.
#include <versioned/enum.hpp>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_ENUM(api, Phase, (Pending), (Done, changed(v1, from_name(Finished)), changed(v1beta1, from_name(Ended))));
#else
VERSIONED_ENUM(api, Phase, (Pending), (Done, changed(v1beta1, from_name(Ended)), changed(v1, from_name(Finished))));
#endif

static_assert(versioned::enumerators<api::Phase<api::v1>>.size() > 0);
