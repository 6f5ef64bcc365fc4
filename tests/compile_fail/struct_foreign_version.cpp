// expect: FooSpec<V>: V must be a version tag declared by VERSIONED_VERSIONS\(api, \.\.\.\)
// A struct over module `api` instantiated with another module's tag is rejected. The twin
// uses the struct's own module.
#include <versioned/versioned.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1);
VERSIONED_VERSIONS(other, v1alpha1, v1);

VERSIONED_STRUCT(api, FooSpec, (std::string, name));

#ifdef VERSIONED_COMPILE_FAIL
using spec = api::FooSpec<other::v1>;
#else
using spec = api::FooSpec<api::v1>;
#endif
static_assert(sizeof(spec) > 0);
