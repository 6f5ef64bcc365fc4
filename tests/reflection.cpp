// Tests of the reflection API (DESIGN.md §3): version_of_t, has_field, field_names,
// field_count, for_each_field, get<I>, any / latest_t / oldest_t / versions_of_t, and the
// Boost.Hana and Boost.PFR integrations.
#include <versioned/versioned.hpp>

#include <boost/hana.hpp>
#include <boost/pfr.hpp>

#include <doctest/doctest.h>

#include <array>
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

#define TEST_DEPRECATED_BEGIN                                                                      \
    _Pragma("GCC diagnostic push") _Pragma("GCC diagnostic ignored \"-Wdeprecated-declarations\"")
#define TEST_DEPRECATED_END _Pragma("GCC diagnostic pop")

VERSIONED_VERSIONS(api,
    (v1alpha1, deprecated("use v1beta1")),
    v1beta1,
    v1);

constexpr std::size_t default_replicas() { return 3; }
constexpr std::uint16_t port_down(std::uint32_t p) { return static_cast<std::uint16_t>(p); }

VERSIONED_STRUCT(api, Bar,
    (int, x),
    (std::string, label, added(v1)));

VERSIONED_STRUCT(api, FooSpec,
    (std::string,   name),
    (std::size_t,   replicas, added(v1beta1, default_with(default_replicas))),
    (std::uint32_t, port,     changed(v1, from_name(host_port), from_type(std::uint16_t),
                                      downgrade_with(port_down))),
    (bool,          legacy,   deprecated(v1, note("no longer read"))),
    (Bar<V>,        bar));

// Scalars only, every field streamable: for boost::pfr::io.
VERSIONED_VERSIONS(num, v1beta1, v1, v2);
VERSIONED_STRUCT(num, Point,
    (int,    x),
    (int,    y),
    (double, weight, added(v1)),
    (long,   z,      changed(v2, from_name(depth))));

// A struct with no evolution at all: every member present in every version.
VERSIONED_STRUCT(num, Plain, (int, a), (std::string, b));

// A struct over a module in a nested namespace (the descriptor is found by ADL).
VERSIONED_VERSIONS(company::api, v1, v2);
VERSIONED_STRUCT(company::api, Thing, (int, id), (std::string, owner, added(v2)));

using api::Bar;
using api::FooSpec;
using foo_b = FooSpec<api::v1beta1>;
using foo_1 = FooSpec<api::v1>;
TEST_DEPRECATED_BEGIN
using foo_a = FooSpec<api::v1alpha1>;
TEST_DEPRECATED_END

// ---- version_of_t, the concept ------------------------------------------------------------------

static_assert(versioned::versioned_struct<foo_1>);
static_assert(versioned::versioned_struct<const foo_1&>);
static_assert(versioned::versioned_struct<Bar<api::v1beta1>>);
static_assert(!versioned::versioned_struct<int>);
static_assert(!versioned::versioned_struct<std::string>);
static_assert(!versioned::versioned_struct<api::v1>);
static_assert(std::is_same_v<versioned::version_of_t<foo_1>, api::v1>);
static_assert(std::is_same_v<versioned::version_of_t<foo_b>, api::v1beta1>);
static_assert(std::is_same_v<versioned::version_of_t<const foo_b&>, api::v1beta1>);
static_assert(std::is_same_v<versioned::version_of_t<foo_1&&>, api::v1>);
static_assert(std::is_same_v<versioned::version_of_t<Bar<api::v1>>, api::v1>);
static_assert(std::is_same_v<versioned::version_of_t<num::Point<num::v2>>, num::v2>);
TEST_DEPRECATED_BEGIN
static_assert(std::is_same_v<versioned::version_of_t<foo_a>, api::v1alpha1>);
TEST_DEPRECATED_END

// ---- has_field -----------------------------------------------------------------------------------

static_assert(versioned::has_field<foo_a, "name">);
static_assert(!versioned::has_field<foo_a, "replicas">); // added in v1beta1
static_assert(versioned::has_field<foo_a, "host_port">);
static_assert(!versioned::has_field<foo_a, "port">);
static_assert(versioned::has_field<foo_a, "legacy">);
static_assert(!versioned::has_field<foo_a, "deprecated_legacy">);
static_assert(versioned::has_field<foo_a, "bar">);

