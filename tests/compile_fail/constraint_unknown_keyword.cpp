// expect: versioned: FooSpec: unknown constraint keyword 'maximun\(10\)' in validate\(...\) of field
// first-error: error: .*FooSpec: unknown constraint keyword 'maximun\(10\)'
// max-lines: 50
// A misspelled keyword in validate(...) is one error naming it and the field (the table's
// screen leaves the field out, so nothing else is said of it). The twin spells it right.
#include <versioned/versioned.hpp>

#include <cstdint>

VERSIONED_VERSIONS(api, v1alpha1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec, (std::int32_t, replicas, validate(minimum(0), maximun(10))));
#else
VERSIONED_STRUCT(api, FooSpec, (std::int32_t, replicas, validate(minimum(0), maximum(10))));
#endif
