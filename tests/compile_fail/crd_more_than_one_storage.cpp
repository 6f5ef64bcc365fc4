// expect: more than one storage version
// DESIGN.md §8: exactly one storage version.
// The twin declares the kind correctly.
#include <versioned/versioned.hpp>
#include <versioned/k8s.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1beta1, v1);
VERSIONED_STRUCT(api, FooSpec, (std::string, name), (std::int32_t, replicas, added(v1)));
VERSIONED_STRUCT(api, FooStatus, (std::int32_t, ready));

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_CRD(api, Foo, spec(FooSpec), group("example.com"), storage(v1), storage(v1beta1));
#else
VERSIONED_CRD(api, Foo, spec(FooSpec), group("example.com"), storage(v1beta1));
#endif
