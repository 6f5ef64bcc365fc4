// removed(VER) (DESIGN.md §15): a field gone from VER on -- no member, key or schema property --
// converted across VER both ways, its value kept by the residue on the upgrade that drops it and
// given back by the downgrade (nested in structs, containers and variant alternatives, through
// the residue's JSON form), and the property checks over every version pair.
#include <versioned/history.hpp>
#include <versioned/testing_residue.hpp>
#include <versioned/versioned.hpp>

#include <doctest/doctest.h>

#include "property_scale.hpp"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

VERSIONED_VERSIONS(rm, v1, v2, v3);
VERSIONED_KEY_NAMING(rm, camel_case);

namespace rm {
inline std::string default_log() { return "/var/log/app.log"; }
constexpr std::uint32_t widen(std::uint16_t p) { return p; }
constexpr std::uint16_t narrow(std::uint32_t p) { return p > 65535 ? 65535 : static_cast<std::uint16_t>(p); }
} // namespace rm

VERSIONED_STRUCT(rm, Port,
    (std::string,   name),
    (std::uint16_t, host_port, removed(v2)),
    (std::uint16_t, container_port));

VERSIONED_STRUCT(rm, Limits,
    (int, cpu),
    (int, memory, removed(v2, default_with([] { return 512; }))));

VERSIONED_STRUCT(rm, Quota,
    (int, limit),
    (int, burst, added(v2)));
// residue paths through keys the table gives
VERSIONED_STRUCT(rm, Holder,
    (rm::Port<V>,  primary, key("primary-port")),
    (rm::Quota<V>, quota,   key("quota-spec")));

VERSIONED_VARIANT(rm, Backend,
    (rm::Port<V>,  port),
    (std::string,  url));

VERSIONED_STRUCT(rm, Config,
    (std::string,                         name),
    // Kubernetes' conversion example: hostPort is dropped in v2
    (std::uint16_t,                       host_port, removed(v2, default_with([] { return 8080; }))),
    // deprecated first, keeping its key, then gone
    (std::string,                         log_file,  deprecated(v2), key("logFile"), removed(v3, default_with(rm::default_log))),
    // retyped before it is removed: the removed default is given at its last type and carried down
    (std::uint32_t,                       timeout,   changed(v2, from_type(std::uint16_t), upgrade_with(rm::widen), downgrade_with(rm::narrow)),
                                                     removed(v3, default_with([] { return 70000u; }))),
    // added and removed again: a field of v2 only
    (std::int32_t,                        shards,    added(v2, default_with([] { return 4; })), removed(v3)),
    (std::vector<rm::Port<V>>,            ports),
    (std::optional<rm::Port<V>>,          main_port),
    ((std::map<std::string, rm::Port<V>>), named),
    (rm::Backend<V>,                      backend),
    (int,                                 level,     added(v2, default_with([] { return 3; }))));

