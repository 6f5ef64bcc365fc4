// expect: versioned: FooSpec::replicas: keyword not allowed in this action
// Rule (DESIGN.md §2): note belongs to deprecated(), not to added(). The twin moves it into
// deprecated().
#include <versioned/versioned.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (int, replicas, added(v1beta1, note("unused")), deprecated(v1)));
#else
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (int, replicas, added(v1beta1), deprecated(v1, note("unused"))));
#endif

static_assert(versioned::has_field<api::FooSpec<api::v1>, "deprecated_replicas">);
