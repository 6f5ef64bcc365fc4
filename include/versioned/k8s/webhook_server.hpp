// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_K8S_WEBHOOK_SERVER_HPP
#define VERSIONED_K8S_WEBHOOK_SERVER_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// A conversion webhook server for the API server: HTTPS (TLS 1.2+, certificate files reloaded
// when they change), POST <convert path> answered by convert_review, GET /healthz, /readyz and
// /metrics (Prometheus text format), limits and timeouts, one JSON log line per request, and a
// graceful shutdown on SIGTERM/SIGINT.
//
//   versioned::k8s::webhook_options opts;              // tls.crt / tls.key, port 9443, ...
//   versioned::k8s::webhook_server server(opts, versioned::k8s::review_handler<api::Foo>());
//   server.run();                                      // returns after SIGTERM, drained
//
// Opt-in (Boost.Beast + OpenSSL): not included by <versioned/versioned.hpp> nor by
// <versioned/k8s.hpp>; link the CMake target versioned::webhook_server. Include it in one
// translation unit: Beast is heavy to compile.

#include <versioned/k8s/convert_review.hpp>

#include <boost/asio/bind_executor.hpp>
#include <boost/asio/dispatch.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/address.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/ssl/context.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/strand.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/core/tcp_stream.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/ssl/ssl_stream.hpp>

#include <openssl/asn1.h>
#include <openssl/ssl.h>
#include <openssl/x509.h>

#include <sys/stat.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <ctime>
#include <exception>
#include <functional>
#include <iostream>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <thread>
#include <tuple>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <vector>

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

namespace detail {

namespace webhook_beast = boost::beast;
namespace webhook_http = boost::beast::http;
namespace webhook_asio = boost::asio;
namespace webhook_ssl = boost::asio::ssl;
using webhook_tcp = boost::asio::ip::tcp;
using webhook_clock = std::chrono::steady_clock;

// JSON string contents (RFC 8259 escapes; bytes >= 0x80 passed through).
inline void webhook_json_escape(std::string& out, std::string_view s) {
    static constexpr char hex[] = "0123456789abcdef";
    for (char c : s) {
        auto u = static_cast<unsigned char>(c);
        switch (c) {
            case '"': out += "\\\""; break;
            case '\\': out += "\\\\"; break;
            case '\n': out += "\\n"; break;
            case '\r': out += "\\r"; break;
            case '\t': out += "\\t"; break;
            default:
                if (u < 0x20) {
                    out += "\\u00";
                    out += hex[u >> 4];
                    out += hex[u & 15];
                } else {
                    out += c;
                }
        }
    }
}

// Builds one log line: {"time":"...","msg":"...", ...}.
class webhook_log_line {
public:
    explicit webhook_log_line(std::string_view msg) {
        auto now = std::chrono::system_clock::now();
        auto secs = std::chrono::system_clock::to_time_t(now);
        auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(now.time_since_epoch()).count() % 1000;
        std::tm tm{};
        gmtime_r(&secs, &tm);
        char buf[96];
        std::snprintf(buf, sizeof buf, "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", tm.tm_year + 1900,
                      tm.tm_mon + 1, tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec, static_cast<int>(ms));
        text_ = "{\"time\":\"";
        text_ += buf;
        text_ += "\"";
        add("msg", msg);
    }
    webhook_log_line& add(std::string_view key, std::string_view value) {
        key_(key);
        text_ += '"';
        webhook_json_escape(text_, value);
        text_ += '"';
        return *this;
    }
    webhook_log_line& add(std::string_view key, const char* value) { return add(key, std::string_view(value)); }
    template <class Number>
        requires std::is_arithmetic_v<Number>
    webhook_log_line& add(std::string_view key, Number value) {
        key_(key);
        if constexpr (std::is_same_v<Number, bool>) {
            text_ += value ? "true" : "false";
        } else if constexpr (std::is_floating_point_v<Number>) {
            char buf[32];
            std::snprintf(buf, sizeof buf, "%.6f", static_cast<double>(value));
            text_ += buf;
        } else {
            text_ += std::to_string(value);
        }
        return *this;
    }
    std::string finish() && {
        text_ += '}';
        return std::move(text_);
    }

private:
    void key_(std::string_view key) {
        text_ += ",\"";
        webhook_json_escape(text_, key);
        text_ += "\":";
    }
    std::string text_;
};

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

// The serving certificate: an ssl::context built from the files, rebuilt when they change.
// Sessions hold the context they started with (shared_ptr), so a swap never pulls it away.
class webhook_certificates {
public:
    webhook_certificates(std::string cert_file, std::string key_file, webhook_metrics& metrics,
                         std::function<void(std::string)> log)
        : cert_file_(std::move(cert_file)), key_file_(std::move(key_file)), metrics_(metrics), log_(std::move(log)) {
        stamp_ = stamp();
        current_ = load(); // throws: a server that cannot serve must not start
    }

