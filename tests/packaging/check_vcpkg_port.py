#!/usr/bin/env python3
"""CTest packaging.vcpkg_manifests: the vcpkg port and manifests of versioned are valid and exact.

    check_vcpkg_port.py <repo root>

1. Every manifest (ports/versioned/vcpkg.json, tests/packaging/vcpkg_manifest/vcpkg.json)
   validates against vcpkg's own JSON Schemas (tests/packaging/vcpkg-schema, draft-07, with
   python3-jsonschema); a few known-bad manifests must be rejected, so a validator that accepts
   everything fails the test.
2. The port's version is CMakeLists.txt's project(VERSION).
3. The port's dependencies are exactly what the headers include: the external #includes of
   everything <versioned/versioned.hpp> reaches map to the port's plain dependencies (no more,
   no fewer), and those of each opt-in header to its feature (FEATURE_OF below).
"""

import copy
import importlib.util
import json
import os
import re
import sys

# Opt-in entry points (headers no other header includes) and the vcpkg feature that brings
# their dependencies. An entry point not listed must need nothing beyond the plain dependencies.
FEATURE_OF = {
    "versioned/boost_json.hpp": "boost-json",
    "versioned/nlohmann.hpp": "nlohmann-json",
    "versioned/k8s/webhook_server.hpp": "webhook-server",
    "versioned/yaml.hpp": "yaml",
    "versioned/toml.hpp": "toml",
}

# External include prefixes that are not Boost, and their vcpkg ports.
PORT_OF_PREFIX = {
    "nlohmann/": "nlohmann-json",
    "openssl/": "openssl",
    "libfyaml.h": "libfyaml",  # <libfyaml.h>: vcpkg's port libfyaml (Debian: libfyaml-dev)
    "toml++/": "tomlplusplus",
    "sys/": "",  # POSIX (<sys/stat.h>): the system's, no port
    "dirent.h": "",  # POSIX directory listing (the webhook's open descriptors)
    "unistd.h": "",  # POSIX
    "emmintrin.h": "",  # SSE2 intrinsics: the compiler's, no port
}

HOST_DEPENDENCIES = {"vcpkg-cmake", "vcpkg-cmake-config"}

failures = []


def fail(message):
    failures.append(message)
    print(f"FAIL: {message}")


def ok(message):
    print(f"ok:   {message}")


