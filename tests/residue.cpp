// Lossless round trips (DESIGN.md §7, <versioned/residue.hpp>): one case per action and per
// container, edits at the older version, multi-step and partial conversions, struct-level
// hooks, and the FooSpec and CronTab of the docs.
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

// FooSpec, as the docs declare it.
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

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
rs::FooSpec<rs::v1> sample_foo() {
    return {.name = "web", .replicas = 5, .port = 70000, .deprecated_legacy = true,
            .bar = {.image = "nginx", .cpu_millis = 250}};
}
#pragma GCC diagnostic pop

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

// ---- every container, nested ------------------------------------------------------------------

constexpr std::int32_t narrow_total(std::int64_t t) { return static_cast<std::int32_t>(t); }

VERSIONED_STRUCT(rs, Fleet,
    (rs::Bar<V>,                                      lead),
    (std::optional<rs::Bar<V>>,                       spare),
    (std::vector<rs::Bar<V>>,                         bars),
    ((std::array<rs::Bar<V>, 2>),                     pair),
    ((std::map<std::string, rs::Bar<V>>),             by_name),
    ((std::unordered_map<std::string, rs::Bar<V>>),   by_id),
    (std::vector<std::optional<rs::Bar<V>>>,          sparse),
    ((std::map<std::string, std::vector<rs::Bar<V>>>), groups),
    (std::int64_t,                                    total, changed(v1, from_type(std::int32_t),
                                                                      downgrade_with(narrow_total))),
    (rs::Bar<V>,                                      extra, added(v1)),
    (std::string,                                     note,  deprecated(v1, note("unused"))));

namespace {

rs::Bar<rs::v1> bar(std::string image, std::int32_t cpu) { return {.image = std::move(image), .cpu_millis = cpu}; }

rs::Fleet<rs::v1> sample_fleet() {
    rs::Fleet<rs::v1> f;
    f.lead = bar("lead", 1);
    f.spare = bar("spare", 2);
    f.bars = {bar("a", 3), bar("b", 0), bar("c", 5)};
    f.pair = {bar("p0", 6), bar("p1", 7)};
    f.by_name = {{"x", bar("x", 8)}, {"a/b~c", bar("slash", 9)}};
    f.by_id = {{"id1", bar("i", 10)}};
    f.sparse = {std::nullopt, bar("s", 11)};
    f.groups = {{"g", {bar("g0", 12), bar("g1", 13)}}};
    f.total = std::int64_t{1} << 40;
    f.extra = bar("extra", 14);
    return f;
}

} // namespace

TEST_CASE("residue: nested structs inside optional, vector, array, map, unordered_map, and deeper") {
    const auto cur = sample_fleet();
    residue<rs::Fleet> rest;
    auto old = versioned::convert<rs_v<0>>(cur, rest);
    CHECK(rest.contains("v1", "/total"));
    CHECK(rest.contains("v1", "/extra"));
    CHECK(rest.contains("v1beta1", "/lead/cpu_millis"));
    CHECK(rest.contains("v1beta1", "/spare/cpu_millis"));
    CHECK(rest.contains("v1beta1", "/bars/0/cpu_millis"));
    CHECK_FALSE(rest.contains("v1beta1", "/bars/1/cpu_millis")); // 0: what the upgrade gives
    CHECK(rest.contains("v1beta1", "/bars/2/cpu_millis"));
    CHECK(rest.contains("v1beta1", "/bars"));                    // its length
    CHECK(rest.contains("v1beta1", "/pair/1/cpu_millis"));
    CHECK(rest.contains("v1beta1", "/by_name/a~1b~0c/cpu_millis")); // RFC 6901 escapes
    CHECK(rest.contains("v1beta1", "/by_id/id1/cpu_millis"));
    CHECK(rest.contains("v1beta1", "/sparse/1/cpu_millis"));
    CHECK(rest.contains("v1beta1", "/groups/g/1/cpu_millis"));
    auto back = versioned::convert<rs::v1>(std::move(old), rest);
    CHECK(back == cur);
    CHECK(rest.empty());
}

