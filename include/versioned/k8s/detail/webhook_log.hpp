// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_K8S_DETAIL_WEBHOOK_LOG_HPP
#define VERSIONED_K8S_DETAIL_WEBHOOK_LOG_HPP

// The webhook server's log lines: one JSON object per line.

#include <chrono>
#include <cstddef>
#include <cstdio>
#include <ctime>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

namespace versioned::k8s::detail {

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
    // A value that comes from a request (a kind, a target, a message quoting them): at most
    // max bytes of it, so that a client cannot make a line as long as its body.
    webhook_log_line& add_clipped(std::string_view key, std::string_view value, std::size_t max) {
        if (value.size() <= max) return add(key, value);
        while (max > 0 && (static_cast<unsigned char>(value[max]) & 0xC0) == 0x80) --max; // whole UTF-8 characters
        std::string clipped(value.substr(0, max));
        clipped += "...(" + std::to_string(value.size() - max) + " more bytes)";
        return add(key, clipped);
    }
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

} // namespace versioned::k8s::detail

#endif // VERSIONED_K8S_DETAIL_WEBHOOK_LOG_HPP
