// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_DETAIL_FIELD_INFO_HPP
#define VERSIONED_DETAIL_FIELD_INFO_HPP

// The field table as constexpr data: the actions as written, and what follows from them per
// version -- which member a field has, its type there. Everything runs once per field
// (variable templates over functions of the data), never once per use.

#include <versioned/detail/meta.hpp>
#include <versioned/detail/version_list.hpp>

#include <array>
#include <cstddef>
#include <string_view>
#include <type_traits>
#include <utility>

namespace versioned::detail {

enum class action_kind : unsigned char { none, added, changed, deprecated, removed, doc, key, list_type, map_type, struct_type, nullable, default_json };

// A field's list, map and struct semantics (DESIGN.md §14), the field entries list_type(...),
// map_type(...) and struct_type(...): what Kubernetes' server-side apply merges by. The same in
// every version of the field.
enum class list_kind : unsigned char { none, atomic, set, map };
enum class topology : unsigned char { none, atomic, granular }; // map_type / struct_type

// One action of the table, as written; the keyword setters record what was given.
struct action {
    action_kind kind = action_kind::none;
    std::size_t version = 0;
    std::string_view from_name{};
    bool from_type = false;
    std::string_view from_type_text{}; // from_type(T)'s T as written (history.hpp)
    bool upgrade_with = false;
    bool downgrade_with = false;
    bool default_with = false;
    std::string_view note{};
    std::string_view doc{};
    std::string_view key{};      // key("...") as written, or changed(VER, from_key("..."))'s
    bool from_key = false;
    std::string_view downgrade_to{}; // a variant's added alternative: the target's name
    bool downgrade_function = false; // ... and whether downgrade_to names a function
    bool from_validate = false; // the field's constraints before this change (constraints/)
    std::string_view from_doc{}; // changed(VER, from_doc("...")): the description before VER
    std::string_view semantics{}; // list_type(...), map_type(...), struct_type(...): the arguments as written
    std::string_view default_json{}; // default_json("..."): the default as JSON text
    bool from_doc_given = false; // (from_doc("") is a description: none before VER)
    unsigned misplaced = 0; // keywords that do not belong to this action, or repeated ones

    // Whether the change is a step a value goes through: a new type, or a function for the
    // value (upgrade_with / downgrade_with also serve a change of constraints alone).
    constexpr bool converts() const noexcept { return from_type || upgrade_with || downgrade_with; }

