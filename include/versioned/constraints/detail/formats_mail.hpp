// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_CONSTRAINTS_DETAIL_FORMATS_MAIL_HPP
#define VERSIONED_CONSTRAINTS_DETAIL_FORMATS_MAIL_HPP

// The format email as kube-openapi's strfmt registry validates it: Go's net/mail.ParseAddress
// succeeds (RFC 5322 as Go reads it) -- so "Jane Doe <jane@example.com>", "jane@example.com
// (Jane)", "\"j d\"@example.com" and even a group "team: jane@example.com;" are valid; a domain
// literal ("[1.2.3.4]") is not. Our own code of Go's parser, with the RFC 2047 encoded words
// ("=?utf-8?q?J=C3=A9?=") it decodes in display names (only an unknown character set fails).

#include <versioned/constraints/detail/regex_charclass.hpp>

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace versioned::detail::formats {

// Go's strings.EqualFold: the same code points up to simple case folding.
constexpr bool go_equal_fold(std::string_view a, std::string_view b) noexcept {
    std::size_t i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
        const regex::decoded x = regex::decode_utf8(a.data() + i, a.size() - i);
        const regex::decoded y = regex::decode_utf8(b.data() + j, b.size() - j);
        i += x.length, j += y.length;
        bool same = x.rune == y.rune;
        for (std::uint32_t r = regex::simple_fold(x.rune); !same && r != x.rune; r = regex::simple_fold(r)) same = r == y.rune;
        if (!same) return false;
    }
    return i == a.size() && j == b.size();
}

// Go's base64.StdEncoding.DecodeString succeeds: padded standard base64, \r and \n ignored.
constexpr bool go_base64_ok(std::string_view s) noexcept {
    const auto alphabet = [](char c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '+' || c == '/';
    };
    std::size_t quantum = 0; // characters of the current group of 4
    int padding = 0;
    for (const char c : s) {
        if (c == '\r' || c == '\n') continue;
        if (padding > 0) { // only the second '=' of "xx==" may follow a '='
            if (c != '=' || padding != 1 || quantum != 3) return false;
            padding = 2, quantum = 4;
            continue;
        }
        if (c == '=') {
            if (quantum < 2) return false;
            padding = 1;
            if (quantum == 3) padding = 2; // "xxx=" is complete
            ++quantum;
            continue;
        }
        if (!alphabet(c)) return false;
        quantum = (quantum + 1) % 4;
    }
    return padding == 0 ? quantum == 0 : quantum == 4;
}

// Go's mime qDecode succeeds: printable ASCII, \t \r \n, and =XX escapes.
constexpr bool go_qdecode_ok(std::string_view s) noexcept {
    const auto hex = [](char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); };
    for (std::size_t i = 0; i < s.size(); ++i) {
        const char c = s[i];
        if (c == '=') {
            if (i + 2 >= s.size() || !hex(s[i + 1]) || !hex(s[i + 2])) return false;
            i += 2;
        } else if (!((c >= ' ' && c <= '~') || c == '\n' || c == '\r' || c == '\t')) {
            return false;
        }
    }
    return true;
}

// Whether net/mail fails on the word: an RFC 2047 encoded word (=?charset?B|Q?text?=) that
// decodes, in a character set other than UTF-8, ISO-8859-1 and US-ASCII (Go's mail parser
// has no reader for the others). Anything else is left as it is, without error.
constexpr bool rfc2047_charset_error(std::string_view word) noexcept {
    std::size_t marks = 0;
    for (const char c : word) marks += c == '?' ? 1 : 0;
    if (word.size() < 8 || word.substr(0, 2) != "=?" || word.substr(word.size() - 2) != "?=" || marks != 4) return false;
    const std::string_view inner = word.substr(2, word.size() - 4);
    std::size_t q1 = 0;
    while (inner[q1] != '?') ++q1;
    std::size_t q2 = q1 + 1;
    while (inner[q2] != '?') ++q2;
    const std::string_view charset = inner.substr(0, q1), encoding = inner.substr(q1 + 1, q2 - q1 - 1);
    const std::string_view text = inner.substr(q2 + 1);
    if (charset.empty() || encoding.size() != 1) return false;
    const char e = encoding[0];
    const bool decodes = (e == 'B' || e == 'b') ? go_base64_ok(text) : (e == 'Q' || e == 'q') ? go_qdecode_ok(text) : false;
    return decodes && !go_equal_fold(charset, "utf-8") && !go_equal_fold(charset, "iso-8859-1") &&
           !go_equal_fold(charset, "us-ascii");
}

