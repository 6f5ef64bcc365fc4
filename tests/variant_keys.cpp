// key("...") and changed(VER, from_key("...")) on a versioned variant's alternatives (DESIGN.md
// §15, as for struct fields): the key of an externally tagged variant, the tag value of an
// internally tagged one -- in the reader, the writer, both schemas, CEL guards, residue paths and
// the property round trips of every version.
#include "property_scale.hpp"

#include <versioned/residue.hpp>
#include <versioned/testing.hpp>
#include <versioned/testing_residue.hpp>
#include <versioned/versioned.hpp>

#include <doctest/doctest.h>

#include <string>
#include <string_view>

VERSIONED_VERSIONS(vk, v1, v2);
VERSIONED_KEY_NAMING(vk, camel_case);

VERSIONED_STRUCT(vk, Bucket,
    (std::string, name),
    (int,         region, added(v2)));

VERSIONED_VARIANT(vk, Source,
    (vk::Bucket<V>, s3,       key("S3")),                                   // no naming makes it
    (std::string,   default_, key("default"), changed(v2, from_key("fallback"))), // a C++ keyword
    (std::string,   git_repo));                                              // the naming's: gitRepo

VERSIONED_VARIANT(vk, Tagged,
    (vk::Bucket<V>, s3,  key("Amazon'S3")),
    (vk::Bucket<V>, gcs, validate(rule("self.name != ''", "a bucket has a name"))));
VERSIONED_VARIANT_OPTIONS(vk, Tagged, .tag = "kind");

VERSIONED_STRUCT(vk, Store,
    (vk::Source<V>, source),
    (vk::Tagged<V>, mirror));

namespace {

using namespace vk;

template <class T>
std::string keys_of() {
    std::string out;
    for (std::string_view k : versioned::alternative_keys<T>) out += std::string(k) + ",";
    return out;
}

TEST_CASE("an alternative's key as given, per version") {
    CHECK(keys_of<Source<v1>>() == "S3,fallback,gitRepo,");
    CHECK(keys_of<Source<v2>>() == "S3,default,gitRepo,");
    CHECK(versioned::json::write(Source<v2>::make<"default_">("x")) == R"({"default":"x"})");
    CHECK(versioned::json::write(Source<v1>::make<"default_">("x")) == R"({"fallback":"x"})");
    auto s3 = versioned::json::read<Source<v2>>(R"({"S3":{"name":"b","region":1}})");
    REQUIRE_MESSAGE(s3, s3.error().message());
    CHECK(s3->name() == "s3");
    // the naming's key is not the alternative's any more
    auto lower = versioned::json::read<Source<v2>>(R"({"s3":{"name":"b","region":1}})");
    REQUIRE_FALSE(lower);
    CHECK(versioned::json::read<Source<v1>>(R"({"default":"x"})").error().code == versioned::json::errc::unknown_key);
    // converted across from_key: the value, not the key, is what moves
    CHECK(versioned::convert<v2>(Source<v1>::make<"default_">("x")) == Source<v2>::make<"default_">("x"));
}

TEST_CASE("internally tagged: the tag value as given, in the reader, the writer and both schemas") {
    const auto t = Tagged<v1>::make<"s3">({.name = "b"});
    CHECK(versioned::json::write(t) == R"({"kind":"Amazon'S3","name":"b"})");
    auto back = versioned::json::read<Tagged<v1>>(versioned::json::write(t));
    REQUIRE_MESSAGE(back, back.error().message());
    CHECK(*back == t);
    const std::string_view schema = versioned::json_schema<Tagged<v1>>;
    CHECK(schema.find(R"("const":"Amazon'S3")") != std::string_view::npos);
    const std::string_view openapi = versioned::openapi_schema<Tagged<v1>>;
    CHECK(openapi.find(R"("enum":["Amazon'S3","gcs"])") != std::string_view::npos);
    // the other alternative's rule is guarded by its own tag value
    CHECK(openapi.find(R"(self.kind != 'gcs')") != std::string_view::npos);
}

TEST_CASE("residue paths and property round trips use the given keys") {
    versioned::residue<Store> rest;
    const Store<v2> cur{.source = Source<v2>::make<"s3">({.name = "b", .region = 7}),
                        .mirror = Tagged<v2>::make<"s3">({.name = "m", .region = 9})};
    const Store<v1> old = versioned::convert<v1>(cur, rest);
    CHECK(rest.contains("v2", "/source/S3/region"));
    CHECK(rest.contains("v2", "/mirror/Amazon'S3/region"));
    auto kept = versioned::json::read<versioned::residue<Store>>(versioned::json::write(rest));
    REQUIRE_MESSAGE(kept, kept.error().message());
    CHECK(versioned::convert<v2>(old, *kept) == cur);
    const auto r = versioned::testing::check_lossless_round_trips<Store>(test_scale::iterations(500), 51);
    CHECK_MESSAGE(r.ok, r.message);
    versioned::testing::generator gen{52};
    for (std::size_t i = 0; i < test_scale::iterations(500); ++i) {
        const auto two = gen.make<Store<v2>>();
        const auto one = gen.make<Store<v1>>();
        const std::string two_text = versioned::json::write(two), one_text = versioned::json::write(one);
        const auto two_back = versioned::json::read<Store<v2>>(two_text);
        const auto one_back = versioned::json::read<Store<v1>>(one_text);
        REQUIRE_MESSAGE(two_back, (two_back.error().message() + " in " + two_text));
        REQUIRE_MESSAGE(one_back, (one_back.error().message() + " in " + one_text));
        REQUIRE(*two_back == two);
        REQUIRE(*one_back == one);
    }
}

} // namespace
