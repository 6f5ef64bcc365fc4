// Tests of the schema emitter (DESIGN.md §5, issue 5): versioned::json_schema<T> and
// versioned::openapi_schema<T> are constant expressions over static storage; exact output for
// small types; keys as declared and camelCase; escaping; deprecation; defaults; integer bounds
// and OpenAPI formats; required; nested structs at the same version; fragments.
// The schemas of a larger set of types are also judged by python3-jsonschema and a Kubernetes
// structural-schema checker: tests/schema/ (CTest test schema.validate).
#include <versioned/versioned.hpp>

#include <doctest/doctest.h>

#include <array>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <limits>
#include <list>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace {

// Index-based search: std::string_view::find on these schemas is not a constant expression
// with GCC under -fsanitize=null (GCC PR 71962: the null check char_traits::find makes on a
// pointer into a static member array does not fold), which VERSIONED_SANITIZE turns on (ASan
// and UBSan, or UBSan alone: VERSIONED_TEST_SANITIZED).
constexpr std::size_t find_in(std::string_view text, std::string_view part, std::size_t from = 0) {
    if (part.size() > text.size()) return std::string_view::npos;
    for (std::size_t i = from; i + part.size() <= text.size(); ++i) {
        std::size_t k = 0;
        while (k < part.size() && text[i + k] == part[k]) ++k;
        if (k == part.size()) return i;
    }
    return std::string_view::npos;
}

constexpr bool contains(std::string_view text, std::string_view part) {
    return find_in(text, part) != std::string_view::npos;
}

constexpr std::size_t count(std::string_view text, std::string_view part) {
    std::size_t n = 0;
    for (std::size_t at = find_in(text, part); at != std::string_view::npos; at = find_in(text, part, at + 1)) ++n;
    return n;
}

// The text right after `"key":` (the first occurrence).
constexpr std::string_view after_key(std::string_view text, std::string_view quoted_key_colon) {
    const std::size_t at = find_in(text, quoted_key_colon);
    return at == std::string_view::npos ? std::string_view{} : text.substr(at + quoted_key_colon.size());
}

constexpr std::string_view json_prefix = R"({"$schema":"https://json-schema.org/draft/2020-12/schema",)";

} // namespace

// ---- types ------------------------------------------------------------------------------------

VERSIONED_VERSIONS(st,
    (v1alpha1, deprecated("use v1")),
    v1);

VERSIONED_STRUCT(st, Tiny,
    (std::int8_t,         level,   doc("Level")),
    (std::optional<bool>, enabled),
    (std::string,         name,    added(v1)));

VERSIONED_STRUCT(st, OnlyOptional,
    (std::optional<std::uint16_t>, port, nullable));

VERSIONED_STRUCT(st, Widths,
    (std::int8_t,         i8),
    (std::int16_t,        i16),
    (std::int32_t,        i32),
    (std::int64_t,        i64),
    (std::uint8_t,        u8),
    (std::uint16_t,       u16),
    (std::uint32_t,       u32),
    (std::uint64_t,       u64),
    (char,                ch),
    (signed char,         sc),
    (unsigned char,       uc),
    (short,               sh),
    (unsigned short,      us),
    (int,                 in),
    (unsigned,            un),
    (long long,           ll),
    (unsigned long long,  ull),
    (bool,                flag),
    (float,               f),
    (double,              d),
    (std::string,         s));

VERSIONED_STRUCT(st, Texts,
    (std::string,  quoted,  doc("say \"hi\" to C:\\dir\nnext\tline")),
    (std::string,  utf8,    doc("µs — naïve ✓")),
    (std::string,  control, doc("a\x01" "b\x1f" "c\r")),
    (bool,         old,     doc("Old switch."), deprecated(v1, note("use \"new\" \\ instead"))),
    (bool,         bare,    deprecated(v1)),
    (bool,         noted,   deprecated(v1, note("gone"))));

constexpr int default_count() { return 3; }
constexpr std::int16_t default_negative() { return -7; }
constexpr const char* default_cstr() { return "a \"b\" \\c"; }
constexpr std::string_view default_sv() { return "eu-west-1"; }
inline int runtime_count() {
    static int value = 5;
    return value;
}

VERSIONED_STRUCT(st, Defaults,
    (std::string,   name),
    (std::uint64_t, count,    added(v1, default_with(default_count))),
    (std::int16_t,  negative, added(v1, default_with(default_negative))),
    (std::string,   cstr,     added(v1, default_with(default_cstr))),
    (std::string,   sv,       added(v1, default_with(default_sv))),
    (int,           rt,       added(v1, default_with(runtime_count))));

VERSIONED_STRUCT(st, Bar,
    (std::string,  image),
    (std::int32_t, cpu_millis, added(v1)));

VERSIONED_STRUCT(st, Containers,
    ((std::vector<st::Bar<V>>),                   bars),
    ((std::array<std::uint8_t, 3>),               rgb),
    ((std::map<std::string, st::Bar<V>>),         by_name),
    ((std::unordered_map<std::string, double>),   weights),
    ((std::optional<st::Bar<V>>),                 maybe_bar),
    (st::Bar<V>,                                  bar));

namespace user {
struct Duration {
    std::string text;
    friend bool operator==(const Duration&, const Duration&) = default;
};
enum class Color { red, green };
} // namespace user

template <>
struct versioned::schema_fragment<user::Duration> {
    static constexpr std::string_view json = R"({"type":"string","pattern":"^[0-9]+(ms|s|m|h)$"})";
};
template <>
struct versioned::schema_fragment<user::Color> {
    static constexpr std::string_view json = R"({"type":"string","enum":["red","green"]})";
    static constexpr std::string_view openapi = R"({"type":"string","enum":["red","green"],"x-kubernetes-list-type":"atomic"})";
};

