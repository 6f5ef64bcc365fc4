#!/usr/bin/env python3
# Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
"""Where the real-scale TU's compile time goes (issue 37): clang++ -ftime-trace of lib.cpp (or
hand.cpp) at one feature level, summarized by self time -- each event's time minus that of the
events nested in it -- per kind of event and per template (arguments stripped), with counts.

  trace.py [--level 7] [--side lib|hand] [--opt -O0] [--top 15] [--json FILE]

--json reads an existing trace instead of compiling. run.py must have run once (for the
generated headers in build/real_scale/gen).
"""

import argparse
import collections
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(ROOT, "benchmarks", "compile_time"))
from time_trace import strip_args  # noqa: E402  (the synthetic benchmark's: one way to name a template)


def self_times(events):
    """Complete events of the main thread, each with its self time (ms)."""
    evs = sorted((e for e in events if e.get("ph") == "X" and e.get("tid") == events[0].get("tid")),
                 key=lambda e: (e["ts"], -e["dur"]))
    stack, out = [], []
    for e in evs:
        while stack and stack[-1]["ts"] + stack[-1]["dur"] <= e["ts"]:
            stack.pop()
        e["self"] = e["dur"]
        if stack:
            stack[-1]["self"] -= e["dur"]
        stack.append(e)
        out.append(e)
    return out


# The library's parts, by the outermost name of a template (first match wins): what each lever of
# issue 37 could save at most.
COMPONENTS = [
    ("JSON (reader, writer, codecs)", ("json_io", "versioned::json::", "json_codec")),
    ("residue", ("residue",)),
    ("Kubernetes (review, CRD, objects)", ("k8s",)),
    ("schemas (ropes, texts)", ("schema", "rope", "emitted_", "openapi", "field_fragment")),
    ("conversions", ("convert", "upgrade", "downgrade", "conversion")),
    ("the tree's own types (batch::)", ("batch::",)),
    ("standard library", ("std::", "__gnu_cxx::")),
    ("rest of the library (tables, rules, semantics)", ("versioned::",)),
]
TEMPLATE_EVENTS = ("InstantiateFunction", "InstantiateClass", "EvaluateAsInitializer", "EvaluateAsConstantExpr",
                   "EvaluateAsRValue", "CodeGen Function")


def component_of(name):
    outer = strip_args(name)
    for label, keys in COMPONENTS:
        if any(k in outer for k in keys):
            return label
    return "the TU's own functions and the rest"


def by_component(evs):
    """Self time of the template events per part of the library, and of parsing."""
    cells = collections.defaultdict(lambda: [0.0, 0])
    for e in evs:
        detail = e.get("args", {}).get("detail")
        if e["name"] in TEMPLATE_EVENTS and detail:
            cell = cells[component_of(detail)]
        elif e["name"] in ("Source", "ParseClass", "ParseTemplate"):
            cell = cells["parsing (headers, the tree's declarations)"]
        else:
            continue
        cell[0] += e["self"] / 1000
        cell[1] += 1
    lines = ["| part (instantiation, constant evaluation and code generation of its templates; self time) | ms | events |",
             "|---|---|---|"]
    lines += [f"| {k} | {ms:.0f} | {n} |" for k, (ms, n) in sorted(cells.items(), key=lambda kv: -kv[1][0])]
    return lines


def summarize(events, top):
    totals = {e["name"][len("Total "):]: e["dur"] / 1000 for e in events if e["name"].startswith("Total ")}
    evs = self_times([e for e in events if not e["name"].startswith("Total ")])
    by_kind = collections.defaultdict(float)
    by_template = collections.defaultdict(lambda: collections.defaultdict(lambda: [0.0, 0]))
    for e in evs:
        by_kind[e["name"]] += e["self"] / 1000
        detail = e.get("args", {}).get("detail")
        if detail:
            cell = by_template[e["name"]][strip_args(detail)]
            cell[0] += e["self"] / 1000
            cell[1] += 1
    lines = ["| phase (clang's \"Total …\", nested: they overlap) | ms |", "|---|---|"]
    for k in ("ExecuteCompiler", "Frontend", "Source", "ParseClass", "InstantiateClass", "InstantiateFunction",
              "PerformPendingInstantiations", "CodeGen Function", "Backend", "Optimizer", "CodeGenPasses"):
        if k in totals:
            lines.append(f"| {k} | {totals[k]:.0f} |")
    lines += [""] + by_component(evs)
    lines += ["", "| kind of event, self time | ms |", "|---|---|"]
    for k, ms in sorted(by_kind.items(), key=lambda kv: -kv[1])[:12]:
        lines.append(f"| {k} | {ms:.0f} |")
    for kind in ("InstantiateFunction", "InstantiateClass", "EvaluateAsInitializer", "EvaluateAsConstantExpr",
                 "CodeGen Function", "OptFunction", "DebugType"):
        if kind not in by_template:
            continue
        rows = sorted(by_template[kind].items(), key=lambda kv: -kv[1][0])[:top]
        lines += ["", f"**{kind}, self time by template (top {top}):**", "", "| template | ms | events |", "|---|---|---|"]
        lines += [f"| `{name[:140]}` | {ms:.0f} | {n} |" for name, (ms, n) in rows]
    return "\n".join(lines) + "\n"


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--level", type=int, default=7)
    p.add_argument("--side", choices=("lib", "hand"), default="lib")
    p.add_argument("--opt", default="-O0")
    p.add_argument("--top", type=int, default=15)
    p.add_argument("--json", help="an existing trace")
    p.add_argument("--build", default=os.path.join(ROOT, "build", "real_scale"))
    args = p.parse_args(argv)
    path = args.json
    if not path:
        gen = os.path.join(args.build, "gen")
        obj = os.path.join(args.build, f"trace_{args.side}_L{args.level}.o")
        subprocess.run(["clang++", "-std=c++20", args.opt, "-ftime-trace", "-ftime-trace-granularity=20",
                        f"-I{os.path.join(ROOT, 'include')}", f"-I{HERE}", f"-I{gen}", f"-DBENCH_LEVEL={args.level}",
                        "-c", os.path.join(HERE, f"{args.side}.cpp"), "-o", obj], check=True)
        path = obj[:-2] + ".json"
    with open(path, encoding="utf-8") as f:
        events = json.load(f)["traceEvents"]
    sys.stdout.write(summarize(events, args.top))


if __name__ == "__main__":
    main()
