// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
//
// JSON benchmark: three documents (model.hpp) read and written by versioned::json, glaze (when
// built with it), Boost.JSON (the typed route), nlohmann/json, RapidJSON and simdjson
// On-Demand (read only), in one process. Operations: "read" (a fresh value from the text),
// "read_into" (into the value the previous read left, as a service reading a stream of
// documents does), "write" (the text into a reused string).
//
//   versioned_bench_json [--rounds R] [--sample-ms M] [--json FILE]
//       validates (below), then runs R rounds; a round times one sample of every case (about M
//       ms of the thread's CPU time each, the iteration count calibrated once), in an order
//       rotated from round to round, so that the machine's noise hits all cases alike. Prints,
//       per case, the median over the rounds of the time per operation and MB/s (bytes of the
//       document as versioned writes it / time, for every library); FILE gets the same as
//       JSON, with what validation found.
//   versioned_bench_json --callgrind <document> <library> <op> K
//       runs the operation K times through versioned_bench_measured, a non-inline function
//       that benchmarks/json/run.py collects with valgrind --tool=callgrind
//       --toggle-collect='*versioned_bench_measured*' (instructions per operation: stable
//       where the timings are not); the validation below is left to the timing run.
//
// Validation, before anything is timed: every reader returns the document's value (read_into
// also over the value of another document: required of versioned, reported for the others);
// every writer's text reads back (with versioned) as the value; and the 17 malformed variants
// of the glaze object (tests/json/json_performance.hpp) go through every reader: versioned must
// reject all, with read and read_into; what the others accept is reported.

#include "model.hpp"

#include <versioned/json.hpp>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <fstream>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <time.h>

