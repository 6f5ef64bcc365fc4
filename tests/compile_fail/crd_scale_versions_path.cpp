// expect: scale paths must name fields of the storage version \(of each of its versions\(\.\.\.\) when restricted\).*scale\(
// max-lines: 40
// DESIGN.md §14 (issue 35): scale restricted with versions(...) has its paths in each of those
// versions (replicas and ready come in v1). The twin restricts it to v1.
#include <versioned/versioned.hpp>
#include <versioned/k8s.hpp>

#include <cstdint>
#include <optional>
#include <string>

VERSIONED_VERSIONS(api, v1beta1, v1);
VERSIONED_STRUCT(api, FooSpec, (std::string, name), (std::int32_t, replicas, added(v1)), (double, weight));
VERSIONED_STRUCT(api, FooStatus, (std::int32_t, ready, added(v1)));

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_CRD(api, Foo, spec(FooSpec), status(FooStatus), group("example.com"), scale(".spec.replicas", ".status.ready", versions(v1beta1, v1)));
#else
VERSIONED_CRD(api, Foo, spec(FooSpec), status(FooStatus), group("example.com"), scale(".spec.replicas", ".status.ready", versions(v1)));
#endif
