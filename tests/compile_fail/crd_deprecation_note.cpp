// expect: deprecationWarning: at most 256 printable characters
// DESIGN.md §8 / reference/kubernetes.md: a deprecated version's note is its CRD
// deprecationWarning, which the API server caps at 256 printable characters.
// The twin's note is short.
#include <versioned/versioned.hpp>
#include <versioned/k8s.hpp>

#include <string>

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_VERSIONS(api, (v1beta1, deprecated("line one\nline two")), v1);
#else
VERSIONED_VERSIONS(api, (v1beta1, deprecated("use v1")), v1);
#endif
VERSIONED_STRUCT(api, FooSpec, (std::string, name));
VERSIONED_CRD(api, Foo, spec(FooSpec), group("example.com"));
