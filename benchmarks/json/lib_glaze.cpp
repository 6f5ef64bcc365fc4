// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
// glaze (https://github.com/stephenberry/glaze), only when CMake is given its headers
// (-DGLAZE_INCLUDE_DIR=...; nothing of glaze is in this repository): glz::meta<T> lists each
// plain struct's keys and members, as glaze's documentation teaches; read_json<T> (fresh),
// read_json(value, text) (into the previous value: glaze's usual way), write_json(value, out)
// into the reused string. glaze's default options: unknown keys are errors, missing keys are
// not (error_on_missing_keys = false).
#include "model.hpp"

#include <glaze/glaze.hpp>

#include <stdexcept>
#include <string>
#include <tuple>

template <class T>
    requires bench::plain::described<T>
struct glz::meta<T> {
    static constexpr auto value = std::apply(
        [](auto... m) {
            return std::apply([](auto... a) { return glz::object(a...); }, std::tuple_cat(std::tuple(m.key, m.pointer)...));
        },
        bench::plain::members<T>);
};

namespace bench {
namespace {

[[noreturn]] void fail(int code) { throw std::runtime_error("glaze: error " + std::to_string(code)); }

} // namespace

template <class D>
D glaze_read(std::string_view text) {
    auto r = glz::read_json<D>(text);
    if (!r) fail(static_cast<int>(r.error().ec));
    return std::move(*r);
}

template <class D>
void glaze_read_into(std::string_view text, D& out) {
    const auto e = glz::read_json(out, text);
    if (e) fail(static_cast<int>(e.ec));
}

template <class D>
void glaze_write(const D& value, std::string& out) {
    // write_json writes from the buffer's start and resizes it to the text.
    if constexpr (requires { static_cast<bool>(glz::write_json(value, out)); }) {
        if (glz::write_json(value, out)) fail(-1);
    } else {
        glz::write_json(value, out);
    }
}

VERSIONED_BENCH_INSTANTIATE_READ(glaze, plain::Perf);
VERSIONED_BENCH_INSTANTIATE_READ(glaze, plain::PerfArray);
VERSIONED_BENCH_INSTANTIATE_READ(glaze, plain::Kube);
VERSIONED_BENCH_INSTANTIATE_WRITE(glaze, plain::Perf);
VERSIONED_BENCH_INSTANTIATE_WRITE(glaze, plain::PerfArray);
VERSIONED_BENCH_INSTANTIATE_WRITE(glaze, plain::Kube);

} // namespace bench
