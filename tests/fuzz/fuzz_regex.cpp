// libFuzzer target: the pattern engine and the formats of constraints (issue 34). The input is
// a pattern, a NUL byte, and a text (no NUL: the input is both). check() must not crash on any
// pattern; a pattern it accepts must compile, search() must answer within its documented bound
// of steps (2 x (text length + 1) x program size: linear time, whatever the pattern), a text
// generate() makes must be one search() accepts, and a program compiled twice must be the same.
// Every format's validator must not crash on the text. Any violation aborts, as does any
// sanitizer report (built with -fsanitize=fuzzer,address,undefined; see fuzz.cmake).
#include <versioned/constraints/detail/formats.hpp>
#include <versioned/constraints/detail/regex.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <stdexcept>
#include <string>
#include <string_view>

namespace {

namespace rx = versioned::detail::regex;
namespace fmt = versioned::detail::formats;

[[noreturn]] void violated(const char* what, std::string_view pattern) {
    std::fprintf(stderr, "fuzz_regex: %s for the pattern of %zu bytes\n", what, pattern.size());
    std::abort();
}

void run_pattern(std::string_view pattern, std::string_view text) {
    const rx::error_info e = rx::check(pattern);
    if (e.ok() != rx::analyze(pattern).error.ok()) violated("check() and analyze() disagree", pattern);
    if (!e.ok()) {
        if (e.offset > pattern.size() || e.what.empty()) violated("an error without a place or a reason", pattern);
        return;
    }
    const rx::dynamic_program p = rx::compile_dynamic(pattern);
    if (p.words.size() != rx::program_size(pattern) || p.words != rx::compile_dynamic(pattern).words)
        violated("compile is not deterministic", pattern);
    std::size_t steps = 0;
    const bool found = rx::search_counted(p, text, steps);
    if (steps > 2 * (text.size() + 1) * p.view().code_size()) violated("search() beyond its linear bound", pattern);
    rx::search_cache cache(p);
    if (cache.search(text) != found || cache.search(text) != found)
        violated("the lazy DFA and the Pike VM disagree", pattern);
    std::mt19937_64 rng(text.size());
    try {
        const std::string s = rx::generate(p, rng, 8);
        if (!rx::search(p, s)) violated("generate() made a string search() refuses", pattern);
    } catch (const std::invalid_argument&) { // the pattern matches no string of 8 code points
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    const std::size_t nul = input.find('\0');
    const std::string_view pattern = input.substr(0, nul);
    const std::string_view text = nul == std::string_view::npos ? input : input.substr(nul + 1);
    run_pattern(pattern, text);
    for (std::size_t i = 1; i < fmt::format_count; ++i) (void)fmt::valid(static_cast<fmt::format>(i), text);
    return 0;
}
