// The operator's two custom resources: the FooSpec kind of the design document (example.com)
// and the Kubernetes documentation's CronTab (stable.example.com), whose v1 splits v1beta1's
// hostPort ("localhost:1234") into host and port. Copy this file and change the fields.
#ifndef VERSIONED_EXAMPLES_K8S_OPERATOR_API_HPP
#define VERSIONED_EXAMPLES_K8S_OPERATOR_API_HPP

#include <versioned/k8s.hpp>
#include <versioned/versioned.hpp>

#include <charconv>
#include <cstddef>
#include <cstdint>
#include <string>

// ---- Foo (example.com): spec and status ----------------------------------------------------
VERSIONED_VERSIONS(api,
    (v1alpha1, deprecated("use v1beta1")),
    v1beta1,
    v1);

VERSIONED_STRUCT(api, Bar,
    (std::string, image),
    (std::int32_t, cpu_millis, added(v1beta1), doc("CPU request in millicores")));

constexpr std::size_t default_replicas() { return 3; }
constexpr std::uint16_t port_down(std::uint32_t p) { return static_cast<std::uint16_t>(p); }

VERSIONED_STRUCT(api, FooSpec,
    (std::string,   name),
    (std::size_t,   replicas, added(v1beta1, default_with(default_replicas))),
    (std::uint32_t, port,     changed(v1, from_name(host_port), from_type(std::uint16_t),
                                      downgrade_with(port_down))),
    (bool,          legacy,   deprecated(v1, note("no longer read"))),
    (api::Bar<V>,   bar));

VERSIONED_STRUCT(api, FooStatus,
    (std::int32_t, ready_replicas, added(v1beta1)));

VERSIONED_CRD(api, Foo, spec(FooSpec), status(FooStatus),
    group("example.com"), plural("foos"), short_names("fo"), namespaced, storage(v1),
    printer_column("Replicas", "integer", ".spec.replicas"),
    scale(".spec.replicas", ".status.ready_replicas"));

// ---- CronTab (stable.example.com) ---------------------------------------------------------
VERSIONED_VERSIONS(stable, v1beta1, v1);
VERSIONED_KEY_NAMING(stable, camel_case); // cronSpec, hostPort, ...

VERSIONED_STRUCT(stable, CronTabSpec,
    (std::string,   cron_spec),
    (std::string,   image),
    (std::int32_t,  replicas),
    (std::string,   host_port, deprecated(v1, note("use host and port"))),
    (std::string,   host,      added(v1)),
    (std::uint16_t, port,      added(v1)),
    hooks(upgrade(v1), downgrade(v1)));

namespace stable {

// v1beta1 -> v1: host and port from hostPort (field actions cannot split one field in two).
inline void versioned_upgrade(const CronTabSpec<v1beta1>& from, CronTabSpec<v1>& to) {
    const std::string& hp = from.host_port;
    const auto colon = hp.rfind(':');
    to.host = hp.substr(0, colon);
    if (colon != std::string::npos) std::from_chars(hp.data() + colon + 1, hp.data() + hp.size(), to.port);
}

// v1 -> v1beta1: hostPort from host and port.
inline void versioned_downgrade(const CronTabSpec<v1>& from, CronTabSpec<v1beta1>& to) {
    to.host_port = from.host + ":" + std::to_string(from.port);
}

} // namespace stable

VERSIONED_CRD(stable, CronTab, spec(CronTabSpec), group("stable.example.com"), plural("crontabs"),
    short_names("ct"), namespaced, storage(v1));

#endif
