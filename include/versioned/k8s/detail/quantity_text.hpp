// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_K8S_DETAIL_QUANTITY_TEXT_HPP
#define VERSIONED_K8S_DETAIL_QUANTITY_TEXT_HPP

// The arithmetic and the text of k8s::quantity: a decimal (sign, coefficient, power of ten)
// parsed with Kubernetes' grammar (apimachinery's parseQuantityString and ParseQuantity) and
// written in its canonical form (CanonicalizeBytes). Our own code after Go's behaviour; see
// <versioned/k8s/quantity.hpp> for what differs from Go and why.

#include <array>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>

namespace versioned::k8s::detail::quantity_text {

__extension__ using u128 = unsigned __int128; // g++ and clang++ (the library needs one of them)

// At most 38 significant digits: every sum of two such coefficients fits in 128 bits.
inline constexpr std::size_t max_digits = 38;

constexpr u128 pow10(std::size_t n) noexcept {
    u128 p = 1;
    for (std::size_t i = 0; i < n; ++i) p *= 10;
    return p;
}
inline constexpr u128 coefficient_limit = pow10(max_digits); // exclusive

constexpr std::size_t digit_count(u128 v) noexcept {
    std::size_t n = 1;
    for (; v >= 10; v /= 10) ++n;
    return n;
}

enum class format : unsigned char { decimal_si, binary_si, decimal_exponent };

// ±coefficient × 10^exponent, normalized: no trailing zero in the coefficient; zero is
// {false, 0, 0}. Quantities have a resolution of 10^-9: exponent >= -9.
struct decimal {
    bool negative = false;
    u128 coefficient = 0;
    std::int32_t exponent = 0;
};

// Moves the coefficient's trailing zeros into the exponent; false when the exponent leaves
// the int32 range.
constexpr bool normalize(decimal& d, long long exponent) noexcept {
    if (d.coefficient == 0) {
        d = decimal{};
        return true;
    }
    while (d.coefficient % 10 == 0) {
        d.coefficient /= 10;
        ++exponent;
    }
    if (exponent > std::numeric_limits<std::int32_t>::max() || exponent < std::numeric_limits<std::int32_t>::min())
        return false;
    d.exponent = static_cast<std::int32_t>(exponent);
    return true;
}

// ---- a 256-bit unsigned integer, for BinarySI (digits × 2^k, in nano units) -------------------

struct u256 {
    std::array<std::uint64_t, 4> limb{}; // little-endian
    constexpr bool is_zero() const noexcept { return (limb[0] | limb[1] | limb[2] | limb[3]) == 0; }
    // *= m; false on overflow
    constexpr bool multiply(std::uint64_t m) noexcept {
        u128 carry = 0;
        for (auto& l : limb) {
            const u128 x = static_cast<u128>(l) * m + carry;
            l = static_cast<std::uint64_t>(x);
            carry = x >> 64;
        }
        return carry == 0;
    }
    // /= d; the remainder
    constexpr std::uint64_t divide(std::uint64_t d) noexcept {
        u128 rem = 0;
        for (std::size_t i = limb.size(); i-- > 0;) {
            const u128 x = (rem << 64) | limb[i];
            limb[i] = static_cast<std::uint64_t>(x / d);
            rem = x % d;
        }
        return static_cast<std::uint64_t>(rem);
    }
    constexpr bool fits_u128() const noexcept { return limb[2] == 0 && limb[3] == 0; }
    constexpr u128 low() const noexcept { return (static_cast<u128>(limb[1]) << 64) | limb[0]; }
};

// ceil(digits × 2^shift / 10^(scale_down)) with digits < 10^38 and shift <= 60 + 30 (nano units:
// 10^9 < 2^30): in 256 bits. Dividing by a power of ten beyond the value leaves 1 (a non-zero
// value rounds up to the smallest unit).
constexpr u256 binary_nano(u128 digits, unsigned shift, long long scale_down) noexcept {
    u256 v;
    v.limb[0] = static_cast<std::uint64_t>(digits);
    v.limb[1] = static_cast<std::uint64_t>(digits >> 64);
    for (unsigned s = shift; s > 0;) {
        const unsigned step = s > 60 ? 60 : s;
        v.multiply(std::uint64_t{1} << step);
        s -= step;
    }
    bool remainder = false;
    while (scale_down > 0 && !v.is_zero()) {
        const long long step = scale_down > 19 ? 19 : scale_down;
        remainder |= v.divide(static_cast<std::uint64_t>(pow10(static_cast<std::size_t>(step)))) != 0;
        scale_down -= step;
    }
    if (remainder) {
        u128 carry = 1;
        for (auto& l : v.limb) { // += 1
            const u128 x = static_cast<u128>(l) + carry;
            l = static_cast<std::uint64_t>(x);
            carry = x >> 64;
        }
    }
    return v;
}

// ---- parsing --------------------------------------------------------------------------------

// The pieces of a quantity's text, as apimachinery's parseQuantityString splits it.
struct pieces {
    bool negative = false;
    std::string_view integer;  // digits, leading zeros removed
    std::string_view fraction; // digits after the '.'
    std::string_view suffix;
    bool has_digit = false; // Kubernetes' pattern needs one digit in the number
};

constexpr bool is_digit(char c) noexcept { return c >= '0' && c <= '9'; }
constexpr bool is_suffix_char(char c) noexcept {
    return std::string_view("eEinumkKMGTP").find(c) != std::string_view::npos;
}

// Empty when the text has the grammar's shape, else why not.
constexpr std::string_view split(std::string_view s, pieces& out) noexcept {
    std::size_t i = 0;
    if (i < s.size() && (s[i] == '+' || s[i] == '-')) out.negative = s[i++] == '-';
    while (i < s.size() && s[i] == '0') {
        ++i;
        out.has_digit = true;
    }
    const std::size_t int_begin = i;
    while (i < s.size() && is_digit(s[i])) ++i;
    out.integer = s.substr(int_begin, i - int_begin);
    if (i < s.size() && s[i] == '.') {
        const std::size_t frac_begin = ++i;
        while (i < s.size() && is_digit(s[i])) ++i;
        out.fraction = s.substr(frac_begin, i - frac_begin);
    }
    out.has_digit = out.has_digit || !out.integer.empty() || !out.fraction.empty();
    const std::size_t suffix_begin = i;
    while (i < s.size() && is_suffix_char(s[i])) ++i;
    if (i < s.size() && (s[i] == '+' || s[i] == '-')) ++i;
    while (i < s.size() && is_digit(s[i])) ++i;
    if (i != s.size()) return "unexpected character";
    out.suffix = s.substr(suffix_begin);
    if (!out.has_digit) return "no digit in the number";
    return {};
}

// A suffix: base 10 or 2, its exponent, its format; false when it is none.
struct suffix_meaning {
    int base = 10;
    long long exponent = 0;
    quantity_text::format fmt = format::decimal_si;
};
constexpr bool interpret(std::string_view s, suffix_meaning& out) noexcept {
    constexpr std::string_view decimal_suffixes[] = {"n", "u", "m", "", "k", "M", "G", "T", "P", "E"};
    for (std::size_t i = 0; i < std::size(decimal_suffixes); ++i)
        if (s == decimal_suffixes[i]) {
            out = {10, 3 * static_cast<long long>(i) - 9, format::decimal_si};
            return true;
        }
    constexpr std::string_view binary_suffixes[] = {"Ki", "Mi", "Gi", "Ti", "Pi", "Ei"};
    for (std::size_t i = 0; i < std::size(binary_suffixes); ++i)
        if (s == binary_suffixes[i]) {
            out = {2, 10 * static_cast<long long>(i + 1), format::binary_si};
            return true;
        }
    if (s.size() < 2 || (s[0] != 'e' && s[0] != 'E')) return false;
    // Go's strconv.ParseInt(s[1:], 10, 64); an exponent beyond int32 (which Go truncates to
    // int32, giving another number) is refused.
    std::size_t i = 1;
    const bool negative = s[i] == '-';
    if (s[i] == '+' || s[i] == '-') ++i;
    if (i == s.size()) return false;
    long long e = 0;
    for (; i < s.size(); ++i) {
        if (!is_digit(s[i])) return false;
        if (e > (1LL << 40)) return false; // far beyond int32: no exponent of a quantity
        e = e * 10 + (s[i] - '0');
    }
    out = {10, negative ? -e : e, format::decimal_exponent};
    return out.exponent >= std::numeric_limits<std::int32_t>::min() && out.exponent <= std::numeric_limits<std::int32_t>::max();
}

// The significant digits of integer+fraction (leading and trailing zeros dropped) as a
// coefficient and the power of ten of its last digit; false (with why) beyond 38 digits.
struct significant {
    std::string_view digits;  // may contain the '.' between integer and fraction
    long long last_power = 0; // the power of ten of digits' last digit
};
constexpr significant significant_digits(const pieces& p) noexcept {
    if (p.integer.empty() && p.fraction.empty()) return {};
    // integer and fraction are adjacent in the text, with at most a '.' between them
    const char* begin = p.integer.empty() ? p.fraction.data() : p.integer.data();
    const char* end = p.fraction.empty() ? p.integer.data() + p.integer.size() : p.fraction.data() + p.fraction.size();
    std::string_view all(begin, static_cast<std::size_t>(end - begin));
    const long long frac = static_cast<long long>(p.fraction.size());
    long long last_power = -frac;
    while (!all.empty() && (all.front() == '0' || all.front() == '.')) all.remove_prefix(1);
    while (!all.empty() && (all.back() == '0' || all.back() == '.')) {
        if (all.back() == '0') ++last_power;
        all.remove_suffix(1);
    }
    return {all, last_power};
}
// The value of up to 38 digits (a '.' among them skipped).
constexpr u128 value_of(std::string_view digits) noexcept {
    u128 v = 0;
    for (char c : digits)
        if (c != '.') v = v * 10 + static_cast<unsigned>(c - '0');
    return v;
}
constexpr std::size_t count_digits(std::string_view s) noexcept {
    std::size_t n = 0;
    for (char c : s) n += c != '.';
    return n;
}

// digits × 10^power, rounded away from zero to nano units (as apimachinery rounds up).
constexpr std::string_view decimal_value(significant sig, long long power, decimal& out) noexcept {
    std::string_view digits = sig.digits;
    long long last = sig.last_power + power;
    bool round_up = false;
    if (last < -9) { // the digits below 10^-9 round the rest up
        const long long drop = -9 - last;
        const long long n = static_cast<long long>(count_digits(digits));
        if (drop >= n) {
            out.coefficient = 1;
            return normalize(out, -9) ? std::string_view{} : "the exponent is out of range";
        }
        for (long long k = drop; k > 0; digits.remove_suffix(1))
            if (digits.back() != '.') --k;
        last = -9;
        round_up = true;
    }
    if (count_digits(digits) > max_digits) return "more than 38 significant digits";
    out.coefficient = value_of(digits) + (round_up ? 1 : 0);
    if (out.coefficient >= coefficient_limit) return "more than 38 significant digits";
    return normalize(out, last) ? std::string_view{} : "the exponent is out of range";
}

// digits × 10^last_power × 2^shift, rounded up to nano units and capped at 2^63-1 (Go caps
// BinarySI there). Sets out's magnitude; whether the result is below 1 (then DecimalSI).
constexpr std::string_view binary_value(significant sig, unsigned shift, decimal& out, bool& below_one) noexcept {
    const long long digits = static_cast<long long>(count_digits(sig.digits));
    constexpr u128 cap_nano = static_cast<u128>(std::numeric_limits<std::int64_t>::max()) * 1000000000u;
    if (digits + sig.last_power > 21) { // >= 10^20: above the cap whatever the shift
        out.coefficient = cap_nano;
    } else {
        if (digits > static_cast<long long>(max_digits)) return "more than 38 significant digits";
        const long long scale_down = -(sig.last_power + 9); // digits × 10^(last+9) nano units
        u256 v = binary_nano(value_of(sig.digits), shift, scale_down > 0 ? scale_down : 0);
        for (long long k = scale_down; k < 0; ++k) v.multiply(10); // (at most 10^30: fits)
        out.coefficient = v.fits_u128() && v.low() < cap_nano ? v.low() : cap_nano;
    }
    below_one = out.coefficient < 1000000000u;
    return normalize(out, -9) ? std::string_view{} : "the exponent is out of range";
}

// Parses a quantity; empty when it is one (out and fmt set), else why not.
constexpr std::string_view parse(std::string_view text, decimal& out, format& fmt) noexcept {
    if (text.empty()) return "empty";
    pieces p;
    if (const std::string_view why = split(text, p); !why.empty()) return why;
    suffix_meaning m;
    if (!interpret(p.suffix, m)) return "unknown suffix";
    fmt = m.fmt;
    out = decimal{};
    const significant sig = significant_digits(p);
    if (sig.digits.empty()) return {}; // zero, of the suffix's format
    std::string_view why;
    if (m.base == 10) {
        why = decimal_value(sig, m.exponent, out);
    } else {
        bool below_one = false;
        why = binary_value(sig, static_cast<unsigned>(m.exponent), out, below_one);
        if (below_one) fmt = format::decimal_si;
    }
    out.negative = p.negative && out.coefficient != 0;
    return why;
}

// ---- the canonical text ---------------------------------------------------------------------

constexpr void append_u128(std::string& out, u128 v) {
    char buf[40];
    std::size_t n = 0;
    do {
        buf[n++] = static_cast<char>('0' + static_cast<unsigned>(v % 10));
        v /= 10;
    } while (v != 0);
    while (n > 0) out += buf[--n];
}

// coefficient × 10^exponent with the exponent a multiple of 3 below it (digits appended).
inline void append_canonical_decimal(std::string& out, const decimal& d, format fmt) {
    long long e = d.exponent;
    const long long floor3 = e >= 0 ? e - e % 3 : e - (3 + e % 3) % 3;
    std::size_t zeros = static_cast<std::size_t>(e - floor3);
    e = floor3;
    if (fmt == format::decimal_si && e > 18) { // no suffix above E: Go writes a wrong number there
        zeros += static_cast<std::size_t>(e - 18);
        e = 18;
    }
    append_u128(out, d.coefficient);
    out.append(zeros, '0');
    if (fmt == format::decimal_exponent) {
        if (e != 0) out += 'e' + std::to_string(e);
        return;
    }
    constexpr std::string_view suffixes[] = {"n", "u", "m", "", "k", "M", "G", "T", "P", "E"};
    out += suffixes[static_cast<std::size_t>((e + 9) / 3)];
}

// The magnitude as an integer when it is one (exponent >= 0, fits 128 bits).
constexpr bool as_integer(const decimal& d, u128& out) noexcept {
    if (d.exponent < 0) return false;
    if (static_cast<std::size_t>(d.exponent) + digit_count(d.coefficient) > max_digits) return false;
    out = d.coefficient * pow10(static_cast<std::size_t>(d.exponent));
    return true;
}

// Go's String(): the canonical form of the value in its format.
inline std::string canonical(const decimal& d, format fmt) {
    if (d.coefficient == 0) return "0";
    std::string out = d.negative ? "-" : "";
    u128 integer = 0;
    if (fmt == format::binary_si) {
        // BinarySI only for whole values from 1024 on (magnitude): else DecimalSI.
        if (!as_integer(d, integer) || integer < 1024) fmt = format::decimal_si;
    }
    if (fmt != format::binary_si) {
        append_canonical_decimal(out, d, fmt);
        return out;
    }
    int power = 0; // of 1024
    while (integer % 1024 == 0) {
        integer /= 1024;
        ++power;
    }
    for (; power > 6; --power) integer *= 1024; // no suffix above Ei: Go writes a wrong number there
    append_u128(out, integer);
    constexpr std::string_view suffixes[] = {"", "Ki", "Mi", "Gi", "Ti", "Pi", "Ei"};
    out += suffixes[power];
    return out;
}

// ---- comparison and arithmetic --------------------------------------------------------------

// Compares magnitudes.
constexpr int compare_magnitude(const decimal& a, const decimal& b) noexcept {
    if (a.coefficient == 0 || b.coefficient == 0) return (a.coefficient != 0) - (b.coefficient != 0);
    const long long na = static_cast<long long>(digit_count(a.coefficient)) + a.exponent;
    const long long nb = static_cast<long long>(digit_count(b.coefficient)) + b.exponent;
    if (na != nb) return na < nb ? -1 : 1;
    u128 x = a.coefficient, y = b.coefficient; // same magnitude: the longer coefficient has the lower exponent
    if (a.exponent > b.exponent) x *= pow10(static_cast<std::size_t>(a.exponent - b.exponent));
    else y *= pow10(static_cast<std::size_t>(b.exponent - a.exponent));
    return x < y ? -1 : (x > y ? 1 : 0);
}
constexpr int compare(const decimal& a, const decimal& b) noexcept {
    if (a.negative != b.negative) return a.negative ? -1 : 1;
    const int m = compare_magnitude(a, b);
    return a.negative ? -m : m;
}

// a + b exactly; false when the exact sum needs more than 38 digits.
constexpr bool add(const decimal& a, const decimal& b, decimal& out) noexcept {
    if (b.coefficient == 0) return out = a, true;
    if (a.coefficient == 0) return out = b, true;
    const std::int32_t low = a.exponent < b.exponent ? a.exponent : b.exponent;
    u128 x = a.coefficient, y = b.coefficient;
    const auto align = [&](u128& c, std::int32_t e) {
        const long long shift = static_cast<long long>(e) - low;
        if (shift + static_cast<long long>(digit_count(c)) > static_cast<long long>(max_digits)) return false;
        c *= pow10(static_cast<std::size_t>(shift));
        return true;
    };
    if (!align(x, a.exponent) || !align(y, b.exponent)) return false;
    decimal r;
    if (a.negative == b.negative) {
        r.negative = a.negative;
        r.coefficient = x + y;
    } else if (x >= y) {
        r.negative = a.negative;
        r.coefficient = x - y;
    } else {
        r.negative = b.negative;
        r.coefficient = y - x;
    }
    if (!normalize(r, low)) return false;
    if (r.coefficient >= coefficient_limit) return false;
    out = r;
    return true;
}

// ceil(|v| × 10^scale) away from zero, with v's sign; false when it leaves int64.
constexpr bool scaled_int64(const decimal& d, int scale, std::int64_t& out) noexcept {
    const long long e = static_cast<long long>(d.exponent) + scale;
    u128 magnitude = 0;
    if (d.coefficient == 0) {
        out = 0;
        return true;
    }
    if (e >= 0) {
        if (static_cast<std::size_t>(e) + digit_count(d.coefficient) > max_digits) return false;
        magnitude = d.coefficient * pow10(static_cast<std::size_t>(e));
    } else {
        const u128 div = pow10(static_cast<std::size_t>(-e)); // -e <= 9 + 3
        magnitude = d.coefficient / div + (d.coefficient % div != 0 ? 1 : 0);
    }
    const u128 limit = static_cast<u128>(std::numeric_limits<std::int64_t>::max()) + (d.negative ? 1 : 0);
    if (magnitude > limit) return false;
    out = d.negative ? static_cast<std::int64_t>(-static_cast<std::int64_t>(magnitude - 1) - 1)
                     : static_cast<std::int64_t>(magnitude);
    return true;
}

} // namespace versioned::k8s::detail::quantity_text

#endif // VERSIONED_K8S_DETAIL_QUANTITY_TEXT_HPP
