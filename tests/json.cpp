// Tests of <versioned/json.hpp> (DESIGN.md §6, issue 10): exact output, every value kind, the
// options, read_any, codecs and described enums, and one case per error code checking its
// code, JSON Pointer path, line and column. Properties over generated values are in
// tests/json_property.cpp; schema validation of the output in tests/json/ (json.validate).
#include "json/json_performance.hpp"
#include "json/types.hpp"

#include <versioned/enum.hpp>
#include <versioned/json.hpp>

#include <doctest/doctest.h>

#include <array>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <deque>
#include <limits>
#include <list>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace json = versioned::json;
using json::errc;

// A codec that rejects everything without calling fail().
struct Silent {
    int x = 0;
};
template <>
struct versioned::json::codec<Silent> {
    static void write(versioned::json::writer& out, const Silent& s) { out.write(s.x); }
    static bool read(versioned::json::reader& in, Silent&) { return in.is_null() && false; }
};

// A codec whose write throws (a user's codec may): what write had appended before must go.
struct Throwing {
    int x = 0;
};
template <>
struct versioned::json::codec<Throwing> {
    static void write(versioned::json::writer&, const Throwing&) { throw std::runtime_error("codec failed"); }
    static bool read(versioned::json::reader&, Throwing&) { return false; }
};

namespace {

template <class T>
json::error read_error(std::string_view text, const json::read_options& options = {}) {
    auto r = json::read<T>(text, options);
    REQUIRE_MESSAGE(!r, "read unexpectedly succeeded: ", text);
    return r.error();
}

template <class T>
T read_ok(std::string_view text, const json::read_options& options = {}) {
    auto r = json::read<T>(text, options);
    REQUIRE_MESSAGE(r, "read failed: ", r.error().message(), " for ", text);
    return *r;
}

jt::Spec<jt::v1> sample_v1() {
    jt::Spec<jt::v1> s{};
    s.name = "web";
    s.replicas = 2;
    s.port = 8080;
    s.limits = {.cpu_millis = 500, .memory_bytes = 1024};
    s.sidecars = {{.cpu_millis = 1, .memory_bytes = std::nullopt}};
    s.ports = {80, -1};
    s.rgb = {1, 2, 255};
    s.labels = {{"app", "web"}};
    s.per_zone = {{"a", {.cpu_millis = 7, .memory_bytes = std::nullopt}}};
    s.color = jt::Color::green;
    s.timeout = {90};
    s.weights = {0.5, std::nullopt};
    s.budget = 1;
    return s;
}

constexpr std::string_view sample_v1_text =
    R"({"name":"web","replicas":2,"port":8080,"deprecated_legacy":false,)"
    R"("limits":{"cpu_millis":500,"memory_bytes":1024},"sidecars":[{"cpu_millis":1}],)"
    R"("ports":[80,-1],"rgb":[1,2,255],"labels":{"app":"web"},"per_zone":{"a":{"cpu_millis":7}},)"
    R"("color":"green","timeout":"90s","weights":[0.5,null],"budget":1})";

// The deprecated member set (read_into must value-initialize it when absent).
void set_legacy(jt::Spec<jt::v1>& s) {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations" // deprecated_legacy, on purpose
    s.deprecated_legacy = true;
#pragma GCC diagnostic pop
}

} // namespace

// ---- writing ----------------------------------------------------------------------------------

TEST_CASE("write: compact JSON in table order, keys from json_keys, empty optionals omitted") {
    CHECK(json::write(sample_v1()) == sample_v1_text);
    std::string out = "prefix:";
    json::write(sample_v1(), out);
    CHECK(out == "prefix:" + std::string(sample_v1_text));
}

TEST_CASE("write: write_nulls writes empty optionals as null; version_key and group come first") {
    jt::Limits<jt::v1> l{.cpu_millis = 3, .memory_bytes = std::nullopt};
    CHECK(json::write(l) == R"({"cpu_millis":3})");
    CHECK(json::write(l, {.write_nulls = true}) == R"({"cpu_millis":3,"memory_bytes":null})");
    CHECK(json::write(l, {.version_key = "apiVersion"}) == R"({"apiVersion":"v1","cpu_millis":3})");
    CHECK(json::write(l, {.version_key = "apiVersion", .group = "example.com"}) ==
          R"({"apiVersion":"example.com/v1","cpu_millis":3})");
    std::string out;
    json::write(l, out, {.version_key = "apiVersion"});
    CHECK(out == R"({"apiVersion":"v1","cpu_millis":3})");
    // An object with no member written at all.
    jt::Limits<versioned::version_at_t<jt::versions, 0>> old{};
    old.cpu_millis = 1;
    CHECK(json::write(old) == R"({"cpu_millis":1})");
}

TEST_CASE("write: camelCase keys follow the module's key naming") {
    jc::Rollout<jc::v1> r{.service_name = "api", .host_port = 443, .max_surge = 2, .extra_args = {"-v"}};
    CHECK(json::write(r) == R"({"serviceName":"api","hostPort":443,"maxSurge":2,"extraArgs":["-v"]})");
    CHECK(read_ok<jc::Rollout<jc::v1>>(json::write(r)) == r);
    CHECK(read_error<jc::Rollout<jc::v1>>(R"({"service_name":"api","hostPort":1,"extraArgs":[]})").code ==
          errc::unknown_key);
}

TEST_CASE("keys: the naming policies (kebab-case, PascalCase, SCREAMING_SNAKE_CASE) and keys the table gives") {
    using versioned::json_keys;
    using namespace std::string_view_literals;
    CHECK(json_keys<jk::Settings<jk::v1>> == std::array{"log-file"sv, "port"sv, "workers"sv, "bind-address"sv, "pid-file"sv});
    CHECK(json_keys<jk::Settings<jk::v2>> == std::array{"log-file"sv, "ipv4-port"sv, "class"sv, "workers"sv, "listen_on"sv});
    CHECK(json_keys<jpc::Settings<jpc::v1>> == std::array{"LogFile"sv, "Ipv4Port"sv, "Hidden"sv});
    CHECK(json_keys<js::Settings<js::v1>> == std::array{"LOG_FILE"sv, "IPV4_PORT"sv, "ENABLED"sv});

    jk::Settings<jk::v2> k{};
    k.ipv4_port = 8080;
    k.class_ = "gold";
    k.listen = ":80";
    // the deprecated field keeps its key; a given key is written as given
    CHECK(json::write(k) == R"({"log-file":"","ipv4-port":8080,"class":"gold","workers":8,"listen_on":":80"})");
    CHECK(read_ok<jk::Settings<jk::v2>>(json::write(k)) == k);
    // added in the first version with default_with: a key that may be absent from the start
    const auto old = read_ok<jk::Settings<jk::v1>>(R"({"log-file":"/var/log/a","port":1,"bind-address":"h"})");
    CHECK(old.log_file == "/var/log/a");
    CHECK(old.workers == 8);
    CHECK(old.listen == "h");
    CHECK(read_ok<jk::Settings<jk::v2>>(R"({"ipv4-port":1,"listen_on":""})").workers == 8);
    CHECK(read_ok<jk::Settings<jk::v2>>(R"({"ipv4-port":1,"workers":2,"listen_on":""})").workers == 2);
    // a hand-edited file that bumps its version keeps the deprecated field's key
    const auto bumped = read_ok<jk::Settings<jk::v2>>(R"({"log-file":"/var/log/a","ipv4-port":1,"listen_on":"h"})");
    CHECK(bumped == versioned::convert<jk::v2>(old));
    CHECK(read_error<jk::Settings<jk::v2>>(R"({"deprecated-log-file":"","ipv4-port":1,"listen_on":""})").code == errc::unknown_key);
    // the key of a field removed in v2: refused, and the message says why
    const auto stale = read_error<jk::Settings<jk::v2>>(R"({"ipv4-port":1,"listen_on":"","pid-file":"/run/a.pid"})");
    CHECK(stale.code == errc::unknown_key);
    CHECK(stale.message().find("(not a member of Settings v2; removed in v2)") != std::string::npos);
    CHECK(read_error<jk::Settings<jk::v2>>(R"({"ipv4-port":1,"bind-address":""})").code == errc::unknown_key);
    CHECK(read_error<jk::Settings<jk::v1>>(R"({"log-file":"","port":1})").code == errc::missing_key);

    const jpc::Settings<jpc::v1> p{"a", 1, true};
    CHECK(json::write(p) == R"({"LogFile":"a","Ipv4Port":1,"Hidden":true})");
    CHECK(read_ok<jpc::Settings<jpc::v1>>(json::write(p)) == p);
    const js::Settings<js::v1> s{"a", 2, false};
    CHECK(json::write(s) == R"({"LOG_FILE":"a","IPV4_PORT":2,"ENABLED":false})");
    CHECK(read_ok<js::Settings<js::v1>>(json::write(s)) == s);
    CHECK(read_error<js::Settings<js::v1>>(R"({"LOG_FILE":"a","IPV4_PORT":2,"enabled":false})").code == errc::unknown_key);
}

