// Descriptions over time: changed(VER, from_doc("...")) gives a field's description before VER
// (its doc("...") applies from VER on), both schemas and the history follow it version by
// version; VERSIONED_VERSIONS's doc("...") is a version's own description (the tag's doc,
// versioned::version_doc, the changelog), beside deprecated in either order.
#include <versioned/history.hpp>
#include <versioned/versioned.hpp>

#include <doctest/doctest.h>

#include <string>
#include <string_view>

VERSIONED_VERSIONS(tdoc, (v1alpha1, doc("Alpha: may change without notice.")), (v1beta1, doc("Beta.")),
                   (v1, doc("GA: stable.")), v2);
// beside deprecated, in either order
VERSIONED_VERSIONS(tdep, (v1beta1, deprecated("use v1"), doc("Beta.")), (v1, doc("GA."), deprecated), v2);

VERSIONED_STRUCT(tdoc, FooSpec,
    (std::string, name),
    // a timeline: "Old." in v1alpha1, "Newer." in v1beta1 and v1, "Port to listen on." from v2
    (int, port, changed(v1beta1, from_doc("Old.")), changed(v2, from_doc("Newer.")), doc("Port to listen on.")),
    // no description before v1 (from_doc(""))
    (int, replicas, changed(v1, from_doc("")), doc("How many.")),
    // a from_doc beside a rename, in the same changed()
    (int, timeout, changed(v1, from_name(deadline), from_doc("Deadline in seconds.")), doc("Timeout in seconds.")),
    // a description only before v1: none from then on
    (int, legacy, changed(v1, from_doc("Read by old clients."))));

namespace {
constexpr bool contains(std::string_view text, std::string_view part) { return text.find(part) != std::string_view::npos; }
} // namespace

// ---- the version's own description ----------------------------------------------------------
static_assert(tdoc::v1alpha1::doc == "Alpha: may change without notice.");
static_assert(tdoc::v1beta1::doc == "Beta." && !tdoc::v1beta1::deprecated);
static_assert(tdoc::v2::doc.empty());
static_assert(versioned::version_doc(tdoc::version::v1) == "GA: stable.");
static_assert(versioned::version_doc(tdoc::version::v2).empty());
// deprecated(...), doc(...)
static_assert(versioned::version_doc(tdep::version::v1beta1) == "Beta.");
static_assert(versioned::is_deprecated(tdep::version::v1beta1));
static_assert(versioned::deprecation_note(tdep::version::v1beta1) == "use v1");
// doc(...), deprecated
static_assert(versioned::version_doc(tdep::version::v1) == "GA.");
static_assert(versioned::is_deprecated(tdep::version::v1) && versioned::deprecation_note(tdep::version::v1).empty());
static_assert(versioned::version_doc(tdep::version::v2).empty() && !versioned::is_deprecated(tdep::version::v2));
VERSIONED_VERSIONS(tplain, v1, (v2, deprecated("old")));
static_assert(tplain::v1::doc.empty() && versioned::version_doc(tplain::version::v2).empty());

// ---- a field's description per version, in both schemas -------------------------------------
template <class V>
constexpr std::string_view openapi = versioned::openapi_schema<tdoc::FooSpec<V>>;
template <class V>
constexpr std::string_view json_schema = versioned::json_schema<tdoc::FooSpec<V>>;

static_assert(contains(openapi<tdoc::v1alpha1>, R"("port":{"type":"integer","format":"int32","minimum":-2147483648,"maximum":2147483647,"description":"Old."})"));
static_assert(contains(openapi<tdoc::v1beta1>, R"("port":{"type":"integer","format":"int32","minimum":-2147483648,"maximum":2147483647,"description":"Newer."})"));
static_assert(contains(openapi<tdoc::v1>, R"("port":{"type":"integer","format":"int32","minimum":-2147483648,"maximum":2147483647,"description":"Newer."})"));
static_assert(contains(openapi<tdoc::v2>, R"("port":{"type":"integer","format":"int32","minimum":-2147483648,"maximum":2147483647,"description":"Port to listen on."})"));
static_assert(contains(json_schema<tdoc::v1alpha1>, R"("port":{"type":"integer","minimum":-2147483648,"maximum":2147483647,"description":"Old."})"));
static_assert(contains(json_schema<tdoc::v1>, R"("port":{"type":"integer","minimum":-2147483648,"maximum":2147483647,"description":"Newer."})"));
static_assert(contains(json_schema<tdoc::v2>, R"("port":{"type":"integer","minimum":-2147483648,"maximum":2147483647,"description":"Port to listen on."})"));

