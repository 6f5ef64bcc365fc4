#!/usr/bin/env python3
"""Checks the library's layout rules (shared/DESIGN.md section 11) on include/versioned/.

1. Includes run one way: pp <- core (with constraints, enum, variant, schema) <- json <- residue <- k8s,
   and residue <- tree (the typed walk of other formats) <- yaml, toml. No header, public or
   in a detail/ folder, includes a header of a higher component.
2. No function of the library is longer than --max-lines lines (default 80), counted from the
   line of its opening brace to the line of its closing brace. Lambdas count as functions of
   their own and inside their enclosing function.

Usage: scripts/check_layout.py [--root DIR] [--max-lines N] [--selftest]
Exit status 0 when every rule holds, 1 otherwise (each violation printed as file:line: message).
"""
import argparse
import pathlib
import re
import sys

# Component of a header, by its path below include/versioned/, and the rank of each component:
# a header may include only headers of its own component or of lower ranks.
RANKS = {"pp": 0, "core": 1, "constraints": 1, "enum": 1, "variant": 1, "schema": 1, "json": 2, "residue": 3, "k8s": 4, "tree": 4,
         "yaml": 5, "toml": 5, "umbrella": 6}
TOP_LEVEL = {
    "versioned.hpp": "umbrella",
    "enum.hpp": "enum",
    "variant.hpp": "variant",
    "schema.hpp": "schema",
    "json.hpp": "json",
    "boost_json.hpp": "json",
    "nlohmann.hpp": "json",
    "validate.hpp": "json",
    "residue.hpp": "residue",
    "testing_residue.hpp": "residue",
    "k8s.hpp": "k8s",
    "yaml.hpp": "yaml",
    "toml.hpp": "toml",
}


def component_of(rel):
    """rel: path below include/versioned/ with '/' separators."""
    parts = rel.split("/")
    if len(parts) == 1:
        return TOP_LEVEL.get(parts[0], "core")
    if parts[0] in RANKS and parts[0] not in ("core", "umbrella"):
        return parts[0]
    if parts[0] == "detail":
        return "core"
    raise ValueError(f"{rel}: not in a known component folder")


INCLUDE = re.compile(r'^\s*#\s*include\s*<versioned/([^>]+)>', re.M)


def check_includes(root, files):
    problems = []
    for path in files:
        rel = path.relative_to(root).as_posix()
        mine = component_of(rel)
        for n, line in enumerate(path.read_text().splitlines(), 1):
            m = INCLUDE.match(line)
            if not m:
                continue
            target = m.group(1)
            theirs = component_of(target)
            if RANKS[theirs] > RANKS[mine]:
                problems.append(f"{path}:{n}: {mine} header includes <versioned/{target}> of the "
                                f"higher component {theirs} (includes run core <- json <- residue <- k8s)")
    return problems


# ---- function lengths ---------------------------------------------------------------------------

TOKEN = re.compile(r'''
    (?P<ws>\s+)
  | (?P<comment>//[^\n]*|/\*.*?\*/)
  | (?P<string>(?:u8|u|U|L)?R"(?P<delim>[^(\s]*)\(.*?\)(?P=delim)"|(?:u8|u|U|L)?"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*')
  | (?P<word>[A-Za-z_][A-Za-z_0-9]*)
  | (?P<number>\d[\w.']*)
  | (?P<punct>::|->|.)
''', re.S | re.X)

# A '(' ... ')' before '{' names a function unless the word before '(' is one of these.
NOT_FUNCTIONS = {"if", "for", "while", "switch", "catch", "sizeof", "alignof", "decltype",
                 "requires", "noexcept", "return", "static_assert", "alignas", "explicit",
                 "constexpr", "__attribute__", "co_return", "throw", "case", "and", "or", "not"}
# Words allowed between a function's ')' and its '{'.
TRAILERS = {"const", "noexcept", "override", "final", "mutable", "volatile", "constexpr",
            "consteval", "try"}


def tokens(text):
    """(kind, value, line) for the code of text; preprocessor lines are dropped."""
    # Remove preprocessor directives, with their continuation lines, keeping line numbers.
    lines = text.split("\n")
    out_lines = []
    in_directive = False
    for line in lines:
        starts = line.lstrip().startswith("#")
        if starts or in_directive:
            in_directive = line.rstrip().endswith("\\")
            out_lines.append("")
        else:
            out_lines.append(line)
    code = "\n".join(out_lines)
    line = 1
    for m in TOKEN.finditer(code):
        kind = m.lastgroup if m.lastgroup != "delim" else "string"
        value = m.group()
        if kind not in ("ws", "comment"):
            yield kind, value, line
        line += value.count("\n")


def match_back(toks, i, open_, close):
    """Index of the token that opens the bracket closed at toks[i]."""
    depth = 0
    while i >= 0:
        v = toks[i][1]
        if v == close:
            depth += 1
        elif v == open_:
            depth -= 1
            if depth == 0:
                return i
        i -= 1
    return -1


