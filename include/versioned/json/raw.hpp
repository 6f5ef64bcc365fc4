// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_JSON_RAW_HPP
#define VERSIONED_JSON_RAW_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// json::raw: any JSON value, kept as its text (Kubernetes' apiextensions JSON, an extension point
// a program does not interpret). Read as valid JSON (as strictly as any value: syntax, UTF-8,
// escapes, duplicate keys, max_depth), written back byte for byte.
//
//   struct Plugin { std::string name; versioned::json::raw config; };   // config: anything
//   versioned::json::raw r(R"({"a": [1, 2]})");   // validated; throws json::error_exception if not JSON
//   r.text();                                     // {"a": [1, 2]}, as given
//
// Schemas: JSON Schema {} (which is `true`: any value); OpenAPI
// {"x-kubernetes-preserve-unknown-fields":true}, as controller-gen writes apiextensions' JSON.

#include <versioned/json/codec.hpp>
#include <versioned/json/error.hpp>
#include <versioned/json/options.hpp>
#include <versioned/json/read.hpp> // read_with

#include <string>
#include <string_view>
#include <utility>

namespace versioned {
template <class T>
struct schema_fragment; // <versioned/schema.hpp>
} // namespace versioned

namespace versioned::json {

class raw {
public:
    // The JSON value null.
    raw() = default;
    // The value text (surrounding whitespace dropped); throws json::error_exception when it is
    // not one valid JSON value.
    explicit raw(std::string_view json_text) : text_(checked(json_text)) {}

    // The value's JSON text, exactly as read or given.
    const std::string& text() const noexcept { return text_; }
    bool is_null() const noexcept { return text_ == "null"; }

    // Byte for byte: {"a":1} and { "a": 1 } are different texts.
    friend bool operator==(const raw&, const raw&) = default;

private:
    friend struct codec<raw>;
    static std::string checked(std::string_view json_text);
    std::string text_ = "null";
};

template <>
struct codec<raw> {
    static bool read(reader& in, raw& value) { return in.raw(value.text_); }
    static void write(writer& out, const raw& value) { out.raw(value.text_); }
};

inline std::string raw::checked(std::string_view json_text) {
    read_options o;
    o.version_key = "";
    std::string out;
    const error e = read_with(json_text, [&](reader& in) { return in.raw(out); }, o);
    if (e.code != errc{}) throw error_exception(e);
    return out;
}

} // namespace versioned::json

template <>
struct versioned::schema_fragment<versioned::json::raw> {
    static constexpr std::string_view json = "{}";
    static constexpr std::string_view openapi = R"({"x-kubernetes-preserve-unknown-fields":true})";
};

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_JSON_RAW_HPP
