// expect: VERSIONED_STRUCT_Bar_must_be_used_at_global_scope_not_inside_a_namespace_block
// Issue 9, item 18: VERSIONED_STRUCT opens the module's namespace itself; inside a namespace
// block it silently declared wrapper::api::Bar. The twin uses it at global scope.
#include <versioned/versioned.hpp>

VERSIONED_VERSIONS(api, v1, v2);

#ifdef VERSIONED_COMPILE_FAIL
namespace wrapper {
VERSIONED_STRUCT(api, Bar, (int, x), (int, y, added(v2)));
} // namespace wrapper
#else
VERSIONED_STRUCT(api, Bar, (int, x), (int, y, added(v2)));
#endif

static_assert(versioned::has_field<api::Bar<api::v2>, "y">);
