// expect: versioned: FooSpec::bars: constraint does not fit the field: unique_items
// first-error: error: .*FooSpec::bars: constraint does not fit the field: unique_items
// max-lines: 50
// Rule (DESIGN.md §13): unique_items needs scalar elements (Kubernetes' x-kubernetes-list-type:
// set takes only those); a vector of structs is refused. The twin limits the count instead.
#include <versioned/versioned.hpp>

#include <string>
#include <vector>

VERSIONED_VERSIONS(api, v1alpha1, v1);

VERSIONED_STRUCT(api, Bar, (std::string, image));
#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec, (std::vector<api::Bar<V>>, bars, validate(unique_items)));
#else
VERSIONED_STRUCT(api, FooSpec, (std::vector<api::Bar<V>>, bars, validate(max_items(8))));
#endif
