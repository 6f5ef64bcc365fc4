// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_K8S_DETAIL_WEBHOOK_SESSION_HPP
#define VERSIONED_K8S_DETAIL_WEBHOOK_SESSION_HPP

// One connection of the webhook server.

#include <versioned/k8s/detail/webhook_core.hpp>
#include <versioned/k8s/detail/webhook_log.hpp>
#include <versioned/k8s/review_options.hpp>
#include <versioned/k8s/webhook_options.hpp>

#include <boost/asio/dispatch.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/ssl/context.hpp>
#include <boost/asio/ssl/error.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/core/read_size.hpp>
#include <boost/beast/core/tcp_stream.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/ssl/ssl_stream.hpp>

#include <openssl/bio.h>
#include <openssl/ssl.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

namespace versioned::k8s::detail {

namespace webhook_beast = boost::beast;
namespace webhook_http = boost::beast::http;
namespace webhook_asio = boost::asio;
namespace webhook_ssl = boost::asio::ssl;
using webhook_tcp = boost::asio::ip::tcp;
using webhook_clock = std::chrono::steady_clock;

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

// The longest a value taken from a request may be in a log line.
inline constexpr std::size_t webhook_log_value_max = 256;
inline constexpr std::size_t webhook_log_message_max = 1024;
// During a shutdown, a connection that has not sent its first request is left this long to
// send it (it was probably opened to send one) before it counts as idle.
inline constexpr std::chrono::milliseconds webhook_new_connection_grace{1000};
// How long a closing connection waits for the client's close_notify (or its unread bytes).
inline constexpr std::chrono::milliseconds webhook_close_wait{1000};

// One connection: TLS handshake (Stream = ssl_stream), then requests until the client closes,
// a timeout, an error, or a shutdown. Every step runs on the connection's strand.
template <class Stream>
class webhook_session final : public webhook_session_base,
                              public std::enable_shared_from_this<webhook_session<Stream>> {
    static constexpr bool tls = !std::is_same_v<Stream, webhook_beast::tcp_stream>;
    enum class phase { handshake, idle, header, body, handling, writing, closing };
    using request_parser = webhook_http::request_parser<webhook_http::string_body>;
    using request = webhook_http::request<webhook_http::string_body>;

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
        core_.release(reserved_);
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
            wait_request();
        }
    }

    void close_if_idle() override {
        webhook_asio::dispatch(stream_.get_executor(), [self = this->shared_from_this()] {
            bool fresh = self->first_request_ && webhook_clock::now() - self->created_ < webhook_new_connection_grace;
            if ((self->phase_ == phase::idle || self->phase_ == phase::handshake) && !fresh) self->cancel_for_shutdown();
        });
    }

    void deadline_passed() override {
        webhook_asio::dispatch(stream_.get_executor(), [self = this->shared_from_this()] {
            if (self->phase_ == phase::idle || self->phase_ == phase::handshake) {
                self->cancel_for_shutdown();
            } else if (self->phase_ == phase::header || self->phase_ == phase::body) {
                self->deadline_cancel_ = true; // answered 503 when the read returns
                self->socket().cancel();
            }
        });
    }

    bool request_under_way() const noexcept override { return under_way_.load(); }

