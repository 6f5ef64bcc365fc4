// expect: versioned: FooSpec::bars: list_type\(set\) needs scalar items
// first-error: error: .*FooSpec::bars: list_type\(set\) needs scalar items
// max-lines: 50
// Rule (DESIGN.md §14): Kubernetes' set lists hold scalars only; a list of structs is a map
// list, keyed by members. The twin keys it by "image".
#include <versioned/versioned.hpp>

#include <string>
#include <vector>

VERSIONED_VERSIONS(api, v1alpha1, v1);

VERSIONED_STRUCT(api, Bar, (std::string, image), (int, replicas));
#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec, (std::vector<api::Bar<V>>, bars, list_type(set)));
#else
VERSIONED_STRUCT(api, FooSpec, (std::vector<api::Bar<V>>, bars, list_type(map, "image")));
#endif
