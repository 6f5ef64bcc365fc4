// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_CONSTRAINTS_CHECK_HPP
#define VERSIONED_CONSTRAINTS_CHECK_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// Whether a value obeys a set of constraints (DESIGN.md §13), and if not, why -- in the words
// of the reader's errors: "1200 is greater than the maximum 1000", "\"Web\" does not match the
// pattern \"^[a-z0-9]+$\"". What the reader (one call per member read) and versioned::validate
// call. The checks of numbers, texts and counts are functions of the data, not templates;
// check_value only picks one by the value's type. CEL rules are not evaluated (the API server
// does). Strings are measured in Unicode code points, as JSON Schema and Kubernetes count them.

#include <versioned/constraints/data.hpp>
#include <versioned/constraints/detail/fit.hpp>
#include <versioned/constraints/detail/formats.hpp>
#include <versioned/constraints/detail/regex_compile.hpp>
#include <versioned/constraints/detail/regex_dfa.hpp>
#include <versioned/constraints/detail/report.hpp>
#include <versioned/constraints/traits.hpp>
#include <versioned/container_traits.hpp>
#include <versioned/detail/meta.hpp>
#include <versioned/detail/value_conversion.hpp>

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace versioned::detail::constraints {

// What a member's value is checked against at one version: its set and, from the same source,
// its pattern compiled (an empty program: no pattern) and its format.
struct checks {
    const set* c = nullptr;
    regex::program_view pattern{};
    formats::format format = formats::format::none;
};

// The pattern of Fd's source S, compiled once, as static data (a program per pattern written).
template <class Fd, std::size_t S>
struct compiled_pattern {
    static constexpr std::string_view text = set_of_source<Fd>(S).pattern;
    static constexpr auto program = regex::compile<regex::program_size(text)>(text);
};
template <class Fd, std::size_t S>
constexpr checks checks_of_source() noexcept {
    constexpr const set& c = set_of_source<Fd>(S);
    if constexpr (c.has(kind::pattern))
        return {&c, compiled_pattern<Fd, S>::program, formats::format_named(c.format)};
    else
        return {&c, {}, formats::format_named(c.format)};
}
template <class Fd, std::size_t... Ss>
constexpr auto checks_by_source(std::index_sequence<Ss...>) noexcept {
    return std::array<checks, sizeof...(Ss)>{checks_of_source<Fd, Ss>()...};
}
template <class Fd>
inline constexpr auto checks_v = checks_by_source<Fd>(std::make_index_sequence<sets_v<Fd>.size()>{});

// Field (or alternative) Fd's at version v, where constrained_at<Fd>(v).
template <class Fd>
constexpr const checks& checks_at(std::size_t v) noexcept {
    return checks_v<Fd>[source_v<Fd>[v]];
}

// ---- texts of values and bounds, for the messages -------------------------------------------------

// A bound as written in the schema: an integer exactly, else the shortest double.
inline std::string number_text(const number& n) {
    char buf[32];
    if (n.integral) {
        std::string out = n.negative && n.magnitude != 0 ? "-" : "";
        const auto end = std::to_chars(buf, buf + sizeof buf, n.magnitude).ptr;
        return out.append(buf, end);
    }
    return std::string(buf, std::to_chars(buf, buf + sizeof buf, n.value).ptr);
}
template <class N>
std::string value_text(N v) {
    char buf[48];
    return std::string(buf, std::to_chars(buf, buf + sizeof buf, v).ptr);
}

// A text as a JSON string, at most 64 code points of it (then "..."): a message stays short
// whatever the document holds.
inline std::string quoted(std::string_view s) {
    constexpr std::string_view hex = "0123456789abcdef";
    std::string out = "\"";
    std::size_t points = 0;
    for (std::size_t i = 0; i < s.size(); ++i) {
        const char c = s[i];
        if ((static_cast<unsigned char>(c) & 0xC0) != 0x80 && ++points > 64) {
            out += "...";
            break;
        }
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (static_cast<unsigned char>(c) < 0x20) {
            out += "\\u00";
            out += hex[static_cast<unsigned char>(c) >> 4];
            out += hex[static_cast<unsigned char>(c) & 0xf];
        } else {
            out += c;
        }
    }
    return out + '"';
}

inline bool fail_with(std::string& why, std::string message) {
    why = std::move(message);
    return false;
}

// ---- numbers ------------------------------------------------------------------------------------

// -1, 0, 1 as the integer (negative, magnitude) compares with the integral bound b (an integer
// field's bounds are integers: they fit its type).
inline int compare_to(bool negative, unsigned long long magnitude, const number& b) noexcept {
    number v{};
    v.integral = true;
    v.negative = negative && magnitude != 0;
    v.magnitude = magnitude;
    return compare_integral(v, b);
}

// The bounds of c against a value whose comparisons with each bound `order` gives.
template <class Order>
bool check_bounds(const set& c, const std::string& shown, Order&& order, std::string& why) {
    if (c.has(kind::minimum) && order(c.num(kind::minimum)) < 0)
        return fail_with(why, shown + " is less than the minimum " + number_text(c.num(kind::minimum)));
    if (c.has(kind::exclusive_minimum) && order(c.num(kind::exclusive_minimum)) <= 0)
        return fail_with(why, shown + " is not greater than the exclusive minimum " + number_text(c.num(kind::exclusive_minimum)));
    if (c.has(kind::maximum) && order(c.num(kind::maximum)) > 0)
        return fail_with(why, shown + " is greater than the maximum " + number_text(c.num(kind::maximum)));
    if (c.has(kind::exclusive_maximum) && order(c.num(kind::exclusive_maximum)) >= 0)
        return fail_with(why, shown + " is not less than the exclusive maximum " + number_text(c.num(kind::exclusive_maximum)));
    return true;
}

inline bool check_integer(const set& c, bool negative, unsigned long long magnitude, const std::string& shown, std::string& why) {
    if (!check_bounds(c, shown, [&](const number& b) { return compare_to(negative, magnitude, b); }, why)) return false;
    if (c.has(kind::multiple_of) && c.num(kind::multiple_of).magnitude != 0 && magnitude % c.num(kind::multiple_of).magnitude != 0)
        return fail_with(why, shown + " is not a multiple of " + number_text(c.num(kind::multiple_of)));
    return true;
}
inline bool check_signed(const set& c, long long v, std::string& why) {
    const unsigned long long magnitude = v < 0 ? static_cast<unsigned long long>(-(v + 1)) + 1 : static_cast<unsigned long long>(v);
    return check_integer(c, v < 0, magnitude, value_text(v), why);
}
inline bool check_unsigned(const set& c, unsigned long long v, std::string& why) {
    return check_integer(c, false, v, value_text(v), why);
}
// A floating value (shown as its own type writes it); multipleOf as JSON Schema decides it:
// value / factor is an integer.
inline bool check_floating(const set& c, double v, const std::string& shown, std::string& why) {
    const auto order = [&](const number& b) { return v < b.value ? -1 : (b.value < v ? 1 : 0); };
    if (!check_bounds(c, shown, order, why)) return false;
    if (c.has(kind::multiple_of)) {
        const double q = v / c.num(kind::multiple_of).value;
        if (!std::isfinite(q) || std::trunc(q) != q)
            return fail_with(why, shown + " is not a multiple of " + number_text(c.num(kind::multiple_of)));
    }
    return true;
}

// ---- texts and counts ----------------------------------------------------------------------------

inline bool check_text(const checks& k, std::string_view s, std::string& why) {
    const set& c = *k.c;
    if (c.has(kind::min_length) || c.has(kind::max_length)) {
        const std::size_t n = code_points(s);
        if (c.has(kind::min_length) && n < c.count(kind::min_length))
            return fail_with(why, quoted(s) + " is shorter than the minimum length " + std::to_string(c.count(kind::min_length)));
        if (c.has(kind::max_length) && n > c.count(kind::max_length))
            return fail_with(why, quoted(s) + " is longer than the maximum length " + std::to_string(c.count(kind::max_length)));
    }
    if (k.pattern.size != 0 && !regex::search(k.pattern, s))
        return fail_with(why, quoted(s) + " does not match the pattern " + quoted(c.pattern));
    if (k.format != formats::format::none && !formats::valid(k.format, s))
        return fail_with(why, quoted(s) + " is not a valid " + std::string(formats::name_of(k.format)) + " (format " +
                                  quoted(c.format) + ")");
    return true;
}

inline std::string count_of(std::size_t n, std::string_view what) {
    return std::to_string(n) + " " + std::string(what) + (n == 1 ? "" : "s");
}
// The number of an array's items or an object's members against the set's bounds.
inline bool check_count(const set& c, std::size_t n, kind min, kind max, std::string_view what, std::string& why) {
    if (c.has(min) && n < c.count(min))
        return fail_with(why, count_of(n, what) + ", fewer than the minimum of " + count_of(c.count(min), what));
    if (c.has(max) && n > c.count(max))
        return fail_with(why, count_of(n, what) + ", more than the maximum of " + count_of(c.count(max), what));
    return true;
}

// Items i < j of a container that are equal (JSON's equality of scalars), or false.
template <class C>
bool find_duplicate(const C& items, std::size_t& first, std::size_t& second) {
    using E = std::remove_cvref_t<decltype(*items.begin())>;
    std::vector<E> values(items.begin(), items.end());
    std::vector<std::size_t> order(values.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return values[a] < values[b]; });
    for (std::size_t i = 1; i < order.size(); ++i)
        if (values[order[i - 1]] == values[order[i]]) {
            first = std::min(order[i - 1], order[i]);
            second = std::max(order[i - 1], order[i]);
            return true;
        }
    return false;
}
template <class C>
bool check_items(const set& c, const C& items, std::size_t n, std::string& why) {
    if (!check_count(c, n, kind::min_items, kind::max_items, "item", why)) return false;
    std::size_t i = 0, j = 0;
    if (c.has(kind::unique_items) && find_duplicate(items, i, j))
        return fail_with(why, "items " + std::to_string(i) + " and " + std::to_string(j) + " are equal, but the items must be unique");
    return true;
}

