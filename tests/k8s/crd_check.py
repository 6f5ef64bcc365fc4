#!/usr/bin/env python3
"""Applies the API server's CustomResourceDefinition validation to the CRDs written by
tests/k8s/crd_dump.cpp, and checks that each YAML file reads back to exactly its JSON's tree.

    crd_check.py <dir>     (<dir> holds <name>.json and <name>.yaml pairs, and for some
                            <name>.objects.jsonl: objects of the kind, one a line)

Rules: apiextensions-apiserver pkg/apis/apiextensions/validation/validation.go as summarized in
shared/reference/kubernetes.md (names, scope, versions, exactly one storage version, deprecation
warnings, subresources, printer columns, conversion), plus the structural-schema rules of
tests/schema/validate.py on every version's openAPIV3Schema. The checker first proves on
broken CRDs that it reports each rule (self-test), so it cannot pass vacuously. Objects are
checked against their version's openAPIV3Schema read as JSON Schema (Draft 4, as
tests/schema/validate.py reads structural schemas; Kubernetes' own validator is kube-openapi),
after the API server's decoding drops (or defaults) a null member that is not nullable.
Exits 1 on any problem, 2 on bad usage.
"""

import base64
import copy
import json
import os
import re
import sys

import yaml

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "schema"))
from validate import _value_errors, api_server_view, parse_json, structural_errors  # noqa: E402