    constexpr action kw_from_name(std::string_view n) const noexcept {
        action a = *this;
        a.misplaced += (kind != action_kind::changed || !from_name.empty()) ? 1u : 0u;
        a.from_name = n;
        return a;
    }
    constexpr action kw_from_type(std::string_view text = {}) const noexcept {
        action a = *this;
        a.misplaced += (kind != action_kind::changed || from_type) ? 1u : 0u;
        a.from_type = true;
        a.from_type_text = text;
        return a;
    }
    constexpr action kw_upgrade_with() const noexcept {
        action a = *this;
        a.misplaced += (kind != action_kind::changed || upgrade_with) ? 1u : 0u;
        a.upgrade_with = true;
        return a;
    }
    constexpr action kw_downgrade_with() const noexcept {
        action a = *this;
        a.misplaced += (kind != action_kind::changed || downgrade_with) ? 1u : 0u;
        a.downgrade_with = true;
        return a;
    }
    constexpr action kw_default_with() const noexcept {
        action a = *this;
        a.misplaced += ((kind != action_kind::added && kind != action_kind::removed) || default_with) ? 1u : 0u;
        a.default_with = true;
        return a;
    }
    constexpr action kw_note(std::string_view n) const noexcept {
        action a = *this;
        a.misplaced += (kind != action_kind::deprecated || !note.empty()) ? 1u : 0u;
        a.note = n;
        return a;
    }
    // changed(VER, from_key("...")): the JSON key before VER (DESIGN.md §15).
    constexpr action kw_from_key(std::string_view k) const noexcept {
        action a = *this;
        a.misplaced += (kind != action_kind::changed || from_key) ? 1u : 0u;
        a.key = k;
        a.from_key = true;
        return a;
    }
    // key("..."): the field's JSON key from its latest name on.
    constexpr action kw_key(std::string_view k) const noexcept {
        action a = *this;
        a.key = k;
        return a;
    }
    constexpr action kw_doc(std::string_view d) const noexcept {
        action a = *this;
        a.doc = d;
        return a;
    }
    // list_type(...), map_type(...), struct_type(...): their arguments, as the macro wrote them.
    constexpr action kw_semantics(std::string_view words) const noexcept {
        action a = *this;
        a.semantics = words;
        return a;
    }
    // default_json("..."): the default the schemas show, as JSON text (detail/default_json.hpp).
    constexpr action kw_default_json(std::string_view text) const noexcept {
        action a = *this;
        a.default_json = text;
        return a;
    }
    // changed(VER, from_doc("...")): the field's description before VER.
    constexpr action kw_from_doc(std::string_view d) const noexcept {
        action a = *this;
        a.misplaced += (kind != action_kind::changed || from_doc_given) ? 1u : 0u;
        a.from_doc = d;
        a.from_doc_given = true;
        return a;
    }
    // changed(VER, from_validate(...)): the constraints in force before VER (constraints/).
    constexpr action kw_from_validate() const noexcept {
        action a = *this;
        a.misplaced += (kind != action_kind::changed || from_validate) ? 1u : 0u;
        a.from_validate = true;
        return a;
    }
    // A versioned variant's added(VER, downgrade_to(ALT[, F])) (variant.hpp).
    constexpr action kw_downgrade_to(std::string_view target, bool function) const noexcept {
        action a = *this;
        a.misplaced += (kind != action_kind::added || !downgrade_to.empty()) ? 1u : 0u;
        a.downgrade_to = target;
        a.downgrade_function = function;
        return a;
    }
    // A keyword of another table's kind (default_with in a variant's table).
    constexpr action kw_misplaced() const noexcept {
        action a = *this;
        ++a.misplaced;
        return a;
    }
};

struct no_type {};
template <class... Ts>
struct last_type {
    using type = pack_at_t<sizeof...(Ts) - 1, Ts...>;
};
template <class... Ts>
using last_type_t = typename last_type<Ts...>::type;

template <template <class> class S>
struct template_tag {};

// The table of a struct, variant or kind template, found by ADL on template_tag<S>. An enum's
// template is an alias, and clang++ gives an alias template no associated namespace, so
// VERSIONED_ENUM specializes this instead.
template <template <class> class S>
struct template_descriptor {
    using type = decltype(versioned_descriptor_of(template_tag<S>{}));
};

// Member K of field F (one C++ member of the generated struct).
template <class F, std::size_t K>
struct slot {
    using field = F;
    static constexpr std::size_t member = K;
};

template <class V, class M>
inline constexpr bool is_version_of = std::is_same_v<typename V::versioned_module, M>;

// The evolution rules (DESIGN.md §2); bit positions in field_info::errors.
enum class rule : unsigned {
    added_deprecated,
    added_changed,
    changed_deprecated,
    out_of_order,
    changed_needs_name_or_type,
    bad_key,
    hook_requires_from_type,
    misplaced_keyword,
    needs_upgrade_with,
    needs_downgrade_with,
    unknown_version,
    deprecated_in_first_version,
    deprecated_name,
    bad_list_type,       // list_type: an argument it does not take, a key twice, or given twice
    bad_map_type,        // map_type: the same
    bad_struct_type,     // struct_type: the same
    bad_nullable,        // nullable given twice
    list_type_misfit,    // list_type on a field that is no list
    set_items_not_scalar, // list_type(set) over items that are not scalars
    list_map_keys,       // list_type(map, ...): a key that is no required scalar member of the items
    map_type_misfit,     // map_type on a field that is no map
    struct_type_misfit,  // struct_type on a field that is no struct
    nullable_misfit,     // nullable on a field that is not optional
    bad_default_json,    // default_json twice, without default_with, or on a field whose type changes
    default_json_misfit, // default_json's text is no JSON value of the field's type in some version
    default_json_disagrees, // ... or not the value default_with gives (where that is a constant)
};

inline constexpr std::size_t max_actions = 32;

// What a field's actions imply, per version of its module.
template <std::size_t NV>
struct field_info {
    std::size_t added = 0;                         // first version with the field
    std::size_t deprecated = NV;                   // first deprecated version (NV: never)
    std::size_t removed = NV;                      // first version without the field again (NV: never)
    std::size_t changes = 0;                       // number of changed() actions
    std::array<action, max_actions> change{};      // the changed() actions, by version
    std::array<std::size_t, max_actions> written{}; // per change: its position among the written changed()s
    std::size_t deprecated_member = npos;          // index of deprecated_<name> in the member names
    std::array<std::size_t, NV> member{};          // member index per version, npos if absent
    std::array<std::size_t, NV> segment{};         // changes at or before the version
    std::array<std::size_t, max_actions + 1> type_source{}; // per segment: change whose from_type applies
    std::string_view doc{};
    std::string_view note{};
    std::string_view own_key{};                    // key("..."), empty when none
    std::array<std::string_view, NV> key{};        // the JSON key given per version, empty: the naming policy's
    std::array<std::string_view, NV> doc_at{};     // the description in force per version (doc is the latest)
    bool explicit_added = false;
    bool has_default = false;
    bool has_removed_default = false;              // removed(VER, default_with(F))
    list_kind list = list_kind::none;              // list_type(...)
    std::string_view map_keys{};                   // list_type(map, "k", ...): the keys' text as written
    topology map_type = topology::none;            // map_type(...)
    topology struct_type = topology::none;         // struct_type(...)
    bool nullable = false;                         // nullable: OpenAPI's "nullable": true (controller-gen's +nullable)
    std::string_view default_json{};               // default_json("..."): the default the schemas show
    unsigned errors = 0;

