// Tests of VERSIONED_STRUCT (DESIGN.md §2): one aggregate per version with exactly that
// version's members, names and types; nested versioned types following V; parenthesized
// types; repeated changes; doc; deprecated members; constexpr use.
#include <versioned/versioned.hpp>

#include <doctest/doctest.h>

#include <array>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

// Naming a deprecated version tag or a deprecated member warns (DESIGN.md §1, §2; the
// compile_fail tests check that). Tests that do so on purpose silence it locally.
#define TEST_DEPRECATED_BEGIN                                                                      \
    _Pragma("GCC diagnostic push") _Pragma("GCC diagnostic ignored \"-Wdeprecated-declarations\"")
#define TEST_DEPRECATED_END _Pragma("GCC diagnostic pop")

// ---- the DESIGN.md example ------------------------------------------------------------------

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

namespace {

using api::Bar;
using api::FooSpec;

// The type of a member that is absent in a version: an empty placeholder.
template <class T>
inline constexpr bool is_placeholder = std::is_empty_v<T> && !std::is_arithmetic_v<T>;

} // namespace

// Exact member types, per version.
TEST_DEPRECATED_BEGIN
using foo_a = FooSpec<api::v1alpha1>;
static_assert(std::is_same_v<decltype(foo_a::name), std::string>);
static_assert(is_placeholder<decltype(foo_a::replicas)>);
static_assert(std::is_same_v<decltype(foo_a::host_port), std::uint16_t>);
static_assert(is_placeholder<decltype(foo_a::port)>);
static_assert(std::is_same_v<decltype(foo_a::legacy), bool>);
static_assert(is_placeholder<decltype(foo_a::deprecated_legacy)>);
static_assert(std::is_same_v<decltype(foo_a::bar), Bar<api::v1alpha1>>);
static_assert(std::is_same_v<decltype(Bar<api::v1alpha1>::x), int>);
static_assert(is_placeholder<decltype(Bar<api::v1alpha1>::label)>);
TEST_DEPRECATED_END

using foo_b = FooSpec<api::v1beta1>;
static_assert(std::is_same_v<decltype(foo_b::name), std::string>);
static_assert(std::is_same_v<decltype(foo_b::replicas), std::size_t>);
static_assert(std::is_same_v<decltype(foo_b::host_port), std::uint16_t>);
static_assert(is_placeholder<decltype(foo_b::port)>);
static_assert(std::is_same_v<decltype(foo_b::legacy), bool>);
TEST_DEPRECATED_BEGIN // the member deprecated_legacy is [[deprecated]] in every version
static_assert(is_placeholder<decltype(foo_b::deprecated_legacy)>);
TEST_DEPRECATED_END
static_assert(std::is_same_v<decltype(foo_b::bar), Bar<api::v1beta1>>);

using foo_1 = FooSpec<api::v1>;
static_assert(std::is_same_v<decltype(foo_1::name), std::string>);
static_assert(std::is_same_v<decltype(foo_1::replicas), std::size_t>);
static_assert(is_placeholder<decltype(foo_1::host_port)>);
static_assert(std::is_same_v<decltype(foo_1::port), std::uint32_t>);
static_assert(is_placeholder<decltype(foo_1::legacy)>);
TEST_DEPRECATED_BEGIN
static_assert(std::is_same_v<decltype(foo_1::deprecated_legacy), bool>);
TEST_DEPRECATED_END
static_assert(std::is_same_v<decltype(foo_1::bar), Bar<api::v1>>);
static_assert(std::is_same_v<decltype(Bar<api::v1>::label), std::string>);

