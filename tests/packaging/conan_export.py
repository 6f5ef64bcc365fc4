#!/usr/bin/env python3
"""CTest packaging.conan_export: what `conan create .` exports is enough to build and run the tests
it selects, and those need nothing but the compiler -- checked without Conan.

    conan_export.py --repo <checkout> --work <dir> --cxx <c++> [--generator G]
                    [--make-program M] [--jobs N]

1. The export: conanfile.py's EXPORTS_SOURCES (and `exports`, and conandata.yml, which Conan
   exports by itself) copied into an empty folder with Conan's own rules (fnmatch on the path
   relative to the recipe, case-insensitive, "!pattern" excludes files and whole folders).
2. The test tree configured there with the recipe's CMAKE_VARIABLES and built with the
   compiler in preprocess-only mode (this script is the compiler and linker launcher: `-E`
   instead of `-c`, empty outputs), and every compile(-fail) test source preprocessed with the
   harness' flags (both modes where an #include depends on the mode): every file the build or a
   compile test reads must be in the export. (Compiling the same files for real is the gcc and clang stages' job; this keeps the
   check to a minute.) Every path a registered test names must exist too.
3. The tests the recipe runs (ctest -L TEST_LABELS): all of them are doctest executables of the
   build or compile(-fail) harness runs (anything else needs a tool), every tests/*.cpp,
   tests/compile_fail/*.cpp and tests/compile_only/*.cpp is among them, and the harness' own
   tests pass in the export.
4. The package as package() lays it out (cmake --install into VERSIONED_INSTALL_CMAKEDIR,
   LICENSE into licenses/, share/ removed) holds include/ (every header), the library's CMake
   package in that folder and licenses/; test_package/ (core only; packaging.vcpkg_port
   builds every component) finds it the way CMakeToolchain does with the recipe's builddirs
   (CMAKE_PREFIX_PATH), builds in Release with the strict warnings as errors, and runs.
"""

import argparse
import ast
import concurrent.futures
import fnmatch
import json
import os
import re
import shlex
import shutil
import subprocess
import sys

failures = []


def fail(message):
    failures.append(message)
    print(f"FAIL: {message}", flush=True)


def ok(message):
    print(f"ok:   {message}", flush=True)


def run(command, **kwargs):
    print("+ " + " ".join(shlex.quote(str(c)) for c in command), flush=True)
    return subprocess.run(command, **kwargs)


