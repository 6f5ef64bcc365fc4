// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
// versioned::json: one strict pass from the text into the struct (read<T>, read_into), and back
// (write appends to the reused string). The Kubernetes-shaped document's "apiVersion" is the
// version key, checked against the type's version and group.
#include "model.hpp"

#include <versioned/json.hpp>

namespace bench {
namespace {

template <class D>
versioned::json::read_options read_options() {
    if constexpr (std::is_same_v<D, Kube>) return {.group = kube_group};
    else return {};
}
template <class D>
versioned::json::write_options write_options() {
    if constexpr (std::is_same_v<D, Kube>) return {.version_key = "apiVersion", .group = kube_group};
    else return {};
}

} // namespace

template <class D>
D versioned_read(std::string_view text) {
    return versioned::json::read<D>(text, read_options<D>()).value();
}

template <class D>
void versioned_read_into(std::string_view text, D& out) {
    const auto r = versioned::json::read_into(out, text, read_options<D>());
    if (!r) throw versioned::json::error_exception(r.error());
}

template <class D>
void versioned_write(const D& value, std::string& out) {
    out.clear();
    versioned::json::write(value, out, write_options<D>());
}

VERSIONED_BENCH_INSTANTIATE_READ(versioned, Perf);
VERSIONED_BENCH_INSTANTIATE_READ(versioned, PerfArray);
VERSIONED_BENCH_INSTANTIATE_READ(versioned, Kube);
VERSIONED_BENCH_INSTANTIATE_WRITE(versioned, Perf);
VERSIONED_BENCH_INSTANTIATE_WRITE(versioned, PerfArray);
VERSIONED_BENCH_INSTANTIATE_WRITE(versioned, Kube);

} // namespace bench
