// List, map and struct semantics (DESIGN.md §14): list_type(atomic | set | map, "key", ...),
// map_type(...), struct_type(...) -- their OpenAPI keywords, the reader's and validate's refusal of
// a set's duplicates and of a map list's repeated keys (where the error points, what it says),
// and the generators' values, which keep them, over every version.
#include <versioned/json.hpp>
#include <versioned/testing.hpp>
#include <versioned/validate.hpp>
#include <versioned/versioned.hpp>

#include <boost/describe/enum.hpp>
#include <doctest/doctest.h>

#include "property_scale.hpp"

#include <cstdint>
#include <algorithm>
#include <deque>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

VERSIONED_VERSIONS(sem, v1, v2, v3);
VERSIONED_KEY_NAMING(sem, camel_case);

// Enum defaults, shown by name (Kubernetes' CronJob: concurrencyPolicy defaults to Allow).
VERSIONED_ENUM(sem, Policy, (Allow), (Forbid), (Replace, added(v2, downgrade_to(Forbid))));
namespace sem {
enum class Tier { gold, silver };
BOOST_DESCRIBE_ENUM(Tier, gold, silver)
} // namespace sem
template <>
struct versioned::testing::arbitrary<sem::Tier> {
    static sem::Tier make(generator& g) { return g.uniform(0, 1) == 0 ? sem::Tier::gold : sem::Tier::silver; }
};

// Kubernetes' ContainerPort: keyed by containerPort and protocol (protocol defaulted).
VERSIONED_STRUCT(sem, Port,
    (std::string,                name),
    (int,                        container_port),
    (std::string,                protocol, added(v1, default_with([] { return "TCP"; }))),
    (std::string,                note,     added(v2)));

VERSIONED_STRUCT(sem, Ref,
    (std::string, kind),
    (std::string, name));

// keyed by a boolean: the generators draw repeated keys nearly always
VERSIONED_STRUCT(sem, Toggle,
    (bool,        on),
    (std::string, label));

VERSIONED_STRUCT(sem, Spec,
    (std::vector<sem::Port<V>>,               ports,    list_type(map, "containerPort", "protocol")),
    (std::vector<std::string>,                finalizers, list_type(set)),
    (std::deque<int>,                         order,    list_type(atomic)),
    (std::optional<std::vector<std::string>>, hosts,    list_type(set), added(v2)),
    ((std::map<std::string, std::string>),    selector, map_type(atomic)),
    (sem::Ref<V>,                             owner,    struct_type(atomic)),
    (std::vector<std::string>,                plain),
    (std::vector<sem::Toggle<V>>,             toggles,  list_type(map, "on")),
    (std::vector<std::uint8_t>,               codes,    list_type(set)),
    (std::vector<std::uint8_t>,               raw_codes), // the same draws, no semantics
    (std::optional<std::string>,              nickname),
    (std::optional<std::string>,              alias,    nullable),
    (sem::Policy<V>,                          policy,   added(v1, default_with([] { return sem::Policy<sem::v1>::Allow; }))),
    (sem::Tier,                               tier,     added(v2, default_with([] { return sem::Tier::silver; }))));

// A struct atomic wherever it is used, by its own table (Kubernetes' ObjectReference).
VERSIONED_STRUCT(sem, Target, (std::string, kind), (std::string, name), struct_type(atomic));

// Defaults of object and list shape.
VERSIONED_STRUCT(sem, Window,
    (std::optional<sem::Policy<V>>,    policy),
    (std::optional<int>,               hours),
    (std::optional<std::vector<int>>,  days));

VERSIONED_STRUCT(sem, Shaped,
    (sem::Target<V>,                   owner),
    (std::vector<sem::Target<V>>,      targets),
    (std::optional<sem::Target<V>>,    backup, struct_type(atomic)), // says what its type says
    (sem::Window<V>,                   open,    added(v1, default_with([] {
                                                    return sem::Window<sem::v1>{.policy = sem::Policy<sem::v1>::Forbid, .hours = 8};
                                                }))),
    (sem::Window<V>,                   spare,   added(v1, default_with([] { return sem::Window<sem::v1>{}; }))),
    (std::vector<int>,                 extras,  added(v1, default_with([] { return std::vector<int>{}; }))),
    (std::optional<int>,               retries, added(v1, default_with([] { return std::optional<int>{3}; }))),
    // not shown: a vector's allocation is constant in g++'s evaluator only, and so is a std::string
    (std::vector<int>,                 seeds,   added(v1, default_with([] { return std::vector<int>{1, 2}; }))),
    (sem::Target<V>,                   fallback, added(v1, default_with([] { return sem::Target<sem::v1>{}; }))));

