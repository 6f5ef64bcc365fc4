// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_K8S_DETAIL_WEBHOOK_LOG_QUEUE_HPP
#define VERSIONED_K8S_DETAIL_WEBHOOK_LOG_QUEUE_HPP

// The webhook server's log: lines queued by the request path, written by a thread of its own,
// so that a stalled sink (a full pipe on stderr) never stalls a request.

#include <versioned/k8s/detail/webhook_log.hpp>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <functional>
#include <iostream>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>
#include <utility>

namespace versioned::k8s::detail {

// A bounded queue of log lines and its writer thread. push() never blocks on the sink: a line
// that does not fit in max_bytes is dropped and counted; once the sink catches up, a line
// says how many were dropped. The state is shared with the writer, so that a writer stuck in
// the sink at exit can be left behind (detached) without dangling.
class webhook_log_queue {
public:
    webhook_log_queue(std::function<void(std::string_view)> sink, std::size_t max_bytes)
        : state_(std::make_shared<state>()) {
        state_->sink = std::move(sink);
        state_->max_bytes = max_bytes;
        writer_ = std::thread([s = state_] { write_loop(*s); });
    }
    webhook_log_queue(const webhook_log_queue&) = delete;
    webhook_log_queue& operator=(const webhook_log_queue&) = delete;
    // Writes what is queued, waiting for the sink up to two seconds; then leaves the writer.
    ~webhook_log_queue() {
        {
            std::lock_guard lock(state_->mutex);
            state_->stopping = true;
        }
        state_->wake.notify_all();
        if (flush(std::chrono::seconds(2))) {
            writer_.join();
        } else {
            writer_.detach();
        }
    }

    void push(std::string line) noexcept {
        try {
            std::unique_lock lock(state_->mutex);
            if (state_->bytes + line.size() > state_->max_bytes) {
                ++state_->dropped;
                ++state_->dropped_unreported;
                return;
            }
            state_->bytes += line.size();
            state_->lines.push_back(std::move(line));
            lock.unlock();
            state_->wake.notify_one();
        } catch (...) { // out of memory: the line is lost, like a dropped one
            ++state_->dropped;
        }
    }

    // Waits until every queued line was written (true), or the time passed (false).
    bool flush(std::chrono::milliseconds bound) {
        std::unique_lock lock(state_->mutex);
        return state_->idle.wait_for(lock, bound, [&] { return state_->lines.empty() && !state_->writing; });
    }

    std::uint64_t dropped() const noexcept { return state_->dropped.load(); }

private:
    struct state {
        std::function<void(std::string_view)> sink;
        std::size_t max_bytes = 0;
        std::mutex mutex;
        std::condition_variable wake, idle;
        std::deque<std::string> lines;
        std::size_t bytes = 0;
        bool writing = false, stopping = false;
        std::atomic<std::uint64_t> dropped{0};
        std::uint64_t dropped_unreported = 0;
    };

    static void write_loop(state& s) {
        std::unique_lock lock(s.mutex);
        for (;;) {
            s.wake.wait(lock, [&] { return !s.lines.empty() || s.stopping; });
            if (s.lines.empty()) break; // stopping, nothing left
            std::deque<std::string> batch;
            batch.swap(s.lines);
            s.bytes = 0;
            std::uint64_t dropped = std::exchange(s.dropped_unreported, 0);
            s.writing = true;
            lock.unlock();
            write_batch(s, batch, dropped);
            lock.lock();
            s.writing = false;
            if (s.lines.empty()) s.idle.notify_all();
        }
        s.idle.notify_all();
    }

    static void write_batch(state& s, const std::deque<std::string>& batch, std::uint64_t dropped) {
        try {
            if (s.sink) {
                for (const auto& line : batch) s.sink(line);
                if (dropped != 0) s.sink(dropped_line(dropped));
            } else {
                for (const auto& line : batch) std::clog << line << '\n';
                if (dropped != 0) std::clog << dropped_line(dropped) << '\n';
                std::clog << std::flush;
            }
        } catch (...) { // a failing sink must not end the writer
        }
    }

    static std::string dropped_line(std::uint64_t count) {
        return std::move(webhook_log_line("log lines dropped: the log sink was too slow").add("count", count)).finish();
    }

    std::shared_ptr<state> state_;
    std::thread writer_;
};

} // namespace versioned::k8s::detail

#endif // VERSIONED_K8S_DETAIL_WEBHOOK_LOG_QUEUE_HPP
