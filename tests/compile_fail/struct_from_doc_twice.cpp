// expect: versioned: FooSpec::port: keyword not allowed in this action \(.*each at most once
// first-error: error: .*FooSpec::port: keyword not allowed in this action
// max-lines: 50
// from_doc at most once per changed(): two descriptions before one change. The twin gives the
// older one to a changed() of its own, an earlier version: a timeline.
#include <versioned/versioned.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (int, port, changed(v1, from_doc("The port."), from_doc("A port.")), doc("The port to listen on.")));
#else
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (int, port, changed(v1beta1, from_doc("A port.")), changed(v1, from_doc("The port.")),
     doc("The port to listen on.")));
#endif

static_assert(versioned::has_field<api::FooSpec<api::v1>, "port">);
