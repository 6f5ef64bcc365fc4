// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_CONSTRAINTS_DETAIL_REGEX_GENERATE_HPP
#define VERSIONED_CONSTRAINTS_DETAIL_REGEX_GENERATE_HPP

// generate(): a random string that search() accepts, for the property tests' generators. A
// walk through the program as search() runs it -- the set of threads at each position -- that
// picks each next code point among those some thread reads (so it rarely dies), and stops once
// a thread matches. Every result is checked with search() before it is returned; when random
// walks fail (a pattern with a long forced path, say), a breadth-first search over the same
// thread sets finds the shortest string, and a pattern that matches no string of the length
// asked for is an exception.

#include <versioned/constraints/detail/regex_dfa.hpp>
#include <versioned/detail/utf8.hpp>

#include <cstddef>
#include <cstdint>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace versioned::detail::regex {

inline void append_utf8(std::string& out, std::uint32_t c) {
    char bytes[4];
    out.append(bytes, static_cast<std::size_t>(put_utf8(bytes, c) - bytes));
}

// The thread sets of a walk, as search() keeps them: the positions reached by reading, and
// their closure once the code points around the position are known.
class walker {
public:
    explicit walker(const program_view& compiled) : p_(compiled), stamp_(compiled.code_size(), 0), stack_(2 * compiled.code_size() + 2) {}

    const program_view& program() const { return p_; }
    bool anchored() const { return (p_.flags() & program_anchored) != 0; }

    // The consuming instructions and match reachable from `seeds` (plus the start, if
    // `with_start`) between the code points before and after (-1: the text's edge; -2 for
    // after: unknown, every assertion that looks at it taken to hold).
    std::vector<std::uint32_t> closure(const std::vector<std::uint32_t>& seeds, bool with_start, std::int64_t before,
                                       std::int64_t after) {
        ++stamp_value_;
        std::vector<std::uint32_t> out;
        out.reserve(p_.code_size());
        if (with_start) add(0, before, after, out);
        for (const std::uint32_t pc : seeds) add(pc, before, after, out);
        return out;
    }

    // The positions after reading c from the threads.
    std::vector<std::uint32_t> step(const std::vector<std::uint32_t>& threads, std::uint32_t c) const {
        std::vector<std::uint32_t> out;
        out.reserve(threads.size());
        for (const std::uint32_t pc : threads) {
            const std::uint32_t* ins = p_.code() + pc;
            if (op_of(ins[0]) != opcode::match && reads(ins, c)) out.push_back(static_cast<std::uint32_t>(pc + instruction_size(ins)));
        }
        return out;
    }

    // Code points the instruction at pc reads, one of each kind the assertions tell apart (a
    // word character, \n, another), found once.
    const std::vector<std::uint32_t>& members(std::uint32_t pc);

    bool has_match(const std::vector<std::uint32_t>& threads) const {
        for (const std::uint32_t pc : threads)
            if (op_of(p_.code()[pc]) == opcode::match) return true;
        return false;
    }

private:
    program_view p_;
    std::vector<std::vector<std::uint32_t>> members_;
    std::vector<std::size_t> stamp_;
    std::vector<std::uint32_t> stack_;
    std::size_t stamp_value_ = 0;

    static bool holds(at_kind k, std::int64_t before, std::int64_t after) {
        if (after == -2) {
            if (k == at_kind::begin_text || k == at_kind::begin_line) return assertion_holds(k, before, -1);
            return true; // it depends on what comes next: let the walk try
        }
        return assertion_holds(k, before, after);
    }

    void add(std::size_t pc, std::int64_t before, std::int64_t after, std::vector<std::uint32_t>& out) {
        std::size_t sp = 0;
        stack_[sp++] = static_cast<std::uint32_t>(pc);
        while (sp > 0) {
            pc = stack_[--sp];
            if (stamp_[pc] == stamp_value_) continue;
            stamp_[pc] = stamp_value_;
            const std::uint32_t w = p_.code()[pc];
            switch (op_of(w)) {
            case opcode::jmp: stack_[sp++] = static_cast<std::uint32_t>(jump(pc, p_.code()[pc + 1])); break;
            case opcode::split:
                stack_[sp++] = static_cast<std::uint32_t>(jump(pc, p_.code()[pc + 2]));
                stack_[sp++] = static_cast<std::uint32_t>(jump(pc, p_.code()[pc + 1]));
                break;
            case opcode::assert_at:
                if (holds(static_cast<at_kind>(w >> 8), before, after)) stack_[sp++] = static_cast<std::uint32_t>(pc + 1);
                break;
            default: out.push_back(static_cast<std::uint32_t>(pc));
            }
        }
    }
};

// Code points a random string is made of when nothing constrains them: mostly printable ASCII,
// some Latin-1, other scripts, symbols, and a character outside the Basic Multilingual Plane.
template <class Rng>
std::uint32_t random_code_point(Rng& rng) {
    constexpr std::uint32_t others[] = {0xE9, 0xDF, 0x3A9, 0x416, 0x4E2D, 0x3042, 0x20AC, 0x2603, 0x1F600, 0x5D0, 0x627};
    const auto r = static_cast<std::uint64_t>(rng());
    if (r % 8 != 0) return static_cast<std::uint32_t>(0x20 + (r >> 3) % 95);
    return others[(r >> 3) % (sizeof(others) / sizeof(others[0]))];
}

