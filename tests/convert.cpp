// Conversions (DESIGN.md §4): upgrade, downgrade, convert<V> chains between every pair of
// versions, convert<V>(any) runtime dispatch, value categories (copies from lvalues, moves
// from rvalues), constexpr conversions, and nested versioned types inside the standard
// containers the library converts.
#include <versioned/testing.hpp>
#include <versioned/versioned.hpp>

#include <doctest/doctest.h>

#include <array>
#include <charconv>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <variant>
#include <vector>

// Reading or writing a deprecated member warns (an error under -Werror); the tests that check
// deprecated members do so on purpose, between these two.
#define CONV_ALLOW_DEPRECATED                                                                      \
    _Pragma("GCC diagnostic push") _Pragma("GCC diagnostic ignored \"-Wdeprecated-declarations\"")
#define CONV_END_ALLOW_DEPRECATED _Pragma("GCC diagnostic pop")

// ---- the module: four versions, the oldest deprecated ------------------------------------------

VERSIONED_VERSIONS(conv,
    (v1alpha1, deprecated("use v1beta1")),
    v1beta1,
    v1beta2,
    v1);

namespace {
// The tags by position. The oldest is deprecated: naming it warns, and so does a plain alias
// of it (g++ warns at `using alpha = ...;`, clang++ at each use of such an alias), so the
// tests spell it conv_v<0> (an alias template, resolved at each use without a warning).
template <std::size_t I>
using conv_v = versioned::version_at_t<conv::versions, I>;
using conv::v1;
using conv::v1beta1;
using conv::v1beta2;
} // namespace

// ---- a nested versioned type ----------------------------------------------------------------
//   v1alpha1 {image, label}   v1beta1 {image, cpu_millis, label}   v1beta2, v1 {image, cpu_millis, tag}
VERSIONED_STRUCT(conv, Bar,
    (std::string,  image),
    (std::int32_t, cpu_millis, added(v1beta1), doc("CPU request in millicores")),
    (std::string,  tag,        changed(v1beta2, from_name(label))));

// ---- helpers named by the field table ------------------------------------------------------------

constexpr std::size_t default_replicas() { return 3; }
constexpr std::uint16_t port_down(std::uint32_t p) { return static_cast<std::uint16_t>(p); }
constexpr std::uint8_t to_u8(std::uint16_t w) { return static_cast<std::uint8_t>(w); }
constexpr std::uint16_t to_u16(std::uint32_t w) { return static_cast<std::uint16_t>(w); }

// "30s" <-> 30
inline std::string seconds_to_text(std::int32_t s) { return std::to_string(s) + "s"; }
inline std::int32_t text_to_seconds(const std::string& t) {
    std::int32_t s = 0;
    std::from_chars(t.data(), t.data() + t.size(), s);
    return s;
}

// double -> float, saturating (a double out of float's range would be undefined behaviour)
constexpr float to_float(double d) {
    constexpr double max = std::numeric_limits<float>::max();
    return static_cast<float>(d > max ? max : d < -max ? -max : d);
}

// Two successive type changes, each with its own functions: MiB -> "NMi" -> bytes.
inline std::string mib_to_text(std::int32_t mib) { return std::to_string(mib) + "Mi"; }
inline std::int32_t text_to_mib(const std::string& t) {
    std::int32_t mib = 0;
    std::from_chars(t.data(), t.data() + t.size(), mib);
    return mib;
}
inline std::int64_t text_to_bytes(const std::string& t) { return std::int64_t{text_to_mib(t)} * 1048576; }
inline std::string bytes_to_text(std::int64_t bytes) { return std::to_string(bytes / 1048576) + "Mi"; }

// An added field whose type changes later: its default passes through the later change.
constexpr std::int32_t default_mode() { return 2; }
inline std::string code_to_mode(std::int32_t code) { return code == 1 ? "fast" : code == 2 ? "safe" : "unknown"; }
inline std::int32_t mode_to_code(const std::string& mode) { return mode == "fast" ? 1 : mode == "safe" ? 2 : 0; }

// The default of an added nested field, given at another version than the one it fills:
// the library converts it.
inline conv::Bar<conv::v1> default_init() { return {.image = "busybox", .cpu_millis = 50, .tag = "init"}; }
inline std::vector<conv::Bar<conv::v1>> default_extras() {
    return {conv::Bar<conv::v1>{.image = "x1", .cpu_millis = 1, .tag = "t1"},
            conv::Bar<conv::v1>{.image = "x2", .cpu_millis = 2, .tag = "t2"}};
}

// A type with implicit, lossless conversions both ways to std::string: a type change to it
// needs neither upgrade_with nor downgrade_with.
struct Alias {
    std::string text;
    Alias() = default;
    Alias(std::string t) : text(std::move(t)) {} // NOLINT: implicit on purpose
    operator std::string() const { return text; } // NOLINT: implicit on purpose
    friend bool operator==(const Alias&, const Alias&) = default;
};

template <>
struct versioned::testing::arbitrary<Alias> {
    static Alias make(generator& g) { return Alias{g.make<std::string>()}; }
};

// ---- a struct using every action ------------------------------------------------------------
//
// field     v1alpha1          v1beta1          v1beta2                   v1
// name      name              name             name                      name
// replicas  -                 replicas=3       replicas                  replicas
// priority  -                 -                priority=0                priority
// title     display           caption          caption                   title
// port      host_port u16     host_port u16    port u32 (port_down)      port u32
// count     count i32         count i64 (λ)    count i64                 count i64
// ratio     ratio float       ratio float      ratio float               ratio double (λ)
// timeout   timeout i32       timeout i32      timeout "Ns" (fn, fn)     timeout string
// millis    seconds i32       seconds i32      seconds i32               millis i64 (λ, λ)
// legacy    legacy            legacy           deprecated_legacy         deprecated_legacy
// comment   comment           comment          comment                   deprecated_comment
// alias     alias string      alias string     alias Alias (implicit)    alias Alias
// weight    weight u8         weight u16 (fn)  weight u16                weight u32 (fn)
// size      size i32 MiB      size "NMi" (fn)  size "NMi"                size i64 bytes (fn, fn)
// mode      -                 mode i32 = 2     mode "safe" (fn, fn)      mode string
// args      args              args             args                      args
// bar       Bar<V>            Bar<V>           Bar<V>                    Bar<V>
// sidecar   -                 -                sidecar Bar<V>{}          sidecar
// init      -                 -                -                         init=default_init()
VERSIONED_STRUCT(conv, Spec,
    (std::string,   name,     doc("the object's name")),
    (std::size_t,   replicas, added(v1beta1, default_with(default_replicas))),
    (std::int32_t,  priority, added(v1beta2), doc("scheduling priority")),
    (std::string,   title,    changed(v1beta1, from_name(display)), changed(v1, from_name(caption))),
    (std::uint32_t, port,     changed(v1beta2, from_name(host_port), from_type(std::uint16_t),
                                      downgrade_with(port_down))),
    (std::int64_t,  count,    changed(v1beta1, from_type(std::int32_t),
                                      downgrade_with([](std::int64_t c) { return static_cast<std::int32_t>(c); }))),
    (double,        ratio,    changed(v1, from_type(float), downgrade_with(to_float))),
    (std::string,   timeout,  changed(v1beta2, from_type(std::int32_t), upgrade_with(seconds_to_text),
                                      downgrade_with(text_to_seconds))),
    (std::int64_t,  millis,   changed(v1, from_name(seconds), from_type(std::int32_t),
                                      upgrade_with([](std::int32_t s) { return std::int64_t{s} * 1000; }),
                                      downgrade_with([](std::int64_t ms) { return static_cast<std::int32_t>(ms / 1000); }))),
    (bool,          legacy,   deprecated(v1beta2, note("no longer read"))),
    (std::string,   comment,  deprecated(v1), doc("free text")),
    (Alias,         alias,    changed(v1beta2, from_type(std::string))),
    (std::uint32_t, weight,   changed(v1beta1, from_type(std::uint8_t), downgrade_with(to_u8)),
                              changed(v1, from_type(std::uint16_t), downgrade_with(to_u16))),
    (std::int64_t,  size,     changed(v1beta1, from_type(std::int32_t), upgrade_with(mib_to_text), downgrade_with(text_to_mib)),
                              changed(v1, from_type(std::string), upgrade_with(text_to_bytes), downgrade_with(bytes_to_text))),
    (std::string,   mode,     added(v1beta1, default_with(default_mode)),
                              changed(v1beta2, from_type(std::int32_t), upgrade_with(code_to_mode), downgrade_with(mode_to_code))),
    (std::vector<std::string>, args),
    (conv::Bar<V>,  bar),
    (conv::Bar<V>,  sidecar,  added(v1beta2)),
    (conv::Bar<V>,  init,     added(v1, default_with(default_init))));

