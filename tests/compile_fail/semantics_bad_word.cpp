// expect: versioned: FooSpec::args: list_type takes atomic, set, or map followed by the keys
// first-error: error: .*FooSpec::args: list_type takes atomic, set, or map
// max-lines: 50
// Rule (DESIGN.md §14): list_type's argument is one of Kubernetes' list types, atomic, set or
// map (with its keys); "bag" is none. The twin says set.
#include <versioned/versioned.hpp>

#include <string>
#include <vector>

VERSIONED_VERSIONS(api, v1alpha1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec, (std::vector<std::string>, args, list_type(bag)));
#else
VERSIONED_STRUCT(api, FooSpec, (std::vector<std::string>, args, list_type(set)));
#endif
