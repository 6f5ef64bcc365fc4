#!/bin/bash
# Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
# Builds the parser harnesses into WORKDIR/bin (README.md). usage: build.sh [WORKDIR]
set -euo pipefail
src="$(cd "$(dirname "$0")" && pwd)"
out="${1:-/tmp/yamlcmp}/bin"
mkdir -p "$out"
g++ -std=c++20 -O2 -o "$out/h_fyaml" "$src/h_fyaml.cpp" $(pkg-config --cflags --libs libfyaml)
g++ -std=c++20 -O2 -o "$out/fy_err" "$src/fy_err.cpp" $(pkg-config --cflags --libs libfyaml)
g++ -std=c++20 -O2 -o "$out/h_libyaml" "$src/h_libyaml.cpp" $(pkg-config --cflags --libs yaml-0.1)
g++ -std=c++20 -O2 -o "$out/h_yamlcpp" "$src/h_yamlcpp.cpp" $(pkg-config --cflags --libs yaml-cpp)
g++ -std=c++20 -O2 -o "$out/h_toml_so" "$src/h_toml.cpp" $(pkg-config --cflags --libs tomlplusplus)
g++ -std=c++20 -O2 -o "$out/h_toml_ho" "$src/h_toml.cpp"                     # header-only (TOML_HEADER_ONLY=1)
g++ -std=c++20 -O2 -fno-exceptions -o "$out/h_toml_noex" "$src/h_toml.cpp"   # header-only, no exceptions
