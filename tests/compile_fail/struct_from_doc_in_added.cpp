// expect: versioned: FooSpec::port: keyword not allowed in this action \(.*from_doc
// first-error: error: .*FooSpec::port: keyword not allowed in this action
// max-lines: 50
// from_doc("...") is the description before a change: it belongs to changed(), not to added().
// The twin gives the description before v1 by a changed(v1, from_doc(...)).
#include <versioned/versioned.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (int, port, added(v1beta1, from_doc("The port.")), doc("The port to listen on.")));
#else
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (int, port, added(v1beta1), changed(v1, from_doc("The port.")), doc("The port to listen on.")));
#endif

static_assert(versioned::has_field<api::FooSpec<api::v1>, "port">);
