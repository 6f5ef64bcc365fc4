// expect: versioned: Source::path: downgrade_to target not present in the version before
// first-error: versioned: Source::path: downgrade_to target not present in the version before
// Rule (DESIGN.md §12, as for enums): downgrade_to names the target as the version before the
// addition calls it -- s3 was still called bucket in v1beta1. The twin says bucket.
#include <versioned/variant.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_VARIANT(api, Source, (std::string, s3, changed(v1, from_name(bucket))), (std::string, path, added(v1, downgrade_to(s3))));
#else
VERSIONED_VARIANT(api, Source, (std::string, s3, changed(v1, from_name(bucket))), (std::string, path, added(v1, downgrade_to(bucket))));
#endif

static_assert(versioned::alternative_count<api::Source<api::v1>> > 0);
