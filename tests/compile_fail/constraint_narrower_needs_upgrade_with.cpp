// expect: versioned: FooSpec::name: narrower constraints need upgrade_with: pattern
// first-error: error: .*FooSpec::name: narrower constraints need upgrade_with: pattern
// max-lines: 70
// Rule (DESIGN.md §13): v1 adds a pattern the older version did not have: an upgrade could carry
// a value v1 refuses, so the change needs upgrade_with (any change of pattern narrows). The twin
// gives one.
#include <versioned/versioned.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1);

inline std::string lower(std::string s) {
    for (char& c : s) c = (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
    return s;
}
#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name, validate(pattern("^[a-z]*$")), changed(v1, from_validate())));
#else
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name, validate(pattern("^[a-z]*$")), changed(v1, from_validate(), upgrade_with(lower))));
#endif
