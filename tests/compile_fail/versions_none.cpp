// expect: VERSIONED_VERSIONS\(api\) declares no version: a module needs at least one
// first-error: error: .*VERSIONED_VERSIONS\(api\) declares no version
// max-lines: 50
// Issue 26: a module without versions compiled, and a struct on it then failed deep inside
// (select_indexed<18446744073709551615>: 77 lines on g++; clang++ 14 crashed). Now the module's
// declaration is the one error, and the struct on it adds none. The twin declares a version.
#include <versioned/versioned.hpp>

#include <string>

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_VERSIONS(api);
#else
VERSIONED_VERSIONS(api, v1);
#endif

VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (int,         replicas));
