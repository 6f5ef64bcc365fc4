// The re-declared real CRDs (tests/k8s/real/): beside their CRDs (compared node by node with the
// published ones by k8s.real_crds, and judged by the real CRDs in k8s.kube_validate), their
// objects read as the projects write them and convert across their versions.
#include "k8s/real/gatewayclass.hpp"
#include "k8s/real/ipaddress.hpp"

#include "property_scale.hpp"

#include <versioned/json.hpp>
#include <versioned/k8s/testing.hpp>
#include <versioned/testing.hpp>

#include <doctest/doctest.h>

#include <string>

TEST_CASE("Cluster API's IPAddress: v1beta2 down to v1alpha1 and back loses nothing, as Cluster API's conversion") {
    versioned::testing::generator g{4242};
    for (std::size_t i = 0; i < test_scale::iterations(2000); ++i) {
        const auto now = g.make<ipam::IPAddressSpec<ipam::v1beta2>>(); // inside v1beta2's constraints
        const auto old = versioned::convert<ipam::v1alpha1>(now);
        CHECK(old.claim_ref.name == now.claim_ref.name);
        CHECK(old.pool_ref.api_group == now.pool_ref.api_group);
        CHECK(old.prefix == now.prefix);
        CHECK(versioned::convert<ipam::v1beta2>(old) == now);
        CHECK(versioned::convert<ipam::v1beta2>(versioned::convert<versioned::tag_of_t<ipam::version::v1beta1>>(now)) == now);
    }
}

TEST_CASE("Cluster API's IPAddress: an old object upgrades as Cluster API upgrades it") {
    // a v1alpha1 object as an IPAM provider writes it (a core-group pool reference has no group)
    const auto old = versioned::json::read<ipam::IPAddress<ipam::v1alpha1>>(
        R"({"apiVersion":"ipam.cluster.x-k8s.io/v1alpha1","kind":"IPAddress","metadata":{"name":"ip-1","namespace":"default"},)"
        R"("spec":{"address":"10.0.0.5","prefix":24,"gateway":"10.0.0.1","claimRef":{"name":"claim-1"},)"
        R"("poolRef":{"apiGroup":"ipam.cluster.x-k8s.io","kind":"InClusterIPPool","name":"pool"}}})");
    REQUIRE_MESSAGE(old, old.error().message());
    const auto now = versioned::convert<ipam::v1beta2>(*old);
    CHECK(now.spec.claim_ref.name == "claim-1");
    CHECK(now.spec.pool_ref.api_group == "ipam.cluster.x-k8s.io");
    CHECK(now.spec.prefix == 24);
    CHECK(versioned::json::write(now.spec) ==
          R"({"claimRef":{"name":"claim-1"},"poolRef":{"apiGroup":"ipam.cluster.x-k8s.io","kind":"InClusterIPPool","name":"pool"},)"
          R"("address":"10.0.0.5","prefix":24,"gateway":"10.0.0.1"})");
    // v1beta2 refuses a prefix beyond 128, which Go's int in v1alpha1 let through
    const auto wide = versioned::json::read<ipam::IPAddressSpec<ipam::v1beta2>>(
        R"({"address":"a","prefix":129,"claimRef":{"name":"c"},"poolRef":{"apiGroup":"g","kind":"K","name":"p"}})");
    REQUIRE(!wide);
    CHECK(wide.error().path == "/prefix");
}

TEST_CASE("Gateway API's GatewayClass: an object as the project's examples write it, in both versions") {
    const std::string text =
        R"({"apiVersion":"gateway.networking.k8s.io/v1","kind":"GatewayClass","metadata":{"name":"example"},)"
        R"("spec":{"controllerName":"example.com/gateway-controller","description":"An example class",)"
        R"("parametersRef":{"group":"example.com","kind":"Config","name":"cfg","namespace":"infra"}}})";
    const auto v1 = versioned::json::read<gapi::GatewayClass<gapi::v1>>(text);
    REQUIRE_MESSAGE(v1, v1.error().message());
    CHECK(v1->spec.parameters_ref->namespace_ == "infra");
    const auto beta = versioned::convert<gapi::v1beta1>(*v1);
    CHECK(versioned::convert<gapi::v1>(beta) == *v1);
    // the controller name must be a domain-prefixed path
    const auto bad = versioned::json::read<gapi::GatewayClass<gapi::v1>>(
        R"({"apiVersion":"gateway.networking.k8s.io/v1","kind":"GatewayClass","metadata":{"name":"e"},"spec":{"controllerName":"nodomain"}})");
    REQUIRE(!bad);
    CHECK(bad.error().path == "/spec/controllerName");
}

TEST_CASE("Gateway API's GatewayClass: a status starts with the Accepted / Unknown / Pending condition its CRD shows") {
    // the reader fills in default_with's value ...
    const auto v1 = versioned::json::read<gapi::GatewayClass<gapi::v1>>(
        R"({"apiVersion":"gateway.networking.k8s.io/v1","kind":"GatewayClass","metadata":{"name":"e"},)"
        R"("spec":{"controllerName":"example.com/gc"},"status":{}})");
    REQUIRE_MESSAGE(v1, v1.error().message());
    REQUIRE(v1->status);
    CHECK(v1->status->conditions == gapi::pending_conditions());
    CHECK(versioned::k8s::find_condition(v1->status->conditions, "Accepted")->last_transition_time.to_string() ==
          "1970-01-01T00:00:00Z");
    // ... which is what the CRD's default says, in every version: a k8s::condition is read by its
    // own codec, so this is the check default_json's text gets (with every compiler) beyond its JSON
    const std::string crd = versioned::k8s::crd_json<gapi::GatewayClass>(gapi::crd_options());
    const std::string shown = R"("default":[{"lastTransitionTime":"1970-01-01T00:00:00Z","message":"Waiting for controller",)"
                              R"("reason":"Pending","status":"Unknown","type":"Accepted"}])";
    const std::size_t first = crd.find(shown);
    REQUIRE(first != std::string::npos);
    CHECK(crd.find(shown, first + 1) != std::string::npos); // v1beta1's and v1's
    const auto read = versioned::json::read<std::vector<versioned::k8s::condition>>(shown.substr(10));
    REQUIRE_MESSAGE(read, read.error().message());
    CHECK(*read == gapi::pending_conditions());
}
