// expect: versioned: Ref: struct_type takes atomic or granular, once -- as an entry
// first-error: error: .*Ref: struct_type takes atomic or granular
// max-lines: 50
// Rule (DESIGN.md §14): struct_type(atomic) as an entry of a struct's own table makes the struct
// atomic wherever it is used (Kubernetes' ObjectReference); "frozen" is no merge topology.
#include <versioned/versioned.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, Ref, (std::string, name), (std::string, kind), struct_type(frozen));
#else
VERSIONED_STRUCT(api, Ref, (std::string, name), (std::string, kind), struct_type(atomic));
#endif
VERSIONED_STRUCT(api, FooSpec, (api::Ref<V>, owner));
