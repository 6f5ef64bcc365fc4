// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_K8S_WEBHOOK_OPTIONS_HPP
#define VERSIONED_K8S_WEBHOOK_OPTIONS_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// What the conversion webhook server (<versioned/k8s/webhook_server.hpp>) can be told, and the
// handler it answers ConversionReviews with. Light: no Boost.Beast here.

#include <versioned/k8s/convert_review.hpp>

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>

namespace versioned::k8s {

// Everything the server can be told. The defaults are those of controller-runtime's webhook
// server where it has one (port 9443, the certificate directory it mounts).
struct webhook_options {
    std::string address = "0.0.0.0";
    std::uint16_t port = 9443; // 0: a free port, see webhook_server::port()
    // PEM files as cert-manager mounts them from a kubernetes.io/tls secret; re-read before a
    // handshake whenever their size, time or inode changed (a secret update swaps a symlink).
    std::string cert_file = "/tmp/k8s-webhook-server/serving-certs/tls.crt";
    std::string key_file = "/tmp/k8s-webhook-server/serving-certs/tls.key";
    bool plain_http = false; // for local testing only: the API server speaks HTTPS
    std::string convert_path = "/convert"; // a query (?timeout=30s) is accepted and ignored
    std::size_t threads = 0;               // 0: std::thread::hardware_concurrency()
    std::size_t body_limit = 3 * 1024 * 1024; // bytes; larger: 413 (the API server's own limit is 3 MiB)
    std::size_t header_limit = 16 * 1024;     // bytes; larger: 431
    // A client has header_timeout from its first byte (or from the connection) for the whole
    // header, then body_timeout for the body; a kept-alive connection may wait idle_timeout
    // for its next request (longer than the API server's 90 s idle pool, which would otherwise
    // race the close with a request).
    std::chrono::milliseconds header_timeout{10'000};
    std::chrono::milliseconds body_timeout{30'000};
    std::chrono::milliseconds idle_timeout{120'000};
    // On SIGTERM/SIGINT (or request_stop): stop accepting, close idle connections, let requests
    // already received finish within this, then close what is left.
    std::chrono::milliseconds shutdown_deadline{20'000};
    bool handle_signals = true;
    // The residue annotation; the observer, if any, is called after the server's own.
    review_options review;
    // One JSON object per line (requests, TLS failures, certificate reloads, start, stop);
    // empty: written to std::clog.
    std::function<void(std::string_view line)> log;
};

// What answers a ConversionReview body; convert_review<Kinds...> is one (review_handler).
using conversion_handler = std::function<review_response(std::string_view body, const review_options&)>;

template <template <class> class... Kinds>
conversion_handler review_handler() {
    return [](std::string_view body, const review_options& options) {
        return convert_review<Kinds...>(body, options);
    };
}

} // namespace versioned::k8s

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_K8S_WEBHOOK_OPTIONS_HPP
