// expect: at most 8 selectable fields per version
// max-lines: 40
// DESIGN.md §14 (issue 35): the API server takes at most 8 selectable fields per version. The
// twin has 8 in v1.
#include <versioned/versioned.hpp>
#include <versioned/k8s.hpp>

#include <cstdint>
#include <optional>
#include <string>

VERSIONED_VERSIONS(api, v1beta1, v1);
VERSIONED_STRUCT(api, FooSpec, (std::string, name), (std::int32_t, replicas, added(v1)), (double, weight),
    (bool, a1), (bool, a2), (bool, a3), (bool, a4), (bool, a5), (bool, a6), (bool, a7));
VERSIONED_STRUCT(api, FooStatus, (std::int32_t, ready, added(v1)));

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_CRD(api, Foo, spec(FooSpec), status(FooStatus), group("example.com"), selectable_field(".spec.name"), selectable_field(".spec.a1"), selectable_field(".spec.a2"), selectable_field(".spec.a3"), selectable_field(".spec.a4"), selectable_field(".spec.a5"), selectable_field(".spec.a6"), selectable_field(".spec.a7"), selectable_field(".spec.replicas"));
#else
VERSIONED_CRD(api, Foo, spec(FooSpec), status(FooStatus), group("example.com"), selectable_field(".spec.name"), selectable_field(".spec.a1"), selectable_field(".spec.a2"), selectable_field(".spec.a3"), selectable_field(".spec.a4"), selectable_field(".spec.a5"), selectable_field(".spec.a6"), selectable_field(".spec.replicas"));
#endif
