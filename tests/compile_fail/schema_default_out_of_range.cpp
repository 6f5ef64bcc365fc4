// expect: default_with result does not convert losslessly
// A constant default_with that the field's type cannot hold (300 into std::uint8_t, which a
// cast used to store as 44) is an error at the declaration (issue 9, item 3), not a "default"
// silently left out of the schema nor a value silently cut on upgrade.
#include <versioned/versioned.hpp>

#include <cstdint>
#include <string_view>

VERSIONED_VERSIONS(api, v1alpha1, v1);

#ifdef VERSIONED_COMPILE_FAIL
constexpr int default_level() { return 300; } // does not fit std::uint8_t
#else
constexpr int default_level() { return 200; }
#endif

VERSIONED_STRUCT(api, Knob,
    (std::uint8_t, level, added(v1, default_with(default_level))));

static_assert(versioned::json_schema<api::Knob<api::v1>>.size() > 0);
