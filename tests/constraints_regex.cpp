// Tests of the pattern engine of `pattern(...)` constraints (<versioned/constraints/detail/regex.hpp>,
// DESIGN.md §13): Go's regexp syntax accepted and refused (with offsets), its matching semantics
// (unanchored search over UTF-8 code points, flags, classes, Unicode, assertions), programs
// compiled at compile time, the linear bound on hostile input, and generate(). Differential
// tests against Go's regexp itself and RE2 on thousands of generated patterns: tests/constraints/.
#include <versioned/constraints/detail/regex.hpp>

#include "constraints/regex_cases.hpp"

#include <doctest/doctest.h>

#include <cstddef>
#include <cstdint>
#include <random>
#include <stdexcept>
#include <string>
#include <string_view>

namespace rx = versioned::detail::regex;

namespace {

// ---- compile time ----

// A constrained field's pattern, as the schema and reader use it: checked, sized and compiled
// in constant expressions, the program static data.
template <std::size_t N>
struct fixed {
    char chars[N]{};
    constexpr fixed(const char (&s)[N]) {
        for (std::size_t i = 0; i < N; ++i) chars[i] = s[i];
    }
    constexpr std::string_view view() const { return {chars, N - 1}; }
};

template <fixed P>
inline constexpr rx::analysis analysis_of = rx::analyze(P.view());

template <fixed P>
inline constexpr auto compiled = rx::compile<analysis_of<P>.size>(P.view());

static_assert(rx::check("^[a-z0-9]([-a-z0-9]*[a-z0-9])?$").ok());
static_assert(rx::check("a**").what == "invalid nested repetition operator");
static_assert(rx::check("x(?=y)").offset == 1);
static_assert(rx::program_size("a") == 3); // flags, the rune, match
static_assert(rx::analyze("a").size == 3 && rx::analyze("a").error.ok());
static_assert(rx::analyze("a)").error.what == "unexpected )" && rx::analyze("a)").size == rx::failing_program_size);
static_assert(compiled<"^a">.words[0] == rx::program_anchored);
// search() is a constant expression too (the constraints of a default value are checked at
// compile time).
static_assert(rx::search(compiled<"^[a-z]+(-[a-z]+)*$">, "my-name"));
static_assert(!rx::search(compiled<"^[a-z]+(-[a-z]+)*$">, "my--name"));
static_assert(rx::search(compiled<"(?i)\\bK\\pL">, "a k\xC3\xA9"));
static_assert(rx::search(compiled<"(?i)^K\\pL">, "\xE2\x84\xAA\xC3\xA9")); // the Kelvin sign, then é
static_assert(!rx::search(compiled<"(?i)\\bK\\pL">, "a \xE2\x84\xAA\xC3\xA9")); // \b is ASCII: no boundary
static_assert(compiled<"a|^b">.words[0] == 0);

// A real pattern of over 200 characters (semantic versions, then DNS-1123 subdomains and a
// condition type) compiles within clang's default constant-evaluation limit: this file is
// built with it.
inline constexpr char long_pattern[] =
    R"(^v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$|)"
    R"(^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$|)"
    R"(^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$)";
static_assert(sizeof(long_pattern) > 300);
static_assert(rx::check(long_pattern).ok());
inline constexpr auto long_program = compiled<long_pattern>;

// ---- helpers ----

bool matches(std::string_view pattern, std::string_view text) {
    const rx::error_info e = rx::check(pattern);
    INFO("pattern: ", pattern, " -- ", e.what);
    REQUIRE(e.ok());
    return rx::search(rx::compile_dynamic(pattern), text);
}

struct refused {
    std::string_view pattern;
    std::size_t offset;
    std::string_view what;
};

} // namespace

