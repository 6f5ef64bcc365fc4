// versioned::history<S>(): the field table as Markdown (fields × versions) and a per-version
// changelog, rendered from the same table the structs are computed from.
#include <versioned/history.hpp>
#include <versioned/versioned.hpp>

#include <doctest/doctest.h>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

VERSIONED_VERSIONS(hist, (v1alpha1, deprecated("use v1beta1")), v1beta1, v1);

constexpr std::size_t hist_three() { return 3; }
constexpr std::uint16_t hist_port_down(std::uint32_t p) { return static_cast<std::uint16_t>(p); }

VERSIONED_STRUCT(hist, FooSpec,
    (std::string,   name),
    (std::size_t,   replicas, added(v1beta1, default_with(hist_three))),
    (std::uint32_t, port,     changed(v1, from_name(host_port), from_type(std::uint16_t),
                                      downgrade_with(hist_port_down))),
    (bool,          legacy,   deprecated(v1, note("no longer read")), doc("old switch")));

VERSIONED_STRUCT(hist, Quiet, (int, x));

// Issue 33: an enum gaining an enumerator was "no changes", a versioned enum's type its internal
// name (versioned_enum_Level::since_v1beta1), history<Enum>() did not compile, std::size_t was
// std::uint64_t and Bar<V> the compiler's spelling: types are as the table writes them, and
// what changes in a field's versioned enum, struct or variant type is in the changelog.
constexpr std::uint32_t hist_total_down(std::size_t t) { return static_cast<std::uint32_t>(t); }
VERSIONED_ENUM(hist, Level,
    (low,  doc("the least")),
    (high),
    (max,  added(v1beta1, downgrade_to(high))),
    (top,  changed(v1, from_name(peak))),
    (off,  deprecated(v1, note("never set"))));
VERSIONED_STRUCT(hist, Bar, (std::string, image), (std::int32_t, cpu_millis, added(v1)));
VERSIONED_VARIANT(hist, Source, (hist::Bar<V>, bar), (std::string, url), (std::size_t, size, added(v1beta1, downgrade_to(url, [](std::size_t n) { return std::to_string(n); }))));
VERSIONED_STRUCT(hist, Job,
    (hist::Level<V>,                   level),
    (std::optional<hist::Level<V>>,    fallback),
    ((std::vector<hist::Bar<V>>),      bars),
    (std::size_t,                      count),
    (hist::Source<V>,                  source),
    (std::size_t,                      total, changed(v1, from_type(std::uint32_t), downgrade_with(hist_total_down))));

VERSIONED_STRUCT(hist, Keys,
    (std::string, log_file, deprecated(v1), key("logFile")),
    (std::string, listen,   changed(v1, from_key("bind"))),
    (std::string, address,  changed(v1beta1, from_name(addr))));

TEST_CASE("history: keys the table gives, in the table and the changelog") {
    CHECK(versioned::history_table<hist::Keys>() ==
          "| field | v1alpha1 | v1beta1 | v1 |\n"
          "|---|---|---|---|\n"
          "| `log_file` | `log_file`: `std::string` (key `logFile`) | `log_file`: `std::string` (key `logFile`) | "
          "**deprecated** `deprecated_log_file`: `std::string` (key `logFile`) |\n"
          "| `listen` | `listen`: `std::string` (key `bind`) | `listen`: `std::string` (key `bind`) | `listen`: `std::string` |\n"
          "| `address` | `addr`: `std::string` | **renamed** `address`: `std::string` | `address`: `std::string` |\n");
    // a key that follows a rename is the rename; a key given or taken back is said
    CHECK(versioned::changelog<hist::Keys>() ==
          "- **v1beta1**: `address` renamed from `addr`\n"
          "- **v1**: `log_file` deprecated; `listen` JSON key `bind` → `listen`\n");
}

TEST_CASE("history_table: one row per field, one column per version") {
    CHECK(versioned::history_table<hist::FooSpec>() ==
          "| field | v1alpha1 | v1beta1 | v1 |\n"
          "|---|---|---|---|\n"
          "| `name` | `name`: `std::string` | `name`: `std::string` | `name`: `std::string` |\n"
          "| `replicas` | — | **added** `replicas`: `std::size_t` | `replicas`: `std::size_t` |\n"
          "| `port` | `host_port`: `std::uint16_t` | `host_port`: `std::uint16_t` | **renamed** **retyped** `port`: `std::uint32_t` |\n"
          "| `legacy` — old switch | `legacy`: `bool` | `legacy`: `bool` | **deprecated** `deprecated_legacy`: `bool` |\n");
}

