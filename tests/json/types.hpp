// Types of the JSON tests (tests/json.cpp, tests/json_property.cpp, tests/json/dump.cpp and the
// fuzz targets in tests/fuzz/): every value kind of DESIGN.md §6 at several versions -- all
// integer widths, bool, float, double, strings, optionals, vectors, fixed arrays, string-keyed
// maps, nested structs inside containers, a described enum, a user type with a json::codec
// (Duration, "90s"), default_with carried across a type change, a renamed field, a deprecated
// field, and a module with camelCase keys.
#ifndef VERSIONED_TESTS_JSON_TYPES_HPP
#define VERSIONED_TESTS_JSON_TYPES_HPP

#include <versioned/json.hpp>
#include <versioned/testing.hpp>
#include <versioned/versioned.hpp>

#include <boost/describe/enum.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

VERSIONED_VERSIONS(jt,
    (v1alpha1, deprecated("use v1beta1")),
    v1beta1,
    v1);

namespace jt {

enum class Color { red, green, blue };
BOOST_DESCRIBE_ENUM(Color, red, green, blue)

// A non-negative number of seconds, "90s" in JSON.
struct Duration {
    std::int64_t seconds = 0;
    friend bool operator==(const Duration&, const Duration&) = default;
};

constexpr std::size_t default_replicas() { return 3; }
constexpr std::int32_t default_budget() { return -250; }
constexpr std::uint16_t port_down(std::uint32_t p) { return static_cast<std::uint16_t>(p); }
constexpr std::int32_t budget_down(std::int64_t b) { return static_cast<std::int32_t>(b); }

} // namespace jt

template <>
struct versioned::json::codec<jt::Duration> {
    static void write(versioned::json::writer& out, const jt::Duration& d) {
        out.write(std::to_string(d.seconds) + "s");
    }
    static bool read(versioned::json::reader& in, jt::Duration& d) {
        std::string text;
        if (!in.read(text)) return false;
        std::int64_t seconds = 0;
        const char* end = text.data() + text.size();
        const auto r = std::from_chars(text.data(), end, seconds);
        if (text.empty() || text[0] == '-' || r.ec != std::errc{} || r.ptr + 1 != end || *r.ptr != 's')
            return in.fail("expected a duration in seconds such as \"90s\"");
        d.seconds = seconds;
        return true;
    }
};
template <>
struct versioned::schema_fragment<jt::Duration> {
    static constexpr std::string_view json = R"({"type":"string","pattern":"^[0-9]+s$"})";
};
template <>
struct versioned::testing::arbitrary<jt::Duration> {
    static jt::Duration make(generator& g) { return jt::Duration{g.uniform<std::int64_t>(0, 1000000)}; }
};
template <>
struct versioned::testing::arbitrary<jt::Color> {
    static jt::Color make(generator& g) { return static_cast<jt::Color>(g.uniform(0, 2)); }
};

VERSIONED_STRUCT(jt, Scalars,
    (std::int8_t,   i8),
    (std::uint8_t,  u8),
    (std::int16_t,  i16),
    (std::uint16_t, u16),
    (std::int32_t,  i32),
    (std::uint32_t, u32),
    (std::int64_t,  i64),
    (std::uint64_t, u64),
    (bool,          flag),
    (float,         f32),
    (double,        f64),
    (std::string,   text));

VERSIONED_STRUCT(jt, Limits,
    (std::int32_t,                 cpu_millis),
    (std::optional<std::uint64_t>, memory_bytes, added(v1beta1)));

VERSIONED_STRUCT(jt, Spec,
    (std::string,                                         name),
    (std::size_t,                                         replicas, added(v1beta1, default_with(default_replicas))),
    (std::uint32_t,                                       port,     changed(v1, from_name(host_port), from_type(std::uint16_t),
                                                                            downgrade_with(port_down))),
    (bool,                                                legacy,   deprecated(v1, note("no longer read"))),
    (jt::Limits<V>,                                       limits),
    (std::vector<jt::Limits<V>>,                          sidecars),
    (std::optional<jt::Limits<V>>,                        overhead),
    (std::optional<std::string>,                          comment),
    (std::vector<std::int32_t>,                           ports),
    ((std::array<std::uint8_t, 3>),                       rgb),
    ((std::map<std::string, std::string>),                labels),
    ((std::unordered_map<std::string, jt::Limits<V>>),    per_zone, added(v1)),
    (jt::Color,                                           color,    added(v1beta1)),
    (jt::Duration,                                        timeout),
    (std::vector<std::optional<double>>,                  weights),
    (std::int64_t,                                        budget,   added(v1beta1, default_with(default_budget)),
                                                                    changed(v1, from_type(std::int32_t), downgrade_with(budget_down))));

// camelCase keys: host_port -> "hostPort", max_surge -> "maxSurge".
VERSIONED_VERSIONS(jc, v1beta1, v1);
VERSIONED_KEY_NAMING(jc, camel_case);

VERSIONED_STRUCT(jc, Rollout,
    (std::string,                  service_name),
    (std::uint16_t,                host_port),
    (std::optional<std::int32_t>,  max_surge, added(v1)),
    (std::vector<std::string>,     extra_args));

// The other key naming policies: words split at '_', a leading or trailing '_' dropped.
VERSIONED_VERSIONS(jk, v1, v2);
VERSIONED_KEY_NAMING(jk, kebab_case);
namespace jk {
inline std::int32_t eight() { return 8; }
} // namespace jk
// Keys the table gives (DESIGN.md §15): a deprecated field that keeps its key, a key renamed
// on its own (from_key), one that no naming makes (listen_on under kebab_case); and a field
// removed in v2 (no key, no property there).
VERSIONED_STRUCT(jk, Settings,
    (std::string,                log_file,   deprecated(v2), key("log-file")),
    (std::uint16_t,              ipv4_port,  changed(v2, from_name(port))),
    (std::optional<std::string>, class_,     added(v2)),
    (std::int32_t,               workers,    added(v1, default_with(jk::eight))), // absent from the start: 8
    (std::string,                listen,     key("listen_on"), changed(v2, from_key("bind-address"))),
    (std::optional<std::string>, pid_file,   removed(v2)));
VERSIONED_VERSIONS(jpc, v1);
VERSIONED_KEY_NAMING(jpc, pascal_case);
VERSIONED_STRUCT(jpc, Settings,
    (std::string,   log_file),
    (std::uint16_t, ipv4_port),
    (bool,          _hidden_));
VERSIONED_VERSIONS(js, v1);
VERSIONED_KEY_NAMING(js, screaming_snake_case);
VERSIONED_STRUCT(js, Settings,
    (std::string,   log_file),
    (std::uint16_t, ipv4__port),
    (bool,          enabled));

#endif // VERSIONED_TESTS_JSON_TYPES_HPP
