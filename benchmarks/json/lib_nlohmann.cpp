// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
// nlohmann/json: parse into a json value, then get<T>() (fresh) or get_to(value) (into the
// previous value: strings are assigned, containers rebuilt by nlohmann) through to_json /
// from_json overloads (one per plain struct, walking its member list); to_json + dump() back.
// Missing keys and wrong types throw (at(), get_to); unknown keys are not looked at;
// nlohmann's get<int> does not range-check.
#include "model.hpp"

#include <nlohmann/json.hpp>

namespace bench::plain {

using nlohmann::json;

template <class T>
    requires described<T>
void to_json(json& j, const T& value) {
    j = json::object();
    std::apply(
        [&](const auto&... m) {
            (
                [&] {
                    const auto& field = value.*m.pointer;
                    if constexpr (requires { field.has_value(); }) {
                        if (field) j[m.key] = *field;
                    } else {
                        j[m.key] = field;
                    }
                }(),
                ...);
        },
        members<T>);
}

template <class T>
    requires described<T>
void from_json(const json& j, T& value) {
    std::apply(
        [&](const auto&... m) {
            (
                [&] {
                    auto& field = value.*m.pointer;
                    using M = std::remove_cvref_t<decltype(field)>;
                    if constexpr (requires { field.has_value(); }) {
                        const auto it = j.find(m.key);
                        if (it == j.end() || it->is_null()) field.reset();
                        else field = it->template get<typename M::value_type>();
                    } else {
                        j.at(m.key).get_to(field);
                    }
                }(),
                ...);
        },
        members<T>);
}

} // namespace bench::plain

namespace bench {

template <class D>
D nlohmann_read(std::string_view text) {
    return nlohmann::json::parse(text).get<D>();
}

template <class D>
void nlohmann_read_into(std::string_view text, D& out) {
    nlohmann::json::parse(text).get_to(out);
}

template <class D>
void nlohmann_write(const D& value, std::string& out) {
    out = nlohmann::json(value).dump();
}

VERSIONED_BENCH_INSTANTIATE_READ(nlohmann, plain::Perf);
VERSIONED_BENCH_INSTANTIATE_READ(nlohmann, plain::PerfArray);
VERSIONED_BENCH_INSTANTIATE_READ(nlohmann, plain::Kube);
VERSIONED_BENCH_INSTANTIATE_WRITE(nlohmann, plain::Perf);
VERSIONED_BENCH_INSTANTIATE_WRITE(nlohmann, plain::PerfArray);
VERSIONED_BENCH_INSTANTIATE_WRITE(nlohmann, plain::Kube);

} // namespace bench
