// expect: versioned: Source::path: downgrade_to target not present in the version before
// first-error: versioned: Source::path: downgrade_to target not present in the version before
// Rule (DESIGN.md §12): the target of downgrade_to is an alternative of the version before the one
// that adds the alternative. dir is added in the same version as path, so v1alpha1 lacks it; the
// twin adds path one version later.
#include <versioned/variant.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_VARIANT(api, Source, (std::string, url), (std::string, dir, added(v1beta1, downgrade_to(url))),
    (std::string, path, added(v1beta1, downgrade_to(dir))));
#else
VERSIONED_VARIANT(api, Source, (std::string, url), (std::string, dir, added(v1beta1, downgrade_to(url))),
    (std::string, path, added(v1, downgrade_to(dir))));
#endif

static_assert(versioned::alternative_count<api::Source<api::v1>> > 0);
