// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
//
// Google Benchmark: versioned::convert chains against hand-written conversions, for the
// 50 fields x 10 versions struct of benchmarks/compile_time/generate.py.
//
// Benchmark names: <case>/<side>/<direction>/<source>
//   case       scalars | strings (std::string and std::vector<int> fields among the scalars)
//   side       library     versioned::convert<last>(x) / convert<first>(x): 9 chained steps
//              hand_direct the hand-written direct conversion first <-> last (the reference)
//              hand_chain  the hand-written adjacent steps, composed
//   direction  up (first -> last) | down (last -> first)
//   source     copy (from a const lvalue) | move (from an rvalue: each iteration first copies a
//              prototype, the same for every side, then converts the copy)
// Every conversion is a non-inline function in its own translation unit (generated
// <case>_lib.cpp / <case>_hand.cpp), so the loop cannot be folded into the caller.

#include "scalars_types.hpp"
#include "strings_types.hpp"

#include <benchmark/benchmark.h>

#include <utility>

namespace {

template <class Make, class Convert>
void from_copy(benchmark::State& state, Make make, Convert convert) {
    const auto source = make();
    for (auto _ : state) {
        auto result = convert(source);
        benchmark::DoNotOptimize(result);
        benchmark::ClobberMemory();
    }
}

template <class Make, class Convert>
void from_move(benchmark::State& state, Make make, Convert convert) {
    const auto prototype = make();
    for (auto _ : state) {
        auto source = prototype;
        auto result = convert(std::move(source));
        benchmark::DoNotOptimize(result);
        benchmark::ClobberMemory();
    }
}

template <class Make>
void copy_only(benchmark::State& state, Make make) {
    const auto prototype = make();
    for (auto _ : state) {
        auto source = prototype;
        benchmark::DoNotOptimize(source);
        benchmark::ClobberMemory();
    }
}

// One case: every side x direction x source, plus the cost of copying a source alone (what
// the move benchmarks spend before converting).
#define VERSIONED_BENCH_CASE(ns)                                                                    \
    BENCHMARK_CAPTURE(from_copy, ns / library / up / copy, ns::lib_sample_first,                   \
                      [](const auto& x) { return ns::lib_up(x); });                                 \
    BENCHMARK_CAPTURE(from_copy, ns / hand_direct / up / copy, ns::hand_sample_first,              \
                      [](const auto& x) { return ns::hand_up(x); });                                \
    BENCHMARK_CAPTURE(from_copy, ns / hand_chain / up / copy, ns::hand_sample_first,               \
                      [](const auto& x) { return ns::hand_chain_up(x); });                          \
    BENCHMARK_CAPTURE(from_copy, ns / library / down / copy, ns::lib_sample_last,                  \
                      [](const auto& x) { return ns::lib_down(x); });                               \
    BENCHMARK_CAPTURE(from_copy, ns / hand_direct / down / copy, ns::hand_sample_last,             \
                      [](const auto& x) { return ns::hand_down(x); });                              \
    BENCHMARK_CAPTURE(from_copy, ns / hand_chain / down / copy, ns::hand_sample_last,              \
                      [](const auto& x) { return ns::hand_chain_down(x); });                        \
    BENCHMARK_CAPTURE(from_move, ns / library / up / move, ns::lib_sample_first,                   \
                      [](auto&& x) { return ns::lib_up(std::move(x)); });                           \
    BENCHMARK_CAPTURE(from_move, ns / hand_direct / up / move, ns::hand_sample_first,              \
                      [](auto&& x) { return ns::hand_up(std::move(x)); });                          \
    BENCHMARK_CAPTURE(from_move, ns / hand_chain / up / move, ns::hand_sample_first,               \
                      [](auto&& x) { return ns::hand_chain_up(std::move(x)); });                    \
    BENCHMARK_CAPTURE(from_move, ns / library / down / move, ns::lib_sample_last,                  \
                      [](auto&& x) { return ns::lib_down(std::move(x)); });                         \
    BENCHMARK_CAPTURE(from_move, ns / hand_direct / down / move, ns::hand_sample_last,             \
                      [](auto&& x) { return ns::hand_down(std::move(x)); });                        \
    BENCHMARK_CAPTURE(from_move, ns / hand_chain / down / move, ns::hand_sample_last,              \
                      [](auto&& x) { return ns::hand_chain_down(std::move(x)); });                  \
    BENCHMARK_CAPTURE(copy_only, ns / source_copy_only / up / move, ns::hand_sample_first);         \
    BENCHMARK_CAPTURE(copy_only, ns / source_copy_only / down / move, ns::hand_sample_last)

VERSIONED_BENCH_CASE(rt_scalars);
VERSIONED_BENCH_CASE(rt_strings);

} // namespace

BENCHMARK_MAIN();
