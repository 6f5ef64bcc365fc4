#!/usr/bin/env python3
"""CTest packaging.amalgamate_selftest: scripts/amalgamate.py on a scratch copy of the repo.

    amalgamate_selftest.py <repo root> <scratch dir>

The staleness check (packaging.single_include_up_to_date) is only worth something if --check
fails when it should; this shows it does, and that generation is deterministic:
  - a fresh copy generates, then --check passes, and regenerating changes no byte;
  - an edited header makes --check fail naming the stale file;
  - a new opt-in header makes --check fail naming the missing single file;
  - an internal #include inside a conditional block is refused.
"""

import os
import shutil
import subprocess
import sys


def run(script, repo, *args):
    result = subprocess.run([sys.executable, script, "--repo", repo, *args],
                            capture_output=True, text=True)
    return result.returncode, result.stdout + result.stderr


def snapshot(directory):
    files = {}
    for root, _, names in os.walk(directory):
        for name in names:
            path = os.path.join(root, name)
            with open(path, "rb") as f:
                files[os.path.relpath(path, directory)] = f.read()
    return files


def main():
    repo, scratch = (os.path.abspath(a) for a in sys.argv[1:3])
    copy = os.path.join(scratch, "repo")
    shutil.rmtree(copy, ignore_errors=True)
    os.makedirs(copy)
    shutil.copytree(os.path.join(repo, "include"), os.path.join(copy, "include"))
    shutil.copy(os.path.join(repo, "CMakeLists.txt"), copy)
    script = os.path.join(repo, "scripts", "amalgamate.py")
    failures = []

    def expect(condition, message, output=""):
        print(("ok:   " if condition else "FAIL: ") + message)
        if not condition:
            failures.append(message)
            print(output)

    code, out = run(script, copy, "--check")
    expect(code == 1 and "missing: single_include/versioned/versioned.hpp" in out,
           "--check fails when single_include/ does not exist", out)

    code, out = run(script, copy)
    expect(code == 0, "generation succeeds", out)
    first = snapshot(os.path.join(copy, "single_include"))
    code, out = run(script, copy, "--check")
    expect(code == 0, "--check passes right after generating", out)
    code, out = run(script, copy)
    expect(snapshot(os.path.join(copy, "single_include")) == first,
           "regenerating an unchanged tree changes no byte (deterministic)", out)

    header = os.path.join(copy, "include", "versioned", "convert.hpp")
    with open(header, "a", encoding="utf-8") as f:
        f.write("// an edit\n")
    code, out = run(script, copy, "--check")
    expect(code == 1 and "stale:   single_include/versioned/versioned.hpp" in out,
           "--check fails naming versioned.hpp after a header included by it changed", out)
    run(script, copy)

    opt_in = os.path.join(copy, "include", "versioned", "extra_opt_in.hpp")
    with open(opt_in, "w", encoding="utf-8") as f:
        f.write("#ifndef X_HPP\n#define X_HPP\n#include <versioned/versioned.hpp>\n"
                "#include <versioned/detail/meta.hpp>\n#endif\n")
    code, out = run(script, copy, "--check")
    expect(code == 1 and "missing: single_include/versioned/extra_opt_in.hpp" in out,
           "--check fails naming the missing single file of a new opt-in header", out)
    code, out = run(script, copy)
    with open(os.path.join(copy, "single_include", "versioned", "extra_opt_in.hpp"),
              encoding="utf-8") as f:
        text = f.read()
    expect("#include <versioned/versioned.hpp> // the single file" in text
           and "begin <versioned/detail/meta.hpp>" not in text,
           "an opt-in single file includes the single versioned.hpp and inlines nothing it has",
           text)

    with open(opt_in, "w", encoding="utf-8") as f:
        f.write("#ifndef X_HPP\n#define X_HPP\n#ifdef SOMETHING\n"
                "#include <versioned/detail/meta.hpp>\n#endif\n#endif\n")
    code, out = run(script, copy)
    expect(code == 2 and "internal includes must be unconditional" in out,
           "an internal #include inside #ifdef is refused", out)

    if failures:
        print(f"amalgamate_selftest: {len(failures)} failure(s)")
        return 1
    print("amalgamate_selftest: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
