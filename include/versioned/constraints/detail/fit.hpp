// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_CONSTRAINTS_DETAIL_FIT_HPP
#define VERSIONED_CONSTRAINTS_DETAIL_FIT_HPP

// Which keywords fit a field's type (DESIGN.md §13 "constraint does not fit the field"): the
// type is reduced to its shape, constexpr data computed once per type, and a non-template
// function judges a set of keywords against it -- also their contradictions (a minimum above
// the maximum) and the bounds Kubernetes can hold (§8: a double, inside int64).

#include <versioned/constraints/data.hpp>
#include <versioned/constraints/traits.hpp>
#include <versioned/container_traits.hpp>
#include <versioned/detail/value_conversion.hpp>

#include <array>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>

namespace versioned::detail::constraints {

enum class shape_kind : unsigned char { other, boolean, integer, floating, string, array, fixed_array, map, object, variant, enumeration };

struct shape {
    shape_kind kind = shape_kind::other;
    bool optional = false;         // the keywords judge the value inside, when there is one
    bool is_signed = false;        // integer
    long long min = 0;             // integer range
    unsigned long long max = 0;
    bool float32 = false;          // floating: a float
    bool scalar_elements = false;  // arrays: booleans, numbers, strings or enums (unique_items)
    bool traits_string = false;    // string through constraint_traits<T>
};

constexpr bool is_scalar(shape_kind k) noexcept {
    return k == shape_kind::boolean || k == shape_kind::integer || k == shape_kind::floating || k == shape_kind::string ||
           k == shape_kind::enumeration;
}

template <class T>
struct is_std_array_type : std::false_type {};
template <class E, std::size_t N>
struct is_std_array_type<std::array<E, N>> : std::true_type {};

template <class T>
constexpr shape shape_of() noexcept {
    shape s{};
    if constexpr (requires { constraint_traits<T>::kind; }) {
        s.kind = shape_kind::string;
        s.traits_string = true;
    } else if constexpr (std::is_same_v<T, bool>) {
        s.kind = shape_kind::boolean;
    } else if constexpr (std::is_integral_v<T>) {
        s.kind = shape_kind::integer;
        s.is_signed = std::is_signed_v<T>;
        s.min = static_cast<long long>(std::numeric_limits<T>::min());
        s.max = static_cast<unsigned long long>(std::numeric_limits<T>::max());
    } else if constexpr (std::is_floating_point_v<T>) {
        s.kind = shape_kind::floating;
        s.float32 = sizeof(T) <= 4;
    } else if constexpr (std::is_same_v<T, std::string> || std::is_same_v<T, std::string_view>) {
        s.kind = shape_kind::string;
    } else if constexpr (is_optional<T>::value) {
        s = shape_of<typename T::value_type>();
        s.optional = true;
    } else if constexpr (std::is_enum_v<T>) {
        s.kind = shape_kind::enumeration;
    } else if constexpr (versioned_struct<T>) {
        s.kind = shape_kind::object;
    } else if constexpr (versioned_variant<T>) {
        s.kind = shape_kind::variant;
    } else if constexpr (is_std_array_type<T>::value) {
        s.kind = shape_kind::fixed_array;
        s.scalar_elements = is_scalar(shape_of<typename T::value_type>().kind);
    } else if constexpr (requires { typename T::key_type; typename T::mapped_type; }) {
        if constexpr (std::is_same_v<typename T::key_type, std::string>) s.kind = shape_kind::map;
    } else if constexpr (requires { typename container_traits<T>::value_type; }) {
        s.kind = shape_kind::array;
        s.scalar_elements = is_scalar(shape_of<typename container_traits<T>::value_type>().kind);
    }
    return s;
}

// The largest double below 2^63: Kubernetes compares integral values with a bound converted
// to int64, so every bound it sees lies inside int64 (DESIGN.md §8).
inline constexpr double int64_limit = 9223372036854775808.0; // 2^63

constexpr bool inside_int64(const number& n) noexcept { return n.value >= -int64_limit && n.value < int64_limit; }

// Whether a bound fits a number shape: a value of the type, a double exactly, inside int64.
constexpr bool bound_fits(const number& n, const shape& s) noexcept {
    if (!n.finite || !n.exact_double || !inside_int64(n)) return false;
    if (s.kind == shape_kind::integer) {
        if (!n.integral) return false;
        if (n.negative) return s.is_signed && n.magnitude - 1 <= static_cast<unsigned long long>(-(s.min + 1));
        return n.magnitude <= s.max;
    }
    // a float field compares its value as a float: the bound must be one
    return !s.float32 || static_cast<double>(static_cast<float>(n.value)) == n.value;
}

constexpr bool factor_fits(const number& n, const shape& s) noexcept {
    if (!n.finite || !n.exact_double || n.negative || n.value <= 0 || !inside_int64(n)) return false;
    if (s.kind == shape_kind::integer) return n.integral && n.magnitude <= s.max;
    return !s.float32 || static_cast<double>(static_cast<float>(n.value)) == n.value;
}

// Which keywords fit each shape (a bit per kind).
constexpr std::uint32_t fitting_kinds(const shape& s) noexcept {
    constexpr std::uint32_t numbers = bit(kind::minimum) | bit(kind::maximum) | bit(kind::exclusive_minimum) |
                                      bit(kind::exclusive_maximum) | bit(kind::multiple_of);
    constexpr std::uint32_t strings = bit(kind::min_length) | bit(kind::max_length) | bit(kind::pattern) | bit(kind::format);
    constexpr std::uint32_t arrays = bit(kind::min_items) | bit(kind::max_items) | bit(kind::unique_items);
    constexpr std::uint32_t objects = bit(kind::min_properties) | bit(kind::max_properties);
    std::uint32_t fit = bit(kind::rule);
    switch (s.kind) {
    case shape_kind::integer:
    case shape_kind::floating: fit |= numbers; break;
    case shape_kind::string: fit |= strings; break;
    case shape_kind::array: fit |= s.scalar_elements ? arrays : arrays & ~bit(kind::unique_items); break;
    case shape_kind::fixed_array: fit |= s.scalar_elements ? bit(kind::unique_items) : 0; break;
    case shape_kind::map:
    case shape_kind::object: fit |= objects; break;
    default: break;
    }
    return fit;
}

// Whether the bounds leave no value: a minimum above the maximum, or equal with one exclusive.
constexpr bool bounds_contradict(const set& c) noexcept {
    const bool lower = c.has(kind::minimum) || c.has(kind::exclusive_minimum);
    const bool upper = c.has(kind::maximum) || c.has(kind::exclusive_maximum);
    if (!lower || !upper) return false;
    const kind lo = c.has(kind::minimum) ? kind::minimum : kind::exclusive_minimum;
    const kind hi = c.has(kind::maximum) ? kind::maximum : kind::exclusive_maximum;
    const int order = compare(c.num(lo), c.num(hi));
    return order > 0 || (order == 0 && (lo == kind::exclusive_minimum || hi == kind::exclusive_maximum));
}

// The kinds of c that do not fit the shape s, contradict each other, are given twice or have an
// argument no field takes. (pattern's syntax and format's name are judged on their own.)
// Written out, without loops over initializer lists: g++ evaluates this once per constrained
// field, and a loop over {...} cost it about a million instructions.
constexpr std::uint32_t misfits(const set& c, const shape& s) noexcept {
    std::uint32_t out = c.bad | (c.given & ~fitting_kinds(s));
    const auto bound = [&](kind k) {
        if (c.has(k) && (out & bit(k)) == 0 && !bound_fits(c.num(k), s)) out |= bit(k);
    };
    bound(kind::minimum);
    bound(kind::maximum);
    bound(kind::exclusive_minimum);
    bound(kind::exclusive_maximum);
    if (c.has(kind::multiple_of) && (out & bit(kind::multiple_of)) == 0 && !factor_fits(c.num(kind::multiple_of), s))
        out |= bit(kind::multiple_of);
    // one lower and one upper bound: OpenAPI writes either as "minimum" ("maximum")
    if (c.has(kind::minimum) && c.has(kind::exclusive_minimum)) out |= bit(kind::exclusive_minimum);
    if (c.has(kind::maximum) && c.has(kind::exclusive_maximum)) out |= bit(kind::exclusive_maximum);
    // a contradiction is the upper bound's (one error, naming one keyword)
    if (bounds_contradict(c)) out |= bit(c.has(kind::maximum) ? kind::maximum : kind::exclusive_maximum);
    const auto counts = [&](kind lo, kind hi) {
        if (c.has(lo) && c.has(hi) && c.count(lo) > c.count(hi)) out |= bit(hi);
    };
    counts(kind::min_length, kind::max_length);
    counts(kind::min_items, kind::max_items);
    counts(kind::min_properties, kind::max_properties);
    return out;
}

} // namespace versioned::detail::constraints

#endif // VERSIONED_CONSTRAINTS_DETAIL_FIT_HPP
