// expect: versioned: Source: an alternative must be written \(TYPE, NAME, ACTION...\) in parentheses
// first-error: versioned: Source: an alternative must be written \(TYPE, NAME, ACTION...\) in parentheses
// The check pass: a trailing comma leaves an empty alternative. The twin has none.
#include <versioned/variant.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_VARIANT(api, Source, (std::string, url), (std::string, path),);
#else
VERSIONED_VARIANT(api, Source, (std::string, url), (std::string, path));
#endif

static_assert(versioned::alternative_count<api::Source<api::v1>> > 0);
