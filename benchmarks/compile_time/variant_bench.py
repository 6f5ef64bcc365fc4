#!/usr/bin/env python3
# Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
"""Compile time of a versioned variant (VERSIONED_VARIANT) of A alternatives x V versions, against
the same thing written by hand -- a std::variant per version and adjacent conversion functions --
and against a file that only includes the header.

Table (one action per alternative, rotating over i % 5, the version spread over 1..V-1):
  0 unchanged            1 added(vK, downgrade_to(a0, F)) (F: the value's size as an int)
  2 renamed              3 retyped (int -> long long, downgrade_with a narrowing function)
  4 deprecated(vK)
Alternative types rotate over int, std::string, std::vector<int>, double and a plain struct
(the retyped ones are int, then long long), so both sides hold the same values and only the
variant's machinery differs. Both sides define, per version, the alternative's name (name_j)
and a value made by name (make_j), and the non-inline chains first -> last and last -> first
(the library through versioned::convert, the hand-written side through adjacent
std::variant-to-std::variant functions that switch on index()). With --json the library TU also
reads and writes every version (no hand-written counterpart: for information).

  variant_bench.py [--alternatives 10] [--versions 5] [--runs 7] [--compilers g++ clang++] [--json]
prints a markdown table of median CPU times (user + sys, seconds: wall time is meaningless on a
shared, loaded machine) and peak RSS (MB), compiled with -std=c++20 -O2 -c, the three files of a
compiler interleaved run by run (library, hand-written, include only, ...).
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TYPES = ["int", "std::string", "std::vector<int>", "double", "P"]


def version_names(v):
    out, major = [], 1
    while len(out) < v:
        for n in (f"v{major}alpha1", f"v{major}beta1", f"v{major}"):
            if len(out) < v:
                out.append(n)
        major += 1
    return out


def table(a, v):
    """(name, kind, k, type) per alternative."""
    rows = []
    for i in range(a):
        kind = i % 5 if i > 0 and v > 1 else 0
        k = 1 + i % (v - 1) if v > 1 else 0
        t = "long long" if kind == 3 else TYPES[i % len(TYPES)]
        if kind == 1 and t == "int":
            t = "std::string"
        rows.append((f"a{i}", kind, k, t))
    return rows


def present(rows, ver):
    """(index, name at ver, type at ver) of the alternatives version ver has."""
    out = []
    for i, (n, kind, k, t) in enumerate(rows):
        if kind == 1 and ver < k:
            continue
        name = f"old_{n}" if kind == 2 and ver < k else n
        typ = "int" if kind == 3 and ver < k else t
        out.append((i, name, typ))
    return out


PRELUDE = """#include <string>
#include <vector>
struct P { int x = 0; std::string s; friend bool operator==(const P&, const P&) = default; };
inline int size_of(const std::string& s) { return static_cast<int>(s.size()); }
inline int size_of(const std::vector<int>& v) { return static_cast<int>(v.size()); }
inline int size_of(double d) { return static_cast<int>(d); }
inline int size_of(const P& p) { return p.x; }
constexpr int narrow(long long x) { return static_cast<int>(x); }
"""


def library(a, v, json):
    vs, rows = version_names(v), table(a, v)
    alts = []
    for n, kind, k, t in rows:
        act = {1: f", added({vs[k]}, downgrade_to(a0, F))",
               2: f", changed({vs[k]}, from_name(old_{n}))",
               3: f", changed({vs[k]}, from_type(int), downgrade_with(narrow))",
               4: f", deprecated({vs[k]})"}.get(kind, "")
        typ = f"({t})" if "," in t else t
        alts.append(f"({typ}, {n}{act})")
    codec = ("template <> struct versioned::json::codec<P> {\n"
             "    static void write(versioned::json::writer& out, const P& p) { out.write(p.x); }\n"
             "    static bool read(versioned::json::reader& in, P& p) { return in.read(p.x); }\n};")
    s = ["#include <versioned/variant.hpp>" + ("\n#include <versioned/json.hpp>" if json else ""), PRELUDE,
         codec if json else "",
         "#define F [](const auto& x) { return size_of(x); }",
         f"VERSIONED_VERSIONS(api, {', '.join(vs)});",
         "VERSIONED_VARIANT(api, S,\n    " + ",\n    ".join(alts) + ");"]
    for j, vn in enumerate(vs):
        last = present(rows, j)[-1][1]
        s.append(f"std::string_view name{j}(const api::S<api::{vn}>& x) {{ return x.name(); }}")
        s.append(f"api::S<api::{vn}> make{j}() {{ return api::S<api::{vn}>::make<\"{last}\">(); }}")
        if json:
            s.append(f"std::string write{j}(const api::S<api::{vn}>& x) {{ return versioned::json::write(x); }}")
            s.append(f"bool read{j}(std::string_view t) {{ return bool(versioned::json::read<api::S<api::{vn}>>(t)); }}")
    s.append(f"api::S<api::{vs[-1]}> up_chain(const api::S<api::{vs[0]}>& x) {{ return versioned::convert<api::{vs[-1]}>(x); }}")
    s.append(f"api::S<api::{vs[0]}> down_chain(const api::S<api::{vs[-1]}>& x) {{ return versioned::convert<api::{vs[0]}>(x); }}")
    return "\n".join(s) + "\n"


def handwritten(a, v):
    vs, rows = version_names(v), table(a, v)
    s = ["#include <string_view>", "#include <utility>", "#include <variant>", PRELUDE]
    for j in range(v):
        alts = present(rows, j)
        s.append(f"using S_{vs[j]} = std::variant<{', '.join(t for i, n, t in alts)}>;")
        names = ", ".join(f'"{n}"' for i, n, t in alts)
        s.append(f"inline constexpr std::string_view names_{vs[j]}[] = {{{names}}};")
        s.append(f"std::string_view name{j}(const S_{vs[j]}& x) {{ return names_{vs[j]}[x.index()]; }}")
        s.append(f"S_{vs[j]} make{j}() {{ return S_{vs[j]}(std::in_place_index<{len(alts) - 1}>); }}")
    for j in range(v - 1):
        lo, hi = present(rows, j), present(rows, j + 1)
        slot_hi = {i: k for k, (i, n, t) in enumerate(hi)}
        slot_lo = {i: k for k, (i, n, t) in enumerate(lo)}
        a_t, b_t = f"S_{vs[j]}", f"S_{vs[j + 1]}"
        up = []
        for k, (i, n, t) in enumerate(lo):
            up.append(f"case {k}: return {b_t}(std::in_place_index<{slot_hi[i]}>, std::get<{k}>(x));")
        down = []
        for k, (i, n, t) in enumerate(hi):
            if i in slot_lo:
                value = f"std::get<{k}>(x)"
                if t == "long long" and lo[slot_lo[i]][2] == "int":
                    value = f"narrow({value})"
                down.append(f"case {k}: return {a_t}(std::in_place_index<{slot_lo[i]}>, {value});")
            else:  # added at j+1: to a0 through F
                down.append(f"case {k}: return {a_t}(std::in_place_index<{slot_lo[0]}>, size_of(std::get<{k}>(x)));")
        s.append(f"inline {b_t} up{j}(const {a_t}& x) {{ switch (x.index()) {{ {' '.join(up)} }} return {{}}; }}")
        s.append(f"inline {a_t} down{j}(const {b_t}& x) {{ switch (x.index()) {{ {' '.join(down)} }} return {{}}; }}")
    up = "x"
    for j in range(v - 1):
        up = f"up{j}({up})"
    down = "x"
    for j in reversed(range(v - 1)):
        down = f"down{j}({down})"
    s.append(f"S_{vs[-1]} up_chain(const S_{vs[0]}& x) {{ return {up}; }}")
    s.append(f"S_{vs[0]} down_chain(const S_{vs[-1]}& x) {{ return {down}; }}")
    return "\n".join(s) + "\n"


def compile_once(cxx, path):
    r = subprocess.run(["/usr/bin/time", "-f", "%U %S %M", cxx, "-std=c++20", "-O2", "-Wall", "-Wextra", "-Werror",
                        "-c", f"-I{ROOT}/include", path, "-o", os.devnull], capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit(f"{cxx} {path} failed:\n{r.stderr[:3000]}")
    u, sy, m = r.stderr.strip().splitlines()[-1].split()
    return float(u) + float(sy), int(m) / 1024


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--alternatives", type=int, default=10)
    ap.add_argument("--versions", type=int, default=5)
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--compilers", nargs="+", default=["g++", "clang++"])
    ap.add_argument("--json", action="store_true", help="also a library TU reading and writing every version")
    ap.add_argument("--keep", metavar="DIR", help="write the generated files there")
    a = ap.parse_args()
    d = a.keep or tempfile.mkdtemp()
    os.makedirs(d, exist_ok=True)
    files = {"library": library(a.alternatives, a.versions, False),
             "hand-written": handwritten(a.alternatives, a.versions),
             "include only": "#include <versioned/variant.hpp>\n"}
    if a.json:
        files["library + JSON"] = library(a.alternatives, a.versions, True)
    paths = {}
    for k, text in files.items():
        paths[k] = os.path.join(d, k.replace(" + ", "_").replace(" ", "_").replace("-", "_") + ".cpp")
        with open(paths[k], "w", encoding="utf-8") as fh:
            fh.write(text)
    print(f"{a.alternatives} alternatives x {a.versions} versions, -std=c++20 -O2 -c, CPU seconds (user + sys), "
          f"median of {a.runs}, interleaved\n")
    extra = " library + JSON s (MB) |" if a.json else ""
    print(f"| compiler | library s (MB) | hand-written s (MB) | include only s (MB) |{extra} library / hand-written |")
    print("|---|---|---|---|" + ("---|" if a.json else "") + "---|")
    for cxx in a.compilers:
        samples = {k: [] for k in paths}
        for _ in range(a.runs):
            for k, p in paths.items():
                samples[k].append(compile_once(cxx, p))
        res = {k: (statistics.median(t for t, m in v), statistics.median(m for t, m in v)) for k, v in samples.items()}
        cells = [f"{res[k][0]:.2f} ({res[k][1]:.0f})" for k in ("library", "hand-written", "include only")]
        if a.json:
            cells.append(f"{res['library + JSON'][0]:.2f} ({res['library + JSON'][1]:.0f})")
        print(f"| {cxx} | " + " | ".join(cells) + f" | {res['library'][0] / res['hand-written'][0]:.2f} |")


if __name__ == "__main__":
    main()