def opens_function(toks, i):
    """Whether the '{' at toks[i] opens a function or lambda body."""
    j = i - 1
    # Skip a trailing return type (-> T), trailers, noexcept(...), attributes and a requires
    # clause back to the ')' of the parameter list.
    while j >= 0:
        kind, v, _ = toks[j]
        if v in TRAILERS:
            j -= 1
        elif v == ")":
            k = match_back(toks, j, "(", ")")
            if k > 0 and toks[k - 1][1] in ("noexcept", "requires"):
                j = k - 2
                continue
            break
        elif v == "]" and j > 0 and toks[j - 1][1] == "]":
            j = match_back(toks, j - 1, "[", "]") - 2  # [[attribute]]
        else:
            # a trailing return type: '-> type' ending in a word or '>' or '::' chain
            k = j
            depth = 0
            while k >= 0:
                vk = toks[k][1]
                if vk == ">":
                    depth += 1
                elif vk == "<":
                    depth -= 1
                elif vk == "->" and depth == 0:
                    break
                elif vk in ("{", "}", ";") or (vk == ")" and depth == 0 and toks[k - 1][1] != "decltype"
                                                and False):
                    k = -1
                    break
                k -= 1
            if k >= 0 and toks[k][1] == "->":
                j = k - 1
                continue
            return False
    if j < 0 or toks[j][1] != ")":
        return False
    k = match_back(toks, j, "(", ")")
    if k <= 0:
        return False
    before = toks[k - 1]
    if before[1] == "]":  # lambda: [captures](params) {
        return True
    if before[1] == ">":  # template<...> lambda or operator>: count it as a function
        return True
    if before[0] == "word":
        return before[1] not in NOT_FUNCTIONS
    if before[1] in ("()", "operator"):
        return True
    # operator() / operator[] / operator==: the token before '(' is punctuation after 'operator'
    m = k - 1
    while m >= 0 and toks[m][0] == "punct" and m > k - 4:
        m -= 1
    return m >= 0 and toks[m][1] == "operator"


def long_functions(path, max_lines):
    toks = list(tokens(path.read_text()))
    stack = []  # (is_function, line, name)
    found = []
    for i, (kind, v, line) in enumerate(toks):
        if v == "{":
            is_fn = opens_function(toks, i)
            name = ""
            if is_fn:
                j = i - 1
                while j >= 0 and toks[j][1] != ")":
                    j -= 1
                k = match_back(toks, j, "(", ")")
                name = toks[k - 1][1] if k > 0 else "?"
                if name == "]":
                    name = "lambda"
                elif k > 0 and toks[k - 1][0] == "punct":  # operator==, operator()
                    m = k - 1
                    while m >= 0 and toks[m][1] != "operator":
                        m -= 1
                    name = "".join(t[1] for t in toks[m:k])
            stack.append((is_fn, line, name))
        elif v == "}" and stack:
            is_fn, start, name = stack.pop()
            length = line - start + 1
            if is_fn and length > max_lines:
                found.append((start, name, length))
    return found


def selftest():
    import tempfile
    body = "\n".join(f"    x += {n};" for n in range(90))
    cases = {
        f"int f(int x) {{\n{body}\n    return x;\n}}\n": ["f"],
        f"struct S {{\n{body}\n}};\n": [],
        f"void g() {{ auto l = [&](int x) -> int {{\n{body}\n return x; }}; }}\n": ["g", "lambda"],
        f"namespace n {{\n{body}\n}}\n": [],
        f"bool h() const noexcept {{\n{body}\n}}\n": ["h"],
        f"auto k() -> std::vector<int> {{\n{body}\n}}\n": ["k"],
        f"void m() {{ if (x) {{\n{body}\n}} }}\n": ["m"],
        f"#define X(a) \\\n  {{ a }}\nint q() {{ return 1; }}\n": [],
        f"constexpr auto t = R\"(f() {{\n{body}\n}})\";\n": [],
        f"S::S(int a) : a_(a) {{\n{body}\n}}\n": ["a_"],
        f"bool operator==(const S&) const {{\n{body}\n}}\n": ["operator=="],
    }
    ok = True
    with tempfile.TemporaryDirectory() as d:
        for text, want in cases.items():
            p = pathlib.Path(d) / "t.hpp"
            p.write_text(text)
            got = sorted(name for _, name, _ in long_functions(p, 80))
            if got != sorted(want):
                print(f"selftest: expected {want}, got {got} for:\n{text[:60]}...", file=sys.stderr)
                ok = False
    rank_ok = component_of("json/detail/parser.hpp") == "json" and component_of("detail/meta.hpp") == "core" \
        and component_of("json.hpp") == "json" and component_of("struct.hpp") == "core"
    if not rank_ok:
        print("selftest: component_of is wrong", file=sys.stderr)
    return 0 if ok and rank_ok else 1


def main():
    here = pathlib.Path(__file__).resolve().parent.parent
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--root", default=str(here / "include" / "versioned"))
    ap.add_argument("--max-lines", type=int, default=80)
    ap.add_argument("--selftest", action="store_true")
    args = ap.parse_args()
    if args.selftest:
        return selftest()
    root = pathlib.Path(args.root)
    files = sorted(root.rglob("*.hpp"))
    problems = check_includes(root, files)
    for path in files:
        for start, name, length in long_functions(path, args.max_lines):
            problems.append(f"{path}:{start}: function '{name}' is {length} lines "
                            f"(at most {args.max_lines}: split it into named steps)")
    for p in problems:
        print(p)
    print(f"check_layout: {len(files)} headers, {len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
