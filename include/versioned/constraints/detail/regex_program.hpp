// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_CONSTRAINTS_DETAIL_REGEX_PROGRAM_HPP
#define VERSIONED_CONSTRAINTS_DETAIL_REGEX_PROGRAM_HPP

// The compiled form of a pattern: a flat array of 32-bit words, built at compile time into
// static storage (program<N>) and read at run time through a non-template view
// (program_view), so a pattern costs data, not code.
//
// Layout: words[0] holds the program's flags, the instructions follow from words[1]. An
// instruction is an opcode in the low 8 bits of its first word, with a payload above it or
// in the words after it. Jumps are relative to the jumping instruction, so a fragment of
// code is copied into a larger one unchanged (the parser builds programs that way).
//
//   match                  [op]                          the pattern matched
//   rune                   [op | c << 8]                 the code point c
//   any                    [op]                          any code point
//   any_not_nl             [op]                          any code point but \n
//   cls                    [op | neg << 8 | t << 9][r]   a class: r ranges (2 words each: lo,
//                          ranges... tables...           hi), then t Unicode tables (1 word:
//                                                        index << 2 | folded << 1 | negated);
//                                                        in the union of them, negated if neg
//   split                  [op][a][b]                    go on at +a and at +b
//   jmp                    [op][a]                       go on at +a
//   assert                 [op | kind << 8]              an empty-width assertion (at_kind)

#include <array>
#include <cstddef>
#include <cstdint>

namespace versioned::detail::regex {

enum class opcode : std::uint8_t { match, rune, any, any_not_nl, cls, split, jmp, assert_at };

// The empty-width assertions: ^ and $ (with or without (?m)), \A, \z, \b, \B.
enum class at_kind : std::uint8_t { begin_line, end_line, begin_text, end_text, word_boundary, not_word_boundary };

inline constexpr std::uint32_t max_rune = 0x10FFFF;
inline constexpr std::uint32_t program_anchored = 1; // words[0]: every match starts at the text's start

constexpr opcode op_of(std::uint32_t word) noexcept { return static_cast<opcode>(word & 0xFF); }
constexpr std::uint32_t word_of(opcode op, std::uint32_t payload = 0) noexcept {
    return static_cast<std::uint32_t>(op) | payload << 8;
}
constexpr std::int32_t offset_of(std::uint32_t word) noexcept { return static_cast<std::int32_t>(word); }
constexpr std::uint32_t word_of_offset(std::int64_t offset) noexcept {
    return static_cast<std::uint32_t>(static_cast<std::int32_t>(offset));
}

// Words of the instruction at code[pc].
constexpr std::size_t instruction_size(const std::uint32_t* code) noexcept {
    switch (op_of(code[0])) {
    case opcode::split: return 3;
    case opcode::jmp: return 2;
    case opcode::cls: return 2 + 2 * std::size_t{code[1]} + (code[0] >> 9);
    default: return 1;
    }
}

// Any program, whatever its size: what search() and generate() read.
struct program_view {
    const std::uint32_t* words = nullptr;
    std::size_t size = 0; // words, flags included

    constexpr std::uint32_t flags() const noexcept { return size == 0 ? 0 : words[0]; }
    constexpr const std::uint32_t* code() const noexcept { return words + 1; }
    constexpr std::size_t code_size() const noexcept { return size == 0 ? 0 : size - 1; }
};

// A compiled pattern of N words: a literal type, for a static constexpr variable.
template <std::size_t N>
struct program {
    std::array<std::uint32_t, N> words{};

    constexpr program_view view() const noexcept { return {words.data(), N}; }
    constexpr operator program_view() const noexcept { return view(); }
};

} // namespace versioned::detail::regex

#endif // VERSIONED_CONSTRAINTS_DETAIL_REGEX_PROGRAM_HPP
