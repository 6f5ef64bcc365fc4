// expect: versioned_a_url
// Rule (DESIGN.md §2 and §12): two alternatives of one name are two declarations of one
// descriptor, and the compiler's redefinition error names it (versioned_a_url).
#include <versioned/variant.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_VARIANT(api, Source, (std::string, url), (std::int32_t, url));
#else
VERSIONED_VARIANT(api, Source, (std::string, url), (std::int32_t, size));
#endif

static_assert(versioned::alternative_count<api::Source<api::v1>> > 0);
