// Layout of the generated structs (DESIGN.md §2): "A name that does not exist in a version is
// a zero-size placeholder there: sizeof and the offsets of the present members equal those of
// the hand-written struct." Every version of every struct below is compared with a
// hand-written struct of the same members: sizeof, alignof and offsetof of every present
// member.
//
// Known exception, documented (not hidden) by the test cases at the end: a member whose field
// is absent in some version carries [[no_unique_address]] in *every* version, also where it is
// present. When its type is a class that is not POD for the purpose of layout and has tail
// padding, or is an empty class, the next member may then be placed inside it, so the layout
// differs from the hand-written struct.
#include <versioned/versioned.hpp>

#include <doctest/doctest.h>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

// offsetof on types that are not standard-layout (std::string members, [[no_unique_address]])
// is conditionally-supported; GCC and Clang support it and warn. Deprecated members are named
// on purpose.
#pragma GCC diagnostic ignored "-Winvalid-offsetof"
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

VERSIONED_VERSIONS(lay, v1alpha1, v1beta1, v1, v2);

#define SAME_SIZE(T, H)                                                                            \
    static_assert(sizeof(T) == sizeof(H), "sizeof " #T " != sizeof " #H);                          \
    static_assert(alignof(T) == alignof(H), "alignof " #T " != alignof " #H)
#define SAME_OFFSET(T, H, m) static_assert(offsetof(T, m) == offsetof(H, m), "offsetof " #T "::" #m)

// ---- scalars of mixed sizes: added / renamed / deprecated / retyped, middle and end ----------

constexpr std::uint8_t to_u8(std::uint16_t v) { return static_cast<std::uint8_t>(v); }

VERSIONED_STRUCT(lay, Mixed,
    (std::int8_t,   a),
    (std::int64_t,  b, added(v1)),                        // added, in the middle
    (std::int16_t,  c, changed(v1beta1, from_name(cc))),   // renamed, in the middle
    (std::int32_t,  d, deprecated(v1)),                   // deprecated, in the middle
    (char,          e),
    (std::uint16_t, f, changed(v2, from_type(std::uint8_t), downgrade_with(to_u8))), // retyped
    (double,        g, added(v2)),                        // added, near the end
    (std::int32_t,  h, deprecated(v2)));                  // deprecated, at the end

namespace hand {
struct mixed_v1alpha1 {
    std::int8_t a;
    std::int16_t cc;
    std::int32_t d;
    char e;
    std::uint8_t f;
    std::int32_t h;
};
struct mixed_v1beta1 {
    std::int8_t a;
    std::int16_t c;
    std::int32_t d;
    char e;
    std::uint8_t f;
    std::int32_t h;
};
struct mixed_v1 {
    std::int8_t a;
    std::int64_t b;
    std::int16_t c;
    std::int32_t deprecated_d;
    char e;
    std::uint8_t f;
    std::int32_t h;
};
struct mixed_v2 {
    std::int8_t a;
    std::int64_t b;
    std::int16_t c;
    std::int32_t deprecated_d;
    char e;
    std::uint16_t f;
    double g;
    std::int32_t deprecated_h;
};
} // namespace hand

using mixed_a = lay::Mixed<lay::v1alpha1>;
SAME_SIZE(mixed_a, hand::mixed_v1alpha1);
SAME_OFFSET(mixed_a, hand::mixed_v1alpha1, a);
SAME_OFFSET(mixed_a, hand::mixed_v1alpha1, cc);
SAME_OFFSET(mixed_a, hand::mixed_v1alpha1, d);
SAME_OFFSET(mixed_a, hand::mixed_v1alpha1, e);
SAME_OFFSET(mixed_a, hand::mixed_v1alpha1, f);
SAME_OFFSET(mixed_a, hand::mixed_v1alpha1, h);

using mixed_b = lay::Mixed<lay::v1beta1>;
SAME_SIZE(mixed_b, hand::mixed_v1beta1);
SAME_OFFSET(mixed_b, hand::mixed_v1beta1, a);
SAME_OFFSET(mixed_b, hand::mixed_v1beta1, c);
SAME_OFFSET(mixed_b, hand::mixed_v1beta1, d);
SAME_OFFSET(mixed_b, hand::mixed_v1beta1, e);
SAME_OFFSET(mixed_b, hand::mixed_v1beta1, f);
SAME_OFFSET(mixed_b, hand::mixed_v1beta1, h);

using mixed_1 = lay::Mixed<lay::v1>;
SAME_SIZE(mixed_1, hand::mixed_v1);
SAME_OFFSET(mixed_1, hand::mixed_v1, a);
SAME_OFFSET(mixed_1, hand::mixed_v1, b);
SAME_OFFSET(mixed_1, hand::mixed_v1, c);
SAME_OFFSET(mixed_1, hand::mixed_v1, deprecated_d);
SAME_OFFSET(mixed_1, hand::mixed_v1, e);
SAME_OFFSET(mixed_1, hand::mixed_v1, f);
SAME_OFFSET(mixed_1, hand::mixed_v1, h);

using mixed_2 = lay::Mixed<lay::v2>;
SAME_SIZE(mixed_2, hand::mixed_v2);
SAME_OFFSET(mixed_2, hand::mixed_v2, a);
SAME_OFFSET(mixed_2, hand::mixed_v2, b);
SAME_OFFSET(mixed_2, hand::mixed_v2, c);
SAME_OFFSET(mixed_2, hand::mixed_v2, deprecated_d);
SAME_OFFSET(mixed_2, hand::mixed_v2, e);
SAME_OFFSET(mixed_2, hand::mixed_v2, f);
SAME_OFFSET(mixed_2, hand::mixed_v2, g);
SAME_OFFSET(mixed_2, hand::mixed_v2, deprecated_h);

// ---- strings and optionals ---------------------------------------------------------------------

// Whether std::optional lends its tail padding to the next member under [[no_unique_address]]:
// libstdc++'s does not; libc++'s does (its engaged flag is followed by padding it does not use),
// so with libc++ an optional field absent in some version is exception (1) below, and the
// expected layouts are those of hand-written structs with the attribute on that member.
struct optional_tail_probe {
    [[no_unique_address]] std::optional<int> o;
    char c;
};
inline constexpr bool optional_lends_tail = sizeof(optional_tail_probe) == sizeof(std::optional<int>);
#if defined(_LIBCPP_VERSION)
static_assert(optional_lends_tail, "libc++'s optional: tail padding reused");
#elif defined(__GLIBCXX__)
static_assert(!optional_lends_tail, "libstdc++'s optional: no tail padding reused");
#endif

VERSIONED_STRUCT(lay, Strings,
    (std::string,        name),
    (std::uint8_t,       flag,     added(v1beta1)),
    (std::string,        title,    changed(v1, from_name(caption))),
    (std::optional<int>, limit,    added(v1)),
    (std::int16_t,       small,    deprecated(v2)),
    (std::optional<int>, tail_opt),
    (bool,               done,     added(v2)));

namespace hand {
struct strings_v1alpha1 {
    std::string name;
    std::string caption;
    std::int16_t small;
    std::optional<int> tail_opt;
};
struct strings_v1beta1 {
    std::string name;
    std::uint8_t flag;
    std::string caption;
    std::int16_t small;
    std::optional<int> tail_opt;
};
struct strings_v1 {
    std::string name;
    std::uint8_t flag;
    std::string title;
    std::optional<int> limit;
    std::int16_t small;
    std::optional<int> tail_opt;
};
struct strings_v2 {
    std::string name;
    std::uint8_t flag;
    std::string title;
    std::optional<int> limit;
    std::int16_t deprecated_small;
    std::optional<int> tail_opt;
    bool done;
};
// limit with the attribute the library gives it (it is absent before v1): what libc++ yields.
struct strings_v1_limit_nua {
    std::string name;
    std::uint8_t flag;
    std::string title;
    [[no_unique_address]] std::optional<int> limit;
    std::int16_t small;
    std::optional<int> tail_opt;
};
struct strings_v2_limit_nua {
    std::string name;
    std::uint8_t flag;
    std::string title;
    [[no_unique_address]] std::optional<int> limit;
    std::int16_t deprecated_small;
    std::optional<int> tail_opt;
    bool done;
};
using strings_v1_expected = std::conditional_t<optional_lends_tail, strings_v1_limit_nua, strings_v1>;
using strings_v2_expected = std::conditional_t<optional_lends_tail, strings_v2_limit_nua, strings_v2>;
} // namespace hand

using strings_a = lay::Strings<lay::v1alpha1>;
SAME_SIZE(strings_a, hand::strings_v1alpha1);
SAME_OFFSET(strings_a, hand::strings_v1alpha1, name);
SAME_OFFSET(strings_a, hand::strings_v1alpha1, caption);
SAME_OFFSET(strings_a, hand::strings_v1alpha1, small);
SAME_OFFSET(strings_a, hand::strings_v1alpha1, tail_opt);

using strings_b = lay::Strings<lay::v1beta1>;
SAME_SIZE(strings_b, hand::strings_v1beta1);
SAME_OFFSET(strings_b, hand::strings_v1beta1, name);
SAME_OFFSET(strings_b, hand::strings_v1beta1, flag);
SAME_OFFSET(strings_b, hand::strings_v1beta1, caption);
SAME_OFFSET(strings_b, hand::strings_v1beta1, small);
SAME_OFFSET(strings_b, hand::strings_v1beta1, tail_opt);

using strings_1 = lay::Strings<lay::v1>;
SAME_SIZE(strings_1, hand::strings_v1_expected);
SAME_OFFSET(strings_1, hand::strings_v1_expected, name);
SAME_OFFSET(strings_1, hand::strings_v1_expected, flag);
SAME_OFFSET(strings_1, hand::strings_v1_expected, title);
SAME_OFFSET(strings_1, hand::strings_v1_expected, limit);
SAME_OFFSET(strings_1, hand::strings_v1_expected, small);
SAME_OFFSET(strings_1, hand::strings_v1_expected, tail_opt);

using strings_2 = lay::Strings<lay::v2>;
SAME_SIZE(strings_2, hand::strings_v2_expected);
SAME_OFFSET(strings_2, hand::strings_v2_expected, name);
SAME_OFFSET(strings_2, hand::strings_v2_expected, flag);
SAME_OFFSET(strings_2, hand::strings_v2_expected, title);
SAME_OFFSET(strings_2, hand::strings_v2_expected, limit);
SAME_OFFSET(strings_2, hand::strings_v2_expected, deprecated_small);
SAME_OFFSET(strings_2, hand::strings_v2_expected, tail_opt);
SAME_OFFSET(strings_2, hand::strings_v2_expected, done);

// ---- nested versioned structs ---------------------------------------------------------------------

// 16 bytes with 4 bytes of tail padding; not POD for the purpose of layout (default member
// initializers make its default constructor non-trivial).
VERSIONED_STRUCT(lay, Inner,
    (std::int64_t, a),
    (std::int32_t, b));
static_assert(sizeof(lay::Inner<lay::v1>) == 16);

// Nested types in fields that exist in every version (no [[no_unique_address]]), or behind an
// indirection (vector), or followed by a member too large for the tail padding.
VERSIONED_STRUCT(lay, Outer,
    (Inner<V>,              always),
    (char,                  c1),
    (std::vector<Inner<V>>, many,  changed(v1, from_name(list))),
    (std::int32_t,          count, added(v1beta1)),
    (Inner<V>,              big,   added(v1)),
    (std::int64_t,          wide),
    (std::int32_t,          last,  added(v2)));

namespace hand {
struct inner {
    std::int64_t a{};
    std::int32_t b{};
};
struct outer_v1alpha1 {
    inner always;
    char c1;
    std::vector<inner> list;
    std::int64_t wide;
};
struct outer_v1beta1 {
    inner always;
    char c1;
    std::vector<inner> list;
    std::int32_t count;
    std::int64_t wide;
};
struct outer_v1 {
    inner always;
    char c1;
    std::vector<inner> many;
    std::int32_t count;
    inner big;
    std::int64_t wide;
};
struct outer_v2 {
    inner always;
    char c1;
    std::vector<inner> many;
    std::int32_t count;
    inner big;
    std::int64_t wide;
    std::int32_t last;
};
} // namespace hand

using outer_a = lay::Outer<lay::v1alpha1>;
SAME_SIZE(outer_a, hand::outer_v1alpha1);
SAME_OFFSET(outer_a, hand::outer_v1alpha1, always);
SAME_OFFSET(outer_a, hand::outer_v1alpha1, c1);
SAME_OFFSET(outer_a, hand::outer_v1alpha1, list);
SAME_OFFSET(outer_a, hand::outer_v1alpha1, wide);

using outer_b = lay::Outer<lay::v1beta1>;
SAME_SIZE(outer_b, hand::outer_v1beta1);
SAME_OFFSET(outer_b, hand::outer_v1beta1, always);
SAME_OFFSET(outer_b, hand::outer_v1beta1, c1);
SAME_OFFSET(outer_b, hand::outer_v1beta1, list);
SAME_OFFSET(outer_b, hand::outer_v1beta1, count);
SAME_OFFSET(outer_b, hand::outer_v1beta1, wide);

using outer_1 = lay::Outer<lay::v1>;
SAME_SIZE(outer_1, hand::outer_v1);
SAME_OFFSET(outer_1, hand::outer_v1, always);
SAME_OFFSET(outer_1, hand::outer_v1, c1);
SAME_OFFSET(outer_1, hand::outer_v1, many);
SAME_OFFSET(outer_1, hand::outer_v1, count);
SAME_OFFSET(outer_1, hand::outer_v1, big);
SAME_OFFSET(outer_1, hand::outer_v1, wide);

using outer_2 = lay::Outer<lay::v2>;
SAME_SIZE(outer_2, hand::outer_v2);
SAME_OFFSET(outer_2, hand::outer_v2, always);
SAME_OFFSET(outer_2, hand::outer_v2, c1);
SAME_OFFSET(outer_2, hand::outer_v2, many);
SAME_OFFSET(outer_2, hand::outer_v2, count);
SAME_OFFSET(outer_2, hand::outer_v2, big);
SAME_OFFSET(outer_2, hand::outer_v2, wide);
SAME_OFFSET(outer_2, hand::outer_v2, last);

// Only placeholders in a version: the struct is empty there, like an empty hand-written one.
VERSIONED_STRUCT(lay, Late, (std::int32_t, x, added(v2)), (std::int16_t, y, added(v2)));
namespace hand {
struct empty {};
struct late_v2 {
    std::int32_t x;
    std::int16_t y;
};
} // namespace hand
SAME_SIZE(lay::Late<lay::v1>, hand::empty);
SAME_SIZE(lay::Late<lay::v2>, hand::late_v2);
SAME_OFFSET(lay::Late<lay::v2>, hand::late_v2, x);
SAME_OFFSET(lay::Late<lay::v2>, hand::late_v2, y);
static_assert(std::is_empty_v<lay::Late<lay::v1>>);

// std::optional of a class with tail padding, in a field absent in some version: libstdc++'s
// optional does not expose reusable tail padding, so the layout matches; libc++'s does (see
// optional_lends_tail).
VERSIONED_STRUCT(lay, TailOptional,
    (std::optional<Inner<V>>, in, added(v1)),
    (char,                    c));
namespace hand {
struct tail_optional {
    std::optional<inner> in;
    char c;
};
struct tail_optional_nua {
    [[no_unique_address]] std::optional<inner> in;
    char c;
};
using tail_optional_expected = std::conditional_t<optional_lends_tail, tail_optional_nua, tail_optional>;
} // namespace hand
SAME_SIZE(lay::TailOptional<lay::v1>, hand::tail_optional_expected);
SAME_OFFSET(lay::TailOptional<lay::v1>, hand::tail_optional_expected, in);
SAME_OFFSET(lay::TailOptional<lay::v1>, hand::tail_optional_expected, c);

// ---- the exceptions: [[no_unique_address]] on a present member --------------------------------

// (1) A field absent in some version whose type has reusable tail padding: in the versions
// where it is present, the next member moves into its tail padding.
VERSIONED_STRUCT(lay, TailAdded,
    (Inner<V>, in, added(v1)),
    (char,     c));
VERSIONED_STRUCT(lay, TailRenamed,
    (Inner<V>, in, changed(v1, from_name(old_in))),
    (std::int32_t, n));
VERSIONED_STRUCT(lay, TailDeprecated,
    (Inner<V>, in, deprecated(v1)),
    (char,     c));
// The same without actions (no [[no_unique_address]]): same layout as the hand-written struct.
VERSIONED_STRUCT(lay, TailAlways,
    (Inner<V>, in),
    (char,     c));

namespace hand {
struct tail {
    inner in;
    char c;
};
struct tail_renamed {
    inner in;
    std::int32_t n;
};
} // namespace hand

SAME_SIZE(lay::TailAlways<lay::v1>, hand::tail);
SAME_OFFSET(lay::TailAlways<lay::v1>, hand::tail, in);
SAME_OFFSET(lay::TailAlways<lay::v1>, hand::tail, c);
// Where the field is absent, the layout is right.
static_assert(sizeof(lay::TailAdded<lay::v1beta1>) == sizeof(char));
static_assert(offsetof(lay::TailAdded<lay::v1beta1>, c) == 0);

// (2) A field absent in some version whose type is an empty class in a version where it is
// present (a nested versioned struct whose fields all come later): the member takes no space.
VERSIONED_STRUCT(lay, HoldsLate,
    (Late<V>, late, added(v1beta1)),
    (char,    c));
namespace hand {
struct holds_late_v1 {
    lay::Late<lay::v1> late;
    char c;
};
} // namespace hand

TEST_CASE("layout: the layouts above equal the hand-written structs") {
    // The file-scope static_asserts are the test; this records a few numbers in the log.
    CHECK(sizeof(mixed_2) == sizeof(hand::mixed_v2));
    CHECK(sizeof(strings_2) == sizeof(hand::strings_v2));
    CHECK(sizeof(outer_2) == sizeof(hand::outer_v2));
}

TEST_CASE("layout exception: added field of a class type with tail padding, then a small member") {
    // Hand-written: in at 0 (16 bytes), c at 16, sizeof 24.
    CHECK(sizeof(hand::tail) == 24);
    CHECK(offsetof(hand::tail, c) == 16);
    // Generated, v1 (in present, [[no_unique_address]]): c is placed in in's tail padding.
    // Actual behaviour (GCC 12 and Clang 14, Itanium ABI): sizeof 16, c at offset 12.
    CHECK(offsetof(lay::TailAdded<lay::v1>, in) == 0);
    CHECK(offsetof(lay::TailAdded<lay::v1>, c) == 12);
    CHECK(sizeof(lay::TailAdded<lay::v1>) == 16);
    CHECK(alignof(lay::TailAdded<lay::v1>) == alignof(hand::tail));
}

TEST_CASE("layout exception: renamed field of a class type with tail padding") {
    CHECK(sizeof(hand::tail_renamed) == 24);
    CHECK(offsetof(hand::tail_renamed, n) == 16);
    // Actual: n in the tail padding of in (v1) and of old_in (v1beta1).
    CHECK(offsetof(lay::TailRenamed<lay::v1>, n) == 12);
    CHECK(sizeof(lay::TailRenamed<lay::v1>) == 16);
    CHECK(offsetof(lay::TailRenamed<lay::v1beta1>, old_in) == 0);
    CHECK(offsetof(lay::TailRenamed<lay::v1beta1>, n) == 12);
    CHECK(sizeof(lay::TailRenamed<lay::v1beta1>) == 16);
}

TEST_CASE("layout exception: deprecated field of a class type with tail padding") {
    // Actual: c in the tail padding of in (before v1) and of deprecated_in (from v1).
    CHECK(offsetof(lay::TailDeprecated<lay::v1beta1>, c) == 12);
    CHECK(sizeof(lay::TailDeprecated<lay::v1beta1>) == 16);
    CHECK(offsetof(lay::TailDeprecated<lay::v1>, deprecated_in) == 0);
    CHECK(offsetof(lay::TailDeprecated<lay::v1>, c) == 12);
    CHECK(sizeof(lay::TailDeprecated<lay::v1>) == 16);
    // Hand-written: 24 and 16.
    CHECK(sizeof(hand::tail) == 24);
}

TEST_CASE("layout exception: added field whose type is empty in that version") {
    CHECK(sizeof(hand::holds_late_v1) == 2);
    CHECK(offsetof(hand::holds_late_v1, c) == 1);
    // Actual: late takes no space (it is [[no_unique_address]] and empty).
    CHECK(offsetof(lay::HoldsLate<lay::v1>, c) == 0);
    CHECK(sizeof(lay::HoldsLate<lay::v1>) == 1);
}
