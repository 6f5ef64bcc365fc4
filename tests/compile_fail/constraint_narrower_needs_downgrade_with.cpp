// expect: versioned: FooSpec::replicas: narrower constraints need downgrade_with: maximum
// first-error: error: .*FooSpec::replicas: narrower constraints need downgrade_with: maximum
// max-lines: 70
// Rule (DESIGN.md §13): before v1 replicas is at most 100, from v1 at most 1000: a downgrade of
// 500 would give v1alpha1 an invalid value, so the change needs downgrade_with. The twin
// clamps.
#include <versioned/versioned.hpp>

#include <cstdint>

VERSIONED_VERSIONS(api, v1alpha1, v1);

constexpr std::int32_t clamp_to_100(std::int32_t r) { return r > 100 ? 100 : r; }
#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec,
    (std::int32_t, replicas, validate(minimum(0), maximum(1000)),
                             changed(v1, from_validate(minimum(0), maximum(100)))));
#else
VERSIONED_STRUCT(api, FooSpec,
    (std::int32_t, replicas, validate(minimum(0), maximum(1000)),
                             changed(v1, from_validate(minimum(0), maximum(100)), downgrade_with(clamp_to_100))));
#endif
