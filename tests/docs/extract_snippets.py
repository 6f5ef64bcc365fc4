#!/usr/bin/env python3
"""Turn the C++ snippets of README.md and docs/*.md into translation units, and check links.

Run by tests/docs/docs_tests.cmake at configure time (Python 3 standard library only).

The snippet convention (docs/README.md, "How the snippets are tested", says the same for
writers of the docs):

* A fenced block whose info string is ``cpp example`` is compiled. GitHub reads only the first
  word of the info string, so it is still highlighted as C++. Plain ``cpp`` blocks (listings of
  what the library generates, error messages, ``// error:`` lines, pseudo-declarations) are not
  compiled; neither are ``json``, ``sh``, ``cmake`` ... blocks.
* Per page, the ``example`` blocks are concatenated, in order, into one translation unit
  ``<page>.cpp`` (``README.md`` -> ``readme.cpp``, ``docs/json.md`` -> ``json.cpp``,
  ``docs/webhook-server.md`` -> ``webhook_server.cpp``), after ``#include "docs_prelude.hpp"``
  (tests/docs/docs_prelude.hpp: the standard headers the snippets use without showing them).
  A ``#line`` directive before each block makes the compiler's messages name the Markdown file
  and line.
* Every block must make sense at namespace scope, on its own: ``#include``s, declarations,
  definitions, ``static_assert``s. Statements sit inside a function written in the block
  itself, ``void tour() { ... }`` or ``int main() { ... }``; a block is never the middle of a
  function. Later blocks of a page may use what earlier ones declared.
* Hidden code, in HTML comments that GitHub does not render:
    ``<!-- example-prelude`` ... ``-->``  goes first, before the page's first block, wherever
                                          it is written (put it at the top of the page): the
                                          includes and declarations a page relies on but shows
                                          on another page (e.g. ``#include "foo_spec.hpp"``,
                                          the tour's FooSpec from examples/foo_spec.hpp);
    ``<!-- example-epilogue`` ... ``-->`` goes last (e.g. an ``int main()`` that calls the
                                          functions the page shows, so that they also run).
  The opening line holds only the marker; the code is the lines up to the closing ``-->``.
* Every page with an ``example`` block is an executable ``docs_<page>``. A page whose
  translation unit defines ``int main(`` is also run (CTest ``docs.<page>``, exit code 0,
  asserts enabled). One with doctest ``TEST_CASE``s (and no ``main``) is linked with the tests'
  doctest main (tests/test_main.cpp) and run the same way. Any other page gets an empty
  generated ``main`` and is only compiled and linked.
* A translation unit including ``boost_json.hpp``, ``nlohmann.hpp``, ``webhook_server.hpp``,
  ``yaml.hpp`` or ``toml.hpp`` is linked with the target ``versioned::boost_json``,
  ``versioned::nlohmann``, ``versioned::webhook_server``, ``versioned::yaml`` or ``versioned::toml``; CMake skips it, with a message, when that target's dependency
  is missing.

Usage:
  extract_snippets.py --source-dir DIR --output-dir DIR   write <page>.cpp files and
                                                          manifest.txt (page, kind, targets)
  extract_snippets.py --source-dir DIR --check            every relative link in README.md and
                                                          docs/*.md names an existing file, and
                                                          every docs page is linked from
                                                          docs/README.md; exit 1 otherwise
"""

from __future__ import annotations

import argparse
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

FENCE = re.compile(r"^(?P<indent> {0,3})(?P<fence>`{3,}|~{3,})(?P<info>.*)$")
HIDDEN_OPEN = re.compile(r"^\s*<!--\s*example-(?P<kind>prelude|epilogue)\s*$")
HIDDEN_CLOSE = re.compile(r"^\s*-->\s*$")
# Opt-in parts: a header name (old or new path) -> the CMake target that brings its dependency.
OPT_IN = [
    (re.compile(r"#\s*include\s*<versioned/(?:json/)?boost_json\.hpp>"), "versioned::boost_json"),
    (re.compile(r"#\s*include\s*<versioned/(?:json/)?nlohmann\.hpp>"), "versioned::nlohmann"),
    (re.compile(r"#\s*include\s*<versioned/k8s/webhook_server\.hpp>"), "versioned::webhook_server"),
    (re.compile(r"#\s*include\s*<versioned/yaml\.hpp>"), "versioned::yaml"),
    (re.compile(r"#\s*include\s*<versioned/toml\.hpp>"), "versioned::toml"),
]
MAIN = re.compile(r"^\s*int\s+main\s*\(", re.MULTILINE)
TEST_CASE = re.compile(r"^\s*TEST_CASE\s*\(", re.MULTILINE)


class DocsError(Exception):
    pass


@dataclass
class Block:
    line: int  # 1-based line of the first code line in the .md file
    text: str


@dataclass
class Page:
    path: Path
    examples: list[Block] = field(default_factory=list)
    preludes: list[Block] = field(default_factory=list)
    epilogues: list[Block] = field(default_factory=list)


def pages_of(source_dir: Path) -> list[Path]:
    docs = sorted((source_dir / "docs").glob("*.md"))
    return [source_dir / "README.md", *docs]


