// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
//
// The test cases shared by tests/boost_json.cpp and tests/nlohmann.cpp: the opt-in DOM
// interop headers must accept exactly what versioned::json::read<T> accepts (DESIGN.md §6).
// The including file defines, before including this one, a struct Dom with
//   using value = <the DOM's value type>;
//   using error = <the exception type its conversions throw>;
//   template <class T> static value to(const T&);        // value_from / json j = x
//   template <class T> static T from(const value&);      // value_to / j.get<T>()
//   static value parse(std::string_view);                // the DOM's own parser
//   static std::string serialize(const value&);          // the DOM's own serializer
//   static constexpr bool exact_number_parsing;          // parse rounds doubles correctly
#ifndef VERSIONED_TESTS_INTEROP_CASES_HPP
#define VERSIONED_TESTS_INTEROP_CASES_HPP

#include <versioned/json.hpp>
#include <versioned/testing.hpp>
#include <versioned/versioned.hpp>

#include <boost/describe/enum.hpp>
#include <doctest/doctest.h>

#include <array>
#include <cstdint>
#include <limits>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace interop {
enum class Mode { fast, safe, paranoid };
BOOST_DESCRIBE_ENUM(Mode, fast, safe, paranoid)
} // namespace interop

template <>
struct versioned::testing::arbitrary<interop::Mode> {
    static interop::Mode make(generator& g) { return static_cast<interop::Mode>(g.uniform(0, 2)); }
};

VERSIONED_VERSIONS(interop, v1alpha1, v1beta1, v1);

namespace interop {
constexpr std::size_t default_replicas() { return 3; }
constexpr std::uint16_t port_down(std::uint32_t p) { return static_cast<std::uint16_t>(p); }
} // namespace interop

VERSIONED_STRUCT(interop, Bar,
    (std::string,                   image),
    (std::int32_t,                  cpu_millis, added(v1beta1)),
    (std::optional<std::uint16_t>,  gpus));

// Every kind of field the readers handle, every rule about absent keys.
VERSIONED_STRUCT(interop, FooSpec,
    (std::string,                                name),
    (std::size_t,                                replicas, added(v1, default_with(default_replicas))),
    (std::uint32_t,                              port,     changed(v1, from_name(host_port), from_type(std::uint16_t),
                                                                   downgrade_with(port_down))),
    (bool,                                       legacy,   deprecated(v1beta1, note("no longer read"))),
    (std::optional<std::string>,                 comment),
    ((std::vector<double>),                      weights),
    ((std::array<std::uint8_t, 3>),              rgb),
    ((std::map<std::string, std::int64_t>),      labels),
    ((std::unordered_map<std::string, float>),   ratios),
    (interop::Mode,                              mode),
    (interop::Bar<V>,                            bar),
    ((std::vector<interop::Bar<V>>),             sidecars),
    ((std::optional<interop::Bar<V>>),           backup));

// Every integer width, one field each.
VERSIONED_STRUCT(interop, Widths,
    (std::int8_t,   i8),
    (std::int16_t,  i16),
    (std::int32_t,  i32),
    (std::int64_t,  i64),
    (std::uint8_t,  u8),
    (std::uint16_t, u16),
    (std::uint32_t, u32),
    (std::uint64_t, u64),
    (float,         f32),
    (double,        f64));

// A versioned enum: an enumerator added in v1beta1, one renamed in v1 (issue 33: the interop
// wrote positions, "phase":2, and read 99).
VERSIONED_ENUM(interop, Phase,
    (Pending),
    (Running),
    (Paused,  added(v1beta1, downgrade_to(Running))),
    (Done,    changed(v1, from_name(Finished))));
VERSIONED_STRUCT(interop, Job,
    (interop::Phase<V>,                 phase),
    (std::optional<interop::Phase<V>>,  next),
    ((std::vector<interop::Phase<V>>),  seen));