    // The context for a new connection, reloaded first if a file changed. A failed reload
    // (say the certificate written but not yet its key) keeps the previous one and is retried
    // at the next change.
    std::shared_ptr<webhook_ssl::context> current() {
        std::lock_guard lock(mutex_);
        auto now = stamp();
        if (now != stamp_) {
            stamp_ = now;
            try {
                current_ = load();
                ++metrics_.certificate_reloads;
            } catch (const std::exception& e) {
                ++metrics_.certificate_reload_failures;
                log_(std::move(webhook_log_line("certificate reload failed, keeping the previous one")
                                   .add("cert_file", cert_file_)
                                   .add("key_file", key_file_)
                                   .add("error", e.what()))
                         .finish());
            }
        }
        return current_;
    }

private:
    using file_stamp = std::array<std::int64_t, 10>;

    file_stamp stamp() const {
        file_stamp s{};
        std::size_t i = 0;
        for (const std::string* file : {&cert_file_, &key_file_}) {
            struct stat st {};
            if (::stat(file->c_str(), &st) == 0) {
                s[i] = static_cast<std::int64_t>(st.st_dev);
                s[i + 1] = static_cast<std::int64_t>(st.st_ino);
                s[i + 2] = static_cast<std::int64_t>(st.st_size);
                s[i + 3] = static_cast<std::int64_t>(st.st_mtim.tv_sec);
                s[i + 4] = static_cast<std::int64_t>(st.st_mtim.tv_nsec);
            } else {
                s[i] = -1;
            }
            i += 5;
        }
        return s;
    }

    std::shared_ptr<webhook_ssl::context> load() {
        auto ctx = std::make_shared<webhook_ssl::context>(webhook_ssl::context::tls_server);
        ctx->set_options(webhook_ssl::context::default_workarounds | webhook_ssl::context::no_sslv2 |
                         webhook_ssl::context::no_sslv3 | webhook_ssl::context::no_tlsv1 |
                         webhook_ssl::context::no_tlsv1_1 | webhook_ssl::context::single_dh_use);
        SSL_CTX_set_min_proto_version(ctx->native_handle(), TLS1_2_VERSION);
        ctx->use_certificate_chain_file(cert_file_);
        ctx->use_private_key_file(key_file_, webhook_ssl::context::pem);
        if (SSL_CTX_check_private_key(ctx->native_handle()) != 1)
            throw std::runtime_error("the private key in " + key_file_ + " does not match the certificate in " + cert_file_);
        X509* cert = SSL_CTX_get0_certificate(ctx->native_handle());
        std::int64_t expiry = 0;
        std::string serial;
        if (cert != nullptr) {
            std::tm tm{};
            if (ASN1_TIME_to_tm(X509_get0_notAfter(cert), &tm) == 1) expiry = static_cast<std::int64_t>(timegm(&tm));
            if (const ASN1_INTEGER* sn = X509_get0_serialNumber(cert)) {
                const unsigned char* data = ASN1_STRING_get0_data(sn);
                for (int i = 0; i < ASN1_STRING_length(sn); ++i) {
                    char hex[3];
                    std::snprintf(hex, sizeof hex, "%02X", static_cast<unsigned>(data[i]));
                    serial += hex;
                }
            }
        }
        metrics_.certificate_expiry = expiry;
        log_(std::move(webhook_log_line("certificate loaded")
                           .add("cert_file", cert_file_)
                           .add("serial", serial)
                           .add("not_after", expiry))
                 .finish());
        return ctx;
    }

