// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
//
// JSON benchmark: the same object (model.hpp, about 700 bytes of compact JSON) read and
// written by versioned::json, Boost.JSON (the typed route), nlohmann/json, RapidJSON and
// simdjson On-Demand (read only), in one process.
//
//   versioned_bench_json [--rounds R] [--sample-ms M] [--json FILE]
//       checks that every reader returns the sample and every writer's text reads back as
//       the sample, then runs R rounds; a round times one sample of every case (about M ms
//       of the thread's CPU time each, the iteration count calibrated once), in an order
//       rotated from round to round, so that the machine's noise hits all cases alike. Prints, per case, the median over
//       the rounds of the time per operation, MB/s (bytes of the sample document / time) and
//       the ratio to Boost.JSON's typed route; FILE gets the same as JSON.
//   versioned_bench_json --callgrind <library> <read|write> K
//       runs the operation K times through versioned_bench_measured, a non-inline function
//       that benchmarks/json/run.py collects with valgrind --tool=callgrind
//       --toggle-collect='*versioned_bench_measured*' (instructions per operation: stable
//       where the timings are not).
//
// Every operation starts from the text (reading) or from the struct (writing) and ends with a
// complete result, which is then destroyed: allocation and destruction are part of the cost
// for every library alike.

#include "model.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <fstream>
#include <string>
#include <string_view>
#include <vector>

#include <time.h>

namespace {

using namespace bench;

struct context {
    std::string text; // versioned's compact JSON of the sample: what every reader reads
    Spec spec;
    plain::Spec plain_spec;
};

// Keeps a result alive in the optimizer's eyes.
template <class T>
void escape(T& value) {
    asm volatile("" : : "r"(&value) : "memory");
}

using operation = void (*)(const context&);

struct bench_case {
    const char* library;
    const char* op; // "read" | "write"
    operation run;
};

const bench_case cases[] = {
    {"versioned", "read", [](const context& c) { auto r = versioned_read(c.text); escape(r); }},
    {"boost_json", "read", [](const context& c) { auto r = boost_json_read(c.text); escape(r); }},
    {"nlohmann", "read", [](const context& c) { auto r = nlohmann_read(c.text); escape(r); }},
    {"rapidjson", "read", [](const context& c) { auto r = rapidjson_read(c.text); escape(r); }},
    {"simdjson", "read", [](const context& c) { auto r = simdjson_read(c.text); escape(r); }},
    {"simdjson_generic", "read", [](const context& c) { auto r = simdjson_generic_read(c.text); escape(r); }},
    {"versioned", "write", [](const context& c) { auto r = versioned_write(c.spec); escape(r); }},
    {"boost_json", "write", [](const context& c) { auto r = boost_json_write(c.plain_spec); escape(r); }},
    {"nlohmann", "write", [](const context& c) { auto r = nlohmann_write(c.plain_spec); escape(r); }},
    {"rapidjson", "write", [](const context& c) { auto r = rapidjson_write(c.plain_spec); escape(r); }},
    // not JSON: the copy of the struct every reader must at least build
    {"struct_copy", "copy", [](const context& c) { auto r = copy_of(c.spec); escape(r); }},
};
constexpr std::size_t case_count = sizeof cases / sizeof cases[0];

#if defined(__clang__)
#define VERSIONED_BENCH_OPAQUE __attribute__((noinline))
#else
#define VERSIONED_BENCH_OPAQUE __attribute__((noipa))
#endif

extern "C" VERSIONED_BENCH_OPAQUE void versioned_bench_measured(operation run, const context& c) { run(c); }

// Every reader returns the sample; every writer's text reads back (with versioned) as the
// sample. A benchmark of code that does not do the job measures nothing.
bool validate(const context& c) {
    bool ok = true;
    const auto check = [&](const char* what, bool good) {
        if (!good) {
            std::fprintf(stderr, "validation FAILED: %s\n", what);
            ok = false;
        }
    };
    try {
        check("versioned read", versioned_read(c.text) == c.spec);
        check("boost_json read", boost_json_read(c.text) == c.plain_spec);
        check("nlohmann read", nlohmann_read(c.text) == c.plain_spec);
        check("rapidjson read", rapidjson_read(c.text) == c.plain_spec);
        check("simdjson read", simdjson_read(c.text) == c.plain_spec);
        check("simdjson_generic read", simdjson_generic_read(c.text) == c.plain_spec);
        check("versioned write", versioned_read(versioned_write(c.spec)) == c.spec);
        check("boost_json write", versioned_read(boost_json_write(c.plain_spec)) == c.spec);
        check("nlohmann write", versioned_read(nlohmann_write(c.plain_spec)) == c.spec);
        check("rapidjson write", versioned_read(rapidjson_write(c.plain_spec)) == c.spec);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "validation FAILED: %s\n", e.what());
        return false;
    }
    return ok;
}

// The thread's CPU time, not the wall clock: on a shared machine (2 cores, a dozen compilers)
// the time this thread waits for a core is not the operation's cost, and would swamp it.
double thread_cpu_ns() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) * 1e9 + static_cast<double>(ts.tv_nsec);
}

