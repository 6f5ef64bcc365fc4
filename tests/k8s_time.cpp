// k8s::duration, k8s::time and k8s::micro_time: Go's duration tests (time/time_test.go's
// parseDurationTests, parseDurationErrorTests and durationTests, BSD-licensed: the facts,
// ported as data), RFC 3339 edge cases as Go's time.Parse(time.RFC3339 / RFC3339Micro) judges
// them, the chrono conversions, null as Go's zero time, generated values written and read back.
#include <versioned/k8s/testing.hpp>
#include <versioned/testing.hpp>
#include <versioned/k8s/types.hpp>
#include <versioned/json.hpp>

#include "k8s/value_helpers.hpp"

#include <doctest/doctest.h>

#include <chrono>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>

namespace {

using k8s_tests::cat;
using k8s_tests::plain;

namespace k8s = versioned::k8s;
using versioned::json::errc;
using namespace std::chrono_literals;

constexpr std::int64_t min_ns = std::numeric_limits<std::int64_t>::min();
constexpr std::int64_t max_ns = std::numeric_limits<std::int64_t>::max();

} // namespace

TEST_CASE("duration: Go's ParseDuration tables") {
    constexpr std::int64_t ns = 1, us = 1000, ms = 1000000, s = 1000000000, m = 60 * s, h = 60 * m;
    const std::pair<std::string_view, std::int64_t> table[] = {
        {"0", 0}, {"5s", 5 * s}, {"30s", 30 * s}, {"1478s", 1478 * s}, {"-5s", -5 * s}, {"+5s", 5 * s}, {"-0", 0},
        {"+0", 0}, {"5.0s", 5 * s}, {"5.6s", 5 * s + 600 * ms}, {"5.s", 5 * s}, {".5s", 500 * ms}, {"1.0s", 1 * s},
        {"1.00s", 1 * s}, {"1.004s", 1 * s + 4 * ms}, {"1.0040s", 1 * s + 4 * ms}, {"100.00100s", 100 * s + 1 * ms},
        {"10ns", 10 * ns}, {"11us", 11 * us}, {"12\xC2\xB5s", 12 * us}, {"12\xCE\xBCs", 12 * us}, {"13ms", 13 * ms},
        {"14s", 14 * s}, {"15m", 15 * m}, {"16h", 16 * h}, {"3h30m", 3 * h + 30 * m}, {"10.5s4m", 4 * m + 10 * s + 500 * ms},
        {"-2m3.4s", -(2 * m + 3 * s + 400 * ms)}, {"1h2m3s4ms5us6ns", h + 2 * m + 3 * s + 4 * ms + 5 * us + 6 * ns},
        {"39h9m14.425s", 39 * h + 9 * m + 14 * s + 425 * ms}, {"52763797000ns", 52763797000 * ns},
        {"0.3333333333333333333h", 20 * m}, {"9007199254740993ns", (std::int64_t{1} << 53) + 1},
        {"9223372036854775807ns", max_ns}, {"9223372036854775.807us", max_ns}, {"9223372036s854ms775us807ns", max_ns},
        {"-9223372036854775808ns", min_ns}, {"-9223372036854775.808us", min_ns}, {"-9223372036s854ms775us808ns", min_ns},
        {"-2562047h47m16.854775808s", min_ns}, {"0.100000000000000000000h", 6 * m},
        {"0.830103483285477580700h", 49 * m + 48 * s + 372539827 * ns}, {"90m", 90 * m},
    };
    for (const auto& row_ : table) {
        const auto& text = row_.first;
        const auto& want = row_.second;
        CAPTURE(text);
        const auto d = k8s::duration::parse(text);
        REQUIRE(d.has_value());
        CHECK(d->nanoseconds().count() == want);
    }
    for (std::string_view bad : {"", "3", "-", "s", ".", "-.", ".s", "+.s", "1d", "\x85\x85", "\xff" "ff",
                                 "hello \xff" "ff world", "\xEF\xBF\xBD", "\xEF\xBF\xBD hello \xEF\xBF\xBD world",
                                 "9223372036854775810ns", "9223372036854775808ns", "-9223372036854775809ns",
                                 "9223372036854776us", "3000000h", "9223372036854775.808us", "1h 30m", "1H"}) {
        CAPTURE(bad);
        CHECK_FALSE(k8s::duration::parse(bad).has_value());
        CHECK_THROWS_AS(k8s::duration{bad}, std::invalid_argument);
    }
}

