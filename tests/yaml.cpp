// <versioned/yaml.hpp> case by case: the same document in JSON, YAML and TOML read to the same
// value; Kubernetes kinds, variants and residues; YAML's own pitfalls, each with its error and
// position. The properties (every version of the JSON tests' tables written and read back, bad
// JSON documents refused as json::read refuses them) are tests/yaml/properties.cpp.
#include "json/same_json.hpp"
#include "json/types.hpp"
#include "k8s/kube_types.hpp"
#include "variant_types.hpp"

#include <versioned/json.hpp>
#include <versioned/k8s.hpp>
#include <versioned/residue.hpp>
#include <versioned/testing.hpp>
#include <versioned/yaml.hpp>
#if __has_include(<toml++/toml.h>) // CMake links versioned::toml when toml++ is found
#include <versioned/toml.hpp>
#define VERSIONED_TEST_WITH_TOML 1
#endif

#include <doctest/doctest.h>

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>

namespace json = versioned::json;
namespace yaml = versioned::yaml;
using json::errc;

#ifdef VERSIONED_TEST_WITH_TOML
TEST_CASE("yaml: the same document in JSON, YAML and TOML reads to the same value") {
    using S = jt::Spec<jt::v1>;
    versioned::testing::generator gen{40};
    for (int i = 0; i < 300; ++i) {
        const S x = gen.make<S>();
        const auto from_json = json::read<S>(json::write(x));
        const auto from_yaml = yaml::read<S>(yaml::write(x));
        auto toml_text = versioned::toml::try_write(x);
        REQUIRE(from_json);
        REQUIRE(from_yaml);
        CHECK(*from_yaml == *from_json);
        if (toml_text) { // TOML cannot hold every value (a null in an array, an integer beyond int64)
            const auto from_toml = versioned::toml::read<S>(*toml_text);
            REQUIRE_MESSAGE(from_toml, *toml_text, " -> ", from_toml.error().message());
            CHECK(*from_toml == *from_json);
        }
    }
}

#endif

VERSIONED_VERSIONS(yt, v1, v2);
VERSIONED_STRUCT(yt, Bar, (std::string, image), (std::int32_t, cpu_millis, validate(minimum(0))));
VERSIONED_STRUCT(yt, Conf,
    (std::string,                           name),
    (std::uint16_t,                         port),
    (bool,                                  debug),
    (double,                                ratio),
    (std::vector<yt::Bar<V>>,               bars),
    ((std::map<std::string, std::string>),  labels),
    (std::optional<std::string>,            note),
    (std::optional<std::int64_t>,           limit, added(v2)));

#ifdef VERSIONED_TEST_WITH_TOML
TEST_CASE("yaml: one document by hand in JSON, YAML and TOML, each in its own idiom") {
    using C = yt::Conf<yt::v2>;
    constexpr std::string_view as_json =
        R"({"name":"web","port":8080,"debug":false,"ratio":0.5,"bars":[{"image":"nginx","cpu_millis":250},{"image":"envoy","cpu_millis":0}],"labels":{"tier":"1","team":"web"},"limit":-3})";
    constexpr std::string_view as_yaml = R"(# the web tier
name: web
port: 8080
debug: false
ratio: .5
bars:
- image: nginx      # the front
  cpu_millis: 250
- {image: envoy, cpu_millis: 0}
labels:
  tier: "1"
  team: web
limit: -3
)";
    constexpr std::string_view as_toml = R"(# the web tier
name = "web"
port = 8080
debug = false
ratio = 0.5
limit = -3

[labels]
tier = "1"
team = "web"

[[bars]]
image = "nginx"
cpu_millis = 250

[[bars]]
image = "envoy"
cpu_millis = 0
)";
    const auto from_json = json::read<C>(as_json);
    const auto from_yaml = yaml::read<C>(as_yaml);
    const auto from_toml = versioned::toml::read<C>(as_toml);
    REQUIRE_MESSAGE(from_json, from_json.error().message());
    REQUIRE_MESSAGE(from_yaml, from_yaml.error().message());
    REQUIRE_MESSAGE(from_toml, from_toml.error().message());
    CHECK(*from_yaml == *from_json);
    CHECK(*from_toml == *from_json);
    CHECK(!from_json->note.has_value());
}
#endif

