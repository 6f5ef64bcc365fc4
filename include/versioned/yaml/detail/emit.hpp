// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_YAML_DETAIL_EMIT_HPP
#define VERSIONED_YAML_DETAIL_EMIT_HPP

// Document tree (tree/detail/node.hpp) -> YAML text, in the block style `kubectl get -o yaml`
// writes: 2-space indentation, a sequence under a key not indented, a mapping in a sequence item
// starting on the dash's line, {} and [] for empty collections. A string is written plain only
// when every common reader gets the same string back from it: YAML 1.2 core (yaml/detail/
// parse.hpp, libfyaml) and YAML 1.1 (Go's yaml.v2, which kubectl uses, and PyYAML); otherwise
// double-quoted with escapes, on one line. Reading the text back gives an equal tree.

#include <versioned/json/detail/text.hpp>
#include <versioned/json/error.hpp>
#include <versioned/tree/detail/node.hpp>

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace versioned::detail::yaml_text {

// ---- strings ----------------------------------------------------------------------------------

// The code point of the valid UTF-8 sequence [p, p + length).
inline unsigned decode_utf8(const char* p, std::size_t length) noexcept {
    const auto* bytes = reinterpret_cast<const unsigned char*>(p);
    if (length == 1) return bytes[0];
    unsigned cp = bytes[0] & (0xFFu >> (length + 1));
    for (std::size_t i = 1; i < length; ++i) cp = (cp << 6) | (bytes[i] & 0x3Fu);
    return cp;
}

// A code point a YAML reader may not keep as it is: not printable in YAML (C0 and C1 controls,
// DEL, U+FFFE, U+FFFF), a line break of YAML 1.1 (U+0085, U+2028, U+2029) or a byte order mark.
constexpr bool needs_escape(unsigned cp) noexcept {
    return cp < 0x20 || (cp >= 0x7F && cp <= 0x9F) || cp == 0x2028 || cp == 0x2029 || cp == 0xFEFF ||
           cp == 0xFFFE || cp == 0xFFFF;
}

// Words some YAML reader takes for null, a boolean or a merge: the YAML 1.1 forms (y, yes, on,
// off...) and the 1.2 core ones, compared without case (quoting a word too many does no harm).
inline bool is_reserved_word(std::string_view s) noexcept {
    constexpr std::string_view words[] = {"y", "n", "yes", "no", "on", "off", "true", "false", "null", "~", "<<", "="};
    for (const std::string_view word : words) {
        if (word.size() != s.size()) continue;
        bool same = true;
        for (std::size_t i = 0; i < s.size() && same; ++i)
            same = (s[i] >= 'A' && s[i] <= 'Z' ? char(s[i] | 0x20) : s[i]) == word[i];
        if (same) return true;
    }
    return false;
}

// A number of either schema, or something near one: after an optional sign, a digit or a '.'
// with no space in it (ints of any base, with '_', floats, 1.1's sexagesimal "1:20", versions
// and addresses such as "10.0.0.1", which 1.1's float pattern takes), or a 1.1 timestamp
// ("2001-12-14 21:59:43 -5" has spaces).
inline bool looks_numeric(std::string_view s) noexcept {
    std::string_view rest = s;
    if (!rest.empty() && (rest[0] == '+' || rest[0] == '-')) rest.remove_prefix(1);
    if (rest.empty() || !((rest[0] >= '0' && rest[0] <= '9') || rest[0] == '.')) return false;
    if (s.find(' ') == std::string_view::npos) return true;
    const bool year = s.size() > 4 && json_io::text::is_digit(s[0]) && json_io::text::is_digit(s[1]) &&
                      json_io::text::is_digit(s[2]) && json_io::text::is_digit(s[3]) && s[4] == '-';
    return year;
}

// Whether s (valid UTF-8) reads back as the same string when written plain, under YAML 1.2
// core and YAML 1.1 alike, in block context.
inline bool plain_is_safe(std::string_view s) noexcept {
    if (s.empty() || s.front() == ' ' || s.back() == ' ' || s.back() == ':') return false;
    constexpr std::string_view indicators = "-?:,[]{}#&*!|>'\"%@`.";
    if (indicators.find(s.front()) != std::string_view::npos) return false; // '.': ".5", ".inf", "..."
    if (is_reserved_word(s) || looks_numeric(s)) return false;
    if (s.find(": ") != std::string_view::npos || s.find(" #") != std::string_view::npos) return false;
    const char* end = s.data() + s.size();
    for (const char* p = s.data(); p < end;) {
        const auto byte = static_cast<unsigned char>(*p);
        const std::size_t length = byte < 0x80 ? 1 : json_io::text::utf8_sequence(p, end);
        if (length == 0 || needs_escape(decode_utf8(p, length))) return false;
        p += length;
    }
    return true;
}

// s (valid UTF-8) double-quoted, with YAML's escapes for what needs_escape() names.
inline void append_double_quoted(std::string& out, std::string_view s) {
    constexpr char hex[] = "0123456789ABCDEF";
    out += '"';
    const char* end = s.data() + s.size();
    for (const char* p = s.data(); p < end;) {
        const auto byte = static_cast<unsigned char>(*p);
        const std::size_t length = byte < 0x80 ? 1 : json_io::text::utf8_sequence(p, end);
        const unsigned cp = decode_utf8(p, length);
        if (cp == '"' || cp == '\\') {
            out += '\\';
            out += static_cast<char>(cp);
        } else if (cp == '\n' || cp == '\t' || cp == '\r') {
            out += '\\';
            out += cp == '\n' ? 'n' : cp == '\t' ? 't' : 'r';
        } else if (cp < 0x80 && needs_escape(cp)) {
            out += "\\x";
            out += hex[cp >> 4];
            out += hex[cp & 0xF];
        } else if (needs_escape(cp)) {
            out += "\\u";
            for (int shift = 12; shift >= 0; shift -= 4) out += hex[(cp >> shift) & 0xF];
        } else {
            out.append(p, length);
        }
        p += length;
    }
    out += '"';
}

// ---- numbers --------------------------------------------------------------------------------

// JSON's number syntax: -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?
inline bool is_json_number(std::string_view s, bool integer_only) noexcept {
    std::size_t i = 0;
    auto digits = [&] {
        const std::size_t from = i;
        while (i < s.size() && json_io::text::is_digit(s[i])) ++i;
        return i > from;
    };
    if (i < s.size() && s[i] == '-') ++i;
    if (i < s.size() && s[i] == '0') ++i;
    else if (!digits()) return false;
    if (integer_only) return i == s.size();
    if (i < s.size() && s[i] == '.' && (++i, !digits())) return false;
    if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
        ++i;
        if (i < s.size() && (s[i] == '+' || s[i] == '-')) ++i;
        if (!digits()) return false;
    }
    return i == s.size();
}

