// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_SCHEMA_DETAIL_FIELDS_HPP
#define VERSIONED_SCHEMA_DETAIL_FIELDS_HPP

// One schema fragment per field segment (a run of versions in which the field's schema
// does not change), with its constraints' keywords.
// Part of <versioned/schema.hpp>, which says how the schemas are built.

#include <versioned/detail/semantics.hpp>
#include <versioned/schema/detail/defaults.hpp>

namespace versioned::detail::schema {

// ---- one fragment per field segment ---------------------------------------------------------
//
// A field's schema only changes at its own actions: where its type changes and where it is
// deprecated. Each run of versions between two such actions (a segment) gets one fragment,
// computed once and shared by every version of the run, so the work grows with the number of
// fields and actions, not with fields x versions. Start: the first version of the segment.

// Field Fd's segments: the first version of each (where the field's type differs from the
// version before -- a type that names V, such as a nested versioned struct, does in every
// version --, where a from_type change is, since an upgrade_with changes the default, where
// it is renamed, since the fragment holds the key, where its description changes (from_doc),
// and where it is deprecated), and per
// version the segment it belongs to (npos before the field is added).
template <std::size_t NV>
struct field_segments {
    std::array<std::size_t, NV> start{};
    std::size_t count = 0;
    std::array<std::size_t, NV> of_version{};
};
template <std::size_t NV>
constexpr field_segments<NV> compute_segments(const field_info<NV>& info, const std::array<bool, NV>& same_type_as_before) noexcept {
    field_segments<NV> out{};
    for (std::size_t v = 0; v < NV; ++v) {
        out.of_version[v] = npos;
        if (v < info.added || v >= info.removed) continue;
        // (a change of constraints, from_validate, starts a segment too; a function, converts(),
        // changes the default)
        if (v == info.added || v == info.deprecated || !same_type_as_before[v] || change_at(info, v).converts() ||
            change_at(info, v).from_validate || info.member[v] != info.member[v - 1] || info.key[v] != info.key[v - 1] ||
            info.doc_at[v] != info.doc_at[v - 1]) // a from_doc: the description in force changes
            out.start[out.count++] = v;
        out.of_version[v] = out.count - 1;
    }
    return out;
}
// Per version: whether the field's declared types there (its type and from_types, which may
// name V) are the version before's. Aliases only, no field_type lookups: this runs for every
// field and version.
template <class Fd, class V>
using declared_types_t = type_list<typename Fd::template versioned_type<V>, typename Fd::template versioned_from_types<V>>;
template <std::size_t NV>
constexpr bool has_from_type(const field_info<NV>& info) noexcept {
    for (std::size_t j = 0; j < info.changes; ++j)
        if (info.change[j].from_type) return true;
    return false;
}
// Each version's types against the version before's, in one expansion over the versions (the
// first against itself). Compared as types: comparing the addresses of two variables (one per
// type) is not a constant expression for g++ under -fno-delete-null-pointer-checks, which
// -fsanitize=undefined implies.
template <class Versions, class V>
using version_before_or_first_t = version_at_t<Versions, V::index == 0 ? 0 : V::index - 1>;
template <class A, class B>
constexpr bool same_schema() noexcept;
template <class Fd, class... Vs>
constexpr std::array<bool, sizeof...(Vs)> same_type_as_before(version_list<Vs...>*) noexcept {
    using versions = version_list<Vs...>;
    if constexpr (has_from_type(field_info_v<Fd>)) {
        return {std::is_same_v<declared_types_t<Fd, Vs>, declared_types_t<Fd, version_before_or_first_t<versions, Vs>>>...};
    } else { // most fields: only the declared type, no type list per version
        return {same_schema<typename Fd::template versioned_type<Vs>,
                            typename Fd::template versioned_type<version_before_or_first_t<versions, Vs>>>()...};
    }
}
template <class Fd>
inline constexpr auto field_segments_v = compute_segments(
    field_info_v<Fd>, same_type_as_before<Fd>(static_cast<typename Fd::versioned_module::versions*>(nullptr)));

// ---- a nested type whose schema did not change --------------------------------------------------
//
// A field whose type names V (a nested versioned struct, a vector of them) has a type of its own
// in every version, but most such types have the same schema in every version: a segment ends
// only where the schema changes, so a PodSpec's objects are built once, not once per version.

// The struct-level rules of T's version.
template <class T>
struct struct_rules_at {
    using desc = typename T::versioned_descriptor;
    static constexpr auto data = [] {
        std::pair<std::array<constraints::cel_rule, constraints::max_rules>, std::size_t> out{};
        if constexpr (requires { desc::versioned_rules; }) {
            for (const constraints::struct_rule& rule : desc::versioned_rules)
                if (rule.present && out.second < out.first.size() &&
                    constraints::rule_applies<typename desc::versioned_module>(rule, T::versioned_index))
                    out.first[out.second++] = constraints::cel_rule{rule.rule, rule.message};
        }
        return out;
    }();
    static constexpr auto& rules = data.first;
    static constexpr std::size_t count = data.second;
};

// Whether versioned struct S (at version v) has the schema of Before (the same struct at v - 1):
// each field in the same segment (or absent in both), the same struct-level rules.
template <class S, class Before>
constexpr bool struct_schema_unchanged() noexcept {
    constexpr std::size_t v = S::versioned_index;
    using rules = struct_rules_at<S>;
    using rules_before = struct_rules_at<Before>;
    if constexpr (rules::count != rules_before::count) {
        return false;
    } else {
        for (std::size_t i = 0; i < rules::count; ++i)
            if (rules::rules[i].rule != rules_before::rules[i].rule || rules::rules[i].message != rules_before::rules[i].message)
                return false;
        return []<class... Fs>(type_list<Fs...>*) {
            return ((field_segments_v<Fs>.of_version[v] == field_segments_v<Fs>.of_version[v - 1]) && ...);
        }(static_cast<typename S::versioned_descriptor::versioned_fields*>(nullptr));
    }
}
template <class S, class Before>
inline constexpr bool struct_schema_unchanged_v = struct_schema_unchanged<S, Before>();

// Instances of one template (std::optional, std::vector and its allocator, std::map, ...) whose
// arguments have the same schemas.
template <class A, class B>
struct same_arguments : std::false_type {};
template <template <class...> class C, class... As, class... Bs>
    requires(sizeof...(As) == sizeof...(Bs))
struct same_arguments<C<As...>, C<Bs...>> : std::bool_constant<(same_schema<As, Bs>() && ...)> {};

// Whether type A (a field's type at version v) has the schema B (its type at v - 1) has, in both
// dialects: the same type; texts that are equal (a versioned enum's, a user's fragment); the
// same versioned struct, unchanged at v; or one container of such. (A versioned variant: not
// compared, a new segment.)
template <class A, class B>
constexpr bool same_schema() noexcept {
    if constexpr (std::is_same_v<A, B>) {
        return true;
    } else if constexpr (has_fragment<A> && has_fragment<B>) {
        return fragment<A, dialect::json_schema>() == fragment<B, dialect::json_schema>() &&
               fragment<A, dialect::openapi>() == fragment<B, dialect::openapi>();
    } else if constexpr (versioned_struct<A> || versioned_struct<B>) {
        if constexpr (versioned_struct<A> && versioned_struct<B>) {
            if constexpr (std::is_same_v<typename A::versioned_descriptor, typename B::versioned_descriptor> &&
                          A::versioned_index == B::versioned_index + 1)
                return struct_schema_unchanged_v<A, B>;
            else
                return false;
        } else {
            return false;
        }
    } else if constexpr (detail::versioned_variant<A> || detail::versioned_variant<B>) {
        return false;
    } else {
        return same_arguments<A, B>::value;
    }
}

// T's top-level members in dialect D, read from its schema object without reading through the
// objects nested in it (defined in members.hpp).
template <dialect D, class T>
constexpr std::size_t count_members(const text_ref& text);
template <dialect D, class T, std::size_t N>
constexpr std::array<object_member, N + 1> list_members(const text_ref& text);

// The top-level "description" of a type whose object holds others (below).
template <dialect D, class T>
constexpr span nested_description() noexcept;

// The schema object of a type, "{...}", in static storage: computed once per type and dialect,
// and shared by every field of that type. A leaf's is a flat text (text), the others' a rope
// (emitted_rope); ref is either as a range of a rope.
template <dialect D, class T>
struct leaf_object {
    static constexpr std::string_view text = [] {
        if constexpr (has_fragment<T>) {
            constexpr std::string_view frag = fragment<T, D>();
            static_assert(frag.size() >= 2 && frag.front() == '{' && frag.back() == '}',
                          "versioned::schema_fragment<T>: each fragment must be one JSON object");
            return frag;
        } else {
            return emitted_text<&put_object<D, T, writer>>::text;
        }
    }();
    static constexpr rope_piece piece{text_ref{}, false, 0, text.size()};
    static constexpr rope value{text.data(), nullptr, false, &piece, 1, text.size()};
    static constexpr text_ref ref{&value, 0, text.size()};
    // Its top-level "description", which a field's doc replaces and a deprecation extends.
    static constexpr span description = top_level_description(text);
};
template <dialect D, class T>
struct nested_object {
    static constexpr text_ref ref = emitted_rope<&put_object<D, T, writer>>::ref;
    static constexpr span description = nested_description<D, T>();
};
template <dialect D, class T>
struct type_object : std::conditional_t<leaf_schema<T>, leaf_object<D, T>, nested_object<D, T>> {};

// The top-level "description" of an object that holds others: only first, a struct's doc (or a
// nullable node's over a struct: its object is the struct's members and "nullable"), found in
// the first piece of the struct's rope, its own characters.
template <dialect D, class T>
constexpr span nested_description() noexcept {
    if constexpr (is_nested_optional<T>::value) {
        return type_object<D, typename T::value_type>::description;
    } else if constexpr (D == dialect::openapi && nullable<T>) {
        return type_object<D, typename nullable_of<T>::type>::description;
    } else if constexpr (versioned_struct<T>) {
        if constexpr (!struct_doc<T>().empty()) {
            const rope& r = *type_object<D, T>::ref.of;
            return top_level_member(std::string_view(r.chars, r.pieces[0].size), "description");
        } else {
            return {npos, npos, {}, {}};
        }
    } else {
        return {npos, npos, {}, {}};
    }
}

// The top-level members of T's schema object, which a constrained field's keywords replace or
// join (members.hpp): a class of its own, instantiated only for a constrained field's type (as
// members of type_object, every type's would be computed: clang instantiates a static member
// whose type is deduced with its class).
template <dialect D, class T>
struct type_members {
    static constexpr std::size_t count = count_members<D, T>(type_object<D, T>::ref);
    static constexpr std::array<object_member, count + 1> value = list_members<D, T, count>(type_object<D, T>::ref);
};
// T's members when Used (a constrained field's type), else none.
struct member_list {
    const object_member* members = nullptr;
    std::size_t count = 0;
};
template <dialect D, class T, bool Used>
constexpr member_list members_if() noexcept {
    if constexpr (Used)
        return {type_members<D, T>::value.data(), type_members<D, T>::count};
    else
        return {};
}

// What one field's entry in "properties" ("key":{...}) is made of in one segment of versions.
struct field_parts {
    std::string_view name;    // the member's name, made a key under the naming
    key_naming naming = key_naming::as_declared;
    text_ref type;            // the type's schema object
    span type_description;    // in it
    member_list type_members; // its top-level members, when constrained
    std::string_view doc;     // unescaped
    std::string_view note;    // unescaped
    bool deprecated = false;
    std::string_view default_value; // JSON text, empty when none is shown
    // The field's constraints in these versions (constraints/): a flag beside the pointer, since
    // g++ does not fold a static's address compared with nullptr under -fsanitize=null.
    bool constrained = false;
    const constraints::set* constraints = nullptr;
    // list_type, map_type, struct_type (Kubernetes' x-kubernetes-list-type and so on)
    list_kind list = list_kind::none;
    std::string_view map_keys; // list_type(map, ...)'s keys, as written
    topology map_type = topology::none;
};

// A field's semantics: OpenAPI's x-kubernetes-list-type, -list-map-keys and -map-type
// (struct_type writes the last, as controller-gen does), JSON Schema's uniqueItems for a set.
constexpr void put_semantics(writer& w, dialect dia, const field_parts& p, bool& first) {
    const auto key = [&](std::string_view name) {
        if (!first) w.put(',');
        first = false;
        w.put('"');
        w.put(name);
        w.put(R"(":)");
    };
    // validate(unique_items) wrote a set's keyword already
    const bool written = p.constrained && p.constraints->has(constraints::kind::unique_items);
    if (dia == dialect::json_schema) {
        if (p.list == list_kind::set && !written) {
            key("uniqueItems");
            w.put("true");
        }
        return;
    }
    if (p.list != list_kind::none && !written) {
        key("x-kubernetes-list-type");
        w.put(p.list == list_kind::atomic ? R"("atomic")" : p.list == list_kind::set ? R"("set")" : R"("map")");
    }
    if (p.list == list_kind::map) {
        key("x-kubernetes-list-map-keys");
        put_map_keys(w, p.map_keys);
    }
    if (p.map_type != topology::none) {
        key("x-kubernetes-map-type");
        w.put(p.map_type == topology::atomic ? R"("atomic")" : R"("granular")");
    }
}

// One field's entry, its key and its schema object: not a template, so the work per field is
// a constant evaluation and not an instantiation. The key is in the entry so that a version's
// schema is one copy per field, with no per-version key table.
constexpr void put_field_entry(writer& w, dialect dia, const field_parts& p) {
    w.put('"');
    if (p.naming == key_naming::as_declared)
        w.put(p.name);
    else
        for_each_key_char(p.name, p.naming, [&](char c) { w.put(c); });
    w.put(R"(":)");
    const text_ref& f = p.type;
    const span d = p.type_description;
    const bool has_doc = !p.doc.empty();
    // OpenAPI has no "deprecated" keyword in CRDs: the description says it. JSON Schema has the
    // keyword, and its description keeps the note.
    const bool says_deprecated = p.deprecated && (dia == dialect::openapi || !p.note.empty());
    // The field writes "description" itself, and takes it out of its type's object: the doc
    // replaces the type's description; a deprecation is appended to whichever is there.
    const bool own_description = has_doc || says_deprecated;
    const std::string_view base = has_doc ? std::string_view{} : d.text; // escaped already
    // An empty object ("{}") leaves nothing before the keywords added here.
    const bool empty_body = f.size() == 2 || (own_description && d.begin == 1 && d.end == f.size() - 1);
    w.put('{');
    bool first = empty_body;
    std::string_view type_validations{}; // a struct's rules, which a field's rules join
    if (p.constrained) {
        // the keywords the constraints give replace the type's own (constraints/detail/schema_keywords.hpp)
        bool wrote = false;
        type_validations = constraints::put_kept_members(w, p.type_members.members, p.type_members.count,
                                                         constraints::keys_of(*p.constraints, dia == dialect::openapi),
                                                         own_description, wrote);
        first = !wrote;
    } else if (own_description && d.begin != npos) {
        w.put(f.slice(1, d.begin));
        w.put(f.slice(d.end, f.size() - 1));
    } else {
        w.put(f.slice(1, f.size() - 1));
    }
    const auto comma = [&] {
        if (!first) w.put(',');
        first = false;
    };
    if (own_description) {
        comma();
        w.put(R"("description":")");
        put_escaped(w, p.doc);
        w.put(base);
        if (says_deprecated) {
            w.put(has_doc || !base.empty() ? " Deprecated" : "Deprecated");
            if (!p.note.empty()) {
                w.put(": ");
                put_escaped(w, p.note);
            }
            w.put('.');
        }
        w.put('"');
    }
    if (dia == dialect::json_schema && p.deprecated) {
        comma();
        w.put(R"("deprecated":true)");
    }
    if (!p.default_value.empty()) {
        comma();
        w.put(R"("default":)");
        w.put(p.default_value);
    }
    if (p.constrained) {
        bool wrote = !first;
        constraints::put_keywords(w, *p.constraints, dia == dialect::openapi, wrote, type_validations);
        first = !wrote;
    }
    put_semantics(w, dia, p, first);
    w.put('}');
}

// The "default" shown for field Fd from version Start on, as JSON text (empty: none).
template <dialect D, class Fd, std::size_t Start>
constexpr std::string_view shown_default_text() noexcept {
    // nested: a field without default_with (most) instantiates nothing more
    if constexpr (field_info_v<Fd>.has_default) {
        if constexpr (shown_default<Fd, Start>() != default_kind::none)
            return emitted_text<&put_default<D, Fd, Start, writer>>::text;
        else
            return {};
    } else {
        return {};
    }
}

// A field's entry in one segment ("key":{...}; empty where the field is absent), the length
// of its quoted key, and whether a document must carry the field there: not when it may be
// null, not when it has a default (a reader fills it in), not when it is deprecated (a writer
// may drop it).
struct field_piece {
    text_ref entry{}; // empty: absent
    std::size_t quoted_key = 0;
    bool required = false;
};

template <dialect D, class Fd, class Type, std::size_t Start, class Shown = shown_member_t<D, Type, field_info_v<Fd>.nullable>>
struct field_fragment {
    static constexpr key_source key = key_source_of(field_info_v<Fd>.key[Start], Fd::versioned_members[field_member_v<Fd>[Start]],
                                                    key_naming_of<typename Fd::versioned_module>);
    static constexpr std::string_view name = key.text;
    static constexpr key_naming naming = key.naming;
    static constexpr bool constrained = constraints::constrained_at<Fd>(Start);
    static constexpr field_parts parts{name, naming,
                                       type_object<D, Shown>::ref, type_object<D, Shown>::description,
                                       members_if<D, Shown, constrained>(),
                                       field_info_v<Fd>.doc_at[Start], field_info_v<Fd>.note,
                                       Start >= field_info_v<Fd>.deprecated, shown_default_text<D, Fd, Start>(),
                                       constrained, constraints::checked_set_at<Fd>(Start),
                                       list_semantics<Fd, Type>::implied_by_type ? list_kind::none : field_info_v<Fd>.list,
                                       field_info_v<Fd>.map_keys,
                                       field_info_v<Fd>.map_type != topology::none ? field_info_v<Fd>.map_type
                                       // a struct atomic by its own table says so in its node already
                                       : struct_topology_v<typename without_optional<Type>::type> != topology::none
                                           ? topology::none
                                           : field_info_v<Fd>.struct_type};
    static constexpr void emit(writer& w) { put_field_entry(w, D, parts); }
    static constexpr field_piece piece{emitted_rope<&emit>::ref,
                                       key_length(name, naming) + 2,
                                       !nullable<Type> && !field_info_v<Fd>.has_default &&
                                           Start < field_info_v<Fd>.deprecated};
};

template <std::size_t NV>
constexpr std::array<field_piece, NV> spread_pieces(const field_segments<NV>& segments, const field_piece* by_segment) noexcept {
    std::array<field_piece, NV> out{};
    for (std::size_t v = 0; v < NV; ++v)
        if (segments.of_version[v] != npos) out[v] = by_segment[segments.of_version[v]];
    return out;
}
template <dialect D, class Fd, std::size_t... Js>
constexpr auto pieces_by_version(std::index_sequence<Js...>) noexcept {
    constexpr auto& segments = field_segments_v<Fd>;
    constexpr field_piece by_segment[] = {
        field_fragment<D, Fd, type_at_t<Fd, segments.start[Js]>, segments.start[Js]>::piece..., field_piece{}};
    return spread_pieces(segments, by_segment);
}
template <dialect D, class Fd>
inline constexpr auto field_pieces_v = pieces_by_version<D, Fd>(std::make_index_sequence<field_segments_v<Fd>.count>{});

// Every field's pieces, by field index: one table per struct and dialect, so a version's
// schema is assembled by a loop, with no template instantiated per version and field.
template <dialect D, class Fields>
struct pieces_table;
template <dialect D, class... Fs>
struct pieces_table<D, type_list<Fs...>> {
    static constexpr const field_piece* value[] = {field_pieces_v<D, Fs>.data()..., nullptr};
};

} // namespace versioned::detail::schema

#endif // VERSIONED_SCHEMA_DETAIL_FIELDS_HPP
