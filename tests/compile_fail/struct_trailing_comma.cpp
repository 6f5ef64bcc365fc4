// expect: a field must be written \(TYPE, NAME, ACTION\.\.\.\) in parentheses; found ''.*trailing comma
// first-error: error: .*FooSpec: a field must be written
// max-lines: 50
// Issue 9 item 12: a trailing comma after the last field (an empty field). The first error names
// the mistake, not the library's preprocessor internals. The twin writes it right.
#include <versioned/versioned.hpp>

#include <map>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (int, replicas),);
static_assert(versioned::field_count<api::FooSpec<api::v1>> == 2); // the empty entry is left out
#else
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (int, replicas));
static_assert(versioned::field_count<api::FooSpec<api::v1>> == 2);
#endif
