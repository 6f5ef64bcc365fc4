// expect: deprecated_legacy' is deprecated
// DESIGN.md §2: deprecated(VER) without note: the member deprecated_legacy is still
// [[deprecated]]. Writing it warns (an error under -Werror). The twin writes another member.
#include <versioned/versioned.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (bool, legacy, deprecated(v1beta1)));

#ifdef VERSIONED_COMPILE_FAIL
inline void user_use(api::FooSpec<api::v1>& obj) { obj.deprecated_legacy = true; }
#else
inline void user_use(api::FooSpec<api::v1>& obj) { obj.name = "x"; }
#endif
