// Values across versions (issue 9, items 3, 4, 7, 8, 9): one trait decides both what the
// evolution rules accept as lossless and what a conversion performs; nested versioned structs
// convert inside std::variant, std::unique_ptr, std::list, std::deque, std::pair and a user
// container described by versioned::container_traits; a value converts into an optional of
// it; user functions' results convert losslessly (never by a cast); upgrade_with functions
// taking T&& work from lvalues; a field's default is carried through its type changes
// (detail::default_at), as an upgrade carries a value.
#include <versioned/testing.hpp>
#include <versioned/versioned.hpp>

#include <doctest/doctest.h>

#include <cstddef>
#include <cstdint>
#include <deque>
#include <limits>
#include <list>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

// ---- a user container, described to the library ---------------------------------------------

namespace user {
template <class T>
struct Ring {
    std::vector<T> items;
    void push(T t) { items.push_back(std::move(t)); }
    friend bool operator==(const Ring&, const Ring&) = default;
};
} // namespace user

template <class T>
struct versioned::container_traits<user::Ring<T>> {
    using value_type = T;
    template <class U>
    using rebind = user::Ring<U>;
    template <class To, class Src, class Element>
    static To transform(Src&& from, Element&& element) {
        To out;
        for (auto& e : from.items) out.push(element(versioned::forward_element<Src>(e)));
        return out;
    }
};

template <class T>
struct versioned::testing::arbitrary<user::Ring<T>> {
    static user::Ring<T> make(generator& g) {
        user::Ring<T> r;
        for (std::size_t n = g.uniform<std::size_t>(0, g.max_elements); n > 0; --n) r.push(g.make<T>());
        return r;
    }
};

// ---- the module ---------------------------------------------------------------------------------

VERSIONED_VERSIONS(vc, v1alpha1, v1beta1, v1);

//   v1alpha1 {name}   v1beta1, v1 {name, size}
VERSIONED_STRUCT(vc, Leaf,
    (std::string,  name),
    (std::int32_t, size, added(v1beta1)));

// Item 7: a nested versioned struct in every standard wrapper, and in a user container.
VERSIONED_STRUCT(vc, Holder,
    ((std::variant<vc::Leaf<V>, std::string, std::int64_t>), choice),
    ((std::list<vc::Leaf<V>>),                               listed),
    ((std::deque<vc::Leaf<V>>),                              queued),
    ((std::pair<vc::Leaf<V>, std::int32_t>),                 paired),
    ((user::Ring<vc::Leaf<V>>),                              ring),
    ((std::optional<std::pair<std::string, vc::Leaf<V>>>),   maybe_pair));

// unique_ptr compares by address, so it has a struct of its own (not for check_round_trips).
VERSIONED_STRUCT(vc, Owner,
    ((std::unique_ptr<vc::Leaf<V>>), owned));

// Item 8: Leaf -> optional<Leaf>, vector<Leaf> -> vector<optional<Leaf>>: the rule accepts
// the upgrade as lossless, so only the downgrades need functions.
template <class L>
L value_or_empty(std::optional<L>&& o) {
    return o.has_value() ? std::move(*o) : L{};
}
template <class L>
std::vector<L> drop_empty(std::vector<std::optional<L>>&& v) {
    std::vector<L> out;
    for (auto& o : v)
        if (o.has_value()) out.push_back(std::move(*o));
    return out;
}

VERSIONED_STRUCT(vc, Wrapped,
    ((std::optional<vc::Leaf<V>>),              maybe, changed(v1, from_type(vc::Leaf<V>), downgrade_with(value_or_empty))),
    ((std::vector<std::optional<vc::Leaf<V>>>), items, changed(v1, from_type(std::vector<vc::Leaf<V>>), downgrade_with(drop_empty))),
    ((user::Ring<std::int64_t>),                counts, changed(v1, from_type(user::Ring<std::int32_t>),
                                                                downgrade_with([](user::Ring<std::int64_t>&&) { return user::Ring<std::int32_t>{}; }))));

// Item 9: functions taking their argument as T&&.
std::string join(std::vector<std::string>&& parts) {
    std::string out;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (i != 0) out += ',';
        out += std::move(parts[i]);
    }
    return out;
}
std::vector<std::string> split(std::string&& s) {
    std::vector<std::string> out;
    std::size_t at = 0;
    while (!s.empty()) {
        const std::size_t comma = s.find(',', at);
        out.push_back(s.substr(at, comma - at));
        if (comma == std::string::npos) break;
        at = comma + 1;
    }
    return out;
}

// A move-only value read by a function taking const&: converts from an lvalue (nothing to copy).
inline std::int32_t deref(const std::unique_ptr<std::int32_t>& p) { return p ? *p : -1; }
inline std::unique_ptr<std::int32_t> box(std::int32_t v) { return std::make_unique<std::int32_t>(v); }

