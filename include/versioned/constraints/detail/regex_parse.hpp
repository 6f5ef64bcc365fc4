// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_CONSTRAINTS_DETAIL_REGEX_PARSE_HPP
#define VERSIONED_CONSTRAINTS_DETAIL_REGEX_PARSE_HPP

// The pattern parser: Go's regexp/syntax grammar (Perl flags, as regexp.Compile uses it), read
// the way Go's parser reads it -- a loop over the pattern with a stack of expressions, '(' and
// '|' -- so that what it accepts and refuses is what Go accepts and refuses, quirks included
// (`a(?i)*` repeats the a; `{` that starts no repetition is a literal; `\Q...\E`).
//
// It builds a small tree (nodes in one vector, leaves holding their instruction words in a
// pool) with the size of each node's code, so that program_size() is known without writing
// any code and compile() writes each instruction once, in place (regex_compile.hpp). Constant
// evaluation stays cheap: no fragment of code is ever copied.

#include <versioned/constraints/detail/regex_charclass.hpp>
#include <versioned/constraints/detail/regex_program.hpp>

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace versioned::detail::regex {

struct error_info {
    std::size_t offset = 0;  // byte offset in the pattern of what is wrong
    std::string_view what{}; // a short reason (static storage); empty: the pattern is valid
    constexpr bool ok() const noexcept { return what.empty(); }
};

// Go's limits: a counted repetition at most 1000, and nested ones at most 1000 copies of the
// innermost thing. Ours in addition, so that a pattern compiles within a compiler's
// constant-evaluation budget (clang's default 1,048,576 steps, g++'s recursion depth 512): a
// size in Go's units (a code point or a class 1, x* 2 + x, x{n,m} m copies of x + (m - n), ...)
// at most max_pattern_size (Go allows 3,355,443), a program of at most max_program_words
// words, and a tree at most max_height high (Go: 1000).
inline constexpr int max_repeat = 1000;
inline constexpr std::uint32_t max_height = 200;
inline constexpr std::uint64_t max_pattern_size = 10000;
inline constexpr std::uint64_t max_program_words = 100000;

enum parse_flag : unsigned { fold_case = 1, one_line = 2, dot_nl = 4 };

// A leaf's code is its words in the pool; the others are made of their children's code.
enum class node_kind : std::uint8_t { leaf, concat, alternate, star, plus, quest, counted };

struct node {
    node_kind kind = node_kind::leaf;
    std::uint32_t first = 0;   // leaf: first word in the pool; concat, alternate: first child in
                               // the kids list; repetitions: the child node
    std::uint32_t count = 0;   // leaf: words; concat, alternate: children
    int min = 0, max = 0;      // counted: {min,max}, max -1 for none
    std::uint64_t size = 1;    // Go's calcSize
    std::uint32_t product = 1; // most copies a chain of nested repetitions makes (saturates at 1001)
    std::uint32_t height = 1;
    std::uint64_t words = 0;   // of its code
};

enum class item_kind : std::uint8_t { expr, left_paren, bar };

struct stack_item {
    item_kind kind = item_kind::expr;
    std::uint32_t index = 0; // expr: its node
    unsigned flags = 0;      // left_paren: the flags its ')' restores
    std::size_t offset = 0;  // where it starts in the pattern
    bool capture = false;    // left_paren: a capturing group (Go counts 2 more for its size)
};

enum class repetition : std::uint8_t { star, plus, quest, counted };

inline constexpr std::size_t npos = static_cast<std::size_t>(-1);

constexpr bool is_alnum(std::uint32_t c) noexcept {
    return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
}

constexpr int hex_value(std::uint32_t c) noexcept {
    if (c >= '0' && c <= '9') return static_cast<int>(c - '0');
    if (c >= 'a' && c <= 'f') return static_cast<int>(c - 'a' + 10);
    if (c >= 'A' && c <= 'F') return static_cast<int>(c - 'A' + 10);
    return -1;
}

// Offset of the first byte that is not valid UTF-8 (as Go's utf8.DecodeRuneInString sees it), or npos.
constexpr std::size_t invalid_utf8_at(std::string_view s) noexcept {
    for (std::size_t i = 0; i < s.size();) {
        if (static_cast<unsigned char>(s[i]) < 0x80) { // ASCII: the common case, kept cheap
            ++i;
            continue;
        }
        const decoded d = decode_utf8(s, i);
        if (!d.valid) return i;
        i += d.length;
    }
    return npos;
}

// The words of one class instruction (or of a cheaper one when the class is a single code
// point, every code point, or every one but \n), appended to pool.
constexpr void class_code(buffer<std::uint32_t>& pool, range_set& ranges, const buffer<std::uint32_t>& tables, bool negate) {
    normalize(ranges);
    if (tables.empty()) {
        if (negate) ranges = complement(ranges), negate = false;
        if (ranges.size() == 1 && ranges[0].lo == 0 && ranges[0].hi == max_rune) return pool.push_back(word_of(opcode::any));
        if (ranges.size() == 2 && ranges[0] == range{0, '\n' - 1} && ranges[1] == range{'\n' + 1, max_rune})
            return pool.push_back(word_of(opcode::any_not_nl));
        if (ranges.size() == 1 && ranges[0].lo == ranges[0].hi) return pool.push_back(word_of(opcode::rune, ranges[0].lo));
    }
    pool.push_back(word_of(opcode::cls, (negate ? 1u : 0u) | static_cast<std::uint32_t>(tables.size()) << 1));
    pool.push_back(static_cast<std::uint32_t>(ranges.size()));
    for (const range& r : ranges) {
        pool.push_back(r.lo);
        pool.push_back(r.hi);
    }
    pool.append(tables.begin(), tables.end());
}

// ---- the parser ---------------------------------------------------------------------------------

class parser {
public:
    constexpr explicit parser(std::string_view pattern) : p_(pattern) {
        stack_.reserve(16);
        nodes_.reserve(pattern.size() + 2);
        kids_.reserve(pattern.size() + 2);
        pool_.reserve(pattern.size() + 2);
    }

    // Parses the whole pattern; on success root() is its tree.
    constexpr error_info run() {
        if (const std::size_t bad = invalid_utf8_at(p_); bad != npos) return fail(bad, "invalid UTF-8");
        while (pos_ < p_.size() && err_.ok()) {
            const std::size_t start = pos_;
            const bool repeated = token();
            last_repeat_ = repeated ? start : npos;
        }
        if (!err_.ok()) return err_;
        concat();
        alternate();
        if (stack_.size() != 1) {
            std::size_t open = 0;
            for (const stack_item& it : stack_)
                if (it.kind == item_kind::left_paren) open = it.offset;
            fail(open, "missing closing )");
        }
        return err_;
    }

    constexpr const node& root() const { return nodes_[stack_.back().index]; }
    constexpr const node& at_index(std::uint32_t i) const { return nodes_[i]; }
    constexpr std::uint32_t kid(std::uint32_t i) const { return kids_[i]; }
    constexpr const std::uint32_t* pool() const { return pool_.data(); }

private:
    std::string_view p_;
    std::size_t pos_ = 0;
    unsigned flags_ = one_line;
    std::size_t last_repeat_ = npos; // where the repetition operator just before starts
    buffer<stack_item> stack_{};
    buffer<node> nodes_{};
    buffer<std::uint32_t> kids_{};
    buffer<std::uint32_t> pool_{};
    error_info err_{};
    range_set class_ranges_{}; // the class being parsed
    buffer<std::uint32_t> class_tables_{};

    constexpr error_info fail(std::size_t offset, std::string_view what) {
        if (err_.ok()) err_ = {offset, what};
        return err_;
    }

    constexpr std::uint32_t next_rune() {
        if (static_cast<unsigned char>(p_[pos_]) < 0x80) return static_cast<unsigned char>(p_[pos_++]);
        const decoded d = decode_utf8(p_, pos_);
        pos_ += d.length;
        return d.rune;
    }
    constexpr bool at(std::size_t i, char c) const { return i < p_.size() && p_[i] == c; }
    constexpr bool at_escape(const char* letters) const {
        if (pos_ + 1 >= p_.size() || p_[pos_] != '\\') return false;
        for (; *letters != 0; ++letters)
            if (p_[pos_ + 1] == *letters) return true;
        return false;
    }

    // One token of the pattern; true if it was a repetition operator.
    constexpr bool token() {
        const std::size_t start = pos_;
        switch (p_[pos_]) {
        case '(':
            if (at(pos_ + 1, '?')) perl_flags();
            else push_left_paren(start, true), ++pos_;
            return false;
        case '|': concat(), stack_.push_back({item_kind::bar, 0, 0, start}), ++pos_; return false;
        case ')': right_paren(); return false;
        case '^': ++pos_, push_assert((flags_ & one_line) ? at_kind::begin_text : at_kind::begin_line); return false;
        case '$': ++pos_, push_assert((flags_ & one_line) ? at_kind::end_text : at_kind::end_line); return false;
        case '.': push_leaf_word(word_of((flags_ & dot_nl) ? opcode::any : opcode::any_not_nl)), ++pos_; return false;
        case '[': parse_class(); return false;
        case '*': ++pos_, apply_repeat(repetition::star, 0, 0, start); return true;
        case '+': ++pos_, apply_repeat(repetition::plus, 0, 0, start); return true;
        case '?': ++pos_, apply_repeat(repetition::quest, 0, 0, start); return true;
        case '{': return brace();
        case '\\': backslash(); return false;
        default: {
            const std::uint32_t c = next_rune();
            push_literal(c, start);
            return false;
        }
        }
    }

    // ---- the tree and the stack ----

    constexpr void check_limits(const node& n, std::size_t offset) {
        if (n.size > max_pattern_size || n.words > max_program_words) fail(offset, "pattern too large");
        if (n.height > max_height) fail(offset, "expression nests too deeply");
    }
    constexpr void push_node(const node& n, std::size_t offset) {
        check_limits(n, offset);
        nodes_.push_back(n);
        stack_.push_back({item_kind::expr, static_cast<std::uint32_t>(nodes_.size() - 1), 0, offset});
    }
    constexpr void push_left_paren(std::size_t offset, bool capture) {
        stack_.push_back({item_kind::left_paren, 0, flags_, offset, capture});
    }

    // A leaf made of the pool's words from first on.
    constexpr void push_leaf(std::size_t first, std::size_t offset) {
        node n;
        n.first = static_cast<std::uint32_t>(first);
        n.count = static_cast<std::uint32_t>(pool_.size() - first);
        n.words = n.count;
        push_node(n, offset);
    }
    constexpr void push_leaf_word(std::uint32_t word) {
        pool_.push_back(word);
        push_leaf(pool_.size() - 1, pos_);
    }
    constexpr void push_assert(at_kind k) { push_leaf_word(word_of(opcode::assert_at, static_cast<std::uint32_t>(k))); }

    // A code point; under (?i), the class of its folding orbit.
    constexpr void push_literal(std::uint32_t c, std::size_t offset) {
        const std::size_t first = pool_.size();
        if ((flags_ & fold_case) != 0) {
            range_set orbit{{c, c}};
            for (std::uint32_t g = simple_fold(c); g != c; g = simple_fold(g)) orbit.push_back({g, g});
            class_code(pool_, orbit, {}, false);
        } else {
            pool_.push_back(word_of(opcode::rune, c));
        }
        push_leaf(first, offset);
    }

    // Index of the first item above the topmost '(' or '|' (or 0).
    constexpr std::size_t above_pseudo() const {
        std::size_t i = stack_.size();
        while (i > 0 && stack_[i - 1].kind == item_kind::expr) --i;
        return i;
    }

    // A node of the given kind over the expressions stack_[from..] (concat) or stack_[from],
    // stack_[from + 2], ... (alternate: '|' between them), which it replaces.
    constexpr void combine(node_kind kind, std::size_t from, std::size_t stride) {
        node n;
        n.kind = kind;
        n.first = static_cast<std::uint32_t>(kids_.size());
        n.size = 0;
        std::uint32_t height = 0;
        for (std::size_t k = from; k < stack_.size(); k += stride) {
            const node& g = nodes_[stack_[k].index];
            kids_.push_back(stack_[k].index);
            ++n.count;
            n.size += g.size;
            n.words += g.words;
            n.product = n.product > g.product ? n.product : g.product;
            height = height > g.height ? height : g.height;
        }
        n.height = height + 1;
        if (kind == node_kind::alternate) n.size += n.count - 1, n.words += 5 * (n.count - 1);
        const std::size_t offset = stack_[from].offset;
        stack_.resize(from);
        push_node(n, offset);
    }

    // The expressions above the topmost '(' or '|' become their concatenation (the empty
    // string if there are none).
    constexpr void concat() {
        const std::size_t i = above_pseudo();
        if (i == stack_.size()) return push_leaf(pool_.size(), pos_);
        if (i + 1 < stack_.size()) combine(node_kind::concat, i, 1);
    }

    // The concatenations separated by '|' above the topmost '(' become their alternation.
    constexpr void alternate() {
        std::size_t i = stack_.size();
        while (i > 0 && stack_[i - 1].kind != item_kind::left_paren) --i;
        if (i + 1 < stack_.size()) combine(node_kind::alternate, i, 2);
    }

    constexpr void right_paren() {
        const std::size_t start = pos_++;
        concat();
        alternate();
        const std::size_t n = stack_.size();
        if (n < 2 || stack_[n - 2].kind != item_kind::left_paren) return void(fail(start, "unexpected )"));
        const stack_item expr = stack_[n - 1], paren = stack_[n - 2];
        flags_ = paren.flags;
        stack_.resize(n - 2);
        node& inner = nodes_[expr.index];
        if (paren.capture) inner.size += 2, ++inner.height; // Go's capture node; its code is the inner one's
        check_limits(inner, paren.offset);
        stack_.push_back({item_kind::expr, expr.index, 0, paren.offset});
    }

    // ---- repetition ----

    constexpr void apply_repeat(repetition kind, int min, int max, std::size_t start) {
        if (at(pos_, '?')) ++pos_; // non-greedy: which strings match is the same
        if (last_repeat_ != npos) return void(fail(last_repeat_, "invalid nested repetition operator"));
        if (stack_.empty() || stack_.back().kind != item_kind::expr)
            return void(fail(start, "missing argument to repetition operator"));
        const std::uint32_t child = stack_.back().index;
        const std::size_t operand = stack_.back().offset;
        stack_.pop_back();
        push_node(repeat_node(child, kind, min, max), operand);
        if (kind == repetition::counted && (min >= 2 || max >= 2) && nodes_.back().product > static_cast<std::uint32_t>(max_repeat))
            fail(start, "invalid repeat count");
    }

    constexpr node repeat_node(std::uint32_t child, repetition kind, int min, int max) const {
        const node& x = nodes_[child];
        node n;
        n.first = child;
        n.min = min, n.max = max;
        n.height = x.height + 1;
        n.product = x.product;
        const auto lo = static_cast<std::uint64_t>(min), hi = static_cast<std::uint64_t>(max);
        switch (kind) {
        case repetition::star: n.kind = node_kind::star, n.size = 2 + x.size, n.words = 5 + x.words; break;
        case repetition::plus: n.kind = node_kind::plus, n.size = 1 + x.size, n.words = 3 + x.words; break;
        case repetition::quest: n.kind = node_kind::quest, n.size = 1 + x.size, n.words = 3 + x.words; break;
        case repetition::counted: {
            n.kind = node_kind::counted;
            if (max == -1) {
                n.size = min == 0 ? 2 + x.size : 1 + lo * x.size;
                n.words = min == 0 ? 5 + x.words : lo * x.words + 3;
            } else {
                n.size = hi * x.size + (hi - lo);
                n.words = lo * x.words + (hi - lo) * (3 + x.words);
            }
            if (n.size < 1) n.size = 1;
            const std::uint64_t m = max == -1 ? lo : hi;
            const std::uint64_t product = max == 0 ? 1 : (m == 0 ? 1 : m) * x.product;
            n.product = product > 1001 ? 1001 : static_cast<std::uint32_t>(product);
            break;
        }
        }
        return n;
    }

    // A decimal number at i (Go's parseInt: no leading zero; -1 when too large).
    constexpr bool parse_int(std::size_t& i, int& value) const {
        if (i >= p_.size() || p_[i] < '0' || p_[i] > '9') return false;
        if (p_[i] == '0' && i + 1 < p_.size() && p_[i + 1] >= '0' && p_[i + 1] <= '9') return false;
        value = 0;
        for (; i < p_.size() && p_[i] >= '0' && p_[i] <= '9'; ++i)
            if (value >= 0) value = value >= 100000000 ? -1 : value * 10 + (p_[i] - '0');
        return true;
    }

    // `{`: a counted repetition {n}, {n,}, {n,m}, or else the literal '{'.
    constexpr bool brace() {
        const std::size_t start = pos_;
        std::size_t i = pos_ + 1;
        int min = 0, max = 0;
        bool ok = parse_int(i, min) && i < p_.size();
        if (ok && p_[i] != ',') {
            max = min;
        } else if (ok) {
            ++i;
            if (i >= p_.size()) ok = false;
            else if (p_[i] == '}') max = -1;
            else if (!parse_int(i, max)) ok = false;
            else if (max < 0) min = -1;
        }
        if (!ok || i >= p_.size() || p_[i] != '}') {
            ++pos_;
            push_literal('{', start);
            return false;
        }
        pos_ = i + 1;
        if (min < 0 || min > max_repeat || max > max_repeat || (max >= 0 && min > max)) {
            fail(start, "invalid repeat count");
            return true;
        }
        apply_repeat(repetition::counted, min, max, start);
        return true;
    }

    // ---- groups and flags ----

    constexpr void perl_flags();
    constexpr void parse_named_group(std::size_t start, std::size_t name_at);

    // ---- escapes ----

    constexpr void backslash();
    constexpr std::uint32_t escape();
    constexpr std::uint32_t hex_escape(std::size_t start);
    constexpr void unicode_class(bool top_level);
    constexpr void perl_class(bool top_level);

    // ---- classes ----

    constexpr void parse_class();
    constexpr bool posix_class();
    constexpr std::uint32_t class_char(std::size_t class_start);
    constexpr void class_char_or_range(std::size_t class_start);
    constexpr void class_add_range(std::uint32_t lo, std::uint32_t hi);
    constexpr void class_add_group(const range* ranges, std::size_t count, bool negated);
    constexpr void class_begin() {
        class_ranges_.clear();
        class_tables_.clear();
    }
    constexpr void push_class(bool negate, std::size_t offset) {
        const std::size_t first = pool_.size();
        class_code(pool_, class_ranges_, class_tables_, negate);
        push_leaf(first, offset);
    }
};

// `(?`: flags (?i) (?-s), a group with flags (?i:...), a non-capturing group (?:...), a named
// group (?P<name>...); lookaround and the other Perl forms are refused.
constexpr void parser::perl_flags() {
    const std::size_t start = pos_;
    if (p_.size() - pos_ > 4 && p_[pos_ + 2] == 'P' && p_[pos_ + 3] == '<') return parse_named_group(start, pos_ + 4);
    if (at(pos_ + 2, '=') || at(pos_ + 2, '!')) return void(fail(start, "lookahead (?= (?! is not supported (RE2 syntax)"));
    if (at(pos_ + 2, '<') && (at(pos_ + 3, '=') || at(pos_ + 3, '!')))
        return void(fail(start, "lookbehind (?<= (?<! is not supported (RE2 syntax)"));
    if (at(pos_ + 2, '<')) return void(fail(start, "named group (?<name> needs Go 1.22: write (?P<name>"));
    pos_ += 2;
    unsigned flags = flags_;
    bool negative = false, saw_flag = false;
    while (pos_ < p_.size()) {
        const std::uint32_t c = next_rune();
        switch (c) {
        case 'i': flags = negative ? flags & ~fold_case : flags | fold_case; saw_flag = true; continue;
        case 'm': flags = negative ? flags | one_line : flags & ~one_line; saw_flag = true; continue;
        case 's': flags = negative ? flags & ~dot_nl : flags | dot_nl; saw_flag = true; continue;
        case 'U': saw_flag = true; continue; // non-greedy by default: the same strings match
        case '-':
            if (negative) break;
            negative = true, saw_flag = false;
            continue;
        case ':':
        case ')':
            if (negative && !saw_flag) break;
            if (c == ':') push_left_paren(start, false); // before flags_ changes: its ')' restores them
            flags_ = flags;
            return;
        default: break;
        }
        break;
    }
    fail(start, "invalid or unsupported Perl syntax");
}

constexpr void parser::parse_named_group(std::size_t start, std::size_t name_at) {
    std::size_t end = name_at;
    while (end < p_.size() && p_[end] != '>') ++end;
    if (end == p_.size()) return void(fail(start, "invalid named capture"));
    if (end == name_at) return void(fail(start, "invalid named capture"));
    for (std::size_t i = name_at; i < end; ++i)
        if (p_[i] != '_' && !is_alnum(static_cast<unsigned char>(p_[i]))) return void(fail(start, "invalid named capture"));
    pos_ = end + 1;
    push_left_paren(start, true);
}


// `\` outside a class: an assertion, \Q...\E, a class (\d, \pL), or an escaped code point.
constexpr void parser::backslash() {
    const std::size_t start = pos_;
    if (pos_ + 1 < p_.size()) {
        switch (p_[pos_ + 1]) {
        case 'A': pos_ += 2, push_assert(at_kind::begin_text); return;
        case 'z': pos_ += 2, push_assert(at_kind::end_text); return;
        case 'b': pos_ += 2, push_assert(at_kind::word_boundary); return;
        case 'B': pos_ += 2, push_assert(at_kind::not_word_boundary); return;
        case 'C': fail(start, "\\C (any byte) is not supported"); return;
        case 'Q': { // the text up to \E (or the end) is literal
            pos_ += 2;
            std::size_t end = pos_;
            while (end < p_.size() && !(p_[end] == '\\' && at(end + 1, 'E'))) ++end;
            while (pos_ < end && err_.ok()) {
                const std::size_t at_rune = pos_;
                push_literal(next_rune(), at_rune);
            }
            if (end < p_.size()) pos_ = end + 2;
            return;
        }
        default: break;
        }
    }
    if (at_escape("pP")) return unicode_class(true);
    if (at_escape("dDsSwW")) return perl_class(true);
    const std::uint32_t c = escape();
    if (err_.ok()) push_literal(c, start);
}

// An escaped code point at pos_ (`\n`, `\x41`, `\x{1F600}`, `\101`, `\.`), as Go's parseEscape.
constexpr std::uint32_t parser::escape() {
    const std::size_t start = pos_++;
    if (pos_ >= p_.size()) return fail(start, "trailing backslash at end of expression"), 0;
    const std::uint32_t c = next_rune();
    if (c < 0x80 && !is_alnum(c)) return c; // punctuation escapes itself
    switch (c) {
    case '1': case '2': case '3': case '4': case '5': case '6': case '7':
        if (pos_ >= p_.size() || p_[pos_] < '0' || p_[pos_] > '7')
            return fail(start, "invalid escape sequence (backreferences are not supported)"), 0;
        [[fallthrough]];
    case '0': {
        std::uint32_t r = c - '0';
        for (int i = 1; i < 3 && pos_ < p_.size() && p_[pos_] >= '0' && p_[pos_] <= '7'; ++i)
            r = r * 8 + static_cast<std::uint32_t>(p_[pos_++] - '0');
        return r;
    }
    case '8': case '9': return fail(start, "invalid escape sequence (backreferences are not supported)"), 0;
    case 'x': return hex_escape(start);
    case 'a': return '\a';
    case 'f': return '\f';
    case 'n': return '\n';
    case 'r': return '\r';
    case 't': return '\t';
    case 'v': return '\v';
    default: return fail(start, "invalid escape sequence"), 0;
    }
}

// After `\x`: two hex digits, or any number of them in braces (at most 10FFFF).
constexpr std::uint32_t parser::hex_escape(std::size_t start) {
    if (pos_ >= p_.size()) return fail(start, "invalid escape sequence"), 0;
    std::uint32_t c = next_rune();
    if (c == '{') {
        std::uint32_t r = 0;
        int digits = 0;
        while (true) {
            if (pos_ >= p_.size()) return fail(start, "invalid escape sequence"), 0;
            c = next_rune();
            if (c == '}') break;
            const int v = hex_value(c);
            if (v < 0) return fail(start, "invalid escape sequence"), 0;
            r = r * 16 + static_cast<std::uint32_t>(v);
            if (r > max_rune) return fail(start, "invalid escape sequence"), 0;
            ++digits;
        }
        if (digits == 0) return fail(start, "invalid escape sequence"), 0;
        return r;
    }
    const int x = hex_value(c);
    const int y = pos_ < p_.size() ? hex_value(next_rune()) : -1;
    if (x < 0 || y < 0) return fail(start, "invalid escape sequence"), 0;
    return static_cast<std::uint32_t>(x * 16 + y);
}

// \pL, \p{Greek}, \PL, \p{^Greek}: a Unicode category or script (Go's names), or Any.
constexpr void parser::unicode_class(bool top_level) {
    const std::size_t start = pos_;
    bool negated = p_[pos_ + 1] == 'P';
    const std::size_t t = pos_ + 2;
    std::string_view name;
    if (at(t, '{')) {
        std::size_t end = t + 1;
        while (end < p_.size() && p_[end] != '}') ++end;
        if (end == p_.size()) return void(fail(start, "invalid Unicode class (missing })"));
        name = p_.substr(t + 1, end - t - 1);
        pos_ = end + 1;
    } else {
        const std::size_t n = t < p_.size() ? decode_utf8(p_, t).length : 0;
        name = p_.substr(t, n);
        pos_ = t + n;
    }
    if (!name.empty() && name[0] == '^') negated = !negated, name.remove_prefix(1);
    const std::size_t index = unicode_table(name);
    if (index == no_table) return void(fail(start, "unknown Unicode class"));
    if (top_level) class_begin();
    const bool folded = (flags_ & fold_case) != 0 && !unicode::tables[index].folded.empty();
    class_tables_.push_back(static_cast<std::uint32_t>(index) << 2 | (folded ? 2u : 0u) | (negated ? 1u : 0u));
    if (top_level) push_class(false, start);
}

// \d \D \s \S \w \W.
constexpr void parser::perl_class(bool top_level) {
    const std::size_t start = pos_;
    const char letter = p_[pos_ + 1];
    const bool negated = letter == 'D' || letter == 'S' || letter == 'W';
    const named_group& g = perl_groups[letter == 'd' || letter == 'D' ? 0 : letter == 's' || letter == 'S' ? 1 : 2];
    pos_ += 2;
    if (top_level) class_begin();
    class_add_group(g.ranges, g.count, negated);
    if (top_level) push_class(false, start);
}

// A bracketed class [...] or [^...] (Go's parseClass): code points, ranges, [:alpha:], \d, \pL.
constexpr void parser::parse_class() {
    const std::size_t start = pos_++;
    bool negate = false;
    if (at(pos_, '^')) negate = true, ++pos_;
    class_begin();
    bool first = true; // ']' first is a literal
    while (err_.ok() && (pos_ >= p_.size() || p_[pos_] != ']' || first)) {
        first = false;
        if (p_.size() - pos_ > 2 && p_[pos_] == '[' && p_[pos_ + 1] == ':' && posix_class()) continue;
        if (!err_.ok()) return;
        if (at_escape("pP")) unicode_class(false);
        else if (at_escape("dDsSwW")) perl_class(false);
        else class_char_or_range(start);
    }
    if (!err_.ok()) return;
    ++pos_;
    push_class(negate, start);
}

// [:alpha:] or [:^alpha:] at pos_ (false, and nothing read, if there is no ":]" after it).
constexpr bool parser::posix_class() {
    std::size_t close = pos_ + 2;
    while (close + 1 < p_.size() && !(p_[close] == ':' && p_[close + 1] == ']')) ++close;
    if (close + 1 >= p_.size()) return false;
    std::string_view name = p_.substr(pos_ + 2, close - pos_ - 2);
    bool negated = false;
    if (!name.empty() && name[0] == '^') negated = true, name.remove_prefix(1);
    const named_group* g = posix_group(name);
    if (g == nullptr) return fail(pos_, "unknown POSIX class"), false;
    pos_ = close + 2;
    class_add_group(g->ranges, g->count, negated);
    return true;
}

constexpr std::uint32_t parser::class_char(std::size_t class_start) {
    if (pos_ >= p_.size()) return fail(class_start, "missing closing ]"), 0;
    return p_[pos_] == '\\' ? escape() : next_rune();
}

constexpr void parser::class_char_or_range(std::size_t class_start) {
    const std::size_t start = pos_;
    const std::uint32_t lo = class_char(class_start);
    if (!err_.ok()) return;
    std::uint32_t hi = lo;
    if (p_.size() - pos_ >= 2 && p_[pos_] == '-' && p_[pos_ + 1] != ']') { // [a-] is a and -
        ++pos_;
        hi = class_char(class_start);
        if (!err_.ok()) return;
        if (hi < lo) return void(fail(start, "invalid character class range"));
    }
    class_add_range(lo, hi);
}

constexpr void parser::class_add_range(std::uint32_t lo, std::uint32_t hi) {
    if ((flags_ & fold_case) == 0) return class_ranges_.push_back({lo, hi});
    range_set s{{lo, hi}};
    fold_closure(s);
    class_ranges_.append(s.begin(), s.end());
}

// A Perl or POSIX class: folded first under (?i), then negated (as Go's appendGroup).
constexpr void parser::class_add_group(const range* ranges, std::size_t count, bool negated) {
    range_set s(ranges, ranges + count);
    if ((flags_ & fold_case) != 0) fold_closure(s);
    if (negated) s = complement(s);
    class_ranges_.append(s.begin(), s.end());
}

} // namespace versioned::detail::regex

#endif // VERSIONED_CONSTRAINTS_DETAIL_REGEX_PARSE_HPP
