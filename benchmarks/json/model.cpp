// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#include "model.hpp"

namespace bench {

Spec sample() {
    Spec s;
    s.name = "frontend-web-service";
    s.namespace_name = "production-eu-west-1";
    s.replicas = 12;
    s.image = "registry.example.com/storefront/frontend:v2.14.3";
    s.labels = {{"app", "frontend"}, {"tier", "web"}, {"team", "storefront"}, {"release", "2026-11-23"},
                {"cost-center", "cc-4711"}};
    s.ports = {{"http", 8080, "TCP"}, {"metrics", 9090, "TCP"}, {"grpc", 50051, "TCP"}};
    s.resources = {1500, 2048, std::nullopt};
    s.weights = {0.25, 0.5, 0.125, 1.0, 0.75, 0.333, 0.6667, 0.9, 1e-3, 12.5};
    s.samples = {12, 345, 6789, 101112, 13141516, -17, 1800000000000, 19, 20, 21, 22, 23};
    s.description = "Serves the storefront's web pages; \"frontend\" tier, scaled by the HPA.";
    s.enabled = true;
    s.timeout_seconds = 30.5;
    s.max_surge = std::nullopt;
    return s;
}

Spec copy_of(const Spec& s) { return s; }

plain::Spec to_plain(const Spec& s) {
    plain::Spec p;
    p.name = s.name;
    p.namespace_name = s.namespace_name;
    p.replicas = s.replicas;
    p.image = s.image;
    p.labels = s.labels;
    for (const auto& port : s.ports) p.ports.push_back({port.name, port.container_port, port.protocol});
    p.resources = {s.resources.cpu_millis, s.resources.memory_mib, s.resources.gpus};
    p.weights = s.weights;
    p.samples = s.samples;
    p.description = s.description;
    p.enabled = s.enabled;
    p.timeout_seconds = s.timeout_seconds;
    p.max_surge = s.max_surge;
    return p;
}

} // namespace bench
