// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_DETAIL_RULES_HPP
#define VERSIONED_DETAIL_RULES_HPP

// The evolution rules (DESIGN.md §2) a field table must keep, checked by VERSIONED_STRUCT's
// static_asserts: one error word per field (field_errors_v), the type rules through the same
// conversion walk the conversions use (value_conversion.hpp), and duplicate member names.

#include <versioned/detail/field_info.hpp>
#include <versioned/detail/meta.hpp>
#include <versioned/detail/value_conversion.hpp>
#include <versioned/detail/version_list.hpp>

#include <array>
#include <cstddef>
#include <string_view>
#include <type_traits>
#include <utility>

namespace versioned::detail {

// Field types are default-constructible: members are value-initialized and an upgrade
// value-initializes a field added without default_with. Checked for the latest type and every
// from_type, at the latest version (a nested versioned type is default-constructible at every
// version when it is at one).
template <class L>
struct all_default_constructible;
template <class... Ts>
struct all_default_constructible<type_list<Ts...>>
    : std::bool_constant<((std::is_same_v<Ts, no_type> || std::is_default_constructible_v<Ts>) && ...)> {};
template <class F, class Latest = latest_version_t<typename F::versioned_module::versions>>
inline constexpr bool default_constructible_field =
    std::is_default_constructible_v<typename F::template versioned_type<Latest>> &&
    all_default_constructible<typename F::template versioned_from_types<Latest>>::value;

// ---- lossless conversions ------------------------------------------------------------------

// Which type changes are lossless (lossless_v, versioned_struct, version_t):
// detail/value_conversion.hpp, shared with the conversions.

// Instantiated only to report an error: the arguments name the field, the version whose value
// the function computes, the function's result type and the field's type in that version.
template <class Field, class Version, class Result, class FieldType>
struct upgrade_with_result_does_not_convert_losslessly {
    static_assert(always_false<Field>,
                  "versioned: upgrade_with result does not convert losslessly to the field's type -- "
                  "the arguments of upgrade_with_result_does_not_convert_losslessly<field, version, "
                  "result type, field type> name them; return the field's type in that version, or a "
                  "type that converts to it implicitly without narrowing");
    static constexpr bool value = false;
};
template <class Field, class Version, class Result, class FieldType>
struct downgrade_with_result_does_not_convert_losslessly {
    static_assert(always_false<Field>,
                  "versioned: downgrade_with result does not convert losslessly to the field's type -- "
                  "the arguments of downgrade_with_result_does_not_convert_losslessly<field, version, "
                  "result type, field type> name them; return the field's type in that version, or a "
                  "type that converts to it implicitly without narrowing");
    static constexpr bool value = false;
};
template <class Field, class Version, class Result, class FieldType>
struct default_with_result_does_not_convert_losslessly {
    static_assert(always_false<Field>,
                  "versioned: default_with result does not convert losslessly to the field's type -- "
                  "the arguments of default_with_result_does_not_convert_losslessly<field, version, "
                  "result type, field type> name them; return the field's type, a type that converts "
                  "to it implicitly without narrowing, or a constant that fits it");
    static constexpr bool value = false;
};

// Whether a user function's result R may initialize a member of type To: losslessly, as the
// evolution rules require of a type change -- never by a cast (300 into std::uint8_t, a
// pointer into an integer).
template <class R, class To>
inline constexpr bool result_converts = lossless_v<std::remove_cvref_t<R>, To>;

template <class T>
inline constexpr bool is_integer = std::is_integral_v<T> && !std::is_same_v<T, bool>;

// The two default_with functions of a field: added(VER, default_with(F))'s and
// removed(VER, default_with(F))'s (what a downgrade across VER fills in).
struct added_default {
    template <class F>
    static constexpr auto call() {
        return F::template versioned_default<>();
    }
};
struct removed_default {
    template <class F>
    static constexpr auto call() {
        return F::template versioned_removed_default<>();
    }
};

// default_with: also a constant integer that fits (as To{3} accepts the int 3).
template <class F, class Which = added_default>
concept constant_default_with = requires {
    typename std::integral_constant<bool, (static_cast<void>(Which::template call<F>()), true)>;
};
template <class F, class To, class Which = added_default>
constexpr bool default_result_converts() noexcept {
    using R = std::remove_cvref_t<decltype(Which::template call<F>())>;
    if constexpr (result_converts<R, To>) {
        return true;
    } else if constexpr (is_integer<R> && is_integer<To> && constant_default_with<F, Which>) {
        return std::in_range<To>(Which::template call<F>());
    } else {
        return false;
    }
}

// Type rules, per changed() with from_type (or a function alone, for new constraints): From =
// the type before the change (in the version before it), To = the type after it.
template <class F, std::size_t J>
constexpr unsigned type_rule_errors() noexcept {
    constexpr auto& info = field_info_v<F>;
    constexpr action c = info.change[J];
    if constexpr (!c.converts() || c.version == 0 || c.version >= F::versioned_module::versions::size) {
        return 0;
    } else {
        using versions = typename F::versioned_module::versions;
        using before = field_type_t<F, version_at_t<versions, c.version - 1>>;
        using after = field_type_t<F, version_at_t<versions, c.version>>;
        unsigned e = 0;
        if (!c.upgrade_with && !lossless_v<before, after>) e |= 1u << static_cast<unsigned>(rule::needs_upgrade_with);
        if (!c.downgrade_with && !lossless_v<after, before>) e |= 1u << static_cast<unsigned>(rule::needs_downgrade_with);
        // The functions' results, as the conversions call them (with an rvalue): a hard error
        // here, at the declaration, naming the types.
        using tag = version_at_t<versions, c.version>;
        if constexpr (c.upgrade_with) {
            using result = decltype(F::versioned_upgrade(static_cast<const tag*>(nullptr), std::declval<before>()));
            if constexpr (!result_converts<result, after>)
                report<upgrade_with_result_does_not_convert_losslessly<F, tag, result, after>>();
        }
        if constexpr (c.downgrade_with) {
            using result = decltype(F::versioned_downgrade(static_cast<const tag*>(nullptr), std::declval<after>()));
            if constexpr (!result_converts<result, before>)
                report<downgrade_with_result_does_not_convert_losslessly<F, version_at_t<versions, c.version - 1>,
                                                                         result, before>>();
        }
        return e;
    }
}

// A default_with's result, at the version its action names (added: that version; removed: the
// last version with the field).
template <class F, class Which, std::size_t At>
constexpr void check_default_result() noexcept {
    using tag = version_at_t<typename F::versioned_module::versions, At>;
    using field_t = field_type_t<F, tag>;
    using result = decltype(Which::template call<F>());
    // (a default_with that is no function is reported by its own static_assert, struct.hpp)
    if constexpr (!std::is_same_v<result, no_default_function> && !default_result_converts<F, field_t, Which>())
        report<default_with_result_does_not_convert_losslessly<F, tag, result, field_t>>();
}

template <class F>
constexpr unsigned default_rule_errors() noexcept {
    constexpr auto& info = field_info_v<F>;
    constexpr std::size_t nv = F::versioned_module::versions::size;
    if constexpr (info.has_default && info.added < nv) check_default_result<F, added_default, info.added>();
    if constexpr (info.has_removed_default && info.removed < nv && info.removed > 0)
        check_default_result<F, removed_default, info.removed - 1>();
    return 0;
}

template <class F, std::size_t... Js>
constexpr unsigned all_type_rule_errors(std::index_sequence<Js...>) noexcept {
    return (type_rule_errors<F, Js>() | ... | 0u);
}

namespace constraints {
// The static_asserts of a field's constraints, instantiated (defined in constraints/detail/report.hpp,
// which struct.hpp and variant.hpp include).
template <class F>
constexpr unsigned rules_of() noexcept;
} // namespace constraints

// Every rule field F breaks, as bits of rule: computed once per field; each rule's
// static_assert (struct.hpp) then tests one bit, without instantiating anything per rule.
template <class F>
constexpr unsigned compute_field_errors() noexcept {
    // A struct without its module (reported once, by the struct): its actions name versions of
    // a module that is not there; nothing more to say about them.
    if constexpr (std::is_same_v<typename F::versioned_module, undeclared_module>) return 0;
    // Type rules only once the structural rules hold: they rely on a sane timeline.
    if (field_info_v<F>.errors != 0) return field_info_v<F>.errors;
    return all_type_rule_errors<F>(std::make_index_sequence<field_info_v<F>.changes>{}) | default_rule_errors<F>();
}
template <class F>
inline constexpr unsigned field_errors_v = compute_field_errors<F>() | constraints::rules_of<F>();

constexpr bool breaks(unsigned errors, rule r) noexcept { return (errors & (1u << static_cast<unsigned>(r))) != 0; }

// ---- duplicate member names across fields ----------------------------------------------------

template <std::size_t Out, std::size_t N>
constexpr void append_names(std::array<std::string_view, Out>& out, std::size_t& n,
                            const std::string_view (&names)[N]) noexcept {
    for (std::string_view m : names) out[n++] = m;
}

template <class L>
struct all_members;
template <class... Fs>
struct all_members<type_list<Fs...>> {
    static constexpr std::size_t size = (std::size(Fs::versioned_members) + ... + 0);
    // A fold over a function template (instantiated once per array size), not over lambdas:
    // a lambda per field is a class per field.
    static constexpr auto value = [] {
        std::array<std::string_view, size> out{};
        [[maybe_unused]] std::size_t count = 0; // unused for a struct without fields
        (append_names(out, count, Fs::versioned_members), ...);
        return out;
    }();
};

// Instantiated only to report an error: the argument names the field and the member.
template <class Member>
struct duplicate_field_name {
    static_assert(always_false<Member>, "versioned: duplicate field name -- the argument of "
                                        "duplicate_field_name<...::versioned_f_FIELD::versioned_m_MEMBER> "
                                        "names the second field using the member name");
    static constexpr bool value = false;
};

template <class D>
constexpr std::size_t first_duplicate_member() noexcept {
    constexpr auto& names = all_members<typename D::versioned_fields>::value;
    return first_repeated<names.size()>(names.data());
}
// Naming report_duplicate_name<D> computes nothing; only instantiating it (on a duplicate) does.
template <class D>
struct report_duplicate_name {
    using slot = list_at_t<typename D::versioned_slots, first_duplicate_member<D>()>;
    static constexpr bool value =
        duplicate_field_name<list_at_t<typename slot::field::versioned_member_tags, slot::member>>::value;
};

template <class L>
inline constexpr bool names_unique =
    first_repeated<all_members<L>::size>(all_members<L>::value.data()) == npos;

} // namespace versioned::detail

#endif // VERSIONED_DETAIL_RULES_HPP