// ---- nested versioned types in containers ----------------------------------------------------

VERSIONED_STRUCT(conv, Fleet,
    (conv::Bar<V>,                                    lead),
    (std::optional<conv::Bar<V>>,                     spare),
    (std::vector<conv::Bar<V>>,                       bars),
    ((std::array<conv::Bar<V>, 2>),                   pair),
    ((std::map<std::string, conv::Bar<V>>),           by_name),
    ((std::unordered_map<std::string, conv::Bar<V>>), by_id),
    (std::vector<std::optional<conv::Bar<V>>>,        sparse),
    ((std::map<std::string, std::vector<conv::Bar<V>>>), groups),
    (std::optional<std::vector<conv::Bar<V>>>,        maybe_list),
    (conv::Bar<V>,                                    extra,  added(v1beta1)),
    (std::vector<conv::Bar<V>>,                       extras, added(v1beta2, default_with(default_extras))));

// ---- type changes inside containers, a move-only field, a lambda default_with ------------------

inline std::vector<std::int32_t> narrow_all(const std::vector<std::int64_t>& v) {
    std::vector<std::int32_t> out;
    for (std::int64_t x : v) out.push_back(static_cast<std::int32_t>(x));
    return out;
}
inline std::map<std::string, std::int32_t> narrow_counts(const std::map<std::string, std::int64_t>& c) {
    std::map<std::string, std::int32_t> out;
    for (const auto& [k, v] : c) out.emplace(k, static_cast<std::int32_t>(v));
    return out;
}
inline std::optional<std::int32_t> narrow_opt(std::optional<std::int64_t> o) {
    if (!o) return std::nullopt;
    return static_cast<std::int32_t>(*o);
}

VERSIONED_STRUCT(conv, Widen,
    (std::vector<std::int64_t>,   sizes,  changed(v1, from_type(std::vector<std::int32_t>), downgrade_with(narrow_all))),
    (std::optional<std::int64_t>, limit,  changed(v1beta1, from_type(std::optional<std::int32_t>), downgrade_with(narrow_opt))),
    (std::optional<std::int32_t>, opt,    changed(v1beta2, from_type(std::int32_t),
                                                  downgrade_with([](std::optional<std::int32_t> o) { return o.value_or(-1); }))),
    ((std::map<std::string, std::int64_t>), counts,
                                          changed(v1, from_type((std::map<std::string, std::int32_t>)), downgrade_with(narrow_counts))),
    (std::int64_t,                big,    added(v1beta1), changed(v1, from_type(std::int32_t),
                                                  downgrade_with([](std::int64_t b) { return static_cast<std::int32_t>(b); }))),
    (std::int32_t,                lazy,   added(v1beta2, default_with([] { return 42; }))));

VERSIONED_STRUCT(conv, Owner,
    (std::unique_ptr<int>,              handle),
    (std::vector<std::unique_ptr<int>>, handles),
    (std::string,                       label, changed(v1, from_name(name))));

// ---- counting constructions: a chain builds each member once ------------------------------------

struct Tracked {
    static inline int copies = 0;
    static inline int moves = 0;
    static void reset() { copies = moves = 0; }
    std::string value;
    Tracked() = default;
    Tracked(std::string v) : value(std::move(v)) {} // NOLINT: implicit on purpose
    Tracked(const Tracked& o) : value(o.value) { ++copies; }
    Tracked(Tracked&& o) noexcept : value(std::move(o.value)) { ++moves; }
    Tracked& operator=(const Tracked&) = default;
    Tracked& operator=(Tracked&&) = default;
    ~Tracked() = default;
    friend bool operator==(const Tracked& a, const Tracked& b) { return a.value == b.value; }
};

VERSIONED_STRUCT(conv, Inner,
    (Tracked,      t),
    (std::int32_t, n, added(v1beta2)));

VERSIONED_STRUCT(conv, Moves,
    (Tracked,         kept),
    (Tracked,         renamed, changed(v1beta1, from_name(old_name))),
    (conv::Inner<V>,  nested),
    (std::int32_t,    z, added(v1)));

// ---- scalars only: constexpr conversions ------------------------------------------------------

constexpr std::int32_t default_z() { return 7; }
constexpr std::int32_t narrow(std::int64_t v) { return static_cast<std::int32_t>(v); }

VERSIONED_STRUCT(conv, Point,
    (std::int32_t, x),
    (std::int64_t, y, changed(v1beta1, from_type(std::int32_t), downgrade_with(narrow))),
    (std::int32_t, z, added(v1beta2, default_with(default_z))),
    (double,       w, changed(v1, from_name(weight), from_type(float),
                              downgrade_with([](double d) { return to_float(d); }))),
    (std::uint8_t, level, added(v1beta1)));
// No deprecated field here: g++ 12 warns (-Wdeprecated-declarations, at the caller) when it
// constant-evaluates a conversion to a version in which a deprecated field's deprecated_<name>
// member is still a placeholder -- see tests/compile_fail/convert_constexpr.cpp,
// whose passing twin pins that down.

// ---- the design document's FooSpec ---------------------------------------------------------------

VERSIONED_VERSIONS(api,
    (v1alpha1, deprecated("use v1beta1")),
    v1beta1,
    v1);