// Defaults holding strings, and non-empty lists: default_with gives the value, default_json the
// text the schemas show (read against each version's type at compile time, and compared with
// the value wherever that is a constant expression -- here, with g++, the strings too).
namespace sem {
inline std::vector<sem::Target<sem::v1>> default_targets() {
    return {{.kind = "Service", .name = "web"}, {.kind = "Secret", .name = "tls \"main\""}};
}
} // namespace sem
VERSIONED_STRUCT(sem, Texted,
    (std::string,                      name),
    (sem::Target<V>,                   fallback, added(v1, default_with([] { return sem::Target<sem::v1>{"Service", "web"}; })),
                                                 default_json(R"({"kind": "Service", "name": "web"})")),
    (std::vector<int>,                 seeds,    added(v1, default_with([] { return std::vector<int>{1, 2}; })),
                                                 default_json("[1, 2]")),
    (std::vector<sem::Target<V>>,      targets,  added(v2, default_with(sem::default_targets)), list_type(map, "name"),
                                                 default_json(R"([{"kind": "Service", "name": "web"},
                                                                  {"name": "tls \"main\"", "kind": "Secret"}])")),
    ((std::map<std::string, int>),     weights,  added(v2, default_with([] { return std::map<std::string, int>{{"a", 1}}; })),
                                                 default_json(R"({"a": 1})")),
    (sem::Window<V>,                   open,     added(v1, default_with([] {
                                                     return sem::Window<sem::v1>{.policy = sem::Policy<sem::v1>::Forbid, .days = std::vector<int>{1, 5}};
                                                 })),
                                                 default_json(R"({"policy": "Forbid", "days": [1, 5]})")));

// A set asked for more items than its draws give distinct ones: the generators top it up.
VERSIONED_STRUCT(sem, Dense,
    (std::vector<std::uint8_t>,                  codes, list_type(set), validate(min_items(100), max_items(120))),
    (std::vector<std::uint8_t>,                  raw, validate(min_items(100), max_items(120))), // the same draws, no set
    (std::optional<std::vector<sem::Toggle<V>>>, toggles, list_type(map, "on"), validate(min_items(2))));

using sem::Spec;

namespace {
template <class T>
std::string error_of(std::string_view text) {
    const auto r = versioned::json::read<T>(text);
    return r ? std::string("ok") : r.error().message();
}
} // namespace

TEST_CASE("OpenAPI carries each field's list, map and struct semantics") {
    constexpr std::string_view o = versioned::openapi_schema<Spec<sem::v3>>;
    CHECK(o.find(R"("x-kubernetes-list-type":"map","x-kubernetes-list-map-keys":["containerPort","protocol"])") != o.npos);
    CHECK(o.find(R"("finalizers":{"type":"array","items":{"type":"string"},"x-kubernetes-list-type":"set"})") != o.npos);
    CHECK(o.find(R"("x-kubernetes-list-type":"atomic")") != o.npos);
    CHECK(o.find(R"("selector":{"type":"object","additionalProperties":{"type":"string"},"x-kubernetes-map-type":"atomic"})") != o.npos);
    CHECK(o.find(R"("x-kubernetes-map-type":"atomic"})") != o.npos); // owner, after its members
    CHECK(o.find(R"("plain":{"type":"array","items":{"type":"string"}})") != o.npos);
    // JSON Schema: a set's items are unique; the rest is Kubernetes' own
    constexpr std::string_view j = versioned::json_schema<Spec<sem::v3>>;
    CHECK(j.find(R"("finalizers":{"type":"array","items":{"type":"string"},"uniqueItems":true})") != j.npos);
    CHECK(j.find("x-kubernetes") == j.npos);
    // a field added later has its semantics from then on
    constexpr std::string_view o1 = versioned::openapi_schema<Spec<sem::v1>>;
    CHECK(o1.find(R"("hosts")") == o1.npos);
    CHECK(versioned::openapi_schema<Spec<sem::v2>>.find(R"("hosts":{"type":"array","items":{"type":"string"},"x-kubernetes-list-type":"set"})") != std::string_view::npos);
}

