// expect: versioned: FooSpec::count: struct_type needs a struct field
// first-error: error: .*FooSpec::count: struct_type needs a struct field
// max-lines: 50
// Rule (DESIGN.md §14): struct_type describes a struct; an integer has no members to merge.
#include <versioned/versioned.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1);

VERSIONED_STRUCT(api, Ref, (std::string, name), (std::string, kind));
#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec, (int, count, struct_type(atomic)), (api::Ref<V>, ref));
#else
VERSIONED_STRUCT(api, FooSpec, (int, count), (api::Ref<V>, ref, struct_type(atomic)));
#endif