// A code point of the ranges (encoded or not, n of them) at random, at most 200 from a range's
// start (a range may span a whole plane), not a surrogate (UTF-8 cannot carry one).
template <class Rng, class RangeAt>
std::uint32_t random_in_ranges(Rng& rng, std::size_t n, RangeAt range_at) {
    if (n == 0) return 0xFFFFFFFF;
    const range r = range_at(static_cast<std::size_t>(static_cast<std::uint64_t>(rng()) % n));
    const std::uint32_t hi = r.hi - r.lo > 200 ? r.lo + 200 : r.hi;
    const auto c = static_cast<std::uint32_t>(r.lo + static_cast<std::uint64_t>(rng()) % (hi - r.lo + 1));
    return c >= 0xD800 && c <= 0xDFFF ? 0xFFFFFFFF : c;
}

// A code point the consuming instruction at ins reads, at random (0xFFFFFFFF: none found).
template <class Rng>
std::uint32_t random_member(const std::uint32_t* ins, Rng& rng) {
    switch (op_of(ins[0])) {
    case opcode::rune: return ins[0] >> 8;
    case opcode::any:
    case opcode::any_not_nl: return random_code_point(rng);
    default: break;
    }
    const std::uint32_t nranges = ins[1];
    const std::uint32_t* tables = ins + 2 + 2 * nranges;
    for (int attempt = 0; attempt < 64; ++attempt) {
        std::uint32_t c = 0xFFFFFFFF;
        const std::uint64_t way = static_cast<std::uint64_t>(rng()) % 4;
        if (way == 0) c = random_code_point(rng);
        else if (way == 1 && (ins[0] >> 9) > 0) {
            const std::uint32_t t = tables[static_cast<std::uint64_t>(rng()) % (ins[0] >> 9)];
            const std::string_view ranges = table_ranges(t >> 2, (t & 2) != 0);
            c = random_in_ranges(rng, encoded_range_count(ranges), [&](std::size_t index) { return encoded_range(ranges, index); });
        } else {
            c = random_in_ranges(rng, nranges, [&](std::size_t index) { return range{ins[2 + 2 * index], ins[3 + 2 * index]}; });
        }
        if (c != 0xFFFFFFFF && class_contains(ins, c)) return c;
    }
    // Membership changes only where one of the class's ranges starts or ends: if the class has
    // a member, one of those points (or 0, or the first after the surrogates) is one.
    const auto member = [ins](std::uint32_t point) {
        return (point < 0xD800 || point > 0xDFFF) && point <= max_rune && class_contains(ins, point);
    };
    if (member(0)) return 0;
    if (member(0xE000)) return 0xE000;
    for (std::uint32_t i = 0; i < nranges; ++i)
        for (const std::uint32_t c : {ins[2 + 2 * i], ins[3 + 2 * i] + 1})
            if (member(c)) return c;
    for (std::uint32_t i = 0; i < (ins[0] >> 9); ++i) {
        const std::string_view ranges = table_ranges(tables[i] >> 2, (tables[i] & 2) != 0);
        for (std::size_t k = 0; k < encoded_range_count(ranges); ++k) {
            const range r = encoded_range(ranges, k);
            if (member(r.lo)) return r.lo;
            if (member(r.hi + 1)) return r.hi + 1;
        }
    }
    return 0xFFFFFFFF;
}

inline const std::vector<std::uint32_t>& walker::members(std::uint32_t pc) {
    if (members_.empty()) members_.resize(p_.code_size());
    std::vector<std::uint32_t>& out = members_[pc];
    if (!out.empty()) return out;
    std::uint64_t seed = pc + 1; // deterministic: the search is the fallback, not the variety
    const auto rng = [&seed]() { return seed = seed * 6364136223846793005u + 1442695040888963407u, seed >> 33; };
    const auto kind = [](std::uint32_t c) { return c == '\n' ? 0 : is_word_char(c) ? 1 : 2; };
    bool found[3] = {false, false, false};
    for (int attempt = 0; attempt < 12; ++attempt) {
        const std::uint32_t c = random_member(p_.code() + pc, rng);
        if (c == 0xFFFFFFFF) break;
        if (!found[kind(c)]) found[kind(c)] = true, out.push_back(c);
    }
    if (out.empty()) out.push_back(0xFFFFFFFF);
    return out;
}

