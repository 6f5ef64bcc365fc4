// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_K8S_DETAIL_CRD_ARGUMENTS_HPP
#define VERSIONED_K8S_DETAIL_CRD_ARGUMENTS_HPP

// The trailing arguments of VERSIONED_CRD's printer_column(...) and scale(...) -- a description
// or selector (string literals), priority(N), versions(vX, ...) -- arrive as the text the
// preprocessor made of them (#__VA_ARGS__): versions(v1, v2) names version tags, no expression,
// and the preprocessor cannot tell a string literal from an identifier. They are read here, at
// compile time, as served(...) reads its names. Also the JSONPath syntax of printer columns
// (kubectl's, k8s.io/client-go/util/jsonpath: the API server compiles each column's path).

#include <versioned/detail/meta.hpp>
#include <versioned/detail/version_list.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace versioned::k8s::detail {

using ::versioned::detail::npos;

constexpr bool is_space(char c) noexcept { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

constexpr std::string_view trimmed(std::string_view s) noexcept {
    while (!s.empty() && is_space(s.front())) s.remove_prefix(1);
    while (!s.empty() && is_space(s.back())) s.remove_suffix(1);
    return s;
}

// The macro arguments in `text`, split at the commas outside parentheses and string literals,
// trimmed; empty ones (the macro's padding) left out.
struct argument_list {
    std::array<std::string_view, 8> items{};
    std::size_t count = 0;
    bool overflow = false;
    bool unbalanced = false;
};

constexpr argument_list split_arguments(std::string_view text) noexcept {
    argument_list out;
    int depth = 0;
    char quote = 0;
    std::size_t start = 0;
    const auto piece = [&](std::size_t end) {
        const std::string_view p = trimmed(text.substr(start, end - start));
        if (p.empty()) return;
        if (out.count == out.items.size()) out.overflow = true;
        else out.items[out.count++] = p;
    };
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (quote != 0) {
            if (c == '\\') ++i;
            else if (c == quote) quote = 0;
        } else if (c == '"' || c == '\'') {
            quote = c;
        } else if (c == '(') {
            ++depth;
        } else if (c == ')') {
            if (--depth < 0) out.unbalanced = true;
        } else if (c == ',' && depth == 0) {
            piece(i);
            start = i + 1;
        }
    }
    if (quote != 0 || depth != 0) out.unbalanced = true;
    piece(text.size());
    return out;
}

// Whether `s` spells one or more adjacent plain string literals ("a" "b") whose escapes are
// \" \\ \' \? \n \r \t (what decode_string_literals writes back).
constexpr bool is_string_literals(std::string_view s) noexcept {
    if (s.empty()) return false;
    while (!s.empty()) {
        if (s.front() != '"') return false;
        std::size_t i = 1;
        for (; i < s.size() && s[i] != '"'; ++i) {
            if (s[i] != '\\') continue;
            if (++i == s.size()) return false;
            const char e = s[i];
            if (e != '"' && e != '\\' && e != '\'' && e != '?' && e != 'n' && e != 'r' && e != 't') return false;
        }
        if (i == s.size()) return false;
        s = trimmed(s.substr(i + 1));
    }
    return true;
}

// One string literal without escapes ("a.b"): its text between the quotes is its value.
constexpr bool is_plain_literal(std::string_view s) noexcept {
    if (s.size() < 2 || s.front() != '"' || s.back() != '"') return false;
    for (const char c : s.substr(1, s.size() - 2))
        if (c == '"' || c == '\\') return false;
    return true;
}

// The text of literals checked by is_string_literals.
inline std::string decode_string_literals(std::string_view s) {
    std::string out;
    bool inside = false;
    for (std::size_t i = 0; i < s.size(); ++i) {
        const char c = s[i];
        if (!inside) {
            inside = c == '"';
            continue;
        }
        if (c == '"') {
            inside = false;
        } else if (c == '\\' && i + 1 < s.size()) {
            const char e = s[++i];
            out += e == 'n' ? '\n' : e == 'r' ? '\r' : e == 't' ? '\t' : e;
        } else {
            out += c;
        }
    }
    return out;
}

// The inside of `name(...)` when `s` is that call, else npos-like empty with ok = false.
struct call_text {
    bool ok = false;
    std::string_view inside{};
};
constexpr call_text call_of(std::string_view s, std::string_view name) noexcept {
    if (!s.starts_with(name)) return {};
    s = trimmed(s.substr(name.size()));
    if (s.size() < 2 || s.front() != '(' || s.back() != ')') return {};
    return {true, trimmed(s.substr(1, s.size() - 2))};
}

// priority(N): N decimal digits, 0 to 2^31-1 (an int32 in the CRD); -1 when not.
constexpr std::int64_t parse_priority(std::string_view digits) noexcept {
    if (digits.empty() || digits.size() > 10) return -1;
    std::int64_t n = 0;
    for (const char c : digits) {
        if (c < '0' || c > '9') return -1;
        n = n * 10 + (c - '0');
    }
    return n <= 2147483647 ? n : -1;
}

// versions(vX, ...): a bit per version index of module M.
struct version_mask {
    std::uint64_t bits = 0;
    bool bad = false;        // empty, or not a list of names
    bool undeclared = false; // a name M does not declare
};
template <class M>
constexpr version_mask parse_versions(std::string_view inside) noexcept {
    version_mask out;
    const argument_list names = split_arguments(inside);
    if (names.count == 0 || names.overflow || names.unbalanced) out.bad = true;
    for (std::size_t i = 0; i < names.count; ++i) {
        const std::size_t v = ::versioned::detail::version_index_of<M>(names.items[i]);
        if (v == npos) out.undeclared = true;
        else if (v < 64) out.bits |= std::uint64_t{1} << v;
        else out.bad = true;
    }
    return out;
}

