// expect: versioned: FooSpec::replicas: nullable needs an optional field
// first-error: error: .*FooSpec::replicas: nullable needs an optional field
// max-lines: 50
// Rule (DESIGN.md §14): nullable (controller-gen's +nullable) says a null is a value of the
// field; the reader takes a null only for a std::optional. The twin makes it optional.
#include <versioned/versioned.hpp>

#include <optional>

VERSIONED_VERSIONS(api, v1alpha1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec, (int, replicas, nullable));
#else
VERSIONED_STRUCT(api, FooSpec, (std::optional<int>, replicas, nullable));
#endif