TEST_CASE("an optional member is nullable in OpenAPI only when its field says nullable") {
    // controller-gen's +nullable: the API server prunes a null elsewhere, so the node is the value's
    constexpr std::string_view o = versioned::openapi_schema<Spec<sem::v3>>;
    CHECK(o.find(R"("nickname":{"type":"string"})") != o.npos);
    CHECK(o.find(R"("alias":{"type":"string","nullable":true})") != o.npos);
    CHECK(o.find(R"("nullable":true)") == o.rfind(R"("nullable":true)")); // alias's alone
    // JSON Schema keeps the null the reader takes; neither is required
    constexpr std::string_view j = versioned::json_schema<Spec<sem::v3>>;
    CHECK(j.find(R"("nickname":{"anyOf":[{"type":"string"},{"type":"null"}]})") != j.npos);
    CHECK(j.find(R"("alias":{"anyOf":[{"type":"string"},{"type":"null"}]})") != j.npos);
    CHECK(error_of<Spec<sem::v3>>(R"({"ports":[],"finalizers":[],"order":[],"selector":{},"owner":{"kind":"K","name":"n"},)"
                                  R"("plain":[],"toggles":[],"codes":[],"rawCodes":[],"nickname":null,"alias":null})") == "ok");
}

TEST_CASE("the reader refuses a set's duplicates and a map list's repeated keys, where they are") {
    const std::string base = R"("order":[3,3],"selector":{},"owner":{"kind":"Pod","name":"p"},"plain":["a","a"],)"
                             R"("toggles":[{"on":true,"label":"a"},{"on":false,"label":"a"}],"codes":[1,2],"rawCodes":[1,1])";
    CHECK(error_of<Spec<sem::v1>>(R"({"ports":[],"finalizers":["a","b"],)" + base + "}") == "ok");
    CHECK(error_of<Spec<sem::v1>>(R"({"ports":[],"finalizers":["a","b","a"],)" + base + "}") ==
          "/finalizers: items 0 and 2 are equal, but the items of list_type(set) must be unique (line 1, column 26)");
    // same port, other protocol: distinct; same port and the defaulted protocol: repeated
    CHECK(error_of<Spec<sem::v1>>(R"({"ports":[{"name":"a","containerPort":80},{"name":"b","containerPort":80,"protocol":"UDP"}],"finalizers":[],)" + base + "}") == "ok");
    CHECK(error_of<Spec<sem::v1>>(R"({"ports":[{"name":"a","containerPort":80},{"name":"b","containerPort":81},{"name":"c","containerPort":80,"protocol":"TCP"}],"finalizers":[],)" + base + "}") ==
          R"(/ports: items 0 and 2 have the same keys ("containerPort", "protocol"), but the keys of list_type(map) must be unique (line 1, column 10))");
    // an optional set: checked when present
    CHECK(error_of<Spec<sem::v2>>(R"({"ports":[],"finalizers":[],"hosts":["x","x"],)" + base + "}").starts_with("/hosts: items 0 and 1 are equal"));
    CHECK(error_of<Spec<sem::v2>>(R"({"ports":[],"finalizers":[],)" + base + "}") == "ok");
    // the check goes with the constraints: check_constraints = false reads what it is given
    versioned::json::read_options lax;
    lax.check_constraints = false;
    CHECK(versioned::json::read<Spec<sem::v1>>(R"({"ports":[],"finalizers":["a","a"],)" + base + "}", lax));
}

TEST_CASE("validate reports the duplicates of a value built in code") {
    Spec<sem::v3> s{};
    s.finalizers = {"x", "y", "x", "y"};
    s.ports = {{"a", 80, "TCP", ""}, {"b", 80, "UDP", ""}, {"c", 80, "TCP", ""}};
    const auto errors = versioned::validate(s);
    REQUIRE(errors.size() == 2);
    CHECK(errors[0].message() == R"(/ports: items 0 and 2 have the same keys ("containerPort", "protocol"), but the keys of list_type(map) must be unique)");
    CHECK(errors[1].message() == "/finalizers: items 0 and 2 are equal, but the items of list_type(set) must be unique");
}