TEST_CASE("write: strings are escaped where JSON requires, non-ASCII UTF-8 is written as is") {
    CHECK(json::write(std::string("a\"b\\c/d\n\t\r\b\f\x01\x1f\x7f")) == R"("a\"b\\c/d\n\t\r\b\f\u0001\u001f)"
                                                                         "\x7f\"");
    CHECK(json::write(std::string("h\xC3\xA9llo \xE2\x82\xAC \xF0\x9F\x98\x80")) ==
          "\"h\xC3\xA9llo \xE2\x82\xAC \xF0\x9F\x98\x80\"");
    CHECK(json::write(std::string(1, '\0')) == R"("\u0000")");
    // Long strings go through the 8-bytes-at-a-time scan: specials at every position.
    for (std::size_t at = 0; at < 20; ++at) {
        std::string s(20, 'x');
        s[at] = '"';
        // (appended, not "\"" + std::string: g++ 12 -O3 -Wrestrict, GCC bug 105329)
        std::string expected = "\"";
        expected += s.substr(0, at);
        expected += "\\\"";
        expected += s.substr(at + 1);
        expected += '"';
        CHECK(json::write(s) == expected);
        CHECK(read_ok<std::string>(expected) == s);
    }
}

TEST_CASE("write: numbers shortest round trip, integers exact at every width") {
    CHECK(json::write(std::vector<double>{0.1, 1.5, 1e300, -0.0, 5e-324, 1.0}) == "[0.1,1.5,1e+300,-0,5e-324,1]");
    CHECK(json::write(0.1f) == "0.1");
    CHECK(json::write(std::numeric_limits<std::int64_t>::min()) == "-9223372036854775808");
    CHECK(json::write(std::numeric_limits<std::uint64_t>::max()) == "18446744073709551615");
    CHECK(json::write(std::int8_t{-128}) == "-128");
    CHECK(json::write(std::uint8_t{255}) == "255");
    CHECK(json::write(true) == "true");
}

TEST_CASE("write: non-finite floating values are an error, never silently written or dropped") {
    // write throws error_exception and leaves the output untouched; try_write returns the error.
    jt::Scalars<jt::v1> s{};
    s.f64 = std::numeric_limits<double>::infinity();
    std::string out = "keep";
    CHECK_THROWS_AS(json::write(s, out), json::error_exception);
    CHECK(out == "keep");
    try {
        (void)json::write(s);
        FAIL("no exception");
    } catch (const json::error_exception& e) {
        CHECK(e.error().code == errc::non_finite_number);
        CHECK(e.error().path == "/f64");
        CHECK(std::string(e.what()) == "/f64: an infinity has no JSON representation");
    }
    auto r = json::try_write(std::vector<std::optional<float>>{1.0f, std::numeric_limits<float>::quiet_NaN()});
    REQUIRE(!r);
    CHECK(r.error().code == errc::non_finite_number);
    CHECK(r.error().path == "/1");
    CHECK(r.error().line == 0);
    auto ok = json::try_write(1.5);
    REQUIRE(ok);
    CHECK(*ok == "1.5");
}

TEST_CASE("write: strings that are not UTF-8 and enum values that are no enumerator are errors") {
    auto r = json::try_write(std::map<std::string, std::string>{{"k", "bad \xFF byte"}});
    REQUIRE(!r);
    CHECK(r.error().code == errc::invalid_utf8);
    CHECK(r.error().path == "/k");
    // A key that is not UTF-8: its invalid bytes are escaped in the path and the message (which
    // stay UTF-8 text), valid multi-byte characters and the pointer's own escapes kept.
    auto key = json::try_write(std::map<std::string, int>{{"a/\xC3\xA9\xFF\xC3~", 1}});
    REQUIRE(!key);
    CHECK(key.error().code == errc::invalid_utf8);
    CHECK(key.error().path == "/a~1\xC3\xA9\\xFF\\xC3~0");
    CHECK(key.error().message().find("/a~1\xC3\xA9\\xFF\\xC3~0: ") == 0);
    auto nested = json::try_write(std::map<std::string, std::map<std::string, int>>{{"ok", {{"\x80", 1}}}});
    REQUIRE(!nested);
    CHECK(nested.error().path == "/ok/\\x80");
    auto e = json::try_write(static_cast<jt::Color>(7));
    REQUIRE(!e);
    CHECK(e.error().code == errc::unknown_enumerator);
}

// ---- reading ----------------------------------------------------------------------------------

TEST_CASE("read: every value kind, whitespace anywhere, members in any order") {
    CHECK(read_ok<jt::Spec<jt::v1>>(sample_v1_text) == sample_v1());
    const auto spaced = std::string(" \n\t{ \"budget\" : 1 ,\r\n \"weights\":[ 0.5 , null ],") +
                        R"("timeout":"90s","color":"green","per_zone":{"a":{"cpu_millis":7}},"labels":{"app":"web"},)"
                        R"("rgb":[1,2,255],"ports":[80,-1],"sidecars":[{"cpu_millis":1,"memory_bytes":null}],)"
                        R"("limits":{"memory_bytes":1024,"cpu_millis":500},"port":8080,"replicas":2,"name":"web"} )";
    CHECK(read_ok<jt::Spec<jt::v1>>(spaced) == sample_v1());
}

