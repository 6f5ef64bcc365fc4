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
struct is_optional : std::false_type {};
template <class T>
struct is_optional<std::optional<T>> : std::true_type {};
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

// How a step initializes one member of the target.
enum class init_kind : unsigned char { absent, forward, convert, upgrade_with, downgrade_with, default_with, value_init };

// Per field of a step From -> To (adjacent versions): how its present member is initialized.
template <class Fd, class VFrom, class VTo>
constexpr init_kind field_init_kind() noexcept {
    constexpr auto& info = field_info_v<Fd>;
    if constexpr (info.member[VFrom::index] == npos) {
        return info.has_default ? init_kind::default_with : init_kind::value_init;
    } else {
        constexpr bool up = VTo::index > VFrom::index;
        constexpr std::size_t later = up ? VTo::index : VFrom::index;
        constexpr std::size_t seg = info.segment[later - 1];
        if (info.segment[later] != seg) { // the change sits at the later version
            if (up && info.change[seg].upgrade_with) return init_kind::upgrade_with;
            if (!up && info.change[seg].downgrade_with) return init_kind::downgrade_with;
        }
        return std::is_same_v<field_type_t<Fd, VFrom>, field_type_t<Fd, VTo>> ? init_kind::forward
                                                                                : init_kind::convert;
    }
}

// The initializer of one member (Slot: field and member) of To, from the adjacent version.
// Everything it needs is per field, so no member looks anything up by index.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
template <class To, class Slot, class Src>
constexpr decltype(auto) member_init(Src&& src) {
    using Fd = typename Slot::field;
    using VTo = version_t<To>;
    using VFrom = version_t<std::remove_cvref_t<Src>>;
    constexpr auto& info = field_info_v<Fd>;
    if constexpr (info.member[VTo::index] != Slot::member) {
        return absent<Fd, VTo, Slot::member>{};
    } else {
        constexpr init_kind kind = field_init_kind<Fd, VFrom, VTo>();
        using to_type = field_type_t<Fd, VTo>;
        if constexpr (kind == init_kind::value_init) {
            return to_type{};
        } else if constexpr (kind == init_kind::default_with) {
            return convert_value<to_type>(Fd::template versioned_default<>());
        } else {
            constexpr std::size_t from_member = info.member[VFrom::index];
            using later_tag = std::conditional_t<(VTo::index > VFrom::index), VTo, VFrom>;
            if constexpr (kind == init_kind::forward) {
                return Fd::template versioned_get<from_member>(static_cast<Src&&>(src));
            } else if constexpr (kind == init_kind::upgrade_with) {
                return to_type(Fd::versioned_upgrade(static_cast<const later_tag*>(nullptr),
                                                     Fd::template versioned_get<from_member>(static_cast<Src&&>(src))));
            } else if constexpr (kind == init_kind::downgrade_with) {
                return to_type(Fd::versioned_downgrade(static_cast<const later_tag*>(nullptr),
                                                       Fd::template versioned_get<from_member>(static_cast<Src&&>(src))));
            } else {
                using from_type = field_type_t<Fd, VFrom>;
                if constexpr (!convertible_value<from_type, to_type>::value) {
                    static_assert(no_conversion_for_field<Fd, VFrom, VTo, from_type, to_type>::value,
                                  "versioned: no conversion for field");
                    return to_type{};
                } else {
                    return convert_value<to_type>(Fd::template versioned_get<from_member>(static_cast<Src&&>(src)));
                }
            }
        }
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
// adjacent upgrades or downgrades.
template <version_tag To, versioned_struct T>
constexpr auto convert(T&& x) {
    using U = std::remove_cvref_t<T>;
    static_assert(std::is_same_v<module_of_t<To>, typename U::versioned_descriptor::versioned_module>,
                  "versioned::convert<To>: To is not a version of the argument's module");
    constexpr std::size_t from = U::versioned_index;
    if constexpr (To::index == from) {
        return U(static_cast<T&&>(x));
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
