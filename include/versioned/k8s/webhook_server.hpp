// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_K8S_WEBHOOK_SERVER_HPP
#define VERSIONED_K8S_WEBHOOK_SERVER_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// A conversion webhook server for the API server: HTTPS (TLS 1.2+, certificate files reloaded
// when they change), POST <convert path> answered by convert_review, GET /healthz, /readyz and
// /metrics (Prometheus text format), limits on connections, bytes in flight and time, one JSON
// log line per request (from a bounded queue), and a graceful shutdown on SIGTERM/SIGINT that
// answers every request received.
//
//   versioned::k8s::webhook_options opts;              // tls.crt / tls.key, port 9443, ...
//   versioned::k8s::webhook_server server(opts, versioned::k8s::review_handler<api::Foo>());
//   server.run();                                      // returns after SIGTERM, drained
//
// Opt-in (Boost.Beast + OpenSSL): not included by <versioned/versioned.hpp> nor by
// <versioned/k8s.hpp>; link the CMake target versioned::webhook_server. Include it in one
// translation unit: Beast is heavy to compile.

#include <versioned/k8s/convert_review.hpp>
#include <versioned/k8s/detail/webhook_certificates.hpp>
#include <versioned/k8s/detail/webhook_core.hpp>
#include <versioned/k8s/detail/webhook_log.hpp>
#include <versioned/k8s/detail/webhook_process_metrics.hpp>
#include <versioned/k8s/detail/webhook_session.hpp>
#include <versioned/k8s/webhook_options.hpp> // webhook_options, conversion_handler, review_handler

#include <boost/asio/bind_executor.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/address.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/strand.hpp>
#include <boost/beast/core/tcp_stream.hpp>
#include <boost/beast/ssl/ssl_stream.hpp>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <future>
#include <memory>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>
#include <thread>
#include <utility>
#include <vector>

namespace versioned::k8s {

// The server: binds in the constructor (so port() is known and a taken port fails early),
// serves in run().
class webhook_server {
public:
    // Throws std::invalid_argument for options that cannot work (a convert_path without a
    // leading '/', an address that is not one, max_in_flight_bytes below body_limit, ...) and
    // std::runtime_error when the certificate cannot be loaded or the address not bound; the
    // error is also logged, as a JSON line "startup failed".
    webhook_server(webhook_options options, webhook_handler handler)
        : core_(std::make_unique<detail::webhook_core>()) {
        core_->options = std::move(options);
        core_->log_queue.emplace(core_->options.log, core_->options.log_queue_bytes);
        try {
            setup(std::move(handler));
        } catch (const std::exception& e) {
            core_->log(std::move(detail::webhook_log_line("startup failed").add("error", e.what())).finish());
            throw;
        }
    }
    // A handler without its kinds: the metrics label every kind and version "other".
    webhook_server(webhook_options options, conversion_handler handler)
        : webhook_server(std::move(options), webhook_handler{std::move(handler), {}}) {}
    webhook_server(const webhook_server&) = delete;
    webhook_server& operator=(const webhook_server&) = delete;
    ~webhook_server() {
        request_stop();
        ioc_.stop();
        for (auto& t : threads_)
            if (t.joinable()) t.join();
        core_->connection_closed = nullptr; // sessions still queued die with ioc_: nothing to resume
    }

    std::uint16_t port() const noexcept { return port_; }

    // Serves until request_stop() or SIGTERM/SIGINT, then shuts down as webhook_options says
    // (shutdown_delay, shutdown_deadline) and returns: true when every request received was
    // answered; false when some were cut (the deadline, or a second signal).
    bool run() {
        std::optional<boost::asio::signal_set> signals;
        if (core_->options.handle_signals) {
            signals.emplace(ioc_, SIGINT, SIGTERM);
            wait_signal(*signals);
        }
        core_->connection_closed = [this] {
            if (accept_paused_) boost::asio::post(acceptor_strand_, [this] { resume_accept(); });
        };
        accept();
        log_serving();
        std::size_t n = core_->options.threads != 0 ? core_->options.threads
                                                    : std::max(1u, std::thread::hardware_concurrency());
        for (std::size_t i = 0; i < n; ++i) threads_.emplace_back([this] { run_loop(); });
        {
            std::unique_lock lock(stop_mutex_);
            stop_cv_.wait(lock, [this] { return stop_requested_; });
        }
        bool drained = shut_down();
        signals.reset();
        return drained;
    }

