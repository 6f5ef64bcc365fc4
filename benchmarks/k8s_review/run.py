#!/usr/bin/env python3
# Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
"""Runs the ConversionReview benchmark with g++ and clang++ (-O2): time (interleaved rounds,
medians) and callgrind instructions per review for convert_review and for Boost.JSON's
parse + serialize of the same body; prints a Markdown table for benchmarks/RESULTS.md.

  benchmarks/k8s_review/run.py [--k 20] [--compilers g++,clang++]
"""

import argparse
import os
import re
import subprocess
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def build(cxx, name):
    d = os.path.join(ROOT, "build", f"bench-review-{name}")
    subprocess.run(["cmake", "-S", ROOT, "-B", d, "-G", "Ninja", f"-DCMAKE_CXX_COMPILER={cxx}",
                    "-DCMAKE_BUILD_TYPE=Release", "-DVERSIONED_BUILD_TESTS=OFF", "-DVERSIONED_BUILD_EXAMPLES=OFF",
                    "-DVERSIONED_BUILD_BENCHMARKS=ON", "-DVERSIONED_INSTALL=OFF"], check=True, stdout=subprocess.DEVNULL)
    subprocess.run(["cmake", "--build", d, "--target", "versioned_bench_review", "-j2"], check=True,
                   stdout=subprocess.DEVNULL)
    return os.path.join(d, "benchmarks", "k8s_review", "versioned_bench_review")


def instructions(exe, side, k):
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "cg.out")
        env = dict(os.environ, LD_BIND_NOW="1")
        subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}",
                        f"--toggle-collect=versioned_bench_measured_{side}", exe, side, str(k)],
                       check=True, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        m = re.search(r"^(?:summary|totals): (\d+)", open(out).read(), re.M)
        return int(m.group(1)) / k


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--k", type=int, default=20)
    p.add_argument("--compilers", default="g++,clang++")
    a = p.parse_args()
    rows = []
    for cxx in a.compilers.split(","):
        exe = build(cxx, "clang" if "clang" in cxx else "gcc")
        timing = subprocess.run([exe], check=True, capture_output=True, text=True).stdout
        tv = float(re.search(r"convert_review\s+([\d.]+)", timing).group(1))
        tb = float(re.search(r"parse\+serialize\s+([\d.]+)", timing).group(1))
        size = re.search(r"body (\d+) bytes", timing).group(1)
        iv = instructions(exe, "versioned", a.k)
        ib = instructions(exe, "boost", a.k)
        rows.append((cxx, size, tv, tb, iv, ib))
    print("| compiler | body | convert_review µs | Boost.JSON parse+serialize µs | **time ratio** | "
          "convert_review instr. | parse+serialize instr. | **instr. ratio** |")
    print("|---|---|---|---|---|---|---|---|")
    for cxx, size, tv, tb, iv, ib in rows:
        print(f"| {cxx} | {size} B | {tv:.1f} | {tb:.1f} | **{tv / tb:.2f}×** | {iv / 1e6:.2f} M | {ib / 1e6:.2f} M | "
              f"**{iv / ib:.2f}×** |")


if __name__ == "__main__":
    main()
