// expect: unknown action 'm' in field \(std::map<int, int>, m\).*a type with a comma must be parenthesized
// first-error: error: .*FooSpec: unknown action 'm'
// Issue 9 item 12: a type with an unparenthesized comma splits into a type, a name and an action.
// The first error says so and how to write it; the compiler's own errors about the broken name
// still follow. The first error names the mistake, not the library's preprocessor internals. The
// twin writes it right.
#include <versioned/versioned.hpp>

#include <map>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (std::map<int, int>, m));
#else
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    ((std::map<int, int>), m));
#endif

static_assert(versioned::field_count<api::FooSpec<api::v1>> == 2);
