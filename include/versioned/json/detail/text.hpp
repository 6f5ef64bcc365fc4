// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_JSON_DETAIL_TEXT_HPP
#define VERSIONED_JSON_DETAIL_TEXT_HPP

// Byte-level primitives of the JSON reader and writer: finding the next byte of a string that
// needs attention (8 bytes at a time), UTF-8 validation, escapes.

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

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace versioned::detail::json_io::text {

constexpr bool is_digit(char c) noexcept { return c >= '0' && c <= '9'; }

// The bytes a JSON string cannot carry as they are: '"', '\\', control characters, and the
// start of every non-ASCII sequence (to validate it). A SWAR word test finds the first one:
// every mask below may flag bytes after a true match (borrows), never before it, so the
// lowest flagged byte is exact.
inline std::uint64_t special_bytes(std::uint64_t x) noexcept {
    constexpr std::uint64_t ones = 0x0101010101010101u;
    constexpr std::uint64_t highs = 0x8080808080808080u;
    const std::uint64_t quote = x ^ (ones * '"');
    const std::uint64_t backslash = x ^ (ones * '\\');
    const std::uint64_t is_quote = (quote - ones) & ~quote;
    const std::uint64_t is_backslash = (backslash - ones) & ~backslash;
    const std::uint64_t is_control = (x - ones * 0x20) & ~x;
    return (is_quote | is_backslash | is_control | x) & highs;
}

// The first byte in [p, end) that special_bytes flags, or end. With SSE2 (every x86-64), 16
// bytes per step: a signed comparison with 0x20 flags both the control characters and every
// byte >= 0x80.
inline const char* find_special(const char* p, const char* end) noexcept {
#if defined(__SSE2__)
    const __m128i quote = _mm_set1_epi8('"');
    const __m128i backslash = _mm_set1_epi8('\\');
    const __m128i space = _mm_set1_epi8(0x20);
    while (end - p >= 16) {
        const __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
        const __m128i flagged =
            _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(x, quote), _mm_cmpeq_epi8(x, backslash)), _mm_cmplt_epi8(x, space));
        const auto bits = static_cast<unsigned>(_mm_movemask_epi8(flagged));
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

// Appends the digits at p to value (value * 10 + digit each); returns how many there were.
// Past 19 digits in all the value has wrapped: the caller checks the count. (A word-at-a-time
// version was measured: slower for the one- to four-digit numbers most documents hold.)
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

// out = [b, b + n). std::string::assign takes libstdc++'s general, aliasing-safe _M_replace
// path; a string being read is usually fresh and cannot alias the text, so: a new string of
// the exact size when out's buffer is too small (moved in: no growth policy, no copy of the
// old contents), else an append to the cleared string.
[[gnu::always_inline]] inline void set_string(std::string& out, const char* b, std::size_t n) {
    if (n > out.capacity()) {
        out = std::string(b, n);
    } else {
        out.clear();
        out.append(b, n);
    }
}

// ---- doubles that are short decimals --------------------------------------------------------
// std::to_chars(double) of libstdc++ 12 (shortest round trip) costs ~670 instructions a value,
// half of a typical write. Most doubles in documents are short decimals (0.25, 30.5, 0.001):
// for those, the shortest round-trip digits are found directly. For k = 0, 1, 2, ... fraction
// digits, m = the integer nearest to |v| * 10^k; the first k at which m / 10^k == |v| gives
// the shortest form, because m and 10^k are exact doubles (m < 2^47, k <= 17) so the division
// is correctly rounded exactly as from_chars reading "m e-k" would round -- the decimal reads
// back as v -- and no shorter decimal reads back as v (it would have been found at a smaller
// k). It is also the only decimal of its length that reads back as v, the one to_chars picks:
// with |v| * 10^k < 2^47, half an ulp of v times 10^k is below 2^-6, so only an integer that
// close to the exact product can read back, and the computed product is off by less than
// 2^-7. The text is written as to_chars writes it: fixed notation when it is not longer than
// the scientific one; else nullptr and the caller uses std::to_chars, as for every value this
// does not cover (tests/json.cpp compares the two on millions of values).
inline char* write_short_double(char* out, double v) noexcept {
#if FLT_EVAL_METHOD == 0 && !defined(__FAST_MATH__) // the division must be correctly rounded
    static constexpr double powers[] = {1e0, 1e1, 1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,
                                        1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17};
    const bool negative = std::signbit(v);
    const double a = negative ? -v : v;
    if (!(a < 1e14)) return nullptr;
    for (unsigned k = 0; k < std::size(powers); ++k) {
        const double scaled = a * powers[k];
        if (scaled >= 0x1p47) return nullptr;
        const auto m = static_cast<std::uint64_t>(scaled + 0.5);
        if (static_cast<double>(m) / powers[k] != a) continue;
        char digits[20];
        const auto nd = static_cast<unsigned>(std::to_chars(digits, digits + 20, m).ptr - digits);
        // to_chars's choice: fixed unless scientific is shorter (m has no trailing zero when
        // k > 0: m / 10 would have matched at k - 1).
        unsigned significant = nd;
        if (k == 0)
            while (significant > 1 && digits[significant - 1] == '0') --significant;
        const int exponent = static_cast<int>(nd) - 1 - static_cast<int>(k);
        const unsigned exp_abs = static_cast<unsigned>(exponent < 0 ? -exponent : exponent);
        const unsigned scientific = significant + (significant > 1 ? 1u : 0u) + 2u + (exp_abs >= 100 ? 3u : 2u);
        const unsigned fixed = k == 0 ? nd : nd > k ? nd + 1 : k + 2;
        if (fixed > scientific) return nullptr;
        if (negative) *out++ = '-';
        if (k == 0) {
            std::memcpy(out, digits, nd);
            return out + nd;
        }
        if (nd > k) {
            std::memcpy(out, digits, nd - k);
            out += nd - k;
            *out++ = '.';
            std::memcpy(out, digits + (nd - k), k);
            return out + k;
        }
        *out++ = '0';
        *out++ = '.';
        std::memset(out, '0', k - nd);
        out += k - nd;
        std::memcpy(out, digits, nd);
        return out + nd;
    }
#else
    (void)out;
    (void)v;
#endif
    return nullptr;
}

inline void append_utf8(std::string& out, unsigned cp) {
    if (cp < 0x80) {
        out += static_cast<char>(cp);
    } else if (cp < 0x800) {
        const char b[2] = {static_cast<char>(0xC0 | (cp >> 6)), static_cast<char>(0x80 | (cp & 0x3F))};
        out.append(b, 2);
    } else if (cp < 0x10000) {
        const char b[3] = {static_cast<char>(0xE0 | (cp >> 12)), static_cast<char>(0x80 | ((cp >> 6) & 0x3F)),
                           static_cast<char>(0x80 | (cp & 0x3F))};
        out.append(b, 3);
    } else {
        const char b[4] = {static_cast<char>(0xF0 | (cp >> 18)), static_cast<char>(0x80 | ((cp >> 12) & 0x3F)),
                           static_cast<char>(0x80 | ((cp >> 6) & 0x3F)), static_cast<char>(0x80 | (cp & 0x3F))};
        out.append(b, 4);
    }
}

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
