#!/usr/bin/env python3
"""Judges the schemas written by tests/schema/dump.cpp with validators nobody here wrote.

    validate.py <dir>      (<dir> holds the dump's MANIFEST and schema files)

For every JSON Schema file (<Type>.<version>.json.schema.json):
  * parses it (duplicate keys and NaN/Infinity are errors),
  * Draft202012Validator.check_schema (the 2020-12 meta-schema of python3-jsonschema),
  * every "default" validates against the schema of its own node,
  * validates the hand-written documents of DOCS[<Type>.<version>] and compares each outcome
    with the expected one.
For every OpenAPI file (<Type>.<version>.openapi.json):
  * parses it, runs the structural-schema checker (Kubernetes' rules, see structural_errors and
    shared/reference/kubernetes.md), which also checks that defaults and enum values validate
    against their node,
  * validates the same documents against the schema read as JSON Schema (Draft 4, the
    dialect OpenAPI v3.0 derives from, with `nullable: true` translated into "or null"). A
    document that only carries keys the version does not have is ACCEPTED there: Kubernetes
    prunes unknown fields instead of rejecting them.
Every schema file must be covered by at least one valid and one invalid document, and every
DOCS entry must name a file the dump wrote. The structural checker and the document machinery
first check themselves on hand-made schemas (SELF_TESTS), so they cannot pass vacuously.

Runs on Debian 12's /usr/bin/python3 with python3-jsonschema 4.10 (no newer API is used).
Prints one line per problem and a summary line; exits 1 on any problem, 2 on bad usage.
"""

import copy
import json
import os
import re
import sys

try:
    import jsonschema
    from jsonschema import Draft4Validator, Draft202012Validator
except ImportError:  # pragma: no cover - the CMake driver checks this first
    sys.stderr.write("validate.py: the Python module jsonschema is missing "
                     "(apt-get install python3-jsonschema)\n")
    sys.exit(1)

JSON_SCHEMA_2020_12 = "https://json-schema.org/draft/2020-12/schema"
JSON_SUFFIX = ".json.schema.json"
OPENAPI_SUFFIX = ".openapi.json"

# ============================================================================================
# Strict JSON
# ============================================================================================


class DuplicateKey(ValueError):
    pass


def _no_duplicates(pairs):
    out = {}
    for key, value in pairs:
        if key in out:
            raise DuplicateKey("duplicate key %r" % key)
        out[key] = value
    return out


def _no_constants(name):
    raise ValueError("non-standard JSON constant %s" % name)


def parse_json(text):
    """json.loads that rejects duplicate keys and NaN/Infinity (RFC 8259 / I-JSON)."""
    return json.loads(text, object_pairs_hook=_no_duplicates, parse_constant=_no_constants)


# ============================================================================================
# Kubernetes structural OpenAPI v3 schema rules
# (apiextensions-apiserver: pkg/apiserver/schema/validation.go and
#  pkg/apis/apiextensions/validation/validation.go; shared/reference/kubernetes.md)
# ============================================================================================

ALLOWED_KEYWORDS = {
    "description", "type", "format", "title", "default", "maximum", "exclusiveMaximum",
    "minimum", "exclusiveMinimum", "maxLength", "minLength", "pattern", "maxItems", "minItems",
    "multipleOf", "enum", "maxProperties", "minProperties", "required", "items", "allOf",
    "oneOf", "anyOf", "not", "properties", "additionalProperties", "nullable",
}  # plus x-kubernetes-*
FORBIDDEN_KEYWORDS = {
    "$ref": "$ref is not allowed (a structural schema spells every node out)",
    "$schema": "$schema is not allowed",
    "definitions": "definitions is not allowed",
    "$defs": "$defs is not allowed",
    "id": "id is not allowed",
    "$id": "$id is not allowed",
    "patternProperties": "patternProperties is not allowed",
    "dependencies": "dependencies is not allowed",
    "additionalItems": "additionalItems is not allowed",
    "uniqueItems": "uniqueItems cannot be set to true (quadratic runtime)",
    "deprecated": "deprecated is not an OpenAPI v3 keyword in CRDs (say it in the description)",
}
TYPES = {"object", "array", "string", "integer", "number", "boolean"}
# Inside allOf/anyOf/oneOf/not ("value validation") these must be empty to be structural.
JUNCTOR_FORBIDDEN = {
    "type", "title", "description", "default", "additionalProperties", "nullable",
    "x-kubernetes-preserve-unknown-fields", "x-kubernetes-embedded-resource",
    "x-kubernetes-int-or-string", "x-kubernetes-list-type", "x-kubernetes-list-map-keys",
}
JUNCTORS = ("allOf", "anyOf", "oneOf")
INT_OR_STRING_ANYOF = [{"type": "integer"}, {"type": "string"}]
INT32 = (-2**31, 2**31 - 1)
FORMATS = {
    "integer": {"int32", "int64"},
    "number": {"float", "double"},
}


def openapi_to_json_schema(node, closed=False):
    """A structural OpenAPI node as a Draft 4 JSON Schema: `nullable: true` becomes "or null",
    x-kubernetes-* and annotations are dropped. closed=True also closes objects that have
    properties (additionalProperties: false), to catch unknown fields in defaults, which
    Kubernetes requires to be pruned already."""
    if isinstance(node, list):
        return [openapi_to_json_schema(n, closed) for n in node]
    if not isinstance(node, dict):
        return node
    out = {}
    for key, value in node.items():
        if key.startswith("x-kubernetes-") or key in ("nullable", "format", "description",
                                                      "title", "default"):
            continue
        if key == "properties" and isinstance(value, dict):
            out[key] = {k: openapi_to_json_schema(v, closed) for k, v in value.items()}
        elif key in ("items", "additionalProperties", "not") and isinstance(value, dict):
            out[key] = openapi_to_json_schema(value, closed)
        elif key in JUNCTORS and isinstance(value, list):
            out[key] = [openapi_to_json_schema(v, closed) for v in value]
        else:
            out[key] = value  # enum and default values are data: never walked into
    if (closed and "properties" in node and "additionalProperties" not in node
            and node.get("x-kubernetes-preserve-unknown-fields") is not True):
        out["additionalProperties"] = False
    if node.get("nullable") is True:
        out = {"anyOf": [out, {"type": "null"}]}
    return out


def _value_errors(node, value, closed):
    schema = openapi_to_json_schema(node, closed)
    return [e.message for e in Draft4Validator(schema).iter_errors(value)]