VERSIONED_STRUCT(st, Custom,
    (user::Duration,                timeout, doc("How long")),
    (std::optional<user::Duration>, grace, nullable),
    (user::Color,                   color));

// The DESIGN.md FooSpec, in a module with as-declared keys and one with camelCase keys.
constexpr std::size_t default_replicas() { return 3; }
constexpr std::uint16_t port_down(std::uint32_t p) { return static_cast<std::uint16_t>(p); }

VERSIONED_STRUCT(st, FooSpec,
    (std::string,   name),
    (std::size_t,   replicas, added(v1, default_with(default_replicas))),
    (std::uint32_t, port,     changed(v1, from_name(host_port), from_type(std::uint16_t),
                                      downgrade_with(port_down))),
    (bool,          legacy,   deprecated(v1, note("no longer read"))),
    (st::Bar<V>,    bar));

VERSIONED_VERSIONS(kc, v1beta1, v1);
VERSIONED_KEY_NAMING(kc, camel_case);

VERSIONED_STRUCT(kc, Bar,
    (std::string,  image_name),
    (std::int32_t, cpu_millis, added(v1)));

VERSIONED_STRUCT(kc, FooSpec,
    (std::string,                 name),
    (std::uint32_t,               port,              changed(v1, from_name(host_port), from_type(std::uint16_t),
                                                             downgrade_with(port_down))),
    (bool,                        legacy,            deprecated(v1)),
    (std::optional<std::int64_t>, max_surge_percent),
    (std::string,                 ipv4_address),
    (kc::Bar<V>,                  bar));

VERSIONED_VERSIONS(kk, v1);
VERSIONED_KEY_NAMING(kk, kebab_case);
VERSIONED_STRUCT(kk, Settings,
    (std::string,  log_file),
    (std::int32_t, max_retries));

// The deprecated v1alpha1 of st is reached as versioned::oldest_t<S> (naming the tag warns).

// ---- constant expressions ---------------------------------------------------------------------

static_assert(versioned::json_schema<st::Tiny<st::v1>>.starts_with(json_prefix));
static_assert(versioned::openapi_schema<st::Tiny<st::v1>>.starts_with(R"({"type":"object",)"));
static_assert(versioned::json_schema<st::Tiny<st::v1>>.ends_with("}"));
#if defined(__clang__) || !defined(VERSIONED_TEST_SANITIZED) // GCC PR 71962, see find_in
static_assert(versioned::openapi_schema<st::Tiny<st::v1>>.find(R"("level")") != std::string_view::npos);
#endif
static_assert(versioned::json_schema<versioned::oldest_t<st::Tiny>>.size() > 0);
// Every key naming policy names the properties and the required keys alike.
static_assert(versioned::json_schema<kk::Settings<kk::v1>>.ends_with(
    R"("properties":{"log-file":{"type":"string"},"max-retries":{"type":"integer","minimum":-2147483648,"maximum":2147483647}},)"
    R"("required":["log-file","max-retries"],"additionalProperties":false})"));
// One object per version, static storage: the same characters on every use.
static_assert(versioned::json_schema<st::Tiny<st::v1>>.data() == versioned::json_schema<st::Tiny<st::v1>>.data());
static_assert(versioned::openapi_schema<st::Tiny<st::v1>>.data() == versioned::openapi_schema<st::Tiny<st::v1>>.data());
static_assert(versioned::json_schema<st::Tiny<st::v1>> != versioned::json_schema<versioned::oldest_t<st::Tiny>>);
static_assert(versioned::json_schema<st::Tiny<st::v1>> != versioned::openapi_schema<st::Tiny<st::v1>>);

// ---- exact output -------------------------------------------------------------------------------

static_assert(versioned::json_schema<st::Tiny<st::v1>> ==
              R"({"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Tiny",)"
              R"("description":"Tiny st/v1","type":"object","properties":{)"
              R"("level":{"type":"integer","minimum":-128,"maximum":127,"description":"Level"},)"
              R"("enabled":{"anyOf":[{"type":"boolean"},{"type":"null"}]},)"
              R"("name":{"type":"string"}},)"
              R"("required":["level","name"],"additionalProperties":false})");

static_assert(versioned::json_schema<versioned::oldest_t<st::Tiny>> ==
              R"({"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Tiny",)"
              R"("description":"Tiny st/v1alpha1","type":"object","properties":{)"
              R"("level":{"type":"integer","minimum":-128,"maximum":127,"description":"Level"},)"
              R"("enabled":{"anyOf":[{"type":"boolean"},{"type":"null"}]}},)"
              R"("required":["level"],"additionalProperties":false})");

static_assert(versioned::openapi_schema<st::Tiny<st::v1>> ==
              R"({"type":"object","properties":{)"
              R"("level":{"type":"integer","format":"int32","minimum":-128,"maximum":127,"description":"Level"},)"
              R"("enabled":{"type":"boolean"},)" // optional: not required, not nullable (controller-gen's pointer)
              R"("name":{"type":"string"}},)"
              R"("required":["level","name"]})");

// Only optional fields: no "required" at all (an empty "required" is invalid in OpenAPI v3.0).
static_assert(versioned::openapi_schema<st::OnlyOptional<st::v1>> ==
              R"({"type":"object","properties":{)"
              R"("port":{"type":"integer","format":"int32","minimum":0,"maximum":65535,"nullable":true}}})");
static_assert(versioned::json_schema<st::OnlyOptional<st::v1>>.ends_with(
              R"("properties":{"port":{"anyOf":[{"type":"integer","minimum":0,"maximum":65535},{"type":"null"}]}},)"
              R"("additionalProperties":false})"));

// ---- keys: as declared, and camelCase -----------------------------------------------------------

