// expect: keyword_expected__write_a_deprecation_text_as_note_.*use ports
// first-error: error: .*VERSIONED_STRUCT_keyword_expected__write_a_deprecation_text_as_note_
// max-lines: 50
// Issue 9 item 12: a deprecation text written without note(...), deprecated(v1, "text"). The
// preprocessor cannot tell a string literal from a keyword without pasting it onto a prefix, and
// that paste is an error before any static_assert can run; so the prefix is named as the
// message: the first error reads "pasting ... VERSIONED_STRUCT_keyword_expected__write_a_
// deprecation_text_as_note_ and "use ports"" (g++) or "pasting formed 'VERSIONED_STRUCT_keyword_
// expected__write_a_deprecation_text_as_note_"use ports"'" (clang++). Issue 26: the screen pastes
// the keywords once and leaves the field out, so the paste error and the screen's "unknown
// keyword" are all (21 lines on g++, 29 on clang++; 838 lines on g++ before). The twin writes
// note(...).
#include <versioned/versioned.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (int, port, deprecated(v1, "use ports")));
static_assert(versioned::field_count<api::FooSpec<api::v1>> == 1); // the field is left out
#else
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (int, port, deprecated(v1, note("use ports"))));
static_assert(versioned::field_count<api::FooSpec<api::v1>> == 2);
#endif