def structural_errors(schema):
    """Violations of the Kubernetes structural-schema rules, as 'path: message' strings."""
    errs = []

    def err(path, msg):
        errs.append("%s: %s" % (path or "<root>", msg))

    def check_keywords(node, path):
        for key, value in node.items():
            if key in FORBIDDEN_KEYWORDS:
                if key == "uniqueItems" and value is not True:
                    err(path + ".uniqueItems", "uniqueItems is not an allowed keyword here")
                else:
                    err(path + "." + key, FORBIDDEN_KEYWORDS[key])
            elif key not in ALLOWED_KEYWORDS and not key.startswith("x-kubernetes-"):
                err(path + "." + key, "%r is not an allowed keyword" % key)
        if node.get("x-kubernetes-preserve-unknown-fields") is False:
            err(path + ".x-kubernetes-preserve-unknown-fields", "must be true or undefined")
        if "nullable" in node and not isinstance(node["nullable"], bool):
            err(path + ".nullable", "must be a boolean")
        if "type" in node:
            t = node["type"]
            if not isinstance(t, str):
                err(path + ".type", "must be one string, not %r" % (t,))
            elif t == "null":
                err(path + ".type", "type: null is not allowed")
            elif t not in TYPES:
                err(path + ".type", "unknown type %r" % t)
        if "pattern" in node:
            try:
                re.compile(node["pattern"])
            except (re.error, TypeError) as e:
                err(path + ".pattern", "must be a valid regular expression: %s" % e)
        if "required" in node:
            req = node["required"]
            if not isinstance(req, list) or not all(isinstance(r, str) for r in req):
                err(path + ".required", "must be a list of strings")
            elif len(set(req)) != len(req):
                err(path + ".required", "has duplicate entries")
            elif "properties" in node and isinstance(node["properties"], dict):
                for r in req:
                    if r not in node["properties"]:
                        err(path + ".required", "%r is not one of the properties" % r)
        if "enum" in node and (not isinstance(node["enum"], list) or not node["enum"]):
            err(path + ".enum", "must be a non-empty list")

    def check_value_rules(node, path):
        # format must fit the type (and an int32 integer must be bounded as one)
        t, fmt = node.get("type"), node.get("format")
        if fmt is not None and t in FORMATS and fmt not in FORMATS[t]:
            err(path + ".format", "format %r does not fit type %r" % (fmt, t))
        if t == "integer" and fmt == "int32":
            lo, hi = node.get("minimum"), node.get("maximum")
            if lo is None or hi is None or lo < INT32[0] or hi > INT32[1]:
                err(path + ".format", "int32 but the bounds %r..%r do not fit int32" % (lo, hi))
        if "minimum" in node and "maximum" in node and node["minimum"] > node["maximum"]:
            err(path, "minimum is above maximum")
        if "minItems" in node and "maxItems" in node and node["minItems"] > node["maxItems"]:
            err(path, "minItems is above maxItems")
        # defaults and enum values must validate against their own node (defaults pruned)
        if "default" in node:
            bare = {k: v for k, v in node.items() if k != "default"}
            for e in _value_errors(bare, node["default"], closed=True):
                err(path + ".default", "default %r does not validate: %s" % (node["default"], e))
        if isinstance(node.get("enum"), list):
            bare = {k: v for k, v in node.items() if k != "enum"}
            for i, value in enumerate(node["enum"]):
                for e in _value_errors(bare, value, closed=False):
                    err("%s.enum[%d]" % (path, i), "enum value %r does not validate: %s" % (value, e))

    def is_int_or_string(node):
        if node.get("x-kubernetes-int-or-string") is not True:
            return False, False
        any_of = node.get("anyOf") == INT_OR_STRING_ANYOF
        all_of = (isinstance(node.get("allOf"), list) and node["allOf"]
                  and isinstance(node["allOf"][0], dict)
                  and node["allOf"][0].get("anyOf") == INT_OR_STRING_ANYOF)
        return any_of, bool(all_of)

    def check_junctor(node, path, outside, skip_any_of=False):
        """A schema under allOf/anyOf/oneOf/not: value validation only, and every field or
        item it names must also be specified outside the junctors."""
        if not isinstance(node, dict):
            err(path, "must be a schema object")
            return
        check_keywords(node, path)
        for key in JUNCTOR_FORBIDDEN:
            if key in node and not (skip_any_of and key == "type"):
                err(path + "." + key, "must be empty to be structural")
        if isinstance(node.get("properties"), dict):
            if "metadata" in node["properties"]:
                err(path + ".properties[metadata]", "must not be specified in a nested context")
            for k, sub in node["properties"].items():
                out_props = outside.get("properties") if isinstance(outside, dict) else None
                if not isinstance(out_props, dict) or k not in out_props:
                    err("%s.properties[%s]" % (path, k),
                        "must be specified outside of the logical junctors too")
                    check_junctor(sub, "%s.properties[%s]" % (path, k), {})
                else:
                    check_junctor(sub, "%s.properties[%s]" % (path, k), out_props[k])
        if "items" in node:
            out_items = outside.get("items") if isinstance(outside, dict) else None
            if not isinstance(out_items, dict):
                err(path + ".items", "must be specified outside of the logical junctors too")
                out_items = {}
            check_junctor(node["items"], path + ".items", out_items)
        for j in JUNCTORS:
            if j in node:
                if not isinstance(node[j], list):
                    err(path + "." + j, "must be a list of schemas")
                    continue
                for i, sub in enumerate(node[j]):
                    check_junctor(sub, "%s.%s[%d]" % (path, j, i), outside)
        if "not" in node:
            check_junctor(node["not"], path + ".not", outside)

    def check_semantics(node, path):
        """The API server's rules of x-kubernetes-list-type, -list-map-keys and -map-type
        (apiextensions validation; the extensions as Kubernetes' API reference describes them)."""
        t, items = node.get("type"), node.get("items")
        lt, keys, mt = node.get("x-kubernetes-list-type"), node.get("x-kubernetes-list-map-keys"), \
            node.get("x-kubernetes-map-type")
        if lt is not None:
            if lt not in ("atomic", "set", "map"):
                err(path + ".x-kubernetes-list-type", "must be atomic, set or map, not %r" % (lt,))
            if t != "array":
                err(path + ".x-kubernetes-list-type", "must only be used if type is array")
        if keys is not None and lt != "map":
            err(path + ".x-kubernetes-list-map-keys", "must only be used if x-kubernetes-list-type is map")
        if mt is not None:
            if mt not in ("atomic", "granular"):
                err(path + ".x-kubernetes-map-type", "must be atomic or granular, not %r" % (mt,))
            if t != "object":
                err(path + ".x-kubernetes-map-type", "must only be used if type is object")
        if not isinstance(items, dict):
            return
        scalar = ("string", "integer", "number", "boolean")
        if lt == "set" and items.get("type") not in scalar and items.get("x-kubernetes-map-type") != "atomic":
            err(path + ".items", "set lists hold scalars (or atomic maps)")
        if lt == "map":
            if not isinstance(keys, list) or not keys:
                err(path + ".x-kubernetes-list-map-keys", "must not be empty if x-kubernetes-list-type is map")
                return
            if len(set(keys)) != len(keys):
                err(path + ".x-kubernetes-list-map-keys", "has duplicate entries")
            if items.get("type") != "object":
                err(path + ".items.type", "must be object if x-kubernetes-list-type is map")
                return
            props, required = items.get("properties", {}), items.get("required", [])
            for k in keys:
                prop = props.get(k)
                if not isinstance(prop, dict):
                    err(path + ".x-kubernetes-list-map-keys", "%r is no property of the items" % (k,))
                elif prop.get("type") not in scalar:
                    err(path + ".x-kubernetes-list-map-keys", "%r must be a scalar" % (k,))
                elif k not in required and "default" not in prop:
                    err(path + ".x-kubernetes-list-map-keys", "%r must be required or have a default" % (k,))

    def check_node(node, path, level):
        """A structural node: the root, a property, additionalProperties or items."""
        if not isinstance(node, dict):
            err(path, "must be a schema object, not %r" % (node,))
            return
        check_keywords(node, path)
        check_value_rules(node, path)
        t = node.get("type")
        if t is None and node.get("x-kubernetes-int-or-string") is not True \
                and node.get("x-kubernetes-preserve-unknown-fields") is not True:
            where = {"root": "at the root", "items": "for specified array items",
                     "field": "for specified object fields"}[level]
            err(path + ".type", "must not be empty " + where)
        if level == "root":
            if t is not None and t != "object":
                err(path + ".type", "must be object at the root")
            if node.get("nullable"):
                err(path + ".nullable", "must not be true at the root")
            if "additionalProperties" in node:
                err(path + ".additionalProperties", "must not be used at the root")
            props = node.get("properties")
            if isinstance(props, dict) and "metadata" in props:
                meta = props["metadata"]
                if not isinstance(meta, dict) or meta.get("type") != "object" or \
                        set(meta) - {"type", "properties"} or \
                        set(meta.get("properties", {})) - {"name", "generateName"}:
                    err(path + ".properties[metadata]",
                        "must not specify anything other than name and generateName")
        if t == "array" and "items" not in node:
            err(path + ".items", "must be specified for type array")
        check_semantics(node, path)
        if "properties" in node and "additionalProperties" in node:
            err(path, "properties and additionalProperties are mutually exclusive")
        if "items" in node:
            if isinstance(node["items"], dict):
                check_node(node["items"], path + ".items", "items")
            else:
                err(path + ".items", "must be one schema (not a list or boolean)")
        if "additionalProperties" in node:
            ap = node["additionalProperties"]
            if isinstance(ap, dict):
                check_node(ap, path + ".additionalProperties", "field")
            else:
                err(path + ".additionalProperties",
                    "must be a schema (unknown fields are pruned, not rejected)")
        if "properties" in node:
            if not isinstance(node["properties"], dict):
                err(path + ".properties", "must be an object of schemas")
            else:
                for k, sub in node["properties"].items():
                    check_node(sub, "%s.properties[%s]" % (path, k), "field")
        skip_any_of, skip_first_all_of = is_int_or_string(node)
        outside = node
        if "anyOf" in node:
            if not isinstance(node["anyOf"], list):
                err(path + ".anyOf", "must be a list of schemas")
            else:
                for i, sub in enumerate(node["anyOf"]):
                    check_junctor(sub, "%s.anyOf[%d]" % (path, i), outside, skip_any_of)
        if "allOf" in node:
            if not isinstance(node["allOf"], list):
                err(path + ".allOf", "must be a list of schemas")
            else:
                for i, sub in enumerate(node["allOf"]):
                    if i == 0 and skip_first_all_of:
                        rest = {k: v for k, v in sub.items() if k != "anyOf"}
                        check_junctor(rest, "%s.allOf[0]" % path, outside)
                    else:
                        check_junctor(sub, "%s.allOf[%d]" % (path, i), outside)
        if "oneOf" in node:
            if not isinstance(node["oneOf"], list):
                err(path + ".oneOf", "must be a list of schemas")
            else:
                for i, sub in enumerate(node["oneOf"]):
                    check_junctor(sub, "%s.oneOf[%d]" % (path, i), outside)
        if "not" in node:
            check_junctor(node["not"], path + ".not", outside)

    check_node(schema, "", "root")
    return errs


# ============================================================================================
# JSON Schema (2020-12) checks beyond the meta-schema
# ============================================================================================


