#!/usr/bin/env python3
# Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
"""Writes the real-scale benchmark's declarations (issue 37) from podspec.tree: kubebuilder's
CronJob kind with the whole Kubernetes PodSpec under its job template, in three versions, twice:

  tree.hpp            through the library: VERSIONED_VERSIONS, VERSIONED_ENUM, VERSIONED_STRUCT,
                      VERSIONED_VARIANT, in dependency order (what a user would write);
  hand_types.hpp      hand-written: per version a namespace of plain structs and enums described
                      with Boost.Describe (BOOST_DESCRIBE_STRUCT / BOOST_DESCRIBE_ENUM), the
                      variant as a struct around a std::variant;
  hand_convert.hpp    hand-written adjacent upgrade / downgrade functions per type and the chains
                      to and from the hub (v1) composed from them;
  hand_json.hpp       hand-written Boost.JSON: one tag_invoke pair over any described struct
                      (optional members omitted when empty and may be absent), the variant's per
                      version, the kind's object per version, and the per-object conversion of
                      a ConversionReview (value_to, the chain, value_from).

Both sides have the same members, JSON keys (the library's camel_case naming: a member
deprecated_service_account is "deprecatedServiceAccount") and the same conversions, so that
the translation units of lib.cpp and hand.cpp do the same work per feature level (run.py).

  generate.py [--tree podspec.tree] [--out-dir DIR] [--docs lengths|none] [--versions N]

--docs none leaves the descriptions out; --versions N keeps the first N versions (actions of
later versions dropped), for smaller variants of the tree. The files in this folder are the
output of `generate.py` with the defaults; regenerate them after editing podspec.tree.
"""

import argparse
import keyword  # noqa: F401  (Python's; C++'s reserved words are listed below)
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

# C++ reserved words and the C library's macros that a member name must not be: such a member
# gets a trailing underscore, which the camel_case naming drops from its key.
RESERVED = {"namespace", "operator", "template", "default", "class", "private", "public", "delete",
            "new", "union", "export", "register", "stdin", "stdout", "stderr", "errno", "assert",
            "volatile", "typename", "this", "friend", "virtual", "explicit", "signed", "unsigned"}

PRIMS = {"string": "std::string", "int16": "std::int16_t", "int32": "std::int32_t", "int64": "std::int64_t",
         "bool": "bool", "Time": "std::string", "Duration": "std::string", "Quantity": "std::string",
         "IntOrString": "std::string"}
# The library side declares Kubernetes' value types as the library's (each checks its text when
# read); the hand-written side keeps them as strings, as a hand-written operator often does.
LIB_PRIMS = dict(PRIMS, Time="versioned::k8s::time", Duration="versioned::k8s::duration",
                 Quantity="versioned::k8s::quantity", IntOrString="versioned::k8s::int_or_string")

# The conversion functions the tree's actions name, for both sides (namespace batch / hw).
FUNCTIONS = {
    "narrow_i32_i16": ("constexpr std::int16_t narrow_i32_i16(std::int32_t v) { return static_cast<std::int16_t>(v); }"),
    "narrow_opt_i64": ("constexpr std::optional<std::int32_t> narrow_opt_i64(const std::optional<std::int64_t>& v) {\n"
                       "    return v ? std::optional<std::int32_t>(static_cast<std::int32_t>(*v)) : std::nullopt;\n}"),
}

FILLER = ("describes what the kubelet and the API server do with this member when a pod of the job is "
          "created, scheduled, started, probed or stopped, and which values they accept; defaults, "
          "limits and the feature gates that guard it are documented upstream. ")


def camel(snake):
    """The library's camel_case key of a member name (key_naming.hpp)."""
    out, upper = [], False
    for i, c in enumerate(snake):
        if c == "_" and i > 0:
            upper = True
            continue
        out.append(c.upper() if upper and "a" <= c <= "z" else c)
        upper = False
    return "".join(out)


