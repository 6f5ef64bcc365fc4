#!/usr/bin/env bash
# Builds every example (g++, build/examples) and runs each in turn.
# Environment: JOBS (default 2).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

scripts/setup.sh

dir=build/examples
generator=(-G Ninja)
command -v ninja >/dev/null 2>&1 || generator=()

CXX=g++ cmake -S . -B "$dir" "${generator[@]}" -DCMAKE_CXX_COMPILER=g++ \
    -DCMAKE_BUILD_TYPE=Debug \
    -DVERSIONED_BUILD_EXAMPLES=ON -DVERSIONED_BUILD_TESTS=OFF \
    -DVERSIONED_BUILD_BENCHMARKS=OFF -DVERSIONED_INSTALL=OFF >/dev/null
cmake --build "$dir" -j "${JOBS:-2}"

manifest="$dir/examples/examples.txt"
if [ ! -s "$manifest" ]; then
    echo "run-examples: no examples (examples/*.cpp) yet"
    exit 0
fi

failed=()
count=0
while IFS=$'\t' read -r name path; do
    count=$((count + 1))
    echo
    echo "==> $name"
    rc=0
    "$path" </dev/null || rc=$?
    if [ "$rc" -ne 0 ]; then
        echo "run-examples: $name FAILED (exit $rc)" >&2
        failed+=("$name")
    fi
done <"$manifest"

# The webhook operator (examples/k8s_operator) is a server: run its one-shot modes instead.
operator_manifest="$dir/examples/k8s_operator.txt"
if [ -s "$operator_manifest" ]; then
    IFS=$'\t' read -r operator review <"$operator_manifest"
    for mode in print-crd convert-stdin; do
        count=$((count + 1))
        echo
        echo "==> k8s_operator --$mode"
        rc=0
        if [ "$mode" = print-crd ]; then
            "$operator" --print-crd </dev/null || rc=$?
        else
            "$operator" --convert-stdin <"$review" || rc=$?
        fi
        if [ "$rc" -ne 0 ]; then
            echo "run-examples: k8s_operator --$mode FAILED (exit $rc)" >&2
            failed+=("k8s_operator --$mode")
        fi
    done
fi

echo
if [ ${#failed[@]} -ne 0 ]; then
    echo "run-examples: $((count - ${#failed[@]})) of $count examples ran, failed: ${failed[*]}" >&2
    exit 1
fi
echo "run-examples: all $count examples ran"
