// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_VARIANT_DETAIL_CORE_HPP
#define VERSIONED_VARIANT_DETAIL_CORE_HPP

// A versioned variant's table as constexpr data (no preprocessor here). Each alternative is
// described exactly as a struct field is (detail/field_info.hpp: its actions, its name and type
// per version), so the field rules (detail/rules.hpp) and the value chain through type changes
// (detail/field_value.hpp) serve alternatives unchanged. What only variants have is here: which
// alternatives a version holds and in which slot of its std::variant, their JSON keys, where a
// downgrade sends an alternative the older version lacks (downgrade_to), and the rules on that.
//
// An alternative's names (versioned_members) are NAME, each from_name, and NAME again where it
// is deprecated: an alternative keeps its name when deprecated (it is a JSON key or tag value,
// as an enumerator is), and field_info's member index then still names it.

#include <versioned/detail/field_info.hpp>
#include <versioned/detail/field_value.hpp>
#include <versioned/detail/meta.hpp>
#include <versioned/detail/rules.hpp>
#include <versioned/detail/value_conversion.hpp>
#include <versioned/detail/version_list.hpp>
#include <versioned/key_naming.hpp>

#include <array>
#include <cstddef>
#include <string_view>
#include <type_traits>
#include <utility>
#include <variant>

namespace versioned::detail {

template <class D>
using alternatives_t = typename D::versioned_fields;
template <class D, std::size_t A>
using alternative_at_t = list_at_t<alternatives_t<D>, A>;
template <class D>
inline constexpr std::size_t alternative_count_v = alternatives_t<D>::size;
template <class D>
inline constexpr std::size_t variant_versions_v = D::versioned_module::versions::size;

// Every alternative's data by index: one table per variant, read by loops.
template <class L>
struct alternative_tables;
template <class... As>
struct alternative_tables<type_list<As...>> {
    // std::array, not T[]: clang reads a static member array declared without a bound as one
    // of unknown bound in constant expressions
    static constexpr std::array<const std::size_t*, sizeof...(As)> member{field_member_v<As>.data()...};
    static constexpr std::array<const std::string_view*, sizeof...(As)> names{As::versioned_members...};
    static constexpr std::array<std::size_t, sizeof...(As)> name_counts{std::size(As::versioned_members)...};
    static constexpr std::array<std::size_t, sizeof...(As)> deprecated_member{field_info_v<As>.deprecated_member...};
    static constexpr std::array<const action*, sizeof...(As)> actions{As::versioned_actions...};
    static constexpr std::array<std::size_t, sizeof...(As)> action_counts{std::size(As::versioned_actions)...};
    static constexpr std::array<std::size_t, sizeof...(As)> added{field_info_v<As>.added...};
    static constexpr std::array<bool, sizeof...(As)> explicit_added{field_info_v<As>.explicit_added...};
    static constexpr std::array<const std::string_view*, sizeof...(As)> given_keys{field_info_v<As>.key.data()...};
};
template <class D>
using tables_of = alternative_tables<alternatives_t<D>>;

// The name of alternative a in version v (empty when v does not have it).
template <class D>
constexpr std::string_view alternative_name(std::size_t a, std::size_t v) noexcept {
    const std::size_t m = tables_of<D>::member[a][v];
    return m == npos ? std::string_view{} : tables_of<D>::names[a][m];
}

// ---- which alternatives each version holds, and where ---------------------------------------

template <std::size_t NV, std::size_t NA>
struct variant_layout {
    std::array<std::size_t, NV> count{};                    // alternatives present per version
    std::array<std::array<std::size_t, NA>, NV> alternative{}; // per version: slot -> alternative
    std::array<std::array<std::size_t, NA>, NV> slot{};     // per version: alternative -> slot, npos if absent
};
template <std::size_t NV, std::size_t NA>
constexpr variant_layout<NV, NA> compute_layout(const std::size_t* const* member) noexcept {
    variant_layout<NV, NA> out{};
    for (std::size_t v = 0; v < NV; ++v)
        for (std::size_t a = 0; a < NA; ++a) {
            out.slot[v][a] = npos;
            if (member[a][v] == npos) continue;
            out.alternative[v][out.count[v]] = a;
            out.slot[v][a] = out.count[v]++;
        }
    return out;
}
template <class D>
inline constexpr auto variant_layout_v =
    compute_layout<variant_versions_v<D>, alternative_count_v<D>>(tables_of<D>::member.data());

// The std::variant a version stores: its alternatives' types there, in table order.
template <class D, std::size_t V, class Seq = std::make_index_sequence<variant_layout_v<D>.count[V]>>
struct variant_storage;
template <class D, std::size_t V, std::size_t... Ks>
struct variant_storage<D, V, std::index_sequence<Ks...>> {
    using type = std::variant<type_at_t<alternative_at_t<D, variant_layout_v<D>.alternative[V][Ks]>, V>...>;
};
template <class D, std::size_t V>
using variant_storage_t = typename variant_storage<D, V>::type;

// The type of the alternative in slot K of version V.
template <class D, std::size_t V, std::size_t K>
using slot_type_t = type_at_t<alternative_at_t<D, variant_layout_v<D>.alternative[V][K]>, V>;

// The names of version V's alternatives, in slot order.
template <class D, std::size_t V>
inline constexpr auto slot_names_v = [] {
    std::array<std::string_view, variant_layout_v<D>.count[V]> out{};
    for (std::size_t k = 0; k < out.size(); ++k) out[k] = alternative_name<D>(variant_layout_v<D>.alternative[V][k], V);
    return out;
}();

// Where alternative a's JSON key in version v comes from: key("...") / from_key("...") as
// given, else its name under the module's naming.
template <class D>
constexpr key_source alternative_key_source(std::size_t a, std::size_t v) noexcept {
    return key_source_of(tables_of<D>::given_keys[a][v], alternative_name<D>(a, v), key_naming_of<typename D::versioned_module>);
}

// The alternative called `name` in version v (npos: none).
template <class D>
constexpr std::size_t alternative_named(std::string_view name, std::size_t v) noexcept {
    for (std::size_t a = 0; a < alternative_count_v<D>; ++a)
        if (same_name(alternative_name<D>(a, v), name)) return a;
    return npos;
}

// The JSON keys of version V's alternatives, in slot order: a key the table gives, else the
// name under the module's key naming (as a struct's members become keys), in one array of
// characters.
template <class D, std::size_t V>
struct variant_key_table {
    static constexpr std::size_t count = variant_layout_v<D>.count[V];
    static constexpr std::array<key_source, count> sources = [] {
        std::array<key_source, count> out{};
        for (std::size_t k = 0; k < count; ++k) out[k] = alternative_key_source<D>(variant_layout_v<D>.alternative[V][k], V);
        return out;
    }();
    static constexpr std::size_t total = [] {
        std::size_t n = 0;
        for (const key_source& key_from : sources) n += key_length(key_from.text, key_from.naming);
        return n;
    }();
    static constexpr std::array<char, total + 1> chars = [] {
        std::array<char, total + 1> out{};
        std::size_t n = 0;
        for (const key_source& key_from : sources) for_each_key_char(key_from.text, key_from.naming, [&](char c) { out[n++] = c; });
        return out;
    }();
    static constexpr std::array<std::string_view, count> keys = [] {
        std::array<std::string_view, count> out{};
        std::size_t at = 0;
        for (std::size_t k = 0; k < count; ++k) {
            const std::size_t n = key_length(sources[k].text, sources[k].naming);
            out[k] = std::string_view(chars.data() + at, n);
            at += n;
        }
        return out;
    }();
    static constexpr bool unique = first_repeated<count>(keys.data()) == npos;
};

// ---- the rules only variants have -----------------------------------------------------------

// Bit positions in variant_info::errors (above the field rules' bits, see alternative_errors_v).
enum class variant_rule : unsigned {
    needs_downgrade_to = 16,
    downgrade_target_missing,
    downgrade_needs_function,
    duplicate_name,
};

template <std::size_t NA>
struct variant_info {
    std::array<std::size_t, NA> downgrade_target{}; // the alternative a downgrade sends it to; npos: none
    std::array<bool, NA> downgrade_function{};      // downgrade_to(ALT, F) rather than downgrade_to(ALT)
    std::array<unsigned, NA> errors{};