static_assert(versioned::has_field<foo_b, "replicas">);
static_assert(versioned::has_field<foo_b, "host_port">);
static_assert(!versioned::has_field<foo_b, "port">);
static_assert(versioned::has_field<foo_b, "legacy">);
static_assert(!versioned::has_field<foo_b, "deprecated_legacy">);

static_assert(versioned::has_field<foo_1, "name">);
static_assert(versioned::has_field<foo_1, "replicas">);
static_assert(versioned::has_field<foo_1, "port">);       // DESIGN.md §3
static_assert(!versioned::has_field<foo_1, "host_port">); // renamed
static_assert(!versioned::has_field<foo_1, "legacy">);    // deprecated: renamed deprecated_legacy
static_assert(versioned::has_field<foo_1, "deprecated_legacy">);
static_assert(versioned::has_field<foo_1, "bar">);

// Not names of any field, or not exactly.
static_assert(!versioned::has_field<foo_1, "">);
static_assert(!versioned::has_field<foo_1, "Port">);
static_assert(!versioned::has_field<foo_1, "por">);
static_assert(!versioned::has_field<foo_1, "ports">);
static_assert(!versioned::has_field<foo_1, "versioned_descriptor">);
// cv-ref qualified types work as well.
static_assert(versioned::has_field<const foo_1&, "port">);
static_assert(!versioned::has_field<const foo_b&, "port">);

// ---- field_names, field_count --------------------------------------------------------------------

static_assert(versioned::field_names<foo_a> ==
              std::array<std::string_view, 4>{"name", "host_port", "legacy", "bar"});
static_assert(versioned::field_names<foo_b> ==
              std::array<std::string_view, 5>{"name", "replicas", "host_port", "legacy", "bar"}); // DESIGN.md §3
static_assert(versioned::field_names<foo_1> ==
              std::array<std::string_view, 5>{"name", "replicas", "port", "deprecated_legacy", "bar"});
static_assert(versioned::field_names<Bar<api::v1beta1>> == std::array<std::string_view, 1>{"x"});
static_assert(versioned::field_names<Bar<api::v1>> == std::array<std::string_view, 2>{"x", "label"});
static_assert(versioned::field_names<num::Point<num::v1beta1>> ==
              std::array<std::string_view, 3>{"x", "y", "depth"});
static_assert(versioned::field_names<num::Point<num::v1>> ==
              std::array<std::string_view, 4>{"x", "y", "weight", "depth"});
static_assert(versioned::field_names<num::Point<num::v2>> ==
              std::array<std::string_view, 4>{"x", "y", "weight", "z"});
static_assert(versioned::field_names<const foo_1&> == versioned::field_names<foo_1>);

static_assert(versioned::field_count<foo_a> == 4);
static_assert(versioned::field_count<foo_b> == 5);
static_assert(versioned::field_count<foo_1> == 5);
static_assert(versioned::field_count<Bar<api::v1beta1>> == 1);
static_assert(versioned::field_count<Bar<api::v1>> == 2);
static_assert(versioned::field_count<num::Point<num::v1beta1>> == 3);
static_assert(versioned::field_count<foo_1&> == 5);
static_assert(versioned::field_names<foo_1>.size() == versioned::field_count<foo_1>);

// ---- any, latest_t, oldest_t, versions_of_t -----------------------------------------------------

TEST_DEPRECATED_BEGIN
static_assert(std::is_same_v<versioned::any<FooSpec>,
                             std::variant<FooSpec<api::v1alpha1>, FooSpec<api::v1beta1>, FooSpec<api::v1>>>);
static_assert(std::is_same_v<versioned::oldest_t<FooSpec>, FooSpec<api::v1alpha1>>);
static_assert(std::is_same_v<versioned::versions_of_t<FooSpec>,
                             versioned::version_list<api::v1alpha1, api::v1beta1, api::v1>>);
