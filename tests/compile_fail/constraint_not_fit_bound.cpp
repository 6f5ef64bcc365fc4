// expect: versioned: FooSpec::level: constraint does not fit the field: maximum\(300\)
// first-error: error: .*FooSpec::level: constraint does not fit the field: maximum\(300\)
// max-lines: 50
// Rule (DESIGN.md §13): a bound the field's type cannot hold (300 for a std::uint8_t) is a
// compile error naming the field and the keyword. The twin's bound fits.
#include <versioned/versioned.hpp>

#include <cstdint>

VERSIONED_VERSIONS(api, v1alpha1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec, (std::uint8_t, level, validate(maximum(300))));
#else
VERSIONED_STRUCT(api, FooSpec, (std::uint8_t, level, validate(maximum(200))));
#endif
