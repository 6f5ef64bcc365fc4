// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
//
// Callgrind driver of the residue benchmark (benchmarks/residue/run.py): a downgrade from the
// last to the first version and the upgrade back, with and without a residue, K times, for the
// 50 x 10 tables of residue_types.hpp (generate_residue.py):
//   residue_bench <mixed|lossless> <plain|residue> K
//   residue_bench sizes            the residue's JSON size and entry count per version pair
// run.py counts the instructions of versioned_bench_measured alone:
//   valgrind --tool=callgrind --toggle-collect='*versioned_bench_measured*' residue_bench ...
// (the downgrade and the upgrade, each a non-inline function; not the residue's construction)

#include "residue_types.hpp"

#include <versioned/json.hpp>
#include <versioned/residue.hpp>

#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <utility>

namespace {

template <class T>
void escape(T& value) {
    asm volatile("" : : "r"(&value) : "memory");
}

#if defined(__clang__)
#define VERSIONED_BENCH_OPAQUE __attribute__((noinline))
#else
#define VERSIONED_BENCH_OPAQUE __attribute__((noipa))
#endif

// The measured conversions, each opaque to the optimizer (in real use the downgrade and the
// upgrade happen in different requests): last -> first and first -> last, with the residue
// or without (the residue object itself lives in the caller).
template <template <class> class S, class Last>
VERSIONED_BENCH_OPAQUE auto versioned_bench_measured_down(const Last& x, versioned::residue<S>* rest) {
    using first = versioned::oldest_version_t<versioned::versions_of_t<S>>;
    if (rest != nullptr) return versioned::convert<first>(x, *rest);
    return versioned::convert<first>(x);
}
template <template <class> class S, class First>
VERSIONED_BENCH_OPAQUE auto versioned_bench_measured_up(First&& old, versioned::residue<S>* rest) {
    using last = versioned::latest_version_t<versioned::versions_of_t<S>>;
    if (rest != nullptr) return versioned::convert<last>(std::move(old), *rest);
    return versioned::convert<last>(std::move(old));
}

template <template <class> class S, class Last>
int run(const Last& sample, bool with_residue, long k) {
    for (long i = 0; i < k; ++i) {
        versioned::residue<S> rest;
        versioned::residue<S>* r = with_residue ? &rest : nullptr;
        auto old = versioned_bench_measured_down<S>(sample, r);
        escape(old);
        auto back = versioned_bench_measured_up<S>(std::move(old), r);
        escape(back);
        if (with_residue && !(back == sample)) return 1; // the residue must give everything back
    }
    return 0;
}

template <template <class> class S, class Last>
void sizes(const char* table, const Last& sample) {
    using versions = versioned::versions_of_t<S>;
    [&]<std::size_t... Is>(std::index_sequence<Is...>) {
        ((void)[&] {
            versioned::residue<S> rest;
            auto old = versioned::convert<versioned::version_at_t<versions, Is>>(sample, rest);
            escape(old);
            std::printf("%s\t%.*s\t%zu\t%zu\n", table, static_cast<int>(versioned::version_at_t<versions, Is>::name.size()),
                        versioned::version_at_t<versions, Is>::name.data(), rest.size(),
                        versioned::json::write(rest).size());
        }(), ...);
    }(std::make_index_sequence<versions::size - 1>{});
}

int usage() {
    std::fputs("usage: residue_bench mixed|lossless plain|residue K | residue_bench sizes\n", stderr);
    return 2;
}

} // namespace

int main(int argc, char** argv) {
    if (argc == 2 && std::string_view(argv[1]) == "sizes") {
        sizes<rb_mixed::Spec>("mixed", sample_rb_mixed());
        sizes<rb_lossless::Spec>("lossless", sample_rb_lossless());
        return 0;
    }
    if (argc != 4) return usage();
    const std::string_view table = argv[1], side = argv[2];
    const long k = std::atol(argv[3]);
    if (side != "plain" && side != "residue") return usage();
    const bool with_residue = side == "residue";
    if (table == "mixed") return run<rb_mixed::Spec>(sample_rb_mixed(), with_residue, k);
    if (table == "lossless") return run<rb_lossless::Spec>(sample_rb_lossless(), with_residue, k);
    return usage();
}