namespace {

using namespace bench;

// Keeps a result alive in the optimizer's eyes.
template <class T>
void escape(T& value) {
    asm volatile("" : : "r"(&value) : "memory");
}

struct bench_case {
    std::string document;
    std::string library;
    std::string op; // "read" | "read_into" | "write" | "copy"
    std::size_t bytes;
    std::function<void()> run;
};

std::vector<bench_case> cases;
std::vector<std::string> notes; // what validation found about the others
std::vector<std::string> strictness; // JSON objects, one per library
bool validation_failed = false;
bool validating = true; // off for --callgrind: the cases are validated by the timing run

void check(bool good, const std::string& what, bool fatal) {
    if (good) return;
    std::fprintf(stderr, "%s: %s\n", fatal ? "validation FAILED" : "note", what.c_str());
    if (fatal) validation_failed = true;
    else notes.push_back(what);
}

template <class F>
bool throws(F&& f) {
    try {
        f();
        return false;
    } catch (const std::exception&) {
        return true;
    }
}

#if defined(__clang__)
#define VERSIONED_BENCH_OPAQUE __attribute__((noinline))
#else
#define VERSIONED_BENCH_OPAQUE __attribute__((noipa))
#endif

extern "C" VERSIONED_BENCH_OPAQUE void versioned_bench_measured(const std::function<void()>& run) { run(); }

// One document: its name and text, its value as versioned and as plain structs, and the value
// of another document of the same type (read_into is validated over it).
template <class V, class P>
struct document {
    std::string name;
    std::string text;
    V value;
    P plain;
    V other;
};

// The read, read_into and write cases of one library on one document; T is the library's type
// (V for versioned, P for the others); a null function: the library has no such operation.
template <class V, class P, class T>
void add_library(const std::shared_ptr<const document<V, P>>& doc, const std::string& library, const T& expected,
                 T (*read)(std::string_view), void (*read_into)(std::string_view, T&),
                 void (*write)(const T&, std::string&)) {
    const bool ours = library == "versioned";
    const std::string where = library + " on " + doc->name;
    if (read) {
        bool same = false;
        if (validating)
            check(!throws([&] { same = read(doc->text) == expected; }) && same, where + ": read gives another value", true);
        cases.push_back({doc->name, library, "read", doc->text.size(), [doc, read] {
                             auto r = read(doc->text);
                             escape(r);
                         }});
    }
    if (read_into) {
        auto into = std::make_shared<T>();
        if (validating) {
            if constexpr (std::is_same_v<T, V>) *into = doc->other;
            else *into = to_plain(doc->other);
            const bool threw = throws([&] { read_into(doc->text, *into); });
            check(!threw && *into == expected,
                  where + ": read_into over another document's value gives another value", ours);
        }
        *into = expected;
        cases.push_back({doc->name, library, "read_into", doc->text.size(), [doc, into, read_into] {
                             read_into(doc->text, *into);
                             escape(*into);
                         }});
    }
    if (write) {
        auto out = std::make_shared<std::string>();
        write(expected, *out);
        bool same = false;
        if (validating)
            check(!throws([&] { same = versioned_read<V>(*out) == doc->value; }) && same,
                  where + ": the written text does not read back", true);
        const T* value = &expected;
        cases.push_back({doc->name, library, "write", doc->text.size(), [doc, value, out, write] {
                             write(*value, *out);
                             escape(*out);
                         }});
    }
}

template <class V, class P>
void add_document(std::string name, V value, V other) {
    auto doc = std::make_shared<document<V, P>>();
    doc->name = std::move(name);
    doc->value = std::move(value);
    doc->other = std::move(other);
    doc->plain = to_plain(doc->value);
    versioned_write<V>(doc->value, doc->text);
    std::shared_ptr<const document<V, P>> d = doc;
    add_library<V, P, V>(d, "versioned", d->value, versioned_read<V>, versioned_read_into<V>, versioned_write<V>);
#ifdef VERSIONED_BENCH_GLAZE
    add_library<V, P, P>(d, "glaze", d->plain, glaze_read<P>, glaze_read_into<P>, glaze_write<P>);
#endif
    add_library<V, P, P>(d, "boost_json", d->plain, boost_json_read<P>, nullptr, boost_json_write<P>);
    add_library<V, P, P>(d, "nlohmann", d->plain, nlohmann_read<P>, nlohmann_read_into<P>, nlohmann_write<P>);
    add_library<V, P, P>(d, "rapidjson", d->plain, rapidjson_read<P>, rapidjson_read_into<P>, rapidjson_write<P>);
    add_library<V, P, P>(d, "simdjson", d->plain, simdjson_read<P>, simdjson_read_into<P>, nullptr);
    add_library<V, P, P>(d, "simdjson_generic", d->plain, simdjson_generic_read<P>, simdjson_generic_read_into<P>,
                         nullptr);
    // Not JSON: the copy (and destruction) of the value, which every fresh read must at least build.
    cases.push_back({d->name, "struct_copy", "copy", d->text.size(), [d] {
                         V copy = d->value;
                         escape(copy);
                     }});
}

// The malformed variants of the glaze object through one library's fresh read: which it accepts.
template <class T>
void strictness_of(const std::string& library, T (*read)(std::string_view)) {
    std::string accepted;
    std::size_t rejected = 0;
    const auto docs = jp::malformed_documents();
    for (const jp::malformed& m : docs) {
        if (throws([&] { (void)read(m.text); })) ++rejected;
        else accepted += std::string(accepted.empty() ? "" : ", ") + std::string(m.what);
    }
    strictness.push_back("{\"library\":\"" + library + "\",\"rejected\":" + std::to_string(rejected) +
                         ",\"of\":" + std::to_string(docs.size()) + ",\"accepted\":\"" + accepted + "\"}");
    std::printf("strictness: %-16s rejects %zu of %zu%s%s\n", library.c_str(), rejected, docs.size(),
                accepted.empty() ? "" : "; accepts: ", accepted.c_str());
    check(library != "versioned" || rejected == docs.size(), "versioned accepts a malformed document", true);
}

void check_strictness() {
    strictness_of("versioned", versioned_read<Perf>);
    // read_into too, over the valid value each time.
    for (const jp::malformed& m : jp::malformed_documents()) {
        Perf p = perf_sample();
        check(throws([&] { versioned_read_into<Perf>(m.text, p); }),
              "versioned read_into accepts: " + std::string(m.what), true);
    }
#ifdef VERSIONED_BENCH_GLAZE
    strictness_of("glaze", glaze_read<plain::Perf>);
#endif
    strictness_of("boost_json", boost_json_read<plain::Perf>);
    strictness_of("nlohmann", nlohmann_read<plain::Perf>);
    strictness_of("rapidjson", rapidjson_read<plain::Perf>);
    strictness_of("simdjson", simdjson_read<plain::Perf>);
}

void setup() {
    const PerfArray array = perf_array_sample();
    add_document<Perf, plain::Perf>("perf", perf_sample(), array[7]);
    add_document<PerfArray, plain::PerfArray>("perf_array", array, PerfArray(array.begin() + 3, array.begin() + 5));
    Kube other = kube_sample();
    other.metadata.labels.erase("team");
    other.metadata.labels["stage"] = "canary";
    other.spec.template_.spec.containers.pop_back();
    other.spec.template_.spec.containers[0].env.resize(4);
    other.spec.min_ready_seconds = 30;
    add_document<Kube, plain::Kube>("kube", kube_sample(), other);
}

// The thread's CPU time, not the wall clock: on a shared machine (2 cores, a dozen compilers)
// the time this thread waits for a core is not the operation's cost, and would swamp it.
double thread_cpu_ns() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) * 1e9 + static_cast<double>(ts.tv_nsec);
}

