// expect: FooSpec: the action 'deprecated' in field \(bool, legacy, deprecated\) needs its version: deprecated\(VER\[, \.\.\.\]\)
// first-error: error: .*FooSpec: the action 'deprecated' in field \(bool, legacy, deprecated\) needs its version
// max-lines: 30
// Issue 33: `deprecated` without its version was "unknown action 'deprecated'", followed by a
// list of the actions that has deprecated in it; now it says what the action lacks. The twin
// gives the version.
#include <versioned/versioned.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec, (std::string, name), (bool, legacy, deprecated));
#else
VERSIONED_STRUCT(api, FooSpec, (std::string, name), (bool, legacy, deprecated(v1)));
#endif