def page_name(source_dir: Path, path: Path) -> str:
    if path == source_dir / "README.md":
        return "readme"
    return re.sub(r"[^A-Za-z0-9_]", "_", path.stem).lower()


def parse(path: Path) -> Page:
    """The page's example blocks and hidden blocks, with their line numbers."""
    page = Page(path)
    lines = path.read_text(encoding="utf-8").split("\n")
    i = 0
    while i < len(lines):
        line = lines[i]
        fence = FENCE.match(line)
        hidden = HIDDEN_OPEN.match(line)
        if fence:
            marker = fence["fence"]
            words = fence["info"].split()
            close = re.compile(r"^ {0,3}" + re.escape(marker[0]) + "{" + str(len(marker)) + r",}\s*$")
            j = i + 1
            while j < len(lines) and not close.match(lines[j]):
                j += 1
            if j == len(lines):
                raise DocsError(f"{path}:{i + 1}: code block never closed")
            if "example" in words[1:]:
                if not words or words[0] != "cpp":
                    raise DocsError(f"{path}:{i + 1}: 'example' marks C++ blocks only (```cpp example)")
                page.examples.append(Block(i + 2, "\n".join(lines[i + 1:j])))
            i = j + 1
        elif hidden:
            j = i + 1
            while j < len(lines) and not HIDDEN_CLOSE.match(lines[j]):
                if "-->" in lines[j]:
                    raise DocsError(f"{path}:{j + 1}: write the closing --> of a hidden example on a line of its own")
                j += 1
            if j == len(lines):
                raise DocsError(f"{path}:{i + 1}: <!-- example-{hidden['kind']} never closed")
            block = Block(i + 2, "\n".join(lines[i + 1:j]))
            (page.preludes if hidden["kind"] == "prelude" else page.epilogues).append(block)
            i = j + 1
        else:
            i += 1
    return page


def translation_unit(page: Page, source_dir: Path) -> str:
    rel = page.path.relative_to(source_dir).as_posix()
    out = [
        f"// Generated by tests/docs/extract_snippets.py from {rel}: edit the page, not this file.",
        '#include "docs_prelude.hpp"',
    ]
    for block in [*page.preludes, *page.examples, *page.epilogues]:
        out.append(f'#line {block.line} "{page.path.as_posix()}"')
        out.append(block.text)
    return "\n".join(out) + "\n"


def kind_of(tu: str, path: Path) -> str:
    """main (the page defines it), doctest (TEST_CASEs) or compile (neither)."""
    has_main, has_tests = bool(MAIN.search(tu)), bool(TEST_CASE.search(tu))
    if has_main and has_tests:
        raise DocsError(f"{path}: int main() and doctest TEST_CASEs in one page: choose one")
    return "main" if has_main else "doctest" if has_tests else "compile"


def write_if_changed(path: Path, text: str) -> None:
    if path.exists() and path.read_text(encoding="utf-8") == text:
        return
    path.write_text(text, encoding="utf-8")


def extract(source_dir: Path, output_dir: Path) -> int:
    output_dir.mkdir(parents=True, exist_ok=True)
    manifest = []
    wanted = set()
    for path in pages_of(source_dir):
        page = parse(path)
        if not page.examples:
            continue
        name = page_name(source_dir, path)
        tu = translation_unit(page, source_dir)
        kind = kind_of(tu, path)
        if kind == "compile":
            tu += ('#line 1 "generated by tests/docs/extract_snippets.py"\n'
                   "int main() {} // the page's snippets are compiled and linked, not run\n")
        targets = sorted({target for pattern, target in OPT_IN if pattern.search(tu)})
        write_if_changed(output_dir / f"{name}.cpp", tu)
        wanted.add(f"{name}.cpp")
        manifest.append("\t".join([name, path.relative_to(source_dir).as_posix(),
                                   kind, ",".join(targets)]))
    for stale in output_dir.glob("*.cpp"):  # a page that lost its examples
        if stale.name not in wanted:
            stale.unlink()
    write_if_changed(output_dir / "manifest.txt", "\n".join(manifest) + "\n")
    return 0


# --------------------------------------------------------------------------------------------
# --check: relative links
# --------------------------------------------------------------------------------------------
INLINE_LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
REFERENCE_DEF = re.compile(r"^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+.*)?$")
CODE_SPAN = re.compile(r"(`+)(?:(?!\1).)+?\1")


def prose_lines(path: Path):
    """(line number, text) of the lines outside fenced code blocks, inline code removed."""
    lines = path.read_text(encoding="utf-8").split("\n")
    fence = None
    in_comment = False
    for number, line in enumerate(lines, 1):
        if fence:
            if re.match(r"^ {0,3}" + re.escape(fence[0]) + "{" + str(len(fence)) + r",}\s*$", line):
                fence = None
            continue
        if in_comment:
            in_comment = "-->" not in line
            continue
        match = FENCE.match(line)
        if match:
            fence = match["fence"]
            continue
        if "<!--" in line and "-->" not in line.split("<!--", 1)[1]:
            in_comment = True
            continue
        yield number, CODE_SPAN.sub("", line)


