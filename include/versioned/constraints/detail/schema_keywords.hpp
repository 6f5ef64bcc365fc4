// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_CONSTRAINTS_DETAIL_SCHEMA_KEYWORDS_HPP
#define VERSIONED_CONSTRAINTS_DETAIL_SCHEMA_KEYWORDS_HPP

// The keywords of a set in a schema node (DESIGN.md §13), from its data: JSON Schema 2020-12's
// (minimum, exclusiveMinimum: N, minLength, pattern, uniqueItems: true, ...) or Kubernetes'
// OpenAPI v3.0 dialect's (an exclusive bound as minimum: N + exclusiveMinimum: true,
// unique_items as x-kubernetes-list-type: set, rules as x-kubernetes-validations). Templates
// on the schema emitter's writer only (one type): the work per field is constant evaluation.
//
// A constrained field's node is its type's schema object with the keywords added; where the
// type's object already has a keyword the set gives (an integer's own minimum, a std::array's
// minItems, a struct's x-kubernetes-validations), the set's replaces it -- it fits the type,
// so it is the narrower -- and a struct's rules are kept beside the field's.

#include <versioned/constraints/data.hpp>
#include <versioned/constraints/detail/number_text.hpp>

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace versioned::detail::constraints {

// The formats JSON Schema defines as Kubernetes does (DESIGN.md §13); the others are written in
// OpenAPI only.
constexpr bool format_in_json_schema(std::string_view f) noexcept {
    return f == "date-time" || f == "date" || f == "uuid" || f == "ipv4" || f == "ipv6" || f == "email";
}

// Kubernetes compares a number written without a fraction (2, or 2.0 read back as 2) with a bound
// or factor cast to int64 (kube-openapi's MaximumNativeType: exclusive_maximum(2.5) refuses 2,
// maximum(-0.5) accepts 0, multiple_of(0.25) divides by zero), so in its dialect a fractional
// bound or factor -- only a floating field has one -- is a CEL rule, which Kubernetes evaluates
// on the value as a double whatever way it was written. Integral ones stay keywords: the cast is
// exact (every bound lies inside int64).
constexpr bool as_cel_rule(const set& c, kind k) noexcept { return c.has(k) && !c.num(k).integral; }
// Whether a number keyword of the set is written as a keyword in the dialect (keys_of and
// put_keywords must agree).
constexpr bool as_keyword(const set& c, kind k, bool openapi) noexcept {
    return c.has(k) && !(openapi && as_cel_rule(c, k));
}
constexpr std::size_t number_rules_of(const set& c) noexcept {
    return std::size_t{as_cel_rule(c, kind::minimum)} + as_cel_rule(c, kind::exclusive_minimum) +
           as_cel_rule(c, kind::maximum) + as_cel_rule(c, kind::exclusive_maximum) + as_cel_rule(c, kind::multiple_of);
}

// The JSON keys a set writes in a dialect.
struct written_keys {
    std::string_view keys[16]{};
    std::size_t count = 0;
    constexpr void add(std::string_view k) noexcept {
        for (std::size_t i = 0; i < count; ++i)
            if (keys[i] == k) return;
        keys[count++] = k;
    }
    constexpr bool has(std::string_view k) const noexcept {
        for (std::size_t i = 0; i < count; ++i)
            if (keys[i] == k) return true;
        return false;
    }
};
constexpr written_keys keys_of(const set& c, bool openapi) noexcept {
    written_keys out{};
    const auto bound = [&](kind plain, kind exclusive, std::string_view key, std::string_view exclusive_key) {
        if (as_keyword(c, plain, openapi)) out.add(key);
        if (as_keyword(c, exclusive, openapi)) {
            if (openapi) out.add(key);
            out.add(exclusive_key);
        }
    };
    bound(kind::minimum, kind::exclusive_minimum, "minimum", "exclusiveMinimum");
    bound(kind::maximum, kind::exclusive_maximum, "maximum", "exclusiveMaximum");
    if (as_keyword(c, kind::multiple_of, openapi)) out.add("multipleOf");
    if (c.has(kind::min_length)) out.add("minLength");
    if (c.has(kind::max_length)) out.add("maxLength");
    if (c.has(kind::pattern)) out.add("pattern");
    if (c.has(kind::format) && (openapi || format_in_json_schema(c.format))) out.add("format");
    if (c.has(kind::min_items)) out.add("minItems");
    if (c.has(kind::max_items)) out.add("maxItems");
    if (c.has(kind::unique_items)) out.add(openapi ? "x-kubernetes-list-type" : "uniqueItems");
    if (c.has(kind::min_properties)) out.add("minProperties");
    if (c.has(kind::max_properties)) out.add("maxProperties");
    if (openapi && (c.rule_count != 0 || number_rules_of(c) != 0)) out.add("x-kubernetes-validations");
    return out;
}

// ---- the members of a JSON object text ---------------------------------------------------------

constexpr std::size_t text_string_end(std::string_view json, std::size_t i) noexcept { // i at the opening quote
    for (++i; i < json.size() && json[i] != '"'; ++i)
        if (json[i] == '\\') ++i;
    return i + 1;
}
// The end of the value starting at i (at a top-level ',' or the object's '}').
constexpr std::size_t text_value_end(std::string_view json, std::size_t i) noexcept {
    int depth = 0;
    for (; i < json.size(); ++i) {
        const char c = json[i];
        if (c == '"') {
            i = text_string_end(json, i) - 1;
        } else if (c == '{' || c == '[') {
            ++depth;
        } else if (c == '}' || c == ']') {
            if (depth == 0) return i;
            --depth;
        } else if (c == ',' && depth == 0) {
            return i;
        }
    }
    return i;
}
constexpr bool is_json_space(char c) noexcept { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; }
// Calls f(key, member text) for each member of the object text {"k": v, ...} from index `from`
// on (a user's schema_fragment may have whitespace). It reads every character: only for the
// short texts (a leaf type's object, the members after a struct's properties).
template <class F>
constexpr void for_each_member(std::string_view object, F&& f, std::size_t from = 1) {
    std::size_t i = from;
    while (true) {
        while (i < object.size() && (is_json_space(object[i]) || object[i] == ',')) ++i;
        if (i >= object.size() || object[i] != '"') return;
        const std::size_t key_end = text_string_end(object, i);
        std::size_t end = text_value_end(object, key_end);
        std::size_t last = end; // the member without the whitespace after it
        while (last > i && is_json_space(object[last - 1])) --last;
        f(object.substr(i + 1, key_end - i - 2), object.substr(i, last - i));
        i = end;
    }
}
// The inside of the array that is a member's value ("key":[...]), searched index by index
// (std::string_view::find is no constant expression under g++'s -fsanitize=null, GCC PR 71962).
constexpr std::string_view array_inside(std::string_view member) noexcept {
    std::size_t open = 0;
    while (open < member.size() && member[open] != '[') ++open;
    std::size_t close = member.size();
    while (close > open && member[close - 1] != ']') --close;
    return open + 1 < close ? member.substr(open + 1, close - open - 2) : std::string_view{};
}

// ---- a constrained node ---------------------------------------------------------------------------

// Writes the members of the type's object that the set does not replace (nor "description",
// when drop_description), comma-separated; returns the inside of the type's
// x-kubernetes-validations array when the set's rules join it (else empty), and sets wrote.
// (Member: the schema's object_member: key, flat text, and its text as the writer puts it.)
template <class W, class Member>
constexpr std::string_view put_kept_members(W& w, const Member* members, std::size_t count, const written_keys& keys,
                                            bool drop_description, bool& wrote) {
    std::string_view validations{};
    for (std::size_t i = 0; i < count; ++i) {
        const Member& m = members[i];
        if (drop_description && m.key == "description") continue;
        if (keys.has(m.key)) {
            if (m.key == "x-kubernetes-validations") validations = array_inside(m.flat);
            continue;
        }
        if (wrote) w.put(',');
        w.put(m.text);
        wrote = true;
    }
    return validations;
}

template <class W>
constexpr void put_json_string(W& w, std::string_view s) {
    constexpr std::string_view hex = "0123456789abcdef";
    w.put('"');
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
    w.put('"');
}

// [{"rule":...,"message":...}, ...] without the brackets.
template <class W>
constexpr void put_rules(W& w, const cel_rule* rules, std::size_t count, bool first) {
    for (std::size_t i = 0; i < count; ++i) {
        w.put(first && i == 0 ? "{\"rule\":" : ",{\"rule\":");
        put_json_string(w, rules[i].rule);
        if (!rules[i].message.empty()) {
            w.put(",\"message\":");
            put_json_string(w, rules[i].message);
        }
        w.put('}');
    }
}

// The fractional bounds and factor as CEL rules (as_cel_rule), with the reader's semantics: the
// factor's quotient is an integer -- checked through int() only below 2^53, above which every
// double is one and int() could overflow.
template <class W>
constexpr void put_number_rules(W& w, const set& c, bool& first) {
    const auto put_rule = [&](kind which, std::string_view rule_start, std::string_view message_start) {
        if (!as_cel_rule(c, which)) return;
        w.put(first ? "{\"rule\":\"" : ",{\"rule\":\"");
        first = false;
        w.put(rule_start);
        put_number(w, c.num(which));
        if (which == kind::multiple_of) {
            const auto put_quotient = [&] {
                w.put("self / ");
                put_number(w, c.num(which));
            };
            w.put(" == double(int(");
            put_quotient();
            w.put(")) || ");
            put_quotient();
            w.put(" >= 9007199254740992.0 || ");
            put_quotient();
            w.put(" <= -9007199254740992.0");
        }
        w.put("\",\"message\":\"");
        w.put(message_start);
        put_number(w, c.num(which));
        w.put("\"}");
    };
    put_rule(kind::minimum, "self >= ", "must be greater than or equal to ");
    put_rule(kind::exclusive_minimum, "self > ", "must be greater than ");
    put_rule(kind::maximum, "self <= ", "must be less than or equal to ");
    put_rule(kind::exclusive_maximum, "self < ", "must be less than ");
    put_rule(kind::multiple_of, "self / ", "must be a multiple of ");
}

// The set's keywords, each preceded by a comma unless it is the node's first member.
template <class W>
constexpr void put_keywords(W& w, const set& c, bool openapi, bool& wrote, std::string_view type_validations) {
    const auto key = [&](std::string_view name) {
        w.put(wrote ? ",\"" : "\"");
        wrote = true;
        w.put(name);
        w.put("\":");
    };
    const auto bound = [&](kind plain, kind exclusive, std::string_view plain_key, std::string_view exclusive_key) {
        if (as_keyword(c, plain, openapi)) {
            key(plain_key);
            put_number(w, c.num(plain));
        }
        if (as_keyword(c, exclusive, openapi)) {
            key(openapi ? plain_key : exclusive_key);
            put_number(w, c.num(exclusive));
            if (openapi) {
                key(exclusive_key);
                w.put("true");
            }
        }
    };
    bound(kind::minimum, kind::exclusive_minimum, "minimum", "exclusiveMinimum");
    bound(kind::maximum, kind::exclusive_maximum, "maximum", "exclusiveMaximum");
    if (as_keyword(c, kind::multiple_of, openapi)) {
        key("multipleOf");
        put_number(w, c.num(kind::multiple_of));
    }
    const auto count = [&](kind which, std::string_view name) {
        if (!c.has(which)) return;
        key(name);
        put_unsigned(w, c.count(which));
    };
    count(kind::min_length, "minLength");
    count(kind::max_length, "maxLength");
    if (c.has(kind::pattern)) {
        key("pattern");
        put_json_string(w, c.pattern);
    }
    if (c.has(kind::format) && (openapi || format_in_json_schema(c.format))) {
        key("format");
        put_json_string(w, c.format);
    }
    count(kind::min_items, "minItems");
    count(kind::max_items, "maxItems");
    if (c.has(kind::unique_items)) {
        key(openapi ? "x-kubernetes-list-type" : "uniqueItems");
        w.put(openapi ? "\"set\"" : "true");
    }
    count(kind::min_properties, "minProperties");
    count(kind::max_properties, "maxProperties");
    if (openapi && (c.rule_count != 0 || number_rules_of(c) != 0)) {
        key("x-kubernetes-validations");
        w.put('[');
        w.put(type_validations);
        bool first = type_validations.empty();
        put_number_rules(w, c, first);
        put_rules(w, c.rules.data(), c.rule_count, first);
        w.put(']');
    }
}

} // namespace versioned::detail::constraints

#endif // VERSIONED_CONSTRAINTS_DETAIL_SCHEMA_KEYWORDS_HPP
