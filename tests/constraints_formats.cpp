// Tests of the formats of `format(...)` constraints (<versioned/constraints/detail/formats.hpp>,
// DESIGN.md §13): names as kube-openapi's strfmt registry looks them up, each format's rule on
// its edge cases (the answers are Go's: tests/constraints' oracle asks kube-openapi the same
// and thousands more), valid() as a constant expression, and example() always valid.
#include <versioned/constraints/detail/formats.hpp>

#include <doctest/doctest.h>

#include <cstddef>
#include <random>
#include <string>
#include <string_view>

namespace fmt = versioned::detail::formats;
using fmt::format;

namespace {

// A default value's format is checked at compile time: valid() is a constant expression, the
// formats run on the pattern engine (hostname) included.
static_assert(fmt::valid(format::date, "2024-02-29"));
static_assert(!fmt::valid(format::date, "2023-02-29"));
static_assert(fmt::valid(format::date_time, "2024-02-29T23:59:59.5+01:00"));
static_assert(fmt::valid(format::duration, "1h30m") && fmt::valid(format::duration, "3 days"));
static_assert(fmt::valid(format::hostname, "my-host.example.com"));
static_assert(!fmt::valid(format::hostname, "-my-host.example.com"));
static_assert(fmt::valid(format::email, "Jane Doe <jane@example.com>"));
static_assert(fmt::valid(format::uri, "https://example.com:8443/a?b"));
static_assert(fmt::valid(format::ipv6, "::ffff:1.2.3.4") && fmt::valid(format::cidr, "10.0.0.0/8"));

static_assert(fmt::format_named("date-time") == format::date_time);
static_assert(fmt::format_named("datetime") == format::date_time); // strfmt ignores dashes
static_assert(fmt::format_named("uuid-4") == format::uuid4);
static_assert(fmt::format_named("Date") == format::none);          // ... but not case
static_assert(fmt::format_named("int32") == format::none);         // a type's format, not a string's
static_assert(fmt::name_of(format::date_time) == "date-time");
static_assert(fmt::in_json_schema(format::email) && !fmt::in_json_schema(format::hostname));

struct row {
    format f;
    std::string_view text;
    bool valid;
};

} // namespace

TEST_CASE("format_named: every format of strfmt's registry, under each spelling it accepts") {
    for (std::size_t i = 1; i < fmt::format_count; ++i) {
        const auto f = static_cast<format>(i);
        CHECK(fmt::format_named(fmt::name_of(f)) == f);
        std::string dashed;
        for (const char c : fmt::name_of(f)) dashed += std::string(1, c) + "-";
        CHECK(fmt::format_named(dashed) == f);
    }
    for (const std::string_view unknown : {"", "-", "int64", "float", "binary", "url", "ip", "idn-email", "time", "regex", "UUID"})
        CHECK(fmt::format_named(unknown) == format::none);
    CHECK(fmt::valid(format::none, "anything"));
}

TEST_CASE("in_json_schema: only where JSON Schema's format means the same") {
    for (std::size_t i = 1; i < fmt::format_count; ++i) {
        const auto f = static_cast<format>(i);
        const bool same = f == format::date_time || f == format::date || f == format::uuid || f == format::ipv4 ||
                          f == format::ipv6 || f == format::email;
        CHECK(fmt::in_json_schema(f) == same);
    }
}