VERSIONED_STRUCT(api, DBar,
    (std::string, image),
    (std::int32_t, cpu_millis, added(v1beta1), doc("CPU request in millicores")));

VERSIONED_STRUCT(api, FooSpec,
    (std::string,   name),
    (std::size_t,   replicas, added(v1beta1, default_with(default_replicas))),
    (std::uint32_t, port,     changed(v1, from_name(host_port), from_type(std::uint16_t),
                                      downgrade_with(port_down))),
    (bool,          legacy,   deprecated(v1, note("no longer read"))),
    (api::DBar<V>,  bar));

namespace {

using conv::Bar;
using conv::Fleet;
using conv::Point;
using conv::Spec;

// Longer than any small-string buffer: moving keeps the heap buffer, copying does not.
std::string long_string(char c) { return std::string(100, c); }

// ---- compile-time facts --------------------------------------------------------------------

// Result types of the steps and chains.
static_assert(std::is_same_v<decltype(versioned::upgrade(std::declval<const Spec<conv_v<0>>&>())), Spec<v1beta1>>);
static_assert(std::is_same_v<decltype(versioned::upgrade(std::declval<Spec<v1beta2>>())), Spec<v1>>);
static_assert(std::is_same_v<decltype(versioned::downgrade(std::declval<Spec<v1>&>())), Spec<v1beta2>>);
static_assert(std::is_same_v<decltype(versioned::downgrade(std::declval<Spec<v1beta1>>())), Spec<conv_v<0>>>);
static_assert(std::is_same_v<decltype(versioned::convert<v1>(std::declval<Spec<conv_v<0>>>())), Spec<v1>>);
static_assert(std::is_same_v<decltype(versioned::convert<conv_v<0>>(std::declval<const Spec<v1>&>())), Spec<conv_v<0>>>);
static_assert(std::is_same_v<decltype(versioned::convert<v1beta2>(std::declval<Spec<v1beta2>&>())), Spec<v1beta2>>);
static_assert(std::is_same_v<decltype(versioned::convert<v1beta1>(std::declval<const versioned::any<Spec>&>())),
                             Spec<v1beta1>>);
static_assert(std::is_same_v<decltype(versioned::convert<v1>(std::declval<versioned::any<Spec>>())), Spec<v1>>);

static_assert(versioned::convertible_versions<Spec<conv_v<0>>, Spec<v1>>);
static_assert(versioned::convertible_versions<Spec<v1>, Spec<v1>>);
static_assert(!versioned::convertible_versions<Spec<v1>, Bar<v1>>);
static_assert(!versioned::convertible_versions<Spec<v1>, int>);

// The types of the fields per version (the conversions below rely on them).
static_assert(std::is_same_v<decltype(Spec<conv_v<0>>::host_port), std::uint16_t>);
static_assert(std::is_same_v<decltype(Spec<v1beta2>::port), std::uint32_t>);
static_assert(std::is_same_v<decltype(Spec<conv_v<0>>::count), std::int32_t>);
static_assert(std::is_same_v<decltype(Spec<v1beta1>::count), std::int64_t>);
static_assert(std::is_same_v<decltype(Spec<v1beta2>::ratio), float>);
static_assert(std::is_same_v<decltype(Spec<v1>::ratio), double>);
static_assert(std::is_same_v<decltype(Spec<v1beta1>::timeout), std::int32_t>);
static_assert(std::is_same_v<decltype(Spec<v1beta2>::timeout), std::string>);
static_assert(std::is_same_v<decltype(Spec<v1beta2>::alias), Alias>);
static_assert(std::is_same_v<decltype(Spec<v1beta1>::alias), std::string>);
static_assert(std::is_same_v<decltype(Spec<conv_v<0>>::weight), std::uint8_t>);
static_assert(std::is_same_v<decltype(Spec<v1beta2>::weight), std::uint16_t>);
static_assert(std::is_same_v<decltype(Spec<v1>::weight), std::uint32_t>);
static_assert(versioned::has_field<Spec<conv_v<0>>, "display">);
static_assert(versioned::has_field<Spec<v1beta2>, "caption">);
static_assert(versioned::has_field<Spec<v1>, "title">);
static_assert(!versioned::has_field<Spec<v1>, "caption">);

// constexpr conversions of a scalar struct.
constexpr Point<conv_v<0>> p0{.x = 1, .y = -2, .weight = 0.5f};
constexpr Point<v1beta1> p1 = versioned::upgrade(p0);
static_assert(p1.x == 1 && p1.y == -2 && p1.weight == 0.5f && p1.level == 0);
constexpr Point<v1beta2> p2 = versioned::upgrade(p1);
static_assert(p2.z == 7 && p2.y == -2 && p2.level == 0);
constexpr Point<v1> p3 = versioned::convert<v1>(p0);
static_assert(p3.x == 1 && p3.y == -2 && p3.z == 7 && p3.w == 0.5);
static_assert(versioned::convert<v1>(p1) == p3 && versioned::convert<v1>(p2) == p3);
static_assert(versioned::upgrade(p2) == p3);
static_assert(versioned::convert<conv_v<0>>(p3) == p0);      // chained downgrade
static_assert(versioned::downgrade(p1) == p0);
static_assert(versioned::convert<conv_v<0>>(p0) == p0);      // identity
static_assert(versioned::convert<v1beta1>(versioned::convert<v1>(p0)) == p1);
// downgrade_with runs at compile time too: y truncates to 32 bits on the way to v1alpha1
constexpr Point<v1beta1> p_big{.x = 0, .y = (std::int64_t{1} << 32) + 5, .weight = 1.0f, .level = 9};
static_assert(versioned::downgrade(p_big).y == 5);
static_assert(versioned::convert<v1>(versioned::convert<conv_v<0>>(p_big)).level == 0); // dropped on the way down
// runtime dispatch in a constant expression
static_assert(versioned::convert<v1>(versioned::any<Point>{p1}) == p3);
static_assert(versioned::convert<conv_v<0>>(versioned::any<Point>{p3}) == p0);

// With std::string, when std::string is usable in constant expressions. clang++ 14 with
// libstdc++ 12 rejects even constructing a std::string there ("assignment to member
// '_M_local_buf' of union with no active member"), so that combination skips these.
#if defined(__cpp_lib_constexpr_string) && __cpp_lib_constexpr_string >= 201907L && \
    !(defined(__clang__) && __clang_major__ < 15 && defined(__GLIBCXX__))
static_assert(versioned::convert<v1>(Bar<conv_v<0>>{.image = "nginx", .label = "web"}).tag == "web");
static_assert(versioned::convert<v1>(Bar<conv_v<0>>{.image = "nginx", .label = "web"}).image == "nginx");
static_assert(versioned::convert<conv_v<0>>(Bar<v1>{.image = "nginx", .cpu_millis = 5, .tag = "web"}) ==
              Bar<conv_v<0>>{.image = "nginx", .label = "web"});
#endif

// ---- samples, one per version ------------------------------------------------------------------

Spec<conv_v<0>> sample0() {
    return {.name = "web",
            .display = "Display",
            .host_port = 8080,
            .count = -5,
            .ratio = 0.25f,
            .timeout = 30,
            .seconds = 7,
            .legacy = true,
            .comment = "hello",
            .alias = "al",
            .weight = 200,
            .size = 512,
            .args = {"-v", "--port=1"},
            .bar = {.image = "img", .label = "lbl"}};
}

} // namespace

