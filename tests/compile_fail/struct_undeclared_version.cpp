// expect: an action names a version not declared by VERSIONED_VERSIONS\(api, \.\.\.\) -- in field \(int, replicas, added\(v9\)\)
// first-error: error: .*FooSpec::replicas: an action names a version not declared
// Rule (DESIGN.md §2): an action names a version the module does not declare. The version is
// looked up by name, so the error is the library's, naming the field, and nothing else fails
// (issue 9 item 14: the compiler's own "'v9' is not a member of 'api'" came with 3,400 lines
// on g++). The twin names a declared version.
#include <versioned/versioned.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (int, replicas, added(v9)));
#else
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (int, replicas, added(v1)));
#endif

static_assert(versioned::field_count<api::FooSpec<api::v1>> == 2);
// The struct is usable after the error: converting it adds no error.
inline auto use(const api::FooSpec<api::v1>& s) { return versioned::convert<api::v1alpha1>(s); }
