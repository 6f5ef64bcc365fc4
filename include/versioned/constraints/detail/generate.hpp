// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_CONSTRAINTS_DETAIL_GENERATE_HPP
#define VERSIONED_CONSTRAINTS_DETAIL_GENERATE_HPP

// Values a constrained member accepts, for versioned::testing's generator (DESIGN.md §13:
// "generators produce only valid values"). versioned::testing's walk of a struct or variant
// calls make_member for a member with constraints at the value's version (and g.make<M>() as
// before for every other one, so an unconstrained member draws exactly what it drew before).
// Each value is made inside its keywords -- numbers between the bounds (exclusive ones and
// multiple_of included, at the type's limits too), strings of so many code points (non-ASCII
// ones among them) that match the pattern and the format, so many items or properties, unique
// items -- then judged by the reader's own check; a value it refuses is made again, and a member
// whose keywords no value meets after bounded retries is an exception naming it.
//
// The generator G is versioned::testing::generator (this header does not depend on it).

#include <versioned/constraints/check.hpp>
#include <versioned/constraints/detail/formats.hpp>
#include <versioned/constraints/detail/regex_generate.hpp>
#include <versioned/constraints/detail/walk.hpp>
#include <versioned/container_traits.hpp>
#include <versioned/detail/value_conversion.hpp>

#include <algorithm>
#include <cmath>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

