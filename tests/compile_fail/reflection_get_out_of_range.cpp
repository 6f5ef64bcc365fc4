// expect: versioned::get<I>: I is not below field_count<T>
// DESIGN.md §3: versioned::get<I> indexes the present fields of a version; an index past the
// last present field is rejected with a clear message. v1alpha1 has 1 present field (replicas
// is added in v1beta1). The twin asks for the last valid index.
#include <versioned/versioned.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (int, replicas, added(v1beta1)));

static_assert(versioned::field_count<api::FooSpec<api::v1alpha1>> == 1);

#ifdef VERSIONED_COMPILE_FAIL
inline const auto& last(const api::FooSpec<api::v1alpha1>& obj) { return versioned::get<1>(obj); }
#else
inline const auto& last(const api::FooSpec<api::v1alpha1>& obj) { return versioned::get<0>(obj); }
#endif
