// expect: versioned: Source::path: added and changed in the same version
// first-error: versioned: Source::path: added and changed in the same version
// Rule (DESIGN.md §2 and §12): an alternative cannot be added and changed in one version. The
// twin renames it later (downgrade_to names it as v1beta1 does: not at all, it is url).
#include <versioned/variant.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_VARIANT(api, Source, (std::string, url), (std::string, path, added(v1beta1, downgrade_to(url)), changed(v1beta1, from_name(dir))));
#else
VERSIONED_VARIANT(api, Source, (std::string, url), (std::string, path, added(v1beta1, downgrade_to(url)), changed(v1, from_name(dir))));
#endif

static_assert(versioned::alternative_count<api::Source<api::v1>> > 0);