DNS1035 = re.compile(r"^[a-z]([-a-z0-9]*[a-z0-9])?$")
DNS1123_LABEL = re.compile(r"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
ROOT_WITH_STATUS = {"description", "type", "format", "title", "maximum", "exclusiveMaximum", "minimum",
                    "exclusiveMinimum", "maxLength", "minLength", "pattern", "maxItems", "minItems",
                    "uniqueItems", "multipleOf", "required", "items", "properties", "externalDocs", "example",
                    "x-kubernetes-preserve-unknown-fields", "x-kubernetes-validations"}
COLUMN_TYPES = {"integer", "number", "string", "boolean", "date"}
OBJECT_META = {"name", "generateName", "namespace", "uid", "resourceVersion", "generation", "creationTimestamp",
               "deletionTimestamp", "deletionGracePeriodSeconds", "labels", "annotations", "ownerReferences",
               "finalizers", "managedFields", "selfLink"}
COLUMN_FORMATS = {"int32", "int64", "float", "double", "byte", "date", "date-time", "password"}
QUALIFIED_NAME = re.compile(r"^([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$")
LABEL_VALUE = re.compile(r"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$")
SELECTABLE_TYPES = {"string", "integer", "boolean"}
MAX_SELECTABLE_FIELDS = 8


def is_qualified_name(key):
    """validation.IsQualifiedName: [prefix/]name, prefix a DNS subdomain, name at most 63 chars."""
    parts = key.split("/")
    if len(parts) > 2 or (len(parts) == 2 and not is_subdomain(parts[0])):
        return False
    return 0 < len(parts[-1]) <= 63 and QUALIFIED_NAME.match(parts[-1]) is not None


def metadata_errors(metadata, err):
    """ValidateObjectMeta's labels and annotations."""
    for key, value in metadata.get("labels", {}).items():
        if not is_qualified_name(key):
            err("metadata.labels", "%r is not a qualified name" % key)
        if not isinstance(value, str) or len(value) > 63 or not LABEL_VALUE.match(value):
            err("metadata.labels", "%r: %r is not a label value" % (key, value))
    total = 0
    for key, value in metadata.get("annotations", {}).items():
        if not is_qualified_name(key.lower()):
            err("metadata.annotations", "%r is not a qualified name" % key)
        total += len(key.encode()) + len(value.encode())
    if total > 256 * 1024:
        err("metadata.annotations", "may not be more than 256 KiB in total")


def selectable_errors(v, schema, where, err):
    """ValidateCustomResourceSelectableFields: a dotted path to a string, integer or boolean field,
    not in metadata, unique, at most 8."""
    paths = [f.get("jsonPath", "") for f in v.get("selectableFields", [])]
    for j, path in enumerate(paths):
        fw = "%s.selectableFields[%d].jsonPath" % (where, j)
        if path.startswith(".metadata"):
            err(fw, "must not point to fields in metadata")
        node = schema_at(schema, path) if re.match(r"^(\.[A-Za-z0-9_-]+)+$", path) else None
        if node is None:
            err(fw, "is an invalid path")
        elif node.get("type") not in SELECTABLE_TYPES:
            err(fw, "must point to a field of type string, boolean or integer")
    if len(set(paths)) != len(paths):
        err(where + ".selectableFields", "Duplicate value")
    if len(set(paths)) > MAX_SELECTABLE_FIELDS:
        err(where + ".selectableFields", "Too many: must have at most 8 items")


def is_dns1035(s):
    return isinstance(s, str) and len(s) <= 63 and DNS1035.match(s) is not None


def is_subdomain(s):
    return (isinstance(s, str) and 0 < len(s) <= 253 and
            all(len(p) <= 63 and DNS1123_LABEL.match(p) for p in s.split(".")))


def schema_at(schema, path):
    """The schema node a .a.b path names, or None."""
    node = schema
    for key in path.strip(".").split("."):
        if node is None or node.get("type") != "object" or key not in node.get("properties", {}):
            return None
        node = node["properties"][key]
    return node


def crd_errors(crd):
    errs = []

    def err(path, msg):
        errs.append("%s: %s" % (path, msg))

    if crd.get("apiVersion") != "apiextensions.k8s.io/v1":
        err("apiVersion", "must be apiextensions.k8s.io/v1")
    if crd.get("kind") != "CustomResourceDefinition":
        err("kind", "must be CustomResourceDefinition")
    spec = crd.get("spec", {})
    names = spec.get("names", {})
    group = spec.get("group")
    if not is_subdomain(group) or "." not in group:
        err("spec.group", "should be a domain with at least one dot")
    plural = names.get("plural")
    if crd.get("metadata", {}).get("name") != "%s.%s" % (plural, group):
        err("metadata.name", "must be spec.names.plural+\".\"+spec.group")
    if set(crd.get("metadata", {})) - {"name", "labels", "annotations"}:
        err("metadata", "a CRD author sets only name, labels and annotations")
    metadata_errors(crd.get("metadata", {}), err)
    for key in ("plural", "singular"):
        if not is_dns1035(names.get(key)):
            err("spec.names." + key, "must be a DNS-1035 label")
    for key in ("kind", "listKind"):
        value = names.get(key)
        if not isinstance(value, str) or not is_dns1035(value.lower()):
            err("spec.names." + key, "may have mixed case, but should otherwise match a DNS-1035 label")
    if names.get("listKind") != str(names.get("kind")) + "List":
        err("spec.names.listKind", "expected <kind>List")
    if names.get("kind") == names.get("listKind"):
        err("spec.names.listKind", "kind and listKind may not be the same")
    for key in ("shortNames", "categories"):
        for i, value in enumerate(names.get(key, [])):
            if not is_dns1035(value):
                err("spec.names.%s[%d]" % (key, i), "must be a DNS-1035 label")
    if spec.get("scope") not in ("Namespaced", "Cluster"):
        err("spec.scope", "must be Namespaced or Cluster")
    if "status" in crd:
        err("status", "storedVersions is the API server's, never the author's")

    versions = spec.get("versions", [])
    if not versions:
        err("spec.versions", "must have at least one version")
    seen = set()
    storage = 0
    for i, v in enumerate(versions):
        where = "spec.versions[%d]" % i
        name = v.get("name")
        if not is_dns1035(name):
            err(where + ".name", "must be a DNS-1035 label")
        if name in seen:
            err(where + ".name", "must be unique")
        seen.add(name)
        if not isinstance(v.get("served"), bool) or not isinstance(v.get("storage"), bool):
            err(where, "served and storage are booleans")
        if v.get("storage"):
            storage += 1
            if not v.get("served"):
                err(where, "the storage version must be served")
        warning = v.get("deprecationWarning")
        if warning is not None:
            if not v.get("deprecated"):
                err(where + ".deprecationWarning", "can only be set for deprecated versions")
            if len(warning) > 256:
                err(where + ".deprecationWarning", "must be at most 256 characters")
            if any(ord(c) < 0x20 or ord(c) == 0x7f for c in warning):
                err(where + ".deprecationWarning", "must only contain printable characters")
        schema = v.get("schema", {}).get("openAPIV3Schema")
        if schema is None:
            err(where + ".schema.openAPIV3Schema", "every version needs a schema")
            continue
        for e in structural_errors(schema):
            err(where + ".schema.openAPIV3Schema", "not structural: " + e)
        props = schema.get("properties", {})
        if schema.get("type") != "object":
            err(where + ".schema.openAPIV3Schema.type", "must be object")
        for key in ("apiVersion", "kind"):  # a description beside (metav1.TypeMeta's, controller-gen's)
            if key in props and (props[key].get("type") != "string" or set(props[key]) - {"type", "description"}):
                err(where + ".schema.openAPIV3Schema.properties." + key, "must be {type: string}")
        if set(props) - {"apiVersion", "kind", "metadata", "spec", "status"}:
            err(where + ".schema.openAPIV3Schema.properties", "only apiVersion, kind, metadata, spec, status")
        subresources = v.get("subresources", {})
        if "status" in subresources:
            if subresources["status"] != {}:
                err(where + ".subresources.status", "must be {}")
            extra = set(schema) - ROOT_WITH_STATUS
            if extra:
                err(where + ".schema.openAPIV3Schema", "with the status subresource the root may not use %s"
                    % sorted(extra))
            if "status" not in props:
                err(where + ".subresources.status", "the schema has no status")
        scale = subresources.get("scale")
        if scale is not None:
            for key, root in (("specReplicasPath", ".spec"), ("statusReplicasPath", ".status")):
                path = scale.get(key, "")
                node = schema_at(schema, path)
                if not path.startswith(root + "."):
                    err(where + ".subresources.scale." + key, "should be a JSON path under %s" % root)
                elif node is None or node.get("type") != "integer":
                    err(where + ".subresources.scale." + key, "must point to an integer field of the schema")
            selector = scale.get("labelSelectorPath")
            if selector is not None:
                if not (selector.startswith(".spec.") or selector.startswith(".status.")):
                    err(where + ".subresources.scale.labelSelectorPath", "should be a JSON path under .spec or .status")
                elif schema_at(schema, selector) is None:
                    err(where + ".subresources.scale.labelSelectorPath", "must point to a field of the schema")
        if set(subresources) - {"status", "scale"}:
            err(where + ".subresources", "only status and scale")
        for j, col in enumerate(v.get("additionalPrinterColumns", [])):
            cw = "%s.additionalPrinterColumns[%d]" % (where, j)
            if not col.get("name"):
                err(cw + ".name", "required")
            if col.get("type") not in COLUMN_TYPES:
                err(cw + ".type", "must be one of %s" % sorted(COLUMN_TYPES))
            if "format" in col and col["format"] not in COLUMN_FORMATS:
                err(cw + ".format", "unknown format")
            priority = col.get("priority", 0)
            if not isinstance(priority, int) or isinstance(priority, bool) or not 0 <= priority < 2 ** 31:
                err(cw + ".priority", "must be an int32 >= 0")
            path = col.get("jsonPath", "")
            # the schema is asked about the plain part, before a filter or index (kubectl evaluates the rest)
            plain = re.split(r"\[|\*|\.\.", path)[0]
            if not path.startswith("."):
                err(cw + ".jsonPath", "must be a simple JSON path")
            elif path.startswith(".metadata."):  # the API server's ObjectMeta, not the schema's
                if path.split(".")[2].split("[")[0] not in OBJECT_META:
                    err(cw + ".jsonPath", "names no field of ObjectMeta")
            elif schema_at(schema, plain) is None:
                err(cw + ".jsonPath", "names no field of the version's schema")
        selectable_errors(v, schema, where, err)
    if versions and storage != 1:
        err("spec.versions", "must have exactly one version marked as storage version, found %d" % storage)

    conversion = spec.get("conversion", {"strategy": "None"})
    strategy = conversion.get("strategy")
    if strategy == "None":
        if "webhook" in conversion:
            err("spec.conversion.webhook", "must not be set when strategy is None")
    elif strategy == "Webhook":
        webhook = conversion.get("webhook")
        if webhook is None:
            err("spec.conversion.webhook", "required when strategy is Webhook")
        else:
            if "v1" not in webhook.get("conversionReviewVersions", []):
                err("spec.conversion.webhook.conversionReviewVersions", "must include v1")
            client = webhook.get("clientConfig", {})
            if ("service" in client) == ("url" in client):
                err("spec.conversion.webhook.clientConfig", "exactly one of url or service is required")
            if "url" in client and not client["url"].startswith("https://"):
                err("spec.conversion.webhook.clientConfig.url", "'https' is the only allowed URL scheme")
            service = client.get("service")
            if service is not None:
                if not DNS1123_LABEL.match(service.get("namespace", "")):
                    err("spec.conversion.webhook.clientConfig.service.namespace", "must be a DNS-1123 label")
                if not DNS1123_LABEL.match(service.get("name", "")):
                    err("spec.conversion.webhook.clientConfig.service.name", "must be a DNS-1123 label")
                port = service.get("port", 443)
                if not isinstance(port, int) or not 1 <= port <= 65535:
                    err("spec.conversion.webhook.clientConfig.service.port", "must be 1-65535")
                if "path" in service and not service["path"].startswith("/"):
                    err("spec.conversion.webhook.clientConfig.service.path", "must start with /")
            if "caBundle" in client:
                try:
                    pem = base64.b64decode(client["caBundle"], validate=True)
                    if b"-----BEGIN CERTIFICATE-----" not in pem:
                        err("spec.conversion.webhook.clientConfig.caBundle", "is not a PEM certificate bundle")
                except ValueError:
                    err("spec.conversion.webhook.clientConfig.caBundle", "is not base64")
    else:
        err("spec.conversion.strategy", "must be None or Webhook")
    return errs


def _valid_crd():
    schema = {"type": "object", "properties": {
        "apiVersion": {"type": "string"}, "kind": {"type": "string"}, "metadata": {"type": "object"},
        "spec": {"type": "object", "properties": {"replicas": {"type": "integer"}}},
        "status": {"type": "object", "properties": {"ready": {"type": "integer"}, "ratio": {"type": "number"}}}}}
    return {"apiVersion": "apiextensions.k8s.io/v1", "kind": "CustomResourceDefinition",
            "metadata": {"name": "foos.example.com", "labels": {"app.kubernetes.io/name": "foo", "x": ""},
                         "annotations": {"cert-manager.io/inject-ca-from": "ops/foo", "Example.com/A": "b"}},
            "spec": {"group": "example.com",
                     "names": {"kind": "Foo", "listKind": "FooList", "plural": "foos", "singular": "foo"},
                     "scope": "Namespaced",
                     "versions": [{"name": "v1", "served": True, "storage": True, "schema": {"openAPIV3Schema": schema},
                                   "subresources": {"status": {}, "scale": {"specReplicasPath": ".spec.replicas",
                                                                            "statusReplicasPath": ".status.ready"}},
                                   "additionalPrinterColumns": [{"name": "R", "type": "integer",
                                                                 "jsonPath": ".spec.replicas", "priority": 1}],
                                   "selectableFields": [{"jsonPath": ".spec.replicas"}]}],
                     "conversion": {"strategy": "None"}}}


def _broken(mutate):
    crd = _valid_crd()
    mutate(crd)
    return crd


def _v(crd):
    return crd["spec"]["versions"][0]


def _spec_schema(crd):
    return _v(crd)["schema"]["openAPIV3Schema"]["properties"]["spec"]


SELF_TESTS = [
    ("group without a dot", lambda c: c["spec"].update(group="example"), "at least one dot"),
    ("wrong name", lambda c: c["metadata"].update(name="foo.example.com"), "plural"),
    ("bad plural", lambda c: c["spec"]["names"].update(plural="Foos"), "names.plural"),
    ("bad kind", lambda c: c["spec"]["names"].update(kind="Foo_x", listKind="Foo_xList"), "names.kind"),
    ("bad short name", lambda c: c["spec"]["names"].update(shortNames=["f o"]), "shortNames[0]"),
    ("bad scope", lambda c: c["spec"].update(scope="Global"), "spec.scope"),
    ("no storage", lambda c: _v(c).update(storage=False), "exactly one version"),
    ("storage not served", lambda c: _v(c).update(served=False), "must be served"),
    ("warning without deprecated", lambda c: _v(c).update(deprecationWarning="x"), "only be set for deprecated"),
    ("long warning", lambda c: _v(c).update(deprecated=True, deprecationWarning="x" * 257), "at most 256"),
    ("not structural", lambda c: _v(c)["schema"]["openAPIV3Schema"]["properties"]["spec"].update({"$ref": "#"}), "not structural"),
    ("root description with keywords", lambda c: _v(c)["schema"]["openAPIV3Schema"].update(nullable=False), "root may not use"),
    ("scale outside spec", lambda c: _v(c)["subresources"]["scale"].update(specReplicasPath=".status.ready"), "under .spec"),
    ("scale to nothing", lambda c: _v(c)["subresources"]["scale"].update(statusReplicasPath=".status.nope"), "integer field"),
    ("column type", lambda c: _v(c)["additionalPrinterColumns"][0].update(type="int"), ".type"),
    ("column path", lambda c: _v(c)["additionalPrinterColumns"][0].update(jsonPath=".spec.nope"), "names no field"),
    ("column metadata path", lambda c: _v(c)["additionalPrinterColumns"][0].update(jsonPath=".metadata.nmae"),
     "names no field of ObjectMeta"),
    ("column priority", lambda c: _v(c)["additionalPrinterColumns"][0].update(priority=-1), ".priority"),
    ("column filter on nothing", lambda c: _v(c)["additionalPrinterColumns"][0].update(
        jsonPath='.spec.nope[?(@.type=="Ready")].status'), "names no field"),
    ("selectable number", lambda c: _v(c).update(selectableFields=[{"jsonPath": ".status.ratio"}]), "type string, boolean"),
    ("selectable metadata", lambda c: _v(c).update(selectableFields=[{"jsonPath": ".metadata.name"}]), "metadata"),
    ("selectable missing", lambda c: _v(c).update(selectableFields=[{"jsonPath": ".spec.nope"}]), "invalid path"),
    ("selectable twice", lambda c: _v(c).update(selectableFields=[{"jsonPath": ".spec.replicas"}] * 2), "Duplicate"),
    ("nine selectable", lambda c: _v(c).update(selectableFields=[{"jsonPath": ".spec.f%d" % i} for i in range(9)]), "Too many"),
    ("list type on an object", lambda c: _spec_schema(c).update({"x-kubernetes-list-type": "set"}),
     "must only be used if type is array"),
    ("unknown list type", lambda c: _spec_schema(c)["properties"].update(
        tags={"type": "array", "items": {"type": "string"}, "x-kubernetes-list-type": "bag"}), "atomic, set or map"),
    ("set of objects", lambda c: _spec_schema(c)["properties"].update(
        ports={"type": "array", "items": {"type": "object"}, "x-kubernetes-list-type": "set"}), "set lists hold scalars"),
    ("map list without keys", lambda c: _spec_schema(c)["properties"].update(
        ports={"type": "array", "items": {"type": "object"}, "x-kubernetes-list-type": "map"}), "must not be empty"),
    ("optional map key", lambda c: _spec_schema(c)["properties"].update(
        ports={"type": "array", "items": {"type": "object", "properties": {"port": {"type": "integer"}}},
               "x-kubernetes-list-type": "map", "x-kubernetes-list-map-keys": ["port"]}), "required or have a default"),
    ("keys without map", lambda c: _spec_schema(c)["properties"].update(
        tags={"type": "array", "items": {"type": "string"}, "x-kubernetes-list-map-keys": ["a"]}), "list-type is map"),
    ("map type on a list", lambda c: _spec_schema(c)["properties"].update(
        tags={"type": "array", "items": {"type": "string"}, "x-kubernetes-map-type": "atomic"}), "type is object"),
    ("label key", lambda c: c["metadata"].update(labels={"Example.com/a": "b"}), "qualified name"),
    ("label value", lambda c: c["metadata"].update(labels={"a": "-b"}), "label value"),
    ("annotation key", lambda c: c["metadata"].update(annotations={"a/b/c": "d"}), "qualified name"),
    ("annotations size", lambda c: c["metadata"].update(annotations={"a": "x" * (256 * 1024)}), "256 KiB"),
    ("webhook with None", lambda c: c["spec"]["conversion"].update(webhook={}), "strategy is None"),
    ("http url", lambda c: c["spec"].update(conversion={"strategy": "Webhook", "webhook": {
        "clientConfig": {"url": "http://x"}, "conversionReviewVersions": ["v1"]}}), "'https'"),
    ("no v1 review", lambda c: c["spec"].update(conversion={"strategy": "Webhook", "webhook": {
        "clientConfig": {"url": "https://x"}, "conversionReviewVersions": ["v1beta1"]}}), "must include v1"),
    ("ca bundle", lambda c: c["spec"].update(conversion={"strategy": "Webhook", "webhook": {
        "clientConfig": {"url": "https://x", "caBundle": "not base64!"}, "conversionReviewVersions": ["v1"]}}), "caBundle"),
]


def self_test():
    problems = []
    errs = crd_errors(_valid_crd())
    if errs:
        problems.append("self-test: the valid CRD was rejected: %s" % errs)
    for label, mutate, phrase in SELF_TESTS:
        errs = crd_errors(_broken(mutate))
        if not any(phrase in e for e in errs):
            problems.append("self-test: %s not reported with %r (got %s)" % (label, phrase, errs))
    if yaml.safe_load("on: 1e5\ny: 1.0e+5\n") != {True: "1e5", "y": 100000.0}:
        problems.append("self-test: the YAML parser is not the YAML 1.1 reader the emitter guards against")
    return problems


def object_errors(crd, path):
    """Each object of the file against the schema of the version its apiVersion names."""
    problems, count = [], 0
    schemas = {v["name"]: v["schema"]["openAPIV3Schema"] for v in crd["spec"]["versions"]}
    group = crd["spec"]["group"]
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f.read().split("\n")):
            if not line:
                continue
            obj = parse_json(line)
            count += 1
            api_group, _, version = obj.get("apiVersion", "").partition("/")
            if api_group != group or version not in schemas:
                problems.append("%s:%d: apiVersion %r is no version of the CRD" % (path, n + 1, obj.get("apiVersion")))
                continue
            # as the API server decodes it: a null member that is not nullable dropped, or defaulted
            for e in _value_errors(schemas[version], api_server_view(obj, schemas[version]), True)[:3]:
                problems.append("%s:%d: %s" % (path, n + 1, e))
    if count == 0:
        problems.append("%s: no objects" % path)
    return problems, count