// Go's net/mail addrParser, reduced to whether it succeeds.
class mail_parser {
public:
    constexpr explicit mail_parser(std::string_view text) : s_(text) {}

    // parseSingleAddress: one address (or a group of exactly one), then only comments.
    constexpr bool single_address() {
        int count = 0;
        if (!address(true, count) || !skip_cfws() || !s_.empty()) return false;
        return count == 1;
    }

private:
    std::string_view s_;

    constexpr void skip_space() {
        while (!s_.empty() && (s_[0] == ' ' || s_[0] == '\t')) s_.remove_prefix(1);
    }
    constexpr bool consume(char c) {
        if (s_.empty() || s_[0] != c) return false;
        s_.remove_prefix(1);
        return true;
    }

    static constexpr bool is_vchar(std::uint32_t r) { return (r >= '!' && r <= '~') || r >= 0x80; }
    static constexpr bool is_atext(std::uint32_t r, bool dot, bool permissive) {
        switch (r) {
        case '.': return dot;
        case '(': case ')': case '[': case ']': case ';': case '@': case '\\': case ',': return permissive;
        case '<': case '>': case '"': case ':': return false;
        default: return is_vchar(r);
        }
    }

    constexpr bool address(bool handle_group, int& count);
    constexpr bool group_list(int& count);
    constexpr bool addr_spec();
    constexpr bool phrase();
    constexpr bool quoted_string(bool& empty);
    constexpr bool atom(bool dot, bool permissive, std::string_view& out);
    constexpr bool comment(std::string_view& text);
    constexpr bool display_name_comment();
    constexpr bool skip_cfws();
};

// parseAddress: an addr-spec (with a comment as display name), or a phrase then <addr-spec>,
// or (handle_group) a phrase ':' a group.
constexpr bool mail_parser::address(bool handle_group, int& count) {
    skip_space();
    if (s_.empty()) return false;
    if (addr_spec()) {
        skip_space();
        if (!s_.empty() && s_[0] == '(' && !display_name_comment()) return false;
        count = 1;
        return true;
    }
    if (s_[0] != '<' && !phrase()) return false;
    skip_space();
    if (handle_group && consume(':')) return group_list(count);
    if (!consume('<') || !addr_spec() || !consume('>')) return false;
    count = 1;
    return true;
}

// consumeGroupList: addresses separated by ',' up to ';' (what follows ';' is skipped as
// comments, whether they close or not, as Go does).
constexpr bool mail_parser::group_list(int& count) {
    count = 0;
    skip_space();
    if (consume(';')) return skip_cfws(), true;
    while (true) {
        skip_space();
        int one = 0;
        if (!address(false, one)) return false;
        count += one;
        if (!skip_cfws()) return false;
        if (consume(';')) return skip_cfws(), true;
        if (!consume(',')) return false;
    }
}

// consumeAddrSpec: local-part (dot-atom, or a non-empty quoted string) '@' domain (dot-atom);
// nothing consumed if it fails.
constexpr bool mail_parser::addr_spec() {
    const std::string_view orig = s_;
    const auto fail = [&] { return s_ = orig, false; };
    skip_space();
    if (s_.empty()) return fail();
    std::string_view part;
    if (s_[0] == '"') {
        bool empty = false;
        if (!quoted_string(empty) || empty) return fail();
    } else if (!atom(true, false, part)) {
        return fail();
    }
    if (!consume('@')) return fail();
    skip_space();
    if (s_.empty() || !atom(true, false, part)) return fail();
    return true;
}