TEST_CASE("residue: a vector whose length changed at the older version keeps what the client wrote") {
    const auto cur = sample_fleet();
    residue<rs::Fleet> rest;
    auto old = versioned::convert<rs_v<0>>(cur, rest);
    old.bars.erase(old.bars.begin()); // positions no longer name the same elements
    auto back = versioned::convert<rs::v1>(std::move(old), rest);
    CHECK(back.bars.size() == 2);
    CHECK(back.bars[0] == bar("b", 0));
    CHECK(back.bars[1] == bar("c", 0)); // not restored: elements are matched by position only
    auto expected = cur;
    expected.bars = back.bars;
    CHECK(back == expected); // everything else came back
    CHECK(rest.empty());
}

TEST_CASE("residue: an element edited at the older version, an optional emptied, a map key removed") {
    const auto cur = sample_fleet();
    residue<rs::Fleet> rest;
    auto old = versioned::convert<rs_v<0>>(cur, rest);
    old.bars[2].image = "edited";   // cpu_millis is not visible there: it still comes back
    old.spare.reset();
    old.by_name.erase("x");
    old.total = 5;
    auto back = versioned::convert<rs::v1>(std::move(old), rest);
    auto expected = cur;
    expected.bars[2].image = "edited";
    expected.spare.reset();
    expected.by_name.erase("x");
    expected.total = 5;
    CHECK(back == expected);
    CHECK(rest.empty());
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
TEST_CASE("residue: renames and deprecations record nothing") {
    rs::Fleet<rs::v1> f;
    f.deprecated_note = "kept by the rename";
    f.total = 7;
    residue<rs::Fleet> rest;
    auto beta = versioned::downgrade(f, rest);
    CHECK(beta.note == "kept by the rename");
    CHECK(rest.empty());
    CHECK(versioned::upgrade(beta, rest) == f);
}
#pragma GCC diagnostic pop

// ---- struct-level hooks -------------------------------------------------------------------------

VERSIONED_VERSIONS(stable, v1beta1, v1);

// The CronTab of docs/conversions.md (examples/crontab.cpp).
VERSIONED_STRUCT(stable, CronTabSpec,
    (std::string,   cron_spec),
    (std::string,   image),
    (std::string,   host_port, deprecated(v1, note("use host and port"))),
    (std::string,   host,      added(v1)),
    (std::uint16_t, port,      added(v1)),
    hooks(upgrade(v1), downgrade(v1)));

namespace stable {
inline void versioned_upgrade(const CronTabSpec<v1beta1>& from, CronTabSpec<v1>& to) {
    const std::string& hp = from.host_port;
    const auto colon = hp.rfind(':');
    to.host = hp.substr(0, colon);
    to.port = 0;
    if (colon != std::string::npos) std::from_chars(hp.data() + colon + 1, hp.data() + hp.size(), to.port);
}
inline void versioned_downgrade(const CronTabSpec<v1>& from, CronTabSpec<v1beta1>& to) {
    to.host_port = from.host + ":" + std::to_string(from.port);
}
} // namespace stable

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
TEST_CASE("residue: the CronTab hook's split survives, and an edit of host_port wins") {
    stable::CronTabSpec<stable::v1> ga{.cron_spec = "* * * * */5", .image = "cron", .deprecated_host_port = "legacy:1",
                                       .host = "example.com", .port = 8443};
    residue<stable::CronTabSpec> rest;
    auto beta = versioned::downgrade(ga, rest);
    CHECK(beta.host_port == "example.com:8443");
    CHECK(rest.contains("v1", "/deprecated_host_port")); // the hook overwrote it
    CHECK(versioned::upgrade(beta, rest) == ga);
    CHECK(rest.empty());

    // a host that the split cannot give back ("[::1]" has colons; the hook splits at the last)
    ga.host = "no-port-here";
    ga.port = 0;
    auto beta2 = versioned::downgrade(ga, rest);
    beta2.image = "edited image"; // not read by the hook: host and port still come back
    auto back = versioned::upgrade(beta2, rest);
    auto expected = ga;
    expected.image = "edited image";
    CHECK(back == expected);
    CHECK(rest.empty());

    auto beta3 = versioned::downgrade(ga, rest);
    beta3.host_port = "new.example:80"; // read by the hook: what it derives wins
    auto back3 = versioned::upgrade(beta3, rest);
    CHECK(back3.host == "new.example");
    CHECK(back3.port == 80);
    CHECK(back3.deprecated_host_port == "new.example:80");
    CHECK(rest.empty());
}
#pragma GCC diagnostic pop

// A lossy upgrade hook: lower-cases the text.
VERSIONED_STRUCT(rs, Hooked,
    (std::int32_t, id),
    (std::string,  text),
    (std::string,  lower, added(v1beta1)),
    hooks(upgrade(v1beta1)));

namespace rs {
inline void versioned_upgrade(const Hooked<versioned::version_at_t<versions, 0>>& from, Hooked<v1beta1>& to) {
    to.text.clear();
    for (char c : from.text) to.text.push_back(static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c));
    to.lower = to.text;
}
} // namespace rs

