// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
// libyaml event harness: usage h_libyaml {ev|evm|bench} file [reps]
#include <yaml.h>
#include <chrono>
#include "common.hpp"
static std::string mk(const yaml_event_t& e) {
  char b[128]; std::snprintf(b, sizeof b, "  @%zu(%zu:%zu)-%zu(%zu:%zu)", e.start_mark.index, e.start_mark.line, e.start_mark.column, e.end_mark.index, e.end_mark.line, e.end_mark.column);
  return b;
}
static int run(const std::string& in, const Mode& m, size_t& sink) {
  yaml_parser_t p; yaml_parser_initialize(&p);
  yaml_parser_set_input_string(&p, (const unsigned char*)in.data(), in.size());
  yaml_event_t e; std::string out; int rc = 0;
  for (;;) {
    if (!yaml_parser_parse(&p, &e)) {
      rc = 1;
      if (!m.bench) std::fprintf(stderr, "error: %s at line %zu col %zu (offset %zu); %s at line %zu col %zu\n", p.problem ? p.problem : "?", p.problem_mark.line, p.problem_mark.column, p.problem_mark.index, p.context ? p.context : "-", p.context_mark.line, p.context_mark.column);
      break;
    }
    yaml_event_type_t ty = e.type;
    if (m.bench) {
      if (ty == YAML_SCALAR_EVENT) sink += e.data.scalar.length;
      yaml_event_delete(&e); if (ty == YAML_STREAM_END_EVENT) break; continue;
    }
    std::string l;
    auto at = [&](yaml_char_t* a, yaml_char_t* t) { if (a) { l += " &"; l += (const char*)a; } if (t) { l += " <"; l += (const char*)t; l += ">"; } };
    switch (ty) {
      case YAML_STREAM_START_EVENT: l = "+STR"; break;
      case YAML_STREAM_END_EVENT: l = "-STR"; break;
      case YAML_DOCUMENT_START_EVENT: l = e.data.document_start.implicit ? "+DOC" : "+DOC ---"; break;
      case YAML_DOCUMENT_END_EVENT: l = e.data.document_end.implicit ? "-DOC" : "-DOC ..."; break;
      case YAML_MAPPING_START_EVENT: l = "+MAP"; if (e.data.mapping_start.style == YAML_FLOW_MAPPING_STYLE) l += " {}"; at(e.data.mapping_start.anchor, e.data.mapping_start.tag); break;
      case YAML_MAPPING_END_EVENT: l = "-MAP"; break;
      case YAML_SEQUENCE_START_EVENT: l = "+SEQ"; if (e.data.sequence_start.style == YAML_FLOW_SEQUENCE_STYLE) l += " []"; at(e.data.sequence_start.anchor, e.data.sequence_start.tag); break;
      case YAML_SEQUENCE_END_EVENT: l = "-SEQ"; break;
      case YAML_SCALAR_EVENT: {
        l = "=VAL"; at(e.data.scalar.anchor, e.data.scalar.tag); l += ' ';
        switch (e.data.scalar.style) { case YAML_PLAIN_SCALAR_STYLE: l += ':'; break; case YAML_SINGLE_QUOTED_SCALAR_STYLE: l += '\''; break;
          case YAML_DOUBLE_QUOTED_SCALAR_STYLE: l += '"'; break; case YAML_LITERAL_SCALAR_STYLE: l += '|'; break; case YAML_FOLDED_SCALAR_STYLE: l += '>'; break; default: l += '?'; }
        l += esc(std::string_view((const char*)e.data.scalar.value, e.data.scalar.length)); break; }
      case YAML_ALIAS_EVENT: l = "=ALI *"; l += (const char*)e.data.alias.anchor; break;
      default: l = "?EV"; }
    if (m.marks) l += mk(e);
    out += l; out += '\n';
    yaml_event_delete(&e);
    if (ty == YAML_STREAM_END_EVENT) break;
  }
  yaml_parser_delete(&p);
  if (m.print) std::fputs(out.c_str(), stdout);
  return rc;
}
int main(int argc, char** argv) {
  Mode m = parse_mode(argc, argv); std::string in = read_file(argv[2]); size_t sink = 0; int rc = 0;
  auto t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < m.reps; ++i) rc = run(in, m, sink);
  auto t1 = std::chrono::steady_clock::now();
  if (m.bench) std::fprintf(stderr, "rc=%d sink=%zu ms/parse=%.3f\n", rc, sink, std::chrono::duration<double, std::milli>(t1 - t0).count() / m.reps);
  return rc;
}
