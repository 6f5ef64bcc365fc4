// expect: versioned: Source::path: duplicate alternative name
// first-error: versioned: Source::path: duplicate alternative name
// Rule (DESIGN.md §2 and §12): a name belongs to one alternative over all versions -- path was
// called url before v1, the name of another alternative. The twin calls it dir.
#include <versioned/variant.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_VARIANT(api, Source, (std::string, url), (std::string, path, changed(v1, from_name(url))));
#else
VERSIONED_VARIANT(api, Source, (std::string, url), (std::string, path, changed(v1, from_name(dir))));
#endif

static_assert(versioned::alternative_count<api::Source<api::v1>> > 0);