    // Thread-safe, async-signal-unsafe; idempotent.
    void request_stop() {
        std::lock_guard lock(stop_mutex_);
        stop_requested_ = true;
        stop_cv_.notify_all();
    }

    // The /metrics text.
    std::string metrics() const { return core_->metrics_text(); }

private:
    void setup(webhook_handler handler) {
        const webhook_options& o = core_->options;
        validate(o, handler);
        core_->handler = std::move(handler.convert);
        std::vector<std::string> kinds, api_versions;
        for (const auto& k : handler.kinds) {
            kinds.push_back(k.kind);
            for (const auto& v : k.versions) api_versions.push_back(k.group + "/" + v);
        }
        core_->metrics.served(kinds, api_versions);
        core_->metrics.max_connections = o.max_connections;
        core_->metrics.max_in_flight_bytes = o.max_in_flight_bytes;
        core_->start_time = detail::webhook_process_start_time();
        if (!o.plain_http) {
            certificates_.emplace(o.cert_file, o.key_file, o.tls_ciphers, core_->metrics,
                                  [core = core_.get()](std::string line) { core->log(std::move(line)); });
        }
        listen();
    }

    static void validate(const webhook_options& o, const webhook_handler& handler) {
        auto fail = [](const std::string& why) { throw std::invalid_argument("webhook_options: " + why); };
        if (!handler.convert) fail("no conversion handler");
        if (o.convert_path.empty() || o.convert_path[0] != '/' || o.convert_path.find('?') != std::string::npos)
            fail("convert_path '" + o.convert_path + "' must be a path starting with '/' (such as /convert)");
        if (o.convert_path == "/healthz" || o.convert_path == "/readyz" || o.convert_path == "/metrics")
            fail("convert_path " + o.convert_path + " is one of the server's own paths");
        if (o.body_limit == 0 || o.header_limit == 0 || o.max_connections == 0 || o.log_queue_bytes == 0)
            fail("body_limit, header_limit, max_connections and log_queue_bytes must be above 0");
        if (o.max_in_flight_bytes < o.body_limit)
            fail("max_in_flight_bytes (" + std::to_string(o.max_in_flight_bytes) + ") is below body_limit (" +
                 std::to_string(o.body_limit) + "): a request of the largest size could never be served");
        using ms = std::chrono::milliseconds;
        if (o.header_timeout <= ms(0) || o.body_timeout <= ms(0) || o.idle_timeout <= ms(0))
            fail("header_timeout, body_timeout and idle_timeout must be above 0");
        if (o.shutdown_delay < ms(0) || o.shutdown_deadline < ms(0))
            fail("shutdown_delay and shutdown_deadline must not be negative");
    }

    void listen() {
        const webhook_options& o = core_->options;
        boost::system::error_code ec;
        auto address = boost::asio::ip::make_address(o.address, ec);
        if (ec) throw std::invalid_argument("webhook_options: address '" + o.address + "' is not an IPv4 or IPv6 address");
        detail::webhook_tcp::endpoint endpoint(address, o.port);
        std::string where = (address.is_v6() ? "[" + o.address + "]" : o.address) + ":" + std::to_string(o.port);
        acceptor_.open(endpoint.protocol(), ec);
        if (!ec) acceptor_.set_option(boost::asio::socket_base::reuse_address(true), ec);
        if (!ec) acceptor_.bind(endpoint, ec);
        if (!ec) acceptor_.listen(boost::asio::socket_base::max_listen_connections, ec);
        if (ec) throw std::runtime_error("cannot listen on " + where + ": " + ec.message());
        port_ = acceptor_.local_endpoint().port();
    }