// camelCase keys.
VERSIONED_VERSIONS(interop_cc, v1);
VERSIONED_KEY_NAMING(interop_cc, camel_case);
VERSIONED_STRUCT(interop_cc, Probe,
    (std::string,                 host_name),
    (std::optional<std::int64_t>, max_surge_percent));

namespace interop_tests {

using V1 = interop::FooSpec<interop::v1>;
using V1beta1 = interop::FooSpec<interop::v1beta1>;
using Oldest = versioned::oldest_t<interop::FooSpec>;

// "/key", the JSON Pointer of a top-level member. (Appended, not "/" + std::string(key): g++ 12
// at -O3 warns -Wrestrict inside libstdc++'s operator+(const char*, std::string&&), a false
// positive of GCC bug 105329.)
inline std::string pointer_to(std::string_view key) {
    std::string pointer = "/";
    pointer += key;
    return pointer;
}

// The message of the error Dom::from<T>(parse(text)) throws ("" when it does not throw).
template <class T>
std::string error_of(std::string_view text) {
    const typename Dom::value v = Dom::parse(text);
    try {
        (void)Dom::from<T>(v);
    } catch (const typename Dom::error& e) {
        return e.what();
    }
    return {};
}

// Checks that reading text fails with a message that contains every part.
template <class T>
void check_rejects(std::string_view text, std::initializer_list<std::string_view> parts) {
    const std::string message = error_of<T>(text);
    INFO("document: ", text);
    INFO("message: ", message);
    REQUIRE_FALSE(message.empty());
    for (std::string_view part : parts) CHECK(message.find(part) != std::string::npos);
    // versioned::json::read<T> rejects the same document, at the same path
    const auto r = versioned::json::read<T>(text);
    REQUIRE_FALSE(r);
    CHECK(message.find("versioned: " + (r.error().path.empty() ? std::string("(root)") : r.error().path) + ": ") !=
          std::string::npos);
}

// Reads text with the DOM and with versioned::json::read<T>: both accept it, with equal values.
template <class T>
T read_both(std::string_view text) {
    T x = Dom::from<T>(Dom::parse(text));
    const auto r = versioned::json::read<T>(text);
    INFO("read<T>: ", r ? std::string("ok") : r.error().message());
    REQUIRE(r);
    CHECK(r.value() == x);
    return x;
}

constexpr std::string_view v1_doc = R"({
  "name": "web", "replicas": 2, "port": 8080, "deprecated_legacy": true, "comment": "hi",
  "weights": [0.5, 1.0, 1e3], "rgb": [1, 2, 255], "labels": {"a": -1, "b": 9007199254740993},
  "ratios": {"x": 0.25}, "mode": "safe",
  "bar": {"image": "nginx", "cpu_millis": 500, "gpus": 2},
  "sidecars": [{"image": "envoy", "cpu_millis": 100}, {"image": "log", "cpu_millis": 50, "gpus": null}],
  "backup": {"image": "old", "cpu_millis": 1}
})";

// ---- round trips over generated values ---------------------------------------------------------

template <class T>
void check_round_trips(std::size_t count) {
    versioned::testing::generator g{0x1d0c};
    for (std::size_t i = 0; i < count; ++i) {
        const T x = g.make<T>();
        const typename Dom::value v = Dom::to(x);
        const T back = Dom::from<T>(v);
        const std::string text = Dom::serialize(v);
        INFO("value #", i, ": ", text);
        REQUIRE(back == x);
        // and through the DOM library's own text, where its parser rounds numbers correctly
        if constexpr (Dom::exact_number_parsing) REQUIRE(Dom::from<T>(Dom::parse(text)) == x);
        else REQUIRE_NOTHROW((void)Dom::from<T>(Dom::parse(text)));
        // the DOM's text reads with versioned::json::read, and json::write's with the DOM
        REQUIRE(versioned::json::read<T>(text).value() == x);
        if constexpr (Dom::exact_number_parsing) REQUIRE(Dom::from<T>(Dom::parse(versioned::json::write(x))) == x);
        else REQUIRE_NOTHROW((void)Dom::from<T>(Dom::parse(versioned::json::write(x))));
    }
}

