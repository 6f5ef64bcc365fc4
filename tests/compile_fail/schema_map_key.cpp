// expect: needs std::string keys
// DESIGN.md §5: a map becomes an object with additionalProperties, and JSON object keys are
// strings: std::map<int, T> has no schema. The twin uses std::string keys and compiles.
#include <versioned/versioned.hpp>

#include <map>
#include <string>

#ifdef VERSIONED_COMPILE_FAIL
using Ports = std::map<int, std::string>;
#else
using Ports = std::map<std::string, std::string>;
#endif

VERSIONED_VERSIONS(api, v1alpha1, v1);

VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (Ports,       ports));

static_assert(!versioned::json_schema<api::FooSpec<api::v1>>.empty());
