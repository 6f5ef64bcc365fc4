// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_HISTORY_HPP
#define VERSIONED_HISTORY_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// A struct's (or a variant's, or an enum's) history, rendered from its table: a Markdown table
// (one row per field, alternative or enumerator, one column per version: the name and type
// there as the table writes it, with added / renamed / retyped / deprecated marks) and a
// per-version changelog, which also says what changed in a field's versioned struct, enum or
// variant type.
//
//   std::cout << versioned::history<api::FooSpec>();
//   // | field | v1alpha1 | v1beta1 | v1 |
//   // ...
//   // - **v1**: `port` renamed from `host_port`, `std::uint16_t` → `std::uint32_t`; ...

#include <versioned/constraints/check.hpp>
#include <versioned/detail/field.hpp>
#include <versioned/enum/detail/core.hpp>
#include <versioned/key_naming.hpp>
#include <versioned/reflection.hpp>
#include <versioned/versions.hpp>

#include <array>
#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <vector>

namespace versioned {

namespace detail {

// What a field is in one version.
struct field_state {
    bool present = false;
    std::string member;  // the member name in that version
    std::string type;    // its type there, as the table writes it; empty for an enumerator
    bool deprecated = false;
    bool retyped = false; // a changed(..., from_type(...)) takes effect in this version
    std::string nested;  // what changed in its versioned struct, enum or variant type here
    std::string constraints; // its validate(...) keywords in force here, as written
    std::string key;         // its JSON key here
    bool key_given = false;  // by the table (key, from_key), not by the naming policy
    std::string_view doc;    // its description in force here (doc, from_doc)
};

struct field_history {
    std::string name;                 // the declared (latest) name
    std::vector<field_state> states;  // one per version
    std::string_view note;            // deprecation note
    std::string_view doc;             // the latest description (doc("..."))
    std::string_view downgrade_to;    // an added alternative or enumerator: where a downgrade sends it
};

template <class F>
constexpr bool retyped_at(std::size_t version) noexcept {
    constexpr auto& info = field_info_v<F>;
    for (std::size_t j = 0; j < info.changes; ++j)
        if (info.change[j].version == version && info.change[j].from_type) return true;
    return false;
}

// A field's type in version v as the table writes it (api::Bar<V>, std::size_t): the from_type
// of the earliest change after v, else the declared type. Not the compiler's name of the type,
// which is std::uint64_t for std::size_t and an internal one for a versioned enum.
template <class F>
constexpr std::string_view type_text_at(std::size_t v) noexcept {
    std::size_t best = npos;
    std::string_view text = F::versioned_type_text;
    for (const action& a : F::versioned_actions)
        if (a.kind == action_kind::changed && a.from_type && a.version > v && (best == npos || a.version < best)) {
            best = a.version;
            text = a.from_type_text;
        }
    return text;
}

// The type a field's values are made of: through std::optional, std::vector, std::array and
// maps (their values).
template <class T>
struct made_of {
    using type = T;
};
template <class T>
struct made_of<std::optional<T>> : made_of<T> {};
template <class T, class A>
struct made_of<std::vector<T, A>> : made_of<T> {};
template <class T, std::size_t N>
struct made_of<std::array<T, N>> : made_of<T> {};
template <class K, class T, class C, class A>
struct made_of<std::map<K, T, C, A>> : made_of<T> {};
template <class K, class T, class H, class E, class A>
struct made_of<std::unordered_map<K, T, H, E, A>> : made_of<T> {};

template <class D>
std::string changes_between(std::size_t from, std::size_t to);

// What changed in a field's versioned struct, enum or variant type from Before to After (its
// types in two adjacent versions), as that type's changelog says it; "" for any other type.
template <class Before, class After>
std::string nested_changes() {
    if constexpr (std::is_same_v<Before, After>) {
        return {};
    } else if constexpr (versioned_enum<Before> && versioned_enum<After>) {
        if constexpr (std::is_same_v<enum_data_t<Before>, enum_data_t<After>>)
            return changes_between<enum_data_t<After>>(enum_version_v<Before>, enum_version_v<After>);
        else
            return {};
    } else if constexpr (versioned_struct<Before> && versioned_struct<After>) {
        if constexpr (std::is_same_v<typename Before::versioned_descriptor, typename After::versioned_descriptor>)
            return changes_between<typename After::versioned_descriptor>(Before::versioned_index, After::versioned_index);
        else
            return {};
    } else if constexpr (versioned_variant<Before> && versioned_variant<After>) {
        if constexpr (std::is_same_v<typename Before::versioned_variant_descriptor,
                                     typename After::versioned_variant_descriptor>)
            return changes_between<typename After::versioned_variant_descriptor>(Before::versioned_index,
                                                                                After::versioned_index);
        else
            return {};
    } else {
        return {};
    }
}

template <class F, class Versions, std::size_t V>
std::string nested_changes_at() {
    if constexpr (V == 0) {
        return {};
    } else {
        return nested_changes<typename made_of<field_type_t<F, version_at_t<Versions, V - 1>>>::type,
                              typename made_of<field_type_t<F, version_at_t<Versions, V>>>::type>();
    }
}

template <class F>
std::string constraints_text_at(std::size_t v) {
    const constraints::set* c = constraints::set_at<F>(v);
    return c ? constraints::keywords_text(*c) : std::string();
}

// The member name of field F in version v, "" where it is absent. (A function of v: indexing
// the names with a constant npos, even on a branch not taken, is an -Warray-bounds error.)
template <class F>
constexpr std::string_view member_name_at(std::size_t v) noexcept {
    const std::size_t k = field_info_v<F>.member[v];
    return k == npos ? std::string_view{} : F::versioned_members[k];
}

// Nested: with what changed in the field's versioned types (not for a nested type's own
// fields: one level, so a type that holds itself in a container ends).
template <class F, class Versions, bool Nested, std::size_t... Vs>
field_history history_of_field(std::index_sequence<Vs...>) {
    constexpr auto& info = field_info_v<F>;
    dependent_t<field_history, F> h; // its vector's members instantiated only when used
    h.name = std::string(F::versioned_name);
    h.note = info.note;
    h.doc = info.doc;
    for (const action& a : F::versioned_actions)
        if (a.kind == action_kind::added) h.downgrade_to = a.downgrade_to;
    (h.states.push_back(field_state{
         info.member[Vs] != npos,
         std::string(member_name_at<F>(Vs)),
         std::string(type_text_at<F>(Vs)), Vs >= info.deprecated, retyped_at<F>(Vs),
         Nested && info.member[Vs] != npos ? nested_changes_at<F, Versions, Vs>() : std::string(),
         constraints_text_at<F>(Vs), field_key_at<F>(Vs), !info.key[Vs].empty(), info.doc_at[Vs]}),
     ...);
    return h;
}

template <class D, bool Nested, class... Fs>
std::vector<field_history> histories(type_list<Fs...>) {
    using versions = typename D::versioned_module::versions;
    return {history_of_field<Fs, versions, Nested>(std::make_index_sequence<versions::size>{})...};
}

// A versioned enum's enumerators (VERSIONED_ENUM), as fields without a type.
template <class D>
std::vector<field_history> enum_histories() {
    constexpr auto& info = enum_info_v<D>;
    constexpr std::size_t nv = enum_versions_v<D>;
    std::vector<field_history> out;
    for (std::size_t r = 0; r < enum_rows_v<D>; ++r) {
        field_history h;
        h.name = std::string(D::versioned_names[r]);
        h.note = info.note[r];
        h.doc = info.doc[r];
        if (info.downgrade_row[r] != npos && info.added[r] > 0 && info.added[r] < nv)
            h.downgrade_to = enum_name_at<D>(info.downgrade_row[r], info.added[r] - 1, info.added[info.downgrade_row[r]]);
        for (std::size_t v = 0; v < nv; ++v) {
            const std::string_view name = enum_name_at<D>(r, v, info.added[r]);
            h.states.push_back(
                field_state{!name.empty(), std::string(name), {}, info.deprecated[r] <= v, false, {}, {}, {}, false, h.doc});
        }
        out.push_back(std::move(h));
    }
    return out;
}

// The entries of a struct (fields), variant (alternatives) or enum (enumerators), D its table.
template <class D, bool Nested>
std::vector<field_history> entries() {
    if constexpr (requires { typename D::versioned_fields; })
        return histories<D, Nested>(typename D::versioned_fields{});
    else
        return enum_histories<D>();
}

// Appended piece by piece: "`" + std::string(s) makes g++ 12 -O3 warn -Wrestrict inside
// libstdc++ (GCC bug 105329), in the user's code that inlines this.
inline std::string code(std::string_view text) {
    std::string out;
    out.reserve(text.size() + 2);
    out += '`';
    out += text;
    out += '`';
    return out;
}

// What changed for one field between version v-1 and v ("" when nothing did).
inline std::string change_of(const field_history& f, std::size_t v) {
    const field_state& now = f.states[v];
    if (v == 0) return {};
    const field_state& before = f.states[v - 1];
    if (now.present && !before.present)
        return code(now.member) + " added" + (now.type.empty() ? "" : " (" + code(now.type) + ")") +
               (f.downgrade_to.empty() ? "" : ", downgraded to " + code(f.downgrade_to)) +
               (now.constraints.empty() ? "" : ", " + code("validate(" + now.constraints + ")"));
    if (!now.present) return before.present ? code(before.member) + " removed" : std::string();
    std::string out;
    const auto add = [&](const std::string& s) { out += out.empty() ? code(f.name) + " " + s : ", " + s; };
    if (now.deprecated && !before.deprecated) {
        add(std::string("deprecated") + (f.note.empty() ? "" : ": " + std::string(f.note)));
    } else if (now.member != before.member) {
        add("renamed from " + code(before.member));
    }
    // a key the table gives, or takes back (a key that follows a rename is the rename)
    if (now.key != before.key && (now.key_given || before.key_given)) add("JSON key " + code(before.key) + " → " + code(now.key));
    if (now.retyped) add(code(before.type) + " → " + code(now.type));
    if (!now.nested.empty()) add("(" + code(now.type) + ": " + now.nested + ")");
    if (now.doc != before.doc) { // changed(VER, from_doc("...")): the description before VER
        std::string text = now.doc.empty() ? std::string("description removed") : std::string("description: ");
        text += now.doc;
        add(text);
    }
    if (now.constraints != before.constraints)
        add("constraints " + (before.constraints.empty() ? std::string("none") : code(before.constraints)) + " → " +
            (now.constraints.empty() ? std::string("none") : code(now.constraints)));
    return out;
}

// The changes of versions (from, to] of a struct, variant or enum, one level deep.
template <class D>
std::string changes_between(std::size_t from, std::size_t to) {
    const std::vector<field_history> fields = entries<D, false>();
    std::string out;
    for (std::size_t v = from + 1; v <= to; ++v)
        for (const field_history& f : fields)
            if (const std::string change = change_of(f, v); !change.empty()) out += (out.empty() ? "" : "; ") + change;
    return out;
}

} // namespace detail

// The Markdown table: fields × versions.
template <template <class> class S>
std::string history_table() {
    using D = detail::descriptor_of_template_t<S>;
    using traits = detail::version_list_traits<typename D::versioned_module::versions>;
    const std::vector<detail::field_history> fields = detail::entries<D, true>();
    // a variant's (VERSIONED_VARIANT) entries are its alternatives, an enum's its enumerators;
    // only a struct has slots
    std::string out = requires { typename D::versioned_slots; }  ? "| field |"
                      : requires { typename D::versioned_fields; } ? "| alternative |"
                                                                    : "| enumerator |";
    for (std::string_view v : traits::names) out += " " + std::string(v) + " |";
    out += "\n|---|";
    for (std::size_t v = 0; v < traits::names.size(); ++v) out += "---|";
    out += "\n";
    for (const detail::field_history& f : fields) {
        out += "| " + detail::code(f.name) + (f.doc.empty() ? "" : " — " + std::string(f.doc)) + " |";
        for (std::size_t v = 0; v < f.states.size(); ++v) {
            const detail::field_state& s = f.states[v];
            if (!s.present) {
                out += v > 0 && f.states[v - 1].present ? " **removed** |" : " — |";
                continue;
            }
            const std::string change = detail::change_of(f, v);
            std::string mark;
            if (v > 0 && !f.states[v - 1].present) mark = "**added** ";
            else if (s.deprecated && (v == 0 || !f.states[v - 1].deprecated)) mark = "**deprecated** ";
            else if (v > 0 && s.member != f.states[v - 1].member) mark = "**renamed** ";
            if (v > 0 && f.states[v - 1].present && s.retyped) mark += "**retyped** ";
            out += " " + mark + detail::code(s.member) + (s.type.empty() ? "" : ": " + detail::code(s.type)) +
                   (s.key_given ? " (key " + detail::code(s.key) + ")" : "");
            // a description other than the row's (the latest): from_doc's, in its versions
            if (s.doc != f.doc) {
                out += " — ";
                out += s.doc.empty() ? std::string_view("*no description*") : s.doc;
            }
            out += " |";
        }
        out += "\n";
    }
    return out;
}

// The changelog: per version after the first, what changed ("- **v1**: `port` renamed from
// `host_port`, `std::uint16_t` → `std::uint32_t`; `legacy` deprecated: no longer read"), after
// the version's description, (v1, doc("...")), when it has one ("- **v1** (GA): ..."; the first
// version gets a line only for its description).
template <template <class> class S>
std::string changelog() {
    using D = detail::descriptor_of_template_t<S>;
    using traits = detail::version_list_traits<typename D::versioned_module::versions>;
    const std::vector<detail::field_history> fields = detail::entries<D, true>();
    std::string out;
    for (std::size_t v = 0; v < traits::names.size(); ++v) {
        const std::string_view version_text = traits::docs[v];
        if (v == 0 && version_text.empty()) continue;
        std::string line;
        for (const detail::field_history& f : fields) {
            const std::string change = detail::change_of(f, v);
            if (!change.empty()) line += (line.empty() ? "" : "; ") + change;
        }
        out += "- **";
        out += traits::names[v];
        out += "**";
        if (!version_text.empty()) {
            out += " (";
            out += version_text;
            out += ')';
        }
        out += ": ";
        out += v == 0 ? "the first version" : line.empty() ? "no changes" : line;
        out += '\n';
    }
    return out;
}

// Both, under a heading naming the struct.
template <template <class> class S>
std::string history() {
    using D = detail::descriptor_of_template_t<S>;
    return "### " + std::string(D::versioned_module::name) + "::" + std::string(D::versioned_name) + "\n\n" +
           history_table<S>() + "\n" + changelog<S>();
}

} // namespace versioned

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_HISTORY_HPP