def load_json(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def make_validator(schema_dir):
    try:
        import jsonschema
    except ImportError:
        print("check_vcpkg_port: python3 cannot import jsonschema: install Debian's "
              "python3-jsonschema (scripts/setup.sh does)", file=sys.stderr)
        sys.exit(2)
    schemas = {}
    for name in sorted(os.listdir(schema_dir)):
        if name.endswith(".schema.json"):
            schema = load_json(os.path.join(schema_dir, name))
            schemas[name] = schema
    root = schemas["vcpkg.schema.json"]
    cls = jsonschema.validators.validator_for(root)
    cls.check_schema(root)
    # The schemas $ref each other by file name: resolve relative to their $id (which all share
    # one folder URL), from the local copies only (never from the network).
    store = {}
    for name, schema in schemas.items():
        store[schema["$id"]] = schema
        store[name] = schema
    try:
        from referencing import Registry, Resource  # jsonschema >= 4.18
        registry = Registry().with_resources(
            (uri, Resource.from_contents(schema)) for uri, schema in store.items())
        return cls(root, registry=registry)
    except ImportError:  # Debian 12: jsonschema 4.10
        resolver = jsonschema.RefResolver.from_schema(root, store=store)
        return cls(root, resolver=resolver)


def validate(validator, document, what):
    errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
    for error in errors:
        where = "/".join(str(p) for p in error.absolute_path) or "(root)"
        print(f"      {what}: at {where}: {error.message}")
    return not errors


def port_of_include(name):
    """The vcpkg port of an external #include <name>, '' for the standard library."""
    match = re.match(r"boost/([A-Za-z0-9_]+)(/|\.hpp$)", name)
    if match:
        return "boost-" + match.group(1).replace("_", "-")
    for prefix, port in PORT_OF_PREFIX.items():
        if name.startswith(prefix):
            return port
    if "/" not in name and not name.endswith(".h"):
        return ""  # <vector>, <string_view>, ...: the standard library
    raise ValueError(f"#include <{name}>: no vcpkg port known for it; add it to PORT_OF_PREFIX "
                     "in tests/packaging/check_vcpkg_port.py")


def dependency_names(entries):
    names = set()
    for entry in entries:
        names.add(entry if isinstance(entry, str) else entry["name"])
    return names


def main():
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    repo = os.path.abspath(sys.argv[1])
    schema_dir = os.path.join(repo, "tests", "packaging", "vcpkg-schema")
    validator = make_validator(schema_dir)

    # 1. Schemas.
    manifests = ["ports/versioned/vcpkg.json", "tests/packaging/vcpkg_manifest/vcpkg.json"]
    for rel in manifests:
        if validate(validator, load_json(os.path.join(repo, rel)), rel):
            ok(f"{rel} is valid against vcpkg.schema.json")
        else:
            fail(f"{rel} does not validate against vcpkg.schema.json")

    port = load_json(os.path.join(repo, "ports", "versioned", "vcpkg.json"))
    bad = {
        "dependencies as a string": dict(port, dependencies="boost-hana"),
        "an upper-case name": dict(port, name="Versioned"),
        "a feature without a description": dict(
            port, features={"boost-json": {"dependencies": ["boost-json"]}}),
        "an unknown top-level field": dict(port, **{"dependancies": []}),
    }
    for what, document in bad.items():
        if validate(validator, copy.deepcopy(document), f"(expected) {what}"):
            fail(f"the validator accepted a manifest with {what}")
        else:
            ok(f"the validator rejects a manifest with {what}")

    # 2. Version.
    cmake = open(os.path.join(repo, "CMakeLists.txt"), encoding="utf-8").read()
    version = re.search(r"project\(\s*versioned\s+VERSION\s+([0-9.]+)", cmake).group(1)
    if port.get("version") == version:
        ok(f"port version {version} is CMakeLists.txt's")
    else:
        fail(f"port version {port.get('version')!r} != CMakeLists.txt's project version {version}")

    # 3. Dependencies against the headers' #includes.
    spec = importlib.util.spec_from_file_location(
        "amalgamate", os.path.join(repo, "scripts", "amalgamate.py"))
    amalgamate = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(amalgamate)
    tree = amalgamate.Tree(os.path.join(repo, "include"))

    def ports_needed(headers):
        needed = set()
        for header in sorted(headers):
            for line in tree.lines(header):
                match = amalgamate.INCLUDE_RE.match(line)
                if match and not tree.resolve(header, match.group(1), match.group(2)):
                    port_name = port_of_include(match.group(2))
                    if port_name:
                        needed.add(port_name)
        return needed

    dependencies = port.get("dependencies", [])
    hosts = {d["name"] for d in dependencies if isinstance(d, dict) and d.get("host")}
    plain = dependency_names(d for d in dependencies
                             if not (isinstance(d, dict) and d.get("host")))
    if hosts == HOST_DEPENDENCIES:
        ok(f"host dependencies: {sorted(hosts)}")
    else:
        fail(f"host dependencies are {sorted(hosts)}, expected {sorted(HOST_DEPENDENCIES)}")

    core_closure = tree.closure(amalgamate.UMBRELLA)
    core_needed = ports_needed(core_closure)
    if plain == core_needed:
        ok(f"dependencies {sorted(plain)} are exactly what <{amalgamate.UMBRELLA}> includes")
    else:
        fail(f"dependencies {sorted(plain)} != the ports of what <{amalgamate.UMBRELLA}> "
             f"includes: {sorted(core_needed)} (missing {sorted(core_needed - plain)}, "
             f"unused {sorted(plain - core_needed)})")

    features = port.get("features", {})
    feature_needed = {name: set() for name in features}
    for entry in tree.entry_points()[1:]:
        extra = ports_needed(tree.closure(entry) - core_closure) - plain
        feature = FEATURE_OF.get(entry)
        if feature is None:
            if extra:
                fail(f"<{entry}> needs {sorted(extra)} beyond the plain dependencies: give it a "
                     "feature (FEATURE_OF in tests/packaging/check_vcpkg_port.py)")
            else:
                ok(f"<{entry}> needs nothing beyond the plain dependencies")
        elif feature not in features:
            fail(f"<{entry}> belongs to feature '{feature}', which ports/versioned/vcpkg.json lacks")
        else:
            feature_needed[feature] |= extra
            missing = extra - dependency_names(features[feature].get("dependencies", []))
            if missing:
                fail(f"<{entry}> needs {sorted(missing)}: not in feature '{feature}'")
            else:
                ok(f"<{entry}>: feature '{feature}' has {sorted(extra)}")
    present_entries = set(tree.entry_points())
    for feature, body in sorted(features.items()):
        entries = [e for e, f in FEATURE_OF.items() if f == feature and e in present_entries]
        declared = dependency_names(body.get("dependencies", []))
        if not entries:
            print(f"note: feature '{feature}': none of its headers "
                  f"({', '.join(e for e, f in FEATURE_OF.items() if f == feature)}) is in "
                  "include/ yet; its dependencies are not checked")
        elif declared != feature_needed[feature]:
            fail(f"feature '{feature}' declares {sorted(declared)}, its headers need "
                 f"{sorted(feature_needed[feature])}")
        else:
            ok(f"feature '{feature}' is exactly what its headers need")

    if failures:
        print(f"check_vcpkg_port: {len(failures)} failure(s)")
        return 1
    print("check_vcpkg_port: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
