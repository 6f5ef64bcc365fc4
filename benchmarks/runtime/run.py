#!/usr/bin/env python3
# Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
"""Runs the run-time benchmarks of versioned for each compiler:

  1. configures and builds benchmarks/ alone (tests and examples off) in BUILD_ROOT/bench-<cc>,
     timing the build (the benchmark targets are compiled at -O2 whatever the build type);
  2. runs the Google Benchmark program (median of --repetitions), JSON to
     OUT/runtime_<cc>.json;
  3. counts the instructions of each conversion with valgrind --tool=callgrind, collecting only
     inside the conversion function (--toggle-collect), K conversions per run; the ratio
     library / hand-written direct conversion is the target (<= 1.10, goal 1.00);
  4. lists what the library's conversions left as out-of-line functions (callgrind's per-function
     costs, and the symbols of the object file), for the analysis.

Writes OUT/runtime.md, OUT/runtime.csv and OUT/callgrind.csv.

  run.py [--compilers g++ clang++] [--k 1000] [--repetitions 5] [--skip-gbench]
"""

import argparse
import csv
import datetime
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
CASES = ("scalars", "strings")
SIDES = ("lib", "hand", "hand_chain")
SIDE_LABEL = {"lib": "library (convert chain)", "hand": "hand-written direct", "hand_chain": "hand-written chain"}


def run(cmd, **kw):
    print("+ " + " ".join(cmd), flush=True)
    return subprocess.run(cmd, check=True, **kw)


def build(cxx, build_root):
    tag = "gcc" if "g++" in cxx and "clang" not in cxx else "clang"
    bdir = os.path.join(build_root, f"bench-{tag}")
    gen = ["-G", "Ninja"] if shutil.which("ninja") else []
    run(["cmake", "-S", ROOT, "-B", bdir, *gen, f"-DCMAKE_CXX_COMPILER={cxx}", "-DCMAKE_BUILD_TYPE=Release",
         "-DVERSIONED_BUILD_TESTS=OFF", "-DVERSIONED_BUILD_EXAMPLES=OFF", "-DVERSIONED_BUILD_BENCHMARKS=ON",
         "-DVERSIONED_INSTALL=OFF"], stdout=subprocess.DEVNULL)
    run(["cmake", "--build", bdir, "--target", "clean"], stdout=subprocess.DEVNULL)
    t0 = time.time()
    cpu0 = os.times()
    run(["cmake", "--build", bdir, "-j", "2"], stdout=subprocess.DEVNULL)
    cpu1 = os.times()
    wall = time.time() - t0
    cpu = (cpu1.children_user - cpu0.children_user) + (cpu1.children_system - cpu0.children_system)
    return tag, os.path.join(bdir, "benchmarks", "runtime"), wall, cpu


def gbench(exe, out_json, repetitions, min_time):
    run([exe, f"--benchmark_repetitions={repetitions}", "--benchmark_report_aggregates_only=true",
         f"--benchmark_min_time={min_time}", "--benchmark_format=json", f"--benchmark_out={out_json}",
         "--benchmark_out_format=json"], stdout=subprocess.DEVNULL)
    with open(out_json, encoding="utf-8") as fh:
        data = json.load(fh)
    rows = {}
    for b in data["benchmarks"]:
        if b.get("aggregate_name") != "median":
            continue
        # "from_copy/rt_scalars / library / up / copy_median"
        name = b["run_name"].split("/", 1)[1]
        parts = [x.strip() for x in name.split("/")]
        case, side, direction, source = parts[0].replace("rt_", ""), parts[1], parts[2], parts[3]
        rows[(case, side, direction, source)] = (b["real_time"], b["cpu_time"])
    return rows, data.get("context", {})


def callgrind(exe, case, side, direction, source, k, outdir):
    fn = "*versioned_bench_measured*"
    outfile = os.path.join(outdir, f"callgrind.{case}.{side}.{direction}.{source}.out")
    p = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={outfile}", f"--toggle-collect={fn}",
                        exe, side, direction, source, str(k)], capture_output=True, text=True, check=True,
                       env={**os.environ, "LD_BIND_NOW": "1"})  # no lazy symbol binding inside the count
    m = re.search(r"Collected : (\d+)", p.stderr)
    if not m:
        raise RuntimeError(p.stderr)
    return int(m.group(1)) / k, outfile


def out_of_line(outfile, limit=8):
    """Functions (other than the collected entry point) that cost instructions in a run: what
    the compiler did not inline."""
    p = subprocess.run(["callgrind_annotate", "--inclusive=no", outfile], capture_output=True, text=True, check=False)
    funcs = []
    for line in p.stdout.splitlines():
        m = re.match(r"\s*([\d,]+)\s+\([\s\d.]+%\)\s+(.*)$", line)
        if m and "PROGRAM TOTALS" not in line:
            ir = int(m.group(1).replace(",", ""))
            name = m.group(2)
            name = re.sub(r"\s*\[[^\]]*\]\s*$", "", name)  # the binary
            name = re.sub(r"^[^:]*?:(?=[\w~])", "", name, count=1) if ":" in name.split("(")[0] else name
            funcs.append((ir, name))
    return funcs[:limit]


