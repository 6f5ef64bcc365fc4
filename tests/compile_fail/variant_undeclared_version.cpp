// expect: versioned: Source::path: an action names a version not declared by VERSIONED_VERSIONS\(api
// first-error: versioned: Source::path: an action names a version not declared by VERSIONED_VERSIONS\(api
// Rule (DESIGN.md §2 and §12): an action names a version of the module. The twin names v1.
#include <versioned/variant.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_VARIANT(api, Source, (std::string, url), (std::string, path, added(v3, downgrade_to(url))));
#else
VERSIONED_VARIANT(api, Source, (std::string, url), (std::string, path, added(v1, downgrade_to(url))));
#endif

static_assert(versioned::alternative_count<api::Source<api::v1>> > 0);
