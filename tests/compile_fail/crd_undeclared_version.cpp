// expect: VERSIONED_CRD\(api, Foo\): storage\(\.\.\.\) or served\(\.\.\.\) names a version that VERSIONED_VERSIONS\(api, \.\.\.\) does not declare
// first-error: error: .*VERSIONED_CRD\(api, Foo\): storage\(\.\.\.\) or served
// max-lines: 50
// Issue 26: storage(v2) naming an undeclared version: "'api::v2' has not been declared", then
// 344 lines (g++). The version is looked up by name now: one error, and the kind is checked as
// if the option were absent. The twin names a declared version.
#include <versioned/k8s.hpp>
#include <versioned/versioned.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (int,         replicas, added(v1beta1)));

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_CRD(api, Foo, spec(FooSpec), group("example.com"), storage(v2), served(v1beta1, v1));
#else
VERSIONED_CRD(api, Foo, spec(FooSpec), group("example.com"), storage(v1), served(v1beta1, v1));
#endif
