#!/usr/bin/env python3
# Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
"""Compile-time sweep of versioned against hand-written code.

For every cell F fields x V versions, compiler and optimization level, compiles the library TU
and the hand-written TU (generate.py) to an object file, N times each, interleaved (lib, hand,
hand, lib, ...) so that noise from other processes hits both sides alike, and records wall time
and peak RSS from /usr/bin/time. Also measures the cost of including the headers in an otherwise
empty file. Writes, under --out (default benchmarks/results):

  compile_time_raw.csv       one row per compile
  compile_time.csv           per cell: medians, library/hand-written ratios
  headers.csv                header-inclusion costs (medians)
  compile_time.json          everything the tables and the chart are made from
  compile_time.md            the markdown tables (RESULTS.md embeds them)

The library headers are snapshotted (copied) once at the start, so that edits made to
include/ while the sweep runs do not mix library versions; the snapshot's hash is recorded.

  run.py                   the full sweep: F in {10,50,100,200} x V in {2,5,10,20,32}, g++ and
                           clang++, -O0 and -O2, median of 3 runs
  run.py --quick           a subset (F in {10,50,200} x V in {2,10,32}), 1 run each
  run.py --runs-o0 1       fewer runs at -O0 (the -O2 cells keep --runs)
"""

import argparse
import csv
import datetime
import hashlib
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, HERE)
import generate  # noqa: E402

FULL_F = (10, 50, 100, 200)
FULL_V = (2, 5, 10, 20, 32)
QUICK_F = (10, 50, 200)
QUICK_V = (2, 10, 32)
FLAGS = ["-std=c++20", "-Wall", "-Wextra", "-Wpedantic", "-Werror", "-Wshadow"]
TIMEOUT = 600  # seconds per compile


def sh(cmd):
    return subprocess.run(cmd, capture_output=True, text=True, check=False).stdout.strip()


def compiler_version(cxx):
    return sh([cxx, "--version"]).splitlines()[0]


def machine():
    model = ""
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as fh:
            for line in fh:
                if line.startswith("model name"):
                    model = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    mem = ""
    try:
        with open("/proc/meminfo", encoding="utf-8") as fh:
            kb = int(fh.readline().split()[1])
            mem = f"{kb / 1024 / 1024:.1f} GiB"
    except (OSError, ValueError, IndexError):
        pass
    return {"nproc": os.cpu_count(), "model": model, "memory": mem, "kernel": platform.release(),
            "loadavg_start": os.getloadavg()}


def snapshot_headers(dest, rev=None):
    """Copies include/ (of the work tree, or of git revision rev) to dest; returns (git HEAD or
    rev, whether include/ differs from it, hash of the copied headers)."""
    if rev:
        os.makedirs(dest, exist_ok=True)
        archive = subprocess.run(["git", "-C", ROOT, "archive", rev, "include"], capture_output=True, check=True)
        subprocess.run(["tar", "-x", "-C", dest], input=archive.stdout, check=True)
    else:
        shutil.copytree(os.path.join(ROOT, "include"), os.path.join(dest, "include"))
    h = hashlib.sha256()
    for dirpath, _, files in sorted(os.walk(os.path.join(dest, "include"))):
        for f in sorted(files):
            p = os.path.join(dirpath, f)
            h.update(os.path.relpath(p, dest).encode())
            with open(p, "rb") as fh:
                h.update(fh.read())
    if rev:
        return sh(["git", "-C", ROOT, "rev-parse", "--short", rev]), False, h.hexdigest()[:12]
    head = sh(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"])
    dirty = bool(sh(["git", "-C", ROOT, "status", "--porcelain", "--", "include"]))
    return head, dirty, h.hexdigest()[:12]


def timed_compile(cxx, opt, src, inc, obj):
    """Compiles src; returns dict(wall, user, sys, rss_kb, ok)."""
    tfile = obj + ".time"
    cmd = ["/usr/bin/time", "-f", "%e %U %S %M", "-o", tfile, cxx, *FLAGS, opt, "-I", inc, "-c", src, "-o", obj]
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=TIMEOUT, check=False)
        ok = p.returncode == 0
        err = p.stderr if len(p.stderr) < 3000 else p.stderr[:2000] + "\n...\n" + p.stderr[-800:]
    except subprocess.TimeoutExpired:
        return {"wall": float("nan"), "user": float("nan"), "sys": float("nan"), "rss_kb": 0, "ok": False,
                "error": "timeout"}
    with open(tfile, encoding="utf-8") as fh:
        last = fh.read().strip().splitlines()[-1].split()
    wall, user, sys_, rss = float(last[0]), float(last[1]), float(last[2]), int(last[3])
    return {"wall": wall, "user": user, "sys": sys_, "rss_kb": rss, "ok": ok, "error": "" if ok else err}


