// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_SCHEMA_HPP
#define VERSIONED_SCHEMA_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// Schemas as constant expressions, one per version:
//   versioned::json_schema<FooSpec<api::v1>>     JSON Schema 2020-12
//   versioned::openapi_schema<FooSpec<api::v1>>  Kubernetes structural OpenAPI v3
// Both are std::string_view over static storage. They are built by a two-pass emitter (count
// the characters, then fill a std::array of exactly that size), because constexpr std::string
// does not work on every supported toolchain (clang 14 with libstdc++ 12). A field's fragment
// is emitted once per segment of versions in which it does not change (field_fragment), and
// each version's schema is assembled from the fragments by one non-template function, so the
// template instantiations grow with fields + actions, not fields x versions. A fragment, and
// the object of a type that holds others, is a rope (schema/detail/writer.hpp): its own
// characters and references to the objects it holds, so a nested type's schema is written out
// once per root that holds it, not once per level above it.

#include <versioned/schema/detail/members.hpp>

#include <string_view>

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

// A version's schema: a struct's or a variant's.
template <dialect D, class T>
constexpr std::string_view root_text() noexcept {
    if constexpr (versioned_variant<T>)
        return emitted_text<&put_variant_root<D, T>, copy_words>::text;
    else
        return storage<D, T>::text;
}

} // namespace detail::schema

// JSON Schema 2020-12 of one version of a versioned struct (or variant): a constant expression.
template <class T>
    requires(versioned_struct<T> || detail::versioned_variant<T>)
inline constexpr std::string_view json_schema{detail::schema::root_text<detail::schema::dialect::json_schema, T>()};

// Kubernetes structural OpenAPI v3 schema (openAPIV3Schema of a CRD version).
template <class T>
    requires(versioned_struct<T> || detail::versioned_variant<T>)
inline constexpr std::string_view openapi_schema{detail::schema::root_text<detail::schema::dialect::openapi, T>()};

namespace detail::schema {

// json_schema<T> with the version key spliced into the root object: the first property, a
// string whose only value is the version ("v1", or "group/v1"), and required. The root's
// properties are the first "properties" of the text, its required list the last "required"
// (keys are member names: no quote or bracket in them), right before its closing
// `,"additionalProperties":false}`.
template <class T, fixed_string Key, fixed_string Group>
struct with_version_key {
    static_assert(
        [] {
            for (std::string_view k : json_keys<T>)
                if (k == Key.view()) return false;
            return true;
        }(),
        "versioned::json_schema_with_version_key: the version key is also a member of the struct (json::write "
        "would fail with errc::duplicate_key): choose another key, or use json_schema<T>");
    static constexpr std::string_view base = json_schema<T>;
    static constexpr std::string_view tail = R"(,"additionalProperties":false})";
    static constexpr std::string_view properties = R"("properties":{)";
    static constexpr std::string_view required = R"("required":[)";
    static constexpr bool escaped(char c) noexcept { return c == '"' || c == '\\'; }
    static constexpr std::size_t escaped_size(std::string_view v) noexcept {
        std::size_t n = v.size();
        for (char c : v) n += escaped(c) ? 1 : 0;
        return n;
    }
    static constexpr std::string_view version = version_t<T>::name;
    static constexpr std::size_t value_size =
        escaped_size(Group.view()) + (Group.view().empty() ? 0 : 1) + version.size();
    // `"Key":{"type":"string","const":"value"}` and `"Key"`
    static constexpr std::size_t property_size =
        escaped_size(Key.view()) + value_size + std::string_view(R"("":{"type":"string","const":""})").size();
    static constexpr std::size_t key_size = escaped_size(Key.view()) + 2;
    // Where part begins in base, searched index by index: std::string_view::find/rfind compare the
    // static text's address with nullptr, which g++ does not fold in a constant expression under
    // -fsanitize=null (GCC PR 71962; see rope_piece).
    static constexpr bool at(std::size_t from, std::string_view part) noexcept {
        for (std::size_t idx = 0; idx < part.size(); ++idx)
            if (base[from + idx] != part[idx]) return false;
        return true;
    }
    static constexpr std::size_t first(std::string_view part) noexcept {
        for (std::size_t pos = 0; pos + part.size() <= base.size(); ++pos)
            if (at(pos, part)) return pos;
        return std::string_view::npos;
    }
    static constexpr std::size_t last(std::string_view part) noexcept {
        for (std::size_t pos = base.size() - part.size() + 1; pos-- > 0;)
            if (at(pos, part)) return pos;
        return std::string_view::npos;
    }
    static constexpr std::size_t properties_at = first(properties); // npos: the struct has no member
    static constexpr bool has_required = base.size() > tail.size() && base[base.size() - tail.size() - 1] == ']';
    static constexpr std::size_t required_at = has_required ? last(required) : std::string_view::npos;
    static constexpr std::size_t size =
        base.size() + property_size + key_size +
        (properties_at == std::string_view::npos ? std::string_view(R"(,"properties":{})").size()
         : base[properties_at + properties.size()] == '}' ? 0 : 1) +
        (has_required ? 1 : std::string_view(R"(,"required":[])").size());

    static constexpr auto chars = [] {
        std::array<char, size + 1> out{};
        std::size_t n = 0;
        const auto put = [&](std::string_view v) {
            for (char c : v) out[n++] = c;
        };
        const auto put_escaped = [&](std::string_view v) {
            for (char c : v) {
                if (escaped(c)) out[n++] = '\\';
                out[n++] = c;
            }
        };
        const auto put_property = [&] {
            put("\"");
            put_escaped(Key.view());
            put(R"(":{"type":"string","const":")");
            put_escaped(Group.view());
            if (!Group.view().empty()) put("/");
            put(version);
            put("\"}");
        };
        const auto put_key = [&] {
            put("\"");
            put_escaped(Key.view());
            put("\"");
        };
        const std::size_t body_end = base.size() - tail.size();
        std::size_t from = 0;
        if (properties_at != std::string_view::npos) {
            put(base.substr(0, properties_at + properties.size()));
            put_property();
            if (base[properties_at + properties.size()] != '}') put(",");
            from = properties_at + properties.size();
        }
        if (has_required) {
            put(base.substr(from, required_at + required.size() - from));
            put_key();
            put(",");
            put(base.substr(required_at + required.size()));
            return out;
        }
        put(base.substr(from, body_end - from));
        if (properties_at == std::string_view::npos) {
            put(R"(,"properties":{)");
            put_property();
            put("}");
        }
        put(R"(,"required":[)");
        put_key();
        put("]");
        put(tail);
        return out;
    }();
    static constexpr std::string_view text{chars.data(), size};
};

} // namespace detail::schema

// JSON Schema 2020-12 of what json::write writes for T with a version key,
// write_options{.version_key = Key, .group = Group}: json_schema<T> with the key as a required
// member whose only value is the version ("v1", or "group/v1"). read<T> accepts such documents
// too (and documents without the key, which this schema rejects).
//   versioned::json_schema_with_version_key<FooSpec<api::v1>>                        "apiVersion": "v1"
//   versioned::json_schema_with_version_key<FooSpec<api::v1>, "apiVersion", "example.com">
template <versioned_struct T, detail::fixed_string Key = "apiVersion", detail::fixed_string Group = "">
    requires(!Key.view().empty())
inline constexpr std::string_view json_schema_with_version_key = detail::schema::with_version_key<T, Key, Group>::text;

} // namespace versioned

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_SCHEMA_HPP

