// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
// yaml-cpp's typed route for the benchmark's config (model.hpp), written by hand as its users
// write it: YAML::convert<T> with encode (for YAML::Node(value) and the Emitter) and decode (for
// node.as<T>()). Like most such code it checks what as<T>() checks (types, integer ranges,
// missing required keys throw YAML::InvalidNode / BadConversion) and nothing more: unknown and
// duplicate keys pass, and `yes` is a boolean (YAML 1.1).
#ifndef VERSIONED_BENCH_YAML_TOML_YAMLCPP_CONVERT_HPP
#define VERSIONED_BENCH_YAML_TOML_YAMLCPP_CONVERT_HPP

#include "model.hpp"

#include <yaml-cpp/yaml.h>

#include <string>

namespace yamlcpp_bench {

template <class E, std::size_t N>
bool enum_decode(const YAML::Node& n, E& out, const char* const (&names)[N]) {
    if (!n.IsScalar()) return false;
    const std::string& s = n.Scalar();
    for (std::size_t i = 0; i < N; ++i)
        if (s == names[i]) {
            out = static_cast<E>(i);
            return true;
        }
    return false;
}

inline constexpr const char* environment_names[] = {"development", "staging", "production"};
inline constexpr const char* tls_version_names[] = {"tls1_2", "tls1_3"};
inline constexpr const char* level_names[] = {"trace", "debug", "info", "warn", "error"};

} // namespace yamlcpp_bench

