// expect: versioned: Source::size: type change needs upgrade_with
// first-error: versioned: Source::size: type change needs upgrade_with
// Rule (DESIGN.md §2 and §12): a std::string does not convert to an integer losslessly, so the
// upgrade needs a function. The twin gives both.
#include <versioned/variant.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

inline std::int64_t parse(const std::string& s) { return std::stoll(s); }
inline std::string to_text(std::int64_t v) { return std::to_string(v); }

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_VARIANT(api, Source, (std::int64_t, size, changed(v1, from_type(std::string), downgrade_with(to_text))));
#else
VERSIONED_VARIANT(api, Source, (std::int64_t, size, changed(v1, from_type(std::string), upgrade_with(parse), downgrade_with(to_text))));
#endif

static_assert(versioned::alternative_count<api::Source<api::v1>> > 0);