def median(xs):
    xs = [x for x in xs if x == x]
    return statistics.median(xs) if xs else float("nan")


def fit(points):
    """Least squares t = a + b*x; returns (a, b, r2)."""
    n = len(points)
    if n < 2:
        return float("nan"), float("nan"), float("nan")
    mx = sum(x for x, _ in points) / n
    my = sum(y for _, y in points) / n
    sxx = sum((x - mx) ** 2 for x, _ in points)
    sxy = sum((x - mx) * (y - my) for x, y in points)
    b = sxy / sxx if sxx else float("nan")
    a = my - b * mx
    ss_tot = sum((y - my) ** 2 for _, y in points)
    ss_res = sum((y - a - b * x) ** 2 for x, y in points)
    return a, b, 1 - ss_res / ss_tot if ss_tot else float("nan")


# ---- header inclusion costs ----------------------------------------------------------------------

INCLUDE_RE = re.compile(r'^\s*#\s*include\s*<([^>]+)>', re.M)


def header_closure(inc, roots):
    """(std headers, boost headers) included by the versioned headers reachable from roots."""
    seen, std, boost = set(), set(), set()
    todo = list(roots)
    while todo:
        h = todo.pop()
        if h in seen:
            continue
        seen.add(h)
        with open(os.path.join(inc, h), encoding="utf-8") as fh:
            for name in INCLUDE_RE.findall(fh.read()):
                if name.startswith("versioned/"):
                    todo.append(name)
                elif name.startswith("boost/"):
                    boost.add(name)
                else:
                    std.add(name)
    return sorted(std), sorted(boost)


def header_tus(inc, work):
    umbrella_std, umbrella_boost = header_closure(inc, ["versioned/versioned.hpp"])
    core_std, core_boost = header_closure(inc, ["versioned/struct.hpp", "versioned/convert.hpp"])
    inc_lines = lambda hs: "".join(f"#include <{h}>\n" for h in hs)  # noqa: E731
    tus = [
        ("empty", "an empty file", ""),
        ("std_umbrella", f"the {len(umbrella_std)} standard headers the umbrella uses", inc_lines(umbrella_std)),
        ("std_boost_umbrella", f"those + the {len(umbrella_boost)} Boost headers the umbrella uses",
         inc_lines(umbrella_std + umbrella_boost)),
        ("umbrella", "`<versioned/versioned.hpp>`", "#include <versioned/versioned.hpp>\n"),
        ("std_core", f"the {len(core_std)} standard headers struct.hpp + convert.hpp use"
         + (f" (+{len(core_boost)} Boost)" if core_boost else ""), inc_lines(core_std + core_boost)),
        ("core", "`<versioned/struct.hpp>` + `<versioned/convert.hpp>`",
         "#include <versioned/struct.hpp>\n#include <versioned/convert.hpp>\n"),
    ]
    out = []
    for key, desc, text in tus:
        path = os.path.join(work, f"hdr_{key}.cpp")
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(text)
        out.append((key, desc, path))
    return out, {"umbrella_std": umbrella_std, "umbrella_boost": umbrella_boost, "core_std": core_std,
                 "core_boost": core_boost}


# ---- the sweep -----------------------------------------------------------------------------------