def mangled_prefix(name):
    """_ZN9versioned6detail5buildI... -> versioned::detail::build<…> (names too long for the
    demangler stay mangled in callgrind and nm)."""
    if not name.startswith("_ZN"):
        return name
    parts, rest = [], name[3:]
    while rest and rest[0].isdigit():
        n = int(re.match(r"\d+", rest).group(0))
        rest = rest[len(str(n)):]
        parts.append(rest[:n])
        rest = rest[n:]
    return "::".join(parts) + ("<…>" if rest.startswith("I") else "")


def shorten(name, n=150):
    if name.startswith("_Z"):
        name = mangled_prefix(name)
    name = re.sub(r"rt_(scalars|strings)::", "", name)
    name = re.sub(r"^auto \(anonymous namespace\)::versioned_bench_measured<.*", "versioned_bench_measured<…>(…)", name)
    return name if len(name) <= n else name[:n] + "…"


def symbols(obj):
    """Out-of-line functions of the library namespace in an object file: (size, demangled name)."""
    p = subprocess.run(["nm", "-C", "--size-sort", "-S", obj], capture_output=True, text=True, check=False)
    out = []
    for line in p.stdout.splitlines():
        parts = line.split(None, 3)
        if len(parts) == 4 and parts[2] in "TtWw" and (
                "versioned::" in parts[3] or "_ZN9versioned" in parts[3] or "lib_" in parts[3]):
            out.append((int(parts[1], 16), parts[3]))
    return out


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--compilers", nargs="+", default=["g++", "clang++"])
    p.add_argument("--build-root", default=os.path.join(ROOT, "build"))
    p.add_argument("--out", default=os.path.join(ROOT, "benchmarks", "results"))
    p.add_argument("--k", type=int, default=1000, help="conversions per callgrind run")
    p.add_argument("--repetitions", type=int, default=5)
    p.add_argument("--min-time", default="0.2")
    p.add_argument("--skip-gbench", action="store_true")
    a = p.parse_args(argv)
    os.makedirs(a.out, exist_ok=True)

    builds, gb, cg, cg_funcs, syms, contexts = [], {}, [], {}, {}, {}
    for cxx in a.compilers:
        tag, bdir, wall, cpu = build(cxx, a.build_root)
        version = subprocess.run([cxx, "--version"], capture_output=True, text=True).stdout.splitlines()[0]
        builds.append((cxx, version, wall, cpu))
        exe = os.path.join(bdir, "versioned_bench_runtime")
        if not a.skip_gbench and os.path.exists(exe):
            gb[cxx], contexts[cxx] = gbench(exe, os.path.join(a.out, f"runtime_{tag}.json"), a.repetitions, a.min_time)
        cgdir = os.path.join(bdir, "callgrind")
        os.makedirs(cgdir, exist_ok=True)
        for case in CASES:
            driver = os.path.join(bdir, f"versioned_bench_callgrind_{case}")
            for direction in ("up", "down"):
                for source in ("copy", "move"):
                    counts = {}
                    for side in SIDES:
                        counts[side], outfile = callgrind(driver, case, side, direction, source, a.k, cgdir)
                        if side == "lib":
                            cg_funcs[(cxx, case, direction, source)] = out_of_line(outfile)
                    cg.append({"compiler": cxx, "case": case, "direction": direction, "source": source,
                               **{f"{s}_ir": counts[s] for s in SIDES},
                               "ratio": counts["lib"] / counts["hand"],
                               "chain_ratio": counts["hand_chain"] / counts["hand"]})
                    print(f"{cxx} {case} {direction} {source}: lib {counts['lib']:.0f}, hand {counts['hand']:.0f}, "
                          f"hand chain {counts['hand_chain']:.0f} instructions; ratio {cg[-1]['ratio']:.2f}", flush=True)
            obj = os.path.join(bdir, "CMakeFiles", f"versioned_bench_{case}.dir", "generated", f"{case}_lib.cpp.o")
            syms[(cxx, case)] = symbols(obj)

    with open(os.path.join(a.out, "callgrind.csv"), "w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=list(cg[0].keys()))
        w.writeheader()
        for r in cg:
            w.writerow({k: (f"{v:.3f}" if isinstance(v, float) else v) for k, v in r.items()})
    if gb:
        with open(os.path.join(a.out, "runtime.csv"), "w", newline="", encoding="utf-8") as fh:
            w = csv.writer(fh)
            w.writerow(["compiler", "case", "side", "direction", "source", "real_ns_median", "cpu_ns_median"])
            for cxx, rows in gb.items():
                for (case, side, direction, source), (real, cpu) in sorted(rows.items()):
                    w.writerow([cxx, case, side, direction, source, f"{real:.2f}", f"{cpu:.2f}"])

    md = markdown(a, builds, gb, contexts, cg, cg_funcs, syms)
    with open(os.path.join(a.out, "runtime.md"), "w", encoding="utf-8") as fh:
        fh.write(md)
    print(md)
    return 0


def markdown(a, builds, gb, contexts, cg, cg_funcs, syms):
    head = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    dirty = subprocess.run(["git", "-C", ROOT, "status", "--porcelain", "--", "include"], capture_output=True,
                           text=True).stdout.strip()
    out = [f"Library: the work tree at {head}{' with uncommitted changes in include/' if dirty else ''}. "
           f"Measured {datetime.datetime.now(datetime.timezone.utc).strftime('%Y-%m-%d %H:%M UTC')}; command: "
           f"`benchmarks/runtime/run.py {' '.join(sys.argv[1:])}`; load average {os.getloadavg()[0]:.2f} at the end. "
           "Struct: 50 fields × 10 versions (generate.py), conversions first → last (`up`, 9 upgrade steps) and "
           "last → first (`down`), each a non-inline function compiled at -O2.\n\n"]
    out.append("| compiler | version | build of benchmarks/ alone, -j2 (wall / CPU) |\n|---|---|---|\n")
    for cxx, version, wall, cpu in builds:
        out.append(f"| {cxx} | {version} | {wall:.0f} s / {cpu:.0f} s |\n")
    out.append("\n#### Instructions per conversion (callgrind; stable under load)\n\n"
               "Ratio = library / hand-written direct conversion (target ≤ 1.10, goal 1.00). The hand-written "
               "chain (its adjacent steps composed) is shown for reference.\n\n"
               "| compiler | case | direction | source | library | hand-written direct | hand-written chain | "
               "**ratio** | chain / direct |\n|---|---|---|---|---|---|---|---|---|\n")
    for r in cg:
        met = "" if r["ratio"] <= 1.10 else " ✗"
        out.append(f"| {r['compiler']} | {r['case']} | {r['direction']} | {r['source']} | {r['lib_ir']:.0f} | "
                   f"{r['hand_ir']:.0f} | {r['hand_chain_ir']:.0f} | **{r['ratio']:.2f}**{met} | "
                   f"{r['chain_ratio']:.2f} |\n")
    out.append("\n")
    for cxx, rows in gb.items():
        ctx = contexts.get(cxx, {})
        out.append(f"#### Google Benchmark, {cxx} (median of {a.repetitions} repetitions; ns per conversion, "
                   f"wall / CPU; {ctx.get('num_cpus', '?')} CPUs, library build type "
                   f"{ctx.get('library_build_type', '?')}; noisy — prefer the instruction counts)\n\n"
                   "| case | direction | source | library | hand-written direct | hand-written chain | ratio (CPU) |\n"
                   "|---|---|---|---|---|---|---|\n")
        for case in CASES:
            for direction in ("up", "down"):
                for source in ("copy", "move"):
                    lib = rows.get((case, "library", direction, source))
                    hand = rows.get((case, "hand_direct", direction, source))
                    chain = rows.get((case, "hand_chain", direction, source))
                    if not (lib and hand and chain):
                        continue
                    out.append(f"| {case} | {direction} | {source} | {lib[0]:.0f} / {lib[1]:.0f} | "
                               f"{hand[0]:.0f} / {hand[1]:.0f} | {chain[0]:.0f} / {chain[1]:.0f} | "
                               f"{lib[1] / hand[1]:.2f} |\n")
                    if source == "move":
                        base = rows.get((case, "source_copy_only", direction, "move"))
                        if base:
                            out.append(f"| {case} | {direction} | (copy of the source alone, included in "
                                       f"`move` rows) | | {base[0]:.0f} / {base[1]:.0f} | | |\n")
        out.append("\n")
    out.append("#### What the library's conversions leave out of line\n\n"
               "Functions with the most instructions (self cost) in the library's callgrind runs, per conversion; "
               "anything but `lib_up`/`lib_down`, the measuring wrapper and the allocator would be a step the "
               "compiler did not inline:\n\n")
    for (cxx, case, direction, source), funcs in cg_funcs.items():
        if source != "copy":
            continue
        out.append(f"- {cxx}, {case}, {direction}, copy: " + "; ".join(
            f"`{shorten(n, 110)}` {ir / a.k:.0f}/conversion" for ir, n in funcs[:5]) + "\n")
    out.append("\nOut-of-line functions of the library side in the object file (`nm -C -S`, bytes):\n\n")
    for (cxx, case), ss in syms.items():
        lib_fns = [s for s in ss if "versioned::" in s[1] or "_ZN9versioned" in s[1]]
        total = sum(sz for sz, _ in ss)
        out.append(f"- {cxx}, {case}: {len(lib_fns)} `versioned::` function(s) emitted"
                   + (": " + "; ".join(f"`{shorten(n, 100)}` ({sz} B)" for sz, n in sorted(lib_fns, reverse=True)[:4])
                      if lib_fns else "") + f"; {total} B of code in all\n")
    out.append("\n")
    return "".join(out)


if __name__ == "__main__":
    sys.exit(main())
