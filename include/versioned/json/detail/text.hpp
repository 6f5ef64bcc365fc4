// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_JSON_DETAIL_TEXT_HPP
#define VERSIONED_JSON_DETAIL_TEXT_HPP

// Byte-level primitives of the JSON reader and writer: finding the next byte of a string that
// needs attention (8 bytes at a time), UTF-8 validation, escapes.

#include <versioned/detail/utf8.hpp>

#include <array>
#include <bit>
#include <cfloat>
#include <charconv>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <iterator>
#include <string>
#include <string_view>
#include <type_traits>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace versioned::detail::json_io::text {

constexpr bool is_digit(char c) noexcept { return c >= '0' && c <= '9'; }

// The bytes a JSON string cannot carry as they are: '"', '\\', control characters, and the
// start of every non-ASCII sequence (to validate it). A SWAR word test finds the first one:
// every mask below may flag bytes after a true match (borrows), never before it, so the
// lowest flagged byte is exact.
template <class W>
constexpr W special_bytes(W x) noexcept {
    constexpr W ones = static_cast<W>(~W{0}) / 0xFF;
    constexpr W highs = ones * 0x80;
    const W quote = x ^ (ones * '"');
    const W backslash = x ^ (ones * '\\');
    const W is_quote = (quote - ones) & ~quote;
    const W is_backslash = (backslash - ones) & ~backslash;
    const W is_control = (x - ones * 0x20) & ~x;
    return (is_quote | is_backslash | is_control | x) & highs;
}

#if defined(__SSE2__)
// The bytes of x that special_bytes would flag, one bit each: a signed comparison with 0x20
// flags both the control characters and every byte >= 0x80.
inline unsigned special_mask(__m128i x) noexcept {
    const __m128i flagged = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(x, _mm_set1_epi8('"')),
                                                      _mm_cmpeq_epi8(x, _mm_set1_epi8('\\'))),
                                         _mm_cmplt_epi8(x, _mm_set1_epi8(0x20)));
    return static_cast<unsigned>(_mm_movemask_epi8(flagged));
}
#endif

// The first byte in [p, end) that special_bytes flags, or end. With SSE2 (every x86-64), 16
// bytes per step.
inline const char* find_special(const char* p, const char* end) noexcept {
#if defined(__SSE2__)
    while (end - p >= 16) {
        const unsigned bits = special_mask(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p)));
        if (bits != 0) return p + std::countr_zero(bits);
        p += 16;
    }
#endif
    if constexpr (std::endian::native == std::endian::little) {
        while (end - p >= 8) {
            std::uint64_t w;
            std::memcpy(&w, p, 8);
            const std::uint64_t m = special_bytes(w);
            if (m != 0) return p + (std::countr_zero(m) >> 3);
            p += 8;
        }
    }
    for (; p < end; ++p) {
        const auto c = static_cast<unsigned char>(*p);
        if (c == '"' || c == '\\' || c < 0x20 || c >= 0x80) return p;
    }
    return end;
}

// The word of W bytes at p, and its store at out (little-endian: byte i is bits 8i..8i+7).
template <class W>
[[gnu::always_inline]] inline W load_word(const char* p) noexcept {
    W w;
    std::memcpy(&w, p, sizeof w);
    return w;
}
template <class W>
[[gnu::always_inline]] inline void store_word(char* out, W w) noexcept {
    std::memcpy(out, &w, sizeof w);
}

// copy_plain of the last n < 16 bytes, [p, end): as one or two words of W bytes, the second
// overlapping the first (its first bytes, already checked, are not special), each stored and
// then checked with special_bytes, whose lowest flagged byte is exact.
template <class W>
[[gnu::always_inline]] inline const char* copy_words(const char* p, const char* end, char*& out) noexcept {
    constexpr std::size_t size = sizeof(W);
    const auto n = static_cast<std::size_t>(end - p);
    const W first = load_word<W>(p);
    store_word(out, first);
    if (const W m = special_bytes(first); m != 0) {
        const auto k = static_cast<std::size_t>(std::countr_zero(m) >> 3);
        out += k;
        return p + k;
    }
    if (n > size) {
        const W last = load_word<W>(end - size);
        store_word(out + n - size, last);
        if (const W m = special_bytes(last); m != 0) {
            const std::size_t k = n - size + static_cast<std::size_t>(std::countr_zero(m) >> 3);
            out += k;
            return p + k;
        }
    }
    out += n;
    return end;
}

