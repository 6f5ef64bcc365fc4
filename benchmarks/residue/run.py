#!/usr/bin/env python3
# Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
"""Runs the residue benchmark under callgrind and prints a Markdown table (benchmarks/RESULTS.md,
"Lossless round trips"). Builds benchmarks/ with g++ and clang++ in build/bench-residue-{gcc,clang}.

  benchmarks/residue/run.py [--k 200] [--compilers g++,clang++]

Instructions per round trip (last -> first -> last) = the instructions collected in
versioned_bench_measured over K calls, divided by K (LD_BIND_NOW=1: no lazy binding counted).
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def build(cxx, name):
    d = os.path.join(ROOT, "build", f"bench-residue-{name}")
    subprocess.run(["cmake", "-S", ROOT, "-B", d, "-G", "Ninja", f"-DCMAKE_CXX_COMPILER={cxx}",
                    "-DCMAKE_BUILD_TYPE=Release", "-DVERSIONED_BUILD_TESTS=OFF", "-DVERSIONED_BUILD_EXAMPLES=OFF",
                    "-DVERSIONED_BUILD_BENCHMARKS=ON", "-DVERSIONED_INSTALL=OFF"], check=True, stdout=subprocess.DEVNULL)
    subprocess.run(["cmake", "--build", d, "--target", "versioned_bench_residue", "-j2"], check=True,
                   stdout=subprocess.DEVNULL)
    return os.path.join(d, "benchmarks", "residue", "versioned_bench_residue")


def instructions(exe, table, side, k):
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "cg.out")
        env = dict(os.environ, LD_BIND_NOW="1")
        subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}",
                        "--toggle-collect=*versioned_bench_measured*", exe, table, side, str(k)],
                       check=True, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        text = open(out).read()
        m = re.search(r"^(?:summary|totals): (\d+)", text, re.M)
        return int(m.group(1)) / k


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--k", type=int, default=200)
    p.add_argument("--compilers", default="g++,clang++")
    a = p.parse_args()
    rows = []
    sizes = None
    for cxx in a.compilers.split(","):
        exe = build(cxx, "clang" if "clang" in cxx else "gcc")
        if sizes is None:
            sizes = subprocess.run([exe, "sizes"], check=True, capture_output=True, text=True).stdout
        for table in ("lossless", "mixed"):
            plain = instructions(exe, table, "plain", a.k)
            residue = instructions(exe, table, "residue", a.k)
            rows.append((cxx, table, plain, residue))
    print("| compiler | table | without residue | with residue | **ratio** |")
    print("|---|---|---|---|---|")
    for cxx, table, plain, residue in rows:
        print(f"| {cxx} | {table} | {plain:.0f} | {residue:.0f} | **{residue / plain:.2f}** |")
    print()
    print("| table | converted to | entries | JSON bytes |")
    print("|---|---|---|---|")
    for line in sizes.strip().splitlines():
        table, version, entries, size = line.split("\t")
        print(f"| {table} | {version} | {entries} | {size} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
