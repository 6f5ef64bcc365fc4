// expect: VERSIONED_VARIANT_Source_must_be_used_at_global_scope_not_inside_a_namespace_block
// VERSIONED_VARIANT opens the namespace itself, as VERSIONED_STRUCT does: inside a namespace block
// it would declare wrapper::api::Source. The twin is at global scope.
#include <versioned/variant.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
namespace wrapper {
VERSIONED_VARIANT(api, Source, (std::string, url));
}
#else
VERSIONED_VARIANT(api, Source, (std::string, url));
#endif