def check_schemas(inc, work, types, f=50, v=10):
    """The hand-written side's schema literals must be the library's texts, or the comparison
    is unfair: compile the library TU with a main that prints every schema, and compare."""
    src = os.path.join(work, "check_schemas.cpp")
    generate.main(["-F", str(f), "-V", str(v), "--side", "library", "--types", types, "--schemas", "-o", src])
    vnames = generate.version_names(v)
    fields = generate.make_fields(f, v, generate.SCALAR_TYPES if types == "scalars" else generate.MIXED_TYPES)
    with open(src, "a", encoding="utf-8") as fh:
        fh.write("#include <cstdio>\nint main() {\n")
        for vn in vnames:
            fh.write(f'    std::printf("%.*s\\n", int(schema_{vn}().size()), schema_{vn}().data());\n')
            fh.write(f'    std::printf("%.*s\\n", int(openapi_{vn}().size()), openapi_{vn}().data());\n')
        fh.write("}\n")
    exe = os.path.join(work, "check_schemas")
    subprocess.run(["g++", "-std=c++20", "-O1", f"-I{inc}", src, "-o", exe], check=True)
    got = subprocess.run([exe], check=True, capture_output=True, text=True).stdout.splitlines()
    want = []
    for i, vn in enumerate(vnames):
        want += [generate.schema_text("Spec", fields, i, vn), generate.schema_text("Spec", fields, i, vn, openapi=True)]
    for g, w in zip(got, want):
        if g != w:
            sys.exit(f"run.py: the hand-written schema differs from the library's:\n  library:      {g}\n  hand-written: {w}")
    if len(got) != len(want):
        sys.exit(f"run.py: {len(got)} schemas printed, {len(want)} expected")
    print(f"schemas: the hand-written literals equal the library's {len(want)} texts ({f} x {v})", flush=True)


