// Constraints (DESIGN.md §13): the table's data per version, the conversions a change of
// constraints runs through (from_validate with upgrade_with / downgrade_with), the residue that
// keeps what a narrowing downgrade clamped.
#include <doctest/doctest.h>

#include <versioned/residue.hpp>
#include <versioned/versioned.hpp>

#include <cstdint>
#include <array>
#include <map>
#include <optional>
#include <string>
#include <vector>

constexpr std::int32_t three() { return 3; }
constexpr std::int32_t clamp_to_100(std::int32_t r) { return r > 100 ? 100 : r; }

VERSIONED_VERSIONS(capi, v1alpha1, v1beta1, v1);

VERSIONED_STRUCT(capi, FooSpec,
    (std::string,  name,     validate(min_length(1), max_length(63),
                                      pattern("^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"))),
    (std::int32_t, replicas, added(v1beta1, default_with(three)),
                             validate(minimum(0), maximum(1000)),
                             changed(v1, from_validate(minimum(0), maximum(100)),
                                     downgrade_with(clamp_to_100))),
    (std::vector<std::string>, hosts, validate(min_items(1), max_items(16), unique_items)),
    (double,       ratio,    validate(exclusive_minimum(0), maximum(1), multiple_of(0.25))),
    ((std::map<std::string, std::string>), labels, validate(max_properties(64))),
    (std::string,  started,  validate(format("date-time"))),
    (int,          plain),
    rule("self.replicas <= 10 || self.name != 'tiny'", "tiny runs at most 10 replicas",
         versions(v1beta1, v1)));

namespace cc = versioned::detail::constraints;
using desc = capi::versioned_desc_FooSpec;

// ---- the data, per version ---------------------------------------------------------------------

static_assert(!cc::constrained_field<desc::versioned_f_plain>); // no constraints: no data at all
static_assert(cc::constrained_field<desc::versioned_f_name>);
static_assert(cc::has_validate<desc::versioned_f_name>);
static_assert(cc::set_of_source<desc::versioned_f_name>(0).count(cc::kind::max_length) == 63);
static_assert(cc::set_of_source<desc::versioned_f_name>(0).pattern == "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$");
// replicas: the set before v1 is from_validate's, from v1 on validate's
static_assert(cc::source_v<desc::versioned_f_replicas>[1] == 1 && cc::source_v<desc::versioned_f_replicas>[2] == 0);
static_assert(cc::set_of_source<desc::versioned_f_replicas>(1).num(cc::kind::maximum).magnitude == 100);
static_assert(cc::set_of_source<desc::versioned_f_replicas>(0).num(cc::kind::maximum).magnitude == 1000);
static_assert(cc::set_of_source<desc::versioned_f_ratio>(0).num(cc::kind::multiple_of).value == 0.25);
static_assert(!cc::set_of_source<desc::versioned_f_ratio>(0).num(cc::kind::multiple_of).integral);
static_assert(cc::set_of_source<desc::versioned_f_hosts>(0).has(cc::kind::unique_items));
// the struct's rule, for v1beta1 and v1 only
static_assert(desc::versioned_rules[0].present && desc::versioned_rules[0].message == "tiny runs at most 10 replicas");
static_assert(!cc::rule_applies<desc::versioned_module>(desc::versioned_rules[0], 0));
static_assert(cc::rule_applies<desc::versioned_module>(desc::versioned_rules[0], 1));
static_assert(cc::rule_applies<desc::versioned_module>(desc::versioned_rules[0], 2));
static_assert(!desc::versioned_rules[1].present);

// ---- the rules' judgements, as data ------------------------------------------------------------

