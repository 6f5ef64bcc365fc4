// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_SCHEMA_DETAIL_VARIANTS_HPP
#define VERSIONED_SCHEMA_DETAIL_VARIANTS_HPP

// The schemas of versioned variants (VERSIONED_VARIANT): externally and internally tagged.
// Part of <versioned/schema.hpp>, which says how the schemas are built.

#include <versioned/schema/detail/assemble.hpp>

namespace versioned::detail::schema {

// ---- versioned variants (VERSIONED_VARIANT) --------------------------------------------------------
//
// Externally tagged, {"image": {...}}: JSON Schema a oneOf of one-property objects, OpenAPI an
// object with one optional property per alternative and minProperties = maxProperties = 1
// (structural: Kubernetes accepts no oneOf that names properties of its own). Internally tagged,
// {"type": "image", ...}: JSON Schema a oneOf of each alternative's struct schema with the tag
// (a const) among its properties; OpenAPI one object with the tag (an enum of the names, required)
// and every alternative's members, none required -- a structural schema cannot make them depend
// on the tag, so a member two alternatives share must have one schema.

// One alternative's property, "key":{...}, as a struct field's (description, deprecation).
template <dialect D, class T, std::size_t K>
constexpr field_parts alternative_parts() noexcept {
    using Dv = typename T::versioned_variant_descriptor;
    constexpr std::size_t a = variant_layout_v<Dv>.alternative[T::versioned_index][K];
    using A = alternative_at_t<Dv, a>;
    using type = slot_type_t<Dv, T::versioned_index, K>;
    constexpr bool constrained = constraints::constrained_at<A>(T::versioned_index);
    constexpr key_source key_from = alternative_key_source<Dv>(a, T::versioned_index);
    return field_parts{key_from.text, key_from.naming,
                       type_object<D, type>::ref, type_object<D, type>::description,
                       members_if<D, type, constrained>(), field_info_v<A>.doc,
                       field_info_v<A>.note, T::versioned_index >= field_info_v<A>.deprecated, {},
                       constrained, constraints::checked_set_at<A>(T::versioned_index),
                       list_kind::none, {}, topology::none};
}

constexpr void put_key(writer& w, const field_parts& p) {
    w.put('"');
    for_each_key_char(p.name, p.naming, [&](char c) { w.put(c); });
    w.put('"');
}

// {"type":"object","properties":{"key":{...}},"required":["key"],"additionalProperties":false}
constexpr void put_one_property_object(writer& w, const field_parts& p) {
    w.put(R"({"type":"object","properties":{)");
    put_field_entry(w, dialect::json_schema, p);
    w.put(R"(},"required":[)");
    put_key(w, p);
    w.put(R"(],"additionalProperties":false})");
}

// An alternative struct's object with the tag first: its body as put_struct_body writes it.
constexpr void put_tagged_struct(writer& w, dialect d, std::string_view tag, const field_parts& alt,
                                 const field_piece* const* pieces, std::size_t fields, std::size_t version) {
    w.put(R"({"type":"object")");
    if (!alt.doc.empty() || (alt.deprecated && !alt.note.empty())) {
        w.put(R"(,"description":")");
        put_escaped(w, alt.doc.empty() ? alt.note : alt.doc);
        w.put('"');
    }
    if (alt.deprecated) w.put(R"(,"deprecated":true)");
    w.put(R"(,"properties":{)");
    put_string(w, tag);
    w.put(R"(:{"const":)");
    put_key(w, alt);
    w.put('}');
    for (std::size_t i = 0; i < fields; ++i)
        if (pieces[i][version].entry.size() != 0) {
            w.put(',');
            w.put(pieces[i][version].entry);
        }
    w.put(R"(},"required":[)");
    put_string(w, tag);
    for (std::size_t i = 0; i < fields; ++i)
        if (pieces[i][version].required) {
            w.put(',');
            w.put(pieces[i][version].entry.slice(0, pieces[i][version].quoted_key));
        }
    w.put(d == dialect::json_schema ? R"(],"additionalProperties":false})" : "]}");
}

// A present member's quoted key, the start of its entry.
constexpr std::string_view quoted_key_of(const field_piece& p) noexcept { return *flat_text(p.entry.slice(0, p.quoted_key)); }

// The union of the alternatives' members (OpenAPI, internally tagged): each key once.
constexpr void put_member_union(writer& w, const field_piece* const* const* tables, const std::size_t* counts,
                                const std::size_t* versions, std::size_t alternatives) {
    for (std::size_t a = 0; a < alternatives; ++a)
        for (std::size_t i = 0; i < counts[a]; ++i) {
            const field_piece& p = tables[a][i][versions[a]];
            if (p.entry.size() == 0) continue;
            bool seen = false;
            for (std::size_t b = 0; b <= a && !seen; ++b)
                for (std::size_t j = 0; j < (b == a ? i : counts[b]) && !seen; ++j) {
                    const field_piece& q = tables[b][j][versions[b]];
                    seen = q.entry.size() != 0 && quoted_key_of(q) == quoted_key_of(p);
                }
            if (seen) continue;
            w.put(',');
            w.put(p.entry);
        }
}
// Whether two alternatives have a member of one key with different schemas.
constexpr bool member_union_conflicts(const field_piece* const* const* tables, const std::size_t* counts,
                                      const std::size_t* versions, std::size_t alternatives) {
    for (std::size_t a = 0; a < alternatives; ++a)
        for (std::size_t i = 0; i < counts[a]; ++i)
            for (std::size_t b = 0; b < a; ++b)
                for (std::size_t j = 0; j < counts[b]; ++j) {
                    const field_piece& p = tables[a][i][versions[a]];
                    const field_piece& q = tables[b][j][versions[b]];
                    if (p.entry.size() != 0 && q.entry.size() != 0 && quoted_key_of(p) == quoted_key_of(q) &&
                        !same_text(p.entry, q.entry))
                        return true;
                }
    return false;
}

// Per alternative struct of a version: its pieces' table, its field count, its version index.
template <dialect D, class Storage>
struct alternative_struct_tables;
template <dialect D, class... As>
struct alternative_struct_tables<D, std::variant<As...>> {
    static constexpr const field_piece* const* pieces[] = {
        pieces_table<D, typename As::versioned_descriptor::versioned_fields>::value..., nullptr};
    static constexpr std::size_t counts[] = {As::versioned_descriptor::versioned_fields::size..., 0};
    static constexpr std::size_t versions[] = {As::versioned_index..., 0};
    static constexpr bool conflicts = member_union_conflicts(pieces, counts, versions, sizeof...(As));
};

// The alternatives' CEL rules (OpenAPI): their members sit beside the tag in one object, so an
// alternative's rules -- its struct's rule(...)s and its own validate(rule(...))s -- go on that
// object, each judged only when the tag names the alternative: "self.type != 'image' || (RULE)".
// Kubernetes selects a property by its name escaped: a CEL keyword as __KEYWORD__, and "__", ".",
// "-", "/" as __underscores__, __dot__, __dash__, __slash__; other characters it cannot select.
constexpr bool cel_keyword(std::string_view s) noexcept {
    constexpr std::string_view keywords[] = {"true", "false", "null", "in", "as", "break", "const", "continue",
                                             "else", "for", "function", "if", "import", "let", "loop", "package",
                                             "namespace", "return", "var", "void", "while"};
    for (std::string_view k : keywords)
        if (s == k) return true;
    return false;
}
constexpr bool cel_selectable(std::string_view s) noexcept {
    const auto symbol = [](char c) { return c == '_' || c == '.' || c == '-' || c == '/'; };
    const auto letter = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); };
    for (std::size_t i = 0; i < s.size(); ++i)
        if (!letter(s[i]) && !symbol(s[i]) && (i == 0 || s[i] < '0' || s[i] > '9')) return false;
    return !s.empty();
}
constexpr void put_cel_property(writer& w, std::string_view name) {
    if (cel_keyword(name)) {
        w.put("__");
        w.put(name);
        w.put("__");
        return;
    }
    for (std::size_t i = 0; i < name.size(); ++i) {
        const char c = name[i];
        if (c == '_' && i + 1 < name.size() && name[i + 1] == '_') {
            w.put("__underscores__");
            ++i;
        } else if (c == '.' || c == '-' || c == '/') {
            w.put(c == '.' ? "__dot__" : c == '-' ? "__dash__" : "__slash__");
        } else {
            w.put(c);
        }
    }
}
// ---- an internally tagged alternative's shape: the members the reader requires, and refuses --------
//
// The structural schema cannot require a member of one alternative, nor refuse another's; the
// reader does both (the object without its tag is read as the alternative's struct). A rule per
// alternative says it: "self.type != 'image' || (has(self.ref) && !has(self.command))". The
// alternatives' own rules are judged only once the required members are there (a rule that
// selects a missing one would be an evaluation error, not a violation). A key CEL cannot select
// (a space in it) is left out of these rules.
struct alternative_tables {
    const field_piece* const* const* pieces;
    const std::size_t* counts;
    const std::size_t* versions;
    std::size_t alternatives;

