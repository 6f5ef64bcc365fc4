// expect: versioned: FooSpec::replicas: constraint does not fit the field: maximum\(5\)
// first-error: error: .*FooSpec::replicas: constraint does not fit the field: maximum\(5\)
// max-lines: 50
// Rule (DESIGN.md §13): contradictory bounds (a minimum above the maximum) are a compile error
// naming the field and the keyword. The twin's bounds leave values.
#include <versioned/versioned.hpp>

#include <cstdint>

VERSIONED_VERSIONS(api, v1alpha1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec, (std::int32_t, replicas, validate(minimum(10), maximum(5))));
#else
VERSIONED_STRUCT(api, FooSpec, (std::int32_t, replicas, validate(minimum(5), maximum(10))));
#endif
