// Versioned enums: VERSIONED_ENUM, the enumerations per version, names, casts, conversions
// (alone, as struct fields, inside containers), schemas and generated values.
#include <versioned/versioned.hpp>
#include <versioned/testing.hpp>

#include <doctest/doctest.h>

#include <array>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

VERSIONED_VERSIONS(eapi, v1alpha1, v1beta1, v1, v2beta1, v2);

// A deprecated version named by actions: the library's own uses of it do not warn.
VERSIONED_VERSIONS(dapi, (v1, deprecated("use v2")), v2);
VERSIONED_ENUM(dapi, Mode, (Off, added(v1)), (On, added(v2, downgrade_to(Off))), (Auto, deprecated(v2)));
VERSIONED_STRUCT(dapi, Light, (dapi::Mode<V>, mode));

VERSIONED_ENUM(eapi, Phase,
    (Pending),
    (Running, doc("at least one container runs")),
    (Paused,    added(v1beta1, downgrade_to(Running))),
    (Succeeded, changed(v1, from_name(Done))),
    (Unknown,   deprecated(v1, note("never set"))));

// A chain: Draining (v2) goes to Stopping (v1beta1) below v2, which goes to Stopped below v1beta1;
// Stopping was called Halting before v1, so downgrade_to names it so.
VERSIONED_ENUM(eapi, Power,
    (Stopped),
    (Stopping, added(v1beta1, downgrade_to(Stopped)), changed(v1, from_name(Halting))),
    (Draining, added(v2, downgrade_to(Stopping))),
    (Booting,  added(v1alpha1)));   // added in the first version: no downgrade_to needed

VERSIONED_STRUCT(eapi, Job,
    (std::string,                           name),
    (eapi::Phase<V>,                        phase),
    (std::optional<eapi::Power<V>>,         power),
    (std::vector<eapi::Phase<V>>,           history),
    ((std::array<eapi::Power<V>, 2>),       pair),
    ((std::map<std::string, eapi::Phase<V>>), by_node, added(v1beta1)));

