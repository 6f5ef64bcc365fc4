// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
// nlohmann/json: parse into a json value, get<T>() through hand-written from_json; to_json +
// dump() back. Missing keys and wrong types throw (at(), get_to); unknown keys are not looked
// at; nlohmann's get<int> does not range-check.
#include "model.hpp"

#include <nlohmann/json.hpp>

namespace bench::plain {

using nlohmann::json;

void to_json(json& j, const Port& p) {
    j = json{{"name", p.name}, {"container_port", p.container_port}, {"protocol", p.protocol}};
}
void from_json(const json& j, Port& p) {
    j.at("name").get_to(p.name);
    j.at("container_port").get_to(p.container_port);
    j.at("protocol").get_to(p.protocol);
}

void to_json(json& j, const Resources& r) {
    j = json{{"cpu_millis", r.cpu_millis}, {"memory_mib", r.memory_mib}};
    if (r.gpus) j["gpus"] = *r.gpus;
}
void from_json(const json& j, Resources& r) {
    j.at("cpu_millis").get_to(r.cpu_millis);
    j.at("memory_mib").get_to(r.memory_mib);
    const auto g = j.find("gpus");
    r.gpus = g == j.end() || g->is_null() ? std::nullopt : std::optional<std::int32_t>(g->get<std::int32_t>());
}

void to_json(json& j, const Spec& s) {
    j = json{{"name", s.name},       {"namespace_name", s.namespace_name}, {"replicas", s.replicas},
             {"image", s.image},     {"labels", s.labels},                 {"ports", s.ports},
             {"resources", s.resources}, {"weights", s.weights},           {"samples", s.samples}};
    if (s.description) j["description"] = *s.description;
    j["enabled"] = s.enabled;
    if (s.timeout_seconds) j["timeout_seconds"] = *s.timeout_seconds;
    if (s.max_surge) j["max_surge"] = *s.max_surge;
}
template <class T>
void optional_member(const json& j, const char* key, std::optional<T>& out) {
    const auto it = j.find(key);
    out = it == j.end() || it->is_null() ? std::nullopt : std::optional<T>(it->get<T>());
}
void from_json(const json& j, Spec& s) {
    j.at("name").get_to(s.name);
    j.at("namespace_name").get_to(s.namespace_name);
    j.at("replicas").get_to(s.replicas);
    j.at("image").get_to(s.image);
    j.at("labels").get_to(s.labels);
    j.at("ports").get_to(s.ports);
    j.at("resources").get_to(s.resources);
    j.at("weights").get_to(s.weights);
    j.at("samples").get_to(s.samples);
    optional_member(j, "description", s.description);
    j.at("enabled").get_to(s.enabled);
    optional_member(j, "timeout_seconds", s.timeout_seconds);
    optional_member(j, "max_surge", s.max_surge);
}

} // namespace bench::plain

namespace bench {

plain::Spec nlohmann_read(std::string_view text) { return nlohmann::json::parse(text).get<plain::Spec>(); }

std::string nlohmann_write(const plain::Spec& s) { return nlohmann::json(s).dump(); }

} // namespace bench
