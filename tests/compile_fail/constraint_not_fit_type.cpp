// expect: versioned: FooSpec::replicas: constraint does not fit the field: max_length\(3\)
// first-error: error: .*FooSpec::replicas: constraint does not fit the field: max_length
// max-lines: 50
// Rule (DESIGN.md §13): a keyword that does not fit the field's type -- a string's max_length
// on an integer -- is a compile error naming the field and the keyword. The twin uses maximum.
#include <versioned/versioned.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name, validate(max_length(63))),
    (std::int32_t, replicas, validate(minimum(0), max_length(3))));
#else
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name, validate(max_length(63))),
    (std::int32_t, replicas, validate(minimum(0), maximum(999))));
#endif
