// expect: versioned: FooSpec::replicas: default violates the constraints: maximum\(100\)
// first-error: error: .*FooSpec::replicas: default violates the constraints: maximum\(100\)
// max-lines: 50
// Rule (DESIGN.md §13): a default_with value (a constant expression) that violates the
// constraints of a version it is the default in. The twin's default obeys them.
#include <versioned/versioned.hpp>

#include <cstdint>

VERSIONED_VERSIONS(api, v1alpha1, v1);

#ifdef VERSIONED_COMPILE_FAIL
constexpr std::int32_t many() { return 500; }
#else
constexpr std::int32_t many() { return 50; }
#endif
VERSIONED_STRUCT(api, FooSpec,
    (std::int32_t, replicas, added(v1, default_with(many)), validate(minimum(1), maximum(100))));
