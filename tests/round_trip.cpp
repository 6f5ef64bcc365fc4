// Property testing (DESIGN.md §4, <versioned/testing.hpp>): the random value generator (every
// supported kind, determinism per seed, a user arbitrary<T>), and check_round_trips over
// thousands of values for several structs -- including negative cases whose conversions are
// not inverse, which must be reported with the version pair and the field.
#include <versioned/testing.hpp>
#include <versioned/versioned.hpp>

#include <doctest/doctest.h>

#include <array>
#include <charconv>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <system_error>
#include <type_traits>
#include <unordered_map>
#include <vector>

VERSIONED_VERSIONS(rt,
    (v1alpha1, deprecated("use v1beta1")),
    v1beta1,
    v1beta2,
    v1);

// ---- a user type with an invariant, and its generator ----------------------------------------

// A non-negative number of seconds below a year: "90s" in text. Text -> Duration -> text is
// the identity only for valid values, so the generator must respect the invariant.
struct Duration {
    std::int64_t seconds = 0;
    static constexpr std::int64_t max = 365 * 86400;
    constexpr bool valid() const { return seconds >= 0 && seconds < max; }
    friend bool operator==(const Duration&, const Duration&) = default;
};

template <>
struct versioned::testing::arbitrary<Duration> {
    static Duration make(generator& g) { return Duration{g.uniform<std::int64_t>(0, Duration::max - 1)}; }
};

inline std::string duration_to_text(const Duration& d) { return std::to_string(d.seconds) + "s"; }
inline Duration text_to_duration(const std::string& t) {
    Duration d;
    std::from_chars(t.data(), t.data() + t.size(), d.seconds);
    return d;
}

// ---- structs -------------------------------------------------------------------------------------

constexpr std::size_t default_replicas() { return 3; }
constexpr std::uint16_t port_down(std::uint32_t p) { return static_cast<std::uint16_t>(p); }

VERSIONED_STRUCT(rt, Bar,
    (std::string,  image),
    (std::int32_t, cpu_millis, added(v1beta1), doc("CPU request in millicores")),
    (std::string,  tag,        changed(v1beta2, from_name(label))));

// The design document's FooSpec, on this module.
VERSIONED_STRUCT(rt, FooSpec,
    (std::string,   name),
    (std::size_t,   replicas, added(v1beta1, default_with(default_replicas))),
    (std::uint32_t, port,     changed(v1, from_name(host_port), from_type(std::uint16_t),
                                      downgrade_with(port_down))),
    (bool,          legacy,   deprecated(v1, note("no longer read"))),
    (double,        ratio,    changed(v1beta2, from_type(float),
                                      downgrade_with([](double r) { return static_cast<float>(r); }))),
    (rt::Bar<V>,    bar));

// Containers of nested versioned types.
VERSIONED_STRUCT(rt, Fleet,
    (rt::Bar<V>,                                      lead),
    (std::optional<rt::Bar<V>>,                       spare),
    (std::vector<rt::Bar<V>>,                         bars),
    ((std::array<rt::Bar<V>, 2>),                     pair),
    ((std::map<std::string, rt::Bar<V>>),             by_name),
    ((std::unordered_map<std::string, rt::Bar<V>>),   by_id),
    (std::vector<std::optional<rt::Bar<V>>>,          sparse),
    ((std::map<std::string, std::vector<rt::Bar<V>>>), groups),
    (std::int64_t,                                    total, changed(v1beta1, from_type(std::int32_t),
                                      downgrade_with([](std::int64_t t) { return static_cast<std::int32_t>(t); }))),
    (rt::Bar<V>,                                      extra, added(v1beta2)),
    (std::string,                                     note,  deprecated(v1beta2, note("unused"))));

// A user type whose conversions are inverse functions (on valid values).
VERSIONED_STRUCT(rt, Timer,
    (std::string,           name),
    (std::string,           timeout, changed(v1, from_type(Duration), upgrade_with(duration_to_text),
                                             downgrade_with(text_to_duration))),
    (std::vector<Duration>, backoff));