TEST_CASE("generated values keep the semantics in every version, and read back") {
    versioned::testing::generator g(0x5e7);
    std::size_t raw_repeats = 0, toggles_seen = 0;
    const auto check = [&]<class V>(V*) {
        for (std::size_t i = 0; i < test_scale::iterations(2000); ++i) {
            const auto s = g.make<Spec<V>>();
            CHECK_MESSAGE(versioned::validate(s).empty(), versioned::json::write(s));
            const auto back = versioned::json::read<Spec<V>>(versioned::json::write(s));
            REQUIRE_MESSAGE(back, versioned::json::write(s));
            CHECK(*back == s);
            raw_repeats += std::set<std::uint8_t>(s.raw_codes.begin(), s.raw_codes.end()).size() < s.raw_codes.size();
            toggles_seen = std::max(toggles_seen, s.toggles.size());
        }
    };
    check(static_cast<sem::v1*>(nullptr));
    check(static_cast<sem::v2*>(nullptr));
    check(static_cast<sem::v3*>(nullptr));
    // the draws repeat items (so the checks above judge something), and a boolean key leaves two
    CHECK(raw_repeats > 10);
    CHECK(toggles_seen == 2);
    CHECK(versioned::testing::check_round_trips<sem::Spec>(test_scale::iterations(1000), 7).ok);
}

TEST_CASE("an enum's default is shown by its enumerator's name") {
    constexpr std::string_view o = versioned::openapi_schema<Spec<sem::v3>>;
    CHECK(o.find(R"("policy":{"type":"string","enum":["Allow","Forbid","Replace"],"default":"Allow"})") != o.npos);
    CHECK(o.find(R"("tier":{"type":"string","enum":["gold","silver"],"default":"silver"})") != o.npos);
    constexpr std::string_view j = versioned::json_schema<Spec<sem::v1>>;
    CHECK(j.find(R"("policy":{"type":"string","enum":["Allow","Forbid"],"default":"Allow"})") != j.npos);
    // a document without them reads the defaults
    const auto r = versioned::json::read<Spec<sem::v3>>(R"({"ports":[],"finalizers":[],"order":[],"selector":{},)"
                                                        R"("owner":{"kind":"K","name":"n"},"plain":[],"toggles":[],"codes":[],"rawCodes":[]})");
    REQUIRE(r);
    CHECK(r->policy == sem::Policy<sem::v3>::Allow);
    CHECK(r->tier == sem::Tier::silver);
}

namespace {
std::size_t count_of(std::string_view text, std::string_view part) {
    std::size_t n = 0;
    for (std::size_t at = text.find(part); at != text.npos; at = text.find(part, at + 1)) ++n;
    return n;
}
// The "default" of property name in a schema, as written ("" without one): the member of the
// property's own object, not of an object inside it.
std::string_view default_of(std::string_view schema, std::string_view name) {
    const std::size_t at = schema.find("\"" + std::string(name) + "\":{");
    if (at == schema.npos) return {};
    int depth = 0;
    bool quoted = false;
    std::size_t value = 0; // where the default's value starts
    for (std::size_t i = at + name.size() + 3; i < schema.size(); ++i) {
        const char c = schema[i];
        if (quoted) {
            if (c == '\\') ++i;
            else if (c == '"') quoted = false;
            continue;
        }
        if (value == 0 && depth == 1 && schema.substr(i, 10) == R"("default":)") value = i + 10;
        if (c == '"') quoted = true;
        if (c == '{' || c == '[') ++depth;
        if (c == '}' || c == ']') --depth;
        const bool value_ended = value != 0 && i > value && (depth == 1 ? c == ',' : depth == 0);
        if (value_ended) return schema.substr(value, i - value);
        if (depth == 0) return {};
    }
    return {};
}
} // namespace

TEST_CASE("a struct_type(atomic) entry makes a struct atomic wherever it is used") {
    constexpr std::string_view o = versioned::openapi_schema<sem::Shaped<sem::v3>>;
    constexpr std::string_view target = R"({"type":"object","properties":{"kind":{"type":"string"},"name":{"type":"string"}},)"
                                        R"("required":["kind","name"],"x-kubernetes-map-type":"atomic"})";
    CHECK(o.find(std::string(R"("owner":)") + std::string(target)) != o.npos);
    CHECK(o.find(std::string(R"("targets":{"type":"array","items":)") + std::string(target)) != o.npos);
    CHECK(o.find(std::string(R"("backup":)") + std::string(target)) != o.npos); // once, though the field says it too
    CHECK(count_of(o, "x-kubernetes-map-type") == 4);                            // owner, targets, backup, fallback
    CHECK(versioned::json_schema<sem::Shaped<sem::v3>>.find("x-kubernetes") == std::string_view::npos);
}