VERSIONED_STRUCT(vc, Unboxed,
    (std::int32_t, value, changed(v1, from_type(std::unique_ptr<std::int32_t>), upgrade_with(deref), downgrade_with(box))));

VERSIONED_STRUCT(vc, Tags,
    (std::string, tags, changed(v1, from_type(std::vector<std::string>), upgrade_with(join), downgrade_with(split))));

// Item 3: results that are not the field's type but convert losslessly to it.
constexpr std::int32_t seven(std::int16_t) { return 7; }                  // int32 into an int64 field
constexpr std::int16_t back_to_int16(std::int64_t x) { return static_cast<std::int16_t>(x); }
vc::Leaf<vc::v1> newest_leaf(const std::string& name) { return vc::Leaf<vc::v1>{.name = name, .size = 5}; }
constexpr int small_default() { return 200; }                             // a constant int that fits uint8_t
constexpr const char* text_default() { return "none"; }                   // const char* into std::string
constexpr std::string_view view_default() { return "view"; }              // string_view into std::string

VERSIONED_STRUCT(vc, Results,
    (std::int64_t,   count, changed(v1, from_type(std::int16_t), upgrade_with(seven), downgrade_with(back_to_int16))),
    (vc::Leaf<V>,    leaf,  changed(v1beta1, from_type(std::string), upgrade_with(newest_leaf),
                                    downgrade_with([](vc::Leaf<vc::v1beta1>&& l) { return std::move(l.name); }))),
    (std::uint8_t,   level, added(v1beta1, default_with(small_default))),
    (std::string,    text,  added(v1beta1, default_with(text_default))),
    (std::string,    view,  added(v1beta1, default_with(view_default))));

// Item 4: a default carried through a type change: 30 seconds become 30000 milliseconds.
constexpr std::uint32_t thirty_seconds() { return 30; }
constexpr std::int64_t to_ms(std::uint32_t s) { return std::int64_t{s} * 1000; }
constexpr std::uint32_t to_s(std::int64_t ms) { return static_cast<std::uint32_t>(ms / 1000); }

VERSIONED_STRUCT(vc, Timing,
    (std::string,  name),
    (std::int64_t, timeout, added(v1beta1, default_with(thirty_seconds)),
                            changed(v1, from_name(timeout_s), from_type(std::uint32_t), upgrade_with(to_ms), downgrade_with(to_s))),
    (std::int32_t, retries, added(v1beta1)));

namespace {
template <std::size_t I>
using vc_v = versioned::version_at_t<vc::versions, I>;

template <class V>
vc::Leaf<V> leaf(std::string name) {
    vc::Leaf<V> l{};
    l.name = std::move(name);
    return l;
}
} // namespace

// ---- one trait for rules and conversions (item 8) --------------------------------------------------

using versioned::detail::lossless_v;
using L1 = vc::Leaf<vc::v1beta1>;
using L2 = vc::Leaf<vc::v1>;
static_assert(lossless_v<L1, std::optional<L2>>);
static_assert(lossless_v<std::vector<L1>, std::vector<std::optional<L2>>>);
static_assert(!lossless_v<std::optional<L2>, L1>);
static_assert(lossless_v<std::variant<L1, int>, std::variant<L2, long long>>);
static_assert(!lossless_v<std::variant<L1, long long>, std::variant<L2, int>>);
static_assert(!lossless_v<std::variant<L1>, std::variant<L2, int>>);
static_assert(lossless_v<std::pair<L1, int>, std::pair<L2, long long>>);
static_assert(!lossless_v<std::pair<L1, long long>, std::pair<L2, int>>);
static_assert(lossless_v<std::list<L1>, std::list<L2>> && lossless_v<std::deque<L1>, std::deque<L2>>);
static_assert(lossless_v<std::unique_ptr<L1>, std::unique_ptr<L2>>);
static_assert(lossless_v<user::Ring<std::int32_t>, user::Ring<std::int64_t>>);
static_assert(!lossless_v<user::Ring<std::int64_t>, user::Ring<std::int32_t>>);
static_assert(!lossless_v<std::list<L1>, std::deque<L2>>);               // another container
static_assert(lossless_v<std::string_view, std::string>);                // a library conversion
static_assert(!lossless_v<const char*, std::int64_t>);                    // never a cast
static_assert(!lossless_v<int, std::uint8_t>);
// What the conversions accept is the same walk with an implicit leaf.
static_assert(versioned::detail::convertible_value<std::vector<L1>, std::vector<std::optional<L2>>>::value);
static_assert(versioned::detail::convertible_value<std::int64_t, std::int32_t>::value);
static_assert(!versioned::detail::convertible_value<std::list<L1>, std::deque<L2>>::value);