TEST_CASE("check: the syntax Go's regexp accepts") {
    for (const std::string_view p : {
             "", "a", "abc", ".", "^$", "\\A\\z", "\\b\\B", "a*b+c?", "a*?b+?c??", "a{2}", "a{2,}", "a{2,5}", "a{2,5}?",
             "a{0}", "a{0,0}", "a{1000}", "(a{10}){100}", "a|b|", "|", "()", "(?:)", "(a)(?P<name_1>b)", "(?P<n>a)(?P<n>b)",
             "(?i)a", "(?i:a)b", "(?-i:a)", "(?im-s:a)", "(?)", "(?U)a*", "(?s).", "(?m)^a$", "[a-z]", "[^a-z]", "[]a]", "[^]a]",
             "[a-]", "[-a]", "[a-b-c]", "[[:alpha:]]", "[[:^alpha:]]", "[[:word:]]", "[[:alpha]", "[\\d\\s\\w]", "[^\\D]",
             "\\d\\D\\s\\S\\w\\W", "\\pL\\PL\\p{Lu}\\P{Lu}\\p{^Lu}\\P{^Lu}", "\\p{Greek}\\p{Han}\\p{Any}", "[\\p{Greek}\\d]",
             "\\x41\\x{41}\\x{10FFFF}\\101\\0\\07\\777", "\\a\\f\\t\\n\\r\\v", "\\.\\*\\+\\?\\(\\)\\[\\]\\{\\}\\|\\^\\$\\\\\\-\\_\\ ",
             "\\Qa*b\\E+", "\\Qno end", "a{", "a{,2}", "a{01}", "a{1", "a{1,2", "{", "}", "]", "x{2}{", "^*", "$+", "\\b*",
             "(?:a*)*", "a*(?i)*", "a*\\Q\\E*", "é+", "\xE2\x98\x83", "[é-ü]", "(((((((((((((((((((((a)))))))))))))))))))))",
             "x\\x{D800}", "[\\x{D800}-\\x{DFFF}]",
         }) {
        const rx::error_info e = rx::check(p);
        INFO(p, " -- ", e.offset, ": ", e.what);
        CHECK(e.ok());
    }
}

TEST_CASE("check: what Go's regexp refuses, where and why") {
    for (const refused r : {
             refused{"a**", 1, "invalid nested repetition operator"},
             refused{"a*+", 1, "invalid nested repetition operator"},
             refused{"a{2}{3}", 1, "invalid nested repetition operator"},
             refused{"a??*", 1, "invalid nested repetition operator"},
             refused{"*a", 0, "missing argument to repetition operator"},
             refused{"a|*", 2, "missing argument to repetition operator"},
             refused{"(*)", 1, "missing argument to repetition operator"},
             refused{"(?i)*", 4, "missing argument to repetition operator"},
             refused{"a{1001}", 1, "invalid repeat count"},
             refused{"a{2,1}", 1, "invalid repeat count"},
             refused{"(a{10}){101}", 7, "invalid repeat count"},
             refused{"((a{2}){2}){251}", 11, "invalid repeat count"},
             refused{"a{100000000}", 1, "invalid repeat count"},
             refused{"(a", 0, "missing closing )"},
             refused{"(a(b)", 0, "missing closing )"},
             refused{"a)", 1, "unexpected )"},
             refused{"[a", 0, "missing closing ]"},
             refused{"[]", 0, "missing closing ]"},
             refused{"[z-a]", 1, "invalid character class range"},
             refused{"[a-\\d]", 3, "invalid escape sequence"},
             refused{"[[:foo:]]", 1, "unknown POSIX class"},
             refused{"[[:a]b:]", 1, "unknown POSIX class"}, // Go looks for ":]" anywhere after "[:"
             refused{"\\p{Foo}", 0, "unknown Unicode class"},
             refused{"\\pX", 0, "unknown Unicode class"},
             refused{"\\p", 0, "unknown Unicode class"},
             refused{"\\p{L", 0, "invalid Unicode class (missing })"},
             refused{"\\", 0, "trailing backslash at end of expression"},
             refused{"\\1", 0, "invalid escape sequence (backreferences are not supported)"},
             refused{"(a)\\1", 3, "invalid escape sequence (backreferences are not supported)"},
             refused{"\\8", 0, "invalid escape sequence (backreferences are not supported)"},
             refused{"\\q", 0, "invalid escape sequence"},
             refused{"\\Z", 0, "invalid escape sequence"},
             refused{"\\E", 0, "invalid escape sequence"},
             refused{"[\\b]", 1, "invalid escape sequence"},
             refused{"\\xZ1", 0, "invalid escape sequence"},
             refused{"\\x{}", 0, "invalid escape sequence"},
             refused{"\\x{110000}", 0, "invalid escape sequence"},
             refused{"\\é", 0, "invalid escape sequence"},
             refused{"\\C", 0, "\\C (any byte) is not supported"},
             refused{"(?=a)", 0, "lookahead (?= (?! is not supported (RE2 syntax)"},
             refused{"(?!a)", 0, "lookahead (?= (?! is not supported (RE2 syntax)"},
             refused{"(?<=a)", 0, "lookbehind (?<= (?<! is not supported (RE2 syntax)"},
             refused{"(?<!a)", 0, "lookbehind (?<= (?<! is not supported (RE2 syntax)"},
             refused{"(?<n>a)", 0, "named group (?<name> needs Go 1.22: write (?P<name>"},
             refused{"(?P<>a)", 0, "invalid named capture"},
             refused{"(?P<a-b>a)", 0, "invalid named capture"},
             refused{"(?P<a", 0, "invalid named capture"},
             refused{"(?P=a)", 0, "invalid or unsupported Perl syntax"},
             refused{"(?#comment)", 0, "invalid or unsupported Perl syntax"},
             refused{"(?i", 0, "invalid or unsupported Perl syntax"},
             refused{"(?-)", 0, "invalid or unsupported Perl syntax"},
             refused{"(?i-)", 0, "invalid or unsupported Perl syntax"},
             refused{"(?--i)", 0, "invalid or unsupported Perl syntax"},
             refused{"(?x)", 0, "invalid or unsupported Perl syntax"},
             refused{"ab\xFF", 2, "invalid UTF-8"},
             refused{"\xED\xA0\x80", 0, "invalid UTF-8"}, // a surrogate
             refused{"\xC0\x80", 0, "invalid UTF-8"},     // overlong
             refused{"a{1000}b{1000}c{1000}d{1000}e{1000}f{1000}g{1000}h{1000}i{1000}j{1000}k{2}", 0, "pattern too large"},
         }) {
        const rx::error_info e = rx::check(r.pattern);
        INFO(r.pattern);
        CHECK(e.what == r.what);
        CHECK(e.offset == r.offset);
    }
}

