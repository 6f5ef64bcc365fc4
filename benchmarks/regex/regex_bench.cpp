// search() of the pattern engine against RE2 on the same patterns and texts, in MB/s: real
// Kubernetes patterns on texts that match and texts that do not (each iteration searches the
// whole list of texts once), and the hostile ^(a+)+$ against ^a+$ on 100,000 a and a b. Our
// programs are compiled at compile time, as a constrained field's are; RE2's objects are built
// once, outside the timing. See benchmarks/CMakeLists.txt and benchmarks/RESULTS.md.
#include <versioned/constraints/detail/regex.hpp>

#include <benchmark/benchmark.h>
#include <re2/re2.h>

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace {

namespace rx = versioned::detail::regex;

template <std::size_t N>
struct fixed {
    char chars[N]{};
    constexpr fixed(const char (&s)[N]) {
        for (std::size_t i = 0; i < N; ++i) chars[i] = s[i];
    }
    constexpr std::string_view view() const { return {chars, N - 1}; }
};

template <fixed P>
inline constexpr auto compiled = rx::compile<rx::analyze(P.view()).size>(P.view());

inline constexpr char dns_label[] = R"(^[a-z0-9]([-a-z0-9]*[a-z0-9])?$)";
inline constexpr char dns_subdomain[] = R"(^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$)";
inline constexpr char condition_type[] =
    R"(^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$)";
inline constexpr char semver[] =
    R"(^v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$)";
inline constexpr char hostile[] = R"(^(a+)+$)";
inline constexpr char plain[] = R"(^a+$)";

const std::vector<std::string>& texts_of(std::string_view pattern) {
    static const std::vector<std::string> dns = {
        "my-service", "frontend", "web-7f9c6d5b4-x2x9z", "a", "nginx-ingress-controller-metrics", "kube-system",
        "My-Service", "-bad", "bad-", "way-too-long-name-with-many-parts-that-still-is-valid-enough-to-test",
    };
    static const std::vector<std::string> subdomains = {
        "example.com", "api.example.com", "my-app.my-namespace.svc.cluster.local", "cert-manager.io",
        "a.b.c.d.e.f.g", "gateway.networking.k8s.io", "Example.com", "bad..example.com", "trailing.dot.", "x",
    };
    static const std::vector<std::string> conditions = {
        "Ready", "Available", "Progressing", "cert-manager.io/Ready", "example.com/SomethingHappened",
        "ControlPlaneInitialized", "bad type", "/Ready", "x.y/z_.", "InfrastructureReady",
    };
    static const std::vector<std::string> versions = {
        "1.2.3", "v1.28.4", "0.0.1-alpha.1", "1.0.0-rc.1+build.2024.01.02", "10.20.30", "1.2", "01.2.3",
        "1.2.3-beta..1", "2.0.0+meta", "v3.4.5-0.3.7",
    };
    if (pattern == dns_label) return dns;
    if (pattern == dns_subdomain) return subdomains;
    if (pattern == condition_type) return conditions;
    return versions;
}

std::size_t bytes_of(const std::vector<std::string>& texts) {
    std::size_t n = 0;
    for (const std::string& t : texts) n += t.size();
    return n;
}

template <fixed P>
void versioned_search(benchmark::State& state) {
    const std::vector<std::string>& texts = texts_of(P.view());
    for (auto _ : state)
        for (const std::string& t : texts) benchmark::DoNotOptimize(rx::search(compiled<P>, t));
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * bytes_of(texts)));
}

template <fixed P>
void versioned_cached(benchmark::State& state) {
    const std::vector<std::string>& texts = texts_of(P.view());
    rx::search_cache cache(compiled<P>);
    for (auto _ : state)
        for (const std::string& t : texts) benchmark::DoNotOptimize(cache.search(t));
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * bytes_of(texts)));
}

template <fixed P>
void re2_search(benchmark::State& state) {
    const std::vector<std::string>& texts = texts_of(P.view());
    const RE2 re(std::string(P.view()));
    for (auto _ : state)
        for (const std::string& t : texts) benchmark::DoNotOptimize(RE2::PartialMatch(t, re));
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * bytes_of(texts)));
}

const std::string& long_text() {
    static const std::string text = std::string(100000, 'a') + "b";
    return text;
}

template <fixed P>
void versioned_long(benchmark::State& state) {
    for (auto _ : state) benchmark::DoNotOptimize(rx::search(compiled<P>, long_text()));
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * long_text().size()));
}

template <fixed P>
void versioned_long_cached(benchmark::State& state) {
    rx::search_cache cache(compiled<P>);
    for (auto _ : state) benchmark::DoNotOptimize(cache.search(long_text()));
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * long_text().size()));
}

template <fixed P>
void re2_long(benchmark::State& state) {
    const RE2 re(std::string(P.view()));
    for (auto _ : state) benchmark::DoNotOptimize(RE2::PartialMatch(long_text(), re));
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * long_text().size()));
}

} // namespace

// name/versioned: search(program, text) (the Pike VM; a lazy DFA of its own on a text of 256
// bytes or more); name/versioned_cached: search_cache(program).search(text), the lazy DFA the
// caller keeps; name/re2: RE2::PartialMatch.
#define VERSIONED_BENCH_TEXTS(P, name)                                  \
    BENCHMARK(versioned_search<P>)->Name(name "/versioned");            \
    BENCHMARK(versioned_cached<P>)->Name(name "/versioned_cached");     \
    BENCHMARK(re2_search<P>)->Name(name "/re2");
#define VERSIONED_BENCH_LONG(P, name)                                   \
    BENCHMARK(versioned_long<P>)->Name(name "/versioned");              \
    BENCHMARK(versioned_long_cached<P>)->Name(name "/versioned_cached"); \
    BENCHMARK(re2_long<P>)->Name(name "/re2");

VERSIONED_BENCH_TEXTS(dns_label, "dns_label")
VERSIONED_BENCH_TEXTS(dns_subdomain, "dns_subdomain")
VERSIONED_BENCH_TEXTS(condition_type, "condition_type")
VERSIONED_BENCH_TEXTS(semver, "semver")
VERSIONED_BENCH_LONG(hostile, "hostile_^(a+)+$_100k")
VERSIONED_BENCH_LONG(plain, "plain_^a+$_100k")

BENCHMARK_MAIN();