static_assert(contains(versioned::json_schema<versioned::oldest_t<st::FooSpec>>, R"("host_port":{"type":"integer","minimum":0,"maximum":65535})"));
static_assert(contains(versioned::json_schema<st::FooSpec<st::v1>>, R"("port":{"type":"integer","minimum":0,"maximum":4294967295})"));
static_assert(!contains(versioned::json_schema<st::FooSpec<st::v1>>, R"("host_port")"));
static_assert(contains(versioned::json_schema<st::FooSpec<st::v1>>, R"("deprecated_legacy":{"type":"boolean","description":"Deprecated: no longer read.","deprecated":true})"));
// a field with a default (replicas) and a deprecated one (deprecated_legacy) may be omitted
static_assert(contains(versioned::json_schema<st::FooSpec<st::v1>>, R"("required":["name","port","bar"])"));
static_assert(contains(versioned::openapi_schema<st::FooSpec<st::v1>>, R"("required":["name","port","bar"])"));
static_assert(contains(versioned::json_schema<versioned::oldest_t<st::FooSpec>>, R"("required":["name","host_port","legacy","bar"])"));
static_assert(contains(versioned::json_schema<st::FooSpec<st::v1>>, R"("cpu_millis":{)"));
static_assert(contains(versioned::json_schema<versioned::oldest_t<st::FooSpec>>, R"("legacy":{"type":"boolean"})"));

static_assert(contains(versioned::json_schema<versioned::oldest_t<kc::FooSpec>>, R"("hostPort":{"type":"integer","minimum":0,"maximum":65535})"));
static_assert(contains(versioned::openapi_schema<versioned::oldest_t<kc::FooSpec>>, R"("hostPort":{"type":"integer","format":"int32","minimum":0,"maximum":65535})"));
static_assert(contains(versioned::json_schema<kc::FooSpec<kc::v1>>, R"("deprecatedLegacy":{"type":"boolean","deprecated":true})"));
static_assert(contains(versioned::openapi_schema<kc::FooSpec<kc::v1>>, R"("deprecatedLegacy":{"type":"boolean","description":"Deprecated."})"));
static_assert(contains(versioned::json_schema<kc::FooSpec<kc::v1>>, R"("maxSurgePercent":{"anyOf":[)"));
static_assert(contains(versioned::json_schema<kc::FooSpec<kc::v1>>, R"("ipv4Address":{"type":"string"})"));
static_assert(contains(versioned::json_schema<kc::FooSpec<kc::v1>>, R"("imageName":{"type":"string"})"));
static_assert(contains(versioned::json_schema<kc::FooSpec<kc::v1>>, R"("cpuMillis":{"type":"integer")"));
// required uses the same keys (and leaves out the optional maxSurgePercent and the deprecated
// deprecatedLegacy)
static_assert(contains(versioned::json_schema<kc::FooSpec<kc::v1>>, R"("required":["name","port","ipv4Address","bar"])"));
static_assert(contains(versioned::openapi_schema<versioned::oldest_t<kc::FooSpec>>, R"("required":["name","hostPort","legacy","ipv4Address","bar"])"));
static_assert(contains(versioned::openapi_schema<kc::FooSpec<kc::v1>>, R"("required":["imageName","cpuMillis"])"));
static_assert(!contains(versioned::json_schema<kc::FooSpec<kc::v1>>, "_"));
static_assert(!contains(versioned::openapi_schema<versioned::oldest_t<kc::FooSpec>>, "_"));

// ---- escaping and deprecation notes -------------------------------------------------------------

static_assert(contains(versioned::json_schema<st::Texts<st::v1>>, R"("quoted":{"type":"string","description":"say \"hi\" to C:\\dir\nnext\tline"})"));
static_assert(contains(versioned::openapi_schema<st::Texts<st::v1>>, R"("quoted":{"type":"string","description":"say \"hi\" to C:\\dir\nnext\tline"})"));
static_assert(contains(versioned::json_schema<st::Texts<st::v1>>, R"("utf8":{"type":"string","description":"µs — naïve ✓"})"));
static_assert(contains(versioned::json_schema<st::Texts<st::v1>>, R"("control":{"type":"string","description":"a\u0001b\u001fc\r"})"));
// JSON Schema: "deprecated": true, and the note appended to the doc; OpenAPI: no keyword, the
// note in the description.
static_assert(contains(versioned::json_schema<st::Texts<st::v1>>, R"("deprecated_old":{"type":"boolean","description":"Old switch. Deprecated: use \"new\" \\ instead.","deprecated":true})"));
static_assert(contains(versioned::json_schema<st::Texts<st::v1>>, R"("deprecated_noted":{"type":"boolean","description":"Deprecated: gone.","deprecated":true})"));
// deprecated fields are not required, in both dialects
static_assert(contains(versioned::json_schema<st::Texts<st::v1>>, R"("required":["quoted","utf8","control"])"));
static_assert(contains(versioned::openapi_schema<st::Texts<st::v1>>, R"("required":["quoted","utf8","control"])"));
static_assert(contains(versioned::openapi_schema<st::Texts<st::v1>>, R"("deprecated_old":{"type":"boolean","description":"Old switch. Deprecated: use \"new\" \\ instead."})"));
static_assert(contains(versioned::openapi_schema<st::Texts<st::v1>>, R"("deprecated_bare":{"type":"boolean","description":"Deprecated."})"));
static_assert(contains(versioned::openapi_schema<st::Texts<st::v1>>, R"("deprecated_noted":{"type":"boolean","description":"Deprecated: gone."})"));
static_assert(contains(versioned::json_schema<st::Texts<st::v1>>, R"("deprecated_bare":{"type":"boolean","deprecated":true})"));
static_assert(!contains(versioned::openapi_schema<st::Texts<st::v1>>, R"("deprecated":)"));
// not deprecated yet in the old version
static_assert(contains(versioned::json_schema<versioned::oldest_t<st::Texts>>, R"("old":{"type":"boolean","description":"Old switch."})"));
static_assert(contains(versioned::openapi_schema<versioned::oldest_t<st::Texts>>, R"("bare":{"type":"boolean"})"));
static_assert(!contains(versioned::json_schema<versioned::oldest_t<st::Texts>>, R"("deprecated")"));