TEST_CASE("read: members in table order are matched without a lookup; any other order still reads") {
    // The reader compares the next field's quoted key with the text first: "ports" where
    // "port" is expected (a prefix of it) must not match, and after a key out of order the
    // reader goes on from that key's field.
    const std::string prefix_first = R"({"name":"web","replicas":2,"ports":[80,-1],"port":8080,"deprecated_legacy":false,)"
                                     R"("limits":{"cpu_millis":500,"memory_bytes":1024},"sidecars":[{"cpu_millis":1}],)"
                                     R"("rgb":[1,2,255],"labels":{"app":"web"},"per_zone":{"a":{"cpu_millis":7}},)"
                                     R"("color":"green","timeout":"90s","weights":[0.5,null],"budget":1})";
    CHECK(read_ok<jt::Spec<jt::v1>>(prefix_first) == sample_v1());
    // A key cut off at the end of the text is a syntax error, not a match of the expected key.
    CHECK(read_error<jt::Limits<jt::v1>>(R"({"cpu_millis":1,"memory_bytes)").code == errc::syntax);
    CHECK(read_error<jt::Limits<jt::v1>>(R"({"cpu_millis":1,"memory_byte":2})").code == errc::unknown_key);
    CHECK(read_ok<jt::Limits<jt::v1>>(R"({"memory_bytes":2,"cpu_millis":1})").memory_bytes == 2);
}

TEST_CASE("read: any value at the root, not only versioned structs") {
    CHECK(read_ok<int>(" 42 ") == 42);
    CHECK(read_ok<std::string>(R"("x\u00e9\ud83d\ude00")") == "x\xC3\xA9\xF0\x9F\x98\x80");
    CHECK(read_ok<std::vector<std::optional<int>>>("[1,null,3]") == std::vector<std::optional<int>>{1, std::nullopt, 3});
    CHECK(read_ok<std::map<std::string, bool>>(R"({"a":true,"b":false})") == std::map<std::string, bool>{{"a", true}, {"b", false}});
    CHECK(read_ok<std::optional<double>>("null") == std::nullopt);
    CHECK(read_ok<std::vector<bool>>("[true,false]") == std::vector<bool>{true, false});
    CHECK(read_ok<jt::Color>(R"("blue")") == jt::Color::blue);
    CHECK(read_ok<jt::Duration>(R"("90s")") == jt::Duration{90});
}

TEST_CASE("read: optional members may be absent or null; deprecated members may be absent") {
    auto l = read_ok<jt::Limits<jt::v1>>(R"({"cpu_millis":1})");
    CHECK(l.memory_bytes == std::nullopt);
    l = read_ok<jt::Limits<jt::v1>>(R"({"cpu_millis":1,"memory_bytes":null})");
    CHECK(l.memory_bytes == std::nullopt);
    l = read_ok<jt::Limits<jt::v1>>(R"({"cpu_millis":1,"memory_bytes":5})");
    CHECK(l.memory_bytes == 5u);
    // deprecated_legacy is absent from sample_v1_text's variant below: value-initialized.
    std::string text(sample_v1_text);
    const std::string legacy = R"("deprecated_legacy":false,)";
    text.erase(text.find(legacy), legacy.size());
    CHECK(read_ok<jt::Spec<jt::v1>>(text) == sample_v1());
}

TEST_CASE("read: an absent default_with member gets the default, carried to the version") {
    std::string text(sample_v1_text);
    for (std::string_view member : {R"("replicas":2,)", R"(,"budget":1)"}) text.erase(text.find(member), member.size());
    const auto s = read_ok<jt::Spec<jt::v1>>(text);
    CHECK(s.replicas == 3);
    CHECK(s.budget == -250);                                         // int32 default, now int64
    static_assert(std::is_same_v<decltype(s.budget), std::int64_t>);
    CHECK(versioned::upgrade(versioned::downgrade(s)).budget == -250); // what an upgrade gives
}

TEST_CASE("read: unknown_keys::ignore skips members the version does not have") {
    const auto opts = json::read_options{.unknown_keys = json::unknown_keys::ignore};
    auto l = read_ok<jt::Limits<jt::v1>>(R"({"x":[1,{"y":"z"}],"cpu_millis":1,"gone":null,"q":{"a":[]}})", opts);
    CHECK(l.cpu_millis == 1);
    // Skipped values are still checked: JSON syntax, strings, depth.
    CHECK(read_error<jt::Limits<jt::v1>>(R"({"x":[1,}],"cpu_millis":1})", opts).code == errc::syntax);
    CHECK(read_error<jt::Limits<jt::v1>>(R"({"x":"\q","cpu_millis":1})", opts).code == errc::bad_escape);
}

TEST_CASE("read: with unknown_keys::ignore the same unknown key twice is a duplicate key") {
    const auto opts = json::read_options{.unknown_keys = json::unknown_keys::ignore};
    for (std::string_view text : {R"({"cpu_millis":1,"zz":1,"zz":2})", R"({"zz":1,"cpu_millis":1,"zz":{}})",
                                  R"({"cpu_millis":1,"zz":1,"zz":2})", R"({"cpu_millis":1,"zz":1,"zz":2})"}) {
        const auto e = read_error<jt::Limits<jt::v1>>(text, opts);
        CHECK(e.code == errc::duplicate_key);
        CHECK(e.path == "/zz");
        CHECK(e.detail == "duplicate key \"zz\"");
        jt::Limits<jt::v1> into{};
        CHECK(json::read_into(into, text, opts).error() == e);
    }
    // Other unknown keys, and the same one in another object, are fine.
    CHECK(read_ok<jt::Limits<jt::v1>>(R"({"zz":1,"cpu_millis":1,"zy":2,"z":{"zz":1}})", opts).cpu_millis == 1);
    CHECK(read_ok<std::vector<jt::Limits<jt::v1>>>(R"([{"zz":1,"cpu_millis":1},{"zz":1,"cpu_millis":2}])", opts).size() == 2);
}

TEST_CASE("read: integers exactly; 1e3 and 2.0 are integers, 1.5 is not") {
    CHECK(read_ok<std::int64_t>("-9223372036854775808") == std::numeric_limits<std::int64_t>::min());
    CHECK(read_ok<std::int64_t>("9223372036854775807") == std::numeric_limits<std::int64_t>::max());
    CHECK(read_ok<std::uint64_t>("18446744073709551615") == std::numeric_limits<std::uint64_t>::max());
    CHECK(read_ok<std::uint64_t>("1.8446744073709551615e19") == std::numeric_limits<std::uint64_t>::max());
    CHECK(read_ok<int>("1e3") == 1000);
    CHECK(read_ok<int>("2.0") == 2);
    CHECK(read_ok<int>("-2.50e1") == -25);
    CHECK(read_ok<int>("0.0e5") == 0);
    CHECK(read_ok<int>("-0") == 0);
    CHECK(read_ok<std::uint8_t>("25500e-2") == 255);
    CHECK(read_ok<int>("100000000000000000000000e-22") == 10);
    CHECK(read_ok<std::uint32_t>("0.00000000000000000000000000000000000000001e41") == 1);
}

TEST_CASE("read: floating values bit-exact, tiny ones to zero") {
    for (double d : {0.1, 1.0 / 3, 5e-324, 1.7976931348623157e308, -2.5e-300, 123456789.123456789}) {
        const double back = read_ok<double>(json::write(d));
        CHECK(std::memcmp(&back, &d, sizeof d) == 0);
    }
    for (float f : {0.1f, 1.0f / 3, 1e-45f, 3.4028235e38f}) {
        const float back = read_ok<float>(json::write(f));
        CHECK(std::memcmp(&back, &f, sizeof f) == 0);
    }
    CHECK(read_ok<double>("1e-400") == 0.0);
    CHECK(std::signbit(read_ok<double>("-1e-400")));
    CHECK(read_ok<double>("-0") == 0.0);
    CHECK(read_ok<double>("12") == 12.0);
    CHECK(read_ok<float>("1e-50") == 0.0f);
}

TEST_CASE("read: a float's range is its schema's: up to what rounds to infinity, 2^128 - 2^103, excluded") {
    CHECK(read_ok<float>("3.4028235e+38") == std::numeric_limits<float>::max());
    CHECK(read_ok<float>("-3.4028235e38") == -std::numeric_limits<float>::max());
    CHECK(read_ok<float>("340282356779733661637539395458142568447") == std::numeric_limits<float>::max());
    CHECK(read_error<float>("340282356779733661637539395458142568448").code == errc::out_of_range);
    // (The schemas' bound 3.4028235677973366e+38 is a decimal just below 2^128 - 2^103, which the
    // reader takes; a validator reading numbers as doubles sees 2^128 - 2^103 and rejects it: the
    // schema is the stricter one there, as it must be.)
    CHECK(read_ok<float>("3.4028235677973366e+38") == std::numeric_limits<float>::max());
    CHECK(read_error<float>("1e39").code == errc::out_of_range);
    CHECK(read_error<float>("-1e39").code == errc::out_of_range);
    CHECK(read_ok<double>("1e39") == 1e39);
    // The bounds both schemas give (tests/schema/validate.py checks documents against them).
    static_assert(versioned::json_schema<jt::Scalars<jt::v1>>.find(
                      R"("f32":{"type":"number","exclusiveMinimum":-3.4028235677973366e+38,"exclusiveMaximum":3.4028235677973366e+38})") !=
                  std::string_view::npos);
    CHECK(static_cast<double>(std::numeric_limits<float>::max()) + std::ldexp(1.0, 103) == 3.4028235677973366e+38);
}

TEST_CASE("read: escapes, surrogate pairs, UTF-8 as is") {
    CHECK(read_ok<std::string>(R"("\"\\\/\b\f\n\r\t\u0041\u00E9\u20AC\uD834\uDD1E")") ==
          "\"\\/\b\f\n\r\tA\xC3\xA9\xE2\x82\xAC\xF0\x9D\x84\x9E");
    CHECK(read_ok<std::string>("\"\xF4\x8F\xBF\xBF \xEF\xBF\xBF\"") == "\xF4\x8F\xBF\xBF \xEF\xBF\xBF");
    CHECK(read_ok<std::string>(R"("\u0000")") == std::string(1, '\0'));
    // A key with an escape still names its member.
    CHECK(read_ok<jt::Limits<jt::v1>>(R"({"cpu\u005fmillis":4})").cpu_millis == 4);
}

TEST_CASE("read: a version key naming T's version is accepted, another one is an error") {
    CHECK(read_ok<jt::Limits<jt::v1>>(R"({"apiVersion":"v1","cpu_millis":1})").cpu_millis == 1);
    CHECK(read_ok<jt::Limits<jt::v1>>(R"({"cpu_millis":1,"kind":"v1"})", {.version_key = "kind"}).cpu_millis == 1);
    CHECK(read_ok<jt::Limits<jt::v1>>(R"({"apiVersion":"g.io/v1","cpu_millis":1})", {.group = "g.io"}).cpu_millis == 1);
    auto e = read_error<jt::Limits<jt::v1>>(R"({"cpu_millis":1,
  "apiVersion":"v1beta1"})");
    CHECK(e.code == errc::version_mismatch);
    CHECK(e.path == "/apiVersion");
    CHECK(e.line == 2);
    CHECK(e.column == 16);
    CHECK(e.message() == R"(/apiVersion: the document is version "v1beta1", expected "v1" (line 2, column 16))");
    CHECK(read_error<jt::Limits<jt::v1>>(R"({"apiVersion":"v1","cpu_millis":1})", {.group = "g.io"}).code ==
          errc::version_mismatch);
    CHECK(read_error<jt::Limits<jt::v1>>(R"({"apiVersion":1,"cpu_millis":1})").code == errc::wrong_type);
    CHECK(read_error<jt::Limits<jt::v1>>(R"({"apiVersion":"v1","cpu_millis":1,"apiVersion":"v1"})").code ==
          errc::duplicate_key);
    // Without a version key option, apiVersion is just an unknown key.
    CHECK(read_error<jt::Limits<jt::v1>>(R"({"apiVersion":"v1","cpu_millis":1})", {.version_key = ""}).code ==
          errc::unknown_key);
}

