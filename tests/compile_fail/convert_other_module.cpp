// expect: versioned::convert<To>: To is not a version of the argument's module
// DESIGN.md §4: convert<V> converts between versions of one struct; V must be a tag of the
// struct's own module. other::v1 has the same name and index as api::v1 but is another
// module's tag. The twin converts to api::v1.
#include <versioned/versioned.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1beta1, v1);
VERSIONED_VERSIONS(other, v1beta1, v1);

VERSIONED_STRUCT(api, FooSpec,
    (std::string,  name),
    (std::int32_t, replicas, added(v1)));

void use() {
    const api::FooSpec<api::v1beta1> x{.name = "web"};
#ifdef VERSIONED_COMPILE_FAIL
    auto y = versioned::convert<other::v1>(x);
#else
    auto y = versioned::convert<api::v1>(x);
    (void)other::v1::index;
#endif
    (void)y;
}