// ---- defaults: only for a constexpr default_with ----------------------------------------------

static_assert(contains(versioned::json_schema<st::Defaults<st::v1>>, R"("count":{"type":"integer","minimum":0,"maximum":18446744073709551615,"default":3})"));
// Kubernetes reads bounds as float64 and compares integers as int64: 2^63-1 is no float64, so
// a 64-bit integer carries no maximum there (issue 24; Kubernetes' validator in tests/k8s).
static_assert(contains(versioned::openapi_schema<st::Defaults<st::v1>>, R"("count":{"type":"integer","format":"int64","minimum":0,"default":3})"));
static_assert(contains(versioned::json_schema<st::Defaults<st::v1>>, R"("negative":{"type":"integer","minimum":-32768,"maximum":32767,"default":-7})"));
static_assert(contains(versioned::json_schema<st::Defaults<st::v1>>, R"("cstr":{"type":"string","default":"a \"b\" \\c"})"));
static_assert(contains(versioned::openapi_schema<st::Defaults<st::v1>>, R"("sv":{"type":"string","default":"eu-west-1"})"));
static_assert(contains(versioned::json_schema<st::Defaults<st::v1>>, R"("rt":{"type":"integer","minimum":-2147483648,"maximum":2147483647})"));
static_assert(contains(versioned::openapi_schema<st::Defaults<st::v1>>, R"("rt":{"type":"integer","format":"int32","minimum":-2147483648,"maximum":2147483647})"));
static_assert(count(versioned::json_schema<st::Defaults<st::v1>>, R"("default":)") == 4);
static_assert(count(versioned::openapi_schema<st::Defaults<st::v1>>, R"("default":)") == 4);
static_assert(!contains(versioned::json_schema<versioned::oldest_t<st::Defaults>>, R"("default")"));
static_assert(contains(versioned::json_schema<st::FooSpec<st::v1>>, R"("replicas":{"type":"integer","minimum":0,"maximum":18446744073709551615,"default":3})"));

// ---- integer bounds per width, formats in OpenAPI only -----------------------------------------

using widths = st::Widths<st::v1>;
static_assert(contains(versioned::json_schema<widths>, R"("i8":{"type":"integer","minimum":-128,"maximum":127})"));
static_assert(contains(versioned::json_schema<widths>, R"("i16":{"type":"integer","minimum":-32768,"maximum":32767})"));
static_assert(contains(versioned::json_schema<widths>, R"("i32":{"type":"integer","minimum":-2147483648,"maximum":2147483647})"));
static_assert(contains(versioned::json_schema<widths>, R"("i64":{"type":"integer","minimum":-9223372036854775808,"maximum":9223372036854775807})"));
static_assert(contains(versioned::json_schema<widths>, R"("u8":{"type":"integer","minimum":0,"maximum":255})"));
static_assert(contains(versioned::json_schema<widths>, R"("u16":{"type":"integer","minimum":0,"maximum":65535})"));
static_assert(contains(versioned::json_schema<widths>, R"("u32":{"type":"integer","minimum":0,"maximum":4294967295})"));
static_assert(contains(versioned::json_schema<widths>, R"("u64":{"type":"integer","minimum":0,"maximum":18446744073709551615})"));
static_assert(contains(versioned::json_schema<widths>,
                       std::numeric_limits<char>::is_signed ? R"("ch":{"type":"integer","minimum":-128,"maximum":127})"
                                                            : R"("ch":{"type":"integer","minimum":0,"maximum":255})"));
static_assert(contains(versioned::json_schema<widths>, R"("sc":{"type":"integer","minimum":-128,"maximum":127})"));
static_assert(contains(versioned::json_schema<widths>, R"("uc":{"type":"integer","minimum":0,"maximum":255})"));
static_assert(contains(versioned::json_schema<widths>, R"("sh":{"type":"integer","minimum":-32768,"maximum":32767})"));
static_assert(contains(versioned::json_schema<widths>, R"("us":{"type":"integer","minimum":0,"maximum":65535})"));
static_assert(contains(versioned::json_schema<widths>, R"("in":{"type":"integer","minimum":-2147483648,"maximum":2147483647})"));
static_assert(contains(versioned::json_schema<widths>, R"("un":{"type":"integer","minimum":0,"maximum":4294967295})"));
static_assert(contains(versioned::json_schema<widths>, R"("ll":{"type":"integer","minimum":-9223372036854775808,"maximum":9223372036854775807})"));
static_assert(contains(versioned::json_schema<widths>, R"("ull":{"type":"integer","minimum":0,"maximum":18446744073709551615})"));
static_assert(contains(versioned::json_schema<widths>, R"("flag":{"type":"boolean"})"));
// A float's range, as the reader's: what rounds to infinity (from 2^128 - 2^103) is out of it.
static_assert(contains(versioned::json_schema<widths>,
                       R"("f":{"type":"number","exclusiveMinimum":-3.4028235677973366e+38,"exclusiveMaximum":3.4028235677973366e+38})"));
static_assert(contains(versioned::json_schema<widths>, R"("d":{"type":"number"})"));
static_assert(contains(versioned::json_schema<widths>, R"("s":{"type":"string"})"));
static_assert(!contains(versioned::json_schema<widths>, R"("format")"));