// Every version is a distinct aggregate type.
TEST_DEPRECATED_BEGIN
static_assert(std::is_aggregate_v<FooSpec<api::v1alpha1>>);
static_assert(!std::is_same_v<FooSpec<api::v1alpha1>, FooSpec<api::v1beta1>>);
TEST_DEPRECATED_END
static_assert(std::is_aggregate_v<FooSpec<api::v1beta1>>);
static_assert(std::is_aggregate_v<FooSpec<api::v1>>);
static_assert(std::is_aggregate_v<Bar<api::v1>>);
static_assert(!std::is_same_v<FooSpec<api::v1beta1>, FooSpec<api::v1>>);
static_assert(std::is_default_constructible_v<FooSpec<api::v1>>);
static_assert(std::is_copy_constructible_v<FooSpec<api::v1>>);
static_assert(std::is_nothrow_move_constructible_v<FooSpec<api::v1>>);
static_assert(std::equality_comparable<FooSpec<api::v1>>);
// A string member: not trivially copyable.
static_assert(!std::is_trivially_copyable_v<FooSpec<api::v1>>);
static_assert(!std::is_trivially_copyable_v<Bar<api::v1>>);
static_assert(std::is_trivially_copyable_v<Bar<api::v1beta1>>); // label (a string) absent there

// ---- a module with four versions for the remaining tables ------------------------------------

VERSIONED_VERSIONS(ext, v1alpha1, v1beta1, v1, v2);

enum class color : std::uint8_t { red, green, blue };

// Ints and enums only, with added / renamed / retyped / deprecated fields.
constexpr std::int32_t narrow32(std::int64_t v) { return static_cast<std::int32_t>(v); }
VERSIONED_STRUCT(ext, Pod,
    (std::int32_t, a),
    (color,        c,    added(v1beta1)),
    (std::int64_t, b,    changed(v1, from_name(bb), from_type(std::int32_t), downgrade_with(narrow32))),
    (bool,         flag, deprecated(v2)),
    (double,       ratio));

static_assert(std::is_trivially_copyable_v<ext::Pod<ext::v1alpha1>>);
static_assert(std::is_trivially_copyable_v<ext::Pod<ext::v1beta1>>);
static_assert(std::is_trivially_copyable_v<ext::Pod<ext::v1>>);
static_assert(std::is_trivially_copyable_v<ext::Pod<ext::v2>>);
static_assert(std::is_aggregate_v<ext::Pod<ext::v2>>);
static_assert(std::is_nothrow_default_constructible_v<ext::Pod<ext::v2>>);

// Nested versioned types in containers follow V; parenthesized types with commas.
inline std::map<std::string, int> narrow_map(const std::map<std::string, long long>& m) {
    std::map<std::string, int> out;
    for (const auto& [k, v] : m) out[k] = static_cast<int>(v);
    return out;
}
VERSIONED_STRUCT(api, Nest,
    (std::vector<Bar<V>>,                  bars),
    (std::optional<Bar<V>>,                maybe_bar),
    ((std::array<Bar<V>, 2>),              pair),
    ((std::map<std::string, Bar<V>>),      by_name, added(v1beta1)),
    ((std::map<std::string, int>),         labels),
    ((std::map<std::string, long long>),   counts,  changed(v1, from_type((std::map<std::string, int>)),
                                                             downgrade_with([](const std::map<std::string, long long>& m) {
                                                                 std::map<std::string, int> out;
                                                                 for (const auto& [k, v] : m) out[k] = static_cast<int>(v);
                                                                 return out;
                                                             }))),
    // from_type with an unparenthesized comma: the keyword takes the rest of its arguments.
    ((std::map<std::string, long long>),   totals,  changed(v1, from_type(std::map<std::string, int>),
                                                             downgrade_with(narrow_map))));

static_assert(std::is_same_v<decltype(api::Nest<api::v1beta1>::bars), std::vector<Bar<api::v1beta1>>>);
static_assert(std::is_same_v<decltype(api::Nest<api::v1>::bars), std::vector<Bar<api::v1>>>);
static_assert(std::is_same_v<decltype(api::Nest<api::v1>::maybe_bar), std::optional<Bar<api::v1>>>);
static_assert(std::is_same_v<decltype(api::Nest<api::v1beta1>::pair), std::array<Bar<api::v1beta1>, 2>>);
static_assert(std::is_same_v<decltype(api::Nest<api::v1>::by_name), std::map<std::string, Bar<api::v1>>>);
static_assert(std::is_same_v<decltype(api::Nest<api::v1>::labels), std::map<std::string, int>>);
static_assert(std::is_same_v<decltype(api::Nest<api::v1beta1>::counts), std::map<std::string, int>>);
static_assert(std::is_same_v<decltype(api::Nest<api::v1>::counts), std::map<std::string, long long>>);
static_assert(std::is_same_v<decltype(api::Nest<api::v1beta1>::totals), std::map<std::string, int>>);
static_assert(std::is_same_v<decltype(api::Nest<api::v1>::totals), std::map<std::string, long long>>);

