#!/usr/bin/env python3
# Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
"""The compile-time cost of a pattern: the constant-evaluation steps clang++ needs for
analyze(P) (check and size, one parse) and for compile<N>(P) (a parse and the code), found by
bisecting -fconstexpr-steps (clang's default limit: 1,048,576); prints a Markdown table for
benchmarks/RESULTS.md. Steps, unlike seconds, do not depend on the machine's load.

  benchmarks/regex/steps.py [--cxx clang++]
"""

import argparse
import os
import subprocess
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))

PATTERNS = {
    "dns_label": r"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$",
    "dns_subdomain": r"^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$",
    "condition_type": r"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$",
    "semver": r"^v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$",
    "strfmt hostname": r"^([a-zA-Z0-9\p{S}\p{L}]((-?[a-zA-Z0-9\p{S}\p{L}]{0,62})?)|([a-zA-Z0-9\p{S}\p{L}](([a-zA-Z0-9-\p{S}\p{L}]{0,61}[a-zA-Z0-9\p{S}\p{L}])?)(\.)){1,}([a-zA-Z\p{L}]){2,63})$",
    "(?i) dns_subdomain": r"(?i)^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$",
    "[a-z]{1000} x 5": "[a-z]{1000}[0-9]{1000}[a-z]{1000}[0-9]{1000}[a-z]{1000}",
}


def compiles(cxx, source, steps):
    return subprocess.run([cxx, "-std=c++20", "-fsyntax-only", f"-fconstexpr-steps={steps}", "-I",
                           os.path.join(ROOT, "include"), source], capture_output=True).returncode == 0


def steps_for(cxx, tmp, body):
    source = os.path.join(tmp, "steps.cpp")
    with open(source, "w") as f:
        f.write("#include <versioned/constraints/detail/regex_compile.hpp>\n"
                "namespace rx = versioned::detail::regex;\n" + body + "\nint main() {}\n")
    lo, hi = 100, 1 << 24
    if not compiles(cxx, source, hi):
        return None
    while hi - lo > max(50, lo // 200):
        mid = (lo + hi) // 2
        if compiles(cxx, source, mid):
            hi = mid
        else:
            lo = mid
    return hi


def program_words(cxx, tmp):
    source, exe = os.path.join(tmp, "words.cpp"), os.path.join(tmp, "words")
    with open(source, "w") as f:
        f.write("#include <versioned/constraints/detail/regex_compile.hpp>\n#include <cstdio>\nint main() {\n")
        for pattern in PATTERNS.values():
            f.write(f'    std::printf("%zu\\n", versioned::detail::regex::analyze(R"~({pattern})~").size);\n')
        f.write("}\n")
    subprocess.run([cxx, "-std=c++20", "-I", os.path.join(ROOT, "include"), source, "-o", exe], check=True)
    return subprocess.run([exe], check=True, capture_output=True, text=True).stdout.split()


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--cxx", default="clang++")
    a = p.parse_args()
    print("| pattern | characters | program words | analyze() steps | compile() steps |")
    print("|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as tmp:
        words = program_words(a.cxx, tmp)
        for (name, pattern), n in zip(PATTERNS.items(), words):
            literal = 'R"~(' + pattern + ')~"'
            size = f"constexpr std::string_view p = {literal};\nconstexpr auto n = rx::analyze(p).size;\n"
            analyze = steps_for(a.cxx, tmp, f"constexpr std::string_view p = {literal};\nstatic_assert(rx::analyze(p).error.ok());")
            compile_ = steps_for(a.cxx, tmp, size + "static_assert(rx::compile<n>(p).words[n - 1] != 0);")
            print(f"| `{name}` | {len(pattern)} | {n} | {analyze:,} | {compile_:,} |")


if __name__ == "__main__":
    main()