static_assert(contains(versioned::openapi_schema<widths>, R"("i8":{"type":"integer","format":"int32","minimum":-128,"maximum":127})"));
static_assert(contains(versioned::openapi_schema<widths>, R"("i16":{"type":"integer","format":"int32","minimum":-32768,"maximum":32767})"));
static_assert(contains(versioned::openapi_schema<widths>, R"("i32":{"type":"integer","format":"int32","minimum":-2147483648,"maximum":2147483647})"));
static_assert(contains(versioned::openapi_schema<widths>, R"("i64":{"type":"integer","format":"int64"})"));
static_assert(contains(versioned::openapi_schema<widths>, R"("u8":{"type":"integer","format":"int32","minimum":0,"maximum":255})"));
static_assert(contains(versioned::openapi_schema<widths>, R"("u16":{"type":"integer","format":"int32","minimum":0,"maximum":65535})"));
// uint32 does not fit int32
static_assert(contains(versioned::openapi_schema<widths>, R"("u32":{"type":"integer","format":"int64","minimum":0,"maximum":4294967295})"));
static_assert(contains(versioned::openapi_schema<widths>, R"("u64":{"type":"integer","format":"int64","minimum":0})"));
static_assert(contains(versioned::openapi_schema<widths>, R"("ull":{"type":"integer","format":"int64","minimum":0})"));
static_assert(!contains(versioned::openapi_schema<widths>, "9223372036854775807"));
static_assert(!contains(versioned::openapi_schema<widths>, "-9223372036854775808"));
static_assert(contains(versioned::openapi_schema<widths>, R"("un":{"type":"integer","format":"int64","minimum":0,"maximum":4294967295})"));
static_assert(contains(versioned::openapi_schema<widths>, R"("in":{"type":"integer","format":"int32",)"));
static_assert(contains(versioned::openapi_schema<widths>, R"("ll":{"type":"integer","format":"int64"})"));
static_assert(contains(versioned::openapi_schema<widths>, R"("flag":{"type":"boolean"})"));
// No float bound in OpenAPI: Kubernetes' validator compares an integral value with the bound
// converted to int64, and 3.4e38 overflows it (tests/k8s/kube_validate refused every integral f32).
static_assert(contains(versioned::openapi_schema<widths>, R"("f":{"type":"number","format":"float"})"));
static_assert(!contains(versioned::openapi_schema<widths>, "3.4028235677973366e+38"));
static_assert(contains(versioned::openapi_schema<widths>, R"("d":{"type":"number","format":"double"})"));
static_assert(contains(versioned::openapi_schema<widths>, R"("s":{"type":"string"})"));
static_assert(count(versioned::openapi_schema<widths>, R"("format":"int32")") == 11);
static_assert(count(versioned::openapi_schema<widths>, R"("format":"int64")") == 6);

// ---- the schema of what json::write writes with a version key ---------------------------------

// The key first among the properties, its one value the version, required first.
static_assert(contains(versioned::json_schema_with_version_key<widths>,
                       R"("type":"object","properties":{"apiVersion":{"type":"string","const":"v1"},"i8":)"));
static_assert(contains(versioned::json_schema_with_version_key<widths>, R"("required":["apiVersion","i8",)"));
static_assert(contains(versioned::json_schema_with_version_key<widths, "kind", "example.com">,
                       R"({"kind":{"type":"string","const":"example.com/v1"},)"));
// Everything else as json_schema<T>.
static_assert(versioned::json_schema_with_version_key<widths>.size() ==
              versioned::json_schema<widths>.size() + std::string_view(R"("apiVersion":{"type":"string","const":"v1"},)").size() +
                  std::string_view(R"("apiVersion",)").size());
static_assert(versioned::json_schema_with_version_key<widths>.ends_with(R"(,"additionalProperties":false})"));

// ---- required, containers, nested structs at the same version ---------------------------------

static_assert(contains(versioned::json_schema<widths>, R"("required":["i8","i16","i32","i64","u8","u16","u32","u64","ch","sc","uc","sh","us","in","un","ll","ull","flag","f","d","s"])"));
static_assert(contains(versioned::openapi_schema<st::Containers<st::v1>>, R"("required":["bars","rgb","by_name","weights","bar"])"));
static_assert(contains(versioned::openapi_schema<st::Containers<st::v1>>, R"("rgb":{"type":"array","items":{"type":"integer","format":"int32","minimum":0,"maximum":255},"minItems":3,"maxItems":3})"));
static_assert(contains(versioned::json_schema<st::Containers<st::v1>>, R"("weights":{"type":"object","additionalProperties":{"type":"number"}})"));
static_assert(contains(versioned::openapi_schema<st::Containers<st::v1>>, R"("weights":{"type":"object","additionalProperties":{"type":"number","format":"double"}})"));

// The nested schema is the nested type's own schema at the same version, spelled out in place.
template <class Outer, class Inner>
constexpr bool nests_openapi(std::string_view key_colon) {
    return after_key(versioned::openapi_schema<Outer>, key_colon).starts_with(versioned::openapi_schema<Inner>);
}
template <class Outer, class Inner>
constexpr bool nests_json(std::string_view key_colon) {
    // the nested JSON Schema is the root's without "$schema", "title" and "description"
    constexpr std::string_view inner = versioned::json_schema<Inner>;
    constexpr std::string_view body = inner.substr(find_in(inner, R"("type":"object")"));
    const std::string_view at = after_key(versioned::json_schema<Outer>, key_colon);
    return at.starts_with("{") && at.substr(1).starts_with(body);
}
static_assert(nests_openapi<st::FooSpec<st::v1>, st::Bar<st::v1>>(R"("bar":)"));
static_assert(nests_openapi<versioned::oldest_t<st::FooSpec>, versioned::oldest_t<st::Bar>>(R"("bar":)"));
static_assert(nests_json<st::FooSpec<st::v1>, st::Bar<st::v1>>(R"("bar":)"));
static_assert(nests_json<versioned::oldest_t<st::FooSpec>, versioned::oldest_t<st::Bar>>(R"("bar":)"));
static_assert(nests_openapi<st::Containers<st::v1>, st::Bar<st::v1>>(R"("bars":{"type":"array","items":)"));
static_assert(nests_openapi<st::Containers<st::v1>, st::Bar<st::v1>>(R"("by_name":{"type":"object","additionalProperties":)"));
static_assert(nests_openapi<versioned::oldest_t<st::Containers>, versioned::oldest_t<st::Bar>>(R"("bars":{"type":"array","items":)"));
static_assert(nests_json<st::Containers<st::v1>, st::Bar<st::v1>>(R"("maybe_bar":{"anyOf":[)"));
static_assert(nests_openapi<kc::FooSpec<kc::v1>, kc::Bar<kc::v1>>(R"("bar":)"));
static_assert(!contains(versioned::json_schema<versioned::oldest_t<st::FooSpec>>, "cpu_millis"));
static_assert(contains(versioned::openapi_schema<st::Containers<st::v1>>, R"("maybe_bar":{"type":"object","properties":{"image":{"type":"string"},"cpu_millis":{)"));
static_assert(versioned::openapi_schema<st::Containers<st::v1>>.ends_with(R"("required":["image","cpu_millis"]},"bar":)"
                                                                          R"({"type":"object","properties":{"image":{"type":"string"},"cpu_millis":{"type":"integer","format":"int32","minimum":-2147483648,"maximum":2147483647}},"required":["image","cpu_millis"]}},)"
                                                                          R"("required":["bars","rgb","by_name","weights","bar"]})"));

