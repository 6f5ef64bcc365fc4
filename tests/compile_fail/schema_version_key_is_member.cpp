// expect: json_schema_with_version_key: the version key is also a member of the struct
// issue 27: json_schema_with_version_key<T, Key> describes what json::write writes with
// write_options{.version_key = Key}; a struct with a member of that key cannot be written so
// (errc::duplicate_key), and its schema is refused where it is asked for. The twin names
// another key and compiles.
#include <versioned/versioned.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1);
VERSIONED_KEY_NAMING(api, camel_case);

VERSIONED_STRUCT(api, FooSpec,
    (std::string, api_version),
    (std::string, name));

#ifdef VERSIONED_COMPILE_FAIL
static_assert(!versioned::json_schema_with_version_key<api::FooSpec<api::v1>, "apiVersion">.empty());
#else
static_assert(!versioned::json_schema_with_version_key<api::FooSpec<api::v1>, "kind">.empty());
#endif
