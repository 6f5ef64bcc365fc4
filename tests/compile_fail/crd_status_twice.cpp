// expect: VERSIONED_CRD\(api, Foo\): option given twice: status\(\.\.\.\) names the kind's one status struct
// first-error: error: .*VERSIONED_CRD\(api, Foo\): option given twice: status
// max-lines: 50
// Issue 33: as spec(...) twice, status(...) twice was a cascade of redefinitions (182 lines with
// g++); now that error alone. The twin gives it once.
#include <versioned/versioned.hpp>
#include <versioned/k8s.hpp>

#include <cstdint>

VERSIONED_VERSIONS(api, v1);
VERSIONED_STRUCT(api, FooSpec, (std::int32_t, replicas));
VERSIONED_STRUCT(api, FooStatus, (std::int32_t, ready));

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_CRD(api, Foo, spec(FooSpec), status(FooStatus), group("example.com"), status(FooStatus));
#else
VERSIONED_CRD(api, Foo, spec(FooSpec), status(FooStatus), group("example.com"));
#endif