TEST_CASE("round trips over generated values, every version") {
    check_round_trips<Oldest>(1000);
    check_round_trips<V1beta1>(1000);
    check_round_trips<V1>(1000);
    check_round_trips<interop::Widths<interop::v1>>(1000);
    check_round_trips<interop_cc::Probe<interop_cc::v1>>(200);
    check_round_trips<interop::Job<interop::v1alpha1>>(200);
    check_round_trips<interop::Job<interop::v1beta1>>(200);
    check_round_trips<interop::Job<interop::v1>>(200);
}

// ---- writing --------------------------------------------------------------------------------------

TEST_CASE("writing: the schema's keys, empty optionals omitted, enums by name") {
    V1 x{};
    x.name = "web";
    x.replicas = 2;
    x.port = 8080;
    x.weights = {0.5};
    x.rgb = {1, 2, 3};
    x.labels = {{"a", 1}};
    x.mode = interop::Mode::paranoid;
    x.bar.image = "nginx";
    x.bar.cpu_millis = 5;
    x.backup = interop::Bar<interop::v1>{"b", 1, 4};
    const typename Dom::value expected = Dom::parse(R"({"name":"web","replicas":2,"port":8080,"deprecated_legacy":false,
        "weights":[0.5],"rgb":[1,2,3],"labels":{"a":1},"ratios":{},"mode":"paranoid",
        "bar":{"image":"nginx","cpu_millis":5},"sidecars":[],"backup":{"image":"b","cpu_millis":1,"gpus":4}})");
    CHECK(Dom::to(x) == expected);

    interop_cc::Probe<interop_cc::v1> p{"h", 7};
    CHECK(Dom::to(p) == Dom::parse(R"({"hostName":"h","maxSurgePercent":7})"));
}

TEST_CASE("writing a non-finite float, a string that is not UTF-8 or an unnamed enum value is an error") {
    interop::Widths<interop::v1> w{};
    w.f64 = std::numeric_limits<double>::infinity();
    CHECK_THROWS_AS((void)Dom::to(w), typename Dom::error);
    w.f64 = 0;
    w.f32 = std::numeric_limits<float>::quiet_NaN();
    CHECK_THROWS_AS((void)Dom::to(w), typename Dom::error);

    interop::Bar<interop::v1> bad{"\xff", 1, std::nullopt};
    CHECK_THROWS_AS((void)Dom::to(bad), typename Dom::error);
    CHECK_FALSE(versioned::json::try_write(bad));

    V1 x{};
    x.labels = {{"ok\xc3", 1}}; // a truncated sequence in a map key
    try {
        (void)Dom::to(x);
        FAIL("no error");
    } catch (const typename Dom::error& e) {
        CHECK(std::string_view(e.what()).find("not UTF-8") != std::string_view::npos);
    }
    x.labels.clear();
    x.mode = static_cast<interop::Mode>(7);
    try {
        (void)Dom::to(x);
        FAIL("no error");
    } catch (const typename Dom::error& e) {
        CHECK(std::string_view(e.what()).find("/mode: enum value 7 has no enumerator name") != std::string_view::npos);
    }
}

// ---- reading ------------------------------------------------------------------------------------

TEST_CASE("reading a full document") {
    const V1 x = read_both<V1>(v1_doc);
    CHECK(x.name == "web");
    CHECK(x.replicas == 2);
    CHECK(x.port == 8080);
    CHECK(x.comment == "hi");
    CHECK(x.weights == std::vector<double>{0.5, 1.0, 1000.0});
    CHECK(x.rgb == std::array<std::uint8_t, 3>{1, 2, 255});
    CHECK(x.labels.at("b") == 9007199254740993); // exact beyond 2^53
    CHECK(versioned::get<3>(x) == true);
    CHECK(x.mode == interop::Mode::safe);
    CHECK(x.bar.gpus == 2);
    REQUIRE(x.sidecars.size() == 2);
    CHECK(x.sidecars[1].gpus == std::nullopt);
    REQUIRE(x.backup);
    CHECK(x.backup->image == "old");
}

