// expect: each fragment must be one JSON object
// issue 5: the optional openapi member of versioned::schema_fragment<T> is checked like json:
// here json is a JSON object but openapi is not, and openapi_schema rejects it. The twin
// writes an object and compiles.
#include <versioned/versioned.hpp>

#include <string>
#include <string_view>

enum class Color { red, green };

template <>
struct versioned::schema_fragment<Color> {
    static constexpr std::string_view json = R"({"type":"string","enum":["red","green"]})";
#ifdef VERSIONED_COMPILE_FAIL
    static constexpr std::string_view openapi = R"(["red","green"])";
#else
    static constexpr std::string_view openapi = R"({"type":"string","enum":["red","green"]})";
#endif
};

VERSIONED_VERSIONS(api, v1alpha1, v1);

VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (Color,       color));

static_assert(!versioned::json_schema<api::FooSpec<api::v1>>.empty());
static_assert(!versioned::openapi_schema<api::FooSpec<api::v1>>.empty());