// Repeated changed() actions: renamed twice; retyped twice; renamed and retyped in steps.
constexpr std::int16_t to16(std::int32_t v) { return static_cast<std::int16_t>(v); }
inline std::int8_t to8(std::int32_t v) { return static_cast<std::int8_t>(v); } // not constexpr: fine
inline std::string show(int v) { return std::to_string(v); }
inline int parse(const std::string& s) { return std::stoi(s); }

VERSIONED_STRUCT(ext, Evolving,
    (int,          c,     changed(v1beta1, from_name(a)), changed(v1, from_name(b))),
    (std::int64_t, count, changed(v1beta1, from_type(std::int16_t), downgrade_with(to16)),
                          changed(v1, from_type(std::int32_t),
                                  downgrade_with([](std::int64_t v) { return static_cast<std::int32_t>(v); }))),
    (std::int64_t, total, changed(v1beta1, from_name(t1), from_type(std::int8_t), downgrade_with(to8)),
                          changed(v1, from_name(t2)),
                          changed(v2, from_type(std::int32_t), downgrade_with(narrow32))),
    (std::string,  title, changed(v1, from_name(caption), from_type(int), upgrade_with(show), downgrade_with(parse))),
    (std::int64_t, y,     changed(v1beta1, from_type(std::int32_t), downgrade_with(narrow32)),
                          changed(v1, from_name(yy))));

// c: a -> b -> c
static_assert(versioned::field_names<ext::Evolving<ext::v1alpha1>>[0] == "a");
static_assert(versioned::field_names<ext::Evolving<ext::v1beta1>>[0] == "b");
static_assert(versioned::field_names<ext::Evolving<ext::v1>>[0] == "c");
static_assert(versioned::field_names<ext::Evolving<ext::v2>>[0] == "c");
// count: int16 -> int32 -> int64
static_assert(std::is_same_v<decltype(ext::Evolving<ext::v1alpha1>::count), std::int16_t>);
static_assert(std::is_same_v<decltype(ext::Evolving<ext::v1beta1>::count), std::int32_t>);
static_assert(std::is_same_v<decltype(ext::Evolving<ext::v1>::count), std::int64_t>);
static_assert(std::is_same_v<decltype(ext::Evolving<ext::v2>::count), std::int64_t>);
// total: (t1, int8) -> (t2, int32) -> (total, int32) -> (total, int64)
static_assert(std::is_same_v<decltype(ext::Evolving<ext::v1alpha1>::t1), std::int8_t>);
static_assert(std::is_same_v<decltype(ext::Evolving<ext::v1beta1>::t2), std::int32_t>);
static_assert(std::is_same_v<decltype(ext::Evolving<ext::v1>::total), std::int32_t>);
static_assert(std::is_same_v<decltype(ext::Evolving<ext::v2>::total), std::int64_t>);
static_assert(is_placeholder<decltype(ext::Evolving<ext::v1alpha1>::total)>);
static_assert(is_placeholder<decltype(ext::Evolving<ext::v1alpha1>::t2)>);
static_assert(is_placeholder<decltype(ext::Evolving<ext::v1beta1>::t1)>);
static_assert(is_placeholder<decltype(ext::Evolving<ext::v2>::t2)>);
// title: (caption, int) -> (title, std::string)
static_assert(std::is_same_v<decltype(ext::Evolving<ext::v1beta1>::caption), int>);
static_assert(std::is_same_v<decltype(ext::Evolving<ext::v1>::title), std::string>);
// y: (yy, int32) -> (yy, int64) -> (y, int64): the type change comes before the rename
static_assert(std::is_same_v<decltype(ext::Evolving<ext::v1alpha1>::yy), std::int32_t>);
static_assert(std::is_same_v<decltype(ext::Evolving<ext::v1beta1>::yy), std::int64_t>);
static_assert(std::is_same_v<decltype(ext::Evolving<ext::v1>::y), std::int64_t>);

