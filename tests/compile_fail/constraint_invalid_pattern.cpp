// expect: versioned: Spec::name: invalid pattern: pattern
// first-error: error: .*Spec::name: invalid pattern
// max-lines: 50
// Rule (DESIGN.md §13): a pattern that is not a valid regular expression of Go's RE2 syntax
// (here a backreference, which RE2 refuses). The twin's pattern is valid.
#include <versioned/versioned.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1);

#ifdef VERSIONED_COMPILE_FAIL
#define NAME_PATTERN "^(a)\\1$"
#else
#define NAME_PATTERN "^(a)+$"
#endif
VERSIONED_STRUCT(api, Spec, (std::string, name, validate(max_length(8), pattern(NAME_PATTERN))));
