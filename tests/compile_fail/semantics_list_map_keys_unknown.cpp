// expect: versioned: FooSpec::ports: list map keys must be required scalar members
// first-error: error: .*FooSpec::ports: list map keys must be required scalar members
// max-lines: 50
// Rule (DESIGN.md §14): a map list's keys are the items' JSON keys, in every version of the
// field: "containerPort" is the key under camel_case naming, not "container_port". The twin
// names the key as the wire has it.
#include <versioned/versioned.hpp>

#include <string>
#include <vector>

VERSIONED_VERSIONS(api, v1alpha1, v1);
VERSIONED_KEY_NAMING(api, camel_case);

VERSIONED_STRUCT(api, Port, (int, container_port), (std::string, name));
#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec, (std::vector<api::Port<V>>, ports, list_type(map, "container_port")));
#else
VERSIONED_STRUCT(api, FooSpec, (std::vector<api::Port<V>>, ports, list_type(map, "containerPort")));
#endif