def json_schema_default_errors(root):
    """Every "default" in a JSON Schema validates against the schema of its own node."""
    errs = []

    def walk(node, path):
        if isinstance(node, dict):
            if "default" in node:
                bare = {k: v for k, v in node.items() if k != "default"}
                if "$defs" in root:
                    bare["$defs"] = root["$defs"]
                for e in Draft202012Validator(bare).iter_errors(node["default"]):
                    errs.append("%s.default: %r does not validate: %s"
                                % (path or "<root>", node["default"], e.message))
            for key, value in node.items():
                if key in ("default", "enum", "const", "examples"):
                    continue  # data, not schemas
                walk(value, "%s.%s" % (path, key))
        elif isinstance(node, list):
            for i, value in enumerate(node):
                walk(value, "%s[%d]" % (path, i))

    walk(root, "")
    return errs


# ============================================================================================
# The documents
# ============================================================================================
# DOCS["<Type>.<version>"] is a list of Doc: a document and its expected outcome against
# <Type>.<version>.json.schema.json and against <Type>.<version>.openapi.json. Documents are
# written from the C++ declarations in dump.cpp (not from the emitted schemas): a base valid
# document per type and version, then edits of it.


class Doc(object):
    __slots__ = ("label", "value", "json_ok", "openapi_ok")

    def __init__(self, label, value, json_ok, openapi_ok):
        self.label, self.value, self.json_ok, self.openapi_ok = label, value, json_ok, openapi_ok


def valid(label, value):
    return Doc(label, value, True, True)


def invalid(label, value):
    return Doc(label, value, False, False)


def other_keys(label, value):
    """All this version's keys plus keys it does not have (another version's): JSON Schema
    rejects them (additionalProperties: false); Kubernetes prunes them, so OpenAPI accepts."""
    return Doc(label, value, False, True)


def json_only(label, value):
    """Valid for the JSON Schema only (the OpenAPI fragment is narrower)."""
    return Doc(label, value, True, False)


def openapi_only(label, value):
    """Valid for the OpenAPI schema read as JSON Schema only: a 64-bit integer beyond int64,
    which the OpenAPI schema does not bound (Kubernetes reads bounds as float64, and 2^63-1 is
    none) and Kubernetes refuses when it decodes it (tests/k8s/kube_validate); a float beyond
    its range, which the OpenAPI schema does not bound either (Kubernetes' validator compares an
    integral value with a bound converted to int64, which 3.4e38 overflows)."""
    return Doc(label, value, False, True)


def structural_looser(label, value):
    """Rejected by the JSON Schema, accepted by the structural schema, which cannot say as much: an
    internally tagged variant's OpenAPI schema is one object with every alternative's members,
    none required."""
    return Doc(label, value, False, True)


def _split(path):
    return [int(p) if p.isdigit() else p for p in path.split("/")] if path else []


def put(base, path, value):
    """A copy of base with the value at path ("a/b/0/c") set (created if missing)."""
    out = copy.deepcopy(base)
    keys = _split(path)
    node = out
    for k in keys[:-1]:
        node = node[k]
    node[keys[-1]] = copy.deepcopy(value)
    return out


def drop(base, path):
    out = copy.deepcopy(base)
    keys = _split(path)
    node = out
    for k in keys[:-1]:
        node = node[k]
    del node[keys[-1]]
    return out


def merge(base, **extra):
    out = copy.deepcopy(base)
    out.update(copy.deepcopy(extra))
    return out


DOCS = {}


def add(stem, *docs):
    DOCS.setdefault(stem, []).extend(docs)


def common_root_docs(stem):
    """Not an object at all: rejected by every struct schema (the root is not nullable)."""
    add(stem,
        invalid("root is null", None),
        invalid("root is an array", []),
        invalid("root is a string", "x"),
        invalid("root is a number", 1))


SCH = ("v1alpha1", "v1beta1", "v1")
KUBE = ("v1beta1", "v1", "v2")

# ---- sch::Scalars: every integer width; the same fields in every version --------------------
INT_BOUNDS = {  # from the C++ types, not from the schema
    "i8": (-2**7, 2**7 - 1), "i16": (-2**15, 2**15 - 1), "i32": (-2**31, 2**31 - 1),
    "i64": (-2**63, 2**63 - 1), "u8": (0, 2**8 - 1), "u16": (0, 2**16 - 1),
    "u32": (0, 2**32 - 1), "u64": (0, 2**64 - 1), "sh": (-2**15, 2**15 - 1),
    "ll": (-2**63, 2**63 - 1), "ull": (0, 2**64 - 1),
}
SCALARS = dict({k: 0 for k in INT_BOUNDS}, flag=False, ratio=0.5, weight=-2.25, label="x")
for v in SCH:
    s = "Scalars." + v
    common_root_docs(s)
    add(s,
        valid("base", SCALARS),
        valid("every integer at its minimum", merge(SCALARS, **{k: lo for k, (lo, hi) in INT_BOUNDS.items()})),
        # 64-bit integers carry no maximum in OpenAPI (Kubernetes' int64 decoding bounds them)
        valid("every integer at its maximum", merge(SCALARS, **{k: hi for k, (lo, hi) in INT_BOUNDS.items()})),
        valid("every integer at its maximum within int64",
              merge(SCALARS, **{k: min(hi, 2**63 - 1) for k, (lo, hi) in INT_BOUNDS.items()})),
        valid("integral number for float", merge(SCALARS, ratio=3, weight=-10**300)),
        # A float's range is the reader's: FLT_MAX as written (3.4028235e+38) and anything that
        # rounds to it; from 2^128 - 2^103 on (rounds to infinity) out of range, as 1e39 is (the
        # JSON Schema says so; the OpenAPI schema cannot, for Kubernetes: see openapi_only).
        valid("float FLT_MAX as written", merge(SCALARS, ratio=3.4028235e38)),
        valid("float -FLT_MAX as written", merge(SCALARS, ratio=-3.4028235e38)),
        valid("float just below the rounding bound", merge(SCALARS, ratio=2**128 - 2**103 - 1)),
        openapi_only("float at the rounding bound", merge(SCALARS, ratio=2**128 - 2**103)),
        openapi_only("float 1e39", merge(SCALARS, ratio=1e39)),
        openapi_only("float -1e39", merge(SCALARS, ratio=-1e39)),
        valid("double 1e39", merge(SCALARS, weight=1e39)),
        valid("empty and non-ASCII label", merge(SCALARS, label="")),
        valid("non-ASCII label", merge(SCALARS, label="µ ✓ 日本")),
        valid("bool true", merge(SCALARS, flag=True)),
        invalid("bool as 1", merge(SCALARS, flag=1)),
        invalid("bool as string", merge(SCALARS, flag="true")),
        invalid("bool null", merge(SCALARS, flag=None)),
        invalid("float as string", merge(SCALARS, ratio="0.5")),
        invalid("double null", merge(SCALARS, weight=None)),
        invalid("double as bool", merge(SCALARS, weight=True)),
        invalid("string as number", merge(SCALARS, label=5)),
        invalid("string null", merge(SCALARS, label=None)),
        other_keys("unknown key", merge(SCALARS, extra=1)),
        invalid("empty object", {}))
    for key, (lo, hi) in INT_BOUNDS.items():
        beyond = openapi_only if hi >= 2**63 - 1 else invalid  # 64-bit: no OpenAPI bound but 0
        add(s,
            valid(key + " = min", merge(SCALARS, **{key: lo})),
            valid(key + " = max", merge(SCALARS, **{key: hi})),
            (beyond if lo < 0 else invalid)(key + " = min - 1", merge(SCALARS, **{key: lo - 1})),
            beyond(key + " = max + 1", merge(SCALARS, **{key: hi + 1})),
            invalid(key + " fractional", merge(SCALARS, **{key: 1.5})),
            invalid(key + " as string", merge(SCALARS, **{key: "1"})),
            invalid(key + " as bool", merge(SCALARS, **{key: True})),
            invalid(key + " null", merge(SCALARS, **{key: None})),
            invalid(key + " missing", drop(SCALARS, key)))
    for key in ("flag", "ratio", "weight", "label"):
        add(s, invalid(key + " missing", drop(SCALARS, key)))

# ---- sch::Inner: renamed in v1 (old_weight -> weight), extra added in v1beta1 ---------------


def inner(v, id="a", weight=1):
    if v == "v1alpha1":
        return {"id": id, "old_weight": weight}
    if v == "v1beta1":
        return {"id": id, "old_weight": weight, "extra": False}
    return {"id": id, "weight": weight, "extra": True}


