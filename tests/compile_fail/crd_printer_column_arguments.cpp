// expect: VERSIONED_CRD\(api, Foo\): printer_column\(name, type, json_path\[, description\]\[, priority\(N\)\]\[, versions\(vX, \.\.\.\)\]\) takes 3 arguments or more
// first-error: error: .*VERSIONED_CRD\(api, Foo\): printer_column\(name, type, json_path
// max-lines: 50
// Issue 33: a printer column without its JSON path was 320 (g++) / 557 (clang++) lines of
// overload errors; now one error naming the option and its arguments. The twin has the path.
#include <versioned/versioned.hpp>
#include <versioned/k8s.hpp>

#include <cstdint>

VERSIONED_VERSIONS(api, v1);
VERSIONED_STRUCT(api, FooSpec, (std::int32_t, replicas));
VERSIONED_STRUCT(api, FooStatus, (std::int32_t, ready));

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_CRD(api, Foo, spec(FooSpec), group("example.com"), printer_column("Replicas", "integer"));
#else
VERSIONED_CRD(api, Foo, spec(FooSpec), group("example.com"), printer_column("Replicas", "integer", ".spec.replicas"));
#endif