TEST_CASE("read_any: dispatches on the version key, anywhere among the top-level members") {
    using versioned::json::read_any;
    auto old = read_any<jt::Spec>(R"({"name":"a","host_port":80,"legacy":true,"limits":{"cpu_millis":1},)"
                                  R"("sidecars":[],"ports":[],"rgb":[0,0,0],"labels":{},"timeout":"1s","weights":[],)"
                                  R"("apiVersion":"v1alpha1"})");
    REQUIRE_MESSAGE(old, old.error().message());
    CHECK(old->index() == 0);
    const auto latest = versioned::convert<jt::v1>(*old);
    CHECK(latest.port == 80);
    CHECK(latest.replicas == 3);

    auto ga = read_any<jt::Spec>(json::write(sample_v1(), {.version_key = "apiVersion"}));
    REQUIRE(ga);
    CHECK(ga->index() == 2);
    CHECK(std::get<2>(*ga) == sample_v1());

    auto grouped = read_any<jt::Spec>(json::write(sample_v1(), {.version_key = "apiVersion", .group = "jt.io"}),
                                      {.group = "jt.io"});
    REQUIRE(grouped);
    CHECK(grouped->index() == 2);

    auto unknown = read_any<jt::Spec>(R"({"name":"a", "apiVersion":"v2"})");
    REQUIRE(!unknown);
    CHECK(unknown.error().code == errc::unknown_version);
    CHECK(unknown.error().path == "/apiVersion");
    CHECK(unknown.error().column == 27);
    CHECK(unknown.error().message() ==
          R"(/apiVersion: unknown version "v2" (expected one of "v1alpha1", "v1beta1", "v1") (line 1, column 27))");
    CHECK(read_any<jt::Spec>(R"({"apiVersion":"v1"})", {.group = "jt.io"}).error().code == errc::unknown_version);

    auto missing = read_any<jt::Spec>(R"({"name":"a"})");
    REQUIRE(!missing);
    CHECK(missing.error().code == errc::missing_version);
    CHECK(missing.error().path == "/apiVersion");

    // The document is then read strictly at its version.
    auto bad = read_any<jt::Spec>(R"({"apiVersion":"v1beta1","name":1})");
    REQUIRE(!bad);
    CHECK(bad.error().code == errc::wrong_type);
    CHECK(bad.error().path == "/name");
    CHECK(read_any<jt::Spec>("[]").error().code == errc::wrong_type);
    CHECK(read_any<jt::Spec>("").error().code == errc::empty_input);
    CHECK(read_any<jt::Spec>(R"({"a":[1,2}, "apiVersion":"v1"})").error().code == errc::syntax);
}

TEST_CASE("result: value() throws error_exception carrying the error; error() of a value is empty") {
    auto r = json::read<int>("\"x\"");
    CHECK_THROWS_AS((void)r.value(), json::error_exception);
    try {
        (void)r.value();
    } catch (const std::runtime_error& e) {
        CHECK(std::string(e.what()) == "expected an integer, got a string (line 1, column 1)");
    }
    auto ok = json::read<int>("1");
    CHECK(ok.value() == 1);
    CHECK(ok.error().code == errc{});
    CHECK(json::to_string(errc::lone_surrogate) == "lone_surrogate");
}

TEST_CASE("result: copies, moves and assignments between a value and an error keep the one they hold") {
    using R = json::result<std::string>;
    const R value = json::read<std::string>(R"("a long string, longer than the small-string buffer")");
    const R error = json::read<std::string>("1");
    REQUIRE(value);
    REQUIRE(!error);
    R copy = value;
    CHECK(*copy == *value);
    R error_copy = error;
    CHECK(error_copy.error().code == errc::wrong_type);
    CHECK(error_copy.error().detail == error.error().detail);
    copy = error; // value <- error
    CHECK(!copy);
    CHECK(copy.error().code == errc::wrong_type);
    copy = value; // error <- value
    REQUIRE(copy);
    CHECK(*copy == *value);
    R moved = std::move(copy);
    CHECK(*moved == *value);
    moved = R(json::error{}); // value <- error, by move
    CHECK(!moved);
    moved = R(std::string("b")); // error <- value, by move
    CHECK(*moved == "b");
    auto& self = moved;
    moved = self; // self-assignment
    CHECK(*moved == "b");
    const json::result<std::vector<int>> in_place(std::in_place, 3u, 7);
    CHECK(*in_place == std::vector<int>{7, 7, 7});
    static_assert(!std::is_copy_constructible_v<json::result<std::unique_ptr<int>>>);
    static_assert(std::is_move_constructible_v<json::result<std::unique_ptr<int>>>);
}

TEST_CASE("result<void>: success, or the error; value() throws it") {
    const json::result<void> ok;
    CHECK(ok);
    CHECK(ok.has_value());
    CHECK(ok.error().code == errc{});
    CHECK_NOTHROW(ok.value());
    int x = 0;
    const json::result<void> bad = json::read_into(x, "\"x\"");
    CHECK(!bad);
    CHECK(bad.error().code == errc::wrong_type);
    CHECK_THROWS_AS(bad.value(), json::error_exception);
    json::result<void> copy = bad;
    CHECK(copy.error() == bad.error());
    copy = ok;
    CHECK(copy);
}

// ---- reading into an existing value -----------------------------------------------------------

TEST_CASE("read_into: the value read<T> gives, whatever the previous value held") {
    const auto expected = sample_v1();
    jt::Spec<jt::v1> obj = sample_v1();
    // More of everything than the document: elements, entries, optionals set, other strings.
    obj.name = "a much longer name than the document's, on the heap";
    obj.sidecars = {{.cpu_millis = 5, .memory_bytes = 9}, {.cpu_millis = 6, .memory_bytes = 1}, {}};
    obj.overhead = jt::Limits<jt::v1>{.cpu_millis = 3, .memory_bytes = 4};
    obj.comment = "set before";
    obj.ports = {1, 2, 3, 4, 5};
    obj.labels = {{"app", "old"}, {"zone", "b"}, {"a", "first"}};
    obj.per_zone = {{"b", {.cpu_millis = 1, .memory_bytes = 2}}, {"a", {.cpu_millis = 9, .memory_bytes = 9}}};
    obj.weights = {1.0, 2.0, std::nullopt, 4.0};
    set_legacy(obj);
    REQUIRE(json::read_into(obj, sample_v1_text));
    CHECK(obj == expected);
    // Fewer than the document: from empty containers and default members.
    jt::Spec<jt::v1> empty{};
    REQUIRE(json::read_into(empty, sample_v1_text));
    CHECK(empty == expected);
    // Absent members: the optional emptied, the deprecated one value-initialized, the
    // default_with ones given their defaults -- as read<T> does.
    std::string text(sample_v1_text);
    for (std::string_view member : {R"("replicas":2,)", R"(,"budget":1)", R"("deprecated_legacy":false,)"})
        text.erase(text.find(member), member.size());
    set_legacy(obj);
    obj.overhead = jt::Limits<jt::v1>{};
    REQUIRE(json::read_into(obj, text));
    CHECK(obj == read_ok<jt::Spec<jt::v1>>(text));
    CHECK(obj.replicas == 3);
    CHECK(obj.budget == -250);
    CHECK(!obj.overhead);
    // Any value at the root, with its version key; and map keys in another order than the map's.
    std::map<std::string, int> m{{"x", 1}, {"b", 2}, {"c", 3}};
    REQUIRE(json::read_into(m, R"({"c":30,"a":10,"x":1})"));
    CHECK(m == std::map<std::string, int>{{"a", 10}, {"c", 30}, {"x", 1}});
    std::vector<std::string> v{"a", "b", "c"};
    REQUIRE(json::read_into(v, R"(["z"])"));
    CHECK(v == std::vector<std::string>{"z"});
    jt::Limits<jt::v1> l{.cpu_millis = 1, .memory_bytes = 2};
    REQUIRE(json::read_into(l, R"({"apiVersion":"v1","cpu_millis":5})"));
    CHECK(l == jt::Limits<jt::v1>{.cpu_millis = 5, .memory_bytes = std::nullopt});
}