TEST_CASE("changelog: what changed in each version") {
    CHECK(versioned::changelog<hist::FooSpec>() ==
          "- **v1beta1**: `replicas` added (`std::size_t`)\n"
          "- **v1**: `port` renamed from `host_port`, `std::uint16_t` → `std::uint32_t`; "
          "`legacy` deprecated: no longer read\n");
    CHECK(versioned::changelog<hist::Quiet>() == "- **v1beta1**: no changes\n- **v1**: no changes\n");
}

TEST_CASE("history: heading, table and changelog") {
    const std::string h = versioned::history<hist::FooSpec>();
    CHECK(h.starts_with("### hist::FooSpec\n\n| field |"));
    CHECK(h.ends_with(versioned::changelog<hist::FooSpec>()));
}

TEST_CASE("history of an enum: one row per enumerator, its changes per version") {
    CHECK(versioned::history_table<hist::Level>() ==
          "| enumerator | v1alpha1 | v1beta1 | v1 |\n"
          "|---|---|---|---|\n"
          "| `low` — the least | `low` | `low` | `low` |\n"
          "| `high` | `high` | `high` | `high` |\n"
          "| `max` | — | **added** `max` | `max` |\n"
          "| `top` | `peak` | `peak` | **renamed** `top` |\n"
          "| `off` | `off` | `off` | **deprecated** `off` |\n");
    CHECK(versioned::changelog<hist::Level>() ==
          "- **v1beta1**: `max` added, downgraded to `high`\n"
          "- **v1**: `top` renamed from `peak`; `off` deprecated: never set\n");
    CHECK(versioned::history<hist::Level>().starts_with("### hist::Level\n\n| enumerator |"));
}

TEST_CASE("history: types as written, and what changes in a field's versioned types") {
    const std::string table = versioned::history_table<hist::Job>();
    CHECK(table.find("| `level` | `level`: `hist::Level<V>` |") != std::string::npos);
    CHECK(table.find("`fallback`: `std::optional<hist::Level<V>>`") != std::string::npos);
    CHECK(table.find("`bars`: `std::vector<hist::Bar<V>>`") != std::string::npos);
    CHECK(table.find("`count`: `std::size_t`") != std::string::npos);
    CHECK(table.find("| `total` | `total`: `std::uint32_t` | `total`: `std::uint32_t` | **retyped** `total`: `std::size_t` |") !=
          std::string::npos);
    CHECK(table.find("versioned_enum") == std::string::npos);
    CHECK(versioned::changelog<hist::Job>() ==
          "- **v1beta1**: `level` (`hist::Level<V>`: `max` added, downgraded to `high`); "
          "`fallback` (`std::optional<hist::Level<V>>`: `max` added, downgraded to `high`); "
          "`source` (`hist::Source<V>`: `size` added (`std::size_t`), downgraded to `url`)\n"
          "- **v1**: `level` (`hist::Level<V>`: `top` renamed from `peak`; `off` deprecated: never set); "
          "`fallback` (`std::optional<hist::Level<V>>`: `top` renamed from `peak`; `off` deprecated: never set); "
          "`bars` (`std::vector<hist::Bar<V>>`: `cpu_millis` added (`std::int32_t`)); "
          "`total` `std::uint32_t` → `std::size_t`\n"); // one level: Source's bar is Bar<V>, not followed
    CHECK(versioned::history_table<hist::Source>().find("| `size` | — | **added** `size`: `std::size_t` |") != std::string::npos);
}

// DESIGN.md §13: constraints evolve with the table, and the changelog says how.
constexpr std::int32_t clamp_to_100(std::int32_t r) { return r > 100 ? 100 : r; }
constexpr std::string_view lowered(std::string_view s) { return s; }
VERSIONED_STRUCT(hist, Limits,
    (std::int32_t, replicas, validate(minimum(0), maximum(1000)),
                             changed(v1, from_validate(minimum(0), maximum(100)), downgrade_with(clamp_to_100))),
    (std::string, name, validate(pattern("^[a-z]+$"), rule("self != 'x'", "not x")),
                        changed(v1beta1, from_validate(), upgrade_with(lowered))),
    (std::vector<std::string>, hosts, added(v1), validate(max_items(8), unique_items)));

TEST_CASE("history: what changed in a field's constraints") {
    const std::string log = versioned::changelog<hist::Limits>();
    CHECK(log == "- **v1beta1**: `name` constraints none → `pattern(\"^[a-z]+$\"), rule(\"self != 'x'\")`\n"
                 "- **v1**: `replicas` constraints `minimum(0), maximum(100)` → `minimum(0), maximum(1000)`; "
                 "`hosts` added (`std::vector<std::string>`), `validate(max_items(8), unique_items)`\n");
}
