// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_CONSTRAINTS_DETAIL_FORMATS_TIME_HPP
#define VERSIONED_CONSTRAINTS_DETAIL_FORMATS_TIME_HPP

// The formats date, date-time and duration, as kube-openapi's strfmt registry validates them
// (pkg/validation/strfmt: date.go, time.go, duration.go) with Go's time package -- our own code
// of the same rules, quirks included, judged against the Go code by tests/constraints.

#include <versioned/constraints/detail/regex_charclass.hpp>

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace versioned::detail::formats {

constexpr bool is_digit(char c) noexcept { return c >= '0' && c <= '9'; }

constexpr bool is_leap(int year) noexcept { return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0); }

constexpr int days_in(int month, int year) noexcept {
    constexpr int days[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return month == 2 && is_leap(year) ? 29 : days[month - 1];
}

// date: Go's time.Parse("2006-01-02", s) -- four digits, two, two, a month of 1 to 12 and a
// day that exists in it (29 February only in leap years, the year 0000 one), nothing else.
constexpr bool valid_date(std::string_view s) noexcept {
    if (s.size() != 10 || s[4] != '-' || s[7] != '-') return false;
    for (const std::size_t i : {0u, 1u, 2u, 3u, 5u, 6u, 8u, 9u})
        if (!is_digit(s[i])) return false;
    const int year = (s[0] - '0') * 1000 + (s[1] - '0') * 100 + (s[2] - '0') * 10 + (s[3] - '0');
    const int month = (s[5] - '0') * 10 + (s[6] - '0');
    const int day = (s[8] - '0') * 10 + (s[9] - '0');
    return month >= 1 && month <= 12 && day >= 1 && day <= days_in(month, year);
}

constexpr char ascii_lower(char c) noexcept { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

// The time part of a date-time: ^(\d\d):(\d\d):(\d\d)(.\d+)?(z|[+-]\d\d:\d\d)$ on the text
// lower-cased (so z or Z), its `.` any code point but \n (an invalid byte is one, U+FFFD, as Go
// reads it), then hours up to 23, minutes and seconds up to 59 (compared as text, as strfmt does).
constexpr bool valid_time_of_day(std::string_view t) noexcept {
    const auto zone = [](std::string_view z) {
        if (z.size() == 1) return z[0] == 'z' || z[0] == 'Z';
        return z.size() == 6 && (z[0] == '+' || z[0] == '-') && is_digit(z[1]) && is_digit(z[2]) && z[3] == ':' &&
               is_digit(z[4]) && is_digit(z[5]);
    };
    if (t.size() < 9 || t[2] != ':' || t[5] != ':') return false;
    for (const std::size_t i : {0u, 1u, 3u, 4u, 6u, 7u})
        if (!is_digit(t[i])) return false;
    if (t.substr(0, 2) > "23" || t.substr(3, 2) > "59" || t.substr(6, 2) > "59") return false;
    std::string_view rest = t.substr(8);
    if (zone(rest)) return true;
    if (rest[0] == '\n') return false;
    rest.remove_prefix(regex::decode_utf8(rest.data(), rest.size()).length);
    std::size_t digits = 0;
    while (digits < rest.size() && is_digit(rest[digits])) ++digits;
    return digits > 0 && zone(rest.substr(digits));
}

// date-time: strfmt's IsDateTime -- at least 4 bytes; lower-cased and split at every 't', the
// first piece a date and the second (only) a time of day. So "2021-01-02T03:04:05Z",
// "2021-01-02t03:04:05.123+02:00" and also "2021-01-02T03:04:05ZTanything" are valid.
constexpr bool valid_date_time(std::string_view s) noexcept {
    if (s.size() < 4) return false;
    std::size_t t1 = 0;
    while (t1 < s.size() && ascii_lower(s[t1]) != 't') ++t1;
    if (t1 == s.size()) return false;
    std::size_t t2 = t1 + 1;
    while (t2 < s.size() && ascii_lower(s[t2]) != 't') ++t2;
    return valid_date(s.substr(0, t1)) && valid_time_of_day(s.substr(t1 + 1, t2 - t1 - 1));
}

// ---- duration ------------------------------------------------------------------------------------

inline constexpr std::uint64_t two_63 = std::uint64_t{1} << 63;

// The unit of Go's time.ParseDuration, in nanoseconds (0: not a unit).
constexpr std::uint64_t go_duration_unit(std::string_view u) noexcept {
    if (u == "ns") return 1;
    if (u == "us" || u == "\xC2\xB5s" || u == "\xCE\xBCs") return 1000; // µs: micro sign or Greek mu
    if (u == "ms") return 1000000;
    if (u == "s") return 1000000000;
    if (u == "m") return 60000000000;
    if (u == "h") return 3600000000000;
    return 0;
}

// One [0-9]*(\.[0-9]*)?unit of a Go duration, read from s at i; false on anything Go refuses.
constexpr bool go_duration_element(std::string_view s, std::size_t& i, std::uint64_t& total) noexcept {
    if (!(s[i] == '.' || is_digit(s[i]))) return false;
    std::uint64_t v = 0, f = 0;
    double scale = 1;
    const std::size_t start = i;
    for (; i < s.size() && is_digit(s[i]); ++i) { // leadingInt
        if (v > two_63 / 10) return false;
        v = v * 10 + static_cast<std::uint64_t>(s[i] - '0');
        if (v > two_63) return false;
    }
    const bool pre = i != start;
    bool post = false;
    if (i < s.size() && s[i] == '.') { // leadingFraction: stops accumulating on overflow
        const std::size_t fraction = ++i;
        bool overflow = false;
        for (; i < s.size() && is_digit(s[i]); ++i) {
            if (overflow) continue;
            if (f > (two_63 - 1) / 10) { overflow = true; continue; }
            const std::uint64_t y = f * 10 + static_cast<std::uint64_t>(s[i] - '0');
            if (y > two_63) { overflow = true; continue; }
            f = y;
            scale *= 10;
        }
        post = i != fraction;
    }
    if (!pre && !post) return false;
    const std::size_t unit_start = i;
    while (i < s.size() && s[i] != '.' && !is_digit(s[i])) ++i;
    const std::uint64_t unit = go_duration_unit(s.substr(unit_start, i - unit_start));
    if (unit == 0 || v > two_63 / unit) return false;
    v *= unit;
    if (f > 0) {
        v += static_cast<std::uint64_t>(static_cast<double>(f) * (static_cast<double>(unit) / scale));
        if (v > two_63) return false;
    }
    total += v;
    return total <= two_63;
}

// Go's time.ParseDuration: [-+]?([0-9]*(\.[0-9]*)?(ns|us|µs|μs|ms|s|m|h))+ or "0", within int64.
constexpr bool go_parse_duration(std::string_view s) noexcept {
    bool negative = false;
    if (!s.empty() && (s[0] == '-' || s[0] == '+')) negative = s[0] == '-', s.remove_prefix(1);
    if (s == "0") return true;
    if (s.empty()) return false;
    std::uint64_t total = 0;
    for (std::size_t i = 0; i < s.size();)
        if (!go_duration_element(s, i, total)) return false;
    return negative || total <= two_63 - 1;
}

// Whether a unit word of strfmt's fallback (lower-cased letters) names a unit: one of its
// spellings, or starting with the long one ("nanoseconds", "hourly", "weeks").
constexpr bool strfmt_duration_unit(std::string_view unit) noexcept {
    constexpr std::string_view exact[] = {"ns", "us", "\xC2\xB5s", "ms", "s", "m", "h", "hr", "d", "w", "wk"};
    constexpr std::string_view prefixes[] = {"nano", "micro", "milli", "sec", "min", "hour", "day", "week"};
    for (const std::string_view e : exact)
        if (unit == e) return true;
    for (const std::string_view p : prefixes)
        if (unit.substr(0, p.size()) == p) return true;
    return false;
}

// Whether the decimal digits exceed Go's int (int64): strconv.Atoi fails on them.
constexpr bool atoi_overflows(std::string_view digits) noexcept {
    while (digits.size() > 1 && digits[0] == '0') digits.remove_prefix(1);
    constexpr std::string_view max = "9223372036854775807";
    return digits.size() > max.size() || (digits.size() == max.size() && digits > max);
}

// strfmt's fallback when time.ParseDuration refuses: every match of (\d+)\s*([A-Za-zµ]+), left
// to right; valid if one of them has a unit word, unless a number before that point does not
// fit an int64 (Go's loop returns on that error).
constexpr bool strfmt_duration_words(std::string_view s) noexcept {
    const auto is_space = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r'; };
    const auto letter_at = [&s](std::size_t i) -> std::size_t { // its length in bytes, or 0
        if (i >= s.size()) return 0;
        if ((s[i] >= 'a' && s[i] <= 'z') || (s[i] >= 'A' && s[i] <= 'Z')) return 1;
        return s.substr(i, 2) == "\xC2\xB5" ? 2 : 0;
    };
    bool ok = false;
    for (std::size_t i = 0; i < s.size();) {
        if (!is_digit(s[i])) { ++i; continue; }
        std::size_t j = i;
        while (j < s.size() && is_digit(s[j])) ++j;
        std::size_t k = j;
        while (k < s.size() && is_space(s[k])) ++k;
        std::size_t l = k;
        for (std::size_t n = letter_at(l); n != 0; n = letter_at(l)) l += n;
        if (l == k) { i = j; continue; } // no match starts in this run of digits
        if (atoi_overflows(s.substr(i, j - i))) return false;
        char unit[32]{};
        std::size_t n = 0;
        for (std::size_t c = k; c < l && n < sizeof(unit); ++c) unit[n++] = ascii_lower(s[c]);
        ok = ok || strfmt_duration_unit(std::string_view(unit, n));
        i = l;
    }
    return ok;
}

// duration: strfmt's ParseDuration -- Go's time.ParseDuration ("1h30m", "-1.5s", "0"), or else
// any text with a number followed by a unit word ("3 days", "1 week and 2 hours", "5 hours ago").
constexpr bool valid_duration(std::string_view s) noexcept { return go_parse_duration(s) || strfmt_duration_words(s); }

} // namespace versioned::detail::formats

#endif // VERSIONED_CONSTRAINTS_DETAIL_FORMATS_TIME_HPP
