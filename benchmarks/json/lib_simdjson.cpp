// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
// simdjson On-Demand (read only): the text is copied into a padded_string (simdjson reads
// past the end), one parser reused across calls as simdjson recommends, members looked up by
// key in document order (operator[] also finds them out of order), integers range-checked;
// read_into assigns into the previous value (strings and vectors keep their storage; maps are
// rebuilt). Missing keys and wrong types throw; unknown and duplicate keys and trailing content
// are not looked at (simdjson 3.0.1's document has no at_end()).
//
// On-Demand is compiled into the caller with the kernel the compiler flags allow (no run-time
// dispatch, unlike simdjson's DOM API): built twice, VERSIONED_BENCH_SIMDJSON names the
// functions -- simdjson_* with -march=haswell (AVX2, the "haswell" kernel) and
// simdjson_generic_* with the default x86-64 flags (the "fallback" scalar kernel).
#include "model.hpp"

#include <simdjson.h>

#include <limits>
#include <stdexcept>

#define VERSIONED_BENCH_CAT2(a, b) a##b
#define VERSIONED_BENCH_CAT(a, b) VERSIONED_BENCH_CAT2(a, b)
#define VERSIONED_BENCH_SIMDJSON_READ VERSIONED_BENCH_CAT(VERSIONED_BENCH_SIMDJSON, _read)
#define VERSIONED_BENCH_SIMDJSON_READ_INTO VERSIONED_BENCH_CAT(VERSIONED_BENCH_SIMDJSON, _read_into)
#define VERSIONED_BENCH_SIMDJSON_NS VERSIONED_BENCH_CAT(VERSIONED_BENCH_SIMDJSON, _detail)

namespace bench {
namespace VERSIONED_BENCH_SIMDJSON_NS {

namespace od = ::simdjson::ondemand;

[[noreturn]] void fail(const char* what) { throw std::runtime_error(what); }

// Declared first: they call one another.
template <class T>
void get(od::value v, std::vector<T>& out);
template <class T, std::size_t N>
void get(od::value v, std::array<T, N>& out);
template <class T>
void get(od::value v, std::optional<T>& out);
template <class T>
    requires plain::described<T>
void get(od::value v, T& out);

void get(od::value v, std::string& out) { out.assign(std::string_view(v.get_string())); }
void get(od::value v, std::int32_t& out) {
    const std::int64_t i = v.get_int64();
    if (i < std::numeric_limits<std::int32_t>::min() || i > std::numeric_limits<std::int32_t>::max())
        fail("out of range");
    out = static_cast<std::int32_t>(i);
}
void get(od::value v, std::int64_t& out) { out = v.get_int64(); }
void get(od::value v, double& out) { out = v.get_double(); }
void get(od::value v, float& out) { out = static_cast<float>(double(v.get_double())); }
void get(od::value v, bool& out) { out = v.get_bool(); }
void get(od::value v, plain::string_map& out) {
    out.clear();
    for (auto field : v.get_object()) {
        std::string key(std::string_view(field.unescaped_key()));
        get(field.value(), out[std::move(key)]);
    }
}
template <class T>
void get(od::value v, std::vector<T>& out) {
    std::size_t i = 0;
    for (od::value e : v.get_array()) {
        if (i == out.size()) out.emplace_back();
        get(e, out[i++]);
    }
    out.resize(i);
}
template <class T, std::size_t N>
void get(od::value v, std::array<T, N>& out) {
    std::size_t i = 0;
    for (od::value e : v.get_array()) {
        if (i == N) fail("array too long");
        get(e, out[i++]);
    }
    if (i != N) fail("array too short");
}
template <class T>
void get(od::value v, std::optional<T>& out) {
    if (v.is_null()) return out.reset();
    if (!out) out.emplace();
    get(v, *out);
}
template <class T>
    requires plain::described<T>
void get(od::value v, T& out) {
    od::object o = v.get_object();
    std::apply(
        [&](const auto&... m) {
            (
                [&] {
                    auto& field = out.*m.pointer;
                    auto x = o[m.key];
                    if (x.error() == ::simdjson::NO_SUCH_FIELD) {
                        if constexpr (requires { field.reset(); }) field.reset();
                        else fail("missing key");
                    } else {
                        get(x.value(), field);
                    }
                }(),
                ...);
        },
        plain::members<T>);
}

} // namespace VERSIONED_BENCH_SIMDJSON_NS

template <class D>
void VERSIONED_BENCH_SIMDJSON_READ_INTO(std::string_view text, D& out) {
    static thread_local ::simdjson::ondemand::parser parser;
    const ::simdjson::padded_string padded(text);
    ::simdjson::ondemand::document doc = parser.iterate(padded);
    VERSIONED_BENCH_SIMDJSON_NS::get(doc.get_value().value(), out);
}

template <class D>
D VERSIONED_BENCH_SIMDJSON_READ(std::string_view text) {
    D out;
    VERSIONED_BENCH_SIMDJSON_READ_INTO(text, out);
    return out;
}

#define VERSIONED_BENCH_INSTANTIATE(D)                                   \
    template D VERSIONED_BENCH_SIMDJSON_READ<D>(std::string_view);        \
    template void VERSIONED_BENCH_SIMDJSON_READ_INTO<D>(std::string_view, D&)
VERSIONED_BENCH_INSTANTIATE(plain::Perf);
VERSIONED_BENCH_INSTANTIATE(plain::PerfArray);
VERSIONED_BENCH_INSTANTIATE(plain::Kube);

} // namespace bench
