// expect: duplicate_field_name<api::versioned_desc_FooSpec::versioned_f_title::versioned_m_name>
// Rule (DESIGN.md §2): a member name belongs to one field across all versions. Here `title`
// was called `name` before v1 (from_name(name)), which is also the name of the field `name`:
// both would be the C++ member `name`. The twin renames from another name.
#include <versioned/versioned.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (std::string, title, changed(v1, from_name(name))));
#else
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (std::string, title, changed(v1, from_name(caption))));
#endif

static_assert(versioned::has_field<api::FooSpec<api::v1beta1>, "caption">);
