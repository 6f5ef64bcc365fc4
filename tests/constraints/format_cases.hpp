// Generated strings for the formats' differential test against kube-openapi's strfmt registry
// (tests/constraints/formats_oracle): for each format, valid examples, their mutations (a
// character inserted, deleted, replaced, a case changed, a piece duplicated), random strings
// over the characters the format is made of, and edge cases written down. Deterministic.
#ifndef VERSIONED_TESTS_CONSTRAINTS_FORMAT_CASES_HPP
#define VERSIONED_TESTS_CONSTRAINTS_FORMAT_CASES_HPP

#include <versioned/constraints/detail/formats.hpp>

#include "constraints/regex_cases.hpp"

#include <cstddef>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

namespace format_cases {

namespace fmt = versioned::detail::formats;

// Characters that matter to some format, plus some that matter to none.
inline constexpr std::string_view pieces[] = {
    "0", "1", "2", "5", "9", "a", "f", "F", "x", "X", "z", "Z", "t", "T", "-", "+", ".", ":", "/", "@", "%", "%25",
    "%2F", "%7", "?", "#", "[", "]", "(", ")", "<", ">", "\"", "\\", ",", ";", "=", "_", "~", " ", "\t", "\n", "\r",
    "\x01", "\x7F", "\xFF", "\xC3\xA9", "\xE2\x98\x83", "\xC2\xB5", "\xCE\xBC", "::", "..", "=?", "?=", "h", "m",
    "s", "ms", "us", "ns", "d", "w", "hour", "min", "sec", "day", "week", "rgb(", "255", "256", "00", "0x", "1e3",
    "\xF0\x9F\x98\x80", "\xE2\x84\xAA", "\xCE\xA9",
};

inline std::string mutate(regex_cases::rng& r, std::string s) {
    const std::size_t at = r.below(s.size() + 1);
    switch (r.below(6)) {
    case 0: return s.insert(at, std::string(r.pick(pieces)));
    case 1: return at < s.size() ? s.erase(at, 1 + r.below(3)) : s;
    case 2: return at < s.size() ? s.replace(at, 1, std::string(r.pick(pieces))) : s + std::string(r.pick(pieces));
    case 3:
        for (char& c : s)
            if (r.one_in(3)) c = c >= 'a' && c <= 'z' ? static_cast<char>(c - 32) : c >= 'A' && c <= 'Z' ? static_cast<char>(c + 32) : c;
        return s;
    case 4: return at < s.size() ? s.insert(at, s.substr(at, 1 + r.below(6))) : s + s;
    default: return s.substr(0, at);
    }
}

inline std::string random_string(regex_cases::rng& r) {
    std::string s;
    for (std::size_t n = r.below(12); n > 0; --n) s += r.pick(pieces);
    return s;
}

// ---- strings built from the grammar of a format, with wrong pieces now and then ----

inline std::string one_of(regex_cases::rng& r, std::initializer_list<std::string_view> options) {
    return std::string(options.begin()[r.below(options.size())]);
}

inline std::string digits(regex_cases::rng& r, std::size_t min, std::size_t max) {
    std::string s;
    for (std::size_t n = min + r.below(max - min + 1); n > 0; --n) s += static_cast<char>('0' + r.below(10));
    return s;
}

inline std::string encoded_word(regex_cases::rng& r) {
    std::string w = "=?" + one_of(r, {"utf-8", "UTF-8", "iso-8859-1", "us-ascii", "US-ASCII", "u\xC5\xBF-ascii", "foo", "", "koi8-r"});
    w += "?" + one_of(r, {"q", "Q", "b", "B", "x", "", "qq"}) + "?";
    w += one_of(r, {"", "abc", "J=C3=A9", "a_b", "=4", "=zz", "YQ==", "YQ=", "YWJj", "Y", "a?b", "a b", "\xC3\xA9", "aGk=\n"});
    return w + one_of(r, {"?=", "?=", "?=", "=", "?"});
}

inline std::string mail_word(regex_cases::rng& r) {
    switch (r.below(5)) {
    case 0: return one_of(r, {"Jane", "J.", "a.b", ".x", "x.", "a..b", "a(b", "a@b", "a[b]", "a;b", "a,b", "a\\b", "\xC3\xA9", "\xFF"});
    case 1: return "\"" + one_of(r, {"", "Jane Doe", "a\\\"b", "a\\", "\xC3\xA9", "\x01", "a\tb", "\\\x01"}) + one_of(r, {"\"", "\"", ""});
    case 2: return encoded_word(r);
    default: return one_of(r, {"jane", "x", "_", "1", "~", "!#$%&'*+-/=?^`{|}~"});
    }
}

inline std::string mail_addr_spec(regex_cases::rng& r) {
    std::string local = r.one_in(5) ? "\"" + one_of(r, {"", "a b", "a\\\"", "\xC3\xA9"}) + "\"" : mail_word(r);
    if (r.one_in(3)) local += "." + mail_word(r);
    std::string domain = one_of(r, {"example.com", "x", "a.b.c", "[1.2.3.4]", ".com", "a..b", "b.", "\xC3\xA9.de", "a b"});
    return local + one_of(r, {"@", "@", "@", " @ ", "", "@@"}) + domain;
}

inline std::string mail_comment(regex_cases::rng& r) {
    std::string c = "(";
    for (std::size_t n = r.below(4); n > 0; --n)
        c += one_of(r, {" ", "\t", "Jane", "(nested)", "\\)", "\\(", "(", ")"}) + (r.one_in(2) ? encoded_word(r) : "");
    return c + one_of(r, {")", ")", ")", ""});
}

inline std::string random_email(regex_cases::rng& r) {
    const std::string space = one_of(r, {"", "", " ", "\t", "  "});
    std::string phrase;
    for (std::size_t n = r.below(3); n > 0; --n) phrase += mail_word(r) + one_of(r, {" ", "", "\t"});
    switch (r.below(4)) {
    case 0: return space + mail_addr_spec(r) + (r.one_in(2) ? space + mail_comment(r) : "") + space;
    case 1: return phrase + space + "<" + mail_addr_spec(r) + one_of(r, {">", ">", ""}) + (r.one_in(3) ? mail_comment(r) : "");
    case 2: {
        std::string g = phrase + ":" + space;
        for (std::size_t n = r.below(3); n > 0; --n) g += (g.back() == ':' || g.back() == ' ' ? "" : ",") + mail_addr_spec(r);
        return g + one_of(r, {";", ";", "", "; (x)", "; (x"}) + space;
    }
    default: return phrase + mail_addr_spec(r) + one_of(r, {"", ",", " x", " (c)", "(c) (d)"});
    }
}

inline std::string random_uri(regex_cases::rng& r) {
    std::string u = one_of(r, {"http", "https", "a+b.c-d", "1x", "", "", "h\xC3\xA9", "x y"});
    u += one_of(r, {":", ":", "", "://"});
    if (r.one_in(2)) {
        u += "//";
        if (r.one_in(3)) u += one_of(r, {"user", "u:p", "u%41", "u%zz", "u^", "u@v", "\xC3\xA9", "", "u/"}) + "@";
        u += one_of(r, {"example.com", "[::1]", "[::1%25eth0]", "[::1%25%41]", "[::1%25%C3%A9]", "[::1%2541", "h%41",
                        "h%C3%A9", "h%25", "h_", "h^", "h~", "h!$&'()*+,;=", "h<>\"", "\xC3\xA9", "", "[1.2.3.4]"});
        if (r.one_in(3)) u += one_of(r, {":80", ":", ":8a", "::80", ":-1"});
    }
    for (std::size_t n = r.below(3); n > 0; --n) u += "/" + one_of(r, {"a", "%20", "%zz", "%4", "a b", "#", "\xC3\xA9", "~", ":", "@"});
    if (r.one_in(3)) u += "?" + one_of(r, {"", "a=b", "%zz", "?", "a?b"});
    if (r.one_in(4)) u += "#" + one_of(r, {"", "f", "%zz"});
    return u;
}

inline std::string random_duration(regex_cases::rng& r) {
    std::string d = one_of(r, {"", "", "-", "+", " "});
    for (std::size_t n = 1 + r.below(3); n > 0; --n) {
        d += r.one_in(8) ? digits(r, 18, 25) : digits(r, 0, 3);
        if (r.one_in(3)) d += "." + digits(r, 0, 3);
        d += one_of(r, {"", " ", "\t", "\n"});
        d += one_of(r, {"h", "m", "s", "ms", "us", "\xC2\xB5s", "\xCE\xBCs", "ns", "d", "w", "wk", "hr", "H", "Hours", "minutes",
                        "sec", "x", "mo", "\xC2\xB5", "nanos", "WEEK", "", "h1"});
        d += one_of(r, {"", "", " ", " and ", ","});
    }
    return d;
}

inline std::string random_ip(regex_cases::rng& r) {
    std::string s;
    for (std::size_t n = r.below(10); n > 0; --n) {
        s += r.one_in(3) ? digits(r, 1, 4) : std::string(one_of(r, {"0", "00", "ff", "FFFF", "10000", "1", "255", "256", "0001", "abcde"}));
        s += one_of(r, {".", ":", ":", "::", "", "/"});
    }
    if (r.one_in(3)) s += "/" + digits(r, 1, 3);
    return s;
}

inline std::string random_date_time(regex_cases::rng& r) {
    std::string s = digits(r, 4, 4) + "-" + digits(r, 2, 2) + "-" + digits(r, 2, 2);
    s += one_of(r, {"T", "t", " ", "", "TT"});
    s += digits(r, 2, 2) + ":" + digits(r, 2, 2) + ":" + digits(r, 2, 2);
    if (r.one_in(2)) s += one_of(r, {".", ",", "\n", "\xFF", "\xC3\xA9", "x", "1"}) + digits(r, 0, 4);
    s += one_of(r, {"Z", "z", "+01:00", "-23:59", "+1:00", "", "Zt", "ZTx", "+01:00T"});
    return s;
}

// Strings in the shape of format f (a wrong piece now and then), for the formats with a grammar.
inline std::string shaped(regex_cases::rng& r, fmt::format f) {
    switch (f) {
    case fmt::format::email: return random_email(r);
    case fmt::format::uri: return random_uri(r);
    case fmt::format::duration: return random_duration(r);
    case fmt::format::ipv4:
    case fmt::format::ipv6:
    case fmt::format::cidr: return random_ip(r);
    case fmt::format::date_time:
    case fmt::format::date: return random_date_time(r).substr(0, f == fmt::format::date ? 10 + r.below(3) : std::string::npos);
    default: return random_string(r);
    }
}

// Edge cases of each rule, valid and not.
inline const std::vector<std::string_view> edge_cases = {
    "", "0", "-", "2020-02-29", "2021-02-29", "2000-02-29", "1900-02-29", "0000-02-29", "2020-13-01", "2020-00-10",
    "2020-01-00", "2020-1-01", "20201-01-01", "2020-01-01T00:00:00Z", "2020-01-01t23:59:59z", "2020-01-01T24:00:00Z",
    "2020-01-01T23:60:00Z", "2020-01-01T23:59:60Z", "2020-01-01T10:00:00+01:00", "2020-01-01T10:00:00.5Z",
    "2020-01-01T10:00:00x5Z", "2020-01-01T10:00:00\n5Z", "2020-01-01T10:00:00\xFF" "5Z", "2020-01-01T10:00:00\xC3\xA9" "5Z",
    "2020-01-01T10:00:00ZT", "2020-01-01T10:00:00Ztt", "2020-01-01T10:00:00", "2020-01-01 10:00:00Z", "2020-01-01T1:00:00Z",
    "1h", "1.5h", ".5s", "5.s", ".s", "1h30m", "-1h", "+1h", "1", "0", "-0", "1d", "1 day", "3 days ago", "2 weeks",
    "1hour", "1 hr", "5µs", "5μs", "5us", "9223372036854775807ns", "9223372036854775808ns", "-9223372036854775808ns",
    "2562047h", "2562048h", "99999999999999999999 h", "1 x 2 h", "00000000000000000000001 sec", "1 minutes",
    "1.5 hours", "h1", "1mo", "1 M", "1 H", "1 µ", "1 nano", "1nanosecond",
    "00000000-0000-0000-0000-000000000000", "00000000000000000000000000000000", "0000000000000000000000000000000G",
    "a987fbc9-4bed-3078-cf07-9141ba07c9f3", "A987FBC9-4BED-3078-CF07-9141BA07C9F3", "a987fbc9-4bed-4078-8f07-9141ba07c9f3",
    "a987fbc9-4bed-5078-af07-9141ba07c9f3", "a987fbc94bed-4078-8f07-9141ba07c9f3", "a987fbc9--4bed-4078-8f07-9141ba07c9f3",
    "1.2.3.4", "01.2.3.4", "1.2.3.04", "001.002.003.004", "256.1.1.1", "1.2.3", "1.2.3.4.5", "1.2.3.4 ", "::", "::1",
    "1::", "1:2:3:4:5:6:7:8", "1:2:3:4:5:6:7:8:9", "1::2::3", "::ffff:1.2.3.4", "::ffff:01.2.3.4", "1:2:3:4:5:6:1.2.3.4",
    "1:2:3:4:5:6:7:1.2.3.4", "fe80::1%eth0", "00001::", "12345::", "0000000000000001::", "1.2.3.4/24", "1.2.3.4/33",
    "1.2.3.4/024", "01.2.3.4/8", "::/0", "::1/128", "::1/129", "1.2.3.4/", "/8", "1.2.3.4/8/8", "::ffff:1.2.3.4/96",
    "localhost", "example.com", "a.b", "a.bc", "a-b", "ab-c", "-ab", "a.-b.com", "a..com", "a.com.", "1.2.3.4.com",
    "xn--bcher-kva.example", "münchen.de", "☃.net", "a_b.com", "com", "a.1com", "a.c0m", "a.co", "a.c",
    "aGVsbG8=", "aGVsbG8", "aGVsbA==", "aGVsb", "YQ==", "YQ=", "Y===", "====", "aGVs\nbG8=", "aGVs bG8=", "-_8=",
    "jane@example.com", "Jane <jane@example.com>", "\"Jane Doe\" <jane@example.com>", "jane@example.com (Jane)",
    "jane.doe@example.com", ".jane@example.com", "jane.@example.com", "ja..ne@example.com", "\"\"@example.com",
    "\"j d\"@example.com", "\"j\\\"d\"@example.com", "jane@[1.2.3.4]", "jane@example", "@example.com", "jane@",
    "jane", "<jane@example.com>", "team: jane@example.com;", "team: jane@example.com, joe@example.com;", "team:;",
    "=?utf-8?q?J=C3=A9r=C3=B4me?= <j@example.com>", "=?foo?q?bar?= <j@example.com>", "x =?foo?q?bar?= <j@example.com>",
    "j@example.com (=?foo?q?bar?=)", "j@example.com (=?utf-8?q?bar?=)", "j@example.com (=?foo?b?YQ==?=)",
    "j@example.com (=?foo?b?YQ=?=)", "j@example.com (unclosed", "j@example.com (a) (b)", "j@example.com x",
    "j\xC3\xA9@example.com", "j@\xFF.com", "Jane\x01 <j@example.com>", "j@example.com (=?us-a\xC5\xBF" "cii?q?x?=)",
    "http://example.com", "https://user:pass@example.com:8443/a/b?c=d#e", "mailto:jane@example.com", "urn:isbn:1",
    "/path", "path", "//host/path", "*", "http://[::1]:80/", "http://[::1%25eth0]/", "http://[::1%25%41]/",
    "http://[::1%25%2F]/", "http://ex ample.com/", "http://example.com:80a/", "http://exa%41mple.com/",
    "http://exa%C3%A9mple.com/", "http://example.com/%zz", "http://example.com/a b", "http:", ":foo", "1http://x",
    "http://us^er@example.com/", "http://u%zz@example.com/", "a:%zz", "http://example.com/?%zz", "http://a/b\x7F",
    "01:23:45:67:89:ab", "01-23-45-67-89-ab", "0123.4567.89ab", "01:23:45:67:89:ab:cd:ef", "01:23:45:67:89",
    "01:23:45-67:89:ab", "0123.4567.89ab.cdef", "01:23:45:67:89:ab:cd:ef:01:23:45:67:89:ab:cd:ef:01:23:45:67",
    "0-306-40615-2", "0306406152", "0306406153", "030640615X", "0 306 40615 2", "978-0-306-40615-7", "9780306406157",
    "9780306406158", "4111111111111111", "4111 1111 1111 1111", "4111-1111-1111-1112", "378282246310005",
    "6011111111111117", "5105105105105100", "30569309025904", "3530111333300000", "1800111111111116",
    "123-45-6789", "123 45 6789", "123456789", "123-456789", "12-345-6789", "#fff", "fff", "#ffff", "#ffffff", "#fffffg",
    "rgb(0,0,0)", "rgb(255, 255, 255)", "rgb( 1 ,2, 3 )", "rgb(256,0,0)", "rgb(01,0,0)", "rgb(0,0,0", "RGB(0,0,0)",
    "507f1f77bcf86cd799439011", "507F1F77BCF86CD799439011", "507f1f77bcf86cd79943901", "507f1f77bcf86cd79943901g",
    // the rows of tests/constraints_formats.cpp, so that Go judges them too
    "2024-02-29", "2100-02-29", "2024-13-01", "2024-1-01", "2024-01-01 ", "+024-01-01", "2024-01-02T03:04:05Z",
    "2024-01-02t03:04:05z", "2024-01-02T03:04:05.123456789+05:30", "2024-01-02T03:04:05", "2024-01-02 03:04:05Z",
    "2024-01-02T24:00:00Z", "2024-01-02T23:59:60Z", "2024-01-02T03:04:05x1Z", "2024-01-02T03:04:05\n1Z",
    "2024-01-02T03:04:05ZTwhatever", "2024-02-30T03:04:05Z", "-1.5s", "1 fortnight", "5\xC2\xB5s", "h", "192.168.0.1",
    "010.001.0.1", "256.0.0.1", "2001:db8::68", "0000000000001::", "10.0.0.0/8", "10.0.0.0/33", "010.0.0.0/08",
    "10.0.0.0", "01-23-45-67-89-AB", "m\xC3\xBCnchen.de", "https://user:pass@example.com:8443/a/b?c#d",
    "/absolute/path", "relative/path", "http://[::1%25eth0]:80/", "http://exa mple.com/",
    "Jane Doe <jane@example.com>", "=?utf-8?q?J=C3=A9?= <j@example.com>", "=?koi8-r?q?x?= <j@example.com>",
    "A987FBC94BED3078CF079141BA07C9F3", "a987fbc9-4bed-3078-cf07-9141ba07c9f", "a987fbc9-4bed-5078-cf07-9141ba07c9f3",
    "080442957X", "ffffff", "rgb(255, 0, 10)",
};

// The names a schema could give: every format under each spelling strfmt accepts, and others.
inline const std::vector<std::string_view> names = {
    "date-time", "datetime", "date", "duration", "uuid", "ipv4", "ipv6", "cidr", "hostname", "byte", "email", "uri",
    "uuid3", "uuid4", "uuid5", "mac", "isbn", "isbn10", "isbn13", "creditcard", "ssn", "hexcolor", "rgbcolor",
    "password", "bsonobjectid", "uuid-4", "isbn-10", "date-time-", "-uri", "d-a-t-e", "credit-card", "Date", "DATE",
    "int32", "int64", "float", "double", "binary", "url", "ip", "idn-email", "time", "", "-", "regex", "json-pointer",
};

} // namespace format_cases

#endif // VERSIONED_TESTS_CONSTRAINTS_FORMAT_CASES_HPP