WEIGHT_KEY = {"v1alpha1": "old_weight", "v1beta1": "old_weight", "v1": "weight"}
for v in SCH:
    s = "Inner." + v
    base = inner(v)
    w = WEIGHT_KEY[v]
    common_root_docs(s)
    add(s,
        valid("base", base),
        valid("int32 bounds", put(base, w, -2**31)),
        valid("int32 max", put(base, w, 2**31 - 1)),
        invalid("int32 max + 1", put(base, w, 2**31)),
        invalid("int32 min - 1", put(base, w, -2**31 - 1)),
        invalid("id missing", drop(base, "id")),
        invalid("id null", put(base, "id", None)),
        invalid("weight missing", drop(base, w)),
        invalid("weight as string", put(base, w, "1")))
    if v == "v1alpha1":
        add(s,
            other_keys("v1beta1 key extra", merge(base, extra=True)),
            other_keys("v1 key weight", merge(base, weight=2)),
            invalid("a v1 document", inner("v1")))
    elif v == "v1beta1":
        add(s,
            other_keys("v1 key weight", merge(base, weight=2)),
            invalid("extra missing", drop(base, "extra")),
            invalid("extra as string", put(base, "extra", "no")),
            invalid("a v1alpha1 document", inner("v1alpha1")))
    else:
        add(s,
            other_keys("old name old_weight", merge(base, old_weight=2)),
            invalid("a v1beta1 document (old_weight, no weight)", inner("v1beta1")),
            invalid("extra null", put(base, "extra", None)))

# ---- sch::Containers ------------------------------------------------------------------------
for v in SCH:
    s = "Containers." + v
    i1, i2 = inner(v, "a", 1), inner(v, "b", -5)
    other = merge(i1, **({"extra": True} if v == "v1alpha1" else {"old_weight": 1, "weight": 1}))
    required = {
        "list": [], "rgb": [0, 0, 0], "counts": {}, "labels": {}, "grid": [], "series": {},
        "sparse": [], "single": i1, "inners": [], "inner_by_name": {}, "inner_by_id": {},
        "pair": [i1, i2],
    }
    full = merge(required,
                 list=[1, -2**31, 2**31 - 1], rgb=[255, 0, 128],
                 counts={"a": -2**63, "b": 2**63 - 1}, labels={"k": "v", "": ""},
                 grid=[[True, False], []], series={"s": [1.5, 2, -0.25]},
                 sparse=[1, None, -2**15, 2**15 - 1], inners=[i1, i2],
                 inner_by_name={"x": i1}, inner_by_id={"y": i2},
                 maybe_inner=i2, maybe_int=-7, maybe_str="s", maybe_list=["a", "b"],
                 maybe_map={"on": True, "off": False})
    nulls = merge(required, maybe_inner=None, maybe_int=None, maybe_str=None,
                  maybe_list=None, maybe_map=None)
    common_root_docs(s)
    add(s,
        valid("only the required fields (optional ones are not required)", required),
        valid("every field", full),
        valid("optional fields null", nulls),
        invalid("rgb too short", put(full, "rgb", [1, 2])),
        invalid("rgb too long", put(full, "rgb", [1, 2, 3, 4])),
        invalid("rgb empty", put(full, "rgb", [])),
        invalid("rgb element 256", put(full, "rgb", [1, 256, 3])),
        invalid("rgb element -1", put(full, "rgb", [1, -1, 3])),
        invalid("pair of one", put(full, "pair", [i1])),
        invalid("pair of three", put(full, "pair", [i1, i2, i1])),
        invalid("pair element incomplete", put(full, "pair", [i1, {"id": "x"}])),
        invalid("list element string", put(full, "list", [1, "2"])),
        invalid("list element int32 max + 1", put(full, "list", [2**31])),
        invalid("list null", put(full, "list", None)),
        invalid("list as object", put(full, "list", {})),
        invalid("counts value string", put(full, "counts", {"a": "1"})),
        openapi_only("counts value int64 max + 1", put(full, "counts", {"a": 2**63})),
        openapi_only("counts value int64 min - 1", put(full, "counts", {"a": -2**63 - 1})),
        invalid("counts as array", put(full, "counts", [])),
        invalid("labels value number", put(full, "labels", {"k": 1})),
        invalid("labels value null", put(full, "labels", {"k": None})),
        invalid("grid element not an array", put(full, "grid", [True])),
        invalid("grid inner element not bool", put(full, "grid", [[1]])),
        invalid("series value not an array", put(full, "series", {"s": 1.5})),
        invalid("series inner element string", put(full, "series", {"s": ["x"]})),
        invalid("sparse element int16 max + 1", put(full, "sparse", [2**15])),
        invalid("sparse element string", put(full, "sparse", ["1"])),
        invalid("single null (not optional)", put(full, "single", None)),
        invalid("single incomplete", put(full, "single", {"id": "x"})),
        other_keys("single with another version's keys", put(full, "single", other)),
        other_keys("inners element with another version's keys", put(full, "inners", [other])),
        other_keys("inner_by_name value with another version's keys", put(full, "inner_by_name", {"x": other})),
        invalid("inners element empty", put(full, "inners", [{}])),
        invalid("inners element null", put(full, "inners", [None])),
        invalid("inner_by_name value number", put(full, "inner_by_name", {"x": 1})),
        invalid("inner_by_id value incomplete", put(full, "inner_by_id", {"x": {"id": "i"}})),
        invalid("maybe_inner incomplete", put(full, "maybe_inner", {})),
        invalid("maybe_int int32 max + 1", put(full, "maybe_int", 2**31)),
        invalid("maybe_int string", put(full, "maybe_int", "1")),
        invalid("maybe_str number", put(full, "maybe_str", 1)),
        invalid("maybe_list element null", put(full, "maybe_list", ["a", None])),
        invalid("maybe_map value null", put(full, "maybe_map", {"a": None})),
        other_keys("unknown key", merge(full, unknown=[])))
    for key in required:
        add(s, invalid(key + " missing", drop(full, key)))

# ---- sch::Docs: deprecated fields are renamed deprecated_<name> and may be omitted ------------
DOCS_FIELDS = {
    "v1alpha1": ("old_flag", "gone", "plain"),
    "v1beta1": ("deprecated_old_flag", "gone", "plain"),
    "v1": ("deprecated_old_flag", "deprecated_gone", "deprecated_plain"),
}
for v in SCH:
    s = "Docs." + v
    flag, gone, plain = DOCS_FIELDS[v]
    base = {"quoted": "q", "unicode": 1, "control": 2, flag: True, gone: False, plain: "p"}
    common_root_docs(s)
    add(s,
        valid("base", base),
        (invalid("old_flag missing (not deprecated yet)", drop(base, flag)) if v == "v1alpha1"
         else valid("deprecated field missing (a writer may drop it)", drop(base, flag))),
        invalid("deprecated field wrong type", put(base, flag, "yes")),
        invalid("plain wrong type", put(base, plain, 1)),
        invalid("quoted missing", drop(base, "quoted")),
        invalid("unicode as string", put(base, "unicode", "µ")))
    if v == "v1alpha1":
        add(s,
            other_keys("v1beta1 name deprecated_old_flag", merge(base, deprecated_old_flag=True)),
            invalid("v1beta1 document", {"quoted": "q", "unicode": 1, "control": 2,
                                         "deprecated_old_flag": True, "gone": False, "plain": "p"}))
    elif v == "v1beta1":
        add(s,
            other_keys("v1alpha1 name old_flag", merge(base, old_flag=True)),
            other_keys("v1 name deprecated_gone", merge(base, deprecated_gone=True)),
            other_keys("v1alpha1 document", {"quoted": "q", "unicode": 1, "control": 2,
                                             "old_flag": True, "gone": False, "plain": "p"}))
    else:
        add(s,
            other_keys("v1beta1 names gone/plain", merge(base, gone=True, plain="p")),
            other_keys("v1beta1 document", {"quoted": "q", "unicode": 1, "control": 2,
                                            "deprecated_old_flag": True, "gone": False, "plain": "p"}))

# ---- sch::Defaults ----------------------------------------------------------------------------
DEFAULTS = {
    "v1alpha1": {"name": "n"},
    "v1beta1": {"name": "n", "replicas": 3, "offset": -7},
    "v1": {"name": "n", "replicas": 3, "offset": -7, "mode": "m", "region": "r", "seed": 1,
           "verbose": False, "token": "t"},
}
for v in SCH:
    s = "Defaults." + v
    base = DEFAULTS[v]
    common_root_docs(s)
    add(s, valid("base", base), invalid("name missing", drop(base, "name")),
        invalid("name number", put(base, "name", 1)))
    if v == "v1alpha1":
        add(s, other_keys("v1beta1 keys", merge(base, replicas=3, offset=0)))
    else:
        add(s,
            # above Kubernetes' int64: no OpenAPI bound says so (its decoding does)
            valid("replicas uint64 max", put(base, "replicas", 2**64 - 1)),
            valid("replicas int64 max", put(base, "replicas", 2**63 - 1)),
            invalid("replicas -1", put(base, "replicas", -1)),
            openapi_only("replicas uint64 max + 1", put(base, "replicas", 2**64)),
            invalid("offset int16 min - 1", put(base, "offset", -2**15 - 1)),
            invalid("offset int16 max + 1", put(base, "offset", 2**15)))
    if v == "v1beta1":
        add(s, other_keys("v1 keys", merge(base, mode="m", seed=1)))
    if v == "v1":
        add(s,
            valid("seed missing (a run-time default makes it optional too)", drop(base, "seed")),
            valid("every field with a default missing",
                  drop(drop(drop(drop(drop(drop(base, "mode"), "region"), "seed"), "verbose"), "token"),
                       "replicas")),
            invalid("verbose as string", put(base, "verbose", "false")),
            # the API server drops the null of a member that is not nullable, then defaults it
            Doc("token null", put(base, "token", None), False, True),
            other_keys("unknown key", merge(base, replica=1)))