TEST_CASE("duration: Go's Duration.String table") {
    const std::pair<std::string_view, std::int64_t> table[] = {
        {"0s", 0}, {"1ns", 1}, {"1.1\xC2\xB5s", 1100}, {"2.2ms", 2200000}, {"3.3s", 3300000000},
        {"4m5s", 245000000000}, {"4m5.001s", 245001000000}, {"5h6m7.001s", 18367001000000},
        {"8m0.000000001s", 480000000001}, {"2562047h47m16.854775807s", max_ns}, {"-2562047h47m16.854775808s", min_ns},
    };
    for (const auto& row_ : table) {
        const auto& text = row_.first;
        const auto& d = row_.second;
        CAPTURE(text);
        CHECK(k8s::duration(std::chrono::nanoseconds(d)).to_string() == text);
        if (d > 0) CHECK(k8s::duration(std::chrono::nanoseconds(-d)).to_string() == cat("-", text));
    }
    CHECK(k8s::duration("90m").to_string() == "1h30m0s");
    CHECK(k8s::duration(90min) == k8s::duration("1.5h"));
    CHECK(std::chrono::nanoseconds(k8s::duration("1.5s")) == 1500ms);
    CHECK(k8s::duration("1s") < k8s::duration("1m"));
}

TEST_CASE("duration: JSON") {
    using versioned::json::read;
    CHECK(versioned::json::write(k8s::duration(90min)) == R"("1h30m0s")");
    CHECK(read<k8s::duration>(R"("1h30m")", plain()).value() == k8s::duration(90min));
    const auto bad = read<k8s::duration>(R"("1d")", plain());
    REQUIRE_FALSE(bad);
    CHECK(bad.error().code == errc::invalid_value);
    CHECK(bad.error().message() ==
          R"("1d" is not a duration (unknown unit; Go's time.ParseDuration, e.g. "1h30m") (line 1, column 1))");
    for (std::string_view wrong : {"null", "90", "[]", "{}", "true"}) {
        CAPTURE(wrong);
        const auto r = read<k8s::duration>(wrong, plain());
        REQUIRE_FALSE(r);
        CHECK(r.error().code == errc::wrong_type); // Go refuses null too (ParseDuration(""))
    }
    versioned::testing::generator g{37};
    for (int i = 0; i < 3000; ++i) {
        const auto d = g.make<k8s::duration>();
        const std::string text = versioned::json::write(d);
        CHECK(read<k8s::duration>(text, plain()).value() == d);
        CHECK(k8s::duration(d.to_string()).to_string() == d.to_string()); // String() is its own canonical form
    }
}

// What Go's time.Parse(time.RFC3339, s) takes (Kubernetes decodes metav1.Time so), and the
// instant in UTC.
TEST_CASE("time: RFC 3339 edge cases as Go's time.Parse takes them") {
    const std::pair<std::string_view, std::string_view> accepted[] = {
        {"2006-01-02T15:04:05Z", "2006-01-02T15:04:05Z"},
        {"2006-01-02T15:04:05+07:00", "2006-01-02T08:04:05Z"},
        {"2006-01-02T15:04:05-00:00", "2006-01-02T15:04:05Z"}, // "unknown offset" in RFC 3339: Go reads 0
        {"2006-01-02T15:04:05.999999999Z", "2006-01-02T15:04:05Z"}, // fraction dropped (Go drops it on writing)
        {"2006-01-02T15:04:05.1234567891234Z", "2006-01-02T15:04:05Z"},
        {"2006-01-02T15:04:05,5Z", "2006-01-02T15:04:05Z"}, // Go takes a comma
        {"2024-02-29T00:00:00Z", "2024-02-29T00:00:00Z"},
        {"2000-02-29T23:59:59Z", "2000-02-29T23:59:59Z"},
        {"0000-01-01T00:00:00Z", "0000-01-01T00:00:00Z"},
        {"9999-12-31T23:59:59Z", "9999-12-31T23:59:59Z"},
        {"2006-01-02T00:00:00+24:00", "2006-01-01T00:00:00Z"}, // Go's offset range test is lenient
        {"2006-01-02T00:00:00-23:60", "2006-01-03T00:00:00Z"},
        {"1969-12-31T23:59:59Z", "1969-12-31T23:59:59Z"},
    };
    for (const auto& row_ : accepted) {
        const auto& in = row_.first;
        const auto& utc = row_.second;
        CAPTURE(in);
        const auto t = k8s::time::parse(in);
        REQUIRE(t.has_value());
        CHECK(t->to_string() == utc);
        CHECK(versioned::json::read<k8s::time>(cat("\"", in, "\""), plain()).value() == *t);
    }
    for (std::string_view bad : {"2016-12-31T23:59:60Z",   // leap second: Go refuses it
                                 "2006-01-02t15:04:05Z",   // lowercase t
                                 "2006-01-02T15:04:05z",   // lowercase z
                                 "2006-01-02 15:04:05Z",   // space
                                 "2006-01-02T5:04:05Z",    // Go takes it, Kubernetes' date-time refuses it
                                 "2023-02-29T00:00:00Z", "1900-02-29T00:00:00Z", "2006-04-31T00:00:00Z",
                                 "2006-00-02T15:04:05Z", "2006-13-02T15:04:05Z", "2006-01-00T15:04:05Z",
                                 "2006-01-02T24:00:00Z", "2006-01-02T15:60:05Z", "2006-01-02T15:04Z",
                                 "2006-01-02T15:04:05", "2006-01-02T15:04:05+0700", "2006-01-02T15:04:05+25:00",
                                 "2006-01-02T15:04:05+07:61", "2006-01-02T15:04:05.Z", "2006-01-02T15:04:05Z ",
                                 " 2006-01-02T15:04:05Z", "10000-01-02T15:04:05Z", "206-01-02T15:04:05Z",
                                 "2006-1-02T15:04:05Z", "2006-01-2T15:04:05Z", "2006-01-02T15:4:05Z", "", "x",
                                 "2006-01-02T15:04:05+07", "2006-01-02T15:04:05+07:0a", "+2006-01-02T15:04:05Z"}) {
        CAPTURE(bad);
        CHECK_FALSE(k8s::time::parse(bad).has_value());
        const auto r = versioned::json::read<k8s::time>(cat("\"", bad, "\""), plain());
        REQUIRE_FALSE(r);
        CHECK(r.error().code == errc::invalid_value);
    }
}

