// expect: an internally tagged variant \(variant_options .tag\) needs versioned structs
// DESIGN.md §12: an internally tagged variant writes its alternative's members beside the tag, so
// every alternative must be a versioned struct. The twin is externally tagged.
#include <versioned/json.hpp>
#include <versioned/schema.hpp>
#include <versioned/struct.hpp>
#include <versioned/variant.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);
VERSIONED_STRUCT(api, Bucket, (std::string, name));
VERSIONED_STRUCT(api, Disk, (std::int32_t, size));
VERSIONED_VARIANT(api, Source, (api::Bucket<V>, s3), (std::string, url));

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_VARIANT_OPTIONS(api, Source, .tag = "type");
#else

#endif

inline std::string text = versioned::json::write(api::Source<api::v1>::make<"url">("u"));
