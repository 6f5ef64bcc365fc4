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

// ---- members of a struct in declaration order: (field, member index in the field) ---------

struct member_slot {
    std::size_t field = 0;
    std::size_t member = 0;
};

template <class... Fs>
constexpr auto compute_member_slots(type_list<Fs...>) noexcept {
    std::array<member_slot, (std::size(Fs::versioned_members) + ... + 0)> out{};
    std::size_t n = 0, f = 0;
    (
        [&] {
            for (std::size_t k = 0; k < std::size(Fs::versioned_members); ++k) out[n++] = member_slot{f, k};
            ++f;
        }(),
        ...);
    return out;
}
template <class D>
inline constexpr auto member_slots_v = compute_member_slots(typename D::versioned_fields{});

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

// Converts one value to type To: the same type is forwarded; versioned structs and the
// containers of them convert element by element; anything else converts implicitly (the
// rules checked at VERSIONED_STRUCT allow only lossless implicit conversions here).
template <class To, class Ctx, class From>
constexpr To convert_value(From&& v) {
    using F = std::remove_cvref_t<From>;
    if constexpr (std::is_same_v<F, To>) {
        return static_cast<From&&>(v);
    } else if constexpr (versioned_struct<F> && versioned_struct<To>) {
        return ::versioned::convert<version_t<To>>(static_cast<From&&>(v));
    } else if constexpr (is_optional<F>::value && is_optional<To>::value) {
        if (!v.has_value()) return To{};
        return To{std::in_place, convert_value<typename To::value_type, Ctx>(forward_part<From&&>(*v))};
    } else if constexpr (is_vector<F>::value && is_vector<To>::value) {
        To out;
        out.reserve(v.size());
        for (auto& e : v) out.push_back(convert_value<typename To::value_type, Ctx>(forward_part<From&&>(e)));
        return out;
    } else if constexpr (same_size_arrays<F, To>::value) {
        return [&]<std::size_t... Is>(std::index_sequence<Is...>) {
            return To{convert_value<typename To::value_type, Ctx>(forward_part<From&&>(v[Is]))...};
        }(std::make_index_sequence<std::tuple_size<To>::value>{});
    } else if constexpr (is_map<F>::value && is_map<To>::value) {
        To out;
        for (auto& [k, e] : v) out.emplace(k, convert_value<typename To::mapped_type, Ctx>(forward_part<From&&>(e)));
        return out;
    } else if constexpr (std::is_convertible_v<From&&, To>) {
        return static_cast<From&&>(v);
    } else {
        static_assert(Ctx::template report<F, To>::value, "versioned: no conversion for field");
        return To{};
    }
}

template <class Field, class FromVersion, class ToVersion>
struct conversion_context {
    template <class FromType, class ToType>
    using report = no_conversion_for_field<Field, FromVersion, ToVersion, FromType, ToType>;
};

// The value of field Fd in version To, computed from a struct of the adjacent version From.
template <class Fd, class VFrom, class VTo, class Src>
constexpr field_type_t<Fd, VTo> field_value(Src&& src) {
    using to_type = field_type_t<Fd, VTo>;
    using ctx = conversion_context<Fd, VFrom, VTo>;
    constexpr auto& info = field_info_v<Fd>;
    constexpr std::size_t from_member = info.member[VFrom::index];
    if constexpr (from_member == npos) {
        // added in VTo: upgrade fills it with default_with() or value-initialization
        if constexpr (info.has_default)
            return convert_value<to_type, ctx>(Fd::template versioned_default<>());
        else
            return to_type{};
    } else {
        auto&& value = Fd::template versioned_get<from_member>(static_cast<Src&&>(src));
        constexpr bool up = VTo::index > VFrom::index;
        // The change (if any) between the two versions sits at the later one.
        constexpr std::size_t later = up ? VTo::index : VFrom::index;
        constexpr std::size_t seg_lo = info.segment[later - 1];
        constexpr bool changed_here = info.segment[later] != seg_lo;
        constexpr action change = changed_here ? info.change[seg_lo] : action{};
        using later_tag = std::conditional_t<up, VTo, VFrom>;
        if constexpr (changed_here && up && change.upgrade_with) {
            return Fd::versioned_upgrade(static_cast<const later_tag*>(nullptr), forward_part<Src&&>(value));
        } else if constexpr (changed_here && !up && change.downgrade_with) {
            return Fd::versioned_downgrade(static_cast<const later_tag*>(nullptr), forward_part<Src&&>(value));
        } else {
            return convert_value<to_type, ctx>(forward_part<Src&&>(value));
        }
    }
}

template <class To, std::size_t G, class Src>
constexpr decltype(auto) member_init(Src&& src) {
    using D = typename To::versioned_descriptor;
    using VTo = version_t<To>;
    using VFrom = version_t<std::remove_cvref_t<Src>>;
    constexpr member_slot slot = member_slots_v<D>[G];
    using Fd = list_at_t<typename D::versioned_fields, slot.field>;
    if constexpr (field_info_v<Fd>.member[VTo::index] != slot.member)
        return absent<Fd, VTo, slot.member>{};
    else
        return field_value<Fd, VFrom, VTo>(static_cast<Src&&>(src));
}

// Positional aggregate initialization also initializes deprecated members, which clang
// reports as a use; the library's own use must not warn.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
template <class To, class Src, std::size_t... Gs>
constexpr To build(Src&& src, std::index_sequence<Gs...>) {
    return To{member_init<To, Gs>(static_cast<Src&&>(src))...};
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
    using D = typename To::versioned_descriptor;
    constexpr auto slots = std::make_index_sequence<member_slots_v<D>.size()>{};
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
