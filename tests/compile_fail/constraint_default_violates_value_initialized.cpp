// expect: versioned: FooSpec::name: default violates the constraints: min_length\(1\)
// first-error: error: .*FooSpec::name: default violates the constraints: min_length\(1\)
// max-lines: 50
// Rule (DESIGN.md §13): a field added after the first version without default_with gets the
// value-initialized value on upgrade -- here "", which min_length(1) refuses: an upgrade would
// produce an invalid value. The twin gives it a default.
#include <versioned/versioned.hpp>

#include <string_view>

VERSIONED_VERSIONS(api, v1alpha1, v1);

constexpr std::string_view unnamed() { return "unnamed"; }
#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec, (std::string, name, added(v1), validate(min_length(1))));
#else
VERSIONED_STRUCT(api, FooSpec, (std::string, name, added(v1, default_with(unnamed)), validate(min_length(1))));
#endif
