// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_DETAIL_FIELD_HPP
#define VERSIONED_DETAIL_FIELD_HPP

// The field table as constexpr data, and what follows from it: which member a field has in
// each version, its type there, and which evolution rules it breaks. Everything here runs
// once per field (variable templates), never once per use.

#include <versioned/detail/meta.hpp>
#include <versioned/detail/value_conversion.hpp>
#include <versioned/versions.hpp>

#include <array>
#include <compare>
#include <concepts>
#include <cstddef>
#include <string_view>
#include <type_traits>
#include <utility>

namespace versioned::detail {

enum class action_kind : unsigned char { none, added, changed, deprecated, doc };

// One action of the table, as written; the keyword setters record what was given.
struct action {
    action_kind kind = action_kind::none;
    std::size_t version = 0;
    std::string_view from_name{};
    bool from_type = false;
    bool upgrade_with = false;
    bool downgrade_with = false;
    bool default_with = false;
    std::string_view note{};
    std::string_view doc{};
    unsigned misplaced = 0; // keywords that do not belong to this action, or repeated ones

    constexpr action kw_from_name(std::string_view n) const noexcept {
        action a = *this;
        a.misplaced += (kind != action_kind::changed || !from_name.empty()) ? 1u : 0u;
        a.from_name = n;
        return a;
    }
    constexpr action kw_from_type() const noexcept {
        action a = *this;
        a.misplaced += (kind != action_kind::changed || from_type) ? 1u : 0u;
        a.from_type = true;
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
        a.misplaced += (kind != action_kind::added || default_with) ? 1u : 0u;
        a.default_with = true;
        return a;
    }
    constexpr action kw_note(std::string_view n) const noexcept {
        action a = *this;
        a.misplaced += (kind != action_kind::deprecated || !note.empty()) ? 1u : 0u;
        a.note = n;
        return a;
    }
    constexpr action kw_doc(std::string_view d) const noexcept {
        action a = *this;
        a.doc = d;
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
    hook_requires_from_type,
    misplaced_keyword,
    needs_upgrade_with,
    needs_downgrade_with,
    unknown_version,
    deprecated_in_first_version,
};

inline constexpr std::size_t max_actions = 32;

// What a field's actions imply, per version of its module.
template <std::size_t NV>
struct field_info {
    std::size_t added = 0;                         // first version with the field
    std::size_t deprecated = NV;                   // first deprecated version (NV: never)
    std::size_t changes = 0;                       // number of changed() actions
    std::array<action, max_actions> change{};      // the changed() actions, by version
    std::array<std::size_t, max_actions> written{}; // per change: its position among the written changed()s
    std::size_t deprecated_member = npos;          // index of deprecated_<name> in the member names
    std::array<std::size_t, NV> member{};          // member index per version, npos if absent
    std::array<std::size_t, NV> segment{};         // changes at or before the version
    std::array<std::size_t, max_actions + 1> type_source{}; // per segment: change whose from_type applies
    std::string_view doc{};
    std::string_view note{};
    bool explicit_added = false;
    bool has_default = false;
    unsigned errors = 0;

    constexpr void flag(rule r) noexcept { errors |= 1u << static_cast<unsigned>(r); }
};

// A function of the table's data, not of the field's type: instantiated once per number of
// versions, evaluated once per field (instantiating a function this size per field cost more
// than evaluating it).
template <std::size_t nv>
constexpr field_info<nv> compute_field_info(const action* actions, std::size_t nactions, const std::string_view* members,
                                            std::size_t nmembers) noexcept {
    field_info<nv> info{};
    std::size_t added_count = 0, deprecated_count = 0;
    std::size_t deprecated_at = npos;
    // Member names are emitted in the order the actions are written (struct.hpp): NAME, then
    // each from_name and deprecated_NAME as they come. Counting them here finds deprecated_NAME.
    std::size_t names_seen = 1;
    for (std::size_t ai = 0; ai < nactions; ++ai) {
        const action& a = actions[ai];
        if (a.kind != action_kind::doc && a.kind != action_kind::none && a.version >= nv) {
            // A version the module does not declare: only this is reported; the rest of the
            // field is read as a field present in every version, so nothing else fails.
            field_info<nv> unknown{};
            unknown.flag(rule::unknown_version);
            for (std::size_t& source : unknown.type_source) source = npos; // the declared type
            return unknown;
        }
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
            if (a.from_name.empty() && !a.from_type) info.flag(rule::changed_needs_name_or_type);
            if ((a.upgrade_with || a.downgrade_with) && !a.from_type) info.flag(rule::hook_requires_from_type);
            break;
        case action_kind::deprecated:
            ++deprecated_count;
            deprecated_at = a.version;
            info.deprecated_member = names_seen++;
            info.note = a.note;
            break;
        case action_kind::doc: info.doc = a.doc; break;
        case action_kind::none: break;
        }
    }
    if (added_count > 1 || deprecated_count > 1) info.flag(rule::out_of_order);
    if (deprecated_at != npos) info.deprecated = deprecated_at;

