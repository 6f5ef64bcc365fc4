// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
// libfyaml event harness: usage h_fyaml {ev|evm|bench} file [reps]
#include <libfyaml.h>
#include <chrono>
#include "common.hpp"
static std::string tok(fy_token* t) { size_t n = 0; const char* p = t ? fy_token_get_text(t, &n) : nullptr; return p ? std::string(p, n) : std::string(); }
static std::string mk(fy_event* e) {
  const fy_mark* s = fy_event_start_mark(e); const fy_mark* x = fy_event_end_mark(e);
  char b[128]; if (!s) return "  @-";
  std::snprintf(b, sizeof b, "  @%zu(%d:%d)-%zu(%d:%d)", s->input_pos, s->line, s->column, x ? x->input_pos : 0, x ? x->line : -1, x ? x->column : -1);
  return b;
}
static int run(const std::string& in, const Mode& m, size_t& sink) {
  fy_parse_cfg cfg{}; cfg.flags = (fy_parse_cfg_flags)(FYPCF_QUIET | FYPCF_COLLECT_DIAG);
  if (!m.bench) cfg.flags = (fy_parse_cfg_flags)0;  // let diag print to stderr
  fy_parser* p = fy_parser_create(&cfg);
  fy_parser_set_string(p, in.data(), in.size());
  fy_event* e; std::string out;
  while ((e = fy_parser_parse(p))) {
    if (m.bench) {
      if (e->type == FYET_SCALAR) { size_t n; fy_token_get_text(e->scalar.value, &n); sink += n; }
      else if (e->type == FYET_ALIAS) { size_t n; fy_token_get_text(e->alias.anchor, &n); sink += n; }
      fy_parser_event_free(p, e); continue;
    }
    std::string l;
    auto at = [&](fy_token* a, fy_token* t) { if (a) l += " &" + tok(a); if (t) l += " <" + tok(t) + ">"; };
    switch (e->type) {
      case FYET_STREAM_START: l = "+STR"; break;
      case FYET_STREAM_END: l = "-STR"; break;
      case FYET_DOCUMENT_START: l = e->document_start.implicit ? "+DOC" : "+DOC ---"; break;
      case FYET_DOCUMENT_END: l = e->document_end.implicit ? "-DOC" : "-DOC ..."; break;
      case FYET_MAPPING_START: l = "+MAP"; if (fy_event_get_node_style(e) == FYNS_FLOW) l += " {}"; at(e->mapping_start.anchor, e->mapping_start.tag); break;
      case FYET_MAPPING_END: l = "-MAP"; break;
      case FYET_SEQUENCE_START: l = "+SEQ"; if (fy_event_get_node_style(e) == FYNS_FLOW) l += " []"; at(e->sequence_start.anchor, e->sequence_start.tag); break;
      case FYET_SEQUENCE_END: l = "-SEQ"; break;
      case FYET_SCALAR: {
        l = "=VAL"; at(e->scalar.anchor, e->scalar.tag);
        static const char st[] = ":'\"|>";
        int s = fy_token_scalar_style(e->scalar.value);
        l += ' '; l += (s >= 0 && s < 5) ? st[s] : '?'; l += esc(tok(e->scalar.value)); break; }
      case FYET_ALIAS: l = "=ALI *" + tok(e->alias.anchor); break;
      default: l = "?EV"; }
    if (m.marks) l += mk(e);
    out += l; out += '\n';
    fy_parser_event_free(p, e);
  }
  bool err = fy_parser_get_stream_error(p);
  fy_parser_destroy(p);
  if (m.print) std::fputs(out.c_str(), stdout);
  return err ? 1 : 0;
}
// "load" mode: build node trees (fy_document) for every document in the stream, walk them
static size_t walk(fy_node* n) {
  size_t s = 0, len;
  switch (fy_node_get_type(n)) {
    case FYNT_SCALAR: fy_node_get_scalar(n, &len); return len;
    case FYNT_SEQUENCE: { void* it = nullptr; fy_node* c; while ((c = fy_node_sequence_iterate(n, &it))) s += walk(c); return s; }
    case FYNT_MAPPING: { void* it = nullptr; fy_node_pair* p; while ((p = fy_node_mapping_iterate(n, &it))) s += walk(fy_node_pair_key(p)) + walk(fy_node_pair_value(p)); return s; }
  }
  return 0;
}
static int run_load(const std::string& in, size_t& sink) {
  fy_parse_cfg cfg{}; cfg.flags = (fy_parse_cfg_flags)(FYPCF_QUIET);
  fy_parser* p = fy_parser_create(&cfg); fy_parser_set_string(p, in.data(), in.size());
  fy_document* d; while ((d = fy_parse_load_document(p))) { sink += walk(fy_document_root(d)); fy_parse_document_destroy(p, d); }
  int rc = fy_parser_get_stream_error(p) ? 1 : 0; fy_parser_destroy(p); return rc;
}
int main(int argc, char** argv) {
  if (argc > 1 && std::string(argv[1]) == "load") {
    std::string in = read_file(argv[2]); size_t sink = 0; int rc = 0, reps = argc > 3 ? std::atoi(argv[3]) : 1;
    auto t0 = std::chrono::steady_clock::now();
    for (int i = 0; i < reps; ++i) rc = run_load(in, sink);
    auto t1 = std::chrono::steady_clock::now();
    std::fprintf(stderr, "rc=%d sink=%zu ms/parse=%.3f\n", rc, sink, std::chrono::duration<double, std::milli>(t1 - t0).count() / reps);
    return rc;
  }
  Mode m = parse_mode(argc, argv); std::string in = read_file(argv[2]); size_t sink = 0; int rc = 0;
  auto t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < m.reps; ++i) rc = run(in, m, sink);
  auto t1 = std::chrono::steady_clock::now();
  if (m.bench) std::fprintf(stderr, "rc=%d sink=%zu ms/parse=%.3f\n", rc, sink, std::chrono::duration<double, std::milli>(t1 - t0).count() / m.reps);
  return rc;
}
