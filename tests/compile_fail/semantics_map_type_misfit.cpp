// expect: versioned: FooSpec::args: map_type needs a map field
// first-error: error: .*FooSpec::args: map_type needs a map field
// max-lines: 50
// Rule (DESIGN.md §14): map_type describes a map (x-kubernetes-map-type); a list has list_type.
#include <versioned/versioned.hpp>

#include <map>
#include <string>
#include <vector>

VERSIONED_VERSIONS(api, v1alpha1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec, (std::vector<std::string>, args, map_type(atomic)));
#else
VERSIONED_STRUCT(api, FooSpec, ((std::map<std::string, std::string>), args, map_type(atomic)));
#endif
