// expect: versioned: Source: unknown keyword 'from_doc\(\\?"A file\.\\?"\)' in changed
// first-error: error: .*Source: unknown keyword 'from_doc
// from_doc("...") is a struct field's keyword: an alternative of a versioned variant has one
// description, doc("..."), in every version; its table's screen refuses from_doc as it refuses
// any keyword it does not know. The twin keeps the alternative's doc("...") alone.
#include <versioned/variant.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_VARIANT(api, Source, (std::string, url),
    (std::string, path, changed(v1, from_name(file), from_doc("A file.")), doc("A file's path.")));
#else
VERSIONED_VARIANT(api, Source, (std::string, url), (std::string, path, changed(v1, from_name(file)), doc("A file's path.")));
#endif

static_assert(versioned::alternative_count<api::Source<api::v1>> == 2);
