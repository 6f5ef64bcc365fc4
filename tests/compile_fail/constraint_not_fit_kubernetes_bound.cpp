// expect: versioned: FooSpec::size: constraint does not fit the field: maximum\(
// first-error: error: .*FooSpec::size: constraint does not fit the field: maximum
// max-lines: 50
// Rule (DESIGN.md §13, §8): every emitted bound is a double exactly and inside int64, since
// Kubernetes reads bounds as float64 and compares integers as int64: 2^63-1 is no double, so it
// is no bound of a std::int64_t even though the type holds it. The twin uses 2^62.
#include <versioned/versioned.hpp>

#include <cstdint>
#include <limits>

VERSIONED_VERSIONS(api, v1alpha1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec, (std::int64_t, size, validate(maximum(std::numeric_limits<std::int64_t>::max()))));
#else
VERSIONED_STRUCT(api, FooSpec, (std::int64_t, size, validate(maximum(std::int64_t{1} << 62))));
#endif
