// expect: versioned: Source::size: type change needs downgrade_with
// first-error: versioned: Source::size: type change needs downgrade_with
// Rule (DESIGN.md §2 and §12): std::int64_t narrows into std::int32_t, so the downgrade needs a
// function. The twin gives it.
#include <versioned/variant.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

constexpr std::int32_t narrow(std::int64_t v) { return static_cast<std::int32_t>(v); }

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_VARIANT(api, Source, (std::int64_t, size, changed(v1, from_type(std::int32_t))));
#else
VERSIONED_VARIANT(api, Source, (std::int64_t, size, changed(v1, from_type(std::int32_t), downgrade_with(narrow))));
#endif

static_assert(versioned::alternative_count<api::Source<api::v1>> > 0);
