// The example operator's kinds (examples/k8s_operator/api.hpp) are a model to copy, so they are
// held to the bar of the library (issue 24, defect 9): every round trip lossless, v1beta1 -> v1 ->
// v1beta1 without a residue (the hooks agree on what a hostPort says), v1 -> v1beta1 -> v1 with
// one, for edge values and generated ones, directly and through the webhook's convert_review.
#include "../../examples/k8s_operator/api.hpp"

#include "review_check.hpp"
#include "../property_scale.hpp"

#include <versioned/residue/testing.hpp>
#include <versioned/testing.hpp>

#include <doctest/doctest.h>

#include <string>
#include <vector>

namespace {

// hostPorts a client may write at v1beta1 (its schema takes any string).
std::vector<std::string> host_ports(std::size_t generated) {
    std::vector<std::string> out = {"localhost:1234", "localhost", "", ":", ":80", "a:b", "h:99999", "x:65535",
                                    "x:65536", "::1", "[::1]:443", "h:0080", "h:80x", "h:-1", "h::", "example.com:2345"};
    versioned::testing::generator gen{24};
    for (std::size_t i = 0; i < generated; ++i) {
        std::string s = gen.make<std::string>();
        if (gen.coin()) s += ":" + std::to_string(gen.uniform(0, 70000));
        out.push_back(std::move(s));
    }
    return out;
}

stable::CronTabSpec<stable::v1beta1> beta_with(std::string host_port) {
    return {.cron_spec = "* * * * */5", .image = "my-awesome-cron-image", .replicas = 1, .host_port = std::move(host_port)};
}

} // namespace

TEST_CASE("CronTab: v1beta1 -> v1 -> v1beta1 gives every hostPort back, with no residue") {
    for (const std::string& hp : host_ports(test_scale::iterations(2000))) {
        INFO("hostPort \"", hp, "\"");
        const auto beta = beta_with(hp);
        const auto ga = versioned::upgrade(beta);
        CHECK(ga.host == stable::split_host_port(hp).host);
        CHECK(versioned::downgrade(ga) == beta);
        versioned::residue<stable::CronTabSpec> rest;
        CHECK(versioned::downgrade(versioned::upgrade(beta, rest), rest) == beta);
        CHECK(rest.empty());
    }
    CHECK(versioned::upgrade(beta_with("localhost:1234")).port == 1234);
    CHECK(versioned::upgrade(beta_with("localhost")).port == 0);
}

TEST_CASE("CronTab and Foo: v1 -> older -> v1 is lossless through the residue") {
    const auto crontab = versioned::testing::check_lossless_round_trips<stable::CronTabSpec>(test_scale::iterations(1000));
    CHECK_MESSAGE(crontab.ok, crontab.message);
    const auto foo = versioned::testing::check_lossless_round_trips<api::FooSpec>(test_scale::iterations(1000));
    CHECK_MESSAGE(foo.ok, foo.message);
    // An edit of host at v1 wins on the way down.
    auto ga = versioned::upgrade(beta_with("localhost:1234"));
    ga.host = "example.com";
    CHECK(versioned::downgrade(ga).host_port == "example.com:1234");
}

TEST_CASE("CronTab through the webhook: v1beta1 -> v1 -> v1beta1, byte for byte and no annotation") {
    auto review = [](std::string_view desired, const std::vector<std::string>& objects) {
        std::string s = R"({"apiVersion":"apiextensions.k8s.io/v1","kind":"ConversionReview","request":{"uid":"u","desiredAPIVersion":")";
        s += desired;
        s += R"(","objects":[)";
        for (std::size_t i = 0; i < objects.size(); ++i) s += (i ? "," : "") + objects[i];
        return s + "]}}";
    };
    auto objects_of = [](const std::string& body) {
        std::string why;
        auto top = review_check::object(body, why, "body");
        auto response = review_check::object(review_check::find_member(top, "response")->json, why, "response");
        std::vector<std::string> out;
        for (auto v : review_check::elements(review_check::find_member(response, "convertedObjects")->json, why))
            out.emplace_back(v);
        return out;
    };
    std::vector<std::string> objects;
    std::size_t n = 0;
    for (const std::string& hp : host_ports(test_scale::iterations(200))) {
        objects.push_back(R"({"apiVersion":"stable.example.com/v1beta1","kind":"CronTab","metadata":{"name":"c)" +
                          std::to_string(n++) + R"(","namespace":"default"},"spec":{"cronSpec":"* * * * */5","image":"i","replicas":1,"hostPort":)" +
                          versioned::json::write(hp) + "}}");
    }
    const std::string up_body = review("stable.example.com/v1", objects);
    const auto up = versioned::k8s::convert_review<api::Foo, stable::CronTab>(up_body);
    REQUIRE_MESSAGE(review_check::check(up_body, up.body).empty(), up.body.substr(0, 400));
    const std::string down_body = review("stable.example.com/v1beta1", objects_of(up.body));
    const auto down = versioned::k8s::convert_review<api::Foo, stable::CronTab>(down_body);
    REQUIRE_MESSAGE(review_check::check(down_body, down.body).empty(), down.body.substr(0, 400));
    const auto back = objects_of(down.body);
    REQUIRE(back.size() == objects.size());
    for (std::size_t i = 0; i < back.size(); ++i) {
        CHECK(back[i] == objects[i]);
        CHECK(back[i].find("conversion-residue") == std::string::npos);
    }
}
