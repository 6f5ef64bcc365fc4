// Struct-level hooks (DESIGN.md §4), announced in the field table, hooks(upgrade(B),
// downgrade(B)), which declares them (B the later version of the step):
//   void versioned_upgrade(const S<A>& from, S<B>& to);     // B the version after A
//   void versioned_downgrade(const S<B>& from, S<A>& to);
// run after the generated step, see its values and may overwrite them, receive the whole
// source (also when converting from an rvalue), run once per adjacent step of a chain, and run
// for nested structs when an enclosing struct converts. The Kubernetes CronTab split
// (host_port -> host + port) is the motivating example.
#include <versioned/versioned.hpp>

#include <doctest/doctest.h>

#include <charconv>
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

VERSIONED_VERSIONS(hk, v1beta1, v1beta2, v1);

constexpr std::int32_t three() { return 3; }

//   v1beta1 {name, note}   v1beta2 {name, replicas=3, note}   v1 {name, replicas, note, extra}
VERSIONED_STRUCT(hk, Counted,
    (std::string,  name),
    (std::int32_t, replicas, added(v1beta2, default_with(three))),
    (std::string,  note),
    (std::string,  extra,    added(v1)),
    hooks(upgrade(v1beta2), upgrade(v1), downgrade(v1), downgrade(v1beta2)));

// A struct with no hooks that nests Counted: Counted's hooks run inside its conversion.
VERSIONED_STRUCT(hk, Outer,
    (std::string,                               id),
    (hk::Counted<V>,                            one),
    (std::vector<hk::Counted<V>>,               many),
    (std::optional<hk::Counted<V>>,             maybe),
    ((std::map<std::string, hk::Counted<V>>),   named));

// Only an upgrade hook, and only for one step: the other steps are the generated ones.
VERSIONED_STRUCT(hk, OneWay,
    (std::string, name),
    (std::string, upper, added(v1beta2)),
    hooks(upgrade(v1beta2)));

// One template can do the work of every step; each step's hook is still announced and calls it.
VERSIONED_STRUCT(hk, Generic,
    (std::int32_t, x),
    (std::int32_t, steps, added(v1beta2)),
    hooks(upgrade(v1beta2), upgrade(v1)),
    hooks(downgrade(v1beta2), downgrade(v1))); // hooks(...) may be split and placed anywhere

namespace {

// What the hooks saw, per step: index 0 is v1beta1 <-> v1beta2, index 1 is v1beta2 <-> v1.
struct observations {
    int upgrades[2] = {0, 0};
    int downgrades[2] = {0, 0};
    std::string from_name;       // from.name as the last hook saw it
    std::string to_name;         // to.name as the generated step left it
    std::int32_t to_replicas = -1;
    std::string to_note;
    std::vector<std::string> order; // "up0:<name>", "down1:<name>", ...
};
observations seen;

void reset() { seen = observations{}; }

} // namespace

