// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_K8S_DETAIL_WEBHOOK_METRICS_HPP
#define VERSIONED_K8S_DETAIL_WEBHOOK_METRICS_HPP

// The webhook server's metrics, in the Prometheus text exposition format.

#include <versioned/k8s/review_options.hpp>

#include <algorithm>
#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <map>
#include <mutex>
#include <string>
#include <string_view>
#include <tuple>

namespace versioned::k8s::detail {

inline std::string_view webhook_outcome_name(conversion_outcome o) noexcept {
    switch (o) {
        case conversion_outcome::success: return "success";
        case conversion_outcome::failure: return "failure";
        case conversion_outcome::bad_request: return "bad_request";
    }
    return "unknown";
}

// Prometheus text exposition format 0.0.4 label value escaping.
inline void webhook_label_escape(std::string& out, std::string_view s) {
    for (char c : s) {
        if (c == '\\') out += "\\\\";
        else if (c == '"') out += "\\\"";
        else if (c == '\n') out += "\\n";
        else out += c;
    }
}

// The server's metrics. Counters keyed by labels live under a mutex (a few map updates per
// request); the gauges are atomics.
class webhook_metrics {
public:
    static constexpr std::array<double, 14> buckets{0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05,
                                                    0.1,    0.25,  0.5,    1,     2.5,   5,    10};

    void request(std::string_view handler, std::string_view outcome, int code, double seconds) {
        std::lock_guard lock(mutex_);
        ++requests_[{std::string(handler), std::string(outcome), code}];
        if (handler == "convert") {
            auto it = std::lower_bound(buckets.begin(), buckets.end(), seconds);
            ++bucket_counts_[static_cast<std::size_t>(it - buckets.begin())];
            latency_sum_ += seconds;
            ++latency_count_;
        }
    }
    void object(std::string_view kind, std::string_view from, std::string_view to, conversion_outcome outcome) {
        std::lock_guard lock(mutex_);
        ++objects_[{std::string(kind), std::string(from), std::string(to), std::string(webhook_outcome_name(outcome))}];
    }

    std::atomic<std::int64_t> in_flight{0};
    std::atomic<std::uint64_t> connections{0};
    std::atomic<std::uint64_t> tls_handshake_failures{0};
    std::atomic<std::uint64_t> certificate_reloads{0};
    std::atomic<std::uint64_t> certificate_reload_failures{0};
    std::atomic<std::int64_t> certificate_expiry{0}; // unix seconds of notAfter; 0: plain HTTP

    std::string text(bool tls) const {
        std::string out;
        auto header = [&](std::string_view name, std::string_view type, std::string_view help) {
            out += "# HELP ";
            out += name;
            out += ' ';
            out += help;
            out += "\n# TYPE ";
            out += name;
            out += ' ';
            out += type;
            out += '\n';
        };
        auto label = [&](std::string_view key, std::string_view value, bool first) {
            out += first ? "" : ",";
            out += key;
            out += "=\"";
            webhook_label_escape(out, value);
            out += '"';
        };
        auto number = [&](double v) {
            char buf[40];
            std::snprintf(buf, sizeof buf, "%.17g", v);
            out += buf;
        };
        std::lock_guard lock(mutex_);
        header("versioned_webhook_requests_total", "counter",
               "HTTP requests answered, by handler, outcome and status code.");
        for (const auto& [key, count] : requests_) {
            out += "versioned_webhook_requests_total{";
            label("handler", std::get<0>(key), true);
            label("outcome", std::get<1>(key), false);
            label("code", std::to_string(std::get<2>(key)), false);
            out += "} " + std::to_string(count) + "\n";
        }
        header("versioned_webhook_converted_objects_total", "counter",
               "Objects seen by conversion reviews, by kind, source and desired apiVersion and outcome.");
        for (const auto& [key, count] : objects_) {
            out += "versioned_webhook_converted_objects_total{";
            label("kind", std::get<0>(key), true);
            label("from", std::get<1>(key), false);
            label("to", std::get<2>(key), false);
            label("outcome", std::get<3>(key), false);
            out += "} " + std::to_string(count) + "\n";
        }
        header("versioned_webhook_request_duration_seconds", "histogram",
               "Time from a conversion request's first byte to its response written.");
        std::uint64_t cumulative = 0;
        for (std::size_t i = 0; i < buckets.size(); ++i) {
            cumulative += bucket_counts_[i];
            out += "versioned_webhook_request_duration_seconds_bucket{le=\"";
            number(buckets[i]);
            out += "\"} " + std::to_string(cumulative) + "\n";
        }
        cumulative += bucket_counts_[buckets.size()];
        out += "versioned_webhook_request_duration_seconds_bucket{le=\"+Inf\"} " + std::to_string(cumulative) + "\n";
        out += "versioned_webhook_request_duration_seconds_sum ";
        number(latency_sum_);
        out += "\nversioned_webhook_request_duration_seconds_count " + std::to_string(latency_count_) + "\n";
        header("versioned_webhook_requests_in_flight", "gauge", "Requests received and not yet answered.");
        out += "versioned_webhook_requests_in_flight " + std::to_string(in_flight.load()) + "\n";
        header("versioned_webhook_connections_total", "counter", "Connections accepted.");
        out += "versioned_webhook_connections_total " + std::to_string(connections.load()) + "\n";
        header("versioned_webhook_tls_handshake_failures_total", "counter", "TLS handshakes that failed.");
        out += "versioned_webhook_tls_handshake_failures_total " + std::to_string(tls_handshake_failures.load()) + "\n";
        header("versioned_webhook_certificate_reloads_total", "counter",
               "Times the certificate files changed and were loaded, by result.");
        out += "versioned_webhook_certificate_reloads_total{result=\"success\"} " +
               std::to_string(certificate_reloads.load()) + "\n";
        out += "versioned_webhook_certificate_reloads_total{result=\"failure\"} " +
               std::to_string(certificate_reload_failures.load()) + "\n";
        if (tls) {
            header("versioned_webhook_certificate_expiry_timestamp_seconds", "gauge",
                   "notAfter of the serving certificate, in seconds since the Unix epoch.");
            out += "versioned_webhook_certificate_expiry_timestamp_seconds " +
                   std::to_string(certificate_expiry.load()) + "\n";
        }
        return out;
    }

private:
    mutable std::mutex mutex_;
    std::map<std::tuple<std::string, std::string, int>, std::uint64_t> requests_;
    std::map<std::tuple<std::string, std::string, std::string, std::string>, std::uint64_t> objects_;
    std::array<std::uint64_t, buckets.size() + 1> bucket_counts_{};
    double latency_sum_ = 0;
    std::uint64_t latency_count_ = 0;
};

} // namespace versioned::k8s::detail

#endif // VERSIONED_K8S_DETAIL_WEBHOOK_METRICS_HPP