    constexpr void flag(rule r) noexcept { errors |= 1u << static_cast<unsigned>(r); }
};

// A key the table gives is written into JSON and schemas as it is: not empty, and nothing
// that JSON escapes (a quote, a backslash, a control character).
constexpr bool bad_key(std::string_view text) noexcept {
    if (text.empty()) return true;
    for (char ch : text)
        if (ch == '"' || ch == '\\' || static_cast<unsigned char>(ch) < 0x20) return true;
    return false;
}

// default_with(F)'s F: something called with no argument (a function, a lambda). What a table
// gives instead (default_with(3)) makes versioned_default return no_default_function, after the
// static_assert that names the field (struct.hpp).
template <class F>
inline constexpr bool is_default_function = std::is_invocable_v<F>;
struct no_default_function {};
template <class F>
constexpr auto call_default(F&& f) {
    if constexpr (is_default_function<F>)
        return static_cast<F&&>(f)();
    else
        return no_default_function{};
}

// ---- list_type(...), map_type(...), struct_type(...) ---------------------------------------------

constexpr std::string_view trim_spaces(std::string_view text) noexcept {
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t' || text.front() == '\n')) text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\n')) text.remove_suffix(1);
    return text;
}
// The first comma-separated word of text, and the rest after its comma.
constexpr std::string_view first_word(std::string_view text, std::string_view& rest) noexcept {
    const std::size_t comma = text.find(',');
    rest = comma == std::string_view::npos ? std::string_view{} : text.substr(comma + 1);
    return trim_spaces(text.substr(0, comma));
}
// Calls f(key) for each "key" of list_type(map, "a", "b")'s keys as written; false when one is
// no plain string literal (or none is given).
template <class F>
constexpr bool for_each_map_key(std::string_view keys, F&& visit) {
    std::size_t count = 0;
    while (!trim_spaces(keys).empty()) {
        std::string_view rest;
        const std::string_view literal = first_word(keys, rest);
        if (literal.size() < 3 || literal.front() != '"' || literal.back() != '"') return false;
        const std::string_view key = literal.substr(1, literal.size() - 2);
        if (bad_key(key)) return false;
        visit(key);
        ++count;
        keys = rest;
    }
    return count != 0;
}
constexpr topology topology_named(std::string_view word) noexcept {
    return word == "atomic" ? topology::atomic : word == "granular" ? topology::granular : topology::none;
}
// list_type(...)'s arguments: atomic, set, or map followed by the keys.
template <std::size_t nv>
constexpr void read_list_type(field_info<nv>& info, std::string_view words) noexcept {
    std::string_view rest;
    const std::string_view word = first_word(words, rest);
    const list_kind kind = word == "atomic" ? list_kind::atomic
                           : word == "set"  ? list_kind::set
                           : word == "map"  ? list_kind::map
                                            : list_kind::none;
    // the keys: string literals, none twice (the API server refuses a repeated one)
    std::array<std::string_view, 16> seen{};
    std::size_t count = 0;
    bool repeated = false;
    const bool keys_ok = kind == list_kind::map ? for_each_map_key(rest, [&](std::string_view key) {
        for (std::size_t at = 0; at < count; ++at) repeated = repeated || seen[at] == key;
        if (count < seen.size()) seen[count++] = key;
    }) : trim_spaces(rest).empty();
    if (kind == list_kind::none || !keys_ok || repeated || info.list != list_kind::none) info.flag(rule::bad_list_type);
    info.list = kind;
    if (kind == list_kind::map) info.map_keys = trim_spaces(rest);
}
constexpr void read_topology(topology& given, std::string_view words, bool& bad) noexcept {
    const topology named = topology_named(trim_spaces(words));
    if (named == topology::none || given != topology::none) bad = true;
    given = named;
}
// A struct's own struct_type(...) entries (the descriptor's versioned_struct_types, ending in an
// empty one): atomic or granular, at most once. bad: a word other than those, or twice.
template <std::size_t N>
constexpr topology read_struct_topology(const std::string_view (&entries)[N], bool& bad) noexcept {
    topology given = topology::none;
    for (std::size_t i = 0; i + 1 < N; ++i) read_topology(given, entries[i], bad);
    return given;
}
template <std::size_t N>
constexpr bool struct_topology_valid(const std::string_view (&entries)[N]) noexcept {
    bool bad = false;
    static_cast<void>(read_struct_topology(entries, bad));
    return !bad;
}

