// expect: versioned: Status::conditions: list map keys must be required scalar members
// first-error: error: .*Status::conditions: list map keys must be required scalar members
// max-lines: 50
// Rule (DESIGN.md §14): a list of k8s::condition is list_type(map, "type") by itself (its schema
// says so wherever it is); an atomic list of them would say two things. The twin writes what it is.
#include <versioned/k8s.hpp>
#include <versioned/versioned.hpp>

#include <vector>

VERSIONED_VERSIONS(api, v1alpha1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, Status, (std::vector<versioned::k8s::condition>, conditions, list_type(atomic)));
#else
VERSIONED_STRUCT(api, Status, (std::vector<versioned::k8s::condition>, conditions, list_type(map, "type")));
#endif