    constexpr const field_piece& piece(std::size_t alternative, std::size_t member) const noexcept {
        return pieces[alternative][member][versions[alternative]];
    }
    constexpr bool present(std::size_t alternative, std::size_t member) const noexcept {
        return piece(alternative, member).entry.size() != 0;
    }
    constexpr std::string_view key(std::size_t alternative, std::size_t member) const noexcept {
        const std::string_view quoted = quoted_key_of(piece(alternative, member));
        return quoted.substr(1, quoted.size() - 2); // (a key has no character JSON escapes)
    }
    constexpr bool has_key(std::size_t alternative, std::string_view wanted) const noexcept {
        for (std::size_t member = 0; member < counts[alternative]; ++member)
            if (present(alternative, member) && key(alternative, member) == wanted) return true;
        return false;
    }
    // emit(key) for each member the alternative requires.
    template <class F>
    constexpr void for_each_required(std::size_t alternative, F&& emit) const {
        for (std::size_t member = 0; member < counts[alternative]; ++member)
            if (present(alternative, member) && piece(alternative, member).required && cel_selectable(key(alternative, member)))
                emit(key(alternative, member));
    }
    // emit(key) for each member of another alternative that this one does not have, once.
    template <class F>
    constexpr void for_each_foreign(std::size_t alternative, F&& emit) const {
        for (std::size_t other = 0; other < alternatives; ++other)
            for (std::size_t member = 0; member < counts[other]; ++member) {
                if (other == alternative || !present(other, member)) continue;
                const std::string_view found = key(other, member);
                if (!cel_selectable(found) || has_key(alternative, found)) continue;
                bool earlier = false; // (the same key in an earlier alternative, or earlier in this one)
                for (std::size_t before = 0; before < other && !earlier; ++before)
                    earlier = before != alternative && has_key(before, found);
                for (std::size_t before = 0; before < member && !earlier; ++before)
                    earlier = present(other, before) && key(other, before) == found;
                if (!earlier) emit(found);
            }
    }
};
// has(self.a) && has(self.b): the alternative's required members present (false: it has none).
constexpr bool put_presence(writer& w, const alternative_tables& tables, std::size_t alternative) {
    bool any = false;
    tables.for_each_required(alternative, [&](std::string_view key) {
        w.put(any ? " && has(self." : "has(self.");
        put_cel_property(w, key);
        w.put(')');
        any = true;
    });
    return any;
}
constexpr bool has_presence(const alternative_tables& tables, std::size_t alternative) {
    bool any = false;
    tables.for_each_required(alternative, [&](std::string_view) { any = true; });
    return any;
}
constexpr void put_tag_guard(writer& w, std::string_view tag, const field_parts& alt) {
    w.put("self.");
    put_cel_property(w, tag);
    w.put(" != '");
    // (a key the table gives may hold a quote: escaped for CEL, \' in the JSON text)
    for_each_key_char(alt.name, alt.naming, [&](char c) { c == '\'' ? w.put(R"(\\')") : w.put(c); });
    w.put("' || ");
}
// The alternative's shape rule, when it has required members or others' members to refuse.
constexpr void put_shape_rule(writer& w, bool& first, std::string_view tag, const field_parts& alt,
                              const alternative_tables& tables, std::size_t alternative) {
    bool foreign = false;
    tables.for_each_foreign(alternative, [&](std::string_view) { foreign = true; });
    if (!foreign && !has_presence(tables, alternative)) return;
    w.put(first ? R"({"rule":")" : R"(,{"rule":")");
    first = false;
    put_tag_guard(w, tag, alt);
    w.put('(');
    bool any = put_presence(w, tables, alternative);
    tables.for_each_foreign(alternative, [&](std::string_view key) {
        w.put(any ? " && !has(self." : "!has(self.");
        put_cel_property(w, key);
        w.put(')');
        any = true;
    });
    w.put(R"x()","message":"the members of )x");
    put_escaped(w, tag);
    w.put(" '");
    for_each_key_char(alt.name, alt.naming, [&](char c) { w.put(c); }); // (no quote or backslash: bad_key)
    w.put("':");
    const auto put_list = [&](auto for_each_key, std::string_view what) {
        bool listed = false;
        for_each_key([&](std::string_view key) {
            w.put(listed ? ", " : " ");
            w.put(key);
            listed = true;
        });
        if (listed) w.put(what);
        return listed;
    };
    const bool required = put_list([&](auto emit) { tables.for_each_required(alternative, emit); }, " required");
    if (required && foreign) w.put(';');
    put_list([&](auto emit) { tables.for_each_foreign(alternative, emit); }, " not allowed");
    w.put(R"("})");
}

