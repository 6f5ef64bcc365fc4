// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
// The reader's cost of constraints (issue 34): json::read of one document of DESIGN.md §13's
// FooSpec (bounds, lengths, a pattern, a format, items, unique items, properties) with
// read_options::check_constraints on and off, N times. run.py runs it under callgrind and
// reports instructions per read (stable on a noisy machine), and wall-clock ns as a check.
//
//   versioned_bench_constraints on|off N
#include <versioned/json.hpp>
#include <versioned/versioned.hpp>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <string_view>
#include <vector>

VERSIONED_VERSIONS(bench, v1);
VERSIONED_STRUCT(bench, FooSpec,
    (std::string,  name,     validate(min_length(1), max_length(63), pattern("^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"))),
    (std::int32_t, replicas, validate(minimum(0), maximum(1000))),
    (std::vector<std::string>, hosts, validate(min_items(1), max_items(16), unique_items)),
    (double,       ratio,    validate(exclusive_minimum(0), maximum(1), multiple_of(0.25))),
    ((std::map<std::string, std::string>), labels, validate(max_properties(64))),
    (std::string,  started,  validate(format("date-time"))));

namespace {
constexpr std::string_view document =
    R"({"name":"frontend-web-7","replicas":12,"hosts":["a.example.com","b.example.com","c.example.com"],)"
    R"("ratio":0.75,"labels":{"app":"web","tier":"frontend","team":"shop"},"started":"2026-11-28T03:04:05.123Z"})";
}

int main(int argc, char** argv) {
    if (argc != 3) {
        std::fprintf(stderr, "usage: versioned_bench_constraints on|off N\n");
        return 2;
    }
    versioned::json::read_options options;
    options.check_constraints = std::string_view(argv[1]) == "on";
    const long n = std::strtol(argv[2], nullptr, 10);
    bench::FooSpec<bench::v1> value{};
    const auto start = std::chrono::steady_clock::now();
    std::size_t checksum = 0;
    for (long i = 0; i < n; ++i) {
        auto r = versioned::json::read_into(value, document, options);
        if (!r) {
            std::fprintf(stderr, "%s\n", r.error().message().c_str());
            return 1;
        }
        checksum += value.name.size();
    }
    const double ns = std::chrono::duration<double, std::nano>(std::chrono::steady_clock::now() - start).count();
    std::printf("%s %ld reads: %.0f ns per read (checksum %zu)\n", argv[1], n, n ? ns / n : 0.0, checksum);
    return 0;
}
