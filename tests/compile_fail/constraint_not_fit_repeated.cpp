// expect: versioned: FooSpec::name: constraint does not fit the field: max_length\(10\)
// first-error: error: .*FooSpec::name: constraint does not fit the field: max_length\(63\)
// max-lines: 90
// Rule (DESIGN.md §13): a keyword given twice is a keyword that does not fit. The twin gives it
// once.
#include <versioned/versioned.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec, (std::string, name, validate(max_length(63), max_length(10))));
#else
VERSIONED_STRUCT(api, FooSpec, (std::string, name, validate(max_length(63), min_length(1))));
#endif
