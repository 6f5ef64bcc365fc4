// Schemas of versioned variants (DESIGN.md §12), exact texts as constant expressions: JSON Schema
// a oneOf of one-property objects, the Kubernetes structural form an object with one optional
// property per alternative and minProperties = maxProperties = 1; internally tagged, the tag
// beside the members. python3-jsonschema and the structural checker judge them too
// (tests/schema/, tests/json/); the CRD of a kind holding one is in tests/k8s/crd_dump.cpp.
#include <versioned/schema.hpp>
#include <versioned/struct.hpp>
#include <versioned/variant.hpp>

#include <doctest/doctest.h>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

VERSIONED_VERSIONS(vs, v1, v2);
VERSIONED_STRUCT(vs, Git, (std::string, repo));
VERSIONED_STRUCT(vs, Disk, (std::int32_t, size));
inline std::string disk_to_url(vs::Disk<vs::v2> d) { return "disk:" + std::to_string(d.size); }
VERSIONED_VARIANT(vs, Source,
    (vs::Git<V>,  git,  doc("a \"repo\"")),
    (std::string, url,  deprecated(v2, note("use git"))),
    (vs::Disk<V>, disk, added(v2, downgrade_to(url, disk_to_url))));
VERSIONED_STRUCT(vs, Spec,
    (vs::Source<V>,                source),
    (std::optional<vs::Source<V>>, backup, doc("if the source fails"), nullable));

VERSIONED_VARIANT(vs, Backend, (vs::Git<V>, git), (vs::Disk<V>, disk, deprecated(v2, note("old"))));
VERSIONED_VARIANT_OPTIONS(vs, Backend, .tag = "type");

// Internally tagged, an alternative's CEL rules (its struct's and its own) go on the one object,
// each guarded by the tag and by its required members' presence, after the rule that says which
// members the alternative needs and which it does not take (what the reader refuses); the tag as
// Kubernetes selects it in CEL ("for", a CEL keyword: __for__).
VERSIONED_STRUCT(vs, Cmd, (std::string, line), rule("self.line != ''", "a \"line\""));
VERSIONED_VARIANT(vs, Task, (vs::Cmd<V>, cmd, validate(rule("self.line.size() < 80", "short"))), (vs::Disk<V>, disk));
VERSIONED_VARIANT_OPTIONS(vs, Task, .tag = "for");
static_assert(versioned::openapi_schema<vs::Task<vs::v1>>.ends_with(
    R"x("required":["for"],"x-kubernetes-validations":[)x"
    R"x({"rule":"self.__for__ != 'cmd' || (has(self.line) && !has(self.size))","message":"the members of for 'cmd': line required; size not allowed"},)x"
    R"x({"rule":"self.__for__ != 'cmd' || !(has(self.line)) || (self.line != '')","message":"a \"line\""},)x"
    R"x({"rule":"self.__for__ != 'cmd' || !(has(self.line)) || (self.line.size() < 80)","message":"short"},)x"
    R"x({"rule":"self.__for__ != 'disk' || (has(self.size) && !has(self.line))","message":"the members of for 'disk': size required; line not allowed"}]})x"));

namespace {

constexpr std::string_view git_json =
    R"({"type":"object","properties":{"git":{"type":"object","properties":{"repo":{"type":"string"}},"required":["repo"],"additionalProperties":false,"description":"a \"repo\""}},"required":["git"],"additionalProperties":false})";

// Constant expressions, as a struct's schemas are.
static_assert(versioned::openapi_schema<vs::Backend<vs::v1>> ==
              R"({"type":"object","properties":{"type":{"type":"string","enum":["git","disk"]},"repo":{"type":"string"},)"
              R"("size":{"type":"integer","format":"int32","minimum":-2147483648,"maximum":2147483647}},"required":["type"],)"
              R"x("x-kubernetes-validations":[{"rule":"self.type != 'git' || (has(self.repo) && !has(self.size))",)x"
              R"x("message":"the members of type 'git': repo required; size not allowed"},)x"
              R"x({"rule":"self.type != 'disk' || (has(self.size) && !has(self.repo))",)x"
              R"x("message":"the members of type 'disk': size required; repo not allowed"}]})x");