[[gnu::always_inline]] inline const char* copy_tail(const char* p, const char* end, char*& out) noexcept {
    const auto n = static_cast<std::size_t>(end - p);
    if constexpr (std::endian::native == std::endian::little) {
        if (n >= 8) return copy_words<std::uint64_t>(p, end, out);
        if (n >= 4) return copy_words<std::uint32_t>(p, end, out);
    }
    for (; p < end; ++p) {
        const auto c = static_cast<unsigned char>(*p);
        if (c == '"' || c == '\\' || c < 0x20 || c >= 0x80) return p;
        *out++ = *p;
    }
    return end;
}

// Copies n <= 32 bytes with overlapping stores of a fixed size (no call to memcpy).
[[gnu::always_inline]] inline void copy_short(char* out, const char* p, std::size_t n) noexcept {
    if (n > 16) {
        const std::uint64_t a = load_word<std::uint64_t>(p), b = load_word<std::uint64_t>(p + 8),
                            c = load_word<std::uint64_t>(p + n - 16), d = load_word<std::uint64_t>(p + n - 8);
        store_word(out, a);
        store_word(out + 8, b);
        store_word(out + n - 16, c);
        store_word(out + n - 8, d);
    } else if (n >= 8) {
        const std::uint64_t a = load_word<std::uint64_t>(p), b = load_word<std::uint64_t>(p + n - 8);
        store_word(out, a);
        store_word(out + n - 8, b);
    } else if (n >= 4) {
        const std::uint32_t a = load_word<std::uint32_t>(p), b = load_word<std::uint32_t>(p + n - 4);
        store_word(out, a);
        store_word(out + n - 4, b);
    } else if (n >= 2) {
        const std::uint16_t a = load_word<std::uint16_t>(p), b = load_word<std::uint16_t>(p + n - 2);
        store_word(out, a);
        store_word(out + n - 2, b);
    } else if (n == 1) {
        *out = *p;
    }
}

// Whether the n bytes at a and b are equal: overlapping loads of a fixed size for n <= 32 (keys
// and literals), no call to memcmp.
[[gnu::always_inline]] inline bool bytes_equal(const char* a, const char* b, std::size_t n) noexcept {
    const auto differ = [&]<class W>(W, std::size_t at) { return load_word<W>(a + at) ^ load_word<W>(b + at); };
    if (n > 32) return std::memcmp(a, b, n) == 0;
    if (n > 16)
        return (differ(std::uint64_t{}, 0) | differ(std::uint64_t{}, 8) | differ(std::uint64_t{}, n - 16) |
                differ(std::uint64_t{}, n - 8)) == 0;
    if (n >= 8) return (differ(std::uint64_t{}, 0) | differ(std::uint64_t{}, n - 8)) == 0;
    if (n >= 4) return (differ(std::uint32_t{}, 0) | differ(std::uint32_t{}, n - 4)) == 0;
    if (n >= 2) return (differ(std::uint16_t{}, 0) | differ(std::uint16_t{}, n - 2)) == 0;
    return n == 0 || *a == *b;
}

// The room copy_plain may store past what it copies.
inline constexpr std::size_t copy_slack = 16;

// Copies [p, end) to out up to the first byte find_special would stop at; returns that byte's
// place (or end) and advances out past the copy. With SSE2, 16 bytes are stored at a time and
// then checked, the last ones gathered with fixed-size loads: no call to memcpy and no loop
// per byte, for the short strings documents are made of; out needs copy_slack bytes of room
// past the copy.
[[gnu::always_inline]] inline const char* copy_plain(const char* p, const char* end, char*& out) noexcept {
#if defined(__SSE2__)
    while (end - p >= 16) {
        const __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
        _mm_storeu_si128(reinterpret_cast<__m128i*>(out), x);
        const unsigned bits = special_mask(x);
        if (bits != 0) {
            out += std::countr_zero(bits);
            return p + std::countr_zero(bits);
        }
        p += 16;
        out += 16;
    }
    return copy_tail(p, end, out);
#else
    const char* stop = find_special(p, end);
    std::memcpy(out, p, static_cast<std::size_t>(stop - p));
    out += stop - p;
    return stop;
#endif
}