// The steps of compute_field_info, each a function of the table's data.

// Reads the actions as they are written (added, changed, deprecated, doc) and checks each on
// its own. False when an action names a version the module does not declare.
template <std::size_t nv>
constexpr bool collect_actions(field_info<nv>& info, const action* actions, std::size_t nactions,
                               std::size_t& deprecated_at) noexcept {
    std::size_t added_count = 0, deprecated_count = 0, removed_count = 0;
    // Member names are emitted in the order the actions are written (struct.hpp): NAME, then
    // each from_name and deprecated_NAME as they come. Counting them here finds deprecated_NAME.
    std::size_t names_seen = 1;
    for (std::size_t ai = 0; ai < nactions; ++ai) {
        const action& a = actions[ai];
        if ((a.kind == action_kind::added || a.kind == action_kind::changed || a.kind == action_kind::deprecated ||
             a.kind == action_kind::removed) &&
            a.version >= nv)
            return false;
        if (a.misplaced != 0) info.flag(rule::misplaced_keyword);
        switch (a.kind) {
        case action_kind::added:
            ++added_count;
            info.added = a.version;
            info.explicit_added = true;
            info.has_default = a.default_with;
            break;
        case action_kind::changed:
            if (info.changes < max_actions) {
                info.written[info.changes] = info.changes;
                info.change[info.changes++] = a;
            }
            if (!a.from_name.empty()) ++names_seen;
            if (a.from_name.empty() && !a.from_type && !a.from_validate && !a.from_key && !a.from_doc_given)
                info.flag(rule::changed_needs_name_or_type);
            if (a.from_key && bad_key(a.key)) info.flag(rule::bad_key);
            // a function for the value: a new type, or new constraints, is what it serves
            if ((a.upgrade_with || a.downgrade_with) && !a.from_type && !a.from_validate)
                info.flag(rule::hook_requires_from_type);
            break;
        case action_kind::deprecated:
            ++deprecated_count;
            deprecated_at = a.version;
            info.deprecated_member = names_seen++;
            info.note = a.note;
            break;
        case action_kind::removed:
            ++removed_count;
            info.removed = a.version;
            info.has_removed_default = a.default_with;
            break;
        case action_kind::doc: info.doc = a.doc; break;
        case action_kind::key:
            if (!info.own_key.empty()) info.flag(rule::misplaced_keyword); // key("...") twice
            if (bad_key(a.key)) info.flag(rule::bad_key);
            info.own_key = a.key;
            break;
        case action_kind::list_type: read_list_type(info, a.semantics); break;
        case action_kind::map_type:
        case action_kind::struct_type: {
            bool bad = false;
            read_topology(a.kind == action_kind::map_type ? info.map_type : info.struct_type, a.semantics, bad);
            if (bad) info.flag(a.kind == action_kind::map_type ? rule::bad_map_type : rule::bad_struct_type);
            break;
        }
        case action_kind::nullable:
            if (info.nullable) info.flag(rule::bad_nullable);
            info.nullable = true;
            break;
        case action_kind::default_json:
            if (!info.default_json.empty() || a.default_json.empty()) info.flag(rule::bad_default_json);
            info.default_json = a.default_json;
            break;
        case action_kind::none: break;
        }
    }
    if (added_count > 1 || deprecated_count > 1 || removed_count > 1) info.flag(rule::out_of_order);
    return true;
}