# ---------------------------------------------------------------------------------------------
# 1. The recipe's lists, read without importing Conan
# ---------------------------------------------------------------------------------------------
def recipe_constants(path):
    """Module-level constants and the recipe class' exports/exports_sources expressions."""
    tree = ast.parse(open(path, encoding="utf-8").read(), path)
    constants, class_attributes = {}, {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and \
                isinstance(node.targets[0], ast.Name):
            try:
                constants[node.targets[0].id] = ast.literal_eval(node.value)
            except ValueError:
                pass
        if isinstance(node, ast.ClassDef):
            for item in node.body:
                if isinstance(item, ast.Assign) and len(item.targets) == 1 and \
                        isinstance(item.targets[0], ast.Name):
                    class_attributes[item.targets[0].id] = item.value
                if isinstance(item, ast.FunctionDef) and item.name in ("export", "export_sources"):
                    class_attributes[item.name] = item
    return constants, class_attributes


def patterns_of(value, constants, what):
    if value is None:
        return ()
    if isinstance(value, ast.Name):
        if value.id not in constants:
            raise SystemExit(f"conan_export: conanfile.py: {what} = {value.id}, not a constant")
        value = constants[value.id]
    elif isinstance(value, ast.AST):
        value = ast.literal_eval(value)
    return (value,) if isinstance(value, str) else tuple(value)


def conan_copy(patterns, src, dst):
    """conan.tools.files.copy for each included pattern with the "!" ones excluded, as Conan's
    export does (conan/internal/api/export.py, conan/tools/files/copy_pattern.py, 2.x)."""
    included = [p for p in patterns if not p.startswith("!")]
    excluded = [p[1:].lower() for p in patterns if p.startswith("!")]
    copied = set()
    for pattern in included:
        filenames = []
        for root, subfolders, files in os.walk(src):
            relative = os.path.relpath(root, src)
            if relative != "." and any(fnmatch.fnmatch(relative.lower(), e) for e in excluded):
                subfolders[:] = []
                continue
            filenames += [os.path.normpath(os.path.join(relative, f)) for f in files]
        for name in filenames:
            if fnmatch.fnmatch(name.lower(), pattern.lower()) and \
                    not any(fnmatch.fnmatch(name.lower(), e) for e in excluded):
                os.makedirs(os.path.dirname(os.path.join(dst, name)), exist_ok=True)
                shutil.copy2(os.path.join(src, name), os.path.join(dst, name))
                copied.add(name)
    return copied


# ---------------------------------------------------------------------------------------------
# 2. Preprocess-only build
# ---------------------------------------------------------------------------------------------
def preprocess_command(arguments):
    """A compile command turned into `-E -o /dev/null` (same flags, same includes)."""
    out, skip = [], False
    for argument in arguments:
        if skip:
            skip = False
            continue
        if argument == "-o":
            skip = True
            continue
        if argument in ("-c", "-fsyntax-only") or argument.startswith("-o"):
            continue
        out.append(argument)
    return out + ["-E", "-o", os.devnull]


def launch(kind, command):
    """The build's compiler/linker launcher: preprocess instead of compiling, touch outputs."""
    output = command[command.index("-o") + 1] if "-o" in command else None
    if kind == "compile" and "-c" in command:
        arguments = [a for i, a in enumerate(command)
                     if a != "-c" and a != "-o" and (i == 0 or command[i - 1] != "-o")]
        with open(os.devnull, "w") as null:
            result = subprocess.run(arguments + ["-E"], stdout=null)
        if result.returncode != 0:
            return result.returncode
    if output:
        with open(output, "wb"):
            pass
        if kind == "link":
            os.chmod(output, 0o755)
    return 0


def harness_config(path):
    """cmake/compile_fail.cmake's compiler and flags, from the generated harness_config.cmake."""
    text = open(path, encoding="utf-8").read()
    compiler = re.search(r"set\(VERSIONED_CF_COMPILER \[==\[(.*?)\]==\]\)", text).group(1)
    flags = re.findall(r"list\(APPEND VERSIONED_CF_FLAGS \[==\[(.*?)\]==\]\)", text)
    return compiler, flags


def mode_dependent_include(path):
    """Whether an #include sits inside a conditional on VERSIONED_COMPILE_FAIL: only then do the
    two modes of a compile-fail source read different files."""
    on_mode = []  # per open conditional: whether it (or one around it) tests the mode
    with open(path, encoding="utf-8") as f:
        for line in f:
            directive = line.strip()
            if re.match(r"#\s*if", directive):
                on_mode.append("VERSIONED_COMPILE_FAIL" in directive or (on_mode[-1] if on_mode else False))
            elif re.match(r"#\s*endif", directive) and on_mode:
                on_mode.pop()
            elif re.match(r"#\s*include", directive) and on_mode and on_mode[-1]:
                return True
    return False


def preprocess_all(commands, jobs):
    """Preprocess each (what, command, fail_mode); a compile-fail source's fail mode may stop in
    the preprocessor on purpose (a bad token is the mistake it tests): there only a missing
    file counts."""
    def one(item):
        what, command, fail_mode = item
        return what, fail_mode, subprocess.run(command, capture_output=True, text=True)
    errors = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        for what, fail_mode, result in pool.map(one, commands):
            missing = "No such file or directory" in result.stderr
            if result.returncode != 0 and (missing or not fail_mode):
                errors += 1
                fail(f"{what} does not preprocess in the export:\n{result.stderr.strip()[:2000]}")
    return errors


# ---------------------------------------------------------------------------------------------
def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--repo", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--cxx", required=True)
    parser.add_argument("--generator", default="Ninja")
    parser.add_argument("--make-program", default="")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    repo, work = os.path.abspath(args.repo), os.path.abspath(args.work)

    constants, attributes = recipe_constants(os.path.join(repo, "conanfile.py"))
    for name in ("EXPORTS_SOURCES", "CMAKE_VARIABLES", "TEST_LABELS"):
        if name not in constants:
            raise SystemExit(f"conan_export: conanfile.py has no constant {name}")
    if "export" in attributes or "export_sources" in attributes:
        raise SystemExit("conan_export: conanfile.py has an export()/export_sources() method: "
                         "this test only knows the exports/exports_sources lists")
    sources = patterns_of(attributes.get("exports_sources"), constants, "exports_sources")
    if sources != tuple(constants["EXPORTS_SOURCES"]):
        fail("the recipe class' exports_sources is not EXPORTS_SOURCES")
    exports = patterns_of(attributes.get("exports"), constants, "exports")

    # 1. The export, in an empty folder.
    export = os.path.join(work, "export")
    build = os.path.join(work, "build")
    package = os.path.join(work, "package")
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(export)
    copied = conan_copy(sources, repo, export)
    recipe_files = conan_copy(exports + (("conandata.yml",) if os.path.exists(
        os.path.join(repo, "conandata.yml")) else ()), repo, os.path.join(work, "recipe"))
    ok(f"exported {len(copied)} source files ({', '.join(sources)}) and "
       f"{len(recipe_files)} recipe files")

    # 2. Configure as the recipe's generate() does, then the preprocess-only build.
    launcher = f"{sys.executable};{os.path.abspath(__file__)};--launch"
    configure = ["cmake", "-S", export, "-B", build, "-G", args.generator,
                 f"-DCMAKE_CXX_COMPILER={args.cxx}", "-DCMAKE_BUILD_TYPE=Release",
                 f"-DCMAKE_CXX_COMPILER_LAUNCHER={launcher};compile",
                 f"-DCMAKE_CXX_LINKER_LAUNCHER={launcher};link",
                 f"-DCMAKE_INSTALL_PREFIX={package}"]
    configure += [f"-D{k}={'ON' if v is True else 'OFF' if v is False else v}"
                  for k, v in constants["CMAKE_VARIABLES"].items()]
    if args.make_program:
        configure.append(f"-DCMAKE_MAKE_PROGRAM={args.make_program}")
    if run(configure).returncode != 0:
        fail("the exported test tree does not configure (a file it needs is not exported?)")
        return report()
    ok("the exported test tree configures")

    if run(["cmake", "--build", build, "-j", str(args.jobs)]).returncode != 0:
        fail("the exported test tree does not build (preprocess-only; see the error above)")
        return report()
    ok("the exported test tree builds (preprocess-only)")
    compiler, flags = harness_config(os.path.join(build, "tests", "compile_fail",
                                                  "harness_config.cmake"))
    cf_dir = os.path.join(export, "tests", "compile_fail")
    cf_sources = sorted(f for f in os.listdir(cf_dir) if f.endswith(".cpp"))
    # Each source in its passing mode; in its failing mode too where an #include depends on the
    # mode (else the failing mode reads the same files: half of this check's minute).
    both_modes = [source for source in cf_sources if mode_dependent_include(os.path.join(cf_dir, source))]
    commands = [(f"tests/compile_fail/{source}{' (fail mode)' if fail_mode else ''}",
                 preprocess_command([compiler] + flags + [os.path.join(cf_dir, source)] +
                                    (["-DVERSIONED_COMPILE_FAIL"] if fail_mode else [])),
                 fail_mode)
                for source in cf_sources for fail_mode in ((False, True) if source in both_modes else (False,))]
    co_dir = os.path.join(export, "tests", "compile_only")
    co_sources = sorted(f for f in os.listdir(co_dir) if f.endswith(".cpp")) if os.path.isdir(co_dir) else []
    commands += [(f"tests/compile_only/{source}",
                  preprocess_command([compiler] + flags + [os.path.join(co_dir, source)]), False)
                 for source in co_sources]
    if preprocess_all(commands, args.jobs) == 0:
        ok(f"the {len(cf_sources)} compile(-fail) test sources preprocess ({len(both_modes)} of them "
           f"in both modes: an #include depends on the mode), the {len(co_sources)} compile-only ones too")

    # 3. The tests the recipe would run, and the paths every registered test names.
    def listed(*extra):
        result = subprocess.run(["ctest", "--test-dir", build, "--show-only=json-v1"] +
                                list(extra), capture_output=True, text=True, check=True)
        return json.loads(result.stdout)["tests"]

    for test in listed():
        for argument in test.get("command", []):
            for value in [argument] + re.findall(r"^-D[A-Z_]+=(/.*)$", argument):
                if value.startswith(export + os.sep) and not os.path.exists(value):
                    fail(f"test {test['name']} names {os.path.relpath(value, export)}, "
                         "which is not exported")
    selected = listed("-L", constants["TEST_LABELS"])
    harness = os.path.join(export, "cmake", "compile_fail.cmake")
    names = set()
    for test in selected:
        command = test.get("command", [])
        names.add(test["name"])
        doctest = command and os.path.realpath(command[0]).startswith(
            os.path.realpath(build) + os.sep) and len(command) == 1
        compile_test = len(command) >= 3 and command[-2:] == ["-P", harness]
        if not (doctest or compile_test):
            fail(f"conan create would run {test['name']}: {' '.join(command)} -- neither a "
                 "doctest executable nor the compile(-fail) harness; a test that needs more "
                 "than the compiler goes inside if(VERSIONED_TEST_TOOLS) (tests/CMakeLists.txt)")
    expected = {f[:-4] for f in os.listdir(os.path.join(export, "tests"))
                if f.endswith(".cpp") and f != "test_main.cpp"}
    expected |= {f"compile_{mode}.{s[:-4]}" for s in cf_sources for mode in ("fail", "pass")}
    expected |= {f"compile_only.{s[:-4]}" for s in co_sources}
    missing = expected - names
    if missing:
        fail(f"conan create would not run {sorted(missing)}")
    if selected and not failures:
        ok(f"conan create runs {len(selected)} tests (-L '{constants['TEST_LABELS']}'), all "
           "doctest executables or compile(-fail) harness runs")
    harness_tests = run(["ctest", "--test-dir", build, "--output-on-failure",
                         "-R", r"^compile_fail_harness\."])
    if harness_tests.returncode != 0:
        fail("the compile-fail harness' own tests fail in the export")

    # 4. The package as package() lays it out, and a consumer of it.
    config_dir = constants["CMAKE_VARIABLES"].get("VERSIONED_INSTALL_CMAKEDIR")
    if not config_dir:
        fail("conanfile.py's CMAKE_VARIABLES set no VERSIONED_INSTALL_CMAKEDIR")
        return report()
    if run(["cmake", "--install", build]).returncode != 0:
        fail("cmake --install of the exported tree failed")
        return report()
    os.makedirs(os.path.join(package, "licenses"), exist_ok=True)
    shutil.copy2(os.path.join(export, "LICENSE"), os.path.join(package, "licenses"))
    shutil.rmtree(os.path.join(package, "share"), ignore_errors=True)
    files = {os.path.relpath(os.path.join(r, f), package)
             for r, _, fs in os.walk(package) for f in fs}
    headers = {os.path.join("include", os.path.relpath(os.path.join(r, f), os.path.join(export, "include")))
               for r, _, fs in os.walk(os.path.join(export, "include")) for f in fs}
    config = {f for f in files if os.path.dirname(f) == config_dir}
    other = files - headers - config - {os.path.join("licenses", "LICENSE")}
    if not headers <= files:
        fail(f"the package lacks headers: {sorted(headers - files)[:10]}")
    if os.path.join(config_dir, "versionedConfig.cmake") not in config or other:
        fail(f"the package should hold include/, {config_dir}/versionedConfig.cmake (and the "
             f"other config files) and licenses/LICENSE; unexpected: {sorted(other)[:10]}")
    if not failures:
        ok(f"the package holds include/ ({len(headers)} headers), {config_dir}/ "
           f"({len(config)} files) and licenses/LICENSE")
    consumer = os.path.join(work, "test_package")
    configure = ["cmake", "-S", os.path.join(repo, "test_package"), "-B", consumer,
                 "-G", args.generator, f"-DCMAKE_CXX_COMPILER={args.cxx}",
                 "-DCMAKE_BUILD_TYPE=Release", "-DCMAKE_FIND_PACKAGE_NO_PACKAGE_REGISTRY=ON",
                 f"-DCMAKE_PREFIX_PATH={os.path.join(package, config_dir)}"]
    if args.make_program:
        configure.append(f"-DCMAKE_MAKE_PROGRAM={args.make_program}")
    if run(configure).returncode != 0 or \
            run(["cmake", "--build", consumer]).returncode != 0:
        fail("test_package does not configure or build against the package (Release, -Werror)")
        return report()
    cache = open(os.path.join(consumer, "CMakeCache.txt")).read()
    found = re.search(r"^versioned_DIR:PATH=(.*)$", cache, re.M)
    if not found or os.path.realpath(found.group(1)) != \
            os.path.realpath(os.path.join(package, config_dir)):
        fail(f"test_package found versioned in {found and found.group(1)}, not in the package")
    result = run([os.path.join(consumer, "test_package")], capture_output=True, text=True)
    print(result.stdout, end="")
    expected = ["widget costs 250 cents", '{"name":"widget","price_cents":250,"currency":""}']
    if result.returncode != 0 or not all(e in result.stdout for e in expected):
        fail(f"test_package against the package did not print {expected}")
    elif not failures:
        ok("test_package found the package's own config, built (Release, -Werror) and ran")
    return report()


def report():
    if failures:
        print(f"conan_export: {len(failures)} failure(s)")
        return 1
    print("conan_export: all checks passed")
    return 0


if __name__ == "__main__":
    if len(sys.argv) > 2 and sys.argv[1] == "--launch":
        sys.exit(launch(sys.argv[2], sys.argv[3:]))
    sys.exit(main())
