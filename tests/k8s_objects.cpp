// json::raw, k8s::embedded_object, k8s::condition (with apimachinery's SetStatusCondition
// tests as data), k8s::label_selector (LabelSelectorAsSelector + Matches), the schema
// fragments of every Kubernetes value type against nodes of real controller-gen CRDs
// (k8s/controller_gen_excerpts.hpp), and a versioned struct holding every type: written and
// read back, converted across its versions.
#include "k8s/value_helpers.hpp"
#include "k8s/controller_gen_excerpts.hpp"

#include <versioned/k8s/testing.hpp>
#include <versioned/testing.hpp>
#include <versioned/validate.hpp>
#include <versioned/k8s/types.hpp>
#include <versioned/json.hpp>
#include <versioned/schema.hpp>
#include <versioned/versioned.hpp>

#include <doctest/doctest.h>

#if __has_include(<nlohmann/json.hpp>)
#include <nlohmann/json.hpp>
#define VERSIONED_TEST_HAVE_NLOHMANN 1
#endif

#include <chrono>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace {

using k8s_tests::cat;
using k8s_tests::plain;

namespace k8s = versioned::k8s;
using versioned::json::errc;

template <class T>
versioned::json::error read_error(std::string_view text) {
    const auto r = versioned::json::read<T>(text, plain());
    REQUIRE_MESSAGE(!r, text);
    return r.error();
}

k8s::time at(std::int64_t seconds) { return k8s::time(std::chrono::sys_seconds(std::chrono::seconds(seconds))); }

} // namespace

VERSIONED_VERSIONS(kv, v1alpha1, v1beta1, v1);

// Every type in one struct, across versions: added later, renamed, made optional.
VERSIONED_STRUCT(kv, Workload,
    (k8s::quantity,                   cpu),
    (k8s::int_or_string,              port,        changed(v1, from_name(target_port))),
    (k8s::duration,                   timeout),
    (k8s::time,                       started),
    (std::optional<k8s::micro_time>,  renewed,     added(v1beta1)),
    (versioned::json::raw,            config),
    (k8s::embedded_object,            template_object),
    (std::vector<k8s::condition>,     conditions),
    (k8s::label_selector,             selector,    added(v1)),
    ((std::map<std::string, k8s::quantity>), limits));

TEST_CASE("json::raw: any JSON value kept byte for byte") {
    const versioned::json::raw r(R"(  {"a" : [1, 2.50, "\u00e9"], "b":null}  )");
    CHECK(r.text() == R"({"a" : [1, 2.50, "\u00e9"], "b":null})");
    CHECK(versioned::json::write(r) == r.text());
    CHECK(versioned::json::raw().is_null());
    CHECK(versioned::json::raw("[1]") != versioned::json::raw("[ 1 ]")); // texts, not values
    const auto back = versioned::json::read<versioned::json::raw>(R"( [1, {"x": true}] )", plain());
    REQUIRE(back);
    CHECK(back->text() == R"([1, {"x": true}])");
    for (std::string_view bad : {"", "{", R"({"a":1,"a":2})", "[1,]", "nul", "\"\xff\"", "1 2"}) {
        CAPTURE(bad);
        CHECK_THROWS_AS(versioned::json::raw{bad}, versioned::json::error_exception);
    }
    const auto dup = read_error<std::map<std::string, versioned::json::raw>>(R"({"x":{"k":1,"k":2}})");
    CHECK(dup.code == errc::duplicate_key);
    CHECK(dup.path == "/x"); // the raw value's path: its inside is checked, not walked
    auto deep = plain();
    deep.max_depth = 3;
    const auto too_deep = versioned::json::read<std::vector<versioned::json::raw>>("[[[[1]]]]", deep);
    REQUIRE_FALSE(too_deep);
    CHECK(too_deep.error().code == errc::too_deep);
}

