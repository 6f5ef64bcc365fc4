// expect: versioned: Spec::started: unknown format: format
// first-error: error: .*Spec::started: unknown format
// max-lines: 50
// Rule (DESIGN.md §13): a format that Kubernetes' validator does not know ("datetime" is known:
// kube-openapi ignores dashes, "timestamp" is not). The twin's format is known.
#include <versioned/versioned.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1);

#ifdef VERSIONED_COMPILE_FAIL
#define STARTED_FORMAT "timestamp"
#else
#define STARTED_FORMAT "datetime"
#endif
VERSIONED_STRUCT(api, Spec, (std::string, started, validate(format(STARTED_FORMAT))));
