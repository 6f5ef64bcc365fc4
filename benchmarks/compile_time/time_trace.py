#!/usr/bin/env python3
# Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
"""Where the compile time of a library TU goes: compiles the F x V library TU (default 50 x 10)
with clang++ -ftime-trace, and the hand-written TU for comparison, and summarizes the traces:
the compiler's phases, the template instantiations and constant evaluations that take the most
time, grouped by template (arguments stripped).

  time_trace.py [-F 50] [-V 10] [--opt -O2] [--out benchmarks/results]
writes OUT/time_trace.md, and the raw traces (for chrome://tracing or speedscope) to
build/time_trace/time_trace_<side>.json.
"""

import argparse
import collections
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, HERE)
import generate  # noqa: E402
import run  # noqa: E402

DETAIL_EVENTS = ("InstantiateClass", "InstantiateFunction", "ParseClass", "ParseTemplate", "DebugType",
                 "EvaluateAsConstantExpr", "EvaluateAsRValue", "EvaluateAsInitializer", "CodeGen Function",
                 "OptFunction", "RunPass", "Source", "PerformPendingInstantiations", "ParseDeclarationOrFunctionDefinition")


def strip_args(name):
    """versioned::detail::field_value<A, B<C>>(...) -> versioned::detail::field_value<...>"""
    out, depth = [], 0
    for ch in name:
        if ch == "<":
            if depth == 0:
                out.append("<…>")
            depth += 1
        elif ch == ">":
            depth = max(0, depth - 1)
        elif depth == 0:
            out.append(ch)
    return re.sub(r"\s+", " ", "".join(out)).strip()


def trace(cxx, opt, src, inc, work, side):
    obj = os.path.join(work, f"{side}.o")
    cmd = [cxx, "-std=c++20", opt, "-ftime-trace", "-ftime-trace-granularity=50", "-I", inc, "-c", src, "-o", obj]
    subprocess.run(cmd, check=True)
    with open(os.path.join(work, f"{side}.json"), encoding="utf-8") as fh:
        return json.load(fh)


def summarize(events):
    totals = {}
    by_template = collections.defaultdict(lambda: collections.defaultdict(lambda: [0.0, 0]))
    for e in events:
        name = e.get("name", "")
        if name.startswith("Total "):
            totals[name[6:]] = e.get("dur", 0) / 1000.0  # ms
        elif e.get("ph") == "X" and name in DETAIL_EVENTS:
            detail = e.get("args", {}).get("detail", "")
            if name == "Source":
                key = re.sub(r"^.*/include/c\+\+/\d+/", "", detail)
                key = re.sub(r"^.*/include/versioned/", "versioned/", key)
            else:
                key = strip_args(detail)
            acc = by_template[name][key]
            acc[0] += e.get("dur", 0) / 1000.0
            acc[1] += 1
    return totals, by_template


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("-F", "--fields", type=int, default=50)
    p.add_argument("-V", "--versions", type=int, default=10)
    p.add_argument("--opt", default="-O2")
    p.add_argument("--cxx", default="clang++")
    p.add_argument("--top", type=int, default=12)
    p.add_argument("--schemas", choices=("auto", "off"), default="auto",
                   help="auto: with the schema functions when <versioned/schema.hpp> exists (as the sweep)")
    p.add_argument("--name", default="time_trace", help="output file stem under --out")
    p.add_argument("--library-rev", metavar="REV", help="the headers of git revision REV (default: the work tree)")
    p.add_argument("--trace-dir", default=os.path.join(ROOT, "build", "time_trace"),
                   help="where the raw traces go (large; kept out of benchmarks/results)")
    p.add_argument("--out", default=os.path.join(ROOT, "benchmarks", "results"))
    a = p.parse_args(argv)
    if not shutil.which(a.cxx):
        sys.exit(f"time_trace.py: {a.cxx} not found")
    os.makedirs(a.out, exist_ok=True)
    work = tempfile.mkdtemp(prefix="versioned-tt-")
    head, dirty, digest = run.snapshot_headers(work, a.library_rev)  # copies include/ to work/include
    inc = os.path.join(work, "include")
    schemas = a.schemas == "auto" and os.path.exists(os.path.join(inc, "versioned", "schema.hpp"))
    results = {}
    for side in ("library", "handwritten"):
        src = os.path.join(work, f"{side}.cpp")
        generate.main(["-F", str(a.fields), "-V", str(a.versions), "--side", side, "-o", src]
                      + (["--schemas"] if schemas else []))
        data = trace(a.cxx, a.opt, src, inc, work, side)
        os.makedirs(a.trace_dir, exist_ok=True)
        shutil.copy(os.path.join(work, f"{side}.json"), os.path.join(a.trace_dir, f"{a.name}_{side}.json"))
        results[side] = summarize(data["traceEvents"])
    shutil.rmtree(work, ignore_errors=True)

    version = subprocess.run([a.cxx, "--version"], capture_output=True, text=True).stdout.splitlines()[0]
    out = [f"`{a.cxx} -std=c++20 {a.opt} -ftime-trace` on the {a.fields} × {a.versions} TUs of the sweep "
           f"(schemas {'on' if schemas else 'off'}; {version}; library {head}"
           f"{' with uncommitted changes' if dirty else ''}, headers snapshot {digest}); times in ms of one "
           "compile (a single, noisy run: read the shares, not the absolute numbers).\n\n"]
    lt, ht = results["library"][0], results["handwritten"][0]
    phases = ("ExecuteCompiler", "Frontend", "Source", "ParseClass", "ParseTemplate", "InstantiateClass",
              "InstantiateFunction", "PerformPendingInstantiations", "CodeGen Function", "DebugType", "Backend",
              "Optimizer", "CodeGenPasses", "InlinerPass", "InstCombinePass", "SROAPass", "GVNPass")
    keys = [k for k in phases if k in lt or k in ht]
    out.append("| phase (clang's \"Total …\" events; nested, so they overlap) | library (ms) | hand-written (ms) |\n"
               "|---|---|---|\n")
    for k in keys:
        if True:
            out.append(f"| {k} | {lt.get(k, 0):.0f} | {ht.get(k, 0):.0f} |\n")
    out.append("\n")
    lib_detail = results["library"][1]
    for kind in ("InstantiateFunction", "InstantiateClass", "EvaluateAsConstantExpr", "EvaluateAsInitializer",
                 "CodeGen Function", "OptFunction", "Source"):
        rows = sorted(lib_detail.get(kind, {}).items(), key=lambda kv: -kv[1][0])[:a.top]
        if not rows:
            continue
        total = sum(v[0] for v in lib_detail[kind].values())
        out.append(f"**Library TU, `{kind}` (events of ≥ 50 ms and their parents; {total:.0f} ms in all, "
                   f"nested events counted in each parent), by template:**\n\n| template (arguments stripped) | ms | "
                   f"count |\n|---|---|---|\n")
        for name, (ms, n) in rows:
            out.append(f"| `{name[:140]}` | {ms:.0f} | {n} |\n")
        out.append("\n")
    text = "".join(out)
    with open(os.path.join(a.out, f"{a.name}.md"), "w", encoding="utf-8") as fh:
        fh.write(text)
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
