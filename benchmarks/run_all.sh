#!/usr/bin/env bash
# Regenerates every benchmark result of versioned, then the tables of benchmarks/RESULTS.md:
#
#   1. compile-time sweep (compile_time/run.py): F x V cells, g++/clang++, -O0/-O2, library vs
#      hand-written, plus the cost of including the headers   -> results/compile_time*.{csv,json,md}
#   2. clang -ftime-trace of the 50 x 10 TUs (compile_time/time_trace.py) -> results/time_trace.md
#   3. the chart (compile_time/plot.py, an SVG written directly) -> results/compile_time.svg
#   4. run-time benchmarks and callgrind instruction ratios (runtime/run.py), g++ and clang++
#                                                               -> results/runtime*.{csv,json,md}, callgrind.csv
#   4b. JSON: versioned::json against Boost.JSON, nlohmann, RapidJSON, simdjson and (when
#      JSON_ARGS points at its headers: --glaze-gcc DIR --glaze-clang DIR) glaze, three documents,
#      one interleaved run and callgrind counts per compiler (json/run.py) -> results/json*.{csv,json,md}
#      and the compile time of reading/writing the 50 x 10 struct against hand-written Boost.JSON
#      tag_invoke (compile_time/run.py --json)                  -> results/json_compile_time/
#   4c. the compile time of the 50 x 10 kind's merged CRD against the same CRD as a literal
#      (compile_time/run.py --crd)                               -> results/crd_compile_time/
#   5. RESULTS.md: the generated sections (between <!-- begin: ... --> markers) are replaced,
#      the hand-written analysis is kept (make_results.py)
#
# Usage: benchmarks/run_all.sh [--quick]
#   --quick   a subset of the sweep with 1 run per compile (minutes instead of an hour)
# Environment (the defaults are what RESULTS.md was made with: 3 runs at -O2 and 1 at -O0, as
# 3 runs everywhere would take well over an hour on 2 shared cores):
#   RUNS     runs per -O2 compile (default 3; the median is reported)
#   RUNS_O0  runs per -O0 compile (default 1)
#   BIG_FV   if set, cells with F*V above it get 1 run at -O2 too (a shorter sweep on a busy machine)
#   LIBRARY_REV  compile the headers of this git revision in the compile-time steps (default:
#            the work tree's include/, snapshotted at the start of each step)
#   CT_ARGS  more arguments for compile_time/run.py (e.g. "--types scalars")
#   RT_ARGS  arguments for runtime/run.py (e.g. "--compilers g++")
#   JSON_ARGS  arguments for json/run.py (e.g. "--rounds 81", or glaze's headers, fetched by
#            hand outside the repository: "--glaze-gcc /tmp/glaze-2.9.5/include --glaze-clang
#            /tmp/glaze-2.5.1/include")
# Installs the Debian packages it needs when missing (apt-get update first). Nothing else is
# downloaded.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

packages=(time valgrind libbenchmark-dev python3 g++ clang cmake ninja-build binutils
          libboost1.81-dev libboost-json1.81-dev nlohmann-json3-dev rapidjson-dev libsimdjson-dev)
missing=()
for package in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "run_all.sh: installing ${missing[*]}"
    as_root=()
    [ "$(id -u)" -eq 0 ] || as_root=(sudo)
    "${as_root[@]}" apt-get update
    "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y "${missing[@]}"
fi

# Debian's interpreter (another python3, e.g. pyenv's, may come first in PATH).
py=/usr/bin/python3
[ -x "$py" ] || py=python3

quick=()
if [ "${1:-}" = "--quick" ]; then
    quick=(--quick)
    shift
fi
[ $# -eq 0 ] || { echo "usage: benchmarks/run_all.sh [--quick]" >&2; exit 2; }

rev=()
[ -z "${LIBRARY_REV:-}" ] || rev=(--library-rev "$LIBRARY_REV")

start=$SECONDS
echo "==> compile time: benchmarks/compile_time/run.py"
if [ ${#quick[@]} -gt 0 ]; then
    # shellcheck disable=SC2086
    "$py" benchmarks/compile_time/run.py --quick "${rev[@]}" ${CT_ARGS:-}
else
    # shellcheck disable=SC2086
    big=()
    [ -z "${BIG_FV:-}" ] || big=(--big-fv "$BIG_FV" --big-runs 1)
    "$py" benchmarks/compile_time/run.py --runs "${RUNS:-3}" --runs-o0 "${RUNS_O0:-1}" "${big[@]}" "${rev[@]}" \
        ${CT_ARGS:-}
fi
echo "==> the 50 x 10 cell alone, 5 interleaved runs at -O2 (the headline ratio, on a quieter machine)"
"$py" benchmarks/compile_time/run.py --fields 50 --versions 10 --opts=-O2 --runs 5 --no-headers \
    --out benchmarks/results/cell_50x10 "${rev[@]}"
if [ -f include/versioned/schema.hpp ]; then
    echo "==> the 50 x 10 cell without the schemas, for comparison"
    "$py" benchmarks/compile_time/run.py --fields 50 --versions 10 --opts=-O2 --runs "${RUNS:-3}" \
        --schemas off --no-headers --out benchmarks/results/no_schemas "${rev[@]}"
fi
echo "==> clang -ftime-trace: benchmarks/compile_time/time_trace.py"
"$py" benchmarks/compile_time/time_trace.py "${rev[@]}"
"$py" benchmarks/compile_time/time_trace.py --schemas off --top 8 --name time_trace_no_schemas "${rev[@]}"
echo "==> chart: benchmarks/compile_time/plot.py"
"$py" benchmarks/compile_time/plot.py
echo "==> run time and callgrind: benchmarks/runtime/run.py"
# shellcheck disable=SC2086
"$py" benchmarks/runtime/run.py ${RT_ARGS:-}
echo "==> JSON: benchmarks/json/run.py"
# shellcheck disable=SC2086
"$py" benchmarks/json/run.py ${JSON_ARGS:-}
echo "==> JSON compile time: the 50 x 10 cell, versioned::json against hand-written Boost.JSON tag_invoke"
"$py" benchmarks/compile_time/run.py --json --fields 50 --versions 10 --opts=-O2 --runs "${RUNS:-3}" --no-headers \
    --out benchmarks/results/json_compile_time "${rev[@]}"
echo "==> CRD compile time: the 50 x 10 kind's merged CRD (crd_yaml) against the same CRD as a literal"
"$py" benchmarks/compile_time/run.py --crd --fields 50 --versions 10 --opts=-O2 --runs "${RUNS:-3}" --no-headers \
    --out benchmarks/results/crd_compile_time "${rev[@]}"
echo "==> benchmarks/RESULTS.md"
"$py" benchmarks/make_results.py
echo "run_all.sh: done in $((SECONDS - start)) s; see benchmarks/RESULTS.md"
