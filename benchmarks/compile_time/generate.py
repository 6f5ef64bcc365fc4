#!/usr/bin/env python3
# Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
"""Writes the benchmark translation units of versioned: one versioned type of F fields x V
versions, twice -- through the library (VERSIONED_VERSIONS + VERSIONED_STRUCT) and hand-written
(V plain structs, the adjacent upgrade/downgrade functions, the first->last and last->first
chains composed from them) -- so that the two can be compiled and timed against each other.

The field table has a realistic mix of actions, one per field, rotating over the fields:
  i % 5 == 0  unchanged
  i % 5 == 1  added(vK), every other one with default_with(...)
  i % 5 == 2  renamed:  changed(vK, from_name(old_fI))
  i % 5 == 3  retyped:  int32 -> int64, changed(vK, from_type(std::int32_t), downgrade_with(...))
  i % 5 == 4  deprecated(vK, note(...)): the member becomes deprecated_fI, [[deprecated]]
where vK, the version of the action, is spread evenly over versions 1..V-1. Version names are a
Kubernetes sequence: v1alpha1, v1beta1, v1, v2alpha1, v2beta1, v2, ...

Usage:
  generate.py --fields F --versions V --side library|handwritten [--types mixed|scalars]
              [--schemas] [-o FILE]
      one translation unit for the compile-time sweep (run.py). Both sides define the same
      non-inline functions: up_chain (first -> last) and down_chain (last -> first), and
      instantiate every version's struct (sizeof).
  generate.py --fields F --versions V --runtime NAME --out-dir DIR [--types ...]
      the runtime benchmark sources (benchmarks/runtime): DIR/NAME_types.hpp (both sides' types),
      DIR/NAME_lib.cpp (versioned::convert chains) and DIR/NAME_hand.cpp (hand-written direct
      conversions and composed chains), each conversion a non-inline function taking the source
      by const& (copy) or by && (move).

--types mixed (the default) cycles the field types over int32, std::string, double,
std::vector<int>, bool, int64 (retyped fields are always int32 -> int64); --types scalars uses
only arithmetic types.

--json writes JSON-only translation units instead: the structs and, per version, a reader and a
writer -- versioned::json::read<T>(text).value() / write(x) on the library side, hand-written
Boost.JSON tag_invoke overloads with parse + value_to / value_from + serialize on the other
(compiled, not linked: Boost.JSON's headers suffice).

--schemas adds, on the library side, a use of versioned::json_schema<S<vX>> and of
versioned::openapi_schema<S<vX>> per version and, on the hand-written side, the same JSON texts
as string literals (compared with the library's by `run.py --check-schemas`). Both are
guarded by __has_include(<versioned/schema.hpp>): while the library has no schema emitter the
flag changes nothing (run.py passes it only when include/versioned/schema.hpp exists).
"""

import argparse
import json
import os
import sys

KINDS = ("unchanged", "added", "renamed", "retyped", "deprecated")

MIXED_TYPES = ("std::int32_t", "std::string", "double", "std::vector<int>", "bool", "std::int64_t")
SCALAR_TYPES = ("std::int32_t", "std::int64_t", "double", "bool", "std::uint16_t", "std::uint64_t")

# default_with functions, one per type (shared by both sides)
DEFAULT_FN = {
    "std::int32_t": ("default_i32", "constexpr std::int32_t default_i32() { return 42; }"),
    "std::int64_t": ("default_i64", "constexpr std::int64_t default_i64() { return 4200000000; }"),
    "std::uint16_t": ("default_u16", "constexpr std::uint16_t default_u16() { return 8080; }"),
    "std::uint64_t": ("default_u64", "constexpr std::uint64_t default_u64() { return 1u << 20; }"),
    "double": ("default_f64", "constexpr double default_f64() { return 0.5; }"),
    "bool": ("default_bool", "constexpr bool default_bool() { return true; }"),
    "std::string": ("default_str", 'inline std::string default_str() { return "default value"; }'),
    "std::vector<int>": ("default_vec", "inline std::vector<int> default_vec() { return {1, 2, 3}; }"),
}
# --constraints: one validate(...) per field (library side only), fitting its type and its
# defaults, for the compile-time cost of constraints (DESIGN.md §13, benchmarks/RESULTS.md).
CONSTRAINT = {
    "std::int32_t": "validate(minimum(-1000), maximum(1000000))",
    "std::int64_t": "validate(minimum(-1000), maximum(1000000000000))",
    "std::uint16_t": "validate(maximum(60000))",
    "std::uint64_t": "validate(maximum(1000000000000))",
    "double": "validate(minimum(-1000000), maximum(1000000))",
    "bool": 'validate(rule("self == self", "always"))',
    "std::string": "validate(max_length(255), pattern(\"^[a-z0-9 -]*$\"))",
    "std::vector<int>": "validate(max_items(100))",
}
CONSTRAINTS = {"on": False}  # set by --constraints

