#!/usr/bin/env python3
# Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
"""Runs the JSON benchmark of versioned (benchmarks/json/bench.cpp) for each compiler:

  1. configures and builds benchmarks/ alone (tests and examples off) in BUILD_ROOT/bench-json-<cc>
     and builds versioned_bench_json (compiled at -O2 whatever the build type);
  2. runs it once: validation, then --rounds interleaved rounds of every case (thread CPU time,
     medians), JSON to OUT/json_<cc>.json;
  3. counts the instructions of each operation with valgrind --tool=callgrind, collecting only
     inside versioned_bench_measured (--toggle-collect), K operations per run;
  4. lists the functions with the most instructions (self cost) in versioned's read and write,
     for the analysis.

Writes OUT/json.md (RESULTS.md embeds it), OUT/json.csv and OUT/json_callgrind.csv.

  run.py [--compilers g++ clang++] [--rounds 41] [--sample-ms 2] [--k 200]
"""

import argparse
import csv
import datetime
import json
import os
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
READERS = ("versioned", "boost_json", "nlohmann", "rapidjson", "simdjson", "simdjson_generic")
WRITERS = ("versioned", "boost_json", "nlohmann", "rapidjson")
LABEL = {
    "versioned": "versioned::json (`read<T>` / `write`)",
    "boost_json": "Boost.JSON typed route (`parse` + `value_to` / `value_from` + `serialize`)",
    "nlohmann": "nlohmann/json (`parse` + `get<T>` / `json(x).dump()`)",
    "rapidjson": "RapidJSON (`Document::Parse` + extraction / `Writer`)",
    "simdjson": "simdjson On-Demand, `-march=haswell` (AVX2 kernel)",
    "simdjson_generic": "simdjson On-Demand, default flags (fallback kernel)",
    "struct_copy": "(no JSON: copy + destruction of the struct)",
}
BARS = {"read": 3.0, "write": 3.5}


def run(cmd, **kw):
    print("+ " + " ".join(cmd), flush=True)
    return subprocess.run(cmd, check=True, **kw)


def build(cxx, build_root):
    tag = "gcc" if "g++" in cxx and "clang" not in cxx else "clang"
    bdir = os.path.join(build_root, f"bench-json-{tag}")
    gen = ["-G", "Ninja"] if shutil.which("ninja") else []
    run(["cmake", "-S", ROOT, "-B", bdir, *gen, f"-DCMAKE_CXX_COMPILER={cxx}", "-DCMAKE_BUILD_TYPE=Release",
         "-DVERSIONED_BUILD_TESTS=OFF", "-DVERSIONED_BUILD_EXAMPLES=OFF", "-DVERSIONED_BUILD_BENCHMARKS=ON",
         "-DVERSIONED_INSTALL=OFF"], stdout=subprocess.DEVNULL)
    run(["cmake", "--build", bdir, "--target", "versioned_bench_json", "-j", "2"], stdout=subprocess.DEVNULL)
    return tag, os.path.join(bdir, "benchmarks", "json", "versioned_bench_json")


def callgrind(exe, library, op, k, outdir):
    outfile = os.path.join(outdir, f"callgrind.{library}.{op}.out")
    p = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={outfile}",
                        "--toggle-collect=*versioned_bench_measured*", exe, "--callgrind", library, op, str(k)],
                       capture_output=True, text=True, check=True,
                       env={**os.environ, "LD_BIND_NOW": "1"})  # no lazy symbol binding inside the count
    m = re.search(r"Collected : (\d+)", p.stderr)
    if not m:
        raise RuntimeError(p.stderr)
    return int(m.group(1)) / k, outfile


