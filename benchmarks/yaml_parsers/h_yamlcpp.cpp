// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
// yaml-cpp harness: usage h_yamlcpp {ev|evm|bench|load} file [reps]
//  ev/evm/bench use YAML::Parser + EventHandler; load uses YAML::LoadAll (node trees) and walks it
#include <yaml-cpp/yaml.h>
#include <yaml-cpp/eventhandler.h>
#include <chrono>
#include <map>
#include <sstream>
#include "common.hpp"
struct H : YAML::EventHandler {
  std::string out; bool marks = false, bench = false; size_t* sink = nullptr;
  std::map<YAML::anchor_t, std::string> names; std::string pending;  // anchor name from OnAnchor
  void emit(std::string l, const YAML::Mark& m) {
    if (bench) return;
    if (marks) { char b[64]; std::snprintf(b, sizeof b, "  @%d(%d:%d)", m.pos, m.line, m.column); l += b; }
    out += l; out += '\n';
  }
  std::string at(YAML::anchor_t a, const std::string& tag) {
    std::string l;
    if (a) { if (!pending.empty()) names[a] = pending; l += " &" + names[a]; pending.clear(); }
    if (!tag.empty() && tag != "?" && tag != "!") l += " <" + tag + ">";
    return l;
  }
  void OnDocumentStart(const YAML::Mark& m) override { emit("+DOC", m); }
  void OnDocumentEnd() override { emit("-DOC", YAML::Mark()); }
  void OnNull(const YAML::Mark& m, YAML::anchor_t a) override { emit("=VAL" + at(a, "") + " :", m); }
  void OnAlias(const YAML::Mark& m, YAML::anchor_t a) override { emit("=ALI *" + names[a], m); }
  void OnScalar(const YAML::Mark& m, const std::string& tag, YAML::anchor_t a, const std::string& v) override {
    if (bench) { *sink += v.size(); return; }
    // yaml-cpp only tells "?" (plain, non-specific) vs "!" (non-plain or explicit '!'); style is otherwise lost
    emit("=VAL" + at(a, tag) + (tag == "?" ? " :" : tag == "!" ? " \"" : " ?") + esc(v), m);
  }
  void OnSequenceStart(const YAML::Mark& m, const std::string& tag, YAML::anchor_t a, YAML::EmitterStyle::value s) override {
    emit(std::string("+SEQ") + (s == YAML::EmitterStyle::Flow ? " []" : "") + at(a, tag), m); }
  void OnSequenceEnd() override { emit("-SEQ", YAML::Mark()); }
  void OnMapStart(const YAML::Mark& m, const std::string& tag, YAML::anchor_t a, YAML::EmitterStyle::value s) override {
    emit(std::string("+MAP") + (s == YAML::EmitterStyle::Flow ? " {}" : "") + at(a, tag), m); }
  void OnMapEnd() override { emit("-MAP", YAML::Mark()); }
  void OnAnchor(const YAML::Mark&, const std::string& name) override { pending = name; }
};
static size_t walk(const YAML::Node& n) {
  size_t s = 0;
  switch (n.Type()) {
    case YAML::NodeType::Scalar: return n.Scalar().size();
    case YAML::NodeType::Sequence: for (const auto& c : n) s += walk(c); return s;
    case YAML::NodeType::Map: for (const auto& kv : n) s += walk(kv.first) + walk(kv.second); return s;
    default: return 0;
  }
}
static int run(const std::string& in, const Mode& m, size_t& sink, bool load) {
  if (load) {
    try { for (const YAML::Node& n : YAML::LoadAll(in)) sink += walk(n); return 0; }
    catch (const YAML::Exception& ex) { std::fprintf(stderr, "%s\n", ex.what()); return 1; }
  }
  std::istringstream is(in);
  H h; h.marks = m.marks; h.bench = m.bench; h.sink = &sink; int rc = 0;
  h.out = "+STR\n";
  try { YAML::Parser p(is); while (p.HandleNextDocument(h)) {} h.out += "-STR\n"; }
  catch (const YAML::Exception& ex) {
    rc = 1;
    if (!m.bench) std::fprintf(stderr, "exception: what()=\"%s\" mark.pos=%d line=%d column=%d msg=\"%s\"\n", ex.what(), ex.mark.pos, ex.mark.line, ex.mark.column, ex.msg.c_str());
  }
  if (m.print) std::fputs(h.out.c_str(), stdout);
  return rc;
}
int main(int argc, char** argv) {
  std::string a = argc > 1 ? argv[1] : "ev"; bool load = a == "load";
  Mode m = parse_mode(argc, argv); std::string in = read_file(argv[2]); size_t sink = 0; int rc = 0;
  auto t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < m.reps; ++i) rc = run(in, m, sink, load);
  auto t1 = std::chrono::steady_clock::now();
  if (m.bench) std::fprintf(stderr, "rc=%d sink=%zu ms/parse=%.3f\n", rc, sink, std::chrono::duration<double, std::milli>(t1 - t0).count() / m.reps);
  return rc;
}
