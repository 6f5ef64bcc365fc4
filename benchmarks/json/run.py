#!/usr/bin/env python3
# Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
"""Runs the JSON benchmark of versioned (benchmarks/json/bench.cpp) for each compiler:

  1. configures and builds benchmarks/ alone (tests and examples off) in BUILD_ROOT/bench-json-<cc>
     and builds versioned_bench_json (compiled at -O2 whatever the build type), with glaze when
     its headers are given (--glaze-gcc / --glaze-clang: nothing of glaze is in the repository;
     fetch it into a directory of your own, e.g. glaze 2.9.5 for g++ 12 and 2.5.1 for clang++ 14);
  2. runs it once: validation and the strictness table, then --rounds interleaved rounds of every
     case (thread CPU time, medians), JSON to OUT/json_<cc>.json;
  3. counts the instructions of each operation with valgrind --tool=callgrind, collecting only
     inside versioned_bench_measured (--toggle-collect);
  4. lists the functions with the most instructions (self cost) in versioned's read_into and
     write of the glaze object, for the analysis.

Writes OUT/json.md (RESULTS.md embeds it) and OUT/json.csv.

  run.py [--compilers g++ clang++] [--glaze-gcc DIR] [--glaze-clang DIR] [--rounds 31] [--sample-ms 2]
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
DOCUMENTS = {
    "perf": "the object of glaze's README benchmark",
    "perf_array": "an array of 1000 such objects",
    "kube": "a Kubernetes-shaped object",
}
LIBRARIES = ("versioned", "glaze", "simdjson", "simdjson_generic", "rapidjson", "boost_json", "nlohmann")
LABEL = {
    "versioned": "versioned::json",
    "glaze": "glaze",
    "boost_json": "Boost.JSON (typed route)",
    "nlohmann": "nlohmann/json",
    "rapidjson": "RapidJSON",
    "simdjson": "simdjson On-Demand, AVX2",
    "simdjson_generic": "simdjson On-Demand, fallback kernel",
    "struct_copy": "(no JSON: copy of the value)",
}
OPS = ("read", "read_into", "write")
K = {"perf": 200, "kube": 50, "perf_array": 1}  # operations per callgrind run
TARGET = 1.05  # read_into and write: at least this times glaze's MB/s; read: at least glaze's


def run(cmd, **kw):
    print("+ " + " ".join(cmd), flush=True)
    return subprocess.run(cmd, check=True, **kw)


def tag_of(cxx):
    return "gcc" if "g++" in cxx and "clang" not in cxx else "clang"


def build(cxx, build_root, glaze_dir):
    tag = tag_of(cxx)
    bdir = os.path.join(build_root, f"bench-json-{tag}")
    gen = ["-G", "Ninja"] if shutil.which("ninja") else []
    run(["cmake", "-S", ROOT, "-B", bdir, *gen, f"-DCMAKE_CXX_COMPILER={cxx}", "-DCMAKE_BUILD_TYPE=Release",
         "-DVERSIONED_BUILD_TESTS=OFF", "-DVERSIONED_BUILD_EXAMPLES=OFF", "-DVERSIONED_BUILD_BENCHMARKS=ON",
         "-DVERSIONED_INSTALL=OFF", f"-DGLAZE_INCLUDE_DIR={glaze_dir or ''}"], stdout=subprocess.DEVNULL)
    run(["cmake", "--build", bdir, "--target", "versioned_bench_json", "-j", "2"], stdout=subprocess.DEVNULL)
    return tag, os.path.join(bdir, "benchmarks", "json", "versioned_bench_json")


def callgrind(exe, doc, library, op, outdir):
    outfile = os.path.join(outdir, f"callgrind.{doc}.{library}.{op}.out")
    p = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={outfile}",
                        "--toggle-collect=*versioned_bench_measured*", exe, "--callgrind", doc, library, op,
                        str(K[doc])],
                       capture_output=True, text=True, check=True,
                       env={**os.environ, "LD_BIND_NOW": "1"})  # no lazy symbol binding inside the count
    m = re.search(r"Collected : (\d+)", p.stderr)
    if not m:
        raise RuntimeError(p.stderr)
    return int(m.group(1)) / K[doc], outfile


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
            name = re.sub(r"versioned::detail::json_io::", "", name)
            if len(name) > 90:
                name = name[:90] + "…"
            out.append((int(m.group(1).replace(",", "")) / k, float(m.group(2)), name))
    return out[:limit]


def glaze_version(path):
    m = re.search(r"v?(\d+\.\d+\.\d+)", path or "")
    return m.group(1) if m else "?"


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--compilers", nargs="+", default=["g++", "clang++"])
    p.add_argument("--glaze-gcc", help="glaze's include directory for g++ (e.g. glaze 2.9.5)")
    p.add_argument("--glaze-clang", help="glaze's include directory for clang++ (e.g. glaze 2.5.1)")
    p.add_argument("--build-root", default=os.path.join(ROOT, "build"))
    p.add_argument("--out", default=os.path.join(ROOT, "benchmarks", "results"))
    p.add_argument("--rounds", type=int, default=31)
    p.add_argument("--sample-ms", default="2")
    p.add_argument("--no-callgrind", action="store_true")
    a = p.parse_args(argv)
    os.makedirs(a.out, exist_ok=True)

    results, counts, hot, versions, glaze = {}, {}, {}, {}, {}
    for cxx in a.compilers:
        glaze_dir = a.glaze_gcc if tag_of(cxx) == "gcc" else a.glaze_clang
        tag, exe = build(cxx, a.build_root, glaze_dir)
        versions[cxx] = subprocess.run([cxx, "--version"], capture_output=True, text=True).stdout.splitlines()[0]
        glaze[cxx] = glaze_version(glaze_dir) if glaze_dir else None
        out_json = os.path.join(a.out, f"json_{tag}.json")
        run([exe, "--rounds", str(a.rounds), "--sample-ms", a.sample_ms, "--json", out_json])
        with open(out_json, encoding="utf-8") as fh:
            results[cxx] = json.load(fh)
        if a.no_callgrind:
            continue
        cgdir = os.path.join(os.path.dirname(exe), "callgrind")
        os.makedirs(cgdir, exist_ok=True)
        for c in results[cxx]["cases"]:
            ir, outfile = callgrind(exe, c["document"], c["library"], c["op"], cgdir)
            counts[(cxx, c["document"], c["library"], c["op"])] = ir
            if c["library"] == "versioned" and c["document"] == "perf" and c["op"] in ("read_into", "write"):
                hot[(cxx, c["op"])] = hot_functions(outfile, K["perf"])
            print(f"{cxx} {c['document']} {c['library']} {c['op']}: {ir:.0f} instructions", flush=True)

    with open(os.path.join(a.out, "json.csv"), "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["compiler", "document", "bytes", "library", "op", "median_ns", "p25_ns", "p75_ns", "mb_per_s",
                    "instructions"])
        for cxx, r in results.items():
            for c in r["cases"]:
                ir = counts.get((cxx, c["document"], c["library"], c["op"]))
                w.writerow([cxx, c["document"], c["bytes"], c["library"], c["op"], c["median_ns"], c["p25_ns"],
                            c["p75_ns"], c["mb_per_s"], f"{ir:.0f}" if ir else ""])
    md = markdown(a, results, counts, hot, versions, glaze)
    with open(os.path.join(a.out, "json.md"), "w", encoding="utf-8") as fh:
        fh.write(md)
    print(md)
    return 0


def targets(results, glaze):
    """Rows of the targets table: versioned against glaze, per compiler, document and operation."""
    rows = []
    for cxx, r in results.items():
        if not glaze.get(cxx):
            continue
        by = {(c["document"], c["library"], c["op"]): c for c in r["cases"]}
        for doc in DOCUMENTS:
            for op in OPS:
                v, g = by.get((doc, "versioned", op)), by.get((doc, "glaze", op))
                if not v or not g:
                    continue
                bar = 1.0 if op == "read" else TARGET
                ratio = v["mb_per_s"] / g["mb_per_s"]
                rows.append((cxx, doc, op, v["mb_per_s"], g["mb_per_s"], ratio, bar))
    return rows


def markdown(a, results, counts, hot, versions, glaze):
    head = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    dirty = subprocess.run(["git", "-C", ROOT, "status", "--porcelain", "--", "include", "benchmarks/json"],
                           capture_output=True, text=True).stdout.strip()
    any_r = next(iter(results.values()))
    sizes = {c["document"]: c["bytes"] for c in any_r["cases"]}
    out = [f"Library and benchmark: the work tree at {head}{' with uncommitted changes' if dirty else ''}. Measured "
           f"{datetime.datetime.now(datetime.timezone.utc).strftime('%Y-%m-%d %H:%M UTC')}; command: "
           f"`benchmarks/json/run.py {' '.join(sys.argv[1:])}`; load average {os.getloadavg()[0]:.2f} at the end. "
           f"One process per compiler, {any_r['rounds']} interleaved rounds of ~{a.sample_ms} ms of thread CPU time "
           "per case; median ns per operation; MB/s = the document's bytes (as versioned writes it, the same for "
           "every library) / time. Instructions: callgrind, per operation. Every operation is compiled at -O2. "
           "Documents: " + "; ".join(f"`{d}`, {DOCUMENTS[d]} ({sizes.get(d, '?')} bytes)" for d in DOCUMENTS) +
           ".\n\n"]
    for cxx, v in versions.items():
        out.append(f"- `{cxx}`: {v}; glaze {glaze.get(cxx) or 'not built'}\n")
    rows = targets(results, glaze)
    if rows:
        out.append("\n#### Against glaze (versioned MB/s / glaze MB/s; targets: read ≥ 1×, read_into and write "
                   f"≥ {TARGET}×)\n\n| compiler | document | op | versioned MB/s | glaze MB/s | ratio | met |\n"
                   "|---|---|---|---|---|---|---|\n")
        for cxx, doc, op, v, g, ratio, bar in rows:
            out.append(f"| {cxx} | {doc} | {op} | {v:.0f} | {g:.0f} | **{ratio:.2f}×** | "
                       f"{'yes' if ratio >= bar else '**no**'} |\n")
    for cxx, r in results.items():
        by = {(c["document"], c["library"], c["op"]): c for c in r["cases"]}
        for doc in DOCUMENTS:
            out.append(f"\n#### {cxx}, `{doc}` ({sizes.get(doc, '?')} bytes): MB/s (ns; instructions)\n\n"
                       "| library | read | read_into | write |\n|---|---|---|---|\n")
            for lib in LIBRARIES + ("struct_copy",):
                cells = []
                for op in OPS + (("copy",) if lib == "struct_copy" else ()):
                    c = by.get((doc, lib, op))
                    if not c:
                        if op != "copy" and lib != "struct_copy":
                            cells.append("–")
                        continue
                    ir = counts.get((cxx, doc, lib, op))
                    cells.append(f"{c['mb_per_s']:.0f} ({c['median_ns']:.0f} ns" +
                                 (f"; {ir:.0f}" if ir else "") + ")")
                if lib == "struct_copy":
                    cells = ["–", "–", "–"] if not cells else [cells[0] + " copy", "–", "–"]
                if any(cell != "–" for cell in cells):
                    out.append(f"| {LABEL[lib]} | " + " | ".join(cells) + " |\n")
    out.append("\n#### Strictness: the 17 malformed variants of the glaze object (fresh read)\n\n"
               "| compiler | library | rejected | accepted |\n|---|---|---|---|\n")
    for cxx, r in results.items():
        for s in r.get("strictness", []):
            out.append(f"| {cxx} | {LABEL.get(s['library'], s['library'])} | {s['rejected']} of {s['of']} | "
                       f"{s['accepted'] or '–'} |\n")
    notes = sorted({n for r in results.values() for n in r.get("notes", [])})
    if notes:
        out.append("\nValidation notes (read_into over another document's value, then compared): " +
                   "; ".join(notes) + ".\n")
    if hot:
        out.append("\n#### Where versioned's instructions go on `perf` (callgrind self cost per operation)\n\n")
        for (cxx, op), funcs in hot.items():
            out.append(f"- {cxx}, {op}: " + "; ".join(f"`{n}` {ir:.0f} ({pct:.0f}%)" for ir, pct, n in funcs) + "\n")
    out.append("\n")
    return "".join(out)


if __name__ == "__main__":
    sys.exit(main())