    std::string cert_file_, key_file_;
    webhook_metrics& metrics_;
    std::function<void(std::string)> log_;
    std::mutex mutex_;
    file_stamp stamp_{};
    std::shared_ptr<webhook_ssl::context> current_;
};

// "application/json", any case, optionally followed by parameters (charset=utf-8).
inline bool webhook_is_json(std::string_view content_type) noexcept {
    auto semi = content_type.find(';');
    auto media = content_type.substr(0, semi);
    while (!media.empty() && (media.back() == ' ' || media.back() == '\t')) media.remove_suffix(1);
    while (!media.empty() && (media.front() == ' ' || media.front() == '\t')) media.remove_prefix(1);
    constexpr std::string_view json = "application/json";
    if (media.size() != json.size()) return false;
    for (std::size_t i = 0; i < json.size(); ++i) {
        char c = media[i];
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
        if (c != json[i]) return false;
    }
    return true;
}

class webhook_session_base {
public:
    virtual ~webhook_session_base() = default;
    virtual void close_if_idle() = 0;
};

// What the sessions share: options, handler, metrics, certificates, the session registry.
struct webhook_core {
    webhook_options options;
    conversion_handler handler;
    webhook_metrics metrics;
    std::atomic<bool> draining{false};

    std::mutex sessions_mutex;
    std::condition_variable sessions_cv;
    std::unordered_map<webhook_session_base*, std::weak_ptr<webhook_session_base>> sessions;

    void log(std::string line) noexcept {
        try {
            if (options.log) {
                options.log(line);
            } else {
                static std::mutex clog_mutex;
                std::lock_guard lock(clog_mutex);
                std::clog << line << '\n' << std::flush;
            }
        } catch (...) { // a failing log sink must not take a request down
        }
    }