TEST_CASE("residue: a lossy hook's output is restored only while what it reads is unchanged") {
    const rs::Hooked<rs::v1> x{.id = 1, .text = "MiXeD", .lower = "unrelated"};
    residue<rs::Hooked> rest;
    auto old = versioned::convert<rs_v<0>>(x, rest);
    CHECK(rest.contains("v1beta1", "/text"));
    CHECK(rest.contains("v1beta1", "/lower"));
    CHECK(versioned::convert<rs::v1>(old, rest) == x);
    CHECK(rest.empty());

    auto old2 = versioned::convert<rs_v<0>>(x, rest);
    old2.id = 2; // not read for text: text and lower still come back
    auto back2 = versioned::convert<rs::v1>(old2, rest);
    CHECK(back2 == rs::Hooked<rs::v1>{.id = 2, .text = "MiXeD", .lower = "unrelated"});

    auto old3 = versioned::convert<rs_v<0>>(x, rest);
    old3.text = "NEW";
    auto back3 = versioned::convert<rs::v1>(old3, rest);
    CHECK(back3 == rs::Hooked<rs::v1>{.id = 1, .text = "new", .lower = "new"});
    CHECK(rest.empty());
}

// ---- the JSON form -------------------------------------------------------------------------------

TEST_CASE("residue JSON: written small, read back, then upgraded") {
    const auto cur = sample_foo();
    residue<rs::FooSpec> rest;
    auto old = versioned::convert<rs_v<0>>(cur, rest);
    const std::string kept = versioned::json::write(rest);
    CHECK(kept == R"({"format":1,"entries":[{"at":"v1beta1","path":"/bar/cpu_millis","value":250},)"
                  R"({"at":"v1beta1","path":"/replicas","value":5},{"at":"v1","path":"/port","value":70000,"older":4464}]})");
    auto again = versioned::json::read<residue<rs::FooSpec>>(kept);
    REQUIRE_MESSAGE(again, again.error().message());
    CHECK(again->size() == rest.size());
    CHECK(versioned::json::write(*again) == kept);
    CHECK(versioned::convert<rs::v1>(old, *again) == cur);
    CHECK(again->empty());

    residue<rs::FooSpec> none;
    CHECK(versioned::json::write(none) == R"({"format":1,"entries":[]})");
}

TEST_CASE("residue JSON: containers, hooks and lengths survive the text") {
    const auto cur = sample_fleet();
    residue<rs::Fleet> rest;
    auto old = versioned::convert<rs_v<0>>(cur, rest);
    auto again = versioned::json::read<residue<rs::Fleet>>(versioned::json::write(rest));
    REQUIRE_MESSAGE(again, again.error().message());
    CHECK(versioned::convert<rs::v1>(old, *again) == cur);

    const rs::Hooked<rs::v1> x{.id = 1, .text = "MiXeD", .lower = "unrelated"};
    residue<rs::Hooked> hr;
    auto h = versioned::convert<rs_v<0>>(x, hr);
    const std::string text = versioned::json::write(hr);
    CHECK(text.find(R"("derived":"mixed")") != std::string::npos);
    auto hr2 = versioned::json::read<residue<rs::Hooked>>(text);
    REQUIRE_MESSAGE(hr2, hr2.error().message());
    CHECK(versioned::convert<rs::v1>(h, *hr2) == x);
}

