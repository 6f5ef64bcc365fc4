// Custom resource kinds (DESIGN.md §8): VERSIONED_CRD's options and defaults, the object type,
// and the merged CustomResourceDefinition (crd_json, crd_yaml). The API server's validation
// rules are applied to every generated CRD by tests/k8s/crd_check.py (test k8s.crd_validate).
#include "k8s/crd_types.hpp"
#include "k8s/review_types.hpp"

#include <versioned/enum.hpp>

#include <boost/describe/enum.hpp>
#include <doctest/doctest.h>

#include <optional>
#include <vector>

#include <string>
#include <string_view>
#include <type_traits>

using namespace std::string_view_literals;

namespace {
std::size_t count_of(std::string_view text, std::string_view part) {
    std::size_t n = 0;
    for (std::size_t at = text.find(part); at != std::string_view::npos; at = text.find(part, at + 1)) ++n;
    return n;
}
} // namespace

// ---- what Kubernetes' validator needs of a structural schema (issue 24) ---------------------------

// A nullable enum: Kubernetes' validator checks a null against the node's enum and refuses it,
// null listed or not (tests/k8s/kube_validate's self-test), so the enum moves into an allOf.
namespace ne {
enum class Tier { gold, silver };
BOOST_DESCRIBE_ENUM(Tier, gold, silver)
struct Shade {
    friend bool operator==(const Shade&, const Shade&) = default;
};
} // namespace ne
template <>
struct versioned::schema_fragment<ne::Shade> { // its own allOf, which the enum joins
    static constexpr std::string_view json = R"({"type":"string","enum":["dark","light"],"allOf":[{"pattern":"^[a-z]+$"}]})";
};
VERSIONED_VERSIONS(ne, v1);
VERSIONED_ENUM(ne, Phase, (Pending), (Running));
VERSIONED_STRUCT(ne, Knobs,
    (std::optional<ne::Tier>,              tier,  nullable),
    (std::optional<ne::Phase<V>>,          phase, nullable),
    (std::vector<std::optional<ne::Tier>>, tiers),
    (std::optional<ne::Shade>,             shade, nullable),
    (ne::Tier,                             plain),
    (std::optional<ne::Tier>,              other)); // not nullable: the enum stays
static_assert(versioned::openapi_schema<ne::Knobs<ne::v1>> ==
              R"({"type":"object","properties":{)"
              R"("tier":{"type":"string","allOf":[{"enum":["gold","silver"]}],"nullable":true},)"
              R"("phase":{"type":"string","allOf":[{"enum":["Pending","Running"]}],"nullable":true},)"
              R"("tiers":{"type":"array","items":{"type":"string","allOf":[{"enum":["gold","silver"]}],"nullable":true}},)"
              R"("shade":{"type":"string","allOf":[{"enum":["dark","light"]},{"pattern":"^[a-z]+$"}],"nullable":true},)"
              R"("plain":{"type":"string","enum":["gold","silver"]},)"
              R"("other":{"type":"string","enum":["gold","silver"]}},)"
              R"("required":["tiers","plain"]})");
// JSON Schema says the same with anyOf and null. (Searched index by index: std::string_view::find
// on a schema is no constant expression under g++'s -fsanitize=null, GCC PR 71962.)
constexpr bool schema_contains(std::string_view text, std::string_view part) {
    for (std::size_t i = 0; i + part.size() <= text.size(); ++i)
        if (text.substr(i, part.size()) == part) return true;
    return false;
}
static_assert(schema_contains(versioned::json_schema<ne::Knobs<ne::v1>>,
                              R"("tier":{"anyOf":[{"type":"string","enum":["gold","silver"]},{"type":"null"}]})"));

// ---- the object type ---------------------------------------------------------------------------
static_assert(crdt::Foo<crdt::v1>::apiVersion == "example.com/v1");
static_assert(crdt::Foo<versioned::tag_of_t<crdt::version::v1alpha1>>::apiVersion == "example.com/v1alpha1");
static_assert(crdt::Foo<crdt::v1>::kind == "Foo");
static_assert(std::is_same_v<decltype(crdt::Foo<crdt::v1>{}.spec), crdt::FooSpec<crdt::v1>>);
static_assert(std::is_same_v<decltype(crdt::Foo<crdt::v1>{}.status), std::optional<crdt::FooStatus<crdt::v1>>>);
template <class T>
concept has_status_member = requires(T t) { t.status; };
static_assert(has_status_member<crdt::Foo<crdt::v1>>);
static_assert(!has_status_member<stable::CronTab<stable::v1>>, "a kind without status(...) has no status member");
static_assert(versioned::k8s::custom_resource<crdt::Foo<crdt::v1>>);
static_assert(!versioned::k8s::custom_resource<crdt::FooSpec<crdt::v1>>);

