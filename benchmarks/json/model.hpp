// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
//
// The three documents of the JSON benchmark, each twice: as versioned structs (read and written
// by versioned::json) and as plain structs with the same members (read and written by glaze,
// Boost.JSON, nlohmann/json, RapidJSON and simdjson through code written for them):
//
//   perf        the object glaze's README benchmarks (tests/json/json_performance.hpp, 671
//               bytes): nested structs, arrays of int32, float and double, std::array<double, 3>
//               rows, strings with escapes, booleans;
//   perf_array  a JSON array of 1000 such objects (their numbers and a name vary), ~670 KB;
//   kube        a Kubernetes-shaped object (~4 KB, camelCase keys, "apiVersion" first):
//               metadata with label and annotation maps, a spec with nested lists of structs
//               (containers with env, ports, resources maps, an optional probe; tolerations)
//               and maps of strings.
//
// The plain structs list their members once (members<T>: key and member pointer); each
// library's translation unit walks that list with its own API, which compiles to the code one
// would write member by member, and is written the way the library's documentation teaches.
#ifndef VERSIONED_BENCH_JSON_MODEL_HPP
#define VERSIONED_BENCH_JSON_MODEL_HPP

#include "../../tests/json/json_performance.hpp"

#include <versioned/key_naming.hpp>
#include <versioned/struct.hpp>

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

// ---- the Kubernetes-shaped document as versioned structs --------------------------------------

VERSIONED_VERSIONS(kb, v1);
VERSIONED_KEY_NAMING(kb, camel_case); // namespace_ -> "namespace", container_port -> "containerPort"

VERSIONED_STRUCT(kb, ObjectMeta,
    (std::string,                          name),
    (std::string,                          namespace_),
    (std::string,                          uid),
    (std::string,                          resource_version),
    (std::int64_t,                         generation),
    (std::string,                          creation_timestamp),
    ((std::map<std::string, std::string>), labels),
    ((std::map<std::string, std::string>), annotations));

VERSIONED_STRUCT(kb, LabelSelector,
    ((std::map<std::string, std::string>), match_labels));

VERSIONED_STRUCT(kb, EnvVar,
    (std::string, name),
    (std::string, value));

VERSIONED_STRUCT(kb, ContainerPort,
    (std::string,  name),
    (std::int32_t, container_port),
    (std::string,  protocol));

VERSIONED_STRUCT(kb, Resources,
    ((std::map<std::string, std::string>), limits),
    ((std::map<std::string, std::string>), requests));

VERSIONED_STRUCT(kb, Probe,
    (std::string,  path),
    (std::int32_t, port),
    (std::int32_t, initial_delay_seconds),
    (std::int32_t, period_seconds));

VERSIONED_STRUCT(kb, Container,
    (std::string,                        name),
    (std::string,                        image),
    ((std::vector<std::string>),         args),
    ((std::vector<kb::EnvVar<V>>),       env),
    ((std::vector<kb::ContainerPort<V>>), ports),
    (kb::Resources<V>,                   resources),
    (std::optional<kb::Probe<V>>,        readiness_probe),
    (std::string,                        image_pull_policy));

VERSIONED_STRUCT(kb, Toleration,
    (std::string,                 key),
    (std::string,                 operator_),
    (std::string,                 value),
    (std::string,                 effect),
    (std::optional<std::int64_t>, toleration_seconds));

VERSIONED_STRUCT(kb, TemplateMeta,
    ((std::map<std::string, std::string>), labels),
    ((std::map<std::string, std::string>), annotations));

VERSIONED_STRUCT(kb, PodSpec,
    ((std::vector<kb::Container<V>>),      containers),
    ((std::map<std::string, std::string>), node_selector),
    ((std::vector<kb::Toleration<V>>),     tolerations),
    (std::string,                          service_account_name),
    (std::int64_t,                         termination_grace_period_seconds));

VERSIONED_STRUCT(kb, PodTemplate,
    (kb::TemplateMeta<V>, metadata),
    (kb::PodSpec<V>,      spec));

