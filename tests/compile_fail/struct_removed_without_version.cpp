// expect: Pod: the action 'removed' in field \(std::uint16_t, host_port, removed\) needs its version
// first-error: error: .*Pod: the action 'removed' in field .* needs its version
// removed without its version says what it lacks. The twin gives the version.
#include <versioned/versioned.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, Pod,
    (std::string,   name),
    (std::uint16_t, host_port, removed));
#else
VERSIONED_STRUCT(api, Pod,
    (std::string,   name),
    (std::uint16_t, host_port, removed(v1)));
#endif

static_assert(versioned::field_count<api::Pod<api::v1>> == 1);
