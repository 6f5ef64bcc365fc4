// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_SCHEMA_HPP
#define VERSIONED_SCHEMA_HPP

// Schemas as constant expressions, one per version:
//   versioned::json_schema<FooSpec<api::v1>>     JSON Schema 2020-12
//   versioned::openapi_schema<FooSpec<api::v1>>  Kubernetes structural OpenAPI v3
// Both are std::string_view over static storage. They are built by a two-pass emitter (count
// the characters, then fill a std::array of exactly that size), because constexpr std::string
// does not work on every supported toolchain (clang 14 with libstdc++ 12).

#include <versioned/detail/field.hpp>
#include <versioned/detail/meta.hpp>
#include <versioned/key_naming.hpp>
#include <versioned/reflection.hpp>
#include <versioned/versions.hpp>

#include <boost/describe/enumerators.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <vector>

namespace versioned {

// A type's schema, for types the library does not map itself (enums, user types):
//   template <> struct versioned::schema_fragment<Duration> {
//       static constexpr std::string_view json = R"({"type":"string","pattern":"^[0-9]+s$"})";
//       static constexpr std::string_view openapi = json; // optional; defaults to json
//   };
// Each is one JSON object. Descriptions and defaults of the field are added to it.
template <class T>
struct schema_fragment;

namespace detail::schema {

enum class dialect { json_schema, openapi };

// Pass one counts characters, pass two writes them.
struct counter {
    std::size_t size = 0;
    constexpr void put(char) noexcept { ++size; }
    constexpr void put(std::string_view s) noexcept { size += s.size(); }
};
struct filler {
    char* out;
    constexpr void put(char c) noexcept { *out++ = c; }
    constexpr void put(std::string_view s) noexcept {
        for (char c : s) *out++ = c;
    }
};

template <class W>
constexpr void put_uint(W& w, unsigned long long v) {
    char digits[20]{};
    int n = 0;
    do {
        digits[n++] = static_cast<char>('0' + v % 10);
        v /= 10;
    } while (v != 0);
    while (n > 0) w.put(digits[--n]);
}
template <class W>
constexpr void put_int(W& w, long long v) {
    if (v < 0) {
        w.put('-');
        put_uint(w, static_cast<unsigned long long>(-(v + 1)) + 1); // no overflow at the minimum
    } else {
        put_uint(w, static_cast<unsigned long long>(v));
    }
}
template <class W>
constexpr void put_escaped(W& w, std::string_view s) {
    constexpr std::string_view hex = "0123456789abcdef";
    for (char c : s) {
        switch (c) {
        case '"': w.put("\\\""); break;
        case '\\': w.put("\\\\"); break;
        case '\n': w.put("\\n"); break;
        case '\r': w.put("\\r"); break;
        case '\t': w.put("\\t"); break;
        default:
            if (static_cast<unsigned char>(c) < 0x20) {
                w.put("\\u00");
                w.put(hex[static_cast<unsigned char>(c) >> 4]);
                w.put(hex[static_cast<unsigned char>(c) & 0xf]);
            } else {
                w.put(c);
            }
        }
    }
}
template <class W>
constexpr void put_string(W& w, std::string_view s) {
    w.put('"');
    put_escaped(w, s);
    w.put('"');
}

template <class W>
constexpr void put_key(W& w, std::string_view key) {
    w.put('"');
    w.put(key);
    w.put('"');
}


template <class T>
struct is_nested_optional : std::false_type {};
template <class T>
struct is_nested_optional<std::optional<std::optional<T>>> : std::true_type {};

template <class T>
concept has_fragment = requires {
    { schema_fragment<T>::json } -> std::convertible_to<std::string_view>;
};

template <class T, dialect D>
constexpr std::string_view fragment() noexcept {
    if constexpr (D == dialect::openapi && requires { schema_fragment<T>::openapi; })
        return schema_fragment<T>::openapi;
    else
        return schema_fragment<T>::json;
}

// Instantiated only to report a type without a schema.
template <class T>
struct no_schema_for_type {
    static_assert(always_false<T>, "versioned: no schema for this field type -- specialize "
                                   "versioned::schema_fragment<T> with a JSON object, e.g. "
                                   "{\"type\":\"string\",\"enum\":[\"a\",\"b\"]}");
    static constexpr bool value = false;
};

// The enumerator names of a BOOST_DESCRIBE_ENUM enum (L: its describe_enumerators list).
template <class L>
struct enum_names;
template <template <class...> class L, class... D>
struct enum_names<L<D...>> {
    static constexpr std::array<std::string_view, sizeof...(D)> value{std::string_view(D::name)...};
};

// Writes the keywords of T's schema (the inside of its JSON object, without braces).
template <dialect D, class T, class W>
constexpr void put_body(W& w);

template <dialect D, class T, class W>
constexpr void put_object(W& w) {
    w.put('{');
    put_body<D, T>(w);
    w.put('}');
}

template <dialect D, class T, class W>
constexpr void put_struct_body(W& w);

template <dialect D, class T, class W>
constexpr void put_body(W& w) {
    if constexpr (has_fragment<T>) {
        constexpr std::string_view f = fragment<T, D>();
        static_assert(f.size() >= 2 && f.front() == '{' && f.back() == '}',
                      "versioned::schema_fragment<T>: each fragment must be one JSON object");
        w.put(f.substr(1, f.size() - 2));
    } else if constexpr (std::is_enum_v<T> && boost::describe::has_describe_enumerators<T>::value) {
        // An enum described with BOOST_DESCRIBE_ENUM: its enumerator names, as JSON writes it.
        w.put(R"("type":"string","enum":[)");
        constexpr auto& names = enum_names<boost::describe::describe_enumerators<T>>::value;
        for (std::size_t i = 0; i < names.size(); ++i) {
            if (i != 0) w.put(',');
            put_string(w, names[i]);
        }
        w.put(']');
    } else if constexpr (std::is_same_v<T, bool>) {
        w.put(R"("type":"boolean")");
    } else if constexpr (std::is_integral_v<T>) {
        w.put(R"("type":"integer")");
        if constexpr (D == dialect::openapi) w.put(sizeof(T) < 4 || (sizeof(T) == 4 && std::is_signed_v<T>) ? R"(,"format":"int32")" : R"(,"format":"int64")");
        w.put(R"(,"minimum":)");
        put_int(w, static_cast<long long>(std::numeric_limits<T>::min()));
        w.put(R"(,"maximum":)");
        // Kubernetes carries integers as int64: an unsigned 64-bit field cannot exceed that there.
        if constexpr (D == dialect::openapi && std::numeric_limits<T>::max() > static_cast<unsigned long long>(std::numeric_limits<long long>::max()))
            put_uint(w, static_cast<unsigned long long>(std::numeric_limits<long long>::max()));
        else
            put_uint(w, static_cast<unsigned long long>(std::numeric_limits<T>::max()));
    } else if constexpr (std::is_floating_point_v<T>) {
        w.put(R"("type":"number")");
        if constexpr (D == dialect::openapi) w.put(sizeof(T) <= 4 ? R"(,"format":"float")" : R"(,"format":"double")");
    } else if constexpr (std::is_same_v<T, std::string> || std::is_same_v<T, std::string_view>) {
        w.put(R"("type":"string")");
    } else if constexpr (is_nested_optional<T>::value) {
        put_body<D, typename T::value_type>(w); // JSON has one null: optional<optional<T>> is optional<T>
    } else if constexpr (is_optional<T>::value) {
        if constexpr (D == dialect::openapi) {
            put_body<D, typename T::value_type>(w);
            w.put(R"(,"nullable":true)");
        } else {
            w.put(R"("anyOf":[)");
            put_object<D, typename T::value_type>(w);
            w.put(R"(,{"type":"null"}])");
        }
    } else if constexpr (requires { typename T::value_type; typename T::allocator_type; T{}.push_back(std::declval<typename T::value_type>()); }) {
        w.put(R"("type":"array","items":)"); // std::vector
        put_object<D, typename T::value_type>(w);
    } else if constexpr (requires { std::tuple_size<T>::value; typename T::value_type; T{}.data(); }) {
        w.put(R"("type":"array","items":)"); // std::array: fixed length
        put_object<D, typename T::value_type>(w);
        w.put(R"(,"minItems":)");
        put_uint(w, std::tuple_size<T>::value);
        w.put(R"(,"maxItems":)");
        put_uint(w, std::tuple_size<T>::value);
    } else if constexpr (requires { typename T::key_type; typename T::mapped_type; }) {
        static_assert(std::is_same_v<typename T::key_type, std::string>,
                      "versioned: a map field needs std::string keys to have a JSON schema");
        w.put(R"("type":"object","additionalProperties":)");
        put_object<D, typename T::mapped_type>(w);
    } else if constexpr (versioned_struct<T>) {
        put_struct_body<D, T>(w);
    } else {
        static_assert(no_schema_for_type<T>::value, "versioned: no schema for this field type");
    }
}

// A constant default_with value, when the function can run at compile time and its value
// is something JSON can show: integers, bools, strings.
template <class Fd>
constexpr auto default_value() {
    return Fd::template versioned_default<>();
}
template <class Fd>
concept constant_default = field_info_v<Fd>.has_default && requires {
    typename std::integral_constant<bool, (static_cast<void>(default_value<Fd>()), true)>;
};

template <class T, class W>
constexpr void put_value(W& w, const T& v) {
    if constexpr (std::is_same_v<T, bool>) {
        w.put(v ? "true" : "false");
    } else if constexpr (std::is_integral_v<T> && std::is_signed_v<T>) {
        put_int(w, v);
    } else if constexpr (std::is_integral_v<T>) {
        put_uint(w, v);
    } else {
        put_string(w, std::string_view(v));
    }
}

template <class T>
inline constexpr bool is_integer = std::is_integral_v<T> && !std::is_same_v<T, bool>;

template <class Fd, class To>
constexpr bool default_is_showable() {
    if constexpr (!constant_default<Fd>) {
        return false;
    } else {
        using R = std::remove_cvref_t<decltype(default_value<Fd>())>;
        if constexpr (is_integer<R> && is_integer<To>) {
            static_assert(std::in_range<To>(default_value<Fd>()),
                          "versioned: the default_with value does not fit the field type");
            return true;
        } else if constexpr (std::is_same_v<R, bool>) {
            return std::is_same_v<To, bool>;
        } else {
            return std::is_convertible_v<R, std::string_view> && std::is_same_v<To, std::string>;
        }
    }
}

// Where a fragment object's top-level "description" member is: [begin, end) covers the key,
// the value and one separating comma, so that removing it leaves valid JSON.
struct span {
    std::size_t begin = 0;
    std::size_t end = 0;
};
constexpr std::size_t skip_string(std::string_view json, std::size_t i) noexcept { // i at the opening quote
    for (++i; i < json.size() && json[i] != '"'; ++i)
        if (json[i] == '\\') ++i;
    return i + 1;
}
constexpr std::size_t skip_value(std::string_view json, std::size_t i) noexcept {
    int depth = 0;
    for (; i < json.size(); ++i) {
        const char c = json[i];
        if (c == '"') {
            i = skip_string(json, i) - 1;
            if (depth == 0) return i + 1;
        } else if (c == '{' || c == '[') {
            ++depth;
        } else if (c == '}' || c == ']') {
            if (depth == 0) return i;
            if (--depth == 0) return i + 1;
        } else if (c == ',' && depth == 0) {
            return i;
        }
    }
    return i;
}
constexpr span top_level_description(std::string_view json) noexcept {
    // json is one object: {"k":v,"k":v}
    std::size_t i = 1;
    while (i < json.size()) {
        while (i < json.size() && (json[i] == ' ' || json[i] == ',' || json[i] == '\n' || json[i] == '\t')) ++i;
        if (i >= json.size() || json[i] != '"') break;
        const std::size_t key = i;
        const std::size_t key_end = skip_string(json, i);
        std::size_t colon = key_end;
        while (colon < json.size() && json[colon] != ':') ++colon;
        const std::size_t value_end = skip_value(json, colon + 1);
        if (json.substr(key + 1, key_end - key - 2) == "description") {
            std::size_t end = value_end;
            while (end < json.size() && json[end] == ' ') ++end;
            if (end < json.size() && json[end] == ',') return {key, end + 1}; // and the comma after
            std::size_t begin = key;                                          // or the one before
            while (begin > 1 && json[begin - 1] != ',') --begin;
            return {begin > 1 ? begin - 1 : key, value_end};
        }
        i = value_end;
    }
    return {npos, npos};
}

template <dialect D, class T, class Fd, class W>
constexpr void put_field(W& w) {
    constexpr auto& info = field_info_v<Fd>;
    using V = version_t<T>;
    using type = field_type_t<Fd, V>;
    constexpr bool deprecated = V::index >= info.deprecated;
    constexpr bool has_doc = !info.doc.empty();
    // An empty fragment ("{}") leaves nothing before the keywords added here.
    constexpr bool own_description = has_doc || (D == dialect::openapi && deprecated);
    constexpr bool empty_body = [] {
        if constexpr (has_fragment<type>) {
            constexpr std::string_view f = fragment<type, D>();
            constexpr span d = top_level_description(f);
            return f.size() == 2 || (own_description && d.begin == 1 && d.end == f.size() - 1);
        } else {
            return false;
        }
    }();
    w.put('{');
    if constexpr (has_fragment<type> && own_description) {
        // The field's description replaces the one its type's fragment brings.
        constexpr std::string_view f = fragment<type, D>();
        static_assert(f.size() >= 2 && f.front() == '{' && f.back() == '}',
                      "versioned::schema_fragment<T>: each fragment must be one JSON object");
        constexpr span d = top_level_description(f);
        if constexpr (d.begin == npos) {
            w.put(f.substr(1, f.size() - 2));
        } else {
            w.put(f.substr(1, d.begin - 1));
            w.put(f.substr(d.end, f.size() - 1 - d.end));
        }
    } else {
        put_body<D, type>(w);
    }
    bool first = empty_body;
    const auto comma = [&] {
        if (!first) w.put(',');
        first = false;
    };
    if constexpr (D == dialect::openapi && deprecated) {
        // OpenAPI has no "deprecated" keyword in CRDs: say it in the description.
        comma();
        w.put(R"("description":")");
        put_escaped(w, info.doc);
        w.put(has_doc ? " Deprecated" : "Deprecated");
        if constexpr (!info.note.empty()) {
            w.put(": ");
            put_escaped(w, info.note);
        }
        w.put(".\"");
    } else if constexpr (has_doc) {
        comma();
        w.put(R"("description":)");
        put_string(w, info.doc);
    }
    if constexpr (D == dialect::json_schema && deprecated) {
        comma();
        w.put(R"("deprecated":true)");
    }
    if constexpr (default_is_showable<Fd, type>()) {
        comma();
        w.put(R"("default":)");
        put_value(w, default_value<Fd>());
    }
    w.put('}');
}

template <dialect D, class T, class W>
constexpr void put_struct_body(W& w) {
    using fields = typename T::versioned_descriptor::versioned_fields;
    constexpr auto& present = present_fields_v<T>;
    static_assert(key_table<T>::unique,
                  "versioned: two fields of this struct get the same JSON key under the module's key "
                  "naming (camel_case turns host_port and hostPort into one key)");
    w.put(R"("type":"object")");
    if constexpr (present.size() > 0) {
        w.put(R"(,"properties":{)");
        [&]<std::size_t... Is>(std::index_sequence<Is...>) {
            ((w.put(Is == 0 ? "" : ","), put_key(w, key_table<T>::keys[Is]), w.put(':'),
              put_field<D, T, list_at_t<fields, present[Is].field>>(w)),
             ...);
        }(std::make_index_sequence<present.size()>{});
        w.put('}');
        constexpr bool any_required = [] {
            bool any = false;
            [&]<std::size_t... Is>(std::index_sequence<Is...>) {
                ((any = any || !is_optional<field_type_t<list_at_t<fields, present[Is].field>, version_t<T>>>::value), ...);
            }(std::make_index_sequence<present.size()>{});
            return any;
        }();
        if constexpr (any_required) {
            w.put(R"(,"required":[)");
            bool first = true;
            [&]<std::size_t... Is>(std::index_sequence<Is...>) {
                (([&] {
                     if constexpr (!is_optional<field_type_t<list_at_t<fields, present[Is].field>, version_t<T>>>::value) {
                         if (!first) w.put(',');
                         first = false;
                         put_key(w, key_table<T>::keys[Is]);
                     }
                 }()),
                 ...);
            }(std::make_index_sequence<present.size()>{});
            w.put(']');
        }
    }
    // JSON Schema rejects keys of other versions; Kubernetes prunes them instead, and a
    // structural schema may not combine properties with additionalProperties.
    if constexpr (D == dialect::json_schema) w.put(R"(,"additionalProperties":false)");
}

template <dialect D, class T, class W>
constexpr void put_root(W& w) {
    w.put('{');
    if constexpr (D == dialect::json_schema) {
        w.put(R"("$schema":"https://json-schema.org/draft/2020-12/schema","title":")");
        w.put(T::versioned_descriptor::versioned_name);
        w.put(R"(","description":")");
        w.put(T::versioned_descriptor::versioned_name);
        w.put(" ");
        w.put(T::versioned_descriptor::versioned_module::name);
        w.put("/");
        w.put(version_t<T>::name);
        w.put(R"(",)");
    }
    put_struct_body<D, T>(w);
    w.put('}');
}

template <dialect D, class T>
constexpr std::size_t schema_size() {
    counter c;
    put_root<D, T>(c);
    return c.size;
}

template <dialect D, class T>
struct storage {
    static constexpr std::size_t size = schema_size<D, T>();
    static constexpr std::array<char, size + 1> data = [] {
        std::array<char, size + 1> out{};
        filler f{out.data()};
        put_root<D, T>(f);
        return out;
    }();
};

} // namespace detail::schema

// JSON Schema 2020-12 of one version of a versioned struct: a constant expression.
template <versioned_struct T>
inline constexpr std::string_view json_schema{
    detail::schema::storage<detail::schema::dialect::json_schema, T>::data.data(),
    detail::schema::storage<detail::schema::dialect::json_schema, T>::size};

// Kubernetes structural OpenAPI v3 schema (openAPIV3Schema of a CRD version).
template <versioned_struct T>
inline constexpr std::string_view openapi_schema{
    detail::schema::storage<detail::schema::dialect::openapi, T>::data.data(),
    detail::schema::storage<detail::schema::dialect::openapi, T>::size};

} // namespace versioned

#endif // VERSIONED_SCHEMA_HPP