// ---- a value of any type -----------------------------------------------------------------------

// Whether v obeys k (members: how many members a struct value had in its document, for
// min_properties / max_properties); why says how it does not.
template <class T>
bool check_value(const checks& k, const T& v, std::size_t members, std::string& why) {
    const set& c = *k.c;
    if constexpr (is_optional<T>::value) {
        return !v || check_value(k, *v, members, why);
    } else if constexpr (requires { constraint_traits<T>::kind; }) {
        std::string text;
        return !constraint_traits<T>::string_value(v, text) || check_text(k, text, why);
    } else if constexpr (std::is_same_v<T, bool> || std::is_enum_v<T>) {
        return true; // only rules fit
    } else if constexpr (std::is_integral_v<T> && std::is_signed_v<T>) {
        return check_signed(c, v, why);
    } else if constexpr (std::is_integral_v<T>) {
        return check_unsigned(c, v, why);
    } else if constexpr (std::is_floating_point_v<T>) {
        return check_floating(c, static_cast<double>(v), value_text(v), why);
    } else if constexpr (std::is_same_v<T, std::string> || std::is_same_v<T, std::string_view>) {
        return check_text(k, v, why);
    } else if constexpr (versioned_struct<T>) {
        return check_count(c, members, kind::min_properties, kind::max_properties, "member", why);
    } else if constexpr (requires { typename T::key_type; typename T::mapped_type; }) {
        return check_count(c, v.size(), kind::min_properties, kind::max_properties, "member", why);
    } else if constexpr (requires { typename container_traits<T>::value_type; v.size(); }) {
        return check_items(c, v, v.size(), why);
    } else {
        return true;
    }
}

} // namespace versioned::detail::constraints

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_CONSTRAINTS_CHECK_HPP
