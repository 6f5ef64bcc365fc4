#!/bin/bash
# Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
# Where a case's instructions go (callgrind self cost from bench.sh's WORKDIR/cg/CASE.DOC.out),
# by owner: the parser's library (libfyaml, toml++, yaml-cpp), versioned's code, malloc/free,
# the rest of libc and libstdc++; then the top functions of versioned's own code. Per run.
# usage: breakdown.sh WORKDIR CASE DOC [TOP]     e.g. breakdown.sh /tmp/yamltoml yaml.read.versioned large
set -euo pipefail
f="$1/cg/$2.$3.out"
top="${4:-8}"
reps=$(sed -n 's/^cmd: .* \([0-9][0-9]*\)$/\1/p' "$f")   # bench ir CASE DOC REPS: counts per run
callgrind_annotate --threshold=100 "$f" 2>/dev/null | awk -v top="$top" -v reps="${reps:-1}" '
  /PROGRAM TOTALS/ { gsub(",", "", $1); total = $1; next }
  /^ *[0-9,]+ \(/ && total {
    ir = $1; gsub(",", "", ir); ir /= reps
    line = $0; sub(/^ *[0-9,]+ \( *[0-9.]+%\) +/, "", line)
    if (line ~ /libfyaml/) k = "libfyaml"
    else if (line ~ /libyaml-cpp|YAML::/) k = "yaml-cpp"
    else if (line ~ /toml::v3/) k = "toml++"
    else if (line ~ /versioned::/) k = "versioned"
    else if (line ~ /malloc|free|_int_|operator new|operator delete|cfree/) k = "malloc/free"
    else if (line ~ /libc\.so/) k = "libc other"
    else k = "other (inlined std::, libstdc++)"
    sum[k] += ir
    if (k == "versioned" && n < top) { own[n++] = sprintf("  %12d  %s", ir, substr(line, 1, 150)) }
  }
  END {
    printf "%d instructions per run\n", total / reps
    for (k in sum) printf "  %12d  %5.1f%%  %s\n", sum[k], 100 * sum[k] * reps / total, k | "sort -rn"
    close("sort -rn")
    print "versioned'"'"'s top functions (self):"
    for (i = 0; i < n; ++i) print own[i]
  }'
