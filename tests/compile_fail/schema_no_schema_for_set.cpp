// expect: no schema for this field type
// DESIGN.md §5, issue 5: std::set is not one of the mapped containers (std::vector, std::array,
// std::map / std::unordered_map with std::string keys), so a std::set field has no schema.
// OpenAPI is asked here, JSON Schema in schema_no_schema_for_type.cpp. The twin uses a
// std::vector and compiles.
#include <versioned/versioned.hpp>

#include <set>
#include <string>
#include <vector>

#ifdef VERSIONED_COMPILE_FAIL
using Tags = std::set<std::string>;
#else
using Tags = std::vector<std::string>;
#endif

VERSIONED_VERSIONS(api, v1alpha1, v1);

VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (Tags,        tags, added(v1)));

static_assert(!versioned::openapi_schema<api::FooSpec<api::v1>>.empty());
