#!/usr/bin/env python3
"""CTest packaging.release_dry_run: scripts/release.py, in its dry mode and for real in a clone.

    release_test.py --repo <checkout> --work <dir> --version <x.y.z> [--python <python3>]

1. `release.py VERSION --dry-run --out <work>/dry-run` on the work tree: the archive's sha256 and
   SHA512 are the ones written into conandata.yml, the port's portfile.cmake (vcpkg_from_github,
   REF "v${VERSION}") and release.json; vcpkg.json says VERSION; the archive is the work tree
   under versioned-VERSION/ (CMakeLists.txt of that version, the headers, LICENSE); a second
   dry run gives the same bytes; the repository (refs, index, files) is unchanged; a version
   CMakeLists.txt does not say is refused. packaging.vcpkg_port builds the port from this output.
2. The real mode (this release.py) in a throwaway clone of HEAD (`git clone --shared`): it
   refuses a dirty work tree, then tags vVERSION, writes conandata.yml and ports/versioned/ there
   with the hashes of `git archive` of that tag -- the same bytes as a dry run of the same
   commit -- and a second release keeps the first one's conandata.yml entry.
3. When the tag vVERSION exists in the repository, the committed conandata.yml and port name its
   archive (the hashes release.py computes from it now); without the tag (a clone without tags)
   this is skipped with a note.
"""

import argparse
import hashlib
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile

failures = []


def fail(message):
    failures.append(message)
    print(f"FAIL: {message}", flush=True)


def ok(message):
    print(f"ok:   {message}", flush=True)


def git(repo, *args):
    return subprocess.run(["git", "-C", repo] + list(args), capture_output=True, text=True,
                          check=True).stdout.strip()


def repository_state(repo):
    """What a dry run must not change: refs, HEAD, index, status."""
    return {"refs": git(repo, "for-each-ref", "--format=%(refname) %(objectname)"),
            "head": git(repo, "rev-parse", "HEAD"),
            "status": git(repo, "status", "--porcelain", "--untracked-files=all"),
            "index": git(repo, "ls-files", "--stage")}


def release(python, repo, script, *args):
    command = [python, script, "--repo", repo] + list(args)
    print("+ " + " ".join(command), flush=True)
    result = subprocess.run(command, capture_output=True, text=True)
    print(result.stdout + result.stderr, end="", flush=True)
    return result


def load_yaml(path):
    import yaml  # python3-yaml (scripts/setup.sh)
    with open(path, encoding="utf-8") as f:
        return yaml.safe_load(f)


def check_outputs(root, out, version, summary, where):
    """The archive and what names it agree; the archive holds the tree of VERSION."""
    archive = os.path.join(out, f"versioned-{version}.tar.gz")
    data = open(archive, "rb").read()
    sha256, sha512 = hashlib.sha256(data).hexdigest(), hashlib.sha512(data).hexdigest()
    if (summary["sha256"], summary["sha512"]) != (sha256, sha512):
        fail(f"{where}: release.json's hashes are not the archive's")
    conandata = load_yaml(os.path.join(root, "conandata.yml"))
    entry = (conandata.get("sources") or {}).get(version) or {}
    if entry.get("sha256") != sha256 or \
            entry.get("url") != f"https://github.com/versioned-cpp/versioned/archive/refs/tags/v{version}.tar.gz":
        fail(f"{where}: conandata.yml sources.\"{version}\" is {entry}, expected the archive's "
             f"sha256 {sha256} and the tag's archive URL")
    portfile = open(os.path.join(root, "ports", "versioned", "portfile.cmake")).read()
    call = re.search(r"vcpkg_from_github\(([^)]*)\)", portfile)
    if not call or f"SHA512 {sha512}" not in call.group(1) or \
            'REF "v${VERSION}"' not in call.group(1):
        fail(f"{where}: portfile.cmake's vcpkg_from_github lacks REF \"v${{VERSION}}\" and "
             f"SHA512 {sha512[:16]}...")
    manifest = json.load(open(os.path.join(root, "ports", "versioned", "vcpkg.json")))
    if manifest.get("version") != version or "port-version" in manifest:
        fail(f"{where}: vcpkg.json has version {manifest.get('version')!r} "
             f"(port-version {manifest.get('port-version')}), expected {version}")
    with tarfile.open(archive) as tar:
        names = tar.getnames()
        prefix = f"versioned-{version}/"
        outside = [n for n in names if not (n + "/").startswith(prefix)]
        if outside:
            fail(f"{where}: archive members outside {prefix}: {outside[:5]}")
        for required in ("CMakeLists.txt", "LICENSE", "include/versioned/versioned.hpp",
                         "cmake/versionedConfig.cmake.in"):
            if prefix + required not in names:
                fail(f"{where}: the archive lacks {required}")
        cmakelists = tar.extractfile(prefix + "CMakeLists.txt").read().decode()
        if f"VERSION {version}" not in cmakelists:
            fail(f"{where}: the archive's CMakeLists.txt is not version {version}")
    return sha512, names


