// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_K8S_DETAIL_WEBHOOK_METRICS_HPP
#define VERSIONED_K8S_DETAIL_WEBHOOK_METRICS_HPP

// The webhook server's metrics, in the Prometheus text exposition format.

#include <versioned/k8s/review_options.hpp>

#include <algorithm>
#include <array>
#include <atomic>
#include <charconv>
#include <cstddef>
#include <cstdint>
#include <map>
#include <mutex>
#include <string>
#include <string_view>
#include <system_error>
#include <tuple>
#include <vector>

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

// A number as Prometheus' Go client writes it (strconv 'g', shortest: 0.0005, 2.5, 1e-05),
// except that whole numbers (counters, bytes) are written whole: 15728640, not 1.572864e+07.
inline void webhook_number(std::string& out, double v) {
    char buf[64];
    std::to_chars_result r{};
    if (v > -9.0e15 && v < 9.0e15 && v == static_cast<double>(static_cast<std::int64_t>(v))) // NaN: false
        r = std::to_chars(buf, buf + sizeof buf, static_cast<std::int64_t>(v));
    else
        r = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::general);
    out.append(buf, r.ec == std::errc{} ? r.ptr : buf);
}

// The server's metrics. Counters keyed by labels live under a mutex (a few map updates per
// request, keys of static or server-owned strings: no allocation once a series exists); the
// gauges are atomics. Labels take only values the server knows (see served()).
class webhook_metrics {
public:
    static constexpr std::array<double, 14> buckets{0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05,
                                                    0.1,    0.25,  0.5,    1,     2.5,   5,    10};

    // The kinds and apiVersions (group/version) that may label converted_objects_total; any
    // other value is "other". Called before serving.
    void served(const std::vector<std::string>& kinds, const std::vector<std::string>& api_versions) {
        kinds_ = kinds;
        api_versions_ = api_versions;
    }

    // handler and outcome: strings of static storage (the server's own names).
    void request(std::string_view handler, std::string_view outcome, int code, double seconds) {
        std::lock_guard lock(mutex_);
        ++requests_[{handler, outcome, code}];
        if (handler == "convert") {
            auto it = std::lower_bound(buckets.begin(), buckets.end(), seconds);
            ++bucket_counts_[static_cast<std::size_t>(it - buckets.begin())];
            latency_sum_ += seconds;
            ++latency_count_;
        }
    }
    void object(std::string_view kind, std::string_view from, std::string_view to, conversion_outcome outcome) {
        auto k = known(kinds_, kind), f = known(api_versions_, from), t = known(api_versions_, to);
        std::lock_guard lock(mutex_);
        ++objects_[{k, f, t, webhook_outcome_name(outcome)}];
    }

    std::atomic<std::int64_t> in_flight{0};
    std::atomic<std::uint64_t> connections{0};
    std::atomic<std::int64_t> connections_open{0};
    std::atomic<std::uint64_t> connection_limit_reached{0};
    std::atomic<std::int64_t> in_flight_bytes{0};
    std::size_t max_connections = 0, max_in_flight_bytes = 0;
    std::atomic<std::uint64_t> tls_handshake_failures{0};
    std::atomic<std::uint64_t> certificate_reloads{0};
    std::atomic<std::uint64_t> certificate_reload_failures{0};
    std::atomic<std::int64_t> certificate_expiry{0}; // unix seconds of notAfter; 0: plain HTTP

    std::string text(bool tls, std::uint64_t log_lines_dropped) const {
        std::string out;
        {
            std::lock_guard lock(mutex_);
            labelled(out);
            histogram(out);
        }
        gauges(out, tls, log_lines_dropped);
        return out;
    }

private:
    using request_key = std::tuple<std::string_view, std::string_view, int>;
    using object_key = std::tuple<std::string_view, std::string_view, std::string_view, std::string_view>;

    static std::string_view known(const std::vector<std::string>& values, std::string_view v) noexcept {
        for (const auto& k : values)
            if (k == v) return k;
        return "other";
    }

    static void header(std::string& out, std::string_view name, std::string_view type, std::string_view help) {
        out.append("# HELP ").append(name).append(" ").append(help).append("\n# TYPE ");
        out.append(name).append(" ").append(type).append("\n");
    }
    static void label(std::string& out, std::string_view key, std::string_view value, bool first) {
        out += first ? "" : ",";
        out.append(key).append("=\"");
        webhook_label_escape(out, value);
        out += '"';
    }
    static void sample(std::string& out, std::string_view name, double value) {
        out.append(name).append(" ");
        webhook_number(out, value);
        out += '\n';
    }