namespace {
json::error yaml_error(std::string_view text) {
    auto r = yaml::read<yt::Conf<yt::v2>>(text);
    REQUIRE_MESSAGE(!r, text);
    return r.error();
}
constexpr std::string_view conf_head = "name: web\nport: 80\ndebug: true\nratio: 1\nbars: []\n";
} // namespace

TEST_CASE("yaml: the core schema's scalars, and a string field given something else") {
    // an unquoted number, boolean or null is not a string: quote it (Kubernetes refuses them too)
    for (std::string_view value : {"1", "1.20", "true", "null", "~", "0x1F", "1e3"}) {
        const auto e = yaml_error(std::string(conf_head) + "labels: {tier: " + std::string(value) + "}\n");
        CHECK(e.code == errc::wrong_type);
        CHECK(e.path == "/labels/tier");
        CHECK_MESSAGE(e.detail.find("quote it") != std::string::npos, e.detail);
    }
    // yes, on, no, off are strings in YAML 1.2: fine for a string, wrong for a boolean
    auto ok = yaml::read<yt::Conf<yt::v2>>("name: yes\nport: 80\ndebug: false\nratio: 1\nbars: []\nlabels: {a: on, b: No}\n");
    REQUIRE_MESSAGE(ok, ok.error().message());
    CHECK(ok->name == "yes");
    CHECK(ok->labels.at("a") == "on");
    const auto e = yaml_error("name: web\nport: 80\ndebug: yes\nratio: 1\nbars: []\nlabels: {}\n");
    CHECK(e.code == errc::wrong_type);
    CHECK(e.path == "/debug");
    CHECK(e.line == 3);
    CHECK(e.column == 8);
    CHECK_MESSAGE(e.detail.find("write true or false") != std::string::npos, e.detail);
    // numbers: hex, octal, 1e3 for an integer; a fraction is not one; the range is the type's
    auto numbers = yaml::read<yt::Conf<yt::v2>>("name: a\nport: 0x50\ndebug: false\nratio: 1e-1\nbars: []\nlabels: {}\nlimit: 0o17\n");
    REQUIRE_MESSAGE(numbers, numbers.error().message());
    CHECK(numbers->port == 80);
    CHECK(numbers->limit == 15);
    CHECK(numbers->ratio == 0.1);
    CHECK(yaml::read<yt::Conf<yt::v2>>("name: a\nport: 1e3\ndebug: false\nratio: 1\nbars: []\nlabels: {}\n")->port == 1000);
    CHECK(yaml_error("name: a\nport: 1.5\ndebug: false\nratio: 1\nbars: []\nlabels: {}\n").code == errc::fraction_in_integer);
    const auto range = yaml_error("name: a\nport: 65536\ndebug: false\nratio: 1\nbars: []\nlabels: {}\n");
    CHECK(range.code == errc::out_of_range);
    CHECK(range.path == "/port");
    CHECK(range.line == 2);
    CHECK(range.column == 7);
    CHECK(yaml_error("name: a\nport: 1\ndebug: false\nratio: .inf\nbars: []\nlabels: {}\n").code == errc::non_finite_number);
    // !!str makes a string of anything
    auto tagged = yaml::read<yt::Conf<yt::v2>>("name: !!str 123\nport: 1\ndebug: false\nratio: 1\nbars: []\nlabels: {}\n");
    REQUIRE_MESSAGE(tagged, tagged.error().message());
    CHECK(tagged->name == "123");
}

