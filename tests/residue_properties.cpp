// Property tests of the residue (DESIGN.md §7) through versioned::testing::check_lossless_round_trips:
// thousands of generated values per table and version pair, with and without edits at the
// older version, through the JSON form, for tables with every action, containers, hooks and
// deep nesting -- and negative cases the check must report.
#include <versioned/testing_residue.hpp>
#include <versioned/versioned.hpp>

#include <doctest/doctest.h>

#include <array>
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <vector>

VERSIONED_VERSIONS(lp,
    (v1alpha1, deprecated("use v1beta1")),
    v1beta1,
    v1beta2,
    v1);

VERSIONED_KEY_NAMING(lp, camel_case);

constexpr std::size_t default_replicas() { return 3; }
constexpr std::uint16_t port_down(std::uint32_t p) { return static_cast<std::uint16_t>(p); }
constexpr float to_float(double d) {
    constexpr double max = 3.0e38;
    return static_cast<float>(d > max ? max : d < -max ? -max : d);
}
constexpr std::int32_t narrow(std::int64_t t) { return static_cast<std::int32_t>(t); }

VERSIONED_STRUCT(lp, Bar,
    (std::string,  image),
    (std::int32_t, cpu_millis, added(v1beta1)),
    (std::string,  tag,        changed(v1beta2, from_name(label))),
    (std::int64_t, memory,     changed(v1, from_type(std::int32_t), downgrade_with(narrow))));

VERSIONED_STRUCT(lp, FooSpec,
    (std::string,   name),
    (std::size_t,   replicas,  added(v1beta1, default_with(default_replicas))),
    (std::uint32_t, port,      changed(v1, from_name(host_port), from_type(std::uint16_t), downgrade_with(port_down))),
    (bool,          legacy,    deprecated(v1, note("no longer read"))),
    (double,        ratio,     changed(v1beta2, from_type(float), downgrade_with(to_float))),
    (lp::Bar<V>,    bar));

VERSIONED_STRUCT(lp, Fleet,
    (lp::Bar<V>,                                       lead),
    (std::optional<lp::Bar<V>>,                        spare),
    (std::vector<lp::Bar<V>>,                          bars),
    ((std::array<lp::Bar<V>, 2>),                      pair),
    ((std::map<std::string, lp::Bar<V>>),              by_name),
    ((std::unordered_map<std::string, lp::Bar<V>>),    by_id),
    (std::vector<std::optional<lp::Bar<V>>>,           sparse),
    ((std::map<std::string, std::vector<lp::Bar<V>>>), groups),
    (std::int64_t,                                     total, changed(v1beta1, from_type(std::int32_t), downgrade_with(narrow))),
    (lp::Bar<V>,                                       extra, added(v1beta2)),
    (std::string,                                      note,  deprecated(v1beta2, note("unused"))));

// Deep nesting: containers of structs of containers of structs.
VERSIONED_STRUCT(lp, Region,
    (std::string,                                       name),
    (std::vector<lp::Fleet<V>>,                         fleets),
    ((std::map<std::string, std::optional<lp::FooSpec<V>>>), specs, added(v1beta2)),
    (std::optional<std::vector<lp::FooSpec<V>>>,        spare_specs));

// Struct-level hooks in both directions, one lossy: a split (name -> first, last) and a
// lower-casing upgrade.
VERSIONED_STRUCT(lp, Person,
    (std::string, name,  deprecated(v1, note("use first and last"))),
    (std::string, first, added(v1)),
    (std::string, last,  added(v1)),
    (std::string, text),
    (std::string, lower, added(v1beta1)),
    hooks(upgrade(v1beta1), upgrade(v1), downgrade(v1)));

namespace lp {
inline void versioned_upgrade(const Person<v1beta2>& from, Person<v1>& to) {
    const auto space = from.name.find(' ');
    to.first = from.name.substr(0, space);
    to.last = space == std::string::npos ? std::string() : from.name.substr(space + 1);
}
inline void versioned_downgrade(const Person<v1>& from, Person<v1beta2>& to) { to.name = from.first + " " + from.last; }
inline void versioned_upgrade(const Person<versioned::version_at_t<versions, 0>>& from, Person<v1beta1>& to) {
    to.text.clear();
    for (char c : from.text) to.text.push_back(static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c));
    to.lower = to.text;
}
} // namespace lp