namespace {

using eapi::Phase;
using eapi::Power;
using eapi::v1alpha1;
using eapi::v1;
using eapi::v1beta1;
using eapi::v2;
using eapi::v2beta1;

// ---- the types -------------------------------------------------------------------------------

template <class E>
constexpr bool scoped = std::is_enum_v<E> && !std::is_convertible_v<E, int>;
static_assert(scoped<Phase<v1alpha1>> && scoped<Phase<v1beta1>> && scoped<Phase<v1>> && scoped<Phase<v2>>);
static_assert(std::is_same_v<std::underlying_type_t<Phase<v1>>, int>);
static_assert(versioned::versioned_enum<Phase<v1>> && !versioned::versioned_enum<eapi::version> &&
              !versioned::versioned_enum<int>);
// One enumeration per distinct enumerator set; versions without enum actions between them share it.
static_assert(!std::is_same_v<Phase<v1alpha1>, Phase<v1beta1>>);
static_assert(!std::is_same_v<Phase<v1beta1>, Phase<v1>>);
static_assert(std::is_same_v<Phase<v1>, Phase<v2beta1>> && std::is_same_v<Phase<v1>, Phase<v2>>);
static_assert(std::is_same_v<Phase<v1beta1>, eapi::versioned_enum_Phase::since_v1beta1>);

// Exactly the version's enumerators, under the version's names.
template <class E, class = void>
constexpr bool has_paused = false;
template <class E>
constexpr bool has_paused<E, std::void_t<decltype(E::Paused)>> = true;
template <class E, class = void>
constexpr bool has_done = false;
template <class E>
constexpr bool has_done<E, std::void_t<decltype(E::Done)>> = true;
static_assert(!has_paused<Phase<v1alpha1>> && has_paused<Phase<v1beta1>> && has_paused<Phase<v1>>);
static_assert(has_done<Phase<v1alpha1>> && has_done<Phase<v1beta1>> && !has_done<Phase<v1>>);

// Values are the row in the table, the same in every version (renamed ones included).
static_assert(static_cast<int>(Phase<v1alpha1>::Done) == 3 && static_cast<int>(Phase<v1>::Succeeded) == 3);
static_assert(static_cast<int>(Phase<v1beta1>::Paused) == 2);
static_assert(static_cast<int>(Phase<v1alpha1>::Running) == static_cast<int>(Phase<v2>::Running));

constexpr std::string_view names_of(std::size_t i, const auto& list) { return list[i].first; }
static_assert(versioned::enumerators<Phase<v1alpha1>>.size() == 4);
static_assert(versioned::enumerators<Phase<v1beta1>>.size() == 5);
static_assert(names_of(2, versioned::enumerators<Phase<v1alpha1>>) == "Done");
static_assert(names_of(3, versioned::enumerators<Phase<v1>>) == "Succeeded");
static_assert(versioned::enumerators<Phase<v1>>[3].second == Phase<v1>::Succeeded);
static_assert(versioned::enumerators<Power<v1alpha1>>.size() == 2); // Stopped, Booting
static_assert(versioned::enumerators<Power<v2>>.size() == 4);

// The checked lookup by name.
static_assert(versioned::enumerator_v<Phase<v1beta1>, "Paused"> == Phase<v1beta1>::Paused);
static_assert(versioned::enumerator_v<Phase<v1alpha1>, "Done"> == Phase<v1alpha1>::Done);

// Constant expressions.
static_assert(versioned::to_string(Phase<v1beta1>::Paused) == "Paused");
static_assert(versioned::enum_cast<Phase<v1>>("Succeeded") == Phase<v1>::Succeeded);
static_assert(versioned::convert<v1alpha1>(Phase<v1beta1>::Paused) == Phase<v1alpha1>::Running);

// A switch that names every enumerator compiles under -Wswitch -Werror (the incomplete one is a
// compile-fail test: tests/compile_fail/enum_switch_incomplete.cpp).
constexpr int code(Phase<v1beta1> p) {
    switch (p) {
    case Phase<v1beta1>::Pending: return 0;
    case Phase<v1beta1>::Running: return 1;
    case Phase<v1beta1>::Paused: return 2;
    case Phase<v1beta1>::Done: return 3;
    case Phase<v1beta1>::Unknown: return 4;
    }
    return -1;
}
static_assert(code(Phase<v1beta1>::Paused) == 2);

// The struct rules' "lossless implicit conversion" and the conversions know versioned enums:
// any two versions of the same enum (as for versioned structs), also inside containers.
static_assert(versioned::detail::lossless_v<Phase<v1alpha1>, Phase<v2>>);
static_assert(versioned::detail::lossless_v<std::vector<Phase<v2>>, std::vector<Phase<v1alpha1>>>);
static_assert(versioned::detail::lossless_v<Phase<v1>, std::optional<Phase<v1beta1>>>);
static_assert(!versioned::detail::lossless_v<Phase<v1>, Power<v1>>);
static_assert(!versioned::detail::lossless_v<Phase<v1>, int>);
static_assert(versioned::detail::convertible_value<std::optional<Power<v2>>, std::optional<Power<v1alpha1>>>::value);
static_assert(!versioned::detail::convertible_value<Phase<v2>, Power<v2>>::value);

// Fields follow the struct's version, also inside containers.
static_assert(std::is_same_v<decltype(eapi::Job<v1alpha1>::phase), Phase<v1alpha1>>);
static_assert(std::is_same_v<decltype(eapi::Job<v2>::power), std::optional<Power<v2>>>);
static_assert(std::is_same_v<decltype(eapi::Job<v1>::history), std::vector<Phase<v1>>>);

} // namespace

// ---- runtime -----------------------------------------------------------------------------------