TEST_CASE("a versioned struct converts into an optional of it, alone and inside a vector") {
    vc::Wrapped<vc::v1beta1> old{};
    old.maybe = leaf<vc::v1beta1>("one");
    old.items = {leaf<vc::v1beta1>("a"), leaf<vc::v1beta1>("b")};
    old.counts.push(std::numeric_limits<std::int32_t>::min());
    const auto up = versioned::upgrade(old);
    static_assert(std::is_same_v<decltype(up.maybe), std::optional<L2>>);
    REQUIRE(up.maybe.has_value());
    CHECK(up.maybe->name == "one");
    REQUIRE(up.items.size() == 2);
    CHECK(up.items[1]->name == "b");
    CHECK(up.counts.items == std::vector<std::int64_t>{std::numeric_limits<std::int32_t>::min()});
    // from an rvalue: moved
    const auto moved = versioned::upgrade(std::move(old));
    CHECK(moved.items[0]->name == "a");
    // and down again through the functions
    auto current = up;
    current.items.push_back(std::nullopt);
    const auto down = versioned::downgrade(current);
    CHECK(down.maybe.name == "one");
    REQUIRE(down.items.size() == 2);
    CHECK(down.items[0].name == "a");
    CHECK(versioned::convert<vc_v<0>>(current).maybe.name == "one");
}

// ---- containers (item 7) ---------------------------------------------------------------------------

TEST_CASE("nested versioned structs convert inside variant, list, deque, pair and a user container") {
    vc::Holder<vc_v<0>> old{};
    old.choice = leaf<vc_v<0>>("in variant");
    old.listed = {leaf<vc_v<0>>("l1"), leaf<vc_v<0>>("l2")};
    old.queued = {leaf<vc_v<0>>("q1")};
    old.paired = {leaf<vc_v<0>>("p"), 42};
    old.ring.push(leaf<vc_v<0>>("r"));
    old.maybe_pair = std::pair{std::string("k"), leaf<vc_v<0>>("v")};

    const auto cur = versioned::convert<vc::v1>(old);
    REQUIRE(std::holds_alternative<L2>(cur.choice));
    CHECK(std::get<L2>(cur.choice).name == "in variant");
    CHECK(std::get<L2>(cur.choice).size == 0);
    REQUIRE(cur.listed.size() == 2);
    CHECK(cur.listed.back().name == "l2");
    REQUIRE(cur.queued.size() == 1);
    CHECK(cur.queued.front().name == "q1");
    CHECK(cur.paired.first.name == "p");
    CHECK(cur.paired.second == 42);
    REQUIRE(cur.ring.items.size() == 1);
    CHECK(cur.ring.items[0].name == "r");
    REQUIRE(cur.maybe_pair.has_value());
    CHECK(cur.maybe_pair->second.name == "v");
    CHECK(old.listed.front().name == "l1"); // an lvalue source is unchanged

    // the other alternatives keep their index and value
    vc::Holder<vc::v1> other{};
    other.choice = std::int64_t{-5};
    const auto down = versioned::downgrade(other);
    REQUIRE(down.choice.index() == 2);
    CHECK(std::get<2>(down.choice) == -5);
    other.choice = std::string("text");
    CHECK(std::get<1>(versioned::convert<vc_v<0>>(std::move(other)).choice) == "text");
}

TEST_CASE("from an rvalue, the elements of every wrapper are moved") {
    const std::string long_name(64, 'x'); // beyond the small-string buffer: a move keeps the pointer
    vc::Holder<vc::v1beta1> src{};
    src.listed = {leaf<vc::v1beta1>(long_name)};
    src.paired.first = leaf<vc::v1beta1>(long_name);
    src.ring.push(leaf<vc::v1beta1>(long_name));
    const char* in_list = src.listed.front().name.data();
    const char* in_pair = src.paired.first.name.data();
    const char* in_ring = src.ring.items[0].name.data();
    const auto cur = versioned::upgrade(std::move(src));
    CHECK(cur.listed.front().name.data() == in_list);
    CHECK(cur.paired.first.name.data() == in_pair);
    CHECK(cur.ring.items[0].name.data() == in_ring);
}

TEST_CASE("std::unique_ptr of a nested versioned struct converts: moved, or deep-copied from an lvalue") {
    vc::Owner<vc::v1beta1> src{};
    src.owned = std::make_unique<L1>(leaf<vc::v1beta1>("owned"));
    src.owned->size = 9;
    const auto copy = versioned::upgrade(src); // from an lvalue: a new object
    REQUIRE(copy.owned != nullptr);
    CHECK(copy.owned->name == "owned");
    CHECK(copy.owned->size == 9);
    REQUIRE(src.owned != nullptr);
    CHECK(src.owned->name == "owned");
    const auto down = versioned::convert<vc_v<0>>(std::move(src));
    REQUIRE(down.owned != nullptr);
    CHECK(down.owned->name == "owned");
    CHECK(versioned::upgrade(vc::Owner<vc::v1beta1>{}).owned == nullptr);
}

