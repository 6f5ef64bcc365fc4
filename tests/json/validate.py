#!/usr/bin/env python3
"""Judges the JSON written by tests/json/dump.cpp against json_schema<T> with python3-jsonschema.

    validate.py <dir>

For every stem <Type>.<version> of <dir>/MANIFEST:
  * <stem>.schema.json passes Draft202012Validator.check_schema;
  * every line of <stem>.valid.jsonl (versioned::json::write output) parses as strict JSON
    (no duplicate keys, no NaN/Infinity) and validates against the schema;
  * every line of <stem>.invalid.jsonl is {"doc", "path", "code"}: the document parses and does
    NOT validate (it violates the schema in one place, which read<T> rejects at "path").
Each file must hold at least one document. Prints problems and a summary; exits 1 on any.
"""

import json
import os
import sys

try:
    from jsonschema import Draft202012Validator
except ImportError:
    sys.stderr.write("validate.py: the Python module jsonschema is missing "
                     "(apt-get install python3-jsonschema)\n")
    sys.exit(1)


def _no_duplicates(pairs):
    out = {}
    for key, value in pairs:
        if key in out:
            raise ValueError("duplicate key %r" % key)
        out[key] = value
    return out


def _no_constants(name):
    raise ValueError("non-standard JSON constant %s" % name)


def parse(text):
    return json.loads(text, object_pairs_hook=_no_duplicates, parse_constant=_no_constants)


def lines(path):
    with open(path, encoding="utf-8") as f:
        return [line for line in f.read().split("\n") if line]


def main():
    if len(sys.argv) != 2:
        sys.stderr.write("usage: validate.py <dir>\n")
        return 2
    root = sys.argv[1]
    problems = []
    valid_count = invalid_count = 0
    stems = lines(os.path.join(root, "MANIFEST"))
    if not stems:
        problems.append("MANIFEST is empty")
    for stem in stems:
        with open(os.path.join(root, stem + ".schema.json"), encoding="utf-8") as f:
            schema = parse(f.read())
        Draft202012Validator.check_schema(schema)
        validator = Draft202012Validator(schema)
        valid = lines(os.path.join(root, stem + ".valid.jsonl"))
        invalid = lines(os.path.join(root, stem + ".invalid.jsonl"))
        if not valid or not invalid:
            problems.append("%s: no valid or no invalid documents" % stem)
        for text in valid:
            try:
                doc = parse(text)
            except ValueError as e:
                problems.append("%s: written document is not strict JSON (%s): %s" % (stem, e, text))
                continue
            errors = list(validator.iter_errors(doc))
            if errors:
                problems.append("%s: written document does not validate: %s\n    %s" % (stem, text, errors[0].message))
            valid_count += 1
        for line in invalid:
            entry = parse(line)
            try:
                doc = parse(entry["doc"])
            except ValueError as e:
                problems.append("%s: bad document is not JSON (%s): %s" % (stem, e, entry["doc"]))
                continue
            if validator.is_valid(doc):
                problems.append("%s: document violating the schema at %s (%s) validates: %s"
                                % (stem, entry["path"], entry["code"], entry["doc"]))
            invalid_count += 1
    for p in problems[:50]:
        print("json.validate: " + p)
    print("json.validate: %d schemas, %d written documents valid, %d bad documents rejected, %d problems"
          % (len(stems), valid_count, invalid_count, len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
