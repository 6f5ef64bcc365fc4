#!/usr/bin/env python3
"""Make a release of versioned: the source archive, its hashes, conandata.yml and the vcpkg port.

    scripts/release.py VERSION                  a release (run on the commit to release)
    scripts/release.py VERSION --dry-run [--out DIR]
                                                the same on a temporary tag, nothing changed

A release (docs/integration.md, "Releases"):
  1. the tag vVERSION: used if it exists, else created (annotated) at HEAD, which must be clean;
     CMakeLists.txt's project(VERSION) at the tag must be VERSION;
  2. the archive versioned-VERSION.tar.gz: `git archive --format=tar --prefix=versioned-VERSION/
     vVERSION | gzip -cn`, the command GitHub serves /archive/refs/tags/vVERSION.tar.gz with
     (so both hash the same bytes; vcpkg and Conan check the hash when they download);
  3. its sha256 and SHA512 written into conandata.yml (sources."VERSION": url + sha256, newest
     first, older releases kept) and into ports/versioned/ (portfile.cmake's SHA512 of
     vcpkg_from_github(REF "v${VERSION}"), vcpkg.json's version; port-version dropped);
  4. printed: what to commit and push.

--dry-run does all of it on a commit of the work tree as it is now (tracked and untracked,
not ignored, files: what `git add -A && git commit` would commit; HEAD itself when nothing
differs), tagged vVERSION in a temporary repository that borrows this one's objects: no ref and
no file of the repository changes. It writes into --out (default build/release-dry-run):
versioned-VERSION.tar.gz, conandata.yml, ports/versioned/ (an overlay port for that archive) and
release.json (version, tag, commit, archive, sha256, sha512). The CTest packaging.release_dry_run
runs it and checks these; packaging.vcpkg_port builds the port's CMake invocation from them.
"""

import argparse
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

REPO_URL = "https://github.com/versioned-cpp/versioned"
PORT_DIR = os.path.join("ports", "versioned")
VERSION_RE = re.compile(r"^[0-9]+\.[0-9]+\.[0-9]+$")


class ReleaseError(Exception):
    pass


def git(repo, *args, env=None, stdin=None, git_dir=None):
    command = ["git"] + (["--git-dir", git_dir] if git_dir else ["-C", repo]) + list(args)
    result = subprocess.run(command, input=stdin, capture_output=True, env=env)
    if result.returncode != 0:
        raise ReleaseError(f"{' '.join(command)}: {result.stderr.decode().strip()}")
    return result.stdout.decode().strip()


def project_version(cmakelists_text):
    match = re.search(r"project\(\s*versioned\s+VERSION\s+([0-9]+\.[0-9]+\.[0-9]+)",
                      cmakelists_text)
    return match.group(1) if match else None


# ---------------------------------------------------------------------------------------------
# The commit to archive and the tag on it
# ---------------------------------------------------------------------------------------------
def release_tag(repo, version):
    """The real tag vVERSION: the existing one, or a new annotated tag at a clean HEAD."""
    tag = f"v{version}"
    if git(repo, "tag", "--list", tag):
        print(f"release: tag {tag} exists ({git(repo, 'rev-parse', '--short', tag + '^{commit}')})")
        return tag
    if git(repo, "status", "--porcelain"):
        raise ReleaseError(f"tag {tag} does not exist and the work tree has changes: commit "
                           "them (or stash them) first, the tag goes on HEAD")
    git(repo, "tag", "-a", tag, "-m", f"versioned {version}")
    print(f"release: created tag {tag} at {git(repo, 'rev-parse', '--short', 'HEAD')}")
    return tag


def work_tree_commit(repo):
    """A commit of the work tree as `git add -A` would stage it; HEAD if nothing differs.
    Written with a temporary index: the repository's index and refs are untouched."""
    head = git(repo, "rev-parse", "HEAD")
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, GIT_INDEX_FILE=os.path.join(tmp, "index"))
        git(repo, "read-tree", "HEAD", env=env)
        git(repo, "add", "-A", env=env)
        tree = git(repo, "write-tree", env=env)
    if tree == git(repo, "rev-parse", "HEAD^{tree}"):
        return head
    # Fixed identity and dates (HEAD's): the same work tree gives the same commit, archive, hash.
    date = git(repo, "log", "-1", "--format=%cI", "HEAD")
    env = dict(os.environ, GIT_AUTHOR_NAME="release.py", GIT_AUTHOR_EMAIL="release.py@localhost",
               GIT_COMMITTER_NAME="release.py", GIT_COMMITTER_EMAIL="release.py@localhost",
               GIT_AUTHOR_DATE=date, GIT_COMMITTER_DATE=date)
    return git(repo, "commit-tree", tree, "-p", head, "-m", "release.py --dry-run: the work tree",
               env=env)


