// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_K8S_TIME_HPP
#define VERSIONED_K8S_TIME_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// k8s::time (metav1.Time: whole seconds) and k8s::micro_time (metav1.MicroTime: microseconds),
// written as Go writes them: RFC 3339 in UTC, "2026-01-02T15:04:05Z" and
// "2026-01-02T15:04:05.123456Z".
//
//   versioned::k8s::time t = std::chrono::floor<std::chrono::seconds>(std::chrono::system_clock::now());
//   auto s = std::chrono::sys_seconds(t);                 // explicit
//   versioned::k8s::time parsed("2026-01-02T16:04:05+01:00");   // == 15:04:05Z
//
// Reading takes what Go's time.Parse(time.RFC3339, ...) takes (Kubernetes' own decoding) and
// the API server's date-time format takes too: a numeric offset (-00:00 too, up to +24:00 and
// :60, which Go's parser allows), a fraction of any length after the seconds ('.' or ','; time
// keeps whole seconds, dropping it as Go's writing does), years 0000-9999, Feb 29 in leap years
// only. Refused as Go refuses them: a leap second (:60), lowercase 't' or 'z', a space for 'T',
// an offset beyond 24:60 (the API server's format takes the last three); and a one-digit hour,
// which Go takes but the API server refuses. micro_time takes exactly six fraction digits, as
// Go's RFC3339Micro layout demands.
// The zero value is Go's zero time (0001-01-01T00:00:00Z): written as null and read from null,
// as Go's MarshalJSON/UnmarshalJSON do (the API server drops a null, so a required time must
// hold a time). A time outside the years 0000-9999 in UTC cannot be written (Go writes a text
// it cannot read back): json::write fails with errc::invalid_value. Compared and ordered as
// the instants.

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

namespace detail {

// One of the two: Precision std::chrono::seconds (time) or microseconds (micro_time).
template <class Precision>
class basic_time {
public:
    using time_point = std::chrono::sys_time<Precision>;
    static constexpr bool micro = std::is_same_v<Precision, std::chrono::microseconds>;

    // Go's zero time, 0001-01-01T00:00:00Z.
    constexpr basic_time() noexcept = default;
    constexpr basic_time(time_point point) noexcept : t_(point) {}
    // RFC 3339 as Go's time.Parse takes it (see the header); std::invalid_argument otherwise.
    explicit basic_time(std::string_view text) {
        if (const std::string_view why = parse(text, *this); !why.empty())
            throw std::invalid_argument("not an RFC 3339 time: \"" + std::string(text) + "\" (" + std::string(why) + ")");
    }
    static std::optional<basic_time> parse(std::string_view text) noexcept {
        basic_time t;
        if (!parse(text, t).empty()) return std::nullopt;
        return t;
    }
    // The same into out: empty when text is a time, else why not.
    static std::string_view parse(std::string_view text, basic_time& out) noexcept {
        go_time::instant i;
        const std::string_view why = go_time::parse(text, micro ? 6 : 0, i);
        if (!why.empty()) return why;
        // (in the precision: nanoseconds since 1970 do not reach the year 9999)
        out.t_ = time_point(std::chrono::duration_cast<Precision>(std::chrono::seconds(i.seconds)) +
                            std::chrono::floor<Precision>(std::chrono::nanoseconds(i.nanos)));
        return {};
    }
    // Now, truncated to the precision.
    static basic_time now() { return basic_time(std::chrono::floor<Precision>(std::chrono::system_clock::now())); }

    constexpr explicit operator time_point() const noexcept { return t_; }
    constexpr time_point sys_time() const noexcept { return t_; }
    constexpr bool is_zero() const noexcept { return t_ == zero_point(); }

    // The RFC 3339 text in UTC ("2026-01-02T15:04:05Z", micro_time with six digits);
    // std::out_of_range outside the years 0000-9999.
    std::string to_string() const {
        std::string out;
        if (!format_into(out)) throw std::out_of_range("a time outside the years 0000-9999 has no RFC 3339 text");
        return out;
    }
    bool format_into(std::string& out) const {
        const auto s = std::chrono::floor<std::chrono::seconds>(t_);
        const auto sub = std::chrono::duration_cast<std::chrono::microseconds>(t_ - s).count();
        return go_time::format(s.time_since_epoch().count(), static_cast<std::int32_t>(sub), micro, out);
    }

    friend constexpr bool operator==(const basic_time&, const basic_time&) noexcept = default;
    friend constexpr std::strong_ordering operator<=>(const basic_time& a, const basic_time& b) noexcept {
        return a.t_.time_since_epoch().count() <=> b.t_.time_since_epoch().count(); // (libc++ 16's chrono has no <=>)
    }
    template <class Stream>
    friend Stream& operator<<(Stream& os, const basic_time& t) {
        std::string s;
        return os << (t.format_into(s) ? s : std::string("(a time outside 0000-9999)"));
    }

private:
    static constexpr time_point zero_point() noexcept {
        return time_point(std::chrono::duration_cast<Precision>(std::chrono::seconds(-62135596800)));
    }

    time_point t_ = zero_point();
};

template <class T>
bool read_time(json::reader& in, T& value) {
    if (in.is_null()) {
        value = T();
        return in.skip();
    }
    if (in.peek() != '"') return fail_wrong_kind(in, "a time (an RFC 3339 string)");
    std::string s;
    if (!in.read(s)) return false;
    const std::string_view why = T::parse(s, value);
    if (why.empty()) return true;
    return in.fail("\"" + s + "\" is not an RFC 3339 time as Kubernetes reads it (" + std::string(why) + ")");
}

template <class T>
void write_time(json::writer& out, const T& value) {
    if (value.is_zero()) return out.raw("null"); // as Go's MarshalJSON
    std::string s;
    if (!value.format_into(s)) return out.fail("a time outside the years 0000-9999 has no RFC 3339 text");
    out.write(s);
}

} // namespace detail

// metav1.Time: whole seconds.
using time = detail::basic_time<std::chrono::seconds>;
// metav1.MicroTime: microseconds.
using micro_time = detail::basic_time<std::chrono::microseconds>;

} // namespace versioned::k8s

template <class P>
struct versioned::json::codec<versioned::k8s::detail::basic_time<P>> {
    static bool read(json::reader& in, k8s::detail::basic_time<P>& value) { return k8s::detail::read_time(in, value); }
    static void write(json::writer& out, const k8s::detail::basic_time<P>& value) { k8s::detail::write_time(out, value); }
};

// As controller-gen writes metav1.Time and metav1.MicroTime; JSON Schema also takes the null
// of the zero time.
template <class P>
struct versioned::schema_fragment<versioned::k8s::detail::basic_time<P>> {
    static constexpr std::string_view json = R"({"type":["string","null"],"format":"date-time"})";
    static constexpr std::string_view openapi = R"({"type":"string","format":"date-time"})";
};

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_K8S_TIME_HPP