// find_special with its first step inlined: most strings end within 16 bytes.
[[gnu::always_inline]] inline const char* find_special_inline(const char* p, const char* end) noexcept {
#if defined(__SSE2__)
    if (end - p >= 16) {
        const unsigned bits = special_mask(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p)));
        if (bits != 0) return p + std::countr_zero(bits);
        return find_special(p + 16, end);
    }
#endif
    return find_special(p, end);
}

// Appends the digits at p to value (value * 10 + digit each); returns how many there were.
// Past 19 digits in all the value has wrapped: the caller checks the count. (Word-at-a-time
// conversions were measured: slower, for every run and also for runs of eight digits only --
// the loop's exit is well predicted.)
[[gnu::always_inline]] inline unsigned accumulate_digits(const char* p, const char* end, std::uint64_t& value) noexcept {
    const char* s = p;
    std::uint64_t v = value;
    for (; s != end; ++s) {
        const std::uint64_t d = std::uint64_t{static_cast<unsigned char>(*s)} - '0';
        if (d > 9) break;
        v = v * 10 + d;
    }
    value = v;
    return static_cast<unsigned>(s - p);
}

// The length of the well-formed UTF-8 sequence at p (a byte >= 0x80), or 0: no overlong
// forms, no encoded surrogates, nothing above U+10FFFF (Unicode 15, table 3-7).
inline std::size_t utf8_sequence(const char* p, const char* end) noexcept {
    const auto* u = reinterpret_cast<const unsigned char*>(p);
    const auto avail = static_cast<std::size_t>(end - p);
    const unsigned c = u[0];
    auto cont = [&](std::size_t i, unsigned lo = 0x80, unsigned hi = 0xBF) {
        return i < avail && u[i] >= lo && u[i] <= hi;
    };
    if (c < 0xC2) return 0;
    if (c < 0xE0) return cont(1) ? 2 : 0;
    if (c < 0xF0) {
        const unsigned lo = c == 0xE0 ? 0xA0 : 0x80;
        const unsigned hi = c == 0xED ? 0x9F : 0xBF;
        return cont(1, lo, hi) && cont(2) ? 3 : 0;
    }
    if (c < 0xF5) {
        const unsigned lo = c == 0xF0 ? 0x90 : 0x80;
        const unsigned hi = c == 0xF4 ? 0x8F : 0xBF;
        return cont(1, lo, hi) && cont(2) && cont(3) ? 4 : 0;
    }
    return 0;
}

// Where s is not UTF-8 (the offset of the first bad byte), or s.size() when it is.
inline std::size_t invalid_utf8_at(std::string_view s) noexcept {
    const char* const begin = s.data();
    const char* const end = begin + s.size();
    for (const char* at = begin; at < end;) {
        if (static_cast<unsigned char>(*at) < 0x80) {
            ++at;
            continue;
        }
        const std::size_t length = utf8_sequence(at, end);
        if (length == 0) return static_cast<std::size_t>(at - begin);
        at += length;
    }
    return s.size();
}

// out = [b, b + n). std::string::assign takes libstdc++'s general, aliasing-safe _M_replace
// path; a string being read is usually fresh and cannot alias the text, so: a new string of
// the exact size when out's buffer is too small (moved in: no growth policy, no copy of the
// old contents), else an append to the cleared string.
[[gnu::always_inline]] inline void set_string(std::string& out, const char* b, std::size_t n) {
    if (n == out.size() && n <= 32) { // read_into of a similar document: no call at all
        copy_short(out.data(), b, n);
    } else if (n > out.capacity()) {
        out = std::string(b, n);
    } else {
        out.clear();
        out.append(b, n);
    }
}

