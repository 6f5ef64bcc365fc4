// expect: versioned: Source::image: downgrade_to needs a function
// first-error: versioned: Source::image: downgrade_to needs a function
// Rule (DESIGN.md §12): downgrade_to(ALT) without a function converts the value losslessly, which
// a std::string does not do into an int. The twin gives the function.
#include <versioned/variant.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

inline std::int32_t image_size(const std::string& s) { return static_cast<std::int32_t>(s.size()); }

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_VARIANT(api, Source, (std::int32_t, size), (std::string, image, added(v1, downgrade_to(size))));
#else
VERSIONED_VARIANT(api, Source, (std::int32_t, size), (std::string, image, added(v1, downgrade_to(size, image_size))));
#endif

static_assert(versioned::alternative_count<api::Source<api::v1>> > 0);