TEST_CASE("absent keys: optional -> empty, default_with -> the default, deprecated -> value-initialized") {
    const V1 x = read_both<V1>(R"({"name":"n","port":1,"weights":[],"rgb":[0,0,0],
        "labels":{},"ratios":{},"mode":"fast","bar":{"image":"i","cpu_millis":0},"sidecars":[]})");
    CHECK(x.replicas == 3);          // default_with(default_replicas)
    CHECK(versioned::get<3>(x) == false); // deprecated_legacy, deprecated since v1beta1
    CHECK(x.comment == std::nullopt);
    CHECK(x.backup == std::nullopt);
    CHECK(x.bar.gpus == std::nullopt);
    // null is empty too
    const V1 y = read_both<V1>(R"({"name":"n","port":1,"weights":[],"rgb":[0,0,0],"comment":null,
        "labels":{},"ratios":{},"mode":"fast","bar":{"image":"i","cpu_millis":0},"sidecars":[],"backup":null})");
    CHECK(y.comment == std::nullopt);
    CHECK(y.backup == std::nullopt);
}

TEST_CASE("missing required keys are errors naming the member") {
    check_rejects<V1>(R"({"port":1,"weights":[],"rgb":[0,0,0],"labels":{},"ratios":{},"mode":"fast",
        "bar":{"image":"i","cpu_millis":0},"sidecars":[]})", {"/name: missing required key"});
    check_rejects<V1>(R"({"name":"n","port":1,"weights":[],"rgb":[0,0,0],"labels":{},"ratios":{},"mode":"fast",
        "bar":{"image":"i"},"sidecars":[]})", {"/bar/cpu_millis: missing required key"});
    check_rejects<V1>(R"({"name":"n","port":1,"weights":[],"rgb":[0,0,0],"labels":{},"ratios":{},"mode":"fast",
        "bar":{"image":"i","cpu_millis":0},"sidecars":[{"cpu_millis":1}]})", {"/sidecars/0/image: missing required key"});
    // the oldest version calls the port host_port, and legacy is not deprecated there
    check_rejects<Oldest>(R"({"name":"n","port":1})", {"/port: unknown key"});
    check_rejects<Oldest>(R"({"name":"n","host_port":1,"comment":null,"weights":[],"rgb":[0,0,0],"labels":{},
        "ratios":{},"mode":"fast","bar":{"image":"i"},"sidecars":[]})", {"/legacy: missing required key"});
}

TEST_CASE("unknown keys are errors; the version key only with the version read") {
    check_rejects<interop::Bar<interop::v1>>(R"({"image":"i","cpu_millis":1,"extra":1})",
                                             {"/extra: unknown key", "Bar v1"});
    check_rejects<interop::Bar<interop::v1alpha1>>(R"({"image":"i","cpu_millis":1})", {"/cpu_millis: unknown key"});
    check_rejects<interop::Bar<interop::v1>>(R"({"image":"i","cpu_millis":1,"a/b~":1})", {"/a~1b~0: unknown key"});
    CHECK(read_both<interop::Bar<interop::v1>>(R"({"apiVersion":"v1","image":"i","cpu_millis":1})").image == "i");
    check_rejects<interop::Bar<interop::v1>>(R"({"apiVersion":"v1beta1","image":"i","cpu_millis":1})",
                                             {"/apiVersion: the version key must name v1"});
    check_rejects<interop::Bar<interop::v1>>(R"({"apiVersion":1,"image":"i","cpu_millis":1})", {"/apiVersion"});
    // at the root only
    check_rejects<V1>(R"({"name":"n","port":1,"weights":[],"rgb":[0,0,0],"labels":{},"ratios":{},"mode":"fast",
        "bar":{"apiVersion":"v1","image":"i","cpu_millis":0},"sidecars":[]})", {"/bar/apiVersion: unknown key"});
    // camelCase: the declared name is not a key
    check_rejects<interop_cc::Probe<interop_cc::v1>>(R"({"host_name":"h"})", {"/host_name: unknown key"});
}

