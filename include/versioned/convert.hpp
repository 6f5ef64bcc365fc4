// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_CONVERT_HPP
#define VERSIONED_CONVERT_HPP

// Conversions between versions, synthesized from the field table: upgrade (next version),
// downgrade (previous version), convert<V> (any version, as a chain of adjacent steps chosen
// at compile time) and convert<V>(any<S>) (runtime dispatch on the held version).
//
// A step builds the target with one aggregate initialization, member by member, so every
// member is constructed once, directly from the source member (moved when the source is an
// rvalue). User hooks found by argument-dependent lookup run after the generated step:
//   void versioned_upgrade(const S<A>& from, S<B>& to);    // B is the version after A
//   void versioned_downgrade(const S<B>& from, S<A>& to);

#include <versioned/detail/enum_core.hpp> // versioned enums: convert_enum
#include <versioned/detail/field.hpp>
#include <versioned/detail/meta.hpp>
#include <versioned/reflection.hpp>
#include <versioned/versions.hpp>

#include <array>
#include <cstddef>
#include <map>
#include <optional>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <variant>
#include <vector>

namespace versioned {

template <version_tag To, versioned_struct T>
constexpr auto convert(T&& x);

namespace detail {

// ---- values ---------------------------------------------------------------------------------

// Instantiated only to report an error; its arguments name the field, the versions of the
// step, and the two types.
template <class Field, class FromVersion, class ToVersion, class FromType, class ToType>
struct no_conversion_for_field {
    static_assert(always_false<Field>,
                  "versioned: no conversion for field -- the arguments of "
                  "no_conversion_for_field<field, from version, to version, from type, to type> "
                  "name them; give the field a changed(..., from_type(T), upgrade_with(F), "
                  "downgrade_with(G)) or use a type the library converts");
    static constexpr bool value = false;
};

template <class T>
struct is_vector : std::false_type {};
template <class T, class A>
struct is_vector<std::vector<T, A>> : std::true_type {};
template <class T, class U>
struct same_size_arrays : std::false_type {};
template <class T, class U, std::size_t N>
struct same_size_arrays<std::array<T, N>, std::array<U, N>> : std::true_type {};
template <class T>
struct is_map : std::false_type {};
template <class K, class T, class C, class A>
struct is_map<std::map<K, T, C, A>> : std::true_type {};
template <class K, class T, class H, class E, class A>
struct is_map<std::unordered_map<K, T, H, E, A>> : std::true_type {};

// Forwards a part of src with src's value category.
template <class Src, class Part>
constexpr decltype(auto) forward_part(Part& part) noexcept {
    if constexpr (std::is_lvalue_reference_v<Src>)
        return static_cast<const Part&>(part);
    else
        return static_cast<Part&&>(part);
}

// Whether convert_value<To> accepts a From (element types checked recursively).
template <class From, class To>
struct convertible_value : std::bool_constant<std::is_same_v<From, To> || std::is_convertible_v<const From&, To>> {};
template <class From, class To>
    requires(versioned_struct<From> && versioned_struct<To>)
struct convertible_value<From, To>
    : std::bool_constant<std::is_same_v<typename From::versioned_descriptor, typename To::versioned_descriptor>> {};
// Versioned enums (VERSIONED_ENUM): two versions of the same enum.
template <class From, class To>
    requires(versioned_enum<From> && versioned_enum<To>)
struct convertible_value<From, To> : std::bool_constant<std::is_same_v<enum_family_t<From>, enum_family_t<To>>> {};
template <class A, class B>
struct convertible_value<std::optional<A>, std::optional<B>> : convertible_value<A, B> {};
template <class A, class B, class AllocA, class AllocB>
struct convertible_value<std::vector<A, AllocA>, std::vector<B, AllocB>> : convertible_value<A, B> {};
template <class A, class B, std::size_t N>
struct convertible_value<std::array<A, N>, std::array<B, N>> : convertible_value<A, B> {};
template <class K, class A, class B, class C, class AllocA, class AllocB>
struct convertible_value<std::map<K, A, C, AllocA>, std::map<K, B, C, AllocB>> : convertible_value<A, B> {};
template <class K, class A, class B, class H, class E, class AllocA, class AllocB>
struct convertible_value<std::unordered_map<K, A, H, E, AllocA>, std::unordered_map<K, B, H, E, AllocB>>
    : convertible_value<A, B> {};

// Converts one value to type To: the same type is forwarded; versioned structs and the
// containers of them convert element by element; anything else converts implicitly (the
// rules checked at VERSIONED_STRUCT allow only lossless implicit conversions here).
// Not specific to a field, so it is instantiated once per pair of types.
template <class To, class From>
constexpr To convert_value(From&& v) {
    using F = std::remove_cvref_t<From>;
    if constexpr (std::is_same_v<F, To>) {
        return static_cast<From&&>(v);
    } else if constexpr (versioned_struct<F> && versioned_struct<To>) {
        return ::versioned::convert<version_t<To>>(static_cast<From&&>(v));
    } else if constexpr (versioned_enum<F> && versioned_enum<To>) { // VERSIONED_ENUM values
        return convert_enum<To>(v);
    } else if constexpr (is_optional<F>::value && is_optional<To>::value) {
        if (!v.has_value()) return To{};
        return To{std::in_place, convert_value<typename To::value_type>(forward_part<From&&>(*v))};
    } else if constexpr (is_vector<F>::value && is_vector<To>::value) {
        To out;
        out.reserve(v.size());
        for (auto& e : v) out.push_back(convert_value<typename To::value_type>(forward_part<From&&>(e)));
        return out;
    } else if constexpr (same_size_arrays<F, To>::value) {
        return [&]<std::size_t... Is>(std::index_sequence<Is...>) {
            return To{convert_value<typename To::value_type>(forward_part<From&&>(v[Is]))...};
        }(std::make_index_sequence<std::tuple_size<To>::value>{});
    } else if constexpr (is_map<F>::value && is_map<To>::value) {
        To out;
        for (auto& [k, e] : v) out.emplace(k, convert_value<typename To::mapped_type>(forward_part<From&&>(e)));
        return out;
    } else {
        return static_cast<From&&>(v);
    }
}

// ---- conversions of one field across any number of versions ----------------------------------
//
// A conversion from version A to version B builds the target directly from the source, field
// by field; intermediate structs are never materialized, so a chain costs what a hand-written
// direct conversion costs. A field's value passes only through the type changes between A and
// B (from_type, with upgrade_with / downgrade_with where given); a struct-level hook in the
// range needs the whole intermediate structs, and then the conversion goes step by step.

template <class Fd, std::size_t I>
using type_at_t = field_type_t<Fd, version_at_t<typename Fd::versioned_module::versions, I>>;

// The next version, walking from Cur towards Target, at which the field's type changes; npos
// when there is none. A change at version c sits between c-1 and c.
template <class Fd, std::size_t Cur, std::size_t Target>
constexpr std::size_t next_type_change() noexcept {
    constexpr auto& info = field_info_v<Fd>;
    if constexpr (Target > Cur) {
        for (std::size_t j = 0; j < info.changes; ++j)
            if (info.change[j].from_type && info.change[j].version > Cur && info.change[j].version <= Target)
                return info.change[j].version;
    } else {
        for (std::size_t j = info.changes; j-- > 0;)
            if (info.change[j].from_type && info.change[j].version <= Cur && info.change[j].version > Target)
                return info.change[j].version;
    }
    return npos;
}

template <class Fd>
constexpr action change_at(std::size_t version) noexcept {
    for (std::size_t j = 0; j < field_info_v<Fd>.changes; ++j)
        if (field_info_v<Fd>.change[j].version == version) return field_info_v<Fd>.change[j];
    return action{};
}

// v as type T of field Fd, converting from version From to version To when the types differ.
template <class T, class Fd, std::size_t From, std::size_t To, class V>
constexpr decltype(auto) as_type(V&& v) {
    using F = std::remove_cvref_t<V>;
    if constexpr (std::is_same_v<F, T>) {
        return static_cast<V&&>(v);
    } else if constexpr (!convertible_value<F, T>::value) {
        using versions = typename Fd::versioned_module::versions;
        static_assert(no_conversion_for_field<Fd, version_at_t<versions, From>, version_at_t<versions, To>, F, T>::value,
                      "versioned: no conversion for field");
        return T{};
    } else {
        return convert_value<T>(static_cast<V&&>(v));
    }
}

// The value of field Fd carried from version Cur to version Target.
template <class Fd, std::size_t Cur, std::size_t Target, class Value>
constexpr type_at_t<Fd, Target> chain_value(Value&& v) {
    constexpr std::size_t c = next_type_change<Fd, Cur, Target>();
    using versions = typename Fd::versioned_module::versions;
    if constexpr (c == npos) {
        return as_type<type_at_t<Fd, Target>, Fd, Cur, Target>(static_cast<Value&&>(v));
    } else {
        constexpr bool up = Target > Cur;
        constexpr std::size_t before = up ? c - 1 : c; // the versions on each side of the change
        constexpr std::size_t after = up ? c : c - 1;
        using before_t = type_at_t<Fd, before>;
        using after_t = type_at_t<Fd, after>;
        using tag = version_at_t<versions, c>;
        constexpr action change = change_at<Fd>(c);
        decltype(auto) at_change = as_type<before_t, Fd, Cur, before>(static_cast<Value&&>(v));
        using at_change_t = decltype(at_change);
        if constexpr (up && change.upgrade_with) {
            return chain_value<Fd, after, Target>(
                after_t(Fd::versioned_upgrade(static_cast<const tag*>(nullptr), static_cast<at_change_t&&>(at_change))));
        } else if constexpr (!up && change.downgrade_with) {
            return chain_value<Fd, after, Target>(
                after_t(Fd::versioned_downgrade(static_cast<const tag*>(nullptr), static_cast<at_change_t&&>(at_change))));
        } else {
            return chain_value<Fd, after, Target>(
                as_type<after_t, Fd, before, after>(static_cast<at_change_t&&>(at_change)));
        }
    }
}

// The initializer of one member (Slot: field and member) of To, from any version of the same
// struct. An unchanged field is forwarded as a reference, so the member is move- or
// copy-constructed once, as in a hand-written conversion.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
template <class To, class Slot, class Src>
constexpr decltype(auto) member_init(Src&& src) {
    using Fd = typename Slot::field;
    constexpr std::size_t a = std::remove_cvref_t<Src>::versioned_index;
    constexpr std::size_t b = To::versioned_index;
    constexpr auto& info = field_info_v<Fd>;
    using to_type = type_at_t<Fd, b>;
    if constexpr (info.member[b] != Slot::member) {
        return absent<Fd, version_t<To>, Slot::member>{};
    } else if constexpr (info.member[a] == npos) {
        // added after a: default_with() or value-initialization in the version that added it
        using added_t = type_at_t<Fd, info.added>;
        if constexpr (info.has_default) {
            return chain_value<Fd, info.added, b>(
                as_type<added_t, Fd, info.added, info.added>(Fd::template versioned_default<>()));
        } else if constexpr (next_type_change<Fd, info.added, b>() == npos && std::is_same_v<added_t, to_type>) {
            return to_type{};
        } else {
            return chain_value<Fd, info.added, b>(added_t{});
        }
    } else if constexpr (next_type_change<Fd, a, b>() == npos && std::is_same_v<type_at_t<Fd, a>, to_type>) {
        return Fd::template versioned_get<info.member[a]>(static_cast<Src&&>(src));
    } else {
        return chain_value<Fd, a, b>(Fd::template versioned_get<info.member[a]>(static_cast<Src&&>(src)));
    }
}
#pragma GCC diagnostic pop

// Positional aggregate initialization also initializes deprecated members, which clang
// reports as a use; the library's own use must not warn.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
template <class To, class Src, class... Slots>
constexpr To build(Src&& src, type_list<Slots...>) {
    return To{member_init<To, Slots>(static_cast<Src&&>(src))...};
}
#pragma GCC diagnostic pop

template <class From, class To>
concept has_upgrade_hook = requires(const From& f, To& t) { versioned_upgrade(f, t); };
template <class From, class To>
concept has_downgrade_hook = requires(const From& f, To& t) { versioned_downgrade(f, t); };

// One adjacent step. With a hook, the source is read (not moved) so the hook sees it whole.
template <class To, class Src>
constexpr To step(Src&& src) {
    using From = std::remove_cvref_t<Src>;
    constexpr typename To::versioned_descriptor::versioned_slots slots{};
    constexpr bool up = To::versioned_index > From::versioned_index;
    if constexpr (up && has_upgrade_hook<From, To>) {
        To to = build<To>(static_cast<const From&>(src), slots);
        versioned_upgrade(static_cast<const From&>(src), to);
        return to;
    } else if constexpr (!up && has_downgrade_hook<From, To>) {
        To to = build<To>(static_cast<const From&>(src), slots);
        versioned_downgrade(static_cast<const From&>(src), to);
        return to;
    } else {
        return build<To>(static_cast<Src&&>(src), slots);
    }
}

template <class T, std::size_t I>
using at_version_t = typename T::versioned_descriptor::template versioned_template<
    version_at_t<typename T::versioned_descriptor::versioned_module::versions, I>>;

// Whether a struct-level hook applies to any adjacent step between versions A and B.
template <class T, std::size_t A, std::size_t B, std::size_t... Is>
constexpr bool hooks_between(std::index_sequence<Is...>) noexcept {
    if constexpr (A < B)
        return (has_upgrade_hook<at_version_t<T, A + Is>, at_version_t<T, A + Is + 1>> || ... || false);
    else
        return (has_downgrade_hook<at_version_t<T, A - Is>, at_version_t<T, A - Is - 1>> || ... || false);
}

} // namespace detail

// The same struct at the next version.
template <versioned_struct T>
constexpr auto upgrade(T&& x) {
    using U = std::remove_cvref_t<T>;
    constexpr std::size_t i = U::versioned_index;
    static_assert(i + 1 < U::versioned_descriptor::versioned_module::versions::size,
                  "versioned::upgrade: the argument is already at the latest version");
    return detail::step<detail::at_version_t<U, i + 1>>(static_cast<T&&>(x));
}

// The same struct at the previous version.
template <versioned_struct T>
constexpr auto downgrade(T&& x) {
    using U = std::remove_cvref_t<T>;
    constexpr std::size_t i = U::versioned_index;
    static_assert(i > 0, "versioned::downgrade: the argument is already at the oldest version");
    return detail::step<detail::at_version_t<U, i - 1>>(static_cast<T&&>(x));
}

// The same struct at version To: the identity for the same version, otherwise the chain of
// adjacent upgrades or downgrades -- computed directly, field by field, unless a struct-level
// hook needs the intermediate versions.
template <version_tag To, versioned_struct T>
constexpr auto convert(T&& x) {
    using U = std::remove_cvref_t<T>;
    static_assert(std::is_same_v<module_of_t<To>, typename U::versioned_descriptor::versioned_module>,
                  "versioned::convert<To>: To is not a version of the argument's module");
    constexpr std::size_t from = U::versioned_index;
    constexpr std::size_t distance = To::index > from ? To::index - from : from - To::index;
    using target = detail::at_version_t<U, To::index>;
    if constexpr (To::index == from) {
        return U(static_cast<T&&>(x));
    } else if constexpr (!detail::hooks_between<U, from, To::index>(std::make_index_sequence<distance>{})) {
        return detail::build<target>(static_cast<T&&>(x), typename U::versioned_descriptor::versioned_slots{});
    } else if constexpr (To::index > from) {
        return convert<To>(upgrade(static_cast<T&&>(x)));
    } else {
        return convert<To>(downgrade(static_cast<T&&>(x)));
    }
}

// Converts whichever version a variant holds (runtime dispatch).
template <version_tag To, class... Ts>
    requires(versioned_struct<Ts> && ...)
constexpr auto convert(const std::variant<Ts...>& held) {
    return std::visit([](const auto& x) { return convert<To>(x); }, held);
}
template <version_tag To, class... Ts>
    requires(versioned_struct<Ts> && ...)
constexpr auto convert(std::variant<Ts...>&& held) {
    return std::visit([](auto&& x) { return convert<To>(static_cast<decltype(x)&&>(x)); }, std::move(held));
}

// Whether the library converts From to To (same struct template, any two versions).
template <class From, class To>
concept convertible_versions =
    versioned_struct<From> && versioned_struct<To> &&
    std::is_same_v<descriptor_of_t<From>, descriptor_of_t<To>>;

} // namespace versioned

#endif // VERSIONED_CONVERT_HPP
