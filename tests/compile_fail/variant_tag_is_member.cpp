// expect: the tag of an internally tagged variant \(variant_options .tag\) is also a member
// DESIGN.md §12: the tag sits beside the alternative's members, so no alternative may have a member
// of that key (Bucket has name). The twin tags with "type".
#include <versioned/json.hpp>
#include <versioned/schema.hpp>
#include <versioned/struct.hpp>
#include <versioned/variant.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);
VERSIONED_STRUCT(api, Bucket, (std::string, name));
VERSIONED_STRUCT(api, Disk, (std::int32_t, size));
VERSIONED_VARIANT(api, Source, (api::Bucket<V>, s3), (api::Disk<V>, disk));

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_VARIANT_OPTIONS(api, Source, .tag = "name");
#else
VERSIONED_VARIANT_OPTIONS(api, Source, .tag = "type");
#endif

inline std::string text = versioned::json::write(api::Source<api::v1>::make<"s3">({.name = "b"}));
