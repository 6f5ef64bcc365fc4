// expect: versioned_m_replicas, api::v1alpha1, versioned::version_list<api::v1beta1, api::v1>
// DESIGN.md §2: a field added in v1beta1 does not exist in v1alpha1; the error names the
// member, the version used and the versions that have it. The twin uses v1beta1.
#include <versioned/versioned.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (int, replicas, added(v1beta1)));

#ifdef VERSIONED_COMPILE_FAIL
inline int replicas(const api::FooSpec<api::v1alpha1>& obj) { return obj.replicas; }
#else
inline int replicas(const api::FooSpec<api::v1beta1>& obj) { return obj.replicas; }
#endif
