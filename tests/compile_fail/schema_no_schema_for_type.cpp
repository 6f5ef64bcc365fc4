// expect: no schema for this field type
// DESIGN.md §5, issue 5: a field whose type has no mapping and no versioned::schema_fragment
// (here a plain struct) has no schema: json_schema / openapi_schema name the problem and the
// customization point. The twin gives the same struct a fragment and compiles.
#include <versioned/versioned.hpp>

#include <string>
#include <string_view>

struct Plain {
    int x = 0;
    friend bool operator==(const Plain&, const Plain&) = default;
};

#ifndef VERSIONED_COMPILE_FAIL
template <>
struct versioned::schema_fragment<Plain> {
    static constexpr std::string_view json = R"({"type":"object","properties":{"x":{"type":"integer"}}})";
};
#endif

VERSIONED_VERSIONS(api, v1alpha1, v1);

VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (Plain,       plain));

static_assert(!versioned::json_schema<api::FooSpec<api::v1>>.empty());