namespace versioned::detail::constraints {

// What a member's values are made against: its set, its pattern (null: none) and its format
// (format::none: none), as the reader's checks hold them.
struct making {
    const set& c;
    const regex::program_view* pattern;
    formats::format format;
};

// Tries per member before giving up (each try also has its own bounded retries).
inline constexpr int make_attempts = 64;

// A member in messages: "field 'name' of FooSpec<v1>" (kind "field" or "alternative").
struct member_name {
    std::string_view kind, member, owner, version;
};

[[noreturn]] inline void cannot_make(const member_name& what, const std::string& why) {
    throw std::runtime_error(std::string("versioned::testing: cannot generate a value of ").append(what.kind) + " '" +
                             std::string(what.member) + "' of " + std::string(what.owner) + "<" + std::string(what.version) +
                             "> that its constraints accept: " + why);
}

// ---- numbers ------------------------------------------------------------------------------------

// A bound of an integer field as W (it fits the field's type: fit.hpp).
template <class W>
constexpr W wide_bound(const number& b) noexcept {
    if constexpr (std::is_signed_v<W>)
        return b.negative ? static_cast<W>(-static_cast<W>(b.magnitude - 1) - 1) : static_cast<W>(b.magnitude);
    else
        return static_cast<W>(b.magnitude);
}

// [lo, hi] narrowed by c's bounds; false when no value is left.
template <class W>
bool integer_range(const set& c, W& lo, W& hi) {
    const W type_lo = lo, type_hi = hi;
    if (c.has(kind::minimum)) lo = std::max(lo, wide_bound<W>(c.num(kind::minimum)));
    if (c.has(kind::exclusive_minimum)) {
        const W e = wide_bound<W>(c.num(kind::exclusive_minimum));
        if (e >= type_hi) return false;
        lo = std::max(lo, static_cast<W>(e + 1));
    }
    if (c.has(kind::maximum)) hi = std::min(hi, wide_bound<W>(c.num(kind::maximum)));
    if (c.has(kind::exclusive_maximum)) {
        const W e = wide_bound<W>(c.num(kind::exclusive_maximum));
        if (e <= type_lo) return false;
        hi = std::min(hi, static_cast<W>(e - 1));
    }
    return lo <= hi;
}

// An integer of T inside c: the multiples k * factor in range (factor 1 without multiple_of),
// the smallest, the largest or zero half of the time (the edges find bugs), uniform otherwise.
template <class T, class G>
T make_integer(G& g, const set& c, bool int64_integers, const member_name& what) {
    using W = std::conditional_t<std::is_signed_v<T>, long long, unsigned long long>;
    W lo = static_cast<W>(std::numeric_limits<T>::min()), hi = static_cast<W>(std::numeric_limits<T>::max());
    if constexpr (std::is_unsigned_v<T> && sizeof(T) == 8)
        if (int64_integers) hi = static_cast<W>(std::numeric_limits<long long>::max());
    if (!integer_range(c, lo, hi)) cannot_make(what, "its bounds leave no value of its type");
    const W factor = c.has(kind::multiple_of) ? static_cast<W>(c.num(kind::multiple_of).magnitude) : W{1};
    // k in [ceil(lo / factor), floor(hi / factor)] (division truncates toward zero)
    W k_lo = lo / factor, k_hi = hi / factor;
    if (lo % factor != 0 && lo > 0) ++k_lo;
    if constexpr (std::is_signed_v<W>)
        if (hi % factor != 0 && hi < 0) --k_hi;
    if (k_lo > k_hi) cannot_make(what, "no multiple of " + number_text(c.num(kind::multiple_of)) + " lies between its bounds");
    W k{};
    switch (g.uniform(0, 7)) {
    case 0: k = k_lo; break;
    case 1: k = k_hi; break;
    case 2: k = k_lo <= W{0} && W{0} <= k_hi ? W{0} : k_lo; break;
    case 3: k = k_lo < k_hi ? static_cast<W>(k_lo + 1) : k_lo; break;
    default: k = g.template uniform<W>(k_lo, k_hi);
    }
    return static_cast<T>(k * factor);
}

// The nearest value of F above (up) or below x.
template <class F>
F next_to(double x, bool up) {
    return std::nextafter(static_cast<F>(x), up ? std::numeric_limits<F>::infinity() : -std::numeric_limits<F>::infinity());
}

// A floating value of F inside c: an edge (a bound, or the nearest value inside an exclusive
// one), zero, or uniform over the bounds (within a million of the one bound or of zero when
// unbounded), a multiple of multiple_of when it is given.
template <class F, class G>
F make_floating(G& g, const set& c, const member_name& what) {
    double lo = std::numeric_limits<F>::lowest(), hi = std::numeric_limits<F>::max();
    if (c.has(kind::minimum)) lo = c.num(kind::minimum).value;
    if (c.has(kind::exclusive_minimum)) lo = next_to<F>(c.num(kind::exclusive_minimum).value, true);
    if (c.has(kind::maximum)) hi = c.num(kind::maximum).value;
    if (c.has(kind::exclusive_maximum)) hi = next_to<F>(c.num(kind::exclusive_maximum).value, false);
    if (!(lo <= hi)) cannot_make(what, "its bounds leave no value of its type");
    const bool lower = c.has(kind::minimum) || c.has(kind::exclusive_minimum);
    const bool upper = c.has(kind::maximum) || c.has(kind::exclusive_maximum);
    const double a = lower ? lo : std::max(lo, std::min(hi, 0.0) - 1e6);
    const double b = upper ? hi : std::min(hi, std::max(lo, 0.0) + 1e6);
    if (c.has(kind::multiple_of)) {
        const double m = c.num(kind::multiple_of).value;
        constexpr double most = 4503599627370496.0; // 2^52: k * m stays near a multiple
        const double k_lo = std::max(std::ceil(a / m), -most), k_hi = std::min(std::floor(b / m), most);
        if (!(k_lo <= k_hi)) cannot_make(what, "no multiple of " + number_text(c.num(kind::multiple_of)) + " lies between its bounds");
        const int edge = g.uniform(0, 3);
        const double k = edge == 0 ? k_lo : edge == 1 ? k_hi : std::floor(g.uniform_real(k_lo, k_hi + 1));
        return static_cast<F>(std::min(k, k_hi) * m);
    }
    switch (g.uniform(0, 4)) {
    case 0: return static_cast<F>(lo);
    case 1: return static_cast<F>(hi);
    case 2: return lo <= 0 && 0 <= hi ? F{0} : static_cast<F>(lo);
    default: return static_cast<F>(a == b ? a : g.uniform_real(a, b));
    }
}

// ---- texts --------------------------------------------------------------------------------------

// Code points of a text without pattern or format: those arbitrary<std::string> draws (bytes that
// break naive escaping among them), and one in four from other scripts, of two, three and four
// bytes in UTF-8 (a length is counted in code points, not bytes).
template <class G>
std::uint32_t any_code_point(G& g) {
    static constexpr std::string_view alphabet =
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -_.:/\"\\\n\t{}";
    static constexpr std::uint32_t others[] = {0xE9, 0xDF, 0x3A9, 0x416, 0x5D0, 0x627, 0x20AC, 0x2603, 0x3042, 0x4E2D, 0xFFFD, 0x1F600, 0x10348};
    if (g.uniform(0, 3) != 0) return static_cast<unsigned char>(alphabet[g.template uniform<std::size_t>(0, alphabet.size() - 1)]);
    return others[g.template uniform<std::size_t>(0, std::size(others) - 1)];
}

// The length range of a text: [min_length, max_length], the upper end at most `spread` past
// the lower when max_length is larger or absent.
inline std::pair<std::size_t, std::size_t> length_range(const set& c, std::size_t spread) {
    const std::size_t lo = c.has(kind::min_length) ? static_cast<std::size_t>(c.count(kind::min_length)) : 0;
    std::size_t hi = lo + spread;
    if (c.has(kind::max_length)) hi = std::min<std::size_t>(hi, static_cast<std::size_t>(c.count(kind::max_length)));
    return {lo, hi};
}

// Whether text meets the text keywords of m (lengths, pattern, format).
inline bool text_fits(const making& m, std::string_view text) {
    const std::size_t n = code_points(text);
    if (m.c.has(kind::min_length) && n < m.c.count(kind::min_length)) return false;
    if (m.c.has(kind::max_length) && n > m.c.count(kind::max_length)) return false;
    if (m.pattern && !regex::search(*m.pattern, text)) return false;
    return m.format == formats::format::none || formats::valid(m.format, text);
}

// A text meeting m: the pattern's generator within the lengths; the format's examples until one
// fits; else so many code points at random.
template <class G>
std::string make_text(G& g, const making& m, const member_name& what) {
    // a pattern or format may need longer texts than max_string (a URL): room for them
    const auto [lo, hi] = length_range(m.c, std::max<std::size_t>(g.max_string, 64));
    if (m.format != formats::format::none || m.pattern) {
        for (int attempt = 0; attempt < make_attempts; ++attempt) {
            std::string text;
            if (m.format != formats::format::none) {
                text = formats::example(m.format, g.engine());
            } else {
                try {
                    text = regex::generate(*m.pattern, g.engine(), lo, hi);
                } catch (const std::invalid_argument&) {
                    cannot_make(what, "its pattern " + quoted(m.c.pattern) + " matches no string of " + std::to_string(lo) + " to " +
                                          std::to_string(hi) + " code points");
                }
            }
            if (text_fits(m, text)) return text;
        }
        cannot_make(what, "no text of its format and pattern found within its lengths");
    }
    std::size_t n = g.template uniform<std::size_t>(lo, std::max(lo, std::min<std::size_t>(hi, lo + g.max_string)));
    if (m.c.has(kind::max_length) && g.uniform(0, 7) == 0) n = hi; // the longest sometimes
    std::string out;
    for (std::size_t i = 0; i < n; ++i) regex::append_utf8(out, any_code_point(g));
    return out;
}

// ---- counts -------------------------------------------------------------------------------------

// How many items (or properties) to make: between the bounds, the upper end at most `spread`
// past the lower one, sometimes exactly the largest allowed.
template <class G>
std::size_t make_count(G& g, const set& c, kind min, kind max, std::size_t spread) {
    const std::size_t lo = c.has(min) ? static_cast<std::size_t>(c.count(min)) : 0;
    std::size_t hi = lo + spread;
    if (c.has(max)) hi = std::min<std::size_t>(hi, static_cast<std::size_t>(c.count(max)));
    if (hi < lo) hi = lo;
    if (c.has(max) && c.count(max) <= lo + 16 && g.uniform(0, 7) == 0) return static_cast<std::size_t>(c.count(max));
    return g.template uniform<std::size_t>(lo, hi);
}

// An element not among the first n of items (unique_items), after bounded retries; false when
// none was found.
template <class E, class G, class It>
bool make_new_element(G& g, It first, It last, E& out) {
    for (int attempt = 0; attempt < make_attempts; ++attempt) {
        out = g.template make<E>();
        if (std::find(first, last, out) == last) return true;
    }
    return false;
}

template <class C, class G>
C make_items(G& g, const set& c, const member_name& what) {
    using E = typename container_traits<C>::value_type;
    const std::size_t n = make_count(g, c, kind::min_items, kind::max_items, g.max_elements);
    C out;
    for (std::size_t i = 0; i < n; ++i) {
        E e{};
        if (!c.has(kind::unique_items)) e = g.template make<E>();
        else if (!make_new_element(g, out.begin(), out.end(), e)) {
            if (c.has(kind::min_items) && i < c.count(kind::min_items))
                cannot_make(what, "no " + std::to_string(c.count(kind::min_items)) + " different items found");
            break;
        }
        out.push_back(std::move(e));
    }
    return out;
}

template <class A, class G>
A make_unique_array(G& g, const member_name& what) {
    A out{};
    for (std::size_t i = 0; i < out.size(); ++i)
        if (!make_new_element(g, out.begin(), out.begin() + static_cast<std::ptrdiff_t>(i), out[i]))
            cannot_make(what, "no " + std::to_string(out.size()) + " different items found");
    return out;
}

template <class Map, class G>
Map make_properties(G& g, const set& c, const member_name& what) {
    const std::size_t n = make_count(g, c, kind::min_properties, kind::max_properties, g.max_elements);
    Map out;
    for (std::size_t i = 0; i < n; ++i) {
        bool added = false;
        for (int attempt = 0; attempt < make_attempts && !added; ++attempt) {
            auto key = g.template make<typename Map::key_type>(); // first: arguments are unsequenced
            if (out.find(key) == out.end()) added = out.emplace(std::move(key), g.template make<typename Map::mapped_type>()).second;
        }
        if (!added) cannot_make(what, "no " + std::to_string(n) + " different keys found");
    }
    return out;
}

// ---- a member -----------------------------------------------------------------------------------

// A type constrained as a string (constraint_traits: Kubernetes' int_or_string, quantity): half
// the time the type's own draw (an int_or_string's integer, to which no string keyword applies),
// else a text made for the keywords, read as M where M reads texts (M::parse or a constructor);
// the reader's check judges its text after (a quantity's canonical one).
template <class M, class G>
M make_traits_string(G& g, const making& m, const member_name& what) {
    if constexpr (requires(std::string_view t) { { M::parse(t) } -> std::same_as<std::optional<M>>; }) {
        if (g.coin())
            if (std::optional<M> v = M::parse(make_text(g, m, what))) return *std::move(v);
    } else if constexpr (std::is_constructible_v<M, std::string>) {
        if (g.coin()) return M(make_text(g, m, what));
    }
    return g.template make<M>();
}

// One try at a value of M inside m (what the keywords of its type say; the reader's check judges
// it after).
template <class M, class G>
M make_valued(G& g, const making& m, const member_name& what) {
    if constexpr (is_optional<M>::value) {
        if (g.coin()) return M{};
        return M(make_valued<typename M::value_type>(g, m, what));
    } else if constexpr (requires { constraint_traits<M>::kind; }) {
        return make_traits_string<M>(g, m, what);
    } else if constexpr (std::is_same_v<M, bool> || std::is_enum_v<M>) {
        return g.template make<M>();
    } else if constexpr (std::is_integral_v<M>) {
        return make_integer<M>(g, m.c, g.int64_integers, what);
    } else if constexpr (std::is_floating_point_v<M>) {
        return make_floating<M>(g, m.c, what);
    } else if constexpr (std::is_same_v<M, std::string>) {
        return make_text(g, m, what);
    } else if constexpr (versioned_struct<M>) {
        return g.template make<M>(); // min_properties / max_properties: judged after (retried)
    } else if constexpr (requires { typename M::key_type; typename M::mapped_type; }) {
        return make_properties<M>(g, m.c, what);
    } else if constexpr (is_std_array_type<M>::value) {
        if (m.c.has(kind::unique_items)) return make_unique_array<M>(g, what);
        return g.template make<M>();
    } else if constexpr (requires { typename container_traits<M>::value_type; }) {
        return make_items<M>(g, m.c, what);
    } else {
        return g.template make<M>();
    }
}

// A value of member M (field or alternative Fd at version V, constrained there) that its
// constraints accept; `what` names it in the exception thrown when none is found.
template <class Fd, std::size_t V, class M, class G>
M make_member(G& g, const member_name& what) {
    const checks& k = checks_at<Fd>(V);
    const making m{*k.c, k.pattern.size != 0 ? &k.pattern : nullptr, k.format};
    std::string why;
    for (int attempt = 0; attempt < make_attempts; ++attempt) {
        M value = make_valued<M>(g, m, what);
        if (check_value(k, value, written_members(value), why)) return value;
    }
    cannot_make(what, why);
}

} // namespace versioned::detail::constraints

#endif // VERSIONED_CONSTRAINTS_DETAIL_GENERATE_HPP
