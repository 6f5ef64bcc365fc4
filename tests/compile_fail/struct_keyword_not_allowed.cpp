// expect: versioned: FooSpec::replicas: keyword not allowed in this action
// Rule (DESIGN.md §2): default_with belongs to added(), not to changed(). The twin moves it
// into added().
#include <versioned/versioned.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

constexpr int default_replicas() { return 3; }

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (int, replicas, added(v1beta1), changed(v1, from_name(count), default_with(default_replicas))));
#else
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (int, replicas, added(v1beta1, default_with(default_replicas)), changed(v1, from_name(count))));
#endif

static_assert(versioned::has_field<api::FooSpec<api::v1beta1>, "count">);
