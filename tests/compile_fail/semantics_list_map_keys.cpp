// expect: versioned: FooSpec::ports: list map keys must be required scalar members
// first-error: error: .*FooSpec::ports: list map keys must be required scalar members
// max-lines: 50
// Rule (DESIGN.md §14): a map list's keys (x-kubernetes-list-map-keys) are required scalar
// members of every item, or have a default the schema shows: "protocol" is optional, which the
// API server refuses. The twin gives it a default.
#include <versioned/versioned.hpp>

#include <optional>
#include <string>
#include <vector>

VERSIONED_VERSIONS(api, v1alpha1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, Port, (int, port), (std::optional<std::string>, protocol));
#else
VERSIONED_STRUCT(api, Port, (int, port), (std::string, protocol, added(v1alpha1, default_with([] { return "TCP"; }))));
#endif
VERSIONED_STRUCT(api, FooSpec, (std::vector<api::Port<V>>, ports, list_type(map, "port", "protocol")));
