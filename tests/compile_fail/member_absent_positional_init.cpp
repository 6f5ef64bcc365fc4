// expect: field not present in version.*use designated initializers
// Issue 9, item 10: positional initialization counts every member, the placeholders of names
// other versions have included, so S<v1>{"web", 8080} gives 8080 to the placeholder of
// `replicas`; the error says to use designated initializers (the twin does).
#include <versioned/versioned.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1, v2);

VERSIONED_STRUCT(api, Spec,
    (std::string,   name),
    (std::int32_t,  replicas, added(v2)),
    (std::uint16_t, port));

#ifdef VERSIONED_COMPILE_FAIL
const api::Spec<api::v1> spec{"web", 8080};
#else
const api::Spec<api::v1> spec{.name = "web", .port = 8080};
#endif