TEST_CASE("read_into: strings, vectors and maps keep their storage") {
    using Map = std::map<std::string, std::string>;
    struct held {
        std::string text;
        std::vector<std::string> list;
        Map map;
    };
    held h{std::string(100, 'x'), {std::string(40, 'a'), std::string(40, 'b')},
           Map{{"key-one-that-is-long-enough", std::string(50, 'v')}, {"key-two-that-is-long-enough", "w"}}};
    const std::string doc = json::write(std::vector<std::string>{std::string(90, 'y')});
    const char* text_data = h.text.data();
    REQUIRE(json::read_into(h.text, std::string_view(doc).substr(1, doc.size() - 2))); // the string alone
    CHECK(h.text == std::string(90, 'y'));
    CHECK(h.text.data() == text_data);
    const char* first = h.list[0].data();
    const auto* list_data = h.list.data();
    REQUIRE(json::read_into(h.list, json::write(std::vector<std::string>{std::string(30, 'c')})));
    CHECK(h.list == std::vector<std::string>{std::string(30, 'c')});
    CHECK(h.list.data() == list_data);
    CHECK(h.list[0].data() == first);
    // The same keys (a stream of similar documents): the nodes, their keys and values in place;
    // other keys: the previous nodes reused for them.
    const auto* node = &*h.map.begin();
    const char* value_data = h.map.begin()->second.data();
    const Map same{{"key-one-that-is-long-enough", std::string(45, 'u')}, {"key-two-that-is-long-enough", "z"}};
    REQUIRE(json::read_into(h.map, json::write(same)));
    CHECK(h.map == same);
    CHECK(&*h.map.begin() == node);
    CHECK(h.map.begin()->second.data() == value_data);
    const Map other{{"another-key-long-enough-for-the-heap", std::string(45, 's')}};
    REQUIRE(json::read_into(h.map, json::write(other)));
    CHECK(h.map == other);
    CHECK(&*h.map.begin() == node); // the first previous node, its key rewritten
}

TEST_CASE("read_into: errors as read's; on an error the value stays valid") {
    for (std::string_view bad : {R"({"name":"web","replicas":"2"})", R"({"name":"web","name":"x"})", R"({"nme":1})",
                                 R"({"name":"web","labels":{"a":"1","a":"2"}})", R"([1])", "", R"({"name":"\ud800"})",
                                 R"({"name":"web","sidecars":[{"cpu_millis":1.5}]})", R"({"name":"web"} x)"}) {
        const json::error e = read_error<jt::Spec<jt::v1>>(bad);
        jt::Spec<jt::v1> obj = sample_v1();
        const auto r = json::read_into(obj, bad);
        REQUIRE(!r);
        CHECK(r.error() == e);
        // Valid: it can be read into again, compared, destroyed.
        REQUIRE(json::read_into(obj, sample_v1_text));
        CHECK(obj == sample_v1());
    }
}

TEST_CASE("strictness: the 17 malformed variants of glaze's benchmark object are rejected, by read and read_into") {
    using Object = jp::Object<jp::v1>;
    const Object valid = read_ok<Object>(jp::text);
    CHECK(json::write(valid) == jp::text); // written back byte for byte
    const auto docs = jp::malformed_documents();
    CHECK(docs.size() == 17);
    for (const jp::malformed& m : docs) {
        INFO(m.what);
        const auto r = json::read<Object>(m.text);
        CHECK(!r);
        Object into = valid;
        const auto ri = json::read_into(into, m.text);
        CHECK(!ri);
        CHECK(ri.error() == r.error());
    }
}

TEST_CASE("write: an exception from a codec leaves the output string as it was, however much was written") {
    // More than the writer's 4 KB chunk precedes the throwing value, so part of the document had
    // reached the string: it is taken back before the exception leaves write.
    std::string out = "kept";
    const std::map<std::string, std::vector<Throwing>> doc{{std::string(5000, 'k'), {Throwing{}}}};
    CHECK_THROWS_AS(json::write(doc, out), std::runtime_error);
    CHECK(out == "kept");
    CHECK_THROWS_AS((void)json::try_write(doc), std::runtime_error);
}

TEST_CASE("codec: a user type reads and writes through json::codec<T>") {
    CHECK(json::write(jt::Duration{90}) == R"("90s")");
    auto e = read_error<jt::Spec<jt::v1>>(std::string(sample_v1_text).replace(
        std::string(sample_v1_text).find("\"90s\""), 5, "\"1m30s\""));
    CHECK(e.code == errc::invalid_value);
    CHECK(e.path == "/timeout");
    CHECK(e.message().starts_with("/timeout: expected a duration in seconds such as \"90s\" (line 1, column "));
    CHECK(read_error<jt::Duration>("90").code == errc::wrong_type);
    // A codec that says no without a reason still yields a positioned error.
    auto silent = read_error<std::vector<Silent>>("[ 1]");
    CHECK(silent.code == errc::invalid_value);
    CHECK(silent.path == "/0");
    CHECK(silent.column == 3);
    CHECK(json::write(std::vector<Silent>{{4}}) == "[4]");
}

TEST_CASE("described enums: names in JSON and in both schemas") {
    CHECK(json::write(jt::Color::red) == R"("red")");
    auto e = read_error<jt::Color>(R"("purple")");
    CHECK(e.code == errc::unknown_enumerator);
    CHECK(e.detail == R"(unknown enumerator "purple" (expected one of "red", "green", "blue"))");
    CHECK(read_error<jt::Color>("1").code == errc::wrong_type);
    constexpr std::string_view schema = versioned::json_schema<jt::Spec<jt::v1>>;
    CHECK(schema.find(R"("color":{"type":"string","enum":["red","green","blue"]})") != std::string_view::npos);
    constexpr std::string_view openapi = versioned::openapi_schema<jt::Spec<jt::v1>>;
    CHECK(openapi.find(R"("color":{"type":"string","enum":["red","green","blue"]})") != std::string_view::npos);
}

// ---- one case per error code: code, path, line, column ----------------------------------------

TEST_CASE("errors: wrong type, with the path of the offending value") {
    auto e = read_error<jt::Spec<jt::v1>>(R"({"name":"web",
  "limits":{
    "cpu_millis":"500"}})");
    CHECK(e.code == errc::wrong_type);
    CHECK(e.path == "/limits/cpu_millis");
    CHECK(e.line == 3);
    CHECK(e.column == 18);
    CHECK(e.offset == 45);
    CHECK(e.message() == "/limits/cpu_millis: expected an integer, got a string (line 3, column 18)");
    CHECK(read_error<jt::Spec<jt::v1>>(R"({"sidecars":[{"cpu_millis":1},{"cpu_millis":true}]})").path == "/sidecars/1/cpu_millis");
    CHECK(read_error<jt::Spec<jt::v1>>(R"({"labels":{"a/b~c":1}})").path == "/labels/a~1b~0c");
    CHECK(read_error<jt::Spec<jt::v1>>(R"({"weights":[1,"x"]})").path == "/weights/1");
    CHECK(read_error<bool>("1").detail == "expected a boolean, got a number");
    CHECK(read_error<std::string>("null").detail == "expected a string, got null");
    CHECK(read_error<std::vector<int>>("{}").detail == "expected an array, got an object");
    CHECK(read_error<jt::Limits<jt::v1>>("[]").detail == "expected an object, got an array");
    CHECK(read_error<double>("\"1\"").code == errc::wrong_type);
}