# ---- sch::Custom: schema_fragment for Duration (pattern), Color (enum), Quantity -------------
CUSTOM = {"timeout": "1h30m", "color": "red", "palette": [], "per_step": {}}
for v in SCH:
    s = "Custom." + v
    base = merge(CUSTOM, memory=1024) if v == "v1" else CUSTOM
    common_root_docs(s)
    add(s,
        valid("base", base),
        valid("every field", merge(base, grace="10s", accent="blue", palette=["red", "green", "blue"],
                                   per_step={"build": "5m", "test": "1.5s"})),
        valid("optional fields null", merge(base, grace=None, accent=None)),
        valid("duration 250ms", put(base, "timeout", "250ms")),
        invalid("duration without unit", put(base, "timeout", "90")),
        invalid("duration words", put(base, "timeout", "soon")),
        invalid("duration empty", put(base, "timeout", "")),
        invalid("duration as number", put(base, "timeout", 90)),
        invalid("duration null (not optional)", put(base, "timeout", None)),
        invalid("optional duration not matching", put(base, "grace", "1 minute")),
        invalid("color outside the enum", put(base, "color", "purple")),
        invalid("color in capitals", put(base, "color", "RED")),
        invalid("color null (not optional)", put(base, "color", None)),
        invalid("optional color outside the enum", put(base, "accent", "pink")),
        invalid("palette element outside the enum", put(base, "palette", ["red", "x"])),
        invalid("per_step value not a duration", put(base, "per_step", {"a": "5 minutes"})),
        invalid("timeout missing", drop(base, "timeout")),
        invalid("color missing", drop(base, "color")))
    if v == "v1":
        add(s,
            valid("quantity as string", put(base, "memory", "512Mi")),
            valid("quantity as integer", put(base, "memory", 0)),
            invalid("quantity not matching", put(base, "memory", "lots")),
            invalid("quantity fractional", put(base, "memory", 1.5)),
            invalid("quantity bool", put(base, "memory", True)),
            invalid("quantity null", put(base, "memory", None)),
            invalid("memory missing", drop(base, "memory")))
    else:
        add(s, other_keys("v1 key memory", merge(base, memory=1)))

# ---- sch::Spec: the DESIGN.md FooSpec, keys as declared ----------------------------------------
SPEC = {
    "v1alpha1": {"name": "foo", "host_port": 8080, "legacy": False, "inner": inner("v1alpha1")},
    "v1beta1": {"name": "foo", "replicas": 3, "host_port": 8080, "legacy": False,
                "inner": inner("v1beta1")},
    "v1": {"name": "foo", "replicas": 3, "port": 8080, "deprecated_legacy": False,
           "inner": inner("v1")},
}
for v in SCH:
    s = "Spec." + v
    base = SPEC[v]
    common_root_docs(s)
    add(s,
        valid("base", base),
        invalid("name missing", drop(base, "name")),
        invalid("inner of another version", put(base, "inner", inner("v1" if v != "v1" else "v1alpha1"))),
        invalid("inner null", put(base, "inner", None)))
    if v == "v1":
        add(s,
            valid("port 65536 (uint32 now)", put(base, "port", 65536)),
            valid("port uint32 max", put(base, "port", 2**32 - 1)),
            invalid("port uint32 max + 1", put(base, "port", 2**32)),
            other_keys("host_port (v1beta1 key) against v1", merge(base, host_port=80)),
            other_keys("legacy (old name) against v1", merge(base, legacy=True)),
            invalid("host_port instead of port", merge(drop(base, "port"), host_port=80)),
            invalid("a v1beta1 document", SPEC["v1beta1"]),
            valid("deprecated_legacy missing", drop(base, "deprecated_legacy")),
            other_keys("camelCase keys (this module keeps names)",
                             {"name": "foo", "replicas": 3, "port": 1, "deprecatedLegacy": False,
                              "inner": inner("v1")}))
    else:
        add(s,
            valid("host_port uint16 max", put(base, "host_port", 2**16 - 1)),
            invalid("host_port uint16 max + 1", put(base, "host_port", 2**16)),
            invalid("host_port -1", put(base, "host_port", -1)),
            other_keys("port (v1 key)", merge(base, port=80)),
            invalid("port instead of host_port", merge(drop(base, "host_port"), port=80)),
            invalid("legacy missing", drop(base, "legacy")))
    if v == "v1alpha1":
        add(s, other_keys("replicas (v1beta1 key)", merge(base, replicas=1)))
    if v != "v1alpha1":
        add(s, invalid("replicas -1", put(base, "replicas", -1)))

# ---- sch::Volume: an externally tagged variant, {"nfs": {...}}; empty_dir added in v1beta1 ------
for v in SCH:
    s = "Volume." + v
    base = {"name": "v", "source": {"nfs": {"server": "s"}}}
    common_root_docs(s)
    add(s,
        valid("nfs", base),
        valid("nfs with its optional path", put(base, "source/nfs/path", "/x")),
        valid("host_path", put(base, "source", {"host_path": "/h"})),
        valid("legacy (deprecated in v1: a note)", put(base, "source", {"legacy": True})),
        valid("backup null", merge(base, backup=None)),
        valid("backup host_path", merge(base, backup={"host_path": "/b"})),
        invalid("source missing", drop(base, "source")),
        invalid("source null", put(base, "source", None)),
        invalid("no alternative", put(base, "source", {})),
        invalid("two alternatives", put(base, "source", {"nfs": {"server": "s"}, "host_path": "/h"})),
        invalid("the alternative's value of another type", put(base, "source", {"host_path": 1})),
        invalid("the nfs server missing", put(base, "source", {"nfs": {}})),
        invalid("a string instead of an object", put(base, "source", "nfs")),
        invalid("backup empty", merge(base, backup={})),
        other_keys("an unknown alternative (JSON Schema: none matches; Kubernetes prunes it)",
                   put(base, "source", {"zz": 1})))
    if v == "v1alpha1":
        add(s, other_keys("empty_dir (v1beta1)", put(base, "source", {"empty_dir": 1})))
    else:
        add(s,
            valid("empty_dir", put(base, "source", {"empty_dir": 65535})),
            invalid("empty_dir above uint16", put(base, "source", {"empty_dir": 65536})))

# ---- sch::Check: an internally tagged variant, {"type": "http", "url": ...}; exec added in v1 ----
for v in SCH:
    s = "Check." + v
    base = {"name": "c", "probe": {"type": "http", "url": "u"}}
    common_root_docs(s)
    add(s,
        valid("http", base),
        valid("http, the tag last", put(base, "probe", {"url": "u", "port": 80, "type": "http"})),
        invalid("no tag", put(base, "probe", {"url": "u"})),
        invalid("an unknown tag", put(base, "probe/type", "ftp")),
        invalid("a tag that is no string", put(base, "probe/type", 1)),
        invalid("a member of the wrong type", put(base, "probe/port", "80")),
        invalid("probe null", put(base, "probe", None)),
        structural_looser("http without its url", put(base, "probe", {"type": "http"})))
    if v == "v1":
        add(s,
            valid("exec", put(base, "probe", {"type": "exec", "command": ["a", "b"]})),
            structural_looser("exec with http's url", put(base, "probe", {"type": "exec", "command": [], "url": "u"})),
            invalid("exec with a command of numbers", put(base, "probe", {"type": "exec", "command": [1]})))
    else:
        add(s, invalid("exec (v1)", put(base, "probe", {"type": "exec", "command": ["a"]})))

# ---- sch::Late: no field at all in v1alpha1 -----------------------------------------------------
add("Late.v1alpha1", valid("empty object", {}), other_keys("v1beta1 key x", {"x": 1}))
common_root_docs("Late.v1alpha1")
add("Late.v1beta1", valid("x", {"x": 1}), invalid("x missing", {}),
    invalid("x int32 max + 1", {"x": 2**31}), other_keys("v1 key y", {"x": 1, "y": "y"}))
common_root_docs("Late.v1beta1")
add("Late.v1", valid("x and y", {"x": 1, "y": ""}), invalid("y missing", {"x": 1}),
    invalid("y number", {"x": 1, "y": 1}))
common_root_docs("Late.v1")

# ---- kube::Bar / kube::FooSpec: camelCase keys ----------------------------------------------


def bar(v, image="nginx"):
    return {"imageName": image} if v == "v1beta1" else {"imageName": image, "cpuMillis": 250}


for v in KUBE:
    s = "Bar." + v
    base = bar(v)
    common_root_docs(s)
    add(s,
        valid("base", base),
        invalid("snake_case key instead of camelCase", {"image_name": "nginx", "cpu_millis": 250}),
        other_keys("snake_case key next to camelCase", merge(base, image_name="nginx")),
        invalid("imageName missing", drop(base, "imageName")))
    if v == "v1beta1":
        add(s, other_keys("v1 key cpuMillis", merge(base, cpuMillis=1)))
    else:
        add(s,
            invalid("cpuMillis int32 max + 1", put(base, "cpuMillis", 2**31)),
            invalid("cpuMillis missing", drop(base, "cpuMillis")))