// One random walk: a string search() accepts with between min_cp and max_cp code points, or
// nothing.
template <class Rng>
bool random_walk(walker& w, Rng& rng, std::size_t min_cp, std::size_t max_cp, std::string& out) {
    const auto draw = [&rng](std::uint64_t n) { return static_cast<std::uint64_t>(rng()) % n; };
    out.clear();
    std::vector<std::uint32_t> seeds;
    std::int64_t before = -1;
    bool matched = false; // a match ended before a code point already written: any suffix keeps it
    for (std::size_t length = 0;; ++length) {
        const bool restart = !w.anchored() || length == 0;
        if (length >= min_cp && (matched || w.has_match(w.closure(seeds, restart, before, -1))) && (length == max_cp || draw(3) == 0))
            return true;
        if (length == max_cp) return false;
        std::vector<std::uint32_t> readers = w.closure(seeds, restart, before, -2);
        std::erase_if(readers, [&w](std::uint32_t pc) { return op_of(w.program().code()[pc]) == opcode::match; });
        std::uint32_t c = 0xFFFFFFFF;
        std::vector<std::uint32_t> next;
        for (int attempt = 0; attempt < 8 && c == 0xFFFFFFFF; ++attempt) {
            std::uint32_t candidate = 0xFFFFFFFF;
            if (readers.empty() || matched || draw(16) == 0) candidate = random_code_point(rng);
            else candidate = random_member(w.program().code() + readers[draw(readers.size())], rng);
            if (candidate == 0xFFFFFFFF) continue;
            const std::vector<std::uint32_t> real = w.closure(seeds, restart, before, candidate);
            next = w.step(real, candidate);
            if (next.empty() && !matched && !w.has_match(real) && w.anchored()) continue; // a dead end
            matched = matched || w.has_match(real);
            c = candidate;
        }
        if (c == 0xFFFFFFFF) return false;
        append_utf8(out, c);
        seeds = std::move(next);
        before = c;
    }
}

// A code point of each kind the assertions tell apart (word, \n, other), and the members the
// threads read: the next code points a breadth-first search tries.
inline std::vector<std::uint32_t> candidates(walker& w, const std::vector<std::uint32_t>& threads) {
    std::vector<std::uint32_t> out{'a', '\n', ' '};
    for (const std::uint32_t pc : threads) {
        if (op_of(w.program().code()[pc]) == opcode::match) continue;
        for (const std::uint32_t c : w.members(pc)) {
            bool seen = c == 0xFFFFFFFF;
            for (const std::uint32_t d : out) seen = seen || d == c;
            if (!seen) out.push_back(c);
        }
    }
    return out;
}

// The shortest string search() accepts with between min_cp and max_cp code points
// (breadth-first over the thread sets, at most 2,000 of them), or false.
inline bool shortest_match(walker& w, std::size_t min_cp, std::size_t max_cp, std::string& out) {
    struct state {
        std::vector<std::uint32_t> seeds;
        std::int64_t before;
        bool matched;
        std::string text;
        std::size_t length;
    };
    std::vector<state> queue{{{}, -1, false, {}, 0}};
    std::set<std::string> seen;
    for (std::size_t head = 0; head < queue.size() && head < 2000; ++head) {
        const state s = queue[head];
        const bool restart = !w.anchored() || s.length == 0;
        if (s.length >= min_cp && (s.matched || w.has_match(w.closure(s.seeds, restart, s.before, -1)))) {
            out = s.text;
            return true;
        }
        if (s.length == max_cp) continue;
        for (const std::uint32_t c : candidates(w, w.closure(s.seeds, restart, s.before, -2))) {
            const std::vector<std::uint32_t> real = w.closure(s.seeds, restart, s.before, c);
            const bool matched = s.matched || w.has_match(real);
            std::vector<std::uint32_t> next = w.step(real, c);
            if (next.empty() && !matched && w.anchored()) continue;
            std::string key(1, static_cast<char>(c == '\n' ? 'n' : is_word_char(c) ? 'w' : 'o'));
            key += matched ? 'm' : '-';
            key += std::to_string(s.length + 1 < min_cp ? s.length + 1 : min_cp);
            for (const std::uint32_t pc : next) key += ',' + std::to_string(pc);
            if (!seen.insert(key).second) continue;
            std::string text = s.text;
            append_utf8(text, c);
            queue.push_back({std::move(next), c, matched, std::move(text), s.length + 1});
        }
    }
    return false;
}

// A random string search(p, ...) accepts, of between min_code_points and max_code_points code
// points; std::invalid_argument if the pattern matches none.
template <class Rng>
std::string generate(const program_view& p, Rng& rng, std::size_t min_code_points, std::size_t max_code_points) {
    walker w(p);
    std::string out;
    for (int attempt = 0; attempt < 16; ++attempt)
        if (random_walk(w, rng, min_code_points, max_code_points, out) && search(p, out)) return out;
    if (shortest_match(w, min_code_points, max_code_points, out) && search(p, out)) return out;
    throw std::invalid_argument("versioned: the pattern matches no string of " + std::to_string(min_code_points) + " to " +
                                std::to_string(max_code_points) + " code points");
}

// A random string search(p, ...) accepts, of at most max_code_points code points.
template <class Rng>
std::string generate(const program_view& p, Rng& rng, std::size_t max_code_points = 64) {
    return generate(p, rng, 0, max_code_points);
}

} // namespace versioned::detail::regex

#endif // VERSIONED_CONSTRAINTS_DETAIL_REGEX_GENERATE_HPP