def temporary_repository(repo, tmp, tag, commit):
    """A bare repository in tmp whose objects are the repository's (alternates), with tag."""
    objects = git(repo, "rev-parse", "--path-format=absolute", "--git-common-dir")
    git_dir = os.path.join(tmp, "dry-run.git")
    subprocess.run(["git", "init", "-q", "--bare", git_dir], check=True)
    with open(os.path.join(git_dir, "objects", "info", "alternates"), "w", encoding="utf-8") as f:
        f.write(os.path.join(objects, "objects") + "\n")
    git(repo, "tag", tag, commit, git_dir=git_dir)
    return git_dir


# ---------------------------------------------------------------------------------------------
# The archive and what names it
# ---------------------------------------------------------------------------------------------
def make_archive(repo, tag, version, out_dir, git_dir=None):
    path = os.path.join(out_dir, f"versioned-{version}.tar.gz")
    command = ["git"] + (["--git-dir", git_dir] if git_dir else ["-C", repo]) + [
        "archive", "--format=tar", f"--prefix=versioned-{version}/", tag]
    with open(path, "wb") as out:
        archive = subprocess.Popen(command, stdout=subprocess.PIPE)
        gzip = subprocess.run(["gzip", "-cn"], stdin=archive.stdout, stdout=out)
        archive.stdout.close()
        if archive.wait() != 0 or gzip.returncode != 0:
            raise ReleaseError(f"{' '.join(command)} | gzip -cn failed")
    data = open(path, "rb").read()
    return path, hashlib.sha256(data).hexdigest(), hashlib.sha512(data).hexdigest()


def archive_url(version):
    return f"{REPO_URL}/archive/refs/tags/v{version}.tar.gz"


def version_key(version):
    return tuple(int(part) for part in version.split("."))


def conandata_text(existing_text, version, sha256):
    """conandata.yml with sources[version] set, newest first (conan-center-index's layout)."""
    sources = {}
    if existing_text:
        import yaml  # python3-yaml (scripts/setup.sh); only to read the releases already listed
        data = yaml.safe_load(existing_text) or {}
        for key, entry in (data.get("sources") or {}).items():
            sources[str(key)] = entry
        unknown = set(data) - {"sources"}
        if unknown:
            raise ReleaseError(f"conandata.yml: unexpected top-level keys {sorted(unknown)}")
    sources[version] = {"url": archive_url(version), "sha256": sha256}
    lines = ["# Written by scripts/release.py: the release archives conanfile.py's source() gets",
             "# when the recipe is used without the checkout (e.g. in a recipe repository).",
             "sources:"]
    for key in sorted(sources, key=version_key, reverse=True):
        entry = sources[key]
        lines += [f'  "{key}":', f'    url: "{entry["url"]}"', f'    sha256: "{entry["sha256"]}"']
    return "\n".join(lines) + "\n"


def portfile_text(text, sha512):
    """portfile.cmake with vcpkg_from_github's SHA512 set (its REF is "v${VERSION}")."""
    call = re.search(r"vcpkg_from_github\(([^)]*)\)", text)
    if not call:
        raise ReleaseError("portfile.cmake: no vcpkg_from_github(...) call")
    body = call.group(1)
    if not re.search(r'\n\s*REF\s+"v\$\{VERSION\}"', body):
        raise ReleaseError('portfile.cmake: vcpkg_from_github must have REF "v${VERSION}"')
    repo = REPO_URL.removeprefix("https://github.com/")
    if not re.search(rf"\n\s*REPO\s+{re.escape(repo)}\s*\n", body):
        raise ReleaseError(f"portfile.cmake: vcpkg_from_github must have REPO {repo} (the "
                           "repository conandata.yml's URL names)")
    new_body, count = re.subn(r"(\n\s*SHA512\s+)\S+", lambda m: m.group(1) + sha512, body)
    if count != 1:
        raise ReleaseError("portfile.cmake: vcpkg_from_github must have one SHA512 line")
    return text[:call.start(1)] + new_body + text[call.end(1):]


