// expect: versioned::upgrade: the argument is already at the latest version
// DESIGN.md §4: upgrade gives the same struct at the next version; there is none after the
// latest. The twin upgrades the version before it (and converts the latest to itself).
#include <versioned/versioned.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1beta1, v1beta2, v1);

VERSIONED_STRUCT(api, FooSpec,
    (std::string,  name),
    (std::int32_t, replicas, added(v1beta2)));

void use() {
#ifdef VERSIONED_COMPILE_FAIL
    const api::FooSpec<api::v1> latest{.name = "web", .replicas = 3};
    auto next = versioned::upgrade(latest);
    (void)next;
#else
    const api::FooSpec<api::v1beta2> before_latest{.name = "web", .replicas = 3};
    api::FooSpec<api::v1> next = versioned::upgrade(before_latest);
    api::FooSpec<api::v1> same = versioned::convert<api::v1>(next);
    (void)same;
#endif
}
