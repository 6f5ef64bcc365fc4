// expect: versioned: Source::path: deprecated in the first version
// first-error: versioned: Source::path: deprecated in the first version
// Rule (DESIGN.md §2 and §12): an alternative deprecated in the first version would never exist
// undeprecated. The twin deprecates it in v1beta1.
#include <versioned/variant.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_VARIANT(api, Source, (std::string, url), (std::string, path, deprecated(v1alpha1)));
#else
VERSIONED_VARIANT(api, Source, (std::string, url), (std::string, path, deprecated(v1beta1)));
#endif

static_assert(versioned::alternative_count<api::Source<api::v1>> > 0);
