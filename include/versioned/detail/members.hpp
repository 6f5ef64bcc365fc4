// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_DETAIL_MEMBERS_HPP
#define VERSIONED_DETAIL_MEMBERS_HPP

// The generated struct's members: each member's type per version, the placeholder a version
// without the member gets (every use of it reports "field not present in version"), default
// member initializers, and the struct's ==.

#include <versioned/detail/field_info.hpp>
#include <versioned/detail/meta.hpp>
#include <versioned/detail/value_conversion.hpp> // versioned_struct, version_t
#include <versioned/detail/version_list.hpp>

#include <array>
#include <compare>
#include <concepts>
#include <cstddef>
#include <type_traits>
#include <utility>

namespace versioned::detail {

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

} // namespace versioned::detail

#endif // VERSIONED_DETAIL_MEMBERS_HPP