TEST_CASE("a module with a deprecated version") {
    const auto on = versioned::enumerator_v<dapi::Mode<dapi::v2>, "On">;
    CHECK(versioned::to_string(on) == "On");
    const auto light = versioned::testing::generator{1}.make<dapi::Light<dapi::v2>>();
    CHECK_FALSE(versioned::to_string(light.mode).empty());
    CHECK(versioned::enumerators<dapi::Mode<dapi::v2>>.size() == 3);
    const auto r = versioned::testing::check_round_trips<dapi::Light>(200);
    CHECK_MESSAGE(r.ok, r.message);
}

TEST_CASE("to_string and enum_cast use the version's names") {
    CHECK(versioned::to_string(Phase<v1alpha1>::Done) == "Done");
    CHECK(versioned::to_string(Phase<v1>::Succeeded) == "Succeeded");
    CHECK(versioned::to_string(static_cast<Phase<v1>>(99)).empty());
    CHECK(versioned::to_string(static_cast<Phase<v1alpha1>>(2)).empty()); // Paused's row, absent here
    CHECK(versioned::enum_cast<Phase<v1alpha1>>("Done") == Phase<v1alpha1>::Done);
    CHECK(versioned::enum_cast<Phase<v1>>("Done") == std::nullopt);      // renamed in v1
    CHECK(versioned::enum_cast<Phase<v1alpha1>>("Paused") == std::nullopt); // not yet added
    CHECK(versioned::enum_cast<Phase<v1>>("paused") == std::nullopt);    // exact, case-sensitive
    CHECK(versioned::enum_cast<Phase<v1>>("") == std::nullopt);
    for (const auto& [name, value] : versioned::enumerators<Phase<v2>>) {
        CHECK(versioned::to_string(value) == name);
        CHECK(versioned::enum_cast<Phase<v2>>(name) == value);
    }
}

TEST_CASE("deprecation and docs") {
    const auto unknown = versioned::enumerator_v<Phase<v1>, "Unknown">; // no warning: not named directly
    CHECK(versioned::is_deprecated(unknown));
    CHECK(versioned::deprecation_note(unknown) == "never set");
    CHECK_FALSE(versioned::is_deprecated(Phase<v1beta1>::Unknown)); // deprecated from v1 on
    CHECK(versioned::deprecation_note(Phase<v1beta1>::Unknown).empty());
    CHECK(versioned::enumerator_doc(Phase<v1>::Running) == "at least one container runs");
    CHECK(versioned::enumerator_doc(Phase<v1>::Pending).empty());
}

TEST_CASE("convert: renames, downgrade_to, chains") {
    // up: every enumerator exists later, under its later name
    CHECK(versioned::convert<v1>(Phase<v1alpha1>::Done) == Phase<v1>::Succeeded);
    CHECK(versioned::convert<v2>(Phase<v1alpha1>::Pending) == Phase<v2>::Pending);
    // down: renamed back; an enumerator the older version lacks goes to its downgrade_to target
    CHECK(versioned::convert<v1beta1>(Phase<v1>::Succeeded) == Phase<v1beta1>::Done);
    CHECK(versioned::convert<v1alpha1>(Phase<v2>::Paused) == Phase<v1alpha1>::Running);
    CHECK(versioned::convert<v1beta1>(Phase<v2>::Paused) == Phase<v1beta1>::Paused);
    // through a chain, with a rename on the way
    CHECK(versioned::convert<v1>(Power<v2>::Draining) == Power<v1>::Stopping);
    CHECK(versioned::convert<v1beta1>(Power<v2>::Draining) == Power<v1beta1>::Halting);
    CHECK(versioned::convert<v1alpha1>(Power<v2>::Draining) == Power<v1alpha1>::Stopped);
    CHECK(versioned::convert<v1alpha1>(Power<v1>::Stopping) == Power<v1alpha1>::Stopped);
    CHECK(versioned::convert<v1alpha1>(Power<v2>::Booting) == Power<v1alpha1>::Booting);
    // the same version, and a value that is no enumerator, pass unchanged
    CHECK(versioned::convert<v2beta1>(Phase<v2>::Paused) == Phase<v2>::Paused);
    CHECK(static_cast<int>(versioned::convert<v1alpha1>(static_cast<Phase<v2>>(42))) == 42);
}

