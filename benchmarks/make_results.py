#!/usr/bin/env python3
# Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
"""Writes the generated sections of benchmarks/RESULTS.md from benchmarks/results/: every block
between "<!-- begin: NAME -->" and "<!-- end: NAME -->" is replaced by results/NAME.md (the
machine block is computed here); everything outside the markers (the analysis) is kept.
"""

import datetime
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
RESULTS = os.path.join(HERE, "results")
TARGET = os.path.join(HERE, "RESULTS.md")

SKELETON = """# Benchmark results

Regenerate everything with `benchmarks/run_all.sh`.

## Machine

<!-- begin: machine -->
<!-- end: machine -->

## Compile time

<!-- begin: compile_time -->
<!-- end: compile_time -->

![compile time against F × V](results/compile_time.svg)

### Where the library's compile time goes

<!-- begin: time_trace -->
<!-- end: time_trace -->

## Run time

<!-- begin: runtime -->
<!-- end: runtime -->
"""


def first_line(cmd):
    try:
        return subprocess.run(cmd, capture_output=True, text=True, check=False).stdout.splitlines()[0]
    except (OSError, IndexError):
        return "?"


def machine_block():
    meta = {}
    path = os.path.join(RESULTS, "compile_time.json")
    if os.path.exists(path):
        with open(path, encoding="utf-8") as fh:
            meta = json.load(fh)["meta"]
    m = meta.get("machine", {})
    lines = [
        f"- Compile-time sweep: {meta.get('date', '?')}, {meta.get('elapsed_s', '?')} s. Tables regenerated "
        f"{datetime.datetime.now(datetime.timezone.utc).strftime('%Y-%m-%d %H:%M UTC')}.",
        f"- CPU: {m.get('nproc', os.cpu_count())} × {m.get('model', '?')}; memory {m.get('memory', '?')}; "
        f"Linux {m.get('kernel', '?')}.",
        f"- Load average during the sweep: {m.get('loadavg_start', [float('nan')])[0]:.2f} at the start, "
        f"{m.get('loadavg_end', [float('nan')])[0]:.2f} at the end, {meta.get('loadavg_mean', float('nan')):.1f} "
        "on average (other engineers' builds share the 2 cores: library and "
        "hand-written compiles of a cell are interleaved so that this noise hits both, and ratios come from one "
        "interleaved run; CPU time (user + sys) is given beside wall time because it is less inflated by "
        "waiting for a core).",
    ]
    for cxx, ver in meta.get("compilers", {"g++": first_line(["g++", "--version"]),
                                           "clang++": first_line(["clang++", "--version"])}).items():
        lines.append(f"- `{cxx}`: {ver}")
    lines.append(f"- Google Benchmark: Debian libbenchmark-dev "
                 f"{first_line(['dpkg-query', '-W', '-f=${Version}', 'libbenchmark-dev'])}; "
                 f"{first_line(['valgrind', '--version'])}; chart: SVG written by compile_time/plot.py.")
    lib = meta.get("library", {})
    if lib:
        lines.append(f"- Library: commit {lib.get('git_head')}"
                     f"{' plus uncommitted changes in include/ (the library was being worked on)' if lib.get('include_modified') else ''}"
                     f"; the sweep compiled a snapshot of include/ (sha256 {lib.get('snapshot_sha256')}…) taken at "
                     "its start.")
    return "\n".join(lines) + "\n"


def main():
    text = open(TARGET, encoding="utf-8").read() if os.path.exists(TARGET) else SKELETON
    blocks = {"machine": machine_block()}
    sources = {"compile_time": "compile_time.md", "cell_50x10": os.path.join("cell_50x10", "compile_time.md"),
               "no_schemas": os.path.join("no_schemas", "compile_time.md"),
               "time_trace": "time_trace.md", "time_trace_no_schemas": "time_trace_no_schemas.md",
               "runtime": "runtime.md", "json": "json.md",
               "json_compile_time": os.path.join("json_compile_time", "compile_time.md"),
               "crd_compile_time": os.path.join("crd_compile_time", "compile_time.md")}
    for name, rel in sources.items():
        path = os.path.join(RESULTS, rel)
        if os.path.exists(path):
            with open(path, encoding="utf-8") as fh:
                blocks[name] = fh.read()
    for name, body in blocks.items():
        pattern = re.compile(rf"(<!-- begin: {name} -->\n).*?(<!-- end: {name} -->)", re.S)
        if not pattern.search(text):
            print(f"make_results.py: no '{name}' markers in RESULTS.md, section skipped", file=sys.stderr)
            continue
        text = pattern.sub(lambda m: m.group(1) + body.rstrip("\n") + "\n" + m.group(2), text)
    with open(TARGET, "w", encoding="utf-8") as fh:
        fh.write(text)
    print(f"make_results.py: wrote {TARGET}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