// The versions order the changes, not the order they are written in: a field's timeline is the
// same whichever way its actions are listed. (Stable insertion sort; two changes in one version
// stay as written and are reported by check_action_order.)
template <std::size_t nv>
constexpr void order_changes(field_info<nv>& info) noexcept {
    for (std::size_t j = 1; j < info.changes; ++j)
        for (std::size_t k = j; k > 0 && info.change[k - 1].version > info.change[k].version; --k) {
            const action c = info.change[k];
            info.change[k] = info.change[k - 1];
            info.change[k - 1] = c;
            const std::size_t w = info.written[k];
            info.written[k] = info.written[k - 1];
            info.written[k - 1] = w;
        }
}

// added < changed... < deprecated < removed, strictly; equal versions get their own message
// (removed: only actions out of order -- nothing can follow it, nor share its version).
template <std::size_t nv>
constexpr void check_action_order(field_info<nv>& info, std::size_t deprecated_at) noexcept {
    if (info.explicit_added && deprecated_at == info.added) info.flag(rule::added_deprecated);
    std::size_t prev = info.added;
    for (std::size_t j = 0; j < info.changes; ++j) {
        const std::size_t c = info.change[j].version;
        if (j == 0 && c == info.added) {
            info.flag(info.explicit_added ? rule::added_changed : rule::out_of_order);
        } else if (c <= prev) {
            info.flag(rule::out_of_order);
        }
        if (c == deprecated_at) info.flag(rule::changed_deprecated);
        prev = c;
    }
    if (deprecated_at != npos && deprecated_at < prev) info.flag(rule::out_of_order);
    if (info.removed < nv && (info.removed <= prev || info.removed <= info.added ||
                              (deprecated_at != npos && info.removed <= deprecated_at)))
        info.flag(rule::out_of_order);
    if (deprecated_at != npos && info.changes == 0 && !info.explicit_added && deprecated_at == 0) {
        // deprecated in the very first version: the field would never exist undeprecated
        info.flag(rule::deprecated_in_first_version);
    }
}

// Per version: the segment (changes at or before it) and the index of its member name.
// Segment s spans the versions between change s-1 and change s; its type is the from_type of
// the first change at or after s that has one, else the declared type.
template <std::size_t nv>
constexpr void place_members(field_info<nv>& info, std::size_t deprecated_at, const std::string_view* members,
                             std::size_t nmembers) noexcept {
    for (std::size_t s = 0; s <= info.changes; ++s) {
        info.type_source[s] = npos;
        for (std::size_t j = s; j < info.changes; ++j)
            if (info.change[j].from_type) {
                info.type_source[s] = info.written[j]; // versioned_from_types is in written order
                break;
            }
    }
    for (std::size_t v = 0; v < nv; ++v) {
        std::size_t seg = 0;
        while (seg < info.changes && info.change[seg].version <= v) ++seg;
        info.segment[v] = seg;
        if (v < info.added || v >= info.removed) {
            info.member[v] = npos;
            continue;
        }
        std::string_view name = members[0];
        for (std::size_t j = seg; j < info.changes; ++j)
            if (!info.change[j].from_name.empty()) {
                name = info.change[j].from_name;
                break;
            }
        // v's key: the first later change that renames the field or its key says it (a rename
        // without from_key: the naming policy's), else key("...")
        info.key[v] = info.own_key;
        for (std::size_t j = seg; j < info.changes; ++j)
            if (!info.change[j].from_name.empty() || info.change[j].from_key) {
                info.key[v] = info.change[j].key;
                break;
            }
        if (deprecated_at != npos && v >= deprecated_at) {
            info.member[v] = info.deprecated_member;
        } else {
            std::size_t k = npos;
            for (std::size_t i = 0; i < nmembers; ++i)
                if (members[i] == name) {
                    k = i;
                    break;
                }
            info.member[v] = k;
        }
    }
}

