// expect: versioned: Source::path: keyword not allowed in this action
// first-error: versioned: Source::path: keyword not allowed in this action
// Rule (DESIGN.md §12): an alternative has no default_with (its added() takes downgrade_to), and
// keywords sit in their own action. The twin writes downgrade_to.
#include <versioned/variant.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

inline std::string empty() { return {}; }

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_VARIANT(api, Source, (std::string, url), (std::string, path, added(v1, downgrade_to(url), default_with(empty))));
#else
VERSIONED_VARIANT(api, Source, (std::string, url), (std::string, path, added(v1, downgrade_to(url))));
#endif

static_assert(versioned::alternative_count<api::Source<api::v1>> > 0);
