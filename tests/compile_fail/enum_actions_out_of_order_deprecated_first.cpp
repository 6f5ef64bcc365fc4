// expect: versioned: Phase::Done: actions out of order
// Rule (DESIGN.md §9, as for struct fields): deprecated after every changed.
#include <versioned/enum.hpp>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_ENUM(api, Phase, (Pending), (Done, deprecated(v1beta1), changed(v1, from_name(Finished))));
#else
VERSIONED_ENUM(api, Phase, (Pending), (Done, changed(v1beta1, from_name(Finished)), deprecated(v1)));
#endif

static_assert(versioned::enumerators<api::Phase<api::v1>>.size() > 0);