TEST_CASE("embedded_object: apiVersion, kind, metadata, the rest as read") {
    const std::string text =
        R"({"kind":"ConfigMap","apiVersion":"v1","data":{"a" : "1"},"metadata":{"name":"x","labels":{"k":"v"}},"z":[1]})";
    const auto o = versioned::json::read<k8s::embedded_object>(text, plain()).value();
    CHECK(o.api_version == "v1");
    CHECK(o.kind == "ConfigMap");
    REQUIRE(o.metadata.has_value());
    CHECK(o.metadata->name() == "x");
    REQUIRE(o.find("data") != nullptr);
    CHECK(o.find("data")->json == R"({"a" : "1"})");
    CHECK(versioned::json::write(o) ==
          R"({"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"x","labels":{"k":"v"}},"data":{"a" : "1"},"z":[1]})");
    const auto missing = read_error<k8s::embedded_object>(R"({"kind":"ConfigMap"})");
    CHECK(missing.code == errc::missing_key);
    CHECK(missing.path == "/apiVersion");
    const auto no_kind = read_error<k8s::embedded_object>(R"({"apiVersion":"v1"})");
    CHECK(no_kind.code == errc::missing_key);
    CHECK(no_kind.path == "/kind");
    for (std::string_view bad : {R"({"apiVersion":"v1","kind":""})", R"({"apiVersion":"v1","kind":"Config_Map"})",
                                 R"({"apiVersion":"v1","kind":"9Map"})", R"({"apiVersion":"","kind":"A"})",
                                 R"({"apiVersion":"a/b/c","kind":"A"})"}) {
        CAPTURE(bad);
        CHECK(read_error<k8s::embedded_object>(bad).code == errc::constraint_violated);
    }
    CHECK(read_error<k8s::embedded_object>(R"({"apiVersion":1,"kind":"A"})").code == errc::wrong_type);
    CHECK(read_error<k8s::embedded_object>(R"({"apiVersion":"v1","kind":"A","metadata":[]})").code == errc::wrong_type);
    CHECK(read_error<k8s::embedded_object>("[]").code == errc::wrong_type);
    CHECK(versioned::json::read<k8s::embedded_object>(R"({"apiVersion":"apps/v1","kind":"deployment-2"})", plain()));
}

