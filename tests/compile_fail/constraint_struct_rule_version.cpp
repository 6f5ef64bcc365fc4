// expect: versioned: FooSpec: rule\(.*CEL.*versions\(...\)\): .*names versions declared by VERSIONED_VERSIONS
// first-error: error: .*FooSpec: rule\(.*versions\(
// max-lines: 50
// A struct-level rule restricted to versions(...) must name declared versions. The twin names
// v1.
#include <versioned/versioned.hpp>

#include <cstdint>

VERSIONED_VERSIONS(api, v1alpha1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec, (std::int32_t, replicas), rule("self.replicas < 10", "at most 9", versions(v2)));
#else
VERSIONED_STRUCT(api, FooSpec, (std::int32_t, replicas), rule("self.replicas < 10", "at most 9", versions(v1)));
#endif