// NEGATIVE: a codec that does not round-trip (it forgets `ignored`): the residue's JSON form
// loses what the residue recorded, and the check through JSON must say so.
struct Lossy {
    std::int32_t kept = 0;
    std::int32_t ignored = 0;
    friend bool operator==(const Lossy&, const Lossy&) = default;
};
template <>
struct versioned::testing::arbitrary<Lossy> {
    static Lossy make(generator& g) { return Lossy{g.make<std::int32_t>(), g.make<std::int32_t>()}; }
};
template <>
struct versioned::json::codec<Lossy> {
    static void write(writer& out, const Lossy& l) { out.write(l.kept); }
    static bool read(reader& in, Lossy& l) { return in.read(l.kept); }
};

// NEGATIVE: a downgrade hook that throws for some values.
VERSIONED_STRUCT(lp, Throwing,
    (std::int32_t, id),
    (std::string,  text, added(v1)),
    hooks(downgrade(v1)));

namespace lp {
inline void versioned_downgrade(const Throwing<v1>& from, Throwing<v1beta2>&) {
    if (from.text.size() > 3) throw std::length_error("text longer than 3");
}
} // namespace lp

VERSIONED_STRUCT(lp, Sloppy,
    (std::int32_t, id),
    (Lossy,        value, added(v1)));

using versioned::testing::check_lossless_round_trips;
using versioned::testing::lossless_options;

TEST_CASE("lossless round trips: FooSpec, every version pair, with and without edits, through JSON") {
    const auto r = check_lossless_round_trips<lp::FooSpec>(1000, 1);
    CHECK_MESSAGE(r.ok, r.message);
    CHECK(r.checked == 1000 * 6 * 2);
    const auto in_memory = check_lossless_round_trips<lp::FooSpec>(500, 2, lossless_options{.through_json = false});
    CHECK_MESSAGE(in_memory.ok, in_memory.message);
}

TEST_CASE("lossless round trips: every container of nested structs") {
    const auto r = check_lossless_round_trips<lp::Fleet>(300, 3);
    CHECK_MESSAGE(r.ok, r.message);
    CHECK(r.checked == 300 * 6 * 2);
    CHECK(check_lossless_round_trips<lp::Bar>(500, 4).ok);
}

TEST_CASE("lossless round trips: deep nesting") {
    const auto r = check_lossless_round_trips<lp::Region>(50, 5);
    CHECK_MESSAGE(r.ok, r.message);
}

TEST_CASE("lossless round trips: struct-level hooks, a lossy one included") {
    const auto r = check_lossless_round_trips<lp::Person>(1000, 6);
    CHECK_MESSAGE(r.ok, r.message);
}

TEST_CASE("lossless round trips: an exception from a hook fails the check, naming the versions, seed and iteration") {
    const auto r = check_lossless_round_trips<lp::Throwing>(200, 9);
    REQUIRE_FALSE(r.ok);
    INFO(r.message);
    CHECK(r.message.find("lossless round trip v1 -> v1alpha1 -> v1 threw: text longer than 3 (seed 9, iteration ") == 0);
}

TEST_CASE("lossless round trips: a loss is reported with the field, the versions, the seed and the iteration") {
    CHECK(check_lossless_round_trips<lp::Sloppy>(200, 7, lossless_options{.through_json = false}).ok);
    const auto r = check_lossless_round_trips<lp::Sloppy>(200, 7, lossless_options{.edits = false});
    REQUIRE_FALSE(r.ok);
    INFO(r.message);
    CHECK(r.message.find("lossless round trip v1 -> v1alpha1 -> v1: field 'value': before ") != std::string::npos);
    CHECK(r.message.find("(seed 7, iteration 0)") != std::string::npos);
}
