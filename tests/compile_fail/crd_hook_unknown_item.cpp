// expect: versioned: VERSIONED_CRD\(api, Foo\): hooks\(upgrad\(v2\)\): a kind's hooks are upgrade\(VER\) and downgrade\(VER\)
// max-lines: 40
// DESIGN.md §14 (issue 35): the items of a kind's hooks(...) are upgrade(VER) and downgrade(VER);
// a misspelt one is named. The twin spells it.
#include <versioned/struct.hpp>
#include <versioned/k8s/crd.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1, v2);
VERSIONED_STRUCT(api, FooSpec, (std::string, name));

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_CRD(api, Foo, spec(FooSpec), group("example.com"), hooks(upgrad(v2)));
#else
VERSIONED_CRD(api, Foo, spec(FooSpec), group("example.com"), hooks(upgrade(v2)));
#endif
