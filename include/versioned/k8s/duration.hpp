// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_K8S_DURATION_HPP
#define VERSIONED_K8S_DURATION_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// k8s::duration: Kubernetes' metav1.Duration, a Go time.Duration (int64 nanoseconds) written as
// Go writes it.
//
//   versioned::k8s::duration d("90m");       // Go's time.ParseDuration
//   d.to_string();                           // "1h30m0s": Go's Duration.String()
//   std::chrono::nanoseconds ns{d};          // explicit; and duration(std::chrono::minutes(90))
//
// JSON: a string (ParseDuration's grammar: "1.5h", "-2m3s", "300ms", "1µs", "0"; overflow of
// int64 nanoseconds is an error), written as String(). null is refused, as Go refuses it.
// Compared and ordered as the nanoseconds.

#include <versioned/json/codec.hpp>
#include <versioned/k8s/detail/go_time.hpp>
#include <versioned/k8s/detail/wrong_kind.hpp>

#include <chrono>
#include <compare>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>

namespace versioned {
template <class T>
struct schema_fragment; // <versioned/schema.hpp>
} // namespace versioned

namespace versioned::k8s {

class duration {
public:
    constexpr duration() noexcept = default;
    // From any std::chrono duration that converts to nanoseconds without loss (seconds, minutes...).
    template <class Rep, class Period>
        requires std::is_convertible_v<std::chrono::duration<Rep, Period>, std::chrono::nanoseconds>
    constexpr duration(std::chrono::duration<Rep, Period> chrono_duration) noexcept : ns_(chrono_duration) {}
    // Go's time.ParseDuration; std::invalid_argument when the text is not a duration.
    explicit duration(std::string_view go_text) {
        std::int64_t v = 0;
        if (const std::string_view why = detail::go_time::parse_duration(go_text, v); !why.empty())
            throw std::invalid_argument("not a duration: \"" + std::string(go_text) + "\" (" + std::string(why) + ")");
        ns_ = std::chrono::nanoseconds(v);
    }
    static std::optional<duration> parse(std::string_view go_text) {
        std::int64_t v = 0;
        if (!detail::go_time::parse_duration(go_text, v).empty()) return std::nullopt;
        return duration(std::chrono::nanoseconds(v));
    }

    constexpr explicit operator std::chrono::nanoseconds() const noexcept { return ns_; }
    constexpr std::chrono::nanoseconds nanoseconds() const noexcept { return ns_; }
    // Go's Duration.String(): "1h30m0s".
    std::string to_string() const { return detail::go_time::duration_text(ns_.count()); }

    friend constexpr bool operator==(const duration&, const duration&) noexcept = default;
    friend constexpr std::strong_ordering operator<=>(const duration& a, const duration& b) noexcept {
        return a.ns_.count() <=> b.ns_.count(); // (libc++ 16's chrono has no <=>)
    }
    template <class Stream>
    friend Stream& operator<<(Stream& os, const duration& d) {
        return os << d.to_string();
    }

private:
    std::chrono::nanoseconds ns_{0};
};

inline std::string to_string(const duration& d) { return d.to_string(); }

} // namespace versioned::k8s

template <>
struct versioned::json::codec<versioned::k8s::duration> {
    static bool read(json::reader& in, k8s::duration& dur) {
        if (in.peek() != '"') return k8s::detail::fail_wrong_kind(in, "a duration (a string such as \"1h30m\")");
        std::string text;
        if (!in.read(text)) return false;
        std::int64_t ns = 0;
        if (const std::string_view why = k8s::detail::go_time::parse_duration(text, ns); !why.empty())
            return in.fail("\"" + text + "\" is not a duration (" + std::string(why) + "; Go's time.ParseDuration, e.g. \"1h30m\")");
        dur = k8s::duration(std::chrono::nanoseconds(ns));
        return true;
    }
    static void write(json::writer& out, const k8s::duration& dur) { out.write(dur.to_string()); }
};

// As controller-gen writes metav1.Duration.
template <>
struct versioned::schema_fragment<versioned::k8s::duration> {
    static constexpr std::string_view json = R"({"type":"string"})";
};

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_K8S_DURATION_HPP