    // The versions order the changes, not the order they are written in: a field's timeline
    // is the same whichever way its actions are listed. (Stable insertion sort; two changes
    // in one version stay as written and are reported below.)
    for (std::size_t j = 1; j < info.changes; ++j)
        for (std::size_t k = j; k > 0 && info.change[k - 1].version > info.change[k].version; --k) {
            const action c = info.change[k];
            info.change[k] = info.change[k - 1];
            info.change[k - 1] = c;
            const std::size_t w = info.written[k];
            info.written[k] = info.written[k - 1];
            info.written[k - 1] = w;
        }

    // added < changed... < deprecated, strictly; equal versions get their own message.
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
    if (deprecated_at != npos && info.changes == 0 && !info.explicit_added && deprecated_at == 0) {
        // deprecated in the very first version: the field would never exist undeprecated
        info.flag(rule::deprecated_in_first_version);
    }

    // Segment s spans the versions between change s-1 and change s; its type is the
    // from_type of the first change at or after s that has one, else the declared type.
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
        if (v < info.added) {
            info.member[v] = npos;
            continue;
        }
        std::string_view name = members[0];
        for (std::size_t j = seg; j < info.changes; ++j)
            if (!info.change[j].from_name.empty()) {
                name = info.change[j].from_name;
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

// ---- placeholders -------------------------------------------------------------------------

// Instantiated only to report an error: its arguments name the member, the version used,
// and the versions in which the member exists.
template <class Member, class UsedInVersion, class ExistsInVersions>
struct field_is_not_present_in_version {
    static_assert(always_false<Member>,
                  "versioned: field not present in version -- the arguments of "
                  "field_is_not_present_in_version<member, version used, versions in which it "
                  "exists> name the struct, field, member and versions");
    static constexpr bool value = false;
};

// The same, for an initializer given to such a member (absent's converting constructor).
template <class Member, class UsedInVersion, class ExistsInVersions>
struct member_initialized_is_not_present_in_version {
    static_assert(always_false<Member>,
                  "versioned: field not present in version -- an initializer is given to a member "
                  "this version does not have. With positional initialization, S{a, b, ...}, every "
                  "member counts, the empty placeholders of other versions' names included: use "
                  "designated initializers, S{.name = a, .port = b} (structured bindings likewise "
                  "see the placeholders). The arguments of member_initialized_is_not_present_in_"
                  "version<member, version used, versions in which it exists> name them");
    static constexpr bool value = false;
};

template <class F, std::size_t K>
constexpr std::size_t count_versions_with_member() noexcept {
    std::size_t n = 0;
    for (std::size_t m : field_info_v<F>.member) n += m == K ? 1 : 0;
    return n;
}
template <class F, std::size_t K, std::size_t Count>
constexpr std::array<std::size_t, Count> versions_with_member() noexcept {
    std::array<std::size_t, Count> out{};
    std::size_t n = 0;
    for (std::size_t v = 0; v < field_info_v<F>.member.size(); ++v)
        if (field_info_v<F>.member[v] == K) out[n++] = v;
    return out;
}
template <class F, std::size_t K, class Versions, class Seq>
struct versions_with_member_list;
template <class F, std::size_t K, class Versions, std::size_t... Js>
struct versions_with_member_list<F, K, Versions, std::index_sequence<Js...>> {
    static constexpr auto picked = versions_with_member<F, K, sizeof...(Js)>();
    using type = version_list<version_at_t<Versions, picked[Js]>...>;
};

// Declared, never defined: only named in functions that fail to compile anyway.
template <class T>
T never() noexcept;

template <class F, class V, std::size_t K>
struct not_present {
    using versions = typename F::versioned_module::versions;
    using exists_in = typename versions_with_member_list<
        F, K, versions, std::make_index_sequence<count_versions_with_member<F, K>()>>::type;
    using report = field_is_not_present_in_version<list_at_t<typename F::versioned_member_tags, K>, V, exists_in>;
    // Instantiating report is the error: one per member and version, however many uses.
    static constexpr void fail() noexcept { static_cast<void>(sizeof(report)); }
    // Initializing the member: often positional initialization, which counts placeholders.
    using report_init = member_initialized_is_not_present_in_version<list_at_t<typename F::versioned_member_tags, K>, V, exists_in>;
    static constexpr void fail_init() noexcept { static_cast<void>(sizeof(report_init)); }
};

// An empty class (a tag), or a type that converts to anything (a class of its own included).
struct any_conversion_target {};
template <class T>
concept conversion_probe = std::is_empty_v<T> || std::is_convertible_v<T, any_conversion_target>;

// The type of a member in a version that does not have it: empty, and [[no_unique_address]]
// at the use site, so it takes no space. Its name is a diagnostic: an error the library
// cannot intercept (obj.member.size(): "no member named 'size' in
// field_not_present_in_version<...versioned_f_FIELD, VERSION, K>") still says what is wrong.
// Every use the library can intercept (conversion, assignment, construction from a value,
// call, subscript, ->, every operator) reports field_is_not_present_in_version<member,
// version used, versions that have it> first: the functions are constexpr (most with deduced
// return types), so both compilers instantiate them where they are used, also in constant
// expressions, not at the end of the translation unit; and they return the placeholder (or
// bool), so the rest of the expression adds no error. Copying and value-initialization are
// all the generated struct needs (its == compares present members only).
template <class F, class V, std::size_t K>
struct field_not_present_in_version {
    // explicit: "member = {}" and ".member = {}" must not quietly compile for a missing member.
    // Compilers quote the next line in that error, so it says what is wrong:
    explicit constexpr field_not_present_in_version() noexcept = default; // error: field not present in version

    // Not from or to a probe: libraries' traits test conversions with tag types (Boost.PFR
    // counts members by constructing each from a type convertible to anything, std::tuple asks
    // about std::allocator_arg_t), and g++ instantiates a constexpr function even for such a
    // test. (A copy is not a use either.)
    template <class T>
        requires(!conversion_probe<std::remove_cvref_t<T>>)
    constexpr field_not_present_in_version(T&&) noexcept {
        not_present<F, V, K>::fail_init();
    }
    template <class T>
        requires(!conversion_probe<std::remove_cvref_t<T>>)
    constexpr auto& operator=(T&&) noexcept {
        not_present<F, V, K>::fail();
        return *this;
    }
    template <class T>
        requires(!conversion_probe<std::remove_cvref_t<T>>)
    constexpr operator T&() const noexcept {
        not_present<F, V, K>::fail();
        return never<T&>();
    }
    template <class... T>
    constexpr auto operator()(T&&...) const noexcept {
        not_present<F, V, K>::fail();
        return field_not_present_in_version{};
    }
    template <class T>
    constexpr auto operator[](T&&) const noexcept {
        not_present<F, V, K>::fail();
        return field_not_present_in_version{};
    }
    constexpr auto operator->() const noexcept {
        not_present<F, V, K>::fail();
        return this;
    }
};
template <class F, class V, std::size_t K>
using absent = field_not_present_in_version<F, V, K>;

template <class T>
inline constexpr bool is_absent = false;
template <class F, class V, std::size_t K>
inline constexpr bool is_absent<field_not_present_in_version<F, V, K>> = true;

// Every other overloadable operator with a placeholder operand fails the same way. An exact
// match for the placeholder, they beat the built-in and standard operators that the
// conversion template makes viable (clang listed 12 ambiguous operator+ candidates).
// Namespace-scope templates, not hidden friends: a friend is redeclared with every
// placeholder type, and checking the redeclarations grows quadratically with the struct
// (benchmarks/RESULTS.md). Comparisons return bool: a rewritten == or != must.
#define VERSIONED_DETAIL_POISON_BINARY(op, result)                                                 \
    template <class F, class V, std::size_t K, class T>                                            \
    constexpr auto operator op(const field_not_present_in_version<F, V, K>&, T&&) noexcept {        \
        not_present<F, V, K>::fail();                                                              \
        return result;                                                                             \
    }                                                                                              \
    template <class T, class F, class V, std::size_t K>                                            \
        requires(!is_absent<std::remove_cvref_t<T>>)                                               \
    constexpr auto operator op(T&&, const field_not_present_in_version<F, V, K>&) noexcept {        \
        not_present<F, V, K>::fail();                                                              \
        return result;                                                                             \
    }
#define VERSIONED_DETAIL_POISON_UNARY(op)                                                          \
    template <class F, class V, std::size_t K>                                                     \
    constexpr auto operator op(const field_not_present_in_version<F, V, K>&) noexcept {            \
        not_present<F, V, K>::fail();                                                              \
        return field_not_present_in_version<F, V, K>{};                                            \
    }
#define VERSIONED_DETAIL_POISON_POSTFIX(op)                                                        \
    template <class F, class V, std::size_t K>                                                     \
    constexpr auto operator op(const field_not_present_in_version<F, V, K>&, int) noexcept {       \
        not_present<F, V, K>::fail();                                                              \
        return field_not_present_in_version<F, V, K>{};                                            \
    }
#define VERSIONED_DETAIL_POISON_ARITHMETIC(op) VERSIONED_DETAIL_POISON_BINARY(op, (field_not_present_in_version<F, V, K>{}))
VERSIONED_DETAIL_POISON_BINARY(==, false)
VERSIONED_DETAIL_POISON_BINARY(!=, false)
VERSIONED_DETAIL_POISON_BINARY(<, false)
VERSIONED_DETAIL_POISON_BINARY(>, false)
VERSIONED_DETAIL_POISON_BINARY(<=, false)
VERSIONED_DETAIL_POISON_BINARY(>=, false)
VERSIONED_DETAIL_POISON_BINARY(<=>, std::strong_ordering::equal)
VERSIONED_DETAIL_POISON_ARITHMETIC(+)
VERSIONED_DETAIL_POISON_ARITHMETIC(-)
VERSIONED_DETAIL_POISON_ARITHMETIC(*)
VERSIONED_DETAIL_POISON_ARITHMETIC(/)
VERSIONED_DETAIL_POISON_ARITHMETIC(%)
VERSIONED_DETAIL_POISON_ARITHMETIC(^)
VERSIONED_DETAIL_POISON_ARITHMETIC(&)
VERSIONED_DETAIL_POISON_ARITHMETIC(|)
VERSIONED_DETAIL_POISON_ARITHMETIC(<<)
VERSIONED_DETAIL_POISON_ARITHMETIC(>>)
VERSIONED_DETAIL_POISON_ARITHMETIC(&&)
VERSIONED_DETAIL_POISON_ARITHMETIC(||)
VERSIONED_DETAIL_POISON_ARITHMETIC(+=)
VERSIONED_DETAIL_POISON_ARITHMETIC(-=)
VERSIONED_DETAIL_POISON_ARITHMETIC(*=)
VERSIONED_DETAIL_POISON_ARITHMETIC(/=)
VERSIONED_DETAIL_POISON_ARITHMETIC(%=)
VERSIONED_DETAIL_POISON_ARITHMETIC(^=)
VERSIONED_DETAIL_POISON_ARITHMETIC(&=)
VERSIONED_DETAIL_POISON_ARITHMETIC(|=)
VERSIONED_DETAIL_POISON_ARITHMETIC(<<=)
VERSIONED_DETAIL_POISON_ARITHMETIC(>>=)
VERSIONED_DETAIL_POISON_UNARY(+)
VERSIONED_DETAIL_POISON_UNARY(-)
VERSIONED_DETAIL_POISON_UNARY(!)
VERSIONED_DETAIL_POISON_UNARY(~)
VERSIONED_DETAIL_POISON_UNARY(*)
VERSIONED_DETAIL_POISON_UNARY(++)
VERSIONED_DETAIL_POISON_UNARY(--)
VERSIONED_DETAIL_POISON_POSTFIX(++)
VERSIONED_DETAIL_POISON_POSTFIX(--)
#undef VERSIONED_DETAIL_POISON_ARITHMETIC
#undef VERSIONED_DETAIL_POISON_POSTFIX
#undef VERSIONED_DETAIL_POISON_UNARY
#undef VERSIONED_DETAIL_POISON_BINARY

// The generated struct's ==: memberwise over the present members (placeholders have no ==).
// One function template per member type, not per member: member_equal<int> serves them all.
template <class T>
constexpr bool member_equal(const T& a, const T& b) {
    return static_cast<bool>(a == b);
}
template <class F, class V, std::size_t K>
constexpr bool member_equal(const field_not_present_in_version<F, V, K>&,
                            const field_not_present_in_version<F, V, K>&) noexcept {
    return true;
}
template <class T>
inline constexpr bool member_equality_comparable = requires(const T& a) {
    { a == a } -> std::convertible_to<bool>;
};
template <class F, class V, std::size_t K>
inline constexpr bool member_equality_comparable<field_not_present_in_version<F, V, K>> = true;

template <bool Present>
struct member_select {
    template <class F, class V, std::size_t K>
    using type = field_type_t<F, V>;
};
template <>
struct member_select<false> {
    template <class F, class V, std::size_t K>
    using type = absent<F, V, K>;
};
// The type of member K of field F in version V.
template <class F, class V, std::size_t K>
using member_t = typename member_select<field_member_v<F>[V::index] == K>::template type<F, V, K>;

// The default member initializer of member K of a field with default_with (struct.hpp; other
// members are value-initialized, {}, which is the same value without instantiating anything).
template <class F, class V, std::size_t K>
constexpr member_t<F, V, K> member_default() {
    if constexpr (field_member_v<F>[V::index] == K)
        return default_at<F, V::index>();
    else
        return member_t<F, V, K>{};
}

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

// default_with: also a constant integer that fits (as To{3} accepts the int 3).
template <class F>
concept constant_default_with = requires {
    typename std::integral_constant<bool, (static_cast<void>(F::template versioned_default<>()), true)>;
};
template <class F, class To>
constexpr bool default_result_converts() noexcept {
    using R = std::remove_cvref_t<decltype(F::template versioned_default<>())>;
    if constexpr (result_converts<R, To>) {
        return true;
    } else if constexpr (is_integer<R> && is_integer<To> && constant_default_with<F>) {
        return std::in_range<To>(F::template versioned_default<>());
    } else {
        return false;
    }
}

// The generated struct's ==, over its slots: present members compared, placeholders skipped.
template <class S, class... Slots>
constexpr bool equal_members(const S& a, const S& b, type_list<Slots...>) {
    return (member_equal(Slots::field::template versioned_get<Slots::member>(a),
                         Slots::field::template versioned_get<Slots::member>(b)) && ... && true);
}
template <class S, class... Slots>
constexpr bool members_equality_comparable(type_list<Slots...>) noexcept {
    return (member_equality_comparable<member_t<typename Slots::field, version_t<S>, Slots::member>> && ... && true);
}


// Type rules, per changed() with from_type: From = the type before the change (in the
// version before it), To = the type after it.
template <class F, std::size_t J>
constexpr unsigned type_rule_errors() noexcept {
    constexpr auto& info = field_info_v<F>;
    constexpr action c = info.change[J];
    if constexpr (!c.from_type || c.version == 0 || c.version >= F::versioned_module::versions::size) {
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
                static_cast<void>(upgrade_with_result_does_not_convert_losslessly<F, tag, result, after>::value);
        }
        if constexpr (c.downgrade_with) {
            using result = decltype(F::versioned_downgrade(static_cast<const tag*>(nullptr), std::declval<after>()));
            if constexpr (!result_converts<result, before>)
                static_cast<void>(downgrade_with_result_does_not_convert_losslessly<
                                  F, version_at_t<versions, c.version - 1>, result, before>::value);
        }
        return e;
    }
}

template <class F>
constexpr unsigned default_rule_errors() noexcept {
    constexpr auto& info = field_info_v<F>;
    if constexpr (info.has_default && info.added < F::versioned_module::versions::size) {
        using tag = version_at_t<typename F::versioned_module::versions, info.added>;
        using added_t = field_type_t<F, tag>;
        if constexpr (!default_result_converts<F, added_t>())
            static_cast<void>(default_with_result_does_not_convert_losslessly<
                              F, tag, decltype(F::template versioned_default<>()), added_t>::value);
    }
    return 0;
}

template <class F, std::size_t... Js>
constexpr unsigned all_type_rule_errors(std::index_sequence<Js...>) noexcept {
    return (type_rule_errors<F, Js>() | ... | 0u);
}

// Every rule field F breaks, as bits of rule: computed once per field; each rule's
// static_assert (struct.hpp) then tests one bit, without instantiating anything per rule.
template <class F>
constexpr unsigned compute_field_errors() noexcept {
    // Type rules only once the structural rules hold: they rely on a sane timeline.
    if (field_info_v<F>.errors != 0) return field_info_v<F>.errors;
    return all_type_rule_errors<F>(std::make_index_sequence<field_info_v<F>.changes>{}) | default_rule_errors<F>();
}
template <class F>
inline constexpr unsigned field_errors_v = compute_field_errors<F>();

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
        [[maybe_unused]] std::size_t n = 0; // unused for a struct without fields
        (append_names(out, n, Fs::versioned_members), ...);
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

#endif // VERSIONED_DETAIL_FIELD_HPP