// ---- paths, storage, served -------------------------------------------------------------------
using foo_crd = versioned::k8s::crd_of_t<crdt::Foo>;
using crontab_crd = versioned::k8s::crd_of_t<stable::CronTab>;
static_assert(versioned::k8s::detail::storage_index<foo_crd> == crdt::v1::index);
static_assert(versioned::k8s::detail::storage_index<crontab_crd> == stable::v1beta1::index);
static_assert(versioned::k8s::detail::object_path_exists<foo_crd, 2>(".spec.replicas"));
static_assert(versioned::k8s::detail::object_path_exists<foo_crd, 2>(".spec.bar.image"));
static_assert(versioned::k8s::detail::object_path_exists<foo_crd, 2>(".spec"));
static_assert(!versioned::k8s::detail::object_path_exists<foo_crd, 0>(".spec.replicas"), "added in v1beta1");
static_assert(!versioned::k8s::detail::object_path_exists<foo_crd, 2>(".spec.host_port"), "renamed in v1");
static_assert(!versioned::k8s::detail::object_path_exists<foo_crd, 2>(".spec.replicas.x"), "not a struct");
static_assert(!versioned::k8s::detail::object_path_exists<foo_crd, 2>(".metadata.name"));
// Printer columns may name ObjectMeta's fields (issue 24, defect 6), and only those.
static_assert(versioned::k8s::detail::is_metadata_column_path(".metadata.creationTimestamp"));
static_assert(versioned::k8s::detail::is_metadata_column_path(".metadata.labels.app"));
static_assert(versioned::k8s::detail::is_metadata_column_path(".metadata.annotations['a.io/b']"));
static_assert(versioned::k8s::detail::is_metadata_column_path(".metadata.labels"));
static_assert(!versioned::k8s::detail::is_metadata_column_path(".metadata.labels."));
static_assert(!versioned::k8s::detail::is_metadata_column_path(".metadata.labelsx"));
static_assert(!versioned::k8s::detail::is_metadata_column_path(".metadata.creationTimestap"));
static_assert(!versioned::k8s::detail::is_metadata_column_path(".metadata"));
static_assert(!versioned::k8s::detail::is_metadata_column_path(".spec.name"));
static_assert(versioned::k8s::detail::object_path_exists<crontab_crd, 1>(".spec.hostPort") == false);
static_assert(versioned::k8s::detail::object_path_exists<crontab_crd, 0>(".spec.hostPort"), "camelCase keys");

