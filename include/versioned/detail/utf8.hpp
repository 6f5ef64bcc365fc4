// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_DETAIL_UTF8_HPP
#define VERSIONED_DETAIL_UTF8_HPP

// A code point as UTF-8: one encoder for the JSON reader's escapes (json/detail/text.hpp), the
// regex generator's strings (constraints/detail/regex_generate.hpp) and default_json's
// compile-time reading (detail/default_json.hpp).

namespace versioned::detail {

// Writes code point cp (at most 0x10FFFF) as UTF-8 at out; returns the new end.
constexpr char* put_utf8(char* out, unsigned cp) noexcept {
    if (cp < 0x80) {
        *out++ = static_cast<char>(cp);
    } else if (cp < 0x800) {
        *out++ = static_cast<char>(0xC0 | (cp >> 6));
        *out++ = static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        *out++ = static_cast<char>(0xE0 | (cp >> 12));
        *out++ = static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        *out++ = static_cast<char>(0x80 | (cp & 0x3F));
    } else {
        *out++ = static_cast<char>(0xF0 | (cp >> 18));
        *out++ = static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
        *out++ = static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        *out++ = static_cast<char>(0x80 | (cp & 0x3F));
    }
    return out;
}

} // namespace versioned::detail

#endif // VERSIONED_DETAIL_UTF8_HPP