    void add_session(webhook_session_base* p, std::weak_ptr<webhook_session_base> w) {
        std::lock_guard lock(sessions_mutex);
        sessions.emplace(p, std::move(w));
    }
    void remove_session(webhook_session_base* p) noexcept {
        std::lock_guard lock(sessions_mutex);
        sessions.erase(p);
        sessions_cv.notify_all();
    }
    void close_idle_sessions() {
        std::vector<std::shared_ptr<webhook_session_base>> live;
        {
            std::lock_guard lock(sessions_mutex);
            for (auto& [p, w] : sessions)
                if (auto s = w.lock()) live.push_back(std::move(s));
        }
        for (auto& s : live) s->close_if_idle();
    }
};

// One connection: TLS handshake (Stream = ssl_stream), then requests until the client closes,
// a timeout, an error, or a shutdown. Every step runs on the connection's strand.
template <class Stream>
class webhook_session final : public webhook_session_base,
                              public std::enable_shared_from_this<webhook_session<Stream>> {
    static constexpr bool tls = !std::is_same_v<Stream, webhook_beast::tcp_stream>;
    enum class phase { handshake, idle, header, body, handling, writing, closing };
    using request_parser = webhook_http::request_parser<webhook_http::string_body>;

public:
    webhook_session(webhook_core& core, webhook_tcp::socket&& socket, std::shared_ptr<webhook_ssl::context> ctx)
        requires tls
        : core_(core), ctx_(std::move(ctx)), stream_(std::move(socket), *ctx_) {
        init();
    }
    webhook_session(webhook_core& core, webhook_tcp::socket&& socket)
        requires(!tls)
        : core_(core), stream_(std::move(socket)) {
        init();
    }
    ~webhook_session() override {
        if (counted_) --core_.metrics.in_flight;
        core_.remove_session(this);
    }

    void start() {
        core_.add_session(this, this->weak_from_this());
        if constexpr (tls) {
            socket().expires_after(core_.options.header_timeout);
            stream_.async_handshake(webhook_ssl::stream_base::server,
                                    [self = this->shared_from_this()](webhook_beast::error_code ec) {
                                        self->on_handshake(ec);
                                    });
        } else {
            read_request();
        }
    }

    // From the shutdown: a connection waiting for a next request is closed; one with a request
    // under way keeps going (it is closed after its response).
    void close_if_idle() override {
        webhook_asio::dispatch(stream_.get_executor(), [self = this->shared_from_this()] {
            if (self->phase_ != phase::idle || self->buffer_.size() > 0) return; // pipelined: not idle
            webhook_beast::error_code ec;
            if (self->socket().socket().available(ec) > 0 && !ec) return; // a request is arriving
            self->close();
        });
    }

private:
    void init() {
        webhook_beast::error_code ec;
        auto ep = socket().socket().remote_endpoint(ec);
        if (!ec) remote_ = ep.address().to_string() + ":" + std::to_string(ep.port());
        ++core_.metrics.connections;
    }

    webhook_beast::tcp_stream& socket() { return webhook_beast::get_lowest_layer(stream_); }

    void on_handshake(webhook_beast::error_code ec) {
        if (ec) {
            ++core_.metrics.tls_handshake_failures;
            core_.log(std::move(webhook_log_line("TLS handshake failed")
                                    .add("remote", remote_)
                                    .add("error", ec.message()))
                          .finish());
            return close();
        }
        read_request();
    }

    void read_request() {
        if (core_.draining && buffer_.size() == 0) return close();
        parser_.emplace();
        handler_ = "other";
        parser_->header_limit(static_cast<std::uint32_t>(std::min<std::size_t>(core_.options.header_limit, UINT32_MAX)));
        // No limit while reading the header: Beast would fail a large Content-Length there, before
        // the request is routed; on_header answers 413 itself and sets the limit for the body.
        parser_->body_limit(boost::optional<std::uint64_t>{}); // boost::optional: from Beast's parser
        phase_ = phase::idle;
        socket().expires_after(first_request_ ? core_.options.header_timeout : core_.options.idle_timeout);
        webhook_http::async_read_some(stream_, buffer_, *parser_,
                                      [self = this->shared_from_this()](webhook_beast::error_code e, std::size_t) {
                                          self->on_first_bytes(e);
                                      });
    }

    void on_first_bytes(webhook_beast::error_code ec) {
        started_ = webhook_clock::now();
        if (phase_ == phase::closing) return;
        phase_ = phase::header;
        if (ec) return on_header(ec);
        if (parser_->is_header_done()) return on_header({});
        socket().expires_after(core_.options.header_timeout);
        webhook_http::async_read_header(stream_, buffer_, *parser_,
                                        [self = this->shared_from_this()](webhook_beast::error_code e, std::size_t) {
                                            self->on_header(e);
                                        });
    }

    void on_header(webhook_beast::error_code ec) {
        if (ec) {
            if (ec == webhook_http::error::end_of_stream || ec == webhook_asio::error::eof ||
                ec == webhook_asio::error::operation_aborted || (buffer_.size() == 0 && !parser_->got_some())) {
                return close(); // the client went away (or stayed silent) between requests
            }
            if (ec == webhook_http::error::header_limit)
                return reject(webhook_http::status::request_header_fields_too_large, "request header too large\n");
            if (ec.category() != webhook_http::make_error_code(webhook_http::error::end_of_stream).category()) {
                abandoned("header", ec);
                return close();
            }
            return reject(webhook_http::status::bad_request, "malformed HTTP request: " + ec.message() + "\n");
        }
        const auto& req = parser_->get();
        begin_request(req);
        auto target = std::string_view(req.target().data(), req.target().size());
        path_ = target.substr(0, target.find('?'));
        bool has_body = (parser_->content_length() && *parser_->content_length() > 0) || parser_->chunked();

        std::optional<webhook_http::status> early;
        std::string_view allow;
        if (path_ == core_.options.convert_path) {
            handler_ = "convert";
            if (req.method() != webhook_http::verb::post) {
                early = webhook_http::status::method_not_allowed;
                allow = "POST";
            } else if (!webhook_is_json(std::string_view(req[webhook_http::field::content_type].data(),
                                                         req[webhook_http::field::content_type].size()))) {
                early = webhook_http::status::unsupported_media_type;
            } else if (parser_->content_length() && *parser_->content_length() > core_.options.body_limit) {
                early = webhook_http::status::payload_too_large;
            }
        } else if (path_ == "/healthz" || path_ == "/readyz" || path_ == "/metrics") {
            handler_ = path_.substr(1);
            if (req.method() != webhook_http::verb::get && req.method() != webhook_http::verb::head) {
                early = webhook_http::status::method_not_allowed;
                allow = "GET, HEAD";
            }
        } else {
            handler_ = "other";
            early = webhook_http::status::not_found;
        }

        if (early) {
            std::string body;
            switch (*early) {
                case webhook_http::status::method_not_allowed:
                    body = "method " + std::string(req.method_string()) + " not allowed on " + std::string(path_) + "; allowed: " + std::string(allow) + "\n";
                    break;
                case webhook_http::status::unsupported_media_type:
                    body = "Content-Type must be application/json, not '" + std::string(req[webhook_http::field::content_type]) + "'\n";
                    break;
                case webhook_http::status::payload_too_large:
                    body = "request body of " + std::to_string(*parser_->content_length()) + " bytes exceeds the limit of " +
                           std::to_string(core_.options.body_limit) + " bytes\n";
                    break;
                default: body = "no handler for " + std::string(path_) + "\n";
            }
            if (!allow.empty()) res_.set(webhook_http::field::allow, allow);
            // A body we will not read makes the connection unusable: answer, then close.
            return respond(*early, std::move(body), "text/plain; charset=utf-8", !has_body);
        }

        parser_->body_limit(core_.options.body_limit); // chunked bodies: counted as they arrive
        if (parser_->is_done()) return handle();
        phase_ = phase::body;
        if (webhook_beast::iequals(req[webhook_http::field::expect], "100-continue")) {
            auto cont = std::make_shared<webhook_http::response<webhook_http::empty_body>>(webhook_http::status::continue_, 11);
            socket().expires_after(core_.options.body_timeout);
            return webhook_http::async_write(stream_, *cont,
                                             [self = this->shared_from_this(), cont](webhook_beast::error_code e, std::size_t) {
                                                 if (e) {
                                                     self->abandoned("body", e);
                                                     return self->close();
                                                 }
                                                 self->read_body();
                                             });
        }
        read_body();
    }

    void read_body() {
        socket().expires_after(core_.options.body_timeout);
        webhook_http::async_read(stream_, buffer_, *parser_,
                                 [self = this->shared_from_this()](webhook_beast::error_code e, std::size_t) {
                                     self->on_body(e);
                                 });
    }

    void on_body(webhook_beast::error_code ec) {
        if (ec == webhook_http::error::body_limit) {
            return respond(webhook_http::status::payload_too_large,
                           "request body exceeds the limit of " + std::to_string(core_.options.body_limit) + " bytes\n",
                           "text/plain; charset=utf-8", false);
        }
        if (ec) {
            abandoned("body", ec);
            return close();
        }
        handle();
    }

    // A request that cannot be parsed: answer 400 (431) and close.
    void reject(webhook_http::status status, std::string body) {
        if (!counted_) {
            ++core_.metrics.in_flight;
            counted_ = true;
        }
        method_.clear();
        target_.clear();
        res_ = {};
        review_ = {};
        outcome_ = {};
        handler_ = "other";
        respond(status, std::move(body), "text/plain; charset=utf-8", false);
    }

    void begin_request(const webhook_http::request<webhook_http::string_body>& req) {
        if (!counted_) {
            ++core_.metrics.in_flight;
            counted_ = true;
        }
        method_ = std::string(req.method_string());
        target_ = std::string(req.target());
        res_ = {};
        review_ = {};
        outcome_ = {};
    }

    void handle() {
        phase_ = phase::handling;
        const auto& req = parser_->get();
        bool head = req.method() == webhook_http::verb::head;
        if (handler_ == "convert") {
            review_options opts = core_.options.review;
            opts.observer = [this](const conversion_event& e) { observe(e); };
            review_response r;
            try {
                r = core_.handler(req.body(), opts);
            } catch (const std::exception& e) {
                r.status = 500;
                r.body = std::string("internal error occurred during conversion: ") + e.what() + "\n";
                outcome_ = "error";
            } catch (...) {
                r.status = 500;
                r.body = "internal error occurred during conversion\n";
                outcome_ = "error";
            }
            std::string content_type(r.status == 500 ? std::string_view("text/plain; charset=utf-8") : r.content_type());
            return respond(static_cast<webhook_http::status>(r.status), std::move(r.body), content_type, true);
        }
        std::string body;
        auto status = webhook_http::status::ok;
        std::string content_type = "text/plain; charset=utf-8";
        if (handler_ == "metrics") {
            body = core_.metrics.text(!core_.options.plain_http);
            content_type = "text/plain; version=0.0.4; charset=utf-8";
        } else if (handler_ == "readyz" && core_.draining) {
            status = webhook_http::status::service_unavailable;
            body = "shutting down\n";
        } else {
            body = "ok\n";
        }
        if (head) {
            res_.content_length(body.size());
            body.clear();
            head_ = true;
        }
        respond(status, std::move(body), content_type, true);
    }

    void observe(const conversion_event& e) {
        if (e.scope == event_scope::object) {
            core_.metrics.object(e.kind, e.api_version, e.desired_api_version, e.outcome);
        } else {
            review_.kind = e.kind;
            review_.desired = e.desired_api_version;
            review_.uid = e.uid;
            review_.message = e.message;
            review_.count = e.converted_object_count;
            review_.steps = e.steps;
            review_.duration = e.duration;
            review_.outcome = e.outcome;
            review_.seen = true;
            outcome_ = std::string(webhook_outcome_name(e.outcome));
        }
        if (core_.options.review.observer) core_.options.review.observer(e);
    }

    void respond(webhook_http::status status, std::string body, std::string_view content_type, bool keep_alive_allowed) {
        phase_ = phase::writing;
        const auto& req = parser_->get();
        res_.result(status);
        res_.version(11);
        res_.set(webhook_http::field::content_type, content_type);
        res_.keep_alive(keep_alive_allowed && req.keep_alive() && !core_.draining);
        if (head_) {
            head_ = false;
        } else {
            res_.body() = std::move(body);
            res_.prepare_payload();
        }
        body_unread_ = !keep_alive_allowed;
        socket().expires_after(core_.options.body_timeout);
        webhook_http::async_write(stream_, res_,
                                  [self = this->shared_from_this()](webhook_beast::error_code e, std::size_t n) {
                                      self->on_write(e, n);
                                  });
    }

    // A request that ended without a response (client gone, timeout).
    void abandoned(std::string_view during, webhook_beast::error_code ec) {
        core_.log(std::move(webhook_log_line("request abandoned")
                                .add("remote", remote_)
                                .add("during", during)
                                .add("error", ec == webhook_beast::error::timeout ? std::string("timeout") : ec.message()))
                      .finish());
    }

    void on_write(webhook_beast::error_code ec, std::size_t bytes) {
        int code = static_cast<int>(res_.result_int());
        double seconds = std::chrono::duration<double>(webhook_clock::now() - started_).count();
        std::string outcome = !outcome_.empty() ? outcome_ : (code < 400 ? "success" : "rejected");
        if (handler_ == "convert" && outcome_.empty() && code >= 400) outcome = "rejected";
        core_.metrics.request(handler_, outcome, code, seconds);
        if (counted_) {
            --core_.metrics.in_flight;
            counted_ = false;
        }
        webhook_log_line line("request");
        line.add("remote", remote_)
            .add("method", method_)
            .add("target", target_)
            .add("status", code)
            .add("outcome", outcome)
            .add("duration_seconds", seconds)
            .add("request_bytes", parser_->get().body().size())
            .add("response_bytes", bytes);
        if (ec) line.add("write_error", ec.message());
        if (review_.seen) {
            line.add("k8s.crd.conversion.kind", review_.kind)
                .add("k8s.crd.conversion.desired_api_version", review_.desired)
                .add("k8s.crd.conversion.converted_object_count", review_.count)
                .add("k8s.crd.conversion.steps", review_.steps)
                .add("k8s.crd.conversion.uid", review_.uid)
                .add("k8s.crd.conversion.duration_seconds", std::chrono::duration<double>(review_.duration).count());
            if (!review_.message.empty()) line.add("message", review_.message);
        }
        core_.log(std::move(line).finish());
        if (ec) return close();
        if (body_unread_) return linger_close();
        if (!res_.keep_alive()) return close();
        first_request_ = false;
        read_request();
    }

    // Closing with unread request bytes would reset the connection and could destroy the
    // response before the client reads it: stop sending, drain for a moment, then close.
    void linger_close() {
        phase_ = phase::closing;
        webhook_beast::error_code ec;
        socket().socket().shutdown(webhook_tcp::socket::shutdown_send, ec);
        socket().expires_after(std::chrono::seconds(2));
        drain();
    }
    void drain() {
        auto scratch = std::make_shared<std::array<char, 16384>>();
        stream_.async_read_some(webhook_asio::buffer(*scratch),
                                [self = this->shared_from_this(), scratch](webhook_beast::error_code e, std::size_t) {
                                    if (e) return self->close();
                                    self->drain();
                                });
    }

    void close() {
        phase_ = phase::closing;
        webhook_beast::error_code ec;
        socket().socket().shutdown(webhook_tcp::socket::shutdown_both, ec);
        socket().socket().close(ec);
    }

    struct review_fields {
        std::string kind, desired, uid, message;
        std::size_t count = 0, steps = 0;
        std::chrono::nanoseconds duration{};
        conversion_outcome outcome = conversion_outcome::success;
        bool seen = false;
    };

    webhook_core& core_;
    std::shared_ptr<webhook_ssl::context> ctx_; // before stream_: the stream refers to it
    Stream stream_;
    webhook_beast::flat_buffer buffer_;
    std::optional<request_parser> parser_;
    webhook_http::response<webhook_http::string_body> res_;
    std::string remote_ = "unknown";
    std::string method_, target_, outcome_;
    std::string_view path_, handler_ = "other";
    review_fields review_;
    webhook_clock::time_point started_ = webhook_clock::now();
    phase phase_ = phase::handshake;
    bool first_request_ = true;
    bool counted_ = false;
    bool head_ = false;
    bool body_unread_ = false;
};

} // namespace detail

