// expect: unknown action 'addded\(v1beta1\)' in field \(int, replicas, addded\(v1beta1\)\)
// first-error: error: .*FooSpec: unknown action 'addded
// max-lines: 50
// Issue 9 item 12: a misspelled action (the first error was g++'s
// "VERSIONED_PP_NAMES_VERSIONED_PP_REM ..." and hundreds of lines). The screen reports it first
// and leaves the field out: 13 lines on g++ (56 before issue 26: the notes of every macro
// level), 23 on clang. The first error names the mistake, not the library's preprocessor
// internals. The twin writes it right.
#include <versioned/versioned.hpp>

#include <map>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (int, replicas, addded(v1beta1)));
static_assert(versioned::field_count<api::FooSpec<api::v1>> == 1); // the field is left out
#else
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (int, replicas, added(v1beta1)));
static_assert(versioned::field_count<api::FooSpec<api::v1>> == 2);
#endif
