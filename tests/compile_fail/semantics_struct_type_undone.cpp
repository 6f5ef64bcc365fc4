// expect: versioned: FooSpec::owner: struct_type needs a struct field
// first-error: error: .*FooSpec::owner: struct_type needs a struct field
// max-lines: 50
// Rule (DESIGN.md §14): a struct atomic by its own table is atomic wherever it is used; a field
// cannot make it granular. The twin's field says atomic too (no second keyword in the schema).
#include <versioned/versioned.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1);

VERSIONED_STRUCT(api, Ref, (std::string, name), (std::string, kind), struct_type(atomic));
#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec, (api::Ref<V>, owner, struct_type(granular)));
#else
VERSIONED_STRUCT(api, FooSpec, (api::Ref<V>, owner, struct_type(atomic)));
static_assert(versioned::openapi_schema<api::FooSpec<api::v1>>.find("x-kubernetes-map-type") ==
              versioned::openapi_schema<api::FooSpec<api::v1>>.rfind("x-kubernetes-map-type"));
#endif