TEST_CASE("condition: JSON as Go writes it, controller-gen's validation on reading") {
    k8s::condition c{.type = "Ready", .status = "True", .observed_generation = 0, .last_transition_time = at(1136214245),
                     .reason = "Deployed", .message = ""};
    CHECK(versioned::json::write(c) ==
          R"({"type":"Ready","status":"True","lastTransitionTime":"2006-01-02T15:04:05Z","reason":"Deployed","message":""})");
    c.observed_generation = 3;
    const std::string text = versioned::json::write(c);
    CHECK(text.find(R"("observedGeneration":3)") != std::string::npos);
    CHECK(versioned::json::read<k8s::condition>(text, plain()).value() == c);

    const auto with = [&](std::string_view key, std::string_view value) {
        std::string t = R"({"type":"Ready","status":"True","lastTransitionTime":"2006-01-02T15:04:05Z","reason":"R","message":"m"})";
        const std::string k = cat("\"", key, "\":");
        const auto at_key = t.find(k);
        if (at_key == std::string::npos) {
            t.insert(t.size() - 1, "," + k + std::string(value));
        } else {
            const auto value_at = at_key + k.size();
            const auto end = t.find_first_of(",}", t[value_at] == '"' ? t.find('"', value_at + 1) : value_at);
            t.replace(value_at, end - value_at, value);
        }
        return t;
    };
    struct bad_case {
        std::string_view key, value, path;
        errc code;
    };
    const std::string long_type = cat("\"", std::string(317, 'A'), "\"");
    const std::string long_reason = cat("\"", std::string(1025, 'A'), "\"");
    const std::string long_message = cat("\"", std::string(32769, 'x'), "\"");
    const bad_case cases[] = {
        {"type", R"("Not Ready")", "/type", errc::constraint_violated},
        {"type", R"("-Ready")", "/type", errc::constraint_violated},
        {"type", R"("Example.com/Ready")", "/type", errc::constraint_violated},
        {"type", R"("a/b/Ready")", "/type", errc::constraint_violated},
        {"type", R"("")", "/type", errc::constraint_violated},
        {"type", long_type, "/type", errc::constraint_violated},
        {"status", R"("true")", "/status", errc::constraint_violated},
        {"observedGeneration", "-1", "/observedGeneration", errc::constraint_violated},
        {"observedGeneration", "1.5", "/observedGeneration", errc::fraction_in_integer},
        {"lastTransitionTime", "null", "/lastTransitionTime", errc::constraint_violated},
        {"lastTransitionTime", R"("2006-01-02")", "/lastTransitionTime", errc::invalid_value},
        {"reason", R"("")", "/reason", errc::constraint_violated},
        {"reason", R"("1Reason")", "/reason", errc::constraint_violated},
        {"reason", R"("Reason:")", "/reason", errc::constraint_violated},
        {"reason", R"("Re ason")", "/reason", errc::constraint_violated},
        {"reason", long_reason, "/reason", errc::constraint_violated},
        {"message", long_message, "/message", errc::constraint_violated},
        {"message", "1", "/message", errc::wrong_type},
        {"extra", "1", "/extra", errc::unknown_key},
    };
    for (const bad_case& b : cases) {
        CAPTURE(b.key);
        CAPTURE(b.value.substr(0, 20));
        const auto e = read_error<k8s::condition>(with(b.key, b.value));
        CHECK(e.code == b.code);
        CHECK(e.path == b.path);
    }
    // at the limits: accepted
    CHECK(versioned::json::read<k8s::condition>(with("type", cat("\"", std::string(316, 'A'), "\"")), plain()));
    CHECK(versioned::json::read<k8s::condition>(with("type", R"("example.com/Ready")"), plain()));
    CHECK(versioned::json::read<k8s::condition>(with("reason", "\"A\""), plain()));
    CHECK(versioned::json::read<k8s::condition>(with("message", cat("\"", std::string(32768 / 2, ' '), std::string(32768 / 4, 'x'), "\"")), plain()));
    std::string two_byte_message = "\"";
    for (int i = 0; i < 32768; ++i) two_byte_message += "\xC3\xA9"; // 32768 code points, 65536 bytes
    CHECK(versioned::json::read<k8s::condition>(with("message", two_byte_message + "\""), plain()));
    const std::pair<std::string_view, std::string_view> members[] = {
        {"type", R"("Ready")"}, {"status", R"("True")"}, {"lastTransitionTime", R"("2006-01-02T15:04:05Z")"},
        {"reason", R"("R")"}, {"message", R"("m")"}};
    for (const auto& row_ : members) {
        const auto& left_out = row_.first;
        CAPTURE(left_out);
        std::string t = "{";
        for (const auto& [key, value] : members)
            if (key != left_out) t += cat(t.size() > 1 ? ",\"" : "\"", key, "\":", value);
        const auto err = read_error<k8s::condition>(t + "}");
        CHECK(err.code == errc::missing_key);
        CHECK(err.path == cat("/", left_out));
    }
}

// apimachinery's TestSetStatusCondition, TestRemoveStatusCondition, TestFindStatusCondition.
TEST_CASE("condition: set_condition, find_condition, remove_condition as apimachinery's") {
    const k8s::time before = at(1000000), after = at(2000000);
    using list = std::vector<k8s::condition>;
    const auto cond = [](std::string type, std::string status = "", k8s::time t = {}, std::string reason = "",
                         std::string message = "", std::int64_t generation = 0) {
        return k8s::condition{std::move(type), std::move(status), generation, t, std::move(reason), std::move(message)};
    };
    { // should-add
        list l{cond("first"), cond("third")};
        CHECK(k8s::set_condition(l, cond("second", "True", before, "reason", "message")));
        CHECK(l == list{cond("first"), cond("third"), cond("second", "True", before, "reason", "message")});
    }
    { // use-supplied-time
        list l{cond("first"), cond("second", "False"), cond("third")};
        CHECK(k8s::set_condition(l, cond("second", "True", before, "reason", "message")));
        CHECK(l == list{cond("first"), cond("second", "True", before, "reason", "message"), cond("third")});
    }
    { // update-fields: same status, so the transition time stays
        list l{cond("first"), cond("second", "True", before), cond("third")};
        CHECK(k8s::set_condition(l, cond("second", "True", after, "reason", "message", 3)));
        CHECK(l == list{cond("first"), cond("second", "True", before, "reason", "message", 3), cond("third")});
    }
    { // nothing changes
        list l{cond("type", "True", before)};
        CHECK_FALSE(k8s::set_condition(l, cond("type", "True", before)));
        CHECK(l == list{cond("type", "True", before)});
    }
    { // no time given: now, for a new condition and for a status change
        const auto now = std::chrono::floor<std::chrono::seconds>(std::chrono::system_clock::now());
        list l;
        CHECK(k8s::set_condition(l, cond("a", "True")));
        CHECK(std::chrono::sys_seconds(l[0].last_transition_time) >= now);
        l[0].last_transition_time = before;
        CHECK(k8s::set_condition(l, cond("a", "False")));
        CHECK(std::chrono::sys_seconds(l[0].last_transition_time) >= now);
    }
    list l{cond("first"), cond("second"), cond("third")};
    REQUIRE(k8s::find_condition(l, "second") != nullptr);
    CHECK(k8s::find_condition(l, "second") == &l[1]);
    CHECK(k8s::find_condition(l, "fourth") == nullptr);
    CHECK(k8s::find_condition(std::as_const(l), "third") == &l[2]);
    CHECK_FALSE(k8s::remove_condition(l, "fourth"));
    CHECK(k8s::remove_condition(l, "second"));
    CHECK(l == list{cond("first"), cond("third")});
}

