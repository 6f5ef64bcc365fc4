// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
// libfyaml programmatic error reporting: event parser and document loader, diag collected (no stderr)
#include <libfyaml.h>
#include "common.hpp"
static void dump(fy_parser* p, const char* what) {
  fy_diag* d = fy_parser_get_diag(p); void* it = nullptr; fy_diag_error* e;
  while ((e = fy_diag_errors_iterate(d, &it))) {
    const fy_mark* s = e->fyt ? fy_token_start_mark(e->fyt) : nullptr; const fy_mark* x = e->fyt ? fy_token_end_mark(e->fyt) : nullptr;
    std::printf("  [%s] diag: type=%d line=%d column=%d msg=\"%s\" token-start=%zu(%d:%d) token-end=%zu(%d:%d)\n", what, e->type, e->line, e->column, e->msg,
      s ? s->input_pos : 0, s ? s->line : -1, s ? s->column : -1, x ? x->input_pos : 0, x ? x->line : -1, x ? x->column : -1);
  }
  fy_diag_reset_error(d); fy_diag_unref(d);
}
int main(int, char** argv) {
  std::string in = read_file(argv[1]);
  // own diag object: no FILE output (output_fn swallows text), errors collected for fy_diag_errors_iterate()
  fy_diag_cfg dc; fy_diag_cfg_default(&dc); dc.fp = nullptr; dc.output_fn = [](fy_diag*, void*, const char*, size_t) {};
  fy_diag* diag = fy_diag_create(&dc); fy_diag_set_collect_errors(diag, true);
  fy_parse_cfg cfg{}; cfg.flags = (fy_parse_cfg_flags)(FYPCF_QUIET | FYPCF_COLLECT_DIAG); cfg.diag = diag;
  { fy_parser* p = fy_parser_create(&cfg); fy_parser_set_string(p, in.data(), in.size()); fy_event* e; int n = 0;
    while ((e = fy_parser_parse(p))) { ++n; fy_parser_event_free(p, e); }
    std::printf("  [events] %d events, stream_error=%d\n", n, (int)fy_parser_get_stream_error(p)); dump(p, "events"); fy_parser_destroy(p); }
  { fy_parser* p = fy_parser_create(&cfg); fy_parser_set_string(p, in.data(), in.size()); fy_document* d; int n = 0;
    while ((d = fy_parse_load_document(p))) { ++n; fy_parse_document_destroy(p, d); }
    std::printf("  [documents] %d docs, stream_error=%d\n", n, (int)fy_parser_get_stream_error(p)); dump(p, "documents"); fy_parser_destroy(p); }
}