constexpr cc::shape int8_shape = cc::shape_of<std::int8_t>();
constexpr cc::shape float_shape = cc::shape_of<float>();
constexpr cc::shape string_shape = cc::shape_of<std::optional<std::string>>();
struct kw : cc::keywords {};
static_assert(cc::misfits(cc::set_of({kw::minimum(-128), kw::maximum(127)}), int8_shape) == 0);
static_assert(cc::misfits(cc::set_of({kw::maximum(128)}), int8_shape) == cc::bit(cc::kind::maximum));
static_assert(cc::misfits(cc::set_of({kw::minimum(-129)}), int8_shape) == cc::bit(cc::kind::minimum));
static_assert(cc::misfits(cc::set_of({kw::minimum(1.5)}), int8_shape) == cc::bit(cc::kind::minimum)); // no integer
static_assert(cc::misfits(cc::set_of({kw::minimum(1.0)}), int8_shape) == 0);
static_assert(cc::misfits(cc::set_of({kw::maximum(0.1)}), float_shape) == cc::bit(cc::kind::maximum)); // no float
static_assert(cc::misfits(cc::set_of({kw::maximum(0.5)}), float_shape) == 0);
static_assert(cc::misfits(cc::set_of({kw::multiple_of(0)}), int8_shape) == cc::bit(cc::kind::multiple_of));
static_assert(cc::misfits(cc::set_of({kw::exclusive_minimum(3), kw::exclusive_maximum(3)}), int8_shape) ==
              cc::bit(cc::kind::exclusive_maximum));
static_assert(cc::misfits(cc::set_of({kw::minimum(3), kw::exclusive_minimum(2)}), int8_shape) ==
              cc::bit(cc::kind::exclusive_minimum)); // one lower bound
static_assert(cc::misfits(cc::set_of({kw::min_length(2), kw::max_length(1)}), string_shape) == cc::bit(cc::kind::max_length));
static_assert(cc::misfits(cc::set_of({kw::min_length(-1)}), string_shape) == cc::bit(cc::kind::min_length));
static_assert(cc::misfits(cc::set_of({kw::pattern("a"), kw::min_items(1)}), string_shape) == cc::bit(cc::kind::min_items));
static_assert(cc::misfits(cc::set_of({kw::rule("self.size() > 1")}), string_shape) == 0);
static_assert(cc::misfits(cc::set_of({kw::rule("")}), string_shape) == cc::bit(cc::kind::rule));
// narrower, per keyword
static_assert(cc::narrower(cc::set_of({kw::maximum(10)}), int8_shape, cc::set_of({kw::maximum(20)}), int8_shape) ==
              cc::bit(cc::kind::maximum));
static_assert(cc::narrower(cc::set_of({kw::maximum(20)}), int8_shape, cc::set_of({kw::maximum(10)}), int8_shape) == 0);
// a minimum of the type's own minimum narrows nothing
static_assert(cc::narrower(cc::set_of({kw::minimum(-128)}), int8_shape, cc::set_of({}), int8_shape) == 0);
static_assert(cc::narrower(cc::set_of({kw::exclusive_minimum(0)}), int8_shape, cc::set_of({kw::minimum(0)}), int8_shape) ==
              cc::bit(cc::kind::exclusive_minimum));
static_assert(cc::narrower(cc::set_of({kw::pattern("a")}), string_shape, cc::set_of({kw::pattern("b")}), string_shape) ==
              cc::bit(cc::kind::pattern));
static_assert(cc::narrower(cc::set_of({}), string_shape, cc::set_of({kw::pattern("b")}), string_shape) == 0);
static_assert(cc::narrower(cc::set_of({kw::rule("self > 1")}), int8_shape, cc::set_of({}), int8_shape) == cc::bit(cc::kind::rule));
// the value-initialized default an upgrade gives, judged per keyword
static_assert(cc::violations(cc::set_of({kw::min_length(1)}), {cc::value_summary::of::text, {}, "", 0}) ==
              cc::bit(cc::kind::min_length));
static_assert(cc::violations(cc::set_of({kw::max_length(2)}), {cc::value_summary::of::text, {}, "\xc3\xa9\xc3\xa9", 0}) == 0); // code points
static_assert(cc::violations(cc::set_of({kw::multiple_of(4)}), cc::summarize(6)) == cc::bit(cc::kind::multiple_of));

// ---- conversions through a change of constraints ----------------------------------------------

