// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#include "model.hpp"

#include <versioned/json.hpp>
#include <versioned/reflection.hpp>

#include <cstddef>
#include <string>
#include <type_traits>
#include <utility>

namespace bench {

Perf perf_sample() { return versioned::json::read<Perf>(jp::text).value(); }

// Element i: jp::text with other integers, another name and id.
PerfArray perf_array_sample() {
    PerfArray out;
    for (int i = 0; i < 1000; ++i) {
        std::string t(jp::text);
        const auto replace = [&](std::string_view from, const std::string& to) {
            t.replace(t.find(from), from.size(), to);
        };
        std::string ints = "[";
        for (int k = 0; k < 7; ++k) ints += (k ? "," : "") + std::to_string(i * 7 + k);
        replace("[0,1,2,3,4,5,6]", ints + "]");
        replace("\"James\"", "\"James " + std::to_string(i) + "\"");
        replace("298728949872", std::to_string(298728949872 + i));
        out.push_back(versioned::json::read<Perf>(t).value());
    }
    return out;
}

Kube kube_sample() {
    using env = kb::EnvVar<kb::v1>;
    using port = kb::ContainerPort<kb::v1>;
    Kube k;
    k.kind = "Deployment";
    auto& m = k.metadata;
    m.name = "storefront-web";
    m.namespace_ = "production-eu-west-1";
    m.uid = "3f1b2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d";
    m.resource_version = "48165230";
    m.generation = 17;
    m.creation_timestamp = "2026-11-23T09:41:07Z";
    m.labels = {{"app", "storefront-web"},
                {"app.kubernetes.io/name", "storefront"},
                {"app.kubernetes.io/part-of", "shop"},
                {"app.kubernetes.io/version", "2.14.3"},
                {"team", "storefront"},
                {"tier", "web"}};
    m.annotations = {
        {"deployment.kubernetes.io/revision", "17"},
        {"kubectl.kubernetes.io/last-applied-configuration",
         R"({"apiVersion":"apps.example.com/v1","kind":"Deployment","metadata":{"annotations":{},"name":"storefront-web",)"
         R"("namespace":"production-eu-west-1"},"spec":{"replicas":6,"selector":{"matchLabels":{"app":"storefront-web"}}}})"
         "\n"},
        {"prometheus.io/port", "9090"},
        {"prometheus.io/scrape", "true"}};
    auto& s = k.spec;
    s.replicas = 6;
    s.selector.match_labels = {{"app", "storefront-web"}, {"tier", "web"}};
    s.template_.metadata.labels = {{"app", "storefront-web"}, {"tier", "web"}, {"version", "2.14.3"}};
    s.template_.metadata.annotations = {{"sidecar.istio.io/inject", "true"}, {"checksum/config", "9f86d081884c7d65"}};
    auto& web = s.template_.spec.containers.emplace_back();
    web.name = "web";
    web.image = "registry.example.com/storefront/web:2.14.3";
    web.args = {"--port=8080", "--metrics-port=9090", "--log-level=info", "--cache-size=512Mi",
                "--upstream=http://catalog.production-eu-west-1.svc.cluster.local:8080"};
    web.env = {env{"POD_NAME", "storefront-web"},
               env{"POD_NAMESPACE", "production-eu-west-1"},
               env{"CATALOG_URL", "http://catalog.production-eu-west-1.svc.cluster.local:8080"},
               env{"CART_URL", "http://cart.production-eu-west-1.svc.cluster.local:8080"},
               env{"SESSION_TTL", "3600"},
               env{"FEATURE_FLAGS", "new-checkout,recommendations,\"beta\" search"},
               env{"OTEL_EXPORTER_OTLP_ENDPOINT", "http://otel-collector.observability:4317"},
               env{"OTEL_SERVICE_NAME", "storefront-web"},
               env{"GOMAXPROCS", "2"},
               env{"LANG", "C.UTF-8"}};
    web.ports = {port{"http", 8080, "TCP"}, port{"metrics", 9090, "TCP"}};
    web.resources.limits = {{"cpu", "2"}, {"memory", "4Gi"}, {"ephemeral-storage", "2Gi"}};
    web.resources.requests = {{"cpu", "500m"}, {"memory", "1Gi"}, {"ephemeral-storage", "1Gi"}};
    web.readiness_probe = kb::Probe<kb::v1>{"/healthz/ready", 8080, 5, 10};
    web.image_pull_policy = "IfNotPresent";
    auto& proxy = s.template_.spec.containers.emplace_back();
    proxy.name = "envoy";
    proxy.image = "registry.example.com/platform/envoy:1.30.2";
    proxy.args = {"--config-path", "/etc/envoy/envoy.yaml", "--log-level", "warn"};
    proxy.env = {env{"ENVOY_UID", "1337"}, env{"ENVOY_ADMIN_PORT", "15000"}, env{"NODE_NAME", "ip-10-0-12-34"}};
    proxy.ports = {port{"proxy", 15001, "TCP"}, port{"admin", 15000, "TCP"}, port{"stats", 15090, "TCP"}};
    proxy.resources.limits = {{"cpu", "1"}, {"memory", "512Mi"}};
    proxy.resources.requests = {{"cpu", "100m"}, {"memory", "128Mi"}};
    proxy.image_pull_policy = "Always";
    auto& logs = s.template_.spec.containers.emplace_back();
    logs.name = "log-shipper";
    logs.image = "registry.example.com/platform/fluent-bit:3.0.4";
    logs.args = {"--config=/fluent-bit/etc/fluent-bit.conf"};
    logs.env = {env{"FLUENT_ELASTICSEARCH_HOST", "logs.observability.svc.cluster.local"},
                env{"FLUENT_ELASTICSEARCH_PORT", "9200"}, env{"LOG_LEVEL", "info"}};
    logs.ports = {port{"http-metrics", 2020, "TCP"}};
    logs.resources.limits = {{"cpu", "200m"}, {"memory", "256Mi"}};
    logs.resources.requests = {{"cpu", "50m"}, {"memory", "64Mi"}};
    logs.readiness_probe = kb::Probe<kb::v1>{"/api/v1/health", 2020, 10, 30};
    logs.image_pull_policy = "IfNotPresent";
    auto& pod = s.template_.spec;
    pod.node_selector = {{"kubernetes.io/os", "linux"}, {"node.kubernetes.io/instance-type", "m6i.2xlarge"},
                         {"topology.kubernetes.io/zone", "eu-west-1a"}};
    pod.tolerations = {{"dedicated", "Equal", "storefront", "NoSchedule", std::nullopt},
                       {"node.kubernetes.io/unreachable", "Exists", "", "NoExecute", 300},
                       {"node.kubernetes.io/not-ready", "Exists", "", "NoExecute", 300}};
    pod.service_account_name = "storefront-web";
    pod.termination_grace_period_seconds = 45;
    s.revision_history_limit = 10;
    s.paused = false;
    return k;
}

// ---- the plain twins, member by member (the members are in the same order) --------------------

namespace {

template <class P, class V>
void assign_plain(P& out, const V& in);

template <class P, class V>
P plain_of(const V& in) {
    if constexpr (plain::described<P>) {
        P out;
        assign_plain(out, in);
        return out;
    } else if constexpr (requires { typename P::value_type; in.begin(); } && !std::is_same_v<P, std::string> &&
                         !requires { typename P::mapped_type; } && !requires { in.has_value(); }) {
        P out{};
        std::size_t i = 0;
        for (const auto& e : in) {
            if constexpr (requires { out.push_back(std::declval<typename P::value_type>()); }) out.push_back(plain_of<typename P::value_type>(e));
            else out[i++] = plain_of<typename P::value_type>(e);
        }
        return out;
    } else if constexpr (requires { in.has_value(); }) {
        return in ? P(plain_of<typename P::value_type>(*in)) : P();
    } else {
        return in; // scalars, strings, string maps
    }
}

template <class P, class V>
void assign_plain(P& out, const V& in) {
    [&]<std::size_t... Is>(std::index_sequence<Is...>) {
        ((out.*std::get<Is>(plain::members<P>).pointer =
              plain_of<std::remove_cvref_t<decltype(out.*std::get<Is>(plain::members<P>).pointer)>>(
                  versioned::get<Is>(in))),
         ...);
    }(std::make_index_sequence<std::tuple_size_v<std::remove_cvref_t<decltype(plain::members<P>)>>>{});
}

} // namespace

plain::Perf to_plain(const Perf& v) { return plain_of<plain::Perf>(v); }
plain::PerfArray to_plain(const PerfArray& v) { return plain_of<plain::PerfArray>(v); }

plain::Kube to_plain(const Kube& v) {
    plain::Kube out;
    out.api_version = std::string(kube_group) + "/v1";
    out.kind = v.kind;
    out.metadata = plain_of<plain::ObjectMeta>(v.metadata);
    out.spec = plain_of<plain::DeploymentSpec>(v.spec);
    return out;
}

} // namespace bench
