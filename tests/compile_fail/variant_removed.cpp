// expect: versioned: Source: unknown action 'removed\(v1\)' in alternative
// An alternative is never removed (a stored value must keep its meaning); the variant's screen
// names its actions. The twin deprecates it.
#include <versioned/versioned.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_VARIANT(api, Source,
    (std::string, git),
    (std::string, url, removed(v1)));
#else
VERSIONED_VARIANT(api, Source,
    (std::string, git),
    (std::string, url, deprecated(v1)));
#endif

static_assert(sizeof(api::Source<api::v1>) > 0);
