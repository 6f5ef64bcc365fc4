// Kubernetes' value types (issue 35) in a spec and a status, across two versions, with the wrong
// texts of each type that versioned's reader refuses: judged by Kubernetes' validator as the kind
// kvt::Values (kube_types.hpp, tests/k8s/kube_dump_tests.cpp) and by python3-jsonschema against
// json_schema<T> (tests/json/dump.cpp).
#ifndef VERSIONED_TESTS_K8S_VALUE_TYPES_HPP
#define VERSIONED_TESTS_K8S_VALUE_TYPES_HPP

#include "../json/mutate.hpp"

#include <versioned/k8s/testing.hpp>
#include <versioned/k8s/types.hpp>
#include <versioned/testing.hpp>
#include <versioned/versioned.hpp>

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

VERSIONED_VERSIONS(kvt, v1alpha1, v1);

VERSIONED_STRUCT(kvt, ValueSpec,
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

VERSIONED_STRUCT(kvt, ValueStatus,
    (std::vector<versioned::k8s::condition>,        conditions),
    (std::optional<versioned::k8s::time>,           last_sync),
    ((std::map<std::string, versioned::k8s::quantity>), capacity, added(v1)));


// Wrong texts of each type that versioned's reader and Kubernetes' validator both refuse (the
// ones only one of them refuses are in docs/kubernetes.md; tests/k8s_*.cpp check the reader's).
// A text whose fault is a format or a rule JSON Schema does not say (date-time, a kind's
// spelling) is marked: python3-jsonschema, which checks no format, takes it.
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
        return {{"1", errc::wrong_type}, {R"("2006-01-02")", errc::invalid_value, "", false},
                {R"("2016-12-31T23:59:60Z")", errc::invalid_value, "", false},
                {R"("2023-02-29T00:00:00Z")", errc::invalid_value, "", false}};
    }
};
template <>
struct jtest::wrong_of<versioned::k8s::micro_time> {
    static std::vector<wrong> values() { return {{"1", errc::wrong_type}, {R"("2006-01-02T15:04:05.123456")", errc::invalid_value, "", false}}; }
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
                {R"({"apiVersion":"v1","kind":"Bad_Kind"})", errc::constraint_violated, "/kind", false},
                {R"({"apiVersion":"a/b/c","kind":"A"})", errc::constraint_violated, "/apiVersion", false},
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
                 errc::invalid_value, "/0/lastTransitionTime", false},
                {head + R"("message":"","observedGeneration":-1}])", errc::constraint_violated, "/0/observedGeneration"},
                {head + R"("message":")" + std::string(32769, 'x') + R"("}])", errc::constraint_violated, "/0/message"}};
    }
};

#endif
