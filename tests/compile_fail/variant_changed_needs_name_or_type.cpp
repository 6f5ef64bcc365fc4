// expect: versioned: Source::path: changed needs from_name or from_type
// first-error: versioned: Source::path: changed needs from_name or from_type
// Rule (DESIGN.md §2 and §12): changed() says what changed. The twin renames.
#include <versioned/variant.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_VARIANT(api, Source, (std::string, url), (std::string, path, changed(v1)));
#else
VERSIONED_VARIANT(api, Source, (std::string, url), (std::string, path, changed(v1, from_name(dir))));
#endif

static_assert(versioned::alternative_count<api::Source<api::v1>> > 0);
