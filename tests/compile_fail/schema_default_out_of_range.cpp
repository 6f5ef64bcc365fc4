// expect: the default_with value does not fit the field type
// A constant default_with that the field's type cannot hold is an error when the schema is
// asked for, not a "default" silently left out.
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