TEST_CASE("a change of constraints with downgrade_with converts through it") {
    capi::FooSpec<capi::v1> cur{};
    cur.name = "web";
    cur.replicas = 500;
    const auto old = versioned::convert<capi::v1beta1>(cur);
    CHECK(old.replicas == 100); // clamped: v1beta1 takes at most 100
    const auto again = versioned::convert<capi::v1>(old);
    CHECK(again.replicas == 100); // without a residue the clamp stays
    cur.replicas = 7;
    CHECK(versioned::convert<capi::v1beta1>(cur).replicas == 7);
}

TEST_CASE("the residue keeps what a narrowing downgrade clamped") {
    capi::FooSpec<capi::v1> cur{};
    cur.name = "web";
    cur.replicas = 500;
    versioned::residue<capi::FooSpec> rest;
    const auto old = versioned::convert<capi::v1alpha1>(cur, rest);
    CHECK_FALSE(rest.empty());
    const auto back = versioned::convert<capi::v1>(old, rest);
    CHECK(back.replicas == 500);
    CHECK(rest.empty());
}

// upgrade_with beside from_validate alone (DESIGN.md §2's requires-from_type rule accepts it)
inline std::string lower(std::string s) {
    for (char& c : s) c = (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
    return s;
}
VERSIONED_STRUCT(capi, Named, (std::string, name, validate(pattern("^[a-z]*$")), changed(v1, from_validate(), upgrade_with(lower))));

TEST_CASE("upgrade_with beside from_validate") {
    capi::Named<capi::v1beta1> old{.name = "WeB"};
    CHECK(versioned::convert<capi::v1>(old).name == "web");
    CHECK(versioned::convert<capi::v1beta1>(capi::Named<capi::v1>{.name = "web"}).name == "web");
}

// ---- schemas ------------------------------------------------------------------------------------

constexpr std::optional<std::int16_t> below_10(std::optional<std::int16_t> v) {
    return v && *v >= 10 ? std::optional<std::int16_t>(9) : v;
}
VERSIONED_STRUCT(capi, Inner, (int, x), rule("self.x > 0", "positive"));
VERSIONED_STRUCT(capi, Shapes,
    (std::optional<std::int16_t>, small, validate(exclusive_maximum(10)),
                                  changed(v1, from_validate(exclusive_maximum(20)), upgrade_with(below_10))),
    (capi::Inner<V>, inner, validate(rule("self.x < 10", "small"), min_properties(1))),
    ((std::array<int, 3>), triple, validate(unique_items)),
    (float, share, validate(minimum(-0.5), multiple_of(0.125))),
    (std::string, id, validate(format("uuid"))),
    (std::string, host, validate(format("hostname"))));

// Each keyword as its dialect writes it; the type's own keyword replaced (an int16's maximum by
// the exclusive bound in OpenAPI), a struct's rules kept beside the field's.
static_assert(versioned::json_schema<capi::Shapes<capi::v1>>.find(
                  R"("small":{"anyOf":[{"type":"integer","minimum":-32768,"maximum":32767},{"type":"null"}],"exclusiveMaximum":10})") !=
              std::string_view::npos);
static_assert(versioned::openapi_schema<capi::Shapes<capi::v1>>.find(
                  R"("small":{"type":"integer","format":"int32","minimum":-32768,"maximum":10,"exclusiveMaximum":true})") !=
              std::string_view::npos);
static_assert(versioned::openapi_schema<capi::Shapes<capi::v1beta1>>.find(R"("maximum":20,"exclusiveMaximum":true})") !=
              std::string_view::npos);
static_assert(versioned::openapi_schema<capi::Shapes<capi::v1>>.find(
                  R"("minProperties":1,"x-kubernetes-validations":[{"rule":"self.x > 0","message":"positive"},{"rule":"self.x < 10","message":"small"}]})") !=
              std::string_view::npos);
static_assert(versioned::json_schema<capi::Shapes<capi::v1>>.find("x-kubernetes") == std::string_view::npos);
static_assert(versioned::json_schema<capi::Shapes<capi::v1>>.find(R"("minItems":3,"maxItems":3,"uniqueItems":true})") !=
              std::string_view::npos);
static_assert(versioned::openapi_schema<capi::Shapes<capi::v1>>.find(R"("minItems":3,"maxItems":3,"x-kubernetes-list-type":"set"})") !=
              std::string_view::npos);
static_assert(versioned::json_schema<capi::Shapes<capi::v1>>.find(R"("minimum":-0.5,"multipleOf":0.125})") != std::string_view::npos);
// JSON Schema gets a format only where its meaning is Kubernetes'
static_assert(versioned::json_schema<capi::Shapes<capi::v1>>.find(R"("id":{"type":"string","format":"uuid"})") != std::string_view::npos);
static_assert(versioned::json_schema<capi::Shapes<capi::v1>>.find(R"("host":{"type":"string"})") != std::string_view::npos);
static_assert(versioned::openapi_schema<capi::Shapes<capi::v1>>.find(R"("host":{"type":"string","format":"hostname"})") !=
              std::string_view::npos);
// the struct-level rule, in the versions it names
static_assert(versioned::openapi_schema<capi::FooSpec<capi::v1>>.ends_with(
    R"(,"x-kubernetes-validations":[{"rule":"self.replicas <= 10 || self.name != 'tiny'","message":"tiny runs at most 10 replicas"}]})"));
static_assert(versioned::openapi_schema<capi::FooSpec<capi::v1alpha1>>.find("tiny runs at most 10 replicas") == std::string_view::npos);
// A fractional bound or factor is a CEL rule in Kubernetes' dialect (its validator would cast a
// keyword's to int64 for a value written "2"); an integral one stays a keyword.
static_assert(versioned::openapi_schema<capi::Shapes<capi::v1>>.find(
                  R"("share":{"type":"number","format":"float","x-kubernetes-validations":[{"rule":"self >= -0.5","message":"must be greater than or equal to -0.5"},)"
                  R"({"rule":"self / 0.125 == double(int(self / 0.125)) || self / 0.125 >= 9007199254740992.0 || self / 0.125 <= -9007199254740992.0","message":"must be a multiple of 0.125"}]})") !=
              std::string_view::npos);
static_assert(versioned::openapi_schema<capi::FooSpec<capi::v1>>.find(
                  R"("ratio":{"type":"number","format":"double","minimum":0,"exclusiveMinimum":true,"maximum":1,"x-kubernetes-validations":[{"rule":"self / 0.25 == )") !=
              std::string_view::npos);

// Bounds that are not integers: the shortest decimal that reads back as the same double.
template <class N>
constexpr bool number_text_is(N number, std::string_view expected) {
    struct text {
        char chars[64]{};
        std::size_t n = 0;
        constexpr void put(char c) { chars[n++] = c; }
        constexpr void put(std::string_view s) {
            for (char c : s) chars[n++] = c;
        }
    } w;
    cc::put_number(w, cc::make_number(number));
    return std::string_view(w.chars, w.n) == expected;
}
static_assert(number_text_is(0.1, "0.1"));
static_assert(number_text_is(-2.5e-8, "-2.5e-8"));
static_assert(number_text_is(1e15, "1000000000000000")); // an integer: exactly
static_assert(number_text_is(1e22, "1e22"));               // no 64-bit integer: the shortest decimal
static_assert(number_text_is(123456.789, "123456.789"));
static_assert(number_text_is(5e-324, "5e-324"));
static_assert(number_text_is(0.30000000000000004, "0.30000000000000004"));
static_assert(number_text_is(-9223372036854775807LL - 1, "-9223372036854775808"));

// ---- reading and validate() --------------------------------------------------------------------

#include <versioned/json.hpp>

VERSIONED_STRUCT(capi, Text, (std::string, t, validate(max_length(3))));

namespace {
std::string read_error(std::string_view text) {
    auto r = versioned::json::read<capi::FooSpec<capi::v1>>(text);
    return r ? std::string("ok") : r.error().message();
}
const std::string valid_v1 =
    R"({"name":"web","replicas":5,"hosts":["a"],"ratio":0.5,"labels":{},"started":"2024-01-01T00:00:00Z","plain":1})";
std::string with(std::string_view key, std::string_view value) {
    std::string doc = valid_v1;
    const std::size_t at = doc.find("\"" + std::string(key) + "\":") + key.size() + 3;
    std::size_t end = at;
    for (int depth = 0; end < doc.size(); ++end) {
        const char c = doc[end];
        if (c == '[' || c == '{') ++depth;
        if (c == ']' || c == '}') {
            if (depth == 0) break;
            --depth;
        }
        if (c == ',' && depth == 0) break;
    }
    return doc.replace(at, end - at, value);
}
} // namespace

TEST_CASE("reading enforces every constraint with the value's path and both values") {
    CHECK(read_error(valid_v1) == "ok");
    CHECK(read_error(R"({"replicas": 1200})") != "ok");
    CHECK(read_error(with("replicas", " 1200")) == "/replicas: 1200 is greater than the maximum 1000 (line 1, column 27)");
    CHECK(read_error(with("replicas", "-1")) == "/replicas: -1 is less than the minimum 0 (line 1, column 26)");
    CHECK(read_error(with("name", R"("")")) == R"(/name: "" is shorter than the minimum length 1 (line 1, column 9))");
    CHECK(read_error(with("name", "\"" + std::string(64, 'a') + "\"")).starts_with(
        R"(/name: ")" + std::string(63, 'a') + R"(a" is longer than the maximum length 63)"));
    CHECK(read_error(with("hosts", "[]")) == "/hosts: 0 items, fewer than the minimum of 1 item (line 1, column 36)");
    CHECK(read_error(with("hosts", R"(["a","b","a"])")) ==
          "/hosts: items 0 and 2 are equal, but the items must be unique (line 1, column 36)");
    CHECK(read_error(with("ratio", "0")) == "/ratio: 0 is not greater than the exclusive minimum 0 (line 1, column 50)");
    CHECK(read_error(with("ratio", "1.25")) == "/ratio: 1.25 is greater than the maximum 1 (line 1, column 50)");
    CHECK(read_error(with("ratio", "0.3")) == "/ratio: 0.3 is not a multiple of 0.25 (line 1, column 50)");
    CHECK(read_error(with("ratio", "1")) == "ok");
    std::string labels = "{";
    for (int i = 0; i < 65; ++i) labels += (i ? ",\"k" : "\"k") + std::to_string(i) + "\":\"v\"";
    CHECK(read_error(with("labels", labels + "}")).starts_with("/labels: 65 members, more than the maximum of 64 members"));
    // a code point is one character, whatever its bytes: three of two, three and four bytes fit
    CHECK(versioned::json::read<capi::Text<capi::v1>>("{\"t\":\"\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80\"}"));
    CHECK(versioned::json::read<capi::Text<capi::v1>>("{\"t\":\"\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80!\"}").error().message() ==
          "/t: \"\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80!\" is longer than the maximum length 3 (line 1, column 6)");
}

VERSIONED_STRUCT(capi, Tags, (std::vector<std::string>, tags, validate(unique_items)));

TEST_CASE("unique_items names the first repeated item, pairwise (up to 16 items) or sorted") {
    for (const std::size_t n : {std::size_t{16}, std::size_t{17}, std::size_t{400}}) {
        capi::Tags<capi::v1> t{};
        for (std::size_t i = 0; i < n; ++i) t.tags.push_back(std::string("t").append(std::to_string(i))); // (not "t" + ...: g++ 12 -O3 -Wrestrict, GCC bug 105329)
        CHECK(versioned::validate(t).empty());
        t.tags[12] = "t5", t.tags[14] = "t2", t.tags[15] = "t2";
        REQUIRE(versioned::validate(t).size() == 1);
        CHECK(versioned::validate(t)[0].message() == "/tags: items 5 and 12 are equal, but the items must be unique");
        t.tags[12] = "t12";
        CHECK(versioned::validate(t)[0].message() == "/tags: items 2 and 14 are equal, but the items must be unique");
    }
}

VERSIONED_STRUCT(capi, Hostile, (std::string, s, validate(pattern("^(a+)+$"))));

TEST_CASE("reading matches patterns and formats as Kubernetes' validator does") {
    CHECK(read_error(with("name", R"("Web")")) ==
          R"(/name: "Web" does not match the pattern "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$" (line 1, column 9))");
    CHECK(read_error(with("name", R"("web-")")).starts_with(R"(/name: "web-" does not match the pattern)"));
    CHECK(read_error(with("name", R"("w-1")")) == "ok");
    CHECK(read_error(with("started", R"("2024-02-30T00:00:00Z")")) ==
          R"(/started: "2024-02-30T00:00:00Z" is not a valid date-time (format "date-time") (line 1, column 76))");
    CHECK(read_error(with("started", R"("yesterday")")).starts_with(R"(/started: "yesterday" is not a valid date-time)"));
    CHECK(read_error(with("started", R"("2024-02-29T23:59:59.5+01:00")")) == "ok");
    versioned::json::read_options lax;
    lax.check_constraints = false;
    CHECK(versioned::json::read<capi::FooSpec<capi::v1>>(with("name", R"("Web")"), lax));
    // a pattern that backtracking engines take exponential time on: linear here
    const std::string hostile = R"({"s":")" + std::string(100000, 'a') + R"(b"})";
    auto r = versioned::json::read<capi::Hostile<capi::v1>>(hostile);
    REQUIRE_FALSE(r);
    CHECK(r.error().code == versioned::json::errc::constraint_violated);
    CHECK(r.error().path == "/s");
    CHECK(versioned::json::read<capi::Hostile<capi::v1>>(R"({"s":")" + std::string(100000, 'a') + R"("})"));
}

TEST_CASE("check_constraints = false reads what the types hold") {
    versioned::json::read_options lax;
    lax.check_constraints = false;
    auto r = versioned::json::read<capi::FooSpec<capi::v1>>(with("replicas", "1200"), lax);
    REQUIRE(r);
    CHECK(r->replicas == 1200);
    // and the version before v1 holds at most 100
    auto old = versioned::json::read<capi::FooSpec<capi::v1beta1>>(
        R"({"name":"web","replicas":101,"hosts":["a"],"ratio":0.5,"labels":{},"started":"x","plain":1})");
    REQUIRE_FALSE(old);
    CHECK(old.error().code == versioned::json::errc::constraint_violated);
    CHECK(old.error().message() == "/replicas: 101 is greater than the maximum 100 (line 1, column 26)");
}

TEST_CASE("read_into and read_any check as read does") {
    capi::FooSpec<capi::v1> into{};
    auto r = versioned::json::read_into(into, with("replicas", "1200"));
    REQUIRE_FALSE(r);
    CHECK(r.error().code == versioned::json::errc::constraint_violated);
    auto any = versioned::json::read_any<capi::FooSpec>(R"({"apiVersion":"v1",)" + with("replicas", "1200").substr(1));
    REQUIRE_FALSE(any);
    CHECK(any.error().path == "/replicas");
}

TEST_CASE("validate() finds every violation, with its path") {
    capi::FooSpec<capi::v1> v = versioned::json::read<capi::FooSpec<capi::v1>>(valid_v1).value();
    CHECK(versioned::validate(v).empty());
    v.replicas = 1200;
    v.name = "";
    v.hosts = {"a", "a"};
    const auto errors = versioned::validate(v);
    REQUIRE(errors.size() == 3);
    CHECK(errors[0].message() == R"(/name: "" is shorter than the minimum length 1)");
    CHECK(errors[1].message() == "/replicas: 1200 is greater than the maximum 1000");
    CHECK(errors[2].message() == "/hosts: items 0 and 1 are equal, but the items must be unique");
    CHECK(errors[1].code == versioned::json::errc::constraint_violated);
}

VERSIONED_STRUCT(capi, Leaf, (std::int32_t, n, validate(maximum(9))), (std::optional<std::int32_t>, o));
VERSIONED_VARIANT(capi, Choice,
    (capi::Leaf<V>, leaf, validate(min_properties(2))),
    (std::string, url, validate(pattern("^https://"), max_length(12))));
VERSIONED_STRUCT(capi, Tree,
    (std::vector<capi::Leaf<V>>, leaves),
    ((std::map<std::string, capi::Leaf<V>>), named),
    (std::optional<capi::Leaf<V>>, maybe, validate(max_properties(1))),
    (capi::Choice<V>, choice));

TEST_CASE("constraints inside containers, optionals, maps and variants") {
    capi::Tree<capi::v1> t{};
    t.leaves.resize(2);
    t.leaves[1].n = 10;
    t.named["a/b"].n = 11;
    t.maybe = capi::Leaf<capi::v1>{.n = 1, .o = 2};
    t.choice = capi::Choice<capi::v1>::make<"url">("http://example.com");
    const auto errors = versioned::validate(t);
    REQUIRE(errors.size() == 4);
    CHECK(errors[0].message() == "/leaves/1/n: 10 is greater than the maximum 9");
    CHECK(errors[1].message() == "/named/a~1b/n: 11 is greater than the maximum 9");
    CHECK(errors[2].message() == "/maybe: 2 members, more than the maximum of 1 member");
    CHECK(errors[3].message() == R"(/choice/url: "http://example.com" is longer than the maximum length 12)");
    auto r = versioned::json::read<capi::Tree<capi::v1>>(
        R"({"leaves":[{"n":1}],"named":{},"maybe":{"n":1,"o":null},"choice":{"leaf":{"n":1}}})");
    REQUIRE_FALSE(r);
    // the document's members, as JSON Schema counts them: "o": null is one
    CHECK(r.error().message() == "/maybe: 2 members, more than the maximum of 1 member (line 1, column 40)");
    r = versioned::json::read<capi::Tree<capi::v1>>(R"({"leaves":[{"n":1}],"named":{},"choice":{"leaf":{"n":1}}})");
    REQUIRE_FALSE(r);
    CHECK(r.error().message() == "/choice/leaf: 1 member, fewer than the minimum of 2 members (line 1, column 49)");
    r = versioned::json::read<capi::Tree<capi::v1>>(R"({"leaves":[{"n":1}],"named":{"x":{"n":12}},"choice":{"leaf":{"n":1,"o":2}}})");
    REQUIRE_FALSE(r);
    CHECK(r.error().message() == "/named/x/n: 12 is greater than the maximum 9 (line 1, column 39)");
    t = capi::Tree<capi::v1>{};
    t.choice = capi::Choice<capi::v1>::make<"url">("ftp://a");
    const auto pattern_errors = versioned::validate(t);
    REQUIRE(pattern_errors.size() == 1);
    CHECK(pattern_errors[0].message() == R"(/choice/url: "ftp://a" does not match the pattern "^https://")");
    r = versioned::json::read<capi::Tree<capi::v1>>(R"({"leaves":[],"named":{},"choice":{"url":"ftp://a"}})");
    REQUIRE_FALSE(r);
    CHECK(r.error().message() == R"(/choice/url: "ftp://a" does not match the pattern "^https://" (line 1, column 41))");
}

// Items that are structs take min_items / max_items (unique_items fits scalar items only).
VERSIONED_STRUCT(capi, Pool, (std::vector<capi::Leaf<V>>, leaves, validate(min_items(1), max_items(2))));

TEST_CASE("a count of struct items") {
    CHECK(versioned::json::read<capi::Pool<capi::v1>>(R"({"leaves":[{"n":1}]})"));
    const auto r = versioned::json::read<capi::Pool<capi::v1>>(R"({"leaves":[]})");
    REQUIRE_FALSE(r);
    CHECK(r.error().message() == "/leaves: 0 items, fewer than the minimum of 1 item (line 1, column 11)");
    capi::Pool<capi::v1> p{};
    p.leaves.resize(3);
    REQUIRE(versioned::validate(p).size() == 1);
    CHECK(versioned::validate(p)[0].message() == "/leaves: 3 items, more than the maximum of 2 items");
}