// NEGATIVE: downgrade_with is not the inverse of upgrade_with (it forgets to halve).
constexpr std::int64_t twice(std::int32_t x) { return std::int64_t{x} * 2; }
constexpr std::int32_t not_half(std::int64_t x) { return static_cast<std::int32_t>(x); }

VERSIONED_STRUCT(rt, Lossy,
    (std::string,  name),
    (std::int64_t, level, changed(v1, from_name(lvl), from_type(std::int32_t), upgrade_with(twice),
                                  downgrade_with(not_half))));

// NEGATIVE: a lossy struct-level hook (drops the upper case on the way up).
VERSIONED_STRUCT(rt, Hooked,
    (std::int32_t, id),
    (std::string,  text),
    (std::string,  lower, added(v1beta1)),
    hooks(upgrade(v1beta1)));

namespace rt {
// (v1alpha1 is deprecated: naming its tag warns, so the hook names it through the enum)
inline void versioned_upgrade(const versioned::at_t<Hooked, version::v1alpha1>& from, Hooked<v1beta1>& to) {
    to.text.clear();
    for (char c : from.text) to.text.push_back(static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c));
    to.lower = to.text;
}
} // namespace rt

// NEGATIVE: a hook that throws for some values (a parse the hook cannot do).
VERSIONED_STRUCT(rt, Throwing,
    (std::int32_t, id),
    (std::string,  text, added(v1beta1)),
    hooks(upgrade(v1beta1)));

namespace rt {
inline void versioned_upgrade(const versioned::at_t<Throwing, version::v1alpha1>& from, Throwing<v1beta1>& to) {
    if (from.id < 0) throw std::invalid_argument("negative id " + std::to_string(from.id));
    to.text = std::to_string(from.id);
}
} // namespace rt

namespace {

template <std::size_t I>
using rt_v = versioned::version_at_t<rt::versions, I>;

using versioned::testing::check_round_trips;
using versioned::testing::generator;
using versioned::testing::result;

// The generator's interface as documented.
static_assert(std::is_same_v<decltype(std::declval<generator&>().make<int>()), int>);
static_assert(std::is_same_v<decltype(std::declval<generator&>().make<rt::FooSpec<rt::v1>>()), rt::FooSpec<rt::v1>>);
static_assert(std::is_same_v<decltype(check_round_trips<rt::FooSpec>(1)), result>);
static_assert(!std::is_convertible_v<result, bool>); // explicit operator bool
static_assert(std::is_constructible_v<bool, result>);

// Over many draws of T: whether each of the values was seen.
template <class T, std::size_t N>
std::array<bool, N> seen_values(generator& g, const std::array<T, N>& wanted, int draws) {
    std::array<bool, N> seen{};
    for (int i = 0; i < draws; ++i) {
        const T x = g.make<T>();
        for (std::size_t k = 0; k < N; ++k)
            if (x == wanted[k]) seen[k] = true;
    }
    return seen;
}

template <class T>
void check_integer_edges() {
    CAPTURE(sizeof(T));
    CAPTURE(std::is_signed_v<T>);
    using lim = std::numeric_limits<T>;
    generator g{1};
    const auto seen = seen_values<T, 4>(g, {T{0}, T{1}, lim::min(), lim::max()}, 2000);
    CHECK(seen[0]);
    CHECK(seen[1]);
    CHECK(seen[2]);
    CHECK(seen[3]);
    // and values that are not edges
    std::set<T> distinct;
    for (int i = 0; i < 2000; ++i) distinct.insert(g.make<T>());
    CHECK(distinct.size() > (sizeof(T) == 1 ? 100u : 1000u));
    if constexpr (std::is_signed_v<T>) {
        bool negative_non_edge = false;
        for (T x : distinct) negative_non_edge = negative_non_edge || (x < 0 && x != lim::min());
        CHECK(negative_non_edge);
    }
}

} // namespace

// ---- the generator --------------------------------------------------------------------------------

