// expect: two alternatives of an internally tagged variant have a member of one key with different schemas
// The structural schema of an internally tagged variant is one object holding every alternative's
// members, so a member two alternatives share must have one schema (size: a string here, an
// integer in Disk). The twin names it otherwise.
#include <versioned/json.hpp>
#include <versioned/schema.hpp>
#include <versioned/struct.hpp>
#include <versioned/variant.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);
VERSIONED_STRUCT(api, Bucket, (std::string, name));
VERSIONED_STRUCT(api, Disk, (std::int32_t, size));

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, Blob, (std::string, size));
#else
VERSIONED_STRUCT(api, Blob, (std::string, bytes));
#endif

VERSIONED_VARIANT(api, Source, (api::Blob<V>, blob), (api::Disk<V>, disk));
VERSIONED_VARIANT_OPTIONS(api, Source, .tag = "type");

static_assert(!versioned::openapi_schema<api::Source<api::v1>>.empty());
