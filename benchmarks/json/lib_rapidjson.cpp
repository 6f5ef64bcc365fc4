// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
// RapidJSON: Document::Parse into a DOM (its default in-situ-free mode, UTF-8 validation
// off, as by default), members extracted by hand with type and range checks; written with
// Writer<StringBuffer>. Missing keys, wrong types and out-of-range integers throw; unknown
// and duplicate keys are not looked at.
#include "model.hpp"

#include <rapidjson/document.h>
#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

#include <limits>
#include <stdexcept>

namespace bench {
namespace {

using Value = rapidjson::Value;

[[noreturn]] void fail(const char* what) { throw std::runtime_error(what); }

const Value& member(const Value& o, const char* key) {
    const auto it = o.FindMember(key);
    if (it == o.MemberEnd()) fail("missing key");
    return it->value;
}
const Value* optional_member(const Value& o, const char* key) {
    const auto it = o.FindMember(key);
    return it == o.MemberEnd() || it->value.IsNull() ? nullptr : &it->value;
}
std::string string(const Value& v) {
    if (!v.IsString()) fail("expected a string");
    return std::string(v.GetString(), v.GetStringLength());
}
std::int32_t int32(const Value& v) {
    if (!v.IsInt()) fail("expected an int32");
    return v.GetInt();
}
std::int64_t int64(const Value& v) {
    if (!v.IsInt64()) fail("expected an int64");
    return v.GetInt64();
}
std::uint16_t uint16(const Value& v) {
    if (!v.IsUint() || v.GetUint() > std::numeric_limits<std::uint16_t>::max()) fail("expected a uint16");
    return static_cast<std::uint16_t>(v.GetUint());
}
double number(const Value& v) {
    if (!v.IsNumber()) fail("expected a number");
    return v.GetDouble();
}
const Value& object(const Value& v) {
    if (!v.IsObject()) fail("expected an object");
    return v;
}
const Value& array(const Value& v) {
    if (!v.IsArray()) fail("expected an array");
    return v;
}

template <class Writer>
void put(Writer& w, const char* key, const std::string& s) {
    w.Key(key);
    w.String(s.data(), static_cast<rapidjson::SizeType>(s.size()));
}

} // namespace

plain::Spec rapidjson_read(std::string_view text) {
    rapidjson::Document d;
    d.Parse(text.data(), text.size());
    if (d.HasParseError()) fail("syntax error");
    const Value& o = object(d);
    plain::Spec s;
    s.name = string(member(o, "name"));
    s.namespace_name = string(member(o, "namespace_name"));
    s.replicas = int32(member(o, "replicas"));
    s.image = string(member(o, "image"));
    for (const auto& m : object(member(o, "labels")).GetObject())
        s.labels.emplace(std::string(m.name.GetString(), m.name.GetStringLength()), string(m.value));
    for (const Value& p : array(member(o, "ports")).GetArray()) {
        object(p);
        s.ports.push_back({string(member(p, "name")), uint16(member(p, "container_port")), string(member(p, "protocol"))});
    }
    const Value& r = object(member(o, "resources"));
    s.resources.cpu_millis = int32(member(r, "cpu_millis"));
    s.resources.memory_mib = int64(member(r, "memory_mib"));
    if (const Value* g = optional_member(r, "gpus")) s.resources.gpus = int32(*g);
    for (const Value& x : array(member(o, "weights")).GetArray()) s.weights.push_back(number(x));
    for (const Value& x : array(member(o, "samples")).GetArray()) s.samples.push_back(int64(x));
    if (const Value* v = optional_member(o, "description")) s.description = string(*v);
    const Value& e = member(o, "enabled");
    if (!e.IsBool()) fail("expected a boolean");
    s.enabled = e.GetBool();
    if (const Value* v = optional_member(o, "timeout_seconds")) s.timeout_seconds = number(*v);
    if (const Value* v = optional_member(o, "max_surge")) s.max_surge = int32(*v);
    return s;
}

std::string rapidjson_write(const plain::Spec& s) {
    rapidjson::StringBuffer buffer;
    rapidjson::Writer<rapidjson::StringBuffer> w(buffer);
    w.StartObject();
    put(w, "name", s.name);
    put(w, "namespace_name", s.namespace_name);
    w.Key("replicas");
    w.Int(s.replicas);
    put(w, "image", s.image);
    w.Key("labels");
    w.StartObject();
    for (const auto& [k, v] : s.labels) {
        w.Key(k.data(), static_cast<rapidjson::SizeType>(k.size()));
        w.String(v.data(), static_cast<rapidjson::SizeType>(v.size()));
    }
    w.EndObject();
    w.Key("ports");
    w.StartArray();
    for (const auto& p : s.ports) {
        w.StartObject();
        put(w, "name", p.name);
        w.Key("container_port");
        w.Uint(p.container_port);
        put(w, "protocol", p.protocol);
        w.EndObject();
    }
    w.EndArray();
    w.Key("resources");
    w.StartObject();
    w.Key("cpu_millis");
    w.Int(s.resources.cpu_millis);
    w.Key("memory_mib");
    w.Int64(s.resources.memory_mib);
    if (s.resources.gpus) {
        w.Key("gpus");
        w.Int(*s.resources.gpus);
    }
    w.EndObject();
    w.Key("weights");
    w.StartArray();
    for (double x : s.weights) w.Double(x);
    w.EndArray();
    w.Key("samples");
    w.StartArray();
    for (std::int64_t x : s.samples) w.Int64(x);
    w.EndArray();
    if (s.description) put(w, "description", *s.description);
    w.Key("enabled");
    w.Bool(s.enabled);
    if (s.timeout_seconds) {
        w.Key("timeout_seconds");
        w.Double(*s.timeout_seconds);
    }
    if (s.max_surge) {
        w.Key("max_surge");
        w.Int(*s.max_surge);
    }
    w.EndObject();
    return std::string(buffer.GetString(), buffer.GetSize());
}

} // namespace bench
