// expect: versioned: VERSIONED_CRD\(api, Foo\): hooks\(upgrade\(v1\)\): a hook is announced by the later version of its step.*the first version has no step before it
// max-lines: 40
// DESIGN.md §14 (issue 35): a kind hook is announced, as a struct's, by the later version of its
// step; the first version has none before it. The twin announces the step into v2.
#include <versioned/struct.hpp>
#include <versioned/k8s/crd.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1, v2);
VERSIONED_STRUCT(api, FooSpec, (std::string, name));

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_CRD(api, Foo, spec(FooSpec), group("example.com"), hooks(upgrade(v1)));
#else
VERSIONED_CRD(api, Foo, spec(FooSpec), group("example.com"), hooks(upgrade(v2)));
#endif