    void log_serving() {
        const webhook_options& o = core_->options;
        core_->log(std::move(detail::webhook_log_line("serving")
                                 .add("address", o.address)
                                 .add("port", port_)
                                 .add("tls", !o.plain_http)
                                 .add("convert_path", o.convert_path)
                                 .add("max_connections", o.max_connections)
                                 .add("max_in_flight_bytes", o.max_in_flight_bytes)
                                 .add("body_limit", o.body_limit)
                                 .add("shutdown_delay_seconds", std::chrono::duration<double>(o.shutdown_delay).count())
                                 .add("shutdown_deadline_seconds",
                                      std::chrono::duration<double>(o.shutdown_deadline).count()))
                       .finish());
    }

    // SIGTERM/SIGINT: the first stops the server gracefully, a second at once.
    void wait_signal(boost::asio::signal_set& signals) {
        signals.async_wait([this, &signals](boost::system::error_code ec, int signal) {
            if (ec) return;
            bool again;
            {
                std::lock_guard lock(stop_mutex_);
                again = stop_requested_;
                signal_ = signal;
                if (again) abort_ = true;
            }
            core_->log(std::move(detail::webhook_log_line(again ? "second signal received, exiting at once"
                                                                : "signal received, shutting down")
                                     .add("signal", signal))
                           .finish());
            if (again) {
                wake();
                return;
            }
            request_stop();
            wait_signal(signals);
        });
    }

    bool aborted() {
        std::lock_guard lock(stop_mutex_);
        return abort_;
    }
    void wake() {
        {
            std::lock_guard lock(stop_mutex_);
            stop_cv_.notify_all();
        }
        std::lock_guard lock(core_->sessions_mutex);
        core_->sessions_cv.notify_all();
    }

    // Waits until the time, the sessions all gone (if sweeping), or a second signal; sweeping,
    // closes idle connections every 100 ms (a new one becomes idle once past its grace).
    void wait_until(std::chrono::steady_clock::time_point t, bool sweeping) {
        while (!aborted() && std::chrono::steady_clock::now() < t) {
            if (sweeping)
                for (auto& s : core_->live_sessions()) s->close_if_idle();
            auto step = std::min(t, std::chrono::steady_clock::now() + std::chrono::milliseconds(100));
            std::unique_lock lock(core_->sessions_mutex);
            if (sweeping && core_->sessions.empty()) return;
            core_->sessions_cv.wait_until(lock, step);
            if (sweeping && core_->sessions.empty()) return;
        }
    }

    // The shutdown: the delay with the listener open, then idle connections closed and those
    // with a request under way given until the deadline; what is left then is cut.
    bool shut_down() {
        using clock = std::chrono::steady_clock;
        const webhook_options& o = core_->options;
        core_->draining = true;
        int signal;
        {
            std::lock_guard lock(stop_mutex_);
            signal = signal_;
        }
        core_->log(std::move(detail::webhook_log_line("shutting down: /readyz answers 503, responses close "
                                                      "their connections")
                                 .add("signal", signal)
                                 .add("listener_open_seconds", std::chrono::duration<double>(o.shutdown_delay).count())
                                 .add("deadline_seconds", std::chrono::duration<double>(o.shutdown_deadline).count()))
                       .finish());
        wait_until(clock::now() + o.shutdown_delay, false);
        close_listener_and_wait();
        wait_until(clock::now() + o.shutdown_deadline, true); // sweeping idle connections
        if (!aborted() && core_->session_count() != 0) {
            core_->deadline_passed = true;
            for (auto& s : core_->live_sessions()) s->deadline_passed();
            wait_until(clock::now() + 2 * detail::webhook_close_wait, true); // the 503s written
        }
        std::size_t cut = 0, left = 0;
        for (auto& s : core_->live_sessions()) {
            ++left;
            if (s->request_under_way()) ++cut;
        }
        ioc_.stop();
        for (auto& t : threads_) t.join();
        threads_.clear();
        core_->connection_closed = nullptr;
        log_stopped(cut, left);
        core_->log_queue->flush(std::chrono::seconds(2));
        return cut == 0;
    }

