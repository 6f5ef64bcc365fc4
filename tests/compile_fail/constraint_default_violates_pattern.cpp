// expect: versioned: Spec::name: default violates the constraints: pattern
// first-error: error: .*Spec::name: default violates the constraints: pattern
// max-lines: 50
// Rule (DESIGN.md §13): a text default_with (a constant expression) that its version's pattern
// refuses. The twin's default matches it.
#include <versioned/versioned.hpp>

#include <string>
#include <string_view>

VERSIONED_VERSIONS(api, v1alpha1, v1);

#ifdef VERSIONED_COMPILE_FAIL
constexpr std::string_view default_name() { return "Web"; }
#else
constexpr std::string_view default_name() { return "web"; }
#endif
VERSIONED_STRUCT(api, Spec,
    (std::string, name, added(v1, default_with(default_name)), validate(pattern("^[a-z]+$"))));