TEST_CASE("check_round_trips over the wrappers and the user container") {
    const auto r = versioned::testing::check_round_trips<vc::Holder>(1000, 21);
    CHECK_MESSAGE(r.ok, r.message);
    CHECK(r.checked == 1000 * 3);
}

TEST_CASE("the generator makes every new wrapper, every alternative of a variant") {
    versioned::testing::generator g{3};
    bool seen[3] = {};
    bool empty_ptr = false, full_ptr = false;
    for (int i = 0; i < 300; ++i) {
        seen[g.make<std::variant<L2, std::string, std::int64_t>>().index()] = true;
        (g.make<std::unique_ptr<int>>() ? full_ptr : empty_ptr) = true;
    }
    CHECK((seen[0] && seen[1] && seen[2]));
    CHECK((empty_ptr && full_ptr));
    CHECK(g.make<std::list<int>>().size() <= g.max_elements);
    CHECK(g.make<std::deque<int>>().size() <= g.max_elements);
}

// ---- T&& functions (item 9) --------------------------------------------------------------------

TEST_CASE("upgrade_with / downgrade_with taking T&& work from lvalues, which stay unchanged") {
    const vc::Tags<vc::v1beta1> old{.tags = {"a", "b", "c"}};
    const auto up = versioned::upgrade(old);
    CHECK(up.tags == "a,b,c");
    CHECK(old.tags == std::vector<std::string>{"a", "b", "c"});
    const auto down = versioned::downgrade(up);
    CHECK(down.tags == std::vector<std::string>{"a", "b", "c"});
    CHECK(up.tags == "a,b,c");
    CHECK(versioned::convert<vc_v<0>>(up).tags == std::vector<std::string>{"a", "b", "c"});
    CHECK(versioned::convert<vc::v1>(vc::Tags<vc_v<0>>{.tags = {"x"}}).tags == "x");
}

TEST_CASE("a function taking const& of a move-only type converts from an lvalue") {
    vc::Unboxed<vc::v1beta1> old{};
    old.value = std::make_unique<std::int32_t>(12);
    CHECK(versioned::upgrade(old).value == 12);
    REQUIRE(old.value != nullptr);
    CHECK(*versioned::downgrade(versioned::upgrade(old)).value == 12);
}

// ---- function results (item 3) ---------------------------------------------------------------------

TEST_CASE("results that convert losslessly: a narrower integer, another version of the struct, views") {
    // Initialized at once: assigned after value-initialization, its string made g++ 12 -O3 warn
    // -Wmaybe-uninitialized inside libstdc++'s destructor (a false positive, in this function).
    const vc::Results<vc::v1beta1> mid{.count = -3, .leaf = leaf<vc::v1beta1>("mid")};
    const auto up = versioned::upgrade(mid);
    CHECK(up.count == 7);
    const auto down = versioned::downgrade(up);
    CHECK(down.count == 7);
    const auto from_old = versioned::convert<vc::v1>(vc::Results<vc_v<0>>{.count = 1, .leaf = "old"});
    CHECK(from_old.leaf.name == "old");
    CHECK(from_old.leaf.size == 5); // newest_leaf returned Leaf<v1>, converted to Leaf<v1beta1> and up again
    CHECK(from_old.level == 200);
    CHECK(from_old.text == "none");
    CHECK(from_old.view == "view");
    CHECK(versioned::convert<vc_v<0>>(from_old).leaf == "old");
}

// ---- defaults through the chain (item 4) ------------------------------------------------------------

using timeout_field = vc::versioned_desc_Timing::versioned_f_timeout;
using retries_field = vc::versioned_desc_Timing::versioned_f_retries;
static_assert(versioned::detail::default_at<timeout_field, 1>() == 30u);
static_assert(std::is_same_v<decltype(versioned::detail::default_at<timeout_field, 1>()), std::uint32_t>);
static_assert(versioned::detail::default_at<timeout_field, 2>() == 30000);
static_assert(std::is_same_v<decltype(versioned::detail::default_at<timeout_field, 2>()), std::int64_t>);
static_assert(versioned::detail::default_at<retries_field, 2>() == 0);

TEST_CASE("a default is carried through the field's type changes, as an upgrade carries a value") {
    const vc::Timing<vc_v<0>> old{.name = "t"};
    CHECK(versioned::upgrade(old).timeout_s == 30u);
    CHECK(versioned::convert<vc::v1>(old).timeout == 30000);
    CHECK(versioned::upgrade(versioned::upgrade(old)).timeout == 30000);
    CHECK(versioned::convert<vc::v1>(old).timeout == versioned::detail::default_at<timeout_field, 2>());
}
