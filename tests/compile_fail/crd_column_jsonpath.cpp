// expect: printer column path is no JSONPath kubectl reads
// max-lines: 40
// DESIGN.md §14 (issue 35): a printer column path with a filter is checked for JSONPath syntax
// (= for ==). The twin writes the filter right.
#include <versioned/versioned.hpp>
#include <versioned/k8s.hpp>

#include <cstdint>
#include <optional>
#include <string>

VERSIONED_VERSIONS(api, v1beta1, v1);
VERSIONED_STRUCT(api, FooSpec, (std::string, name), (std::int32_t, replicas, added(v1)), (double, weight));
VERSIONED_STRUCT(api, FooStatus, (std::int32_t, ready, added(v1)));

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_CRD(api, Foo, spec(FooSpec), status(FooStatus), group("example.com"), printer_column("Name", "string", ".spec.name", "first"), printer_column("Ready", "string", ".status.ready[?(@.type=\"Ready\")]"));
#else
VERSIONED_CRD(api, Foo, spec(FooSpec), status(FooStatus), group("example.com"), printer_column("Name", "string", ".spec.name", "first"), printer_column("Ready", "string", ".status.ready[?(@.type==\"Ready\")]"));
#endif
