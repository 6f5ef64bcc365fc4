// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_K8S_WEBHOOK_OPTIONS_HPP
#define VERSIONED_K8S_WEBHOOK_OPTIONS_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// What the conversion webhook server (<versioned/k8s/webhook_server.hpp>) can be told, and the
// handler it answers ConversionReviews with. Light: no Boost.Beast here.

#include <versioned/k8s/convert_review.hpp>
#include <versioned/k8s/detail/kind_converter.hpp>

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace versioned::k8s {

// Everything the server can be told. The defaults are those of controller-runtime's webhook
// server where it has one (port 9443, the certificate directory it mounts); the limits keep the
// example deployment (128 MiB) within its memory under attack (docs/webhook-server.md).
struct webhook_options {
    std::string address = "0.0.0.0"; // an IPv4 or IPv6 address
    std::uint16_t port = 9443;        // 0: a free port, see webhook_server::port()
    // PEM files as cert-manager mounts them from a kubernetes.io/tls secret; re-read before a
    // handshake whenever their size, time or inode changed (a secret update swaps a symlink).
    std::string cert_file = "/tmp/k8s-webhook-server/serving-certs/tls.crt";
    std::string key_file = "/tmp/k8s-webhook-server/serving-certs/tls.key";
    // TLS 1.2 cipher suites (OpenSSL syntax): forward-secret AEAD only. TLS 1.3 suites are
    // OpenSSL's, all of them forward-secret AEAD.
    std::string tls_ciphers = "ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:"
                              "ECDHE-ECDSA-AES256-GCM-SHA384:ECDHE-RSA-AES256-GCM-SHA384:"
                              "ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305";
    bool plain_http = false;               // for local testing only: the API server speaks HTTPS
    std::string convert_path = "/convert"; // must start with '/'; a query (?timeout=30s) is ignored
    std::size_t threads = 0;               // 0: std::thread::hardware_concurrency()
    std::size_t body_limit = 3 * 1024 * 1024; // bytes; larger: 413 (the API server's own limit is 3 MiB)
    std::size_t header_limit = 16 * 1024;     // bytes; larger: 431
    // Connections open at once; at the limit the server stops accepting (new connections wait
    // in the listen backlog) until one closes.
    std::size_t max_connections = 256;
    // Request bodies (by Content-Length, or chunk by chunk) and responses held at once; a
    // request that would go over is answered 503 with Retry-After before its body is read.
    // At least body_limit.
    std::size_t max_in_flight_bytes = 24 * 1024 * 1024;
    // A client has header_timeout from its first byte (or from the connection) for the whole
    // header, then body_timeout for the body; a kept-alive connection may wait idle_timeout
    // for its next request (longer than the API server's 90 s idle pool, which would otherwise
    // race the close with a request).
    std::chrono::milliseconds header_timeout{10'000};
    std::chrono::milliseconds body_timeout{30'000};
    std::chrono::milliseconds idle_timeout{120'000};
    // On SIGTERM/SIGINT (or request_stop): /readyz answers 503 at once and every response says
    // Connection: close, while the listener stays open for shutdown_delay (endpoints and load
    // balancers stop sending here meanwhile). Then the listener closes, idle connections are
    // closed (TLS close_notify), and requests under way finish within shutdown_deadline; a body
    // still arriving then is answered 503. A second signal exits at once.
    std::chrono::milliseconds shutdown_delay{5'000};
    std::chrono::milliseconds shutdown_deadline{20'000};
    bool handle_signals = true;
    // The residue annotation; the observer, if any, is called after the server's own.
    review_options review;
    // One JSON object per line (requests, TLS failures, certificate reloads, start, stop),
    // written by a thread of its own from a queue of at most log_queue_bytes: a slow sink never
    // stalls a request; lines that do not fit are dropped and counted (in /metrics and in a
    // line once the sink catches up). Empty: written to std::clog.
    std::function<void(std::string_view line)> log;
    std::size_t log_queue_bytes = 1024 * 1024;
    // Log GET/HEAD /healthz, /readyz and /metrics when answered below 400 (kubelet probes and
    // Prometheus scrapes, every few seconds).
    bool log_probes = false;
};

// What answers a ConversionReview body; convert_review<Kinds...> is one (review_handler).
using conversion_handler = std::function<review_response(std::string_view body, const review_options&)>;

// A kind a handler converts. The server's metrics are labelled with these kinds and their
// apiVersions only (anything else is "other"): request data never becomes a time series.
struct served_kind {
    std::string group;                 // "stable.example.com"
    std::string kind;                  // "CronTab"
    std::vector<std::string> versions; // "v1beta1", "v1"
};

// A conversion handler with the kinds it converts; review_handler<Kinds...>() makes one. It is
// itself callable, so it also converts to a conversion_handler.
struct webhook_handler {
    conversion_handler convert;
    std::vector<served_kind> kinds; // empty: every kind and version is labelled "other"
    review_response operator()(std::string_view body, const review_options& options) const {
        return convert(body, options);
    }
};

// The kinds declared by VERSIONED_CRD, as the server's metrics name them.
template <template <class> class... Kinds>
std::vector<served_kind> served_kinds() {
    std::vector<served_kind> out;
    (
        [&] {
            using C = detail::kind_converter<Kinds>;
            served_kind k{std::string(C::group), std::string(C::kind), {}};
            for (std::size_t i = 0; i < C::version_count; ++i)
                k.versions.emplace_back(::versioned::detail::version_list_traits<typename C::versions>::names[i]);
            out.push_back(std::move(k));
        }(),
        ...);
    return out;
}

template <template <class> class... Kinds>
webhook_handler review_handler() {
    return {[](std::string_view body, const review_options& options) { return convert_review<Kinds...>(body, options); },
            served_kinds<Kinds...>()};
}

} // namespace versioned::k8s

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_K8S_WEBHOOK_OPTIONS_HPP