TEST_DEPRECATED_END
static_assert(std::is_same_v<versioned::latest_t<FooSpec>, FooSpec<api::v1>>);
static_assert(std::is_same_v<versioned::latest_t<Bar>, Bar<api::v1>>);
static_assert(std::is_same_v<versioned::any<num::Point>,
                             std::variant<num::Point<num::v1beta1>, num::Point<num::v1>, num::Point<num::v2>>>);
static_assert(std::is_same_v<versioned::latest_t<num::Point>, num::Point<num::v2>>);
static_assert(std::is_same_v<versioned::oldest_t<num::Point>, num::Point<num::v1beta1>>);
static_assert(std::is_same_v<versioned::versions_of_t<num::Point>, num::versions>);
static_assert(std::is_same_v<versioned::versions_of_t<Bar>, api::versions>);
static_assert(std::is_same_v<versioned::any<company::api::Thing>,
                             std::variant<company::api::Thing<company::api::v1>, company::api::Thing<company::api::v2>>>);
static_assert(std::is_same_v<versioned::latest_t<company::api::Thing>, company::api::Thing<company::api::v2>>);
static_assert(std::is_same_v<versioned::oldest_t<company::api::Thing>, company::api::Thing<company::api::v1>>);
static_assert(std::is_same_v<versioned::versions_of_t<company::api::Thing>, company::api::versions>);
static_assert(versioned::field_names<company::api::Thing<company::api::v2>> == std::array<std::string_view, 2>{"id", "owner"});

// ---- get<I> -----------------------------------------------------------------------------------

static_assert(std::is_same_v<decltype(versioned::get<0>(std::declval<foo_1&>())), std::string&>);
static_assert(std::is_same_v<decltype(versioned::get<0>(std::declval<const foo_1&>())), const std::string&>);
static_assert(std::is_same_v<decltype(versioned::get<0>(std::declval<foo_1&&>())), std::string&&>);
static_assert(std::is_same_v<decltype(versioned::get<1>(std::declval<foo_1&>())), std::size_t&>);
static_assert(std::is_same_v<decltype(versioned::get<2>(std::declval<foo_1&>())), std::uint32_t&>);
static_assert(std::is_same_v<decltype(versioned::get<2>(std::declval<foo_b&>())), std::uint16_t&>);
static_assert(std::is_same_v<decltype(versioned::get<3>(std::declval<foo_1&>())), bool&>);
static_assert(std::is_same_v<decltype(versioned::get<4>(std::declval<foo_1&>())), Bar<api::v1>&>);
static_assert(std::is_same_v<decltype(versioned::get<1>(std::declval<foo_a&>())), std::uint16_t&>); // skips replicas
static_assert(noexcept(versioned::get<0>(std::declval<foo_1&>())));

constexpr num::Point<num::v2> point2{.x = 1, .y = 2, .weight = 0.5, .z = 4};
static_assert(versioned::get<0>(point2) == 1);
static_assert(versioned::get<1>(point2) == 2);
static_assert(versioned::get<2>(point2) == 0.5);
static_assert(versioned::get<3>(point2) == 4);
constexpr num::Point<num::v1beta1> point_b{.x = 1, .y = 2, .depth = 3};
static_assert(versioned::get<2>(point_b) == 3); // weight absent: index 2 is depth

// for_each_field in a constant expression.
constexpr long sum_fields(const num::Point<num::v2>& p) {
    long s = 0;
    versioned::for_each_field(p, [&](std::string_view, const auto& v) { s += static_cast<long>(v); });
    return s;
}
static_assert(sum_fields(point2) == 7);

// ---- tests ---------------------------------------------------------------------------------------

namespace {

// A printable rendering of each visited value.
struct recorder {
    std::vector<std::string>* names;
    std::vector<std::string>* values;
    template <class T>
    void operator()(std::string_view n, const T& v) const {
        names->emplace_back(n);
        if constexpr (std::is_same_v<T, std::string>) {
            values->push_back(v);
        } else if constexpr (std::is_same_v<T, bool>) {
            values->push_back(v ? "true" : "false");
        } else if constexpr (std::is_arithmetic_v<T>) {
            values->push_back(std::to_string(v));
        } else {
            values->push_back("bar.x=" + std::to_string(v.x));
        }
    }
};

} // namespace

