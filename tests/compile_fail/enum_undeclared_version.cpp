// expect: (v9.*(not a member|no member)|no member named 'v9')
// Rule (DESIGN.md §9, docs/enums.md's table of rules): an action naming a version the module does
// not declare is the compiler's own error, which names it. The twin names a declared version.
#include <versioned/enum.hpp>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_ENUM(api, Phase, (Pending), (Paused, added(v9, downgrade_to(Pending))));
#else
VERSIONED_ENUM(api, Phase, (Pending), (Paused, added(v1, downgrade_to(Pending))));
#endif

static_assert(versioned::enumerators<api::Phase<api::v1>>.size() == 2);