// ---- adjacent steps, field by field ----------------------------------------------------------

CONV_ALLOW_DEPRECATED

TEST_CASE("upgrade v1alpha1 -> v1beta1, field by field") {
    const Spec<conv_v<0>> a = sample0();
    const Spec<v1beta1> b = versioned::upgrade(a);
    CHECK(b.name == "web");
    CHECK(b.replicas == 3);              // added with default_with
    CHECK(b.caption == "Display");       // renamed display -> caption
    CHECK(b.host_port == 8080);
    CHECK(b.count == -5);                // int32 -> int64, implicit
    CHECK(b.ratio == 0.25f);
    CHECK(b.timeout == 30);
    CHECK(b.seconds == 7);
    CHECK(b.legacy);
    CHECK(b.comment == "hello");
    CHECK(b.alias == "al");
    CHECK(b.weight == 200);              // uint8 -> uint16, implicit
    CHECK(b.size == "512Mi");            // upgrade_with(mib_to_text)
    CHECK(b.mode == 2);                  // added with default_with, in its type at v1beta1
    CHECK(b.args == std::vector<std::string>{"-v", "--port=1"});
    CHECK(b.bar.image == "img");
    CHECK(b.bar.cpu_millis == 0);        // nested: added, value-initialized
    CHECK(b.bar.label == "lbl");
}

TEST_CASE("upgrade v1beta1 -> v1beta2, field by field") {
    Spec<v1beta1> b = versioned::upgrade(sample0());
    b.replicas = 5;
    b.bar.cpu_millis = 250;
    const Spec<v1beta2> c = versioned::upgrade(b);
    CHECK(c.name == "web");
    CHECK(c.replicas == 5);              // present on both sides: kept, not re-defaulted
    CHECK(c.priority == 0);              // added without default_with: value-initialized
    CHECK(c.caption == "Display");
    CHECK(c.port == 8080u);              // host_port uint16 -> port uint32
    CHECK(c.count == -5);
    CHECK(c.ratio == 0.25f);
    CHECK(c.timeout == "30s");           // upgrade_with(seconds_to_text)
    CHECK(c.seconds == 7);
    CHECK(c.deprecated_legacy);          // deprecated: renamed deprecated_legacy, value kept
    CHECK(c.comment == "hello");
    CHECK(c.alias == Alias{"al"});       // std::string -> Alias, implicit
    CHECK(c.weight == 200);
    CHECK(c.size == "512Mi");
    CHECK(c.mode == "safe");             // upgrade_with(code_to_mode)
    CHECK(c.args.size() == 2);
    CHECK(c.bar.image == "img");
    CHECK(c.bar.cpu_millis == 250);
    CHECK(c.bar.tag == "lbl");           // nested rename label -> tag
    CHECK(c.sidecar == Bar<v1beta2>{});  // added nested field: value-initialized
}

TEST_CASE("upgrade v1beta2 -> v1, field by field") {
    Spec<v1beta2> c = versioned::convert<v1beta2>(sample0());
    c.ratio = 0.1f;
    c.timeout = "45s";
    c.sidecar = {.image = "envoy", .cpu_millis = 10, .tag = "side"};
    const Spec<v1> d = versioned::upgrade(c);
    CHECK(d.name == "web");
    CHECK(d.replicas == 3);
    CHECK(d.priority == 0);
    CHECK(d.title == "Display");         // second rename caption -> title
    CHECK(d.port == 8080u);
    CHECK(d.count == -5);
    CHECK(d.ratio == static_cast<double>(0.1f)); // float -> double, exact
    CHECK(d.timeout == "45s");
    CHECK(d.millis == 7000);             // upgrade_with lambda, renamed seconds -> millis
    CHECK(d.deprecated_legacy);
    CHECK(d.deprecated_comment == "hello"); // deprecated at v1
    CHECK(d.alias == Alias{"al"});
    CHECK(d.weight == 200u);             // uint16 -> uint32, implicit
    CHECK(d.size == 512 * 1048576);      // upgrade_with(text_to_bytes)
    CHECK(d.mode == "safe");
    CHECK(d.bar == Bar<v1>{.image = "img", .cpu_millis = 0, .tag = "lbl"});
    CHECK(d.sidecar == Bar<v1>{.image = "envoy", .cpu_millis = 10, .tag = "side"});
    CHECK(d.init == default_init());     // added with default_with
}

TEST_CASE("downgrade v1 -> v1beta2, field by field") {
    Spec<v1> d = versioned::convert<v1>(sample0());
    d.title = "Title";
    d.port = 70000;                      // does not fit uint16, but v1beta2 is uint32 too
    d.count = std::int64_t{1} << 40;
    d.ratio = 0.1;
    d.millis = 7999;
    d.deprecated_comment = "bye";
    d.weight = 70000;
    d.size = 3 * 1048576 + 5;
    d.init = {.image = "dropped", .cpu_millis = 1, .tag = "dropped"};
    const Spec<v1beta2> c = versioned::downgrade(d);
    CHECK(c.caption == "Title");
    CHECK(c.port == 70000u);
    CHECK(c.count == std::int64_t{1} << 40);
    CHECK(c.ratio == 0.1f);              // downgrade_with lambda double -> float
    CHECK(c.seconds == 7);               // downgrade_with lambda, integer division
    CHECK(c.comment == "bye");
    CHECK(c.weight == to_u16(70000));    // downgrade_with(to_u16): 70000 mod 65536
    CHECK(c.weight == 4464);
    CHECK(c.size == "3Mi");              // downgrade_with(bytes_to_text)
    CHECK(c.timeout == "30s");
    CHECK(c.priority == 0);
    CHECK(c.deprecated_legacy);
}

TEST_CASE("downgrade v1beta2 -> v1beta1, field by field") {
    Spec<v1beta2> c = versioned::convert<v1beta2>(sample0());
    c.port = 70000;
    c.timeout = "90s";
    c.priority = 42;
    c.deprecated_legacy = false;
    c.alias = Alias{"renamed"};
    c.sidecar.image = "dropped";
    c.bar.tag = "newtag";
    c.mode = "fast";
    const Spec<v1beta1> b = versioned::downgrade(c);
    CHECK(b.host_port == port_down(70000)); // downgrade_with(port_down): truncation
    CHECK(b.host_port == 4464);
    CHECK(b.timeout == 90);              // downgrade_with(text_to_seconds)
    CHECK_FALSE(b.legacy);               // deprecated_legacy -> legacy
    CHECK(b.alias == "renamed");         // Alias -> std::string, implicit
    CHECK(b.caption == "Display");
    CHECK(b.replicas == 3);
    CHECK(b.bar.label == "newtag");      // nested rename back
    CHECK(b.bar.cpu_millis == 0);
    CHECK(b.mode == 1);                  // downgrade_with(mode_to_code)
}