TEST_CASE("defaults of object and list shape are shown as json::write writes them") {
    constexpr std::string_view o = versioned::openapi_schema<sem::Shaped<sem::v3>>;
    constexpr std::string_view j = versioned::json_schema<sem::Shaped<sem::v3>>;
    for (const std::string_view schema : {o, j}) {
        CHECK(default_of(schema, "open") == R"({"policy":"Forbid","hours":8})");
        CHECK(default_of(schema, "spare") == "{}"); // Kubernetes' +kubebuilder:default={}
        CHECK(default_of(schema, "extras") == "[]");
        CHECK(default_of(schema, "retries") == "3");
        CHECK(default_of(schema, "seeds").empty());
        CHECK(default_of(schema, "fallback").empty());
    }
    // what the schema shows is what the reader fills in
    const auto r = versioned::json::read<sem::Shaped<sem::v3>>(R"({"owner":{"kind":"K","name":"n"},"targets":[]})");
    REQUIRE(r);
    const auto open = versioned::json::read<sem::Window<sem::v3>>(default_of(o, "open"));
    REQUIRE(open);
    CHECK(*open == r->open);
    CHECK(r->spare == sem::Window<sem::v3>{});
    CHECK(r->retries == 3);
    CHECK(r->seeds == std::vector<int>{1, 2});
    // in the version that adds them, the same
    CHECK(default_of(versioned::openapi_schema<sem::Shaped<sem::v1>>, "open") == R"({"policy":"Forbid","hours":8})");
}

TEST_CASE("default_json shows any default, and is what the reader and the upgrades fill in") {
    const auto check_version = []<class T>(const T&) {
        for (const std::string_view schema : {versioned::openapi_schema<T>, versioned::json_schema<T>}) {
            CHECK(default_of(schema, "fallback") == R"({"kind":"Service","name":"web"})"); // the spaces left out
            CHECK(default_of(schema, "seeds") == "[1,2]");
            CHECK(default_of(schema, "open") == R"({"policy":"Forbid","days":[1,5]})");
        }
        // the text reads back to what the reader fills in, with every compiler
        const auto r = versioned::json::read<T>(R"({"name":"x"})");
        REQUIRE(r);
        const auto fallback = versioned::json::read<decltype(r->fallback)>(default_of(versioned::openapi_schema<T>, "fallback"));
        REQUIRE(fallback);
        CHECK(*fallback == r->fallback);
        const auto open = versioned::json::read<decltype(r->open)>(default_of(versioned::openapi_schema<T>, "open"));
        REQUIRE(open);
        CHECK(*open == r->open);
        CHECK(r->seeds == std::vector<int>{1, 2});
    };
    check_version(sem::Texted<sem::v1>{});
    check_version(sem::Texted<sem::v3>{});
    // a field added in v2: shown from v2 on, filled in by an upgrade from v1 and by the reader
    CHECK(default_of(versioned::openapi_schema<sem::Texted<sem::v1>>, "targets").empty());
    constexpr std::string_view o = versioned::openapi_schema<sem::Texted<sem::v2>>;
    CHECK(default_of(o, "targets") == R"([{"kind":"Service","name":"web"},{"name":"tls \"main\"","kind":"Secret"}])");
    CHECK(default_of(o, "weights") == R"({"a":1})");
    const auto shown = versioned::json::read<std::vector<sem::Target<sem::v2>>>(default_of(o, "targets"));
    REQUIRE(shown);
    const auto up = versioned::convert<sem::v2>(sem::Texted<sem::v1>{.name = "x"});
    CHECK(up.targets == *shown);
    CHECK(up.weights == std::map<std::string, int>{{"a", 1}});
    const auto r = versioned::json::read<sem::Texted<sem::v2>>(R"({"name":"x"})");
    REQUIRE(r);
    CHECK(r->targets == *shown);
    CHECK(r->fallback == up.fallback);
}

TEST_CASE("the generators keep min_items of a set or a map list after dropping repeats") {
    versioned::testing::generator g{77};
    std::size_t raw_repeats = 0;
    for (std::size_t i = 0; i < test_scale::iterations(300); ++i) {
        const auto d = g.make<sem::Dense<sem::v3>>();
        CHECK(d.codes.size() >= 100);
        CHECK(d.codes.size() <= 120);
        CHECK(std::set<std::uint8_t>(d.codes.begin(), d.codes.end()).size() == d.codes.size());
        if (d.toggles) CHECK(d.toggles->size() == 2); // keyed by a bool: two distinct items at most
        CHECK(versioned::validate(d).empty());
        raw_repeats += std::set<std::uint8_t>(d.raw.begin(), d.raw.end()).size() < d.raw.size();
    }
    // 100 draws of 256 values nearly always repeat one: dropping alone would leave the set short
    CHECK(raw_repeats > test_scale::iterations(300) / 2);
}