TEST_CASE("errors: out of range for every integer width, both ends") {
    auto check_width = [](auto zero) {
        using I = decltype(zero);
        using lim = std::numeric_limits<I>;
        CHECK(read_ok<I>(std::to_string(lim::max())) == lim::max());
        CHECK(read_ok<I>(std::to_string(lim::min())) == lim::min());
        const std::string above = std::is_same_v<I, std::uint64_t> ? "18446744073709551616"
                                  : std::is_same_v<I, std::int64_t> ? "9223372036854775808"
                                                                     : std::to_string(static_cast<long long>(lim::max()) + 1);
        const std::string below = std::is_same_v<I, std::int64_t> ? "-9223372036854775809"
                                                                   : std::to_string(static_cast<long long>(lim::min()) - 1);
        for (const std::string& text : {above, below, std::string("1e30"), std::string("123456789012345678901234567890")}) {
            const auto e = read_error<I>(text);
            CHECK_MESSAGE(e.code == errc::out_of_range, text);
            CHECK(e.column == 1);
        }
    };
    check_width(std::int8_t{});
    check_width(std::uint8_t{});
    check_width(std::int16_t{});
    check_width(std::uint16_t{});
    check_width(std::int32_t{});
    check_width(std::uint32_t{});
    check_width(std::int64_t{});
    check_width(std::uint64_t{});
    auto e = read_error<jt::Scalars<jt::v1>>(R"({"i8":1,"u8":256})");
    CHECK(e.code == errc::out_of_range);
    CHECK(e.path == "/u8");
    CHECK(e.detail == "256 is out of range for uint8 (0..255)");
    CHECK(read_error<std::uint32_t>("-1").code == errc::out_of_range);
    CHECK(read_error<double>("1e400").code == errc::out_of_range);
    CHECK(read_error<float>("1e39").code == errc::out_of_range);
}

TEST_CASE("errors: a fraction in an integer") {
    auto e = read_error<jt::Limits<jt::v1>>(R"({"cpu_millis":1.5})");
    CHECK(e.code == errc::fraction_in_integer);
    CHECK(e.path == "/cpu_millis");
    CHECK(e.column == 15);
    CHECK(e.detail == "expected an integer, got 1.5 (a number with a fraction)");
    CHECK(read_error<int>("1e-1").code == errc::fraction_in_integer);
    CHECK(read_error<int>("10.01e1").code == errc::fraction_in_integer);
}

TEST_CASE("errors: missing key, at the object's end, with the member's path") {
    auto e = read_error<jt::Spec<jt::v1>>(R"({"name":"a","limits":{}})");
    CHECK(e.code == errc::missing_key);
    CHECK(e.path == "/limits/cpu_millis");
    CHECK(e.column == 23);
    CHECK(e.message() == R"(/limits/cpu_millis: missing required key "cpu_millis" (line 1, column 23))");
    CHECK(read_error<jt::Spec<jt::v1>>("{}").path == "/name");
}

TEST_CASE("errors: unknown key") {
    auto e = read_error<jt::Limits<jt::v1>>(R"({"cpu_millis":1,"cpu":2})");
    CHECK(e.code == errc::unknown_key);
    CHECK(e.path == "/cpu");
    CHECK(e.column == 17);
    CHECK(e.detail == R"(unknown key "cpu" (not a member of Limits v1))");
    // A member of another version is unknown in this one.
    CHECK(read_error<jt::Limits<versioned::version_at_t<jt::versions, 0>>>(R"({"cpu_millis":1,"memory_bytes":2})").code ==
          errc::unknown_key);
}

TEST_CASE("errors: duplicate key, in structs and maps") {
    auto e = read_error<jt::Limits<jt::v1>>(R"({"cpu_millis":1,"cpu_millis":1})");
    CHECK(e.code == errc::duplicate_key);
    CHECK(e.path == "/cpu_millis");
    CHECK(e.column == 17);
    auto m = read_error<std::map<std::string, int>>(R"({"a":1,"b":2,"a":3})");
    CHECK(m.code == errc::duplicate_key);
    CHECK(m.path == "/a");
    CHECK(m.column == 14);
    CHECK(read_error<jt::Limits<jt::v1>>(R"({"memory_bytes":null,"memory_bytes":1,"cpu_millis":1})").code == errc::duplicate_key);
}

TEST_CASE("errors: bad escapes") {
    for (std::string_view text : {R"("\x")", R"("\u12")", R"("\u12G4")", R"("\U0041")", R"("\)", "\"\\\x01\""}) {
        const auto e = read_error<std::string>(text);
        CHECK_MESSAGE((e.code == errc::bad_escape || e.code == errc::syntax), text);
    }
    auto e = read_error<jt::Limits<jt::v1>>(R"({"cpu_millis":1,"memory_bytes":2,"x\q":1})");
    CHECK(e.code == errc::bad_escape);
    CHECK(e.column == 36);
    CHECK(read_error<std::vector<std::string>>(R"(["ok","a\ub"])").path == "/1");
}

TEST_CASE("errors: lone surrogates") {
    for (std::string_view text : {R"("\ud800")", R"("\ud800x")", R"("\udc00")", R"("\ud800\u0041")", R"("\ud800\ud800")",
                                  R"("a\uDBFF")"}) {
        const auto e = read_error<std::string>(text);
        CHECK_MESSAGE(e.code == errc::lone_surrogate, text);
    }
    CHECK(read_error<std::string>(R"("ab\udc01")").column == 4);
}

TEST_CASE("errors: invalid UTF-8, in strings and keys, at the offending byte") {
    for (std::string_view text : {"\"\x80\"", "\"\xC0\xAF\"", "\"\xC3\"", "\"\xE0\x80\xAF\"", "\"\xED\xA0\x80\"",
                                  "\"\xF4\x90\x80\x80\"", "\"\xF5\x80\x80\x80\"", "\"\xFF\"", "\"abcdefghij\xE2\x82\"",
                                  "\"\xF0\x9F\x98\""}) {
        const auto e = read_error<std::string>(text);
        CHECK_MESSAGE(e.code == errc::invalid_utf8, text);
    }
    auto e = read_error<jt::Limits<jt::v1>>("{\"cpu_millis\":1,\"m\xC3\x28\":2}");
    CHECK(e.code == errc::invalid_utf8);
    CHECK(e.column == 19);
    CHECK(read_error<std::string>("\"abcdefghijklmnop\xFFq\"").column == 18);
    // Outside strings any non-ASCII byte is a syntax error.
    CHECK(read_error<int>("\xC3\xA9").code == errc::syntax);
}

TEST_CASE("errors: raw control characters in strings") {
    auto e = read_error<std::string>("\"tab\there\"");
    CHECK(e.code == errc::control_character);
    CHECK(e.column == 5);
    CHECK(e.detail == R"(raw control character in a string (write it as \u0009))");
}

TEST_CASE("errors: nesting deeper than max_depth, without exhausting the stack") {
    const std::string bomb = std::string(100000, '[') + std::string(100000, ']');
    auto e = read_error<std::vector<std::vector<int>>>(bomb);
    CHECK(e.code == errc::wrong_type); // depth 3 is an int: the shape is checked first
    using deep = std::vector<std::vector<std::vector<std::vector<int>>>>;
    CHECK(read_error<deep>("[[[[1]]]]", {.max_depth = 3}).code == errc::too_deep);
    CHECK(read_ok<deep>("[[[[1]]]]", {.max_depth = 4}) == deep{{{{1}}}});
    // Unknown members are skipped, and the skipping is bounded by max_depth too.
    const std::string doc = R"({"cpu_millis":1,"x":)" + bomb + "}";
    auto s = read_error<jt::Limits<jt::v1>>(doc, {.unknown_keys = json::unknown_keys::ignore});
    CHECK(s.code == errc::too_deep);
    CHECK(s.path == "/x");
    CHECK(s.column == 20 + 512);
    CHECK(json::read_any<jt::Spec>(doc).error().code == errc::too_deep);
    auto n = read_error<jt::Spec<jt::v1>>(R"({"limits":{"cpu_millis":1}})", {.max_depth = 1});
    CHECK(n.code == errc::too_deep);
    CHECK(n.path == "/limits");
}

