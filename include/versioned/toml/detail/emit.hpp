// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_TOML_DETAIL_EMIT_HPP
#define VERSIONED_TOML_DETAIL_EMIT_HPP

// The document tree (tree/detail/node.hpp) as TOML text, in the form people write: each table's
// plain members (`key = value`) first, in the tree's order, then its tables as [a.b] sections
// and its arrays of tables as [[a.b]], in the tree's order, a blank line before each header.
// A table inside an array of other things is an inline table ({ a = 1 }). TOML has no null: a
// null member is left out (read back, the member is absent, which reads an optional as empty);
// a null array element is an error. What else TOML cannot hold -- an integer beyond int64,
// duplicate keys, text that is not UTF-8 -- is an error with the path to its node.

#include <versioned/json/detail/from_chars.hpp>
#include <versioned/json/detail/text.hpp>
#include <versioned/json/error.hpp>
#include <versioned/tree/detail/node.hpp>

#include <charconv>
#include <cstddef>
#include <cstdint>
#include <set>
#include <string>
#include <string_view>
#include <system_error>

namespace versioned::detail::toml_text {

// ---- texts ----------------------------------------------------------------------------------

inline bool is_digit(char ch) noexcept { return ch >= '0' && ch <= '9'; }

// A key TOML takes unquoted.
inline bool is_bare_key(std::string_view key) noexcept {
    if (key.empty()) return false;
    for (const char ch : key)
        if (!(is_digit(ch) || (ch >= 'A' && ch <= 'Z') || (ch >= 'a' && ch <= 'z') || ch == '_' || ch == '-')) return false;
    return true;
}

// text as a TOML basic string: the escapes TOML defines, \uXXXX for the other control
// characters (DEL included: TOML wants it escaped), other characters as they are.
inline void append_basic_string(std::string& out, std::string_view text) {
    out += '"';
    for (const char ch : text) {
        const auto byte = static_cast<unsigned char>(ch);
        if (ch == '"' || ch == '\\') {
            out += '\\';
            out += ch;
        } else if (ch == '\n') {
            out += "\\n";
        } else if (ch == '\t') {
            out += "\\t";
        } else if (byte < 0x20 || byte == 0x7F) {
            static constexpr char hex[] = "0123456789ABCDEF";
            out += "\\u00";
            out += hex[byte >> 4];
            out += hex[byte & 15];
        } else {
            out += ch;
        }
    }
    out += '"';
}

inline void append_key(std::string& out, std::string_view key) {
    if (is_bare_key(key)) out += key;
    else append_basic_string(out, key);
}

// JSON's number syntax: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?
inline bool is_json_number(std::string_view text) noexcept {
    std::size_t i = 0; // the scan's position
    const auto digits = [&] {
        const std::size_t first = i;
        while (i < text.size() && is_digit(text[i])) ++i;
        return i > first;
    };
    if (i < text.size() && text[i] == '-') ++i;
    if (i < text.size() && text[i] == '0') ++i;
    else if (!digits()) return false;
    if (i < text.size() && text[i] == '.' && (++i, !digits())) return false;
    if (i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
        ++i;
        if (i < text.size() && (text[i] == '+' || text[i] == '-')) ++i;
        if (!digits()) return false;
    }
    return i == text.size();
}

// The two-digit number at text[at], within [low, high].
inline bool two_digits(std::string_view text, std::size_t at, unsigned low, unsigned high) noexcept {
    if (at + 2 > text.size() || !is_digit(text[at]) || !is_digit(text[at + 1])) return false;
    const auto value = static_cast<unsigned>((text[at] - '0') * 10 + (text[at + 1] - '0'));
    return value >= low && value <= high;
}
// YYYY-MM-DD at text[0..10).
inline bool is_date(std::string_view text) noexcept {
    return text.size() >= 10 && is_digit(text[0]) && is_digit(text[1]) && is_digit(text[2]) && is_digit(text[3]) &&
           text[4] == '-' && two_digits(text, 5, 1, 12) && text[7] == '-' && two_digits(text, 8, 1, 31);
}
// hh:mm:ss(.fraction)? at the start of text; its length, or 0.
inline std::size_t time_length(std::string_view text) noexcept {
    if (!(two_digits(text, 0, 0, 23) && text.size() >= 8 && text[2] == ':' && two_digits(text, 3, 0, 59) &&
          text[5] == ':' && two_digits(text, 6, 0, 59)))
        return 0;
    std::size_t i = 8;
    if (i < text.size() && text[i] == '.') {
        const std::size_t first = ++i;
        while (i < text.size() && is_digit(text[i])) ++i;
        if (i == first) return 0;
    }
    return i;
}
// A TOML date, time or date-time (RFC 3339: local date, local time, local or offset
// date-time), the form a node with date_time holds.
inline bool is_date_time_text(std::string_view text) noexcept {
    if (!is_date(text)) return time_length(text) == text.size() && !text.empty();
    if (text.size() == 10) return true;
    if (text[10] != 'T' && text[10] != 't' && text[10] != ' ') return false;
    const std::string_view rest = text.substr(11);
    const std::size_t time = time_length(rest);
    if (time == 0) return false;
    const std::string_view offset = rest.substr(time);
    if (offset.empty() || offset == "Z" || offset == "z") return true;
    return offset.size() == 6 && (offset[0] == '+' || offset[0] == '-') && two_digits(offset, 1, 0, 23) &&
           offset[3] == ':' && two_digits(offset, 4, 0, 59);
}

// ---- the writer -------------------------------------------------------------------------------

class emitter {
public:
    emitter(const tree::document& doc, std::string& out, tree::failure& problem) noexcept
        : doc_(doc), out_(out), e_(problem) {}