    void log_stopped(std::size_t cut, std::size_t left) {
        const auto& c = core_->shutdown;
        core_->log(std::move(detail::webhook_log_line("stopped")
                                 .add("drained", cut == 0)
                                 .add("aborted_by_second_signal", aborted())
                                 .add("requests_answered_while_stopping", c.answered.load())
                                 .add("requests_answered_503_at_deadline", c.answered_503.load())
                                 .add("requests_abandoned_by_clients", c.abandoned.load())
                                 .add("idle_connections_closed", c.idle_closed.load())
                                 .add("requests_cut", cut)
                                 .add("connections_cut", left))
                       .finish());
    }

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

    // The acceptor's steps run on acceptor_strand_.
    void accept() {
        acceptor_.async_accept(boost::asio::make_strand(ioc_),
                               boost::asio::bind_executor(acceptor_strand_, [this](boost::system::error_code ec,
                                                                                   detail::webhook_tcp::socket socket) {
                                   on_accept(ec, std::move(socket));
                               }));
    }

    void on_accept(boost::system::error_code ec, detail::webhook_tcp::socket socket) {
        if (listener_closed_) return;
        if (ec) { // e.g. out of file descriptors: wait a little rather than spin
            core_->log(std::move(detail::webhook_log_line("accept failed").add("error", ec.message())).finish());
            retry_timer_.expires_after(std::chrono::milliseconds(100));
            retry_timer_.async_wait(boost::asio::bind_executor(acceptor_strand_, [this](boost::system::error_code e) {
                if (!e && !listener_closed_) accept();
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
        if (at_connection_limit()) {
            accept_paused_ = true;
            ++core_->metrics.connection_limit_reached;
            if (at_connection_limit()) return; // a connection closing now sees accept_paused_ and resumes
            accept_paused_ = false;
        }
        accept();
    }

    bool at_connection_limit() const noexcept {
        return core_->metrics.connections_open.load() >= static_cast<std::int64_t>(core_->options.max_connections);
    }

    void resume_accept() {
        if (!accept_paused_ || listener_closed_ || at_connection_limit()) return;
        accept_paused_ = false;
        accept();
    }

    void close_listener() {
        listener_closed_ = true;
        boost::system::error_code ec;
        acceptor_.close(ec);
        retry_timer_.cancel();
    }
    // The listener closed on its strand before any idle connection is: a client that sees its
    // connection closed and connects again is refused (and goes to another replica), not
    // accepted in the moment between. The io threads run it at once; a second at most.
    void close_listener_and_wait() {
        auto closed = std::make_shared<std::promise<void>>();
        boost::asio::post(acceptor_strand_, [this, closed] {
            close_listener();
            closed->set_value();
        });
        closed->get_future().wait_for(std::chrono::seconds(1));
    }

    std::unique_ptr<detail::webhook_core> core_;
    std::optional<detail::webhook_certificates> certificates_;
    boost::asio::io_context ioc_;
    boost::asio::strand<boost::asio::io_context::executor_type> acceptor_strand_{boost::asio::make_strand(ioc_)};
    detail::webhook_tcp::acceptor acceptor_{acceptor_strand_};
    boost::asio::steady_timer retry_timer_{acceptor_strand_};
    std::uint16_t port_ = 0;
    bool listener_closed_ = false; // on acceptor_strand_
    std::atomic<bool> accept_paused_{false};
    std::vector<std::thread> threads_;
    std::mutex stop_mutex_;
    std::condition_variable stop_cv_;
    bool stop_requested_ = false, abort_ = false;
    int signal_ = 0;
};

} // namespace versioned::k8s

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_K8S_WEBHOOK_SERVER_HPP