constexpr void put_guarded_rules(writer& w, bool& first, std::string_view tag, const field_parts& alt,
                                 const constraints::cel_rule* rules, std::size_t count, const alternative_tables& tables,
                                 std::size_t alternative) {
    for (std::size_t i = 0; i < count; ++i) {
        w.put(first ? R"({"rule":")" : R"(,{"rule":")");
        first = false;
        put_tag_guard(w, tag, alt);
        if (has_presence(tables, alternative)) { // judged once the members it may select are there
            w.put("!(");
            put_presence(w, tables, alternative);
            w.put(") || ");
        }
        w.put('(');
        put_escaped(w, rules[i].rule);
        w.put(")\"");
        if (!rules[i].message.empty()) {
            w.put(R"(,"message":)");
            put_string(w, rules[i].message);
        }
        w.put('}');
    }
}
template <dialect D, class T, std::size_t K>
constexpr std::size_t alternative_rule_count() noexcept {
    constexpr field_parts alt = alternative_parts<D, T, K>();
    return struct_rules_at<std::variant_alternative_t<K, typename T::storage_type>>::count +
           (alt.constrained ? alt.constraints->rule_count : 0);
}
template <dialect D, class T, std::size_t K>
constexpr void put_alternative_rules(writer& w, bool& first, std::string_view tag, const alternative_tables& tables) {
    using rules = struct_rules_at<std::variant_alternative_t<K, typename T::storage_type>>;
    constexpr field_parts alt = alternative_parts<D, T, K>();
    if (cel_selectable(tag)) put_shape_rule(w, first, tag, alt, tables, K);
    put_guarded_rules(w, first, tag, alt, rules::rules.data(), rules::count, tables, K);
    if constexpr (alt.constrained)
        put_guarded_rules(w, first, tag, alt, alt.constraints->rules.data(), alt.constraints->rule_count, tables, K);
}
// Whether any alternative has a shape rule (a tag CEL cannot select has none).
template <class Tables>
constexpr bool any_shape_rule(std::string_view tag, std::size_t alternatives) {
    if (!cel_selectable(tag)) return false;
    const alternative_tables tables{Tables::pieces, Tables::counts, Tables::versions, alternatives};
    bool any = false;
    for (std::size_t alternative = 0; alternative < alternatives; ++alternative) {
        any = any || has_presence(tables, alternative);
        tables.for_each_foreign(alternative, [&](std::string_view) { any = true; });
    }
    return any;
}

// An alternative's min_properties / max_properties: in an internally tagged variant its members
// share one object with the tag, and no node of either schema is the alternative's alone.
constexpr bool counts_members(const field_parts& p) noexcept {
    return p.constrained && (p.constraints->has(constraints::kind::min_properties) ||
                             p.constraints->has(constraints::kind::max_properties));
}

// What follows the properties of an internally tagged variant's OpenAPI object: the tag
// required, the alternatives' rules (its own function: members.hpp counts its size).
template <class T>
constexpr void put_tagged_tail(writer& w) {
    constexpr dialect D = dialect::openapi;
    constexpr std::string_view tag = variant_options_v<typename T::versioned_variant_descriptor>.tag;
    w.put(R"(,"required":[)");
    put_string(w, tag);
    w.put(']');
    using tables = alternative_struct_tables<D, typename T::storage_type>;
    constexpr std::size_t n = std::variant_size_v<typename T::storage_type>;
    [&]<std::size_t... Ks>(std::index_sequence<Ks...>) {
        constexpr bool user_rules = (alternative_rule_count<D, T, Ks>() + ... + 0) != 0;
        if constexpr (user_rules || any_shape_rule<tables>(tag, n)) {
            static_assert(!user_rules || cel_selectable(tag),
                          "versioned: the tag of an internally tagged variant whose alternatives have CEL "
                          "rules must be a name CEL can select ([a-zA-Z_.-/][a-zA-Z0-9_.-/]*)");
            w.put(R"(,"x-kubernetes-validations":[)");
            bool first = true;
            const alternative_tables shapes{tables::pieces, tables::counts, tables::versions, n};
            (put_alternative_rules<D, T, Ks>(w, first, tag, shapes), ...);
            w.put(']');
        }
    }(std::make_index_sequence<n>{});
}

template <dialect D, class T>
constexpr void put_tagged_variant(writer& w) {
    constexpr std::string_view tag = variant_options_v<typename T::versioned_variant_descriptor>.tag;
    using storage_type = typename T::storage_type;
    constexpr std::size_t n = std::variant_size_v<storage_type>;
    [&]<std::size_t... Ks>(std::index_sequence<Ks...>) {
        static_assert((versioned_struct<std::variant_alternative_t<Ks, storage_type>> && ...),
                      "versioned: an internally tagged variant (variant_options .tag) needs versioned structs for "
                      "every alternative: their members sit beside the tag");
        static_assert((!counts_members(alternative_parts<D, T, Ks>()) && ...),
                      "versioned: constraint does not fit the field: min_properties / max_properties on an alternative "
                      "of an internally tagged variant (its members share one object with the tag; count them in a "
                      "rule(...) of the alternative's struct)");
        if constexpr (D == dialect::json_schema) {
            w.put(R"("oneOf":[)");
            ((w.put(Ks == 0 ? "" : ","),
              put_tagged_struct(w, D, tag, alternative_parts<D, T, Ks>(),
                                pieces_table<D, typename std::variant_alternative_t<Ks, storage_type>::versioned_descriptor::versioned_fields>::value,
                                std::variant_alternative_t<Ks, storage_type>::versioned_descriptor::versioned_fields::size,
                                std::variant_alternative_t<Ks, storage_type>::versioned_index)),
             ...);
            w.put(']');
        } else {
            using tables = alternative_struct_tables<D, storage_type>;
            static_assert(!tables::conflicts,
                          "versioned: two alternatives of an internally tagged variant have a member of one key with "
                          "different schemas; the structural schema (one object for all) needs one");
            w.put(R"("type":"object","properties":{)");
            put_string(w, tag);
            w.put(R"(:{"type":"string","enum":[)");
            ((w.put(Ks == 0 ? "" : ","), put_key(w, alternative_parts<D, T, Ks>())), ...);
            w.put("]}");
            put_member_union(w, tables::pieces, tables::counts, tables::versions, n);
            w.put('}');
            put_tagged_tail<T>(w);
        }
    }(std::make_index_sequence<n>{});
}

template <dialect D, class T>
constexpr void put_variant_of(writer& w) {
    static_assert(variant_key_table<typename T::versioned_variant_descriptor, T::versioned_index>::unique,
                  "versioned: two alternatives of this variant get the same JSON key under the module's key "
                  "naming (camel_case turns host_path and hostPath into one key)");
    if constexpr (!variant_options_v<typename T::versioned_variant_descriptor>.tag.empty()) {
        put_tagged_variant<D, T>(w);
    } else {
        [&]<std::size_t... Ks>(std::index_sequence<Ks...>) {
            if constexpr (D == dialect::json_schema) {
                w.put(R"("oneOf":[)");
                ((w.put(Ks == 0 ? "" : ","), put_one_property_object(w, alternative_parts<D, T, Ks>())), ...);
                w.put(']');
            } else {
                w.put(R"("type":"object","properties":{)");
                ((w.put(Ks == 0 ? "" : ","), put_field_entry(w, D, alternative_parts<D, T, Ks>())), ...);
                w.put(R"(},"minProperties":1,"maxProperties":1)");
            }
        }(std::make_index_sequence<std::variant_size_v<typename T::storage_type>>{});
    }
}

template <dialect D, class T>
constexpr void put_variant_root(writer& w) {
    using Dv = typename T::versioned_variant_descriptor;
    put_root_header(w, D, Dv::versioned_name, Dv::versioned_module::name,
                    version_at_t<typename Dv::versioned_module::versions, T::versioned_index>::name,
                    /*has_doc=*/false);
    put_variant_of<D, T>(w);
    w.put('}');
}

} // namespace versioned::detail::schema

#endif // VERSIONED_SCHEMA_DETAIL_VARIANTS_HPP
