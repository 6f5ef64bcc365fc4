// expect: unknown keyword 'from_nme\(host_port\)' in changed\(v1, from_nme\(host_port\)\)
// first-error: error: .*FooSpec: unknown keyword 'from_nme
// max-lines: 50
// Issue 9 item 12: a misspelled keyword inside an action. The first error names the mistake, not
// the library's preprocessor internals; since issue 26 the screen leaves the field out, so it is
// the only one (before, "changed needs from_name or from_type" followed). The twin writes it
// right.
#include <versioned/versioned.hpp>

#include <map>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (int, port, changed(v1, from_nme(host_port))));
static_assert(versioned::field_count<api::FooSpec<api::v1>> == 1); // the field is left out
#else
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (int, port, changed(v1, from_name(host_port))));
static_assert(versioned::field_count<api::FooSpec<api::v1>> == 2);
#endif