TEST_CASE("label_selector: matches as LabelSelectorAsSelector + Matches") {
    using op = k8s::selector_operator;
    const std::map<std::string, std::string> labels{{"app", "web"}, {"tier", "front"}, {"empty", ""}};
    const auto sel = [](std::map<std::string, std::string> m, std::vector<k8s::label_selector_requirement> e) {
        return k8s::label_selector{std::move(m), std::move(e)};
    };
    struct row {
        k8s::label_selector s;
        bool matches;
    };
    const row table[] = {
        {sel({}, {}), true}, // empty: everything
        {sel({{"app", "web"}}, {}), true},
        {sel({{"app", "db"}}, {}), false},
        {sel({{"app", "web"}, {"tier", "back"}}, {}), false},
        {sel({{"missing", ""}}, {}), false},
        {sel({{"empty", ""}}, {}), true},
        {sel({}, {{"tier", op::in, {"front", "back"}}}), true},
        {sel({}, {{"tier", op::in, {"back"}}}), false},
        {sel({}, {{"missing", op::in, {"x"}}}), false},
        {sel({}, {{"tier", op::not_in, {"back"}}}), true},
        {sel({}, {{"tier", op::not_in, {"front"}}}), false},
        {sel({}, {{"missing", op::not_in, {"x"}}}), true}, // NotIn matches an absent label
        {sel({}, {{"app", op::exists, {}}}), true},
        {sel({}, {{"missing", op::exists, {}}}), false},
        {sel({}, {{"missing", op::does_not_exist, {}}}), true},
        {sel({}, {{"app", op::does_not_exist, {}}}), false},
        {sel({{"app", "web"}}, {{"tier", op::in, {"front"}}, {"missing", op::does_not_exist, {}}}), true},
        {sel({{"app", "web"}}, {{"tier", op::in, {"front"}}, {"app", op::does_not_exist, {}}}), false},
    };
    for (std::size_t i = 0; i < std::size(table); ++i) {
        CAPTURE(i);
        CHECK(table[i].s.matches(labels) == table[i].matches);
    }
    CHECK_THROWS_AS((void)sel({}, {{"tier", op::in, {}}}).matches(labels), std::invalid_argument);
    CHECK_THROWS_AS((void)sel({}, {{"tier", op::exists, {"x"}}}).matches(labels), std::invalid_argument);
    CHECK_THROWS_AS((void)sel({{"bad key!", "x"}}, {}).matches(labels), std::invalid_argument);
}

