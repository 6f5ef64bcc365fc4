// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_CONVERT_HPP
#define VERSIONED_CONVERT_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// Conversions between versions, synthesized from the field table: upgrade (next version),
// downgrade (previous version), convert<V> (any version, as a chain of adjacent steps chosen
// at compile time) and convert<V>(any<S>) (runtime dispatch on the held version).
//
// A step builds the target with one aggregate initialization, member by member, so every
// member is constructed once, directly from the source member (moved when the source is an
// rvalue). Hooks announced in the struct's table, hooks(upgrade(B), downgrade(B)), run after
// the generated step (detail/hooks.hpp):
//   void versioned_upgrade(const S<A>& from, S<B>& to);    // B is the version after A
//   void versioned_downgrade(const S<B>& from, S<A>& to);

#include <versioned/detail/default_value.hpp>
#include <versioned/detail/field.hpp>
#include <versioned/detail/field_value.hpp>
#include <versioned/detail/hooks.hpp>
#include <versioned/detail/meta.hpp>
#include <versioned/detail/value_conversion.hpp>
#include <versioned/reflection.hpp>
#include <versioned/versions.hpp>

#include <cstddef>
#include <type_traits>
#include <utility>
#include <variant>

namespace versioned {

template <version_tag To, versioned_struct T>
constexpr auto convert(T&& x);

namespace detail {

// ---- values ---------------------------------------------------------------------------------
//
// Values convert as detail/value_conversion.hpp says, a field's value is carried across
// versions by chain_value (detail/field_value.hpp), and a field added later gets default_at
// (detail/default_value.hpp). A conversion from version A to version B builds the target
// directly from the source, field by field; intermediate structs are never materialized, so a
// chain costs what a hand-written direct conversion costs. A struct-level hook in the range
// needs the whole intermediate structs, and then the conversion goes step by step.

template <class To, class From>
constexpr To convert_struct(From&& v) {
    return ::versioned::convert<version_t<To>>(static_cast<From&&>(v));
}

// The initializer of one member (Slot: field and member) of To, from any version of the same
// struct. An unchanged field is forwarded as a reference, so the member is move- or
// copy-constructed once, as in a hand-written conversion. Everything below build() is
// always_inline: an optimizing build inlines it anyway, and a -O0 build then emits one
// function per conversion direction instead of one per member and step.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
template <class To, class Slot, class Src>
[[gnu::always_inline]] constexpr decltype(auto) member_init(Src&& src) {
    using Fd = typename Slot::field;
    constexpr std::size_t a = std::remove_cvref_t<Src>::versioned_index;
    constexpr std::size_t b = To::versioned_index;
    constexpr std::size_t from_member = field_member_v<Fd>[a];
    if constexpr (field_member_v<Fd>[b] != Slot::member) {
        return absent<Fd, version_t<To>, Slot::member>{};
    } else if constexpr (from_member == npos) {
        // added after a: default_with() or value-initialization in the version that added it,
        // carried to b; removed at or before a: removed(VER, default_with())'s value, else the same
        return fill_at<Fd, a, b>();
    } else if constexpr (next_type_change(field_info_v<Fd>, a, b) == npos && std::is_same_v<type_at_t<Fd, a>, type_at_t<Fd, b>>) {
        return Fd::template versioned_get<from_member>(static_cast<Src&&>(src));
    } else {
        return chain_value<Fd, a, b>(Fd::template versioned_get<from_member>(static_cast<Src&&>(src)));
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

// One adjacent step. With a hook, the source is read (not moved) so the hook sees it whole.
// Whether a hook runs is fixed by the struct's declaration (hooks(...) in its table, see
// detail/hooks.hpp); the call finds the function VERSIONED_STRUCT declared for it.
template <class To, class Src>
constexpr To step(Src&& src) {
    using From = std::remove_cvref_t<Src>;
    using D = typename To::versioned_descriptor;
    constexpr typename D::versioned_slots slots{};
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
    static_assert(detail::check_stray_hooks<typename U::versioned_descriptor, i, true>());
    return detail::step<detail::at_version_t<U, i + 1>>(static_cast<T&&>(x));
}

// The same struct at the previous version.
template <versioned_struct T>
constexpr auto downgrade(T&& x) {
    using U = std::remove_cvref_t<T>;
    constexpr std::size_t i = U::versioned_index;
    static_assert(i > 0, "versioned::downgrade: the argument is already at the oldest version");
    static_assert(detail::check_stray_hooks<typename U::versioned_descriptor, i, false>());
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
    using D = typename U::versioned_descriptor;
    static_assert(detail::check_stray_hooks_between<D, from, To::index>(std::make_index_sequence<distance>{}));
    if constexpr (To::index == from) {
        return U(static_cast<T&&>(x));
    } else if constexpr (!detail::hooks_between<D, from, To::index>()) {
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
    return std::visit([](const auto& alternative) { return convert<To>(alternative); }, held);
}
template <version_tag To, class... Ts>
    requires(versioned_struct<Ts> && ...)
constexpr auto convert(std::variant<Ts...>&& held) {
    return std::visit([](auto&& alternative) { return convert<To>(static_cast<decltype(alternative)&&>(alternative)); },
                      std::move(held));
}

// Whether the library converts From to To (same struct template, any two versions).
template <class From, class To>
concept convertible_versions =
    versioned_struct<From> && versioned_struct<To> &&
    std::is_same_v<descriptor_of_t<From>, descriptor_of_t<To>>;

} // namespace versioned

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_CONVERT_HPP
