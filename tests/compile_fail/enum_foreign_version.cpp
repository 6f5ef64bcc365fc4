// expect: V must be a version tag of the module that declared the enum
// An enum's versions are its module's: a tag of another module is rejected with the
// library's message, not a lookup failure deep inside.
#include <versioned/enum.hpp>

VERSIONED_VERSIONS(api, v1alpha1, v1);
VERSIONED_VERSIONS(other, v1alpha1, v1);
VERSIONED_ENUM(api, Phase, (Pending), (Paused, added(v1, downgrade_to(Pending))));

#ifdef VERSIONED_COMPILE_FAIL
using wrong = api::Phase<other::v1>;
static_assert(sizeof(wrong) == sizeof(int));
#else
using right = api::Phase<api::v1>;
static_assert(sizeof(right) == sizeof(int));
#endif