TEST_CASE("label_selector: JSON, Go's omitempty shapes, ValidateLabelSelector's checks on reading") {
    using op = k8s::selector_operator;
    CHECK(versioned::json::write(k8s::label_selector{}) == "{}");
    const k8s::label_selector s{{{"app", "web"}}, {{"tier", op::in, {"a", "b"}}, {"x", op::exists, {}}}};
    const std::string text = versioned::json::write(s);
    CHECK(text == R"({"matchLabels":{"app":"web"},"matchExpressions":[{"key":"tier","operator":"In","values":["a","b"]},{"key":"x","operator":"Exists"}]})");
    CHECK(versioned::json::read<k8s::label_selector>(text, plain()).value() == s);
    struct bad_case {
        std::string_view text, path;
        errc code;
    };
    const bad_case cases[] = {
        {R"({"matchExpressions":[{"key":"a","operator":"Equals","values":["x"]}]})", "/matchExpressions/0/operator", errc::unknown_enumerator},
        {R"({"matchExpressions":[{"key":"a","operator":"In"}]})", "/matchExpressions/0", errc::constraint_violated},
        {R"({"matchExpressions":[{"key":"a","operator":"NotIn","values":[]}]})", "/matchExpressions/0", errc::constraint_violated},
        {R"({"matchExpressions":[{"key":"a","operator":"Exists","values":["x"]}]})", "/matchExpressions/0", errc::constraint_violated},
        {R"({"matchExpressions":[{"key":"a","operator":"DoesNotExist","values":["x"]}]})", "/matchExpressions/0", errc::constraint_violated},
        {R"({"matchExpressions":[{"key":"bad key","operator":"Exists"}]})", "/matchExpressions/0", errc::constraint_violated},
        {R"({"matchExpressions":[{"key":"a","operator":"In","values":["bad value"]}]})", "/matchExpressions/0", errc::constraint_violated},
        {R"({"matchExpressions":[{"operator":"Exists"}]})", "/matchExpressions/0/key", errc::missing_key},
        {R"({"matchExpressions":[{"key":"a"}]})", "/matchExpressions/0/operator", errc::missing_key},
        {R"({"matchExpressions":[{"key":"a","operator":"Exists","zz":1}]})", "/matchExpressions/0/zz", errc::unknown_key},
        {R"({"matchLabels":{"bad key":"x"}})", "/matchLabels", errc::constraint_violated},
        {R"({"matchLabels":{"a":"-x"}})", "/matchLabels", errc::constraint_violated},
        {R"({"matchLabels":{"a":1}})", "/matchLabels/a", errc::wrong_type},
        {R"({"zz":{}})", "/zz", errc::unknown_key},
        {R"([])", "", errc::wrong_type},
    };
    for (const bad_case& b : cases) {
        CAPTURE(b.text);
        const auto e = read_error<k8s::label_selector>(b.text);
        CHECK(e.code == b.code);
        CHECK(e.path == b.path);
    }
    CHECK(versioned::json::read<k8s::label_selector>(R"({"matchLabels":{"example.com/a":"","b":"x.y_z-1"}})", plain()));
}

#ifdef VERSIONED_TEST_HAVE_NLOHMANN
namespace {
nlohmann::json node(std::string_view text, bool without_description) {
    nlohmann::json j = nlohmann::json::parse(text);
    if (without_description) j.erase("description"); // the field's own, not the type's
    return j;
}
template <class T>
nlohmann::json fragment() {
    return nlohmann::json::parse(versioned::detail::schema::type_object<versioned::detail::schema::dialect::openapi, T>::text);
}
} // namespace

TEST_CASE("schemas: each type's OpenAPI node is the one controller-gen writes for the Go type") {
    CHECK(fragment<k8s::condition>() == node(controller_gen::condition, false)); // the type's descriptions too
    auto selector = fragment<k8s::label_selector>();
    selector.erase("description"); // the real field documents itself; the rest is the type's
    CHECK(selector == node(controller_gen::label_selector, true));
    CHECK(fragment<k8s::quantity>() == node(controller_gen::quantity, false));
    CHECK(fragment<k8s::int_or_string>() == node(controller_gen::int_or_string, true));
    CHECK(fragment<versioned::json::raw>() == node(controller_gen::json, true));
    CHECK(fragment<k8s::duration>() == node(controller_gen::duration, true));
    CHECK(fragment<k8s::time>() == node(controller_gen::time, true));
    CHECK(fragment<k8s::micro_time>() == node(controller_gen::time, true)); // MicroTime: the same node
    // controller-gen's embedded RawExtension (+kubebuilder:validation:EmbeddedResource,
    // +kubebuilder:pruning:PreserveUnknownFields); no fixture of a real CRD here.
    CHECK(fragment<k8s::embedded_object>() ==
          nlohmann::json::parse(R"({"type":"object","x-kubernetes-embedded-resource":true,"x-kubernetes-preserve-unknown-fields":true})"));
    // A field's doc replaces the type's description, as controller-gen does.
    const auto workload = nlohmann::json::parse(versioned::openapi_schema<kv::Workload<kv::v1>>);
    CHECK(workload["properties"]["conditions"]["items"] == node(controller_gen::condition, false));
    CHECK(workload["properties"]["limits"]["additionalProperties"] == node(controller_gen::quantity, false));
}
#endif