namespace hk {

void versioned_upgrade(const Counted<v1beta1>& from, Counted<v1beta2>& to) {
    ++seen.upgrades[0];
    seen.from_name = from.name;
    seen.to_name = to.name;
    seen.to_replicas = to.replicas;
    seen.to_note = to.note;
    seen.order.push_back("up0:" + from.name);
    to.note = "upgraded from v1beta1: " + from.note; // overwrite what the generated step set
}
void versioned_upgrade(const Counted<v1beta2>& from, Counted<v1>& to) {
    ++seen.upgrades[1];
    seen.from_name = from.name;
    seen.to_name = to.name;
    seen.order.push_back("up1:" + from.name);
    to.extra = "set by the hook, replicas " + std::to_string(from.replicas);
}
void versioned_downgrade(const Counted<v1>& from, Counted<v1beta2>& to) {
    ++seen.downgrades[1];
    seen.from_name = from.name;
    seen.to_name = to.name;
    seen.order.push_back("down1:" + from.name);
    if (!from.extra.empty()) to.note += " [" + from.extra + "]"; // keep what the drop would lose
}
void versioned_downgrade(const Counted<v1beta2>& from, Counted<v1beta1>& to) {
    ++seen.downgrades[0];
    seen.from_name = from.name;
    seen.to_name = to.name;
    seen.to_note = to.note;
    seen.order.push_back("down0:" + from.name);
    to.note = "replicas=" + std::to_string(from.replicas) + ";" + to.note;
}

int one_way_hook_calls = 0;
void versioned_upgrade(const OneWay<v1beta1>& from, OneWay<v1beta2>& to) {
    ++one_way_hook_calls;
    to.upper.clear();
    for (char c : from.name) to.upper.push_back(static_cast<char>(c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c));
}

template <class A, class B>
void generic_up(const Generic<A>& from, Generic<B>& to) {
    if constexpr (versioned::has_field<Generic<A>, "steps">)
        to.steps = from.steps + 1;
    else
        to.steps = 1;
}
template <class B, class A>
void generic_down(const Generic<B>&, Generic<A>& to) {
    to.x = -to.x; // visible: each downgrade step negates
}
void versioned_upgrade(const Generic<v1beta1>& from, Generic<v1beta2>& to) { generic_up(from, to); }
void versioned_upgrade(const Generic<v1beta2>& from, Generic<v1>& to) { generic_up(from, to); }
void versioned_downgrade(const Generic<v1beta2>& from, Generic<v1beta1>& to) { generic_down(from, to); }
void versioned_downgrade(const Generic<v1>& from, Generic<v1beta2>& to) { generic_down(from, to); }

} // namespace hk

namespace {

using hk::Counted;
using hk::v1;
using hk::v1beta1;
using hk::v1beta2;

std::string long_string(char c) { return std::string(100, c); }

} // namespace

TEST_CASE("a hook runs after the generated step: it sees the generated values and can overwrite them") {
    reset();
    const Counted<v1beta1> a{.name = "web", .note = "n"};
    const Counted<v1beta2> b = versioned::upgrade(a);
    CHECK(seen.upgrades[0] == 1);
    CHECK(seen.to_name == "web");    // the generated step had already moved/copied name
    CHECK(seen.to_replicas == 3);    // ... and applied default_with
    CHECK(seen.to_note == "n");      // ... and copied note, which the hook then replaced
    CHECK(b.name == "web");
    CHECK(b.replicas == 3);
    CHECK(b.note == "upgraded from v1beta1: n");

    reset();
    Counted<v1beta2> c{.name = "db", .replicas = 7, .note = "x"};
    const Counted<v1beta1> d = versioned::downgrade(c);
    CHECK(seen.downgrades[0] == 1);
    CHECK(seen.to_note == "x");      // generated value, before the hook
    CHECK(d.note == "replicas=7;x"); // the hook kept what the drop of replicas would lose
    CHECK(d.name == "db");
}

TEST_CASE("a hook receives the intact source when converting from an rvalue") {
    reset();
    Counted<v1beta1> a{.name = long_string('a'), .note = long_string('n')};
    const Counted<v1beta2> b = versioned::upgrade(std::move(a));
    CHECK(seen.from_name == long_string('a')); // not moved away before the hook ran
    CHECK(seen.to_name == long_string('a'));
    CHECK(b.name == long_string('a'));
    CHECK(b.note == "upgraded from v1beta1: " + long_string('n'));

    reset();
    Counted<v1> c{.name = long_string('c'), .replicas = 2, .note = "n", .extra = "e"};
    const Counted<v1beta2> d = versioned::downgrade(std::move(c));
    CHECK(seen.from_name == long_string('c'));
    CHECK(d.name == long_string('c'));
    CHECK(d.note == "n [e]");

    // in a chain from an rvalue, every step's hook sees its whole source
    reset();
    Counted<v1beta1> e{.name = long_string('e'), .note = "z"};
    const Counted<v1> f = versioned::convert<v1>(std::move(e));
    REQUIRE(seen.order.size() == 2);
    CHECK(seen.order[0] == "up0:" + long_string('e'));
    CHECK(seen.order[1] == "up1:" + long_string('e'));
    CHECK(f.name == long_string('e'));
}