// Per version, the description in force: the from_doc of the first later change that has one,
// else doc("...") -- a timeline, as for the key.
template <std::size_t nv>
constexpr void place_docs(field_info<nv>& info) noexcept {
    for (std::size_t v = 0; v < nv; ++v) {
        info.doc_at[v] = info.doc;
        for (std::size_t j = info.segment[v]; j < info.changes; ++j)
            if (info.change[j].from_doc_given) {
                info.doc_at[v] = info.change[j].from_doc;
                break;
            }
    }
}

// A function of the table's data, not of the field's type: instantiated once per number of
// versions, evaluated once per field (instantiating a function this size per field cost more
// than evaluating it).
template <std::size_t nv>
constexpr field_info<nv> compute_field_info(const action* actions, std::size_t nactions, const std::string_view* members,
                                            std::size_t nmembers) noexcept {
    field_info<nv> info{};
    std::size_t deprecated_at = npos;
    if (!collect_actions(info, actions, nactions, deprecated_at)) {
        // A version the module does not declare: only this is reported; the rest of the
        // field is read as a field present in every version, so nothing else fails.
        field_info<nv> unknown{};
        unknown.flag(rule::unknown_version);
        for (std::size_t& source : unknown.type_source) source = npos; // the declared type
        return unknown;
    }
    if (deprecated_at != npos) info.deprecated = deprecated_at;
    // deprecated(VER) prefixes the name: a field already called deprecated_x would become
    // deprecated_deprecated_x.
    constexpr std::string_view prefix = "deprecated_";
    if (deprecated_at != npos && members[0].size() > prefix.size() && same_name(members[0].substr(0, prefix.size()), prefix))
        info.flag(rule::deprecated_name);
    order_changes(info);
    check_action_order(info, deprecated_at);
    place_members(info, deprecated_at, members, nmembers);
    place_docs(info);
    return info;
}

template <class F>
inline constexpr auto field_info_v = compute_field_info<F::versioned_module::versions::size>(
    F::versioned_actions, std::size(F::versioned_actions), F::versioned_members, std::size(F::versioned_members));

// Small per-version tables split off field_info_v: every member of every version reads them,
// and indexing a small array is much cheaper for the constant evaluators than a path into
// the whole field_info.
template <class F>
inline constexpr auto field_member_v = field_info_v<F>.member;
template <std::size_t NV>
constexpr std::array<std::size_t, NV> type_source_by_version(const field_info<NV>& info) noexcept {
    std::array<std::size_t, NV> out{};
    for (std::size_t v = 0; v < NV; ++v) out[v] = info.type_source[info.segment[v]];
    return out;
}
template <class F>
inline constexpr auto field_type_source_v = type_source_by_version(field_info_v<F>);

// ---- types per version ------------------------------------------------------------------

template <class F, class V, std::size_t Source = field_type_source_v<F>[V::index]>
struct field_type {
    using type = list_at_t<typename F::template versioned_from_types<V>, Source>;
};
template <class F, class V>
struct field_type<F, V, npos> {
    using type = typename F::template versioned_type<V>;
};
// The type of field F in version V (whether or not present there).
template <class F, class V>
using field_type_t = typename field_type<F, V>::type;


// ---- defaults -----------------------------------------------------------------------------

// The value field F starts with in version V (at or after the version that added it): its
// default_with() value -- value-initialization without one -- in the version that added it,
// carried to V through the same type changes (upgrade_with, lossless conversions) an upgrade
// applies. The one definition of a field's default: the members' default initializers,
// upgrades and schemas all use it, so they agree. Defined in default_value.hpp (it needs the
// conversions), which struct.hpp includes. V is a version index.
template <class F, std::size_t V>
constexpr auto default_at();

} // namespace versioned::detail

#endif // VERSIONED_DETAIL_FIELD_INFO_HPP
