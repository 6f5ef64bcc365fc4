// expect: versioned: Source::path: added alternative needs downgrade_to.* -- in alternative \(std::string, path, added\(v1beta1\)\)
// first-error: versioned: Source::path: added alternative needs downgrade_to.* -- in alternative \(std::string, path, added\(v1beta1\)\)
// Rule (DESIGN.md §12): an alternative added after the first version must say which alternative
// its value becomes in the versions before. The twin names the target (no function: both are strings).
#include <versioned/variant.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_VARIANT(api, Source, (std::int32_t, size), (std::string, url), (std::string, path, added(v1beta1)));
#else
VERSIONED_VARIANT(api, Source, (std::int32_t, size), (std::string, url), (std::string, path, added(v1beta1, downgrade_to(url))));
#endif

static_assert(versioned::alternative_count<api::Source<api::v1>> > 0);
