// expect: each fragment must be one JSON object
// issue 5: a versioned::schema_fragment<T> must be one JSON object ({...}); a bare JSON value
// such as "string" is rejected where the schema is built. The twin writes the object and
// compiles.
#include <versioned/versioned.hpp>

#include <string>
#include <string_view>

struct Duration {
    std::string text;
    friend bool operator==(const Duration&, const Duration&) = default;
};

template <>
struct versioned::schema_fragment<Duration> {
#ifdef VERSIONED_COMPILE_FAIL
    static constexpr std::string_view json = R"("string")";
#else
    static constexpr std::string_view json = R"({"type":"string","pattern":"^[0-9]+s$"})";
#endif
};

VERSIONED_VERSIONS(api, v1alpha1, v1);

VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (Duration,    timeout));

static_assert(!versioned::json_schema<api::FooSpec<api::v1>>.empty());
