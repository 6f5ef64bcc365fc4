// expect: VERSIONED_CRD\(api, FooSpec\): the kind has the name of its spec struct, FooSpec
// first-error: error: .*VERSIONED_CRD\(api, FooSpec\): the kind has the name of its spec struct
// Issue 26 (moved to issue 24): a kind declared with its spec's name collided with the spec
// ("ambiguating new declaration" first). Now the first error says so (34 lines with g++). The
// twin names the kind Foo.
#include <versioned/versioned.hpp>
#include <versioned/k8s.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1beta1, v1);
VERSIONED_STRUCT(api, FooSpec, (std::string, name));

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_CRD(api, FooSpec, spec(FooSpec), group("example.com"));
#else
VERSIONED_CRD(api, Foo, spec(FooSpec), group("example.com"));
#endif
