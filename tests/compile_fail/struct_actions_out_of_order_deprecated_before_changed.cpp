// expect: versioned: FooSpec::port: actions out of order
// Rule (DESIGN.md §2): deprecated comes after every changed. The twin deprecates after the
// change.
#include <versioned/versioned.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (int, port, changed(v1, from_name(host_port)), deprecated(v1beta1)));
#else
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (int, port, changed(v1beta1, from_name(host_port)), deprecated(v1)));
#endif

static_assert(versioned::has_field<api::FooSpec<api::v1>, "deprecated_port">);