TEST_CASE("search: Go's regexp.MatchString -- an unanchored search") {
    struct row {
        std::string_view pattern, text;
        bool match;
    };
    for (const row r : {
             row{"", "", true}, row{"", "abc", true}, row{"b", "abc", true}, row{"^b", "abc", false}, row{"c$", "abc", true},
             row{"^abc$", "abc", true}, row{"^abc$", "abcd", false}, row{"^abc$", "abc\n", false}, // $ is only the end (no (?m))
             row{"(?m)^b$", "a\nb\nc", true}, row{"^b$", "a\nb\nc", false}, row{"\\Ab", "a\nb", false},
             row{"(?m)\\Ab", "a\nb", false}, row{"(?m)a\\z", "a\n", false}, row{"(?m)a$", "a\n", true},
             row{"a.c", "abc", true}, row{"a.c", "a\nc", false}, row{"(?s)a.c", "a\nc", true}, row{"[^x]", "\n", true},
             row{"a.c", "a\xE2\x98\x83" "c", true},                // . is one code point, not one byte
             row{"^.$", "\xFF", true}, row{"\\x{FFFD}", "\xFF", true}, // an invalid byte is U+FFFD, as in Go
             row{"^..$", "\xE2\x98", true},                         // a truncated sequence: one U+FFFD a byte
             row{"a*", "bbb", true}, row{"^a+$", "aaa", true}, row{"^a+$", "", false}, row{"^a?$", "", true},
             row{"^a{2}$", "aa", true}, row{"^a{2}$", "aaa", false}, row{"^a{2,}$", "aaaaa", true}, row{"^a{2,3}$", "aaaa", false},
             row{"^a{0}$", "", true}, row{"^(ab){2}$", "abab", true}, row{"^(a|bc)+$", "abcbca", true},
             row{"^(?:a|b)*?c$", "ababc", true}, row{"^a{,2}$", "a{,2}", true}, row{"^a{01}$", "a{01}", true},
             row{"\\bfoo\\b", "a foo.", true}, row{"\\bfoo\\b", "afoo", false}, row{"\\Bfoo", "afoo", true},
             row{"\\b", "", false}, row{"\\B", "", true}, row{"é\\b", "é", false},      // \b is ASCII, as in Go
             row{"^\\d+$", "0123", true}, row{"^\\d$", "\xD9\xA0", false},              // \d is ASCII (U+0660 is not)
             row{"^\\w+$", "a_Z9", true}, row{"^\\s+$", " \t\n\f\r", true}, row{"^\\s$", "\v", false},
             row{"^\\W$", "é", true}, row{"^[[:alpha:]]+$", "abZ", true}, row{"^[[:^alpha:]]$", "1", true},
             row{"^[[:punct:]]+$", "!-/:@[`{~", true}, row{"^[a-]+$", "a-a", true}, row{"^[]a]+$", "]a", true},
             row{"^\\Qa.b\\E$", "a.b", true}, row{"^\\Qa.b\\E$", "axb", false}, row{"^\\Qa*$", "a*$", true},
             row{"^\\x41\\101\\x{42}$", "AAB", true}, row{"^\\0$", std::string_view("\0", 1), true},
             row{"^a(?i)*$", "aaa", true},   // the * repeats the a, as in Go
             row{"^(a(?i)b)c$", "aBc", true}, row{"^(a(?i)b)c$", "aBC", false}, // (?i) ends with its group
             row{"^(?i:a)b$", "Ab", true}, row{"^(?i:a)b$", "AB", false}, row{"(?i)^a|b$", "B", true},
             row{"^[^a]$", "\n", true}, row{"^[^\\n]$", "\n", false},
         }) {
        INFO(r.pattern, " on ", r.text);
        CHECK(matches(r.pattern, r.text) == r.match);
    }
}

