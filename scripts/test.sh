#!/usr/bin/env bash
# The test command of versioned: every check CI runs.
#
#   build/gcc    g++ at -O0 with assertions on (no NDEBUG): every test -- runtime, compile(-fail),
#                header, consumer, example, docs, webhook and packaging; at -O0 because g++ -O1
#                compiles the test TUs 2.2x slower (tests/convert.cpp: 38 s instead of 17 s) and
#                CI's 45 minutes are the limit: the optimizer's warnings are the gcc-O3 stage's
#                (every TU at the top level) and warnings.user_code's (a user's TU at every level)
#   build/clang  clang++, Debug (-O0): every test but the runtime ones (which the asan stage runs
#                with clang++) and the packaging ones (the gcc stage's): the compile-fail pairs'
#                clang++ diagnostics, examples, docs, warnings, webhook tools (not the consumers); only the
#                targets those tests run are built
#                (no -g in these two: debug information is a fifth of their build time, and
#                the sanitizer build, which keeps line tables, is where stack traces matter)
#   build/asan   clang++, VERSIONED_SANITIZE=ON (ASan + UBSan): every runtime test but
#                json.validate (line tables only: a stack trace's files and lines, at a fifth less
#                build time than -g); only the targets those tests run are built. With clang++
#                the runtime tests share one precompiled header (tests/CMakeLists.txt,
#                VERSIONED_TEST_PCH: 2-3.5 s less per test), here and in build/libcxx
#   build/fuzz   clang++, VERSIONED_FUZZ=ON: the libFuzzer targets of the JSON reader, each run
#                for VERSIONED_FUZZ_SECONDS (default 10) from the seed corpus tests/fuzz/corpus
#   build/gcc-ubsan  g++, -fsanitize=undefined alone (VERSIONED_SANITIZE_CHECKS=undefined): the
#                schema and CRD tests, whose schemas are constant expressions (g++'s UBSan turns
#                off the folding of null tests the ASan+UBSan clang stage never sees)
#   build/libcxx clang++-16 with libc++ 16 (macOS's standard library), Debug: a representative
#                subset (LIBCXX_TESTS: JSON, conversions, variants, enums, residue, Kubernetes,
#                schemas, the examples, the warning tests), only those targets built: the whole
#                suite a fifth time does not fit CI's 45 minutes
#   build/gcc-O3 g++ at -O3, -Werror: every test, example and docs TU compiled (objects only,
#                nothing run) but the property tests, the dump tools and the docs' webhook server:
#                the optimizer's warnings (-Wmaybe-uninitialized) at its top level
#   (build/gcc-O1, not in the default list: the same at -O1, every TU at the optimizer's first level)
#
# The packaging checks run in the gcc stage (CTest label packaging), without Conan or
# vcpkg: packaging.conan_export (the test tree builds from exactly what conanfile.py exports and
# `conan create` runs only tests that need the compiler) and packaging.vcpkg_port (the port's
# CMake invocation on a scripts/release.py --dry-run archive, consumers of every component);
# a stage in which either did not run and pass fails.
#
# Incremental: re-running reuses the build directories. Runs every stage even if one fails,
# then prints a summary and exits non-zero if anything failed.
# Environment: JOBS (default 2), VERSIONED_STAGES (default "gcc clang asan fuzz gcc-ubsan
# libcxx gcc-O3"), VERSIONED_FUZZ_SECONDS (default 10), LIBCXX_TESTS (the libcxx stage's -R).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

scripts/setup.sh

jobs="${JOBS:-2}"
stages="${VERSIONED_STAGES:-gcc clang asan fuzz gcc-ubsan libcxx gcc-O3}"
generator=(-G Ninja)
command -v ninja >/dev/null 2>&1 || generator=()

# The libcxx stage's subset: each component's runtime tests and properties, the examples and the
# user-code warning tests.
libcxx_tests="${LIBCXX_TESTS:-^(json|json_property|convert|round_trip|value_conversion|enum|variant_json|residue_values|k8s_review|k8s_quantity|k8s_crd|schema|constraints|constraints_regex|example\.[a-z_]+|warnings\.(user_code\.O0|shadow_globals))\$}"

summaries=()
total_passed=0
total_failed=0
status=0
script_start=$SECONDS

# The object files of a build directory's tests, examples and docs snippets (not the header
# checks, which hold no code, nor the packaging tests' copies of a few of them against the
# single header): what the gcc-O1/gcc-O3 stages compile.
object_targets() { # object_targets <dir> [grep -E pattern of objects left out]
    ninja -C "$1" -t targets all | sed -n 's/^\(.*\.o\): .*/\1/p' | grep -v -e '/header_check/' -e '^tests/packaging/' \
        | grep -vE "${2:-^$}" | sort -u
}

