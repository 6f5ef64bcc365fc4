// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_CONSTRAINTS_DETAIL_REGEX_MATCH_HPP
#define VERSIONED_CONSTRAINTS_DETAIL_REGEX_MATCH_HPP

// The Pike VM of search() (regex_dfa.hpp): whether a pattern matches somewhere in a text, as
// Go's regexp.MatchString answers it. Thompson's NFA simulated: every thread advances one code
// point at a time and a program position is held by at most one thread per text position, so
// the time is at most (text length + 1) x (program size) steps whatever the pattern and the
// text -- no backtracking, nothing a hostile input can make exponential. The text is read as Go
// reads it: UTF-8, an invalid byte being U+FFFD.

#include <versioned/constraints/detail/regex_charclass.hpp>
#include <versioned/constraints/detail/regex_program.hpp>

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <type_traits>
#include <vector>

namespace versioned::detail::regex {

// Whether the assertion holds between the code points before and after (-1: the text's edge).
constexpr bool assertion_holds(at_kind k, std::int64_t before, std::int64_t after) noexcept {
    switch (k) {
    case at_kind::begin_text: return before < 0;
    case at_kind::end_text: return after < 0;
    case at_kind::begin_line: return before < 0 || before == '\n';
    case at_kind::end_line: return after < 0 || after == '\n';
    case at_kind::word_boundary:
    case at_kind::not_word_boundary: {
        const bool b = before >= 0 && is_word_char(static_cast<std::uint32_t>(before));
        const bool a = after >= 0 && is_word_char(static_cast<std::uint32_t>(after));
        return (b != a) == (k == at_kind::word_boundary);
    }
    }
    return false;
}

// Whether the consuming instruction at ins reads c.
constexpr bool reads(const std::uint32_t* ins, std::uint32_t c) noexcept {
    switch (op_of(ins[0])) {
    case opcode::rune: return c == ins[0] >> 8;
    case opcode::any: return true;
    case opcode::any_not_nl: return c != '\n';
    case opcode::cls: return class_contains(ins, c);
    default: return false;
    }
}

constexpr std::size_t jump(std::size_t pc, std::uint32_t offset_word) noexcept {
    return static_cast<std::size_t>(static_cast<std::int64_t>(pc) + offset_of(offset_word));
}

// The Pike VM's memory: a stamp per program position (the text position + 1 it was last added
// at), two thread lists and the stack of the epsilon closure.
struct vm_memory {
    std::size_t* stamp;
    std::uint32_t* current;
    std::uint32_t* next;
    std::uint32_t* stack;
};

// Adds to list the threads reachable from pc without reading (jumps, splits, assertions that
// hold between before and after): the consuming instructions and match.
constexpr void add_threads(const std::uint32_t* code, vm_memory m, std::uint32_t* list, std::size_t& count, std::size_t pc,
                        std::size_t stamp, std::int64_t before, std::int64_t after, std::size_t& steps) noexcept {
    std::size_t sp = 0;
    m.stack[sp++] = static_cast<std::uint32_t>(pc);
    while (sp > 0) {
        pc = m.stack[--sp];
        if (m.stamp[pc] == stamp) continue;
        m.stamp[pc] = stamp;
        ++steps;
        const std::uint32_t w = code[pc];
        switch (op_of(w)) {
        case opcode::jmp: m.stack[sp++] = static_cast<std::uint32_t>(jump(pc, code[pc + 1])); break;
        case opcode::split:
            m.stack[sp++] = static_cast<std::uint32_t>(jump(pc, code[pc + 2]));
            m.stack[sp++] = static_cast<std::uint32_t>(jump(pc, code[pc + 1]));
            break;
        case opcode::assert_at:
            if (assertion_holds(static_cast<at_kind>(w >> 8), before, after)) m.stack[sp++] = static_cast<std::uint32_t>(pc + 1);
            break;
        default: list[count++] = static_cast<std::uint32_t>(pc);
        }
    }
}

constexpr bool pike_search(const program_view& p, std::string_view text, vm_memory m, std::size_t& steps) noexcept {
    const std::uint32_t* code = p.code();
    const bool anchored = (p.flags() & program_anchored) != 0;
    for (std::size_t i = 0; i < p.code_size(); ++i) m.stamp[i] = 0;
    std::size_t count = 0;
    std::int64_t before = -1;
    std::size_t pos = 0;
    decoded here = decode_utf8(text.data(), text.size());
    while (true) {
        const std::int64_t c = pos < text.size() ? std::int64_t{here.rune} : -1;
        if (!anchored || pos == 0) add_threads(code, m, m.current, count, 0, pos + 1, before, c, steps);
        if (count == 0 && anchored) return false;
        const std::size_t next_pos = pos + here.length;
        const decoded after = decode_utf8(text.data() + next_pos, text.size() - next_pos);
        const std::int64_t c2 = next_pos < text.size() ? std::int64_t{after.rune} : -1;
        std::size_t next_count = 0;
        for (std::size_t i = 0; i < count; ++i) {
            const std::uint32_t* ins = code + m.current[i];
            ++steps;
            if (op_of(ins[0]) == opcode::match) return true;
            if (c >= 0 && reads(ins, static_cast<std::uint32_t>(c)))
                add_threads(code, m, m.next, next_count, m.current[i] + instruction_size(ins), next_pos + 1, c, c2, steps);
        }
        if (c < 0) return false;
        std::uint32_t* const done = m.current;
        m.current = m.next;
        m.next = done;
        count = next_count;
        before = c;
        pos = next_pos;
        here = after;
    }
}

// search() at run time: the Pike VM's memory on the stack for programs of up to 256 words,
// else allocated.
inline bool search_at_run_time(const program_view& p, std::string_view text, std::size_t& steps) noexcept {
    const std::size_t n = p.code_size();
    constexpr std::size_t small = 256;
    if (n <= small) {
        std::size_t stamp[small];
        std::uint32_t lists[2 * small + 2 * small + 2];
        return pike_search(p, text, {stamp, lists, lists + small, lists + 2 * small}, steps);
    }
    std::vector<std::size_t> stamp(n);
    std::vector<std::uint32_t> lists(4 * n + 2);
    return pike_search(p, text, {stamp.data(), lists.data(), lists.data() + n, lists.data() + 2 * n}, steps);
}

// search() with the number of steps it took (threads added plus threads advanced): at most
// 2 x (text length + 1) x (program size). Also a constant expression (the constraints of a
// default value are checked at compile time).
constexpr bool search_counted(const program_view& p, std::string_view text, std::size_t& steps) noexcept {
    const std::size_t n = p.code_size();
    if (n == 0) return false;
    if (!std::is_constant_evaluated()) return search_at_run_time(p, text, steps);
    std::size_t* stamp = new std::size_t[n];
    std::uint32_t* lists = new std::uint32_t[4 * n + 2];
    const bool found = pike_search(p, text, {stamp, lists, lists + n, lists + 2 * n}, steps);
    delete[] stamp;
    delete[] lists;
    return found;
}

} // namespace versioned::detail::regex

#endif // VERSIONED_CONSTRAINTS_DETAIL_REGEX_MATCH_HPP
