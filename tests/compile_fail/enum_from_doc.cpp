// expect: versioned: Phase: unknown keyword 'from_doc\(\\?"Waiting\.\\?"\)' in changed
// first-error: error: .*Phase: unknown keyword 'from_doc
// max-lines: 50
// from_doc("...") is a struct field's keyword: an enumerator has one description, doc("..."),
// in every version; the enum table's screen refuses from_doc as any keyword it does not know.
// The twin keeps the enumerator's doc("...") alone.
#include <versioned/enum.hpp>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_ENUM(api, Phase, (Pending, changed(v1, from_name(Waiting), from_doc("Waiting.")), doc("Not started.")), (Running));
#else
VERSIONED_ENUM(api, Phase, (Pending, changed(v1, from_name(Waiting)), doc("Not started.")), (Running));
#endif

static_assert(!versioned::enumerators<api::Phase<api::v1>>.empty());