TEST_CASE("wrong JSON types name the value's path and both types") {
    using Bar = interop::Bar<interop::v1>;
    check_rejects<Bar>(R"([])", {"(root): expected an object, got an array"});
    check_rejects<Bar>(R"({"image":1,"cpu_millis":1})", {"/image: expected a string, got a number"});
    check_rejects<Bar>(R"({"image":"i","cpu_millis":"1"})", {"/cpu_millis: expected an integer, got a string"});
    check_rejects<Bar>(R"({"image":"i","cpu_millis":true})", {"/cpu_millis: expected an integer, got a boolean"});
    check_rejects<Bar>(R"({"image":"i","cpu_millis":null})", {"/cpu_millis: expected an integer, got null"});
    check_rejects<Bar>(R"({"image":"i","cpu_millis":1,"gpus":"2"})", {"/gpus: expected an integer, got a string"});
    check_rejects<V1>(R"({"name":"n","port":1,"deprecated_legacy":1})", {"/deprecated_legacy: expected a boolean, got a number"});
    check_rejects<V1>(R"({"name":"n","port":1,"legacy":true})", {"/legacy: unknown key"});
    check_rejects<V1>(R"({"name":"n","port":1,"weights":{}})", {"/weights: expected an array, got an object"});
    check_rejects<V1>(R"({"name":"n","port":1,"weights":[1,"x"]})", {"/weights/1: expected a number, got a string"});
    check_rejects<V1>(R"({"name":"n","port":1,"weights":[],"rgb":[0,0]})", {"/rgb: expected an array of 3 elements, got 2"});
    check_rejects<V1>(R"({"name":"n","port":1,"weights":[],"rgb":[0,0,0,0]})", {"/rgb: expected an array of 3 elements, got 4"});
    check_rejects<V1>(R"({"name":"n","port":1,"weights":[],"rgb":[0,0,0],"labels":[]})",
                      {"/labels: expected an object, got an array"});
    check_rejects<V1>(R"({"name":"n","port":1,"weights":[],"rgb":[0,0,0],"labels":{"x/y":"1"}})",
                      {"/labels/x~1y: expected an integer, got a string"});
    check_rejects<V1>(R"({"name":"n","port":1,"weights":[],"rgb":[0,0,0],"labels":{},"ratios":{},"mode":1})",
                      {"/mode: expected a string (an enumerator name), got a number"});
    check_rejects<V1>(R"({"name":"n","port":1,"weights":[],"rgb":[0,0,0],"labels":{},"ratios":{},"mode":"slow"})",
                      {"/mode: \"slow\" is not an enumerator name"});
    check_rejects<V1>(R"({"name":"n","port":1,"weights":[],"rgb":[0,0,0],"labels":{},"ratios":{},"mode":"fast",
        "bar":{"image":"i","cpu_millis":0},"sidecars":[{"image":"e","cpu_millis":1},{"image":2}]})",
                      {"/sidecars/1/image: expected a string, got a number"});
}

