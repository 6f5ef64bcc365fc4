// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_CONSTRAINTS_DATA_HPP
#define VERSIONED_CONSTRAINTS_DATA_HPP

// Constraints (DESIGN.md §13) as constexpr data: what validate(...) and from_validate(...) of a
// field table write down. A field with constraints holds one `set` per validate(...) and one per
// changed() action (an absent one where the action has no from_validate); everything else --
// schemas, the reader's checks, the compile-time rules -- reads these records, so a field
// without constraints has none and costs nothing.
//
// The keywords are functions of `keywords`, the base of the class the table macro writes the
// sets in, so that `validate(minimum(0), pattern("^[a-z]+$"), unique_items)` is an ordinary
// expression there: set_of({minimum(0), pattern("^[a-z]+$"), unique_items}).

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <limits>
#include <string_view>
#include <type_traits>

namespace versioned::detail::constraints {

// The keywords, in the order the schemas write them.
enum class kind : unsigned char {
    minimum,
    maximum,
    exclusive_minimum,
    exclusive_maximum,
    multiple_of,
    min_length,
    max_length,
    pattern,
    format,
    min_items,
    max_items,
    unique_items,
    min_properties,
    max_properties,
    rule,
};
inline constexpr std::size_t kind_count = 15;
inline constexpr std::string_view kind_names[kind_count] = {
    "minimum",   "maximum",   "exclusive_minimum", "exclusive_maximum", "multiple_of",    "min_length",     "max_length", "pattern",
    "format",    "min_items", "max_items",         "unique_items",      "min_properties", "max_properties", "rule"};

constexpr std::uint32_t bit(kind k) noexcept { return std::uint32_t{1} << static_cast<unsigned>(k); }
constexpr std::size_t index(kind k) noexcept { return static_cast<std::size_t>(k); }

// The records below have no default member initializers and no std::string_view members: a
// field's sets are copied in constant evaluation, and each initializer and each string_view
// constructor is a call g++ evaluates at every copy (a set cost 1.5 M instructions with them).

// A text, as a trivially copyable pair.
struct ctext {
    const char* chars;
    std::size_t size;
    ctext() = default;
    constexpr ctext(std::string_view text) noexcept : chars(text.data()), size(text.size()) {}
    constexpr ctext(const char* text) noexcept : ctext(std::string_view(text)) {}
    constexpr operator std::string_view() const noexcept { return size == 0 ? std::string_view{} : std::string_view(chars, size); }
    constexpr bool empty() const noexcept { return size == 0; }
    friend constexpr bool operator==(ctext a, ctext b) noexcept { return std::string_view(a) == std::string_view(b); }
};

// A bound or factor as written: an integer exactly (sign and magnitude), and as a double.
struct number {
    bool integral;                // an integer value, exact in negative/magnitude
    bool negative;
    bool exact_double;            // value is exactly what was written
    bool finite;
    unsigned long long magnitude; // |value| when integral
    double value;                 // the value as a double (rounded when it is no double)
};

template <class N>
constexpr number make_number(N n) noexcept {
    number out{};
    out.exact_double = true;
    out.finite = true;
    if constexpr (std::is_integral_v<N>) {
        out.integral = true;
        out.negative = n < 0;
        out.magnitude = n < 0 ? static_cast<unsigned long long>(-(n + 1)) + 1 : static_cast<unsigned long long>(n);
        out.value = static_cast<double>(n);
        const int width = std::bit_width(out.magnitude); // a double holds 53 significant bits
        out.exact_double = width <= 53 || (out.magnitude & ((1ull << (width - 53)) - 1)) == 0;
    } else {
        out.value = static_cast<double>(n);
        out.exact_double = static_cast<N>(out.value) == n;
        out.finite = out.value == out.value && out.value - out.value == 0; // neither NaN nor infinite
        const double a = out.value < 0 ? -out.value : out.value;
        // An integral value below 2^64 is also an integer exactly (minimum(1.0) on an integer).
        if (out.finite && a < 18446744073709551616.0 && static_cast<double>(static_cast<unsigned long long>(a)) == a) {
            out.integral = true;
            out.negative = out.value < 0;
            out.magnitude = static_cast<unsigned long long>(a);
        }
    }
    return out;
}

// -1, 0, 1 as a < b, for integral numbers.
constexpr int compare_integral(const number& a, const number& b) noexcept {
    if (a.negative != b.negative) return a.negative ? -1 : 1;
    if (a.magnitude == b.magnitude) return 0;
    return (a.magnitude < b.magnitude) != a.negative ? -1 : 1;
}
// -1, 0, 1 as a < b: exactly for two integers, else by their doubles.
constexpr int compare(const number& a, const number& b) noexcept {
    if (a.integral && b.integral) return compare_integral(a, b);
    return a.value < b.value ? -1 : (b.value < a.value ? 1 : 0);
}
constexpr bool same(const number& a, const number& b) noexcept {
    return a.integral == b.integral && compare(a, b) == 0;
}

struct cel_rule {
    ctext rule;
    ctext message;
};
// CEL rules per field and per struct (docs/limits.md).
inline constexpr std::size_t max_rules = 8;

// One keyword as written.
struct keyword {
    kind k;
    number n;      // numbers; lengths, items and properties as integers
    ctext text;    // pattern, format, rule
    ctext message; // rule
};

// The keywords of one validate(...) or from_validate(...).
struct set {
    bool present;        // false: a changed() without from_validate, or no validate(...)
    std::uint32_t given; // a bit per kind
    std::uint32_t bad;   // kinds given twice, or with an argument no field can take
    std::array<number, 5> numbers; // minimum .. multiple_of
    std::array<unsigned long long, 6> counts; // min_length, max_length, min_items, max_items, min_properties, max_properties
    ctext pattern;
    ctext format;
    std::array<cel_rule, max_rules> rules;
    std::size_t rule_count;

