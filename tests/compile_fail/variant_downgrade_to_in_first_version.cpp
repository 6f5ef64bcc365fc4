// expect: versioned: Source::path: downgrade_to target not present in the version before
// first-error: versioned: Source::path: downgrade_to target not present in the version before
// Rule (DESIGN.md §12): an alternative of the first version has no version before it, so no
// downgrade_to target. The twin leaves downgrade_to out.
#include <versioned/variant.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_VARIANT(api, Source, (std::string, url), (std::string, path, added(v1alpha1, downgrade_to(url))));
#else
VERSIONED_VARIANT(api, Source, (std::string, url), (std::string, path, added(v1alpha1)));
#endif

static_assert(versioned::alternative_count<api::Source<api::v1>> > 0);
