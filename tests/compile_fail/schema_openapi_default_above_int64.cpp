// expect: the default exceeds the OpenAPI maximum
// Issue 9, item 4: Kubernetes carries integers as int64, so a std::uint64_t field holds at
// most 2^63-1 there; a "default" above it would make Kubernetes refuse the CRD.
// The library refuses it instead (the JSON Schema, whose maximum is 2^64-1, shows it). The
// twin's default fits.
#include <versioned/versioned.hpp>

#include <cstdint>
#include <limits>

VERSIONED_VERSIONS(api, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
constexpr std::uint64_t default_limit() { return std::numeric_limits<std::uint64_t>::max(); }
#else
constexpr std::uint64_t default_limit() { return std::numeric_limits<std::int64_t>::max(); }
#endif

VERSIONED_STRUCT(api, Quota,
    (std::string,   name),
    (std::uint64_t, limit, added(v1, default_with(default_limit))));

static_assert(versioned::json_schema<api::Quota<api::v1>>.size() > 0);
static_assert(versioned::openapi_schema<api::Quota<api::v1>>.size() > 0);
