// expect: FooSpec::deprecated_bar: a field named deprecated_\.\.\. that is deprecated would be called deprecated_deprecated_
// first-error: error: .*FooSpec::deprecated_bar: a field named deprecated_
// max-lines: 50
// Issue 26: the reference crate names a deprecated field deprecated_bar itself; here
// deprecated(VER) adds the prefix, so such a field silently became deprecated_deprecated_bar.
// The twin names the field bar.
#include <versioned/versioned.hpp>

#include <cstddef>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (std::size_t, deprecated_bar, deprecated(v1)));
#else
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (std::size_t, bar, deprecated(v1)));
#endif

static_assert(versioned::field_count<api::FooSpec<api::v1>> == 2);