namespace YAML {

template <>
struct convert<cfg::environment> {
    static Node encode(cfg::environment v) { return Node(yamlcpp_bench::environment_names[static_cast<int>(v)]); }
    static bool decode(const Node& n, cfg::environment& v) {
        return yamlcpp_bench::enum_decode(n, v, yamlcpp_bench::environment_names);
    }
};

template <>
struct convert<cfg::tls_version> {
    static Node encode(cfg::tls_version v) { return Node(yamlcpp_bench::tls_version_names[static_cast<int>(v)]); }
    static bool decode(const Node& n, cfg::tls_version& v) {
        return yamlcpp_bench::enum_decode(n, v, yamlcpp_bench::tls_version_names);
    }
};

template <>
struct convert<cfg::level> {
    static Node encode(cfg::level v) { return Node(yamlcpp_bench::level_names[static_cast<int>(v)]); }
    static bool decode(const Node& n, cfg::level& v) { return yamlcpp_bench::enum_decode(n, v, yamlcpp_bench::level_names); }
};

template <>
struct convert<cfg::Tls<cfg::v1>> {
    static Node encode(const cfg::Tls<cfg::v1>& v) {
        Node n;
        n["cert_file"] = v.cert_file;
        n["key_file"] = v.key_file;
        n["min_version"] = v.min_version;
        n["verify_client"] = v.verify_client;
        return n;
    }
    static bool decode(const Node& n, cfg::Tls<cfg::v1>& v) {
        if (!n.IsMap()) return false;
        v.cert_file = n["cert_file"].as<std::string>();
        v.key_file = n["key_file"].as<std::string>();
        v.min_version = n["min_version"].as<cfg::tls_version>();
        v.verify_client = n["verify_client"].as<bool>();
        return true;
    }
};

template <>
struct convert<cfg::Listener<cfg::v1>> {
    static Node encode(const cfg::Listener<cfg::v1>& v) {
        Node n;
        n["name"] = v.name;
        n["host"] = v.host;
        n["port"] = v.port;
        if (v.tls) n["tls"] = *v.tls;
        n["max_connections"] = v.max_connections;
        n["idle_timeout_ms"] = v.idle_timeout_ms;
        return n;
    }
    static bool decode(const Node& n, cfg::Listener<cfg::v1>& v) {
        if (!n.IsMap()) return false;
        v.name = n["name"].as<std::string>();
        v.host = n["host"].as<std::string>();
        v.port = n["port"].as<std::uint16_t>();
        if (const Node tls = n["tls"]; tls && !tls.IsNull()) v.tls = tls.as<cfg::Tls<cfg::v1>>();
        else v.tls.reset();
        v.max_connections = n["max_connections"].as<std::uint32_t>();
        v.idle_timeout_ms = n["idle_timeout_ms"].as<std::int64_t>();
        return true;
    }
};

template <>
struct convert<cfg::HealthCheck<cfg::v1>> {
    static Node encode(const cfg::HealthCheck<cfg::v1>& v) {
        Node n;
        n["path"] = v.path;
        n["interval_s"] = v.interval_s;
        n["unhealthy_threshold"] = v.unhealthy_threshold;
        return n;
    }
    static bool decode(const Node& n, cfg::HealthCheck<cfg::v1>& v) {
        if (!n.IsMap()) return false;
        v.path = n["path"].as<std::string>();
        v.interval_s = n["interval_s"].as<double>();
        v.unhealthy_threshold = n["unhealthy_threshold"].as<std::int32_t>();
        return true;
    }
};

template <>
struct convert<cfg::Backend<cfg::v1>> {
    static Node encode(const cfg::Backend<cfg::v1>& v) {
        Node n;
        n["name"] = v.name;
        n["url"] = v.url;
        n["weight"] = v.weight;
        n["timeout_ms"] = v.timeout_ms;
        if (v.health_check) n["health_check"] = *v.health_check;
        n["headers"] = v.headers;
        return n;
    }
    static bool decode(const Node& n, cfg::Backend<cfg::v1>& v) {
        if (!n.IsMap()) return false;
        v.name = n["name"].as<std::string>();
        v.url = n["url"].as<std::string>();
        v.weight = n["weight"].as<std::int16_t>();
        v.timeout_ms = n["timeout_ms"].as<std::uint32_t>();
        if (const Node h = n["health_check"]; h && !h.IsNull()) v.health_check = h.as<cfg::HealthCheck<cfg::v1>>();
        else v.health_check.reset();
        v.headers = n["headers"].as<std::map<std::string, std::string>>();
        return true;
    }
};

template <>
struct convert<cfg::Limits<cfg::v1>> {
    static Node encode(const cfg::Limits<cfg::v1>& v) {
        Node n;
        n["max_body_bytes"] = v.max_body_bytes;
        n["requests_per_second"] = v.requests_per_second;
        n["burst"] = v.burst;
        n["max_header_count"] = v.max_header_count;
        return n;
    }
    static bool decode(const Node& n, cfg::Limits<cfg::v1>& v) {
        if (!n.IsMap()) return false;
        v.max_body_bytes = n["max_body_bytes"].as<std::uint64_t>();
        v.requests_per_second = n["requests_per_second"].as<double>();
        v.burst = n["burst"].as<std::int32_t>();
        v.max_header_count = n["max_header_count"].as<std::uint16_t>();
        return true;
    }
};

template <>
struct convert<cfg::Logging<cfg::v1>> {
    static Node encode(const cfg::Logging<cfg::v1>& v) {
        Node n;
        n["level"] = v.level;
        if (v.file) n["file"] = *v.file;
        n["json"] = v.json;
        n["sample_rate"] = v.sample_rate;
        return n;
    }
    static bool decode(const Node& n, cfg::Logging<cfg::v1>& v) {
        if (!n.IsMap()) return false;
        v.level = n["level"].as<cfg::level>();
        if (const Node f = n["file"]; f && !f.IsNull()) v.file = f.as<std::string>();
        else v.file.reset();
        v.json = n["json"].as<bool>();
        v.sample_rate = n["sample_rate"].as<float>();
        return true;
    }
};

template <>
struct convert<cfg::config> {
    static Node encode(const cfg::config& v) {
        Node n;
        n["name"] = v.name;
        n["environment"] = v.environment;
        n["debug"] = v.debug;
        n["workers"] = v.workers;
        n["shutdown_grace_ms"] = v.shutdown_grace_ms;
        n["listeners"] = v.listeners;
        n["backends"] = v.backends;
        n["limits"] = v.limits;
        n["logging"] = v.logging;
        n["labels"] = v.labels;
        n["features"] = v.features;
        if (v.admin_email) n["admin_email"] = *v.admin_email;
        n["tags"] = v.tags;
        return n;
    }
    static bool decode(const Node& n, cfg::config& v) {
        if (!n.IsMap()) return false;
        v.name = n["name"].as<std::string>();
        v.environment = n["environment"].as<cfg::environment>();
        v.debug = n["debug"].as<bool>();
        v.workers = n["workers"].as<std::int32_t>();
        v.shutdown_grace_ms = n["shutdown_grace_ms"].as<std::int64_t>();
        v.listeners = n["listeners"].as<std::vector<cfg::Listener<cfg::v1>>>();
        v.backends = n["backends"].as<std::vector<cfg::Backend<cfg::v1>>>();
        v.limits = n["limits"].as<cfg::Limits<cfg::v1>>();
        v.logging = n["logging"].as<cfg::Logging<cfg::v1>>();
        v.labels = n["labels"].as<std::map<std::string, std::string>>();
        v.features = n["features"].as<std::map<std::string, bool>>();
        if (const Node a = n["admin_email"]; a && !a.IsNull()) v.admin_email = a.as<std::string>();
        else v.admin_email.reset();
        v.tags = n["tags"].as<std::vector<std::string>>();
        return true;
    }
};

} // namespace YAML

#endif