TEST_CASE("downgrade v1beta1 -> v1alpha1, field by field") {
    Spec<v1beta1> b = versioned::upgrade(sample0());
    b.count = (std::int64_t{1} << 32) + 9;
    b.weight = 0x1234;
    b.replicas = 99;
    b.size = "64Mi";
    b.bar.cpu_millis = 7;
    const Spec<conv_v<0>> a = versioned::downgrade(b);
    CHECK(a.count == 9);                 // downgrade_with lambda: truncation
    CHECK(a.weight == 0x34);             // downgrade_with(to_u8)
    CHECK(a.display == "Display");
    CHECK(a.size == 64);                 // downgrade_with(text_to_mib)
    CHECK(a.bar == Bar<conv_v<0>>{.image = "img", .label = "lbl"}); // cpu_millis dropped
    // replicas is dropped: upgrading again gives the default, not 99
    CHECK(versioned::upgrade(a).replicas == 3);
}

TEST_CASE("successive type changes chain their conversions: uint8 -> uint16 -> uint32 and back") {
    Spec<conv_v<0>> a = sample0();
    a.weight = 255;
    const auto d = versioned::convert<v1>(a);
    CHECK(d.weight == 255u);
    Spec<v1> big = d;
    big.weight = 0x12345678;
    CHECK(versioned::downgrade(big).weight == 0x5678);                    // to_u16
    CHECK(versioned::convert<v1beta1>(big).weight == 0x5678);
    CHECK(versioned::convert<conv_v<0>>(big).weight == 0x78);                 // to_u16, then to_u8
}

TEST_CASE("successive type changes with upgrade_with / downgrade_with compose across a chain") {
    Spec<conv_v<0>> a = sample0();
    a.size = 7;
    const Spec<v1> d = versioned::convert<v1>(a);
    CHECK(d.size == 7 * 1048576);        // text_to_bytes(mib_to_text(7))
    CHECK(d.mode == "safe");             // code_to_mode(default_mode())
    Spec<v1> edited = d;
    edited.size = 9 * 1048576 + 1;
    edited.mode = "fast";
    const Spec<conv_v<0>> back = versioned::convert<conv_v<0>>(edited);
    CHECK(back.size == 9);               // text_to_mib(bytes_to_text(...))
    const Spec<v1beta1> mid = versioned::convert<v1beta1>(edited);
    CHECK(mid.size == "9Mi");
    CHECK(mid.mode == 1);                // mode_to_code("fast")
    // the composition equals the steps
    CHECK(versioned::convert<conv_v<0>>(edited) ==
          versioned::downgrade(versioned::downgrade(versioned::downgrade(edited))));
    CHECK(versioned::convert<v1>(a) == versioned::upgrade(versioned::upgrade(versioned::upgrade(a))));
}

CONV_END_ALLOW_DEPRECATED

// ---- convert<V> for every pair -----------------------------------------------------------------

namespace {

// The sample at version I, reached by adjacent upgrades.
template <std::size_t I>
Spec<conv_v<I>> sample_at() {
    if constexpr (I == 0)
        return sample0();
    else
        return versioned::upgrade(sample_at<I - 1>());
}

// convert<To>(x) equals the chain of adjacent steps written out by hand.
template <std::size_t To, std::size_t From>
Spec<conv_v<To>> by_steps(const Spec<conv_v<From>>& x) {
    if constexpr (To == From)
        return x;
    else if constexpr (To > From)
        return by_steps<To, From + 1>(versioned::upgrade(x));
    else
        return by_steps<To, From - 1>(versioned::downgrade(x));
}

template <std::size_t From, std::size_t To>
void check_pair() {
    CAPTURE(From);
    CAPTURE(To);
    const auto x = sample_at<From>();
    const auto copy = x;
    const Spec<conv_v<To>> via_convert = versioned::convert<conv_v<To>>(x);
    CHECK(via_convert == by_steps<To, From>(x));
    CHECK(x == copy); // the lvalue source is not touched
    // from an rvalue too
    auto moved_from = x;
    CHECK(versioned::convert<conv_v<To>>(std::move(moved_from)) == via_convert);
    // runtime dispatch, const& and &&
    const versioned::any<Spec> held{x};
    CHECK(held.index() == From);
    CHECK(versioned::convert<conv_v<To>>(held) == via_convert);
    CHECK(std::get<From>(held) == x);
    versioned::any<Spec> held_rvalue{x};
    CHECK(versioned::convert<conv_v<To>>(std::move(held_rvalue)) == via_convert);
    if constexpr (From == To) CHECK(via_convert == x); // identity: an equal copy
}

template <std::size_t... Fs, std::size_t... Ts>
void check_all_pairs(std::index_sequence<Fs...>, std::index_sequence<Ts...> ts) {
    (
        [&]<std::size_t F>(std::integral_constant<std::size_t, F>) {
            (check_pair<F, Ts>(), ...);
        }(std::integral_constant<std::size_t, Fs>{}),
        ...);
    (void)ts;
}

} // namespace

TEST_CASE("convert<V> between every pair of versions equals the chain of adjacent steps") {
    check_all_pairs(std::make_index_sequence<4>{}, std::make_index_sequence<4>{});
}

TEST_CASE("convert<V> chains carry values across several steps") {
    const Spec<conv_v<0>> a = sample0();
    const Spec<v1> d = versioned::convert<v1>(a);
    CHECK(d.title == "Display");         // display -> caption -> title
    CHECK(d.millis == 7000);
    CHECK(d.timeout == "30s");
    CHECK(d.replicas == 3);
    CHECK(d.bar.tag == "lbl");
    // and back: everything v1alpha1 has survives the round trip
    CHECK(versioned::convert<conv_v<0>>(d) == a);
    CHECK(versioned::convert<v1beta1>(d) == versioned::upgrade(a));
}

TEST_CASE("convert<V> to the same version is the identity and returns an equal copy") {
    const Spec<v1> d = versioned::convert<v1>(sample0());
    auto same = versioned::convert<v1>(d);
    static_assert(std::is_same_v<decltype(same), Spec<v1>>);
    CHECK(same == d);
    CHECK(&same.name != &d.name);
    same.name = "changed";
    CHECK(d.name == "web"); // a copy, not a reference

    Spec<conv_v<0>> a = sample0();
    a.display = long_string('d');
    const char* buffer = a.display.data();
    auto moved = versioned::convert<conv_v<0>>(std::move(a));
    CHECK(moved.display.data() == buffer); // from an rvalue: moved
}

