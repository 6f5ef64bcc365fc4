// Generated patterns and texts for the pattern engine's differential tests (against Go's regexp
// through tests/constraints/formats_oracle, and against RE2): random patterns over the whole
// syntax, valid and not, and texts that are likely to match them. Deterministic: a fixed seed
// gives the same cases with every compiler and standard library (no std distributions).
#ifndef VERSIONED_TESTS_CONSTRAINTS_REGEX_CASES_HPP
#define VERSIONED_TESTS_CONSTRAINTS_REGEX_CASES_HPP

#include <cstddef>
#include <cstdint>
#include <random>
#include <string>
#include <string_view>
#include <vector>

namespace regex_cases {

struct rng {
    std::mt19937_64 engine;
    explicit rng(std::uint64_t seed) : engine(seed) {}
    std::size_t below(std::size_t n) { return n == 0 ? 0 : static_cast<std::size_t>(engine() % n); }
    bool one_in(std::size_t n) { return below(n) == 0; }
    template <class T, std::size_t N>
    const T& pick(const T (&items)[N]) { return items[below(N)]; }
};

inline void append_utf8(std::string& out, std::uint32_t c) {
    if (c < 0x80) {
        out += static_cast<char>(c);
    } else if (c < 0x800) {
        out += static_cast<char>(0xC0 | c >> 6);
        out += static_cast<char>(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        out += static_cast<char>(0xE0 | c >> 12);
        out += static_cast<char>(0x80 | (c >> 6 & 0x3F));
        out += static_cast<char>(0x80 | (c & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | c >> 18);
        out += static_cast<char>(0x80 | (c >> 12 & 0x3F));
        out += static_cast<char>(0x80 | (c >> 6 & 0x3F));
        out += static_cast<char>(0x80 | (c & 0x3F));
    }
}

// The code points texts are made of: ASCII letters that fold specially (k, s), digits, word
// and non-word punctuation, \n, and non-ASCII letters, symbols and marks of long-assigned
// Unicode (both oracles' tables agree on them).
inline constexpr std::uint32_t text_alphabet[] = {
    'a', 'b', 'c', 'k', 'K', 's', 'S', 'x', 'Z', '0', '1', '9', '_', '-', '.', ' ', '\n', '\t', '/', ':',
    0xE9 /* é */, 0xC9 /* É */, 0x212A /* Kelvin */, 0x17F /* long s */, 0x3A9 /* Ω */, 0x3C9 /* ω */,
    0x4E2D /* 中 */, 0x1F600 /* emoji */, 0x2603 /* snowman */, 0x301 /* combining acute */, 0x660 /* Arabic 0 */,
    0x2160 /* Roman I */, 0x2170 /* small roman i */, 0xB5 /* micro */, 0x39C, 0x3BC,
};

inline std::string random_text(rng& r, std::size_t max_length) {
    std::string out;
    const std::size_t n = r.below(max_length + 1);
    for (std::size_t i = 0; i < n; ++i) append_utf8(out, r.pick(text_alphabet));
    return out;
}

// ---- patterns ----

inline const char* const literal_atoms[] = {
    "a", "b", "c", "k", "K", "s", "x", "0", "9", "_", "-", " ", "é", "É", "\xE2\x84\xAA", "ſ", "Ω", "ω", "中",
    "😀", "☃", "\\.", "\\*", "\\n", "\\t", "\\x41", "\\x{212A}", "\\x{1F600}", "\\101", "\\0", "\\-", "\\_",
    "\\ ", "\\/", "\\:", "\\a", "\\f", "\\v", "\\r", "\\x{0}", "/", ":", "µ", "Ⅰ", "ⅰ",
};

inline const char* const class_atoms[] = {
    ".", "\\d", "\\D", "\\s", "\\S", "\\w", "\\W", "\\pL", "\\pN", "\\p{Lu}", "\\p{Ll}", "\\PL", "\\p{Greek}",
    "\\p{^Greek}", "\\P{Han}", "\\p{Any}", "\\pS", "\\p{Mn}", "\\p{Nd}", "\\pZ", "\\p{Latin}", "\\P{^Lu}",
    "[abc]", "[a-z]", "[^a-c]", "[[:alpha:]]", "[[:^digit:]]", "[\\d\\s]", "[^\\W]", "[a-]", "[-a]", "[]a]",
    "[^]a]", "[\\pL\\d]", "[\\p{Greek}x]", "[^\\P{Lu}]", "[K-k]", "[A-Za-z0-9]", "[^\\n]", "[\\x00-\\x{10FFFF}]",
    "[^\\x00-\\x{10FFFF}]", "[[:word:][:space:]]", "[[:punct:]]", "[[:upper:]é]", "[ſ]", "[\\x{212A}]",
    "[a-c[:digit:]x-z]", "[.]", "[*+?]", "[\\]]", "[\\[]", "[\\\\]", "[α-ω]", "[^a-zA-Z]", "[[:xdigit:]]",
};

inline const char* const assert_atoms[] = {"^", "$", "\\A", "\\z", "\\b", "\\B"};

inline const char* const repeat_ops[] = {
    "*", "+", "?", "*?", "+?", "??", "{2}", "{0}", "{1,}", "{0,3}", "{2,4}", "{3,}?", "{1,2}?", "{0,0}", "{,2}",
    "{1", "{01}",
};

inline const char* const group_openers[] = {"(", "(?:", "(?P<n>", "(?i:", "(?s:", "(?m:", "(?-i:", "(?i-s:", "(?U:", "(?is:"};
inline const char* const inline_flags[] = {"(?i)", "(?s)", "(?m)", "(?-i)", "(?U)", "(?im)", "(?)"};

// Constructs Go refuses (some only in context), spliced in now and then.
inline const char* const invalid_bits[] = {
    "**", "(?=a)", "(?!a)", "(?<=a)", "(?<n>a)", "\\1", "\\8", "[z-a]", "x{1001}", "(?P<>a)", "(?P<a-b>x)",
    "[[:foo:]]", "\\p{Foo}", "\\pX", "\\C", "(", ")", "[", "\\", "\\xZ", "\\x{}", "\\x{110000}", "(?i", "(?-)",
    "(?i-)", "+", "{2}", "(a{500}){3}", "\\Z", "\\e", "\\E", "[\\b]", "[a-\\d]", "\\q", "(?P=n)", "(?#c)",
    "\\p{", "\\p", "[[:alpha:]", "(?P<n>", "{2,1}", "\\Qa*", "\\Q\\E*", "a{2}{3}", "a*+", "\\é", "[\\Q]",
};

inline std::string random_pattern(rng& r, int depth);

inline std::string random_atom(rng& r, int depth) {
    switch (r.below(depth > 2 ? 8 : 11)) {
    case 0: case 1: case 2: case 3: return r.pick(literal_atoms);
    case 4: case 5: return r.pick(class_atoms);
    case 6: return r.pick(assert_atoms);
    case 7: return r.pick(inline_flags);
    default: {
        std::string out = r.pick(group_openers);
        out += random_pattern(r, depth + 1);
        out += ')';
        return out;
    }
    }
}

inline std::string random_concat(rng& r, int depth) {
    std::string out;
    const std::size_t n = 1 + r.below(depth == 0 ? 5 : 3);
    for (std::size_t i = 0; i < n; ++i) {
        out += random_atom(r, depth);
        if (r.one_in(3)) out += r.pick(repeat_ops);
    }
    return out;
}

inline std::string random_pattern(rng& r, int depth) {
    std::string out = random_concat(r, depth);
    while (r.one_in(depth == 0 ? 3 : 4)) {
        out += '|';
        if (!r.one_in(8)) out += random_concat(r, depth);
    }
    return out;
}

// A pattern: mostly valid, sometimes with an invalid construct or a random character spliced in.
inline std::string random_pattern(rng& r) {
    std::string p = random_pattern(r, 0);
    if (r.one_in(6)) p.insert(r.below(p.size() + 1), r.pick(invalid_bits));
    if (r.one_in(12)) p.insert(r.below(p.size() + 1), 1, "()[]{}*+?|\\^$-:"[r.below(15)]);
    if (r.one_in(8)) p = r.one_in(2) ? "^" + p + "$" : "^(" + p + ")$";
    return p;
}

} // namespace regex_cases

#endif // VERSIONED_TESTS_CONSTRAINTS_REGEX_CASES_HPP
