// expect: after a printer column.s path come a description .*printer_column\(\\?"Name\\?", \\?"string\\?", \\?".spec.name\\?", prio\(1\)\)
// max-lines: 40
// DESIGN.md §14 (issue 35): an argument after a column's path is a description, priority(N) or
// versions(...); a misspelled one is an error naming the column. The twin spells it.
#include <versioned/versioned.hpp>
#include <versioned/k8s.hpp>

#include <cstdint>
#include <optional>
#include <string>

VERSIONED_VERSIONS(api, v1beta1, v1);
VERSIONED_STRUCT(api, FooSpec, (std::string, name), (std::int32_t, replicas, added(v1)), (double, weight));
VERSIONED_STRUCT(api, FooStatus, (std::int32_t, ready, added(v1)));

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_CRD(api, Foo, spec(FooSpec), status(FooStatus), group("example.com"), printer_column("Name", "string", ".spec.name", prio(1)));
#else
VERSIONED_CRD(api, Foo, spec(FooSpec), status(FooStatus), group("example.com"), printer_column("Name", "string", ".spec.name", "The name", priority(1)));
#endif
