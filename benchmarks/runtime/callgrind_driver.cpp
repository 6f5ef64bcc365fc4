// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
//
// Callgrind driver, one program per case (VERSIONED_BENCH_CASE = scalars | strings): runs one
// conversion K times, so that benchmarks/runtime/run.py can count its instructions with
//   valgrind --tool=callgrind --toggle-collect='*versioned_bench_measured*' driver <side> <dir> <source> K
// The collected function, versioned_bench_measured, only calls the conversion (lib_up, hand_up,
// hand_chain_up, ...; non-inline functions of another TU) and returns its result in place: the
// counts include everything the conversion does (allocation, copies) plus a call, the same
// for every side, and nothing else (not the loop, not the copy of the source made before a
// move, not the destructors). Collecting on the conversion itself would be fragile: a compiler
// may fold identical functions (the copy and move overloads of a scalars-only struct) into a
// tail jump, which callgrind sees as leaving the function.
//
//   side    lib | hand | hand_chain       dir   up | down       source   copy | move

#include VERSIONED_BENCH_TYPES

#include <cstdio>
#include <cstdlib>
#include <string_view>
#include <utility>

#define VERSIONED_BENCH_NS_I(c) rt_##c
#define VERSIONED_BENCH_NS(c) VERSIONED_BENCH_NS_I(c)
namespace ns = VERSIONED_BENCH_NS(VERSIONED_BENCH_CASE);

namespace {

// Keeps a result alive in the optimizer's eyes.
template <class T>
void escape(T& value) {
    asm volatile("" : : "r"(&value) : "memory");
}

#if defined(__clang__)
#define VERSIONED_BENCH_OPAQUE __attribute__((noinline))
#else
#define VERSIONED_BENCH_OPAQUE __attribute__((noipa))
#endif

template <class Convert, class Source>
VERSIONED_BENCH_OPAQUE auto versioned_bench_measured(Convert convert, Source&& source) {
    return convert(static_cast<Source&&>(source));
}

template <class Make, class Convert>
void run(bool move, long k, Make make, Convert convert) {
    const auto prototype = make();
    for (long i = 0; i < k; ++i) {
        if (move) {
            auto source = prototype;
            auto result = versioned_bench_measured(convert, std::move(source));
            escape(result);
        } else {
            auto result = versioned_bench_measured(convert, prototype);
            escape(result);
        }
    }
}

int usage() {
    std::fputs("usage: driver lib|hand|hand_chain up|down copy|move K\n", stderr);
    return 2;
}

} // namespace

int main(int argc, char** argv) {
    if (argc != 5) return usage();
    const std::string_view side = argv[1], dir = argv[2], source = argv[3];
    const long k = std::atol(argv[4]);
    const bool move = source == "move";
    if (!move && source != "copy") return usage();
    const bool up = dir == "up";
    if (!up && dir != "down") return usage();

    // Generic lambdas: the argument's value category picks the copy or the move overload.
    if (side == "lib") {
        if (up)
            run(move, k, ns::lib_sample_first, [](auto&& x) { return ns::lib_up(static_cast<decltype(x)&&>(x)); });
        else
            run(move, k, ns::lib_sample_last, [](auto&& x) { return ns::lib_down(static_cast<decltype(x)&&>(x)); });
    } else if (side == "hand") {
        if (up)
            run(move, k, ns::hand_sample_first, [](auto&& x) { return ns::hand_up(static_cast<decltype(x)&&>(x)); });
        else
            run(move, k, ns::hand_sample_last,
                [](auto&& x) { return ns::hand_down(static_cast<decltype(x)&&>(x)); });
    } else if (side == "hand_chain") {
        if (up)
            run(move, k, ns::hand_sample_first,
                [](auto&& x) { return ns::hand_chain_up(static_cast<decltype(x)&&>(x)); });
        else
            run(move, k, ns::hand_sample_last,
                [](auto&& x) { return ns::hand_chain_down(static_cast<decltype(x)&&>(x)); });
    } else {
        return usage();
    }
    return 0;
}
