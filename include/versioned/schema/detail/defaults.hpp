// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_SCHEMA_DETAIL_DEFAULTS_HPP
#define VERSIONED_SCHEMA_DETAIL_DEFAULTS_HPP

// The "default" a schema shows for a field: a constant default_with value JSON can show.
// Part of <versioned/schema.hpp>, which says how the schemas are built.

#include <versioned/detail/shown_default.hpp>
#include <versioned/schema/detail/types.hpp>

namespace versioned::detail::schema {

// ---- defaults ----------------------------------------------------------------------------------
//
// Which default a schema shows (shown_default): detail/shown_default.hpp, which the rules of a
// map list's keys read too.

// A constant value as json::write writes it (its types are constant_shape's): an empty optional
// member is left out.
template <class W, class T>
constexpr void put_constant(W& w, const T& value) {
    if constexpr (std::is_same_v<T, bool>) {
        w.put(value ? "true" : "false");
    } else if constexpr (is_integer<T>) {
        if constexpr (std::is_signed_v<T>)
            put_int(w, value);
        else
            put_uint(w, value);
    } else if constexpr (std::is_enum_v<T>) {
        put_string(w, enumerator_name(value));
    } else if constexpr (is_optional<T>::value) {
        put_constant(w, *value);
    } else if constexpr (versioned_struct<T>) {
        w.put('{');
        bool first = true;
        [&]<std::size_t... Is>(std::index_sequence<Is...>) {
            const auto put_member = [&](std::string_view key, const auto& member) {
                if constexpr (is_optional<std::remove_cvref_t<decltype(member)>>::value)
                    if (!member) return;
                if (!first) w.put(',');
                first = false;
                put_string(w, key);
                w.put(':');
                put_constant(w, member);
            };
            (put_member(json_keys<T>[Is], get_present<Is>(value)), ...);
        }(std::make_index_sequence<present_fields_v<T>.size()>{});
        w.put('}');
    } else {
        w.put('[');
        bool first = true;
        for (const auto& item : value) {
            if (!first) w.put(',');
            first = false;
            put_constant(w, item);
        }
        w.put(']');
    }
}

// A JSON value's end (skip_value) and a string's, in a text the library wrote (a string's end
// is the constraints' text_string_end: writer.hpp includes them).
constexpr std::size_t skip_string(std::string_view json, std::size_t i) noexcept { return constraints::text_string_end(json, i); }
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
// A JSON text without the spaces between its tokens (default_json's, as the schemas write it).
template <class W>
constexpr void put_compact_json(W& w, std::string_view json) {
    std::size_t run = 0; // where the characters not yet put begin
    for (std::size_t i = 0; i < json.size(); ++i) {
        const char c = json[i];
        if (c == '"') {
            i = skip_string(json, i) - 1;
        } else if (constraints::is_json_space(c)) {
            w.put(json.substr(run, i - run));
            run = i + 1;
        }
    }
    w.put(json.substr(run));
}

template <dialect D, class Fd, std::size_t V, class W>
constexpr void put_default(W& w) {
    constexpr default_kind kind = shown_default<Fd, V>();
    if constexpr (kind == default_kind::boolean) {
        w.put(default_at<Fd, V>() ? "true" : "false");
    } else if constexpr (kind == default_kind::integer) {
        constexpr auto value = default_at<Fd, V>();
        if constexpr (std::is_signed_v<decltype(value)>) {
            put_int(w, value);
        } else {
            // Kubernetes carries integers as int64: a larger default is no value there.
            static_assert(D != dialect::openapi || value <= static_cast<unsigned long long>(std::numeric_limits<long long>::max()),
                          "versioned: the default exceeds the OpenAPI maximum of a Kubernetes integer (2^63-1: "
                          "Kubernetes carries integers as int64) -- Kubernetes would refuse the CRD");
            put_uint(w, value);
        }
    } else if constexpr (kind == default_kind::string) {
        put_string(w, std::string_view(Fd::template versioned_default<>()));
    } else if constexpr (kind == default_kind::enumerator) {
        put_string(w, enumerator_name(default_at<Fd, V>()));
    } else if constexpr (kind == default_kind::value) {
        put_constant(w, default_at<Fd, V>());
    } else if constexpr (kind == default_kind::json_text) {
        put_compact_json(w, field_info_v<Fd>.default_json);
    }
}

// Where a fragment object's top-level member is (its "description", its "enum"): [begin, end)
// covers the key, the value and one separating comma, so that removing it leaves valid JSON.
// Found by reading the object: only in a leaf's (leaf_schema), or where the member is first.
struct span {
    std::size_t begin = 0;
    std::size_t end = 0;
    std::string_view text{};  // a string value's characters between its quotes (escaped, as written)
    std::string_view value{}; // the value's JSON text
};
constexpr span top_level_member(std::string_view json, std::string_view name) noexcept {
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
        if (json.substr(key + 1, key_end - key - 2) == name) {
            std::size_t value = colon + 1;
            while (value < value_end && json[value] == ' ') ++value;
            const std::string_view text =
                value < value_end && json[value] == '"' ? json.substr(value + 1, value_end - value - 2) : std::string_view{};
            const std::string_view raw = json.substr(value, value_end - value);
            std::size_t end = value_end;
            while (end < json.size() && json[end] == ' ') ++end;
            if (end < json.size() && json[end] == ',') return {key, end + 1, text, raw}; // and the comma after
            std::size_t begin = key;                                                     // or the one before
            while (begin > 1 && json[begin - 1] != ',') --begin;
            return {begin > 1 ? begin - 1 : key, value_end, text, raw};
        }
        i = value_end;
    }
    return {npos, npos, {}, {}};
}
// A leaf type's top-level "description" (the objects that hold others: nested_description).
constexpr span top_level_description(std::string_view json) noexcept { return top_level_member(json, "description"); }

// A nullable node of a structural schema: the type's keywords and nullable: true. Kubernetes'
// validator checks a null against the node's enum (and refuses it, null listed or not), so an
// enum moves into an allOf, where a null never goes (a null only meets the type and the enum).
// (object: a leaf's, the only ones with an enum; a nullable node over another type is its
// members and "nullable": put_body)
constexpr void put_nullable_openapi(writer& w, std::string_view object) {
    const span e = top_level_member(object, "enum");
    if (e.begin == npos) {
        w.put(object.substr(1, object.size() - 2));
        w.put(R"(,"nullable":true)");
        return;
    }
    const span all = top_level_member(object, "allOf"); // a fragment's own (rare): the enum joins it
    const std::size_t open = all.begin == npos ? npos : static_cast<std::size_t>(all.value.data() - object.data());
    const auto put_piece = [&](std::size_t from, std::size_t to) { // object[from, to), the enum put in
        if (open < from || open >= to) return w.put(object.substr(from, to - from));
        w.put(object.substr(from, open + 1 - from));
        w.put(R"({"enum":)");
        w.put(e.value);
        const std::size_t next = object.find_first_not_of(' ', open + 1);
        w.put(next < object.size() && object[next] == ']' ? "}" : "},");
        w.put(object.substr(open + 1, to - open - 1));
    };
    put_piece(1, e.begin);
    put_piece(e.end, object.size() - 1);
    if (open == npos) {
        w.put(e.begin == 1 && e.end == object.size() - 1 ? R"("allOf":[{"enum":)" : R"(,"allOf":[{"enum":)");
        w.put(e.value);
        w.put("}]");
    }
    w.put(R"(,"nullable":true)");
}

} // namespace versioned::detail::schema

#endif // VERSIONED_SCHEMA_DETAIL_DEFAULTS_HPP
