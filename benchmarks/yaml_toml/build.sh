#!/bin/bash
# Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
# Builds the benchmark into WORKDIR/bin/bench and writes its documents, WORKDIR/small.* (6
# backends, ~2 KB of YAML) and WORKDIR/large.* (1000 backends, ~200 KB), checking that every
# route reads them back (README.md). usage: build.sh [WORKDIR]
set -euo pipefail
src="$(cd "$(dirname "$0")" && pwd)"
w="${1:-/tmp/yamltoml}"
mkdir -p "$w/bin"
g++ -std=c++20 -O2 -DNDEBUG -I"$src/../../include" -o "$w/bin/bench" "$src/bench.cpp" \
    $(pkg-config --cflags --libs libfyaml yaml-cpp)
"$w/bin/bench" gen 6 "$w/small"
"$w/bin/bench" gen 1000 "$w/large"