TEST_CASE("yaml: keys, positions and constraints as in JSON") {
    auto e = yaml_error("name: web\nport: 80\ndebug: true\nratio: 1\nbars:\n- image: a\n  cpu_millis: -1\nlabels: {}\n");
    CHECK(e.code == errc::constraint_violated);
    CHECK(e.path == "/bars/0/cpu_millis");
    CHECK(e.line == 7);
    CHECK(e.column == 15);
    e = yaml_error("name: web\nport: 80\ndebug: true\nratio: 1\nbars: []\nlabels: {}\nlimits: 3\n");
    CHECK(e.code == errc::unknown_key);
    CHECK(e.path == "/limits");
    CHECK(e.line == 7);
    CHECK(e.column == 1);
    e = yaml_error("name: web\nport: 80\ndebug: true\nratio: 1\nbars:\n- image: a\nlabels: {}\n");
    CHECK(e.code == errc::missing_key);
    CHECK(e.path == "/bars/0/cpu_millis");
    CHECK(e.line == 6);
    e = yaml_error("name: web\nname: api\nport: 80\ndebug: true\nratio: 1\nbars: []\nlabels: {}\n");
    CHECK(e.code == errc::duplicate_key);
    CHECK(e.line == 2);
    CHECK(e.column == 1);
    CHECK(yaml_error("name: web\nport: 80\ndebug: true\nratio: 1\nbars: []\n").code == errc::missing_key);
    CHECK(yaml_error("name: [web\n").code == errc::syntax);
    CHECK(yaml_error("").code == errc::empty_input);
    CHECK(yaml_error("# only a comment\n").code == errc::empty_input);
    e = yaml_error(std::string(conf_head) + "labels: {}\n---\n" + std::string(conf_head));
    CHECK(e.code == errc::trailing_characters);
    CHECK(e.line == 8);
    // the version key, as json::read has it
    e = yaml_error(std::string("apiVersion: v1\n") + std::string(conf_head) + "labels: {}\n");
    CHECK(e.code == errc::version_mismatch);
    CHECK(e.path == "/apiVersion");
    CHECK(e.line == 1);
    CHECK(e.column == 13);
    // unknown keys ignored when asked
    yaml::read_options lenient;
    lenient.unknown_keys = json::unknown_keys::ignore;
    CHECK(yaml::read<yt::Conf<yt::v2>>(std::string(conf_head) + "labels: {}\nextra: {a: [1, 2]}\n", lenient));
}

TEST_CASE("yaml: anchors and aliases are read, and a billion laughs fails fast") {
    auto shared = yaml::read<yt::Conf<yt::v2>>(
        "name: web\nport: 80\ndebug: true\nratio: 1\nbars:\n- &b {image: a, cpu_millis: 1}\n- *b\n- *b\nlabels: {}\n");
    REQUIRE_MESSAGE(shared, shared.error().message());
    CHECK(shared->bars.size() == 3);
    CHECK(shared->bars[2].image == "a");
    std::string laughs = "a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n";
    for (char level = 'b'; level <= 'i'; ++level) {
        laughs += std::string(1, level) + ": &" + std::string(1, level) + " [";
        for (int k = 0; k < 9; ++k) laughs += std::string(k == 0 ? "" : ",") + "*" + std::string(1, static_cast<char>(level - 1));
        laughs += "]\n";
    }
    const auto started = std::chrono::steady_clock::now();
    auto r = yaml::read<std::map<std::string, std::vector<json::raw>>>(laughs);
    REQUIRE(!r);
    CHECK(r.error().code == errc::invalid_value);
    CHECK_MESSAGE(r.error().detail.find("billion laughs") != std::string::npos, r.error().detail);
    CHECK(std::chrono::steady_clock::now() - started < std::chrono::seconds(5)); // fails during parsing, not after expanding
    CHECK(yaml_error("name: *nothing\n").code == errc::syntax);
}

