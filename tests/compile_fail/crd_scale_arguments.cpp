// expect: VERSIONED_CRD\(api, Foo\): scale\(spec_path, status_path\[, selector_path\]\[, versions\(vX, \.\.\.\)\]\) takes the spec.s replicas path and the status.s
// first-error: error: .*VERSIONED_CRD\(api, Foo\): scale\(spec_path, status_path
// max-lines: 50
// Issue 33: scale with one path was 320 (g++) / 557 (clang++) lines of overload errors; now one
// error naming the option and its arguments. The twin gives both replicas paths.
#include <versioned/versioned.hpp>
#include <versioned/k8s.hpp>

#include <cstdint>

VERSIONED_VERSIONS(api, v1);
VERSIONED_STRUCT(api, FooSpec, (std::int32_t, replicas));
VERSIONED_STRUCT(api, FooStatus, (std::int32_t, ready));

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_CRD(api, Foo, spec(FooSpec), status(FooStatus), group("example.com"), scale(".spec.replicas"));
#else
VERSIONED_CRD(api, Foo, spec(FooSpec), status(FooStatus), group("example.com"), scale(".spec.replicas", ".status.ready"));
#endif