// ---- OpenAPI stays structural -------------------------------------------------------------------

template <class T>
constexpr bool openapi_has_no_forbidden_keyword() {
    constexpr std::string_view s = versioned::openapi_schema<T>;
    return !contains(s, R"("$ref")") && !contains(s, R"("$defs")") && !contains(s, R"("$schema")") &&
           !contains(s, R"("definitions")") && !contains(s, R"("deprecated":)") &&
           !contains(s, R"("type":"null")") && !contains(s, R"("anyOf")") &&
           !contains(s, R"("additionalProperties":false)") && !s.starts_with(R"({"nullable")");
}
static_assert(openapi_has_no_forbidden_keyword<st::FooSpec<st::v1>>());
static_assert(openapi_has_no_forbidden_keyword<versioned::oldest_t<st::FooSpec>>());
static_assert(openapi_has_no_forbidden_keyword<st::Containers<st::v1>>());
static_assert(openapi_has_no_forbidden_keyword<st::Texts<st::v1>>());
static_assert(openapi_has_no_forbidden_keyword<widths>());
static_assert(openapi_has_no_forbidden_keyword<kc::FooSpec<kc::v1>>());
static_assert(openapi_has_no_forbidden_keyword<st::Custom<st::v1>>());
// JSON Schema closes every struct (a document of another version is rejected)
static_assert(count(versioned::json_schema<st::Containers<st::v1>>, R"("additionalProperties":false)") == 5);

// ---- schema fragments -----------------------------------------------------------------------------

static_assert(contains(versioned::json_schema<st::Custom<st::v1>>, R"("timeout":{"type":"string","pattern":"^[0-9]+(ms|s|m|h)$","description":"How long"})"));
static_assert(contains(versioned::json_schema<st::Custom<st::v1>>, R"("grace":{"anyOf":[{"type":"string","pattern":"^[0-9]+(ms|s|m|h)$"},{"type":"null"}]})"));
static_assert(contains(versioned::openapi_schema<st::Custom<st::v1>>, R"("grace":{"type":"string","pattern":"^[0-9]+(ms|s|m|h)$","nullable":true})"));
static_assert(contains(versioned::json_schema<st::Custom<st::v1>>, R"("color":{"type":"string","enum":["red","green"]})"));
// the openapi member, when given, is used for OpenAPI only
static_assert(contains(versioned::openapi_schema<st::Custom<st::v1>>, R"("color":{"type":"string","enum":["red","green"],"x-kubernetes-list-type":"atomic"})"));
static_assert(contains(versioned::json_schema<st::Custom<st::v1>>, R"("required":["timeout","color"])"));

// A nested struct's schema is built once for the versions in which it does not change (a field of
// type Same<V> has one fragment for v1..v3), and again where it does (Inner gains b in v3): the
// field's segments, and the texts of each version.
VERSIONED_VERSIONS(sg, v1, v2, v3);
VERSIONED_ENUM(sg, Mode, (fast), (slow, added(v3, downgrade_to(fast))));
VERSIONED_STRUCT(sg, Same, (std::string, s), rule("self.s != ''", "s is set"));
VERSIONED_STRUCT(sg, Inner, (std::int32_t, a), (std::int32_t, b, added(v3)));
VERSIONED_STRUCT(sg, Ruled, (std::int32_t, a), rule("self.a > 0", "a is positive", versions(v2)));
VERSIONED_STRUCT(sg, Outer,
    (sg::Same<V>, same), ((std::map<std::string, std::vector<sg::Same<V>>>), lists),
    (sg::Inner<V>, inner), (std::optional<sg::Inner<V>>, maybe), (sg::Mode<V>, mode), (sg::Ruled<V>, ruled));
