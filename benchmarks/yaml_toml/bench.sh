#!/bin/bash
# Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
# Runs every case of bin/bench on WORKDIR/small.* and WORKDIR/large.* (build.sh makes them) and
# prints a Markdown table per document: instructions per run (callgrind, counted inside
# bench_measured only, after a warm-up run; the call graphs kept in WORKDIR/cg/ for
# callgrind_annotate), per byte, the ratio to the group's reference, the best wall time of N
# runs, and the maximum RSS of a process making one run less that of one making none.
# usage: bench.sh [WORKDIR] [CASE...]   (all cases by default)
set -euo pipefail
w="${1:-/tmp/yamltoml}"
shift || true
cd "$w"
mkdir -p cg
if [ $# -gt 0 ]; then cases=("$@"); else mapfile -t cases < <(bin/bench list); fi

label() {
  case $1 in
    yaml.read.versioned)      echo 'YAML read | **versioned `yaml::read<Config>`**' ;;
    yaml.read.versioned_tree) echo 'YAML read | versioned'"'"'s tree only (libfyaml events → tree, no typed walk)' ;;
    yaml.read.fy_events)      echo 'YAML read | libfyaml events alone (`fy_parser_parse`)' ;;
    yaml.read.fy_document)    echo 'YAML read | libfyaml document alone (`fy_document_build_from_string`) = ref' ;;
    yaml.read.yamlcpp_typed)  echo 'YAML read | yaml-cpp `YAML::Load` + `as<Config>()`' ;;
    yaml.read.yamlcpp_dom)    echo 'YAML read | yaml-cpp `YAML::Load` alone' ;;
    yaml.write.versioned)     echo 'YAML write | **versioned `yaml::write`** = ref' ;;
    yaml.write.yamlcpp)       echo 'YAML write | yaml-cpp `Emitter << Node(value)`' ;;
    toml.read.versioned)      echo 'TOML read | **versioned `toml::read<Config>`**' ;;
    toml.read.versioned_tree) echo 'TOML read | versioned'"'"'s tree only (`toml::parse` → tree, no typed walk)' ;;
    toml.read.tomlpp_dom)     echo 'TOML read | toml++ `toml::parse` alone = ref' ;;
    toml.read.tomlpp_typed)   echo 'TOML read | toml++ `toml::parse` + typed walk by hand' ;;
    toml.write.versioned)     echo 'TOML write | **versioned `toml::write`** = ref' ;;
    toml.write.tomlpp)        echo 'TOML write | toml++ table by hand + `os << table`' ;;
    json.read.versioned)      echo 'JSON read | versioned `json::read<Config>` = ref' ;;
    json.write.versioned)     echo 'JSON write | versioned `json::write` = ref' ;;
    *) echo "? | $1" ;;
  esac
}

group3() { sed ':a;s/\B[0-9]\{3\}\>/,&/;ta' <<<"$1"; }   # 1234567 -> 1,234,567
maxrss() { /usr/bin/time -v bin/bench rss "$1" "$2" "$3" 2>&1 >/dev/null | sed -n 's/.*Maximum resident set size (kbytes): //p'; }

for doc in small large; do
  if [ $doc = small ]; then reps=10 runs=200; else reps=1 runs=20; fi
  rows=$(mktemp)
  for c in "${cases[@]}"; do
    out=$(valgrind --tool=callgrind --collect-atstart=no --toggle-collect=bench_measured \
            --callgrind-out-file="cg/$c.$doc.out" bin/bench ir "$c" "$doc" $reps 2>&1)
    ir=$(sed -n 's/.*Collected : \([0-9]*\).*/\1/p' <<<"$out")
    bytes=$(sed -n 's/^bytes=//p' <<<"$out")
    us=$(bin/bench time "$c" "$doc" $runs | sed -n 's/^best_us=//p')
    r0=$(maxrss "$c" "$doc" 0); r1=$(maxrss "$c" "$doc" 1)
    echo "$c	$bytes	$((ir / reps))	$us	$r1	$((r1 - r0))" >>"$rows"
  done
  echo
  echo "$doc: $(stat -c %s $doc.yaml) bytes of YAML, $(stat -c %s $doc.toml) of TOML, $(stat -c %s $doc.json) of JSON; wall time best of $runs runs"
  echo
  echo "| operation | route | bytes | instructions | per byte | × ref | wall µs | max RSS KiB (+ over none) |"
  echo "|---|---|---:|---:|---:|---:|---:|---:|"
  while IFS=$'\t' read -r c bytes ir us rss drss; do
    group=${c%.*}
    ref=$(awk -F'\t' -v g="$group" '{ split($1, p, "."); k = p[1] "." p[2] }
          k == g && ($1 ~ /fy_document$/ || $1 ~ /tomlpp_dom$/ || (g !~ /read$/ && $1 ~ /versioned$/) || g == "json.read") { print $3; exit }' "$rows")
    printf "| %s | %s | %s | %s | %s | %s | %s |\n" "$(label "$c")" \
      "$(group3 "$bytes")" "$(group3 "$ir")" "$(awk -v a="$ir" -v b="$bytes" 'BEGIN { printf "%.0f", a / b }')" \
      "$(awk -v a="$ir" -v b="${ref:-0}" 'BEGIN { if (b > 0) printf "%.2f", a / b; else printf "—" }')" \
      "$us" "$(group3 "$rss") ($( [ "$drss" -ge 0 ] && echo +)$(group3 "$drss"))"
  done <"$rows"
  rm -f "$rows"
done
