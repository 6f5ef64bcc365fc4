// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
//
// The object of the JSON benchmark, twice: as a versioned struct (read and written by
// versioned::json) and as plain structs with the same members (read and written by Boost.JSON,
// nlohmann/json, RapidJSON and simdjson through hand-written code), plus the functions each
// library's translation unit defines. Nested structs, strings, arrays of numbers, optionals
// and a map; the sample's compact JSON is about 700 bytes.
#ifndef VERSIONED_BENCH_JSON_MODEL_HPP
#define VERSIONED_BENCH_JSON_MODEL_HPP

#include <versioned/struct.hpp>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

VERSIONED_VERSIONS(jb, v1beta1, v1);

VERSIONED_STRUCT(jb, Port,
    (std::string,   name),
    (std::uint16_t, container_port),
    (std::string,   protocol));

VERSIONED_STRUCT(jb, Resources,
    (std::int32_t,                cpu_millis),
    (std::int64_t,                memory_mib),
    (std::optional<std::int32_t>, gpus));

VERSIONED_STRUCT(jb, Spec,
    (std::string,                          name),
    (std::string,                          namespace_name),
    (std::int32_t,                         replicas),
    (std::string,                          image),
    ((std::map<std::string, std::string>), labels),
    ((std::vector<jb::Port<V>>),           ports),
    (jb::Resources<V>,                     resources),
    ((std::vector<double>),                weights),
    ((std::vector<std::int64_t>),          samples),
    (std::optional<std::string>,           description),
    (bool,                                 enabled),
    (std::optional<double>,                timeout_seconds, added(v1)),
    (std::optional<std::int32_t>,          max_surge));

namespace bench {

using Spec = jb::Spec<jb::v1>;

namespace plain {
struct Port {
    std::string name;
    std::uint16_t container_port = 0;
    std::string protocol;
    friend bool operator==(const Port&, const Port&) = default;
};
struct Resources {
    std::int32_t cpu_millis = 0;
    std::int64_t memory_mib = 0;
    std::optional<std::int32_t> gpus;
    friend bool operator==(const Resources&, const Resources&) = default;
};
struct Spec {
    std::string name;
    std::string namespace_name;
    std::int32_t replicas = 0;
    std::string image;
    std::map<std::string, std::string> labels;
    std::vector<Port> ports;
    Resources resources;
    std::vector<double> weights;
    std::vector<std::int64_t> samples;
    std::optional<std::string> description;
    bool enabled = false;
    std::optional<double> timeout_seconds;
    std::optional<std::int32_t> max_surge;
    friend bool operator==(const Spec&, const Spec&) = default;
};
} // namespace plain

// The sample (model.cpp) and its plain twin.
Spec sample();
plain::Spec to_plain(const Spec& s);

// What materializing the sample costs without any JSON: a copy (and its destruction, as for
// every case). Every reader pays at least this much; it bounds the reading ratios.
Spec copy_of(const Spec& s);

// One translation unit per library; every function is out of line, so that the harness
// measures the library's code and nothing is folded into the loop. Readers throw on bad input
// (versioned's result<T>::value() included).
Spec versioned_read(std::string_view text);
std::string versioned_write(const Spec& s);

plain::Spec boost_json_read(std::string_view text);       // boost::json::parse + value_to
std::string boost_json_write(const plain::Spec& s);       // value_from + serialize

plain::Spec nlohmann_read(std::string_view text);         // json::parse + get<T>
std::string nlohmann_write(const plain::Spec& s);         // json(s).dump()

plain::Spec rapidjson_read(std::string_view text);        // Document::Parse + extraction
std::string rapidjson_write(const plain::Spec& s);        // Writer<StringBuffer>

plain::Spec simdjson_read(std::string_view text);         // On-Demand (read only), -march=haswell
plain::Spec simdjson_generic_read(std::string_view text); // the same, default x86-64 flags

} // namespace bench

#endif
