// Kinds that exist for tests/k8s/kube_dump_tests.cpp (the Kubernetes validator test): every
// value kind of the JSON test types as a custom resource, and the cases the CRD test kinds do
// not cover -- 64-bit integers, optional enums (described and versioned), a plain (described)
// status, and Kubernetes' value types (vt::Values, with the wrong texts of each type that both
// versioned's reader and Kubernetes refuse).
#ifndef VERSIONED_TESTS_K8S_KUBE_TYPES_HPP
#define VERSIONED_TESTS_K8S_KUBE_TYPES_HPP

#include "../json/mutate.hpp"
#include "../json/types.hpp"

#include <versioned/enum.hpp>
#include <versioned/k8s.hpp>
#include <versioned/k8s/testing.hpp>
#include <versioned/testing.hpp>
#include <versioned/versioned.hpp>

#include <boost/describe/class.hpp>
#include <boost/describe/enum.hpp>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

// jt::Spec as a spec and jt::Scalars (every integer width) as a status.
VERSIONED_CRD(jt, Everything, spec(Spec), status(Scalars), group("json.example.com"), plural("everythings"));

VERSIONED_VERSIONS(kt, v1alpha1, v1);

namespace kt {
enum class Tier { gold, silver, bronze };
BOOST_DESCRIBE_ENUM(Tier, gold, silver, bronze)
} // namespace kt

template <>
struct versioned::testing::arbitrary<kt::Tier> {
    static kt::Tier make(generator& g) { return static_cast<kt::Tier>(g.uniform(0, 2)); }
};

VERSIONED_ENUM(kt, Phase, (Pending), (Running), (Paused, added(v1, downgrade_to(Running))));

VERSIONED_STRUCT(kt, Knobs,
    (std::uint64_t,                          big),
    (std::int64_t,                           small),
    (std::optional<std::uint64_t>,           maybe_big),
    (std::size_t,                            count, added(v1)),
    (std::optional<kt::Tier>,                tier),
    (std::optional<kt::Phase<V>>,            phase),
    (std::vector<std::optional<kt::Tier>>,   tiers),
    ((std::map<std::string, std::int64_t>),  limits));

// A plain status (issue 24): described, the same in every version.
namespace kt {
struct KnobHealth {
    std::string state;
    std::int32_t ready = 0;
    std::optional<std::int32_t> restarts;
    std::vector<std::uint64_t> ids;
    friend bool operator==(const KnobHealth&, const KnobHealth&) = default;
};
BOOST_DESCRIBE_STRUCT(KnobHealth, (), (state, ready, restarts, ids))
} // namespace kt

template <>
struct versioned::testing::arbitrary<kt::KnobHealth> {
    static kt::KnobHealth make(generator& g) {
        return {g.make<std::string>(), g.make<std::int32_t>(), g.make<std::optional<std::int32_t>>(),
                g.make<std::vector<std::uint64_t>>()};
    }
};

VERSIONED_CRD(kt, Knob, spec(Knobs), status(KnobHealth), group("knobs.example.com"), cluster,
    scale(".spec.count", ".status.ready"), printer_column("State", "string", ".status.state"));

// Kubernetes' value types (issue 35) in a spec and a status, across two versions.
VERSIONED_VERSIONS(vt, v1alpha1, v1);

VERSIONED_STRUCT(vt, ValueSpec,
    (versioned::k8s::quantity,                      cpu),
    ((std::map<std::string, versioned::k8s::quantity>), limits),
    (versioned::k8s::int_or_string,                 port, changed(v1, from_name(target_port))),
    (std::optional<versioned::k8s::int_or_string>,  max_unavailable),
    (versioned::k8s::duration,                      timeout),
    (versioned::k8s::time,                          started),
    (std::optional<versioned::k8s::micro_time>,     renewed, added(v1)),
    (versioned::json::raw,                          config),
    (versioned::k8s::embedded_object,               manifest),
    (std::vector<versioned::k8s::embedded_object>,  extras),
    (versioned::k8s::label_selector,                selector),
    (std::optional<versioned::k8s::label_selector>, node_selector, added(v1)));

VERSIONED_STRUCT(vt, ValueStatus,
    (std::vector<versioned::k8s::condition>,        conditions),
    (std::optional<versioned::k8s::time>,           last_sync),
    ((std::map<std::string, versioned::k8s::quantity>), capacity, added(v1)));

VERSIONED_CRD(vt, Values, spec(ValueSpec), status(ValueStatus), group("values.example.com"), plural("values"));