static_assert(contains(openapi<tdoc::v1beta1>, R"("replicas":{"type":"integer","format":"int32","minimum":-2147483648,"maximum":2147483647})"));
static_assert(contains(openapi<tdoc::v1>, R"("replicas":{"type":"integer","format":"int32","minimum":-2147483648,"maximum":2147483647,"description":"How many."})"));
static_assert(contains(json_schema<tdoc::v1beta1>, R"("replicas":{"type":"integer","minimum":-2147483648,"maximum":2147483647})"));

static_assert(contains(openapi<tdoc::v1beta1>, R"("deadline":{"type":"integer","format":"int32","minimum":-2147483648,"maximum":2147483647,"description":"Deadline in seconds."})"));
static_assert(contains(openapi<tdoc::v1>, R"("timeout":{"type":"integer","format":"int32","minimum":-2147483648,"maximum":2147483647,"description":"Timeout in seconds."})"));

static_assert(contains(openapi<tdoc::v1beta1>, R"("legacy":{"type":"integer","format":"int32","minimum":-2147483648,"maximum":2147483647,"description":"Read by old clients."})"));
static_assert(contains(openapi<tdoc::v1>, R"("legacy":{"type":"integer","format":"int32","minimum":-2147483648,"maximum":2147483647})"));
static_assert(contains(json_schema<tdoc::v1>, R"("legacy":{"type":"integer","minimum":-2147483648,"maximum":2147483647})"));

TEST_CASE("history: a field's description in force per version, and the versions' own") {
    CHECK(versioned::history_table<tdoc::FooSpec>() ==
          "| field | v1alpha1 | v1beta1 | v1 | v2 |\n"
          "|---|---|---|---|---|\n"
          "| `name` | `name`: `std::string` | `name`: `std::string` | `name`: `std::string` | `name`: `std::string` |\n"
          "| `port` — Port to listen on. | `port`: `int` — Old. | `port`: `int` — Newer. | `port`: `int` — Newer. | "
          "`port`: `int` |\n"
          "| `replicas` — How many. | `replicas`: `int` — *no description* | `replicas`: `int` — *no description* | "
          "`replicas`: `int` | `replicas`: `int` |\n"
          "| `timeout` — Timeout in seconds. | `deadline`: `int` — Deadline in seconds. | `deadline`: `int` — Deadline "
          "in seconds. | **renamed** `timeout`: `int` | `timeout`: `int` |\n"
          "| `legacy` | `legacy`: `int` — Read by old clients. | `legacy`: `int` — Read by old clients. | `legacy`: `int` "
          "| `legacy`: `int` |\n");
    CHECK(versioned::changelog<tdoc::FooSpec>() ==
          "- **v1alpha1** (Alpha: may change without notice.): the first version\n"
          "- **v1beta1** (Beta.): `port` description: Newer.\n"
          "- **v1** (GA: stable.): `replicas` description: How many.; `timeout` renamed from `deadline`, description: "
          "Timeout in seconds.; `legacy` description removed\n"
          "- **v2**: `port` description: Port to listen on.\n");
}

VERSIONED_STRUCT(tplain, Bar, (int, x, changed(v2, from_doc("Before."))), (int, y, added(v2)));

TEST_CASE("history: without version descriptions, the changelog starts at the second version") {
    CHECK(versioned::changelog<tplain::Bar>() == "- **v2**: `x` description removed; `y` added (`int`)\n");
}
