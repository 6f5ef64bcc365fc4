// expect: downgrade_to result does not convert losslessly to the target alternative
// max-lines: 40
// (Issue 33: 475 lines with clang++, which took the failed report for a non-constant expression
// at every use; detail::report<> instantiates it without that.)
// Rule (DESIGN.md §12): the function of downgrade_to returns the target's type in the version
// before (here std::int32_t), or one that converts to it losslessly -- not a std::int64_t. The
// twin returns std::int32_t.
#include <versioned/variant.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
inline std::int64_t image_size(const std::string& s) { return static_cast<std::int64_t>(s.size()); }
#else
inline std::int32_t image_size(const std::string& s) { return static_cast<std::int32_t>(s.size()); }
#endif

VERSIONED_VARIANT(api, Source, (std::int32_t, size), (std::string, image, added(v1, downgrade_to(size, image_size))));

static_assert(versioned::alternative_count<api::Source<api::v1>> > 0);
