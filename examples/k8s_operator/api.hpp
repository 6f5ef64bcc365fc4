// The operator's two custom resources: the FooSpec kind of the README's tour (example.com)
// and the Kubernetes documentation's CronTab (stable.example.com), whose v1 splits v1beta1's
// hostPort ("localhost:1234") into host and port, losslessly both ways (tests/k8s/operator_api.cpp
// checks it for generated objects). Copy this file and change the fields.
#ifndef VERSIONED_EXAMPLES_K8S_OPERATOR_API_HPP
#define VERSIONED_EXAMPLES_K8S_OPERATOR_API_HPP

#include <versioned/k8s.hpp>
#include <versioned/versioned.hpp>

#include <charconv>
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>

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

// hostPort "host:port" as v1's host and port: host before the last ':' (all of it without one),
// port the number after it (0 when there is none, or none that fits). Both hooks use it, so
// they agree on what a hostPort says.
struct host_port_parts {
    std::string host;
    std::uint16_t port = 0;
    friend bool operator==(const host_port_parts&, const host_port_parts&) = default;
};
inline host_port_parts split_host_port(const std::string& hp) {
    host_port_parts out;
    const auto colon = hp.rfind(':');
    out.host = hp.substr(0, colon);
    if (colon != std::string::npos) std::from_chars(hp.data() + colon + 1, hp.data() + hp.size(), out.port);
    return out;
}

// v1beta1 -> v1: host and port from hostPort (field actions cannot split one field in two).
// v1 keeps the hostPort as it came, as deprecatedHostPort.
inline void versioned_upgrade(const CronTabSpec<v1beta1>& from, CronTabSpec<v1>& to) {
    host_port_parts parts = split_host_port(from.host_port);
    to.host = std::move(parts.host);
    to.port = parts.port;
}

// v1 -> v1beta1: the step before this hook has put v1's deprecatedHostPort into hostPort; it
// stays when it still says host and port ("localhost" stays "localhost", not "localhost:0"),
// else hostPort is written from them (a client edited host or port at v1). So v1beta1 -> v1 ->
// v1beta1 gives back every hostPort, and v1 -> v1beta1 -> v1 every host and port (the
// webhook's residue keeps a deprecatedHostPort that was overwritten).
inline void versioned_downgrade(const CronTabSpec<v1>& from, CronTabSpec<v1beta1>& to) {
    if (split_host_port(to.host_port) == host_port_parts{from.host, from.port}) return;
    to.host_port = from.host + ":" + std::to_string(from.port);
}

} // namespace stable

VERSIONED_CRD(stable, CronTab, spec(CronTabSpec), group("stable.example.com"), plural("crontabs"),
    short_names("ct"), namespaced, storage(v1));

#endif