TEST_CASE("for_each_field visits present fields in table order") {
    std::vector<std::string> names, values;

    const foo_b b{.name = "web", .replicas = 2, .host_port = 8080, .legacy = true, .bar = {.x = 7}};
    versioned::for_each_field(b, recorder{&names, &values});
    CHECK(names == std::vector<std::string>{"name", "replicas", "host_port", "legacy", "bar"});
    CHECK(values == std::vector<std::string>{"web", "2", "8080", "true", "bar.x=7"});

    names.clear();
    values.clear();
    TEST_DEPRECATED_BEGIN
    const foo_1 c{.name = "api", .replicas = 3, .port = 70000, .deprecated_legacy = true, .bar = {.x = 1}};
    TEST_DEPRECATED_END
    versioned::for_each_field(c, recorder{&names, &values});
    CHECK(names == std::vector<std::string>{"name", "replicas", "port", "deprecated_legacy", "bar"});
    CHECK(values == std::vector<std::string>{"api", "3", "70000", "true", "bar.x=1"});

    names.clear();
    values.clear();
    const foo_a a{.name = "old", .host_port = 1};
    versioned::for_each_field(a, recorder{&names, &values});
    CHECK(names == std::vector<std::string>{"name", "host_port", "legacy", "bar"});
    CHECK(values == std::vector<std::string>{"old", "1", "false", "bar.x=0"});
}

TEST_CASE("for_each_field on a mutable object writes through") {
    foo_1 obj{};
    versioned::for_each_field(obj, [](std::string_view name, auto& v) {
        static_assert(!std::is_const_v<std::remove_reference_t<decltype(v)>>);
        using T = std::remove_cvref_t<decltype(v)>;
        if constexpr (std::is_same_v<T, std::string>) {
            v = std::string(name) + "!";
        } else if constexpr (std::is_same_v<T, bool>) {
            v = true;
        } else if constexpr (std::is_arithmetic_v<T>) {
            v = static_cast<T>(name.size());
        } else {
            versioned::for_each_field(v, [](std::string_view, auto& inner) {
                using U = std::remove_cvref_t<decltype(inner)>;
                if constexpr (std::is_same_v<U, int>) inner = 42;
                else inner = "nested";
            });
        }
    });
    CHECK(obj.name == "name!");
    CHECK(obj.replicas == 8);
    CHECK(obj.port == 4u);
    TEST_DEPRECATED_BEGIN
    CHECK(obj.deprecated_legacy);
    TEST_DEPRECATED_END
    CHECK(obj.bar.x == 42);
    CHECK(obj.bar.label == "nested");
}

TEST_CASE("for_each_field on a const object passes const references") {
    const foo_b obj{.name = "n"};
    int visited = 0;
    versioned::for_each_field(obj, [&](std::string_view, auto&& v) {
        static_assert(std::is_lvalue_reference_v<decltype(v)>);
        static_assert(std::is_const_v<std::remove_reference_t<decltype(v)>>);
        ++visited;
    });
    CHECK(visited == 5);
}

TEST_CASE("for_each_field on an rvalue passes rvalue references, so strings move out") {
    foo_1 obj{.name = std::string(64, 'x'), .bar = {.label = std::string(64, 'y')}};
    std::string taken;
    Bar<api::v1> bar_taken;
    int visited = 0;
    versioned::for_each_field(std::move(obj), [&](std::string_view, auto&& v) {
        static_assert(std::is_rvalue_reference_v<decltype(v)>);
        using T = std::remove_cvref_t<decltype(v)>;
        if constexpr (std::is_same_v<T, std::string>) taken = std::move(v);
        if constexpr (std::is_same_v<T, Bar<api::v1>>) bar_taken = std::move(v);
        ++visited;
    });
    CHECK(visited == 5);
    CHECK(taken == std::string(64, 'x'));
    CHECK(bar_taken.label == std::string(64, 'y'));
    // Moved-from: the library moved, not copied (libstdc++ leaves a moved-from string empty).
    CHECK(obj.name.empty()); // NOLINT(bugprone-use-after-move)
    CHECK(obj.bar.label.empty()); // NOLINT(bugprone-use-after-move)
}