FOO = {
    "v1beta1": {"name": "foo", "hostPort": 80, "legacy": True, "bar": bar("v1beta1"),
                "extraBars": {}},
    "v1": {"name": "foo", "replicas": 3, "hostPort": 80, "legacy": True, "bar": bar("v1"),
           "extraBars": {}},
    "v2": {"name": "foo", "replicas": 3, "port": 80, "deprecatedLegacy": True, "bar": bar("v2"),
           "extraBars": {}},
}
for v in KUBE:
    s = "FooSpec." + v
    base = FOO[v]
    common_root_docs(s)
    add(s,
        valid("base", base),
        valid("every field", merge(base, extraBars={"a": bar(v), "b": bar(v, "redis")},
                                   maxSurgePercent=-2**63, sidecarBar=bar(v))),
        valid("optional fields null", merge(base, maxSurgePercent=None, sidecarBar=None)),
        openapi_only("maxSurgePercent int64 max + 1", merge(base, maxSurgePercent=2**63)),
        invalid("max_surge_percent (snake_case) of a wrong type", merge(base, maxSurgePercent="1")),
        invalid("sidecarBar incomplete", merge(base, sidecarBar={})),
        invalid("extraBars value incomplete", put(base, "extraBars", {"a": {}})),
        invalid("bar missing", drop(base, "bar")),
        invalid("snake_case keys", {"name": "foo", "host_port": 80, "legacy": True,
                                    "bar": {"image_name": "x"}, "extra_bars": {}}))
    if v == "v2":
        add(s,
            other_keys("hostPort (v1 key) against v2", merge(base, hostPort=80)),
            other_keys("host_port against v2", merge(base, host_port=80)),
            invalid("hostPort instead of port", merge(drop(base, "port"), hostPort=80)),
            invalid("port uint32 max + 1", put(base, "port", 2**32)),
            valid("port above uint16", put(base, "port", 2**16)),
            valid("deprecatedLegacy missing", drop(base, "deprecatedLegacy")),
            other_keys("deprecated_legacy instead of deprecatedLegacy",
                    merge(drop(base, "deprecatedLegacy"), deprecated_legacy=True)))
    else:
        add(s,
            other_keys("port (v2 key)", merge(base, port=80)),
            invalid("hostPort uint16 max + 1", put(base, "hostPort", 2**16)))
    if v == "v1beta1":
        add(s, other_keys("replicas (v1 key)", merge(base, replicas=1)),
            other_keys("bar with cpuMillis (v1 key)", put(base, "bar", bar("v1"))))
    else:
        add(s, invalid("bar without cpuMillis (a v1beta1 Bar)", put(base, "bar", bar("v1beta1"))),
            invalid("replicas -1", put(base, "replicas", -1)))

# ---- edge::Edge: an empty fragment {} with a doc, a fragment with its own description plus the
# field's doc() (the field's wins), a nested optional (nullable once).
EDGE = {"payload": {"any": ["thing", 1]}, "described": "d"}
add("Edge.v1",
    valid("base", EDGE),
    valid("maybe_maybe null", merge(EDGE, maybe_maybe=None)),
    valid("maybe_maybe int", merge(EDGE, maybe_maybe=-2**31)),
    json_only("payload not an object (OpenAPI fragment says object)", merge(EDGE, payload=5)),
    invalid("maybe_maybe int32 max + 1", merge(EDGE, maybe_maybe=2**31)),
    invalid("maybe_maybe string", merge(EDGE, maybe_maybe="1")),
    invalid("described number", merge(EDGE, described=1)),
    invalid("payload missing", drop(EDGE, "payload")))
common_root_docs("Edge.v1")

# ---- later::Evolved: defaults through a type change, omissible fields, list/deque/unique_ptr --
EVOLVED = {
    "v1alpha1": {"name": "n", "ports": [], "hosts": [], "owned": None, "label": "l"},
    "v1beta1": {"name": "n", "ports": [80], "hosts": ["a"], "owned": 1, "label": "l"},
    "v1": {"name": "n", "ports": [80, 443], "hosts": ["a", "b"], "owned": None},
}
for v in SCH:
    s = "Evolved." + v
    base = EVOLVED[v]
    common_root_docs(s)
    add(s,
        valid("base", base),
        valid("owned missing (nullable, not required)", drop(base, "owned")),
        invalid("name missing", drop(base, "name")),
        invalid("ports element string", put(base, "ports", ["80"])),
        invalid("ports element int32 max + 1", put(base, "ports", [2**31])),
        invalid("hosts not a list", put(base, "hosts", "a")),
        invalid("owned string", put(base, "owned", "1")))
    if v == "v1alpha1":
        add(s, invalid("label missing (not deprecated yet)", drop(base, "label")),
            other_keys("v1beta1 key timeout_s", merge(base, timeout_s=30)))
    elif v == "v1beta1":
        add(s,
            valid("timeout_s given", merge(base, timeout_s=45)),
            valid("timeout_s missing (it has a default)", base),
            invalid("timeout_s uint32 max + 1", merge(base, timeout_s=2**32)),
            invalid("timeout_s -1", merge(base, timeout_s=-1)),
            other_keys("v1 key timeout_ms", merge(base, timeout_ms=1)))
    else:
        add(s,
            valid("timeout_ms given", merge(base, timeout_ms=-2**63)),
            valid("deprecated_label given", merge(base, deprecated_label="x")),
            invalid("deprecated_label number", merge(base, deprecated_label=1)),
            other_keys("v1beta1 key label", merge(base, label="l")))

# ---- annotations: escaping, deprecation notes and defaults, read back by a JSON parser ------
ABSENT = object()


class OneOf(object):
    """An annotation that may have any of several values."""

    def __init__(self, *values):
        self.values = values

    def __eq__(self, other):
        return other in self.values

    def __ne__(self, other):
        return not self == other

    def __repr__(self):
        return " or ".join(json.dumps(v, ensure_ascii=False) for v in self.values)


BOTH, JSON_ONLY, OPENAPI_ONLY = "both", "json", "openapi"
QUOTED = 'say "hi" to C:\\dir\\\nnext\tline'
UNICODE = "µs — naïve ✓ 日本語"
CONTROL = "bell\x07and unit separator\x1fend"
ANNOTATIONS = []  # (stem, dialect, path, expected value or ABSENT)
for v in SCH:
    ANNOTATIONS += [
        ("Docs." + v, BOTH, "properties/quoted/description", QUOTED),
        ("Docs." + v, BOTH, "properties/unicode/description", UNICODE),
        ("Docs." + v, BOTH, "properties/control/description", CONTROL),
    ]
ANNOTATIONS += [
    ("Docs.v1alpha1", BOTH, "properties/old_flag/description", ABSENT),
    ("Docs.v1alpha1", JSON_ONLY, "properties/old_flag/deprecated", ABSENT),
    ("Docs.v1alpha1", BOTH, "properties/gone/description", "Was read once."),
    ("Docs.v1beta1", JSON_ONLY, "properties/deprecated_old_flag/deprecated", True),
    ("Docs.v1beta1", OPENAPI_ONLY, "properties/deprecated_old_flag/description",
     'Deprecated: use "flags" \\ instead.'),
    ("Docs.v1beta1", JSON_ONLY, "properties/deprecated_old_flag/description",
     'Deprecated: use "flags" \\ instead.'),
    ("Docs.v1beta1", JSON_ONLY, "properties/gone/deprecated", ABSENT),
    ("Docs.v1", JSON_ONLY, "properties/deprecated_gone/deprecated", True),
    ("Docs.v1", JSON_ONLY, "properties/deprecated_gone/description", "Was read once."),
    ("Docs.v1", OPENAPI_ONLY, "properties/deprecated_gone/description", "Was read once. Deprecated."),
    ("Docs.v1", JSON_ONLY, "properties/deprecated_plain/deprecated", True),
    ("Docs.v1", OPENAPI_ONLY, "properties/deprecated_plain/description", "Deprecated."),
    ("Spec.v1", BOTH, "properties/deprecated_legacy/description", "Deprecated: no longer read."),
    # a default carried through upgrade_with: 30 s in v1beta1, 30000 ms in v1
    ("Evolved.v1beta1", BOTH, "properties/timeout_s/default", 30),
    ("Evolved.v1", BOTH, "properties/timeout_ms/default", 30000),
    ("Evolved.v1alpha1", BOTH, "properties/label/description", "A described string."),
    ("Evolved.v1", BOTH, "properties/deprecated_label/description", "A described string. Deprecated: use name."),
    ("Evolved.v1", JSON_ONLY, "properties/deprecated_label/deprecated", True),
    ("Evolved.v1beta1", BOTH, "required", ["name", "ports", "hosts", "label"]),
    ("Evolved.v1", BOTH, "required", ["name", "ports", "hosts"]),
    ("Spec.v1", BOTH, "required", ["name", "port", "inner"]),
    ("Docs.v1", BOTH, "required", ["quoted", "unicode", "control"]),
    ("FooSpec.v2", OPENAPI_ONLY, "properties/deprecatedLegacy/description", "Deprecated: no longer read."),
    ("FooSpec.v2", BOTH, "properties/bar/properties/cpuMillis/description", "CPU request in millicores"),
    ("Defaults.v1beta1", BOTH, "properties/replicas/default", 3),
    ("Defaults.v1beta1", BOTH, "properties/offset/default", -7),
    ("Defaults.v1", BOTH, "properties/replicas/default", 3),
    ("Defaults.v1", BOTH, "properties/offset/default", -7),
    ("Defaults.v1", BOTH, "properties/mode/default", 'fast "and" safe\\'),
    ("Defaults.v1", BOTH, "properties/region/default", "eu-west-1"),
    ("Defaults.v1", BOTH, "properties/seed/default", ABSENT),
    ("Defaults.v1", BOTH, "properties/verbose/default", ABSENT),
    ("Defaults.v1", BOTH, "properties/token/default", ABSENT),
    ("Defaults.v1", BOTH, "properties/name/default", ABSENT),
    ("Spec.v1beta1", BOTH, "properties/replicas/default", 3),
    ("FooSpec.v1", BOTH, "properties/replicas/default", 3),
    ("Custom.v1", BOTH, "properties/timeout/description", 'How long to wait, e.g. "90s"'),
    ("Edge.v1", BOTH, "properties/payload/description", "Anything."),
    # the field's doc() replaces the description the type's fragment brings
    ("Edge.v1", BOTH, "properties/described/description", "The field's own words."),
]


