// The residue (DESIGN.md §7) for version-following values that are not versioned structs:
// versioned enums (§9) whose enumerator the older version lacks, alone and inside
// std::optional, std::vector, std::array and maps; a type of the user's that follows the version
// (Tag<V>) with its own conversions; and containers walked through versioned::container_traits
// (std::list, std::deque, a user range registered there, a user container that is no range).
// versioned.hpp (enum.hpp) before residue.hpp (json.hpp): enum.hpp's JSON codec calls
// to_string(e) unqualified, which json.hpp's json::to_string(errc) hides when it comes first.
#include <versioned/versioned.hpp>
#include <versioned/residue.hpp>

#include <doctest/doctest.h>

#include <array>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <list>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

VERSIONED_VERSIONS(rv, v1alpha1, v1beta1, v1, v2);

// Paused is new in v1beta1 (down: Running); Draining new in v1 (down: Paused, then Running);
// Done is renamed Succeeded in v1 (a rename loses nothing).
VERSIONED_ENUM(rv, Phase,
    (Pending),
    (Running),
    (Paused,    added(v1beta1, downgrade_to(Running))),
    (Succeeded, changed(v1, from_name(Done))),
    (Draining,  added(v1, downgrade_to(Paused))));

// Only renames: nothing can be lost.
VERSIONED_ENUM(rv, Color, (Red), (Green, changed(v1, from_name(Lime))));

namespace rv {
// A type of the user's that follows the version, with its own conversions: before v1 a tag
// holds at most 8 characters (a downgrade below v1 truncates it).
template <class V>
struct Tag {
    std::string text;

    Tag() = default;
    explicit Tag(std::string t) : text(std::move(t)) {}
    template <class W>
        requires(!std::is_same_v<V, W>)
    Tag(const Tag<W>& other) // NOLINT: implicit, as the library's conversions expect
        : text(V::index < 2 && other.text.size() > 8 ? other.text.substr(0, 8) : other.text) {}

    friend bool operator==(const Tag&, const Tag&) = default;
};
} // namespace rv

template <class V>
struct versioned::json::codec<rv::Tag<V>> {
    static void write(writer& out, const rv::Tag<V>& t) { out.write(t.text); }
    static bool read(reader& in, rv::Tag<V>& t) { return in.read(t.text); }
};