namespace sgd {
using versioned::detail::schema::field_segments_v;
using outer = sg::versioned_desc_Outer;
static_assert(field_segments_v<outer::versioned_f_same>.count == 1);
static_assert(field_segments_v<outer::versioned_f_lists>.count == 1);
static_assert(field_segments_v<outer::versioned_f_inner>.count == 2 && field_segments_v<outer::versioned_f_inner>.start[1] == 2);
static_assert(field_segments_v<outer::versioned_f_maybe>.count == 2);
static_assert(field_segments_v<outer::versioned_f_mode>.count == 2); // an enumerator added in v3
static_assert(field_segments_v<outer::versioned_f_ruled>.count == 3); // a struct rule of v2 only
} // namespace sgd
static_assert(contains(versioned::json_schema<sg::Outer<sg::v2>>, R"("inner":{"type":"object","properties":{"a":)"));
static_assert(!contains(versioned::json_schema<sg::Outer<sg::v2>>, R"("b":)"));
static_assert(contains(versioned::json_schema<sg::Outer<sg::v3>>, R"("required":["a","b"])"));
static_assert(contains(versioned::openapi_schema<sg::Outer<sg::v2>>, R"("x-kubernetes-validations":[{"rule":"self.a > 0")"));
static_assert(!contains(versioned::openapi_schema<sg::Outer<sg::v3>>, R"(self.a > 0)"));
static_assert(contains(versioned::openapi_schema<sg::Outer<sg::v3>>, R"("enum":["fast","slow"])"));
static_assert(contains(versioned::openapi_schema<sg::Outer<sg::v1>>, R"("enum":["fast"])"));

// ---- run time --------------------------------------------------------------------------------------

namespace {
std::string_view json_first() { return versioned::json_schema<st::FooSpec<st::v1>>; }
std::string_view json_second() { return versioned::json_schema<st::FooSpec<st::v1>>; }
std::string_view openapi_first() { return versioned::openapi_schema<st::FooSpec<st::v1>>; }
std::string_view openapi_second() { return versioned::openapi_schema<st::FooSpec<st::v1>>; }
} // namespace

TEST_CASE("schemas live in static storage: every use sees the same characters") {
    CHECK(json_first().data() == json_second().data());
    CHECK(openapi_first().data() == openapi_second().data());
    CHECK(json_first() == versioned::json_schema<st::FooSpec<st::v1>>);
    CHECK(json_first().data() != openapi_first().data());
    const std::string copy(openapi_first());
    CHECK(copy == versioned::openapi_schema<st::FooSpec<st::v1>>);
}

TEST_CASE("every version has its own schema, from the oldest to the newest") {
    CHECK(versioned::json_schema<versioned::oldest_t<st::FooSpec>> ==
          versioned::json_schema<st::FooSpec<versioned::version_at_t<st::versions, 0>>>);
    CHECK(versioned::json_schema<versioned::latest_t<st::FooSpec>> == versioned::json_schema<st::FooSpec<st::v1>>);
    CHECK(versioned::json_schema<versioned::oldest_t<st::FooSpec>>.find(R"("description":"FooSpec st/v1alpha1")") != std::string_view::npos);
    CHECK(versioned::json_schema<st::FooSpec<st::v1>>.find(R"("description":"FooSpec st/v1")") != std::string_view::npos);
}

// ---- edge shapes: empty fragments, fragments with a description, nested optionals ------------

namespace user {
struct AnyJson {
    friend bool operator==(const AnyJson&, const AnyJson&) = default;
};
struct Described {
    std::string text;
    friend bool operator==(const Described&, const Described&) = default;
};
} // namespace user

template <>
struct versioned::schema_fragment<user::AnyJson> {
    static constexpr std::string_view json = "{}"; // any JSON value
    static constexpr std::string_view openapi = R"({"type":"object","x-kubernetes-preserve-unknown-fields":true})";
};
template <>
struct versioned::schema_fragment<user::Described> {
    static constexpr std::string_view json = R"({"type":"string","description":"From the fragment."})";
};

VERSIONED_STRUCT(st, Edge,
    (user::AnyJson,                               payload,     doc("Anything.")),
    (std::optional<user::AnyJson>,                maybe_payload),
    (user::Described,                             described,   doc("From the field.")),
    ((std::optional<std::optional<std::int32_t>>), maybe_maybe, nullable));

TEST_CASE("an empty fragment {} followed by a doc gives valid JSON") {
    const std::string_view json = versioned::json_schema<st::Edge<st::v1>>;
    CHECK_MESSAGE(json.find("{,") == std::string_view::npos, json);
    CHECK(json.find(R"("payload":{"description":"Anything."})") != std::string_view::npos);
}

TEST_CASE("the field's doc() replaces the description of its type's fragment") {
    const std::string_view json = versioned::json_schema<st::Edge<st::v1>>;
    const std::string_view openapi = versioned::openapi_schema<st::Edge<st::v1>>;
    const std::string_view described = after_key(json, R"("described":)");
    const std::string_view described_openapi = after_key(openapi, R"("described":)");
    CHECK_MESSAGE(count(described.substr(0, described.find('}')), R"("description")") == 1, json);
    CHECK_MESSAGE(count(described_openapi.substr(0, described_openapi.find('}')), R"("description")") == 1, openapi);
}

TEST_CASE("std::optional<std::optional<T>> is nullable once") {
    const std::string_view openapi = versioned::openapi_schema<st::Edge<st::v1>>;
    const std::string_view field = after_key(openapi, R"("maybe_maybe":)");
    CHECK_MESSAGE(count(field.substr(0, field.find('}')), R"("nullable")") == 1, openapi);
}

// ---- bool defaults, and defaults that do not fit --------------------------------------------

namespace {
constexpr bool default_verbose() { return true; }
} // namespace

VERSIONED_VERSIONS(sb, v1alpha1, v1);
VERSIONED_STRUCT(sb, Flags,
    (std::string, name),
    (bool,        verbose, added(v1, default_with(default_verbose))));

static_assert(contains(versioned::json_schema<sb::Flags<sb::v1>>, R"("verbose":{"type":"boolean","default":true})"));
static_assert(contains(versioned::openapi_schema<sb::Flags<sb::v1>>, R"("verbose":{"type":"boolean","default":true})"));
static_assert(!contains(versioned::json_schema<versioned::oldest_t<sb::Flags>>, R"("default")"));

TEST_CASE("a constexpr bool default_with is shown as a JSON boolean") {
    CHECK(contains(versioned::json_schema<sb::Flags<sb::v1>>, R"("default":true)"));
}

