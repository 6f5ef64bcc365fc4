// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_K8S_DETAIL_WEBHOOK_CORE_HPP
#define VERSIONED_K8S_DETAIL_WEBHOOK_CORE_HPP

// What the webhook server's connections share: options, handler, metrics, the log, the
// registry of connections, the in-flight byte budget and the shutdown's state and counters.

#include <versioned/k8s/detail/webhook_log.hpp>
#include <versioned/k8s/detail/webhook_log_queue.hpp>
#include <versioned/k8s/detail/webhook_metrics.hpp>
#include <versioned/k8s/detail/webhook_process_metrics.hpp>
#include <versioned/k8s/webhook_options.hpp>

#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace versioned::k8s::detail {

// What the server asks of a connection during a shutdown (each runs on the connection's strand).
class webhook_session_base {
public:
    virtual ~webhook_session_base() = default;
    // Closes the connection if no request is under way on it (cleanly: TLS close_notify).
    virtual void close_if_idle() = 0;
    // The shutdown deadline passed: a request still arriving is answered 503, a connection
    // without one is closed.
    virtual void deadline_passed() = 0;
    // A request was received (or is arriving) and not yet answered.
    virtual bool request_under_way() const noexcept = 0;
};

// The counters of a shutdown, logged when it ends.
struct webhook_shutdown_counters {
    std::atomic<std::uint64_t> answered{0};     // responses written after the signal
    std::atomic<std::uint64_t> answered_503{0}; // of which: bodies still arriving at the deadline
    std::atomic<std::uint64_t> idle_closed{0};  // connections closed with no request on them
    std::atomic<std::uint64_t> abandoned{0};    // requests the client gave up (closed, too slow)
};

struct webhook_core {
    webhook_options options;
    conversion_handler handler;
    webhook_metrics metrics;
    std::optional<webhook_log_queue> log_queue;
    double start_time = 0;
    std::atomic<bool> draining{false};        // a stop was requested: /readyz 503, Connection: close
    std::atomic<bool> deadline_passed{false}; // the shutdown deadline passed
    webhook_shutdown_counters shutdown;
    std::function<void()> connection_closed; // the server's: resumes accepting when paused

    std::mutex sessions_mutex;
    std::condition_variable sessions_cv;
    std::unordered_map<webhook_session_base*, std::weak_ptr<webhook_session_base>> sessions;

    void log(std::string line) noexcept {
        if (log_queue) log_queue->push(std::move(line));
    }

    std::string metrics_text() const {
        std::string out = metrics.text(!options.plain_http, log_queue ? log_queue->dropped() : 0);
        webhook_process_metrics(out, start_time);
        return out;
    }

    // Takes n bytes of the in-flight budget; false (nothing taken) when they do not fit.
    bool reserve(std::size_t n) noexcept {
        if (n > options.max_in_flight_bytes) return false; // (a chunk size near 2^64 included)
        auto limit = static_cast<std::int64_t>(options.max_in_flight_bytes);
        auto want = static_cast<std::int64_t>(n);
        auto cur = metrics.in_flight_bytes.load();
        do {
            if (cur + want > limit) return false;
        } while (!metrics.in_flight_bytes.compare_exchange_weak(cur, cur + want));
        return true;
    }
    void reserve_anyway(std::size_t n) noexcept { metrics.in_flight_bytes += static_cast<std::int64_t>(n); }
    void release(std::size_t n) noexcept { metrics.in_flight_bytes -= static_cast<std::int64_t>(n); }

    void add_session(webhook_session_base* p, std::weak_ptr<webhook_session_base> w) {
        std::lock_guard lock(sessions_mutex);
        sessions.emplace(p, std::move(w));
    }
    void remove_session(webhook_session_base* p) noexcept {
        {
            std::lock_guard lock(sessions_mutex);
            sessions.erase(p);
            sessions_cv.notify_all();
        }
        --metrics.connections_open;
        if (connection_closed) connection_closed();
    }
    std::size_t session_count() {
        std::lock_guard lock(sessions_mutex);
        return sessions.size();
    }
    std::vector<std::shared_ptr<webhook_session_base>> live_sessions() {
        std::vector<std::shared_ptr<webhook_session_base>> live;
        std::lock_guard lock(sessions_mutex);
        for (auto& [p, w] : sessions)
            if (auto s = w.lock()) live.push_back(std::move(s));
        return live;
    }
};

} // namespace versioned::k8s::detail

#endif // VERSIONED_K8S_DETAIL_WEBHOOK_CORE_HPP
