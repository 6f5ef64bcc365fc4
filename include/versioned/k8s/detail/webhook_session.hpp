// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_K8S_DETAIL_WEBHOOK_SESSION_HPP
#define VERSIONED_K8S_DETAIL_WEBHOOK_SESSION_HPP

// One connection of the webhook server, and what the connections share.

#include <versioned/k8s/detail/webhook_log.hpp>
#include <versioned/k8s/detail/webhook_metrics.hpp>
#include <versioned/k8s/review_options.hpp>
#include <versioned/k8s/webhook_options.hpp>

#include <boost/asio/dispatch.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/ssl/context.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/core/tcp_stream.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/ssl/ssl_stream.hpp>

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <iostream>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <vector>

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
                                      [self = this->shared_from_this()](webhook_beast::error_code ec, std::size_t) {
                                          self->on_first_bytes(ec);
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
                                        [self = this->shared_from_this()](webhook_beast::error_code failure, std::size_t) {
                                            self->on_header(failure);
                                        });
    }

    // The handler of the request's path, and the status of an answer given before its body is
    // read (a wrong method or media type, a body over the limit, no such path); nullopt: read on.
    std::optional<webhook_http::status> route(const webhook_http::request<webhook_http::string_body>& req,
                                              std::string_view& allow) {
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
        if (path_ == "/healthz" || path_ == "/readyz" || path_ == "/metrics") {
            handler_ = path_.substr(1);
            if (req.method() != webhook_http::verb::get && req.method() != webhook_http::verb::head) {
                allow = "GET, HEAD";
                return webhook_http::status::method_not_allowed;
            }
            return std::nullopt;
        }
        handler_ = "other";
        return webhook_http::status::not_found;
    }
    std::string early_answer(webhook_http::status status, const webhook_http::request<webhook_http::string_body>& req,
                             std::string_view allow) {
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

        std::string_view allow;
        if (const auto early = route(req, allow)) {
            std::string body = early_answer(*early, req, allow);
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
                                             [self = this->shared_from_this(), cont](webhook_beast::error_code failure, std::size_t) {
                                                 if (failure) {
                                                     self->abandoned("body", failure);
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
                                 [self = this->shared_from_this()](webhook_beast::error_code ec, std::size_t) {
                                     self->on_body(ec);
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
            opts.observer = [this](const conversion_event& event) { observe(event); };
            review_response r;
            try {
                r = core_.handler(req.body(), opts);
            } catch (const std::exception& event) {
                r.status = 500;
                r.body = std::string("internal error occurred during conversion: ") + event.what() + "\n";
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
                                  [self = this->shared_from_this()](webhook_beast::error_code ec, std::size_t bytes) {
                                      self->on_write(ec, bytes);
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
                                [self = this->shared_from_this(), scratch](webhook_beast::error_code ec, std::size_t) {
                                    if (ec) return self->close();
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

} // namespace versioned::k8s::detail

#endif // VERSIONED_K8S_DETAIL_WEBHOOK_SESSION_HPP
