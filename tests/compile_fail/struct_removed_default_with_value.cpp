// expect: default_with takes a function
// first-error: error: .*Pod: field host_port: default_with takes a function
// removed(VER, default_with(F)): as in added(), F is a function giving the value a downgrade
// fills in; a value there is the table's mistake, named first. The twin gives a function.
#include <versioned/versioned.hpp>

#include <cstdint>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, Pod,
    (int,           replicas),
    (std::uint16_t, host_port, removed(v1, default_with(8080))));
#else
VERSIONED_STRUCT(api, Pod,
    (int,           replicas),
    (std::uint16_t, host_port, removed(v1, default_with([] { return 8080; }))));
#endif

static_assert(versioned::convert<api::v1beta1>(api::Pod<api::v1>{}).host_port == 8080);
