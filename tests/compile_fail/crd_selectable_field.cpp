// expect: selectable_field\(path\) takes one path under .spec or .status .*a string, an integer or a boolean .* -- selectable_field\(\\?".spec.weight\\?"\)
// max-lines: 40
// DESIGN.md §14 (issue 35): a selectable field is a string, integer or boolean field (the API
// server refuses a number); the twin selects by name.
#include <versioned/versioned.hpp>
#include <versioned/k8s.hpp>

#include <cstdint>
#include <optional>
#include <string>

VERSIONED_VERSIONS(api, v1beta1, v1);
VERSIONED_STRUCT(api, FooSpec, (std::string, name), (std::int32_t, replicas, added(v1)), (double, weight));
VERSIONED_STRUCT(api, FooStatus, (std::int32_t, ready, added(v1)));

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_CRD(api, Foo, spec(FooSpec), status(FooStatus), group("example.com"), selectable_field(".spec.weight"));
#else
VERSIONED_CRD(api, Foo, spec(FooSpec), status(FooStatus), group("example.com"), selectable_field(".spec.name"), selectable_field(".spec.replicas"));
#endif