def lookup(node, path):
    for key in _split(path):
        if isinstance(node, dict) and key in node:
            node = node[key]
        elif isinstance(node, list) and isinstance(key, int) and key < len(node):
            node = node[key]
        else:
            return ABSENT
    return node


# ============================================================================================
# Checking files
# ============================================================================================


class Report(object):
    def __init__(self):
        self.problems = []
        self.validations = 0
        self.documents = 0

    def fail(self, where, msg):
        self.problems.append("%s: %s" % (where, msg))


def read_schema(path, report):
    name = os.path.basename(path)
    try:
        with open(path, "rb") as f:
            text = f.read().decode("utf-8")
    except (OSError, UnicodeDecodeError) as e:
        report.fail(name, "cannot read as UTF-8: %s" % e)
        return None
    try:
        return parse_json(text)
    except ValueError as e:
        report.fail(name, "not valid JSON: %s" % e)
        return None


def check_documents(name, validator, docs, dialect, report):
    for d in docs:
        expected = d.json_ok if dialect == "json" else d.openapi_ok
        errors = list(validator.iter_errors(d.value))
        report.validations += 1
        if (not errors) != expected:
            if expected:
                report.fail(name, "document %r should be valid but: %s"
                            % (d.label, "; ".join(e.message for e in errors[:3])))
            else:
                report.fail(name, "document %r should be invalid but is accepted: %s"
                            % (d.label, json.dumps(d.value)[:200]))


def check_json_schema_file(name, schema, docs, report):
    try:
        Draft202012Validator.check_schema(schema)
    except jsonschema.exceptions.SchemaError as e:
        report.fail(name, "not a valid JSON Schema 2020-12: %s" % e.message)
        return
    if not isinstance(schema, dict) or schema.get("$schema") != JSON_SCHEMA_2020_12:
        report.fail(name, "$schema is not %s" % JSON_SCHEMA_2020_12)
    for e in json_schema_default_errors(schema):
        report.fail(name, e)
    check_documents(name, Draft202012Validator(schema), docs, "json", report)


def api_server_view(value, node):
    """A document as the API server validates it: a null member whose property is neither
    nullable nor defaulted is pruned, a defaulted one defaulted (its decoding before validation;
    tests/k8s/kube_validate does the same in Go). Items and map values are kept."""
    if not isinstance(node, dict):
        return value
    if isinstance(value, dict):
        props = node.get("properties") if isinstance(node.get("properties"), dict) else {}
        extra = node.get("additionalProperties") if isinstance(node.get("additionalProperties"), dict) else None
        out = {}
        for k, v in value.items():
            sub_node = props.get(k, extra)
            if v is None and k in props and isinstance(sub_node, dict) and sub_node.get("nullable") is not True:
                if "default" in sub_node:
                    out[k] = copy.deepcopy(sub_node["default"])
                continue
            out[k] = api_server_view(v, sub_node)
        return out
    if isinstance(value, list) and isinstance(node.get("items"), dict):
        return [api_server_view(v, node["items"]) for v in value]
    return value


def check_openapi_file(name, schema, docs, report):
    for e in structural_errors(schema):
        report.fail(name, "not structural: " + e)
    as_json_schema = openapi_to_json_schema(schema)
    try:
        Draft4Validator.check_schema(as_json_schema)
    except jsonschema.exceptions.SchemaError as e:
        report.fail(name, "not a valid schema once read as JSON Schema draft 4: %s" % e.message)
        return
    pruned = [Doc(d.label, api_server_view(d.value, schema), d.json_ok, d.openapi_ok) for d in docs]
    check_documents(name, Draft4Validator(as_json_schema), pruned, "openapi", report)


def check_annotations(schemas, report):
    for stem, dialect, path, expected in ANNOTATIONS:
        dialects = {"both": ("json", "openapi"), "json": ("json",), "openapi": ("openapi",)}[dialect]
        for d in dialects:
            name = stem + (JSON_SUFFIX if d == "json" else OPENAPI_SUFFIX)
            if name not in schemas:
                report.fail(name, "annotation check on a file the dump did not write")
                continue
            if schemas[name] is None:
                continue  # unreadable: reported already
            got = lookup(schemas[name], path)
            if got is not expected and not (expected == got):
                report.fail(name, "%s is %s, expected %s" % (
                    path, "absent" if got is ABSENT else json.dumps(got, ensure_ascii=False),
                    "absent" if expected is ABSENT else
                    repr(expected) if isinstance(expected, OneOf) else
                    json.dumps(expected, ensure_ascii=False)))


def check_directory(directory, report):
    manifest_path = os.path.join(directory, "MANIFEST")
    try:
        with open(manifest_path) as f:
            names = [line.strip() for line in f if line.strip()]
    except OSError as e:
        report.fail("MANIFEST", "cannot read %s: %s" % (manifest_path, e))
        return 0, 0
    if not names:
        report.fail("MANIFEST", "lists no schema file")
    on_disk = sorted(n for n in os.listdir(directory) if n.endswith(".json"))
    for n in on_disk:
        if n not in names:
            report.fail(n, "in the directory but not in the MANIFEST (a stale file?)")
    stems_written = set()
    schemas = {}
    n_json = n_openapi = 0
    for name in names:
        if name.endswith(JSON_SUFFIX):
            stem, dialect = name[:-len(JSON_SUFFIX)], "json"
            n_json += 1
        elif name.endswith(OPENAPI_SUFFIX):
            stem, dialect = name[:-len(OPENAPI_SUFFIX)], "openapi"
            n_openapi += 1
        else:
            report.fail(name, "unexpected file name (neither %s nor %s)" % (JSON_SUFFIX, OPENAPI_SUFFIX))
            continue
        stems_written.add(stem)
        docs = DOCS.get(stem, [])
        oks = [d.json_ok if dialect == "json" else d.openapi_ok for d in docs]
        if True not in oks or False not in oks:
            report.fail(name, "not covered: needs at least one valid and one invalid document "
                              "(add them to DOCS[%r] in validate.py)" % stem)
        schema = read_schema(os.path.join(directory, name), report)
        schemas[name] = schema
        if schema is None:
            continue
        if dialect == "json":
            check_json_schema_file(name, schema, docs, report)
        else:
            check_openapi_file(name, schema, docs, report)
    for stem in sorted(set(DOCS) - stems_written):
        report.fail(stem, "DOCS has documents for a type/version the dump did not write")
    for stem in stems_written:
        report.documents += len(DOCS.get(stem, []))
    check_annotations(schemas, report)
    return n_json, n_openapi


# ============================================================================================
# Self-tests: the checkers must reject what they are meant to reject
# ============================================================================================