TEST_CASE("enum fields convert with their struct") {
    eapi::Job<v2> job{.name = "j",
                      .phase = Phase<v2>::Paused,
                      .power = Power<v2>::Draining,
                      .history = {Phase<v2>::Pending, Phase<v2>::Succeeded, Phase<v2>::Paused},
                      .pair = {Power<v2>::Booting, Power<v2>::Draining},
                      .by_node = {{"a", Phase<v2>::Succeeded}}};
    const auto old = versioned::convert<v1alpha1>(job);
    CHECK(old.phase == Phase<v1alpha1>::Running);
    CHECK(old.power == Power<v1alpha1>::Stopped);
    CHECK(old.history == std::vector{Phase<v1alpha1>::Pending, Phase<v1alpha1>::Done, Phase<v1alpha1>::Running});
    CHECK(old.pair == std::array{Power<v1alpha1>::Booting, Power<v1alpha1>::Stopped});
    const auto mid = versioned::convert<v1beta1>(job);
    CHECK(mid.by_node.at("a") == Phase<v1beta1>::Done);
    CHECK(mid.power == Power<v1beta1>::Halting);
    const auto up = versioned::convert<v2>(old);
    CHECK(up.phase == Phase<v2>::Running);
    CHECK(up.history[1] == Phase<v2>::Succeeded);
    CHECK(versioned::upgrade(versioned::upgrade(old)).power == Power<v1>::Stopped);
    eapi::Job<v1alpha1> empty{};
    CHECK_FALSE(versioned::convert<v2>(empty).power.has_value());
}

TEST_CASE("schemas: a string with the version's names, in both dialects") {
    constexpr std::string_view j1 = versioned::json_schema<eapi::Job<v1alpha1>>;
    constexpr std::string_view j2 = versioned::json_schema<eapi::Job<v2>>;
    constexpr std::string_view o2 = versioned::openapi_schema<eapi::Job<v2>>;
    const std::string old_phase = R"("phase":{"type":"string","enum":["Pending","Running","Done","Unknown"]})";
    const std::string new_phase = R"("phase":{"type":"string","enum":["Pending","Running","Paused","Succeeded","Unknown"]})";
    CHECK(j1.find(old_phase) != std::string_view::npos);
    CHECK(j2.find(new_phase) != std::string_view::npos);
    CHECK(o2.find(new_phase) != std::string_view::npos);
    CHECK(o2.find(R"("items":{"type":"string","enum":["Stopped","Stopping","Draining","Booting"]})") != std::string_view::npos);
    CHECK(versioned::schema_fragment<Power<v1beta1>>::json == R"({"type":"string","enum":["Stopped","Halting","Booting"]})");
}

// Every version pair, every enumerator: up and back down is the identity; down lands on an
// enumerator of the older version (its own when the older version has it).
template <class From, class To>
void check_pair() {
    for (const auto& [name, value] : versioned::enumerators<From>) {
        const auto there = versioned::convert<versioned::version_at_t<eapi::versions, versioned::detail::enum_version_v<To>>>(value);
        CHECK_FALSE(versioned::to_string(there).empty());
        const bool to_has_it = versioned::detail::enum_names_at_v<versioned::detail::enum_data_t<From>,
                                                                  versioned::detail::enum_version_v<To>>[static_cast<std::size_t>(value)]
                                   .empty() == false;
        if (to_has_it) CHECK(static_cast<int>(there) == static_cast<int>(value));
        if (versioned::detail::enum_version_v<From> <= versioned::detail::enum_version_v<To>) {
            CHECK(to_has_it);
            const auto back = versioned::convert<versioned::version_at_t<eapi::versions, versioned::detail::enum_version_v<From>>>(there);
            CHECK(back == value);
        }
    }
}