# The build targets the tests selected by <ctest args> run: every path inside the build directory
# that such a test's add_test() names and ninja builds (executables, the compile-fail PCH). The
# CTestTestfile.cmake files, not `ctest --show-only`'s commands: those are empty for executables
# not built yet.
test_targets() { # test_targets <dir> <ctest args...>
    local dir="$1"
    shift
    python3 -c '
import glob, json, os, re, sys
build = os.path.abspath(sys.argv[1])
targets = {line.split(":")[0] for line in open(sys.argv[2])}
selected = {test["name"] for test in json.load(open(sys.argv[3]))["tests"]}
wanted = set()
for testfile in glob.glob(os.path.join(build, "**", "CTestTestfile.cmake"), recursive=True):
    for line in open(testfile):
        m = re.match(r"add_test\(\[=\[(.*?)\]=\]", line)
        if m and m.group(1) in selected:
            for path in re.findall(re.escape(build) + r"/[^;|,\" ]+", line):
                if os.path.relpath(path, build) in targets:
                    wanted.add(os.path.relpath(path, build))
print("\n".join(sorted(wanted)))
' "$dir" <(ninja -C "$dir" -t targets all) <(ctest --test-dir "$dir" --show-only=json-v1 "$@")
}

stage() { # stage <name> <c++ compiler> <ctest args...> -- <cmake args...>
    # BUILD_TARGETS (a list, optional): build only those; "objects": object_targets, no tests
    # run; "tests": test_targets, what the selected tests run.
    local name="$1" cxx="$2"
    shift 2
    local ctest_args=()
    while [ $# -gt 0 ] && [ "$1" != "--" ]; do ctest_args+=("$1"); shift; done
    [ $# -gt 0 ] && shift
    local dir="build/$name" start=$SECONDS

    echo
    echo "=============================== $name ($cxx) ==============================="
    if ! CXX="$cxx" cmake -S . -B "$dir" "${generator[@]}" -DCMAKE_CXX_COMPILER="$cxx" -DVERSIONED_WERROR=ON "$@"; then
        summaries+=("$name: CONFIGURE FAILED")
        status=1
        return
    fi
    local targets=()
    if [ "${BUILD_TARGETS:-}" = "objects" ]; then
        mapfile -t targets < <(object_targets "$dir" "${OBJECTS_LEFT_OUT:-}")
    elif [ "${BUILD_TARGETS:-}" = "tests" ]; then
        mapfile -t targets < <(test_targets "$dir" "${ctest_args[@]}")
    elif [ -n "${BUILD_TARGETS:-}" ]; then
        read -r -a targets <<< "$BUILD_TARGETS"
    fi
    if ! cmake --build "$dir" -j "$jobs" ${targets[@]+--target "${targets[@]}"}; then
        summaries+=("$name: BUILD FAILED ($((SECONDS - start)) s)")
        status=1
        return
    fi
    if [ "${BUILD_TARGETS:-}" = "objects" ]; then
        summaries+=("$name: ${#targets[@]} objects compiled warning-free ($((SECONDS - start)) s)")
        return
    fi
    local log="$dir/ctest.log" rc=0
    ctest --test-dir "$dir" --output-on-failure --no-tests=error -j "$jobs" "${ctest_args[@]}" \
        2>&1 | tee "$log" || rc=$?
    local line
    line=$(grep -E "tests passed, [0-9]+ tests? failed out of [0-9]+" "$log" | tail -n 1 || true)
    if [[ "$line" =~ ([0-9]+)\ tests?\ failed\ out\ of\ ([0-9]+) ]]; then
        local failed="${BASH_REMATCH[1]}" all="${BASH_REMATCH[2]}"
        total_failed=$((total_failed + failed))
        total_passed=$((total_passed + all - failed))
    fi
    if [ "$rc" -ne 0 ]; then
        status=1
        summaries+=("$name: TESTS FAILED: ${line:-no CTest summary} ($((SECONDS - start)) s)")
    else
        summaries+=("$name: $line ($((SECONDS - start)) s)")
    fi
}

packaging_checks() { # packaging_checks <stage>: the export check and the port check passed
    local test
    for test in packaging.conan_export packaging.vcpkg_port; do
        if ! grep -qE "Test +#[0-9]+: ${test//./\\.} \.+ +Passed" "build/$1/ctest.log" 2>/dev/null; then
            summaries+=("$1: $test did not run and pass")
            status=1
        fi
    done
}

for s in $stages; do
    case "$s" in
        gcc)
            # the benchmarks are built by their own scripts when measured (benchmarks/run_all.sh,
            # each benchmark's run.py), not here: 140 s of CPU the 45 minutes no longer have
            stage gcc g++ -- \
                -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG=-O0 -DVERSIONED_BUILD_BENCHMARKS=OFF
            packaging_checks gcc ;;
        clang)
            # clang's warnings come from its front end, whatever the -O level: the user-code
            # warning test at one level (g++, whose optimizer warns, compiles it at each); the
            # docs' copy of the webhook server is the example operator's, which gcc compiles;
            # the consumer tests check the CMake and pkg-config packages, whose contents do not
            # depend on the compiler: the gcc stage runs them
            BUILD_TARGETS=tests stage clang clang++ -LE runtime \
                -E '^(warnings\.user_code\.(O1|O2|O3|Os)|docs\.webhook_server|consumer\..*)$' -- \
                -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG=-O0 \
                -DVERSIONED_PACKAGING_TESTS=OFF -DVERSIONED_BUILD_BENCHMARKS=OFF ;;
        asan)
            # json.validate checks the schemas against documents the writer wrote, which the gcc
            # stage runs: here its dump tool alone cost a minute of CPU under ASan, and the
            # writer's memory safety is the JSON tests' (json, json_property) here; likewise
            # yaml.pyyaml_oracle checks values (the YAML decoders' memory: yaml and fuzz.yaml)
            BUILD_TARGETS=tests stage asan clang++ -L runtime -E '^(json\.validate|yaml\.pyyaml_oracle)$' -- \
                -DCMAKE_BUILD_TYPE=Debug "-DCMAKE_CXX_FLAGS_DEBUG=-O0 -gline-tables-only" -DVERSIONED_SANITIZE=ON \
                -DVERSIONED_BUILD_EXAMPLES=OFF -DVERSIONED_BUILD_BENCHMARKS=OFF ;;
        fuzz)
            stage fuzz clang++ -L fuzz -- \
                -DCMAKE_BUILD_TYPE=RelWithDebInfo "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -g" \
                -DVERSIONED_FUZZ=ON "-DVERSIONED_FUZZ_SECONDS=${VERSIONED_FUZZ_SECONDS:-10}" \
                -DVERSIONED_BUILD_EXAMPLES=OFF -DVERSIONED_BUILD_BENCHMARKS=OFF -DVERSIONED_INSTALL=OFF ;;
        gcc-ubsan)
            BUILD_TARGETS="test_schema test_k8s_crd schema_dump crd_dump" \
            stage gcc-ubsan g++ -R "^(schema|k8s_crd|schema\.validate|k8s\.crd_validate)$" -- \
                -DCMAKE_BUILD_TYPE=Debug -DVERSIONED_SANITIZE=ON -DVERSIONED_SANITIZE_CHECKS=undefined \
                -DVERSIONED_BUILD_EXAMPLES=OFF -DVERSIONED_BUILD_BENCHMARKS=OFF -DVERSIONED_INSTALL=OFF ;;
        libcxx)
            # Boost.JSON's compiled library is built against libstdc++: its interop test is left
            # out (CMAKE_DISABLE_FIND_PACKAGE_boost_json), as on a system without it.
            BUILD_TARGETS=tests stage libcxx clang++-16 -R "$libcxx_tests" -- \
                -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG=-O0 "-DCMAKE_CXX_FLAGS=-stdlib=libc++" \
                "-DCMAKE_EXE_LINKER_FLAGS=-stdlib=libc++" -DCMAKE_DISABLE_FIND_PACKAGE_boost_json=ON \
                -DVERSIONED_PACKAGING_TESTS=OFF -DVERSIONED_BUILD_BENCHMARKS=OFF -DVERSIONED_INSTALL=OFF ;;
        gcc-O1 | gcc-O3)
            # gcc-O3 leaves out the property tests (tests/*_properties.cpp, tests/*/properties.cpp)
            # and the schema/CRD/YAML printing tools (the library code they instantiate, the
            # other tests do), the docs' pages (the examples and tests instantiate what they show; the
            # webhook server's copy is the example operator's) and the tests of compile-time
            # behaviour only (struct_large, macro_hygiene): about 300 s of CI's 45 minutes, the
            # YAML, TOML and tree-walk properties another 140 s (benchmarks/RESULTS.md)
            OBJECTS_LEFT_OUT="$([ "$s" = gcc-O3 ] && echo '[_/]propert(y|ies)\.cpp\.o$|/docs_[a-z_]*\.dir/|/[a-z_]*_?dump[a-z_]*\.dir/|/yaml_echo\.dir/|/test_(struct_large|macro_hygiene)\.dir/')" \
            BUILD_TARGETS=objects stage "$s" g++ -- \
                -DCMAKE_BUILD_TYPE=Release "-DCMAKE_CXX_FLAGS_RELEASE=-${s#gcc-}" \
                -DVERSIONED_BUILD_BENCHMARKS=OFF -DVERSIONED_INSTALL=OFF ;;
        *)
            echo "test.sh: unknown stage '$s' (gcc, clang, asan, fuzz, gcc-ubsan, libcxx, gcc-O1, gcc-O3)" >&2
            exit 2 ;;
    esac
done

echo
echo "=============================== summary ==============================="
for line in "${summaries[@]}"; do
    echo "$line"
done
echo "elapsed: $((SECONDS - script_start)) s"
echo "total: $total_passed passed, $total_failed failed"
exit "$status"
