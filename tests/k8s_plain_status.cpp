// status(S) with a plain struct (issue 24): described with BOOST_DESCRIBE_STRUCT, the same in
// every version -- its schema in every version of the CRD, its paths usable by scale and printer
// columns, carried unchanged by conversions and by convert_review (read, so a status the kind
// cannot hold fails the object, and kept byte for byte).
#include "k8s/kube_types.hpp"
#include "k8s/review_check.hpp"

#include <boost/describe/class.hpp>
#include <doctest/doctest.h>

#include <optional>
#include <string>
#include <type_traits>

static_assert(std::is_same_v<decltype(kt::Knob<kt::v1>{}.status), std::optional<kt::KnobHealth>>);
static_assert(std::is_same_v<decltype(kt::Knob<kt::v1alpha1>{}.status), std::optional<kt::KnobHealth>>);
static_assert(versioned::k8s::detail::object_path_exists<versioned::k8s::crd_of_t<kt::Knob>, 1>(".status.ready"));
static_assert(!versioned::k8s::detail::object_path_exists<versioned::k8s::crd_of_t<kt::Knob>, 1>(".status.nope"));
static_assert(std::is_same_v<decltype(versioned::k8s::object_residue<kt::Knob>{}.status),
                             versioned::k8s::detail::no_status_residue>);

// A described struct whose optional member has a default member initializer (issue 33): absent
// in a document, it is empty, as for every optional, not the initializer's value.
namespace plain {
struct Probe {
    std::string name;
    std::optional<std::string> phase = "Pending";
    friend bool operator==(const Probe&, const Probe&) = default;
};
BOOST_DESCRIBE_STRUCT(Probe, (), (name, phase))

// A plain status with conditions: a map list keyed by type, as in a versioned struct.
struct Gauge {
    std::optional<std::vector<versioned::k8s::condition>> conditions;
};
BOOST_DESCRIBE_STRUCT(Gauge, (), (conditions))
} // namespace plain

namespace {
const std::string health_schema =
    R"({"type":"object","properties":{"state":{"type":"string"},"ready":{"type":"integer","format":"int32","minimum":-2147483648,"maximum":2147483647},)"
    R"("restarts":{"type":"integer","format":"int32","minimum":-2147483648,"maximum":2147483647},)"
    R"("ids":{"type":"array","items":{"type":"integer","format":"int64","minimum":0}}},"required":["state","ready","ids"]})";

const std::string knob_alpha =
    R"({"apiVersion":"knobs.example.com/v1alpha1","kind":"Knob","metadata":{"name":"k"},)"
    R"("spec":{"big":1,"small":-1,"tiers":[],"limits":{},"owner-ref":"o","legacyWeight":1,"shares":2},"status":{ "state":"ok","ready":2,"ids":[7] }})";
} // namespace

TEST_CASE("a plain status: one schema in every version, subresources and columns on its paths") {
    const std::string crd = versioned::k8s::crd_json<kt::Knob>();
    std::size_t n = 0;
    for (std::size_t at = crd.find(R"("status":)" + health_schema); at != std::string::npos;
         at = crd.find(R"("status":)" + health_schema, at + 1))
        ++n;
    CHECK(n == 2);
    CHECK(crd.find(R"("subresources":{"status":{},"scale":{"specReplicasPath":".spec.count","statusReplicasPath":".status.ready"}})") != std::string::npos);
    CHECK(crd.find(R"({"name":"State","type":"string","jsonPath":".status.state"})") != std::string::npos);
}

TEST_CASE("a plain status: read, written and converted unchanged") {
    auto obj = versioned::json::read<kt::Knob<kt::v1alpha1>>(knob_alpha);
    REQUIRE_MESSAGE(obj, obj.error().message());
    REQUIRE(obj->status);
    CHECK(obj->status->state == "ok");
    CHECK(obj->status->ids == std::vector<std::uint64_t>{7});
    versioned::k8s::object_residue<kt::Knob> rest;
    const auto up = versioned::convert<kt::v1>(*obj, rest);
    CHECK(up.status == obj->status);
    CHECK(versioned::convert<kt::v1alpha1>(up, rest) == *obj);
    CHECK(versioned::json::write(up).ends_with(R"("status":{"state":"ok","ready":2,"ids":[7]}})"));
    // a Kubernetes integer in it, too
    std::string big = knob_alpha;
    big.replace(big.find("[7]"), 3, "[9223372036854775808]");
    auto e = versioned::json::read<kt::Knob<kt::v1alpha1>>(big);
    REQUIRE(!e);
    CHECK(e.error().path == "/status/ids/0");
}