// ---- the writer -------------------------------------------------------------------------------

class emitter {
public:
    emitter(const tree::document& doc, std::string& out, tree::failure& problem) : doc_(doc), out_(out), err_(problem) {}

    bool document() {
        const tree::node& root = doc_[doc_.root];
        if (is_nested(root)) return root.kind == tree::kind::mapping ? mapping(doc_.root, 0, false)
                                                                     : sequence(doc_.root, 0, false);
        if (!scalar(root)) return false;
        out_ += '\n';
        return true;
    }

private:
    const tree::document& doc_;
    std::string& out_;
    tree::failure& err_;

    // A collection with items: written in block style (an empty one is "{}" or "[]").
    static bool is_nested(const tree::node& n) noexcept {
        return (n.kind == tree::kind::mapping || n.kind == tree::kind::sequence) && !n.items.empty();
    }

    // The members at `indent`, the first on the current line when `first_inline` (after "- ").
    bool mapping(tree::index at, std::size_t indent, bool first_inline) {
        const std::vector<tree::index>& items = doc_[at].items;
        if (items.size() % 2 != 0) return fail(json::errc::invalid_value, "a mapping with a key and no value");
        for (std::size_t i = 0; i < items.size(); i += 2) {
            if (i > 0 || !first_inline) out_.append(indent, ' ');
            std::string key;
            if (!key_text(doc_[items[i]], key)) return fail_key(doc_[items[i]].text);
            if (!member(key, items[i + 1], indent)) return fail_key(doc_[items[i]].text);
        }
        return true;
    }
    // "key: value". A key longer than YAML allows an implicit one (1024 characters) is written
    // as an explicit "? key" with ": value" below it.
    bool member(const std::string& key, tree::index value, std::size_t indent) {
        constexpr std::size_t longest_implicit_key = 1000;
        if (key.size() > longest_implicit_key) {
            out_ += "? ";
            out_ += key;
            out_ += '\n';
            out_.append(indent, ' ');
            out_ += ": ";
            return compact(value, indent);
        }
        out_ += key;
        out_ += ':';
        const tree::node& n = doc_[value];
        if (!is_nested(n)) {
            out_ += ' ';
            if (!scalar(n)) return false;
            out_ += '\n';
            return true;
        }
        out_ += '\n';
        // kubectl's style: a sequence under a key at the key's indentation
        return n.kind == tree::kind::mapping ? mapping(value, indent + 2, false) : sequence(value, indent, false);
    }
    bool sequence(tree::index at, std::size_t indent, bool first_inline) {
        const std::vector<tree::index>& items = doc_[at].items;
        for (std::size_t i = 0; i < items.size(); ++i) {
            if (i > 0 || !first_inline) out_.append(indent, ' ');
            out_ += "- ";
            if (!compact(items[i], indent)) return fail_key(std::to_string(i));
        }
        return true;
    }
    // A node after a two-character indicator ("- ", ": ") at `indent`: a collection starts on
    // that line, its items indented by two.
    bool compact(tree::index at, std::size_t indent) {
        const tree::node& n = doc_[at];
        if (n.kind == tree::kind::mapping && !n.items.empty()) return mapping(at, indent + 2, true);
        if (n.kind == tree::kind::sequence && !n.items.empty()) return sequence(at, indent + 2, true);
        if (!scalar(n)) return false;
        out_ += '\n';
        return true;
    }

