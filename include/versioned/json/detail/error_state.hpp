// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_JSON_DETAIL_ERROR_STATE_HPP
#define VERSIONED_JSON_DETAIL_ERROR_STATE_HPP

// An error as it unwinds: the code, where it was detected, and the path collected innermost
// first, made a json::error (a JSON Pointer, a line and a column) only at the end.

#include <versioned/json/detail/text.hpp>
#include <versioned/json/error.hpp>

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace versioned::detail::json_io {

using json::errc;

// ---- error positions ------------------------------------------------------------------------

// A JSON Pointer token: '~' and '/' escaped as RFC 6901 says. A key the writer was given may not
// be UTF-8 (a map's key); its invalid bytes are shown as \xHH, so the path and the message stay
// valid UTF-8 text (the reader's keys always are).
inline void append_pointer_token(std::string& out, std::string_view token) {
    const char* p = token.data();
    const char* const end = p + token.size();
    while (p < end) {
        const char c = *p;
        if (static_cast<unsigned char>(c) >= 0x80) {
            const std::size_t n = text::utf8_sequence(p, end);
            if (n == 0) {
                constexpr char hex[] = "0123456789ABCDEF";
                const auto u = static_cast<unsigned char>(c);
                out += "\\x";
                out += hex[u >> 4];
                out += hex[u & 15];
                ++p;
            } else {
                out.append(p, n);
                p += n;
            }
            continue;
        }
        if (c == '~') out += "~0";
        else if (c == '/') out += "~1";
        else out += c;
        ++p;
    }
}

// The path is collected while the error unwinds, innermost first; no cost on success.
struct error_state {
    errc code{};
    std::size_t offset = 0;
    std::string detail;
    std::vector<std::string> reversed_path; // pointer tokens, innermost first

    json::error finish(std::string_view text, bool with_position) const {
        json::error e;
        e.code = code;
        e.detail = detail;
        for (std::size_t i = reversed_path.size(); i-- > 0;) {
            e.path += '/';
            append_pointer_token(e.path, reversed_path[i]);
        }
        e.offset = offset;
        if (with_position) {
            e.line = 1;
            std::size_t line_start = 0;
            const std::size_t stop = offset < text.size() ? offset : text.size();
            for (std::size_t i = 0; i < stop; ++i)
                if (text[i] == '\n') {
                    ++e.line;
                    line_start = i + 1;
                }
            e.column = offset - line_start + 1;
        }
        return e;
    }
};

inline std::string quoted_excerpt(const char* b, const char* e) {
    std::string s(b, static_cast<std::size_t>(e - b) > 40 ? b + 40 : e);
    if (e - b > 40) s += "...";
    return s;
}

} // namespace versioned::detail::json_io

#endif // VERSIONED_JSON_DETAIL_ERROR_STATE_HPP
