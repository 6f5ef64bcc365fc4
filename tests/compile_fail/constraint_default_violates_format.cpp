// expect: versioned: Spec::started: default violates the constraints: format
// first-error: error: .*Spec::started: default violates the constraints: format
// max-lines: 50
// Rule (DESIGN.md §13): a text default_with that is not of its version's format (February has
// no 30th). The twin's default is a valid date-time.
#include <versioned/versioned.hpp>

#include <string>
#include <string_view>

VERSIONED_VERSIONS(api, v1alpha1, v1);

#ifdef VERSIONED_COMPILE_FAIL
constexpr std::string_view epoch() { return "2024-02-30T00:00:00Z"; }
#else
constexpr std::string_view epoch() { return "2024-02-29T00:00:00Z"; }
#endif
VERSIONED_STRUCT(api, Spec,
    (std::string, started, added(v1, default_with(epoch)), validate(format("date-time"))));