private:
    void init() {
        webhook_beast::error_code ec;
        auto ep = socket().socket().remote_endpoint(ec);
        if (!ec) remote_ = ep.address().to_string() + ":" + std::to_string(ep.port());
        ++core_.metrics.connections;
        ++core_.metrics.connections_open;
        // Chunked bodies take their bytes from the in-flight budget chunk by chunk.
        on_chunk_ = [this](std::uint64_t size, webhook_beast::string_view, webhook_beast::error_code& error) {
            if (!core_.reserve(static_cast<std::size_t>(size))) {
                over_budget_ = true;
                error = webhook_http::error::body_limit;
                return;
            }
            reserved_ += static_cast<std::size_t>(size);
        };
    }

    webhook_beast::tcp_stream& socket() { return webhook_beast::get_lowest_layer(stream_); }

    // The shutdown closes a connection waiting for a request: its read is cancelled, and
    // on_idle_read closes it unless bytes of a request have come meanwhile.
    void cancel_for_shutdown() {
        if (shutdown_cancel_) return;
        shutdown_cancel_ = true;
        socket().cancel();
    }

    // Bytes received and not yet given to the parser: in our buffer, in the socket, or inside
    // OpenSSL (a TLS record read in part).
    bool bytes_pending() {
        if (buffer_.size() > 0) return true;
        webhook_beast::error_code ec;
        if (socket().socket().available(ec) > 0 && !ec) return true;
        if constexpr (tls) {
            SSL* ssl = stream_.native_handle();
            if (SSL_has_pending(ssl) == 1 || BIO_ctrl_pending(SSL_get_rbio(ssl)) > 0) return true;
        }
        return false;
    }

    void on_handshake(webhook_beast::error_code ec) {
        const bool cancelled = std::exchange(shutdown_cancel_, false); // (the cancel may have come too late)
        if (ec) {
            if (cancelled) {
                ++core_.shutdown.idle_closed;
            } else {
                ++core_.metrics.tls_handshake_failures;
                core_.log(std::move(webhook_log_line("TLS handshake failed")
                                        .add("remote", remote_)
                                        .add("error", ec.message()))
                              .finish());
            }
            return close_now();
        }
        wait_request();
    }

    // Between requests: a plain read of whatever comes, under the idle timeout (the header
    // timeout before the first request); the header timeout starts with the first byte.
    void wait_request() {
        parser_.emplace();
        parser_->header_limit(static_cast<std::uint32_t>(std::min<std::size_t>(core_.options.header_limit, UINT32_MAX)));
        // No limit while reading the header: Beast would fail a large Content-Length there, before
        // the request is routed; on_header answers 413 itself and sets the limit for the body.
        parser_->body_limit(boost::optional<std::uint64_t>{}); // boost::optional: from Beast's parser
        parser_->on_chunk_header(on_chunk_);
        handler_ = "other";
        outcome_ = {};
        phase_ = phase::idle;
        if (buffer_.size() > 0) return read_header(); // pipelined
        socket().expires_after(first_request_ ? core_.options.header_timeout : core_.options.idle_timeout);
        stream_.async_read_some(buffer_.prepare(webhook_beast::read_size(buffer_, 16 * 1024)),
                                [self = this->shared_from_this()](webhook_beast::error_code e, std::size_t n) {
                                    self->on_idle_read(e, n);
                                });
    }

    void on_idle_read(webhook_beast::error_code ec, std::size_t n) {
        buffer_.commit(n);
        const bool cancelled = std::exchange(shutdown_cancel_, false); // (the cancel may have come too late)
        if (cancelled && ec == webhook_asio::error::operation_aborted) {
            if (bytes_pending()) return read_header(); // a request is arriving: it is answered
            ++core_.shutdown.idle_closed;
            return graceful_close();
        }
        if (ec) {
            if (buffer_.size() > 0) abandoned("header", ec);
            return close_now(); // the client went away (or stayed silent) between requests
        }
        read_header();
    }

    void read_header() {
        started_ = webhook_clock::now();
        phase_ = phase::header;
        under_way_ = true;
        socket().expires_after(core_.options.header_timeout);
        webhook_http::async_read_header(stream_, buffer_, *parser_,
                                        [self = this->shared_from_this()](webhook_beast::error_code e, std::size_t) {
                                            self->on_header(e);
                                        });
    }

    void header_failed(webhook_beast::error_code ec) {
        if (deadline_cancel_ && ec == webhook_asio::error::operation_aborted) return answer_shutting_down();
        if (ec == webhook_http::error::header_limit)
            return reject(webhook_http::status::request_header_fields_too_large, "request header too large\n");
        const bool client_gone = ec == webhook_http::error::partial_message || ec == webhook_http::error::end_of_stream ||
                                 ec == webhook_asio::error::eof || ec == webhook_ssl::error::stream_truncated;
        const bool http_error = ec.category() == webhook_http::make_error_code(webhook_http::error::end_of_stream).category();
        if (client_gone || !http_error) { // closed mid-header, too slow, reset: no answer
            abandoned("header", ec);
            return close_now();
        }
        reject(webhook_http::status::bad_request, "malformed HTTP request: " + ec.message() + "\n");
    }

    // The handler of the request's path, and the status of an answer given before its body is
    // read (a wrong method or media type, a body over the limit, no such path); nullopt: read on.
    std::optional<webhook_http::status> route(const request& req, std::string_view& allow) {
        if (path_ == core_.options.convert_path) {
            handler_ = "convert";
            if (req.method() != webhook_http::verb::post) {
                allow = "POST";
                return webhook_http::status::method_not_allowed;
            }
            if (!webhook_is_json(std::string_view(req[webhook_http::field::content_type].data(),
                                                  req[webhook_http::field::content_type].size())))
                return webhook_http::status::unsupported_media_type;
            if (parser_->content_length() && *parser_->content_length() > core_.options.body_limit)
                return webhook_http::status::payload_too_large;
            return std::nullopt;
        }
        constexpr std::array<std::string_view, 3> probes{"healthz", "readyz", "metrics"};
        for (std::string_view name : probes) {
            if (path_.size() != name.size() + 1 || path_.substr(1) != name) continue;
            handler_ = name;
            if (req.method() != webhook_http::verb::get && req.method() != webhook_http::verb::head) {
                allow = "GET, HEAD";
                return webhook_http::status::method_not_allowed;
            }
            return std::nullopt;
        }
        handler_ = "other";
        return webhook_http::status::not_found;
    }
    std::string early_answer(webhook_http::status status, const request& req, std::string_view allow) {
        switch (status) {
        case webhook_http::status::method_not_allowed:
            return "method " + std::string(req.method_string()) + " not allowed on " + std::string(path_) +
                   "; allowed: " + std::string(allow) + "\n";
        case webhook_http::status::unsupported_media_type:
            return "Content-Type must be application/json, not '" +
                   std::string(req[webhook_http::field::content_type]) + "'\n";
        case webhook_http::status::payload_too_large:
            return "request body of " + std::to_string(*parser_->content_length()) + " bytes exceeds the limit of " +
                   std::to_string(core_.options.body_limit) + " bytes\n";
        default: return "no handler for " + std::string(path_) + "\n";
        }
    }

    void on_header(webhook_beast::error_code ec) {
        if (ec) return header_failed(ec);
        const auto& req = parser_->get();
        begin_request(req);
        auto target = std::string_view(req.target().data(), req.target().size());
        path_ = target.substr(0, target.find('?'));
        bool has_body = (parser_->content_length() && *parser_->content_length() > 0) || parser_->chunked();

        std::string_view allow;
        if (const auto early = route(req, allow)) {
            std::string body = early_answer(*early, req, allow);
            if (!allow.empty()) res_.set(webhook_http::field::allow, allow);
            // A body we will not read makes the connection unusable: answer, then close.
            return respond(*early, std::move(body), "text/plain; charset=utf-8", !has_body);
        }
        if (parser_->content_length()) {
            auto length = static_cast<std::size_t>(*parser_->content_length());
            if (length > core_.options.body_limit)
                return respond(webhook_http::status::payload_too_large, early_answer(webhook_http::status::payload_too_large, req, {}),
                               "text/plain; charset=utf-8", false);
            if (!core_.reserve(length)) return overloaded();
            reserved_ += length;
        }
        parser_->body_limit(core_.options.body_limit); // chunked bodies: counted as they arrive
        if (parser_->is_done()) return handle();
        phase_ = phase::body;
        if (webhook_beast::iequals(req[webhook_http::field::expect], "100-continue")) return send_continue();
        read_body();
    }

    void send_continue() {
        auto cont = std::make_shared<webhook_http::response<webhook_http::empty_body>>(webhook_http::status::continue_, 11);
        socket().expires_after(core_.options.body_timeout);
        webhook_http::async_write(stream_, *cont,
                                  [self = this->shared_from_this(), cont](webhook_beast::error_code e, std::size_t) {
                                      if (e) {
                                          self->abandoned("body", e);
                                          return self->close_now();
                                      }
                                      self->read_body();
                                  });
    }

    void read_body() {
        if (deadline_cancel_) return answer_shutting_down(); // the deadline came with the header
        socket().expires_after(core_.options.body_timeout);
        webhook_http::async_read(stream_, buffer_, *parser_,
                                 [self = this->shared_from_this()](webhook_beast::error_code e, std::size_t) {
                                     self->on_body(e);
                                 });
    }

    void on_body(webhook_beast::error_code ec) {
        if (ec == webhook_http::error::body_limit) {
            if (over_budget_) return overloaded();
            return respond(webhook_http::status::payload_too_large,
                           "request body exceeds the limit of " + std::to_string(core_.options.body_limit) + " bytes\n",
                           "text/plain; charset=utf-8", false);
        }
        if (deadline_cancel_ && ec == webhook_asio::error::operation_aborted) return answer_shutting_down();
        if (ec) {
            abandoned("body", ec);
            return close_now();
        }
        handle();
    }

    // The in-flight budget is spent: 503, the body left unread.
    void overloaded() {
        outcome_ = "overloaded";
        res_.set(webhook_http::field::retry_after, "1");
        respond(webhook_http::status::service_unavailable,
                "server busy: " + std::to_string(core_.metrics.in_flight_bytes.load()) +
                    " bytes of requests in flight, the limit is " + std::to_string(core_.options.max_in_flight_bytes) +
                    "; retry\n",
                "text/plain; charset=utf-8", false);
    }

    // The shutdown deadline passed while this request was arriving.
    void answer_shutting_down() {
        count_request();
        outcome_ = "shutting_down";
        ++core_.shutdown.answered_503;
        respond(webhook_http::status::service_unavailable, "shutting down\n", "text/plain; charset=utf-8", false);
    }

    // A request that cannot be parsed: answer 400 (431) and close.
    void reject(webhook_http::status status, std::string body) {
        count_request();
        method_.clear();
        target_.clear();
        res_ = {};
        review_ = {};
        outcome_ = {};
        handler_ = "other";
        respond(status, std::move(body), "text/plain; charset=utf-8", false);
    }

    void count_request() {
        if (!counted_) {
            ++core_.metrics.in_flight;
            counted_ = true;
        }
    }

    void begin_request(const request& req) {
        count_request();
        method_ = std::string(req.method_string());
        target_ = std::string(req.target());
        res_ = {};
        review_ = {};
        outcome_ = {};
    }

    void handle() {
        phase_ = phase::handling;
        if (handler_ == "convert") return convert();
        std::string body;
        auto status = webhook_http::status::ok;
        std::string content_type = "text/plain; charset=utf-8";
        if (handler_ == "metrics") {
            body = core_.metrics_text();
            content_type = "text/plain; version=0.0.4; charset=utf-8";
        } else if (handler_ == "readyz" && core_.draining) {
            status = webhook_http::status::service_unavailable;
            body = "shutting down\n";
        } else {
            body = "ok\n";
        }
        if (parser_->get().method() == webhook_http::verb::head) {
            res_.content_length(body.size());
            body.clear();
            head_ = true;
        }
        respond(status, std::move(body), content_type, true);
    }

    void convert() {
        review_options opts = core_.options.review;
        opts.observer = [this](const conversion_event& e) { observe(e); };
        review_response r;
        try {
            r = core_.handler(parser_->get().body(), opts);
        } catch (const std::exception& e) {
            r.status = 500;
            r.body = std::string("internal error occurred during conversion: ") + e.what() + "\n";
            outcome_ = "error";
        } catch (...) {
            r.status = 500;
            r.body = "internal error occurred during conversion\n";
            outcome_ = "error";
        }
        core_.reserve_anyway(r.body.capacity()); // the response as allocated, until written
        reserved_ += r.body.capacity();
        std::string content_type(r.status == 500 ? std::string_view("text/plain; charset=utf-8") : r.content_type());
        respond(static_cast<webhook_http::status>(r.status), std::move(r.body), content_type, true);
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
            review_.seen = true;
            outcome_ = webhook_outcome_name(e.outcome);
        }
        if (core_.options.review.observer) core_.options.review.observer(e);
    }

    void respond(webhook_http::status status, std::string body, std::string_view content_type, bool keep_alive_allowed) {
        phase_ = phase::writing;
        const bool client_keeps = parser_->is_header_done() && parser_->get().keep_alive();
        res_.result(status);
        res_.version(11);
        res_.set(webhook_http::field::content_type, content_type);
        answering_while_draining_ = core_.draining; // counted (when written) as answered while stopping
        res_.keep_alive(keep_alive_allowed && client_keeps && !answering_while_draining_);
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
        if (core_.draining) ++core_.shutdown.abandoned;
        core_.log(std::move(webhook_log_line("request abandoned")
                                .add("remote", remote_)
                                .add("during", during)
                                .add("error", ec == webhook_beast::error::timeout ? std::string("timeout") : ec.message()))
                      .finish());
    }

    void on_write(webhook_beast::error_code ec, std::size_t bytes) {
        int code = static_cast<int>(res_.result_int());
        double seconds = std::chrono::duration<double>(webhook_clock::now() - started_).count();
        std::string_view outcome = !outcome_.empty() ? outcome_ : (code < 400 ? "success" : "rejected");
        if (handler_ == "convert" && outcome_.empty() && code >= 400) outcome = "rejected";
        core_.metrics.request(handler_, outcome, code, seconds);
        if (counted_) {
            --core_.metrics.in_flight;
            counted_ = false;
        }
        if (answering_while_draining_ && !ec) ++core_.shutdown.answered;
        bool probe = handler_ == "healthz" || handler_ == "readyz" || handler_ == "metrics";
        if (core_.options.log_probes || !probe || code >= 400 || ec) log_request(ec, code, outcome, seconds, bytes);
        const bool keep_alive = res_.keep_alive();
        res_ = {}; // the request and response are freed before the connection waits for more
        parser_.reset();
        review_ = {};
        core_.release(reserved_);
        reserved_ = 0;
        under_way_ = false;
        if (ec) return close_now();
        if (body_unread_) return linger_close();
        if (!keep_alive) return graceful_close();
        first_request_ = false;
        wait_request();
    }

    void log_request(webhook_beast::error_code ec, int code, std::string_view outcome, double seconds, std::size_t bytes) {
        webhook_log_line line("request");
        line.add("remote", remote_)
            .add_clipped("method", method_, webhook_log_value_max)
            .add_clipped("target", target_, webhook_log_message_max)
            .add("status", code)
            .add("outcome", outcome)
            .add("duration_seconds", seconds)
            .add("request_bytes", parser_->get().body().size())
            .add("response_bytes", bytes);
        if (ec) line.add("write_error", ec.message());
        if (review_.seen) {
            line.add_clipped("k8s.crd.conversion.kind", review_.kind, webhook_log_value_max)
                .add_clipped("k8s.crd.conversion.desired_api_version", review_.desired, webhook_log_value_max)
                .add("k8s.crd.conversion.converted_object_count", review_.count)
                .add("k8s.crd.conversion.steps", review_.steps)
                .add_clipped("k8s.crd.conversion.uid", review_.uid, webhook_log_value_max)
                .add("k8s.crd.conversion.duration_seconds", std::chrono::duration<double>(review_.duration).count());
            if (!review_.message.empty()) line.add_clipped("message", review_.message, webhook_log_message_max);
        }
        core_.log(std::move(line).finish());
    }

    // After a response with Connection: close: TLS close_notify (waiting a moment for the
    // client's), then the socket closed.
    void graceful_close() { linger(webhook_close_wait); }

    // Closing with unread request bytes would reset the connection and could destroy the
    // response before the client reads it: stop sending, drain for a moment, then close.
    void linger_close() { linger(2 * webhook_close_wait); }

    // TLS: close_notify, waiting for the client's (OpenSSL discards what it still sends); then,
    // however that ended, the TCP connection half-closed and drained until the client closes
    // or the time is up. Plain HTTP: the last two.
    void linger(std::chrono::milliseconds wait) {
        phase_ = phase::closing;
        socket().expires_after(wait);
        if constexpr (tls) {
            stream_.async_shutdown([self = this->shared_from_this()](webhook_beast::error_code) { self->drain(); });
        } else {
            drain();
        }
    }
    void drain() {
        webhook_beast::error_code ec;
        socket().socket().shutdown(webhook_tcp::socket::shutdown_send, ec);
        auto scratch = std::make_shared<std::array<char, 16384>>();
        socket().async_read_some(webhook_asio::buffer(*scratch),
                                 [self = this->shared_from_this(), scratch](webhook_beast::error_code e, std::size_t) {
                                     if (e) return self->close_now();
                                     self->drain();
                                 });
    }

    void close_now() {
        phase_ = phase::closing;
        under_way_ = false;
        webhook_beast::error_code ec;
        socket().socket().shutdown(webhook_tcp::socket::shutdown_both, ec);
        socket().socket().close(ec);
    }

    struct review_fields {
        std::string kind, desired, uid, message;
        std::size_t count = 0, steps = 0;
        std::chrono::nanoseconds duration{};
        bool seen = false;
    };

    webhook_core& core_;
    std::shared_ptr<webhook_ssl::context> ctx_; // before stream_: the stream refers to it
    Stream stream_;
    webhook_beast::flat_buffer buffer_;
    std::optional<request_parser> parser_;
    std::function<void(std::uint64_t, webhook_beast::string_view, webhook_beast::error_code&)> on_chunk_;
    webhook_http::response<webhook_http::string_body> res_;
    std::string remote_ = "unknown";
    std::string method_, target_;
    std::string_view path_, handler_ = "other", outcome_; // handler_, outcome_: static strings
    review_fields review_;
    webhook_clock::time_point created_ = webhook_clock::now(), started_ = created_;
    std::size_t reserved_ = 0; // bytes of the in-flight budget held
    phase phase_ = phase::handshake;
    std::atomic<bool> under_way_{false};
    bool first_request_ = true;
    bool counted_ = false;
    bool head_ = false;
    bool body_unread_ = false;
    bool shutdown_cancel_ = false, deadline_cancel_ = false, over_budget_ = false;
    bool answering_while_draining_ = false;
};

} // namespace versioned::k8s::detail

#endif // VERSIONED_K8S_DETAIL_WEBHOOK_SESSION_HPP