GOOD_STRUCTURAL = [
    ("struct, map, list, nullable, default, enum",
     {"type": "object", "properties": {
         "m": {"type": "object", "additionalProperties": {"type": "integer", "format": "int32",
                                                          "minimum": -1, "maximum": 1}},
         "l": {"type": "array", "items": {"type": "array", "items": {"type": "string"}},
               "minItems": 1, "maxItems": 1},
         "o": {"type": "string", "nullable": True, "enum": ["a", "b"], "default": "a"},
         "s": {"type": "object", "properties": {"x": {"type": "boolean"}}, "required": ["x"]}},
      "required": ["m"]}),
    ("int-or-string", {"type": "object", "properties": {"q": {
        "x-kubernetes-int-or-string": True, "anyOf": [{"type": "integer"}, {"type": "string"}]}}}),
    ("preserve unknown fields", {"type": "object", "properties": {"p": {
        "type": "object", "x-kubernetes-preserve-unknown-fields": True}}}),
    ("value validation in a junctor", {"type": "object", "properties": {"a": {"type": "string"}},
                                       "anyOf": [{"required": ["a"]}, {"properties": {"a": {"minLength": 1}}}]}),
]
BAD_STRUCTURAL = [
    ("root not an object", {"type": "string"}, "must be object at the root"),
    ("root without type", {"properties": {}}, "must not be empty at the root"),
    ("nullable root", {"type": "object", "nullable": True}, "must not be true at the root"),
    ("additionalProperties at the root", {"type": "object", "additionalProperties": {"type": "string"}},
     "must not be used at the root"),
    ("field without type", {"type": "object", "properties": {"a": {"minimum": 1}}},
     "must not be empty for specified object fields"),
    ("items without type", {"type": "object", "properties": {"a": {"type": "array", "items": {}}}},
     "must not be empty for specified array items"),
    ("map value without type", {"type": "object", "properties": {"a": {
        "type": "object", "additionalProperties": {"description": "x"}}}},
     "must not be empty for specified object fields"),
    ("array without items", {"type": "object", "properties": {"a": {"type": "array"}}},
     "must be specified for type array"),
    ("tuple items", {"type": "object", "properties": {"a": {"type": "array", "items": [{"type": "string"}]}}},
     "must be one schema"),
    ("properties with additionalProperties", {"type": "object", "properties": {"a": {
        "type": "object", "properties": {"b": {"type": "string"}}, "additionalProperties": False}}},
     "mutually exclusive"),
    ("additionalProperties false", {"type": "object", "properties": {"a": {
        "type": "object", "additionalProperties": False}}}, "must be a schema"),
    ("$ref", {"type": "object", "properties": {"a": {"$ref": "#/definitions/x"}}}, "$ref is not allowed"),
    ("$schema", {"$schema": JSON_SCHEMA_2020_12, "type": "object"}, "$schema is not allowed"),
    ("definitions", {"type": "object", "definitions": {"x": {"type": "string"}}}, "definitions is not allowed"),
    ("$defs", {"type": "object", "$defs": {"x": {"type": "string"}}}, "$defs is not allowed"),
    ("id", {"type": "object", "id": "x"}, "id is not allowed"),
    ("patternProperties", {"type": "object", "properties": {"a": {"type": "object",
                           "patternProperties": {"^x": {"type": "string"}}}}}, "patternProperties is not allowed"),
    ("dependencies", {"type": "object", "dependencies": {"a": ["b"]}}, "dependencies is not allowed"),
    ("additionalItems", {"type": "object", "properties": {"a": {"type": "array", "items": {"type": "string"},
                         "additionalItems": False}}}, "additionalItems is not allowed"),
    ("type null", {"type": "object", "properties": {"a": {"type": "null"}}}, "type: null is not allowed"),
    ("type list", {"type": "object", "properties": {"a": {"type": ["string", "null"]}}}, "must be one string"),
    ("uniqueItems", {"type": "object", "properties": {"a": {"type": "array", "items": {"type": "string"},
                     "uniqueItems": True}}}, "uniqueItems cannot be set to true"),
    ("preserve-unknown-fields false", {"type": "object", "properties": {"a": {
        "type": "object", "x-kubernetes-preserve-unknown-fields": False}}}, "must be true or undefined"),
    ("deprecated keyword", {"type": "object", "properties": {"a": {"type": "string", "deprecated": True}}},
     "deprecated is not an OpenAPI v3 keyword"),
    ("unknown keyword", {"type": "object", "properties": {"a": {"type": "string", "const": "x"}}},
     "is not an allowed keyword"),
    ("type inside anyOf", {"type": "object", "properties": {"a": {"type": "string",
                           "anyOf": [{"type": "string"}, {"type": "integer"}]}}}, "must be empty to be structural"),
    ("nullable inside allOf", {"type": "object", "properties": {"a": {"type": "string",
                               "allOf": [{"nullable": True}]}}}, "must be empty to be structural"),
    ("field only inside a junctor", {"type": "object", "properties": {"a": {"type": "object",
                                     "properties": {}, "oneOf": [{"properties": {"b": {"minLength": 1}}}]}}},
     "must be specified outside of the logical junctors"),
    ("default of the wrong type", {"type": "object", "properties": {"a": {"type": "integer", "default": "x"}}},
     "does not validate"),
    ("default out of range", {"type": "object", "properties": {"a": {"type": "integer", "minimum": 0,
                              "maximum": 255, "default": 256}}}, "does not validate"),
    ("default with unknown field", {"type": "object", "properties": {"a": {"type": "object",
                                    "properties": {"x": {"type": "string"}}, "default": {"y": "1"}}}},
     "does not validate"),
    ("enum value of the wrong type", {"type": "object", "properties": {"a": {"type": "string", "enum": [1]}}},
     "does not validate"),
    ("required not among the properties", {"type": "object", "properties": {"a": {"type": "string"}},
                                           "required": ["b"]}, "is not one of the properties"),
    ("int32 format beyond int32", {"type": "object", "properties": {"a": {"type": "integer", "format": "int32",
                                   "minimum": 0, "maximum": 4294967295}}}, "do not fit int32"),
    ("metadata beyond name", {"type": "object", "properties": {"metadata": {"type": "object",
                              "properties": {"labels": {"type": "object"}}}}}, "other than name and generateName"),
]


def self_test():
    problems = []
    for label, schema in GOOD_STRUCTURAL:
        errs = structural_errors(schema)
        if errs:
            problems.append("self-test: good schema %r rejected: %s" % (label, errs))
    for label, schema, phrase in BAD_STRUCTURAL:
        errs = structural_errors(schema)
        if not any(phrase in e for e in errs):
            problems.append("self-test: bad schema %r not rejected with %r (got %s)" % (label, phrase, errs))
    # strict JSON
    for text in ('{"a":1,"a":2}', '{"a":NaN}', '{"a":1,}', '{,"a":1}'):
        try:
            parse_json(text)
            problems.append("self-test: %s parsed" % text)
        except ValueError:
            pass
    # nullable translation: null is accepted only where nullable
    node = {"type": "object", "properties": {"n": {"type": "integer", "nullable": True},
                                             "m": {"type": "integer"}}}
    v = Draft4Validator(openapi_to_json_schema(node))
    if not v.is_valid({"n": None}) or v.is_valid({"m": None}) or v.is_valid({"n": "1"}):
        problems.append("self-test: nullable translation is wrong")
    if not v.is_valid({"n": 1, "unknown": 1}):
        problems.append("self-test: OpenAPI reading must accept unknown keys (pruning)")
    # a wrong expectation is reported, and a missing document set is reported
    r = Report()
    closed = {"$schema": JSON_SCHEMA_2020_12, "type": "object", "properties": {"a": {"type": "integer"}},
              "required": ["a"], "additionalProperties": False}
    check_json_schema_file("self", closed, [valid("wrong on purpose", {"a": "x"}),
                                            invalid("wrong on purpose", {"a": 1}),
                                            other_keys("right", {"a": 1, "b": 1})], r)
    if len(r.problems) != 2:
        problems.append("self-test: wrong expectations not reported: %s" % r.problems)
    r = Report()
    check_json_schema_file("self", {"type": 5}, [], r)
    if not r.problems:
        problems.append("self-test: an invalid JSON Schema passed check_schema")
    r = Report()
    check_json_schema_file("self", dict(closed, properties={"a": {"type": "integer", "default": "x"}}), [], r)
    if not any("default" in p for p in r.problems):
        problems.append("self-test: a JSON Schema default of the wrong type was not reported")
    return problems


# ============================================================================================


def main(argv):
    if len(argv) != 2 or not os.path.isdir(argv[1]):
        sys.stderr.write("usage: validate.py <directory written by schema_dump>\n")
        return 2
    problems = self_test()
    report = Report()
    n_json, n_openapi = check_directory(argv[1], report)
    problems += report.problems
    for p in problems:
        print("FAIL " + p)
    summary = ("validate.py (jsonschema %s, Python %s): %d schema files (%d JSON Schema 2020-12, "
               "%d structural OpenAPI), %d documents, %d validations, %d annotation checks, "
               "%d structural self-tests"
               % (_jsonschema_version(),
                  sys.version.split()[0], n_json + n_openapi, n_json, n_openapi, report.documents,
                  report.validations, len(ANNOTATIONS), len(GOOD_STRUCTURAL) + len(BAD_STRUCTURAL)))
    if problems:
        print("%s: FAILED, %d problem(s)" % (summary, len(problems)))
        return 1
    print("%s: all passed" % summary)
    return 0


def _jsonschema_version():
    try:
        from importlib import metadata
        return metadata.version("jsonschema")
    except Exception:  # noqa: BLE001 - only for the summary line
        return "?"


if __name__ == "__main__":
    sys.exit(main(sys.argv))