namespace {

using namespace rm;

template <class T>
std::string keys_of() {
    std::string out;
    for (std::string_view k : versioned::json_keys<T>) out += std::string(k) + ",";
    return out;
}

Config<v1> sample() {
    Config<v1> c{};
    c.name = "app";
    c.host_port = 9090;
    c.log_file = "/tmp/app.log";
    c.timeout = 30;
    c.ports = {{"http", 80, 8080}, {"metrics", 0, 9100}};
    c.main_port = Port<v1>{"main", 443, 8443};
    c.named = {{"a", Port<v1>{"a", 1, 2}}};
    c.backend = Backend<v1>::make<"port">(Port<v1>{"b", 7, 8});
    return c;
}

TEST_CASE("a removed field has no member, key or schema property from its version on") {
    CHECK(keys_of<Config<v1>>() == "name,hostPort,logFile,timeout,ports,mainPort,named,backend,");
    CHECK(keys_of<Config<v2>>() == "name,logFile,timeout,shards,ports,mainPort,named,backend,level,");
    CHECK(keys_of<Config<v3>>() == "name,ports,mainPort,named,backend,level,");
    CHECK(versioned::field_count<Config<v3>> == 6);
    // the placeholder takes no space: v3 is laid out as its six members
    struct hand {
        std::string name;
        std::vector<Port<v3>> ports;
        std::optional<Port<v3>> main_port;
        std::map<std::string, Port<v3>> named;
        Backend<v3> backend;
        int level;
    };
    CHECK(sizeof(Config<v3>) == sizeof(hand));
    const std::string_view v1_schema = versioned::json_schema<Config<v1>>;
    const std::string_view v3_schema = versioned::json_schema<Config<v3>>;
    const std::string_view v3_openapi = versioned::openapi_schema<Config<v3>>;
    CHECK(v1_schema.find("\"hostPort\"") != std::string_view::npos);
    CHECK(v3_schema.find("\"hostPort\"") == std::string_view::npos);
    CHECK(v3_schema.find("\"logFile\"") == std::string_view::npos);
    CHECK(v3_openapi.find("\"timeout\"") == std::string_view::npos);
    CHECK(v3_openapi.find("\"shards\"") == std::string_view::npos);
    CHECK(std::string_view(versioned::openapi_schema<Port<v2>>).find("hostPort") == std::string_view::npos);
}

TEST_CASE("reading a version that removed a field refuses its key") {
    auto r = versioned::json::read<Config<v3>>(R"({"name":"a","hostPort":1})");
    REQUIRE_FALSE(r);
    CHECK(r.error().code == versioned::json::errc::unknown_key);
    CHECK(r.error().path == "/hostPort");
    CHECK(r.error().message().find(R"(unknown key "hostPort" (not a member of Config v3; removed in v2))") != std::string::npos);
    // a key the table never had says nothing more
    auto other = versioned::json::read<Config<v3>>(R"({"name":"a","hostPorts":1})");
    REQUIRE_FALSE(other);
    CHECK(other.error().message().find(R"((not a member of Config v3) )") != std::string::npos);
    // a deprecated field that kept its key was removed under that key
    auto log = versioned::json::read<Config<v3>>(R"({"name":"a","logFile":""})");
    REQUIRE_FALSE(log);
    CHECK(log.error().message().find("removed in v3") != std::string::npos);
    auto nested = versioned::json::read<Port<v2>>(R"({"name":"a","hostPort":1,"containerPort":2})");
    REQUIRE_FALSE(nested);
    CHECK(nested.error().path == "/hostPort");
    // and the versions before still require it
    auto old = versioned::json::read<Port<v1>>(R"({"name":"a","containerPort":2})");
    REQUIRE_FALSE(old);
    CHECK(old.error().code == versioned::json::errc::missing_key);
}

TEST_CASE("conversions across the removal: dropped on the way up, filled on the way down") {
    const Config<v1> c = sample();
    const Config<v3> up = versioned::convert<v3>(c);
    CHECK(versioned::json::write(up).find("hostPort") == std::string::npos);
    const Config<v1> down = versioned::convert<v1>(up);
    CHECK(down.host_port == 8080);                // removed(v2, default_with(...))
    CHECK(down.log_file == "/var/log/app.log");   // removed(v3, default_with(...)), through deprecated
    CHECK(down.timeout == 65535);                 // 70000 at v2's std::uint32_t, narrowed to v1's std::uint16_t
    CHECK(down.ports[0].host_port == 0);          // no default: value-initialized
    CHECK(down.ports[0].container_port == 8080);
    const Config<v2> mid = versioned::convert<v2>(up);
    CHECK(mid.shards == 4); // added(v2, default_with): removed without one, it falls back to added's
    CHECK(mid.timeout == 70000);
    CHECK(versioned::downgrade(versioned::upgrade(Port<v1>{"p", 5, 6})) == Port<v1>{"p", 0, 6});
    // constant expressions, as every conversion
    static_assert(versioned::convert<v1>(Limits<v3>{.cpu = 2}).memory == 512);
    static_assert(versioned::convert<v3>(Limits<v1>{.cpu = 2, .memory = 1}) == Limits<v3>{.cpu = 2});
}

TEST_CASE("the residue keeps what an upgrade drops and the downgrade gives it back") {
    const Config<v1> c = sample();
    versioned::residue<Config> rest;
    const Config<v3> up = versioned::convert<v3>(c, rest);
    CHECK(rest.contains("v2", "/hostPort"));
    CHECK(rest.contains("v3", "/logFile"));
    CHECK(rest.contains("v2", "/ports/0/hostPort"));
    CHECK_FALSE(rest.contains("v2", "/ports/1/hostPort")); // 0: what the downgrade fills in anyway
    CHECK(rest.contains("v2", "/mainPort/hostPort"));
    CHECK(rest.contains("v2", "/named/a/hostPort"));
    CHECK(rest.contains("v2", "/backend/port/hostPort"));
    CHECK_FALSE(rest.contains("v3", "/shards")); // 0 at v1, then 4 at v2: what a downgrade fills
    const std::string text = versioned::json::write(rest);
    CHECK(text.find(R"({"at":"v2","path":"/hostPort","dropped":9090})") != std::string::npos);
    CHECK(text.find(R"({"at":"v2","path":"/ports","dropped_length":2})") != std::string::npos);
    CHECK(text.find(R"({"at":"v3","path":"/timeout","dropped":30})") != std::string::npos);
    auto again = versioned::json::read<versioned::residue<Config>>(text);
    REQUIRE_MESSAGE(again, again.error().message());
    CHECK(versioned::json::write(*again) == text);

    // an edit at v3 of another field keeps the dropped values
    Config<v3> edited = up;
    edited.level = 9;
    const Config<v1> back = versioned::convert<v1>(edited, *again);
    Config<v1> expected = c;
    CHECK(back == expected);
    // what is left is the downgrade's own: the edited level, which v1 lacks
    CHECK(again->size() == 1);
    CHECK(again->contains("v2", "/level"));

    // step by step, with the residue through each
    versioned::residue<Config> steps;
    const Config<v2> two = versioned::upgrade(c, steps);
    const Config<v3> three = versioned::upgrade(two, steps);
    const Config<v2> two_back = versioned::downgrade(three, steps);
    CHECK(versioned::get<1>(two_back) == "/tmp/app.log"); // deprecated_log_file
    CHECK(steps.contains("v2", "/hostPort"));
    CHECK_FALSE(steps.contains("v3", "/logFile"));
    CHECK(versioned::downgrade(two_back, steps) == c);
    CHECK(steps.empty());
}

TEST_CASE("a sequence whose length changed at the newer version gives nothing back below it") {
    const Config<v1> c = sample();
    versioned::residue<Config> rest;
    Config<v3> up = versioned::convert<v3>(c, rest);
    up.ports.erase(up.ports.begin()); // positions no longer name the same elements
    const Config<v1> back = versioned::convert<v1>(up, rest);
    REQUIRE(back.ports.size() == 1);
    CHECK(back.ports[0].name == "metrics");
    CHECK(back.ports[0].host_port == 0);
    CHECK(back.host_port == 9090); // elsewhere, given back
    CHECK(rest.empty());
}

TEST_CASE("entries of an older state are not given back") {
    const Config<v1> c = sample();
    versioned::residue<Config> rest;
    const Config<v3> up = versioned::convert<v3>(c, rest);
    // converted from v1 again: v3's entries belong to the object converted before
    Config<v1> other = c;
    other.host_port = 1;
    CHECK(versioned::convert<v1>(versioned::convert<v3>(other, rest), rest).host_port == 1);
    (void)up;
    CHECK(rest.empty());
}

TEST_CASE("the residue's JSON form: dropped entries are checked against the table") {
    using versioned::json::errc;
    const auto read = [](std::string_view text) { return versioned::json::read<versioned::residue<Config>>(text); };
    auto wrong_path = read(R"({"format":1,"entries":[{"at":"v2","path":"/name","dropped":"x"}]})");
    REQUIRE_FALSE(wrong_path);
    CHECK(wrong_path.error().path == "/entries/0/path");
    CHECK(wrong_path.error().detail.find("no field removed at v2") != std::string::npos);
    auto wrong_version = read(R"({"format":1,"entries":[{"at":"v3","path":"/hostPort","dropped":1}]})");
    REQUIRE_FALSE(wrong_version);
    CHECK(wrong_version.error().path == "/entries/0/path");
    auto wrong_type = read(R"({"format":1,"entries":[{"at":"v2","path":"/hostPort","dropped":"x"}]})");
    REQUIRE_FALSE(wrong_type);
    CHECK(wrong_type.error().path == "/entries/0/dropped");
    auto out_of_range = read(R"({"format":1,"entries":[{"at":"v2","path":"/hostPort","dropped":70000}]})");
    REQUIRE_FALSE(out_of_range);
    CHECK(out_of_range.error().code == errc::out_of_range);
    auto with_value = read(R"({"format":1,"entries":[{"at":"v2","path":"/hostPort","dropped":1,"value":1}]})");
    REQUIRE_FALSE(with_value);
    CHECK(with_value.error().path == "/entries/0");
    auto length_not_sequence = read(R"({"format":1,"entries":[{"at":"v2","path":"/mainPort","dropped_length":1}]})");
    REQUIRE_FALSE(length_not_sequence);
    CHECK(length_not_sequence.error().path == "/entries/0/path");
    auto nested = read(R"({"format":1,"entries":[{"at":"v2","path":"/ports/3/hostPort","dropped":5},)"
                       R"({"at":"v2","path":"/backend/port/hostPort","dropped":6}]})");
    REQUIRE_MESSAGE(nested, nested.error().message());
}

TEST_CASE("residue paths cross the keys a table gives, both ways") {
    versioned::residue<Holder> rest;
    const Holder<v1> old{.primary = {"p", 81, 80}, .quota = {.limit = 1}};
    const Holder<v3> cur = versioned::convert<v3>(old, rest);
    CHECK(rest.contains("v2", "/primary-port/hostPort"));
    Holder<v3> edited = cur;
    edited.quota.burst = 7;
    auto kept = versioned::json::read<versioned::residue<Holder>>(versioned::json::write(rest));
    REQUIRE_MESSAGE(kept, kept.error().message());
    const Holder<v1> down = versioned::convert<v1>(edited, *kept);
    CHECK(down == old);
    CHECK(versioned::json::write(*kept) == R"({"format":1,"entries":[{"at":"v2","path":"/quota-spec/burst","value":7}]})");
    CHECK(versioned::convert<v3>(down, *kept) == edited);
    CHECK(versioned::testing::check_lossless_round_trips<Holder>(test_scale::iterations(500), 43).ok);
}

TEST_CASE("the history shows the removal") {
    const std::string table = versioned::history_table<Config>();
    CHECK(table.find("| `hostPort` |") == std::string::npos); // rows are named by the field
    CHECK(table.find("| `host_port` | `host_port`: `std::uint16_t` | **removed** | — |") != std::string::npos);
    const std::string log = versioned::changelog<Config>();
    CHECK(log.find("- **v2**: `host_port` removed") != std::string::npos);
    CHECK(log.find("`deprecated_log_file` removed") != std::string::npos);
}

TEST_CASE("check_lossless_round_trips covers removed fields both ways") {
    const auto r = versioned::testing::check_lossless_round_trips<Config>(test_scale::iterations(300), 41);
    CHECK_MESSAGE(r.ok, r.message);
    CHECK(r.checked > 300);
    const auto ports = versioned::testing::check_lossless_round_trips<Port>(test_scale::iterations(1000), 42);
    CHECK_MESSAGE(ports.ok, ports.message);
}

} // namespace
