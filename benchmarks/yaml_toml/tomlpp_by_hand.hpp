// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
// toml++'s route for the benchmark's config (model.hpp), written by hand: a toml::table built
// from the struct and streamed (`os << table`), and the struct taken from toml::parse's table
// (node_view::value<T>(), which range-checks integers; a missing or mistyped value throws).
// Unknown keys pass, as in most such code.
#ifndef VERSIONED_BENCH_YAML_TOML_TOMLPP_BY_HAND_HPP
#define VERSIONED_BENCH_YAML_TOML_TOMLPP_BY_HAND_HPP

#include "model.hpp"

#include <toml++/toml.h>

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

namespace tomlpp_bench {

inline constexpr const char* environment_names[] = {"development", "staging", "production"};
inline constexpr const char* tls_version_names[] = {"tls1_2", "tls1_3"};
inline constexpr const char* level_names[] = {"trace", "debug", "info", "warn", "error"};

// ---- struct -> toml::table ----------------------------------------------------------------

inline ::toml::table strings(const std::map<std::string, std::string>& m) {
    ::toml::table t;
    for (const auto& [k, v] : m) t.insert(k, v);
    return t;
}

inline ::toml::table to_toml(const cfg::Tls<cfg::v1>& v) {
    return ::toml::table{{"cert_file", v.cert_file},
                         {"key_file", v.key_file},
                         {"min_version", tls_version_names[static_cast<int>(v.min_version)]},
                         {"verify_client", v.verify_client}};
}

inline ::toml::table to_toml(const cfg::Listener<cfg::v1>& v) {
    ::toml::table t{{"name", v.name},
                    {"host", v.host},
                    {"port", std::int64_t{v.port}},
                    {"max_connections", std::int64_t{v.max_connections}},
                    {"idle_timeout_ms", v.idle_timeout_ms}};
    if (v.tls) t.insert("tls", to_toml(*v.tls));
    return t;
}

inline ::toml::table to_toml(const cfg::Backend<cfg::v1>& v) {
    ::toml::table t{{"name", v.name},
                    {"url", v.url},
                    {"weight", std::int64_t{v.weight}},
                    {"timeout_ms", std::int64_t{v.timeout_ms}},
                    {"headers", strings(v.headers)}};
    if (v.health_check)
        t.insert("health_check", ::toml::table{{"path", v.health_check->path},
                                               {"interval_s", v.health_check->interval_s},
                                               {"unhealthy_threshold", std::int64_t{v.health_check->unhealthy_threshold}}});
    return t;
}

inline ::toml::table to_toml(const cfg::config& c) {
    ::toml::table t{{"name", c.name},
                    {"environment", environment_names[static_cast<int>(c.environment)]},
                    {"debug", c.debug},
                    {"workers", std::int64_t{c.workers}},
                    {"shutdown_grace_ms", c.shutdown_grace_ms}};
    ::toml::array listeners;
    for (const auto& l : c.listeners) listeners.push_back(to_toml(l));
    t.insert("listeners", std::move(listeners));
    ::toml::array backends;
    for (const auto& b : c.backends) backends.push_back(to_toml(b));
    t.insert("backends", std::move(backends));
    t.insert("limits", ::toml::table{{"max_body_bytes", static_cast<std::int64_t>(c.limits.max_body_bytes)},
                                     {"requests_per_second", c.limits.requests_per_second},
                                     {"burst", std::int64_t{c.limits.burst}},
                                     {"max_header_count", std::int64_t{c.limits.max_header_count}}});
    ::toml::table logging{{"level", level_names[static_cast<int>(c.logging.level)]},
                          {"json", c.logging.json},
                          {"sample_rate", double{c.logging.sample_rate}}};
    if (c.logging.file) logging.insert("file", *c.logging.file);
    t.insert("logging", std::move(logging));
    t.insert("labels", strings(c.labels));
    ::toml::table features;
    for (const auto& [k, v] : c.features) features.insert(k, v);
    t.insert("features", std::move(features));
    if (c.admin_email) t.insert("admin_email", *c.admin_email);
    ::toml::array tags;
    for (const auto& s : c.tags) tags.push_back(s);
    t.insert("tags", std::move(tags));
    return t;
}

// ---- toml::table -> struct ----------------------------------------------------------------

template <class T, class View>
T need(View v) {
    if (auto x = v.template value<T>()) return *x;
    throw std::runtime_error("missing or mistyped value");
}

template <class E, std::size_t N, class View>
E need_enum(View v, const char* const (&names)[N]) {
    const std::string_view s = need<std::string_view>(v);
    for (std::size_t i = 0; i < N; ++i)
        if (s == names[i]) return static_cast<E>(i);
    throw std::runtime_error("not an enumerator");
}

inline const ::toml::table& need_table(::toml::node_view<const ::toml::node> v) {
    if (const auto* t = v.as_table()) return *t;
    throw std::runtime_error("not a table");
}

inline const ::toml::array& need_array(::toml::node_view<const ::toml::node> v) {
    if (const auto* a = v.as_array()) return *a;
    throw std::runtime_error("not an array");
}

inline std::map<std::string, std::string> strings_from(const ::toml::table& t) {
    std::map<std::string, std::string> m;
    for (const auto& [k, v] : t) m.emplace(std::string(k.str()), need<std::string>(::toml::node_view<const ::toml::node>(v)));
    return m;
}

inline cfg::config from_toml(const ::toml::table& root) {
    using view = ::toml::node_view<const ::toml::node>;
    const view t(root);
    cfg::config c;
    c.name = need<std::string>(t["name"]);
    c.environment = need_enum<cfg::environment>(t["environment"], environment_names);
    c.debug = need<bool>(t["debug"]);
    c.workers = need<std::int32_t>(t["workers"]);
    c.shutdown_grace_ms = need<std::int64_t>(t["shutdown_grace_ms"]);
    for (const auto& node : need_array(t["listeners"])) {
        const view l(node);
        cfg::Listener<cfg::v1> x;
        x.name = need<std::string>(l["name"]);
        x.host = need<std::string>(l["host"]);
        x.port = need<std::uint16_t>(l["port"]);
        if (const view tls = l["tls"]) {
            x.tls.emplace();
            x.tls->cert_file = need<std::string>(tls["cert_file"]);
            x.tls->key_file = need<std::string>(tls["key_file"]);
            x.tls->min_version = need_enum<cfg::tls_version>(tls["min_version"], tls_version_names);
            x.tls->verify_client = need<bool>(tls["verify_client"]);
        }
        x.max_connections = need<std::uint32_t>(l["max_connections"]);
        x.idle_timeout_ms = need<std::int64_t>(l["idle_timeout_ms"]);
        c.listeners.push_back(std::move(x));
    }
    for (const auto& node : need_array(t["backends"])) {
        const view b(node);
        cfg::Backend<cfg::v1> x;
        x.name = need<std::string>(b["name"]);
        x.url = need<std::string>(b["url"]);
        x.weight = need<std::int16_t>(b["weight"]);
        x.timeout_ms = need<std::uint32_t>(b["timeout_ms"]);
        if (const view h = b["health_check"]) {
            x.health_check.emplace();
            x.health_check->path = need<std::string>(h["path"]);
            x.health_check->interval_s = need<double>(h["interval_s"]);
            x.health_check->unhealthy_threshold = need<std::int32_t>(h["unhealthy_threshold"]);
        }
        x.headers = strings_from(need_table(b["headers"]));
        c.backends.push_back(std::move(x));
    }
    const view limits = t["limits"];
    c.limits.max_body_bytes = need<std::uint64_t>(limits["max_body_bytes"]);
    c.limits.requests_per_second = need<double>(limits["requests_per_second"]);
    c.limits.burst = need<std::int32_t>(limits["burst"]);
    c.limits.max_header_count = need<std::uint16_t>(limits["max_header_count"]);
    const view logging = t["logging"];
    c.logging.level = need_enum<cfg::level>(logging["level"], level_names);
    if (const view f = logging["file"]) c.logging.file = need<std::string>(f);
    c.logging.json = need<bool>(logging["json"]);
    c.logging.sample_rate = need<float>(logging["sample_rate"]);
    c.labels = strings_from(need_table(t["labels"]));
    for (const auto& [k, v] : need_table(t["features"])) c.features.emplace(std::string(k.str()), need<bool>(view(v)));
    if (const view a = t["admin_email"]) c.admin_email = need<std::string>(a);
    for (const auto& node : need_array(t["tags"])) c.tags.push_back(need<std::string>(view(node)));
    return c;
}

} // namespace tomlpp_bench

#endif
