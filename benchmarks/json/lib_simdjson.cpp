// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
// simdjson On-Demand (read only): the text is copied into a padded_string (simdjson reads
// past the end), one parser reused across calls as simdjson recommends, members looked up by
// key in document order (operator[] also finds them out of order), integers range-checked.
// Missing keys and wrong types throw; unknown and duplicate keys and trailing content are not
// looked at (simdjson 3.0.1's document has no at_end()).
//
// On-Demand is compiled into the caller with the kernel the compiler flags allow (no run-time
// dispatch, unlike simdjson's DOM API): built twice, VERSIONED_BENCH_SIMDJSON_READ names the
// function -- simdjson_read with -march=haswell (AVX2, the "haswell" kernel) and
// simdjson_generic_read with the default x86-64 flags (the "fallback" scalar kernel).
#include "model.hpp"

#include <simdjson.h>

#include <limits>
#include <stdexcept>

namespace bench {
namespace VERSIONED_BENCH_SIMDJSON_NS {

namespace od = simdjson::ondemand;

std::int32_t int32(od::value v) {
    const std::int64_t i = v.get_int64();
    if (i < std::numeric_limits<std::int32_t>::min() || i > std::numeric_limits<std::int32_t>::max())
        throw std::runtime_error("out of range");
    return static_cast<std::int32_t>(i);
}

std::string string(od::value v) { return std::string(std::string_view(v.get_string())); }

// An optional member: absent or null -> empty.
template <class F>
auto optional(od::object& o, std::string_view key, F read) -> std::optional<decltype(read(std::declval<od::value>()))> {
    auto field = o[key];
    if (field.error() == simdjson::NO_SUCH_FIELD) return std::nullopt;
    od::value v = field.value();
    if (v.is_null()) return std::nullopt;
    return read(v);
}

} // namespace VERSIONED_BENCH_SIMDJSON_NS

using namespace VERSIONED_BENCH_SIMDJSON_NS;

plain::Spec VERSIONED_BENCH_SIMDJSON_READ(std::string_view text) {
    static thread_local od::parser parser;
    const simdjson::padded_string padded(text);
    od::document doc = parser.iterate(padded);
    od::object o = doc.get_object();
    plain::Spec s;
    s.name = string(o["name"]);
    s.namespace_name = string(o["namespace_name"]);
    s.replicas = int32(o["replicas"]);
    s.image = string(o["image"]);
    for (auto field : o["labels"].get_object()) {
        std::string key(std::string_view(field.unescaped_key()));
        s.labels.emplace(std::move(key), string(field.value()));
    }
    for (od::object p : o["ports"].get_array()) {
        plain::Port port;
        port.name = string(p["name"]);
        const std::uint64_t cp = p["container_port"].get_uint64();
        if (cp > std::numeric_limits<std::uint16_t>::max()) throw std::runtime_error("out of range");
        port.container_port = static_cast<std::uint16_t>(cp);
        port.protocol = string(p["protocol"]);
        s.ports.push_back(std::move(port));
    }
    od::object r = o["resources"].get_object();
    s.resources.cpu_millis = int32(r["cpu_millis"]);
    s.resources.memory_mib = r["memory_mib"].get_int64();
    s.resources.gpus = optional(r, "gpus", int32);
    for (double x : o["weights"].get_array()) s.weights.push_back(x);
    for (std::int64_t x : o["samples"].get_array()) s.samples.push_back(x);
    s.description = optional(o, "description", string);
    s.enabled = o["enabled"].get_bool();
    s.timeout_seconds = optional(o, "timeout_seconds", [](od::value v) { return double(v.get_double()); });
    s.max_surge = optional(o, "max_surge", int32);
    return s;
}

} // namespace bench
