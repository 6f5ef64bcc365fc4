// expect: versioned_m_legacy, api::v1, versioned::version_list<api::v1alpha1, api::v1beta1>
// DESIGN.md §2: from the version that deprecates `legacy`, the member is deprecated_legacy;
// the old name is absent there. The twin reads the old name in v1beta1.
#include <versioned/versioned.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (bool, legacy, deprecated(v1, note("no longer read"))));

#ifdef VERSIONED_COMPILE_FAIL
inline bool legacy(const api::FooSpec<api::v1>& obj) { return obj.legacy; }
#else
inline bool legacy(const api::FooSpec<api::v1beta1>& obj) { return obj.legacy; }
#endif