// doc("...") alone and with every action, in any position.
constexpr int seven() { return 7; }
VERSIONED_STRUCT(ext, Documented,
    (int, plain,    doc("alone")),
    (int, grown,    added(v1beta1), doc("after added")),
    (int, renamed,  doc("before changed"), changed(v1, from_name(old_name))),
    (int, retired,  deprecated(v2, note("gone")), doc("after deprecated")),
    (int, all,      doc("first"), added(v1alpha1, default_with(seven)), changed(v1beta1, from_name(every)),
                    deprecated(v2), doc("last")),
    (std::string, text));

static_assert(versioned::field_count<ext::Documented<ext::v1alpha1>> == 5);
static_assert(versioned::field_count<ext::Documented<ext::v2>> == 6);
static_assert(versioned::field_names<ext::Documented<ext::v1alpha1>> ==
              std::array<std::string_view, 5>{"plain", "old_name", "retired", "every", "text"});
static_assert(versioned::field_names<ext::Documented<ext::v1>> ==
              std::array<std::string_view, 6>{"plain", "grown", "renamed", "retired", "all", "text"});
static_assert(versioned::field_names<ext::Documented<ext::v2>> ==
              std::array<std::string_view, 6>{"plain", "grown", "renamed", "deprecated_retired", "deprecated_all", "text"});

// deprecated with and without note.
VERSIONED_STRUCT(ext, Retiring,
    (int, keep),
    (int, quiet, deprecated(v1)),
    (int, loud,  deprecated(v1beta1, note("use keep"))));

static_assert(versioned::field_names<ext::Retiring<ext::v1alpha1>> ==
              std::array<std::string_view, 3>{"keep", "quiet", "loud"});
static_assert(versioned::field_names<ext::Retiring<ext::v1beta1>> ==
              std::array<std::string_view, 3>{"keep", "quiet", "deprecated_loud"});
static_assert(versioned::field_names<ext::Retiring<ext::v2>> ==
              std::array<std::string_view, 3>{"keep", "deprecated_quiet", "deprecated_loud"});
static_assert(is_placeholder<decltype(ext::Retiring<ext::v1>::quiet)>);
TEST_DEPRECATED_BEGIN
static_assert(is_placeholder<decltype(ext::Retiring<ext::v1alpha1>::deprecated_quiet)>);
TEST_DEPRECATED_END

// == is memberwise, and deleted when a field type has no ==.
struct no_eq {
    int v = 0;
};
VERSIONED_STRUCT(ext, WithoutEq, (int, id), (no_eq, value, added(v1)));
static_assert(!std::equality_comparable<ext::WithoutEq<ext::v1>>);
static_assert(std::is_aggregate_v<ext::WithoutEq<ext::v1>>);

// A struct over a module in a nested namespace.
VERSIONED_VERSIONS(company::api, v1, v2);
VERSIONED_STRUCT(company::api, Thing, (int, id), (std::string, owner, added(v2)));
static_assert(std::is_same_v<decltype(company::api::Thing<company::api::v2>::owner), std::string>);
static_assert(is_placeholder<decltype(company::api::Thing<company::api::v1>::owner)>);

// ---- constexpr ------------------------------------------------------------------------------

constexpr ext::Pod<ext::v1> make_pod(std::int32_t a) {
    ext::Pod<ext::v1> p{.a = a, .c = color::green, .b = 2 * std::int64_t{a}};
    p.ratio = 0.5;
    p.flag = true;
    return p;
}

constexpr ext::Pod<ext::v1> pod1 = make_pod(21);
static_assert(pod1.a == 21);
static_assert(pod1.b == 42);
static_assert(pod1.c == color::green);
static_assert(pod1.flag);
static_assert(pod1.ratio == 0.5);
static_assert(pod1 == make_pod(21));
static_assert(pod1 != make_pod(22));
static_assert(ext::Pod<ext::v1alpha1>{.a = 1, .bb = 2} == ext::Pod<ext::v1alpha1>{.a = 1, .bb = 2});
static_assert(ext::Pod<ext::v1alpha1>{.a = 1, .bb = 2} != ext::Pod<ext::v1alpha1>{.a = 1, .bb = 3});
constexpr ext::Pod<ext::v2> pod_default{};
static_assert(pod_default.a == 0 && pod_default.b == 0 && pod_default.c == color::red && pod_default.ratio == 0.0);