    bool document() {
        if (doc_.nodes.empty()) return e_.fail(json::errc::wrong_type, {}, "a TOML document is a table, got no value");
        const tree::node& root = doc_[doc_.root];
        if (root.kind != tree::kind::mapping)
            return e_.fail(json::errc::wrong_type, {},
                           "a TOML document is a table, got " + std::string(tree::kind_name(root)));
        return table_body(doc_.root, {});
    }

private:
    const tree::node& key_of(const tree::node& mapping, std::size_t member) const { return doc_[mapping.items[2 * member]]; }
    const tree::node& value_of(const tree::node& mapping, std::size_t member) const {
        return doc_[mapping.items[2 * member + 1]];
    }
    // Written as a [section] or [[array of tables]]: a table, or an array of tables only.
    bool is_section(const tree::node& value) const {
        if (value.kind == tree::kind::mapping) return true;
        if (value.kind != tree::kind::sequence || value.items.empty()) return false;
        for (const tree::index item : value.items)
            if (doc_[item].kind != tree::kind::mapping) return false;
        return true;
    }
    bool fail_at(std::string token) {
        e_.reversed_path.push_back(std::move(token));
        return false;
    }

    // A table's members, its plain ones as `key = value` lines, then its sections; path: the
    // table's header path, "" for the root.
    bool table_body(tree::index mapping, const std::string& path) {
        const tree::node& table = doc_[mapping];
        if (!unique_keys(table)) return false;
        for (std::size_t m = 0; m < tree::member_count(table); ++m) {
            const tree::node& key = key_of(table, m);
            const tree::node& value = value_of(table, m);
            if (value.kind == tree::kind::null || is_section(value)) continue;
            if (!utf8(key.text)) return fail_at(key.text);
            append_key(out_, key.text);
            out_ += " = ";
            if (!inline_value(value, out_)) return fail_at(key.text);
            out_ += '\n';
        }
        for (std::size_t m = 0; m < tree::member_count(table); ++m) {
            const tree::node& key = key_of(table, m);
            const tree::node& value = value_of(table, m);
            if (value.kind == tree::kind::null || !is_section(value)) continue;
            if (!utf8(key.text)) return fail_at(key.text);
            std::string child = path;
            if (!child.empty()) child += '.';
            append_key(child, key.text);
            if (!section(table.items[2 * m + 1], child)) return fail_at(key.text);
        }
        return true;
    }
    // [path] and the table's body, or [[path]] and the body for each element.
    bool section(tree::index at, const std::string& path) {
        const tree::node& value = doc_[at];
        if (value.kind == tree::kind::mapping) {
            header("[", path, "]");
            return table_body(at, path);
        }
        for (std::size_t i = 0; i < value.items.size(); ++i) {
            header("[[", path, "]]");
            if (!table_body(value.items[i], path)) return fail_at(std::to_string(i));
        }
        return true;
    }
    void header(std::string_view open, const std::string& path, std::string_view close) {
        if (!out_.empty()) out_ += '\n';
        out_ += open;
        out_ += path;
        out_ += close;
        out_ += '\n';
    }
    // TOML defines each key of a table once.
    bool unique_keys(const tree::node& table) {
        std::set<std::string_view> seen;
        for (std::size_t m = 0; m < tree::member_count(table); ++m) {
            const std::string& key = key_of(table, m).text;
            if (!seen.insert(key).second) {
                e_.fail(json::errc::duplicate_key, {}, "TOML has no duplicate keys: \"" + key + "\" is repeated");
                return fail_at(key);
            }
        }
        return true;
    }

