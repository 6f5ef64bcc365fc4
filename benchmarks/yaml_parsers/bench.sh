#!/bin/bash
# Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
# Speed/memory: callgrind Ir (parse only = Ir(reps=1) - Ir(reps=0)), wall best-of-5 (in-process timer, 1 parse/run), max RSS delta
cd "${1:-/tmp/yamlcmp}" # the work directory (README.md): bin/ from build.sh, bench.yaml and bench.toml from gen.py
run() { # name bin mode file
  local name=$1 bin=$2 mode=$3 file=$4
  ir() { nice -n 10 valgrind --tool=callgrind --callgrind-out-file=/dev/null bin/$bin $mode $file $1 2>&1 | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'; }
  local i0=$(ir 0) i1=$(ir 1)
  local best=999999
  for k in 1 2 3 4 5; do t=$(nice -n 10 bin/$bin $mode $file 1 2>&1 >/dev/null | sed -n 's/.*ms\/parse=\([0-9.]*\).*/\1/p'); best=$(echo "$t $best" | awk '{print ($1<$2)?$1:$2}'); done
  local r0=$(nice -n 10 /usr/bin/time -f %M bin/$bin $mode $file 0 2>&1 >/dev/null | tail -1)
  local r1=$(nice -n 10 /usr/bin/time -f %M bin/$bin $mode $file 1 2>&1 >/dev/null | tail -1)
  printf "| %s | %s | %'d | %.1f | %s | %s |\n" "$name" "$(basename $file)" $((i1 - i0)) "$(echo "($i1-$i0)/$(stat -c %s $file)" | bc -l)" "$best" "$((r1 - r0))"
}
echo "| config | input | parse Ir | Ir/byte | wall ms best-of-5 | max RSS delta KiB |"
echo "|---|---|---:|---:|---:|---:|"
run "libfyaml events (fy_parser_parse)" h_fyaml bench bench.yaml
run "libfyaml documents (fy_parse_load_document + walk)" h_fyaml load bench.yaml
run "libyaml events (yaml_parser_parse)" h_libyaml bench bench.yaml
run "yaml-cpp EventHandler (YAML::Parser)" h_yamlcpp bench bench.yaml
run "yaml-cpp YAML::LoadAll + walk" h_yamlcpp load bench.yaml
run "toml++ toml::parse + walk (shared lib)" h_toml_so bench bench.toml
run "toml++ toml::parse + walk (header-only)" h_toml_ho bench bench.toml