TEST_CASE("generator: integers of every width hit 0, 1, min and max, and values in between") {
    check_integer_edges<std::int8_t>();
    check_integer_edges<std::uint8_t>();
    check_integer_edges<std::int16_t>();
    check_integer_edges<std::uint16_t>();
    check_integer_edges<std::int32_t>();
    check_integer_edges<std::uint32_t>();
    check_integer_edges<std::int64_t>();
    check_integer_edges<std::uint64_t>();
    check_integer_edges<std::size_t>();
    check_integer_edges<char>();
}

TEST_CASE("generator: bool takes both values") {
    generator g{2};
    const auto seen = seen_values<bool, 2>(g, {false, true}, 200);
    CHECK(seen[0]);
    CHECK(seen[1]);
}

TEST_CASE("generator: floating-point values are finite, with 0, max, negatives and positives") {
    generator g{3};
    bool zero = false, max = false, negative = false, positive = false;
    for (int i = 0; i < 2000; ++i) {
        const double d = g.make<double>();
        const float f = g.make<float>();
        REQUIRE(std::isfinite(d));
        REQUIRE(std::isfinite(f));
        zero = zero || d == 0.0;
        max = max || d == std::numeric_limits<double>::max();
        negative = negative || d < 0;
        positive = positive || (d > 0 && d != std::numeric_limits<double>::max());
    }
    CHECK(zero);
    CHECK(max);
    CHECK(negative);
    CHECK(positive);
}

TEST_CASE("generator: strings stay within max_string, include empty and full-length ones") {
    generator g{4};
    std::set<std::size_t> lengths;
    std::set<char> chars;
    for (int i = 0; i < 2000; ++i) {
        const std::string s = g.make<std::string>();
        REQUIRE(s.size() <= g.max_string);
        lengths.insert(s.size());
        chars.insert(s.begin(), s.end());
    }
    CHECK(lengths.count(0) == 1);
    CHECK(lengths.count(g.max_string) == 1);
    CHECK(lengths.size() == g.max_string + 1);
    CHECK(chars.count('"') == 1); // the bytes that break naive escaping are drawn too
    CHECK(chars.count('\\') == 1);
    CHECK(chars.count('\n') == 1);
    CHECK(chars.size() > 60);

    g.max_string = 2;
    for (int i = 0; i < 200; ++i) REQUIRE(g.make<std::string>().size() <= 2);
}

TEST_CASE("generator: optionals are engaged and empty, containers vary in size within max_elements") {
    generator g{5};
    bool engaged = false, empty = false;
    std::set<std::size_t> vector_sizes, map_sizes, umap_sizes;
    for (int i = 0; i < 2000; ++i) {
        const auto o = g.make<std::optional<std::int32_t>>();
        engaged = engaged || o.has_value();
        empty = empty || !o.has_value();
        const auto v = g.make<std::vector<std::int32_t>>();
        REQUIRE(v.size() <= g.max_elements);
        vector_sizes.insert(v.size());
        const auto m = g.make<std::map<std::string, std::int32_t>>();
        REQUIRE(m.size() <= g.max_elements);
        map_sizes.insert(m.size());
        const auto u = g.make<std::unordered_map<std::string, std::int32_t>>();
        REQUIRE(u.size() <= g.max_elements);
        umap_sizes.insert(u.size());
    }
    CHECK(engaged);
    CHECK(empty);
    CHECK(vector_sizes.size() == g.max_elements + 1);
    CHECK(map_sizes.count(0) == 1);
    CHECK(map_sizes.count(g.max_elements) == 1);
    CHECK(umap_sizes.count(0) == 1);
    CHECK(umap_sizes.count(g.max_elements) == 1);

    // every element of an array is drawn
    bool all_differ = false;
    for (int i = 0; i < 50 && !all_differ; ++i) {
        const auto a = g.make<std::array<std::int64_t, 4>>();
        all_differ = a[0] != a[1] && a[1] != a[2] && a[2] != a[3];
    }
    CHECK(all_differ);

    g.max_elements = 10;
    std::size_t largest = 0;
    for (int i = 0; i < 500; ++i) largest = std::max(largest, g.make<std::vector<int>>().size());
    CHECK(largest == 10);
}

