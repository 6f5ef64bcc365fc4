// A member's default initializer is its field's default: default_with() where the field was
// added, carried through the same type changes an upgrade applies (issue 9, item 6). So a
// default-constructed struct, an upgrade and the schema agree.
#include <versioned/versioned.hpp>

#include <doctest/doctest.h>

#include <cstddef>
#include <cstdint>
#include <string>
#include <type_traits>

VERSIONED_VERSIONS(dfl, v1, v2, v3, v4);

constexpr std::size_t three() { return 3; }
constexpr std::int32_t thirty() { return 30; } // seconds
constexpr std::int64_t to_ms(std::int32_t s) { return std::int64_t{s} * 1000; }
constexpr std::int32_t to_s(std::int64_t ms) { return static_cast<std::int32_t>(ms / 1000); }
inline int runtime_calls = 0;
inline std::string runtime_default() { // not constexpr: runs when the member is initialized
    ++runtime_calls;
    return "generated";
}

VERSIONED_STRUCT(dfl, Spec,
    (std::string,  name),
    (std::size_t,  replicas, added(v2, default_with(three))),
    // added as seconds in v2, milliseconds from v3: the default is 30000 ms there
    (std::int64_t, timeout,  added(v2, default_with(thirty)),
                             changed(v3, from_name(timeout_s), from_type(std::int32_t), upgrade_with(to_ms),
                                     downgrade_with(to_s))),
    (std::string,  id,       added(v3, default_with(runtime_default))),
    (std::int32_t, level,    added(v2)),                                  // no default_with: 0
    (std::size_t,  old,      added(v2, default_with(three)), deprecated(v4)));

namespace {

using dfl::Spec;
using desc = versioned::descriptor_of_t<Spec<dfl::v1>>;

// One function says what the default of a field is in a version.
static_assert(versioned::detail::default_at<desc::versioned_f_replicas, dfl::v2::index>() == 3);
static_assert(versioned::detail::default_at<desc::versioned_f_timeout, dfl::v2::index>() == 30);
static_assert(versioned::detail::default_at<desc::versioned_f_timeout, dfl::v3::index>() == 30000);
static_assert(versioned::detail::default_at<desc::versioned_f_level, dfl::v4::index>() == 0);
static_assert(std::is_same_v<decltype(versioned::detail::default_at<desc::versioned_f_timeout, dfl::v2::index>()), std::int32_t>);

} // namespace

// Constant where default_with is constexpr.
VERSIONED_STRUCT(dfl, Plain,
    (std::size_t,  replicas, added(v2, default_with(three))),
    (std::int64_t, timeout,  added(v2, default_with(thirty)),
                             changed(v3, from_type(std::int32_t), upgrade_with(to_ms), downgrade_with(to_s))));

namespace {

constexpr dfl::Plain<dfl::v2> constant2{};
static_assert(constant2.replicas == 3);
static_assert(constant2.timeout == 30);
constexpr dfl::Plain<dfl::v4> constant4{};
static_assert(constant4.timeout == 30000);
static_assert(versioned::upgrade(dfl::Plain<dfl::v1>{}) == constant2);

} // namespace

TEST_CASE("default construction uses default_with, in every version that has the field") {
    const Spec<dfl::v2> two{};
    CHECK(two.replicas == 3);
    CHECK(two.timeout_s == 30);
    CHECK(two.level == 0);
    CHECK(two.old == 3);
    // deprecated_old is value-initialized, not default_with (docs/limits.md): g++ warns about
    // any other initializer of a deprecated member
    CHECK(versioned::upgrade(two).old == 3);

    Spec<dfl::v3> three_; // default-initialization: the same member initializers
    CHECK(three_.replicas == 3);
    CHECK(three_.timeout == 30000);
    CHECK(three_.id == "generated");

    const Spec<dfl::v4> designated{.name = "web", .level = 2};
    CHECK(designated.replicas == 3);
    CHECK(designated.timeout == 30000);
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
    CHECK(designated.deprecated_old == 0);
#pragma GCC diagnostic pop
}

TEST_CASE("construction and upgrade agree") {
    const Spec<dfl::v1> one{.name = "web"};
    CHECK(versioned::upgrade(one) == Spec<dfl::v2>{.name = "web"});
    runtime_calls = 0;
    const Spec<dfl::v4> up = versioned::convert<dfl::v4>(one);
    CHECK(runtime_calls == 1); // once, by the conversion's own initializer
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
    CHECK(up == Spec<dfl::v4>{.name = "web", .deprecated_old = 3}); // the one difference: see above
#pragma GCC diagnostic pop
    CHECK(versioned::convert<dfl::v3>(one) == Spec<dfl::v3>{.name = "web"});
    CHECK(up.timeout == 30000);
    CHECK(versioned::convert<dfl::v3>(Spec<dfl::v2>{.name = "x"}) == Spec<dfl::v3>{.name = "x"});
}

TEST_CASE("a runtime default_with runs once per constructed object") {
    runtime_calls = 0;
    const Spec<dfl::v3> a{};
    const Spec<dfl::v3> b{.id = "given"}; // an initializer given: the default does not run
    CHECK(runtime_calls == 1);
    CHECK(a.id == "generated");
    CHECK(b.id == "given");
}