TEST_CASE("search: Unicode classes and case folding, as Go's tables say") {
    struct row {
        std::string_view pattern, text;
        bool match;
    };
    for (const row r : {
             row{"^\\pL+$", "aé\xCE\xA9\xE4\xB8\xAD", true}, row{"^\\pL$", "1", false}, row{"^\\p{Lu}$", "\xC3\x89", true},
             row{"^\\p{Lu}$", "\xC3\xA9", false}, row{"^\\PL$", "1", true}, row{"^\\p{^L}$", "1", true},
             row{"^\\P{^L}$", "a", true}, row{"^\\p{Greek}+$", "\xCE\xA9\xCF\x89", true}, row{"^\\p{Greek}$", "a", false},
             row{"^\\p{Han}$", "\xE4\xB8\xAD", true}, row{"^\\p{Any}$", "\xF0\x9F\x98\x80", true}, row{"^\\pN$", "\xD9\xA0", true},
             row{"^\\p{Nd}$", "\xE2\x85\xA0", false}, row{"^\\p{Nl}$", "\xE2\x85\xA0", true}, row{"^\\pS$", "\xE2\x98\x83", true},
             row{"^[\\p{Greek}\\d]+$", "\xCE\xA9" "1", true}, row{"^[^\\pL]$", "a", false},
             // (?i): Go's simple folding orbits, K k and the Kelvin sign, S s and the long s
             row{"(?i)^k$", "K", true}, row{"(?i)^k$", "\xE2\x84\xAA", true}, row{"(?i)^\\x{212A}$", "k", true},
             row{"(?i)^s$", "\xC5\xBF", true}, row{"(?i)^[a-z]+$", "HeLLo\xE2\x84\xAA", true}, row{"^[a-z]$", "K", false},
             row{"(?i)^\\xE9$", "\xC3\x89", true}, row{"(?i)^\\x{3A9}$", "\xCF\x89", true},
             row{"(?i)^\\W$", "\xE2\x84\xAA", false}, // \W under (?i): the negation of the folded \w, as in Go
             row{"(?i)^[^k]$", "\xE2\x84\xAA", false}, row{"(?i)^\\p{Lu}$", "a", true}, row{"^\\p{Lu}$", "a", false},
             row{"(?i)^\\p{Greek}$", "\xE2\x84\xA6", true}, // the Ohm sign folds into Greek (Go's FoldScript)
             row{"(?i)^[[:upper:]]$", "a", true}, row{"(?i)^\\PL$", "a", false},
         }) {
        INFO(r.pattern, " on ", r.text);
        CHECK(matches(r.pattern, r.text) == r.match);
    }
}

TEST_CASE("compile: programs built at compile time match like programs built at run time") {
    static constexpr auto dns = compiled<"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$">;
    CHECK(rx::search(dns, "my-name"));
    CHECK_FALSE(rx::search(dns, "-my-name"));
    CHECK_FALSE(rx::search(dns, "My-name"));
    static constexpr auto fold = compiled<"(?i)^k\\pL+$">;
    CHECK(rx::search(fold, "\xE2\x84\xAAxy"));
    CHECK(rx::search(long_program, "1.2.3-rc.1+build.5"));
    CHECK(rx::search(long_program, "example.com/Ready"));
    CHECK_FALSE(rx::search(long_program, "-1.2"));
    CHECK(rx::compile_dynamic(long_pattern).words ==
          std::vector<std::uint32_t>(long_program.words.begin(), long_program.words.end()));
    // An invalid pattern (the caller checks first) compiles to a program that matches nothing.
    CHECK_FALSE(rx::search(rx::compile_dynamic("a**"), "aa"));
    CHECK_FALSE(rx::search(rx::compile_dynamic("a**"), ""));
}