TEST_CASE("residue JSON: a newer format, unknown versions, paths and members are errors") {
    using versioned::json::errc;
    auto read = [](std::string_view t) { return versioned::json::read<residue<rs::FooSpec>>(t); };
    auto r = read(R"({"format":2,"entries":[]})");
    REQUIRE_FALSE(r);
    CHECK(r.error().code == errc::invalid_value);
    CHECK(r.error().path == "/format");
    CHECK(r.error().message().find("format 2") != std::string::npos);
    CHECK(read(R"({"entries":[]})").error().code == errc::missing_key);
    CHECK(read(R"({"format":1,"entries":[],"x":1})").error().code == errc::unknown_key);
    CHECK(read(R"({"format":1,"entries":[{"at":"v9","path":"/port","value":1}]})").error().code == errc::unknown_version);
    auto p = read(R"({"format":1,"entries":[{"at":"v1","path":"/nope","value":1}]})");
    CHECK(p.error().code == errc::invalid_value);
    CHECK(p.error().path == "/entries/0/path");
    CHECK(read(R"({"format":1,"entries":[{"at":"v1","path":"/name","value":"x"}]})").error().code == errc::invalid_value);
    auto t = read(R"({"format":1,"entries":[{"at":"v1","path":"/port","value":"high","older":1}]})");
    CHECK(t.error().code == errc::wrong_type);
    CHECK(t.error().path == "/entries/0/value");
    auto o = read(R"({"format":1,"entries":[{"at":"v1","path":"/port","value":70000,"older":70000}]})");
    CHECK(o.error().code == errc::out_of_range);
    CHECK(o.error().path == "/entries/0/older");
    CHECK(read(R"({"format":1,"entries":[)").error().code == errc::syntax);
    CHECK(read(R"({"format":1,"entries":[]} x)").error().code == errc::trailing_characters);
    CHECK(read(R"({"format":1,"entries":[{"at":"v1beta1","path":"/replicas","value":5}]})"));
}

TEST_CASE("residue JSON: a repeated member, deep nesting and a wrong shape are reported as for any document") {
    using versioned::json::errc;
    auto read = [](std::string_view t, std::size_t depth = 512) {
        return versioned::json::read<residue<rs::FooSpec>>(t, {.max_depth = depth});
    };
    struct repeated {
        std::string_view text, path;
    };
    // Each member of the form twice: the second is an error at its own key, never merged or kept.
    for (const repeated& c : {
             repeated{R"({"format":1,"format":1,"entries":[]})", "/format"},
             repeated{R"({"format":1,"entries":[],"entries":[]})", "/entries"},
             repeated{R"({"format":1,"entries":[{"at":"v1beta1","at":"v1beta1","path":"/replicas","value":5}]})",
                      "/entries/0/at"},
             repeated{R"({"format":1,"entries":[{"at":"v1beta1","path":"/replicas","value":5,"value":6}]})",
                      "/entries/0/value"},
             repeated{R"({"format":1,"entries":[{"at":"v1","path":"/port","value":70000,"older":4464,"older":1}]})",
                      "/entries/0/older"},
         }) {
        CAPTURE(c.text);
        auto r = read(c.text);
        REQUIRE_FALSE(r);
        CHECK(r.error().code == errc::duplicate_key);
        CHECK(r.error().path == c.path);
        CHECK(r.error().column > 1);
    }
    // A value nested deeper than max_depth: too deep, where it is.
    auto deep = read(R"({"format":1,"entries":[{"at":"v1beta1","path":"/replicas","value":[[[[[[1]]]]]]}]})", 6);
    REQUIRE_FALSE(deep);
    CHECK(deep.error().code == errc::too_deep);
    CHECK(deep.error().path == "/entries/0/value");
    CHECK(read(R"({"format":1,"entries":[{"at":"v1beta1","path":"/replicas","value":[[1]]}]})", 6).error().code ==
          errc::wrong_type); // within the depth: read, and an array is no size_t
    // The shape: entries an array of objects, the format a number.
    auto not_array = read(R"({"format":1,"entries":{}})");
    CHECK(not_array.error().code == errc::wrong_type);
    CHECK(not_array.error().path == "/entries");
    auto not_object = read(R"({"format":1,"entries":[1]})");
    CHECK(not_object.error().code == errc::wrong_type);
    CHECK(not_object.error().path == "/entries/0");
    auto format = read(R"({"format":"1","entries":[]})");
    CHECK(format.error().code == errc::wrong_type);
    CHECK(format.error().path == "/format");
}