TEST_CASE("yaml: read_all reads a stream of manifests, write_all writes one") {
    std::vector<yt::Conf<yt::v2>> values(3);
    for (std::size_t i = 0; i < values.size(); ++i) {
        values[i].name = "n" + std::to_string(i);
        values[i].labels["i"] = std::to_string(i);
    }
    const std::string stream = yaml::write_all(values);
    CHECK(stream.starts_with("---\n"));
    auto back = yaml::read_all<yt::Conf<yt::v2>>(stream);
    REQUIRE_MESSAGE(back, back.error().message());
    CHECK(*back == values);
    auto bad = yaml::read_all<yt::Conf<yt::v2>>(stream + "---\nname: x\n");
    REQUIRE(!bad);
    CHECK(bad.error().code == errc::missing_key);
    CHECK(bad.error().path == "/3/port");
    // documents of any version, each by its version key
    const std::string mixed = "apiVersion: v1\n" + std::string(conf_head) + "labels: {}\n---\napiVersion: v2\n" +
                              std::string(conf_head) + "labels: {}\nlimit: 7\n";
    auto any = yaml::read_all_any<yt::Conf>(mixed);
    REQUIRE_MESSAGE(any, any.error().message());
    REQUIRE(any->size() == 2);
    CHECK(any->at(0).index() == 0);
    CHECK(std::get<1>(any->at(1)).limit == 7);
}

TEST_CASE("yaml: write is idiomatic block YAML that reads back, strings quoted only where needed") {
    yt::Conf<yt::v2> c;
    c.name = "yes";
    c.port = 80;
    c.ratio = 2;
    c.bars = {{"nginx:1.25", 250}, {"a: b", 0}};
    c.labels = {{"tier", "1"}, {"team", "web"}, {"multi", "line one\nline two"}, {"empty", ""}};
    const std::string text = yaml::write(c, {.version_key = "apiVersion"});
    CHECK(text == R"(apiVersion: v2
name: "yes"
port: 80
debug: false
ratio: 2.0
bars:
- image: nginx:1.25
  cpu_millis: 250
- image: "a: b"
  cpu_millis: 0
labels:
  empty: ""
  multi: "line one\nline two"
  team: web
  tier: "1"
)");
    auto back = yaml::read<yt::Conf<yt::v2>>(text);
    REQUIRE_MESSAGE(back, back.error().message());
    CHECK(*back == c);
    // what JSON cannot hold, YAML is not given either
    c.ratio = std::numeric_limits<double>::quiet_NaN();
    auto nan = yaml::try_write(c);
    REQUIRE(!nan);
    CHECK(nan.error().code == errc::non_finite_number);
    CHECK(nan.error().path == "/ratio");
}

TEST_CASE("yaml: Kubernetes objects, their value types through their codecs, with the file's positions") {
    versioned::testing::generator gen{35};
    gen.int64_integers = true;
    for (int i = 0; i < 200; ++i) {
        kvt::Values<kvt::v1> obj;
        obj.metadata.set_name("values-" + std::to_string(i));
        obj.spec = gen.make<kvt::ValueSpec<kvt::v1>>();
        const std::string text = yaml::write(obj);
        auto back = yaml::read<kvt::Values<kvt::v1>>(text);
        REQUIRE_MESSAGE(back, text, " -> ", back.error().message());
        CHECK_MESSAGE(jtest::same_json(json::write(*back), json::write(obj), true), json::write(obj));
    }
    kvt::Values<kvt::v1> obj;
    obj.metadata.set_name("x");
    obj.spec = gen.make<kvt::ValueSpec<kvt::v1>>();
    std::string text = yaml::write(obj);
    const std::size_t cpu = text.find("  cpu: ");
    REQUIRE(cpu != std::string::npos);
    const std::size_t end = text.find('\n', cpu);
    text.replace(cpu, end - cpu, "  cpu: 1Ki3");
    auto bad = yaml::read<kvt::Values<kvt::v1>>(text);
    REQUIRE(!bad);
    CHECK(bad.error().path == "/spec/cpu");
    std::size_t line = 1;
    for (std::size_t k = 0; k < cpu; ++k) line += text[k] == '\n';
    CHECK(bad.error().line == line);
    CHECK(bad.error().column == 8);
}

TEST_CASE("yaml: a residue written and read back") {
    versioned::residue<vt::Spec> rest;
    versioned::testing::generator gen{5};
    const auto newest = gen.make<vt::Spec<vt::v2>>();
    const auto old = versioned::convert<vt::v1>(newest, rest);
    (void)old;
    auto back = yaml::read<versioned::residue<vt::Spec>>(yaml::write(rest));
    REQUIRE_MESSAGE(back, back.error().message());
    CHECK(json::write(*back) == json::write(rest));
}
