// expect: downgrade_with result does not convert losslessly
// Rule (DESIGN.md §2 and §12): a retyped alternative's downgrade_with returns the older type (or
// one that converts to it losslessly). The twin returns std::int32_t.
#include <versioned/variant.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
constexpr std::int64_t narrow(std::int64_t v) { return v; }
#else
constexpr std::int32_t narrow(std::int64_t v) { return static_cast<std::int32_t>(v); }
#endif

VERSIONED_VARIANT(api, Source, (std::int64_t, size, changed(v1, from_type(std::int32_t), downgrade_with(narrow))));

static_assert(versioned::alternative_count<api::Source<api::v1>> > 0);
