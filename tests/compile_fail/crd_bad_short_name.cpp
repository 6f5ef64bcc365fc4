// expect: invalid short name
// DESIGN.md §8: short names are DNS-1035 labels.
// The twin declares the kind correctly.
#include <versioned/versioned.hpp>
#include <versioned/k8s.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1beta1, v1);
VERSIONED_STRUCT(api, FooSpec, (std::string, name), (std::int32_t, replicas, added(v1)));
VERSIONED_STRUCT(api, FooStatus, (std::int32_t, ready));

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_CRD(api, Foo, spec(FooSpec), group("example.com"), short_names("fo", "f_x"));
#else
VERSIONED_CRD(api, Foo, spec(FooSpec), group("example.com"), short_names("fo", "fx"));
#endif