double time_sample(const bench_case& bc, long iterations) {
    const double t0 = thread_cpu_ns();
    for (long i = 0; i < iterations; ++i) bc.run();
    return (thread_cpu_ns() - t0) / static_cast<double>(iterations); // ns per operation
}

double quantile(std::vector<double> v, double q) {
    std::sort(v.begin(), v.end());
    return v[static_cast<std::size_t>(q * static_cast<double>(v.size() - 1) + 0.5)];
}

int usage() {
    std::fputs("usage: versioned_bench_json [--rounds R] [--sample-ms M] [--json FILE]\n"
               "       versioned_bench_json --callgrind <document> <library> <op> K\n",
               stderr);
    return 2;
}

int callgrind(char** argv) {
    const long k = std::atol(argv[5]);
    for (const bench_case& bc : cases) {
        if (bc.document == argv[2] && bc.library == argv[3] && bc.op == argv[4]) {
            for (long i = 0; i < k; ++i) versioned_bench_measured(bc.run);
            return 0;
        }
    }
    return usage();
}

std::vector<long> calibrate(double sample_ms) {
    std::vector<long> iterations;
    for (const bench_case& bc : cases) {
        for (int w = 0; w < 5; ++w) bc.run(); // warm-up
        long n = 1;
        double t = 0;
        while ((t = time_sample(bc, n) * static_cast<double>(n) / 1e6) < sample_ms / 4) n *= 4;
        iterations.push_back(std::max(1L, static_cast<long>(static_cast<double>(n) * sample_ms / t)));
    }
    return iterations;
}

std::string report(const std::vector<std::vector<double>>& ns, const std::vector<long>& iterations, int rounds,
                   double sample_ms) {
    std::printf("%-10s %-16s %-9s %10s %10s %10s %8s\n", "document", "library", "op", "median ns", "p25 ns", "p75 ns",
                "MB/s");
    std::string json = "{\"rounds\":" + std::to_string(rounds) + ",\"sample_ms\":" + std::to_string(sample_ms) +
                       ",\"cases\":[";
    for (std::size_t i = 0; i < cases.size(); ++i) {
        const bench_case& bc = cases[i];
        const double med = quantile(ns[i], 0.5), p25 = quantile(ns[i], 0.25), p75 = quantile(ns[i], 0.75);
        const double mbs = static_cast<double>(bc.bytes) / med * 1e3;
        std::printf("%-10s %-16s %-9s %10.0f %10.0f %10.0f %8.0f\n", bc.document.c_str(), bc.library.c_str(),
                    bc.op.c_str(), med, p25, p75, mbs);
        char buf[400];
        std::snprintf(buf, sizeof buf,
                      "%s{\"document\":\"%s\",\"bytes\":%zu,\"library\":\"%s\",\"op\":\"%s\",\"median_ns\":%.1f,"
                      "\"p25_ns\":%.1f,\"p75_ns\":%.1f,\"mb_per_s\":%.1f,\"iterations_per_sample\":%ld}",
                      i ? "," : "", bc.document.c_str(), bc.bytes, bc.library.c_str(), bc.op.c_str(), med, p25, p75,
                      mbs, iterations[i]);
        json += buf;
    }
    json += "],\"strictness\":[";
    for (std::size_t i = 0; i < strictness.size(); ++i) json += (i ? "," : "") + strictness[i];
    json += "],\"notes\":[";
    for (std::size_t i = 0; i < notes.size(); ++i) json += (i ? ",\"" : "\"") + notes[i] + "\"";
    return json + "]}\n";
}

} // namespace

int main(int argc, char** argv) {
    validating = !(argc >= 2 && std::strcmp(argv[1], "--callgrind") == 0);
    try {
        setup();
    } catch (const std::exception& e) {
        std::fprintf(stderr, "setup failed: %s\n", e.what());
        return 1;
    }
    if (argc >= 2 && std::strcmp(argv[1], "--callgrind") == 0) return argc == 6 ? callgrind(argv) : usage();

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
    check_strictness();
    if (validation_failed) return 1;

    const std::vector<long> iterations = calibrate(sample_ms);
    std::vector<std::vector<double>> ns(cases.size());
    for (int r = 0; r < rounds; ++r)
        for (std::size_t j = 0; j < cases.size(); ++j) {
            const std::size_t i = (j + static_cast<std::size_t>(r)) % cases.size(); // rotated order
            ns[i].push_back(time_sample(cases[i], iterations[i]));
        }
    const std::string json = report(ns, iterations, rounds, sample_ms);
    if (json_out) std::ofstream(json_out) << json;
    return 0;
}