def main(argv):
    if len(argv) != 2 or not os.path.isdir(argv[1]):
        sys.stderr.write("usage: crd_check.py <directory written by crd_dump>\n")
        return 2
    problems = self_test()
    checked = objects = 0
    for name in sorted(os.listdir(argv[1])):
        if not name.endswith(".json"):
            continue
        stem = name[:-5]
        with open(os.path.join(argv[1], name), encoding="utf-8") as f:
            crd = parse_json(f.read())
        for e in crd_errors(crd):
            problems.append("%s: %s" % (name, e))
        yaml_path = os.path.join(argv[1], stem + ".yaml")
        if not os.path.exists(yaml_path):
            problems.append("%s: no YAML twin" % name)
        else:
            with open(yaml_path, encoding="utf-8") as f:
                tree = yaml.safe_load(f)
            if tree != crd or json.dumps(tree, sort_keys=True) != json.dumps(crd, sort_keys=True):
                problems.append("%s: the YAML does not read back to the JSON's tree" % stem)
        objects_path = os.path.join(argv[1], stem + ".objects.jsonl")
        if os.path.exists(objects_path):
            found, count = object_errors(crd, objects_path)
            problems += found[:20]
            objects += count
        checked += 1
    if checked == 0:
        problems.append("no CRD files in %s" % argv[1])
    for p in problems:
        print("FAIL " + p)
    summary = "crd_check.py: %d CRDs, %d objects, %d self-tests" % (checked, objects, len(SELF_TESTS) + 1)
    if problems:
        print("%s: FAILED, %d problem(s)" % (summary, len(problems)))
        return 1
    print("%s: all passed" % summary)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
