// A field's actions may be written in any order: the versions they name order them (issue 9,
// item 1). Written backwards, a table gives the same members, names, types, layout and
// conversions as written forwards.
#include <versioned/versioned.hpp>

#include <doctest/doctest.h>

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>

VERSIONED_VERSIONS(ord, v1, v2, v3, v4);

constexpr std::int16_t to16(std::int32_t v) { return static_cast<std::int16_t>(v); }
constexpr std::int32_t to32(std::int64_t v) { return static_cast<std::int32_t>(v); }

VERSIONED_STRUCT(ord, Forward,
    (int,          x, changed(v2, from_name(y)), deprecated(v3)),
    (std::int64_t, t, changed(v2, from_name(u), from_type(std::int16_t), downgrade_with(to16)),
                      changed(v3, from_type(std::int32_t), downgrade_with(to32))),
    (std::string,  s, added(v2), changed(v3, from_name(s_old)), deprecated(v4, note("gone"))));

VERSIONED_STRUCT(ord, Backward,
    (int,          x, deprecated(v3), changed(v2, from_name(y))),
    (std::int64_t, t, changed(v3, from_type(std::int32_t), downgrade_with(to32)),
                      changed(v2, from_name(u), from_type(std::int16_t), downgrade_with(to16))),
    (std::string,  s, deprecated(v4, note("gone")), changed(v3, from_name(s_old)), added(v2)));

namespace {

template <class V>
constexpr bool same_names() {
    constexpr auto f = versioned::field_names<ord::Forward<V>>;
    constexpr auto b = versioned::field_names<ord::Backward<V>>;
    if (f.size() != b.size()) return false;
    for (std::size_t i = 0; i < f.size(); ++i)
        if (f[i] != b[i]) return false;
    return true;
}
static_assert(same_names<ord::v1>() && same_names<ord::v2>() && same_names<ord::v3>() && same_names<ord::v4>());

// The case of the issue: v3's member is deprecated_x, not y.
static_assert(versioned::has_field<ord::Backward<ord::v1>, "y">);
static_assert(versioned::has_field<ord::Backward<ord::v2>, "x">);
static_assert(versioned::has_field<ord::Backward<ord::v3>, "deprecated_x">);
static_assert(!versioned::has_field<ord::Backward<ord::v3>, "y">);
static_assert(versioned::has_field<ord::Backward<ord::v4>, "deprecated_x">);
static_assert(versioned::has_field<ord::Backward<ord::v2>, "s_old">);
static_assert(versioned::has_field<ord::Backward<ord::v3>, "s">);
static_assert(versioned::has_field<ord::Backward<ord::v4>, "deprecated_s">);

// from_type follows its own changed(), wherever that is written.
static_assert(std::is_same_v<decltype(ord::Backward<ord::v1>::u), std::int16_t>);
static_assert(std::is_same_v<decltype(ord::Backward<ord::v2>::t), std::int32_t>);
static_assert(std::is_same_v<decltype(ord::Backward<ord::v3>::t), std::int64_t>);
static_assert(std::is_same_v<decltype(ord::Forward<ord::v2>::t), std::int32_t>);

template <class V>
constexpr bool same_layout = sizeof(ord::Forward<V>) == sizeof(ord::Backward<V>);
static_assert(same_layout<ord::v1> && same_layout<ord::v2> && same_layout<ord::v3> && same_layout<ord::v4>);

// Every present field of two structs of different tables, compared by name and value.
template <class A, class B>
bool same_values(const A& a, const B& b) {
    bool same = versioned::field_count<A> == versioned::field_count<B>;
    versioned::for_each_field(a, [&](std::string_view name, const auto& va) {
        versioned::for_each_field(b, [&](std::string_view other, const auto& vb) {
            if constexpr (std::is_same_v<decltype(va), decltype(vb)>) {
                if (name == other && !(va == vb)) same = false;
            } else {
                if (name == other) same = false;
            }
        });
    });
    return same;
}

} // namespace

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations" // deprecated_x and deprecated_s, on purpose

TEST_CASE("both orders convert identically through every version") {
    const ord::Forward<ord::v1> f1{.y = 7, .u = -3};
    const ord::Backward<ord::v1> b1{.y = 7, .u = -3};
    CHECK(same_values(f1, b1));

    const auto f4 = versioned::convert<ord::v4>(f1);
    const auto b4 = versioned::convert<ord::v4>(b1);
    CHECK(b4.deprecated_x == 7);
    CHECK(b4.t == -3);
    CHECK(same_values(f4, b4));

    auto f3 = versioned::downgrade(f4);
    auto b3 = versioned::downgrade(b4);
    f3.s = "kept";
    b3.s = "kept";
    CHECK(same_values(f3, b3));
    const auto f2 = versioned::downgrade(f3);
    const auto b2 = versioned::downgrade(b3);
    CHECK(b2.x == 7);
    CHECK(b2.s_old == "kept");
    CHECK(same_values(f2, b2));
    CHECK(same_values(versioned::convert<ord::v1>(f4), versioned::convert<ord::v1>(b4)));
}

#pragma GCC diagnostic pop