def crd_text_of(inc, work, types, f, v):
    """The CRD the library emits for the F x V struct (the hand-written side's literal): the
    library TU compiled with its main and run. Returns the file holding it."""
    src = os.path.join(work, f"crd_main_{f}x{v}.cpp")
    generate.main(["-F", str(f), "-V", str(v), "--side", "library", "--types", types, "--crd", "-o", src])
    exe = os.path.join(work, f"crd_main_{f}x{v}")
    subprocess.run(["g++", "-std=c++20", "-O1", "-DBENCH_CRD_MAIN", f"-I{inc}", src, "-o", exe], check=True)
    out = os.path.join(work, f"crd_{f}x{v}.yaml")
    with open(out, "w", encoding="utf-8") as fh:
        fh.write(subprocess.run([exe], check=True, capture_output=True, text=True).stdout)
    return out


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--quick", action="store_true", help="subset of cells, 1 run")
    p.add_argument("--runs", type=int, default=None, help="runs per compile (default 3; 1 with --quick)")
    p.add_argument("--runs-o0", type=int, default=None, help="runs at -O0 (default: --runs)")
    p.add_argument("--big-fv", type=int, default=None,
                   help="cells with F*V above this get --big-runs runs (time budget for the largest cells)")
    p.add_argument("--big-runs", type=int, default=1)
    p.add_argument("--fields", type=int, nargs="+")
    p.add_argument("--versions", type=int, nargs="+")
    p.add_argument("--compilers", nargs="+", default=["g++", "clang++"])
    p.add_argument("--opts", nargs="+", default=["-O0", "-O2"])
    p.add_argument("--types", choices=("mixed", "scalars"), default="mixed")
    p.add_argument("--schemas", choices=("auto", "on", "off"), default="auto",
                   help="schemas in the TUs: auto = on when include/versioned/schema.hpp exists")
    p.add_argument("--crd", action="store_true",
                   help="CRD TUs (generate.py --crd): the struct, VERSIONED_CRD and crd_yaml against the same CRD "
                        "as a string literal next to hand-written structs; the schemas are off")
    p.add_argument("--json", action="store_true",
                   help="JSON-only TUs (generate.py --json): versioned::json against hand-written Boost.JSON "
                        "tag_invoke; the schemas are off")
    p.add_argument("--no-headers", action="store_true", help="skip the header-inclusion costs")
    p.add_argument("--out", default=os.path.join(ROOT, "benchmarks", "results"))
    p.add_argument("--work", default=None, help="scratch directory (default: a temporary one)")
    p.add_argument("--library-rev", metavar="REV",
                   help="compile the headers of git revision REV instead of the work tree's include/")
    p.add_argument("--remarkdown", action="store_true",
                   help="only rewrite OUT/compile_time.md from OUT/compile_time.json")
    a = p.parse_args(argv)
    if a.remarkdown:
        with open(os.path.join(a.out, "compile_time.json"), encoding="utf-8") as fh:
            data = json.load(fh)
        with open(os.path.join(a.out, "compile_time.md"), "w", encoding="utf-8") as fh:
            fh.write(markdown(data))
        return 0

    runs = a.runs if a.runs is not None else (1 if a.quick else 3)
    runs_o0 = a.runs_o0 if a.runs_o0 is not None else runs
    fields = a.fields or (QUICK_F if a.quick else FULL_F)
    versions = a.versions or (QUICK_V if a.quick else FULL_V)
    for cxx in a.compilers:
        if not shutil.which(cxx):
            sys.exit(f"run.py: {cxx} not found")
    if not os.path.exists("/usr/bin/time"):
        sys.exit("run.py: /usr/bin/time missing (apt-get install -y time)")

    os.makedirs(a.out, exist_ok=True)
    work = a.work or tempfile.mkdtemp(prefix="versioned-ct-")
    os.makedirs(work, exist_ok=True)
    head, dirty, digest = snapshot_headers(work, a.library_rev)
    inc = os.path.join(work, "include")
    has_schema = os.path.exists(os.path.join(inc, "versioned", "schema.hpp"))
    schemas = not a.json and not a.crd and (a.schemas == "on" or (a.schemas == "auto" and has_schema))
    meta = {
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "command": " ".join(["benchmarks/compile_time/run.py", *(argv if argv is not None else sys.argv[1:])]),
        "machine": machine(),
        "compilers": {cxx: compiler_version(cxx) for cxx in a.compilers},
        "flags": FLAGS, "runs": runs, "runs_o0": runs_o0, "quick": a.quick, "types": a.types, "json": a.json, "crd": a.crd,
        "big_fv": a.big_fv, "big_runs": a.big_runs,
        "schemas": schemas, "schema_header": has_schema,
        "library": {"git_head": head, "include_modified": dirty, "snapshot_sha256": digest},
        "fields": list(fields), "versions": list(versions),
    }
    print(f"run.py: library {head}{' (+uncommitted changes in include/)' if dirty else ''}, "
          f"snapshot {digest}; schemas {'on' if schemas else 'off'}; work dir {work}", flush=True)

    if schemas:
        check_schemas(inc, work, a.types)

    raw = []
    raw_path = os.path.join(a.out, "compile_time_raw.csv")
    raw_fh = open(raw_path, "w", newline="", encoding="utf-8")
    raw_w = csv.writer(raw_fh)
    raw_w.writerow(["kind", "compiler", "opt", "fields", "versions", "side", "run", "wall_s", "user_s", "sys_s",
                    "maxrss_kb", "ok", "loadavg1"])

    def record(kind, cxx, opt, f, v, side, r, m):
        row = {"kind": kind, "compiler": cxx, "opt": opt, "fields": f, "versions": v, "side": side, "run": r, **m,
               "load": os.getloadavg()[0]}
        raw.append(row)
        raw_w.writerow([kind, cxx, opt, f, v, side, r, m["wall"], m["user"], m["sys"], m["rss_kb"], int(m["ok"]),
                        f"{row['load']:.2f}"])
        raw_fh.flush()
        if not m["ok"]:
            print(f"  FAILED {kind} {cxx} {opt} {f}x{v} {side}: {m['error'][:1500]}", flush=True)

    start = time.time()
    # header inclusion costs
    headers_info = {}
    if not a.no_headers:
        tus, headers_info = header_tus(inc, work)
        for cxx in a.compilers:
            for r in range(max(runs, 3)):
                order = tus if r % 2 == 0 else list(reversed(tus))
                for key, _, path in order:
                    m = timed_compile(cxx, "-O2", path, inc, os.path.join(work, f"hdr_{key}.o"))
                    record("header", cxx, "-O2", 0, 0, key, r, m)
        headers_info["tus"] = [(k, d) for k, d, _ in tus]
        print(f"headers done ({time.time() - start:.0f} s)", flush=True)

    # the sweep: -O2 first (the targets), then -O0; cells from small to large; both sides of a
    # cell interleaved per run. The tables are rewritten after every pass, so an interrupted
    # sweep still leaves the finished passes.
    cells = [(f, v) for f in fields for v in versions]
    srcs = {}
    for f, v in cells:
        for side in ("library", "handwritten"):
            path = os.path.join(work, f"{side}_{f}x{v}.cpp")
            extra = []
            if a.crd and side == "handwritten":
                extra = ["--crd-text", crd_text_of(inc, work, a.types, f, v)]
            generate.main(["-F", str(f), "-V", str(v), "--side", side, "--types", a.types, "-o", path]
                          + (["--schemas"] if schemas else []) + (["--json"] if a.json else [])
                          + (["--crd"] if a.crd else []) + extra)
            srcs[(f, v, side)] = path
    for opt in sorted(a.opts, key=lambda o: o != "-O2"):
        for f, v in cells:
            for cxx in a.compilers:
                n = runs_o0 if opt == "-O0" else runs
                if a.big_fv is not None and f * v > a.big_fv:
                    n = min(n, a.big_runs)
                for r in range(n):
                    sides = ("library", "handwritten") if r % 2 == 0 else ("handwritten", "library")
                    for side in sides:
                        m = timed_compile(cxx, opt, srcs[(f, v, side)], inc, os.path.join(work, f"{side}_{f}x{v}.o"))
                        record("cell", cxx, opt, f, v, side, r, m)
                key = lambda side: [x for x in raw if x["kind"] == "cell" and (  # noqa: E731
                    x["compiler"], x["opt"], x["fields"], x["versions"], x["side"]) == (cxx, opt, f, v, side)]
                lib, hand = key("library"), key("handwritten")
                lw, hw = median([x["wall"] for x in lib]), median([x["wall"] for x in hand])
                lc, hc = median([x["user"] + x["sys"] for x in lib]), median([x["user"] + x["sys"] for x in hand])
                print(f"{f:>4} x {v:<3} {cxx:8} {opt}: library {lw:6.2f} s ({lc:6.2f} CPU), hand-written "
                      f"{hw:6.2f} s ({hc:6.2f} CPU), ratio {lw / hw:5.2f} wall, {lc / hc:5.2f} CPU  "
                      f"[{time.time() - start:.0f} s, load {os.getloadavg()[0]:.1f}]", flush=True)
        meta["elapsed_s"] = round(time.time() - start)
        meta["machine"]["loadavg_end"] = os.getloadavg()
        summarize(raw, meta, headers_info, a.out, quiet=True)
    raw_fh.close()
    meta["elapsed_s"] = round(time.time() - start)
    meta["machine"]["loadavg_end"] = os.getloadavg()
    summarize(raw, meta, headers_info, a.out)
    if not a.work:
        shutil.rmtree(work, ignore_errors=True)
    return 0