def dry_run(python, repo, script, work, version):
    before = repository_state(repo)
    out = os.path.join(work, "dry-run")
    if release(python, repo, script, version, "--dry-run", "--out", out).returncode != 0:
        fail("release.py --dry-run failed")
        return None
    summary = json.load(open(os.path.join(out, "release.json")))
    sha512, names = check_outputs(out, out, version, summary, "dry run")
    # The work tree's files, tracked or not (not ignored), are the archive's.
    listed = git(repo, "ls-files", "--cached", "--others", "--exclude-standard").splitlines()
    present = {f for f in listed if os.path.lexists(os.path.join(repo, f))}
    archived = {n[len(f"versioned-{version}/"):] for n in names} - {""}
    if not present <= archived:
        fail(f"dry run: work tree files missing from the archive: {sorted(present - archived)[:5]}")
    again = os.path.join(work, "dry-run-again")
    release(python, repo, script, version, "--dry-run", "--out", again)
    if json.load(open(os.path.join(again, "release.json")))["sha512"] != sha512:
        fail("a second dry run of the same work tree made a different archive")
    if repository_state(repo) != before:
        fail("the dry run changed the repository (refs, HEAD, index or files)")
    bad = release(python, repo, script, "99.0.0", "--dry-run", "--out",
                  os.path.join(work, "dry-run-bad"))
    if bad.returncode == 0 or "not 99.0.0" not in bad.stderr:
        fail("release.py accepted a version that CMakeLists.txt does not say")
    if not failures:
        ok(f"dry run of v{version} at {summary['commit'][:12]}: archive, conandata.yml, port "
           "and release.json agree; reproducible; repository unchanged; wrong version refused")
    return summary


def real_release(python, repo, script, work, version):
    clone = os.path.join(work, "clone")
    subprocess.run(["git", "clone", "-q", "--shared", "--no-tags", repo, clone], check=True)
    git(clone, "config", "user.name", "release test")
    git(clone, "config", "user.email", "release-test@localhost")
    before = load_yaml(os.path.join(clone, "conandata.yml")) \
        if os.path.exists(os.path.join(clone, "conandata.yml")) else {}
    dry = release(python, clone, script, version, "--dry-run", "--out",
                  os.path.join(work, "clone-dry-run"))
    with open(os.path.join(clone, "README.md"), "a", encoding="utf-8") as f:
        f.write("\nnot committed\n")
    dirty = release(python, clone, script, version, "--out", os.path.join(work, "clone-out"))
    if dirty.returncode == 0 or "work tree has changes" not in dirty.stderr:
        fail("release.py tagged a dirty work tree")
    git(clone, "checkout", "--", "README.md")
    out = os.path.join(work, "clone-out")
    if release(python, clone, script, version, "--out", out).returncode != 0:
        fail("release.py (real mode) failed in the clone")
        return
    tag_commit = git(clone, "rev-parse", f"v{version}^{{commit}}")
    if tag_commit != git(clone, "rev-parse", "HEAD") or \
            git(clone, "cat-file", "-t", f"v{version}") != "tag":
        fail(f"real mode: v{version} is not an annotated tag on HEAD")
    summary = json.load(open(os.path.join(out, "release.json")))
    sha512, _ = check_outputs(clone, out, version, summary, "real release")
    dry_summary = json.load(open(os.path.join(work, "clone-dry-run", "release.json")))
    if dry.returncode != 0 or dry_summary["sha512"] != sha512:
        fail("the dry run of a clean HEAD and the release of its tag differ")
    # A later release keeps the earlier entry: tag the same commit under a second version.
    later = ".".join(version.split(".")[:2] + [str(int(version.split(".")[2]) + 1)])
    cmakelists = os.path.join(clone, "CMakeLists.txt")
    text = open(cmakelists).read()
    open(cmakelists, "w").write(text.replace(f"VERSION {version}", f"VERSION {later}", 1))
    git(clone, "add", "conandata.yml", "ports")
    git(clone, "commit", "-q", "-am", f"release {version}'s files; version {later}")
    if release(python, clone, script, later, "--out", os.path.join(work, "clone-out-2")).returncode != 0:
        fail(f"real mode: the release of {later} failed")
        return
    sources = load_yaml(os.path.join(clone, "conandata.yml"))["sources"]
    older = {k: v for k, v in (before.get("sources") or {}).items() if k not in (version, later)}
    if list(sources)[:2] != [later, version] or sources[version]["sha256"] != summary["sha256"] \
            or {k: v for k, v in sources.items() if k not in (version, later)} != older:
        fail(f"conandata.yml after two releases lists {list(sources)}, expected "
             f"[{later}, {version}, ...] with {version}'s entry and the older ones kept")
    if not failures:
        ok(f"real mode in a clone: refuses a dirty tree, tags v{version}, its archive is the "
           f"dry run's bytes, the files agree; a second release ({later}) keeps the first")


def committed_release(repo, work, version):
    tag = f"v{version}"
    if not git(repo, "tag", "--list", tag):
        print(f"note: no tag {tag} here: the committed conandata.yml and port are not checked")
        return
    spec = importlib.util.spec_from_file_location(
        "release", os.path.join(repo, "scripts", "release.py"))
    release_module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(release_module)
    out = os.path.join(work, "tag")
    os.makedirs(out)
    _, sha256, sha512 = release_module.make_archive(repo, tag, version, out)
    before = len(failures)
    summary = {"sha256": sha256, "sha512": sha512}
    check_outputs(repo, out, version, summary, f"the committed release files (tag {tag})")
    if len(failures) == before:
        ok(f"the committed conandata.yml and port name the archive of the tag {tag} "
           f"(sha512 {sha512[:16]}...)")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--repo", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--version", required=True)
    parser.add_argument("--python", default=sys.executable)
    args = parser.parse_args()
    repo, work = os.path.abspath(args.repo), os.path.abspath(args.work)
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    script = os.path.join(repo, "scripts", "release.py")
    dry_run(args.python, repo, script, work, args.version)
    real_release(args.python, repo, script, work, args.version)
    committed_release(repo, work, args.version)
    if failures:
        print(f"release_test: {len(failures)} failure(s)")
        return 1
    print("release_test: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