TEST_CASE("crd_json: names, scope and one entry per version") {
    const std::string crd = versioned::k8s::crd_json<crdt::Foo>();
    CHECK(crd.starts_with(R"({"apiVersion":"apiextensions.k8s.io/v1","kind":"CustomResourceDefinition","metadata":{"name":"foos.example.com"},"spec":{"group":"example.com","names":{"kind":"Foo","listKind":"FooList","plural":"foos","singular":"foo","shortNames":["fo","fx"],"categories":["all"]},"scope":"Namespaced","versions":[{"name":"v1alpha1","served":true,"storage":false,"deprecated":true,"deprecationWarning":"use v1beta1","schema":{"openAPIV3Schema":{"type":"object","description":"A Foo runs replicas of an image.","properties":{"apiVersion":{"description":"APIVersion defines the versioned schema of this representation of an object.\n)"
                          R"(Servers should convert recognized schemas to the latest internal value, and\nmay reject unrecognized values.\n)"
                          R"(More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources","type":"string"},)"));
    // apiVersion's and kind's descriptions are metav1.TypeMeta's, as controller-gen writes them
    CHECK(crd.find(R"(In CamelCase.\nMore info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds",)"
                   R"("type":"string"},"metadata":{"type":"object"},"spec":{)") != std::string::npos);
    CHECK(crd.ends_with(R"(],"conversion":{"strategy":"None"}}})"));
    // v1beta1 is deprecated without a note: Kubernetes' default text, pointing at the best version.
    CHECK(crd.find(R"("name":"v1beta1","served":true,"storage":false,"deprecated":true,"deprecationWarning":"example.com/v1beta1 Foo is deprecated; use example.com/v1 Foo")") != std::string::npos);
    CHECK(crd.find(R"("name":"v1","served":true,"storage":true,"schema")") != std::string::npos);
    // The status schema is that version's, and the subresources follow the paths.
    CHECK(crd.find(std::string(R"("status":)") + std::string(versioned::openapi_schema<crdt::FooStatus<crdt::v1>>)) != std::string::npos);
    CHECK(crd.find(R"("subresources":{"status":{},"scale":{"specReplicasPath":".spec.replicas","statusReplicasPath":".status.ready_replicas","labelSelectorPath":".status.selector"}})") != std::string::npos);
    // v1alpha1 has neither replicas nor ready_replicas: status subresource only, no columns but Image.
    const std::size_t alpha = crd.find(R"("name":"v1alpha1")");
    const std::size_t beta = crd.find(R"("name":"v1beta1")");
    const std::string alpha_entry = crd.substr(alpha, beta - alpha);
    CHECK(alpha_entry.find(R"("subresources":{"status":{}})") != std::string::npos);
    CHECK(alpha_entry.find(R"("additionalPrinterColumns":[{"name":"Image","type":"string","jsonPath":".spec.bar.image","description":"The image"},{"name":"Age","type":"date","jsonPath":".metadata.creationTimestamp"}])") != std::string::npos);
    CHECK(alpha_entry.find("Replicas") == std::string::npos);
}

TEST_CASE("crd_json: spec is required when the spec has a required member (issue 24, defect 2)") {
    // As controller-gen's CRDs: the API server then stores no object without a spec.
    const std::string foo = versioned::k8s::crd_json<crdt::Foo>();
    CHECK(count_of(foo, R"("metadata":{"type":"object"},"spec":)") == 3);
    CHECK(count_of(foo, R"(}},"required":["spec"]}})") == 3); // the root's, after spec and status
    const std::string crontab = versioned::k8s::crd_json<stable::CronTab>();
    CHECK(count_of(crontab, R"(}},"required":["spec"]}})") == 2);
    // every member of the documentation's CronTab is optional: spec may be left out
    const std::string optional = versioned::k8s::crd_json<docs::CronTab>();
    CHECK(optional.find(R"("required":["spec"])") == std::string::npos);
}

TEST_CASE("crd_json: scale where the replicas paths exist, the selector where it does (issue 24, defect 7)") {
    // Foo's selector (.status.selector) comes in v1, its replicas paths in v1beta1.
    const std::string crd = versioned::k8s::crd_json<crdt::Foo>();
    const std::size_t beta = crd.find(R"("name":"v1beta1")");
    const std::size_t ga = crd.find(R"("name":"v1")");
    const std::string beta_entry = crd.substr(beta, ga - beta);
    CHECK(beta_entry.find(R"("subresources":{"status":{},"scale":{"specReplicasPath":".spec.replicas","statusReplicasPath":".status.ready_replicas"}})") != std::string::npos);
    CHECK(crd.substr(ga).find(R"("labelSelectorPath":".status.selector")") != std::string::npos);
    CHECK(count_of(crd, R"("scale":)") == 2);
}

TEST_CASE("crd_json: defaults for plural and singular, cluster scope, served versions") {
    const std::string crd = versioned::k8s::crd_json<stable::CronTab>();
    CHECK(crd.find(R"("metadata":{"name":"crontabs.stable.example.com"})") != std::string::npos);
    CHECK(crd.find(R"("names":{"kind":"CronTab","listKind":"CronTabList","plural":"crontabs","singular":"crontab","shortNames":["ct"]},"scope":"Cluster")") != std::string::npos);
    CHECK(crd.find(R"({"name":"v1beta1","served":true,"storage":true,"schema")") != std::string::npos);
    CHECK(crd.find(R"({"name":"v1","served":true,"storage":false,"schema")") != std::string::npos);
    CHECK(crd.find(R"("cronSpec":{"type":"string"})") != std::string::npos);
    CHECK(crd.find("subresources") == std::string::npos);
    CHECK(crd.find(R"("deprecated":true)") == std::string::npos);
}

