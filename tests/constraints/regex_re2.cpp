// The pattern engine against RE2 (Debian's libre2-dev, a test dependency only; CTest
// constraints_re2, registered when RE2 is found): thousands of generated patterns, accepted or
// refused alike, and each valid one searched in generated texts (random ones, and ones made by
// generate() so that many match) with the same answer. The real oracle is Go's regexp
// (constraints.oracle); RE2's C++ library is the second one, and differs from Go in two
// places, where Go is right for Kubernetes and this test says so:
//   - RE2 accepts \C (any byte); Go refuses it.
//   - RE2 evaluates \B at byte positions inside a multi-byte UTF-8 sequence (between the two
//     bytes of "é" there is no word boundary), so \B finds a match in "é" alone; Go's regexp,
//     and we, look only between code points.
// Texts are valid UTF-8 here: RE2 does not read an invalid byte as U+FFFD as Go does (the Go
// test covers invalid bytes).
#include <versioned/constraints/detail/regex.hpp>

#include "constraints/regex_cases.hpp"
#include "property_scale.hpp"

#include <doctest/doctest.h>
#include <re2/re2.h>

#include <cstddef>
#include <random>
#include <stdexcept>
#include <string>
#include <string_view>

namespace rx = versioned::detail::regex;

namespace {

bool has_non_ascii(std::string_view s) {
    for (const char c : s)
        if (static_cast<unsigned char>(c) >= 0x80) return true;
    return false;
}

RE2::Options options() {
    RE2::Options o; // the defaults are Go's syntax: Perl classes, \b, one-line ^ $, UTF-8
    o.set_log_errors(false);
    return o;
}

} // namespace

TEST_CASE("RE2 and the engine accept and refuse the same patterns, and match the same texts") {
    regex_cases::rng r(2034);
    std::mt19937_64 g(2034);
    std::size_t valid = 0, texts = 0, matched = 0, known_differences = 0;
    for (std::size_t i = 0; i < test_scale::iterations(8000); ++i) {
        const std::string p = regex_cases::random_pattern(r);
        const RE2 re2(std::string(p), options());
        const rx::error_info ours = rx::check(p);
        INFO("pattern: ", p, " -- ", ours.what, " / ", re2.error());
        if (p.find("\\C") != std::string::npos && re2.ok() && ours.what == "\\C (any byte) is not supported") {
            ++known_differences;
            continue;
        }
        REQUIRE(re2.ok() == ours.ok());
        if (!ours.ok()) continue;
        ++valid;
        const rx::dynamic_program program = rx::compile_dynamic(p);
        rx::search_cache cache(program);
        for (int k = 0; k < 9; ++k) {
            std::string text = regex_cases::random_text(r, 10);
            if (k >= 6) {
                try {
                    text = rx::generate(program, g, 16);
                } catch (const std::invalid_argument&) { // the pattern matches no string
                }
            }
            const bool expected = RE2::PartialMatch(text, re2), got = rx::search(program, text);
            if (expected && !got && p.find("\\B") != std::string::npos && has_non_ascii(text)) {
                ++known_differences;
                continue;
            }
            INFO("text: ", text);
            CHECK(got == expected);
            CHECK(cache.search(text) == got); // the lazy DFA
            ++texts;
            matched += got ? 1 : 0;
        }
    }
    MESSAGE(valid, " valid patterns, ", texts, " texts (", matched, " matched), ", known_differences,
            " cases of the two known differences");
    CHECK(valid > test_scale::iterations(8000) / 2);
    CHECK(matched > texts / 4);
}

TEST_CASE("RE2 and the engine agree on real Kubernetes patterns") {
    std::mt19937_64 g(34);
    for (const std::string_view p : {
             R"(^[a-z0-9]([-a-z0-9]*[a-z0-9])?$)",
             R"(^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$)",
             R"(^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$)",
             R"(^v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$)",
             R"(^(\+|-)?(([0-9]+(\.[0-9]*)?)|(\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\+|-)?(([0-9]+(\.[0-9]*)?)|(\.[0-9]+))))?$)",
             R"(^([0-9]+(\.[0-9]+)?(ms|s|m|h))+$)",
             R"(^[^\s]+$)",
             R"((?i)^(none|all|cluster)$)",
         }) {
        const RE2 re2(p, options());
        REQUIRE(re2.ok());
        REQUIRE(rx::check(p).ok());
        const rx::dynamic_program program = rx::compile_dynamic(p);
        regex_cases::rng r(1);
        for (int i = 0; i < 500; ++i) {
            std::string text = rx::generate(program, g, 40);
            if (i % 2 == 1) { // a character inserted between two code points
                std::size_t at = r.below(text.size() + 1);
                while (at < text.size() && (static_cast<unsigned char>(text[at]) & 0xC0) == 0x80) ++at;
                text.insert(at, 1, "-._/ A0+e"[r.below(9)]); // (a std::string inserted: g++ 12 -O3 -Wrestrict, GCC bug 105329)
            }
            INFO(p, " on ", text);
            CHECK(rx::search(program, text) == RE2::PartialMatch(text, re2));
        }
    }
}
