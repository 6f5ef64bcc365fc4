// expect: duplicate JSON key
// With VERSIONED_KEY_NAMING(api, camel_case), host_port and hostPort would both be written as
// the key "hostPort": asking for a schema is an error, not a document with a duplicate key. The
// twin keeps the names apart.
#include <versioned/versioned.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, Endpoint,
    (std::string,   host_port),
    (std::uint16_t, hostPort));
#else
VERSIONED_STRUCT(api, Endpoint,
    (std::string,   host_port),
    (std::uint16_t, port));
#endif

VERSIONED_KEY_NAMING(api, camel_case);

static_assert(versioned::json_schema<api::Endpoint<api::v1>>.size() > 0);
