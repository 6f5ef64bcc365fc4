#!/usr/bin/env python3
"""Generates the single-file distribution of versioned: single_include/ from include/.

    scripts/amalgamate.py            (re)write single_include/
    scripts/amalgamate.py --check    exit 1, listing the files, if single_include/ is stale

One output file per *entry point* of include/versioned/:
  - versioned/versioned.hpp (the umbrella): every header it reaches, inlined once, in include
    order; external #includes (std, Boost) are kept as they are.
  - every other header outside detail/ that no header includes (the opt-in headers:
    testing.hpp, boost_json.hpp, nlohmann.hpp, k8s/webhook_server.hpp, ...): a file of the same
    name that includes the single versioned.hpp and inlines what the umbrella does not have.
Every other public (non-detail) header becomes a two-line forwarder to the single file that
contains it. A user puts single_include/ on the include path instead of include/ and includes
the same names: <versioned/versioned.hpp>, <versioned/testing.hpp>, <versioned/schema.hpp>...

A "#pragma GCC system_header" (the preprocessor kit's) is left out: in one file it would make
everything after it a system header. Inlined headers keep their include guards, so two opt-in single files that inline the same
internal header can be included together; a header without an include guard (the save/restore
of user macros, detail/user_macros_push.hpp and _pop.hpp) is inlined at each of its includes. An internal #include inside a conditional block
(other than the header's own include guard) is refused: inlining it "once" would depend on
which branch came first.

The output depends only on the contents of include/ and CMakeLists.txt's project version
(no dates, no paths, sorted traversal), so regenerating an unchanged tree changes nothing;
tests/packaging checks that single_include/ is up to date.
"""

import argparse
import os
import re
import sys

SCRIPT = "scripts/amalgamate.py"
UMBRELLA = "versioned/versioned.hpp"

INCLUDE_RE = re.compile(r'^\s*#\s*include\s*([<"])([^>"]+)[>"](.*)$')
CONDITIONAL_OPEN_RE = re.compile(r"^\s*#\s*(if|ifdef|ifndef)\b(.*)$")
CONDITIONAL_CLOSE_RE = re.compile(r"^\s*#\s*endif\b")
GUARD_RE = re.compile(r"^\s*#\s*ifndef\s+(\w+)\s*$")
DEFINE_RE = re.compile(r"^\s*#\s*define\s+(\w+)\s*$")
SYSTEM_HEADER_RE = re.compile(r"^\s*#\s*pragma\s+GCC\s+system_header\b")


class AmalgamationError(Exception):
    pass


def read_lines(path):
    with open(path, encoding="utf-8") as f:
        return f.read().splitlines()


def project_version(repo):
    text = open(os.path.join(repo, "CMakeLists.txt"), encoding="utf-8").read()
    match = re.search(r"project\(\s*versioned\s+VERSION\s+([0-9]+\.[0-9]+\.[0-9]+)", text)
    if not match:
        raise AmalgamationError("CMakeLists.txt: no 'project(versioned VERSION x.y.z'")
    return match.group(1)


class Tree:
    """The headers under include/ and their internal includes."""

    def __init__(self, include_dir):
        self.include_dir = include_dir
        self.headers = []
        for root, dirs, files in os.walk(os.path.join(include_dir, "versioned")):
            dirs.sort()
            for name in sorted(files):
                if name.endswith(".hpp"):
                    rel = os.path.relpath(os.path.join(root, name), include_dir)
                    self.headers.append(rel.replace(os.sep, "/"))
        self.headers.sort()
        self._lines = {h: read_lines(os.path.join(include_dir, h)) for h in self.headers}

    def lines(self, header):
        return self._lines[header]

    def resolve(self, including, delimiter, target):
        """The include/-relative name of an internal header, or None for an external one."""
        candidates = []
        if delimiter == '"':
            candidates.append(os.path.normpath(
                os.path.join(os.path.dirname(including), target)).replace(os.sep, "/"))
        candidates.append(target)
        for candidate in candidates:
            if candidate in self._lines:
                return candidate
        if target.startswith("versioned/"):
            raise AmalgamationError(f"{including}: #include of {target}: no such header in include/")
        return None

    def internal_includes(self, header):
        result = []
        for line in self.lines(header):
            match = INCLUDE_RE.match(line)
            if match:
                resolved = self.resolve(header, match.group(1), match.group(2))
                if resolved:
                    result.append(resolved)
        return result

    def closure(self, header, seen=None):
        seen = set() if seen is None else seen
        if header not in seen:
            seen.add(header)
            for included in self.internal_includes(header):
                self.closure(included, seen)
        return seen

    def entry_points(self):
        """The umbrella first, then every non-detail header that no header includes."""
        if UMBRELLA not in self._lines:
            raise AmalgamationError(f"include/{UMBRELLA} not found")
        included = set()
        for header in self.headers:
            included.update(self.internal_includes(header))
        others = [h for h in self.headers
                  if h != UMBRELLA and h not in included and "/detail/" not in h]
        return [UMBRELLA] + others


def guard_of(lines):
    """The include guard macro if the header opens with #ifndef X / #define X, else None."""
    code = [l for l in lines if l.strip() and not l.strip().startswith("//")]
    if len(code) >= 2:
        guard, define = GUARD_RE.match(code[0]), DEFINE_RE.match(code[1])
        if guard and define and guard.group(1) == define.group(1):
            return guard.group(1)
    return None