static_assert(versioned::json_schema<vs::Source<vs::v1>>.ends_with(
    R"(,{"type":"object","properties":{"url":{"type":"string"}},"required":["url"],"additionalProperties":false}]})"));

TEST_CASE("JSON Schema: a oneOf of one-property objects, with docs and deprecations") {
    CHECK(versioned::json_schema<vs::Source<vs::v1>> ==
          std::string(R"({"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Source","description":"Source vs/v1","oneOf":[)") +
              std::string(git_json) +
              R"(,{"type":"object","properties":{"url":{"type":"string"}},"required":["url"],"additionalProperties":false}]})");
    CHECK(versioned::json_schema<vs::Source<vs::v2>> ==
          std::string(R"({"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Source","description":"Source vs/v2","oneOf":[)") +
              std::string(git_json) +
              R"(,{"type":"object","properties":{"url":{"type":"string","description":"Deprecated: use git.","deprecated":true}},"required":["url"],"additionalProperties":false})"
              R"(,{"type":"object","properties":{"disk":{"type":"object","properties":{"size":{"type":"integer","minimum":-2147483648,"maximum":2147483647}},"required":["size"],"additionalProperties":false}},"required":["disk"],"additionalProperties":false}]})");
}

TEST_CASE("OpenAPI: one optional property per alternative, minProperties = maxProperties = 1") {
    CHECK(versioned::openapi_schema<vs::Source<vs::v2>> ==
          std::string_view(
              R"({"type":"object","properties":{"git":{"type":"object","properties":{"repo":{"type":"string"}},"required":["repo"],"description":"a \"repo\""},)"
              R"("url":{"type":"string","description":"Deprecated: use git."},)"
              R"("disk":{"type":"object","properties":{"size":{"type":"integer","format":"int32","minimum":-2147483648,"maximum":2147483647}},"required":["size"]}},)"
              R"("minProperties":1,"maxProperties":1})"));
    // nested: required unless optional (nullable as the field says), with the field's doc
    constexpr std::string_view spec = versioned::openapi_schema<vs::Spec<vs::v1>>;
    CHECK(spec.find(R"("maxProperties":1,"nullable":true,"description":"if the source fails"})") != std::string_view::npos);
    CHECK(spec.find(R"("required":["source"])") != std::string_view::npos);
    constexpr std::string_view json = versioned::json_schema<vs::Spec<vs::v1>>;
    CHECK(json.find(R"("backup":{"anyOf":[{"oneOf":[)") != std::string_view::npos);
}

TEST_CASE("internally tagged: the tag beside the members") {
    CHECK(versioned::json_schema<vs::Backend<vs::v2>> ==
          std::string_view(
              R"({"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Backend","description":"Backend vs/v2","oneOf":[)"
              R"({"type":"object","properties":{"type":{"const":"git"},"repo":{"type":"string"}},"required":["type","repo"],"additionalProperties":false},)"
              R"({"type":"object","description":"old","deprecated":true,"properties":{"type":{"const":"disk"},"size":{"type":"integer","minimum":-2147483648,"maximum":2147483647}},"required":["type","size"],"additionalProperties":false}]})"));
    CHECK(versioned::openapi_schema<vs::Backend<vs::v2>> ==
          std::string_view(
              R"({"type":"object","properties":{"type":{"type":"string","enum":["git","disk"]},"repo":{"type":"string"},)"
              R"("size":{"type":"integer","format":"int32","minimum":-2147483648,"maximum":2147483647}},"required":["type"],)"
              R"x("x-kubernetes-validations":[{"rule":"self.type != 'git' || (has(self.repo) && !has(self.size))",)x"
              R"x("message":"the members of type 'git': repo required; size not allowed"},)x"
              R"x({"rule":"self.type != 'disk' || (has(self.size) && !has(self.repo))",)x"
              R"x("message":"the members of type 'disk': size required; repo not allowed"}]})x"));
}

TEST_CASE("JSON Schema: an internally tagged variant's CEL rules are Kubernetes' alone") {
    CHECK(versioned::json_schema<vs::Task<vs::v1>>.find("x-kubernetes") == std::string_view::npos);
    CHECK(versioned::json_schema<vs::Task<vs::v1>>.find("self.") == std::string_view::npos);
}

} // namespace