    constexpr bool has(kind k) const noexcept { return (given & bit(k)) != 0; }
    constexpr bool empty() const noexcept { return given == 0; }
    constexpr const number& num(kind k) const noexcept { return numbers[index(k)]; }
    constexpr unsigned long long count(kind k) const noexcept { return counts[count_slot(k)]; }
    static constexpr std::size_t count_slot(kind k) noexcept {
        switch (k) {
        case kind::min_length: return 0;
        case kind::max_length: return 1;
        case kind::min_items: return 2;
        case kind::max_items: return 3;
        case kind::min_properties: return 4;
        default: return 5; // max_properties
        }
    }
    // The terminator of the macro's arrays, and a changed() without from_validate.
    static constexpr set absent() noexcept { return set{}; }
    // from_validate(...) of a changed(): the set replaces the absent one (twice: bad).
    constexpr set replaced_by(set s) const noexcept {
        if (present) s.bad = ~std::uint32_t{0};
        return s;
    }
};

constexpr bool is_number_kind(kind k) noexcept { return index(k) <= index(kind::multiple_of); }
constexpr bool is_count_kind(kind k) noexcept {
    return k == kind::min_length || k == kind::max_length || k == kind::min_items || k == kind::max_items ||
           k == kind::min_properties || k == kind::max_properties;
}

constexpr void add(set& s, const keyword& w) noexcept {
    if (w.k == kind::rule) {
        if (s.rule_count == max_rules || w.text.empty()) s.bad |= bit(kind::rule);
        else s.rules[s.rule_count++] = cel_rule{w.text, w.message};
        s.given |= bit(kind::rule);
        return;
    }
    if (s.has(w.k)) s.bad |= bit(w.k);
    s.given |= bit(w.k);
    if (is_number_kind(w.k)) {
        s.numbers[index(w.k)] = w.n;
        if (!w.n.finite) s.bad |= bit(w.k);
    } else if (is_count_kind(w.k)) {
        // a length, a number of items or properties: a non-negative integer
        if (!w.n.integral || w.n.negative) s.bad |= bit(w.k);
        s.counts[set::count_slot(w.k)] = w.n.magnitude;
    } else if (w.k == kind::pattern) {
        s.pattern = w.text;
    } else if (w.k == kind::format) {
        s.format = w.text;
    }
}

// validate(k...) and from_validate(k...).
constexpr set set_of(std::initializer_list<keyword> keywords) noexcept {
    set s{};
    s.present = true;
    for (const keyword& w : keywords) add(s, w);
    return s;
}

// The spellings of the keywords: the class the table macro writes a field's sets in derives
// from this one, so they are found there by ordinary name lookup.
struct keywords {
    template <class N>
        requires(std::is_arithmetic_v<N> && !std::is_same_v<N, bool>)
    static constexpr keyword minimum(N n) noexcept { return {kind::minimum, make_number(n), {}, {}}; }
    template <class N>
        requires(std::is_arithmetic_v<N> && !std::is_same_v<N, bool>)
    static constexpr keyword maximum(N n) noexcept { return {kind::maximum, make_number(n), {}, {}}; }
    template <class N>
        requires(std::is_arithmetic_v<N> && !std::is_same_v<N, bool>)
    static constexpr keyword exclusive_minimum(N n) noexcept { return {kind::exclusive_minimum, make_number(n), {}, {}}; }
    template <class N>
        requires(std::is_arithmetic_v<N> && !std::is_same_v<N, bool>)
    static constexpr keyword exclusive_maximum(N n) noexcept { return {kind::exclusive_maximum, make_number(n), {}, {}}; }
    template <class N>
        requires(std::is_arithmetic_v<N> && !std::is_same_v<N, bool>)
    static constexpr keyword multiple_of(N n) noexcept { return {kind::multiple_of, make_number(n), {}, {}}; }
    template <class N>
        requires std::is_integral_v<N>
    static constexpr keyword min_length(N n) noexcept { return {kind::min_length, make_number(n), {}, {}}; }
    template <class N>
        requires std::is_integral_v<N>
    static constexpr keyword max_length(N n) noexcept { return {kind::max_length, make_number(n), {}, {}}; }
    template <class N>
        requires std::is_integral_v<N>
    static constexpr keyword min_items(N n) noexcept { return {kind::min_items, make_number(n), {}, {}}; }
    template <class N>
        requires std::is_integral_v<N>
    static constexpr keyword max_items(N n) noexcept { return {kind::max_items, make_number(n), {}, {}}; }
    template <class N>
        requires std::is_integral_v<N>
    static constexpr keyword min_properties(N n) noexcept { return {kind::min_properties, make_number(n), {}, {}}; }
    template <class N>
        requires std::is_integral_v<N>
    static constexpr keyword max_properties(N n) noexcept { return {kind::max_properties, make_number(n), {}, {}}; }
    static constexpr keyword pattern(std::string_view p) noexcept { return {kind::pattern, {}, p, {}}; }
    static constexpr keyword format(std::string_view f) noexcept { return {kind::format, {}, f, {}}; }
    static constexpr keyword rule(std::string_view cel, std::string_view message = {}) noexcept {
        return {kind::rule, {}, cel, message};
    }
    static constexpr keyword unique_items{kind::unique_items, {}, {}, {}};
};

// A struct-level rule("CEL", "message"[, versions(...)]): versions, the names as written
// ("v1beta1, v1"), empty for every version.
struct struct_rule {
    std::string_view rule{};
    std::string_view message{};
    std::string_view versions{};
    bool present = false;
};

constexpr bool is_space(char c) noexcept { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

// Calls f(name) for each name of a versions(...) list as written ("v1beta1, v1").
template <class F>
constexpr void for_each_version_name(std::string_view list, F&& f) {
    std::size_t i = 0;
    while (i < list.size()) {
        while (i < list.size() && (is_space(list[i]) || list[i] == ',')) ++i;
        std::size_t end = i;
        while (end < list.size() && !is_space(list[end]) && list[end] != ',') ++end;
        if (end > i) f(list.substr(i, end - i));
        i = end;
    }
}

} // namespace versioned::detail::constraints

#endif // VERSIONED_CONSTRAINTS_DATA_HPP