TEST_CASE("generator: versioned structs get every present field drawn, nested ones too") {
    generator g{6};
    bool name = false, replicas = false, port = false, legacy = false, bar_image = false, bar_cpu = false;
    for (int i = 0; i < 200; ++i) {
        const auto x = g.make<rt::FooSpec<rt::v1beta1>>();
        name = name || !x.name.empty();
        replicas = replicas || x.replicas != 0;
        port = port || x.host_port != 0;
        legacy = legacy || x.legacy;
        bar_image = bar_image || !x.bar.image.empty();
        bar_cpu = bar_cpu || x.bar.cpu_millis != 0;
    }
    CHECK(name);
    CHECK(replicas);
    CHECK(port);
    CHECK(legacy);
    CHECK(bar_image);
    CHECK(bar_cpu);

    bool nested_everywhere = false;
    for (int i = 0; i < 200 && !nested_everywhere; ++i) {
        const auto f = g.make<rt::Fleet<rt::v1>>();
        nested_everywhere = f.spare.has_value() && !f.bars.empty() && !f.by_name.empty() && !f.by_id.empty() &&
                            !f.sparse.empty() && !f.groups.empty() && !f.pair[1].image.empty() &&
                            !f.extra.tag.empty();
    }
    CHECK(nested_everywhere);
}

TEST_CASE("generator: a user arbitrary<T> is used, also inside containers and structs") {
    generator g{7};
    std::set<std::int64_t> distinct;
    for (int i = 0; i < 2000; ++i) {
        const Duration d = g.make<Duration>();
        REQUIRE(d.valid());
        distinct.insert(d.seconds);
        for (const Duration& b : g.make<std::vector<Duration>>()) REQUIRE(b.valid());
        const auto t = g.make<rt::Timer<rt_v<0>>>();
        REQUIRE(t.timeout.valid());
        for (const Duration& b : t.backoff) REQUIRE(b.valid());
    }
    CHECK(distinct.size() > 1900);
}

TEST_CASE("generator: the same seed gives the same values, another seed other values") {
    generator a{42}, b{42}, c{43};
    std::vector<rt::Fleet<rt::v1beta1>> from_a, from_b, from_c;
    for (int i = 0; i < 20; ++i) {
        from_a.push_back(a.make<rt::Fleet<rt::v1beta1>>());
        from_b.push_back(b.make<rt::Fleet<rt::v1beta1>>());
        from_c.push_back(c.make<rt::Fleet<rt::v1beta1>>());
    }
    CHECK(from_a == from_b);
    CHECK(from_a != from_c);
    std::size_t equal = 0;
    for (std::size_t i = 0; i < from_a.size(); ++i) equal += from_a[i] == from_c[i] ? 1 : 0;
    CHECK(equal == 0);

    // the default seed is a fixed one
    generator d, e;
    CHECK(d.make<std::uint64_t>() == e.make<std::uint64_t>());
    CHECK(d.make<std::string>() == e.make<std::string>());
}

// ---- check_round_trips -----------------------------------------------------------------------------

TEST_CASE("check_round_trips: FooSpec over 2000 values per version pair") {
    const result r = check_round_trips<rt::FooSpec>(2000);
    CHECK_MESSAGE(r.ok, r.message);
    CHECK(static_cast<bool>(r));
    CHECK(r.message.empty());
    CHECK(r.checked == 2000 * 6); // 4 versions: 6 pairs older -> newer
}

TEST_CASE("check_round_trips: containers of nested versioned types") {
    const result r = check_round_trips<rt::Fleet>(2000, 11);
    CHECK_MESSAGE(r.ok, r.message);
    CHECK(r.checked == 2000 * 6);
    CHECK(check_round_trips<rt::Bar>(2000, 12).ok);
}

TEST_CASE("check_round_trips: a user type with inverse upgrade_with / downgrade_with") {
    const result r = check_round_trips<rt::Timer>(2000, 13);
    CHECK_MESSAGE(r.ok, r.message);
    CHECK(r.checked == 2000 * 6);
}