double time_sample(const bench_case& bc, const context& c, long iterations) {
    const double t0 = thread_cpu_ns();
    for (long i = 0; i < iterations; ++i) bc.run(c);
    return (thread_cpu_ns() - t0) / static_cast<double>(iterations); // ns per operation
}

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

double quantile(std::vector<double> v, double q) {
    std::sort(v.begin(), v.end());
    return v[static_cast<std::size_t>(q * static_cast<double>(v.size() - 1) + 0.5)];
}

int usage() {
    std::fputs("usage: versioned_bench_json [--rounds R] [--sample-ms M] [--json FILE]\n"
               "       versioned_bench_json --callgrind <library> <read|write> K\n",
               stderr);
    return 2;
}

} // namespace

int main(int argc, char** argv) {
    context c;
    c.spec = sample();
    c.plain_spec = to_plain(c.spec);
    c.text = versioned_write(c.spec);

    if (argc >= 2 && std::strcmp(argv[1], "--callgrind") == 0) {
        if (argc != 5) return usage();
        const long k = std::atol(argv[4]);
        for (const bench_case& bc : cases) {
            if (std::strcmp(bc.library, argv[2]) == 0 && std::strcmp(bc.op, argv[3]) == 0) {
                for (long i = 0; i < k; ++i) versioned_bench_measured(bc.run, c);
                return 0;
            }
        }
        return usage();
    }

    int rounds = 21;
    double sample_ms = 5;
    const char* json_out = nullptr;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--rounds") == 0 && i + 1 < argc)
            rounds = std::atoi(argv[++i]);
        else if (std::strcmp(argv[i], "--sample-ms") == 0 && i + 1 < argc)
            sample_ms = std::atof(argv[++i]);
        else if (std::strcmp(argv[i], "--json") == 0 && i + 1 < argc)
            json_out = argv[++i];
        else
            return usage();
    }
    if (rounds < 1 || sample_ms <= 0) return usage();

    if (!validate(c)) return 1;
    std::printf("document: %zu bytes of compact JSON\n", c.text.size());

    // Calibration: iterations per sample so that one sample takes about sample_ms.
    long iterations[case_count];
    for (std::size_t i = 0; i < case_count; ++i) {
        for (int w = 0; w < 200; ++w) cases[i].run(c); // warm-up
        long n = 16;
        double t = 0;
        while ((t = time_sample(cases[i], c, n) * static_cast<double>(n) / 1e6) < sample_ms / 4) n *= 4;
        iterations[i] = std::max(1L, static_cast<long>(static_cast<double>(n) * sample_ms / t));
    }

    std::vector<std::vector<double>> ns(case_count);
    for (int r = 0; r < rounds; ++r)
        for (std::size_t j = 0; j < case_count; ++j) {
            const std::size_t i = (j + static_cast<std::size_t>(r)) % case_count; // rotated order
            ns[i].push_back(time_sample(cases[i], c, iterations[i]));
        }

    const auto median_of = [&](const char* library, const char* op) {
        for (std::size_t i = 0; i < case_count; ++i)
            if (std::strcmp(cases[i].library, library) == 0 && std::strcmp(cases[i].op, op) == 0) return median(ns[i]);
        return 0.0;
    };
    std::printf("%-16s %-5s %10s %10s %10s %9s %9s\n", "library", "op", "median ns", "p25 ns", "p75 ns", "MB/s",
                "vs boost");
    std::string json = "{\"document_bytes\":" + std::to_string(c.text.size()) + ",\"rounds\":" + std::to_string(rounds) +
                       ",\"sample_ms\":" + std::to_string(sample_ms) + ",\"cases\":[";
    for (std::size_t i = 0; i < case_count; ++i) {
        const double med = median(ns[i]);
        const double base = median_of("boost_json", std::strcmp(cases[i].op, "copy") == 0 ? "read" : cases[i].op);
        const double mbs = static_cast<double>(c.text.size()) / med * 1e3;
        std::printf("%-16s %-5s %10.0f %10.0f %10.0f %9.0f %8.2fx\n", cases[i].library, cases[i].op, med,
                    quantile(ns[i], 0.25), quantile(ns[i], 0.75), mbs, base / med);
        char buf[320];
        std::snprintf(buf, sizeof buf,
                      "%s{\"library\":\"%s\",\"op\":\"%s\",\"median_ns\":%.1f,\"p25_ns\":%.1f,\"p75_ns\":%.1f,"
                      "\"mb_per_s\":%.1f,\"vs_boost_json\":%.3f,\"iterations_per_sample\":%ld}",
                      i ? "," : "", cases[i].library, cases[i].op, med, quantile(ns[i], 0.25), quantile(ns[i], 0.75),
                      mbs, base / med, iterations[i]);
        json += buf;
    }
    json += "]}\n";
    if (json_out) {
        std::ofstream(json_out) << json;
    }
    return 0;
}
