#!/usr/bin/env python3
# Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
"""Runs the pattern benchmark (benchmarks/regex) with g++ and clang++ (Release, -O2): search()
of the pattern engine (and search_cache, its lazy DFA kept by the caller) against RE2 on the
same patterns and texts, medians of CPU-time MB/s over repeated runs; prints a Markdown table
for benchmarks/RESULTS.md.

  benchmarks/regex/run.py [--repetitions 5] [--compilers g++,clang++]
"""

import argparse
import json
import os
import subprocess

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def build(cxx, name):
    d = os.path.join(ROOT, "build", f"bench-regex-{name}")
    subprocess.run(["cmake", "-S", ROOT, "-B", d, "-G", "Ninja", f"-DCMAKE_CXX_COMPILER={cxx}",
                    "-DCMAKE_BUILD_TYPE=Release", "-DVERSIONED_BUILD_TESTS=OFF", "-DVERSIONED_BUILD_EXAMPLES=OFF",
                    "-DVERSIONED_BUILD_BENCHMARKS=ON", "-DVERSIONED_INSTALL=OFF"], check=True, stdout=subprocess.DEVNULL)
    subprocess.run(["cmake", "--build", d, "--target", "versioned_bench_regex", "-j2"], check=True,
                   stdout=subprocess.DEVNULL)
    return os.path.join(d, "benchmarks", "regex", "versioned_bench_regex")


def medians(exe, repetitions):
    out = subprocess.run([exe, f"--benchmark_repetitions={repetitions}", "--benchmark_report_aggregates_only=true",
                          "--benchmark_format=json"], check=True, capture_output=True, text=True).stdout
    result = {}
    for b in json.loads(out)["benchmarks"]:
        if b.get("aggregate_name") == "median":
            result[b["run_name"]] = b["bytes_per_second"] / 1e6
    return result


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--repetitions", type=int, default=5)
    p.add_argument("--compilers", default="g++,clang++")
    a = p.parse_args()
    columns = []
    for cxx in a.compilers.split(","):
        columns.append((cxx, medians(build(cxx, "clang" if "clang" in cxx else "gcc"), a.repetitions)))
    cases = sorted({name.split("/")[0] for _, m in columns for name in m}, key=lambda n: list(columns[0][1]).index(n + "/versioned"))
    header = "| pattern, texts | " + " | ".join(f"search ({c}) | search_cache ({c}) | RE2 ({c})" for c, _ in columns) + " |"
    print(header)
    print("|---" * (1 + 3 * len(columns)) + "|")
    for case in cases:
        cells = []
        for _, m in columns:
            cells += [f"{m[case + '/' + side]:.1f}" for side in ("versioned", "versioned_cached", "re2")]
        print(f"| `{case}` | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
