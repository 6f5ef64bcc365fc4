// expect: versions\(\.\.\.\) names a version that VERSIONED_VERSIONS\(api, \.\.\.\) does not declare -- printer_column
// max-lines: 40
// DESIGN.md §14 (issue 35): versions(...) of a printer column names declared versions. The twin
// names v1.
#include <versioned/versioned.hpp>
#include <versioned/k8s.hpp>

#include <cstdint>
#include <optional>
#include <string>

VERSIONED_VERSIONS(api, v1beta1, v1);
VERSIONED_STRUCT(api, FooSpec, (std::string, name), (std::int32_t, replicas, added(v1)), (double, weight));
VERSIONED_STRUCT(api, FooStatus, (std::int32_t, ready, added(v1)));

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_CRD(api, Foo, spec(FooSpec), status(FooStatus), group("example.com"), printer_column("Name", "string", ".spec.name", versions(v2)));
#else
VERSIONED_CRD(api, Foo, spec(FooSpec), status(FooStatus), group("example.com"), printer_column("Name", "string", ".spec.name", versions(v1)));
#endif