TEST_CASE("integers: exact and in range for every width; integral doubles accepted") {
    using W = interop::Widths<interop::v1>;
    const auto doc = [](std::string_view key, std::string_view number) {
        std::string s = R"({"i8":0,"i16":0,"i32":0,"i64":0,"u8":0,"u16":0,"u32":0,"u64":0,"f32":0,"f64":0})";
        const std::string k = "\"" + std::string(key) + "\":0";
        s.replace(s.find(k), k.size(), "\"" + std::string(key) + "\":" + std::string(number));
        return s;
    };
    const std::pair<std::string_view, std::string_view> out_of_range[] = {
        {"i8", "128"}, {"i8", "-129"}, {"i16", "32768"}, {"i16", "-32769"},
        {"i32", "2147483648"}, {"i32", "-2147483649"}, {"i64", "9223372036854775808"},
        // (not -9223372036854775809: both DOM parsers round it to the double -2^63, in range,
        // before the conversion sees it; read<T> on the text rejects it)
        {"i64", "-1e19"}, {"u8", "256"}, {"u8", "-1"}, {"u16", "65536"},
        {"u32", "4294967296"}, {"u64", "-1"}, {"u64", "18446744073709551616"}, {"i32", "1e10"},
        {"u64", "1e20"}};
    for (const auto& case_ : out_of_range) { // (no structured binding: INFO captures, clang 14)
        const std::string_view key = case_.first, number = case_.second;
        INFO(key, " = ", number);
        check_rejects<W>(doc(key, number), {pointer_to(key) + ": expected an integer in ["});
    }
    const std::pair<std::string_view, std::string_view> fractions[] = {
        {"i32", "2.5"}, {"u8", "0.1"}, {"i64", "-1e-3"}};
    for (const auto& case_ : fractions) {
        const std::string_view key = case_.first, number = case_.second;
        INFO(key, " = ", number);
        check_rejects<W>(doc(key, number), {pointer_to(key) + ": expected an integer, got a number with a fraction"});
    }
    check_rejects<W>(doc("f32", "1e300"), {"/f32: expected a number in the range of float"});

    CHECK(read_both<W>(doc("i32", "1e3")).i32 == 1000);
    CHECK(read_both<W>(doc("u8", "2.0")).u8 == 2);
    CHECK(read_both<W>(doc("i64", "-9223372036854775808")).i64 == std::numeric_limits<std::int64_t>::min());
    CHECK(read_both<W>(doc("u64", "18446744073709551615")).u64 == std::numeric_limits<std::uint64_t>::max());
    CHECK(read_both<W>(doc("i8", "-128")).i8 == -128);
    CHECK(read_both<W>(doc("f64", "-0.0")).f64 == 0.0);
    CHECK(read_both<W>(doc("f32", "7")).f32 == 7.0f);
}

TEST_CASE("versioned enums: the names of the struct's version, never positions") {
    using P1 = interop::Phase<interop::v1>;
    using P1beta1 = interop::Phase<interop::v1beta1>;
    const interop::Job<interop::v1> job{P1::Done, P1::Paused, {P1::Pending, P1::Running}};
    CHECK(Dom::to(job) == Dom::parse(R"({"phase":"Done","next":"Paused","seen":["Pending","Running"]})"));
    CHECK(Dom::to(interop::Job<interop::v1beta1>{P1beta1::Finished, std::nullopt, {}}) ==
          Dom::parse(R"({"phase":"Finished","seen":[]})"));
    CHECK(read_both<interop::Job<interop::v1>>(R"({"phase":"Done","next":"Paused","seen":["Pending","Running"]})") == job);
    using J1beta1 = interop::Job<interop::v1beta1>;
    check_rejects<J1beta1>(R"({"phase":3,"seen":[]})", {"/phase: expected a string (an enumerator name), got a number"});
    check_rejects<J1beta1>(R"({"phase":"Running","seen":[99]})", {"/seen/0: expected a string (an enumerator name)"});
    check_rejects<J1beta1>(R"({"phase":"Done","seen":[]})",
                           {R"(/phase: unknown enumerator "Done" of Phase (expected one of "Pending", "Running", "Paused", "Finished"))"});
    check_rejects<interop::Job<interop::v1alpha1>>(R"({"phase":"Paused","seen":[]})", {R"(/phase: unknown enumerator "Paused")"});
    const interop::Job<interop::v1> unnamed{static_cast<P1>(99), std::nullopt, {}};
    try {
        (void)Dom::to(unnamed);
        FAIL("no error");
    } catch (const typename Dom::error& e) {
        CHECK(std::string_view(e.what()).find("/phase: the value 99 is not an enumerator of Phase") != std::string_view::npos);
    }
    CHECK_FALSE(versioned::json::try_write(unnamed));
}

} // namespace interop_tests

#endif // VERSIONED_TESTS_INTEROP_CASES_HPP
