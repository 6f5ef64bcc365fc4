// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
// The benchmark's config document (README.md): a service's config file, 40 fields over seven
// structs -- nested structs, vectors of structs, string maps, optionals, two described enums and
// a versioned one, integers of 16, 32 and 64 bits, signed and not, double, float, booleans --
// declared once, at one version. make_config(n) makes one with n backends (n = 6: ~2 KB of YAML).
#ifndef VERSIONED_BENCH_YAML_TOML_MODEL_HPP
#define VERSIONED_BENCH_YAML_TOML_MODEL_HPP

#include <versioned/versioned.hpp>

#include <boost/describe/enum.hpp>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

VERSIONED_VERSIONS(cfg, v1);

namespace cfg {
enum class environment { development, staging, production };
BOOST_DESCRIBE_ENUM(environment, development, staging, production)
enum class tls_version { tls1_2, tls1_3 };
BOOST_DESCRIBE_ENUM(tls_version, tls1_2, tls1_3)
} // namespace cfg

VERSIONED_ENUM(cfg, LogLevel, (trace), (debug), (info), (warn), (error));

VERSIONED_STRUCT(cfg, Tls,
    (std::string,      cert_file),
    (std::string,      key_file),
    (cfg::tls_version, min_version),
    (bool,             verify_client));

VERSIONED_STRUCT(cfg, Listener,
    (std::string,                 name),
    (std::string,                 host),
    (std::uint16_t,               port),
    (std::optional<cfg::Tls<V>>,  tls),
    (std::uint32_t,               max_connections),
    (std::int64_t,                idle_timeout_ms));

VERSIONED_STRUCT(cfg, HealthCheck,
    (std::string,  path),
    (double,       interval_s),
    (std::int32_t, unhealthy_threshold));

VERSIONED_STRUCT(cfg, Backend,
    (std::string,                        name),
    (std::string,                        url),
    (std::int16_t,                       weight),
    (std::uint32_t,                      timeout_ms),
    (std::optional<cfg::HealthCheck<V>>, health_check),
    ((std::map<std::string, std::string>), headers));

VERSIONED_STRUCT(cfg, Limits,
    (std::uint64_t, max_body_bytes),
    (double,        requests_per_second),
    (std::int32_t,  burst),
    (std::uint16_t, max_header_count));

VERSIONED_STRUCT(cfg, Logging,
    (cfg::LogLevel<V>,           level),
    (std::optional<std::string>, file),
    (bool,                       json),
    (float,                      sample_rate));

VERSIONED_STRUCT(cfg, Config,
    (std::string,                          name),
    (cfg::environment,                     environment),
    (bool,                                 debug),
    (std::int32_t,                         workers),
    (std::int64_t,                         shutdown_grace_ms),
    (std::vector<cfg::Listener<V>>,        listeners),
    (std::vector<cfg::Backend<V>>,         backends),
    (cfg::Limits<V>,                       limits),
    (cfg::Logging<V>,                      logging),
    ((std::map<std::string, std::string>), labels),
    ((std::map<std::string, bool>),        features),
    (std::optional<std::string>,           admin_email),
    (std::vector<std::string>,             tags));

namespace cfg {

using config = Config<v1>;
using level = LogLevel<v1>;

// A config with n backends (every other one with a health check, every third without headers)
// and two listeners (the public one with TLS).
inline config make_config(int n) {
    config c;
    c.name = "billing-gateway";
    c.environment = environment::production;
    c.debug = false;
    c.workers = 16;
    c.shutdown_grace_ms = 30000;
    c.listeners.push_back({"public", "0.0.0.0", 8443,
                           Tls<v1>{"/etc/billing/tls/server.crt", "/etc/billing/tls/server.key", tls_version::tls1_3, true},
                           10000, 75000});
    c.listeners.push_back({"admin", "127.0.0.1", 9090, std::nullopt, 64, 600000});
    for (int i = 0; i < n; ++i) {
        Backend<v1> b;
        const std::string id = std::to_string(i);
        b.name = "ledger-" + id;
        b.url = "http://ledger-" + id + ".billing.svc.cluster.local:8080/api/v2";
        b.weight = static_cast<std::int16_t>(10 + i % 90);
        b.timeout_ms = 2500u + static_cast<std::uint32_t>(i % 7) * 250u;
        if (i % 2 == 0) b.health_check = HealthCheck<v1>{"/healthz", 2.5 + (i % 4) * 0.25, 3 + i % 3};
        if (i % 3 != 2) {
            b.headers["x-service"] = "billing";
            b.headers["x-shard"] = "shard-" + std::to_string(i % 16);
        }
        c.backends.push_back(std::move(b));
    }
    c.limits = {std::uint64_t{8} << 30, 2500.5, 400, 128};
    c.logging = {level::info, std::string("/var/log/billing/gateway.log"), true, 0.25f};
    c.labels = {{"app", "billing-gateway"}, {"team", "payments"}, {"region", "eu-west-1"}, {"tier", "gold"}};
    c.features = {{"batch_settlement", true}, {"legacy_invoices", false}, {"sca_v2", true}};
    c.admin_email = "payments-oncall@example.com";
    c.tags = {"pci", "critical", "eu"};
    return c;
}

} // namespace cfg

#endif
