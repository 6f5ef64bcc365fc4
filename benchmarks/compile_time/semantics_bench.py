#!/usr/bin/env python3
# Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
"""Compile-time cost of the Kubernetes semantics keywords (DESIGN.md §14) and of default_json, per
field: one struct of F list fields (vectors of a keyed item struct), F/2 map fields and F/2 nested
struct fields, in three versions, compiled three ways:
  plain      no keywords
  semantics  list_type(map, "name") on every list, map_type(atomic) on every map,
             struct_type(atomic) on every nested struct
  defaults   plain, with added(v1, default_with(F)) and default_json("[...]") on every list
Each TU writes both schemas of every version, and reads and writes every version as JSON (where
the keywords cost: the rules at the declaration, the schemas' keywords, the reader's duplicate
checks; default_json's compile-time reading of its text against the type).

  semantics_bench.py [--fields 40] [--runs 5] [--compilers g++ clang++] [--opt -O0]
prints a markdown table of median CPU times (user + sys, seconds) and peak RSS (MB) of
`<compiler> -std=c++20 <opt> -c`, the three files of a compiler interleaved run by run, and each
variant's cost over plain per field.
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def source(fields, variant):
    lists = [f"l{i}" for i in range(fields)]
    maps = [f"m{i}" for i in range(fields // 2)]
    nested = [f"n{i}" for i in range(fields // 2)]
    out = [
        "#include <versioned/json.hpp>",
        "#include <versioned/schema.hpp>",
        "#include <versioned/versioned.hpp>",
        "#include <map>",
        "#include <optional>",
        "#include <string>",
        "#include <vector>",
        "VERSIONED_VERSIONS(bench, v1, v2, v3);",
        "VERSIONED_KEY_NAMING(bench, camel_case);",
        "VERSIONED_STRUCT(bench, Item, (std::string, name), (int, port), (std::optional<std::string>, protocol, added(v2)));",
        "VERSIONED_STRUCT(bench, Ref, (std::string, kind), (std::string, target));",
        "namespace bench {",
        "inline std::vector<Item<v1>> default_items() { return {{.name = \"web\", .port = 80}}; }",
        "}",
        "VERSIONED_STRUCT(bench, Spec,",
    ]
    rows = []
    for name in lists:
        if variant == "semantics":
            rows.append(f'    (std::vector<bench::Item<V>>, {name}, list_type(map, "name"))')
        elif variant == "defaults":
            rows.append(f"    (std::vector<bench::Item<V>>, {name}, added(v1, default_with(bench::default_items)),"
                        f' default_json(R"([{{"name": "web", "port": 80}}])"))')
        else:
            rows.append(f"    (std::vector<bench::Item<V>>, {name})")
    for name in maps:
        keyword = ", map_type(atomic)" if variant == "semantics" else ""
        rows.append(f"    ((std::map<std::string, int>), {name}{keyword})")
    for name in nested:
        keyword = ", struct_type(atomic)" if variant == "semantics" else ""
        rows.append(f"    (bench::Ref<V>, {name}{keyword})")
    out.append(",\n".join(rows) + ");")
    out.append("std::size_t use(const std::string& text) {")
    out.append("    std::size_t n = 0;")
    for ver in ("v1", "v2", "v3"):
        out.append(f"    n += versioned::json_schema<bench::Spec<bench::{ver}>>.size();")
        out.append(f"    n += versioned::openapi_schema<bench::Spec<bench::{ver}>>.size();")
        out.append(f"    if (auto r = versioned::json::read<bench::Spec<bench::{ver}>>(text)) n += versioned::json::write(*r).size();")
    out.append("    return n;")
    out.append("}")
    return "\n".join(out) + "\n"


def measure(compiler, opt, path):
    obj = path + ".o"
    cmd = ["/usr/bin/time", "-f", "%U %S %M", compiler, "-std=c++20", opt, f"-I{ROOT}/include", "-c", path, "-o", obj]
    done = subprocess.run(cmd, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"semantics_bench: {compiler} failed on {path}:\n{done.stderr[-3000:]}")
    user, system, rss = done.stderr.strip().splitlines()[-1].split()
    return float(user) + float(system), int(rss) / 1024


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--fields", type=int, default=40)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--compilers", nargs="+", default=["g++", "clang++"])
    ap.add_argument("--opt", default="-O0")
    args = ap.parse_args()
    variants = ["plain", "semantics", "defaults"]
    with tempfile.TemporaryDirectory() as tmp:
        paths = {}
        for variant in variants:
            paths[variant] = os.path.join(tmp, f"{variant}.cpp")
            with open(paths[variant], "w") as f:
                f.write(source(args.fields, variant))
        print(f"| compiler | {args.fields} lists, {args.fields // 2} maps, {args.fields // 2} structs | CPU s (median of {args.runs}) | peak RSS MB | over plain, per keyword |")
        print("|---|---|---:|---:|---:|")
        for compiler in args.compilers:
            times = {v: [] for v in variants}
            rss = {v: [] for v in variants}
            for _ in range(args.runs):
                for variant in variants:
                    cpu, mem = measure(compiler, args.opt, paths[variant])
                    times[variant].append(cpu)
                    rss[variant].append(mem)
            base = statistics.median(times["plain"])
            for variant in variants:
                cpu = statistics.median(times[variant])
                keywords = 2 * args.fields if variant == "semantics" else args.fields
                extra = "" if variant == "plain" else f"{1000 * (cpu - base) / keywords:+.0f} ms"
                print(f"| {compiler} {args.opt} | {variant} | {cpu:.2f} | {statistics.median(rss[variant]):.0f} | {extra} |")


if __name__ == "__main__":
    main()
