#!/usr/bin/env python3
"""CTest docs.errc: every error code the docs name is real and produced by a test.

    check_errc.py <source dir>

Collects json::errc's enumerators from include/versioned/json/error.hpp and the codes README.md
and docs/*.md name -- written `errc::NAME`, or a code's name in backticks -- and fails when the
docs write `errc::NAME` for a code that does not exist, or name a code no test produces:
tests/*.cpp must compare an error's code with it (`code == errc::NAME`). A page saying one code where the reader gives another is caught by the
page's own snippet, compiled and run by tests/docs.
"""
import pathlib
import re
import sys


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".")
    header = (root / "include/versioned/json/error.hpp").read_text()
    body = re.search(r"enum class errc[^{]*\{(.*?)\};", header, re.S).group(1)
    codes = set(re.findall(r"^\s*([a-z_0-9]+)\s*(?:=\s*\d+)?,", body, re.M))
    if len(codes) < 20:
        print(f"check_errc: found only {len(codes)} codes in json/error.hpp", file=sys.stderr)
        return 1
    pages = [root / "README.md", *sorted((root / "docs").glob("*.md"))]
    named = {}    # a code's name -> where the docs first name it
    unknown = []  # errc::NAME of no code
    for page in pages:
        for n, line in enumerate(page.read_text().splitlines(), 1):
            where = f"{page.relative_to(root)}:{n}"
            for name in re.findall(r"errc::([a-z_0-9]+)", line):
                if name in codes:
                    named.setdefault(name, where)
                else:
                    unknown.append(f"{where}: errc::{name} is not an error code of json::errc")
            for name in re.findall(r"`([a-z_0-9]+)`", line):
                if name in codes:
                    named.setdefault(name, where)
    tests = "\n".join(p.read_text() for p in sorted((root / "tests").glob("*.cpp")))
    produced = set(re.findall(r"code\s*==\s*(?:versioned::json::|json::)?errc::([a-z_0-9]+)", tests))
    problems = list(unknown)
    for name, where in sorted(named.items()):
        if name not in produced:
            problems.append(f"{where}: errc::{name} is named, but no test in tests/*.cpp produces it "
                            f"(checks `code == errc::{name}`)")
    undocumented = sorted(codes - set(named))
    for p in problems:
        print(p)
    print(f"check_errc: {len(codes)} codes, {len(named)} named in the docs, "
          f"{len(problems)} problem(s)" + (f"; not named in the docs: {', '.join(undocumented)}" if undocumented else ""))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
