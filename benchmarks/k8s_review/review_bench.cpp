// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
// A ConversionReview of 100 objects of a 20-field kind (a FooSpec-like spec, a status),
// source versions mixed (v1alpha1, v1beta1, v1), desired v1beta1: convert_review against
// Boost.JSON's parse + serialize of the same body (the least any webhook must do).
//
//   versioned_bench_review                  time both, interleaved rounds, medians
//   versioned_bench_review versioned|boost K   K calls of one side (for callgrind)
#include <versioned/k8s.hpp>
#include <versioned/testing.hpp>
#include <versioned/versioned.hpp>

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <optional>
#include <string>
#include <vector>

VERSIONED_VERSIONS(bench, v1alpha1, v1beta1, v1);

constexpr std::uint16_t bench_port_down(std::uint32_t p) { return static_cast<std::uint16_t>(p); }
VERSIONED_KEY_NAMING(bench, camel_case);

VERSIONED_STRUCT(bench, Container,
    (std::string, image),
    (std::int32_t, cpu_millis, added(v1beta1)),
    (std::vector<std::string>, args));

VERSIONED_STRUCT(bench, AppSpec,
    (std::string, name),
    (std::string, image),
    (std::int64_t, replicas),
    (std::uint32_t, port, changed(v1, from_name(host_port), from_type(std::uint16_t),
                                   downgrade_with(bench_port_down))),
    (std::string, protocol),
    (bool, paused),
    (std::int32_t, min_ready_seconds, added(v1beta1)),
    (std::int32_t, revision_history_limit),
    (std::string, service_account, changed(v1beta1, from_name(service_account_name))),
    ((std::map<std::string, std::string>), labels),
    ((std::map<std::string, std::string>), selector),
    (std::vector<std::string>, command),
    (std::vector<std::int32_t>, extra_ports),
    (std::optional<std::string>, priority_class),
    (double, cpu_limit),
    (double, memory_limit_mib),
    (std::string, restart_policy, deprecated(v1, note("always Always"))),
    (std::optional<bench::Container<V>>, sidecar),
    (std::string, node_name, added(v1)),
    (std::int64_t, termination_grace_seconds));

VERSIONED_STRUCT(bench, AppStatus,
    (std::int32_t, ready_replicas),
    (std::int64_t, observed_generation, added(v1beta1)),
    (std::string, phase));

VERSIONED_CRD(bench, App, spec(AppSpec), status(AppStatus), group("apps.example.com"), namespaced, storage(v1));

