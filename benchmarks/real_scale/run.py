#!/usr/bin/env python3
# Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
"""The real-scale compile-time benchmark (issue 37): lib.cpp and hand.cpp at every feature level,
with g++ and clang++ at -O0 and -O2, CPU time (user + sys) and peak RSS from /usr/bin/time.

  run.py [--levels 1,2,...] [--compilers g++,clang++] [--opts=-O0,-O2] [--runs N]
         [--out DIR] [--no-hand] [--markdown FILE]
  run.py --split [--compilers ...] [--opts ...] [--runs N]

--split measures the split build of docs/split.md instead: split_user.cpp (a file that uses the
kind's objects: conversions, JSON, review, CRD) alone, the same file with the kind declared
extern (BENCH_EXTERN, split_api.hpp), and split_instantiate.cpp, which then compiles the work.

Steps: generate.py writes the hand-written headers into the build directory (and checks that
the committed tree.hpp is its output); lib.cpp is built at level 4 with BENCH_DUMP and run, and
what it prints (every version's schemas and the CRD) becomes hand_literals.hpp, so that both
sides hold the same texts; then every (level, compiler, level of optimization) compiles the
library and the hand-written TU alternately, runs times each, and the medians go to a table.
The machine is shared: CPU time, not wall time, and medians of repeated runs.
"""

import argparse
import csv
import datetime
import os
import platform
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
LEVELS = {1: "structs", 2: "+ conversions", 3: "+ both schemas", 4: "+ CRD", 5: "+ JSON read/write",
          6: "+ convert_review", 7: "+ residue"}
FLAGS = ["-std=c++20", "-Wall", "-Wextra", "-Wpedantic", "-Werror", "-Wshadow"]


def sh(cmd, **kw):
    return subprocess.run(cmd, check=True, text=True, capture_output=True, **kw)


def include_flags(gen):
    return [f"-I{os.path.join(ROOT, 'include')}", f"-I{HERE}", f"-I{gen}"]


def prepare(build, literals=True):
    """Generated headers and (literals) the hand-written literals, in build/gen."""
    gen = os.path.join(build, "gen")
    os.makedirs(gen, exist_ok=True)
    sh([sys.executable, os.path.join(HERE, "generate.py"), "--out-dir", gen])
    with open(os.path.join(gen, "tree.hpp"), encoding="utf-8") as a, \
            open(os.path.join(HERE, "tree.hpp"), encoding="utf-8") as b:
        if a.read() != b.read():
            sys.exit("benchmarks/real_scale/tree.hpp is not generate.py's output: regenerate it")
    if not literals:  # the split build compiles only the library's side
        return gen
    dump = os.path.join(build, "dump")
    sh(["g++", "-O1", *FLAGS, *include_flags(gen), "-DBENCH_LEVEL=4", "-DBENCH_DUMP",
        os.path.join(HERE, "lib.cpp"), "-o", dump])
    texts = os.path.join(build, "texts")
    os.makedirs(texts, exist_ok=True)
    sh([dump, texts])
    out = ["// Written by benchmarks/real_scale/run.py from what lib.cpp (BENCH_DUMP) printed.\n",
           "#ifndef BENCH_REAL_SCALE_HAND_LITERALS_HPP\n#define BENCH_REAL_SCALE_HAND_LITERALS_HPP\n\n",
           "#include <cstddef>\n#include <string>\n\nnamespace hw {\n\n",
           "// Literals of at most ~16 KB (C++ guarantees 65536 characters per literal), joined at run time.\n",
           "template <std::size_t N>\nstd::string literal(const char* const (&parts)[N]) {\n"
           "    std::string out;\n    for (const char* p : parts) out += p;\n    return out;\n}\n\n"]
    for name in sorted(os.listdir(texts)):
        with open(os.path.join(texts, name), encoding="utf-8") as f:
            text = f.read()
        chunks = [text[i:i + 16000] for i in range(0, len(text), 16000)] or [""]
        delim = "lit"
        while any(f"){delim}\"" in c for c in chunks):
            delim += "_"
        parts = ",\n    ".join(f'R"{delim}({c}){delim}"' for c in chunks)
        out.append(f"inline constexpr const char* {name}[] = {{\n    {parts}}};\n\n")
    out.append("} // namespace hw\n\n#endif\n")
    with open(os.path.join(gen, "hand_literals.hpp"), "w", encoding="utf-8") as f:
        f.write("".join(out))
    return gen


SPLIT_FILES = {"one file": ("split_user.cpp", []), "extern": ("split_user.cpp", ["-DBENCH_EXTERN"]),
               "instantiate": ("split_instantiate.cpp", ["-DBENCH_EXTERN"])}


