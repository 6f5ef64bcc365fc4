// expect: versioned: Pod::host_port: actions out of order
// first-error: error: .*Pod::host_port: actions out of order
// Rule (DESIGN.md §15): removed comes after every other action of the field -- nothing happens
// to a field after it is gone. The twin removes it after its rename.
#include <versioned/versioned.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, Pod,
    (std::string,   name),
    (std::uint16_t, host_port, removed(v1beta1), changed(v1, from_name(port))));
#else
VERSIONED_STRUCT(api, Pod,
    (std::string,   name),
    (std::uint16_t, host_port, changed(v1beta1, from_name(port)), removed(v1)));
#endif

static_assert(versioned::field_count<api::Pod<api::v1>> == 1);