def hot_functions(outfile, k, limit=6):
    p = subprocess.run(["callgrind_annotate", "--inclusive=no", outfile], capture_output=True, text=True, check=False)
    out = []
    for line in p.stdout.splitlines():
        m = re.match(r"\s*([\d,]+)\s+\(\s*([\d.]+)%\)\s+(.*)$", line)
        if m and "PROGRAM TOTALS" not in line:
            name = re.sub(r"\s*\[[^\]]*\]\s*$", "", m.group(3))
            name = re.sub(r"^[^:]*?:(?=[\w~])", "", name, count=1) if ":" in name.split("(")[0] else name
            name = re.sub(r"std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >",
                          "std::string", name)
            name = re.sub(r"std::basic_string_view<char, std::char_traits<char> >", "std::string_view", name)
            if len(name) > 110:
                name = name[:110] + "…"
            out.append((int(m.group(1).replace(",", "")) / k, float(m.group(2)), name))
    return out[:limit]


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--compilers", nargs="+", default=["g++", "clang++"])
    p.add_argument("--build-root", default=os.path.join(ROOT, "build"))
    p.add_argument("--out", default=os.path.join(ROOT, "benchmarks", "results"))
    p.add_argument("--rounds", type=int, default=41)
    p.add_argument("--sample-ms", default="2")
    p.add_argument("--k", type=int, default=200, help="operations per callgrind run")
    a = p.parse_args(argv)
    os.makedirs(a.out, exist_ok=True)

    results, counts, hot, versions = {}, {}, {}, {}
    for cxx in a.compilers:
        tag, exe = build(cxx, a.build_root)
        versions[cxx] = subprocess.run([cxx, "--version"], capture_output=True, text=True).stdout.splitlines()[0]
        out_json = os.path.join(a.out, f"json_{tag}.json")
        run([exe, "--rounds", str(a.rounds), "--sample-ms", a.sample_ms, "--json", out_json])
        with open(out_json, encoding="utf-8") as fh:
            results[cxx] = json.load(fh)
        cgdir = os.path.join(os.path.dirname(exe), "callgrind")
        os.makedirs(cgdir, exist_ok=True)
        for op, libs in (("read", READERS), ("write", WRITERS), ("copy", ("struct_copy",))):
            for lib in libs:
                ir, outfile = callgrind(exe, lib, op, a.k, cgdir)
                counts[(cxx, lib, op)] = ir
                if lib == "versioned":
                    hot[(cxx, op)] = hot_functions(outfile, a.k)
                print(f"{cxx} {lib} {op}: {ir:.0f} instructions", flush=True)

    with open(os.path.join(a.out, "json.csv"), "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["compiler", "library", "op", "median_ns", "p25_ns", "p75_ns", "mb_per_s", "vs_boost_json",
                    "instructions", "instructions_vs_boost_json"])
        for cxx, r in results.items():
            for c in r["cases"]:
                ir = counts.get((cxx, c["library"], c["op"]))
                base = counts.get((cxx, "boost_json", "read" if c["op"] == "copy" else c["op"]))
                w.writerow([cxx, c["library"], c["op"], c["median_ns"], c["p25_ns"], c["p75_ns"], c["mb_per_s"],
                            c["vs_boost_json"], f"{ir:.0f}" if ir else "", f"{base / ir:.3f}" if ir and base else ""])
    md = markdown(a, results, counts, hot, versions)
    with open(os.path.join(a.out, "json.md"), "w", encoding="utf-8") as fh:
        fh.write(md)
    print(md)
    return 0


def markdown(a, results, counts, hot, versions):
    head = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    dirty = subprocess.run(["git", "-C", ROOT, "status", "--porcelain", "--", "include", "benchmarks/json"],
                           capture_output=True, text=True).stdout.strip()
    any_r = next(iter(results.values()))
    out = [f"Library and benchmark: the work tree at {head}{' with uncommitted changes' if dirty else ''}. Measured "
           f"{datetime.datetime.now(datetime.timezone.utc).strftime('%Y-%m-%d %H:%M UTC')}; command: "
           f"`benchmarks/json/run.py {' '.join(sys.argv[1:])}`; load average {os.getloadavg()[0]:.2f} at the end. "
           f"Document: {any_r['document_bytes']} bytes of compact JSON (MB/s = those bytes / time, for every "
           f"library). One process per compiler, {any_r['rounds']} interleaved rounds of ~{a.sample_ms} ms of "
           "thread CPU time per case; median (p25–p75) ns per operation. Instructions: callgrind, per operation, "
           f"{a.k} operations per run. Every operation is compiled at -O2.\n\n"]
    for cxx, v in versions.items():
        out.append(f"- `{cxx}`: {v}\n")
    out.append("\n#### Against the bars (versioned / Boost.JSON typed route)\n\n"
               "| compiler | operation | time ratio (bar) | instruction ratio | met |\n|---|---|---|---|---|\n")
    for cxx, r in results.items():
        by = {(c["library"], c["op"]): c for c in r["cases"]}
        for op, bar in BARS.items():
            t = by[("versioned", op)]["vs_boost_json"]
            ir = counts[(cxx, "boost_json", op)] / counts[(cxx, "versioned", op)]
            out.append(f"| {cxx} | {op} | **{t:.2f}×** (≥ {bar}×) | {ir:.2f}× | {'yes' if t >= bar else '**no**'} |\n")
    for cxx, r in results.items():
        out.append(f"\n#### {cxx}\n\n| library | op | ns (p25–p75) | MB/s | time vs Boost.JSON | instructions | "
                   "instructions vs Boost.JSON |\n|---|---|---|---|---|---|---|\n")
        for c in r["cases"]:
            ir = counts.get((cxx, c["library"], c["op"]))
            base = counts.get((cxx, "boost_json", "read" if c["op"] == "copy" else c["op"]))
            out.append(f"| {LABEL.get(c['library'], c['library'])} | {c['op']} | {c['median_ns']:.0f} "
                       f"({c['p25_ns']:.0f}–{c['p75_ns']:.0f}) | {c['mb_per_s']:.0f} | {c['vs_boost_json']:.2f}× | "
                       f"{ir:.0f} | {base / ir:.2f}× |\n")
    out.append("\n#### Where versioned's instructions go (callgrind self cost per operation)\n\n")
    for (cxx, op), funcs in hot.items():
        out.append(f"- {cxx}, {op}: " + "; ".join(f"`{n}` {ir:.0f} ({pct:.0f}%)" for ir, pct, n in funcs) + "\n")
    out.append("\n")
    return "".join(out)


if __name__ == "__main__":
    sys.exit(main())
