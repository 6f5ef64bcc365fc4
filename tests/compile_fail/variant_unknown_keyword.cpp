// expect: versioned: Source: unknown keyword .downgrade_too\(url\). in added
// first-error: versioned: Source: unknown keyword .downgrade_too\(url\). in added
// The check pass: a misspelled keyword is the first error. The twin spells it.
#include <versioned/variant.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_VARIANT(api, Source, (std::string, url), (std::string, path, added(v1, downgrade_too(url))));
#else
VERSIONED_VARIANT(api, Source, (std::string, url), (std::string, path, added(v1, downgrade_to(url))));
#endif

static_assert(versioned::alternative_count<api::Source<api::v1>> > 0);