def summarize(raw, meta, headers_info, out, quiet=False):
    def sel(**kw):
        return [x for x in raw if all(x[k] == v for k, v in kw.items())]

    cells = []
    for cxx in meta["compilers"]:
        for opt in ("-O0", "-O2"):
            for f in meta["fields"]:
                for v in meta["versions"]:
                    lib = sel(kind="cell", compiler=cxx, opt=opt, fields=f, versions=v, side="library")
                    hand = sel(kind="cell", compiler=cxx, opt=opt, fields=f, versions=v, side="handwritten")
                    if not lib or not hand:
                        continue
                    lw, hw = median([x["wall"] for x in lib]), median([x["wall"] for x in hand])
                    lc = median([x["user"] + x["sys"] for x in lib])
                    hc = median([x["user"] + x["sys"] for x in hand])
                    lm, hm = median([x["rss_kb"] for x in lib]) / 1024, median([x["rss_kb"] for x in hand]) / 1024
                    cells.append({"compiler": cxx, "opt": opt, "fields": f, "versions": v, "runs": len(lib),
                                  "lib_wall_s": lw, "hand_wall_s": hw, "ratio": lw / hw if hw else float("nan"),
                                  "lib_cpu_s": lc, "hand_cpu_s": hc, "cpu_ratio": lc / hc if hc else float("nan"),
                                  "lib_rss_mb": lm, "hand_rss_mb": hm, "rss_ratio": lm / hm if hm else float("nan"),
                                  "ok": all(x["ok"] for x in lib + hand)})
    with open(os.path.join(out, "compile_time.csv"), "w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=list(cells[0].keys()) if cells else ["compiler"])
        w.writeheader()
        for c in cells:
            w.writerow({k: (f"{v:.3f}" if isinstance(v, float) else v) for k, v in c.items()})

    fits = []
    for cxx in meta["compilers"]:
        for opt in ("-O0", "-O2"):
            for side, pre in (("library", "lib"), ("handwritten", "hand")):
                row = {"compiler": cxx, "opt": opt, "side": side}
                for what in ("wall", "cpu"):
                    key = f"{pre}_{what}_s"
                    pts = [(c["fields"] * c["versions"], c[key]) for c in cells
                           if c["compiler"] == cxx and c["opt"] == opt and c[key] == c[key]]
                    a_, b_, r2 = fit(pts)
                    row.update({f"{what}_a_s": a_, f"{what}_b_ms": b_ * 1000, f"{what}_r2": r2})
                if any(c["compiler"] == cxx and c["opt"] == opt for c in cells):
                    fits.append(row)

    headers = []
    for cxx in meta["compilers"]:
        for key, desc in headers_info.get("tus", []):
            rows = sel(kind="header", compiler=cxx, side=key)
            if rows:
                headers.append({"compiler": cxx, "tu": key, "what": desc, "runs": len(rows),
                                "wall_s": median([x["wall"] for x in rows]),
                                "cpu_s": median([x["user"] + x["sys"] for x in rows]),
                                "rss_mb": median([x["rss_kb"] for x in rows]) / 1024})
    if headers:
        with open(os.path.join(out, "headers.csv"), "w", newline="", encoding="utf-8") as fh:
            w = csv.DictWriter(fh, fieldnames=list(headers[0].keys()))
            w.writeheader()
            for h in headers:
                w.writerow({k: (f"{v:.3f}" if isinstance(v, float) else v) for k, v in h.items()})

    loads = [x["load"] for x in raw]
    meta["loadavg_mean"] = sum(loads) / len(loads) if loads else float("nan")
    data = {"meta": meta, "cells": cells, "fits": fits, "headers": headers,
            "header_lists": {k: v for k, v in headers_info.items() if k != "tus"}}
    with open(os.path.join(out, "compile_time.json"), "w", encoding="utf-8") as fh:
        json.dump(data, fh, indent=1)
    with open(os.path.join(out, "compile_time.md"), "w", encoding="utf-8") as fh:
        fh.write(markdown(data))
    if not quiet:
        print(markdown(data))


def fmt_ratio(r):
    return "—" if r != r else f"{r:.2f}"


def markdown(data):
    meta, cells, fits, headers = data["meta"], data["cells"], data["fits"], data["headers"]
    out = []
    m = meta["machine"]
    lib = meta["library"]
    out.append(f"Measured {meta['date']} on {m['nproc']} × {m['model']} ({m['memory']}), load average "
               f"{m['loadavg_start'][0]:.2f} at the start, {m.get('loadavg_end', [float('nan')])[0]:.2f} at the "
               f"end, {meta.get('loadavg_mean', float('nan')):.1f} on average over the compiles; library at {lib['git_head']}"
               f"{' with uncommitted changes in include/' if lib['include_modified'] else ''} (headers snapshot "
               f"{lib['snapshot_sha256']}). Command: `{meta['command']}` ({meta['elapsed_s']} s). Median of "
               f"{meta['runs']} run(s) at -O2"
               + (f" and {meta['runs_o0']} at -O0" if any(c["opt"] == "-O0" for c in cells) else "")
               + (f" ({min(meta['big_runs'], meta['runs'])} for the cells with F·V > {meta['big_fv']}, to fit the "
                  f"time budget)" if meta.get('big_fv') is not None else "")
               + f"; field types: {meta['types']}; "
               + ("translation units: **JSON only** (`--json`: the structs and, per version, read + write through "
                  "versioned::json on the library side, hand-written Boost.JSON `tag_invoke` with parse + value_to / "
                  "value_from + serialize on the other; no conversions); " if meta.get("json") else "")
               + ("translation units: **CRD** (`--crd`: the struct, `VERSIONED_CRD` and `crd_yaml` emitting the merged "
                  "CRD of every version on the library side; hand-written structs and the same CRD as string "
                  "literals on the other, as a project whose CRD another tool generates; no conversions); "
                  if meta.get("crd") else "")
               + f"schemas: {'on' if meta['schemas'] else ('off (`--schemas off`)' if meta.get('schema_header') else 'off (no `<versioned/schema.hpp>` yet)')}. "
               f"Flags: `{' '.join(meta['flags'])}`.\n\n")
    for cxx, ver in meta["compilers"].items():
        out.append(f"- `{cxx}`: {ver}\n")
    out.append("\n")

    # targets
    def cell(cxx, opt, f, v):
        for c in cells:
            if (c["compiler"], c["opt"], c["fields"], c["versions"]) == (cxx, opt, f, v):
                return c
        return None

    # issue 11's targets, on CPU time (less inflated by a busy machine than wall time)
    out.append("#### Targets (issue 11; CPU time)\n\n| target | compiler | measured | met |\n|---|---|---|---|\n")
    for cxx in meta["compilers"]:
        c = cell(cxx, "-O2", 50, 10)
        if c:
            r = c["cpu_ratio"]
            verdict = "yes (goal 1.2× met too)" if r <= 1.2 else ("yes" if r <= 1.5 else f"**no**, by {r - 1.5:.2f}×")
            if meta.get("crd"):
                out.append(f"| 50 × 10: a merged CRD of every version from `crd_yaml`, against hand-written structs and "
                           f"the CRD as a literal (no bar: the cost of a CRD, reported) | {cxx} | {r:.2f}× "
                           f"({c['lib_cpu_s']:.2f} s vs {c['hand_cpu_s']:.2f} s; +{c['lib_cpu_s'] - c['hand_cpu_s']:.2f} s) | — |\n")
                continue
            what = ("JSON read + write of every version against hand-written Boost.JSON `tag_invoke` "
                    "(JSON held to the schemas' bar)" if meta.get("json") else
                    "with every version's schemas" if meta.get("schemas") else "without schemas (no bar: for comparison)")
            out.append(f"| 50 × 10 at -O2 within 1.5× of hand-written, {what} (goal 1.2×) | "
                       f"{cxx} | {r:.2f}× ({c['lib_cpu_s']:.2f} s vs {c['hand_cpu_s']:.2f} s) | {verdict} |\n")
    by_fit = {(x["compiler"], x["opt"], x["side"]): x for x in fits}
    if len({c["fields"] * c["versions"] for c in cells}) >= 3:
        for cxx in meta["compilers"]:
            for opt, bar, goal in (("-O2", 2.0, 1.2), ("-O0", 4.0, 1.5)):
                l, h = by_fit.get((cxx, opt, "library")), by_fit.get((cxx, opt, "handwritten"))
                if l and h and h["cpu_b_ms"]:
                    r = l["cpu_b_ms"] / h["cpu_b_ms"]
                    verdict = (f"yes (goal {goal}× met too)" if r <= goal else
                               ("yes" if r <= bar else f"**no**, by {r - bar:.1f}×"))
                    out.append(f"| slope (ms per field·version) within {bar:.0f}× of hand-written at {opt} (goal {goal}×) | "
                               f"{cxx} | {r:.1f}× ({l['cpu_b_ms']:.2f} vs {h['cpu_b_ms']:.2f} ms) | {verdict} |\n")
    for cxx in meta["compilers"]:
        for opt in ("-O0", "-O2"):
            c = cell(cxx, opt, 200, 32)
            if c:
                ok = c["lib_cpu_s"] < 10 and c["lib_rss_mb"] < 1024
                out.append(f"| 200 × 32 (library) under 10 s and 1 GB, {opt} | {cxx} | {c['lib_cpu_s']:.1f} s, "
                           f"{c['lib_rss_mb']:.0f} MB | {'yes' if ok else '**no**'} |\n")
    hdr = {(h["compiler"], h["tu"]): h for h in headers}
    for cxx in meta["compilers"]:
        u, base = hdr.get((cxx, "umbrella")), hdr.get((cxx, "std_boost_umbrella"))
        if u and base:
            d = u["cpu_s"] - base["cpu_s"]
            out.append(f"| the umbrella header within 0.1 s of the standard and Boost headers it uses | {cxx} | "
                       f"+{d:.2f} s ({u['cpu_s']:.2f} s vs {base['cpu_s']:.2f} s) | {'yes' if d <= 0.1 else '**no**'} |\n")
    out.append("\n")

    # slope (only for a sweep: a fit needs several sizes)
    if fits and len({c["fields"] * c["versions"] for c in cells}) >= 3:
        out.append("#### Growth: least-squares fit of time ≈ a + b·F·V over all cells\n\n"
                   "| compiler | opt | side | wall: a (s) | wall: b (ms per field·version) | R² | "
                   "CPU: a (s) | CPU: b (ms per field·version) | R² |\n|---|---|---|---|---|---|---|---|---|\n")
        for x in fits:
            out.append(f"| {x['compiler']} | {x['opt']} | {x['side']} | {x['wall_a_s']:.2f} | {x['wall_b_ms']:.2f} | "
                       f"{x['wall_r2']:.3f} | {x['cpu_a_s']:.2f} | {x['cpu_b_ms']:.2f} | {x['cpu_r2']:.3f} |\n")
        by = {(x["compiler"], x["opt"], x["side"]): x for x in fits}
        for cxx in meta["compilers"]:
            for opt in ("-O0", "-O2"):
                l, h = by.get((cxx, opt, "library")), by.get((cxx, opt, "handwritten"))
                if l and h and h["cpu_b_ms"]:
                    out.append(f"\n{cxx} {opt}: the library's slope is {l['wall_b_ms'] / h['wall_b_ms']:.1f}× the "
                               f"hand-written one in wall time, {l['cpu_b_ms'] / h['cpu_b_ms']:.1f}× in CPU time.")
        out.append("\n")
        out.append("\n")

    # ratio grids
    for cxx in meta["compilers"]:
        for opt in ("-O0", "-O2"):
            sub = [c for c in cells if c["compiler"] == cxx and c["opt"] == opt]
            if not sub:
                continue
            vs = meta["versions"]
            out.append(f"#### {cxx} {opt}: library / hand-written — wall-time ratio, CPU-time ratio "
                       f"(library s / hand-written s, wall)\n\n")
            out.append("| F \\ V | " + " | ".join(str(v) for v in vs) + " |\n|---|" + "---|" * len(vs) + "\n")
            for f in meta["fields"]:
                row = []
                for v in vs:
                    c = cell(cxx, opt, f, v)
                    row.append("" if not c else f"**{fmt_ratio(c['ratio'])}**, {fmt_ratio(c['cpu_ratio'])} "
                                                f"({c['lib_wall_s']:.2f} / {c['hand_wall_s']:.2f})"
                                                f"{'' if c['ok'] else ' FAILED'}")
                out.append(f"| {f} | " + " | ".join(row) + " |\n")
            out.append("\n")
    # memory grid at -O2
    for cxx in meta["compilers"]:
        sub = [c for c in cells if c["compiler"] == cxx and c["opt"] == "-O2"]
        if not sub:
            continue
        vs = meta["versions"]
        out.append(f"#### {cxx} -O2: peak RSS, library / hand-written (MB)\n\n")
        out.append("| F \\ V | " + " | ".join(str(v) for v in vs) + " |\n|---|" + "---|" * len(vs) + "\n")
        for f in meta["fields"]:
            row = []
            for v in vs:
                c = cell(cxx, "-O2", f, v)
                row.append("" if not c else f"{c['lib_rss_mb']:.0f} / {c['hand_rss_mb']:.0f}")
            out.append(f"| {f} | " + " | ".join(row) + " |\n")
        out.append("\n")

    if headers:
        out.append("#### Cost of including the headers (a file with only the includes, -O2)\n\n"
                   f"Median of {max(meta['runs'], 3)} interleaved runs. These compiles are short, so waiting for a "
                   "core swamps their wall time on a loaded machine: read the CPU column.\n\n"
                   "| compiler | file includes | CPU (s) | wall (s) | peak RSS (MB) |\n|---|---|---|---|---|\n")
        for h in headers:
            out.append(f"| {h['compiler']} | {h['what']} | {h['cpu_s']:.2f} | {h['wall_s']:.2f} | "
                       f"{h['rss_mb']:.0f} |\n")
        hl = data.get("header_lists", {})
        if hl:
            out.append("\nStandard headers used by the umbrella: "
                       + ", ".join(f"`<{h}>`" for h in hl.get("umbrella_std", []))
                       + ". Boost headers: " + (", ".join(f"`<{h}>`" for h in hl.get("umbrella_boost", [])) or "none")
                       + ". By struct.hpp + convert.hpp: "
                       + ", ".join(f"`<{h}>`" for h in hl.get("core_std", []) + hl.get("core_boost", [])) + ".\n")
        out.append("\n")
    return "".join(out)


if __name__ == "__main__":
    sys.exit(main())
