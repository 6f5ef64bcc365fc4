// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_YAML_DETAIL_PARSE_HPP
#define VERSIONED_YAML_DETAIL_PARSE_HPP

// YAML text -> document trees (tree/detail/node.hpp). libfyaml's event parser does the YAML
// grammar; this file builds the trees itself from the events: plain scalars resolved by the YAML
// 1.2 core schema, the core tags checked against the content (any other tag refused, so that a
// custom tag never vanishes silently), duplicate keys refused, aliases shared (the anchored
// node's index, with the expansion they cause bounded), positions as json::error counts them
// (byte offset, 1-based line and column in bytes).
//
// Merge keys ("<<") are ordinary keys here: YAML 1.2 dropped them and JSON has nothing like
// them, so a "<<" key reaches the typed reader like any other (which refuses it as unknown).

#include <versioned/json/detail/text.hpp>
#include <versioned/json/error.hpp>
#include <versioned/tree/detail/node.hpp>

#include <libfyaml.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <new>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

namespace versioned::detail::yaml_text {

using json::errc;

struct parse_limits {
    std::size_t max_depth = 512;           // collections nested deeper: errc::too_deep
    std::size_t max_alias_nodes = 1'000'000; // the nodes aliases add to a walk, in all
};

// ---- positions ------------------------------------------------------------------------------

// Where each line starts, to turn libfyaml's byte offsets into tree::marks (its own columns
// count code points; json::error's count bytes). Line breaks: "\n", "\r\n" and a lone "\r".
class line_starts {
public:
    explicit line_starts(std::string_view text) {
        starts_.push_back(0);
        for (std::size_t i = 0; i < text.size(); ++i) {
            const bool lone_cr = text[i] == '\r' && (i + 1 == text.size() || text[i + 1] != '\n');
            if (text[i] == '\n' || lone_cr) starts_.push_back(i + 1);
        }
    }
    tree::mark at(std::size_t offset) const noexcept {
        const auto after = std::upper_bound(starts_.begin(), starts_.end(), offset);
        const auto line = static_cast<std::size_t>(after - starts_.begin()); // >= 1: starts_[0] == 0
        return {offset, line, offset - starts_[line - 1] + 1};
    }
    // The offset of a 1-based line and a 1-based column counted in code points (libfyaml's
    // diagnostics), within text.
    std::size_t offset_of(std::string_view text, std::size_t line, std::size_t column) const noexcept {
        if (line == 0) return 0;
        std::size_t offset = starts_[std::min(line, starts_.size()) - 1];
        for (std::size_t seen = 1; offset < text.size() && seen < column; ++seen) {
            ++offset;
            while (offset < text.size() && (static_cast<unsigned char>(text[offset]) & 0xC0) == 0x80) ++offset;
        }
        return offset;
    }

private:
    std::vector<std::size_t> starts_;
};

// ---- encoding -------------------------------------------------------------------------------

// The text must be UTF-8: libfyaml reads UTF-16 as an empty stream, so a UTF-16 or UTF-32 byte
// order mark or a NUL byte (which ASCII text in those encodings is full of) is refused here, as
// is any byte sequence that is not UTF-8. A UTF-8 byte order mark at the start is fine.
inline bool check_encoding(std::string_view text, const line_starts& lines, tree::failure& e) {
    const bool utf16_bom = text.size() >= 2 && ((text[0] == '\xFE' && text[1] == '\xFF') ||
                                                (text[0] == '\xFF' && text[1] == '\xFE'));
    if (utf16_bom)
        return e.fail(errc::invalid_utf8, lines.at(0),
                      "YAML text must be UTF-8 (a UTF-16 or UTF-32 byte order mark)");
    const char* begin = text.data();
    const char* end = begin + text.size();
    for (const char* p = begin; p < end;) {
        const auto byte = static_cast<unsigned char>(*p);
        if (byte == 0)
            return e.fail(errc::invalid_utf8, lines.at(static_cast<std::size_t>(p - begin)),
                          "YAML text must be UTF-8 (a NUL byte: UTF-16 or UTF-32?)");
        if (byte < 0x80) {
            ++p;
            continue;
        }
        const std::size_t length = json_io::text::utf8_sequence(p, end);
        if (length == 0)
            return e.fail(errc::invalid_utf8, lines.at(static_cast<std::size_t>(p - begin)),
                          "invalid UTF-8 (YAML text must be UTF-8)");
        p += length;
    }
    return true;
}

// ---- the YAML 1.2 core schema -----------------------------------------------------------------

inline bool all_of_digits(std::string_view s, int base) noexcept {
    if (s.empty()) return false;
    for (const char c : s) {
        const bool ok = base == 8    ? (c >= '0' && c <= '7')
                        : base == 10 ? (c >= '0' && c <= '9')
                                     : ((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'));
        if (!ok) return false;
    }
    return true;
}

inline bool is_core_null(std::string_view s) noexcept {
    return s.empty() || s == "~" || s == "null" || s == "Null" || s == "NULL";
}
// "true", "false" or "" (not a boolean).
inline std::string_view core_boolean(std::string_view s) noexcept {
    if (s == "true" || s == "True" || s == "TRUE") return "true";
    if (s == "false" || s == "False" || s == "FALSE") return "false";
    return {};
}

// [-+]?[0-9]+ in JSON's form: no '+', no leading zeros ("-0" keeps its sign, as JSON may).
inline std::string normalized_decimal(std::string_view s) {
    std::string out;
    if (s[0] == '-') out += '-';
    if (s[0] == '-' || s[0] == '+') s.remove_prefix(1);
    const std::size_t first = std::min(s.find_first_not_of('0'), s.size() - 1);
    out.append(s.substr(first));
    return out;
}
inline bool is_decimal_integer(std::string_view s) noexcept {
    if (!s.empty() && (s[0] == '-' || s[0] == '+')) s.remove_prefix(1);
    return all_of_digits(s, 10);
}

// 0o[0-7]+ or 0x[0-9a-fA-F]+ as a decimal text; false when the value needs more than 64 bits.
inline bool radix_to_decimal(std::string_view digits, unsigned base, std::string& out) {
    std::uint64_t value = 0;
    for (const char c : digits) {
        const unsigned digit = c <= '9' ? unsigned(c - '0') : unsigned((c | 0x20) - 'a' + 10);
        if (value > (UINT64_MAX - digit) / base) return false;
        value = value * base + digit;
    }
    out = std::to_string(value);
    return true;
}

// The float pattern's parts, in JSON's form: "0.5" for ".5", "1.0" for "1.", no '+', no leading
// zeros; the exponent as written (YAML's exponent is JSON's). Empty when s is not one.
inline std::string normalized_float(std::string_view s) {
    std::string out;
    if (!s.empty() && (s[0] == '-' || s[0] == '+')) {
        if (s[0] == '-') out += '-';
        s.remove_prefix(1);
    }
    const std::size_t exponent_at = std::min(s.find_first_of("eE"), s.size());
    std::string_view exponent = s.substr(exponent_at);
    std::string_view mantissa = s.substr(0, exponent_at);
    const std::size_t dot = mantissa.find('.');
    const std::string_view whole = mantissa.substr(0, dot);
    const std::string_view fraction = dot == std::string_view::npos ? std::string_view{} : mantissa.substr(dot + 1);
    if (whole.empty() && fraction.empty()) return {};
    if ((!whole.empty() && !all_of_digits(whole, 10)) || (!fraction.empty() && !all_of_digits(fraction, 10))) return {};
    if (!exponent.empty()) {
        std::string_view power = exponent.substr(1);
        if (!power.empty() && (power[0] == '-' || power[0] == '+')) power.remove_prefix(1);
        if (!all_of_digits(power, 10)) return {};
    }
    const std::size_t first = whole.empty() ? whole.size() : std::min(whole.find_first_not_of('0'), whole.size() - 1);
    out.append(whole.empty() ? std::string_view("0") : whole.substr(first));
    if (dot != std::string_view::npos) {
        out += '.';
        out.append(fraction.empty() ? std::string_view("0") : fraction);
    }
    out.append(exponent);
    return out;
}
// ".inf" and the like as "inf", "-inf", "nan"; empty when s is none of them.
inline std::string_view core_special_float(std::string_view s) noexcept {
    if (s == ".nan" || s == ".NaN" || s == ".NAN") return "nan";
    const bool negative = !s.empty() && s[0] == '-';
    if (!s.empty() && (s[0] == '-' || s[0] == '+')) s.remove_prefix(1);
    if (s == ".inf" || s == ".Inf" || s == ".INF") return negative ? "-inf" : "inf";
    return {};
}

// A quoted excerpt of a scalar for messages (long ones cut at a character boundary).
inline std::string excerpt(std::string_view s) {
    constexpr std::size_t most = 60;
    if (s.size() <= most) return "\"" + std::string(s) + "\"";
    std::size_t cut = most;
    while (cut > 0 && (static_cast<unsigned char>(s[cut]) & 0xC0) == 0x80) --cut;
    return "\"" + std::string(s.substr(0, cut)) + "...\"";
}

// A scalar's kind and text by the core schema (node.at must be set: errors point there).
inline bool resolve_core(std::string_view s, tree::node& node, tree::failure& e) {
    node.text.clear();
    // Most plain scalars are words (names, images, URLs): only these first characters can start
    // a null, a boolean or a number (benchmarks/yaml_toml: 3 % of the tree's cost went to trying).
    if (!s.empty() && std::string_view("0123456789+-.~nNtTfF").find(s[0]) == std::string_view::npos) {
        node.kind = tree::kind::string;
        node.text = s;
        return true;
    }
    if (is_core_null(s)) {
        node.kind = tree::kind::null;
    } else if (const std::string_view truth = core_boolean(s); !truth.empty()) {
        node.kind = tree::kind::boolean;
        node.text = truth;
    } else if (is_decimal_integer(s)) {
        node.kind = tree::kind::integer;
        node.text = normalized_decimal(s);
    } else if (const unsigned radix = s.size() > 2 && s[0] == '0' ? (s[1] == 'o' ? 8 : s[1] == 'x' ? 16 : 0) : 0;
               radix != 0 && all_of_digits(s.substr(2), static_cast<int>(radix))) {
        node.kind = tree::kind::integer;
        if (!radix_to_decimal(s.substr(2), radix, node.text))
            return e.fail(errc::out_of_range, node.at,
                          "the integer " + excerpt(s) + " does not fit in 64 bits (write it in decimal)");
    } else if (const std::string_view special = core_special_float(s); !special.empty()) {
        node.kind = tree::kind::floating;
        node.text = special;
    } else if (std::string number = normalized_float(s); !number.empty()) {
        node.kind = tree::kind::floating;
        node.text = std::move(number);
    } else {
        node.kind = tree::kind::string;
        node.text = s;
    }
    return true;
}

// ---- tags -----------------------------------------------------------------------------------

enum class tag_kind { none, non_specific, str, integer, floating, boolean, null, seq, map, unsupported };

// A tag as libfyaml resolved it ("tag:yaml.org,2002:int" for "!!int"; "!" non-specific).
inline tag_kind classify_tag(std::string_view resolved) noexcept {
    if (resolved.empty()) return tag_kind::none;
    if (resolved == "!") return tag_kind::non_specific;
    constexpr std::string_view core = "tag:yaml.org,2002:";
    if (resolved.substr(0, core.size()) != core) return tag_kind::unsupported;
    const std::string_view name = resolved.substr(core.size());
    if (name == "str") return tag_kind::str;
    if (name == "int") return tag_kind::integer;
    if (name == "float") return tag_kind::floating;
    if (name == "bool") return tag_kind::boolean;
    if (name == "null") return tag_kind::null;
    if (name == "seq") return tag_kind::seq;
    if (name == "map") return tag_kind::map;
    return tag_kind::unsupported;
}

// One scalar event, as this file needs it.
struct scalar_input {
    std::string_view text;    // decoded
    bool plain = false;
    std::string_view tag;     // resolved; empty: none
    std::string_view tag_as_written;
    tree::mark tag_at;
    tree::mark at;
};

// A scalar with an explicit !!int, !!float, !!bool or !!null tag: its content (of any style)
// must resolve to that kind by the core schema. !!float takes decimal integers too ("!!float 1").
inline bool resolve_tagged(const scalar_input& in, tag_kind tag, tree::node& node, tree::failure& e) {
    if (!resolve_core(in.text, node, e)) return false;
    if (tag == tag_kind::floating && node.kind == tree::kind::integer && is_decimal_integer(in.text))
        node.kind = tree::kind::floating; // its text: the same decimal, valid JSON
    const tree::kind wanted = tag == tag_kind::integer    ? tree::kind::integer
                              : tag == tag_kind::floating ? tree::kind::floating
                              : tag == tag_kind::boolean  ? tree::kind::boolean
                                                          : tree::kind::null;
    if (node.kind == wanted) return true;
    tree::node expected;
    expected.kind = wanted;
    return e.fail(errc::wrong_type, in.tag_at,
                  "tag " + std::string(in.tag_as_written) + " on " + excerpt(in.text) + ", which is not " +
                      std::string(tree::kind_name(expected)));
}

// The node of a scalar: its tag checked, a plain one resolved by the core schema, a quoted or
// block one a string.
inline bool resolve_scalar(const scalar_input& in, tree::node& node, tree::failure& e) {
    node.plain = in.plain;
    node.at = in.at;
    const tag_kind tag = classify_tag(in.tag);
    switch (tag) {
    case tag_kind::none:
        if (in.plain) return resolve_core(in.text, node, e);
        [[fallthrough]];
    case tag_kind::non_specific: // "! 12": YAML's non-specific tag makes a scalar a string
    case tag_kind::str:
        node.kind = tree::kind::string;
        node.text = in.text;
        return true;
    case tag_kind::integer:
    case tag_kind::floating:
    case tag_kind::boolean:
    case tag_kind::null: return resolve_tagged(in, tag, node, e);
    case tag_kind::seq:
    case tag_kind::map:
        return e.fail(errc::wrong_type, in.tag_at, "tag " + std::string(in.tag_as_written) + " on a scalar");
    case tag_kind::unsupported: break;
    }
    return e.fail(errc::syntax, in.tag_at, "unsupported tag " + std::string(in.tag_as_written));
}

// ---- libfyaml ---------------------------------------------------------------------------------

// A parser with its own diagnostics object: nothing printed to stderr, errors collected.
struct libfyaml_parser {
    fy_diag* diag = nullptr;
    fy_parser* parser = nullptr;

    explicit libfyaml_parser(std::string_view text) {
        fy_diag_cfg diag_config;
        fy_diag_cfg_default(&diag_config);
        diag_config.fp = nullptr;
        diag_config.output_fn = [](fy_diag*, void*, const char*, std::size_t) {};
        diag = fy_diag_create(&diag_config);
        if (diag == nullptr) throw std::bad_alloc();
        fy_diag_set_collect_errors(diag, true);
        fy_parse_cfg config{};
        config.flags = static_cast<fy_parse_cfg_flags>(FYPCF_QUIET | FYPCF_COLLECT_DIAG | FYPCF_DEFAULT_VERSION_1_2);
        config.diag = diag;
        parser = fy_parser_create(&config);
        if (parser == nullptr || fy_parser_set_string(parser, text.data(), text.size()) != 0) {
            release();
            throw std::bad_alloc();
        }
    }
    ~libfyaml_parser() { release(); }
    libfyaml_parser(const libfyaml_parser&) = delete;
    libfyaml_parser& operator=(const libfyaml_parser&) = delete;

    void release() noexcept {
        if (parser != nullptr) fy_parser_destroy(parser);
        if (diag != nullptr) fy_diag_destroy(diag);
        parser = nullptr;
        diag = nullptr;
    }
};

// One event, freed whatever happens to it.
struct owned_event {
    fy_parser* parser;
    fy_event* event;
    ~owned_event() {
        if (event != nullptr) fy_parser_event_free(parser, event);
    }
    owned_event(fy_parser* owner, fy_event* ev) noexcept : parser(owner), event(ev) {}
    owned_event(const owned_event&) = delete;
    owned_event& operator=(const owned_event&) = delete;
};

inline std::string_view token_text(fy_token* token) noexcept {
    std::size_t length = 0;
    const char* text = token != nullptr ? fy_token_get_text(token, &length) : nullptr;
    return text != nullptr ? std::string_view(text, length) : std::string_view{};
}
// ---- quoted scalars (YAML 1.2 7.3.1, 7.3.2), decoded from their text between the quotes ----
// Decoded here, not by libfyaml: 0.7.12 (Debian 12) reads 'a''''b' as "a'''", keeps the tab of
// "\\<tab><break>" and then cuts the text mid-character, and leaks a buffer on five '' in a row
// (fixed in 0.9.5: commits c0a716e, 0af6061). libfyaml has checked the escapes already.

inline bool is_line_break(char c) noexcept { return c == '\n' || c == '\r'; }
inline bool is_white(char c) noexcept { return c == ' ' || c == '\t'; }

// Moves `i` past white space and line breaks; the number of breaks passed.
inline std::size_t skip_fold(std::string_view raw, std::size_t& i) noexcept {
    std::size_t breaks = 0;
    for (; i < raw.size() && (is_line_break(raw[i]) || is_white(raw[i])); ++i) {
        if (raw[i] == '\r' && i + 1 < raw.size() && raw[i + 1] == '\n') ++i;
        if (is_line_break(raw[i])) ++breaks;
    }
    return breaks;
}

// `digits` hex digits at raw[i], i moved past them; false if they are not there.
inline bool read_hex(std::string_view raw, std::size_t& i, int digits, std::uint32_t& value) noexcept {
    value = 0;
    for (int read = 0; read < digits; ++read, ++i) {
        if (i >= raw.size()) return false;
        const char hex = raw[i];
        const int nibble = hex >= '0' && hex <= '9'   ? hex - '0'
                           : hex >= 'a' && hex <= 'f' ? hex - 'a' + 10
                           : hex >= 'A' && hex <= 'F' ? hex - 'A' + 10
                                                      : -1;
        if (nibble < 0) return false;
        value = value << 4 | static_cast<std::uint32_t>(nibble);
    }
    return true;
}

// \x, \u, \U at raw[i] (the letter), i moved past the digits; a \u surrogate pair is one
// character (as libfyaml reads it). False: not a Unicode scalar value.
inline bool append_code_point_escape(std::string_view raw, std::size_t& i, std::string& out) {
    const char letter = raw[i++];
    std::uint32_t cp = 0;
    if (!read_hex(raw, i, letter == 'x' ? 2 : letter == 'u' ? 4 : 8, cp)) return false;
    if (letter == 'u' && cp >= 0xD800 && cp <= 0xDBFF && raw.substr(i, 2) == "\\u") {
        std::uint32_t low = 0;
        i += 2;
        if (!read_hex(raw, i, 4, low) || low < 0xDC00 || low > 0xDFFF) return false;
        cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
    }
    if ((cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF) return false;
    json_io::text::append_utf8(out, cp);
    return true;
}

// The escape at raw[i] (after its backslash), appended and i moved past it; false: not one YAML has.
inline bool append_escape(std::string_view raw, std::size_t& i, std::string& out) {
    static constexpr std::string_view one_byte_from = "0abtnvfre \"/\\\t";
    static constexpr std::string_view one_byte_to{"\0\a\b\t\n\v\f\r\x1b \"/\\\t", 14};
    static constexpr std::string_view named[] = {"N\u0085", "_\u00a0", "L\u2028", "P\u2029"};
    if (i >= raw.size()) return false;
    if (const std::size_t at = one_byte_from.find(raw[i]); at != std::string_view::npos) {
        out += one_byte_to[at];
        ++i;
        return true;
    }
    for (std::string_view entry : named)
        if (raw[i] == entry[0]) {
            out += entry.substr(1);
            ++i;
            return true;
        }
    return (raw[i] == 'x' || raw[i] == 'u' || raw[i] == 'U') && append_code_point_escape(raw, i, out);
}

// A quoted scalar's text as written between its quotes, decoded: '' (single) or escapes
// (double); a line break with the white space around it folds to a space, n breaks in a row
// (lines of white space count) to n-1 newlines; an escaped break joins its lines. False: an
// escape that is not one.
inline bool unquote(std::string_view raw, bool double_quoted, std::string& out) {
    out.clear();
    std::size_t kept = 0; // white space before here in `out` stays: escaped, or folded
    for (std::size_t i = 0; i < raw.size();) {
        const char next = raw[i];
        if (!double_quoted && next == '\'') {
            out += '\'';
            i += i + 1 < raw.size() && raw[i + 1] == '\'' ? 2 : 1;
            kept = out.size();
        } else if (double_quoted && next == '\\') {
            if (++i < raw.size() && is_line_break(raw[i])) out.append(skip_fold(raw, i) - 1, '\n');
            else if (!append_escape(raw, i, out)) return false;
            kept = out.size();
        } else if (!is_line_break(next)) {
            out += next;
            ++i;
        } else {
            while (out.size() > kept && is_white(out.back())) out.pop_back();
            const std::size_t breaks = skip_fold(raw, i);
            out.append(breaks == 1 ? 1 : breaks - 1, breaks == 1 ? ' ' : '\n');
            kept = out.size();
        }
    }
    return true;
}

// ---- block scalars (YAML 1.2 8.1), decoded from their lines as written ----------------------
// Decoded here too: libfyaml 0.7.12 drops the empty line before a folded scalar's line that
// starts with a tab and then cuts the text short.

struct block_header {
    bool folded = false;
    char chomping = 0;           // '-' strip, '+' keep, 0 clip
    std::size_t indentation = 0; // the indentation indicator; 0: detected from the first line
};

// The header at the '|' or '>' that `at` starts with.
inline block_header read_block_header(std::string_view at) noexcept {
    block_header header;
    header.folded = !at.empty() && at[0] == '>';
    for (std::size_t i = 1; i < at.size() && i < 3; ++i) {
        if (at[i] == '-' || at[i] == '+') header.chomping = at[i];
        else if (at[i] >= '1' && at[i] <= '9') header.indentation = static_cast<std::size_t>(at[i] - '0');
        else break;
    }
    return header;
}

// One line of a block scalar: its text (without the break) and whether a break ended it.
struct block_line {
    std::string_view text;
    bool has_break = false;
};
inline block_line next_block_line(std::string_view raw, std::size_t& i) noexcept {
    const std::size_t from = i;
    while (i < raw.size() && !is_line_break(raw[i])) ++i;
    block_line line{raw.substr(from, i - from), i < raw.size()};
    if (i < raw.size()) i += raw.substr(i, 2) == "\r\n" ? 2 : 1;
    return line;
}
inline std::size_t leading_spaces(std::string_view line) noexcept {
    const std::size_t text_at = line.find_first_not_of(' ');
    return text_at == std::string_view::npos ? line.size() : text_at;
}
// The content's indentation: `parent` + the indicator, or the first line with more than spaces'.
inline std::size_t block_indentation(std::string_view raw, const block_header& header, std::size_t parent) noexcept {
    if (header.indentation != 0) return parent + header.indentation;
    std::size_t widest_empty = 0;
    for (std::size_t i = 0; i < raw.size();) {
        const std::string_view line = next_block_line(raw, i).text;
        const std::size_t spaces = leading_spaces(line);
        if (spaces < line.size()) return spaces;
        widest_empty = std::max(widest_empty, spaces);
    }
    return widest_empty;
}

// A block scalar's lines (from the line after its header to its end), decoded: the content's
// indentation removed; folded, a break between two lines that start with neither space nor tab
// becomes a space (or, with empty lines between, their breaks alone); chomped at the end.
// `parent`: the indentation of the collection the scalar is in (0 at the top).
inline void unblock(std::string_view raw, const block_header& header, std::size_t parent, std::string& out) {
    const std::size_t indentation = block_indentation(raw, header, parent);
    out.clear();
    std::size_t empty_breaks = 0; // empty lines since the last line of text
    bool any_text = false, last_spaced = false, last_break = false;
    for (std::size_t i = 0; i < raw.size();) {
        const block_line line = next_block_line(raw, i);
        const std::size_t spaces = leading_spaces(line.text);
        if (spaces == line.text.size() && spaces <= indentation) {
            empty_breaks += line.has_break ? 1 : 0;
            continue;
        }
        if (spaces < indentation) break; // (not content: where the scalar ended)
        const std::string_view text = line.text.substr(indentation);
        const bool spaced = is_white(text[0]);
        if (!any_text) out.append(empty_breaks, '\n');
        else if (header.folded && !last_spaced && !spaced) out.append(empty_breaks == 0 ? 1 : empty_breaks, empty_breaks == 0 ? ' ' : '\n');
        else out.append(empty_breaks + 1, '\n');
        out += text;
        any_text = true;
        last_spaced = spaced;
        last_break = line.has_break;
        empty_breaks = 0;
    }
    if (header.chomping == '-') return;
    if (any_text && last_break) out += '\n';
    if (header.chomping == '+') out.append(empty_breaks, '\n');
}

// A mark's byte offset, or `fallback` when libfyaml has none (an empty scalar has none).
inline std::size_t mark_offset(const fy_mark* at, std::size_t fallback) noexcept {
    return at != nullptr && at->line >= 0 ? at->input_pos : fallback;
}

// ---- building the trees ---------------------------------------------------------------------

// An anchor: the node it names, and for a scalar that is not a string, the string node made when
// an alias of it is a key (made once, so that aliases used as keys share it).
struct anchor_entry {
    tree::index node = 0;
    bool open = false; // a collection not yet ended: an alias to it would make a cycle
    std::string text_as_written;
    tree::index key_node = 0;
    bool has_key_node = false;
};

// A collection whose end has not come yet.
struct open_collection {
    tree::index node = 0;
    bool is_mapping = false;
    bool awaiting_value = false;          // mapping: a key was read, its value comes next
    std::size_t indentation = 0;          // its column (0-based): a block scalar's in it is deeper
    std::unordered_set<std::string> keys; // mapping: its keys, once it has more than a few
    std::string anchor;
    bool anchored = false;
};

class stream_reader {
public:
    stream_reader(std::string_view text, const parse_limits& limits, std::vector<tree::document>& out,
                  tree::failure& problem)
        : text_(text), limits_(limits), out_(out), err_(problem), lines_(text) {}

    bool run() {
        if (!check_encoding(text_, lines_, err_)) return fail_here();
        libfyaml_parser yaml(text_);
        for (;;) {
            owned_event ev(yaml.parser, fy_parser_parse(yaml.parser));
            if (ev.event == nullptr) break;
            if (!on_event(*ev.event)) return fail_here();
            previous_end_ = mark_offset(fy_event_end_mark(ev.event), previous_end_);
        }
        if (fy_parser_get_stream_error(yaml.parser)) return fail_from_libfyaml(yaml.diag);
        return true;
    }

private:
    std::string_view text_;
    const parse_limits& limits_;
    std::vector<tree::document>& out_;
    tree::failure& err_;
    line_starts lines_;
    std::size_t previous_end_ = 0; // where the last event ended: the place of an empty scalar
    std::size_t alias_weight_ = 0; // of every alias read in the stream
    tree::document doc_;
    bool has_root_ = false;
    std::vector<open_collection> open_;
    std::unordered_map<std::string, anchor_entry> anchors_;
    std::string decoded_; // the last quoted or block scalar read, decoded

    bool on_event(fy_event& ev) {
        switch (ev.type) {
        case FYET_DOCUMENT_START:
            doc_ = tree::document{};
            has_root_ = false;
            anchors_.clear(); // an anchor names a node of its own document only
            return true;
        case FYET_DOCUMENT_END:
            if (!has_root_) doc_.root = doc_.add(null_at(previous_end_));
            out_.push_back(std::move(doc_));
            return true;
        case FYET_SCALAR: return on_scalar(ev);
        case FYET_ALIAS: return on_alias(ev);
        case FYET_SEQUENCE_START: return on_collection_start(ev, false);
        case FYET_MAPPING_START: return on_collection_start(ev, true);
        case FYET_SEQUENCE_END:
        case FYET_MAPPING_END: return on_collection_end();
        default: return true;
        }
    }

    tree::node null_at(std::size_t offset) const {
        tree::node n;
        n.at = lines_.at(offset);
        return n;
    }
    bool awaiting_key() const noexcept {
        return !open_.empty() && open_.back().is_mapping && !open_.back().awaiting_value;
    }

    // ---- scalars

    // The scalar's text stays valid until the next scalar is read (a quoted or block one's is
    // decoded into decoded_). False: a quoted scalar with an escape that is not one.
    bool read_scalar(fy_event& ev, scalar_input& in) {
        fy_token* value = ev.scalar.value;
        const int style = value != nullptr ? fy_token_scalar_style(value) : FYSS_PLAIN;
        const std::size_t start = scalar_start(ev);
        in.plain = style == FYSS_PLAIN;
        in.at = lines_.at(start);
        if (fy_token* tag = ev.scalar.tag) {
            in.tag = token_text(tag);
            in.tag_as_written = as_written(tag);
            in.tag_at = lines_.at(token_start(tag));
        }
        if (style == FYSS_SINGLE_QUOTED || style == FYSS_DOUBLE_QUOTED) {
            const std::string_view raw = as_written(value);
            const bool double_quoted = style == FYSS_DOUBLE_QUOTED;
            const bool as_is = raw.find_first_of(double_quoted ? "\\\n\r" : "'\n\r") == std::string_view::npos;
            if (!as_is && !unquote(raw, double_quoted, decoded_))
                return err_.fail(errc::syntax, in.at, "an invalid escape in a double-quoted string");
            in.text = as_is ? raw : std::string_view(decoded_);
        } else if (style == FYSS_LITERAL || style == FYSS_FOLDED) {
            const std::size_t parent = open_.empty() ? 0 : open_.back().indentation;
            unblock(block_lines(value), read_block_header(text_.substr(start)), parent, decoded_);
            in.text = decoded_;
        } else {
            in.text = token_text(value);
        }
        return true;
    }
    // A block scalar's lines: libfyaml's token, and the line break after it at the end of the
    // text, which the token leaves out there.
    std::string_view block_lines(fy_token* value) const noexcept {
        const std::string_view lines = as_written(value);
        const std::size_t end = static_cast<std::size_t>(lines.data() + lines.size() - text_.data());
        if (end >= text_.size() || !is_line_break(text_[end])) return lines;
        return text_.substr(end - lines.size(), lines.size() + (text_.substr(end, 2) == "\r\n" ? 2 : 1));
    }

    // Where a token starts in the text, and its text as written there (a tag's: "!!int", which
    // libfyaml gives resolved, "tag:yaml.org,2002:int").
    std::size_t token_start(fy_token* token) const noexcept {
        return std::min(mark_offset(fy_token_start_mark(token), previous_end_), text_.size());
    }
    std::string_view as_written(fy_token* token) const noexcept {
        const std::size_t from = token_start(token);
        const std::size_t to = std::min(mark_offset(fy_token_end_mark(token), from), text_.size());
        return text_.substr(from, to > from ? to - from : 0);
    }

    // Where a scalar's token starts: its opening quote, its block indicator ('|' or '>'), for
    // an empty one its anchor or tag or else where the previous event ended. (libfyaml marks
    // a quoted scalar after its quote, a block scalar at its first content line.)
    std::size_t scalar_start(fy_event& ev) const {
        fy_token* value = ev.scalar.value;
        std::size_t before = previous_end_;
        for (fy_token* property : {ev.scalar.anchor, ev.scalar.tag})
            if (property != nullptr) before = std::max(before, mark_offset(fy_token_end_mark(property), before));
        const std::size_t start = mark_offset(value != nullptr ? fy_token_start_mark(value) : nullptr, text_.size() + 1);
        if (start > text_.size()) { // an empty scalar
            for (fy_token* property : {ev.scalar.tag, ev.scalar.anchor})
                if (property != nullptr) return token_start(property);
            return std::min(previous_end_, text_.size());
        }
        const int style = fy_token_scalar_style(value);
        if ((style == FYSS_SINGLE_QUOTED || style == FYSS_DOUBLE_QUOTED) && start > 0 &&
            (text_[start - 1] == '\'' || text_[start - 1] == '"'))
            return start - 1;
        if (style == FYSS_LITERAL || style == FYSS_FOLDED) return block_indicator(std::min(before, start), start);
        return start;
    }
    // The first '|' or '>' in [from, to) outside comments; `to` when there is none.
    std::size_t block_indicator(std::size_t from, std::size_t to) const noexcept {
        bool in_comment = false;
        for (std::size_t i = from; i < to; ++i) {
            const char c = text_[i];
            if (c == '\n' || c == '\r') in_comment = false;
            else if (c == '#' && (i == 0 || text_[i - 1] == ' ' || text_[i - 1] == '\t')) in_comment = true;
            else if (!in_comment && (c == '|' || c == '>')) return i;
        }
        return to;
    }

    bool on_scalar(fy_event& ev) {
        scalar_input in;
        if (!read_scalar(ev, in)) return false;
        tree::node value;
        if (!resolve_scalar(in, value, err_)) return false;
        fy_token* anchor = ev.scalar.anchor;
        if (awaiting_key()) return add_scalar_key(in, std::move(value), anchor);
        const bool is_string = value.kind == tree::kind::string;
        const tree::index at = doc_.add(std::move(value));
        if (anchor != nullptr) define_scalar_anchor(anchor, at, is_string, in.text);
        return attach(at);
    }
    void define_scalar_anchor(fy_token* anchor, tree::index node, bool is_string, std::string_view text) {
        anchor_entry& entry = anchors_[std::string(token_text(anchor))];
        entry = anchor_entry{};
        entry.node = node;
        if (!is_string) entry.text_as_written = text;
    }
    // A key: a string node with the key's text as written ("1", "~", "" for an empty key).
    bool add_scalar_key(const scalar_input& in, tree::node resolved, fy_token* anchor) {
        tree::node key;
        key.kind = tree::kind::string;
        key.plain = in.plain;
        key.at = in.at;
        key.text = in.text;
        if (!check_new_key(key.text, key.at)) return false;
        const bool is_string = resolved.kind == tree::kind::string;
        const tree::index key_index = doc_.add(std::move(key));
        if (anchor != nullptr) { // an alias of the key elsewhere means the scalar, resolved
            const tree::index value_index = is_string ? key_index : doc_.add(std::move(resolved));
            define_scalar_anchor(anchor, value_index, is_string, in.text);
        }
        return attach(key_index);
    }

    // ---- aliases

    bool on_alias(fy_event& ev) {
        const std::string name(token_text(ev.alias.anchor));
        std::size_t offset = std::min(mark_offset(fy_event_start_mark(&ev), previous_end_), text_.size());
        if (offset > 0 && text_[offset - 1] == '*') --offset; // libfyaml marks the name
        const tree::mark at = lines_.at(offset);
        const auto found = anchors_.find(name);
        if (found == anchors_.end()) return err_.fail(errc::syntax, at, "undefined alias \"" + name + "\"");
        anchor_entry& entry = found->second;
        if (entry.open)
            return err_.fail(errc::syntax, at,
                             "alias \"" + name + "\" inside the node it names (a recursive structure)");
        alias_weight_ = tree::add_weight(alias_weight_, doc_[entry.node].weight);
        if (alias_weight_ > limits_.max_alias_nodes)
            return err_.fail(errc::invalid_value, at,
                             "aliases expand to more than " + std::to_string(limits_.max_alias_nodes) +
                                 " nodes (read_options::max_alias_nodes; a \"billion laughs\" document?)");
        if (awaiting_key()) return add_alias_key(entry, at);
        return attach(entry.node);
    }
    // An alias as a key: the anchored scalar's text as written, shared.
    bool add_alias_key(anchor_entry& entry, const tree::mark& at) {
        const tree::kind target_kind = doc_[entry.node].kind;
        if (target_kind == tree::kind::sequence || target_kind == tree::kind::mapping)
            return err_.fail(errc::syntax, at, "a key must be a scalar (this alias names a collection)");
        if (target_kind != tree::kind::string && !entry.has_key_node) {
            tree::node key;
            key.kind = tree::kind::string;
            key.plain = doc_[entry.node].plain;
            key.at = doc_[entry.node].at;
            key.text = entry.text_as_written;
            entry.key_node = doc_.add(std::move(key));
            entry.has_key_node = true;
        }
        const tree::index key_index = target_kind == tree::kind::string ? entry.node : entry.key_node;
        if (!check_new_key(doc_[key_index].text, at)) return false;
        return attach(key_index);
    }

    // ---- collections

    bool on_collection_start(fy_event& ev, bool is_mapping) {
        const tree::mark at = lines_.at(mark_offset(fy_event_start_mark(&ev), previous_end_));
        if (awaiting_key()) return err_.fail(errc::syntax, at, "a key must be a scalar");
        if (open_.size() >= limits_.max_depth)
            return err_.fail(errc::too_deep, at,
                             "nested deeper than max_depth (" + std::to_string(limits_.max_depth) + ")");
        fy_token* tag = is_mapping ? ev.mapping_start.tag : ev.sequence_start.tag;
        if (tag != nullptr && !check_collection_tag(tag, is_mapping)) return false;
        tree::node collection;
        collection.kind = is_mapping ? tree::kind::mapping : tree::kind::sequence;
        collection.at = at;
        open_collection frame;
        frame.node = doc_.add(std::move(collection));
        frame.is_mapping = is_mapping;
        frame.indentation = at.column - 1;
        if (fy_token* anchor = is_mapping ? ev.mapping_start.anchor : ev.sequence_start.anchor) {
            frame.anchor = token_text(anchor);
            frame.anchored = true;
            anchor_entry& entry = anchors_[frame.anchor];
            entry = anchor_entry{};
            entry.node = frame.node;
            entry.open = true;
        }
        open_.push_back(std::move(frame));
        return true;
    }
    bool check_collection_tag(fy_token* tag, bool is_mapping) {
        const tag_kind kind = classify_tag(token_text(tag));
        const std::string written(as_written(tag));
        const tree::mark at = lines_.at(token_start(tag));
        if (kind == tag_kind::non_specific || kind == (is_mapping ? tag_kind::map : tag_kind::seq)) return true;
        if (kind == tag_kind::unsupported) return err_.fail(errc::syntax, at, "unsupported tag " + written);
        return err_.fail(errc::wrong_type, at, "tag " + written + " on a " + (is_mapping ? "mapping" : "sequence"));
    }
    bool on_collection_end() {
        open_collection frame = std::move(open_.back());
        open_.pop_back();
        if (frame.anchored) { // an alias may name it now, unless a later anchor took the name
            anchor_entry& entry = anchors_[frame.anchor];
            if (entry.node == frame.node) entry.open = false;
        }
        return attach(frame.node);
    }

    // ---- the parent

    // A finished node (or an alias's target) as the next item of the open collection, or as the
    // document's root.
    bool attach(tree::index child) {
        if (open_.empty()) {
            doc_.root = child;
            has_root_ = true;
            return true;
        }
        open_collection& parent = open_.back();
        const std::size_t child_weight = doc_[child].weight;
        tree::node& parent_node = doc_[parent.node];
        parent_node.items.push_back(child);
        parent_node.weight = tree::add_weight(parent_node.weight, child_weight);
        if (parent.is_mapping) parent.awaiting_value = !parent.awaiting_value;
        return true;
    }
    // A key not yet in the open mapping: compared one by one while there are few, then by a set.
    bool check_new_key(const std::string& key, const tree::mark& at) {
        constexpr std::size_t few = 16;
        open_collection& mapping = open_.back();
        const std::vector<tree::index>& items = doc_[mapping.node].items;
        const std::size_t count = items.size() / 2;
        bool repeated = false;
        if (count < few) {
            for (std::size_t i = 0; i < items.size() && !repeated; i += 2) repeated = doc_[items[i]].text == key;
        } else {
            if (mapping.keys.empty())
                for (std::size_t i = 0; i < items.size(); i += 2) mapping.keys.insert(doc_[items[i]].text);
            repeated = !mapping.keys.insert(key).second;
        }
        if (!repeated) return true;
        err_.fail(errc::duplicate_key, at, "duplicate key \"" + key + "\"");
        err_.reversed_path.push_back(key); // the path names the key, as json::read's does (the caller adds the rest)
        return false;
    }

    // ---- errors

    // The path down to the problem, innermost first: in a mapping awaiting a value, the key;
    // in a sequence, the index of the item being read.
    bool fail_here() {
        for (auto frame = open_.rbegin(); frame != open_.rend(); ++frame) {
            const tree::node& collection = doc_[frame->node];
            if (!frame->is_mapping) err_.reversed_path.push_back(std::to_string(collection.items.size()));
            else if (frame->awaiting_value) err_.reversed_path.push_back(doc_[collection.items.back()].text);
        }
        return false;
    }
    // libfyaml's first error: its message and position (its token's, else its line and column).
    bool fail_from_libfyaml(fy_diag* diag) {
        void* iterator = nullptr;
        const fy_diag_error* first = fy_diag_errors_iterate(diag, &iterator);
        if (first == nullptr) return fail_here_with(errc::syntax, previous_end_, "invalid YAML");
        const fy_mark* token_mark = first->fyt != nullptr ? fy_token_start_mark(first->fyt) : nullptr;
        const auto line = static_cast<std::size_t>(std::max(first->line, 0));
        const auto column = static_cast<std::size_t>(std::max(first->column, 0));
        const std::size_t offset = token_mark != nullptr ? token_mark->input_pos : lines_.offset_of(text_, line, column);
        return fail_here_with(errc::syntax, std::min(offset, text_.size()),
                              first->msg != nullptr ? first->msg : "invalid YAML");
    }
    bool fail_here_with(errc code, std::size_t offset, std::string detail) {
        err_.fail(code, lines_.at(offset), std::move(detail));
        return fail_here();
    }
};

// Every document of the stream, in order (an empty stream or one of only comments: none).
// false with e set at the first problem (e.reversed_path: the keys/indexes down to the problem,
// innermost first, if known); out then holds the documents read before the one with the problem.
// Nothing is printed (libfyaml's messages are collected, the first one reported).
inline bool parse_stream(std::string_view text, const parse_limits& limits, std::vector<tree::document>& out,
                         tree::failure& e) {
    out.clear();
    e = tree::failure{};
    stream_reader reader(text, limits, out, e);
    return reader.run();
}

} // namespace versioned::detail::yaml_text

#endif // VERSIONED_YAML_DETAIL_PARSE_HPP