// ---- floating values that are short decimals --------------------------------------------
// std::to_chars of libstdc++ 12 (shortest round trip) costs 400-700 instructions a value, half
// of a typical write. Most floating values in documents are short decimals (0.25, 30.5, 0.001):
// for those, the shortest round-trip digits are found directly, exactly as to_chars finds them.
//
// For a double v and k fraction digits, m = the integer nearest to |v| * 10^k. With
// |v| * 10^k < 2^47, half an ulp of v times 10^k is below 2^-6, so at most one k-digit decimal
// reads back as v -- m, if any (the computed product is off by less than 2^-7) -- and whether it
// does is one division: m and 10^k (k <= 17) are exact doubles, so m / 10^k is correctly
// rounded exactly as from_chars reading "m e-k" rounds. So take the largest such k (K), m =
// round(|v| * 10^K), and drop m's trailing zeros: if a shorter decimal d (j digits) reads back
// as v, then m = d * 10^(K-j) exactly, and dropping zeros gives d and j -- no fewer digits, as
// d has no trailing zero (else d / 10 would be shorter) -- which the division confirms. The
// same for a float with |v| * 10^k < 2^18 (k <= 10: m and 10^k exact in float, the product
// exact in double), checked in float arithmetic. The text is written as to_chars writes it:
// fixed notation when it is not longer than the scientific one; else nullptr and the caller
// uses std::to_chars, as for every value this does not cover (tests/json.cpp compares the two
// on millions of values).
template <class F>
struct short_decimal_limits;
template <>
struct short_decimal_limits<double> {
    static constexpr int bits = 47;   // |v| * 10^k below 2^bits
    static constexpr int max_k = 17;  // 10^k exact
};
template <>
struct short_decimal_limits<float> {
    static constexpr int bits = 18;
    static constexpr int max_k = 10;
};

// The room write_decimal and std::to_chars of a floating value need.
inline constexpr std::size_t decimal_room = 48;

inline constexpr char digit_pairs[] = "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
                                      "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
                                      "8081828384858687888990919293949596979899";

// The number of decimal digits of m > 0.
[[gnu::always_inline]] inline unsigned digit_count(std::uint64_t m) noexcept {
    static constexpr std::uint64_t powers[] = {1u,
                                               10u,
                                               100u,
                                               1000u,
                                               10000u,
                                               100000u,
                                               1000000u,
                                               10000000u,
                                               100000000u,
                                               1000000000u,
                                               10000000000u,
                                               100000000000u,
                                               1000000000000u,
                                               10000000000000u,
                                               100000000000000u,
                                               1000000000000000u,
                                               10000000000000000u,
                                               100000000000000000u,
                                               1000000000000000000u,
                                               10000000000000000000u};
    const unsigned t = static_cast<unsigned>(64 - std::countl_zero(m | 1)) * 1233 >> 12; // log10(2) ~ 1233 / 4096
    return t + (m >= powers[t] ? 1u : 0u);
}

// The digits of m > 0 written backwards from end, two at a time. (A branch-free conversion of
// eight digits at once with multiplications was measured: slower for these short numbers.)
[[gnu::always_inline]] inline void put_digits(char* end, std::uint64_t m) noexcept {
    while (m >= 100) {
        const auto r = static_cast<std::size_t>(m % 100);
        m /= 100;
        end -= 2;
        std::memcpy(end, digit_pairs + 2 * r, 2);
    }
    if (m >= 10) std::memcpy(end - 2, digit_pairs + 2 * m, 2);
    else end[-1] = static_cast<char>('0' + m);
}

// m (no trailing zero when k > 0) with k fraction digits, as to_chars writes it: fixed unless
// scientific is shorter (then nullptr). The digits go straight to their places.
[[gnu::always_inline]] inline char* write_decimal(char* out, bool negative, std::uint64_t m, unsigned k) noexcept {
    *out = '-';
    out += negative ? 1 : 0;
    if (m == 0) {
        *out = '0';
        return out + 1;
    }
    const unsigned nd = digit_count(m);
    if (k == 0) { // an integer: scientific when shorter (1e+15), which needs trailing zeros
        if (nd >= 6) {
            unsigned zeros = 0;
            for (std::uint64_t x = m; x % 10 == 0; x /= 10) ++zeros;
            const unsigned significant = nd - zeros;
            if (nd > significant + (significant > 1 ? 1u : 0u) + 4u) return nullptr;
        }
        put_digits(out + nd, m);
        return out + nd;
    }
    if (nd > k) { // digits and a point: never longer than scientific
        const unsigned integer_digits = nd - k;
        put_digits(out + 1 + nd, m);
        copy_short(out, out + 1, integer_digits); // loads before stores: the overlap is fine
        out[integer_digits] = '.';
        return out + nd + 1;
    }
    // 0.000ddd: scientific when shorter (1e-05)
    if (k - nd > 2u + (nd > 1 ? 1u : 0u)) return nullptr;
    std::memcpy(out, "0.0000000000000000", 18); // k - nd <= 16: k <= 17, nd >= 1
    put_digits(out + 2 + k, m);
    return out + 2 + k;
}

