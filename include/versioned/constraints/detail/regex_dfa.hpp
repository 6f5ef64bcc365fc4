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

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <type_traits>
#include <vector>

namespace versioned::detail::regex {

class search_cache {
public:
    static constexpr std::size_t max_states = 256;

    explicit search_cache(const program_view& p);

    // Whether the program matches somewhere in text: search(program, text).
    bool search(std::string_view text);

    std::size_t states() const noexcept { return before_.size(); }

private:
    // The kind of a code point for the assertions: the text's edge, \n, a word character, other.
    enum kind : std::uint8_t { edge, newline, word, other };
    static constexpr std::uint32_t unknown = 0xFFFFFFFF, matched = 0xFFFFFFFE, dead = 0xFFFFFFFD;

    // The states, in flat vectors of one element type (each other std::vector instantiation
    // costs every translation unit that includes this): state i is seeds_[seeds_at_[i] ..
    // seeds_at_[i + 1]) (the program positions reached by reading, sorted) after a code point of
    // kind before_[i]; its transitions on ASCII are next_[128 i .. 128 i + 127] (states, or
    // unknown, matched, dead); final_[i] whether a match ends at the end of the text there
    // (none: not known yet).
    static constexpr std::uint32_t none = 0xFFFFFFFF;
    program_view program_;
    std::vector<std::uint32_t> seeds_, seeds_at_{0}, before_, final_, next_;
    std::vector<std::uint32_t> index_; // open addressing: hash of (before, seeds) -> state, none empty
    std::vector<std::size_t> stamp_;
    std::vector<std::uint32_t> stack_, threads_, scratch_;
    std::size_t stamp_value_ = 0;

    static kind kind_of(std::int64_t c) noexcept {
        if (c < 0) return edge;
        if (c == '\n') return newline;
        return is_word_char(static_cast<std::uint32_t>(c)) ? word : other;
    }
    static std::int64_t sample(std::uint32_t k) noexcept { return k == edge ? -1 : k == newline ? '\n' : k == word ? 'a' : ' '; }

    std::uint32_t state_of(kind before, const std::vector<std::uint32_t>& seeds);
    bool closure_matches(std::uint32_t id, std::int64_t after);
    std::uint32_t transition(std::uint32_t from, std::uint32_t c);
};

inline search_cache::search_cache(const program_view& program)
    : program_(program), index_(2 * max_states, none), stamp_(program.code_size(), 0), stack_(2 * program.code_size() + 2, 0) {
    state_of(edge, {}); // the start: state 0
}

// The state of these seeds after a code point of this kind (a new one if there is room).
inline std::uint32_t search_cache::state_of(kind before, const std::vector<std::uint32_t>& seeds) {
    std::uint64_t hash = 1469598103934665603u ^ before; // FNV-1a
    for (const std::uint32_t pc : seeds) hash = (hash ^ pc) * 1099511628211u;
    const std::size_t mask = index_.size() - 1;
    std::size_t slot = static_cast<std::size_t>(hash) & mask;
    for (; index_[slot] != none; slot = (slot + 1) & mask) {
        const std::uint32_t i = index_[slot];
        bool same = before_[i] == before && seeds_at_[i + 1] - seeds_at_[i] == seeds.size();
        for (std::size_t k = 0; same && k < seeds.size(); ++k) same = seeds_[seeds_at_[i] + k] == seeds[k];
        if (same) return i;
    }
    if (states() == max_states) return unknown;
    seeds_.insert(seeds_.end(), seeds.begin(), seeds.end());
    seeds_at_.push_back(static_cast<std::uint32_t>(seeds_.size()));
    before_.push_back(before);
    final_.push_back(none);
    next_.resize(next_.size() + 128, unknown);
    return index_[slot] = static_cast<std::uint32_t>(states() - 1);
}

// Fills threads_ with the closure of state id's seeds (and the start, where search() adds it)
// before a code point `after` (-1: the end); whether it holds match.
inline bool search_cache::closure_matches(std::uint32_t i, std::int64_t after) {
    ++stamp_value_;
    const bool with_start = (program_.flags() & program_anchored) == 0 || before_[i] == edge;
    std::size_t count = 0, steps = 0;
    threads_.resize(program_.code_size());
    const vm_memory m{stamp_.data(), threads_.data(), nullptr, stack_.data()};
    const std::int64_t before = sample(before_[i]);
    if (with_start) add_threads(program_.code(), m, threads_.data(), count, 0, stamp_value_, before, after, steps);
    for (std::uint32_t k = seeds_at_[i]; k < seeds_at_[i + 1]; ++k)
        add_threads(program_.code(), m, threads_.data(), count, seeds_[k], stamp_value_, before, after, steps);
    threads_.resize(count);
    for (const std::uint32_t pc : threads_)
        if (op_of(program_.code()[pc]) == opcode::match) return true;
    return false;
}

// The state after reading c from state `from`: matched if a match ends before c, dead if no
// thread is left (and none will start), unknown if the cache is full.
inline std::uint32_t search_cache::transition(std::uint32_t from, std::uint32_t c) {
    if (closure_matches(from, c)) return matched;
    scratch_.clear();
    for (const std::uint32_t pc : threads_) { // the next positions, sorted, each once
        const std::uint32_t* ins = program_.code() + pc;
        if (!reads(ins, c)) continue;
        const auto next = static_cast<std::uint32_t>(pc + instruction_size(ins));
        std::size_t at = scratch_.size();
        while (at > 0 && scratch_[at - 1] > next) --at;
        if (at > 0 && scratch_[at - 1] == next) continue;
        scratch_.insert(scratch_.begin() + static_cast<std::ptrdiff_t>(at), next);
    }
    if (scratch_.empty() && (program_.flags() & program_anchored) != 0) return dead;
    return state_of(kind_of(c), scratch_);
}

inline bool search_cache::search(std::string_view text) {
    if (program_.code_size() == 0) return false;
    std::uint32_t s = 0;
    for (std::size_t pos = 0; pos < text.size();) {
        const auto byte = static_cast<unsigned char>(text[pos]);
        std::uint32_t t;
        if (byte < 0x80) {
            const std::size_t slot = 128 * static_cast<std::size_t>(s) + byte;
            t = next_[slot];
            if (t == unknown) t = transition(s, byte), next_[slot] = t;
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
            return search_at_run_time(program_, text, steps);
        }
        s = t;
    }
    if (final_[s] == none) final_[s] = closure_matches(s, -1) ? 1 : 0;
    return final_[s] == 1;
}

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
