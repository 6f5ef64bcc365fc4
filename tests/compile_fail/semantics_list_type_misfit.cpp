// expect: versioned: FooSpec::image: list_type needs a list field
// first-error: error: .*FooSpec::image: list_type needs a list field
// max-lines: 50
// Rule (DESIGN.md §14): list_type describes an array (x-kubernetes-list-type); a string field
// has none. The twin puts it on the list.
#include <versioned/versioned.hpp>

#include <string>
#include <vector>

VERSIONED_VERSIONS(api, v1alpha1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec, (std::string, image, list_type(atomic)), (std::vector<std::string>, args));
#else
VERSIONED_STRUCT(api, FooSpec, (std::string, image), (std::vector<std::string>, args, list_type(atomic)));
#endif
