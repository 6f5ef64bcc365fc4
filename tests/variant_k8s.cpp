// Versioned variants in a Kubernetes kind (tests/k8s/variant_kind.hpp): the CRD's structural
// schema, objects read and written at every version, and a ConversionReview round trip through
// an older version that lacks the alternative held -- which comes back from the residue kept in
// the object's annotation, and is checked by the API server's rules (review_check.hpp).
#include "k8s/review_check.hpp"
#include "k8s/variant_kind.hpp"

#include <versioned/k8s.hpp>

#include <doctest/doctest.h>

#include <string>
#include <string_view>
#include <vector>

namespace {

using versioned::k8s::review_response;

std::string review(std::string_view desired, const std::string& object) {
    return R"({"apiVersion":"apiextensions.k8s.io/v1","kind":"ConversionReview","request":{"uid":"u-1","desiredAPIVersion":")" +
           std::string(desired) + R"(","objects":[)" + object + "]}}";
}

std::string converted(const std::string& body) {
    const review_response r = versioned::k8s::convert_review<storage::Volume>(body);
    REQUIRE(r.status == 200);
    CHECK(review_check::check(body, r.body).empty());
    std::string why;
    auto top = review_check::object(r.body, why, "body");
    auto response = review_check::object(review_check::find_member(top, "response")->json, why, "response");
    const auto* objects = review_check::find_member(response, "convertedObjects");
    REQUIRE(objects != nullptr);
    const auto list = review_check::elements(objects->json, why);
    REQUIRE(list.size() == 1);
    return std::string(list[0]);
}

TEST_CASE("the CRD: one optional property per alternative, minProperties = maxProperties = 1") {
    const std::string crd = versioned::k8s::crd_json<storage::Volume>();
    CHECK(crd.find(R"("backend":{"type":"object","properties":{"hostPath":)") != std::string::npos);
    CHECK(crd.find(R"("minProperties":1,"maxProperties":1)") != std::string::npos);
    CHECK(crd.find(R"("s3":{"type":"object")") != std::string::npos);       // v1beta1's name
    CHECK(crd.find(R"("s3Bucket":{"type":"object")") != std::string::npos); // v1's
    CHECK(crd.find(R"("type":{"type":"string","enum":["http","exec"]})") != std::string::npos);
}

// Paths through a variant, as kubectl evaluates them (issue 33).
namespace paths {
using versioned::k8s::detail::path_exists;
static_assert(path_exists<storage::Backend<storage::v1>>(".s3Bucket.bucket"));
static_assert(path_exists<storage::Backend<storage::v1>>(".url"));
static_assert(!path_exists<storage::Backend<storage::v1>>(".s3.bucket"));   // v1beta1's name
static_assert(path_exists<storage::Backend<storage::v1beta1>>(".s3.bucket"));
static_assert(!path_exists<storage::Backend<storage::v1>>(".s3Bucket.nope"));
static_assert(!path_exists<storage::Backend<storage::v1>>(".bucket"));      // externally tagged: through the key
// internally tagged: the tag, and the members of at least one alternative
static_assert(path_exists<storage::Probe<storage::v1>>(".type"));
static_assert(path_exists<storage::Probe<storage::v1>>(".command"));
static_assert(path_exists<storage::Probe<storage::v1>>(".timeoutSeconds"));
static_assert(!path_exists<storage::Probe<storage::v1>>(".type.x"));
static_assert(!path_exists<storage::Probe<storage::v1>>(".http"));
} // namespace paths

TEST_CASE("printer columns through a variant: emitted where the version has the path") {
    const std::string crd = versioned::k8s::crd_json<storage::Volume>();
    const std::string bucket = R"({"name":"Bucket","type":"string","jsonPath":".spec.backend.s3Bucket.bucket"})";
    const std::string server = R"({"name":"Fallback","type":"string","jsonPath":".spec.fallback.nfs.server"})";
    std::size_t buckets = 0, servers = 0;
    for (std::size_t at = crd.find(bucket); at != std::string::npos; at = crd.find(bucket, at + 1)) ++buckets;
    for (std::size_t at = crd.find(server); at != std::string::npos; at = crd.find(server, at + 1)) ++servers;
    CHECK(buckets == 1); // v1 only
    CHECK(servers == 3);
}

TEST_CASE("objects with variants read and write at every version") {
    storage::Volume<storage::v1> obj;
    obj.metadata.set_name("data");
    obj.spec.backend = storage::Backend<storage::v1>::make<"s3_bucket">({.bucket = "b", .region = "eu"});
    obj.spec.probes = {storage::Probe<storage::v1>::make<"exec">({.command = {"true"}})};
    const std::string text = versioned::json::write(obj);
    CHECK(text.find(R"("backend":{"s3Bucket":{"bucket":"b","region":"eu"}})") != std::string::npos);
    CHECK(text.find(R"("probes":[{"type":"exec","command":["true"]}])") != std::string::npos);
    const auto back = versioned::json::read<storage::Volume<storage::v1>>(text);
    REQUIRE(back);
    CHECK(back->spec == obj.spec);
}

TEST_CASE("a ConversionReview through a version without the alternative gives it back") {
    const std::string v1 =
        R"({"apiVersion":"storage.example.com/v1","kind":"Volume","metadata":{"name":"data","namespace":"ns","uid":"x-1"},)"
        R"("spec":{"backend":{"s3Bucket":{"bucket":"logs","region":"eu"}},"probes":[{"type":"exec","command":["check"]}]}})";
    const std::string old = converted(review("storage.example.com/v1alpha1", v1));
    CHECK(old.find(R"("backend":{"nfs":{"server":"s3.gateway","exportPath":"/logs"}})") != std::string::npos);
    CHECK(old.find("storage.example.com/conversion-residue") != std::string::npos);
    CHECK(old.find(R"("probes":)") == std::string::npos); // v1alpha1 has none: kept in the residue
    const std::string back = converted(review("storage.example.com/v1", old));
    CHECK(back.find(R"("backend":{"s3Bucket":{"bucket":"logs","region":"eu"}})") != std::string::npos);
    CHECK(back.find(R"("probes":[{"type":"exec","command":["check"]}])") != std::string::npos);
    CHECK(back.find("conversion-residue") == std::string::npos);
    // through v1beta1, where s3 exists under its old name and exec does not
    const std::string mid = converted(review("storage.example.com/v1beta1", v1));
    CHECK(mid.find(R"("backend":{"s3":{"bucket":"logs"}})") != std::string::npos);
    CHECK(mid.find(R"("probes":[{"type":"http","url":"check","timeoutSeconds":1}])") != std::string::npos);
    CHECK(converted(review("storage.example.com/v1", mid)) == back);
}

TEST_CASE("an edit at the older version wins in a review too") {
    const std::string v1 =
        R"({"apiVersion":"storage.example.com/v1","kind":"Volume","metadata":{"name":"data","namespace":"ns","uid":"x-1"},)"
        R"("spec":{"backend":{"s3Bucket":{"bucket":"logs"}},"probes":[]}})";
    std::string old = converted(review("storage.example.com/v1alpha1", v1));
    const std::string nfs = R"({"nfs":{"server":"s3.gateway","exportPath":"/logs"}})";
    const auto at = old.find(nfs);
    REQUIRE(at != std::string::npos);
    old.replace(at, nfs.size(), R"({"hostPath":{"path":"/data"}})"); // a client switched the backend
    const std::string back = converted(review("storage.example.com/v1", old));
    CHECK(back.find(R"("backend":{"hostPath":{"path":"/data"}})") != std::string::npos);
    CHECK(back.find("conversion-residue") == std::string::npos);
}

} // namespace
