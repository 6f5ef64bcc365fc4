// expect: duplicate JSON key
// Keys are unique per version, whether the naming policy makes them or key("...") gives them:
// two fields given the key "port" would read and write one key. The twin gives another.
#include <versioned/json.hpp>
#include <versioned/versioned.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, Endpoint,
    (std::string,   host_port, key("port")),
    (std::uint16_t, port));
#else
VERSIONED_STRUCT(api, Endpoint,
    (std::string,   host_port, key("hostport")),
    (std::uint16_t, port));
#endif

inline auto endpoint = versioned::json::read<api::Endpoint<api::v1>>(R"({"hostport":"a","port":1})");
