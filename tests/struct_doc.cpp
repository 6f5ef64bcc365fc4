// doc("...") among a struct's entries (issue 24): the struct's description in both schemas, in
// every version, for the struct at the root and nested; a field's own doc replaces it there, a
// deprecation is appended to it; a kind's spec carries it into the CRD.
#include <versioned/k8s.hpp>
#include <versioned/versioned.hpp>

#include <doctest/doctest.h>

#include <string>
#include <string_view>

VERSIONED_VERSIONS(sdoc, v1, v2);
VERSIONED_STRUCT(sdoc, Bar, doc("The image to run (a \"bar\")."), (std::string, image));
VERSIONED_STRUCT(sdoc, FooSpec,
    (std::string, name),
    (sdoc::Bar<V>, bar),
    (sdoc::Bar<V>, sidecar, doc("Runs beside bar.")),
    (sdoc::Bar<V>, legacy, deprecated(v2, note("use sidecar"))),
    doc("A Foo runs an image."));
VERSIONED_STRUCT(sdoc, Plain, (int, x));
VERSIONED_CRD(sdoc, Foo, spec(FooSpec), group("example.com"), doc("The Foo kind."));

namespace {
constexpr bool contains(std::string_view s, std::string_view part) { return s.find(part) != std::string_view::npos; }
} // namespace

static_assert(sdoc::versioned_desc_FooSpec::versioned_doc == "A Foo runs an image.");
static_assert(sdoc::versioned_desc_Plain::versioned_doc.empty());

// the root: OpenAPI's description; JSON Schema's instead of "FooSpec sdoc/v1"
static_assert(versioned::openapi_schema<sdoc::FooSpec<sdoc::v1>>.starts_with(R"({"description":"A Foo runs an image.","type":"object",)"));
static_assert(contains(versioned::json_schema<sdoc::FooSpec<sdoc::v2>>, R"("title":"FooSpec","description":"A Foo runs an image.","type":"object")"));
static_assert(contains(versioned::json_schema<sdoc::Plain<sdoc::v1>>, R"("title":"Plain","description":"Plain sdoc/v1")"));
static_assert(versioned::openapi_schema<sdoc::Plain<sdoc::v1>>.starts_with(R"({"type":"object",)"));
// nested: the struct's own words, escaped; a field's doc replaces them; a deprecation extends them
static_assert(contains(versioned::openapi_schema<sdoc::FooSpec<sdoc::v1>>,
                       R"("bar":{"description":"The image to run (a \"bar\").","type":"object",)"));
static_assert(contains(versioned::openapi_schema<sdoc::FooSpec<sdoc::v1>>,
                       R"("sidecar":{"type":"object","properties":{"image":{"type":"string"}},"required":["image"],"description":"Runs beside bar."})"));
static_assert(contains(versioned::openapi_schema<sdoc::FooSpec<sdoc::v2>>,
                       R"("deprecated_legacy":{"type":"object","properties":{"image":{"type":"string"}},"required":["image"],"description":"The image to run (a \"bar\"). Deprecated: use sidecar."})"));
static_assert(contains(versioned::json_schema<sdoc::FooSpec<sdoc::v1>>,
                       R"("bar":{"description":"The image to run (a \"bar\").","type":"object",)"));

TEST_CASE("a kind's spec carries its struct's description into the CRD") {
    const std::string crd = versioned::k8s::crd_json<sdoc::Foo>();
    CHECK(contains(crd, R"("openAPIV3Schema":{"type":"object","description":"The Foo kind.",)"));
    CHECK(contains(crd, R"("spec":{"description":"A Foo runs an image.","type":"object",)"));
}
