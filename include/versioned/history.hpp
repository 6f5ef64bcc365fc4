// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_HISTORY_HPP
#define VERSIONED_HISTORY_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// A struct's (or a variant's) history, rendered from its field table: a Markdown table (one row per field, one
// column per version: the member's name and type there, with added / renamed / retyped /
// deprecated marks) and a per-version changelog.
//
//   std::cout << versioned::history<api::FooSpec>();
//   // | field | v1alpha1 | v1beta1 | v1 |
//   // ...
//   // - **v1**: `port` renamed from `host_port`, `std::uint16_t` → `std::uint32_t`; ...

#include <versioned/detail/field.hpp>
#include <versioned/reflection.hpp>
#include <versioned/versions.hpp>

#include <boost/core/type_name.hpp>

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace versioned {

namespace detail {

// Fixed-width integers by the names users write, not the compiler's (unsigned short).
template <class T>
std::string history_type_name() {
    if constexpr (std::is_same_v<T, std::int8_t>) return "std::int8_t";
    else if constexpr (std::is_same_v<T, std::uint8_t>) return "std::uint8_t";
    else if constexpr (std::is_same_v<T, std::int16_t>) return "std::int16_t";
    else if constexpr (std::is_same_v<T, std::uint16_t>) return "std::uint16_t";
    else if constexpr (std::is_same_v<T, std::int32_t>) return "std::int32_t";
    else if constexpr (std::is_same_v<T, std::uint32_t>) return "std::uint32_t";
    else if constexpr (std::is_same_v<T, std::int64_t>) return "std::int64_t";
    else if constexpr (std::is_same_v<T, std::uint64_t>) return "std::uint64_t";
    else return boost::core::type_name<T>();
}

// What a field is in one version.
struct field_state {
    bool present = false;
    std::string member;  // the member name in that version
    std::string type;    // its type there
    bool deprecated = false;
    bool retyped = false; // a changed(..., from_type(...)) takes effect in this version
};

struct field_history {
    std::string name;                 // the declared (latest) name
    std::vector<field_state> states;  // one per version
    std::string_view note;            // deprecation note
    std::string_view doc;
    std::string_view downgrade_to;    // a variant's added alternative: what a downgrade makes of it
};

template <class F>
constexpr bool retyped_at(std::size_t version) noexcept {
    constexpr auto& info = field_info_v<F>;
    for (std::size_t j = 0; j < info.changes; ++j)
        if (info.change[j].version == version && info.change[j].from_type) return true;
    return false;
}

template <class F, class Versions, std::size_t... Vs>
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
         info.member[Vs] != npos ? std::string(F::versioned_members[info.member[Vs]]) : std::string(),
         history_type_name<field_type_t<F, version_at_t<Versions, Vs>>>(), Vs >= info.deprecated,
         retyped_at<F>(Vs)}),
     ...);
    return h;
}

template <class D, class... Fs>
std::vector<field_history> histories(type_list<Fs...>) {
    using versions = typename D::versioned_module::versions;
    return {history_of_field<Fs, versions>(std::make_index_sequence<versions::size>{})...};
}

inline std::string code(std::string_view s) { return "`" + std::string(s) + "`"; }

// What changed for one field between version v-1 and v ("" when nothing did).
inline std::string change_of(const field_history& f, std::size_t v) {
    const field_state& now = f.states[v];
    if (v == 0) return {};
    const field_state& before = f.states[v - 1];
    if (now.present && !before.present)
        return code(now.member) + " added (" + code(now.type) + ")" +
               (f.downgrade_to.empty() ? "" : ", downgraded to " + code(f.downgrade_to));
    if (!now.present) return {};
    std::string out;
    const auto add = [&](const std::string& s) { out += out.empty() ? code(f.name) + " " + s : ", " + s; };
    if (now.deprecated && !before.deprecated) {
        add(std::string("deprecated") + (f.note.empty() ? "" : ": " + std::string(f.note)));
    } else if (now.member != before.member) {
        add("renamed from " + code(before.member));
    }
    if (now.retyped) add(code(before.type) + " → " + code(now.type));
    return out;
}

} // namespace detail

// The Markdown table: fields × versions.
template <template <class> class S>
std::string history_table() {
    using D = detail::descriptor_of_template_t<S>;
    using traits = detail::version_list_traits<typename D::versioned_module::versions>;
    const std::vector<detail::field_history> fields = detail::histories<D>(typename D::versioned_fields{});
    // a variant's (VERSIONED_VARIANT) entries are its alternatives; only a struct has slots
    std::string out = requires { typename D::versioned_slots; } ? "| field |" : "| alternative |";
    for (std::string_view v : traits::names) out += " " + std::string(v) + " |";
    out += "\n|---|";
    for (std::size_t v = 0; v < traits::names.size(); ++v) out += "---|";
    out += "\n";
    for (const detail::field_history& f : fields) {
        out += "| " + detail::code(f.name) + (f.doc.empty() ? "" : " — " + std::string(f.doc)) + " |";
        for (std::size_t v = 0; v < f.states.size(); ++v) {
            const detail::field_state& s = f.states[v];
            if (!s.present) {
                out += " — |";
                continue;
            }
            const std::string change = detail::change_of(f, v);
            std::string mark;
            if (v > 0 && !f.states[v - 1].present) mark = "**added** ";
            else if (s.deprecated && (v == 0 || !f.states[v - 1].deprecated)) mark = "**deprecated** ";
            else if (v > 0 && s.member != f.states[v - 1].member) mark = "**renamed** ";
            if (v > 0 && f.states[v - 1].present && s.retyped) mark += "**retyped** ";
            out += " " + mark + detail::code(s.member) + ": " + detail::code(s.type) + " |";
        }
        out += "\n";
    }
    return out;
}

// The changelog: per version after the first, what changed ("- **v1**: `port` renamed from
// `host_port`, `std::uint16_t` → `std::uint32_t`; `legacy` deprecated: no longer read").
template <template <class> class S>
std::string changelog() {
    using D = detail::descriptor_of_template_t<S>;
    using traits = detail::version_list_traits<typename D::versioned_module::versions>;
    const std::vector<detail::field_history> fields = detail::histories<D>(typename D::versioned_fields{});
    std::string out;
    for (std::size_t v = 1; v < traits::names.size(); ++v) {
        std::string line;
        for (const detail::field_history& f : fields) {
            const std::string change = detail::change_of(f, v);
            if (!change.empty()) line += (line.empty() ? "" : "; ") + change;
        }
        out += "- **" + std::string(traits::names[v]) + "**: " + (line.empty() ? "no changes" : line) + "\n";
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