TEST_CASE("search: linear time on hostile input (^(a+)+$ on 100,000 a and a b)") {
    const auto count = [](std::string_view pattern, std::size_t n) {
        const std::string text = std::string(n, 'a') + "b";
        const rx::dynamic_program p = rx::compile_dynamic(pattern);
        std::size_t steps = 0;
        CHECK_FALSE(rx::search_counted(p, text, steps));
        // The bound search_counted documents: 2 x (text length + 1) x (program size).
        CHECK(steps <= 2 * (text.size() + 1) * p.view().code_size());
        return steps;
    };
    const std::size_t hostile = count("^(a+)+$", 100000), hostile_tenth = count("^(a+)+$", 10000);
    const std::size_t plain = count("^a+$", 100000);
    CHECK(hostile <= 10 * hostile_tenth + 100); // linear: ten times the input, ten times the steps
    CHECK(hostile >= 9 * hostile_tenth);
    CHECK(hostile <= 4 * plain); // and within a small factor of the pattern without nesting
    const std::size_t nested = count("^(a*)*(a*)*(a*)*$", 100000);
    CHECK(nested <= 10 * count("^(a*)*(a*)*(a*)*$", 10000) + 100);
    // search() answers the same through its DFA (a long text), and with a cache.
    const std::string text = std::string(100000, 'a') + "b";
    const rx::dynamic_program nested_plus = rx::compile_dynamic("^(a+)+$"), ending = rx::compile_dynamic("^(a+)+b$");
    CHECK_FALSE(rx::search(nested_plus, text));
    CHECK_FALSE(rx::search_cache(nested_plus).search(text));
    CHECK(rx::search_cache(ending).search(text));
}

TEST_CASE("search_cache: the lazy DFA answers as the Pike VM does") {
    regex_cases::rng r(7);
    std::size_t texts = 0;
    for (int i = 0; i < 1500; ++i) {
        const std::string p = regex_cases::random_pattern(r);
        if (!rx::check(p).ok()) continue;
        const rx::dynamic_program program = rx::compile_dynamic(p);
        rx::search_cache cache(program);
        for (int k = 0; k < 10; ++k) {
            std::string text = regex_cases::random_text(r, k < 8 ? 12 : 0);
            while (k >= 8 && text.size() < 300) text += regex_cases::random_text(r, 12); // long: search() takes the DFA
            std::size_t steps = 0;
            const bool pike = rx::search_counted(program, text, steps);
            INFO(p, " on ", text);
            CHECK(rx::search(program, text) == pike);
            CHECK(cache.search(text) == pike);
            ++texts;
        }
    }
    CHECK(texts > 9000);
    // A DFA with more states than the cache holds (the 13th code point from the end is an a):
    // past max_states the text is searched by the Pike VM, with the same answers.
    const rx::dynamic_program many = rx::compile_dynamic("a[ab]{12}$");
    rx::search_cache cache(many);
    for (int i = 0; i < 200; ++i) {
        std::string text;
        for (std::size_t n = 20 + r.below(300); n > 0; --n) text += r.one_in(2) ? 'a' : 'b';
        std::size_t steps = 0;
        CHECK(cache.search(text) == rx::search_counted(many, text, steps));
    }
    CHECK(cache.states() == rx::search_cache::max_states);
}

TEST_CASE("generate: random strings the pattern matches") {
    std::mt19937_64 rng(34);
    for (const std::string_view pattern : {
             "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$", "^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?)*$",
             "^v?(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)$", "(?i)^k\\pL{2}\\b", "^\\p{Greek}+\\s\\PL$", "a", "",
             "\\bx\\B", "(?m)^a$\\n^b$", "^(a|b)*c{20}$", "^$", "\\z", "^\\x{1F600}+$", "[^\\x00-\\x{FFFF}]",
         }) {
        const rx::dynamic_program p = rx::compile_dynamic(pattern);
        for (int i = 0; i < 100; ++i) {
            const std::string s = rx::generate(p, rng, 40);
            INFO(pattern, " generated ", s);
            CHECK(rx::search(p, s));
        }
    }
    // With a minimum length: a pattern that matches anywhere gets longer strings.
    const rx::dynamic_program digit = rx::compile_dynamic("\\d");
    for (int i = 0; i < 50; ++i) {
        const std::string s = rx::generate(digit, rng, 10, 20);
        CHECK(s.size() >= 10);
        CHECK(rx::search(digit, s));
    }
}

TEST_CASE("generate: a pattern that matches no string is an exception") {
    std::mt19937_64 rng(1);
    for (const std::string_view pattern : {"a^", "$a", "[^\\x00-\\x{10FFFF}]", "\\P{Any}", "\\b\\B", "x\\x{D800}", "^a{5}$"}) {
        INFO(pattern);
        CHECK_THROWS_AS((void)rx::generate(rx::compile_dynamic(pattern), rng, 4), std::invalid_argument);
    }
}
