// versioned::history<S>(): the field table as Markdown (fields × versions) and a per-version
// changelog, rendered from the same table the structs are computed from.
#include <versioned/history.hpp>
#include <versioned/versioned.hpp>

#include <doctest/doctest.h>

#include <cstddef>
#include <cstdint>
#include <string>

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

TEST_CASE("history_table: one row per field, one column per version") {
    CHECK(versioned::history_table<hist::FooSpec>() ==
          "| field | v1alpha1 | v1beta1 | v1 |\n"
          "|---|---|---|---|\n"
          "| `name` | `name`: `std::string` | `name`: `std::string` | `name`: `std::string` |\n"
          "| `replicas` | — | **added** `replicas`: `std::uint64_t` | `replicas`: `std::uint64_t` |\n"
          "| `port` | `host_port`: `std::uint16_t` | `host_port`: `std::uint16_t` | **renamed** **retyped** `port`: `std::uint32_t` |\n"
          "| `legacy` — old switch | `legacy`: `bool` | `legacy`: `bool` | **deprecated** `deprecated_legacy`: `bool` |\n");
}

TEST_CASE("changelog: what changed in each version") {
    CHECK(versioned::changelog<hist::FooSpec>() ==
          "- **v1beta1**: `replicas` added (`std::uint64_t`)\n"
          "- **v1**: `port` renamed from `host_port`, `std::uint16_t` → `std::uint32_t`; "
          "`legacy` deprecated: no longer read\n");
    CHECK(versioned::changelog<hist::Quiet>() == "- **v1beta1**: no changes\n- **v1**: no changes\n");
}

TEST_CASE("history: heading, table and changelog") {
    const std::string h = versioned::history<hist::FooSpec>();
    CHECK(h.starts_with("### hist::FooSpec\n\n| field |"));
    CHECK(h.ends_with(versioned::changelog<hist::FooSpec>()));
}