TEST_CASE("errors: trailing characters and empty input") {
    auto t = read_error<jt::Limits<jt::v1>>("{\"cpu_millis\":1} x");
    CHECK(t.code == errc::trailing_characters);
    CHECK(t.path == "");
    CHECK(t.column == 18);
    CHECK(t.message() == "unexpected characters after the JSON value (line 1, column 18)");
    CHECK(read_error<int>("1 2").code == errc::trailing_characters);
    CHECK(read_error<int>("12a").code == errc::trailing_characters);
    CHECK(read_error<int>(std::string_view("1\0", 2)).code == errc::trailing_characters);
    for (std::string_view text : {"", " ", "\n\t\r "}) {
        auto e = read_error<jt::Limits<jt::v1>>(text);
        CHECK(e.code == errc::empty_input);
        CHECK(e.path == "");
    }
}

TEST_CASE("errors: syntax") {
    for (std::string_view text : {"{", R"({"cpu_millis" 1})", R"({"cpu_millis":1,})", R"({cpu_millis:1})",
                                  R"({"cpu_millis":1;)", R"({"cpu_millis":01})", R"({"cpu_millis":-})", R"({"cpu_millis":1.})",
                                  R"({"cpu_millis":1e})", R"({"cpu_millis":1, "memory_bytes":nul})", R"({"cpu_millis":+1})",
                                  R"({"cpu_millis":.5})", R"({"cpu_millis)"}) {
        const auto e = read_error<jt::Limits<jt::v1>>(text);
        CHECK_MESSAGE(e.code == errc::syntax, text, " gave ", e.message());
    }
    CHECK(read_error<std::vector<int>>("[1 2]").code == errc::syntax);
    CHECK(read_error<std::vector<int>>("[1,]").code == errc::syntax);
    CHECK(read_error<double>("01.5").code == errc::syntax);
    CHECK(read_error<double>("-").code == errc::syntax);
    CHECK(read_error<double>("NaN").code == errc::syntax);
    CHECK(read_error<double>("Infinity").code == errc::syntax);
    CHECK(read_error<bool>("tru").code == errc::syntax);
    auto e = read_error<jt::Limits<jt::v1>>("{\n\"cpu_millis\":1\n\n,,}");
    CHECK(e.line == 4);
    CHECK(e.column == 2);
}

// Issue 33: what JSON a person wrote gets wrong is named -- a byte order mark (was "got an
// invalid character"), a comment, a trailing comma -- and read_options::allow_bom skips a BOM.
TEST_CASE("errors: a byte order mark, comments and trailing commas are named") {
    const std::string bom = "\xEF\xBB\xBF";
    auto e = read_error<jt::Limits<jt::v1>>(bom + R"({"cpu_millis":1})");
    CHECK(e.code == errc::syntax);
    CHECK(e.column == 1);
    CHECK(e.detail == "expected an object, got a UTF-8 byte order mark: JSON text has no byte order mark "
                      "(read_options::allow_bom skips one at the start)");
    CHECK(read_error<int>(bom + "5").detail.starts_with("expected an integer, got a UTF-8 byte order mark"));
    // allowed: skipped at the start only, offsets still counting it
    CHECK(read_ok<jt::Limits<jt::v1>>(bom + R"({"cpu_millis":1})", {.allow_bom = true}).cpu_millis == 1);
    CHECK(read_ok<int>(bom + " 5", {.allow_bom = true}) == 5);
    jt::Limits<jt::v1> into{};
    CHECK(json::read_into(into, bom + R"({"cpu_millis":2})", {.allow_bom = true}));
    CHECK(into.cpu_millis == 2);
    e = read_error<jt::Limits<jt::v1>>(bom + R"({"cpu_millis":"x"})", {.allow_bom = true});
    CHECK(e.column == 18); // in bytes, the BOM's three included
    CHECK(read_error<jt::Limits<jt::v1>>(bom + bom + "{}", {.allow_bom = true}).detail.find("byte order mark") !=
          std::string::npos);
    CHECK(read_ok<std::vector<std::string>>(R"([")" + bom + R"("])")[0] == bom); // in a string: U+FEFF, text
    CHECK(read_error<std::vector<int>>("[1, " + bom + "2]").detail ==
          "expected an integer, got a UTF-8 byte order mark: JSON text has no byte order mark "
          "(read_options::allow_bom skips one at the start)");

    e = read_error<jt::Limits<jt::v1>>("{\"cpu_millis\":1, // the limit\n}");
    CHECK(e.detail == "expected a key (a string): JSON has no comments");
    CHECK(e.column == 18);
    CHECK(read_error<jt::Limits<jt::v1>>("/* limits */ {}").detail == "expected an object, got a '/': JSON has no comments");
    CHECK(read_error<std::vector<int>>("[1 /* one */]").detail == "expected ',' or ']' in an array: JSON has no comments");
    CHECK(read_error<jt::Limits<jt::v1>>("{\"cpu_millis\":1,\n}").detail == "expected a key (a string): JSON has no trailing commas");
    CHECK(read_error<std::vector<int>>("[1, ]").detail == "expected an integer, got ']': JSON has no trailing commas");
    CHECK(read_error<std::vector<int>>("[1 ]x").detail == "unexpected characters after the JSON value");
    // skipped members say so too
    CHECK(read_error<jt::Limits<jt::v1>>(R"({"x":{"a":1,},"cpu_millis":1})", {.unknown_keys = json::unknown_keys::ignore})
              .detail == "expected a key (a string): JSON has no trailing commas");
}

TEST_CASE("errors: wrong array length, with the array's path") {
    auto e = read_error<jt::Spec<jt::v1>>(R"({"name":"a","rgb":[1,2]})");
    CHECK(e.code == errc::wrong_array_length);
    CHECK(e.path == "/rgb");
    CHECK(e.detail == "expected an array of 3 elements, got 2");
    auto more = read_error<jt::Spec<jt::v1>>(R"({"name":"a","rgb":[1,2,3,4]})");
    CHECK(more.code == errc::wrong_array_length);
    CHECK(more.path == "/rgb");
    CHECK(more.column == 26); // at the element that does not fit
}

// ---- issue 10's follow-ups: version key vs member, skipped duplicates, codec codes, containers,
// the double formatter ---------------------------------------------------------------------------

VERSIONED_VERSIONS(jf, v1, v2);
// A member literally named like the version key (as Kubernetes' TypeMeta has).
VERSIONED_STRUCT(jf, Typed, (std::string, apiVersion), (int, x));
VERSIONED_ENUM(jf, Mode, (Off), (On), (Auto, added(v2, downgrade_to(On))));
VERSIONED_STRUCT(jf, Switch, (jf::Mode<V>, mode));

namespace jf {
// A user container: iterable, push_back, described to the library by container_traits.
template <class T>
struct bag {
    std::vector<T> items;
    auto begin() const { return items.begin(); }
    auto end() const { return items.end(); }
    void push_back(T v) { items.push_back(std::move(v)); }
    friend bool operator==(const bag&, const bag&) = default;
};
} // namespace jf
template <class T>
struct versioned::container_traits<jf::bag<T>> {
    using value_type = T;
    template <class U>
    using rebind = jf::bag<U>;
    template <class To, class Src, class Element>
    static To transform(Src&& from, Element&& element) {
        To out;
        for (auto& e : from.items) out.push_back(element(versioned::forward_element<Src>(e)));
        return out;
    }
};

TEST_CASE("write: version_key naming a member of the struct is an error, not a key written twice") {
    const jf::Typed<jf::v1> t{.apiVersion = "custom", .x = 1};
    CHECK(json::write(t) == R"({"apiVersion":"custom","x":1})");
    const auto r = json::try_write(t, {.version_key = "apiVersion"});
    REQUIRE_FALSE(r);
    CHECK(r.error().code == errc::duplicate_key);
    CHECK(r.error().message().find(R"(write_options::version_key "apiVersion" is also a member of Typed v1)") !=
          std::string::npos);
    CHECK_THROWS_AS(json::write(t, {.version_key = "apiVersion"}), json::error_exception);
    std::string out = "kept";
    CHECK_THROWS_AS(json::write(t, out, {.version_key = "apiVersion"}), json::error_exception);
    CHECK(out == "kept");
    CHECK(json::write(t, {.version_key = "kind"}) == R"({"kind":"v1","apiVersion":"custom","x":1})");
    // Reading: the member takes the key (the version is not checked against it).
    CHECK(read_ok<jf::Typed<jf::v1>>(R"({"apiVersion":"custom","x":1})") == t);
}