TEST_CASE("for_each_field on a struct with absent members in the middle") {
    num::Point<num::v1beta1> p{.x = 1, .y = 2, .depth = 3};
    std::vector<std::string> names;
    long sum = 0;
    versioned::for_each_field(p, [&](std::string_view n, auto& v) {
        names.emplace_back(n);
        sum += static_cast<long>(v);
    });
    CHECK(names == std::vector<std::string>{"x", "y", "depth"});
    CHECK(sum == 6);
    CHECK(sum_fields(point2) == 7);
}

TEST_CASE("get<I> reads and writes the I-th present member") {
    foo_b obj{.name = "web", .replicas = 2, .host_port = 80, .legacy = true, .bar = {.x = 5}};
    CHECK(versioned::get<0>(obj) == "web");
    CHECK(versioned::get<1>(obj) == 2u);
    CHECK(versioned::get<2>(obj) == 80);
    CHECK(versioned::get<3>(obj));
    CHECK(versioned::get<4>(obj).x == 5);
    versioned::get<2>(obj) = 443;
    CHECK(obj.host_port == 443);
    versioned::get<0>(obj) += "!";
    CHECK(obj.name == "web!");

    std::string moved = versioned::get<0>(std::move(obj));
    CHECK(moved == "web!");
    CHECK(obj.name.empty()); // NOLINT(bugprone-use-after-move)

    const foo_a a{.name = "a", .host_port = 1, .legacy = true};
    CHECK(versioned::get<1>(a) == 1); // index 1 is host_port: replicas is absent in v1alpha1
    CHECK(versioned::get<2>(a));
}

TEST_CASE("any<S> holds every version, oldest first") {
    using all = versioned::any<FooSpec>;
    static_assert(std::variant_size_v<all> == 3);
    all held = foo_b{.name = "b"};
    CHECK(held.index() == 1);
    held = foo_1{.name = "one"};
    CHECK(held.index() == 2);
    held = versioned::oldest_t<FooSpec>{.name = "a"};
    CHECK(held.index() == 0);
    const std::size_t count = std::visit([](const auto& o) { return versioned::field_count<decltype(o)>; }, held);
    CHECK(count == 4);
    held = versioned::latest_t<FooSpec>{};
    CHECK(std::holds_alternative<foo_1>(held));
    // Default-constructed: the oldest version.
    CHECK(all{}.index() == 0);
}

TEST_CASE("Boost.Hana: keys, members, at_key, equal, to_map") {
    namespace hana = boost::hana;
    static_assert(hana::Struct<foo_1>::value);
    static_assert(hana::Struct<num::Point<num::v1beta1>>::value);

    foo_1 obj{.name = "web", .replicas = 2, .port = 8080, .bar = {.x = 1}};

    // Keys are compile-time strings: the results of equal are integral constants.
    const auto keys1 = hana::keys(obj);
    static_assert(decltype(hana::size(keys1))::value == 5);
    const auto same1 = hana::equal(keys1, hana::make_tuple(BOOST_HANA_STRING("name"), BOOST_HANA_STRING("replicas"),
                                                           BOOST_HANA_STRING("port"), BOOST_HANA_STRING("deprecated_legacy"),
                                                           BOOST_HANA_STRING("bar")));
    static_assert(decltype(same1)::value);
    const auto same_a = hana::equal(hana::keys(foo_a{}),
                                    hana::make_tuple(BOOST_HANA_STRING("name"), BOOST_HANA_STRING("host_port"),
                                                     BOOST_HANA_STRING("legacy"), BOOST_HANA_STRING("bar")));
    static_assert(decltype(same_a)::value);
    const auto same_p = hana::equal(hana::keys(num::Point<num::v1beta1>{}),
                                    hana::make_tuple(BOOST_HANA_STRING("x"), BOOST_HANA_STRING("y"), BOOST_HANA_STRING("depth")));
    static_assert(decltype(same_p)::value);
    const auto differ = hana::equal(hana::keys(foo_b{}), keys1); // host_port / legacy vs port / deprecated_legacy
    static_assert(!decltype(differ)::value);

    // at_key reads and writes.
    CHECK(hana::at_key(obj, BOOST_HANA_STRING("name")) == "web");
    CHECK(hana::at_key(obj, BOOST_HANA_STRING("port")) == 8080u);
    hana::at_key(obj, BOOST_HANA_STRING("port")) = 9090;
    CHECK(obj.port == 9090u);
    CHECK(hana::at_key(obj, BOOST_HANA_STRING("bar")).x == 1);

    // members: the present members only, in table order.
    const num::Point<num::v1beta1> p{.x = 1, .y = 2, .depth = 3};
    const auto m = hana::members(p);
    static_assert(hana::size(decltype(m){}) == hana::size_c<3>);
    CHECK(hana::equal(m, hana::make_tuple(1, 2, 3L)));
    constexpr auto m2 = hana::members(point2);
    static_assert(hana::equal(m2, hana::make_tuple(1, 2, 0.5, 4L)));

    // equal (memberwise) and to_map.
    num::Point<num::v1beta1> q = p;
    CHECK(hana::equal(p, q));
    q.depth = 4;
    CHECK_FALSE(hana::equal(p, q));
    const auto map = hana::to_map(p);
    CHECK(map[BOOST_HANA_STRING("x")] == 1);
    CHECK(map[BOOST_HANA_STRING("depth")] == 3);
    const auto has_weight_b = hana::contains(map, BOOST_HANA_STRING("weight")); // absent in v1beta1
    static_assert(!decltype(has_weight_b)::value);
    const auto has_weight_2 = hana::contains(hana::to_map(point2), BOOST_HANA_STRING("weight"));
    static_assert(decltype(has_weight_2)::value);
}

