// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_DETAIL_FIELD_VALUE_HPP
#define VERSIONED_DETAIL_FIELD_VALUE_HPP

// The value of one field carried across any number of versions: through the type changes
// between the two versions (from_type, with upgrade_with / downgrade_with where given), each
// value converted as detail/value_conversion.hpp says. Conversions (convert.hpp) and defaults
// (default_value.hpp) both go through chain_value, so a default and an upgraded value agree.

#include <versioned/detail/field.hpp>
#include <versioned/detail/meta.hpp>
#include <versioned/detail/value_conversion.hpp>
#include <versioned/detail/version_list.hpp>

#include <cstddef>
#include <type_traits>

namespace versioned::detail {

// Instantiated only to report an error; its arguments name the field, the versions of the
// step, and the two types.
template <class Field, class FromVersion, class ToVersion, class FromType, class ToType>
struct no_conversion_for_field {
    static_assert(always_false<Field>,
                  "versioned: no conversion for field -- the arguments of "
                  "no_conversion_for_field<field, from version, to version, from type, to type> "
                  "name them; give the field a changed(..., from_type(T), upgrade_with(F), "
                  "downgrade_with(G)), use a type the library converts, or describe your container "
                  "to the library with a specialization of versioned::container_traits");
    static constexpr bool value = false;
};

template <class Fd, std::size_t I>
using type_at_t = field_type_t<Fd, version_at_t<typename Fd::versioned_module::versions, I>>;

// The next version, walking from cur towards target, at which the field's type changes or a
// function converts its value (a change of constraints with upgrade_with / downgrade_with); npos
// when there is none. A change at version c sits between c-1 and c. Functions of the field's
// data (templates only on the number of versions): called for every member of every
// conversion, they would cost more instantiated per field than evaluated.
template <std::size_t NV>
constexpr std::size_t next_type_change(const field_info<NV>& info, std::size_t cur, std::size_t target) noexcept {
    if (target > cur) {
        for (std::size_t j = 0; j < info.changes; ++j)
            if (info.change[j].converts() && info.change[j].version > cur && info.change[j].version <= target)
                return info.change[j].version;
    } else {
        for (std::size_t j = info.changes; j-- > 0;)
            if (info.change[j].converts() && info.change[j].version <= cur && info.change[j].version > target)
                return info.change[j].version;
    }
    return npos;
}

// The changed() action at a version (an empty action when there is none).
template <std::size_t NV>
constexpr action change_at(const field_info<NV>& info, std::size_t version) noexcept {
    for (std::size_t j = 0; j < info.changes; ++j)
        if (info.change[j].version == version) return info.change[j];
    return action{};
}

// v as type T of field Fd, converting from version From to version To when the types differ.
template <class T, class Fd, std::size_t From, std::size_t To, class V>
[[gnu::always_inline]] constexpr decltype(auto) as_type(V&& v) {
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

// The argument of an upgrade_with / downgrade_with: an rvalue, so a function taking T&& works
// for conversions from lvalues too. A value still referring into an lvalue source is copied
// into a temporary (a conversion from an lvalue copies every member anyway) -- unless it cannot
// be copied, and then the function gets the source itself, read-only.
template <class Ref, class T>
[[gnu::always_inline]] constexpr decltype(auto) hook_argument(T& x) {
    if constexpr (!std::is_lvalue_reference_v<Ref>)
        return static_cast<T&&>(x);
    else if constexpr (std::is_copy_constructible_v<std::remove_cvref_t<T>>)
        return std::remove_cvref_t<T>(x);
    else
        return static_cast<const T&>(x);
}

// A user function's result as the field's type To. It converts losslessly, or the declaration
// has already reported it (type_rule_errors in detail/rules.hpp); then nothing more is said.
template <class To, class R>
[[gnu::always_inline]] constexpr To function_result(R&& r) {
    if constexpr (result_converts<R, To>)
        return convert_value<To>(static_cast<R&&>(r));
    else
        return To{};
}

// The value of field Fd carried from version Cur to version Target.
template <class Fd, std::size_t Cur, std::size_t Target, class Value>
[[gnu::always_inline]] constexpr type_at_t<Fd, Target> chain_value(Value&& v) {
    constexpr std::size_t c = next_type_change(field_info_v<Fd>, Cur, Target);
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
        constexpr action change = change_at(field_info_v<Fd>, c);
        decltype(auto) at_change = as_type<before_t, Fd, Cur, before>(static_cast<Value&&>(v));
        using at_change_t = decltype(at_change);
        // The functions' results convert losslessly to after_t, never by a cast.
        if constexpr (up && change.upgrade_with) {
            return chain_value<Fd, after, Target>(function_result<after_t>(
                Fd::versioned_upgrade(static_cast<const tag*>(nullptr), hook_argument<at_change_t>(at_change))));
        } else if constexpr (!up && change.downgrade_with) {
            return chain_value<Fd, after, Target>(function_result<after_t>(
                Fd::versioned_downgrade(static_cast<const tag*>(nullptr), hook_argument<at_change_t>(at_change))));
        } else {
            return chain_value<Fd, after, Target>(
                as_type<after_t, Fd, before, after>(static_cast<at_change_t&&>(at_change)));
        }
    }
}

} // namespace versioned::detail

#endif // VERSIONED_DETAIL_FIELD_VALUE_HPP