TEST_CASE("valid: dates, date-times and durations as Kubernetes' validator reads them") {
    for (const row r : {
             row{format::date, "2024-02-29", true}, row{format::date, "2100-02-29", false}, row{format::date, "2000-02-29", true},
             row{format::date, "0000-02-29", true}, row{format::date, "2024-13-01", false}, row{format::date, "2024-1-01", false},
             row{format::date, "2024-01-01 ", false}, row{format::date, "+024-01-01", false},
             row{format::date_time, "2024-01-02T03:04:05Z", true}, row{format::date_time, "2024-01-02t03:04:05z", true},
             row{format::date_time, "2024-01-02T03:04:05.123456789+05:30", true},
             row{format::date_time, "2024-01-02T03:04:05", false},  // a zone is required
             row{format::date_time, "2024-01-02 03:04:05Z", false}, // the T is required
             row{format::date_time, "2024-01-02T24:00:00Z", false}, row{format::date_time, "2024-01-02T23:59:60Z", false},
             row{format::date_time, "2024-01-02T03:04:05x1Z", true}, // strfmt's (.[0-9]+)? takes any character for the dot
             row{format::date_time, "2024-01-02T03:04:05\n1Z", false},
             row{format::date_time, "2024-01-02T03:04:05ZTwhatever", true}, // only the piece between the first two t's counts
             row{format::date_time, "2024-02-30T03:04:05Z", false},
             row{format::duration, "1h30m", true}, row{format::duration, "-1.5s", true}, row{format::duration, "0", true},
             row{format::duration, "1", false}, row{format::duration, "1d", true}, row{format::duration, "3 days ago", true},
             row{format::duration, "1 fortnight", false}, row{format::duration, "2 weeks", true}, row{format::duration, "5\xC2\xB5s", true},
             row{format::duration, "9223372036854775807ns", true}, row{format::duration, "9223372036854775808ns", false},
             row{format::duration, "2562048h", true}, // overflows Go's Duration, but strfmt's fallback accepts it
             row{format::duration, "h", false}, row{format::duration, "", false},
         }) {
        INFO(fmt::name_of(r.f), ": ", r.text);
        CHECK(fmt::valid(r.f, r.text) == r.valid);
    }
}

TEST_CASE("valid: addresses (ipv4, ipv6, cidr, mac, hostname, uri, email)") {
    for (const row r : {
             row{format::ipv4, "192.168.0.1", true}, row{format::ipv4, "010.001.0.1", true}, // leading zeros: ParseIPSloppy
             row{format::ipv4, "256.0.0.1", false}, row{format::ipv4, "1.2.3", false}, row{format::ipv4, "::ffff:1.2.3.4", true},
             row{format::ipv4, "::1", false},
             row{format::ipv6, "::1", true}, row{format::ipv6, "2001:db8::68", true}, row{format::ipv6, "1:2:3:4:5:6:7:8:9", false},
             row{format::ipv6, "1::2::3", false}, row{format::ipv6, "fe80::1%eth0", false}, row{format::ipv6, "::ffff:01.2.3.4", false},
             row{format::ipv6, "1.2.3.4", false}, row{format::ipv6, "0000000000001::", true},
             row{format::cidr, "10.0.0.0/8", true}, row{format::cidr, "10.0.0.0/33", false}, row{format::cidr, "010.0.0.0/08", true},
             row{format::cidr, "::/0", true}, row{format::cidr, "::1/129", false}, row{format::cidr, "10.0.0.0", false},
             row{format::mac, "01:23:45:67:89:ab", true}, row{format::mac, "01-23-45-67-89-AB", true},
             row{format::mac, "0123.4567.89ab", true}, row{format::mac, "01:23:45-67:89:ab", false},
             row{format::hostname, "example.com", true}, row{format::hostname, "a-b", true}, row{format::hostname, "ab-c", false},
             row{format::hostname, "m\xC3\xBCnchen.de", true}, row{format::hostname, "a.b", false}, row{format::hostname, "a_b.com", false},
             row{format::hostname, "a.com.", false}, row{format::hostname, "1.2.3.4", false},
             row{format::uri, "https://user:pass@example.com:8443/a/b?c#d", true}, row{format::uri, "mailto:jane@example.com", true},
             row{format::uri, "/absolute/path", true}, row{format::uri, "relative/path", false}, row{format::uri, "*", true},
             row{format::uri, "http://[::1%25eth0]:80/", true}, row{format::uri, "http://exa mple.com/", false},
             row{format::uri, "http://example.com/%zz", false}, row{format::uri, "a:%zz", true}, // an opaque part is not checked
             row{format::uri, "http://example.com:80a/", false}, row{format::uri, "", false},
             row{format::email, "jane@example.com", true}, row{format::email, "Jane Doe <jane@example.com>", true},
             row{format::email, "jane@example.com (Jane)", true}, row{format::email, "\"j d\"@example.com", true},
             row{format::email, "team: jane@example.com;", true},              // a group of one address
             row{format::email, "team: jane@example.com, joe@example.com;", false}, // of two
             row{format::email, "jane@[1.2.3.4]", false}, row{format::email, "jane@example", true},
             row{format::email, "ja..ne@example.com", false}, row{format::email, "jane", false},
             row{format::email, "=?utf-8?q?J=C3=A9?= <j@example.com>", true},
             row{format::email, "=?koi8-r?q?x?= <j@example.com>", false}, // an encoded word Go cannot decode
         }) {
        INFO(fmt::name_of(r.f), ": ", r.text);
        CHECK(fmt::valid(r.f, r.text) == r.valid);
    }
}

