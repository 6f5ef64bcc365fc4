#!/usr/bin/env python3
"""Compares CRDs the library generates with the real CRDs they re-declare, node by node.

    compare.py <fixture-dir> <generated-dir>

For each <fixture-dir>/<name>.differences, <fixture-dir>/<name>.yaml is a real CRD (as its project publishes it),
<generated-dir>/<name>.json the CRD the library writes for the re-declaration in
<fixture-dir>/<name>.hpp, and <fixture-dir>/<name>.differences the differences expected, one a
line with its reason:

    <version>:<path> <what> -- <reason>      (<version> may be *, every version)
    crd <what> -- <reason>                   (outside the schemas)

A schema node is an object of a version's openAPIV3Schema (the root, every property, items and
additionalProperties); it is exact when every keyword but its children's schemas is equal (the
names in "required" in any order), and the names of its properties too. <what> is the keyword that differs, or "missing property X" /
"extra property X" (ours lacks or adds it; its subtree then counts as not exact). Outside the
schemas, the CRD's metadata and spec (each version without its schema) are compared key by key:
"crd <key>" or "crd <version>.<key>".

Fails (exit 1) when a difference is not listed, or a listed one does not occur (the list must
stay true), or a generated CRD breaks a structural-schema rule. Prints, per CRD, how many schema
nodes are exact.
"""

import json
import os
import sys

import yaml

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "schema"))
from validate import structural_errors  # noqa: E402

CHILDREN = ("properties", "items", "additionalProperties")


def count_nodes(node):
    if not isinstance(node, dict):
        return 0
    n = 1
    for child in (node.get("properties") or {}).values():
        n += count_nodes(child)
    for key in ("items", "additionalProperties"):
        n += count_nodes(node.get(key))
    return n


def compare_node(real, ours, where, found):
    """Walks real and ours together; returns (nodes, exact) of real's subtree."""
    differs = False
    keys = sorted((set(real) | set(ours)) - set(CHILDREN))
    for key in keys:
        if key == "required" and sorted(real.get(key) or []) == sorted(ours.get(key) or []):
            continue  # an order JSON Schema gives no meaning (controller-gen sorts it; the library keeps the table's)
        if real.get(key) != ours.get(key):
            found.append((where, key, real.get(key), ours.get(key)))
            differs = True
    real_props, our_props = real.get("properties") or {}, ours.get("properties") or {}
    nodes, exact = 1, 0
    for name in sorted(set(real_props) | set(our_props)):
        if name not in our_props:
            found.append((where, "missing property " + name, None, None))
            nodes += count_nodes(real_props[name])
            differs = True
        elif name not in real_props:
            found.append((where, "extra property " + name, None, None))
            differs = True
        else:
            n, e = compare_node(real_props[name], our_props[name], where + "." + name, found)
            nodes, exact = nodes + n, exact + e
    for key, step in (("items", "[]"), ("additionalProperties", "{}")):
        r, o = real.get(key), ours.get(key)
        if isinstance(r, dict) and isinstance(o, dict):
            n, e = compare_node(r, o, where + step, found)
            nodes, exact = nodes + n, exact + e
        elif r != o:
            found.append((where, key, "present" if r is not None else None, "present" if o is not None else None))
            nodes += count_nodes(r)
            differs = True
    return nodes, exact + (0 if differs else 1)


def compare_crd(real, ours, found):
    """The CRD outside its schemas; then each version's schema. Returns (nodes, exact)."""
    for key in ("name", "annotations", "labels"):
        if real["metadata"].get(key) != ours["metadata"].get(key):
            found.append(("crd", "metadata." + key, real["metadata"].get(key), ours["metadata"].get(key)))
    real_spec, our_spec = real["spec"], ours["spec"]
    for key in sorted((set(real_spec) | set(our_spec)) - {"versions"}):
        if real_spec.get(key) != our_spec.get(key):
            found.append(("crd", key, real_spec.get(key), our_spec.get(key)))
    real_versions = {v["name"]: v for v in real_spec["versions"]}
    our_versions = {v["name"]: v for v in our_spec["versions"]}
    if list(real_versions) != list(our_versions):
        found.append(("crd", "versions", list(real_versions), list(our_versions)))
    nodes = exact = 0
    for name, rv in real_versions.items():
        ov = our_versions.get(name)
        schema = rv["schema"]["openAPIV3Schema"]
        if ov is None:
            nodes += count_nodes(schema)
            continue
        for key in sorted((set(rv) | set(ov)) - {"schema", "name"}):
            if rv.get(key) != ov.get(key):
                found.append(("crd", name + "." + key, rv.get(key), ov.get(key)))
        n, e = compare_node(schema, ov["schema"]["openAPIV3Schema"], name + ":", found)
        nodes, exact = nodes + n, exact + e
    return nodes, exact


def read_expected(path):
    expected = []
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            entry, sep, reason = line.partition(" -- ")
            where, _, what = entry.partition(" ")
            if not sep or not reason.strip() or not what:
                sys.exit(f"{path}:{number}: expected '<where> <what> -- <reason>'")
            expected.append((where, what.strip(), number))
    return expected


def matches(entry, difference):
    where, what, _ = entry
    location, keyword = difference[0], difference[1]
    if where.startswith("*:"):
        location = location[location.index(":"):] if ":" in location else location
        where = where[1:]
    return where == location and what == keyword


def short(value):
    text = json.dumps(value, sort_keys=True)
    return text if len(text) <= 160 else text[:157] + "..."


def check(fixture_dir, generated_dir, name):
    with open(os.path.join(fixture_dir, name + ".yaml"), encoding="utf-8") as f:
        real = next(doc for doc in yaml.safe_load_all(f) if doc)
    with open(os.path.join(generated_dir, name + ".json"), encoding="utf-8") as f:
        ours = json.load(f)
    problems = []
    for version in ours["spec"]["versions"]:
        for error in structural_errors(version["schema"]["openAPIV3Schema"]):
            problems.append(f"{name}: {version['name']}: not structural: {error}")
    found = []
    nodes, exact = compare_crd(real, ours, found)
    expected = read_expected(os.path.join(fixture_dir, name + ".differences"))
    used = set()
    for difference in found:
        hits = [e for e in expected if matches(e, difference)]
        if not hits:
            where, what, r, o = difference
            problems.append(f"{name}: unexpected difference: {where} {what}: real {short(r)}, ours {short(o)}")
        used.update(e[2] for e in hits)
    for entry in expected:
        if entry[2] not in used:
            problems.append(f"{name}.differences:{entry[2]}: listed, but does not occur: {entry[0]} {entry[1]}")
    print(f"{name}: {exact} of {nodes} schema nodes exact ({100 * exact // max(nodes, 1)}%), "
          f"{len(found)} differences, {len(expected)} listed")
    return problems


def main(argv):
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    names = sorted(f[: -len(".differences")] for f in os.listdir(argv[1]) if f.endswith(".differences"))
    if not names:
        print("compare.py: no <name>.differences in " + argv[1], file=sys.stderr)
        return 2
    problems = []
    for name in names:
        problems += check(argv[1], argv[2], name)
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