TEST_CASE("a chain over three versions calls each adjacent hook exactly once, in order") {
    reset();
    const Counted<v1beta1> a{.name = "web", .note = "n"};
    const Counted<v1> up = versioned::convert<v1>(a);
    CHECK(seen.upgrades[0] == 1);
    CHECK(seen.upgrades[1] == 1);
    CHECK(seen.downgrades[0] == 0);
    CHECK(seen.downgrades[1] == 0);
    CHECK(seen.order == std::vector<std::string>{"up0:web", "up1:web"});
    CHECK(up.note == "upgraded from v1beta1: n");
    CHECK(up.extra == "set by the hook, replicas 3");

    reset();
    const Counted<v1beta1> down = versioned::convert<v1beta1>(up);
    CHECK(seen.downgrades[1] == 1);
    CHECK(seen.downgrades[0] == 1);
    CHECK(seen.upgrades[0] == 0);
    CHECK(seen.upgrades[1] == 0);
    CHECK(seen.order == std::vector<std::string>{"down1:web", "down0:web"});
    CHECK(down.note == "replicas=3;upgraded from v1beta1: n [set by the hook, replicas 3]");

    SUBCASE("one step calls one hook") {
        reset();
        (void)versioned::upgrade(versioned::upgrade(a));
        CHECK(seen.upgrades[0] == 1);
        CHECK(seen.upgrades[1] == 1);
        reset();
        (void)versioned::convert<v1beta2>(a);
        CHECK(seen.upgrades[0] == 1);
        CHECK(seen.upgrades[1] == 0);
    }
    SUBCASE("the identity calls none") {
        reset();
        (void)versioned::convert<v1beta1>(a);
        (void)versioned::convert<v1>(up);
        CHECK(seen.order.empty());
    }
    SUBCASE("runtime dispatch calls the hooks of the held version's chain") {
        reset();
        const versioned::any<Counted> held = versioned::convert<v1beta2>(a);
        reset();
        (void)versioned::convert<v1>(held);
        CHECK(seen.order == std::vector<std::string>{"up1:web"});
        reset();
        versioned::any<Counted> owned = a;
        (void)versioned::convert<v1>(std::move(owned));
        CHECK(seen.order == std::vector<std::string>{"up0:web", "up1:web"});
    }
}

TEST_CASE("hooks of a nested struct run when the enclosing struct converts") {
    using hk::Outer;
    const Outer<v1beta1> a{.id = "o",
                           .one = {.name = "one", .note = ""},
                           .many = {{.name = "m1", .note = ""}, {.name = "m2", .note = ""}},
                           .maybe = Counted<v1beta1>{.name = "maybe", .note = ""},
                           .named = {{"k", {.name = "named", .note = ""}}}};
    reset();
    const Outer<v1beta2> b = versioned::upgrade(a);
    CHECK(seen.upgrades[0] == 5); // one + 2 in the vector + the optional + the map value
    CHECK(seen.upgrades[1] == 0);
    CHECK(b.one.note == "upgraded from v1beta1: ");
    CHECK(b.many[1].note == "upgraded from v1beta1: ");
    CHECK(b.maybe->note == "upgraded from v1beta1: ");
    CHECK(b.named.at("k").note == "upgraded from v1beta1: ");

    reset();
    const Outer<v1> c = versioned::convert<v1>(a);
    CHECK(seen.upgrades[0] == 5);
    CHECK(seen.upgrades[1] == 5);
    CHECK(c.many[0].extra == "set by the hook, replicas 3");

    reset();
    Outer<v1beta1> empty{};
    (void)versioned::convert<v1>(empty);
    CHECK(seen.upgrades[0] == 1); // only `one`: nothing in the empty containers
    CHECK(seen.upgrades[1] == 1);

    reset();
    (void)versioned::convert<v1beta1>(c);
    CHECK(seen.downgrades[1] == 5);
    CHECK(seen.downgrades[0] == 5);
}

TEST_CASE("a hook for one direction and one step leaves the other steps generated") {
    using hk::OneWay;
    hk::one_way_hook_calls = 0;
    const OneWay<v1beta1> a{.name = "web"};
    const OneWay<v1> c = versioned::convert<v1>(a);
    CHECK(hk::one_way_hook_calls == 1);
    CHECK(c.upper == "WEB");
    const OneWay<v1beta1> back = versioned::convert<v1beta1>(c);
    CHECK(hk::one_way_hook_calls == 1); // no downgrade hook
    CHECK(back == a);
}

