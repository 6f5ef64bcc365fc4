// expect: versioned: VERSIONED_CRD\(api, Foo\): hooks\(downgrade\(v3\)\): names a version that VERSIONED_VERSIONS\(api, \.\.\.\) does not declare
// max-lines: 40
// DESIGN.md §14 (issue 35): a kind hook names a declared version; hooks(...) items are upgrade(VER)
// and downgrade(VER). The twin names v2.
#include <versioned/struct.hpp>
#include <versioned/k8s/crd.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1, v2);
VERSIONED_STRUCT(api, FooSpec, (std::string, name));

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_CRD(api, Foo, spec(FooSpec), group("example.com"), hooks(upgrade(v2), downgrade(v3)));
#else
VERSIONED_CRD(api, Foo, spec(FooSpec), group("example.com"), hooks(upgrade(v2), downgrade(v2)));
#endif