// Wrong texts of each type that versioned's reader and Kubernetes' validator both refuse (the
// ones only one of them refuses are in docs/kubernetes.md; tests/k8s_*.cpp check the reader's).
template <>
struct jtest::wrong_of<versioned::k8s::quantity> {
    static std::vector<wrong> values() {
        return {{R"("1x")", errc::invalid_value}, {R"(" 1")", errc::invalid_value}, {R"(".")", errc::invalid_value},
                {"1.5", errc::fraction_in_integer}, {"true", errc::wrong_type}, {"[]", errc::wrong_type}};
    }
};
template <>
struct jtest::wrong_of<versioned::k8s::int_or_string> {
    static std::vector<wrong> values() { return {{"1.5", errc::fraction_in_integer}, {"true", errc::wrong_type}, {"{}", errc::wrong_type}}; }
};
template <>
struct jtest::wrong_of<versioned::k8s::duration> {
    static std::vector<wrong> values() { return {{"90", errc::wrong_type}, {"[]", errc::wrong_type}}; }
};
template <>
struct jtest::wrong_of<versioned::k8s::time> {
    static std::vector<wrong> values() {
        return {{"1", errc::wrong_type}, {R"("2006-01-02")", errc::invalid_value},
                {R"("2016-12-31T23:59:60Z")", errc::invalid_value}, {R"("2023-02-29T00:00:00Z")", errc::invalid_value}};
    }
};
template <>
struct jtest::wrong_of<versioned::k8s::micro_time> {
    static std::vector<wrong> values() { return {{"1", errc::wrong_type}, {R"("2006-01-02T15:04:05.123456")", errc::invalid_value}}; }
};
template <>
struct jtest::wrong_of<versioned::json::raw> {
    static std::vector<wrong> values() { return {}; } // any JSON value is one
};
template <>
struct jtest::wrong_of<versioned::k8s::embedded_object> {
    static std::vector<wrong> values() {
        return {{"[]", errc::wrong_type},
                {R"({"kind":"A"})", errc::missing_key, "/apiVersion"},
                {R"({"apiVersion":"v1"})", errc::missing_key, "/kind"},
                {R"({"apiVersion":"v1","kind":"Bad_Kind"})", errc::constraint_violated, "/kind"},
                {R"({"apiVersion":"a/b/c","kind":"A"})", errc::constraint_violated, "/apiVersion"},
                {R"({"apiVersion":7,"kind":"A"})", errc::wrong_type, "/apiVersion"}};
    }
};
template <>
struct jtest::wrong_of<versioned::k8s::label_selector> {
    static std::vector<wrong> values() {
        return {{"[]", errc::wrong_type}, {R"({"matchLabels":[]})", errc::wrong_type, "/matchLabels"}};
    }
};
template <>
struct jtest::wrong_of<std::vector<versioned::k8s::condition>> {
    static std::vector<wrong> values() {
        const std::string head = R"([{"type":"Ready","status":"True","lastTransitionTime":"2006-01-02T15:04:05Z","reason":"R",)";
        return {{"{}", errc::wrong_type},
                {R"([{"type":"Not Ready","status":"True","lastTransitionTime":"2006-01-02T15:04:05Z","reason":"R","message":""}])",
                 errc::constraint_violated, "/0/type"},
                {R"([{"type":"Ready","status":"true","lastTransitionTime":"2006-01-02T15:04:05Z","reason":"R","message":""}])",
                 errc::constraint_violated, "/0/status"},
                {R"([{"type":"Ready","status":"True","lastTransitionTime":"2006-01-02T15:04:05Z","reason":"","message":""}])",
                 errc::constraint_violated, "/0/reason"},
                {R"([{"type":"Ready","status":"True","lastTransitionTime":"2006-01-02T15:04:05Z","reason":"R:","message":""}])",
                 errc::constraint_violated, "/0/reason"},
                {R"([{"type":"Ready","status":"True","lastTransitionTime":"2006-01-02T15:04:05Z","reason":"R"}])",
                 errc::missing_key, "/0/message"},
                {R"([{"type":"Ready","status":"True","lastTransitionTime":"2006","reason":"R","message":""}])",
                 errc::invalid_value, "/0/lastTransitionTime"},
                {head + R"("message":"","observedGeneration":-1}])", errc::constraint_violated, "/0/observedGeneration"},
                {head + R"("message":")" + std::string(32769, 'x') + R"("}])", errc::constraint_violated, "/0/message"}};
    }
};

#endif