    // A scalar or an empty collection, on the current line.
    bool scalar(const tree::node& n) {
        switch (n.kind) {
        case tree::kind::null: out_ += "null"; return true;
        case tree::kind::boolean:
            if (n.text != "true" && n.text != "false") return fail_text("a boolean", n.text);
            out_ += n.text;
            return true;
        case tree::kind::integer:
            if (!is_json_number(n.text, true)) return fail_text("an integer", n.text);
            out_ += n.text;
            return true;
        case tree::kind::floating: return floating(n.text);
        case tree::kind::string: return string(n.text);
        case tree::kind::sequence: out_ += "[]"; return true;
        case tree::kind::mapping: out_ += "{}"; return true;
        }
        return fail(json::errc::invalid_value, "a node of no known kind");
    }
    bool floating(const std::string& text) {
        if (text == "inf" || text == "-inf" || text == "nan") {
            out_ += text == "inf" ? ".inf" : text == "-inf" ? "-.inf" : ".nan";
            return true;
        }
        if (!is_json_number(text, false)) return fail_text("a number", text);
        // "1" would read back as an integer
        if (text.find_first_of(".eE") == std::string::npos) out_ += "!!float ";
        out_ += text;
        return true;
    }
    bool string(std::string_view text) {
        if (const std::size_t bad = json_io::text::invalid_utf8_at(text); bad != text.size())
            return fail(json::errc::invalid_utf8, "the string is not valid UTF-8 (at byte " + std::to_string(bad) +
                                                      "; YAML text must be UTF-8)");
        if (plain_is_safe(text)) out_ += text;
        else append_double_quoted(out_, text);
        return true;
    }
    // A key is its text, whatever its kind, written as a string is.
    bool key_text(const tree::node& key, std::string& written) {
        if (key.kind == tree::kind::sequence || key.kind == tree::kind::mapping)
            return fail(json::errc::invalid_value, "a mapping key must be a scalar");
        std::swap(written, out_); // string() appends to out_: let it append to `written`
        const bool ok = string(key.text);
        std::swap(written, out_);
        return ok;
    }

    bool fail(json::errc code, std::string detail) { return err_.fail(code, tree::mark{}, std::move(detail)); }
    bool fail_text(std::string_view what, const std::string& text) {
        return fail(json::errc::invalid_value, "\"" + text + "\" is not " + std::string(what) + " in JSON's form");
    }
    bool fail_key(std::string key) {
        err_.reversed_path.push_back(std::move(key));
        return false;
    }
};

// Appends the document's YAML (block style; no leading "---"; ends with a newline). On failure
// (a string that is not UTF-8, a number's text not in JSON's form) out is as it was.
inline bool emit(const tree::document& doc, std::string& out, tree::failure& e) {
    const std::size_t size_before = out.size();
    e = tree::failure{};
    emitter writer(doc, out, e);
    if (writer.document()) return true;
    out.resize(size_before);
    return false;
}

} // namespace versioned::detail::yaml_text

#endif // VERSIONED_YAML_DETAIL_EMIT_HPP