TEST_CASE("valid: identifiers and the rest of the registry") {
    for (const row r : {
             row{format::uuid, "a987fbc9-4bed-3078-cf07-9141ba07c9f3", true}, row{format::uuid, "A987FBC94BED3078CF079141BA07C9F3", true},
             row{format::uuid, "a987fbc9-4bed-3078-cf07-9141ba07c9f", false}, row{format::uuid3, "a987fbc9-4bed-3078-cf07-9141ba07c9f3", true},
             row{format::uuid4, "a987fbc9-4bed-3078-cf07-9141ba07c9f3", false}, row{format::uuid4, "a987fbc9-4bed-4078-8f07-9141ba07c9f3", true},
             row{format::uuid5, "a987fbc9-4bed-5078-af07-9141ba07c9f3", true}, row{format::uuid5, "a987fbc9-4bed-5078-cf07-9141ba07c9f3", false},
             row{format::byte, "aGVsbG8=", true}, row{format::byte, "aGVsbG8", false}, row{format::byte, "", false},
             row{format::byte, "-_8=", false}, // standard alphabet only
             row{format::isbn10, "0-306-40615-2", true}, row{format::isbn10, "0306406153", false}, row{format::isbn10, "080442957X", true},
             row{format::isbn13, "978-0-306-40615-7", true}, row{format::isbn, "9780306406157", true}, row{format::isbn, "0306406152", true},
             row{format::creditcard, "4111 1111 1111 1111", true}, row{format::creditcard, "4111-1111-1111-1112", false},
             row{format::creditcard, "378282246310005", true}, row{format::ssn, "123-45-6789", true}, row{format::ssn, "123456789", false},
             row{format::hexcolor, "#fff", true}, row{format::hexcolor, "ffffff", true}, row{format::hexcolor, "#ffff", false},
             row{format::rgbcolor, "rgb(255, 0, 10)", true}, row{format::rgbcolor, "rgb(256,0,0)", false}, row{format::rgbcolor, "rgb(01,0,0)", false},
             row{format::bsonobjectid, "507f1f77bcf86cd799439011", true}, row{format::bsonobjectid, "507f1f77bcf86cd79943901", false},
             row{format::password, "", true},
         }) {
        INFO(fmt::name_of(r.f), ": ", r.text);
        CHECK(fmt::valid(r.f, r.text) == r.valid);
    }
}

TEST_CASE("example: a random value every format accepts") {
    std::mt19937_64 rng(34);
    for (std::size_t i = 1; i < fmt::format_count; ++i) {
        const auto f = static_cast<format>(i);
        for (int k = 0; k < 500; ++k) {
            const std::string s = fmt::example(f, rng);
            INFO(fmt::name_of(f), ": ", s);
            CHECK(fmt::valid(f, s));
        }
    }
}
