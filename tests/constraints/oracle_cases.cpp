// The differential test of the pattern engine and the formats against Go itself (CTest
// constraints.oracle, tests/constraints/constraints_tests.cmake):
//
//   oracle_cases write DIR     writes DIR/questions.txt (the protocol of formats_oracle/main.go)
//                              and DIR/ours.txt, our answer to each question
//   formats_oracle < DIR/questions.txt > DIR/answers.txt      (Go's regexp, kube-openapi's strfmt)
//   oracle_cases compare DIR   every answer must be ours: prints each disagreement, a summary,
//                              and exits 1 if there is any
//
// The questions: generated patterns (the whole syntax, valid and not) -- accepted or refused --
// and texts for each valid one (random, and made by generate() so that many match) -- matched
// or not; for every format of strfmt's registry, strings valid and not (examples, mutations,
// strings shaped by the format's grammar, random ones, edge cases); and the format names.
// Deterministic: a fixed seed.
#include <versioned/constraints/detail/formats.hpp>
#include <versioned/constraints/detail/regex.hpp>

#include "constraints/format_cases.hpp"
#include "constraints/regex_cases.hpp"

#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <random>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace {

namespace rx = versioned::detail::regex;
namespace fmt = versioned::detail::formats;

constexpr int patterns = 4000;           // x 9 texts
constexpr int strings_per_format = 1200; // x 6 kinds, plus the edge cases

std::string hex(std::string_view s) {
    constexpr char digits[] = "0123456789abcdef";
    std::string out;
    for (const char c : s) {
        const auto u = static_cast<unsigned char>(c);
        out += digits[u >> 4];
        out += digits[u & 15];
    }
    return out;
}

std::string unhex(std::string_view s) {
    std::string out;
    for (std::size_t i = 0; i + 1 < s.size(); i += 2) {
        const auto v = [](char c) { return c <= '9' ? c - '0' : c - 'a' + 10; };
        out += static_cast<char>(v(s[i]) << 4 | v(s[i + 1]));
    }
    return out;
}

struct writer {
    std::ofstream questions, ours;
    int dfa_disagreements = 0;
    void ask(const std::string& question, bool answer) {
        questions << question << '\n';
        ours << (answer ? '1' : '0') << '\n';
    }
};

void write_regex_questions(writer& w) {
    regex_cases::rng r(34);
    std::mt19937_64 g(34);
    for (int i = 0; i < patterns; ++i) {
        const std::string p = regex_cases::random_pattern(r);
        const bool ok = rx::check(p).ok();
        w.ask("check\t" + hex(p), ok);
        if (!ok) continue;
        const rx::dynamic_program program = rx::compile_dynamic(p);
        rx::search_cache cache(program); // the lazy DFA must answer as the Pike VM does
        for (int k = 0; k < 9; ++k) {
            std::string text = regex_cases::random_text(r, 10);
            if (k >= 6) {
                try {
                    text = rx::generate(program, g, 16);
                } catch (const std::invalid_argument&) { // a pattern that matches nothing
                }
            }
            if (k == 5) text += "\xFF"; // an invalid byte: U+FFFD to both
            const bool found = rx::search(program, text);
            if (cache.search(text) != found) {
                std::cerr << "constraints.oracle: the lazy DFA and the Pike VM disagree on " << p << " / " << text << "\n";
                w.dfa_disagreements++;
            }
            w.ask("match\t" + hex(p) + "\t" + hex(text), found);
        }
    }
}

void write_format_questions(writer& w) {
    regex_cases::rng r(34);
    std::mt19937_64 g(34);
    for (std::size_t i = 1; i < fmt::format_count; ++i) {
        const auto f = static_cast<fmt::format>(i);
        std::vector<std::string> strings(format_cases::edge_cases.begin(), format_cases::edge_cases.end());
        for (int k = 0; k < strings_per_format; ++k) {
            std::string e = fmt::example(f, g);
            strings.push_back(e);
            for (std::size_t m = 1 + r.below(3); m > 0; --m) e = format_cases::mutate(r, e);
            strings.push_back(e);
            strings.push_back(format_cases::random_string(r));
            strings.push_back(format_cases::shaped(r, f));
            strings.push_back(format_cases::mutate(r, format_cases::shaped(r, f)));
            strings.push_back(format_cases::mutate(r, fmt::example(f, g)));
        }
        for (const std::string& s : strings) w.ask("format\t" + std::string(fmt::name_of(f)) + "\t" + hex(s), fmt::valid(f, s));
    }
    for (const std::string_view name : format_cases::names)
        w.ask("known\t" + std::string(name), fmt::format_named(name) != fmt::format::none);
}

// A question as a person reads it.
std::string readable(const std::string& question) {
    std::vector<std::string> fields;
    std::size_t from = 0;
    for (std::size_t tab; (tab = question.find('\t', from)) != std::string::npos; from = tab + 1)
        fields.push_back(question.substr(from, tab - from));
    fields.push_back(question.substr(from));
    std::string out = fields[0];
    for (std::size_t i = 1; i < fields.size(); ++i)
        out += " [" + (fields[0] == "known" || (fields[0] == "format" && i == 1) ? fields[i] : unhex(fields[i])) + "]";
    return out;
}

int compare(const std::string& dir) {
    std::ifstream questions(dir + "/questions.txt"), ours(dir + "/ours.txt"), answers(dir + "/answers.txt");
    std::map<std::string, std::pair<int, int>> tally; // kind -> (questions, yes)
    std::string q, a, b;
    int disagreements = 0;
    while (std::getline(questions, q)) {
        if (!std::getline(ours, a) || !std::getline(answers, b)) {
            std::cerr << "constraints.oracle: FAILED -- fewer answers than questions in " << dir << "\n";
            return 1;
        }
        const std::string kind = q.substr(0, q.find('\t')) + (q.rfind("format", 0) == 0 ? " " + q.substr(7, q.find('\t', 7) - 7) : "");
        auto& [count, yes] = tally[kind];
        ++count;
        yes += a == "1" ? 1 : 0;
        if (a != b && !(b == "E" && a == "0")) {
            if (++disagreements <= 50) std::cout << "DISAGREE: Go " << b << ", ours " << a << ": " << readable(q) << "\n";
        }
    }
    for (const auto& [kind, counts] : tally)
        std::cout << "  " << kind << ": " << counts.first << " questions, " << counts.second << " yes\n";
    std::cout << "constraints.oracle: " << disagreements << " disagreement(s) with Go's regexp and kube-openapi's strfmt\n";
    return disagreements == 0 ? 0 : 1;
}

} // namespace

int main(int argc, char** argv) {
    if (argc != 3) {
        std::cerr << "usage: oracle_cases write|compare DIR\n";
        return 2;
    }
    const std::string mode = argv[1], dir = argv[2];
    if (mode == "compare") return compare(dir);
    writer w{std::ofstream(dir + "/questions.txt"), std::ofstream(dir + "/ours.txt")};
    write_regex_questions(w);
    write_format_questions(w);
    return w.questions && w.ours && w.dfa_disagreements == 0 ? 0 : 1;
}