// The server: binds in the constructor (so port() is known and a taken port fails early),
// serves in run().
class webhook_server {
public:
    // Throws std::runtime_error (or boost::system::system_error) when the certificate cannot be
    // loaded or the address not bound.
    webhook_server(webhook_options options, conversion_handler handler)
        : core_(std::make_unique<detail::webhook_core>()) {
        core_->options = std::move(options);
        core_->handler = std::move(handler);
        if (!core_->handler) throw std::invalid_argument("webhook_server: no conversion handler");
        if (!core_->options.plain_http) {
            certificates_.emplace(core_->options.cert_file, core_->options.key_file, core_->metrics,
                                  [core = core_.get()](std::string line) { core->log(std::move(line)); });
        }
        auto address = boost::asio::ip::make_address(core_->options.address);
        detail::webhook_tcp::endpoint endpoint(address, core_->options.port);
        acceptor_.open(endpoint.protocol());
        acceptor_.set_option(boost::asio::socket_base::reuse_address(true));
        acceptor_.bind(endpoint);
        acceptor_.listen(boost::asio::socket_base::max_listen_connections);
        port_ = acceptor_.local_endpoint().port();
    }
    webhook_server(const webhook_server&) = delete;
    webhook_server& operator=(const webhook_server&) = delete;
    ~webhook_server() {
        request_stop();
        ioc_.stop();
        for (auto& t : threads_)
            if (t.joinable()) t.join();
    }