// ---- issue 9: defaults through type changes, omissible fields, compiler-independent strings ---

namespace {
constexpr std::uint32_t default_timeout_s() { return 30; }
constexpr std::int64_t seconds_to_ms(std::uint32_t s) { return std::int64_t{s} * 1000; }
constexpr std::uint32_t ms_to_seconds(std::int64_t ms) { return static_cast<std::uint32_t>(ms / 1000); }
// A std::string result: constexpr std::string works with g++ 12, not with clang++ 14, so the
// library never shows it (the schema must not depend on the compiler).
constexpr std::string default_string() { return "from std::string"; }
constexpr std::uint64_t default_big() { return 9223372036854775807ull; } // 2^63-1: fits OpenAPI's maximum
} // namespace

VERSIONED_VERSIONS(s9, v1alpha1, v1beta1, v1);
VERSIONED_STRUCT(s9, Evolved,
    (std::string,                     name),
    (std::int64_t,                    timeout_ms, added(v1beta1, default_with(default_timeout_s)),
                                                  changed(v1, from_name(timeout_s), from_type(std::uint32_t),
                                                          upgrade_with(seconds_to_ms), downgrade_with(ms_to_seconds))),
    (std::string,                     text,       added(v1beta1, default_with(default_string))),
    (std::uint64_t,                   big,        added(v1beta1, default_with(default_big))),
    ((std::list<std::int32_t>),       ports),
    ((std::deque<std::string>),       hosts),
    ((std::unique_ptr<std::int32_t>), owned),
    (user::Described,                 label,      deprecated(v1, note("use name"))),
    (user::Described,                 described,  doc("Own words."), deprecated(v1)));

// The default is carried through upgrade_with: 30 (seconds) in v1beta1, 30000 (ms) in v1.
static_assert(contains(versioned::json_schema<s9::Evolved<s9::v1beta1>>, R"("timeout_s":{"type":"integer","minimum":0,"maximum":4294967295,"default":30})"));
static_assert(contains(versioned::json_schema<s9::Evolved<s9::v1>>, R"("timeout_ms":{"type":"integer","minimum":-9223372036854775808,"maximum":9223372036854775807,"default":30000})"));
static_assert(contains(versioned::openapi_schema<s9::Evolved<s9::v1>>, R"("timeout_ms":{"type":"integer","format":"int64","default":30000})"));
// A std::string default is shown by neither compiler.
static_assert(contains(versioned::json_schema<s9::Evolved<s9::v1>>, R"("text":{"type":"string"})"));
static_assert(contains(versioned::openapi_schema<s9::Evolved<s9::v1>>, R"("text":{"type":"string"})"));
// A uint64 default up to 2^63-1 is a Kubernetes integer (above: tests/compile_fail/schema_openapi_default_above_int64.cpp).
static_assert(contains(versioned::openapi_schema<s9::Evolved<s9::v1>>, R"("big":{"type":"integer","format":"int64","minimum":0,"default":9223372036854775807})"));
// list and deque are arrays, unique_ptr is optional (nullable in JSON Schema; in OpenAPI where the
// field says nullable).
static_assert(contains(versioned::json_schema<s9::Evolved<s9::v1>>, R"("ports":{"type":"array","items":{"type":"integer","minimum":-2147483648,"maximum":2147483647}})"));
static_assert(contains(versioned::json_schema<s9::Evolved<s9::v1>>, R"("hosts":{"type":"array","items":{"type":"string"}})"));
static_assert(contains(versioned::json_schema<s9::Evolved<s9::v1>>, R"("owned":{"anyOf":[{"type":"integer","minimum":-2147483648,"maximum":2147483647},{"type":"null"}]})"));
static_assert(contains(versioned::openapi_schema<s9::Evolved<s9::v1>>, R"("owned":{"type":"integer","format":"int32","minimum":-2147483648,"maximum":2147483647})"));
// A deprecation is appended to the fragment's own description (or to the field's doc, which
// replaces the fragment's), in both dialects when there is a note, in OpenAPI always.
static_assert(contains(versioned::json_schema<versioned::oldest_t<s9::Evolved>>, R"("label":{"type":"string","description":"From the fragment."})"));
static_assert(contains(versioned::json_schema<s9::Evolved<s9::v1>>, R"("deprecated_label":{"type":"string","description":"From the fragment. Deprecated: use name.","deprecated":true})"));
static_assert(contains(versioned::openapi_schema<s9::Evolved<s9::v1>>, R"("deprecated_label":{"type":"string","description":"From the fragment. Deprecated: use name."})"));
static_assert(contains(versioned::json_schema<s9::Evolved<s9::v1>>, R"("deprecated_described":{"type":"string","description":"Own words.","deprecated":true})"));
static_assert(contains(versioned::openapi_schema<s9::Evolved<s9::v1>>, R"("deprecated_described":{"type":"string","description":"Own words. Deprecated."})"));
// Fields with a default (timeout, text, big), nullable ones (owned) and deprecated ones are
// not required; in the version before a field is deprecated it still is.
static_assert(contains(versioned::json_schema<s9::Evolved<s9::v1beta1>>, R"("required":["name","ports","hosts","label","described"])"));
static_assert(contains(versioned::json_schema<s9::Evolved<s9::v1>>, R"("required":["name","ports","hosts"])"));
static_assert(contains(versioned::openapi_schema<s9::Evolved<s9::v1>>, R"("required":["name","ports","hosts"])"));

TEST_CASE("a schema's default is the value an upgrade produces") {
    const auto upgraded = versioned::convert<s9::v1>(versioned::oldest_t<s9::Evolved>{});
    CHECK(upgraded.timeout_ms == 30000);
    CHECK(contains(versioned::json_schema<s9::Evolved<s9::v1>>, R"("default":30000)"));
    CHECK(upgraded.text == "from std::string"); // shown nowhere, but the upgrade uses it
}
