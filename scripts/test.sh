#!/usr/bin/env bash
# The test command of versioned: every check CI runs.
#
#   build/gcc    g++,     Debug (-O0, assertions on): runtime, compile(-fail), header,
#                         consumer and example tests; benchmarks are built
#   build/clang  clang++, -O2 with assertions on (no NDEBUG): the same, benchmarks off
#                (no -g in these two: debug information is a fifth of their build time, and
#                the sanitizer build, which keeps -g, is where stack traces matter)
#   build/asan   clang++, VERSIONED_SANITIZE=ON (ASan + UBSan): runtime tests only
#   build/fuzz   clang++, VERSIONED_FUZZ=ON: the libFuzzer targets of the JSON reader, each run
#                for VERSIONED_FUZZ_SECONDS (default 20) from the seed corpus tests/fuzz/corpus
#
# The packaging checks run in the gcc and clang stages (CTest label packaging), without Conan or
# vcpkg: packaging.conan_export (the test tree builds from exactly what conanfile.py exports and
# `conan create` runs only tests that need the compiler) and packaging.vcpkg_port (the port's
# CMake invocation on a scripts/release.py --dry-run archive, consumers of every component);
# a stage in which either did not run and pass fails.
#
# Incremental: re-running reuses the build directories. Runs every stage even if one fails,
# then prints a summary and exits non-zero if anything failed.
# Environment: JOBS (default 2), VERSIONED_STAGES (default "gcc clang asan fuzz"),
# VERSIONED_FUZZ_SECONDS (default 20).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

scripts/setup.sh

jobs="${JOBS:-2}"
stages="${VERSIONED_STAGES:-gcc clang asan fuzz}"
generator=(-G Ninja)
command -v ninja >/dev/null 2>&1 || generator=()

summaries=()
total_passed=0
total_failed=0
status=0
script_start=$SECONDS

stage() { # stage <name> <c++ compiler> <ctest args...> -- <cmake args...>
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
    if ! cmake --build "$dir" -j "$jobs"; then
        summaries+=("$name: BUILD FAILED ($((SECONDS - start)) s)")
        status=1
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
            stage gcc g++ -- \
                -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG=-O0
            packaging_checks gcc ;;
        clang)
            stage clang clang++ -- \
                -DCMAKE_BUILD_TYPE=RelWithDebInfo "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O2" \
                -DVERSIONED_BUILD_BENCHMARKS=OFF
            packaging_checks clang ;;
        asan)
            stage asan clang++ -L runtime -- \
                -DCMAKE_BUILD_TYPE=Debug -DVERSIONED_SANITIZE=ON \
                -DVERSIONED_BUILD_EXAMPLES=OFF -DVERSIONED_BUILD_BENCHMARKS=OFF ;;
        fuzz)
            stage fuzz clang++ -L fuzz -- \
                -DCMAKE_BUILD_TYPE=RelWithDebInfo "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -g" \
                -DVERSIONED_FUZZ=ON "-DVERSIONED_FUZZ_SECONDS=${VERSIONED_FUZZ_SECONDS:-20}" \
                -DVERSIONED_BUILD_EXAMPLES=OFF -DVERSIONED_BUILD_BENCHMARKS=OFF -DVERSIONED_INSTALL=OFF ;;
        *)
            echo "test.sh: unknown stage '$s' (gcc, clang, asan, fuzz)" >&2
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