    constexpr void flag(std::size_t a, variant_rule r) noexcept { errors[a] |= 1u << static_cast<unsigned>(r); }
};

// The downgrade_to of alternative a's added(), as written (empty: none).
template <class D>
constexpr action added_action(std::size_t a) noexcept {
    for (std::size_t i = 0; i < tables_of<D>::action_counts[a]; ++i)
        if (tables_of<D>::actions[a][i].kind == action_kind::added) return tables_of<D>::actions[a][i];
    return action{};
}

// Every name (NAME and each from_name) belongs to one alternative over the whole history; the
// later mention is the one reported.
template <class D, std::size_t NA>
constexpr void flag_duplicate_alternatives(variant_info<NA>& info) noexcept {
    using T = tables_of<D>;
    for (std::size_t a = 0; a < NA; ++a)
        for (std::size_t i = 0; i < T::name_counts[a]; ++i) {
            if (i == T::deprecated_member[a]) continue; // NAME again, where it is deprecated
            for (std::size_t b = 0; b <= a; ++b)
                for (std::size_t j = 0; j < (b == a ? i : T::name_counts[b]); ++j)
                    if (j != T::deprecated_member[b] && same_name(T::names[a][i], T::names[b][j]))
                        info.flag(a, variant_rule::duplicate_name);
        }
}

template <class D>
constexpr auto compute_variant_info() noexcept {
    constexpr std::size_t na = alternative_count_v<D>;
    constexpr std::size_t nv = variant_versions_v<D>;
    using T = tables_of<D>;
    variant_info<na> info{};
    for (std::size_t a = 0; a < na; ++a) {
        info.downgrade_target[a] = npos;
        const action added = added_action<D>(a);
        info.downgrade_function[a] = added.downgrade_function;
        const std::size_t at = T::added[a];
        if (T::explicit_added[a] && at > 0 && at < nv) {
            if (added.downgrade_to.empty()) {
                info.flag(a, variant_rule::needs_downgrade_to);
            } else {
                // named as the version before the addition calls it, as for enums
                const std::size_t q = alternative_named<D>(added.downgrade_to, at - 1);
                if (q == npos || q == a) info.flag(a, variant_rule::downgrade_target_missing);
                else info.downgrade_target[a] = q;
            }
        } else if (!added.downgrade_to.empty()) {
            info.flag(a, variant_rule::downgrade_target_missing); // added in the first version: none before
        }
    }
    flag_duplicate_alternatives<D>(info);
    return info;
}
template <class D>
inline constexpr auto variant_info_v = compute_variant_info<D>();

// Instantiated only to report an error: the arguments name the alternative, the version its
// value is downgraded into, the function's result type and the target's type there.
template <class Alternative, class Version, class Result, class TargetType>
struct downgrade_to_result_does_not_convert_losslessly {
    static_assert(always_false<Alternative>,
                  "versioned: downgrade_to result does not convert losslessly to the target alternative's "
                  "type -- the arguments of downgrade_to_result_does_not_convert_losslessly<alternative, "
                  "version, result type, target type> name them; return the target's type in that version");
    static constexpr bool value = false;
};

// The type of alternative A in the version that adds it, the target's type in the version
// before, and whether the value converts: by the function (its result losslessly), or without
// one losslessly.
template <class D, std::size_t A>
constexpr unsigned downgrade_type_errors() noexcept {
    constexpr std::size_t target = variant_info_v<D>.downgrade_target[A];
    if constexpr (target == npos) {
        return 0;
    } else {
        using Alt = alternative_at_t<D, A>;
        constexpr std::size_t at = field_info_v<Alt>.added;
        using from_t = type_at_t<Alt, at>;
        using to_t = type_at_t<alternative_at_t<D, target>, at - 1>;
        if constexpr (variant_info_v<D>.downgrade_function[A]) {
            using result = decltype(Alt::versioned_downgrade_to(std::declval<from_t>()));
            if constexpr (!result_converts<result, to_t>)
                report<downgrade_to_result_does_not_convert_losslessly<
                    Alt, version_at_t<typename D::versioned_module::versions, at - 1>, result, to_t>>();
            return 0;
        } else {
            return lossless_v<from_t, to_t> ? 0u : 1u << static_cast<unsigned>(variant_rule::downgrade_needs_function);
        }
    }
}

template <class L, class A>
struct alternative_index;
template <class... As, class A>
struct alternative_index<type_list<As...>, A> {
    static constexpr std::size_t value = [] {
        std::size_t i = 0, found = npos;
        ((std::is_same_v<As, A> && found == npos ? (void)(found = i) : (void)0, ++i), ...);
        return found;
    }();
};

// Every rule alternative A of variant D breaks: the field rules' bits (rule) and the variant
// rules' (variant_rule), computed once per alternative. The type checks of downgrade_to run only
// on a sane table.
template <class D, class A>
constexpr unsigned compute_alternative_errors() noexcept {
    constexpr std::size_t a = alternative_index<alternatives_t<D>, A>::value;
    constexpr unsigned table = field_info_v<A>.errors | variant_info_v<D>.errors[a];
    if constexpr (table != 0)
        return table;
    else
        return field_errors_v<A> | downgrade_type_errors<D, a>();
}
template <class D, class A>
inline constexpr unsigned alternative_errors_v = compute_alternative_errors<D, A>();

constexpr bool breaks(unsigned errors, variant_rule r) noexcept {
    return (errors & (1u << static_cast<unsigned>(r))) != 0;
}

// ---- where a downgrade sends each alternative -------------------------------------------------

// Alternative a as version v holds it: itself when v has it, else its downgrade_to target,
// followed until v has one (each step goes to an older alternative).
template <class D>
constexpr std::size_t alternative_in(std::size_t a, std::size_t v) noexcept {
    for (std::size_t guard = 0; a != npos && tables_of<D>::member[a][v] == npos && guard <= alternative_count_v<D>; ++guard)
        a = variant_info_v<D>.downgrade_target[a];
    return a;
}

// ---- lookups by name ------------------------------------------------------------------------

template <std::size_t N>
struct picked_list_of {
    std::array<std::size_t, N> at{};
    std::size_t count = 0;
};
template <class Versions, auto Picked, std::size_t... Js>
version_list<version_at_t<Versions, Picked.at[Js]>...> naming_versions_list(std::index_sequence<Js...>);

// The versions in which some alternative is called Name.
template <class D, fixed_string Name>
struct versions_naming {
    using versions = typename D::versioned_module::versions;
    static constexpr auto picked = [] {
        picked_list_of<variant_versions_v<D>> out{};
        for (std::size_t v = 0; v < variant_versions_v<D>; ++v)
            if (alternative_named<D>(Name.view(), v) != npos) out.at[out.count++] = v;
        return out;
    }();
    using type = decltype(naming_versions_list<versions, picked>(std::make_index_sequence<picked.count>{}));
};

// The alternative called Name in some version (npos: in none).
template <class D>
constexpr std::size_t alternative_named_anywhere(std::string_view name) noexcept {
    for (std::size_t v = 0; v < variant_versions_v<D>; ++v)
        if (const std::size_t a = alternative_named<D>(name, v); a != npos) return a;
    return npos;
}
struct no_alternative_of_that_name_in_any_version {};

// Instantiated only to report an error: its arguments name the variant at the version used, the
// name, the alternative that has (had, will have) that name, and the versions in which it does.
template <class VariantAtVersionUsed, fixed_string Name, class Alternative, class VersionsThatHaveTheName>
struct alternative_not_present_in_version {
    static_assert(always_false<VariantAtVersionUsed>,
                  "versioned: alternative not present in version -- the arguments of "
                  "alternative_not_present_in_version<variant at the version used, name, alternative, "
                  "versions that have that name> name them");
    static constexpr bool value = false;
};

// The slot of the alternative called Name in version V; naming one V does not have reports it.
template <class D, std::size_t V, fixed_string Name>
struct slot_lookup {
    static constexpr std::size_t alternative = alternative_named<D>(Name.view(), V);
    static constexpr std::size_t value = alternative == npos ? npos : variant_layout_v<D>.slot[V][alternative];
    static constexpr bool check() noexcept {
        if constexpr (value == npos) {
            using versions = typename D::versioned_module::versions;
            constexpr std::size_t other = alternative_named_anywhere<D>(Name.view());
            using alternative_t = list_at_t<std::conditional_t<other == npos, type_list<no_alternative_of_that_name_in_any_version>,
                                                               alternatives_t<D>>,
                                            other == npos ? 0 : other>;
            report<alternative_not_present_in_version<typename D::template versioned_template<version_at_t<versions, V>>,
                                                      Name, alternative_t, typename versions_naming<D, Name>::type>>();
        }
        return value != npos;
    }
};

} // namespace versioned::detail

#endif // VERSIONED_VARIANT_DETAIL_CORE_HPP
