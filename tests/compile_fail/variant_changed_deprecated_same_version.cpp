// expect: versioned: Source::path: changed and deprecated in the same version
// first-error: versioned: Source::path: changed and deprecated in the same version
// Rule (DESIGN.md §2 and §12): an alternative cannot be changed and deprecated in one version.
#include <versioned/variant.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_VARIANT(api, Source, (std::string, path, changed(v1, from_name(dir)), deprecated(v1)));
#else
VERSIONED_VARIANT(api, Source, (std::string, path, changed(v1beta1, from_name(dir)), deprecated(v1)));
#endif

static_assert(versioned::alternative_count<api::Source<api::v1>> > 0);
