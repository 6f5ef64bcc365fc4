// expect: FooSpec: keyword 'default_with\(\)' without its argument in added\(v1, default_with\(\)\) of field \(int, replicas
// first-error: error: .*FooSpec: keyword 'default_with\(\)' without its argument
// max-lines: 50
// Issue 26: default_with() left empty gave 54 errors on g++, the first "expected
// primary-expression". The screen reports a keyword without its argument, and the field is
// left out. The twin names the function.
#include <versioned/versioned.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

constexpr int three() { return 3; }

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (int, replicas, added(v1, default_with())));
static_assert(versioned::field_count<api::FooSpec<api::v1>> == 1); // the field is left out
#else
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (int, replicas, added(v1, default_with(three))));
static_assert(versioned::field_count<api::FooSpec<api::v1>> == 2);
#endif