TEST_CASE("check_round_trips is deterministic for a seed") {
    const result a = check_round_trips<rt::Lossy>(100, 99);
    const result b = check_round_trips<rt::Lossy>(100, 99);
    CHECK_FALSE(a.ok);
    CHECK(a.message == b.message);
    CHECK(a.checked == b.checked);
}

TEST_CASE("check_round_trips: downgrade_with not the inverse of upgrade_with is reported") {
    const result r = check_round_trips<rt::Lossy>(2000, 7);
    REQUIRE_FALSE(r.ok);
    CHECK_FALSE(static_cast<bool>(r));
    INFO(r.message);
    // pairs are checked oldest first: v1alpha1 -> v1beta1 and -> v1beta2 do not cross the
    // change at v1; v1alpha1 -> v1 -> v1alpha1 is the first that doubles lvl
    CHECK(r.message.find("round trip v1alpha1 -> v1 -> v1alpha1") == 0);
    CHECK(r.message.find("changed field 'lvl'") != std::string::npos); // named as in v1alpha1
    CHECK(r.message.find("seed 7") != std::string::npos);
    CHECK(r.message.find("iteration ") != std::string::npos);
    // it stopped at the first failure: the earlier pairs, then a few values of the failing one
    CHECK(r.checked > 2 * 2000);
    CHECK(r.checked < 3 * 2000);
}

TEST_CASE("check_round_trips shows the two values of the field that changed") {
    const result r = check_round_trips<rt::Lossy>(2000, 7);
    REQUIRE_FALSE(r.ok);
    INFO(r.message);
    // "... changed field 'lvl': before <x>, after <int32(2x)> (seed 7, ...)"
    const std::size_t before = r.message.find("field 'lvl': before ");
    REQUIRE(before != std::string::npos);
    const std::size_t after = r.message.find(", after ", before);
    REQUIRE(after != std::string::npos);
    std::int32_t x = 0, y = 0;
    const char* first = r.message.data() + before + std::string_view("field 'lvl': before ").size();
    REQUIRE(std::from_chars(first, r.message.data() + after, x).ec == std::errc{});
    const char* second = r.message.data() + after + std::string_view(", after ").size();
    REQUIRE(std::from_chars(second, r.message.data() + r.message.size(), y).ec == std::errc{});
    CHECK(y == static_cast<std::int32_t>(std::int64_t{x} * 2));
    CHECK(x != y);
}

TEST_CASE("check_round_trips quotes strings, and says when a value cannot be printed") {
    const result r = check_round_trips<rt::Hooked>(2000, 5);
    REQUIRE_FALSE(r.ok);
    INFO(r.message);
    CHECK(r.message.find("field 'text': before \"") != std::string::npos);
    CHECK(r.message.find("\", after \"") != std::string::npos);
    std::ostringstream os;
    struct opaque {};
    versioned::testing::detail::print_value(os, opaque{});
    CHECK(os.str() == "(a value without operator<<)");
    os.str("");
    versioned::testing::detail::print_value(os, std::uint8_t{200});
    CHECK(os.str() == "200");
}

TEST_CASE("check_round_trips: an exception from a hook fails the check, naming the versions, seed and iteration") {
    const result r = check_round_trips<rt::Throwing>(2000, 11);
    REQUIRE_FALSE(r.ok);
    INFO(r.message);
    CHECK(r.message.find("round trip v1alpha1 -> v1beta1 -> v1alpha1 threw: negative id -") == 0);
    CHECK(r.message.find("(seed 11, iteration ") != std::string::npos);
    CHECK(r.checked < 2000);
}

TEST_CASE("check_round_trips: a lossy struct-level hook is reported") {
    const result r = check_round_trips<rt::Hooked>(2000, 5);
    REQUIRE_FALSE(r.ok);
    INFO(r.message);
    CHECK(r.message.find("round trip v1alpha1 -> v1beta1 -> v1alpha1") == 0);
    CHECK(r.message.find("changed field 'text'") != std::string::npos);
    CHECK(r.checked < 2000);
}