TEST_CASE("read: duplicate keys inside an ignored member's value are errors too") {
    const auto opts = json::read_options{.unknown_keys = json::unknown_keys::ignore};
    CHECK(read_ok<jt::Limits<jt::v1>>(R"({"x":{"a":1,"b":{"a":2}},"cpu_millis":1})", opts).cpu_millis == 1);
    const std::string_view doc = R"({"x":{"a":1,"b":[{"c":1,"c":2}]},"cpu_millis":1})";
    auto e = read_error<jt::Limits<jt::v1>>(doc, opts);
    CHECK(e.code == errc::duplicate_key);
    CHECK(e.offset == doc.find(R"("c":2)"));
    CHECK(e.path == "/x");
    CHECK(e.detail == R"(duplicate key "c")");
    // Escaped spellings of one key are the same key.
    CHECK(read_error<jt::Limits<jt::v1>>(R"({"x":{"a":1,"\u0061":2},"cpu_millis":1})", opts).code == errc::duplicate_key);
    // read_any skips the members before the version key with the same strictness.
    CHECK(json::read_any<jt::Spec>(R"({"x":{"k":1,"k":2},"apiVersion":"v1"})").error().code == errc::duplicate_key);
}

TEST_CASE("codecs: reader::fail(code, why); a versioned enum's unknown name is errc::unknown_enumerator") {
    CHECK(json::write(jf::Switch<jf::v2>{.mode = jf::Mode<jf::v2>::Auto}) == R"({"mode":"Auto"})");
    const std::string_view doc = R"({"mode":"Auto"})";
    auto e = read_error<jf::Switch<jf::v1>>(doc);
    CHECK(e.code == errc::unknown_enumerator);
    CHECK(e.path == "/mode");
    CHECK(e.offset == doc.find(R"("Auto")"));
    CHECK(e.detail == R"(unknown enumerator "Auto" of Mode (expected one of "Off", "On"))");
    CHECK(read_ok<jf::Switch<jf::v2>>(doc).mode == jf::Mode<jf::v2>::Auto);
    // The one-argument fail() still reports invalid_value.
    CHECK(read_error<jt::Duration>(R"("90m")").code == errc::invalid_value);
}

TEST_CASE("containers described by container_traits are JSON arrays: std::list, std::deque, user types") {
    const std::list<int> l{3, 1, 2};
    CHECK(json::write(l) == "[3,1,2]");
    CHECK(read_ok<std::list<int>>("[3, 1, 2]") == l);
    CHECK(read_ok<std::list<int>>("[]").empty());
    const std::deque<jt::Limits<jt::v1>> d{{.cpu_millis = 1, .memory_bytes = 2}, {.cpu_millis = 3, .memory_bytes = std::nullopt}};
    CHECK(json::write(d) == R"([{"cpu_millis":1,"memory_bytes":2},{"cpu_millis":3}])");
    CHECK(read_ok<std::deque<jt::Limits<jt::v1>>>(json::write(d)) == d);
    const jf::bag<std::string> b{{"a", "b\n"}};
    CHECK(json::write(b) == R"(["a","b\n"])");
    CHECK(read_ok<jf::bag<std::string>>(R"(["a","b\n"])") == b);
    const std::list<bool> flags{true, false};
    CHECK(read_ok<std::list<bool>>(json::write(flags)) == flags);
    // Errors carry the element's index, and the depth limit holds.
    auto e = read_error<std::list<std::list<int>>>("[[1],[2,\"x\"]]");
    CHECK(e.code == errc::wrong_type);
    CHECK(e.path == "/1/1");
    CHECK(read_error<jf::bag<int>>("{}").code == errc::wrong_type);
    CHECK(read_error<std::deque<std::deque<int>>>("[[1]]", {.max_depth = 1}).code == errc::too_deep);
    CHECK(read_error<std::list<int>>("[1,]").code == errc::syntax);
    const auto bad = json::try_write(std::list<double>{1.0, std::nan("")});
    REQUIRE_FALSE(bad);
    CHECK(bad.error().path == "/1");
}

TEST_CASE("write: doubles exactly as std::to_chars writes them (shortest round trip), fast path or not") {
    auto same_as_to_chars = [](double v) {
        char buf[64];
        const std::string expected(buf, std::to_chars(buf, buf + sizeof buf, v).ptr);
        const std::string got = json::write(v);
        if (got != expected) FAIL_CHECK("wrote ", got, " for ", expected);
        return got == expected;
    };
    for (double v : {0.0, -0.0, 1.0, -1.0, 0.1, 0.25, 0.333, 0.6667, 1e-3, 1e-4, 1e-5, 12.5, 30.5, 100.0, 1e13, 1e14,
                     1e15, 123456789012.5, 0.30000000000000004, 5e-324, 1.7976931348623157e308, 9007199254740993.0,
                     1e21, 1e22, 123e10, 2.5e-7})
        CHECK(same_as_to_chars(v));
    CHECK(json::write(0.001) == "0.001");
    CHECK(json::write(1e-5) == "1e-05");
    CHECK(json::write(1e15) == "1e+15");
    // Many values: short decimals (the fast path) and random bit patterns (mostly to_chars).
    versioned::testing::generator gen(20261123);
    int mismatches = 0;
    for (int i = 0; i < 200000; ++i) {
        const auto m = gen.uniform<std::int64_t>(-100000000000, 100000000000);
        const double scale = std::pow(10.0, gen.uniform(0, 18));
        std::uint64_t bits = gen.uniform<std::uint64_t>(0, std::numeric_limits<std::uint64_t>::max());
        double r = 0;
        std::memcpy(&r, &bits, sizeof r);
        if (!same_as_to_chars(static_cast<double>(m) / scale)) ++mismatches;
        if (std::isfinite(r) && !same_as_to_chars(r)) ++mismatches;
        if (mismatches > 10) break;
    }
    CHECK(mismatches == 0);
}

TEST_CASE("write: floats exactly as std::to_chars writes them (shortest round trip), fast path or not") {
    auto same_as_to_chars = [](float v) {
        char buf[64];
        const std::string expected(buf, std::to_chars(buf, buf + sizeof buf, v).ptr);
        const std::string got = json::write(v);
        if (got != expected) FAIL_CHECK("wrote ", got, " for ", expected);
        return got == expected;
    };
    for (float v : {0.0f, -0.0f, 1.0f, -1.0f, 0.1f, 0.2f, 0.3f, 0.25f, 0.333f, 1e-3f, 1e-4f, 1e-5f, 12.5f, 30.5f,
                    100.0f, 262143.0f, 262144.0f, 16777216.0f, 3.4028235e38f, 1e-45f, 1.17549435e-38f, 0.6f})
        CHECK(same_as_to_chars(v));
    CHECK(json::write(0.1f) == "0.1");
    CHECK(json::write(std::vector<float>{0.1f, 0.2f, 0.3f}) == "[0.1,0.2,0.3]");
    // Short decimals (the fast path), every float in ranges around powers of ten, random bits.
    versioned::testing::generator gen(20261124);
    int mismatches = 0;
    for (int i = 0; i < 200000 && mismatches <= 10; ++i) {
        const auto m = gen.uniform<std::int32_t>(-10000000, 10000000);
        const float scale = static_cast<float>(std::pow(10.0, gen.uniform(0, 12)));
        const auto bits = gen.uniform<std::uint32_t>(0, std::numeric_limits<std::uint32_t>::max());
        float r = 0;
        std::memcpy(&r, &bits, sizeof r);
        if (!same_as_to_chars(static_cast<float>(m) / scale)) ++mismatches;
        if (std::isfinite(r) && !same_as_to_chars(r)) ++mismatches;
    }
    for (float start : {1e-3f, 0.1f, 1.0f, 1000.0f, 262144.0f}) {
        float v = start;
        for (int i = 0; i < 20000 && mismatches <= 10; ++i, v = std::nextafter(v, 1e30f))
            if (!same_as_to_chars(v) || !same_as_to_chars(-v)) ++mismatches;
    }
    CHECK(mismatches == 0);
}
