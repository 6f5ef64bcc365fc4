// expect: versioned::downgrade: the argument is already at the oldest version
// DESIGN.md §4: downgrade gives the same struct at the previous version; there is none before
// the oldest. The twin downgrades the version after it (and converts the oldest to itself).
#include <versioned/versioned.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1beta1, v1beta2, v1);

VERSIONED_STRUCT(api, FooSpec,
    (std::string,  name),
    (std::int32_t, replicas, added(v1beta2)));

void use() {
#ifdef VERSIONED_COMPILE_FAIL
    const api::FooSpec<api::v1beta1> oldest{.name = "web"};
    auto previous = versioned::downgrade(oldest);
    (void)previous;
#else
    const api::FooSpec<api::v1beta2> after_oldest{.name = "web", .replicas = 3};
    api::FooSpec<api::v1beta1> previous = versioned::downgrade(after_oldest);
    api::FooSpec<api::v1beta1> same = versioned::convert<api::v1beta1>(previous);
    (void)same;
#endif
}
