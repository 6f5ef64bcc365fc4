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
#include <versioned/k8s/detail/webhook_certificates.hpp>
#include <versioned/k8s/detail/webhook_log.hpp>
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
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <exception>
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
