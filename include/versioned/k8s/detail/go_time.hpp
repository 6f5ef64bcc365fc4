// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_K8S_DETAIL_GO_TIME_HPP
#define VERSIONED_K8S_DETAIL_GO_TIME_HPP

// The texts of Go's time package that Kubernetes' metav1 types use: time.Parse with the
// layouts RFC3339 ("2006-01-02T15:04:05Z07:00") and RFC3339Micro
// ("2006-01-02T15:04:05.000000Z07:00"), their formatting in UTC, time.ParseDuration and
// Duration.String(). Our own code after Go's documented and observed behaviour (see
// <versioned/k8s/time.hpp> and <versioned/k8s/duration.hpp> for what is taken).

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>

namespace versioned::k8s::detail::go_time {

constexpr bool is_digit(std::string_view s, std::size_t i) noexcept { return i < s.size() && s[i] >= '0' && s[i] <= '9'; }

// An instant: seconds since the Unix epoch and nanoseconds in [0, 1e9).
struct instant {
    std::int64_t seconds = 0;
    std::int32_t nanos = 0;
};

// Go's getnum: one or two digits (exactly two when fixed); -1 when there is none.
constexpr int number(std::string_view& s, bool fixed) noexcept {
    if (!is_digit(s, 0)) return -1;
    if (!is_digit(s, 1)) {
        if (fixed) return -1;
        const int v = s[0] - '0';
        s.remove_prefix(1);
        return v;
    }
    const int v = (s[0] - '0') * 10 + (s[1] - '0');
    s.remove_prefix(2);
    return v;
}
constexpr bool literal(std::string_view& s, char c) noexcept {
    if (s.empty() || s[0] != c) return false;
    s.remove_prefix(1);
    return true;
}

// [.,]digits: the nanoseconds of the first nine digits (Go's parseNanoseconds); digits: the
// count Go's layout demands (0: any, at least one).
constexpr bool fraction(std::string_view& s, std::size_t digits, std::int32_t& nanos) noexcept {
    if (s.size() < 2 || (s[0] != '.' && s[0] != ',') || !is_digit(s, 1)) return digits == 0;
    std::size_t n = 1;
    while (is_digit(s, n)) ++n;
    if (digits != 0 && n != digits + 1) return false;
    std::int32_t v = 0;
    for (std::size_t i = 1; i < 10; ++i) v = v * 10 + (i < n ? s[i] - '0' : 0);
    nanos = v;
    s.remove_prefix(n);
    return true;
}

// Z, or ±hh:mm with hh <= 24 and mm <= 60 (Go's range test is lenient there): the offset in
// seconds east of UTC.
constexpr bool zone(std::string_view& s, std::int64_t& offset) noexcept {
    if (!s.empty() && s[0] == 'Z') {
        s.remove_prefix(1);
        offset = 0;
        return true;
    }
    if (s.size() < 6 || (s[0] != '+' && s[0] != '-') || s[3] != ':') return false;
    std::string_view h = s.substr(1, 2), m = s.substr(4, 2);
    const int hour = number(h, true), minute = number(m, true);
    if (hour < 0 || minute < 0 || hour > 24 || minute > 60) return false;
    offset = (hour * 60 + minute) * 60 * (s[0] == '-' ? -1 : 1);
    s.remove_prefix(6);
    return true;
}

// time.Parse(layout, s) for RFC3339 (fraction_digits 0: an optional fraction of any length,
// as Go takes one after the seconds) and RFC3339Micro (6: exactly six digits). Empty when it
// parses, else why not.
constexpr std::string_view parse(std::string_view s, std::size_t fraction_digits, instant& out) noexcept {
    if (s.size() < 4 || !is_digit(s, 0) || !is_digit(s, 1) || !is_digit(s, 2) || !is_digit(s, 3))
        return "expected a four-digit year";
    const int year = (s[0] - '0') * 1000 + (s[1] - '0') * 100 + (s[2] - '0') * 10 + (s[3] - '0');
    s.remove_prefix(4);
    if (!literal(s, '-')) return "expected '-' after the year";
    const int month = number(s, true);
    if (month < 1 || month > 12) return "expected a month 01 to 12";
    if (!literal(s, '-')) return "expected '-' after the month";
    const int day = number(s, true);
    if (day < 0) return "expected a two-digit day";
    if (!literal(s, 'T')) return "expected 'T' after the date";
    // Two digits: Go's layout also takes one, but Kubernetes' date-time format refuses it, so no
    // custom resource holds one (the API server's check and Go's decoding both pass).
    const int hour = number(s, true);
    if (hour < 0 || hour > 23) return "expected an hour 00 to 23";
    if (!literal(s, ':')) return "expected ':' after the hour";
    const int minute = number(s, true);
    if (minute < 0 || minute > 59) return "expected a minute 00 to 59";
    if (!literal(s, ':')) return "expected ':' after the minute";
    const int second = number(s, true);
    if (second < 0 || second > 59) return "expected a second 00 to 59 (no leap second)";
    std::int32_t nanos = 0;
    if (!fraction(s, fraction_digits, nanos))
        return fraction_digits == 0 ? "bad fraction of a second" : "expected six digits of microseconds";
    std::int64_t offset = 0;
    if (!zone(s, offset)) return "expected Z or a numeric offset such as +01:00";
    if (!s.empty()) return "unexpected text after the time";
    const std::chrono::year_month_day date{std::chrono::year{year}, std::chrono::month{static_cast<unsigned>(month)},
                                           std::chrono::day{static_cast<unsigned>(day)}};
    if (!date.ok()) return "the day is out of range for the month";
    const auto days = std::chrono::sys_days(date).time_since_epoch().count();
    out.seconds = static_cast<std::int64_t>(days) * 86400 + hour * 3600 + minute * 60 + second - offset;
    out.nanos = nanos;
    return {};
}

constexpr void put_digits(std::string& out, unsigned v, int width) {
    char buf[8]{};
    for (int i = width - 1; i >= 0; --i, v /= 10) buf[i] = static_cast<char>('0' + v % 10);
    out.append(buf, static_cast<std::size_t>(width));
}

// t in UTC as RFC3339 (micro_digits 0) or RFC3339Micro (6); false for a year outside
// 0000-9999, which the layout cannot hold (Go would write a text it cannot read back).
inline bool format(std::int64_t seconds, std::int32_t micros, bool micro, std::string& out) {
    const std::int64_t days = seconds >= 0 ? seconds / 86400 : -((-seconds + 86399) / 86400);
    const std::int64_t in_day = seconds - days * 86400;
    const std::chrono::year_month_day date{std::chrono::sys_days{std::chrono::days{days}}};
    const int year = static_cast<int>(date.year());
    if (year < 0 || year > 9999) return false;
    put_digits(out, static_cast<unsigned>(year), 4);
    out += '-';
    put_digits(out, static_cast<unsigned>(date.month()), 2);
    out += '-';
    put_digits(out, static_cast<unsigned>(date.day()), 2);
    out += 'T';
    put_digits(out, static_cast<unsigned>(in_day / 3600), 2);
    out += ':';
    put_digits(out, static_cast<unsigned>(in_day / 60 % 60), 2);
    out += ':';
    put_digits(out, static_cast<unsigned>(in_day % 60), 2);
    if (micro) {
        out += '.';
        put_digits(out, static_cast<unsigned>(micros), 6);
    }
    out += 'Z';
    return true;
}

// ---- durations --------------------------------------------------------------------------

// time.ParseDuration: [-+]?([0-9]*(\.[0-9]*)?[a-z]+)+ with units ns us µs μs ms s m h, "0"
// alone; empty when it parses, else why not.
constexpr std::uint64_t unit_of(std::string_view u) noexcept {
    if (u == "ns") return 1;
    if (u == "us" || u == "\xC2\xB5s" || u == "\xCE\xBCs") return 1000; // µ (U+00B5), μ (U+03BC)
    if (u == "ms") return 1000000;
    if (u == "s") return 1000000000;
    if (u == "m") return 60000000000;
    if (u == "h") return 3600000000000;
    return 0;
}

// One "<number><unit>" element: its nanoseconds added to total; false with why.
inline bool duration_element(std::string_view& s, std::uint64_t& total, std::string_view& why) {
    constexpr std::uint64_t limit = std::uint64_t{1} << 63;
    if (!(s[0] == '.' || is_digit(s, 0))) return why = "expected a number", false;
    std::uint64_t v = 0;
    std::size_t i = 0;
    for (; is_digit(s, i); ++i) { // Go's leadingInt
        if (v > limit / 10) return why = "out of range", false;
        v = v * 10 + static_cast<std::uint64_t>(s[i] - '0');
        if (v > limit) return why = "out of range", false;
    }
    const bool pre = i != 0;
    bool post = false;
    std::uint64_t f = 0;
    double scale = 1;
    if (i < s.size() && s[i] == '.') { // Go's leadingFraction: precision stops at overflow
        bool overflow = false;
        for (++i; is_digit(s, i); ++i, post = true) {
            if (overflow) continue;
            if (f > (limit - 1) / 10) {
                overflow = true;
                continue;
            }
            const std::uint64_t y = f * 10 + static_cast<std::uint64_t>(s[i] - '0');
            if (y > limit) {
                overflow = true;
                continue;
            }
            f = y;
            scale *= 10;
        }
    }
    if (!pre && !post) return why = "no digits", false;
    std::size_t u = i;
    while (u < s.size() && s[u] != '.' && !is_digit(s, u)) ++u;
    if (u == i) return why = "missing unit", false;
    const std::uint64_t unit = unit_of(s.substr(i, u - i));
    if (unit == 0) return why = "unknown unit", false;
    s.remove_prefix(u);
    if (v > limit / unit) return why = "out of range", false;
    v *= unit;
    if (f > 0) {
        // as Go: float64 keeps fractions of hours nanosecond-exact
        v += static_cast<std::uint64_t>(static_cast<double>(f) * (static_cast<double>(unit) / scale));
        if (v > limit) return why = "out of range", false;
    }
    total += v;
    if (total > limit) return why = "out of range", false;
    return true;
}

inline std::string_view parse_duration(std::string_view s, std::int64_t& out) {
    bool negative = false;
    if (!s.empty() && (s[0] == '-' || s[0] == '+')) {
        negative = s[0] == '-';
        s.remove_prefix(1);
    }
    if (s == "0") return out = 0, std::string_view{};
    if (s.empty()) return "empty";
    std::uint64_t total = 0;
    std::string_view why;
    while (!s.empty())
        if (!duration_element(s, total, why)) return why;
    constexpr std::uint64_t max = std::numeric_limits<std::int64_t>::max();
    if (negative) {
        out = total == max + 1 ? std::numeric_limits<std::int64_t>::min() : -static_cast<std::int64_t>(total);
        return {};
    }
    if (total > max) return "out of range";
    out = static_cast<std::int64_t>(total);
    return {};
}

// Go's fmtFrac: v / 10^precision's fraction (".12", trailing zeros dropped, no point when
// zero) put before out's end; v / 10^precision returned.
inline std::uint64_t put_fraction(std::string& rev, std::uint64_t v, int precision) {
    bool print = false;
    for (int i = 0; i < precision; ++i) {
        const auto digit = static_cast<char>(v % 10);
        print = print || digit != 0;
        if (print) rev += static_cast<char>('0' + digit);
        v /= 10;
    }
    if (print) rev += '.';
    return v;
}
inline void put_integer(std::string& rev, std::uint64_t v) {
    do {
        rev += static_cast<char>('0' + v % 10);
        v /= 10;
    } while (v != 0);
}

// Duration.String(): "1h30m0s", "1.5s", "250ms", "1µs", "0s".
inline std::string duration_text(std::int64_t d) {
    if (d == 0) return "0s";
    std::uint64_t u = d < 0 ? static_cast<std::uint64_t>(0) - static_cast<std::uint64_t>(d) : static_cast<std::uint64_t>(d);
    std::string rev; // built backwards, as Go's buffer
    if (u < 1000000000) {
        rev += 's';
        int precision = 0;
        if (u < 1000) {
            rev += 'n';
        } else if (u < 1000000) {
            precision = 3;
            rev += "\xB5\xC2"; // µ (U+00B5), reversed
        } else {
            precision = 6;
            rev += 'm';
        }
        u = put_fraction(rev, u, precision);
        put_integer(rev, u);
    } else {
        rev += 's';
        u = put_fraction(rev, u, 9);
        put_integer(rev, u % 60);
        u /= 60;
        if (u > 0) {
            rev += 'm';
            put_integer(rev, u % 60);
            u /= 60;
            if (u > 0) {
                rev += 'h';
                put_integer(rev, u);
            }
        }
    }
    if (d < 0) rev += '-';
    return std::string(rev.rbegin(), rev.rend());
}

} // namespace versioned::k8s::detail::go_time

#endif // VERSIONED_K8S_DETAIL_GO_TIME_HPP
