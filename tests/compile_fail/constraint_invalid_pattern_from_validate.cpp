// expect: versioned: Spec::name: invalid pattern: pattern in changed\(v1, from_validate
// first-error: error: .*Spec::name: invalid pattern
// max-lines: 70
// Rule (DESIGN.md §13): an invalid pattern in an older version's constraints (an unclosed
// group). The twin's is valid.
#include <versioned/versioned.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1);

constexpr std::string_view any(std::string_view s) { return s; }
#ifdef VERSIONED_COMPILE_FAIL
#define OLD_PATTERN "^([a-z]+$"
#else
#define OLD_PATTERN "^([a-z]+)$"
#endif
VERSIONED_STRUCT(api, Spec,
    (std::string, name, changed(v1, from_validate(pattern(OLD_PATTERN)), downgrade_with(any))));