namespace user {
// A range registered through versioned::container_traits (elements at /i, length recorded).
template <class T>
struct Ring {
    std::vector<T> items;
    void push(T t) { items.push_back(std::move(t)); }
    auto begin() const { return items.begin(); }
    auto end() const { return items.end(); }
    friend bool operator==(const Ring&, const Ring&) = default;
};
// A container that is no range: compared and recorded whole.
template <class T>
struct Box {
    T inner{};
    friend bool operator==(const Box&, const Box&) = default;
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
struct versioned::container_traits<user::Box<T>> {
    using value_type = T;
    template <class U>
    using rebind = user::Box<U>;
    template <class To, class Src, class Element>
    static To transform(Src&& from, Element&& element) {
        return To{element(versioned::forward_element<Src>(from.inner))};
    }
};
template <class T>
struct versioned::json::codec<user::Box<T>> {
    static void write(writer& out, const user::Box<T>& b) { out.write(b.inner); }
    static bool read(reader& in, user::Box<T>& b) { return in.read(b.inner); }
};

VERSIONED_STRUCT(rv, Bar,
    (std::string,  image),
    (std::int32_t, cpu_millis, added(v1beta1)));

VERSIONED_STRUCT(rv, Job,
    (std::string,                             name),
    (rv::Phase<V>,                            phase),
    (std::optional<rv::Phase<V>>,             maybe),
    (std::vector<rv::Phase<V>>,               history),
    ((std::array<rv::Phase<V>, 2>),           pair),
    ((std::map<std::string, rv::Phase<V>>),   by_node),
    (rv::Color<V>,                            color),
    (rv::Tag<V>,                              tag),
    (std::vector<rv::Tag<V>>,                 tags));

VERSIONED_STRUCT(rv, Queues,
    (std::list<rv::Bar<V>>,                   listed),
    (std::deque<rv::Phase<V>>,                queued),
    (user::Ring<rv::Bar<V>>,                  ring),
    (user::Box<rv::Phase<V>>,                 box));

// std::unique_ptr compares by address: a struct of its own, checked by hand. (Not a
// unique_ptr<Phase<V>>: Phase<v2> and Phase<v1> are one type, and a residue converts from a
// const object step by step, which cannot copy a unique_ptr -- docs/limits.md.)
VERSIONED_STRUCT(rv, Owner,
    ((std::unique_ptr<rv::Bar<V>>),           owned),
    (rv::Phase<V>,                            phase));

// Renames only: the residue takes the plain conversion (decided at compile time).
VERSIONED_STRUCT(rv, Paint,
    (std::string,                 name),
    (rv::Color<V>,                color),
    (std::vector<rv::Color<V>>,   palette));

namespace {

using rv::v1;
using rv::v1alpha1;
using rv::v1beta1;
using rv::v2;
using versioned::residue;
template <class V>
using Phase = rv::Phase<V>;

static_assert(!versioned::detail::range_may_lose<rv::Paint<v2>, 3, 0>());
static_assert(versioned::detail::range_may_lose<rv::Job<v2>, 3, 0>());
static_assert(!versioned::detail::value_may_lose<Phase<v2>, Phase<v1>>()); // one enumeration
static_assert(versioned::detail::value_may_lose<Phase<v1>, Phase<v1beta1>>());
static_assert(!versioned::detail::value_may_lose<rv::Color<v1>, rv::Color<v1beta1>>());
static_assert(versioned::detail::value_may_lose<rv::Tag<v1>, rv::Tag<v1beta1>>());
static_assert(versioned::detail::shape_v<std::list<int>, std::list<long>> == versioned::detail::residue_shape::sequence);
static_assert(versioned::detail::shape_v<user::Ring<int>, user::Ring<long>> == versioned::detail::residue_shape::sequence);
static_assert(versioned::detail::shape_v<user::Box<int>, user::Box<long>> == versioned::detail::residue_shape::leaf);

rv::Job<v2> sample_job() {
    rv::Job<v2> j;
    j.name = "job";
    j.phase = Phase<v2>::Draining;
    j.maybe = Phase<v2>::Paused;
    j.history = {Phase<v2>::Pending, Phase<v2>::Succeeded, Phase<v2>::Paused};
    j.pair = {Phase<v2>::Running, Phase<v2>::Draining};
    j.by_node = {{"a/b", Phase<v2>::Paused}, {"c", Phase<v2>::Running}};
    j.color = rv::Color<v2>::Green;
    j.tag = rv::Tag<v2>{"a-long-tag-text"};
    j.tags = {rv::Tag<v2>{"short"}, rv::Tag<v2>{"another-long-one"}};
    return j;
}

} // namespace

TEST_CASE("residue: an enumerator the older version lacks comes back, through a chain of downgrade_to") {
    rv::Job<v2> x;
    x.phase = Phase<v2>::Draining;
    residue<rv::Job> rest;
    auto old = versioned::convert<v1alpha1>(x, rest);
    CHECK(old.phase == Phase<v1alpha1>::Running); // Draining -> Paused -> Running
    CHECK(rest.contains("v1", "/phase"));         // Draining, with Paused at v1beta1
    CHECK(rest.contains("v1beta1", "/phase"));    // Paused, with Running at v1alpha1
    CHECK(rest.size() == 2);
    CHECK(versioned::convert<v2>(old, rest) == x);
    CHECK(rest.empty());

    // a partial upgrade gives back what v1beta1 lost; v1's entry waits
    auto alpha = versioned::convert<v1alpha1>(x, rest);
    auto beta = versioned::upgrade(alpha, rest);
    CHECK(beta.phase == Phase<v1beta1>::Paused);
    CHECK(rest.size() == 1);
    CHECK(versioned::convert<v2>(beta, rest).phase == Phase<v2>::Draining);
    CHECK(rest.empty());
}

TEST_CASE("residue: an enum edited at the older version wins") {
    rv::Job<v2> x;
    x.phase = Phase<v2>::Draining;
    residue<rv::Job> rest;
    auto old = versioned::convert<v1alpha1>(x, rest);
    old.phase = Phase<v1alpha1>::Done;
    auto back = versioned::convert<v2>(old, rest);
    CHECK(back.phase == Phase<v2>::Succeeded);
    CHECK(rest.empty());

    // an edit at v1beta1 (between the two steps) wins over the v1 entry as well
    auto beta = versioned::convert<v1beta1>(x, rest);
    CHECK(beta.phase == Phase<v1beta1>::Paused);
    beta.phase = Phase<v1beta1>::Pending;
    CHECK(versioned::convert<v2>(beta, rest).phase == Phase<v2>::Pending);
    CHECK(rest.empty());
}

TEST_CASE("residue: enumerators the older version has, and renames, record nothing") {
    rv::Job<v2> x;
    x.phase = Phase<v2>::Succeeded; // Done before v1: a rename
    x.color = rv::Color<v2>::Green;
    residue<rv::Job> rest;
    auto old = versioned::convert<v1alpha1>(x, rest);
    CHECK(old.phase == Phase<v1alpha1>::Done);
    CHECK(old.color == rv::Color<v1alpha1>::Lime);
    CHECK(rest.empty());
    CHECK(versioned::convert<v2>(old, rest) == x);

    rv::Paint<v2> p{.name = "p", .color = rv::Color<v2>::Green, .palette = {rv::Color<v2>::Red, rv::Color<v2>::Green}};
    residue<rv::Paint> none;
    auto q = versioned::convert<v1alpha1>(p, none);
    CHECK(none.empty());
    CHECK(versioned::convert<v2>(q, none) == p);
}

TEST_CASE("residue: enums inside optional, vector, array and map, at their element paths") {
    const auto x = sample_job();
    residue<rv::Job> rest;
    auto old = versioned::convert<v1alpha1>(x, rest);
    CHECK(rest.contains("v1beta1", "/maybe"));
    CHECK(rest.contains("v1beta1", "/history/2"));
    CHECK_FALSE(rest.contains("v1beta1", "/history/1")); // Succeeded: a rename
    CHECK(rest.contains("v1beta1", "/history"));          // the vector's length
    CHECK(rest.contains("v1", "/pair/1"));
    CHECK(rest.contains("v1beta1", "/pair/1"));
    CHECK_FALSE(rest.contains("v1beta1", "/pair"));       // an array has no length entry
    CHECK(rest.contains("v1beta1", "/by_node/a~1b"));
    CHECK_FALSE(rest.contains("v1beta1", "/by_node/c"));
    CHECK(old.history == std::vector{Phase<v1alpha1>::Pending, Phase<v1alpha1>::Done, Phase<v1alpha1>::Running});
    CHECK(versioned::convert<v2>(std::move(old), rest) == x);
    CHECK(rest.empty());
}

TEST_CASE("residue: enums in a vector whose length changed, an emptied optional, a removed key") {
    const auto x = sample_job();
    residue<rv::Job> rest;
    auto old = versioned::convert<v1alpha1>(x, rest);
    old.history.push_back(Phase<v1alpha1>::Pending); // positions no longer name the same elements
    old.maybe.reset();
    old.by_node.erase("a/b");
    old.pair[0] = Phase<v1alpha1>::Pending; // not recorded there: the edit simply stays
    auto back = versioned::convert<v2>(std::move(old), rest);
    CHECK(back.history == std::vector{Phase<v2>::Pending, Phase<v2>::Succeeded, Phase<v2>::Running, Phase<v2>::Pending});
    CHECK_FALSE(back.maybe.has_value());
    CHECK(back.by_node == std::map<std::string, Phase<v2>>{{"c", Phase<v2>::Running}});
    CHECK(back.pair == std::array{Phase<v2>::Pending, Phase<v2>::Draining});
    CHECK(back.phase == Phase<v2>::Draining);
    CHECK(back.tag == x.tag);
    CHECK(rest.empty());
}

TEST_CASE("residue: a type of the user's that follows the version, with its own conversions") {
    const auto x = sample_job();
    residue<rv::Job> rest;
    auto beta = versioned::convert<v1beta1>(x, rest);
    CHECK(beta.tag.text == "a-long-t");
    CHECK(rest.contains("v1", "/tag"));
    CHECK(rest.contains("v1", "/tags/1"));
    CHECK_FALSE(rest.contains("v1", "/tags/0")); // short: its round trip gives it back
    auto back = versioned::convert<v2>(beta, rest);
    CHECK(back.tag == x.tag);
    CHECK(back.tags == x.tags);
    CHECK(rest.empty());

    auto beta2 = versioned::convert<v1beta1>(x, rest);
    beta2.tag = rv::Tag<v1beta1>{"edited"};
    auto back2 = versioned::convert<v2>(beta2, rest);
    CHECK(back2.tag.text == "edited");
    CHECK(back2.tags == x.tags);
    CHECK(rest.empty());
}

TEST_CASE("residue: std::list, std::deque, a user range and a user container that is no range") {
    rv::Queues<v2> x;
    x.listed = {rv::Bar<v2>{.image = "a", .cpu_millis = 1}, rv::Bar<v2>{.image = "b", .cpu_millis = 0},
                rv::Bar<v2>{.image = "c", .cpu_millis = 3}};
    x.queued = {Phase<v2>::Paused, Phase<v2>::Pending, Phase<v2>::Draining};
    x.ring.push(rv::Bar<v2>{.image = "r", .cpu_millis = 7});
    x.box.inner = Phase<v2>::Draining;
    residue<rv::Queues> rest;
    auto old = versioned::convert<v1alpha1>(x, rest);
    CHECK(rest.contains("v1beta1", "/listed/0/cpu_millis"));
    CHECK_FALSE(rest.contains("v1beta1", "/listed/1/cpu_millis"));
    CHECK(rest.contains("v1beta1", "/listed/2/cpu_millis"));
    CHECK(rest.contains("v1beta1", "/listed"));
    CHECK(rest.contains("v1beta1", "/queued/0"));
    CHECK(rest.contains("v1", "/queued/2"));
    CHECK(rest.contains("v1beta1", "/queued"));
    CHECK(rest.contains("v1beta1", "/ring/0/cpu_millis"));
    CHECK(rest.contains("v1beta1", "/ring"));
    CHECK(rest.contains("v1", "/box"));      // whole: Box<Phase> with its older value
    CHECK(rest.contains("v1beta1", "/box"));
    auto text = versioned::json::write(rest);
    auto again = versioned::json::read<residue<rv::Queues>>(text);
    REQUIRE_MESSAGE(again, again.error().message());
    CHECK(versioned::json::write(*again) == text);
    auto copy = old;
    CHECK(versioned::convert<v2>(std::move(old), rest) == x);
    CHECK(rest.empty());
    CHECK(versioned::convert<v2>(std::move(copy), *again) == x);

    // a list whose length changed at the older version: nothing below it comes back
    auto old2 = versioned::convert<v1alpha1>(x, rest);
    old2.listed.pop_front();
    old2.box.inner = Phase<v1alpha1>::Pending; // an edit of the whole box wins
    auto back2 = versioned::convert<v2>(std::move(old2), rest);
    CHECK(back2.listed == std::list{rv::Bar<v2>{.image = "b", .cpu_millis = 0}, rv::Bar<v2>{.image = "c", .cpu_millis = 0}});
    CHECK(back2.queued == x.queued);
    CHECK(back2.ring == x.ring);
    CHECK(back2.box.inner == Phase<v2>::Pending);
    CHECK(rest.empty());
}

TEST_CASE("residue: inside std::unique_ptr, at the pointer's own path") {
    rv::Owner<v2> x;
    x.owned = std::make_unique<rv::Bar<v2>>(rv::Bar<v2>{.image = "i", .cpu_millis = 9});
    x.phase = Phase<v2>::Paused;
    residue<rv::Owner> rest;
    auto old = versioned::convert<v1alpha1>(x, rest);
    CHECK(rest.contains("v1beta1", "/owned/cpu_millis"));
    CHECK(rest.contains("v1beta1", "/phase"));
    CHECK(old.phase == Phase<v1alpha1>::Running);
    const std::string text = versioned::json::write(rest);
    CHECK(text == R"({"format":1,"entries":[{"at":"v1beta1","path":"/owned/cpu_millis","value":9},)"
                  R"({"at":"v1beta1","path":"/phase","value":"Paused","older":"Running"}]})");
    auto back = versioned::convert<v2>(std::move(old), rest);
    REQUIRE(back.owned != nullptr);
    CHECK(*back.owned == *x.owned);
    CHECK(back.phase == Phase<v2>::Paused);
    CHECK(rest.empty());

    // emptied at the older version: its entries go with it
    auto old2 = versioned::convert<v1alpha1>(x, rest);
    old2.owned.reset();
    auto back2 = versioned::convert<v2>(std::move(old2), rest);
    CHECK(back2.owned == nullptr);
    CHECK(back2.phase == Phase<v2>::Paused);
    CHECK(rest.empty());
}

TEST_CASE("residue JSON: enum and user-type entries, read back with their types") {
    rv::Job<v2> x;
    x.phase = Phase<v2>::Draining;
    x.tag = rv::Tag<v2>{"a-long-tag-text"};
    residue<rv::Job> rest;
    auto old = versioned::convert<v1alpha1>(x, rest);
    const std::string text = versioned::json::write(rest);
    CHECK(text == R"({"format":1,"entries":[{"at":"v1beta1","path":"/phase","value":"Paused","older":"Running"},)"
                  R"({"at":"v1","path":"/phase","value":"Draining","older":"Paused"},)"
                  R"({"at":"v1","path":"/tag","value":"a-long-tag-text","older":"a-long-t"}]})");
    auto again = versioned::json::read<residue<rv::Job>>(text);
    REQUIRE_MESSAGE(again, again.error().message());
    CHECK(versioned::convert<v2>(old, *again) == x);
    CHECK(again->empty());

    using versioned::json::errc;
    auto read = [](std::string_view t) { return versioned::json::read<residue<rv::Job>>(t); };
    // an enumerator the version does not have
    auto bad = read(R"({"format":1,"entries":[{"at":"v1beta1","path":"/phase","value":"Draining","older":"Running"}]})");
    REQUIRE_FALSE(bad);
    CHECK(bad.error().path == "/entries/0/value");
    CHECK(bad.error().message().find("unknown enumerator \"Draining\"") != std::string::npos);
    auto older = read(R"({"format":1,"entries":[{"at":"v1beta1","path":"/phase","value":"Paused","older":"Paused"}]})");
    REQUIRE_FALSE(older);
    CHECK(older.error().path == "/entries/0/older");
    // nothing a downgrade can lose: a renames-only enum, a name, an element of a map of an enum
    // that loses nothing at that step, a length at a value
    CHECK(read(R"({"format":1,"entries":[{"at":"v1","path":"/color","value":"Green","older":"Lime"}]})").error().code ==
          errc::invalid_value);
    CHECK(read(R"({"format":1,"entries":[{"at":"v2","path":"/phase","value":"Draining","older":"Draining"}]})")
              .error()
              .code == errc::invalid_value);
    CHECK(read(R"({"format":1,"entries":[{"at":"v1","path":"/phase","length":2}]})").error().code == errc::invalid_value);
    CHECK(read(R"({"format":1,"entries":[{"at":"v1","path":"/history/x","value":"Paused","older":"Running"}]})")
              .error()
              .code == errc::invalid_value);
    // one entry per version, path and kind
    auto twice = read(R"({"format":1,"entries":[{"at":"v1","path":"/phase","value":"Draining","older":"Paused"},)"
                      R"({"at":"v1","path":"/phase","value":"Draining","older":"Paused"}]})");
    REQUIRE_FALSE(twice);
    CHECK(twice.error().path == "/entries/1");
    CHECK(twice.error().message().find("a second entry for version v1 and path /phase") != std::string::npos);
    // a format that is not this library's: an error, and only a larger one is called newer
    auto newer = read(R"({"format":2,"entries":[]})");
    REQUIRE_FALSE(newer);
    CHECK(newer.error().message().find("a newer library wrote it") != std::string::npos);
    auto zero = read(R"({"format":0,"entries":[]})");
    REQUIRE_FALSE(zero);
    CHECK(zero.error().path == "/format");
    CHECK(zero.error().message().find("newer") == std::string::npos);
    CHECK(read(R"({"format":1,"entries":[{"at":"v1","path":"/history","length":3},)"
               R"({"at":"v1","path":"/history/2","value":"Draining","older":"Paused"},)"
               R"({"at":"v1","path":"/by_node/a~1b","value":"Draining","older":"Paused"}]})"));
}
