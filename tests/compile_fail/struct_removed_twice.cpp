// expect: versioned: Pod::host_port: actions out of order
// Rule (DESIGN.md §15): at most one removed per field (a removed name is not brought back: a
// new field takes a new name). The twin removes it once.
#include <versioned/versioned.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, Pod,
    (std::string,   name),
    (std::uint16_t, host_port, removed(v1beta1), removed(v1)));
#else
VERSIONED_STRUCT(api, Pod,
    (std::string,   name),
    (std::uint16_t, host_port, removed(v1beta1)));
#endif

static_assert(versioned::field_count<api::Pod<api::v1>> == 1);