namespace {

// Plausible values: the generator's edge values would push most objects into the residue.
template <class V>
bench::AppSpec<V> make_spec(int i) {
    bench::AppSpec<V> s{};
    s.name = "app-" + std::to_string(i);
    s.image = "registry.example.com/team/app:1." + std::to_string(i % 17);
    s.replicas = 1 + i % 7;
    if constexpr (V::index == 2) s.port = static_cast<std::uint32_t>(8000 + i);
    else s.host_port = static_cast<std::uint16_t>(8000 + i);
    s.protocol = "TCP";
    s.paused = i % 5 == 0;
    s.revision_history_limit = 10;
    if constexpr (V::index >= 1) {
        s.min_ready_seconds = i % 30;
        s.service_account = "sa-" + std::to_string(i % 4);
    } else {
        s.service_account_name = "sa-" + std::to_string(i % 4);
    }
    s.labels = {{"app", s.name}, {"tier", i % 2 ? "backend" : "frontend"}, {"team", "platform"}};
    s.selector = {{"app", s.name}};
    s.command = {"/bin/app", "--port", std::to_string(8000 + i), "--verbose"};
    s.extra_ports = {9090, 9091};
    if (i % 3 == 0) s.priority_class = "high";
    s.cpu_limit = 0.5 + i % 4;
    s.memory_limit_mib = 256.0 * (1 + i % 3);
    if constexpr (V::index == 2) {
        s.node_name = "node-" + std::to_string(i % 9);
    }
    bench::Container<V> c{};
    c.image = "registry.example.com/sidecar:2.1";
    c.args = {"--metrics", "--log=json"};
    if constexpr (V::index >= 1) c.cpu_millis = 100;
    if (i % 2 == 0) s.sidecar = c;
    s.termination_grace_seconds = 30;
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
    if constexpr (V::index == 2) s.deprecated_restart_policy = "Always";
    else s.restart_policy = "Always";
#pragma GCC diagnostic pop
    return s;
}

template <class V>
std::string make_object(int i) {
    bench::App<V> o;
    o.metadata.set_name("app-" + std::to_string(i));
    o.metadata.set_namespace_name("prod");
    o.metadata.set_raw("uid", "\"6f1c2a4e-0000-4000-8000-" + std::to_string(100000000000 + i) + "\"");
    o.metadata.set_raw("resourceVersion", "\"" + std::to_string(1000 + i) + "\"");
    o.metadata.set_raw("generation", "3");
    o.metadata.set_raw("creationTimestamp", "\"2026-11-23T21:00:00Z\"");
    o.metadata.set_labels({{"app", "app-" + std::to_string(i)}});
    o.spec = make_spec<V>(i);
    bench::AppStatus<V> st{};
    st.ready_replicas = 1 + i % 7;
    if constexpr (V::index >= 1) st.observed_generation = 3;
    st.phase = "Running";
    o.status = st;
    return versioned::json::write(o);
}

std::string make_review() {
    std::string s = R"({"apiVersion":"apiextensions.k8s.io/v1","kind":"ConversionReview","request":{"uid":"0c6f8e2a-1b7d-4e3f-9a51-7d2c4b6a8e90","desiredAPIVersion":"apps.example.com/v1beta1","objects":[)";
    for (int i = 0; i < 100; ++i) {
        if (i) s += ',';
        switch (i % 3) {
        case 0: s += make_object<bench::v1>(i); break;
        case 1: s += make_object<bench::v1alpha1>(i); break;
        default: s += make_object<bench::v1>(i + 1000); break; // the API server sends only other versions
        }
    }
    s += "]}}";
    return s;
}

} // namespace

// The measured calls (callgrind collects inside these only).
extern "C" [[gnu::noinline]] std::size_t versioned_bench_measured_versioned(const std::string& body) {
    return versioned::k8s::convert_review<bench::App>(body).body.size();
}
extern "C" [[gnu::noinline]] std::size_t versioned_bench_measured_boost(const std::string& body) {
    return boost::json::serialize(boost::json::parse(body)).size();
}

int main(int argc, char** argv) {
    const std::string body = make_review();
    const auto check = versioned::k8s::convert_review<bench::App>(body);
    if (check.status != 200 || check.body.find("\"Success\"") == std::string::npos) {
        std::fprintf(stderr, "the review failed: %s\n", check.body.substr(0, 400).c_str());
        return 1;
    }
    if (argc == 3) {
        const std::string side = argv[1];
        const long k = std::atol(argv[2]);
        std::size_t sink = 0;
        for (long i = 0; i < k; ++i)
            sink += side == "boost" ? versioned_bench_measured_boost(body) : versioned_bench_measured_versioned(body);
        return sink == 0;
    }
    using clock = std::chrono::steady_clock;
    std::vector<double> tv, tb;
    std::size_t sink = 0;
    for (int round = 0; round < 31; ++round) {
        for (int side = 0; side < 2; ++side) {
            const auto t0 = clock::now();
            for (int i = 0; i < 20; ++i)
                sink += side == 0 ? versioned_bench_measured_versioned(body) : versioned_bench_measured_boost(body);
            const double us = std::chrono::duration<double, std::micro>(clock::now() - t0).count() / 20;
            (side == 0 ? tv : tb).push_back(us);
        }
    }
    std::sort(tv.begin(), tv.end());
    std::sort(tb.begin(), tb.end());
    const double mv = tv[tv.size() / 2], mb = tb[tb.size() / 2];
    std::printf("body %zu bytes, response %zu bytes (%d objects)\n", body.size(), check.body.size(), 100);
    std::printf("convert_review           %9.1f us/review\n", mv);
    std::printf("Boost.JSON parse+serialize %7.1f us/review\n", mb);
    std::printf("ratio (review / parse+serialize) %.2f\n", mv / mb);
    return sink == 0;
}