def member_name(snake):
    return snake + "_" if snake in RESERVED else snake


def doc_text(owner, field, length):
    """A made-up description of the given length (the upstream comment's)."""
    head = f"{field} of {owner}: "
    text = head + FILLER * (length // len(FILLER) + 1)
    text = text[:max(length, len(head))].rstrip()
    return text.replace("\\", "").replace('"', "")


# ---- the tree -------------------------------------------------------------------------------------

class Type:
    """A field type: ('prim', cxx) | ('named', Name) | ('opt'|'vec'|'map', Type)."""

    def __init__(self, text):
        self.text = text
        if text.startswith("*"):
            self.kind, self.inner = "opt", Type(text[1:])
        elif text.startswith("[]"):
            self.kind, self.inner = "vec", Type(text[2:])
        elif text.startswith("map[string]"):
            self.kind, self.inner = "map", Type(text[len("map[string]"):])
        elif text in PRIMS:
            self.kind, self.inner, self.name = "prim", None, text
        else:
            self.kind, self.inner, self.name = "named", None, text

    def base(self):
        return self.inner.base() if self.inner else self

    def lib(self, ns="batch"):
        if self.kind == "prim":
            return LIB_PRIMS[self.name]
        if self.kind == "named":
            return f"{ns}::{self.name}<V>"
        inner = self.inner.lib(ns)
        return {"opt": f"std::optional<{inner}>", "vec": f"std::vector<{inner}>",
                "map": f"std::map<std::string, {inner}>"}[self.kind]

    def hand(self):
        if self.kind == "prim":
            return PRIMS[self.name]
        if self.kind == "named":
            return self.name
        inner = self.inner.hand()
        return {"opt": f"std::optional<{inner}>", "vec": f"std::vector<{inner}>",
                "map": f"std::map<std::string, {inner}>"}[self.kind]

    def is_plain(self):
        """No versioned type inside: converted by copying."""
        return self.base().kind == "prim"


class Row:
    """A field, alternative or enumerator, with its actions."""

    def __init__(self, owner, words, nversions, vindex, kind):
        self.owner = owner
        self.name = words[0]
        self.type = Type(words[1]) if kind != "enum" else None
        rest = words[2:] if kind != "enum" else words[1:]
        self.doc = 0
        self.added = 0
        self.added_to = self.added_fn = None
        self.renamed = None  # (version, old name)
        self.retyped = None  # (version, old Type, upgrade fn, downgrade fn)
        self.deprecated = None
        self.semantics = []  # list=... and constraints: the library's keywords, in any version
        for w in rest:
            key, _, value = w.partition("=")
            parts = value.split(":")
            if key == "doc":
                self.doc = int(value)
                continue
            if key == "list":
                keys = "".join(f', "{k}"' for k in parts[1:])
                self.semantics.append(f"list_type({parts[0]}{keys})")
                continue
            if key in ("min", "minlen"):
                self.semantics.append(f"validate({'minimum' if key == 'min' else 'min_length'}({value}))")
                continue
            v = vindex[parts[0]]
            if v >= nversions:
                continue  # an action of a version left out (--versions)
            if key == "added":
                self.added = v
                if len(parts) > 1:
                    self.added_to = parts[1]
                    self.added_fn = parts[2] if len(parts) > 2 and parts[2] else None
            elif key == "renamed":
                self.renamed = (v, parts[1])
            elif key == "retyped":
                self.retyped = (v, Type(parts[1]), parts[2] or None, parts[3] or None)
            elif key == "deprecated":
                self.deprecated = v
            else:
                raise ValueError(f"{owner}.{self.name}: unknown action {key}")

    def present(self, v):
        return v >= self.added

    def snake(self, v, deprecate=True):
        """The member's (or alternative's, enumerator's) name in version v."""
        name = self.name if self.renamed is None or v >= self.renamed[0] else self.renamed[1]
        if deprecate and self.deprecated is not None and v >= self.deprecated:
            name = "deprecated_" + name
        return name

    def type_at(self, v):
        return self.retyped[1] if self.retyped is not None and v < self.retyped[0] else self.type


class Decl:
    def __init__(self, kind, name):
        self.kind, self.name, self.rows = kind, name, []

    def deps(self):
        return [r.type.base().name for r in self.rows if r.type and r.type.base().kind == "named"] + \
               [r.retyped[1].base().name for r in self.rows if r.retyped and r.retyped[1].base().kind == "named"]


class Tree:
    def __init__(self, path, nversions):
        self.decls, self.order = {}, []
        lines = [ln.split("#", 1)[0].rstrip() for ln in open(path, encoding="utf-8")]
        cur = None
        for ln in lines:
            if not ln.strip():
                continue
            words = ln.split()
            if not ln.startswith(" "):
                if words[0] == "versions":
                    self.versions = words[1:]
                    if nversions:
                        self.versions = self.versions[:nversions]
                    self.vindex = {v: i for i, v in enumerate(words[1:])}
                elif words[0] == "group":
                    self.group = words[1]
                elif words[0] == "kind":
                    self.kind = words[1]
                    opts = dict(w.split("=") for w in words[2:])
                    self.spec, self.status = opts["spec"], opts.get("status")
                else:
                    cur = Decl(words[0], words[1])
                    self.decls[cur.name] = cur
                    self.order.append(cur.name)
                continue
            cur.rows.append(Row(cur.name, words, len(self.versions), self.vindex, cur.kind))
        self.hub = len(self.versions) - 1
        self.sorted = self.dependency_order()

    def dependency_order(self):
        done, out = set(), []

        def visit(name, stack=()):
            if name in done:
                return
            if name in stack:
                raise ValueError(f"cycle through {name}")
            for d in self.decls[name].deps():
                visit(d, stack + (name,))
            done.add(name)
            out.append(name)
        for name in self.order:
            visit(name)
        return out

    def kind_of(self, name):
        return self.decls[name].kind


# ---- the library side ------------------------------------------------------------------------

def lib_type(t):
    s = t.lib()
    return f"({s})" if "," in s else s


def lib_field(tree, d, r, docs):
    vn = tree.versions
    acts = []
    if r.added:
        if d.kind == "variant":
            fn = f", {r.added_fn}" if r.added_fn else ""
            acts.append(f"added({vn[r.added]}, downgrade_to({r.added_to}{fn}))")
        elif d.kind == "enum":
            acts.append(f"added({vn[r.added]}, downgrade_to({r.added_to}))")
        else:
            acts.append(f"added({vn[r.added]})")
    changes = {}
    if r.renamed:
        changes.setdefault(r.renamed[0], []).append(f"from_name({member_name(r.renamed[1])})")
    if r.retyped:
        v, old, up, down = r.retyped
        ch = changes.setdefault(v, [])
        ch.append(f"from_type({old.lib()})")
        if up:
            ch.append(f"upgrade_with(batch::{up})")
        if down:
            ch.append(f"downgrade_with(batch::{down})")
    for v in sorted(changes):
        acts.append(f"changed({vn[v]}, {', '.join(changes[v])})")
    if r.deprecated is not None:
        acts.append(f"deprecated({vn[r.deprecated]}, note(\"no longer used\"))")
    acts += r.semantics
    if docs and r.doc and d.kind != "enum":
        acts.append(f"doc(\"{doc_text(d.name, r.name, r.doc)}\")")
    if d.kind == "enum":
        return "(" + ", ".join([r.name] + acts) + ")"
    return "(" + ", ".join([lib_type(r.type), member_name(r.name)] + acts) + ")"


def variant_functions(tree, d, side):
    """The downgrade_to functions of a variant's added alternatives (both sides)."""
    out = []
    for r in d.rows:
        if not r.added_fn:
            continue
        target = next(a for a in d.rows if a.name == r.added_to)
        old, new = tree.versions[r.added - 1], tree.versions[r.added]
        if side == "lib":
            out.append(f"inline {target.type.lib().replace('<V>', f'<{old}>')} {r.added_fn}("
                       f"const {r.type.lib().replace('<V>', f'<{new}>')}&) {{ return {{}}; }}")
        else:
            out.append(f"inline {old}::{target.type.hand()} {r.added_fn}(const {new}::{r.type.hand()}&) {{ return {{}}; }}")
    return out


def library_header(tree, docs, args_line):
    out = [banner(args_line),
           "#ifndef BENCH_REAL_SCALE_TREE_HPP\n#define BENCH_REAL_SCALE_TREE_HPP\n\n",
           "#include <versioned/enum.hpp>\n#include <versioned/k8s/duration.hpp>\n#include <versioned/k8s/int_or_string.hpp>\n"
           "#include <versioned/k8s/quantity.hpp>\n#include <versioned/k8s/time.hpp>\n#include <versioned/struct.hpp>\n"
           "#include <versioned/variant.hpp>\n\n",
           "#include <cstdint>\n#include <map>\n#include <optional>\n#include <string>\n#include <vector>\n\n",
           f"VERSIONED_VERSIONS(batch, {', '.join(tree.versions)});\n",
           "VERSIONED_KEY_NAMING(batch, camel_case);\n\n",
           "namespace batch {\n" + "\n".join(FUNCTIONS.values()) + "\n} // namespace batch\n\n"]
    for name in tree.sorted:
        d = tree.decls[name]
        rows = ",\n    ".join(lib_field(tree, d, r, docs) for r in d.rows)
        if d.kind == "variant":
            fns = variant_functions(tree, d, "lib")
            if fns:
                out.append("namespace batch {\n" + "\n".join(fns) + "\n} // namespace batch\n")
        macro = {"struct": "VERSIONED_STRUCT", "enum": "VERSIONED_ENUM", "variant": "VERSIONED_VARIANT"}[d.kind]
        out.append(f"{macro}(batch, {name},\n    {rows});\n\n")
    out.append("#endif\n")
    return "".join(out)


# ---- the hand-written side -----------------------------------------------------------------------

def hand_member(r, v):
    """The hand-written member name in version v: the JSON key (a reserved word + '_')."""
    key = camel(member_name(r.snake(v)))
    return key + "_" if key in RESERVED else key


def hand_types(tree, args_line):
    out = [banner(args_line),
           "#ifndef BENCH_REAL_SCALE_HAND_TYPES_HPP\n#define BENCH_REAL_SCALE_HAND_TYPES_HPP\n\n",
           "#include <boost/describe/class.hpp>\n#include <boost/describe/enum.hpp>\n\n",
           "#include <cstdint>\n#include <map>\n#include <optional>\n#include <string>\n#include <variant>\n"
           "#include <vector>\n\n"]
    for v, vn in enumerate(tree.versions):
        out.append(f"namespace hw::{vn} {{\n\n")
        for name in tree.sorted:
            d = tree.decls[name]
            rows = [r for r in d.rows if r.present(v)]
            if d.kind == "enum":
                names = ", ".join(r.snake(v, deprecate=False) for r in rows)
                out.append(f"enum class {name} {{ {names} }};\nBOOST_DESCRIBE_ENUM({name}, {names})\n\n")
            elif d.kind == "variant":
                alts = ", ".join(r.type_at(v).hand() for r in rows)
                out.append(f"struct {name} {{\n    std::variant<{alts}> value;\n"
                           f"    friend bool operator==(const {name}&, const {name}&) = default;\n}};\n\n")
            else:
                members = "".join(f"    {r.type_at(v).hand()} {hand_member(r, v)}{{}};\n" for r in rows)
                out.append(f"struct {name} {{\n{members}"
                           f"    friend bool operator==(const {name}&, const {name}&) = default;\n}};\n")
                names = ", ".join(hand_member(r, v) for r in rows)
                out.append(f"BOOST_DESCRIBE_STRUCT({name}, (), ({names}))\n\n")
        out.append(f"}} // namespace hw::{vn}\n\n")
    out.append("#endif\n")
    return "".join(out)


def convert_value(expr, t_from, t_to, fn, direction):
    """The expression converting expr of type t_from to t_to (one step)."""
    if fn:
        return f"{fn}({expr})"
    if t_from.text != t_to.text:
        return expr  # a lossless retype: assignment converts
    if t_from.is_plain():
        return expr
    return f"{direction}({expr})"


def hand_convert(tree, args_line):
    out = [banner(args_line),
           "#ifndef BENCH_REAL_SCALE_HAND_CONVERT_HPP\n#define BENCH_REAL_SCALE_HAND_CONVERT_HPP\n\n",
           '#include "hand_types.hpp"\n\n#include <type_traits>\n#include <utility>\n\n',
           "namespace hw {\n\n" + "\n".join(FUNCTIONS.values()) + "\n\n",
           "// Containers of versioned types: element by element (declared before the types' steps,\n"
           "// found by argument-dependent lookup for the element types).\n"]
    for direction in ("upgrade", "downgrade"):
        out.append(
            f"template <class T>\nauto {direction}(const std::vector<T>& v) {{\n"
            f"    std::vector<decltype({direction}(v.front()))> out;\n    out.reserve(v.size());\n"
            f"    for (const T& e : v) out.push_back({direction}(e));\n    return out;\n}}\n"
            f"template <class T>\nauto {direction}(const std::optional<T>& o) -> std::optional<decltype({direction}(*o))> {{\n"
            f"    if (!o) return std::nullopt;\n    return {direction}(*o);\n}}\n"
            f"template <class T>\nauto {direction}(const std::map<std::string, T>& m) {{\n"
            f"    std::map<std::string, decltype({direction}(m.begin()->second))> out;\n"
            f"    for (const auto& [k, e] : m) out.emplace(k, {direction}(e));\n    return out;\n}}\n")
    for name in tree.sorted:
        if tree.decls[name].kind == "variant":
            out.append("\n".join(variant_functions(tree, tree.decls[name], "hand")) + "\n")
    out.append("\n} // namespace hw\n\n")
    # Each step lives in its source type's namespace (argument-dependent lookup finds it from the
    # container templates), which also sees the container templates.
    for vn in tree.versions:
        out.append(f"namespace hw::{vn} {{\nusing ::hw::upgrade;\nusing ::hw::downgrade;\n}} // namespace hw::{vn}\n")
    out.append("\n")
    for v in range(len(tree.versions) - 1):
        a, b = tree.versions[v], tree.versions[v + 1]
        out.append(f"namespace hw::{a} {{\n\n")
        for name in tree.sorted:
            out.append(hand_step(tree, tree.decls[name], v, a, b, "upgrade"))
        out.append(f"\n}} // namespace hw::{a}\n\nnamespace hw::{b} {{\n\n")
        for name in tree.sorted:
            out.append(hand_step(tree, tree.decls[name], v, a, b, "downgrade"))
        out.append(f"\n}} // namespace hw::{b}\n\n")
    out.append("namespace hw {\n\n")
    # Chains to and from the hub, per root type.
    hub = tree.versions[tree.hub]
    for name in (tree.spec, tree.status):
        for v, vn in enumerate(tree.versions[:-1]):
            up = f"x"
            for w in range(v, tree.hub):
                up = f"upgrade({up})"
            down = "x"
            for w in range(tree.hub, v, -1):
                down = f"downgrade({down})"
            out.append(f"inline {hub}::{name} to_hub(const {vn}::{name}& x) {{ return {up}; }}\n")
            out.append(f"inline {vn}::{name} from_hub(const {hub}::{name}& x, {vn}::{name}*) {{ return {down}; }}\n")
        out.append(f"inline const {hub}::{name}& to_hub(const {hub}::{name}& x) {{ return x; }}\n")
        out.append(f"inline {hub}::{name} from_hub(const {hub}::{name}& x, {hub}::{name}*) {{ return x; }}\n")
    out.append("\n} // namespace hw\n\n#endif\n")
    return "".join(out)


def hand_step(tree, d, v, a, b, direction):
    """One adjacent step of one type: a -> b (upgrade) or b -> a (downgrade)."""
    src, dst = (a, b) if direction == "upgrade" else (b, a)
    sv, dv = (v, v + 1) if direction == "upgrade" else (v + 1, v)
    name = d.name
    head = f"inline ::hw::{dst}::{name} {direction}(const ::hw::{src}::{name}& x) {{\n"
    if d.kind == "enum":
        cases = []
        for r in d.rows:
            if not r.present(sv):
                continue
            target = r
            if not r.present(dv):  # added at the source's version: its downgrade target
                target = next(t for t in d.rows if t.name == r.added_to)
            cases.append(f"    case ::hw::{src}::{name}::{r.snake(sv, False)}: return ::hw::{dst}::{name}::{target.snake(dv, False)};\n")
        return head + "    switch (x) {\n" + "".join(cases) + f"    }}\n    return static_cast<::hw::{dst}::{name}>(x);\n}}\n"
    if d.kind == "variant":
        body = ["    return std::visit([](const auto& alt) -> " + f"::hw::{dst}::{name} {{\n",
                "        using A = std::remove_cvref_t<decltype(alt)>;\n"]
        first = True
        for r in d.rows:
            if not r.present(sv):
                continue
            kw = "if constexpr" if first else "else if constexpr"
            first = False
            t = f"::hw::{src}::{r.type_at(sv).hand()}"
            if r.present(dv):
                fn = None
                if r.retyped and r.retyped[0] == v + 1:
                    fn = r.retyped[2] if direction == "upgrade" else r.retyped[3]
                value = convert_value("alt", r.type_at(sv), r.type_at(dv), fn, direction)
                body.append(f"        {kw} (std::is_same_v<A, {t}>) return {{{value}}};\n")
            else:
                body.append(f"        {kw} (std::is_same_v<A, {t}>) return {{{r.added_fn}(alt)}};\n")
        body.append("        else return {};\n    }, x.value);\n}\n")
        return head + "".join(body)
    lines = [head, f"    ::hw::{dst}::{name} y;\n"]
    for r in d.rows:
        if not r.present(dv) or not r.present(sv):
            continue
        fn = None
        if r.retyped and r.retyped[0] == v + 1:
            fn = r.retyped[2] if direction == "upgrade" else r.retyped[3]
        value = convert_value(f"x.{hand_member(r, sv)}", r.type_at(sv), r.type_at(dv), fn, direction)
        lines.append(f"    y.{hand_member(r, dv)} = {value};\n")
    lines.append("    return y;\n}\n")
    return "".join(lines)


def hand_json(tree, args_line):
    vn = tree.versions
    hub = vn[tree.hub]
    out = [banner(args_line),
           "#ifndef BENCH_REAL_SCALE_HAND_JSON_HPP\n#define BENCH_REAL_SCALE_HAND_JSON_HPP\n\n",
           '#include "hand_convert.hpp"\n\n',
           "#include <boost/describe/members.hpp>\n#include <boost/json/object.hpp>\n"
           "#include <boost/json/value.hpp>\n#include <boost/json/value_from.hpp>\n#include <boost/json/value_to.hpp>\n"
           "#include <boost/mp11/algorithm.hpp>\n\n#include <stdexcept>\n#include <string_view>\n\n",
           HAND_JSON_PRELUDE]
    for v, vname in enumerate(vn):
        out.append(f"namespace hw::{vname} {{\n\nusing ::hw::tag_invoke; // the described structs' (found by argument-dependent lookup)\n\n")
        # The kind's object.
        status = f"    std::optional<{tree.status}> status;\n" if tree.status else ""
        out.append(f"struct {tree.kind} {{\n    std::string apiVersion;\n    std::string kind;\n"
                   f"    boost::json::object metadata;\n    {tree.spec} spec;\n{status}}};\n")
        members = "apiVersion, kind, metadata, spec" + (", status" if tree.status else "")
        out.append(f"BOOST_DESCRIBE_STRUCT({tree.kind}, (), ({members}))\n\n")
        for name in tree.sorted:
            d = tree.decls[name]
            if d.kind != "variant":
                continue
            rows = [r for r in d.rows if r.present(v)]
            out.append(f"inline void tag_invoke(boost::json::value_from_tag, boost::json::value& jv, const {name}& x) {{\n"
                       "    boost::json::object& o = jv.emplace_object();\n    switch (x.value.index()) {\n")
            for i, r in enumerate(rows):
                key = camel(member_name(r.snake(v, False)))
                out.append(f"    case {i}: o[\"{key}\"] = boost::json::value_from(std::get<{i}>(x.value), o.storage()); break;\n")
            out.append("    }\n}\n")
            out.append(f"inline {name} tag_invoke(boost::json::value_to_tag<{name}>, const boost::json::value& jv) {{\n"
                       "    const boost::json::object& o = jv.as_object();\n"
                       "    if (o.size() != 1) throw std::invalid_argument(\"a variant is an object of one member\");\n"
                       "    const std::string_view key = o.begin()->key();\n"
                       "    const boost::json::value& inner = o.begin()->value();\n")
            for i, r in enumerate(rows):
                key = camel(member_name(r.snake(v, False)))
                t = r.type_at(v).hand()
                out.append(f"    if (key == \"{key}\") return {{boost::json::value_to<{t}>(inner)}};\n")
            out.append("    throw std::invalid_argument(\"unknown alternative\");\n}\n\n")
        out.append(f"}} // namespace hw::{vname}\n\n")
    # The per-object conversion of a review: any version to any version, through the hub.
    out.append("namespace hw {\n\n")
    # the version names before the template that calls them (the pointers' namespaces are
    # hw::vN, where ADL would look, not hw)
    for vname in vn:
        out.append(f"inline const char* version_name({vname}::{tree.kind}*) {{ return \"{vname}\"; }}\n")
    out.append(f"template <class To, class From>\nTo convert_kind(const From& x, To* tag) {{\n"
               f"    To y;\n    y.apiVersion = std::string(\"{tree.group}/\") + version_name(tag);\n"
               f"    y.kind = x.kind;\n    y.metadata = x.metadata;\n"
               f"    y.spec = from_hub(to_hub(x.spec), &y.spec);\n")
    if tree.status:
        out.append("    if (x.status) y.status = from_hub(to_hub(*x.status), &y.status.emplace());\n")
    out.append("    return y;\n}\n")
    out.append("// One object of a review, read at its version and written at the desired one.\n"
               "inline boost::json::value convert_object(const boost::json::value& object, std::string_view from, std::string_view to) {\n")
    for a in vn:
        out.append(f"    if (from == \"{tree.group}/{a}\") {{\n"
                   f"        const auto x = boost::json::value_to<{a}::{tree.kind}>(object);\n")
        for b in vn:
            out.append(f"        if (to == \"{tree.group}/{b}\") return boost::json::value_from(convert_kind(x, static_cast<{b}::{tree.kind}*>(nullptr)));\n")
        out.append("    }\n")
    out.append("    throw std::invalid_argument(\"unknown apiVersion\");\n}\n\n} // namespace hw\n\n#endif\n")
    return "".join(out)


HAND_JSON_PRELUDE = r"""namespace hw {

template <class T>
struct is_optional : std::false_type {};
template <class T>
struct is_optional<std::optional<T>> : std::true_type {};

// A member's JSON key: its name, without the trailing '_' of a reserved word.
constexpr std::string_view key_of(std::string_view name) { return name.ends_with('_') ? name.substr(0, name.size() - 1) : name; }

template <class T>
concept described_struct = boost::describe::has_describe_members<T>::value && !std::is_union_v<T>;

// Any described struct: every member under its key; an empty optional omitted, and absent or
// null when read.
template <described_struct T>
void tag_invoke(boost::json::value_from_tag, boost::json::value& jv, const T& x) {
    boost::json::object& o = jv.emplace_object();
    boost::mp11::mp_for_each<boost::describe::describe_members<T, boost::describe::mod_public>>([&](auto d) {
        const auto& m = x.*d.pointer;
        if constexpr (is_optional<std::remove_cvref_t<decltype(m)>>::value) {
            if (m) o[key_of(d.name)] = boost::json::value_from(*m, o.storage());
        } else {
            o[key_of(d.name)] = boost::json::value_from(m, o.storage());
        }
    });
}
template <described_struct T>
T tag_invoke(boost::json::value_to_tag<T>, const boost::json::value& jv) {
    const boost::json::object& o = jv.as_object();
    T x{};
    boost::mp11::mp_for_each<boost::describe::describe_members<T, boost::describe::mod_public>>([&](auto d) {
        auto& m = x.*d.pointer;
        using M = std::remove_cvref_t<decltype(m)>;
        if constexpr (is_optional<M>::value) {
            if (const boost::json::value* p = o.if_contains(key_of(d.name)); p != nullptr && !p->is_null())
                m = boost::json::value_to<typename M::value_type>(*p);
        } else {
            m = boost::json::value_to<M>(o.at(key_of(d.name)));
        }
    });
    return x;
}

} // namespace hw

"""


def banner(args_line):
    return (f"// Generated by benchmarks/real_scale/generate.py{(' ' + args_line) if args_line else ''} from podspec.tree.\n"
            "// Do not edit: edit podspec.tree or the generator and regenerate.\n")


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--tree", default=os.path.join(HERE, "podspec.tree"))
    p.add_argument("--out-dir", default=HERE)
    p.add_argument("--docs", choices=("lengths", "none"), default="lengths")
    p.add_argument("--versions", type=int, default=0, help="keep the first N versions (default: all)")
    args = p.parse_args(argv)
    tree = Tree(args.tree, args.versions)
    # the options that shape the output, for the banner (not --out-dir DIR, nor --out-dir=DIR)
    line = re.sub(r"--out-dir(=| +)\S+", "", " ".join(argv if argv is not None else sys.argv[1:]))
    line = " ".join(line.split())
    os.makedirs(args.out_dir, exist_ok=True)
    files = {"tree.hpp": library_header(tree, args.docs == "lengths", line),
             "hand_types.hpp": hand_types(tree, line),
             "hand_convert.hpp": hand_convert(tree, line),
             "hand_json.hpp": hand_json(tree, line)}
    for name, text in files.items():
        path = os.path.join(args.out_dir, name)
        old = open(path, encoding="utf-8").read() if os.path.exists(path) else None
        if old != text:
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
    structs = sum(1 for d in tree.decls.values() if d.kind == "struct")
    enums = sum(1 for d in tree.decls.values() if d.kind == "enum")
    variants = sum(1 for d in tree.decls.values() if d.kind == "variant")
    rows = sum(len(d.rows) for d in tree.decls.values() if d.kind != "enum")
    print(f"{structs} structs, {enums} enums, {variants} variants, {rows} fields and alternatives, "
          f"{len(tree.versions)} versions -> {args.out_dir}", file=sys.stderr)


if __name__ == "__main__":
    main()
