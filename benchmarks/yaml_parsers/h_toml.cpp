// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
// toml++ harness: usage h_toml {bench|pos} file [reps]
#include <toml++/toml.h>
#include <chrono>
#include <iostream>
#include "common.hpp"
static size_t walk(const toml::node& n) {
  size_t s = 0;
  if (auto t = n.as_table()) { for (auto&& [k, v] : *t) s += k.str().size() + walk(v); }
  else if (auto a = n.as_array()) { for (auto&& v : *a) s += walk(v); }
  else if (auto str = n.as_string()) s += str->get().size();
  else s += 1;
  return s;
}
static void pos(const toml::node& n, const std::string& path) {
  auto& r = n.source();
  std::printf("%-40s %-8s begin=%u:%u end=%u:%u\n", path.c_str(), std::string(toml::impl::node_type_friendly_names[(int)n.type()]).c_str(), r.begin.line, r.begin.column, r.end.line, r.end.column);
  if (auto t = n.as_table()) for (auto&& [k, v] : *t) {
    std::printf("  key '%s' key.source begin=%u:%u end=%u:%u\n", std::string(k.str()).c_str(), k.source().begin.line, k.source().begin.column, k.source().end.line, k.source().end.column);
    pos(v, path + "." + std::string(k.str())); }
  else if (auto a = n.as_array()) { int i = 0; for (auto&& v : *a) pos(v, path + "[" + std::to_string(i++) + "]"); }
}
int main(int argc, char** argv) {
  std::string a = argc > 1 ? argv[1] : "bench"; std::string in = read_file(argv[2]);
  int reps = argc > 3 ? std::atoi(argv[3]) : 1; size_t sink = 0; int rc = 0;
  auto t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < reps; ++i) {
#if TOML_EXCEPTIONS
    try { toml::table t = toml::parse(in, std::string_view(argv[2])); sink += walk(t); if (a == "pos") pos(t, "$"); }
    catch (const toml::parse_error& e) {
      rc = 1; const auto& s = e.source();
      std::printf("parse_error: description=\"%s\" begin=%u:%u end=%u:%u path=%s\n  operator<<: ", std::string(e.description()).c_str(), s.begin.line, s.begin.column, s.end.line, s.end.column, s.path ? s.path->c_str() : "-");
      std::cout << e << "\n";
    }
#else
    toml::parse_result r = toml::parse(in, std::string_view(argv[2]));
    if (!r) { rc = 1; std::cout << "parse_error (noexcept): " << r.error() << "\n"; }
    else { sink += walk(r.table()); if (a == "pos") pos(r.table(), "$"); }
#endif
  }
  auto t1 = std::chrono::steady_clock::now();
  if (a == "bench") std::fprintf(stderr, "rc=%d sink=%zu ms/parse=%.3f\n", rc, sink, std::chrono::duration<double, std::milli>(t1 - t0).count() / reps);
  return rc;
}