// ---- JSONPath (kubectl's grammar, the subset a column needs) -----------------------------------
// path: segments, each `.name`, `..name` or `[...]`; a bracket holds an index or slice
// (`0`, `-1`, `1:3`, `::2`), `*`, quoted keys (`'a.io/b'`, `"x"`, comma-separated), or a filter
// `?(@.a.b OP literal)` / `?(@.a)` with OP one of == != < <= > >= and the literal a quoted
// string, a number, true or false (or another @ path).

constexpr bool is_name_char(char c) noexcept {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
}

struct path_cursor {
    std::string_view s;
    std::size_t at = 0;
    constexpr bool done() const noexcept { return at >= s.size(); }
    constexpr char peek(std::size_t ahead = 0) const noexcept { return at + ahead < s.size() ? s[at + ahead] : '\0'; }
    constexpr void skip_spaces() noexcept {
        while (!done() && is_space(s[at])) ++at;
    }
    constexpr bool eat(char c) noexcept {
        if (peek() != c) return false;
        ++at;
        return true;
    }
};

constexpr bool read_name(path_cursor& p) noexcept {
    if (p.eat('*')) return true;
    const std::size_t start = p.at;
    while (!p.done() && is_name_char(p.peek())) ++p.at;
    return p.at != start;
}

constexpr bool read_quoted(path_cursor& p) noexcept {
    const char q = p.peek();
    if (q != '\'' && q != '"') return false;
    ++p.at;
    while (!p.done() && p.peek() != q) p.at += p.peek() == '\\' ? 2 : 1;
    return p.eat(q);
}

constexpr bool read_number(path_cursor& p) noexcept {
    p.eat('-');
    const std::size_t start = p.at;
    while (p.peek() >= '0' && p.peek() <= '9') ++p.at;
    if (p.at == start) return false;
    if (p.eat('.')) {
        const std::size_t frac = p.at;
        while (p.peek() >= '0' && p.peek() <= '9') ++p.at;
        return p.at != frac;
    }
    return true;
}

constexpr bool read_segments(path_cursor& p, bool in_filter) noexcept;

// An operand of a filter: @ and a relative path, or a literal.
constexpr bool read_operand(path_cursor& p) noexcept {
    if (p.eat('@')) return read_segments(p, true);
    if (p.peek() == '\'' || p.peek() == '"') return read_quoted(p);
    for (const std::string_view word : {std::string_view("true"), std::string_view("false")}) {
        if (!p.s.substr(p.at).starts_with(word)) continue;
        p.at += word.size();
        return true;
    }
    return read_number(p);
}

constexpr bool read_filter(path_cursor& p) noexcept {
    if (!p.eat('?') || !p.eat('(')) return false;
    p.skip_spaces();
    if (!read_operand(p)) return false;
    p.skip_spaces();
    if (p.eat(')')) return true;
    const char a = p.peek(), b = p.peek(1);
    if ((a == '=' || a == '!') && b == '=') p.at += 2;
    else if (a == '<' || a == '>') p.at += b == '=' ? 2 : 1;
    else return false;
    p.skip_spaces();
    if (!read_operand(p)) return false;
    p.skip_spaces();
    return p.eat(')');
}

// Inside [...]: a filter, quoted keys, `*`, or an index or slice.
constexpr bool read_bracket(path_cursor& p, bool in_filter) noexcept {
    p.skip_spaces();
    if (p.peek() == '?') {
        if (in_filter || !read_filter(p)) return false;
    } else if (p.peek() == '\'' || p.peek() == '"') {
        do {
            p.skip_spaces();
            if (!read_quoted(p)) return false;
            p.skip_spaces();
        } while (p.eat(','));
    } else if (!p.eat('*')) {
        bool any = false;
        for (int part = 0; part < 3; ++part) {
            p.skip_spaces();
            if (p.peek() == '-' || (p.peek() >= '0' && p.peek() <= '9')) {
                p.eat('-');
                if (!(p.peek() >= '0' && p.peek() <= '9')) return false;
                while (p.peek() >= '0' && p.peek() <= '9') ++p.at;
                any = true;
            }
            p.skip_spaces();
            if (part == 2 || !p.eat(':')) break;
            any = true;
        }
        if (!any) return false;
    }
    p.skip_spaces();
    return p.eat(']');
}

// Segments until the end (or, in a filter, until what is not a segment).
constexpr bool read_segments(path_cursor& p, bool in_filter) noexcept {
    while (!p.done()) {
        if (p.eat('.')) {
            p.eat('.'); // `..name`: recursive descent
            if (!read_name(p)) return false;
        } else if (p.eat('[')) {
            if (!read_bracket(p, in_filter)) return false;
        } else {
            return in_filter;
        }
    }
    return true;
}

// Whether a printer column's path is a JSONPath kubectl evaluates: it starts with '.'.
constexpr bool is_column_jsonpath(std::string_view path) noexcept {
    if (path.empty() || path.front() != '.') return false;
    path_cursor p{path};
    return read_segments(p, false) && p.done();
}

// The plain .a.b part of a path, before its first bracket, wildcard or recursive descent: what
// is looked up in the schema (a filter's result is not).
constexpr std::string_view plain_prefix(std::string_view path) noexcept {
    for (std::size_t i = 0; i < path.size(); ++i) {
        if (path[i] == '[' || path[i] == '*' || (path[i] == '.' && i + 1 < path.size() && path[i + 1] == '.'))
            return path.substr(0, i);
    }
    return path;
}

} // namespace versioned::k8s::detail

#endif // VERSIONED_K8S_DETAIL_CRD_ARGUMENTS_HPP