TEST_CASE("announced hooks sharing one template run on every step") {
    using hk::Generic;
    const Generic<v1beta1> a{.x = 5};
    const Generic<v1beta2> b = versioned::upgrade(a);
    CHECK(b.steps == 1);
    const Generic<v1> c = versioned::upgrade(b);
    CHECK(c.steps == 2);
    CHECK(versioned::convert<v1>(a) == c);
    CHECK(versioned::downgrade(c).x == -5);
    CHECK(versioned::convert<v1beta1>(c).x == 5); // negated twice
}

// ---- where a hook is declared does not matter: the announcement decides ------------------------

VERSIONED_VERSIONS(late, v1, v2);
VERSIONED_STRUCT(late, Late,
    (std::int32_t, x),
    (std::int32_t, y, added(v2)),
    hooks(upgrade(v2)));

// A conversion instantiated before the hook's definition (an inline function, not a template):
// the announced hook was declared by VERSIONED_STRUCT, so the conversion calls it. (Before
// hooks were announced, g++ called a hook declared here and clang++ did not.)
inline late::Late<late::v2> convert_before_the_hook_is_defined(const late::Late<late::v1>& a) {
    return versioned::upgrade(a);
}

namespace late {
void versioned_upgrade(const Late<v1>& from, Late<v2>& to) { to.y = from.x * 10; }
} // namespace late

TEST_CASE("an announced hook runs wherever its definition is") {
    CHECK(convert_before_the_hook_is_defined({.x = 4}).y == 40);
    CHECK(versioned::convert<late::v2>(late::Late<late::v1>{.x = 5}).y == 50);
    CHECK(versioned::detail::hook_table_v<versioned::descriptor_of_t<late::Late<late::v1>>>.up[1]);
    CHECK_FALSE(versioned::detail::hook_table_v<versioned::descriptor_of_t<late::Late<late::v1>>>.down[1]);
}

// ---- hooks for a deprecated version, without a warning (the tests build with -Werror) -----------

VERSIONED_VERSIONS(dep, (v1alpha1, deprecated("use v1")), v1);
VERSIONED_STRUCT(dep, Legacy,
    (std::string, text),
    (std::size_t, length, added(v1)),
    hooks(upgrade(v1), downgrade(v1)));

namespace dep {
// versioned::at_t names the deprecated version through the enum: no -Wdeprecated-declarations.
void versioned_upgrade(const versioned::at_t<Legacy, version::v1alpha1>& from, Legacy<v1>& to) {
    to.length = from.text.size();
}
void versioned_downgrade(const Legacy<v1>& from, versioned::at_t<Legacy, version::v1alpha1>& to) {
    to.text += "#" + std::to_string(from.length);
}
} // namespace dep

static_assert(std::is_same_v<versioned::at_t<dep::Legacy, dep::version::v1>, dep::Legacy<dep::v1>>);
static_assert(std::is_same_v<versioned::at_t<dep::Legacy, dep::version::v1alpha1>, versioned::oldest_t<dep::Legacy>>);

TEST_CASE("hooks of a deprecated version are written with versioned::at_t, warning-free") {
    const versioned::at_t<dep::Legacy, dep::version::v1alpha1> old{.text = "abc"};
    const dep::Legacy<dep::v1> now = versioned::upgrade(old);
    CHECK(now.length == 3);
    CHECK(versioned::downgrade(now).text == "abc#3");
}

// ---- the Kubernetes CronTab split: host_port -> host + port -------------------------------------

VERSIONED_VERSIONS(stable, v1beta1, v1);

VERSIONED_STRUCT(stable, CronTabSpec,
    (std::string,   cron_spec),
    (std::string,   image),
    (std::string,   host_port, deprecated(v1, note("use host and port"))),
    (std::string,   host,      added(v1)),
    (std::uint16_t, port,      added(v1)),
    hooks(upgrade(v1), downgrade(v1)));