TEST_CASE("convert<V>(any) dispatches on the held alternative") {
    versioned::any<Spec> held = sample0();
    CHECK(held.index() == 0);
    CHECK(versioned::convert<v1>(held) == versioned::convert<v1>(sample0()));
    held = versioned::convert<v1beta2>(sample0());
    CHECK(held.index() == 2);
    CHECK(versioned::convert<v1>(held) == versioned::convert<v1>(sample0()));
    CHECK(versioned::convert<conv_v<0>>(held) == sample0());

    // && overload: the held value's buffers move into the result
    Spec<v1beta1> b = versioned::upgrade(sample0());
    b.name = long_string('n');
    versioned::any<Spec> owning = std::move(b);
    const char* buffer = std::get<1>(owning).name.data();
    const Spec<v1> out = versioned::convert<v1>(std::move(owning));
    CHECK(out.name.data() == buffer);
    CHECK(out.name == long_string('n'));
}

// ---- value categories ------------------------------------------------------------------------

CONV_ALLOW_DEPRECATED

TEST_CASE("from an lvalue the source is unchanged") {
    Spec<conv_v<0>> a = sample0();
    a.name = long_string('a');
    a.display = long_string('b');
    a.args = {long_string('c'), long_string('d')};
    a.bar.image = long_string('e');
    const Spec<conv_v<0>> before = a;

    const auto b = versioned::upgrade(a);
    CHECK(a == before);
    CHECK(b.name == before.name);
    CHECK(b.name.data() != a.name.data());
    const auto d = versioned::convert<v1>(a);
    CHECK(a == before);
    CHECK(d.args == before.args);

    Spec<v1> dd = d;
    const Spec<v1> dd_before = dd;
    const auto c = versioned::downgrade(dd);
    CHECK(dd == dd_before);
    CHECK(c.caption == before.display);
    (void)versioned::convert<conv_v<0>>(dd);
    CHECK(dd == dd_before);
}

TEST_CASE("from an rvalue strings and vectors are moved, not copied") {
    Spec<conv_v<0>> a = sample0();
    a.name = long_string('a');
    a.display = long_string('b');
    a.comment = long_string('c');
    a.args = {long_string('d'), long_string('e')};
    a.bar.image = long_string('f');
    a.bar.label = long_string('g');
    const char* name = a.name.data();
    const char* display = a.display.data();
    const char* comment = a.comment.data();
    const std::string* args = a.args.data();
    const char* image = a.bar.image.data();
    const char* label = a.bar.label.data();

    SUBCASE("one upgrade") {
        const Spec<v1beta1> b = versioned::upgrade(std::move(a));
        CHECK(b.name.data() == name);
        CHECK(b.caption.data() == display);  // renamed member: moved too
        CHECK(b.comment.data() == comment);
        CHECK(b.args.data() == args);        // the vector itself moved
        CHECK(b.bar.image.data() == image);  // nested struct converted member by member
        CHECK(b.bar.label.data() == label);
        CHECK(b.name == long_string('a'));
    }
    SUBCASE("a chain of three upgrades") {
        const Spec<v1> d = versioned::convert<v1>(std::move(a));
        CHECK(d.name.data() == name);
        CHECK(d.title.data() == display);
        CHECK(d.deprecated_comment.data() == comment);
        CHECK(d.args.data() == args);
        CHECK(d.bar.image.data() == image);
        CHECK(d.bar.tag.data() == label);
        SUBCASE("and a chain of three downgrades") {
            Spec<v1> dd = d;
            const char* n2 = dd.name.data();
            const char* t2 = dd.title.data();
            const std::string* a2 = dd.args.data();
            const Spec<conv_v<0>> back = versioned::convert<conv_v<0>>(std::move(dd));
            CHECK(back.name.data() == n2);
            CHECK(back.display.data() == t2);
            CHECK(back.args.data() == a2);
        }
    }
    SUBCASE("the moved-from source is valid but its strings are taken") {
        const Spec<v1beta1> b = versioned::upgrade(std::move(a));
        CHECK(b.name.size() == 100);
        CHECK(a.name.empty()); // NOLINT(bugprone-use-after-move): checking that it moved
        CHECK(a.args.empty());
    }
}

CONV_END_ALLOW_DEPRECATED

TEST_CASE("a chain constructs every member once, as a hand-written direct conversion would") {
    using conv::Moves;
    const Moves<conv_v<0>> original{.kept = Tracked{"k"}, .old_name = Tracked{"r"}, .nested = {.t = Tracked{"n"}}};

    SUBCASE("from an lvalue: one copy per member, over three versions") {
        Tracked::reset();
        const Moves<v1> d = versioned::convert<v1>(original);
        CHECK(Tracked::copies == 3);
        CHECK(Tracked::moves == 0);
        CHECK(d.renamed == Tracked{"r"});
        CHECK(d.nested.t == Tracked{"n"});
    }
    SUBCASE("from an rvalue: one move per member, up and down") {
        Moves<conv_v<0>> a = original;
        Tracked::reset();
        Moves<v1> d = versioned::convert<v1>(std::move(a));
        CHECK(Tracked::copies == 0);
        CHECK(Tracked::moves == 3);
        Tracked::reset();
        const Moves<conv_v<0>> back = versioned::convert<conv_v<0>>(std::move(d));
        CHECK(Tracked::copies == 0);
        CHECK(Tracked::moves == 3);
        CHECK(back == original);
    }
    SUBCASE("one step, and the identity") {
        Moves<conv_v<0>> a = original;
        Tracked::reset();
        Moves<v1beta1> b = versioned::upgrade(std::move(a));
        CHECK(Tracked::copies == 0);
        CHECK(Tracked::moves == 3);
        Tracked::reset();
        const Moves<v1beta1> same = versioned::convert<v1beta1>(std::move(b));
        CHECK(Tracked::copies == 0);
        CHECK(Tracked::moves == 3);
        CHECK(same.renamed == Tracked{"r"});
    }
    SUBCASE("runtime dispatch from an rvalue variant") {
        versioned::any<Moves> held{original};
        Tracked::reset();
        const Moves<v1> d = versioned::convert<v1>(std::move(held));
        CHECK(Tracked::copies == 0);
        CHECK(Tracked::moves == 3);
        CHECK(d.kept == Tracked{"k"});
    }
}

// ---- direct conversions equal step-by-step ones, on random values ------------------------------

namespace {

// For random values of S at version From: convert<To> (built directly, no intermediate
// structs) equals the adjacent upgrades / downgrades applied one by one.
template <template <class> class S, std::size_t From, std::size_t To>
S<conv_v<To>> steps_of(const S<conv_v<From>>& x) {
    if constexpr (From == To)
        return x;
    else if constexpr (To > From)
        return steps_of<S, From + 1, To>(versioned::upgrade(x));
    else
        return steps_of<S, From - 1, To>(versioned::downgrade(x));
}

template <template <class> class S>
void check_direct_equals_steps(std::uint64_t seed, int values) {
    versioned::testing::generator g{seed};
    [&]<std::size_t... Fs>(std::index_sequence<Fs...>) {
        (
            [&]<std::size_t F>(std::integral_constant<std::size_t, F>) {
                [&]<std::size_t... Ts>(std::index_sequence<Ts...>) {
                    for (int i = 0; i < values; ++i) {
                        const S<conv_v<F>> x = g.make<S<conv_v<F>>>();
                        bool all = true;
                        ((all = all && versioned::convert<conv_v<Ts>>(x) == steps_of<S, F, Ts>(x)), ...);
                        CAPTURE(F);
                        CAPTURE(i);
                        REQUIRE(all);
                    }
                }(std::make_index_sequence<4>{});
            }(std::integral_constant<std::size_t, Fs>{}),
            ...);
    }(std::make_index_sequence<4>{});
}

} // namespace

