// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
// Boost.JSON's typed route, as its documentation teaches it: parse() into a value, then
// value_to<T> through tag_invoke overloads (one per plain struct, walking its member list);
// value_from + serialize() back. Missing keys and wrong types throw (at(), value_to); unknown
// keys are not looked at. There is no read_into: value_to returns a new value.
#include "model.hpp"

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <boost/json/value.hpp>
#include <boost/json/value_from.hpp>
#include <boost/json/value_to.hpp>

namespace bench::plain {

namespace json = boost::json;

template <class T>
    requires described<T>
void tag_invoke(json::value_from_tag, json::value& jv, const T& value) {
    json::object& o = jv.emplace_object();
    std::apply(
        [&](const auto&... m) {
            (
                [&] {
                    const auto& field = value.*m.pointer;
                    if constexpr (requires { field.has_value(); }) {
                        if (field) o[m.key] = json::value_from(*field, o.storage());
                    } else {
                        o[m.key] = json::value_from(field, o.storage());
                    }
                }(),
                ...);
        },
        members<T>);
}

template <class T>
    requires described<T>
T tag_invoke(json::value_to_tag<T>, const json::value& jv) {
    const json::object& o = jv.as_object();
    T out;
    std::apply(
        [&](const auto&... m) {
            (
                [&] {
                    auto& field = out.*m.pointer;
                    using M = std::remove_cvref_t<decltype(field)>;
                    if constexpr (requires { field.has_value(); }) {
                        if (const json::value* x = o.if_contains(m.key)) field = json::value_to<M>(*x);
                    } else {
                        field = json::value_to<M>(o.at(m.key));
                    }
                }(),
                ...);
        },
        members<T>);
    return out;
}

} // namespace bench::plain

namespace bench {

template <class D>
D boost_json_read(std::string_view text) {
    return boost::json::value_to<D>(boost::json::parse(text));
}

template <class D>
void boost_json_write(const D& value, std::string& out) {
    out = boost::json::serialize(boost::json::value_from(value));
}

template plain::Perf boost_json_read<plain::Perf>(std::string_view);
template plain::PerfArray boost_json_read<plain::PerfArray>(std::string_view);
template plain::Kube boost_json_read<plain::Kube>(std::string_view);
VERSIONED_BENCH_INSTANTIATE_WRITE(boost_json, plain::Perf);
VERSIONED_BENCH_INSTANTIATE_WRITE(boost_json, plain::PerfArray);
VERSIONED_BENCH_INSTANTIATE_WRITE(boost_json, plain::Kube);

} // namespace bench
