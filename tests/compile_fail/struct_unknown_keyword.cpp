// expect: unknown keyword 'from_nme\(host_port\)' in changed\(v1, from_nme\(host_port\)\)
// first-error: error: .*FooSpec: unknown keyword 'from_nme
// Issue 9 item 12: a misspelled keyword inside an action. (The action is then left with no
// keyword, so its own rule, "changed needs from_name or from_type", follows as the second error.).
// The first error names the mistake, not the library's preprocessor internals. The twin writes it
// right.
#include <versioned/versioned.hpp>

#include <map>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (int, port, changed(v1, from_nme(host_port))));
#else
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (int, port, changed(v1, from_name(host_port))));
#endif

static_assert(versioned::field_count<api::FooSpec<api::v1>> == 2);