TEST_CASE("convert<V> equals the chain of adjacent steps on random values of every version") {
    check_direct_equals_steps<conv::Spec>(1, 200);
    check_direct_equals_steps<conv::Fleet>(2, 100);
    check_direct_equals_steps<conv::Widen>(3, 200);
    check_direct_equals_steps<conv::Point>(4, 200);
    check_direct_equals_steps<conv::Bar>(5, 200);
}

// ---- nested versioned types in containers -------------------------------------------------------

namespace {

Bar<conv_v<0>> bar0(const std::string& image, const std::string& label) { return {.image = image, .label = label}; }
Bar<v1> bar3(const std::string& image, std::int32_t cpu, const std::string& tag) {
    return {.image = image, .cpu_millis = cpu, .tag = tag};
}

Fleet<conv_v<0>> fleet0() {
    return {.lead = bar0("lead", "L"),
            .spare = bar0("spare", "S"),
            .bars = {bar0("b1", "1"), bar0("b2", "2"), bar0("b3", "3")},
            .pair = {bar0("p1", "P1"), bar0("p2", "P2")},
            .by_name = {{"x", bar0("mx", "MX")}, {"y", bar0("my", "MY")}},
            .by_id = {{"1", bar0("u1", "U1")}, {"2", bar0("u2", "U2")}},
            .sparse = {bar0("s1", "S1"), std::nullopt, bar0("s3", "S3")},
            .groups = {{"g", {bar0("g1", "G1"), bar0("g2", "G2")}}, {"empty", {}}},
            .maybe_list = std::vector<Bar<conv_v<0>>>{bar0("m1", "M1")}};
}

} // namespace

TEST_CASE("nested versioned types convert directly and inside optional, vector, array, map, unordered_map") {
    const Fleet<conv_v<0>> a = fleet0();
    const Fleet<v1> d = versioned::convert<v1>(a);
    CHECK(d.lead == bar3("lead", 0, "L"));
    REQUIRE(d.spare.has_value());
    CHECK(*d.spare == bar3("spare", 0, "S"));
    REQUIRE(d.bars.size() == 3);
    CHECK(d.bars[0] == bar3("b1", 0, "1"));
    CHECK(d.bars[2] == bar3("b3", 0, "3"));
    CHECK(d.pair[0] == bar3("p1", 0, "P1"));
    CHECK(d.pair[1] == bar3("p2", 0, "P2"));
    CHECK(d.by_name.size() == 2);
    CHECK(d.by_name.at("x") == bar3("mx", 0, "MX"));
    CHECK(d.by_name.at("y") == bar3("my", 0, "MY"));
    CHECK(d.by_id.size() == 2);
    CHECK(d.by_id.at("1") == bar3("u1", 0, "U1"));
    CHECK(d.by_id.at("2") == bar3("u2", 0, "U2"));
    REQUIRE(d.sparse.size() == 3);
    CHECK(d.sparse[0] == bar3("s1", 0, "S1"));
    CHECK_FALSE(d.sparse[1].has_value());
    CHECK(d.sparse[2] == bar3("s3", 0, "S3"));
    CHECK(d.groups.size() == 2);
    CHECK(d.groups.at("g") == std::vector<Bar<v1>>{bar3("g1", 0, "G1"), bar3("g2", 0, "G2")});
    CHECK(d.groups.at("empty").empty());
    REQUIRE(d.maybe_list.has_value());
    CHECK(*d.maybe_list == std::vector<Bar<v1>>{bar3("m1", 0, "M1")});

    // added nested fields: value-initialized, and default_with given at another version
    CHECK(d.extra == Bar<v1>{});
    CHECK(d.extras == default_extras());
    CHECK(versioned::convert<v1beta2>(a).extras ==
          std::vector<Bar<v1beta2>>{{.image = "x1", .cpu_millis = 1, .tag = "t1"},
                                    {.image = "x2", .cpu_millis = 2, .tag = "t2"}});

    // and back down: every nested value of v1alpha1 survives
    CHECK(versioned::convert<conv_v<0>>(d) == a);
}

TEST_CASE("nested conversions step by step, and empty containers") {
    Fleet<conv_v<0>> a{};
    const auto b = versioned::upgrade(a);
    CHECK_FALSE(b.spare.has_value());
    CHECK(b.bars.empty());
    CHECK(b.by_name.empty());
    CHECK(b.by_id.empty());
    CHECK(b.sparse.empty());
    CHECK(b.groups.empty());
    CHECK_FALSE(b.maybe_list.has_value());
    CHECK(b.pair == std::array<Bar<v1beta1>, 2>{});
    CHECK(versioned::downgrade(b) == a);

    Fleet<v1beta1> b2 = versioned::upgrade(fleet0());
    b2.bars[1].cpu_millis = 500;
    b2.by_id.at("2").cpu_millis = 600;
    b2.groups.at("g")[1].cpu_millis = 700;
    b2.extra = {.image = "extra", .cpu_millis = 1, .label = "E"};
    const Fleet<v1beta2> c = versioned::upgrade(b2);
    CHECK(c.bars[1].cpu_millis == 500);
    CHECK(c.by_id.at("2").cpu_millis == 600);
    CHECK(c.groups.at("g")[1].cpu_millis == 700);
    CHECK(c.groups.at("g")[1].tag == "G2");
    CHECK(c.extra == Bar<v1beta2>{.image = "extra", .cpu_millis = 1, .tag = "E"});
    // down from v1beta2: extras is dropped, cpu_millis survives to v1beta1
    CHECK(versioned::downgrade(c) == b2);
}

TEST_CASE("nested conversions from an rvalue move the nested strings") {
    Fleet<conv_v<0>> a = fleet0();
    a.lead.image = long_string('l');
    a.spare->image = long_string('s');
    a.bars[0].image = long_string('b');
    a.pair[1].image = long_string('p');
    a.by_name.at("x").image = long_string('m');
    a.by_id.at("1").image = long_string('u');
    a.sparse[2]->image = long_string('o');
    a.groups.at("g")[1].image = long_string('g');
    const char* lead = a.lead.image.data();
    const char* spare = a.spare->image.data();
    const char* bar = a.bars[0].image.data();
    const char* pair = a.pair[1].image.data();
    const char* by_name = a.by_name.at("x").image.data();
    const char* by_id = a.by_id.at("1").image.data();
    const char* sparse = a.sparse[2]->image.data();
    const char* group = a.groups.at("g")[1].image.data();

    const Fleet<v1> d = versioned::convert<v1>(std::move(a));
    CHECK(d.lead.image.data() == lead);
    CHECK(d.spare->image.data() == spare);
    CHECK(d.bars[0].image.data() == bar);
    CHECK(d.pair[1].image.data() == pair);
    CHECK(d.by_name.at("x").image.data() == by_name);
    CHECK(d.by_id.at("1").image.data() == by_id);
    CHECK(d.sparse[2]->image.data() == sparse);
    CHECK(d.groups.at("g")[1].image.data() == group);
    CHECK(d.groups.at("g")[1].image == long_string('g'));
}