def compile_once(compiler, opt, level, side, gen, obj):
    if side in SPLIT_FILES:
        src, defines = SPLIT_FILES[side]
        src = os.path.join(HERE, src)
    else:
        src = os.path.join(HERE, "lib.cpp" if side == "lib" else "hand.cpp")
        defines = [f"-DBENCH_LEVEL={level}"]
    cmd = ["/usr/bin/time", "-f", "%e %U %S %M", compiler, opt, *FLAGS, *include_flags(gen),
           *defines, "-c", src, "-o", obj]
    r = subprocess.run(cmd, text=True, capture_output=True)
    last = r.stderr.strip().splitlines()[-1]
    if r.returncode != 0:
        print(r.stderr[-3000:], file=sys.stderr)
        return None
    wall, user, sys_, rss = last.split()
    return float(wall), float(user) + float(sys_), int(rss) / 1024


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--levels", default="1,2,3,4,5,6,7")
    p.add_argument("--compilers", default="g++,clang++")
    p.add_argument("--opts", default="-O0,-O2")
    p.add_argument("--runs", type=int, default=2)
    p.add_argument("--out", default=os.path.join(ROOT, "benchmarks", "results", "real_scale"))
    p.add_argument("--build", default=os.path.join(ROOT, "build", "real_scale"))
    p.add_argument("--no-hand", action="store_true", help="compile the library side only")
    p.add_argument("--split", action="store_true", help="the split build of docs/split.md instead of the levels")
    args = p.parse_args(argv)
    levels = [0] if args.split else [int(x) for x in args.levels.split(",")]
    os.makedirs(args.out, exist_ok=True)
    os.makedirs(args.build, exist_ok=True)
    start = datetime.datetime.now(datetime.timezone.utc)
    gen = prepare(args.build, literals=not args.split)
    commit = sh(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"]).stdout.strip()
    dirty = sh(["git", "-C", ROOT, "status", "--porcelain", "include", "benchmarks/real_scale"]).stdout.strip()
    raw = []
    obj = os.path.join(args.build, "tu.o")
    loads = [os.getloadavg()[0]]
    for opt in args.opts.split(","):
        for compiler in args.compilers.split(","):
            for level in levels:
                for run in range(args.runs):
                    sides = list(SPLIT_FILES) if args.split else ["lib"] if args.no_hand else ["lib", "hand"]
                    if run % 2 == 1:
                        sides.reverse()
                    for side in sides:
                        r = compile_once(compiler, opt, level, side, gen, obj)
                        loads.append(os.getloadavg()[0])
                        if r is None:
                            print(f"FAILED {compiler} {opt} level {level} {side}", file=sys.stderr)
                            continue
                        raw.append(dict(compiler=compiler, opt=opt, level=level, side=side, run=run,
                                        wall=r[0], cpu=r[1], rss=r[2]))
                        print(f"{compiler} {opt} {'' if args.split else f'L{level} '}{side}: {r[1]:.1f} s CPU, "
                              f"{r[2]:.0f} MB", flush=True)
    with open(os.path.join(args.out, "raw.csv"), "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(raw[0].keys()))
        w.writeheader()
        w.writerows(raw)
    md = (split_table if args.split else table)(raw, levels, args, commit, dirty, start, loads)
    with open(os.path.join(args.out, "real_scale.md"), "w", encoding="utf-8") as f:
        f.write(md)
    print(md)


def median_cell(raw, compiler, opt, level, side):
    xs = [r for r in raw if (r["compiler"], r["opt"], r["level"], r["side"]) == (compiler, opt, level, side)]
    if not xs:
        return None
    return statistics.median(r["cpu"] for r in xs), statistics.median(r["rss"] for r in xs)


def heading(args, commit, dirty, start, loads, what):
    elapsed = (datetime.datetime.now(datetime.timezone.utc) - start).total_seconds()
    versions = {c: sh([c, "--version"]).stdout.splitlines()[0] for c in args.compilers.split(",")}
    command = "--split" if args.split else f"--levels {args.levels}"
    out = [f"Measured {start:%Y-%m-%d %H:%M} UTC on {platform.node() and 'the shared 2-core machine'}, "
           f"load average {min(loads):.1f}–{max(loads):.1f} (mean {statistics.mean(loads):.1f}); "
           f"library at {commit}{' (with uncommitted changes)' if dirty else ''}. Command: "
           f"`benchmarks/real_scale/run.py {command} --compilers {args.compilers} "
           f"--opts={args.opts} --runs {args.runs}` ({elapsed:.0f} s). CPU time (user + sys, s) and peak RSS (MB), "
           f"median of {args.runs} run(s); {what}.\n\n"]
    return out + [f"- `{c}`: {v}\n" for c, v in versions.items()]


def split_table(raw, levels, args, commit, dirty, start, loads):
    out = heading(args, commit, dirty, start, loads, "split_user.cpp alone, then with the kind extern beside "
                  "split_instantiate.cpp")
    out.append("\n| compiler | file using the kind, alone | the same file, kind extern | split_instantiate.cpp |\n"
               "|---|---|---|---|\n")
    for opt in args.opts.split(","):
        for compiler in args.compilers.split(","):
            cells = [median_cell(raw, compiler, opt, 0, side) for side in SPLIT_FILES]
            out.append(f"| {compiler} {opt} | " + " | ".join(f"{c[0]:.1f} ({c[1]:.0f})" if c else "—" for c in cells)
                       + " |\n")
    return "".join(out)


def table(raw, levels, args, commit, dirty, start, loads):
    out = heading(args, commit, dirty, start, loads, "each level adds its feature to the levels above it")
    for opt in args.opts.split(","):
        for compiler in args.compilers.split(","):
            out.append(f"\n#### {compiler} {opt}: library vs hand-written, CPU s (peak MB)\n\n"
                       "| level | library | hand-written | library / hand-written | library: this level's cost |\n"
                       "|---|---|---|---|---|\n")
            prev = None
            for level in levels:
                lib = median_cell(raw, compiler, opt, level, "lib")
                hand = median_cell(raw, compiler, opt, level, "hand")
                if lib is None:
                    continue
                ratio = f"{lib[0] / hand[0]:.2f}×" if hand else "—"
                hand_s = f"{hand[0]:.1f} ({hand[1]:.0f})" if hand else "—"
                delta = f"+{lib[0] - prev[0]:.1f} s, +{lib[1] - prev[1]:.0f} MB" if prev else "—"
                out.append(f"| {level} {LEVELS[level]} | {lib[0]:.1f} ({lib[1]:.0f}) | {hand_s} | {ratio} | {delta} |\n")
                prev = lib
    return "".join(out)


if __name__ == "__main__":
    main()