// consumePhrase: words (atoms, permissively, or quoted strings) up to the first that fails;
// fails only if there is none.
constexpr bool mail_parser::phrase() {
    int words = 0;
    while (true) {
        skip_space();
        if (s_.empty()) return true;
        if (s_[0] == '"') {
            bool empty = false;
            if (!quoted_string(empty)) return words > 0;
        } else {
            std::string_view word;
            if (!atom(true, true, word) || rfc2047_charset_error(word)) return words > 0;
        }
        ++words;
    }
}

// consumeQuotedString: '"' (qtext, WSP, or '\' and VCHAR or WSP)* '"', valid UTF-8.
constexpr bool mail_parser::quoted_string(bool& empty) {
    std::size_t i = 1;
    bool escaped = false;
    empty = true;
    while (true) {
        if (i >= s_.size()) return false; // unclosed
        const regex::decoded d = regex::decode_utf8(s_.data() + i, s_.size() - i);
        if (!d.valid) return false;
        const std::uint32_t r = d.rune;
        const bool wsp = r == ' ' || r == '\t';
        if (escaped) {
            if (!is_vchar(r) && !wsp) return false;
            escaped = false, empty = false;
        } else if ((is_vchar(r) && r != '\\' && r != '"') || wsp) {
            empty = false;
        } else if (r == '"') {
            break;
        } else if (r == '\\') {
            escaped = true;
        } else {
            return false;
        }
        i += d.length;
    }
    s_.remove_prefix(i + 1);
    return true;
}

// consumeAtom: atext code points (with '.' if dot; with specials if permissive), valid UTF-8;
// unless permissive, no leading, trailing or double dot.
constexpr bool mail_parser::atom(bool dot, bool permissive, std::string_view& out) {
    std::size_t i = 0;
    while (i < s_.size()) {
        const regex::decoded d = regex::decode_utf8(s_.data() + i, s_.size() - i);
        if (!d.valid) return false;
        if (!is_atext(d.rune, dot, permissive)) break;
        i += d.length;
    }
    if (i == 0) return false;
    out = s_.substr(0, i);
    s_.remove_prefix(i);
    if (permissive) return true;
    if (out[0] == '.' || out[i - 1] == '.') return false;
    for (std::size_t k = 1; k < i; ++k)
        if (out[k] == '.' && out[k - 1] == '.') return false;
    return true;
}

// consumeComment, after '(': nested parentheses, '\' escaping the next byte.
constexpr bool mail_parser::comment(std::string_view& text) {
    int depth = 1;
    const std::string_view start = s_;
    while (!s_.empty() && depth != 0) {
        if (s_[0] == '\\' && s_.size() > 1) s_.remove_prefix(1);
        else if (s_[0] == '(') ++depth;
        else if (s_[0] == ')') --depth;
        s_.remove_prefix(1);
    }
    text = start.substr(0, start.size() - s_.size());
    return depth == 0;
}

// consumeDisplayNameComment: a comment whose words (Go's comment text -- its bytes without
// the escaping backslashes and the closing ')' -- split at spaces and tabs) may not be encoded
// words in an unknown character set.
constexpr bool mail_parser::display_name_comment() {
    if (!consume('(')) return false;
    std::string_view text;
    if (!comment(text)) return false;
    regex::buffer<char> word;
    for (std::size_t i = 0; i + 1 < text.size(); ++i) { // text ends with the closing ')'
        const char c = text[i] == '\\' ? text[++i] : text[i];
        if (c != ' ' && c != '\t') {
            word.push_back(c);
            continue;
        }
        if (rfc2047_charset_error(std::string_view(word.data(), word.size()))) return false;
        word.clear();
    }
    return !rfc2047_charset_error(std::string_view(word.data(), word.size()));
}

// skipCFWS: spaces, tabs and comments; false if a comment does not close.
constexpr bool mail_parser::skip_cfws() {
    skip_space();
    while (consume('(')) {
        std::string_view text;
        if (!comment(text)) return false;
        skip_space();
    }
    return true;
}

// email: Go's net/mail.ParseAddress succeeds.
constexpr bool valid_email(std::string_view s) noexcept { return mail_parser(s).single_address(); }

} // namespace versioned::detail::formats

#endif // VERSIONED_CONSTRAINTS_DETAIL_FORMATS_MAIL_HPP
