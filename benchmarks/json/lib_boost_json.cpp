// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
// Boost.JSON's typed route, as its documentation teaches it: parse() into a value, then
// value_to<T> through hand-written tag_invoke overloads; value_from + serialize() back.
// Missing keys and wrong types throw (at(), as_*(), value_to); unknown keys are not looked at.
#include "model.hpp"

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <boost/json/value.hpp>
#include <boost/json/value_from.hpp>
#include <boost/json/value_to.hpp>

namespace bench::plain {

namespace json = boost::json;

void tag_invoke(json::value_from_tag, json::value& jv, const Port& p) {
    json::object& o = jv.emplace_object();
    o["name"] = p.name;
    o["container_port"] = p.container_port;
    o["protocol"] = p.protocol;
}

Port tag_invoke(json::value_to_tag<Port>, const json::value& jv) {
    const json::object& o = jv.as_object();
    return Port{json::value_to<std::string>(o.at("name")), json::value_to<std::uint16_t>(o.at("container_port")),
                json::value_to<std::string>(o.at("protocol"))};
}

void tag_invoke(json::value_from_tag, json::value& jv, const Resources& r) {
    json::object& o = jv.emplace_object();
    o["cpu_millis"] = r.cpu_millis;
    o["memory_mib"] = r.memory_mib;
    if (r.gpus) o["gpus"] = *r.gpus;
}

Resources tag_invoke(json::value_to_tag<Resources>, const json::value& jv) {
    const json::object& o = jv.as_object();
    Resources r{json::value_to<std::int32_t>(o.at("cpu_millis")), json::value_to<std::int64_t>(o.at("memory_mib")),
                std::nullopt};
    if (const json::value* g = o.if_contains("gpus")) r.gpus = json::value_to<std::optional<std::int32_t>>(*g);
    return r;
}

void tag_invoke(json::value_from_tag, json::value& jv, const Spec& s) {
    json::object& o = jv.emplace_object();
    o["name"] = s.name;
    o["namespace_name"] = s.namespace_name;
    o["replicas"] = s.replicas;
    o["image"] = s.image;
    o["labels"] = json::value_from(s.labels, o.storage());
    o["ports"] = json::value_from(s.ports, o.storage());
    o["resources"] = json::value_from(s.resources, o.storage());
    o["weights"] = json::value_from(s.weights, o.storage());
    o["samples"] = json::value_from(s.samples, o.storage());
    if (s.description) o["description"] = *s.description;
    o["enabled"] = s.enabled;
    if (s.timeout_seconds) o["timeout_seconds"] = *s.timeout_seconds;
    if (s.max_surge) o["max_surge"] = *s.max_surge;
}

Spec tag_invoke(json::value_to_tag<Spec>, const json::value& jv) {
    const json::object& o = jv.as_object();
    Spec s;
    s.name = json::value_to<std::string>(o.at("name"));
    s.namespace_name = json::value_to<std::string>(o.at("namespace_name"));
    s.replicas = json::value_to<std::int32_t>(o.at("replicas"));
    s.image = json::value_to<std::string>(o.at("image"));
    s.labels = json::value_to<std::map<std::string, std::string>>(o.at("labels"));
    s.ports = json::value_to<std::vector<Port>>(o.at("ports"));
    s.resources = json::value_to<Resources>(o.at("resources"));
    s.weights = json::value_to<std::vector<double>>(o.at("weights"));
    s.samples = json::value_to<std::vector<std::int64_t>>(o.at("samples"));
    if (const json::value* d = o.if_contains("description")) s.description = json::value_to<std::optional<std::string>>(*d);
    s.enabled = json::value_to<bool>(o.at("enabled"));
    if (const json::value* t = o.if_contains("timeout_seconds")) s.timeout_seconds = json::value_to<std::optional<double>>(*t);
    if (const json::value* m = o.if_contains("max_surge")) s.max_surge = json::value_to<std::optional<std::int32_t>>(*m);
    return s;
}

} // namespace bench::plain

namespace bench {

plain::Spec boost_json_read(std::string_view text) { return boost::json::value_to<plain::Spec>(boost::json::parse(text)); }

std::string boost_json_write(const plain::Spec& s) { return boost::json::serialize(boost::json::value_from(s)); }

} // namespace bench
