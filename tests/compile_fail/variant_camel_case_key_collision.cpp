// expect: two alternatives of this variant get the same JSON key under the module's key naming
// As for struct members (schema_camel_case_key_collision): under camel_case, host_path and
// hostPath are one JSON key, so the JSON and the schemas of such a variant are refused. The twin
// names the second one otherwise.
#include <versioned/json.hpp>
#include <versioned/schema.hpp>
#include <versioned/variant.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1);
VERSIONED_KEY_NAMING(api, camel_case);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_VARIANT(api, Source, (std::string, host_path), (std::string, hostPath));
#else
VERSIONED_VARIANT(api, Source, (std::string, host_path), (std::string, empty_dir));
#endif

inline std::string text = versioned::json::write(api::Source<api::v1>{});
static_assert(!versioned::json_schema<api::Source<api::v1>>.empty());