NARROW_FN = ("narrow_i64",
             "constexpr std::int32_t narrow_i64(std::int64_t v) { return static_cast<std::int32_t>(v); }")

# Integer ranges (the schemas of the hand-written side of --schemas)
INT_RANGE = {
    "std::int32_t": (-2**31, 2**31 - 1),
    "std::int64_t": (-2**63, 2**63 - 1),
    "std::uint16_t": (0, 2**16 - 1),
    "std::uint64_t": (0, 2**64 - 1),
}


def version_names(n):
    """v1alpha1, v1beta1, v1, v2alpha1, v2beta1, v2, ...: Kubernetes' usual path to GA."""
    out = []
    major = 1
    while len(out) < n:
        for suffix in ("alpha1", "beta1", ""):
            out.append(f"v{major}{suffix}")
        major += 1
    return out[:n]


class Field:
    def __init__(self, i, nfields, nversions, types):
        self.i = i
        self.kind = KINDS[i % 5]
        self.name = f"f{i}"
        # the version of the action, spread evenly over 1..V-1
        self.k = 1 + (i * (nversions - 1)) // nfields
        if self.kind == "retyped":
            self.type = "std::int64_t"
            self.old_type = "std::int32_t"
        else:
            self.type = types[(i // 5 + i % 5) % len(types)]
            self.old_type = self.type
        self.old_name = f"old_f{i}"
        self.default_fn = DEFAULT_FN[self.type][0] if self.kind == "added" and (i // 5) % 2 == 0 else None
        self.note = f"f{i} is no longer read"

    def member(self, v):
        """(type, member name, attribute) of this field in version v; None when absent."""
        if self.kind == "added":
            return None if v < self.k else (self.type, self.name, "")
        if self.kind == "renamed":
            return (self.type, self.old_name if v < self.k else self.name, "")
        if self.kind == "retyped":
            return (self.old_type if v < self.k else self.type, self.name, "")
        if self.kind == "deprecated" and v >= self.k:
            return (self.type, "deprecated_" + self.name, f'[[deprecated("{self.note}")]] ')
        return (self.type, self.name, "")

    def table_entry(self, vnames):
        ver = vnames[self.k]
        if self.kind == "unchanged":
            act = ""
        elif self.kind == "added":
            act = f", added({ver}, default_with({self.default_fn}))" if self.default_fn else f", added({ver})"
        elif self.kind == "renamed":
            act = f", changed({ver}, from_name({self.old_name}))"
        elif self.kind == "retyped":
            act = f", changed({ver}, from_type({self.old_type}), downgrade_with({NARROW_FN[0]}))"
        else:
            act = f', deprecated({ver}, note("{self.note}"))'
        if CONSTRAINTS["on"]:
            act += ", " + CONSTRAINT[self.old_type]  # (a retyped field: bounds both types hold)
        t = f"({self.type})" if "," in self.type else self.type
        return f"({t}, {self.name}{act})"

    def value(self, src, a, b, move):
        """C++ expression for this field's member in version b, from `src` at version a
        (adjacent or not); None when the field is absent in b."""
        mb = self.member(b)
        if mb is None:
            return None
        ma = self.member(a)
        if ma is None:  # added between a and b: upgrade fills in the default
            return f"{self.default_fn}()" if self.default_fn else f"{mb[0]}{{}}"
        expr = f"{src}.{ma[1]}"
        if ma[0] != mb[0]:  # retyped: int32 -> int64 widens implicitly; back needs the function
            return expr if b > a else f"{NARROW_FN[0]}({expr})"
        return f"std::move({expr})" if move and not is_scalar(mb[0]) else expr


def is_scalar(t):
    return t not in ("std::string", "std::vector<int>")


def make_fields(nfields, nversions, types):
    return [Field(i, nfields, nversions, types) for i in range(nfields)]


def banner(args_line):
    return (f"// Generated by benchmarks/compile_time/generate.py {args_line}\n"
            "// Do not edit: regenerate (benchmarks/run_all.sh).\n")


def prelude(fields, hand):
    types = {f.type for f in fields} | {f.old_type for f in fields}
    out = ["#include <cstdint>\n"]
    if "std::string" in types:
        out.append("#include <string>\n")
    if "std::vector<int>" in types:
        out.append("#include <vector>\n")
    if hand:
        out.append("#include <utility>\n")
    fns = sorted({f.default_fn for f in fields if f.default_fn})
    defs = [d for t, (n, d) in sorted(DEFAULT_FN.items()) if n in fns]
    if any(f.kind == "retyped" for f in fields):
        defs.append(NARROW_FN[1])
    return "".join(out), defs


# ---- schema texts (hand-written side of --schemas) ---------------------------------------------
# The same JSON the library emits for the benchmark's types (checked by --check-schemas): key
# order, formats, deprecation notes, shown defaults (integers and bools) and "required".

def json_type(t, openapi):
    if t in INT_RANGE:
        lo, hi = INT_RANGE[t]
        out = {"type": "integer"}
        if openapi:
            out["format"] = "int32" if t in ("std::int32_t", "std::uint16_t") else "int64"
        out.update({"minimum": lo, "maximum": min(hi, 2**63 - 1) if openapi else hi})
        return out
    if t == "double":
        return {"type": "number", "format": "double"} if openapi else {"type": "number"}
    if t == "bool":
        return {"type": "boolean"}
    if t == "std::string":
        return {"type": "string"}
    if t == "std::vector<int>":
        return {"type": "array", "items": json_type("std::int32_t", openapi)}
    raise ValueError(t)


# The defaults a schema shows: integer and bool constants (a std::string or double default is not).
DEFAULT_JSON = {"default_i32": 42, "default_i64": 4200000000, "default_u16": 8080, "default_u64": 1 << 20,
                "default_bool": True}


def schema_text(struct, fields, v, vname, openapi=False):
    props, required = {}, []
    for f in fields:
        m = f.member(v)
        if m is None:
            continue
        p = json_type(m[0], openapi)
        if m[2]:
            p["description"] = f"Deprecated: {f.note}."
            if not openapi:
                p["deprecated"] = True
        if f.default_fn in DEFAULT_JSON:
            p["default"] = DEFAULT_JSON[f.default_fn]
        props[m[1]] = p
        if not m[2] and f.default_fn is None:
            required.append(m[1])
    root = {} if openapi else {"$schema": "https://json-schema.org/draft/2020-12/schema", "title": struct,
                               "description": f"{struct} bench/{vname}"}
    root.update({"type": "object", "properties": props})
    if required:
        root["required"] = required
    if not openapi:
        root["additionalProperties"] = False
    return json.dumps(root, separators=(",", ":"))


SCHEMA_GUARD = "#if defined(__has_include)\n#if __has_include(<versioned/schema.hpp>)\n#define BENCH_SCHEMAS 1\n#endif\n#endif\n"


# ---- the library side -------------------------------------------------------------------------

def library_decl(ns, struct, fields, vnames):
    table = ",\n    ".join(f.table_entry(vnames) for f in fields)
    return (f"VERSIONED_VERSIONS({ns}, {', '.join(vnames)});\n\n"
            f"VERSIONED_STRUCT({ns}, {struct},\n    {table});\n")


def library_tu(fields, vnames, schemas, args_line):
    std_includes, defs = prelude(fields, hand=False)
    first, last = vnames[0], vnames[-1]
    out = [banner(args_line), "// Library side: VERSIONED_STRUCT and versioned::convert.\n",
           "#include <versioned/struct.hpp>\n#include <versioned/convert.hpp>\n", std_includes]
    if schemas:
        out += [SCHEMA_GUARD, "#ifdef BENCH_SCHEMAS\n#include <versioned/schema.hpp>\n#include <string_view>\n#endif\n"]
    out += ["\n", "\n".join(defs), "\n\n", library_decl("bench", "Spec", fields, vnames), "\n"]
    out += [f"static_assert(sizeof(bench::Spec<bench::{v}>) > 0);\n" for v in vnames]
    out += ["\n",
            f"bench::Spec<bench::{last}> up_chain(const bench::Spec<bench::{first}>& x) {{\n"
            f"    return versioned::convert<bench::{last}>(x);\n}}\n",
            f"bench::Spec<bench::{first}> down_chain(const bench::Spec<bench::{last}>& x) {{\n"
            f"    return versioned::convert<bench::{first}>(x);\n}}\n"]
    if schemas:
        out.append("\n#ifdef BENCH_SCHEMAS\n")
        out += [f"std::string_view schema_{v}() {{ return versioned::json_schema<bench::Spec<bench::{v}>>; }}\n"
                for v in vnames]
        out += [f"std::string_view openapi_{v}() {{ return versioned::openapi_schema<bench::Spec<bench::{v}>>; }}\n"
                for v in vnames]
        out.append("#endif\n")
    return "".join(out)


# ---- the hand-written side --------------------------------------------------------------------

def hand_structs(struct, fields, vnames):
    # clang warns on the implicit copy/move/== of a struct with a deprecated member at the
    # struct: suppressed there, as VERSIONED_STRUCT does for its own structs.
    out = [SUPPRESS_BEGIN]
    for v, vn in enumerate(vnames):
        out.append(f"struct {struct}_{vn} {{\n")
        for f in fields:
            m = f.member(v)
            if m is not None:
                out.append(f"    {m[2]}{m[0]} {m[1]}{{}};\n")
        out.append(f"    friend bool operator==(const {struct}_{vn}&, const {struct}_{vn}&) = default;\n}};\n")
    out.append(SUPPRESS_END)
    return "".join(out)


def hand_conversion(struct, fields, vnames, a, b, name, param, move, inline):
    src = f"{struct}_{vnames[a]}"
    dst = f"{struct}_{vnames[b]}"
    inits = []
    for f in fields:
        e = f.value("x", a, b, move)
        if e is not None:
            inits.append(f"        .{f.member(b)[1]} = {e},\n")
    return (f"{'inline ' if inline else ''}{dst} {name}({param.format(src)}) {{\n"
            f"    return {dst}{{\n{''.join(inits)}    }};\n}}\n")


SUPPRESS_BEGIN = ("// Deprecated members are defined and initialized here on purpose (as the library does).\n"
                  "#pragma GCC diagnostic push\n#pragma GCC diagnostic ignored \"-Wdeprecated-declarations\"\n")
SUPPRESS_END = "#pragma GCC diagnostic pop\n"


def hand_adjacent(struct, fields, vnames):
    out = []
    for a in range(len(vnames) - 1):
        out.append(hand_conversion(struct, fields, vnames, a, a + 1, "upgrade", "{} x", True, True))
        out.append(hand_conversion(struct, fields, vnames, a + 1, a, "downgrade", "{} x", True, True))
    return "".join(out)


def nested(fn, arg, n):
    return f"{fn}(" * n + arg + ")" * n


def handwritten_tu(fields, vnames, schemas, args_line):
    std_includes, defs = prelude(fields, hand=True)
    first, last = vnames[0], vnames[-1]
    n = len(vnames) - 1
    out = [banner(args_line), "// Hand-written side: the same structs and conversions, written out.\n",
           std_includes]
    if schemas:
        out += [SCHEMA_GUARD, "#ifdef BENCH_SCHEMAS\n#include <string_view>\n#endif\n"]
    out += ["\n", "\n".join(defs), "\n\n", "namespace bench {\n", hand_structs("Spec", fields, vnames), "}\n\n"]
    out += [f"static_assert(sizeof(bench::Spec_{v}) > 0);\n" for v in vnames]
    out += ["\nnamespace bench {\n", SUPPRESS_BEGIN, hand_adjacent("Spec", fields, vnames), SUPPRESS_END, "}\n\n",
            f"bench::Spec_{last} up_chain(const bench::Spec_{first}& x) {{\n"
            f"    return {nested('bench::upgrade', 'x', n)};\n}}\n",
            f"bench::Spec_{first} down_chain(const bench::Spec_{last}& x) {{\n"
            f"    return {nested('bench::downgrade', 'x', n)};\n}}\n"]
    if schemas:
        out.append("\n#ifdef BENCH_SCHEMAS\n")
        for v, vn in enumerate(vnames):
            out.append(f"std::string_view schema_{vn}() {{\n"
                       f"    return R\"json({schema_text('Spec', fields, v, vn)})json\";\n}}\n")
        for v, vn in enumerate(vnames):
            out.append(f"std::string_view openapi_{vn}() {{\n"
                       f"    return R\"json({schema_text('Spec', fields, v, vn, openapi=True)})json\";\n}}\n")
        out.append("#endif\n")
    return "".join(out)


# ---- JSON: versioned::json against hand-written Boost.JSON tag_invoke (--json) ---------------

def json_library_tu(fields, vnames, args_line):
    """The library's structs and, per version, a reader and a writer through versioned::json."""
    std_includes, defs = prelude(fields, hand=False)
    out = [banner(args_line), "// Library side, JSON only: VERSIONED_STRUCT, read<T> and write per version.\n",
           "#include <versioned/struct.hpp>\n#include <versioned/json.hpp>\n", std_includes,
           "#include <string>\n#include <string_view>\n",
           "\n", "\n".join(defs), "\n\n", library_decl("bench", "Spec", fields, vnames), "\n"]
    for v in vnames:
        t = f"bench::Spec<bench::{v}>"
        out.append(f"{t} read_{v}(std::string_view text) {{ return versioned::json::read<{t}>(text).value(); }}\n"
                   f"std::string write_{v}(const {t}& x) {{ return versioned::json::write(x); }}\n")
    return "".join(out)


def json_handwritten_tu(fields, vnames, args_line):
    """The same structs written out, with hand-written Boost.JSON tag_invoke overloads per
    version (value_to: at() per key; value_from: one assignment per member) and the same
    reader and writer per version (parse + value_to, value_from + serialize)."""
    std_includes, defs = prelude(fields, hand=True)
    out = [banner(args_line), "// Hand-written side, JSON only: plain structs and Boost.JSON tag_invoke per version.\n",
           std_includes, "#include <string>\n#include <string_view>\n\n",
           "#include <boost/json/parse.hpp>\n#include <boost/json/serialize.hpp>\n#include <boost/json/value.hpp>\n"
           "#include <boost/json/value_from.hpp>\n#include <boost/json/value_to.hpp>\n",
           "\n", "\n".join(defs), "\n\n", "namespace bench {\n", hand_structs("Spec", fields, vnames), "\n",
           SUPPRESS_BEGIN]
    for v, vn in enumerate(vnames):
        t = f"Spec_{vn}"
        members = [f.member(v) for f in fields if f.member(v) is not None]
        out.append(f"inline void tag_invoke(boost::json::value_from_tag, boost::json::value& jv, const {t}& x) {{\n"
                   "    boost::json::object& o = jv.emplace_object();\n")
        for typ, name, _ in members:
            out.append(f"    o[\"{name}\"] = boost::json::value_from(x.{name}, o.storage());\n")
        out.append("}\n")
        out.append(f"inline {t} tag_invoke(boost::json::value_to_tag<{t}>, const boost::json::value& jv) {{\n"
                   "    const boost::json::object& o = jv.as_object();\n"
                   f"    {t} x;\n")
        for typ, name, _ in members:
            out.append(f"    x.{name} = boost::json::value_to<{typ}>(o.at(\"{name}\"));\n")
        out.append("    return x;\n}\n")
    out += [SUPPRESS_END, "} // namespace bench\n\n"]
    for vn in vnames:
        t = f"bench::Spec_{vn}"
        out.append(f"{t} read_{vn}(std::string_view text) {{ return boost::json::value_to<{t}>(boost::json::parse(text)); }}\n"
                   f"std::string write_{vn}(const {t}& x) {{ return boost::json::serialize(boost::json::value_from(x)); }}\n")
    return "".join(out)


# ---- CRD: the merged CustomResourceDefinition against the same YAML as a literal (--crd) ------

def crd_library_tu(fields, vnames, args_line):
    """The library's structs, a kind over them (VERSIONED_CRD) and its merged CRD as YAML
    (crd_yaml: every version's OpenAPI schema, served/storage flags). With BENCH_CRD_MAIN a
    main prints it (run.py takes the hand-written side's literal from there)."""
    std_includes, defs = prelude(fields, hand=False)
    return "".join([banner(args_line),
                    "// Library side, CRD: VERSIONED_STRUCT, VERSIONED_CRD and crd_yaml.\n",
                    "#include <versioned/struct.hpp>\n#include <versioned/k8s/crd_document.hpp>\n", std_includes,
                    "#include <string>\n", "\n", "\n".join(defs), "\n\n",
                    library_decl("bench", "Spec", fields, vnames), "\n",
                    f"VERSIONED_CRD(bench, Obj, spec(Spec), group(\"bench.example.com\"), plural(\"objs\"), "
                    f"storage({vnames[-1]}));\n\n",
                    "std::string crd_text() { return versioned::k8s::crd_yaml<bench::Obj>({}); }\n",
                    "#ifdef BENCH_CRD_MAIN\n#include <cstdio>\n",
                    "int main() { std::fputs(crd_text().c_str(), stdout); }\n#endif\n"])


def crd_handwritten_tu(fields, vnames, args_line, crd_text):
    """The same structs written out and the CRD the library emits, as a string literal: what a
    project keeps when its CRD is generated by a separate tool (controller-gen) and checked in."""
    std_includes, defs = prelude(fields, hand=True)
    delim = "crd"
    while f"){delim}\"" in crd_text:
        delim += "_"
    # Literals of at most ~16 KB, cut at line ends: C++ only guarantees 65536 characters per
    # literal (clang's -Woverlength-strings), and adjacent literals would be concatenated.
    chunks, cur = [], ""
    for line in crd_text.splitlines(keepends=True):
        if cur and len(cur) + len(line) > 16000:
            chunks.append(cur)
            cur = ""
        cur += line
    chunks.append(cur)
    parts = ",\n".join(f"        R\"{delim}({c}){delim}\"" for c in chunks)
    return "".join([banner(args_line),
                    "// Hand-written side, CRD: plain structs and the CRD as literals.\n",
                    std_includes, "#include <string>\n\n", "\n".join(defs), "\n\n", "namespace bench {\n",
                    hand_structs("Spec", fields, vnames), "} // namespace bench\n\n",
                    "std::string crd_text() {\n    static constexpr const char* parts[] = {\n", parts, "};\n",
                    "    std::string out;\n    for (const char* p : parts) out += p;\n    return out;\n}\n"])


# ---- runtime benchmark sources ----------------------------------------------------------------

def runtime_sources(name, fields, vnames, args_line):
    """NAME_types.hpp, NAME_lib.cpp, NAME_hand.cpp for benchmarks/runtime."""
    std_includes, defs = prelude(fields, hand=True)
    first, last = vnames[0], vnames[-1]
    n = len(vnames) - 1
    guard = f"VERSIONED_BENCH_{name.upper()}_TYPES_HPP"
    ns = f"rt_{name}"
    lib_first, lib_last = f"{ns}::Spec<{ns}::{first}>", f"{ns}::Spec<{ns}::{last}>"
    hand_first, hand_last = f"{ns}_hand::Spec_{first}", f"{ns}_hand::Spec_{last}"
    b = banner(args_line)
    types = [b, f"// Types of the runtime benchmark '{name}': the library's and the hand-written structs,\n"
                f"// and the conversions (defined in {name}_lib.cpp and {name}_hand.cpp).\n",
             f"#ifndef {guard}\n#define {guard}\n\n#include <versioned/struct.hpp>\n\n", std_includes, "\n",
             f"namespace {ns} {{\n", "\n".join(defs), "\n}\n\n", library_decl(ns, "Spec", fields, vnames), "\n",
             f"namespace {ns}_hand {{\nusing namespace ::{ns}; // default_* and narrow_i64\n",
             hand_structs("Spec", fields, vnames), "}\n\n",
             f"namespace {ns} {{\n",
             f"using lib_first = {lib_first};\nusing lib_last = {lib_last};\n",
             f"using hand_first = {hand_first};\nusing hand_last = {hand_last};\n",
             f"inline constexpr const char* first_name = \"{first}\";\n",
             f"inline constexpr const char* last_name = \"{last}\";\n\n",
             "// versioned::convert<last>(x) / convert<first>(x): the library's chains\n",
             "lib_last lib_up(const lib_first& x);\nlib_last lib_up(lib_first&& x);\n",
             "lib_first lib_down(const lib_last& x);\nlib_first lib_down(lib_last&& x);\n",
             "// the hand-written direct conversion first <-> last\n",
             "hand_last hand_up(const hand_first& x);\nhand_last hand_up(hand_first&& x);\n",
             "hand_first hand_down(const hand_last& x);\nhand_first hand_down(hand_last&& x);\n",
             "// the hand-written adjacent steps, composed (for reference)\n",
             "hand_last hand_chain_up(const hand_first& x);\nhand_last hand_chain_up(hand_first&& x);\n",
             "hand_first hand_chain_down(const hand_last& x);\nhand_first hand_chain_down(hand_last&& x);\n",
             "// a source value with every member set (strings longer than the small-string buffer)\n",
             "lib_first lib_sample_first();\nlib_last lib_sample_last();\n",
             "hand_first hand_sample_first();\nhand_last hand_sample_last();\n",
             "}\n\n#endif\n"]
    lib = [b, f"#include \"{name}_types.hpp\"\n\n#include <versioned/convert.hpp>\n\n#include <utility>\n\n",
           f"namespace {ns} {{\n",
           f"lib_last lib_up(const lib_first& x) {{ return versioned::convert<{last}>(x); }}\n",
           f"lib_last lib_up(lib_first&& x) {{ return versioned::convert<{last}>(std::move(x)); }}\n",
           f"lib_first lib_down(const lib_last& x) {{ return versioned::convert<{first}>(x); }}\n",
           f"lib_first lib_down(lib_last&& x) {{ return versioned::convert<{first}>(std::move(x)); }}\n",
           "}\n"]
    hand = [b, f"#include \"{name}_types.hpp\"\n\n#include <utility>\n\n",
            f"namespace {ns}_hand {{\n", SUPPRESS_BEGIN,
            hand_conversion("Spec", fields, vnames, 0, n, "direct_up", "const {}& x", False, False),
            hand_conversion("Spec", fields, vnames, 0, n, "direct_up", "{}&& x", True, False),
            hand_conversion("Spec", fields, vnames, n, 0, "direct_down", "const {}& x", False, False),
            hand_conversion("Spec", fields, vnames, n, 0, "direct_down", "{}&& x", True, False),
            hand_adjacent("Spec", fields, vnames), SUPPRESS_END, "}\n\n",
            f"namespace {ns} {{\n",
            "hand_last hand_up(const hand_first& x) { return " + f"{ns}_hand::direct_up(x); }}\n",
            "hand_last hand_up(hand_first&& x) { return " + f"{ns}_hand::direct_up(std::move(x)); }}\n",
            "hand_first hand_down(const hand_last& x) { return " + f"{ns}_hand::direct_down(x); }}\n",
            "hand_first hand_down(hand_last&& x) { return " + f"{ns}_hand::direct_down(std::move(x)); }}\n",
            "hand_last hand_chain_up(const hand_first& x) { return "
            + nested(f"{ns}_hand::upgrade", "x", n) + "; }\n",
            "hand_last hand_chain_up(hand_first&& x) { return "
            + nested(f"{ns}_hand::upgrade", "std::move(x)", n) + "; }\n",
            "hand_first hand_chain_down(const hand_last& x) { return "
            + nested(f"{ns}_hand::downgrade", "x", n) + "; }\n",
            "hand_first hand_chain_down(hand_last&& x) { return "
            + nested(f"{ns}_hand::downgrade", "std::move(x)", n) + "; }\n"]
    # samples: the same values on both sides
    hand.append(SUPPRESS_BEGIN)
    for side, tfirst, tlast in (("lib", "lib_first", "lib_last"), ("hand", "hand_first", "hand_last")):
        for which, v, t in (("first", 0, tfirst), ("last", n, tlast)):
            hand.append(f"{t} {side}_sample_{which}() {{\n    {t} x;\n")
            for f in fields:
                m = f.member(v)
                if m is not None:
                    hand.append(f"    x.{m[1]} = {sample_value(m[0], f.i)};\n")
            hand.append("    return x;\n}\n")
    hand += [SUPPRESS_END, "}\n"]
    return {f"{name}_types.hpp": "".join(types), f"{name}_lib.cpp": "".join(lib), f"{name}_hand.cpp": "".join(hand)}


def sample_value(t, i):
    if t == "std::string":
        return f'"a string value longer than the SSO buffer #{i}"'
    if t == "std::vector<int>":
        return f"std::vector<int>{{{i}, {i + 1}, {i + 2}, {i + 3}}}"
    if t == "bool":
        return "true" if i % 2 else "false"
    if t == "double":
        return f"{i}.25"
    return f"{t}{{{i + 1}}}"


def write(path, text, always=False):
    # rewrite only on change (run.py reuses files), unless the build system needs a new timestamp
    if not always and os.path.exists(path):
        with open(path, encoding="utf-8") as fh:
            if fh.read() == text:
                return
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(text)


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--fields", "-F", type=int, required=True)
    p.add_argument("--versions", "-V", type=int, required=True)
    p.add_argument("--side", choices=("library", "handwritten"))
    p.add_argument("--types", choices=("mixed", "scalars"), default="mixed")
    p.add_argument("--schemas", action="store_true",
                   help="add json_schema uses / string literals (guarded by __has_include(<versioned/schema.hpp>))")
    p.add_argument("--json", action="store_true",
                   help="JSON-only TUs: the structs and, per version, read/write through versioned::json "
                        "(library) or hand-written Boost.JSON tag_invoke (handwritten); no conversions, no schemas")
    p.add_argument("--crd", action="store_true",
                   help="CRD TUs: the structs and the kind's merged CRD, from crd_yaml (library) or as a string "
                        "literal (handwritten, which needs --crd-text); no conversions, no schemas")
    p.add_argument("--crd-text", help="file holding the CRD the library emits (for --crd --side handwritten)")
    p.add_argument("--constraints", action="store_true",
                   help="a validate(...) on every field (library side; the cost of constraints)")
    p.add_argument("-o", "--output", help="output file (default: stdout)")
    p.add_argument("--runtime", metavar="NAME", help="write the runtime benchmark sources NAME_*")
    p.add_argument("--out-dir", help="directory of the --runtime sources")
    a = p.parse_args(argv)
    if a.fields < 1 or a.versions < 2:
        p.error("need at least 1 field and 2 versions")
    if a.versions > 256 or a.fields > 256:
        p.error("the library supports up to 256 fields and 256 versions")
    CONSTRAINTS["on"] = a.constraints
    vnames = version_names(a.versions)
    fields = make_fields(a.fields, a.versions, SCALAR_TYPES if a.types == "scalars" else MIXED_TYPES)
    args_line = f"--fields {a.fields} --versions {a.versions} --types {a.types}"
    if a.runtime:
        if not a.out_dir:
            p.error("--runtime needs --out-dir")
        os.makedirs(a.out_dir, exist_ok=True)
        for fname, text in runtime_sources(a.runtime, fields, vnames, args_line + f" --runtime {a.runtime}").items():
            write(os.path.join(a.out_dir, fname), text, always=True)
        return 0
    if not a.side:
        p.error("--side or --runtime is required")
    args_line += (f" --side {a.side}" + (" --schemas" if a.schemas else "") + (" --json" if a.json else "")
                  + (" --crd" if a.crd else "") + (" --constraints" if a.constraints else ""))
    if a.crd:
        if a.side == "library":
            text = crd_library_tu(fields, vnames, args_line)
        else:
            if not a.crd_text:
                p.error("--crd --side handwritten needs --crd-text")
            with open(a.crd_text, encoding="utf-8") as fh:
                text = crd_handwritten_tu(fields, vnames, args_line, fh.read())
    elif a.json:
        text = (json_library_tu if a.side == "library" else json_handwritten_tu)(fields, vnames, args_line)
    else:
        text = (library_tu if a.side == "library" else handwritten_tu)(fields, vnames, a.schemas, args_line)
    if a.output:
        write(a.output, text)
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
