// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
// shared helpers for the harnesses
#pragma once
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
inline std::string read_file(const char* path) {
  FILE* f = std::fopen(path, "rb");
  if (!f) { std::perror(path); std::exit(2); }
  std::string s; char buf[65536]; size_t n;
  while ((n = std::fread(buf, 1, sizeof buf, f)) > 0) s.append(buf, n);
  std::fclose(f); return s;
}
inline std::string esc(std::string_view v) {
  std::string o; o.reserve(v.size());
  for (char c : v) switch (c) {
    case '\\': o += "\\\\"; break; case '\0': o += "\\0"; break;
    case '\b': o += "\\b"; break;  case '\n': o += "\\n"; break;
    case '\r': o += "\\r"; break;  case '\t': o += "\\t"; break;
    default: o += c;
  }
  return o;
}
// mode: "ev" = print test-suite events; "evm" = events + marks; "bench" = parse, no output
struct Mode { bool print = false, marks = false, bench = false; int reps = 1; };
inline Mode parse_mode(int argc, char** argv) {
  Mode m; std::string a = argc > 1 ? argv[1] : "ev";
  if (a == "ev") m.print = true; else if (a == "evm") m.print = m.marks = true; else m.bench = true;
  if (argc > 3) m.reps = std::atoi(argv[3]);
  return m;
}