namespace stable {

int crontab_upgrades = 0;
std::string crontab_seen_host_port; // from.host_port as the upgrade hook saw it

// v1beta1 -> v1: host and port from host_port (the part after the last ':' is the port).
void versioned_upgrade(const CronTabSpec<v1beta1>& from, CronTabSpec<v1>& to) {
    ++crontab_upgrades;
    crontab_seen_host_port = from.host_port;
    const std::string& hp = from.host_port;
    const auto colon = hp.rfind(':');
    to.host = hp.substr(0, colon);
    if (colon != std::string::npos) std::from_chars(hp.data() + colon + 1, hp.data() + hp.size(), to.port);
}

// v1 -> v1beta1: host_port from host and port, so an edit made in v1 is not lost.
void versioned_downgrade(const CronTabSpec<v1>& from, CronTabSpec<v1beta1>& to) {
    to.host_port = from.host + ":" + std::to_string(from.port);
}

} // namespace stable

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations" // v1's deprecated_host_port, on purpose

namespace {

stable::CronTabSpec<stable::v1beta1> crontab(const std::string& host_port) {
    return {.cron_spec = "* * * * */5", .image = "my-awesome-cron-image", .host_port = host_port};
}

} // namespace

TEST_CASE("CronTab: host_port splits into host and port, and joins back") {
    stable::crontab_upgrades = 0;
    const auto beta = crontab("localhost:1234");
    const stable::CronTabSpec<stable::v1> ga = versioned::upgrade(beta);
    CHECK(stable::crontab_upgrades == 1);
    CHECK(ga.cron_spec == "* * * * */5");
    CHECK(ga.image == "my-awesome-cron-image");
    CHECK(ga.host == "localhost");
    CHECK(ga.port == 1234);
    CHECK(ga.deprecated_host_port == "localhost:1234"); // the generated step kept it
    CHECK(versioned::downgrade(ga) == beta);

    SUBCASE("an edit made in v1 wins over the deprecated member on the way down") {
        auto edited = ga;
        edited.host = "example.com";
        edited.port = 8443;
        edited.deprecated_host_port = "ignored:1"; // the hook overwrites the generated value
        CHECK(versioned::downgrade(edited).host_port == "example.com:8443");
        CHECK(versioned::convert<stable::v1beta1>(edited).host_port == "example.com:8443");
    }
    SUBCASE("from an rvalue the hook still sees host_port") {
        auto moving = crontab(std::string(60, 'h') + ":80");
        stable::crontab_seen_host_port.clear();
        const auto up = versioned::upgrade(std::move(moving));
        CHECK(stable::crontab_seen_host_port == std::string(60, 'h') + ":80");
        CHECK(up.host == std::string(60, 'h'));
        CHECK(up.port == 80);
        CHECK(up.deprecated_host_port == std::string(60, 'h') + ":80");
    }
}

TEST_CASE("CronTab: a host without a port, an IPv6 literal, a port out of range") {
    SUBCASE("no ':' -- the whole string is the host, the port stays value-initialized") {
        const auto ga = versioned::upgrade(crontab("example.com"));
        CHECK(ga.host == "example.com");
        CHECK(ga.port == 0);
        // not a round trip: the downgrade writes the port it has
        CHECK(versioned::downgrade(ga).host_port == "example.com:0");
    }
    SUBCASE("[::1]:80 -- the last ':' separates the port, the brackets stay in the host") {
        const auto ga = versioned::upgrade(crontab("[::1]:80"));
        CHECK(ga.host == "[::1]");
        CHECK(ga.port == 80);
        CHECK(versioned::downgrade(ga).host_port == "[::1]:80");
    }
    SUBCASE("::1 without brackets -- split at the last ':'") {
        const auto ga = versioned::upgrade(crontab("::1"));
        CHECK(ga.host == ":");
        CHECK(ga.port == 1);
    }
    SUBCASE("a port that does not fit uint16 -- from_chars leaves the port at 0") {
        const auto ga = versioned::upgrade(crontab("localhost:99999"));
        CHECK(ga.host == "localhost");
        CHECK(ga.port == 0);
    }
    SUBCASE("an empty host_port") {
        const auto ga = versioned::upgrade(crontab(""));
        CHECK(ga.host.empty());
        CHECK(ga.port == 0);
        CHECK(versioned::downgrade(ga).host_port == ":0");
    }
}

#pragma GCC diagnostic pop