class Writer:
    def __init__(self, tree, already_available):
        self.tree = tree
        self.inlined = set(already_available)
        self.out = []

    def inline(self, header, stack=()):
        if header in stack:
            raise AmalgamationError("include cycle: " + " -> ".join(stack + (header,)))
        self.inlined.add(header)
        lines = self.tree.lines(header)
        guard = guard_of(lines)
        conditionals = []  # the directives of the open #if blocks
        self.out.append(f"// ---- begin <{header}> ----")
        for number, line in enumerate(lines, 1):
            opened = CONDITIONAL_OPEN_RE.match(line)
            if opened:
                conditionals.append(line)
            elif CONDITIONAL_CLOSE_RE.match(line) and conditionals:
                conditionals.pop()
            if SYSTEM_HEADER_RE.match(line):
                # In one file the pragma would make everything after it a system header (no
                # warnings from the library's code): the single file keeps the longer notes.
                self.out.append("// (#pragma GCC system_header: not in the single file)")
                continue
            match = INCLUDE_RE.match(line)
            target = match and self.tree.resolve(header, match.group(1), match.group(2))
            if not target:
                self.out.append(line)
                continue
            unguarded = [c for c in conditionals
                         if not (guard and GUARD_RE.match(c) and GUARD_RE.match(c).group(1) == guard)]
            if unguarded:
                raise AmalgamationError(
                    f"include/{header}:{number}: #include <{target}> inside '{unguarded[-1].strip()}':"
                    " internal includes must be unconditional to be inlined once")
            if target in self.inlined and guard_of(self.tree.lines(target)) is not None:
                continue  # already in this file (or in the single versioned.hpp it includes)
            # A header without include guard (detail/user_macros_push.hpp / _pop.hpp) is meant
            # to take effect at each inclusion: inlined every time.
            self.inline(target, stack + (header,))
        self.out.append(f"// ---- end <{header}> ----")


def banner(entry, version):
    return [
        f"// versioned {version} -- single-file distribution: <{entry}>.",
        f"// GENERATED by {SCRIPT} from include/ -- do not edit; regenerate with",
        f"//     python3 {SCRIPT}",
        "// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.",
        "// Needs C++20 and Boost >= 1.81 (headers only) on the include path.",
        "",
    ]


def generate(repo):
    """{path relative to single_include/: text} for every entry point."""
    tree = Tree(os.path.join(repo, "include"))
    version = project_version(repo)
    umbrella_closure = tree.closure(UMBRELLA)
    files = {}
    for entry in tree.entry_points():
        if entry == UMBRELLA:
            writer = Writer(tree, already_available=())
            writer.out += banner(entry, version)
        else:
            writer = Writer(tree, already_available=umbrella_closure)
            writer.out += banner(entry, version)
            writer.out += [f"#include <{UMBRELLA}> // the single file: everything the umbrella has", ""]
        writer.inline(entry)
        files[entry] = "\n".join(writer.out) + "\n"
    # Forwarding headers: every other public header names the single file that contains it,
    # so code written against include/ compiles unchanged against single_include/.
    for entry in tree.entry_points():
        for header in sorted(tree.closure(entry)):
            if header not in files and "/detail/" not in header:
                files[header] = "\n".join(banner(header, version)[:-1] + [
                    f"// <{header}> is part of the single file <{entry}>.",
                    f"#include <{entry}>",
                ]) + "\n"
    return files


def existing(single_include):
    found = set()
    for root, dirs, names in os.walk(single_include):
        dirs.sort()
        for name in names:
            rel = os.path.relpath(os.path.join(root, name), single_include)
            found.add(rel.replace(os.sep, "/"))
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="compare instead of writing; exit 1 if single_include/ is stale")
    parser.add_argument("--repo", default=os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                        help="repository root (default: the one this script is in)")
    args = parser.parse_args()
    single_include = os.path.join(args.repo, "single_include")
    try:
        files = generate(args.repo)
    except AmalgamationError as error:
        print(f"amalgamate: error: {error}", file=sys.stderr)
        return 2
    present = existing(single_include) if os.path.isdir(single_include) else set()

    if args.check:
        problems = []
        for rel, text in sorted(files.items()):
            path = os.path.join(single_include, rel)
            if rel not in present:
                problems.append(f"missing: single_include/{rel}")
            elif open(path, encoding="utf-8", newline="").read() != text:
                problems.append(f"stale:   single_include/{rel}")
        for rel in sorted(present - set(files)):
            problems.append(f"extra:   single_include/{rel} (no such entry point in include/)")
        if problems:
            print("amalgamate: single_include/ is out of date with include/:", file=sys.stderr)
            for problem in problems:
                print("  " + problem, file=sys.stderr)
            print(f"amalgamate: regenerate with: python3 {SCRIPT}", file=sys.stderr)
            return 1
        print(f"amalgamate: single_include/ is up to date ({len(files)} files)")
        return 0

    for rel in sorted(present - set(files)):
        os.remove(os.path.join(single_include, rel))
        print(f"removed single_include/{rel}")
    for rel, text in sorted(files.items()):
        path = os.path.join(single_include, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        old = open(path, encoding="utf-8", newline="").read() if os.path.exists(path) else None
        if old != text:
            with open(path, "w", encoding="utf-8", newline="\n") as f:
                f.write(text)
        print(f"{'unchanged' if old == text else 'wrote'} single_include/{rel} ({text.count(chr(10))} lines)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