HEADING = re.compile(r"^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$")
HTML_ANCHOR = re.compile(r"<a\s+(?:[^>]*\s)?(?:id|name)\s*=\s*[\"']([^\"']+)[\"']", re.IGNORECASE)
MARKDOWN_LINK = re.compile(r"!?\[((?:[^\[\]]|\[[^\]]*\])*)\]\([^)]*\)")


def slug(heading: str) -> str:
    """GitHub's anchor of a heading: its text (links as their text, code as its content), lower
    case, punctuation dropped but '-' and '_', spaces as '-'."""
    text = MARKDOWN_LINK.sub(r"\1", heading).replace("`", "")
    text = re.sub(r"<[^>]+>", "", text).strip().lower()
    text = "".join(c for c in text if c.isalnum() or c in " -_")
    return text.replace(" ", "-")


def anchors_of(path: Path) -> set[str]:
    """The anchors a link may name in a Markdown file: its headings' (a repeated one gets -1, -2,
    ... as on GitHub) and the ids and names of its <a> tags."""
    anchors: set[str] = set()
    seen: dict[str, int] = {}
    fence = None
    for line in path.read_text(encoding="utf-8").split("\n"):
        if fence:
            if re.match(r"^ {0,3}" + re.escape(fence[0]) + "{" + str(len(fence)) + r",}\s*$", line):
                fence = None
            continue
        match = FENCE.match(line)
        if match:
            fence = match["fence"]
            continue
        anchors.update(HTML_ANCHOR.findall(line))
        heading = HEADING.match(line)
        if heading:
            base = slug(heading[2])
            count = seen.get(base, 0)
            seen[base] = count + 1
            anchors.add(base if count == 0 else f"{base}-{count}")
    return anchors


def check_link(source_dir: Path, path: Path, number: int, target: str, anchors: dict) -> tuple[str | None, Path | None]:
    """(problem or None, the file linked) for a link of path (line number) to target."""
    if re.match(r"^[a-zA-Z][a-zA-Z0-9+.-]*:", target):
        return None, None  # https:, mailto:
    file_part, _, anchor = target.partition("#")
    file_part = file_part.split("?", 1)[0]
    resolved = (path.parent / file_part).resolve() if file_part else path.resolve()
    where = f"{path.relative_to(source_dir)}:{number}: link to '{target}'"
    if not resolved.exists():
        return f"{where}: no such file or directory", None
    if anchor and resolved.suffix == ".md":
        if resolved not in anchors:
            anchors[resolved] = anchors_of(resolved)
        if anchor not in anchors[resolved]:
            return f"{where}: no such anchor (no heading or <a id> of that name) in {resolved.name}", resolved
    return None, resolved


# What a user reads -- the pages and the examples they copy -- stands on its own: no citation of
# the project's design document, which is not in the repository (issue 33).
INTERNAL_CITATION = re.compile(r"design document|DESIGN\.md", re.IGNORECASE)


def internal_citations(source_dir: Path) -> list[str]:
    files = pages_of(source_dir) + sorted(p for p in (source_dir / "examples").rglob("*")
                                          if p.suffix in (".cpp", ".hpp", ".md"))
    problems = []
    for path in files:
        for number, line in enumerate(path.read_text(encoding="utf-8").split("\n"), 1):
            if INTERNAL_CITATION.search(line):
                problems.append(f"{path.relative_to(source_dir)}:{number}: cites the design document, which "
                                "users do not have: say what it says, or link a page of docs/")
    return problems


def check(source_dir: Path) -> int:
    problems = []
    linked_from_index = set()
    anchors: dict = {}
    index = (source_dir / "docs" / "README.md").resolve()
    for path in pages_of(source_dir):
        for number, line in prose_lines(path):
            targets = INLINE_LINK.findall(line)
            ref = REFERENCE_DEF.match(line)
            if ref:
                targets.append(ref[1])
            for target in targets:
                problem, resolved = check_link(source_dir, path, number, target, anchors)
                if problem:
                    problems.append(problem)
                elif resolved and path.resolve() == index and resolved != index:
                    linked_from_index.add(resolved)
    for page in sorted((source_dir / "docs").glob("*.md")):
        if page.resolve() != index and page.resolve() not in linked_from_index:
            problems.append(f"docs/{page.name}: not linked from docs/README.md")
    problems += internal_citations(source_dir)
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        return 1
    print(f"docs links: {len(pages_of(source_dir))} pages checked, every relative link and anchor resolves")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--source-dir", type=Path, required=True, help="the repository root")
    parser.add_argument("--output-dir", type=Path, help="where <page>.cpp and manifest.txt go")
    parser.add_argument("--check", action="store_true", help="check the relative links instead")
    args = parser.parse_args()
    source_dir = args.source_dir.resolve()
    try:
        if args.check:
            for path in pages_of(source_dir):
                parse(path)  # an unclosed block is a broken page too
            return check(source_dir)
        if not args.output_dir:
            parser.error("--output-dir is required unless --check is given")
        return extract(source_dir, args.output_dir)
    except DocsError as error:
        print(f"extract_snippets.py: {error}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
