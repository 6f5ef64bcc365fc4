// expect: FooSpec::bar: an attribute in the field's type \(\[\[deprecated\]\] std::size_t\) is not applied to its member.*deprecated\(VER\)
// first-error: error: .*FooSpec::bar: an attribute in the field's type
// max-lines: 50
// Issue 26: ([[deprecated]] std::size_t, bar) compiled with g++, which ignores the attribute
// there (the member was not deprecated); clang++ rejects it. Both now report it first and point
// to the deprecated(VER) action. The twin deprecates the field with its action.
#include <versioned/versioned.hpp>

#include <cstddef>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec,
    (std::string,                 name),
    ([[deprecated]] std::size_t, bar));
#else
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (std::size_t, bar, deprecated(v1)));
#endif

static_assert(versioned::field_count<api::FooSpec<api::v1>> == 2);