TEST_CASE("a plain status through convert_review: kept byte for byte, checked") {
    auto review = [](const std::string& object) {
        return R"({"apiVersion":"apiextensions.k8s.io/v1","kind":"ConversionReview","request":{"uid":"u","desiredAPIVersion":"knobs.example.com/v1","objects":[)" +
               object + "]}}";
    };
    const std::string body = review(knob_alpha);
    const auto r = versioned::k8s::convert_review<kt::Knob>(body);
    REQUIRE_MESSAGE(review_check::check(body, r.body).empty(), r.body);
    CHECK(r.body.find(R"("status":{ "state":"ok","ready":2,"ids":[7] }})") != std::string::npos);
    std::string bad = knob_alpha;
    bad.replace(bad.find(R"("ready":2)"), 9, R"("ready":"2")");
    const auto f = versioned::k8s::convert_review<kt::Knob>(review(bad));
    CHECK(f.body.find(R"(objects[0] (k): status: /ready: expected an integer)") != std::string::npos);
}

TEST_CASE("a described struct with a described base: the base's members in JSON, the schema and paths") {
    static_assert(versioned::k8s::detail::object_path_exists<versioned::k8s::crd_of_t<kt::Knob>, 1>(".status.state"));
    kt::KnobHealth h;
    h.state = "ok";
    h.ready = 1;
    CHECK(versioned::json::write(h) == R"({"state":"ok","ready":1,"ids":[]})");
    auto back = versioned::json::read<kt::KnobHealth>(R"({"ready":1,"ids":[],"state":"ok"})");
    REQUIRE_MESSAGE(back, back.error().message());
    CHECK(*back == h);
    kt::KnobHealth into;
    REQUIRE(versioned::json::read_into(into, R"({"state":"up","ready":2,"ids":[3]})"));
    CHECK(into.state == "up");
    const auto missing = versioned::json::read<kt::KnobHealth>(R"({"ready":1,"ids":[]})");
    REQUIRE(!missing);
    CHECK(missing.error().code == versioned::json::errc::missing_key);
    CHECK(missing.error().message().find(R"(missing required key "state")") != std::string::npos);
    CHECK(std::string_view(versioned::schema_fragment<kt::KnobHealth>::json).starts_with(R"({"type":"object","properties":{"state":{"type":"string"},)"));
}

TEST_CASE("a described struct: an absent optional is empty, whatever its default member initializer") {
    auto r = versioned::json::read<plain::Probe>(R"({"name":"p"})");
    REQUIRE_MESSAGE(r, r.error().message());
    CHECK(!r->phase);
    CHECK(versioned::json::write(*r) == R"({"name":"p"})"); // nothing invented
    CHECK(versioned::json::read<plain::Probe>(R"({"name":"p","phase":null})")->phase == std::nullopt);
    CHECK(versioned::json::read<plain::Probe>(R"({"name":"p","phase":"Running"})")->phase == "Running");
    plain::Probe into{"x", "Running"};
    REQUIRE(versioned::json::read_into(into, R"({"name":"q"})"));
    CHECK(into == plain::Probe{"q", std::nullopt});
}

TEST_CASE("a described struct's conditions: a map list keyed by type, read as its schema says") {
    constexpr std::string_view schema = versioned::schema_fragment<plain::Gauge>::openapi;
    CHECK(schema.find(R"("x-kubernetes-list-type":"map","x-kubernetes-list-map-keys":["type"])") != schema.npos);
    const std::string ready = R"({"type":"Ready","status":"True","reason":"Up","message":"","lastTransitionTime":"2026-01-02T03:04:05Z"})";
    const std::string synced = R"({"type":"Synced","status":"False","reason":"Wait","message":"m","lastTransitionTime":"2026-01-02T03:04:05Z"})";
    const auto two = versioned::json::read<plain::Gauge>(R"({"conditions":[)" + ready + "," + synced + "]}");
    REQUIRE_MESSAGE(two, two.error().message());
    CHECK(two->conditions->size() == 2);
    const auto repeated = versioned::json::read<plain::Gauge>(R"({"conditions":[)" + ready + "," + synced + "," + ready + "]}");
    REQUIRE(!repeated);
    CHECK(repeated.error().code == versioned::json::errc::constraint_violated);
    CHECK(repeated.error().path == "/conditions");
    CHECK(repeated.error().message().find(R"(items 0 and 2 have the same keys ("type"))") != std::string::npos);
    // unchecked when the reader is told so, as constraints are
    CHECK(versioned::json::read<plain::Gauge>(R"({"conditions":[)" + ready + "," + ready + "]}", {.check_constraints = false}));
}
