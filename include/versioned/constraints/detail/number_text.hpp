// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_CONSTRAINTS_DETAIL_NUMBER_TEXT_HPP
#define VERSIONED_CONSTRAINTS_DETAIL_NUMBER_TEXT_HPP

// A bound or factor as JSON text, in a constant expression (the schemas are constants): an
// integer exactly, a double as the shortest decimal that reads back as the same double (what
// std::to_chars writes at run time, which is no constant expression).
//
// The double x = M * 2^E is written exactly in decimal with a small big integer (N = M * 5^-E
// units of 10^E, or M * 2^E), then rounded to 1, 2, ... 17 significant digits until the rounded
// value lies inside x's rounding interval (half an ulp each side, a quarter below a power of
// two; ties included when M is even, as round-to-nearest-even reads them back). Only bounds
// that are not integers take this path, a few per schema.

#include <versioned/constraints/data.hpp>

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>

namespace versioned::detail::constraints {

// A non-negative integer of up to 92 x 32 bits (M * 5^1074 has about 2550).
struct big {
    std::array<std::uint32_t, 92> limb{};
    std::size_t n = 0; // limbs in use; limb[n - 1] != 0, or n == 0 for zero

    constexpr void trim() noexcept {
        while (n > 0 && limb[n - 1] == 0) --n;
    }
    constexpr void mul_add(std::uint32_t m, std::uint32_t add = 0) noexcept {
        std::uint64_t carry = add;
        for (std::size_t i = 0; i < n; ++i) {
            const std::uint64_t v = std::uint64_t{limb[i]} * m + carry;
            limb[i] = static_cast<std::uint32_t>(v);
            carry = v >> 32;
        }
        if (carry != 0) limb[n++] = static_cast<std::uint32_t>(carry);
    }
    // Divides by d, returning the remainder.
    constexpr std::uint32_t div(std::uint32_t d) noexcept {
        std::uint64_t rem = 0;
        for (std::size_t i = n; i-- > 0;) {
            const std::uint64_t v = (rem << 32) | limb[i];
            limb[i] = static_cast<std::uint32_t>(v / d);
            rem = v % d;
        }
        trim();
        return static_cast<std::uint32_t>(rem);
    }
    static constexpr big of(std::uint64_t v) noexcept {
        big b;
        b.limb[0] = static_cast<std::uint32_t>(v);
        b.limb[1] = static_cast<std::uint32_t>(v >> 32);
        b.n = 2;
        b.trim();
        return b;
    }
};
constexpr int compare(const big& a, const big& b) noexcept {
    if (a.n != b.n) return a.n < b.n ? -1 : 1;
    for (std::size_t i = a.n; i-- > 0;)
        if (a.limb[i] != b.limb[i]) return a.limb[i] < b.limb[i] ? -1 : 1;
    return 0;
}
// |a - b|
constexpr big distance(const big& a, const big& b) noexcept {
    const bool swap = compare(a, b) < 0;
    const big& hi = swap ? b : a;
    const big& lo = swap ? a : b;
    big out = hi;
    std::int64_t borrow = 0;
    for (std::size_t i = 0; i < out.n; ++i) {
        std::int64_t v = std::int64_t{hi.limb[i]} - (i < lo.n ? std::int64_t{lo.limb[i]} : 0) - borrow;
        borrow = v < 0 ? 1 : 0;
        if (v < 0) v += std::int64_t{1} << 32;
        out.limb[i] = static_cast<std::uint32_t>(v);
    }
    out.trim();
    return out;
}

// The decimal digits of a double, exactly: x = digits * 10^exponent.
struct decimal {
    std::array<char, 800> digits{};
    std::size_t count = 0;
    int exponent = 0;
};

// n * base^count, in steps of the largest power of base that fits a limb (a denormal's 5^1074
// in 83 steps, not 1074: clang's constant evaluator counts them).
constexpr void multiply_power(big& n, std::uint32_t base, int count) noexcept {
    std::uint32_t chunk = 1;
    int per_chunk = 0;
    while (chunk <= 0xffffffffu / base) {
        chunk *= base;
        ++per_chunk;
    }
    for (; count >= per_chunk; count -= per_chunk) n.mul_add(chunk);
    for (; count > 0; --count) n.mul_add(base);
}

// The decimal digits of n, most significant first, nine per division.
constexpr decimal digits_of(big n) noexcept {
    decimal out{};
    while (n.n != 0) {
        std::uint32_t part = n.div(1000000000u);
        for (int i = 0; i < 9 && (n.n != 0 || part != 0); ++i) {
            out.digits[out.count++] = static_cast<char>('0' + part % 10);
            part /= 10;
        }
    }
    for (std::size_t i = 0; i < out.count / 2; ++i) {
        const char c = out.digits[i];
        out.digits[i] = out.digits[out.count - 1 - i];
        out.digits[out.count - 1 - i] = c;
    }
    return out;
}

constexpr void trim_zeros(decimal& d) noexcept {
    while (d.count > 1 && d.digits[d.count - 1] == '0') {
        --d.count;
        ++d.exponent;
    }
}

// exact rounded to p significant digits (half to even on the exact tail), in units of its
// last digit: the candidate, and whether it rounded up.
constexpr big rounded(const decimal& exact, std::size_t p, bool& up) noexcept {
    up = exact.digits[p] > '5';
    if (exact.digits[p] == '5') {
        bool rest = false;
        for (std::size_t i = p + 1; i < exact.count; ++i) rest = rest || exact.digits[i] != '0';
        up = rest || ((exact.digits[p - 1] - '0') % 2 == 1);
    }
    std::uint64_t prefix = 0;
    for (std::size_t i = 0; i < p; ++i) prefix = prefix * 10 + static_cast<std::uint64_t>(exact.digits[i] - '0');
    big c = big::of(prefix + (up ? 1 : 0));
    multiply_power(c, 10, static_cast<int>(exact.count - p));
    return c;
}

// The shortest decimal that reads back as x (x finite, positive).
constexpr decimal shortest(double x) noexcept {
    const auto bits = std::bit_cast<std::uint64_t>(x);
    const int biased = static_cast<int>((bits >> 52) & 0x7ff);
    const std::uint64_t fraction = bits & ((std::uint64_t{1} << 52) - 1);
    const std::uint64_t m = biased == 0 ? fraction : fraction | (std::uint64_t{1} << 52);
    const int e = (biased == 0 ? 1 : biased) - 1075;
    // N in units of 10^min(e, 0); ulp = 2^e in the same units (5^-e when e < 0)
    big n = big::of(m), ulp = big::of(1);
    multiply_power(n, e < 0 ? 5 : 2, e < 0 ? -e : e);
    multiply_power(ulp, e < 0 ? 5 : 2, e < 0 ? -e : e);
    const bool closer_below = fraction == 0 && biased > 1; // the gap below is half the gap above
    decimal exact = digits_of(n);
    exact.exponent = e < 0 ? e : 0;
    for (std::size_t p = 1; p < exact.count && p <= 17; ++p) {
        bool up = false;
        const big c = rounded(exact, p, up);
        big twice = distance(c, n);
        twice.mul_add(up || !closer_below ? 2 : 4); // 2|c - x| vs ulp (4|c - x| below a power of two)
        const int order = compare(twice, ulp);
        if (order < 0 || (order == 0 && m % 2 == 0)) {
            decimal out = digits_of(c);
            out.exponent = exact.exponent;
            trim_zeros(out);
            return out;
        }
    }
    trim_zeros(exact);
    return exact;
}

template <class W>
constexpr void put_unsigned(W& w, unsigned long long v) {
    char digits[20]{};
    int count = 0;
    do {
        digits[count++] = static_cast<char>('0' + v % 10);
        v /= 10;
    } while (v != 0);
    while (count > 0) w.put(digits[--count]);
}

// digits * 10^exponent as JSON: plain between 1e-7 and 1e21, else d.ddde[-]X.
template <class W>
constexpr void put_decimal(W& w, const decimal& d) {
    const int point = static_cast<int>(d.count) + d.exponent; // digits before the decimal point
    if (point > 21 || point < -6) {
        w.put(d.digits[0]);
        if (d.count > 1) w.put('.');
        for (std::size_t i = 1; i < d.count; ++i) w.put(d.digits[i]);
        w.put('e');
        const int x = point - 1;
        if (x < 0) w.put('-');
        put_unsigned(w, static_cast<unsigned long long>(x < 0 ? -x : x));
    } else if (point <= 0) {
        w.put("0.");
        for (int i = 0; i < -point; ++i) w.put('0');
        for (std::size_t i = 0; i < d.count; ++i) w.put(d.digits[i]);
    } else {
        for (int i = 0; i < point; ++i) w.put(i < static_cast<int>(d.count) ? d.digits[static_cast<std::size_t>(i)] : '0');
        if (static_cast<std::size_t>(point) < d.count) {
            w.put('.');
            for (std::size_t i = static_cast<std::size_t>(point); i < d.count; ++i) w.put(d.digits[i]);
        }
    }
}

template <class W>
constexpr void put_number(W& w, const number& n) {
    if (n.integral) {
        if (n.negative && n.magnitude != 0) w.put('-');
        put_unsigned(w, n.magnitude);
        return;
    }
    if (n.value < 0) w.put('-');
    put_decimal(w, shortest(n.value < 0 ? -n.value : n.value));
}

} // namespace versioned::detail::constraints

#endif // VERSIONED_CONSTRAINTS_DETAIL_NUMBER_TEXT_HPP
