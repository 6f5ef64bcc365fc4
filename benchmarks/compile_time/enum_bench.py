#!/usr/bin/env python3
# Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
"""Compile time of a versioned enum (VERSIONED_ENUM) of E enumerators x V versions, against the
same thing written by hand, and against a file that only includes the header.

Table (one action per enumerator, rotating): i % 5 == 1 added(vK, downgrade_to(E0)),
i % 5 == 2 renamed (changed(vK, from_name(old_eI))), i % 5 == 3 deprecated(vK), otherwise
unchanged; vK spread over versions 1..V-1. Both sides define, per version, to_string and a
name lookup, and the non-inline chains first -> last and last -> first (the library through
versioned::convert, the hand-written side through adjacent switch conversions).

  enum_bench.py [--enumerators 50] [--versions 10] [--runs 5] [--compilers g++ clang++]
prints a markdown table of median CPU times (user + sys, seconds: wall time is meaningless on
a shared, loaded machine) and peak RSS (MB), compiled with -std=c++20 -O2 -c.
"""
import argparse, os, statistics, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

def version_names(v):
    out, major = [], 1
    while len(out) < v:
        for n in (f"v{major}alpha1", f"v{major}beta1", f"v{major}"):
            if len(out) < v: out.append(n)
        major += 1
    return out

def table(e, v):
    rows = []  # (name, kind, k)
    for i in range(e):
        k = 1 + i % (v - 1) if v > 1 else 0
        kind = i % 5 if i > 0 and v > 1 else 0
        rows.append((f"e{i}", kind if kind in (1, 2, 3) else 0, k))
    return rows

def names_at(rows, ver):
    out = []
    for i, (n, kind, k) in enumerate(rows):
        if kind == 1 and ver < k: continue
        name = f"old_e{i}" if kind == 2 and ver < k else n
        out.append((i, name, kind == 3 and ver >= k))
    return out

def library(e, v):
    vs, rows = version_names(v), table(e, v)
    acts = []
    for i, (n, kind, k) in enumerate(rows):
        a = {1: f", added({vs[k]}, downgrade_to(e0))", 2: f", changed({vs[k]}, from_name(old_{n}))",
             3: f", deprecated({vs[k]}, note(\"gone\"))"}.get(kind, "")
        acts.append(f"({n}{a})")
    s = ["#include <versioned/enum.hpp>", f"VERSIONED_VERSIONS(api, {', '.join(vs)});",
         "VERSIONED_ENUM(api, E,\n    " + ",\n    ".join(acts) + ");"]
    for j, vn in enumerate(vs):
        s.append(f"std::string_view name{j}(int x) {{ return versioned::to_string(static_cast<api::E<api::{vn}>>(x)); }}")
        s.append(f"int parse{j}(std::string_view s) {{ auto r = versioned::enum_cast<api::E<api::{vn}>>(s); return r ? static_cast<int>(*r) : -1; }}")
    s.append(f"int up_chain(int x) {{ return static_cast<int>(versioned::convert<api::{vs[-1]}>(static_cast<api::E<api::{vs[0]}>>(x))); }}")
    s.append(f"int down_chain(int x) {{ return static_cast<int>(versioned::convert<api::{vs[0]}>(static_cast<api::E<api::{vs[-1]}>>(x))); }}")
    return "\n".join(s) + "\n"

def handwritten(e, v):
    vs, rows = version_names(v), table(e, v)
    s = ["#include <optional>", "#include <string_view>"]
    for j in range(v):
        attr = ' [[deprecated("gone")]]'
        items = ", ".join(f"{name}{attr if dep else ''} = {i}" for i, name, dep in names_at(rows, j))
        s.append(f"enum class E_{vs[j]} : int {{ {items} }};")
    s.append('#pragma GCC diagnostic ignored "-Wdeprecated-declarations"')
    for j in range(v):
        t, cur = f"E_{vs[j]}", names_at(rows, j)
        cases = " ".join(f'case {t}::{name}: return "{name}";' for i, name, d in cur)
        s.append(f"std::string_view name{j}(int x) {{ switch (static_cast<{t}>(x)) {{ {cases} }} return {{}}; }}")
        ifs = " ".join(f'if (s == "{name}") return {i};' for i, name, d in cur)
        s.append(f"int parse{j}(std::string_view s) {{ {ifs} return -1; }}")
    for j in range(v - 1):
        a, b = f"E_{vs[j]}", f"E_{vs[j+1]}"
        lo, hi = {i: n for i, n, d in names_at(rows, j)}, {i: n for i, n, d in names_at(rows, j + 1)}
        up = " ".join(f"case {a}::{lo[i]}: return {b}::{hi[i]};" for i in lo)
        down = " ".join(f"case {b}::{hi[i]}: return {a}::{lo[i] if i in lo else lo[0]};" for i in hi)
        s.append(f"inline {b} up{j}({a} x) {{ switch (x) {{ {up} }} return static_cast<{b}>(x); }}")
        s.append(f"inline {a} down{j}({b} x) {{ switch (x) {{ {down} }} return static_cast<{a}>(x); }}")
    up = f"static_cast<E_{vs[0]}>(x)"
    for j in range(v - 1): up = f"up{j}({up})"
    down = f"static_cast<E_{vs[-1]}>(x)"
    for j in reversed(range(v - 1)): down = f"down{j}({down})"
    s.append(f"int up_chain(int x) {{ return static_cast<int>({up}); }}")
    s.append(f"int down_chain(int x) {{ return static_cast<int>({down}); }}")
    return "\n".join(s) + "\n"

def measure(cxx, path, runs):
    walls, rss = [], []
    for _ in range(runs):
        r = subprocess.run(["/usr/bin/time", "-f", "%U %S %M", cxx, "-std=c++20", "-O2", "-c", f"-I{ROOT}/include",
                            path, "-o", os.devnull], capture_output=True, text=True)
        if r.returncode != 0:
            sys.exit(f"{cxx} {path} failed:\n{r.stderr[:3000]}")
        u, sy, m = r.stderr.strip().splitlines()[-1].split()
        walls.append(float(u) + float(sy)); rss.append(int(m) / 1024)
    return statistics.median(walls), statistics.median(rss)

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--enumerators", type=int, default=50)
    ap.add_argument("--versions", type=int, default=10)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--compilers", nargs="+", default=["g++", "clang++"])
    a = ap.parse_args()
    d = tempfile.mkdtemp()
    files = {"library": library(a.enumerators, a.versions), "hand-written": handwritten(a.enumerators, a.versions),
             "include only": "#include <versioned/enum.hpp>\n"}
    paths = {}
    for k, text in files.items():
        paths[k] = os.path.join(d, k.replace(" ", "_").replace("-", "_") + ".cpp")
        open(paths[k], "w").write(text)
    print(f"{a.enumerators} enumerators x {a.versions} versions, -std=c++20 -O2 -c, CPU seconds (user + sys), median of {a.runs}\n")
    print("| compiler | library s (MB) | hand-written s (MB) | include only s (MB) | library / hand-written |")
    print("|---|---|---|---|---|")
    for cxx in a.compilers:
        res = {k: measure(cxx, p, a.runs) for k, p in paths.items()}
        print(f"| {cxx} | {res['library'][0]:.2f} ({res['library'][1]:.0f}) | {res['hand-written'][0]:.2f} "
              f"({res['hand-written'][1]:.0f}) | {res['include only'][0]:.2f} ({res['include only'][1]:.0f}) | "
              f"{res['library'][0] / res['hand-written'][0]:.2f} |")

if __name__ == "__main__":
    main()
