// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
// RapidJSON: Document::Parse into a DOM (UTF-8 validation off, its default), members found
// with FindMember and extracted with type and range checks; read_into assigns into the
// previous value (strings and vectors keep their storage; maps are rebuilt). Written with
// Writer over a reused StringBuffer, copied into the output string. Missing keys, wrong types
// and out-of-range integers throw; unknown and duplicate keys are not looked at; a float is
// written as the double it converts to (RapidJSON has no float writer).
#include "model.hpp"

#include <rapidjson/document.h>
#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

#include <limits>
#include <stdexcept>

namespace bench {
namespace {

using Value = rapidjson::Value;
using Writer = rapidjson::Writer<rapidjson::StringBuffer>;

[[noreturn]] void fail(const char* what) { throw std::runtime_error(what); }

// Declared first: they call one another.
template <class T>
void get(const Value& v, std::vector<T>& out);
template <class T, std::size_t N>
void get(const Value& v, std::array<T, N>& out);
template <class T>
void get(const Value& v, std::optional<T>& out);
template <class T>
    requires plain::described<T>
void get(const Value& v, T& out);
template <class C>
    requires requires(const C& c) { c.begin(); typename C::value_type; } && (!std::is_same_v<C, std::string>)
void put(Writer& w, const C& c);
template <class T>
    requires plain::described<T>
void put(Writer& w, const T& value);

void get(const Value& v, std::string& out) {
    if (!v.IsString()) fail("expected a string");
    out.assign(v.GetString(), v.GetStringLength());
}
void get(const Value& v, std::int32_t& out) {
    if (!v.IsInt()) fail("expected an int32");
    out = v.GetInt();
}
void get(const Value& v, std::int64_t& out) {
    if (!v.IsInt64()) fail("expected an int64");
    out = v.GetInt64();
}
void get(const Value& v, double& out) {
    if (!v.IsNumber()) fail("expected a number");
    out = v.GetDouble();
}
void get(const Value& v, float& out) {
    if (!v.IsNumber()) fail("expected a number");
    out = v.GetFloat();
}
void get(const Value& v, bool& out) {
    if (!v.IsBool()) fail("expected a boolean");
    out = v.GetBool();
}
void get(const Value& v, plain::string_map& out) {
    if (!v.IsObject()) fail("expected an object");
    out.clear();
    for (const auto& m : v.GetObject()) get(m.value, out[std::string(m.name.GetString(), m.name.GetStringLength())]);
}
template <class T>
void get(const Value& v, std::vector<T>& out) {
    if (!v.IsArray()) fail("expected an array");
    out.resize(v.Size());
    for (rapidjson::SizeType i = 0; i < v.Size(); ++i) get(v[i], out[i]);
}
template <class T, std::size_t N>
void get(const Value& v, std::array<T, N>& out) {
    if (!v.IsArray() || v.Size() != N) fail("expected an array of N");
    for (rapidjson::SizeType i = 0; i < N; ++i) get(v[i], out[i]);
}
template <class T>
void get(const Value& v, std::optional<T>& out) {
    if (v.IsNull()) return out.reset();
    if (!out) out.emplace();
    get(v, *out);
}
template <class T>
    requires plain::described<T>
void get(const Value& v, T& out) {
    if (!v.IsObject()) fail("expected an object");
    std::apply(
        [&](const auto&... m) {
            (
                [&] {
                    auto& field = out.*m.pointer;
                    const auto it = v.FindMember(Value(rapidjson::StringRef(m.key.data(), m.key.size())));
                    if (it != v.MemberEnd()) get(it->value, field);
                    else if constexpr (requires { field.reset(); }) field.reset();
                    else fail("missing key");
                }(),
                ...);
        },
        plain::members<T>);
}

void put(Writer& w, const std::string& s) { w.String(s.data(), static_cast<rapidjson::SizeType>(s.size())); }
void put(Writer& w, std::int32_t x) { w.Int(x); }
void put(Writer& w, std::int64_t x) { w.Int64(x); }
void put(Writer& w, double x) { w.Double(x); }
void put(Writer& w, float x) { w.Double(x); }
void put(Writer& w, bool x) { w.Bool(x); }
void put(Writer& w, const plain::string_map& m) {
    w.StartObject();
    for (const auto& [k, v] : m) {
        w.Key(k.data(), static_cast<rapidjson::SizeType>(k.size()));
        put(w, v);
    }
    w.EndObject();
}
template <class C>
    requires requires(const C& c) { c.begin(); typename C::value_type; } && (!std::is_same_v<C, std::string>)
void put(Writer& w, const C& c) {
    w.StartArray();
    for (const auto& e : c) put(w, e);
    w.EndArray();
}
template <class T>
    requires plain::described<T>
void put(Writer& w, const T& value) {
    w.StartObject();
    std::apply(
        [&](const auto&... m) {
            (
                [&] {
                    const auto& field = value.*m.pointer;
                    if constexpr (requires { field.has_value(); }) {
                        if (!field) return;
                        w.Key(m.key.data(), static_cast<rapidjson::SizeType>(m.key.size()));
                        put(w, *field);
                    } else {
                        w.Key(m.key.data(), static_cast<rapidjson::SizeType>(m.key.size()));
                        put(w, field);
                    }
                }(),
                ...);
        },
        plain::members<T>);
    w.EndObject();
}

} // namespace

template <class D>
void rapidjson_read_into(std::string_view text, D& out) {
    rapidjson::Document d;
    d.Parse(text.data(), text.size());
    if (d.HasParseError()) fail("syntax error");
    get(d, out);
}

template <class D>
D rapidjson_read(std::string_view text) {
    D out;
    rapidjson_read_into(text, out);
    return out;
}

template <class D>
void rapidjson_write(const D& value, std::string& out) {
    static thread_local rapidjson::StringBuffer buffer;
    buffer.Clear();
    Writer w(buffer);
    put(w, value);
    out.assign(buffer.GetString(), buffer.GetSize());
}

VERSIONED_BENCH_INSTANTIATE_READ(rapidjson, plain::Perf);
VERSIONED_BENCH_INSTANTIATE_READ(rapidjson, plain::PerfArray);
VERSIONED_BENCH_INSTANTIATE_READ(rapidjson, plain::Kube);
VERSIONED_BENCH_INSTANTIATE_WRITE(rapidjson, plain::Perf);
VERSIONED_BENCH_INSTANTIATE_WRITE(rapidjson, plain::PerfArray);
VERSIONED_BENCH_INSTANTIATE_WRITE(rapidjson, plain::Kube);

} // namespace bench
