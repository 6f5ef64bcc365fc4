// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_CONSTRAINTS_DETAIL_REGEX_DFA_HPP
#define VERSIONED_CONSTRAINTS_DETAIL_REGEX_DFA_HPP

// search(program, text): whether a pattern matches somewhere in a text, as Go's
// regexp.MatchString answers it -- the Pike VM of regex_match.hpp, or for a long text a lazily
// built DFA. search_cache(program).search(text): the same with the DFA kept by the caller, who
// searches with the same program again and again (the reader: one cache per pattern and
// thread; it refers to the program, as a string_view does to its characters). A state is the set of program positions the Pike VM would hold, and the kind of code
// point before (what \b, \B and (?m)^ look at); its transitions on ASCII code points are
// computed once, when first taken, then cost a table lookup; a code point outside ASCII is
// stepped without caching. The answer is search()'s: every state is one of its thread sets.
// Still linear: each code point is one transition, a new one costing what a Pike VM step costs;
// past max_states states the cache stops growing and the text is searched by the Pike VM.

#include <versioned/constraints/detail/regex_charclass.hpp>
#include <versioned/constraints/detail/regex_match.hpp>
#include <versioned/constraints/detail/regex_program.hpp>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <map>
#include <string_view>
#include <type_traits>
#include <vector>

namespace versioned::detail::regex {

class search_cache {
public:
    static constexpr std::size_t max_states = 256;

    explicit search_cache(const program_view& p) { reset(p); }

    // Whether the program matches somewhere in text: search(program, text).
    bool search(std::string_view text);

    std::size_t states() const noexcept { return states_.size(); }

private:
    // The kind of a code point for the assertions: the text's edge, \n, a word character, other.
    enum kind : std::uint8_t { edge, newline, word, other };
    static constexpr std::int32_t unknown = -1, matched = -2, dead = -3;

    struct state {
        std::vector<std::uint32_t> seeds; // program positions reached by reading, sorted
        kind before;
        std::array<std::int32_t, 128> next; // transition on each ASCII code point
        std::int8_t final = -1;             // a match at the end of the text: -1 not known yet
    };

    program_view program_;
    std::vector<state> states_;
    std::map<std::pair<kind, std::vector<std::uint32_t>>, std::int32_t> index_;
    std::vector<std::size_t> stamp_;
    std::vector<std::uint32_t> stack_, threads_;
    std::size_t stamp_value_ = 0;

    static kind kind_of(std::int64_t c) noexcept {
        if (c < 0) return edge;
        if (c == '\n') return newline;
        return is_word_char(static_cast<std::uint32_t>(c)) ? word : other;
    }
    static std::int64_t sample(kind k) noexcept { return k == edge ? -1 : k == newline ? '\n' : k == word ? 'a' : ' '; }

    void reset(const program_view& p);
    std::int32_t state_of(kind before, std::vector<std::uint32_t> seeds);
    bool closure_matches(const state& s, std::int64_t after);
    std::int32_t transition(std::int32_t from, std::uint32_t c);
};

inline void search_cache::reset(const program_view& p) {
    program_ = p;
    stamp_.assign(p.code_size(), 0);
    stack_.assign(2 * p.code_size() + 2, 0);
    state_of(edge, {}); // the start: state 0
}

// The state of these seeds after a code point of this kind (a new one if there is room).
inline std::int32_t search_cache::state_of(kind before, std::vector<std::uint32_t> seeds) {
    auto key = std::make_pair(before, std::move(seeds));
    if (const auto it = index_.find(key); it != index_.end()) return it->second;
    if (states_.size() == max_states) return unknown;
    state s{key.second, before, {}, -1};
    s.next.fill(unknown);
    states_.push_back(std::move(s));
    const auto id = static_cast<std::int32_t>(states_.size() - 1);
    index_.emplace(std::move(key), id);
    return id;
}

// Fills threads_ with the closure of the state's seeds (and the start, where search() adds it)
// before a code point `after` (-1: the end); whether it holds match.
inline bool search_cache::closure_matches(const state& s, std::int64_t after) {
    threads_.clear();
    ++stamp_value_;
    const bool with_start = (program_.flags() & program_anchored) == 0 || s.before == edge;
    std::size_t count = 0, steps = 0;
    threads_.resize(program_.code_size());
    const vm_memory m{stamp_.data(), threads_.data(), nullptr, stack_.data()};
    const std::int64_t before = sample(s.before);
    if (with_start) add_threads(program_.code(), m, threads_.data(), count, 0, stamp_value_, before, after, steps);
    for (const std::uint32_t pc : s.seeds) add_threads(program_.code(), m, threads_.data(), count, pc, stamp_value_, before, after, steps);
    threads_.resize(count);
    for (const std::uint32_t pc : threads_)
        if (op_of(program_.code()[pc]) == opcode::match) return true;
    return false;
}

// The state after reading c from state `from`: matched if a match ends before c, dead if no
// thread is left (and none will start), unknown if the cache is full.
inline std::int32_t search_cache::transition(std::int32_t from, std::uint32_t c) {
    if (closure_matches(states_[static_cast<std::size_t>(from)], c)) return matched;
    std::vector<std::uint32_t> seeds;
    for (const std::uint32_t pc : threads_) {
        const std::uint32_t* ins = program_.code() + pc;
        if (reads(ins, c)) seeds.push_back(static_cast<std::uint32_t>(pc + instruction_size(ins)));
    }
    std::sort(seeds.begin(), seeds.end());
    seeds.erase(std::unique(seeds.begin(), seeds.end()), seeds.end());
    if (seeds.empty() && (program_.flags() & program_anchored) != 0) return dead;
    return state_of(kind_of(c), std::move(seeds));
}

inline bool search_cache::search(std::string_view text) {
    const program_view& p = program_;
    if (p.code_size() == 0) return false;
    std::int32_t s = 0;
    for (std::size_t pos = 0; pos < text.size();) {
        const auto byte = static_cast<unsigned char>(text[pos]);
        std::int32_t t;
        if (byte < 0x80) {
            t = states_[static_cast<std::size_t>(s)].next[byte];
            if (t == unknown) t = states_[static_cast<std::size_t>(s)].next[byte] = transition(s, byte);
            ++pos;
        } else {
            const decoded d = decode_utf8(text.data() + pos, text.size() - pos);
            t = transition(s, d.rune);
            pos += d.length;
        }
        if (t == matched) return true;
        if (t == dead) return false;
        if (t == unknown) { // the cache is full: the Pike VM
            std::size_t steps = 0;
            return search_at_run_time(p, text, steps);
        }
        s = t;
    }
    state& last = states_[static_cast<std::size_t>(s)];
    if (last.final < 0) last.final = closure_matches(last, -1) ? 1 : 0;
    return last.final == 1;
}

// Whether the pattern matches somewhere in utf8_text (Go's regexp.MatchString). A constant
// expression too (the constraints of a default value are checked at compile time).
inline bool search_long_text(const program_view& p, std::string_view utf8_text) {
    search_cache cache(p); // the DFA pays for itself on a long text
    return cache.search(utf8_text);
}

constexpr bool search(const program_view& p, std::string_view utf8_text) noexcept {
    std::size_t steps = 0;
    if (std::is_constant_evaluated() || utf8_text.size() < 256) return search_counted(p, utf8_text, steps);
    return search_long_text(p, utf8_text);
}

} // namespace versioned::detail::regex

#endif // VERSIONED_CONSTRAINTS_DETAIL_REGEX_DFA_HPP
