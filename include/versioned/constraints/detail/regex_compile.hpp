// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_CONSTRAINTS_DETAIL_REGEX_COMPILE_HPP
#define VERSIONED_CONSTRAINTS_DETAIL_REGEX_COMPILE_HPP

// check(), program_size() and compile(), in two passes like schema.hpp's emitter: the parse
// gives the program's size, then the code is written once into an array of exactly that size.
// compile_dynamic() is the same code called at run time, for patterns known only then (the
// tests' thousands of generated patterns).

#include <versioned/constraints/detail/regex_parse.hpp>
#include <versioned/constraints/detail/regex_program.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>
#include <vector>

namespace versioned::detail::regex {

// Whether pattern is valid Go RE2 syntax, and if not, where and why.
constexpr error_info check(std::string_view pattern) noexcept { return parser(pattern).run(); }

// Writes the code of n at out (n.words words), jumps relative: Thompson's construction, and
// x{n,m} as Go's simplify writes it (x...x x+, x...x(x(x)?)? laid out flat).
constexpr void emit(const parser& p, const node& n, std::uint32_t* out) {
    const auto split = [](std::uint32_t* at, std::int64_t a, std::int64_t b) {
        at[0] = word_of(opcode::split), at[1] = word_of_offset(a), at[2] = word_of_offset(b);
    };
    const auto jmp = [](std::uint32_t* at, std::int64_t a) { at[0] = word_of(opcode::jmp), at[1] = word_of_offset(a); };
    if (n.kind == node_kind::leaf) {
        for (std::uint32_t i = 0; i < n.count; ++i) out[i] = p.pool()[n.first + i];
        return;
    }
    if (n.kind == node_kind::concat || n.kind == node_kind::alternate) {
        const auto end = static_cast<std::int64_t>(n.words);
        std::int64_t pos = 0;
        for (std::uint32_t k = 0; k < n.count; ++k) {
            const node& x = p.at_index(p.kid(n.first + k));
            const auto w = static_cast<std::int64_t>(x.words);
            const bool branch = n.kind == node_kind::alternate && k + 1 < n.count;
            if (branch) split(out + pos, 3, 3 + w + 2), pos += 3;
            emit(p, x, out + pos);
            pos += w;
            if (branch) jmp(out + pos, end - pos), pos += 2;
        }
        return;
    }
    const node& x = p.at_index(n.first);
    const auto w = static_cast<std::int64_t>(x.words);
    const bool star = n.kind == node_kind::star || (n.kind == node_kind::counted && n.max == -1 && n.min == 0);
    if (star) {
        split(out, 3, 3 + w + 2);
        emit(p, x, out + 3);
        jmp(out + 3 + w, -(3 + w));
        return;
    }
    if (n.kind == node_kind::quest) {
        split(out, 3, 3 + w);
        emit(p, x, out + 3);
        return;
    }
    const int copies = n.kind == node_kind::plus ? 1 : n.min;
    std::int64_t pos = 0;
    for (int i = 0; i < copies; ++i) emit(p, x, out + pos), pos += w;
    if (n.kind == node_kind::plus || n.max == -1) { // the last copy again, as often as it matches
        split(out + pos, -w, 3);
        return;
    }
    const auto end = static_cast<std::int64_t>(n.words);
    for (int i = n.min; i < n.max; ++i) {
        split(out + pos, 3, end - pos);
        emit(p, x, out + pos + 3);
        pos += 3 + w;
    }
}

// Whether every match starts at the start of the text: each path from the start meets \A (or ^
// without (?m)) before it reads a code point or matches.
constexpr bool anchored_at_start(const std::uint32_t* code, std::size_t size) {
    buffer<unsigned char> seen;
    seen.resize(size);
    buffer<std::size_t> todo{0};
    while (!todo.empty()) {
        const std::size_t pc = todo.back();
        todo.pop_back();
        if (seen[pc] != 0) continue;
        seen[pc] = 1;
        const std::uint32_t w = code[pc];
        const auto to = [&](std::uint32_t offset) { return static_cast<std::size_t>(static_cast<std::int64_t>(pc) + offset_of(offset)); };
        switch (op_of(w)) {
        case opcode::split: todo.push_back(to(code[pc + 1])), todo.push_back(to(code[pc + 2])); break;
        case opcode::jmp: todo.push_back(to(code[pc + 1])); break;
        case opcode::assert_at:
            if (static_cast<at_kind>(w >> 8) != at_kind::begin_text) todo.push_back(pc + 1);
            break;
        default: return false;
        }
    }
    return true;
}

// A program that matches nothing: flags, an empty class, match.
inline constexpr std::size_t failing_program_size = 4;

constexpr std::size_t program_size(const parser& p, bool ok) noexcept {
    return ok ? static_cast<std::size_t>(p.root().words) + 2 : failing_program_size;
}

// The N of compile<N>(pattern).
constexpr std::size_t program_size(std::string_view pattern) noexcept {
    parser p(pattern);
    const bool ok = p.run().ok();
    return program_size(p, ok);
}

// check() and program_size() in one parse, for a caller that needs both (each parse of a
// pattern of 200 characters is some 20,000 constant-evaluation steps):
//   static constexpr analysis a = analyze(P);
//   static_assert(a.error.ok(), "invalid pattern");
//   static constexpr auto program = compile<a.size>(P);
struct analysis {
    error_info error{};
    std::size_t size = 0; // program_size(pattern)
};

constexpr analysis analyze(std::string_view pattern) noexcept {
    parser p(pattern);
    const error_info e = p.run();
    return {e, program_size(p, e.ok())};
}

// Not constexpr: reached in a constant expression, it makes the mistake a compile error there.
[[noreturn]] inline void compile_size_is_not_program_size() noexcept { std::abort(); }

// Writes pattern's program, of `size` words (program_size(pattern)), at out: flags, code,
// match. A pattern that is not valid (check() says why) gives a program that matches nothing.
constexpr void write_program(std::string_view pattern, std::uint32_t* out, std::size_t size) {
    parser p(pattern);
    const bool ok = p.run().ok();
    if (program_size(p, ok) != size) compile_size_is_not_program_size();
    if (!ok) {
        out[0] = 0, out[1] = word_of(opcode::cls), out[2] = 0, out[3] = word_of(opcode::match);
        return;
    }
    emit(p, p.root(), out + 1);
    out[size - 1] = word_of(opcode::match);
    out[0] = anchored_at_start(out + 1, size - 1) ? program_anchored : 0;
}

// The program of a pattern check() accepted, N = program_size(pattern):
//   static constexpr auto p = compile<program_size(P)>(P);
template <std::size_t N>
constexpr program<N> compile(std::string_view pattern) noexcept {
    program<N> out{};
    write_program(pattern, out.words.data(), N);
    return out;
}

// A program compiled at run time.
struct dynamic_program {
    std::vector<std::uint32_t> words;

    program_view view() const noexcept { return {words.data(), words.size()}; }
    operator program_view() const noexcept { return view(); }
};

inline dynamic_program compile_dynamic(std::string_view pattern) {
    dynamic_program out{std::vector<std::uint32_t>(program_size(pattern))};
    write_program(pattern, out.words.data(), out.words.size());
    return out;
}

} // namespace versioned::detail::regex

#endif // VERSIONED_CONSTRAINTS_DETAIL_REGEX_COMPILE_HPP