TEST_CASE("micro_time: six digits, as Go's RFC3339Micro layout") {
    CHECK(k8s::micro_time("2006-01-02T15:04:05.123456Z").to_string() == "2006-01-02T15:04:05.123456Z");
    CHECK(k8s::micro_time("2006-01-02T15:04:05,000001+01:00").to_string() == "2006-01-02T14:04:05.000001Z");
    CHECK(k8s::micro_time("2006-01-02T15:04:05.000000Z").to_string() == "2006-01-02T15:04:05.000000Z");
    for (std::string_view bad : {"2006-01-02T15:04:05Z", "2006-01-02T15:04:05.12345Z", "2006-01-02T15:04:05.1234567Z",
                                 "2006-01-02T15:04:05.123Z"}) {
        CAPTURE(bad);
        CHECK_FALSE(k8s::micro_time::parse(bad).has_value());
    }
    const std::chrono::sys_time<std::chrono::microseconds> p{std::chrono::microseconds(1136214245123456)};
    const k8s::micro_time m = p;
    CHECK(std::chrono::sys_time<std::chrono::microseconds>(m) == p);
    CHECK(versioned::json::write(m) == R"("2006-01-02T15:04:05.123456Z")");
}

TEST_CASE("time: chrono, zero and null as Go's, ordering, writing limits") {
    const std::chrono::sys_seconds when{std::chrono::seconds(1136214245)};
    const k8s::time t = when;
    CHECK(std::chrono::sys_seconds(t) == when);
    CHECK(t.to_string() == "2006-01-02T15:04:05Z");
    CHECK(versioned::json::write(t) == R"("2006-01-02T15:04:05Z")");
    CHECK(k8s::time() < t);
    CHECK(k8s::time().is_zero());
    CHECK(k8s::time().to_string() == "0001-01-01T00:00:00Z");
    CHECK(versioned::json::write(k8s::time()) == "null");          // Go's MarshalJSON of the zero time
    CHECK(versioned::json::read<k8s::time>("null", plain()).value().is_zero()); // and its UnmarshalJSON
    CHECK(versioned::json::write(std::optional<k8s::time>()) == "null");
    const auto wrong = versioned::json::read<k8s::time>("1136214245", plain());
    REQUIRE_FALSE(wrong);
    CHECK(wrong.error().code == errc::wrong_type);
    // year -1 in UTC: readable (as Go reads it), not writable (Go writes what it cannot read)
    const auto early = k8s::time::parse("0000-01-01T00:00:00+01:00");
    REQUIRE(early.has_value());
    CHECK_THROWS_AS((void)early->to_string(), std::out_of_range);
    const auto e = versioned::json::try_write(*early);
    REQUIRE_FALSE(e);
    CHECK(e.error().code == errc::invalid_value);
    const auto now = k8s::time::now();
    CHECK_FALSE(now.is_zero());
    CHECK(std::chrono::sys_seconds(now) <= std::chrono::floor<std::chrono::seconds>(std::chrono::system_clock::now()));
}

TEST_CASE("time, micro_time: generated values write and read back equal") {
    versioned::testing::generator g{38};
    for (int i = 0; i < 3000; ++i) {
        const auto t = g.make<k8s::time>();
        const auto m = g.make<k8s::micro_time>();
        CHECK_FALSE(t.is_zero());
        CHECK(versioned::json::read<k8s::time>(versioned::json::write(t), plain()).value() == t);
        CHECK(versioned::json::read<k8s::micro_time>(versioned::json::write(m), plain()).value() == m);
        CHECK(k8s::time(t.to_string()).to_string() == t.to_string());
    }
}