def manifest_text(text, version):
    manifest = json.loads(text)
    manifest["version"] = version
    manifest.pop("port-version", None)
    return json.dumps(manifest, indent=2, ensure_ascii=False) + "\n"


def write(path, text):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)


def read(path):
    if not os.path.exists(path):
        return ""
    with open(path, encoding="utf-8") as f:
        return f.read()


def write_release_files(repo, version, sha256, sha512, out_root):
    """conandata.yml and ports/versioned/ under out_root (the repository, or --out)."""
    port_out = os.path.join(out_root, PORT_DIR)
    os.makedirs(port_out, exist_ok=True)
    port_in = os.path.join(repo, PORT_DIR)
    if os.path.abspath(port_out) != os.path.abspath(port_in):
        for name in sorted(os.listdir(port_in)):
            shutil.copy2(os.path.join(port_in, name), os.path.join(port_out, name))
    write(os.path.join(out_root, "conandata.yml"),
          conandata_text(read(os.path.join(repo, "conandata.yml")), version, sha256))
    write(os.path.join(port_out, "portfile.cmake"),
          portfile_text(read(os.path.join(port_in, "portfile.cmake")), sha512))
    write(os.path.join(port_out, "vcpkg.json"),
          manifest_text(read(os.path.join(port_in, "vcpkg.json")), version))


# ---------------------------------------------------------------------------------------------
def release(repo, version, dry_run, out_dir):
    os.makedirs(out_dir, exist_ok=True)
    tag = f"v{version}"
    with tempfile.TemporaryDirectory() as tmp:
        if dry_run:
            commit = work_tree_commit(repo)
            git_dir = temporary_repository(repo, tmp, tag, commit)
        else:
            tag = release_tag(repo, version)
            git_dir = None
            commit = git(repo, "rev-parse", tag + "^{commit}")
        cmakelists = git(repo, "show", f"{commit}:CMakeLists.txt")
        if project_version(cmakelists) != version:
            raise ReleaseError(f"CMakeLists.txt at {commit[:12]} says project(versioned VERSION "
                               f"{project_version(cmakelists)}), not {version}")
        archive, sha256, sha512 = make_archive(repo, tag, version, out_dir, git_dir)
    write_release_files(repo, version, sha256, sha512, out_dir if dry_run else repo)
    summary = {"version": version, "tag": tag, "commit": commit, "dry_run": dry_run,
               "archive": os.path.abspath(archive), "url": archive_url(version),
               "sha256": sha256, "sha512": sha512}
    write(os.path.join(out_dir, "release.json"), json.dumps(summary, indent=2) + "\n")
    print(f"release: {archive}\n  sha256 {sha256}\n  sha512 {sha512}")
    if dry_run:
        print(f"release: dry run of {tag} at {commit[:12]}: conandata.yml and {PORT_DIR}/ "
              f"written to {out_dir}; the repository is unchanged")
    else:
        print(f"release: conandata.yml and {PORT_DIR}/ updated. Next:\n"
              f"  git push origin {tag}\n"
              f"  curl -sL {archive_url(version)} | sha512sum   # must print the SHA512 above\n"
              f"  git commit -m 'release {version}: conandata.yml and the vcpkg port' "
              f"conandata.yml {PORT_DIR} && git push")
    return summary


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("version", help="x.y.z (CMakeLists.txt's project(VERSION) at the tag)")
    parser.add_argument("--dry-run", action="store_true",
                        help="a temporary tag on the work tree; write into --out only")
    parser.add_argument("--out", help="where the archive (and with --dry-run, the files) go "
                        "(default build/release, build/release-dry-run)")
    parser.add_argument("--repo", default=os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                                       os.pardir),
                        help="the repository (default: this script's)")
    args = parser.parse_args(argv)
    repo = os.path.abspath(args.repo)
    if not VERSION_RE.match(args.version):
        parser.error(f"VERSION must be x.y.z, not '{args.version}'")
    out_dir = os.path.abspath(args.out or os.path.join(
        repo, "build", "release-dry-run" if args.dry_run else "release"))
    try:
        release(repo, args.version, args.dry_run, out_dir)
    except ReleaseError as error:
        print(f"release: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