// ---- tests ------------------------------------------------------------------------------------

TEST_CASE("designated initializers, per version") {
    TEST_DEPRECATED_BEGIN
    const FooSpec<api::v1alpha1> a{.name = "web", .host_port = 8080, .legacy = true, .bar = {.x = 1}};
    TEST_DEPRECATED_END
    CHECK(a.name == "web");
    CHECK(a.host_port == 8080);
    CHECK(a.legacy);
    CHECK(a.bar.x == 1);

    const FooSpec<api::v1beta1> b{.name = "web", .replicas = 2, .host_port = 80};
    CHECK(b.replicas == 2);
    CHECK(b.host_port == 80);
    CHECK_FALSE(b.legacy);

    const FooSpec<api::v1> c{.name = "api", .replicas = 5, .port = 70000, .bar = {.x = 3, .label = "l"}};
    CHECK(c.name == "api");
    CHECK(c.replicas == 5);
    CHECK(c.port == 70000u);
    CHECK(c.bar.x == 3);
    CHECK(c.bar.label == "l");
}

TEST_CASE("members are value-initialized by default") {
    // Default member initializers: even default-initialization (no braces) zeroes scalars.
    const FooSpec<api::v1> d;
    CHECK(d.name.empty());
    CHECK(d.replicas == 3); // default_with(default_replicas), as an upgrade and the schema have it
    CHECK(d.port == 0u);
    TEST_DEPRECATED_BEGIN
    CHECK_FALSE(d.deprecated_legacy);
    TEST_DEPRECATED_END
    CHECK(d.bar.x == 0);
    CHECK(d.bar.label.empty());

    const ext::Pod<ext::v1beta1> p;
    CHECK(p.a == 0);
    CHECK(p.c == color::red);
    CHECK(p.bb == 0);
    CHECK_FALSE(p.flag);
    CHECK(p.ratio == 0.0);

    // Members omitted from a designated initializer list are value-initialized too.
    const FooSpec<api::v1beta1> b{.host_port = 1};
    CHECK(b.name.empty());
    CHECK(b.replicas == 3);
    CHECK_FALSE(b.legacy);
}

TEST_CASE("operator== compares present members") {
    FooSpec<api::v1> a{.name = "x", .replicas = 1, .port = 2, .bar = {.x = 3, .label = "y"}};
    FooSpec<api::v1> b = a;
    CHECK(a == b);
    b.name = std::string("z"); // not = "z": g++ 12 -O3 -Wrestrict in libstdc++ (GCC bug 105329)
    CHECK(a != b);
    b = a;
    b.replicas = 9;
    CHECK(a != b);
    b = a;
    b.port = 9;
    CHECK(a != b);
    b = a;
    b.bar.label = "other"; // nested versioned struct compared too
    CHECK(a != b);
    b = a;
    TEST_DEPRECATED_BEGIN
    b.deprecated_legacy = true; // deprecated members still take part
    TEST_DEPRECATED_END
    CHECK(a != b);
}

TEST_CASE("copy and move") {
    FooSpec<api::v1> a{.name = std::string(100, 'n'), .port = 1, .bar = {.label = std::string(50, 'l')}};
    FooSpec<api::v1> copy = a;
    CHECK(copy == a);
    FooSpec<api::v1> moved = std::move(a);
    CHECK(moved == copy);
    CHECK(moved.name.size() == 100);
    CHECK(moved.bar.label.size() == 50);
}