    void labelled(std::string& out) const {
        header(out, "versioned_webhook_requests_total", "counter",
               "HTTP requests answered, by handler, outcome and status code.");
        for (const auto& [key, count] : requests_) {
            out += "versioned_webhook_requests_total{";
            label(out, "handler", std::get<0>(key), true);
            label(out, "outcome", std::get<1>(key), false);
            label(out, "code", std::to_string(std::get<2>(key)), false);
            out += "} " + std::to_string(count) + "\n";
        }
        header(out, "versioned_webhook_converted_objects_total", "counter",
               "Objects seen by conversion reviews, by kind, source and desired apiVersion (those served, "
               "else other) and outcome.");
        for (const auto& [key, count] : objects_) {
            out += "versioned_webhook_converted_objects_total{";
            label(out, "kind", std::get<0>(key), true);
            label(out, "from", std::get<1>(key), false);
            label(out, "to", std::get<2>(key), false);
            label(out, "outcome", std::get<3>(key), false);
            out += "} " + std::to_string(count) + "\n";
        }
    }

    void histogram(std::string& out) const {
        header(out, "versioned_webhook_request_duration_seconds", "histogram",
               "Time from a conversion request's first byte to its response written.");
        std::uint64_t cumulative = 0;
        for (std::size_t i = 0; i < buckets.size(); ++i) {
            cumulative += bucket_counts_[i];
            out += "versioned_webhook_request_duration_seconds_bucket{le=\"";
            webhook_number(out, buckets[i]);
            out += "\"} " + std::to_string(cumulative) + "\n";
        }
        cumulative += bucket_counts_[buckets.size()];
        out += "versioned_webhook_request_duration_seconds_bucket{le=\"+Inf\"} " + std::to_string(cumulative) + "\n";
        sample(out, "versioned_webhook_request_duration_seconds_sum", latency_sum_);
        out += "versioned_webhook_request_duration_seconds_count " + std::to_string(latency_count_) + "\n";
    }

    void gauges(std::string& out, bool tls, std::uint64_t log_lines_dropped) const {
        auto one = [&](std::string_view name, std::string_view type, std::string_view help, double value) {
            header(out, name, type, help);
            sample(out, name, value);
        };
        one("versioned_webhook_requests_in_flight", "gauge", "Requests received and not yet answered.",
            static_cast<double>(in_flight.load()));
        one("versioned_webhook_in_flight_bytes", "gauge", "Request bodies and responses held, in bytes.",
            static_cast<double>(in_flight_bytes.load()));
        one("versioned_webhook_in_flight_bytes_limit", "gauge",
            "Bytes of request bodies and responses that may be held at once (max_in_flight_bytes); "
            "beyond, requests are answered 503.",
            static_cast<double>(max_in_flight_bytes));
        one("versioned_webhook_connections_total", "counter", "Connections accepted.",
            static_cast<double>(connections.load()));
        one("versioned_webhook_connections_open", "gauge", "Connections open.",
            static_cast<double>(connections_open.load()));
        one("versioned_webhook_connections_limit", "gauge",
            "Connections that may be open at once (max_connections); beyond, new ones wait to be accepted.",
            static_cast<double>(max_connections));
        one("versioned_webhook_connection_limit_reached_total", "counter",
            "Times the server stopped accepting because max_connections were open.",
            static_cast<double>(connection_limit_reached.load()));
        one("versioned_webhook_tls_handshake_failures_total", "counter", "TLS handshakes that failed.",
            static_cast<double>(tls_handshake_failures.load()));
        header(out, "versioned_webhook_certificate_reloads_total", "counter",
               "Times the certificate files changed and were loaded, by result.");
        sample(out, "versioned_webhook_certificate_reloads_total{result=\"success\"}",
               static_cast<double>(certificate_reloads.load()));
        sample(out, "versioned_webhook_certificate_reloads_total{result=\"failure\"}",
               static_cast<double>(certificate_reload_failures.load()));
        if (tls) {
            one("versioned_webhook_certificate_expiry_timestamp_seconds", "gauge",
                "notAfter of the serving certificate, in seconds since the Unix epoch.",
                static_cast<double>(certificate_expiry.load()));
        }
        one("versioned_webhook_log_lines_dropped_total", "counter",
            "Log lines dropped because the log sink was slower than the requests.",
            static_cast<double>(log_lines_dropped));
    }

    std::vector<std::string> kinds_, api_versions_;
    mutable std::mutex mutex_;
    std::map<request_key, std::uint64_t> requests_;
    std::map<object_key, std::uint64_t> objects_;
    std::array<std::uint64_t, buckets.size() + 1> bucket_counts_{};
    double latency_sum_ = 0;
    std::uint64_t latency_count_ = 0;
};

} // namespace versioned::k8s::detail

#endif // VERSIONED_K8S_DETAIL_WEBHOOK_METRICS_HPP