template <class F>
char* write_short_decimal(char* out, F v) noexcept {
#if FLT_EVAL_METHOD == 0 && !defined(__FAST_MATH__) // the division must be correctly rounded
    using limits = short_decimal_limits<F>;
    static constexpr double powers[] = {1e0, 1e1, 1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,
                                        1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17};
    const bool negative = std::signbit(v);
    const double a = negative ? -static_cast<double>(v) : static_cast<double>(v);
    constexpr double limit = static_cast<double>(std::uint64_t{1} << limits::bits);
    if (!(a < limit)) return nullptr; // also NaN (the caller has excluded it)
    // a < 2^e: then a * 10^k < 2^bits for every k <= (bits - e) * log10(2) (1233 / 4096).
    const int e = static_cast<int>((std::bit_cast<std::uint64_t>(a) >> 52) & 0x7FF) - 1022;
    int big_k = (limits::bits - e) * 1233 >> 12;
    if (big_k > limits::max_k) big_k = limits::max_k;
    if (big_k < limits::max_k && a * powers[big_k + 1] < limit) ++big_k; // the estimate may be one short
    // The check needs no trailing zero dropped: m / 10^K is the same number. (A signed
    // conversion: one instruction, m < 2^47.)
    const auto exact = static_cast<std::int64_t>(a * powers[big_k] + 0.5);
    if constexpr (std::is_same_v<F, float>) {
        if (static_cast<float>(exact) / static_cast<float>(powers[big_k]) != static_cast<float>(a)) return nullptr;
    } else {
        if (static_cast<double>(exact) / powers[big_k] != a) return nullptr;
    }
    auto m = static_cast<std::uint64_t>(exact);
    auto k = static_cast<unsigned>(big_k);
    if (m == 0) {
        k = 0;
    } else { // its trailing zeros (at most 14, as m < 10^15) dropped, k at least 0
        if (k >= 8 && m % 100000000 == 0) m /= 100000000, k -= 8;
        if (k >= 4 && m % 10000 == 0) m /= 10000, k -= 4;
        if (k >= 2 && m % 100 == 0) m /= 100, k -= 2;
        if (k >= 1 && m % 10 == 0) m /= 10, k -= 1;
    }
    return write_decimal(out, negative, m, k);
#else
    (void)out;
    (void)v;
    return nullptr;
#endif
}

using detail::put_utf8; // (detail/utf8.hpp)

inline void append_utf8(std::string& out, unsigned cp) {
    char b[4];
    out.append(b, static_cast<std::size_t>(put_utf8(b, cp) - b));
}

} // namespace versioned::detail::json_io::text

namespace versioned::detail::json_io {

// A version as the version key carries it: "group/version", or "version" without a group.
inline std::string version_value(std::string_view group, std::string_view version) {
    std::string v;
    if (!group.empty()) {
        v += group;
        v += '/';
    }
    v += version;
    return v;
}

} // namespace versioned::detail::json_io

namespace versioned::detail::json_io::text {

// How the writer escapes each ASCII byte that find_special stops at: the character after the
// backslash, or 'u' for \u00XX.
inline constexpr std::array<char, 128> escape_table = [] {
    std::array<char, 128> t{};
    for (int c = 0; c < 0x20; ++c) t[static_cast<std::size_t>(c)] = 'u';
    t['\b'] = 'b';
    t['\f'] = 'f';
    t['\n'] = 'n';
    t['\r'] = 'r';
    t['\t'] = 't';
    t['"'] = '"';
    t['\\'] = '\\';
    return t;
}();

// Writes the escape of c (an ASCII byte find_special stopped at); returns the new end.
inline char* write_escape(char* out, unsigned char c) noexcept {
    const char e = escape_table[c];
    *out++ = '\\';
    *out++ = e;
    if (e == 'u') {
        *out++ = '0';
        *out++ = '0';
        *out++ = "0123456789abcdef"[c >> 4];
        *out++ = "0123456789abcdef"[c & 15];
    }
    return out;
}

} // namespace versioned::detail::json_io::text

#endif // VERSIONED_JSON_DETAIL_TEXT_HPP
