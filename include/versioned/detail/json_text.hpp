// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_DETAIL_JSON_TEXT_HPP
#define VERSIONED_DETAIL_JSON_TEXT_HPP

// Byte-level primitives of the JSON reader and writer: finding the next byte of a string that
// needs attention (8 bytes at a time), UTF-8 validation, escapes.

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>

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

// The first byte in [p, end) that special_bytes flags, or end.
inline const char* find_special(const char* p, const char* end) noexcept {
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

#endif // VERSIONED_DETAIL_JSON_TEXT_HPP