TEST_CASE("nested conversions from an lvalue leave the nested source unchanged") {
    const Fleet<conv_v<0>> original = fleet0();
    Fleet<conv_v<0>> a = original;
    (void)versioned::convert<v1>(a);
    CHECK(a == original);
    Fleet<v1> d = versioned::convert<v1>(original);
    const Fleet<v1> d_before = d;
    (void)versioned::convert<conv_v<0>>(d);
    CHECK(d == d_before);
}

// ---- type changes inside containers --------------------------------------------------------

TEST_CASE("element type changes inside vector, optional and map convert element by element") {
    using conv::Widen;
    const Widen<conv_v<0>> a{.sizes = {1, -2, 3}, .limit = 7, .opt = 9, .counts = {{"a", 1}, {"b", -1}}};
    const Widen<v1beta1> b = versioned::upgrade(a);
    CHECK(b.limit == std::optional<std::int64_t>{7});   // optional<int32> -> optional<int64>
    CHECK(b.big == 0);                                  // added, value-initialized (as int32)
    static_assert(std::is_same_v<decltype(b.big), std::int32_t>);
    const Widen<v1beta2> c = versioned::upgrade(b);
    CHECK(c.opt == std::optional<std::int32_t>{9});     // int32 -> optional<int32>, implicit
    CHECK(c.lazy == 42);                                // default_with a lambda
    const Widen<v1> d = versioned::upgrade(c);
    CHECK(d.sizes == std::vector<std::int64_t>{1, -2, 3}); // vector<int32> -> vector<int64>
    CHECK(d.counts == std::map<std::string, std::int64_t>{{"a", 1}, {"b", -1}});
    CHECK(versioned::convert<conv_v<0>>(d) == a);

    Widen<v1> big = d;
    big.sizes = {(std::int64_t{1} << 32) + 1};
    big.counts = {{"x", (std::int64_t{1} << 33) + 2}};
    big.big = (std::int64_t{1} << 40) + 3;
    big.opt = std::nullopt;
    big.limit = std::nullopt;
    const Widen<v1beta1> down = versioned::convert<v1beta1>(big);
    CHECK(down.sizes == std::vector<std::int32_t>{1});  // narrow_all
    CHECK(down.counts.at("x") == 2);                    // narrow_counts
    CHECK(down.big == 3);                               // lambda
    CHECK(down.opt == -1);                              // lambda: value_or(-1)
    CHECK_FALSE(down.limit.has_value());
}

TEST_CASE("a move-only field converts from an rvalue") {
    using conv::Owner;
    Owner<conv_v<0>> a{.handle = std::make_unique<int>(4), .name = long_string('o')};
    a.handles.push_back(std::make_unique<int>(3));
    const int* handle = a.handle.get();
    const int* first = a.handles[0].get();
    const Owner<v1> d = versioned::convert<v1>(std::move(a));
    CHECK(d.handle.get() == handle);
    REQUIRE(d.handles.size() == 1);
    CHECK(d.handles[0].get() == first);
    CHECK(d.label == long_string('o'));
    Owner<v1> dd{.handle = std::make_unique<int>(5), .handles = {}, .label = "l"};
    const Owner<conv_v<0>> back = versioned::convert<conv_v<0>>(std::move(dd));
    CHECK(*back.handle == 5);
    CHECK(back.name == "l");
    // and through runtime dispatch
    versioned::any<Owner> held{Owner<v1beta1>{.handle = std::make_unique<int>(6), .handles = {}, .name = "n"}};
    CHECK(*versioned::convert<v1>(std::move(held)).handle == 6);
}

// ---- a type change that is lossless both ways needs no functions ------------------------------

TEST_CASE("a type change with implicit conversions both ways converts implicitly") {
    Spec<v1beta1> b = versioned::upgrade(sample0());
    b.alias = long_string('z');
    const char* buffer = b.alias.data();
    Spec<v1beta2> c = versioned::upgrade(std::move(b));
    CHECK(c.alias.text == long_string('z'));
    CHECK(c.alias.text.data() == buffer); // Alias(std::string) took it by value: moved
    c.alias = Alias{"back"};
    CHECK(versioned::downgrade(c).alias == "back");
}

// ---- the design document's example -----------------------------------------------------------

CONV_ALLOW_DEPRECATED

TEST_CASE("DESIGN.md §4: FooSpec up to v1 and back, port_down truncates a large port") {
    using v1alpha1 = versioned::version_at_t<api::versions, 0>;
    api::FooSpec<v1alpha1> old{.name = "web", .host_port = 8080};

    auto next = versioned::upgrade(old);
    static_assert(std::is_same_v<decltype(next), api::FooSpec<api::v1beta1>>);
    CHECK(next.name == "web");
    CHECK(next.replicas == 3);
    CHECK(next.host_port == 8080);
    CHECK_FALSE(next.legacy);
    CHECK(next.bar.cpu_millis == 0);

    auto cur = versioned::convert<api::v1>(old);
    static_assert(std::is_same_v<decltype(cur), api::FooSpec<api::v1>>);
    CHECK(cur.name == "web");
    CHECK(cur.replicas == 3);
    CHECK(cur.port == 8080u);
    CHECK_FALSE(cur.deprecated_legacy);
    CHECK(cur == versioned::upgrade(next));

    auto back = versioned::convert<v1alpha1>(cur);
    static_assert(std::is_same_v<decltype(back), api::FooSpec<v1alpha1>>);
    CHECK(back == old);

    auto prev = versioned::downgrade(cur);
    static_assert(std::is_same_v<decltype(prev), api::FooSpec<api::v1beta1>>);
    CHECK(prev == next);

    versioned::any<api::FooSpec> held = old;
    api::FooSpec<api::v1> latest = versioned::convert<api::v1>(held);
    CHECK(latest == cur);

    // a port that does not fit the old uint16: port_down truncates
    cur.port = 70000;
    CHECK(versioned::downgrade(cur).host_port == 4464);
    CHECK(versioned::convert<v1alpha1>(cur).host_port == 4464);
    cur.port = 65535;
    CHECK(versioned::convert<v1alpha1>(cur).host_port == 65535);
    cur.port = 65536;
    CHECK(versioned::convert<v1alpha1>(cur).host_port == 0);
}

CONV_END_ALLOW_DEPRECATED
