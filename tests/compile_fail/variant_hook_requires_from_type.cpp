// expect: versioned: Source::size: upgrade_with / downgrade_with requires from_type
// first-error: versioned: Source::size: upgrade_with / downgrade_with requires from_type
// Rule (DESIGN.md §2 and §12): upgrade_with and downgrade_with convert between the types of a
// type change, so they come with from_type. The twin has it.
#include <versioned/variant.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

constexpr std::int32_t narrow(std::int64_t v) { return static_cast<std::int32_t>(v); }

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_VARIANT(api, Source, (std::int64_t, size, changed(v1, from_name(bytes), downgrade_with(narrow))));
#else
VERSIONED_VARIANT(api, Source, (std::int64_t, size, changed(v1, from_name(bytes), from_type(std::int32_t), downgrade_with(narrow))));
#endif

static_assert(versioned::alternative_count<api::Source<api::v1>> > 0);