TEST_CASE("crd_json: webhook conversion with a service or a URL") {
    versioned::k8s::crd_options opts;
    opts.webhook.service = {"ops", "foo-webhook"};
    opts.webhook.ca_bundle = "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n";
    const std::string crd = versioned::k8s::crd_json<crdt::Foo>(opts);
    CHECK(crd.ends_with(R"("conversion":{"strategy":"Webhook","webhook":{"clientConfig":{"service":{"namespace":"ops","name":"foo-webhook","path":"/convert","port":443},"caBundle":"LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUIKLS0tLS1FTkQgQ0VSVElGSUNBVEUtLS0tLQo="},"conversionReviewVersions":["v1"]}}}})"));

    versioned::k8s::crd_options by_url;
    by_url.webhook.url = "https://hooks.example.com:8443/convert";
    CHECK(versioned::k8s::crd_json<crdt::Foo>(by_url).ends_with(R"("conversion":{"strategy":"Webhook","webhook":{"clientConfig":{"url":"https://hooks.example.com:8443/convert"},"conversionReviewVersions":["v1"]}}}})"));
}

TEST_CASE("crd_options::storage: the stored version chosen at run time, for a storage migration") {
    const std::string declared = versioned::k8s::crd_json<crdt::Foo>();
    CHECK(declared.find(R"("name":"v1","served":true,"storage":true)") != std::string::npos);
    const std::string migrating = versioned::k8s::crd_json<crdt::Foo>(versioned::k8s::crd_options{.storage = "v1beta1"});
    CHECK(migrating.find(R"("name":"v1beta1","served":true,"storage":true)") != std::string::npos);
    CHECK(migrating.find(R"("name":"v1","served":true,"storage":false)") != std::string::npos);
    CHECK(count_of(migrating, R"("storage":true)") == 1);
    // a name the kind does not serve is an error, not a CRD the API server would refuse
    CHECK_THROWS_WITH_AS(versioned::k8s::crd_json<crdt::Foo>(versioned::k8s::crd_options{.storage = "v2"}),
                         doctest::Contains("storage \"v2\" is not a served version of Foo (served: v1alpha1, v1beta1, v1)"),
                         std::invalid_argument);
    versioned::k8s::crd_options unserved;
    unserved.storage = "v1alpha1";
    CHECK_NOTHROW(versioned::k8s::crd_json<crdt::Foo>(unserved));
    CHECK_THROWS_AS(versioned::k8s::crd_yaml<stable::CronTab>(versioned::k8s::crd_options{.storage = "v1alpha1"}),
                    std::invalid_argument);
}

TEST_CASE("crd_options: mistakes are errors, not silently ignored") {
    versioned::k8s::crd_options both;
    both.webhook.service = {"ops", "foo-webhook"};
    both.webhook.url = "https://x.example.com/convert";
    CHECK_THROWS_WITH_AS(versioned::k8s::crd_json<crdt::Foo>(both),
                         doctest::Contains("webhook.service and webhook.url are exclusive"), std::invalid_argument);
    versioned::k8s::crd_options http;
    http.webhook.url = "http://x.example.com/convert";
    CHECK_THROWS_WITH_AS(versioned::k8s::crd_json<crdt::Foo>(http), doctest::Contains("https://"), std::invalid_argument);
    versioned::k8s::crd_options port;
    port.webhook.service = {"ops", "foo-webhook", "/convert", 70000};
    CHECK_THROWS_WITH_AS(versioned::k8s::crd_json<crdt::Foo>(port), doctest::Contains("port must be 1-65535"), std::invalid_argument);
    versioned::k8s::crd_options name;
    name.webhook.service = {"Ops", "foo-webhook"};
    CHECK_THROWS_WITH_AS(versioned::k8s::crd_json<crdt::Foo>(name), doctest::Contains("DNS-1123"), std::invalid_argument);
    versioned::k8s::crd_options path;
    path.webhook.service = {"ops", "foo-webhook", "convert"};
    CHECK_THROWS_WITH_AS(versioned::k8s::crd_json<crdt::Foo>(path), doctest::Contains("must start with '/'"), std::invalid_argument);
    versioned::k8s::crd_options ca;
    ca.webhook.ca_bundle = "pem";
    CHECK_THROWS_WITH_AS(versioned::k8s::crd_json<crdt::Foo>(ca), doctest::Contains("ca_bundle given without"), std::invalid_argument);
}

TEST_CASE("crd_yaml: block YAML of the same tree") {
    const std::string yaml = versioned::k8s::crd_yaml<crdt::Foo>();
    CHECK(yaml.starts_with("apiVersion: \"apiextensions.k8s.io/v1\"\nkind: \"CustomResourceDefinition\"\nmetadata:\n  name: \"foos.example.com\"\nspec:\n  group: \"example.com\"\n  names:\n    kind: \"Foo\"\n"));
    CHECK(yaml.find("\n  versions:\n  - name: \"v1alpha1\"\n    served: true\n") != std::string::npos);
    CHECK(yaml.find("          metadata:\n            type: \"object\"\n") != std::string::npos);
}

TEST_CASE("json_to_yaml: keys and numbers that YAML 1.1 would misread") {
    using versioned::k8s::detail::json_to_yaml;
    CHECK(json_to_yaml(R"({"on":true,"y":"n","plain":1e5,"neg":-2.5E-3,"big":18446744073709551615,"e":{},"a":[],"l":[[1,"x"],{"k":null}]})") ==
          "\"on\": true\n\"y\": \"n\"\nplain: 1.0e+5\nneg: -2.5E-3\nbig: 18446744073709551615\ne: {}\na: []\nl:\n- - 1\n  - \"x\"\n- k: null\n");
    CHECK_THROWS_AS(json_to_yaml(R"({"a":1)"), std::invalid_argument);
    CHECK_THROWS_AS(json_to_yaml(R"({"a":1} x)"), std::invalid_argument);
}

// ---- the CRD as far as controller-gen goes (issue 35) -------------------------------------------
// JSONPath as kubectl reads it (client-go's grammar): filters, indexes, slices, quoted keys.
using versioned::k8s::detail::is_column_jsonpath;
static_assert(is_column_jsonpath(R"(.status.conditions[?(@.type=="Ready")].status)"));
static_assert(is_column_jsonpath(R"(.status.conditions[?(@.type == 'Ready')].lastTransitionTime)"));
static_assert(is_column_jsonpath(".spec.items[0].name") && is_column_jsonpath(".spec.items[-1:]") &&
              is_column_jsonpath(".spec.items[*].name") && is_column_jsonpath(".spec.items[1:5:2]"));
static_assert(is_column_jsonpath(".metadata.annotations['example.com/owner']") && is_column_jsonpath(".spec..name"));
static_assert(is_column_jsonpath(".status.replicas[?(@.ready>=2)]") && is_column_jsonpath(".status.x[?(@.on)]") &&
              is_column_jsonpath(".status.x[?(@.on!=false)]"));
static_assert(!is_column_jsonpath(R"(.status.conditions[?(@.type="Ready")].status)"), "= is no operator");
static_assert(!is_column_jsonpath(R"(.status.conditions[?(@.type=="Ready")].status)" "]"));
static_assert(!is_column_jsonpath(R"(.status.conditions[?(@.type=="Ready".status)"), "unclosed filter");
static_assert(!is_column_jsonpath("status.replicas") && !is_column_jsonpath(".spec.") && !is_column_jsonpath(".spec[]") &&
              !is_column_jsonpath(".spec['a]") && !is_column_jsonpath(".spec[?(@.a[?(@.b)])]") && !is_column_jsonpath(""));
static_assert(versioned::k8s::detail::plain_prefix(R"(.status.conditions[?(@.type=="Ready")].status)") == ".status.conditions");
static_assert(versioned::k8s::detail::plain_prefix(".spec.a..b") == ".spec.a");
// A column's trailing arguments, as the macro hands them over (its text).
constexpr versioned::k8s::detail::column_declaration gadget_column(std::string_view rest) {
    return versioned::k8s::detail::declare_column<gdt::versioned_module>("C", "string", ".spec.color", rest);
}
static_assert(gadget_column(R"("a \"b\"" "c", priority(3), versions(v1, v1alpha1), , )").problems == 0);
static_assert(gadget_column(R"("a \"b\"" "c", priority(3), versions(v1, v1alpha1))").column.priority == 3);
static_assert(gadget_column("versions(v1, v1alpha1)").column.versions == 0b101);
static_assert(gadget_column("priority(1), \"late description\"").problems != 0);
static_assert(gadget_column("priority(1), priority(2)").problems != 0);
static_assert(gadget_column("priority(-1)").problems != 0 && gadget_column("priority(2147483648)").problems != 0);
static_assert(gadget_column("versions()").problems != 0 && gadget_column(R"("\x41")").problems != 0);
static_assert(versioned::k8s::detail::breaks(gadget_column("versions(v1, v2)").problems,
                                             versioned::k8s::detail::crd_rule::undeclared_version));
static_assert(versioned::k8s::detail::declare_scale<gdt::versioned_module>(".spec.r", ".status.r", R"(".status.s", versions(v1))").selector == ".status.s");
static_assert(versioned::k8s::detail::declare_scale<gdt::versioned_module>(".spec.r", ".status.r", R"(".status\"s")").problems != 0);
// Selectable fields: string, integer and boolean fields of spec or status, no metadata, no number.
using gadget_crd = versioned::k8s::crd_of_t<gdt::Gadget>;
static_assert(versioned::k8s::detail::selectable_field_ok<gadget_crd>(".spec.color"));
static_assert(versioned::k8s::detail::selectable_field_ok<gadget_crd>(".spec.replicas"));
static_assert(versioned::k8s::detail::selectable_field_ok<gadget_crd>(".spec.paused"));
static_assert(versioned::k8s::detail::selectable_field_ok<gadget_crd>(".spec.tier"), "optional: its value's type");
static_assert(!versioned::k8s::detail::selectable_field_ok<gadget_crd>(".spec.weight"), "a number");
static_assert(!versioned::k8s::detail::selectable_field_ok<gadget_crd>(".status.ports"), "a list");
static_assert(!versioned::k8s::detail::selectable_field_ok<gadget_crd>(".spec"), "an object");
static_assert(!versioned::k8s::detail::selectable_field_ok<gadget_crd>(".metadata.name"));
static_assert(!versioned::k8s::detail::selectable_field_ok<gadget_crd>(".spec.nope"));
static_assert(!versioned::k8s::detail::selectable_field_ok<gadget_crd>(".spec..color"));
static_assert(!versioned::k8s::detail::selectable_field_ok<gadget_crd>(".status.ports[0].name"));
static_assert(versioned::k8s::detail::leaf_kind_of<versioned::k8s::time>() == versioned::k8s::detail::leaf_kind::string);
static_assert(versioned::k8s::detail::leaf_kind_of<versioned::k8s::quantity>() == versioned::k8s::detail::leaf_kind::other);

namespace {
// The entry of version `name` in a CRD's JSON text.
std::string version_entry(const std::string& crd, std::string_view name) {
    const std::size_t at = crd.find(R"({"name":")" + std::string(name) + R"(","served")");
    const std::size_t next_served = crd.find(R"(","served":)", at + 12 + name.size());
    const std::size_t end = next_served == std::string::npos ? crd.find(R"(],"conversion")") : crd.rfind(R"(,{"name":")", next_served);
    return crd.substr(at, end - at);
}
} // namespace

TEST_CASE("crd_json: printer columns with priority, description, filter and versions(...) (issue 35)") {
    const std::string crd = versioned::k8s::crd_json<gdt::Gadget>();
    const std::string color = R"({"name":"Color","type":"string","jsonPath":".spec.color","description":"The \"color\"\tof it","priority":1})";
    const std::string http = R"({"name":"HTTP","type":"integer","jsonPath":".status.ports[?(@.name==\"http\")].number"})";
    const std::string replicas = R"({"name":"Replicas","type":"integer","jsonPath":".spec.replicas"})";
    const std::string tier = R"({"name":"Tier","type":"string","jsonPath":".spec.tier","priority":2})";
    CHECK(version_entry(crd, "v1alpha1").find(R"("additionalPrinterColumns":[)" + color + "," + http + "]") != std::string::npos);
    CHECK(version_entry(crd, "v1beta1").find(R"("additionalPrinterColumns":[)" + color + "," + http + "," + replicas + "]") !=
          std::string::npos);
    CHECK(version_entry(crd, "v1").find(R"("additionalPrinterColumns":[)" + color + "," + http + "," + replicas + "," + tier + "]") !=
          std::string::npos);
}

TEST_CASE("crd_json: scale restricted with versions(...) is in those versions only (issue 35)") {
    const std::string crd = versioned::k8s::crd_json<gdt::Gadget>();
    // v1beta1 has both replicas paths, but the scale is declared for v1 alone
    CHECK(version_entry(crd, "v1beta1").find(R"("subresources":{"status":{}},)") != std::string::npos);
    CHECK(version_entry(crd, "v1").find(
              R"("subresources":{"status":{},"scale":{"specReplicasPath":".spec.replicas","statusReplicasPath":".status.ready_replicas"}})") !=
          std::string::npos);
    CHECK(count_of(crd, R"("scale":)") == 1);
}

TEST_CASE("crd_json: selectableFields per version where the path exists (issue 35)") {
    const std::string crd = versioned::k8s::crd_json<gdt::Gadget>();
    CHECK(version_entry(crd, "v1alpha1").ends_with(R"("selectableFields":[{"jsonPath":".spec.color"},{"jsonPath":".spec.paused"}]})"));
    CHECK(version_entry(crd, "v1").ends_with(
        R"("selectableFields":[{"jsonPath":".spec.color"},{"jsonPath":".spec.tier"},{"jsonPath":".spec.paused"}]})"));
    CHECK(versioned::k8s::crd_json<crdt::Foo>().find("selectableFields") == std::string::npos);
}

TEST_CASE("crd_json: optional_spec and required_spec decide the root's required (issue 35)") {
    // Gadget's spec has required members, and optional_spec: no version requires spec
    CHECK(versioned::k8s::crd_json<gdt::Gadget>().find(R"("required":["spec"])") == std::string::npos);
    // Note's spec has none, and required_spec: every version requires it
    CHECK(count_of(versioned::k8s::crd_json<gdt::Note>(), R"(}},"required":["spec"]}})") == 3);
}

TEST_CASE("crd_options: labels and annotations in the CRD's metadata, checked as the API server does (issue 35)") {
    versioned::k8s::crd_options o;
    o.labels = {{"app.kubernetes.io/name", "gadget"}, {"tier", ""}};
    o.annotations = {{"cert-manager.io/inject-ca-from", "ops/gadget-webhook"}, {"Example.COM/Note", "a \"note\"\n"}};
    CHECK(versioned::k8s::crd_json<gdt::Gadget>(o).starts_with(
        R"({"apiVersion":"apiextensions.k8s.io/v1","kind":"CustomResourceDefinition","metadata":{"name":"gadgets.gadgets.example.com",)"
        R"("labels":{"app.kubernetes.io/name":"gadget","tier":""},)"
        R"("annotations":{"Example.COM/Note":"a \"note\"\n","cert-manager.io/inject-ca-from":"ops/gadget-webhook"}},"spec":)"));
    CHECK(versioned::k8s::crd_yaml<gdt::Gadget>(o).find("\n    cert-manager.io/inject-ca-from: \"ops/gadget-webhook\"\n") !=
          std::string::npos);
    const auto refused = [](versioned::k8s::crd_options bad, std::string_view phrase) {
        CHECK_THROWS_WITH_AS(versioned::k8s::crd_json<gdt::Gadget>(bad), doctest::Contains(std::string(phrase).c_str()),
                             std::invalid_argument);
    };
    refused({.labels = {{"Example.com/x", "v"}}}, R"(label "Example.com/x": a key is a qualified name)"); // prefix lower case
    refused({.labels = {{"a/b/c", "v"}}}, R"(label "a/b/c": a key is a qualified name)");
    refused({.labels = {{std::string(64, 'k'), "v"}}}, "a key is a qualified name");
    refused({.labels = {{"app", "-x"}}}, R"(label "app": a label value is empty or at most 63 characters)");
    refused({.labels = {{"app", std::string(64, 'v')}}}, R"(label "app": a label value)");
    refused({.annotations = {{"example.com/", "v"}}}, R"(annotation "example.com/": a key is a qualified name)");
    refused({.annotations = {{"a", std::string(256 * 1024, 'x')}}}, R"(annotation "a": the annotations' keys and values total more than 256 KiB)");
    versioned::k8s::crd_options at_limit;
    at_limit.annotations = {{"a", std::string(256 * 1024 - 1, 'x')}};
    at_limit.labels = {{"x", std::string(63, 'v')}};
    CHECK_NOTHROW(versioned::k8s::crd_json<gdt::Gadget>(at_limit));
}
