#!/usr/bin/env python3
"""Checks that a change kept everything the library generates byte-identical.

Builds the programs that print what the library generates -- the schema, JSON and CRD dump
programs of the tests, every example, the example operator's --print-crd and --convert-stdin --
once at a base commit (in a temporary git worktree) and once in the working tree, runs each,
and compares their outputs byte for byte.

    scripts/compare_outputs.py --base origin/main       # or any commit; default HEAD
    scripts/compare_outputs.py --base HEAD~3 --keep /tmp/outputs
    scripts/compare_outputs.py --base main --work ../other-checkout

Exit status 0 when every output is identical, 1 otherwise (the differing files are listed).
Meant for refactorings that must not change behaviour (moving code, splitting functions).
"""
import argparse
import filecmp
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile

REPO = pathlib.Path(__file__).resolve().parent.parent
DUMPS = {"schema_dump": "tests", "json_dump": "tests", "crd_dump": "tests"}


def run(cmd, **kw):
    print("+", " ".join(str(c) for c in cmd), flush=True)
    return subprocess.run(cmd, check=True, **kw)


def build(source, build_dir, jobs):
    gen = ["-G", "Ninja"] if shutil.which("ninja") else []
    run(["cmake", "-S", source, "-B", build_dir, *gen, "-DCMAKE_CXX_COMPILER=g++",
         "-DCMAKE_BUILD_TYPE=Release", "-DVERSIONED_BUILD_BENCHMARKS=OFF", "-DVERSIONED_INSTALL=OFF"],
        stdout=subprocess.DEVNULL)
    manifest = pathlib.Path(build_dir) / "examples" / "examples.txt"
    targets = list(DUMPS) + ["k8s_operator"]
    # Example targets: from the sources, as examples/CMakeLists.txt names them.
    targets += ["example_" + p.stem for p in sorted(pathlib.Path(source, "examples").glob("*.cpp"))]
    run(["cmake", "--build", build_dir, "-j", str(jobs), "--target", *targets])
    return manifest


def collect(source, build_dir, out_dir):
    out = pathlib.Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    b = pathlib.Path(build_dir)
    for name, sub in DUMPS.items():
        d = out / name
        d.mkdir()
        run([str(b / sub / name), str(d)], stdout=subprocess.DEVNULL)
    for exe in sorted((b / "examples").glob("example_*")):
        if os.access(exe, os.X_OK) and exe.is_file():
            with open(out / f"{exe.name}.out", "wb") as f:
                run([str(exe)], stdout=f, stdin=subprocess.DEVNULL)
    # The operator target is defined by whichever of tests/ and examples/ comes first.
    operator = next(p for p in sorted(b.rglob("k8s_operator")) if p.is_file() and os.access(p, os.X_OK))
    with open(out / "k8s_operator.print_crd.out", "wb") as f:
        run([str(operator), "--print-crd"], stdout=f, stdin=subprocess.DEVNULL)
    review = pathlib.Path(source) / "examples" / "k8s_operator" / "review.json"
    with open(review, "rb") as i, open(out / "k8s_operator.convert_stdin.out", "wb") as f:
        run([str(operator), "--convert-stdin"], stdout=f, stdin=i)


def compare(a, b):
    a, b = pathlib.Path(a), pathlib.Path(b)
    files_a = {p.relative_to(a) for p in a.rglob("*") if p.is_file()}
    files_b = {p.relative_to(b) for p in b.rglob("*") if p.is_file()}
    problems = [f"only at base: {p}" for p in sorted(files_a - files_b)]
    problems += [f"only in the working tree: {p}" for p in sorted(files_b - files_a)]
    same = 0
    for p in sorted(files_a & files_b):
        if filecmp.cmp(a / p, b / p, shallow=False):
            same += 1
        else:
            problems.append(f"differs: {p}")
    return same, problems


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--base", default="HEAD", help="the commit to compare with (default HEAD)")
    ap.add_argument("--jobs", type=int, default=int(os.environ.get("JOBS", "2")))
    ap.add_argument("--keep", help="keep builds and outputs in this directory")
    ap.add_argument("--work", default=str(REPO), help="the source tree to compare (default: this checkout)")
    args = ap.parse_args()
    work = pathlib.Path(args.keep or tempfile.mkdtemp(prefix="versioned-compare-"))
    work.mkdir(parents=True, exist_ok=True)
    base_src = work / "base-src"
    if base_src.exists():
        run(["git", "-C", str(REPO), "worktree", "remove", "--force", str(base_src)])
    run(["git", "-C", str(REPO), "worktree", "add", "--detach", str(base_src), args.base],
        stdout=subprocess.DEVNULL)
    try:
        for label, src in (("base", base_src), ("work", pathlib.Path(args.work))):
            build(str(src), str(work / f"build-{label}"), args.jobs)
            out = work / f"out-{label}"
            shutil.rmtree(out, ignore_errors=True)
            collect(str(src), str(work / f"build-{label}"), str(out))
        same, problems = compare(work / "out-base", work / "out-work")
    finally:
        run(["git", "-C", str(REPO), "worktree", "remove", "--force", str(base_src)])
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)
    for p in problems:
        print(p)
    print(f"compare_outputs: {same} outputs identical, {len(problems)} different or missing")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
