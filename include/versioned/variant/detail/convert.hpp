// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_VARIANT_DETAIL_CONVERT_HPP
#define VERSIONED_VARIANT_DETAIL_CONVERT_HPP

// Converting a versioned variant between any two of its versions: one dispatch on the held
// alternative, then that alternative's value carried straight to the target version -- through
// its type changes (from_type, upgrade_with / downgrade_with: the same chain_value a struct
// field goes through) and, below the version that added it, through its downgrade_to into the
// target alternative, and on from there. Nothing intermediate is built but the values a user
// function takes or returns; nested versioned types convert as everywhere (convert_value).

#include <versioned/container_traits.hpp>
#include <versioned/convert.hpp>
#include <versioned/detail/field_info.hpp>
#include <versioned/detail/field_value.hpp>
#include <versioned/detail/meta.hpp>
#include <versioned/detail/value_conversion.hpp>
#include <versioned/variant/detail/core.hpp>

#include <cstddef>
#include <type_traits>
#include <utility>
#include <variant>

namespace versioned::detail {

template <class To, std::size_t Alt, std::size_t Cur, class Value>
constexpr To carry_alternative(Value&& x);

// The value of alternative Alt in the version that added it, as its downgrade_to target's type
// in the version before: through the function, or losslessly without one (the rules checked
// which at the declaration).
template <class D, std::size_t Alt, class Value>
[[gnu::always_inline]] constexpr auto downgrade_to_value(Value&& x) {
    using A = alternative_at_t<D, Alt>;
    constexpr std::size_t at = field_info_v<A>.added;
    using target_t = type_at_t<alternative_at_t<D, variant_info_v<D>.downgrade_target[Alt]>, at - 1>;
    if constexpr (variant_info_v<D>.downgrade_function[Alt])
        return function_result<target_t>(A::versioned_downgrade_to(static_cast<Value&&>(x)));
    else if constexpr (convertible_value<std::remove_cvref_t<Value>, target_t>::value)
        return convert_value<target_t>(static_cast<Value&&>(x));
    else
        return target_t{}; // reported at the declaration (downgrade_to needs a function)
}

// x, the value of alternative Alt at version Cur, as To (a version of the same variant).
template <class To, std::size_t Alt, std::size_t Cur, class Value>
[[gnu::always_inline]] constexpr To carry_alternative(Value&& x) {
    using D = typename To::versioned_variant_descriptor;
    using A = alternative_at_t<D, Alt>;
    constexpr std::size_t b = To::versioned_index;
    constexpr std::size_t slot = variant_layout_v<D>.slot[b][Alt];
    constexpr std::size_t target = variant_info_v<D>.downgrade_target[Alt];
    if constexpr (slot != npos) {
        return To(std::in_place_index<slot>, chain_value<A, Cur, b>(static_cast<Value&&>(x)));
    } else if constexpr (target == npos) {
        return To{}; // a table that breaks a rule, reported at the declaration
    } else {
        // b is older than the version that added Alt: the value becomes the downgrade_to target
        // there, and goes on from the version before the addition
        constexpr std::size_t at = field_info_v<A>.added;
        return carry_alternative<To, target, at - 1>(
            downgrade_to_value<D, Alt>(chain_value<A, Cur, at>(static_cast<Value&&>(x))));
    }
}

// The alternative in slot K of v (From: a version of the variant, with its value category).
template <class To, class From, std::size_t K>
constexpr To convert_slot(From&& v) {
    using F = std::remove_cvref_t<From>;
    using D = typename F::versioned_variant_descriptor;
    constexpr std::size_t a = F::versioned_index;
    // std::get, not std::get_if: g++ 12 cannot compare the address of a temporary's member
    // with null in a constant expression
    return carry_alternative<To, variant_layout_v<D>.alternative[a][K], a>(std::get<K>(static_cast<From&&>(v).storage()));
}

// Declared in detail/value_conversion.hpp, so that variants nested in structs and containers
// convert as any other value.
template <class To, class From>
constexpr To convert_variant(From&& v) {
    using F = std::remove_cvref_t<From>;
    using D = typename F::versioned_variant_descriptor;
    static_assert(std::is_same_v<D, typename To::versioned_variant_descriptor>,
                  "versioned: converting between two different versioned variants");
    if constexpr (std::is_same_v<F, To>) {
        return To(static_cast<From&&>(v));
    } else {
        if (v.storage().valueless_by_exception()) throw std::bad_variant_access{};
        return [&]<std::size_t... Ks>(std::index_sequence<Ks...>) {
            constexpr To (*slots[])(From&&) = {&convert_slot<To, From, Ks>...};
            return slots[v.index()](static_cast<From&&>(v));
        }(std::make_index_sequence<variant_layout_v<D>.count[F::versioned_index]>{});
    }
}

} // namespace versioned::detail

#endif // VERSIONED_VARIANT_DETAIL_CONVERT_HPP
