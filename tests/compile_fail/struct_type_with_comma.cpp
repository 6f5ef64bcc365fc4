// expect: unknown action 'm' in field \(std::map<int, int>, m\).*a type with a comma must be parenthesized
// first-error: error: .*FooSpec: unknown action 'm'
// max-lines: 50
// Issue 9 item 12: a type with an unparenthesized comma splits into a type, a name and an action.
// The first error says so and how to write it, naming the mistake, not the library's
// preprocessor internals. Issue 26: the screen leaves the broken field out, so nothing follows
// (1,849 lines on g++ before; 13 now, 23 on clang++). The twin writes it right.
#include <versioned/versioned.hpp>

#include <map>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (std::map<int, int>, m));
static_assert(versioned::field_count<api::FooSpec<api::v1>> == 1); // the field is left out
#else
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    ((std::map<int, int>), m));
static_assert(versioned::field_count<api::FooSpec<api::v1>> == 2);
#endif
