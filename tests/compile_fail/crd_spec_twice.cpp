// expect: VERSIONED_CRD\(api, Foo\): option given twice: spec\(\.\.\.\) names the kind's one spec struct
// first-error: error: .*VERSIONED_CRD\(api, Foo\): option given twice: spec
// max-lines: 50
// Issue 33: spec(...) given twice was a redefinition error per alias and member (122 lines with
// g++), never "option given twice"; now that error alone. The twin gives it once.
#include <versioned/versioned.hpp>
#include <versioned/k8s.hpp>

#include <cstdint>

VERSIONED_VERSIONS(api, v1);
VERSIONED_STRUCT(api, FooSpec, (std::int32_t, replicas));
VERSIONED_STRUCT(api, FooStatus, (std::int32_t, ready));

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_CRD(api, Foo, spec(FooSpec), group("example.com"), spec(FooSpec));
#else
VERSIONED_CRD(api, Foo, spec(FooSpec), group("example.com"));
#endif
