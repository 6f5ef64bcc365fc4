#!/usr/bin/env python3
# Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
"""The reader's cost of constraints: builds benchmarks/constraints with g++ and clang++ (Release,
-O2) and counts, under callgrind, the instructions of N reads with check_constraints on and off
(minus a run of 0 reads: the program's start). Prints a Markdown table for benchmarks/RESULTS.md.

  benchmarks/constraints/run.py [--reads 2000] [--compilers g++,clang++]
"""

import argparse
import os
import re
import subprocess
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def build(cxx, name):
    d = os.path.join(ROOT, "build", f"bench-constraints-{name}")
    subprocess.run(["cmake", "-S", ROOT, "-B", d, "-G", "Ninja", f"-DCMAKE_CXX_COMPILER={cxx}",
                    "-DCMAKE_BUILD_TYPE=Release", "-DVERSIONED_BUILD_TESTS=OFF", "-DVERSIONED_BUILD_EXAMPLES=OFF",
                    "-DVERSIONED_BUILD_BENCHMARKS=ON", "-DVERSIONED_INSTALL=OFF"], check=True, stdout=subprocess.DEVNULL)
    subprocess.run(["cmake", "--build", d, "--target", "versioned_bench_constraints", "-j2"], check=True,
                   stdout=subprocess.DEVNULL)
    return os.path.join(d, "benchmarks", "constraints", "versioned_bench_constraints")


def instructions(exe, mode, reads):
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "cg.out")
        r = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", exe, mode, str(reads)],
                           check=True, capture_output=True, text=True)
        return int(re.search(r"Collected : (\d+)", r.stderr).group(1))


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--reads", type=int, default=2000)
    p.add_argument("--compilers", default="g++,clang++")
    a = p.parse_args()
    print("| compiler | check_constraints off | on | on / off |")
    print("|---|---|---|---|")
    for cxx in a.compilers.split(","):
        exe = build(cxx, cxx.replace("+", "x"))
        base = {m: instructions(exe, m, 0) for m in ("on", "off")}
        per = {m: (instructions(exe, m, a.reads) - base[m]) / a.reads for m in ("on", "off")}
        print(f"| {cxx} | {per['off']:,.0f} instructions per read | {per['on']:,.0f} | {per['on'] / per['off']:.2f} |")


if __name__ == "__main__":
    main()