TEST_CASE("a versioned struct of every type: JSON both ways, conversions across its versions") {
    versioned::testing::generator g{39};
    g.int64_integers = true;
    for (int i = 0; i < 1500; ++i) {
        const auto w = g.make<kv::Workload<kv::v1>>();
        const std::string text = versioned::json::write(w);
        const auto back = versioned::json::read<kv::Workload<kv::v1>>(text);
        REQUIRE_MESSAGE(back, back.error().message(), "\n", text);
        CHECK(*back == w);
        const auto old = g.make<kv::Workload<kv::v1alpha1>>();
        CHECK(versioned::json::read<kv::Workload<kv::v1alpha1>>(versioned::json::write(old)).value() == old);
    }
    const auto r = versioned::testing::check_round_trips<kv::Workload>(500);
    CHECK_MESSAGE(r.ok, r.message);
    kv::Workload<kv::v1alpha1> a;
    a.cpu = k8s::quantity("250m");
    a.target_port = "http";
    a.timeout = k8s::duration("90s");
    const auto up = versioned::convert<kv::v1>(a);
    CHECK(up.cpu == k8s::quantity("0.25"));
    CHECK(up.port == k8s::int_or_string("http"));
    CHECK(up.timeout.to_string() == "1m30s");
    // the value's path in an error
    const auto e = versioned::json::read<kv::Workload<kv::v1>>(R"({"cpu":"1x"})");
    REQUIRE_FALSE(e);
    CHECK(e.error().path == "/cpu");
    CHECK(e.error().code == errc::invalid_value);
}

TEST_CASE("a list of conditions is a map list keyed by type, wherever it is a field") {
    // Kubernetes' condition lists are listType=map, listMapKey=type: the OpenAPI says so by itself
    constexpr std::string_view o = versioned::openapi_schema<kv::Workload<kv::v1>>;
    const std::size_t from = o.find(R"("conditions":)");
    REQUIRE(from != std::string_view::npos);
    const std::string_view conditions = o.substr(from, o.find(R"("selector":)") - from);
    CHECK(conditions.ends_with(R"("x-kubernetes-list-type":"map","x-kubernetes-list-map-keys":["type"]},)"));
    // the reader and validate refuse a type twice; the generators never draw one
    versioned::testing::generator g{41};
    g.int64_integers = true;
    auto w = g.make<kv::Workload<kv::v1>>();
    const auto ready = [](std::string status) {
        return k8s::condition{.type = "Ready", .status = std::move(status), .observed_generation = 0,
                              .last_transition_time = at(1136214245), .reason = "R", .message = ""};
    };
    w.conditions = {ready("True"), ready("False")};
    const auto errors = versioned::validate(w);
    REQUIRE(errors.size() == 1);
    CHECK(errors[0].message() == R"(/conditions: items 0 and 1 have the same keys ("type"), but the keys of list_type(map) must be unique)");
    const auto r = versioned::json::read<kv::Workload<kv::v1>>(versioned::json::write(w));
    REQUIRE_FALSE(r);
    CHECK(r.error().path == "/conditions");
    std::size_t lists = 0;
    for (int i = 0; i < 500; ++i) {
        const auto v = g.make<kv::Workload<kv::v1>>();
        CHECK(versioned::validate(v).empty());
        lists += v.conditions.size() > 1;
    }
    CHECK(lists > 0);
}
