// expect: duplicate_field_name<api::versioned_desc_FooSpec::versioned_f_deprecated_legacy::versioned_m_deprecated_legacy>
// Rule (DESIGN.md §2): a deprecated field `legacy` becomes the member `deprecated_legacy`,
// which clashes with a field declared under that name. The twin names the other field
// differently.
#include <versioned/versioned.hpp>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec,
    (bool, legacy, deprecated(v1)),
    (bool, deprecated_legacy, added(v1)));
#else
VERSIONED_STRUCT(api, FooSpec,
    (bool, legacy, deprecated(v1)),
    (bool, legacy_mode, added(v1)));
#endif

static_assert(versioned::field_count<api::FooSpec<api::v1>> == 2);