TEST_CASE("Boost.PFR: eq, io, structure_tie, tuple_size") {
    namespace pfr = boost::pfr;
    // A struct with no placeholders: PFR sees exactly the fields.
    num::Plain<num::v2> plain{.a = 1, .b = "two"};
    static_assert(pfr::tuple_size_v<num::Plain<num::v2>> == 2);
    std::ostringstream out;
    out << pfr::io(plain);
    CHECK(out.str() == "{1, \"two\"}");
    auto [a, b] = pfr::structure_tie(plain);
    a = 5;
    b = "six";
    CHECK(plain.a == 5);
    CHECK(plain.b == "six");
    CHECK(pfr::eq(plain, num::Plain<num::v2>{.a = 5, .b = "six"}));
    CHECK(pfr::ne(plain, num::Plain<num::v2>{.a = 5, .b = "seven"}));

    // With placeholders. PFR reflects the C++ aggregate, and the placeholders of absent
    // names are (empty) members of it: num::Point has the members x, y, weight, z, depth in
    // every version (a field's current name first, then its older names). Documented
    // behaviour: tuple_size counts them; pfr::eq and pfr::ne use the struct's own ==, which
    // compares the present members; pfr::io and the *_fields functions compare or print
    // every member, and a placeholder cannot be compared or printed (that would let
    // `a.weight == b.weight` compile on a version without weight), so they do not compile on
    // a struct with placeholders (a "not present in version" error).
    using pb = num::Point<num::v1beta1>;
    static_assert(pfr::tuple_size_v<pb> == 5);
    static_assert(pfr::tuple_size_v<num::Point<num::v2>> == 5);
    static_assert(versioned::field_count<pb> == 3);
    const pb p{.x = 1, .y = 2, .depth = 3};
    CHECK(pfr::eq(p, pb{.x = 1, .y = 2, .depth = 3}));
    CHECK_FALSE(pfr::eq(p, pb{.x = 1, .y = 2, .depth = 4}));
    CHECK(pfr::ne(p, pb{.x = 0, .y = 2, .depth = 3}));
    auto tie = pfr::structure_tie(p);
    CHECK(std::get<0>(tie) == 1);
    CHECK(std::get<4>(tie) == 3);
    static_assert(std::is_empty_v<std::remove_cvref_t<std::tuple_element_t<2, decltype(tie)>>>);
    static_assert(std::is_empty_v<std::remove_cvref_t<std::tuple_element_t<3, decltype(tie)>>>);
    CHECK(pfr::get<4>(p) == 3);
}
