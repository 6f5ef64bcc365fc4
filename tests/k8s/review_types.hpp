// Kinds of the ConversionReview tests: the Kubernetes documentation's CronTab (hostPort split
// into host and port by hooks) in group example.com, beside crd_types.hpp's Foo of the same
// group, so one webhook serves two kinds.
#ifndef VERSIONED_TESTS_K8S_REVIEW_TYPES_HPP
#define VERSIONED_TESTS_K8S_REVIEW_TYPES_HPP

#include "crd_types.hpp"

#include <versioned/k8s.hpp>
#include <versioned/versioned.hpp>

#include <optional>
#include <stdexcept>
#include <string>

VERSIONED_VERSIONS(docs, v1beta1, v1);
VERSIONED_KEY_NAMING(docs, camel_case);

// The documentation's objects carry only hostPort; cronSpec and image are optional so they read.
VERSIONED_STRUCT(docs, CronTabSpec,
    (std::optional<std::string>, cron_spec),
    (std::optional<std::string>, image),
    (std::optional<std::string>, host_port, deprecated(v1, note("use host and port"))),
    (std::optional<std::string>, host, added(v1)),
    (std::optional<std::string>, port, added(v1)),
    hooks(upgrade(v1), downgrade(v1)));

namespace docs {

// v1beta1 -> v1: "localhost:1234" becomes host "localhost", port "1234"; hostPort is gone.
inline void versioned_upgrade(const CronTabSpec<v1beta1>& from, CronTabSpec<v1>& to) {
    if (!from.host_port) return;
    const std::string& hp = *from.host_port;
    if (hp.empty()) throw std::invalid_argument("hostPort is empty"); // a hook may refuse a value

    const auto colon = hp.rfind(':');
    to.host = hp.substr(0, colon);
    if (colon != std::string::npos) to.port = hp.substr(colon + 1);
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
    to.deprecated_host_port.reset();
#pragma GCC diagnostic pop
}

// v1 -> v1beta1: hostPort from host and port.
inline void versioned_downgrade(const CronTabSpec<v1>& from, CronTabSpec<v1beta1>& to) {
    if (from.host || from.port) to.host_port = from.host.value_or("") + ":" + from.port.value_or("");
}

} // namespace docs

VERSIONED_CRD(docs, CronTab, spec(CronTabSpec), group("example.com"), plural("crontabs"), short_names("ct"),
    namespaced, storage(v1));

#endif