    std::uint16_t port() const noexcept { return port_; }

    // Serves until request_stop() or SIGTERM/SIGINT, then drains (shutdown_deadline) and
    // returns. Returns true when every request under way was answered in time.
    bool run() {
        std::optional<boost::asio::signal_set> signals;
        if (core_->options.handle_signals) {
            signals.emplace(ioc_, SIGINT, SIGTERM);
            signals->async_wait([this](boost::system::error_code ec, int signal) {
                if (ec) return;
                core_->log(std::move(detail::webhook_log_line("signal received, shutting down")
                                         .add("signal", signal))
                               .finish());
                request_stop();
            });
        }
        accept();
        core_->log(std::move(detail::webhook_log_line("serving")
                                 .add("address", core_->options.address)
                                 .add("port", port_)
                                 .add("tls", !core_->options.plain_http)
                                 .add("convert_path", core_->options.convert_path))
                       .finish());
        std::size_t n = core_->options.threads != 0 ? core_->options.threads
                                                    : std::max(1u, std::thread::hardware_concurrency());
        for (std::size_t i = 0; i < n; ++i) threads_.emplace_back([this] { run_loop(); });

        {
            std::unique_lock lock(stop_mutex_);
            stop_cv_.wait(lock, [this] { return stop_requested_; });
        }
        core_->draining = true;
        boost::asio::post(acceptor_strand_, [this, &signals] {
            boost::system::error_code ec;
            acceptor_.close(ec);
            if (signals) signals->cancel(ec);
        });
        core_->close_idle_sessions();
        auto deadline = std::chrono::steady_clock::now() + core_->options.shutdown_deadline;
        bool drained;
        std::size_t left;
        {
            std::unique_lock lock(core_->sessions_mutex);
            drained = core_->sessions_cv.wait_until(lock, deadline, [this] { return core_->sessions.empty(); });
            left = core_->sessions.size();
        }
        ioc_.stop();
        for (auto& t : threads_) t.join();
        threads_.clear();
        core_->log(std::move(detail::webhook_log_line("stopped")
                                 .add("drained", drained)
                                 .add("connections_cut", left))
                       .finish());
        return drained;
    }