template <template <class> class E>
void check_all_pairs() {
    [&]<std::size_t... As>(std::index_sequence<As...>) {
        (
            [&]<std::size_t A, std::size_t... Bs>(std::integral_constant<std::size_t, A>, std::index_sequence<Bs...>) {
                (check_pair<E<versioned::version_at_t<eapi::versions, A>>, E<versioned::version_at_t<eapi::versions, Bs>>>(), ...);
            }(std::integral_constant<std::size_t, As>{}, std::make_index_sequence<eapi::versions::size>{}),
            ...);
    }(std::make_index_sequence<eapi::versions::size>{});
}

TEST_CASE("property: every enumerator, every version pair") {
    check_all_pairs<Phase>();
    check_all_pairs<Power>();
}

TEST_CASE("property: structs with enum fields round-trip through every newer version") {
    const auto r = versioned::testing::check_round_trips<eapi::Job>(3000);
    REQUIRE_MESSAGE(r.ok, r.message);
    CHECK(r.checked == 3000 * 10); // 5 versions: 10 pairs
}

TEST_CASE("JSON: the enumerator's name, checked against the version") {
    eapi::Job<v1> job{.name = "j", .phase = Phase<v1>::Succeeded, .power = Power<v1>::Stopping,
                      .history = {Phase<v1>::Paused}, .pair = {Power<v1>::Booting, Power<v1>::Stopped},
                      .by_node = {{"n", Phase<v1>::Pending}}};
    const std::string text = versioned::json::write(job);
    CHECK(text == R"({"name":"j","phase":"Succeeded","power":"Stopping","history":["Paused"],)"
                  R"("pair":["Booting","Stopped"],"by_node":{"n":"Pending"}})");
    CHECK(versioned::json::read<eapi::Job<v1>>(text).value() == job);

    // v1beta1 calls it Done: the v1 name is unknown there, and the error lists the valid names.
    const auto old = versioned::json::read<eapi::Job<v1beta1>>(text);
    REQUIRE_FALSE(old);
    CHECK(old.error().path == "/phase");
    CHECK(old.error().message().find(R"(unknown enumerator "Succeeded" of Phase (expected one of "Pending", "Running", "Paused", "Done", "Unknown"))") != std::string::npos);
    const auto number = versioned::json::read<eapi::Job<v1>>(R"({"name":"j","phase":3,"history":[],"pair":["Booting","Stopped"],"by_node":{}})");
    REQUIRE_FALSE(number);
    CHECK(number.error().path == "/phase");
    const auto bad = versioned::json::try_write(eapi::Job<v1>{.phase = static_cast<Phase<v1>>(42)});
    REQUIRE_FALSE(bad);
    CHECK(bad.error().message().find("the value 42 is not an enumerator of Phase") != std::string::npos);
}

template <class T>
void json_round_trips(versioned::testing::generator& gen, int n) {
    for (int i = 0; i < n; ++i) {
        const T x = gen.make<T>();
        const auto r = versioned::json::read<T>(versioned::json::write(x));
        REQUIRE_MESSAGE(r, r.error().message());
        CHECK(r.value() == x);
    }
}

TEST_CASE("property: JSON round trips of enum fields, every version") {
    versioned::testing::generator gen{11};
    json_round_trips<eapi::Job<v1alpha1>>(gen, 1000);
    json_round_trips<eapi::Job<v1beta1>>(gen, 1000);
    json_round_trips<eapi::Job<v1>>(gen, 1000);
    json_round_trips<eapi::Job<v2beta1>>(gen, 1000);
    json_round_trips<eapi::Job<v2>>(gen, 1000);
}

TEST_CASE("generated enum values cover the version's enumerators") {
    versioned::testing::generator gen{7};
    std::array<int, 5> seen{};
    for (int i = 0; i < 2000; ++i) {
        const auto p = gen.make<Phase<v1beta1>>();
        REQUIRE_FALSE(versioned::to_string(p).empty());
        ++seen[static_cast<std::size_t>(p)];
    }
    for (int n : seen) CHECK(n > 250);
    for (int i = 0; i < 500; ++i) CHECK(gen.make<Phase<v1alpha1>>() != static_cast<Phase<v1alpha1>>(2));
}