    // Any value on one line: scalars, [arrays], { inline tables }.
    bool inline_value(const tree::node& value, std::string& out) {
        if (value.kind == tree::kind::mapping) return inline_table(value, out);
        if (value.kind != tree::kind::sequence) return scalar(value, out);
        out += '[';
        for (std::size_t i = 0; i < value.items.size(); ++i) {
            const tree::node& element = doc_[value.items[i]];
            if (i != 0) out += ", ";
            if (element.kind == tree::kind::null) {
                e_.fail(json::errc::wrong_type, {}, "TOML has no null: an array cannot hold one");
                return fail_at(std::to_string(i));
            }
            if (!inline_value(element, out)) return fail_at(std::to_string(i));
        }
        out += ']';
        return true;
    }
    bool inline_table(const tree::node& table, std::string& out) {
        if (!unique_keys(table)) return false;
        out += '{';
        bool first = true;
        for (std::size_t m = 0; m < tree::member_count(table); ++m) {
            const tree::node& key = key_of(table, m);
            const tree::node& value = value_of(table, m);
            if (value.kind == tree::kind::null) continue;
            if (!utf8(key.text)) return fail_at(key.text);
            out += first ? " " : ", ";
            first = false;
            append_key(out, key.text);
            out += " = ";
            if (!inline_value(value, out)) return fail_at(key.text);
        }
        out += first ? "}" : " }";
        return true;
    }

    bool scalar(const tree::node& value, std::string& out) {
        switch (value.kind) {
        case tree::kind::boolean:
            if (value.text != "true" && value.text != "false") return invalid("not a boolean: " + value.text);
            out += value.text;
            return true;
        case tree::kind::integer: return integer(value.text, out);
        case tree::kind::floating: return floating(value.text, out);
        case tree::kind::string:
            if (!value.date_time) {
                if (!utf8(value.text)) return false;
                append_basic_string(out, value.text);
            } else {
                if (!is_date_time_text(value.text)) return invalid("not a TOML date or time: " + value.text);
                out += value.text;
            }
            return true;
        default: return e_.fail(json::errc::wrong_type, {}, "TOML has no null"); // members skip theirs
        }
    }
    // Decimal, in int64 (TOML's integers are 64-bit signed), without '+' or leading zeros.
    bool integer(const std::string& text, std::string& out) {
        std::int64_t value = 0;
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (ec == std::errc::result_out_of_range)
            return e_.fail(json::errc::out_of_range, {}, "TOML integers are 64-bit signed: " + text + " is out of range");
        if (ec != std::errc{} || end != text.data() + text.size()) return invalid("not an integer: " + text);
        char digits[24];
        out.append(digits, std::to_chars(digits, digits + sizeof digits, value).ptr);
        return true;
    }
    // JSON's number text (TOML's float syntax but for an integer's, which gets ".0"), or inf,
    // -inf, nan.
    bool floating(const std::string& text, std::string& out) {
        if (text == "inf" || text == "-inf" || text == "nan") {
            out += text;
            return true;
        }
        if (!is_json_number(text)) return invalid("not a number: " + text);
        double value = 0;
        if (json_io::floating_from_chars(text.data(), text.data() + text.size(), value).ec == std::errc::result_out_of_range)
            return e_.fail(json::errc::out_of_range, {}, "TOML floats are 64-bit: " + text + " is out of range");
        out += text;
        if (text.find_first_of(".eE") == std::string::npos) out += ".0";
        return true;
    }
    bool invalid(std::string why) { return e_.fail(json::errc::invalid_value, {}, std::move(why)); }
    bool utf8(std::string_view text) {
        if (json_io::text::invalid_utf8_at(text) == text.size()) return true;
        return e_.fail(json::errc::invalid_utf8, {}, "the string is not valid UTF-8 (TOML text must be)");
    }

    const tree::document& doc_;
    std::string& out_;
    tree::failure& e_;
};

// The document as TOML (its root must be a mapping). false with e set (e.reversed_path: the path
// to the bad node) when the tree has no TOML form.
inline bool emit(const tree::document& doc, std::string& out, tree::failure& e) {
    out.clear();
    return emitter(doc, out, e).document();
}

} // namespace versioned::detail::toml_text

#endif // VERSIONED_TOML_DETAIL_EMIT_HPP