    // Thread-safe, async-signal-unsafe; idempotent.
    void request_stop() {
        std::lock_guard lock(stop_mutex_);
        stop_requested_ = true;
        stop_cv_.notify_all();
    }

    // The /metrics text.
    std::string metrics() const { return core_->metrics.text(!core_->options.plain_http); }

private:
    void run_loop() {
        for (;;) {
            try {
                ioc_.run();
                return;
            } catch (const std::exception& e) { // a handler threw: log it and keep serving
                core_->log(std::move(detail::webhook_log_line("unexpected exception").add("error", e.what())).finish());
            } catch (...) {
                core_->log(std::move(detail::webhook_log_line("unexpected exception")).finish());
            }
        }
    }

    void accept() {
        acceptor_.async_accept(boost::asio::make_strand(ioc_),
                               boost::asio::bind_executor(acceptor_strand_, [this](boost::system::error_code ec,
                                                                                   detail::webhook_tcp::socket socket) {
                                   on_accept(ec, std::move(socket));
                               }));
    }

    void on_accept(boost::system::error_code ec, detail::webhook_tcp::socket socket) {
        if (core_->draining || !acceptor_.is_open()) return;
        if (ec) { // e.g. out of file descriptors: wait a little rather than spin
            core_->log(std::move(detail::webhook_log_line("accept failed").add("error", ec.message())).finish());
            retry_timer_.expires_after(std::chrono::milliseconds(100));
            retry_timer_.async_wait(boost::asio::bind_executor(acceptor_strand_, [this](boost::system::error_code e) {
                if (!e && !core_->draining) accept();
            }));
            return;
        }
        try {
            if (certificates_) {
                std::make_shared<detail::webhook_session<boost::beast::ssl_stream<boost::beast::tcp_stream>>>(
                    *core_, std::move(socket), certificates_->current())
                    ->start();
            } else {
                std::make_shared<detail::webhook_session<boost::beast::tcp_stream>>(*core_, std::move(socket))->start();
            }
        } catch (const std::exception& e) {
            core_->log(std::move(detail::webhook_log_line("connection setup failed").add("error", e.what())).finish());
        }
        accept();
    }

    std::unique_ptr<detail::webhook_core> core_;
    std::optional<detail::webhook_certificates> certificates_;
    boost::asio::io_context ioc_;
    boost::asio::strand<boost::asio::io_context::executor_type> acceptor_strand_{boost::asio::make_strand(ioc_)};
    detail::webhook_tcp::acceptor acceptor_{acceptor_strand_};
    boost::asio::steady_timer retry_timer_{acceptor_strand_};
    std::uint16_t port_ = 0;
    std::vector<std::thread> threads_;
    std::mutex stop_mutex_;
    std::condition_variable stop_cv_;
    bool stop_requested_ = false;
};

} // namespace versioned::k8s

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_K8S_WEBHOOK_SERVER_HPP
