// expect: unknown option in \(v1beta1, deprecatd\(\\?"use v1\\?"\)\) of VERSIONED_VERSIONS\(api, \.\.\.\)
// first-error: error: .*unknown option in \(v1beta1, deprecatd
// max-lines: 50
// Issue 26: a misspelled version option was a macro argument-count error and 1,094 lines
// (g++). Now it is one error naming the version and the option; the version is declared
// (not deprecated), so nothing else fails. The twin spells it right.
#include <versioned/versioned.hpp>

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_VERSIONS(api, v1alpha1, (v1beta1, deprecatd("use v1")), v1);
#else
VERSIONED_VERSIONS(api, v1alpha1, (v1beta1, deprecated("use v1")), v1);
#endif

VERSIONED_STRUCT(api, FooSpec,
    (int, replicas),
    (int, port, added(v1beta1)));

static_assert(versioned::field_count<api::FooSpec<api::v1>> == 2);
