// expect: versioned: FooSpec::name: constraint does not fit the field: minimum in changed\(v1, from_validate\(min_length\(1\), minimum\(1\)\)\)
// first-error: error: .*FooSpec::name: constraint does not fit the field: minimum in changed
// max-lines: 70
// Rule (DESIGN.md §13): the constraints before a change, from_validate(...), are judged against
// the field's type in those versions: a minimum does not fit a string. The twin gives
// min_length.
#include <versioned/versioned.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec, (std::string, name, validate(min_length(1)), changed(v1, from_validate(min_length(1), minimum(1)))));
#else
VERSIONED_STRUCT(api, FooSpec, (std::string, name, validate(min_length(1)), changed(v1, from_validate(min_length(1)))));
#endif
