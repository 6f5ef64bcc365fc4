// expect: versioned: Source::path: added and deprecated in the same version
// first-error: versioned: Source::path: added and deprecated in the same version
// Rule (DESIGN.md §2 and §12): an alternative cannot be added and deprecated in one version. The
// twin deprecates it later.
#include <versioned/variant.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_VARIANT(api, Source, (std::string, url), (std::string, path, added(v1beta1, downgrade_to(url)), deprecated(v1beta1)));
#else
VERSIONED_VARIANT(api, Source, (std::string, url), (std::string, path, added(v1beta1, downgrade_to(url)), deprecated(v1)));
#endif

static_assert(versioned::alternative_count<api::Source<api::v1>> > 0);