VERSIONED_STRUCT(kb, DeploymentSpec,
    (std::int32_t,                replicas),
    (kb::LabelSelector<V>,        selector),
    (kb::PodTemplate<V>,          template_),
    (std::int32_t,                revision_history_limit),
    (std::optional<std::int32_t>, min_ready_seconds),
    (bool,                        paused));

// The root; its "apiVersion" is the version key (write_options / read_options with the group).
VERSIONED_STRUCT(kb, Deployment,
    (std::string,           kind),
    (kb::ObjectMeta<V>,     metadata),
    (kb::DeploymentSpec<V>, spec));

namespace bench {

inline constexpr std::string_view kube_group = "apps.example.com"; // "apiVersion":"apps.example.com/v1"

using Perf = jp::Object<jp::v1>;
using PerfArray = std::vector<Perf>;
using Kube = kb::Deployment<kb::v1>;

// ---- the plain twins --------------------------------------------------------------------------

namespace plain {

template <class T, class M>
struct member {
    std::string_view key;
    M T::*pointer;
};
template <class T, class M>
member(std::string_view, M T::*) -> member<T, M>;

// Specialized for every plain struct: a std::tuple of its members, in document order.
template <class T>
inline constexpr bool described = false;
template <class T>
inline constexpr auto members = 0;

#define VERSIONED_BENCH_DESCRIBE(T, ...)                          \
    template <>                                                   \
    inline constexpr bool described<T> = true;                    \
    template <>                                                   \
    inline constexpr auto members<T> = std::make_tuple(__VA_ARGS__)

struct FixedObject {
    std::vector<std::int32_t> int_array;
    std::vector<float> float_array;
    std::vector<double> double_array;
    friend bool operator==(const FixedObject&, const FixedObject&) = default;
};
VERSIONED_BENCH_DESCRIBE(FixedObject, member{"int_array", &FixedObject::int_array},
                         member{"float_array", &FixedObject::float_array},
                         member{"double_array", &FixedObject::double_array});

struct FixedNameObject {
    std::string name0, name1, name2, name3, name4;
    friend bool operator==(const FixedNameObject&, const FixedNameObject&) = default;
};
VERSIONED_BENCH_DESCRIBE(FixedNameObject, member{"name0", &FixedNameObject::name0},
                         member{"name1", &FixedNameObject::name1}, member{"name2", &FixedNameObject::name2},
                         member{"name3", &FixedNameObject::name3}, member{"name4", &FixedNameObject::name4});

struct NestedObject {
    std::vector<std::array<double, 3>> v3s;
    std::string id;
    friend bool operator==(const NestedObject&, const NestedObject&) = default;
};
VERSIONED_BENCH_DESCRIBE(NestedObject, member{"v3s", &NestedObject::v3s}, member{"id", &NestedObject::id});

struct AnotherObject {
    std::string string, another_string, escaped_text;
    bool boolean = false;
    NestedObject nested_object;
    friend bool operator==(const AnotherObject&, const AnotherObject&) = default;
};
VERSIONED_BENCH_DESCRIBE(AnotherObject, member{"string", &AnotherObject::string},
                         member{"another_string", &AnotherObject::another_string},
                         member{"escaped_text", &AnotherObject::escaped_text},
                         member{"boolean", &AnotherObject::boolean},
                         member{"nested_object", &AnotherObject::nested_object});

struct Perf {
    FixedObject fixed_object;
    FixedNameObject fixed_name_object;
    AnotherObject another_object;
    std::vector<std::string> string_array;
    std::string string;
    double number = 0;
    bool boolean = false;
    bool another_bool = false;
    friend bool operator==(const Perf&, const Perf&) = default;
};
VERSIONED_BENCH_DESCRIBE(Perf, member{"fixed_object", &Perf::fixed_object},
                         member{"fixed_name_object", &Perf::fixed_name_object},
                         member{"another_object", &Perf::another_object}, member{"string_array", &Perf::string_array},
                         member{"string", &Perf::string}, member{"number", &Perf::number},
                         member{"boolean", &Perf::boolean}, member{"another_bool", &Perf::another_bool});

using PerfArray = std::vector<Perf>;
using string_map = std::map<std::string, std::string>;

struct ObjectMeta {
    std::string name, namespace_, uid, resource_version;
    std::int64_t generation = 0;
    std::string creation_timestamp;
    string_map labels, annotations;
    friend bool operator==(const ObjectMeta&, const ObjectMeta&) = default;
};
VERSIONED_BENCH_DESCRIBE(ObjectMeta, member{"name", &ObjectMeta::name}, member{"namespace", &ObjectMeta::namespace_},
                         member{"uid", &ObjectMeta::uid}, member{"resourceVersion", &ObjectMeta::resource_version},
                         member{"generation", &ObjectMeta::generation},
                         member{"creationTimestamp", &ObjectMeta::creation_timestamp},
                         member{"labels", &ObjectMeta::labels}, member{"annotations", &ObjectMeta::annotations});

struct LabelSelector {
    string_map match_labels;
    friend bool operator==(const LabelSelector&, const LabelSelector&) = default;
};
VERSIONED_BENCH_DESCRIBE(LabelSelector, member{"matchLabels", &LabelSelector::match_labels});

struct EnvVar {
    std::string name, value;
    friend bool operator==(const EnvVar&, const EnvVar&) = default;
};
VERSIONED_BENCH_DESCRIBE(EnvVar, member{"name", &EnvVar::name}, member{"value", &EnvVar::value});

struct ContainerPort {
    std::string name;
    std::int32_t container_port = 0;
    std::string protocol;
    friend bool operator==(const ContainerPort&, const ContainerPort&) = default;
};
VERSIONED_BENCH_DESCRIBE(ContainerPort, member{"name", &ContainerPort::name},
                         member{"containerPort", &ContainerPort::container_port},
                         member{"protocol", &ContainerPort::protocol});

struct Resources {
    string_map limits, requests;
    friend bool operator==(const Resources&, const Resources&) = default;
};
VERSIONED_BENCH_DESCRIBE(Resources, member{"limits", &Resources::limits}, member{"requests", &Resources::requests});

struct Probe {
    std::string path;
    std::int32_t port = 0, initial_delay_seconds = 0, period_seconds = 0;
    friend bool operator==(const Probe&, const Probe&) = default;
};
VERSIONED_BENCH_DESCRIBE(Probe, member{"path", &Probe::path}, member{"port", &Probe::port},
                         member{"initialDelaySeconds", &Probe::initial_delay_seconds},
                         member{"periodSeconds", &Probe::period_seconds});

struct Container {
    std::string name, image;
    std::vector<std::string> args;
    std::vector<EnvVar> env;
    std::vector<ContainerPort> ports;
    Resources resources;
    std::optional<Probe> readiness_probe;
    std::string image_pull_policy;
    friend bool operator==(const Container&, const Container&) = default;
};
VERSIONED_BENCH_DESCRIBE(Container, member{"name", &Container::name}, member{"image", &Container::image},
                         member{"args", &Container::args}, member{"env", &Container::env},
                         member{"ports", &Container::ports}, member{"resources", &Container::resources},
                         member{"readinessProbe", &Container::readiness_probe},
                         member{"imagePullPolicy", &Container::image_pull_policy});

struct Toleration {
    std::string key, operator_, value, effect;
    std::optional<std::int64_t> toleration_seconds;
    friend bool operator==(const Toleration&, const Toleration&) = default;
};
VERSIONED_BENCH_DESCRIBE(Toleration, member{"key", &Toleration::key}, member{"operator", &Toleration::operator_},
                         member{"value", &Toleration::value}, member{"effect", &Toleration::effect},
                         member{"tolerationSeconds", &Toleration::toleration_seconds});

struct TemplateMeta {
    string_map labels, annotations;
    friend bool operator==(const TemplateMeta&, const TemplateMeta&) = default;
};
VERSIONED_BENCH_DESCRIBE(TemplateMeta, member{"labels", &TemplateMeta::labels},
                         member{"annotations", &TemplateMeta::annotations});

struct PodSpec {
    std::vector<Container> containers;
    string_map node_selector;
    std::vector<Toleration> tolerations;
    std::string service_account_name;
    std::int64_t termination_grace_period_seconds = 0;
    friend bool operator==(const PodSpec&, const PodSpec&) = default;
};
VERSIONED_BENCH_DESCRIBE(PodSpec, member{"containers", &PodSpec::containers},
                         member{"nodeSelector", &PodSpec::node_selector},
                         member{"tolerations", &PodSpec::tolerations},
                         member{"serviceAccountName", &PodSpec::service_account_name},
                         member{"terminationGracePeriodSeconds", &PodSpec::termination_grace_period_seconds});

struct PodTemplate {
    TemplateMeta metadata;
    PodSpec spec;
    friend bool operator==(const PodTemplate&, const PodTemplate&) = default;
};
VERSIONED_BENCH_DESCRIBE(PodTemplate, member{"metadata", &PodTemplate::metadata}, member{"spec", &PodTemplate::spec});

struct DeploymentSpec {
    std::int32_t replicas = 0;
    LabelSelector selector;
    PodTemplate template_;
    std::int32_t revision_history_limit = 0;
    std::optional<std::int32_t> min_ready_seconds;
    bool paused = false;
    friend bool operator==(const DeploymentSpec&, const DeploymentSpec&) = default;
};
VERSIONED_BENCH_DESCRIBE(DeploymentSpec, member{"replicas", &DeploymentSpec::replicas},
                         member{"selector", &DeploymentSpec::selector}, member{"template", &DeploymentSpec::template_},
                         member{"revisionHistoryLimit", &DeploymentSpec::revision_history_limit},
                         member{"minReadySeconds", &DeploymentSpec::min_ready_seconds},
                         member{"paused", &DeploymentSpec::paused});

// The plain twin carries "apiVersion" as an ordinary member.
struct Kube {
    std::string api_version, kind;
    ObjectMeta metadata;
    DeploymentSpec spec;
    friend bool operator==(const Kube&, const Kube&) = default;
};
VERSIONED_BENCH_DESCRIBE(Kube, member{"apiVersion", &Kube::api_version}, member{"kind", &Kube::kind},
                         member{"metadata", &Kube::metadata}, member{"spec", &Kube::spec});

#undef VERSIONED_BENCH_DESCRIBE

} // namespace plain

// ---- samples ----------------------------------------------------------------------------------

Perf perf_sample();                 // read from jp::text
PerfArray perf_array_sample();      // 1000 objects, numbers and a name varied
Kube kube_sample();
plain::Perf to_plain(const Perf& v);
plain::PerfArray to_plain(const PerfArray& v);
plain::Kube to_plain(const Kube& v);

// ---- what each library's translation unit defines ---------------------------------------------
// For D, the versioned type (versioned) or the plain one (the others) of each document:
//   D    <lib>_read(text)            a fresh value (throws on bad input)
//   void <lib>_read_into(text, D&)   into an existing value, reusing what the library reuses
//   void <lib>_write(const D&, out)  the text into out (a reused string; cleared first)
// Each is explicitly instantiated, out of line, in the library's translation unit.

#define VERSIONED_BENCH_LIBRARY(lib)                          \
    template <class D>                                        \
    D lib##_read(std::string_view text);                      \
    template <class D>                                        \
    void lib##_read_into(std::string_view text, D& out);      \
    template <class D>                                        \
    void lib##_write(const D& value, std::string& out)

VERSIONED_BENCH_LIBRARY(versioned);
VERSIONED_BENCH_LIBRARY(glaze);      // only with -DGLAZE_INCLUDE_DIR
VERSIONED_BENCH_LIBRARY(boost_json); // no read_into: value_to returns a new value
VERSIONED_BENCH_LIBRARY(nlohmann);
VERSIONED_BENCH_LIBRARY(rapidjson);
VERSIONED_BENCH_LIBRARY(simdjson);          // read only, -march=haswell
VERSIONED_BENCH_LIBRARY(simdjson_generic);  // read only, default x86-64 flags
#undef VERSIONED_BENCH_LIBRARY

#define VERSIONED_BENCH_INSTANTIATE_READ(lib, D)                  \
    template D lib##_read<D>(std::string_view);                   \
    template void lib##_read_into<D>(std::string_view, D&)
#define VERSIONED_BENCH_INSTANTIATE_WRITE(lib, D) template void lib##_write<D>(const D&, std::string&)

} // namespace bench

#endif