TEST_CASE("nested versioned types in containers follow V") {
    api::Nest<api::v1> n{
        .bars = {{.x = 1, .label = "a"}, {.x = 2}},
        .maybe_bar = Bar<api::v1>{.x = 3, .label = "c"},
        .pair = {{{.x = 4}, {.x = 5}}},
        .by_name = {{"k", {.x = 6, .label = "f"}}},
        .labels = {{"app", 1}},
        .counts = {{"n", 1LL << 40}},
    };
    REQUIRE(n.bars.size() == 2);
    CHECK(n.bars[0].label == "a");
    REQUIRE(n.maybe_bar.has_value());
    CHECK(n.maybe_bar->label == "c");
    CHECK(n.pair[1].x == 5);
    CHECK(n.by_name.at("k").label == "f");
    CHECK(n.labels.at("app") == 1);
    CHECK(n.counts.at("n") == (1LL << 40));
    CHECK(n == n);

    api::Nest<api::v1beta1> old{.bars = {{.x = 1}}, .counts = {{"n", 1}}};
    CHECK(old.bars[0].x == 1);
    CHECK(old.counts.at("n") == 1);
    CHECK_FALSE(old.maybe_bar.has_value());
}

TEST_CASE("repeated changes: renamed twice, retyped twice") {
    ext::Evolving<ext::v1alpha1> a{.a = 1, .count = 2, .t1 = 3, .caption = 4, .yy = 5};
    CHECK(a.a == 1);
    CHECK(a.count == 2);
    CHECK(a.t1 == 3);
    CHECK(a.caption == 4);
    CHECK(a.yy == 5);

    ext::Evolving<ext::v1beta1> b{.b = 1, .count = 70000, .t2 = 70000, .caption = 4, .yy = 1LL << 40};
    CHECK(b.b == 1);
    CHECK(b.count == 70000);
    CHECK(b.t2 == 70000);
    CHECK(b.yy == (1LL << 40));

    ext::Evolving<ext::v2> c{.c = 1, .count = 1LL << 40, .total = 1LL << 41, .title = "t", .y = 2};
    CHECK(c.c == 1);
    CHECK(c.count == (1LL << 40));
    CHECK(c.total == (1LL << 41));
    CHECK(c.title == "t");
    CHECK(c.y == 2);
    CHECK(versioned::field_count<ext::Evolving<ext::v2>> == 5);
}

TEST_CASE("doc() is accepted alone and with every action") {
    ext::Documented<ext::v1alpha1> a{.plain = 1, .old_name = 2, .retired = 3, .every = 4, .text = "t"};
    CHECK(a.plain == 1);
    CHECK(a.old_name == 2);
    CHECK(a.every == 4);
    TEST_DEPRECATED_BEGIN
    ext::Documented<ext::v2> b{.plain = 1, .grown = 2, .renamed = 3, .deprecated_retired = 4, .deprecated_all = 5};
    CHECK(b.deprecated_retired == 4);
    CHECK(b.deprecated_all == 5);
    TEST_DEPRECATED_END
    CHECK(b.grown == 2);
}

TEST_CASE("deprecated members, with and without note") {
    ext::Retiring<ext::v1alpha1> a{.keep = 1, .quiet = 2, .loud = 3};
    CHECK(a.quiet == 2);
    CHECK(a.loud == 3);
    TEST_DEPRECATED_BEGIN
    ext::Retiring<ext::v2> b{.keep = 1, .deprecated_quiet = 2, .deprecated_loud = 3};
    CHECK(b.deprecated_quiet == 2);
    CHECK(b.deprecated_loud == 3);
    b.deprecated_loud = 4;
    CHECK(b.deprecated_loud == 4);
    TEST_DEPRECATED_END
    CHECK(b.keep == 1);
}

TEST_CASE("constexpr construction and use") {
    // The static_asserts above are the test; this repeats them at run time.
    constexpr auto p = make_pod(4);
    CHECK(p.b == 8);
    CHECK_FALSE(p == pod1);
    ext::Pod<ext::v1> q = p;
    q.a = 21;
    q.b = 42;
    CHECK(q == pod1);
}

TEST_CASE("a struct over a module in a nested namespace") {
    company::api::Thing<company::api::v2> t{.id = 1, .owner = "me"};
    CHECK(t.owner == "me");
    CHECK(versioned::field_count<company::api::Thing<company::api::v1>> == 1);
}
