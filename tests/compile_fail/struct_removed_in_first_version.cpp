// expect: versioned: Pod::host_port: actions out of order
// first-error: error: .*Pod::host_port: actions out of order
// Rule (DESIGN.md §15): a field removed in the version that adds it -- here the first version,
// where a field without added() starts -- would never exist. The twin removes it later.
#include <versioned/versioned.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, Pod,
    (std::string,   name),
    (std::uint16_t, host_port, removed(v1alpha1)));
#else
VERSIONED_STRUCT(api, Pod,
    (std::string,   name),
    (std::uint16_t, host_port, removed(v1beta1)));
#endif

static_assert(versioned::field_count<api::Pod<api::v1alpha1>> >= 1);
