// expect: expected_a_kind_declared_by_VERSIONED_CRD_not_the_versioned_struct<api::FooSpec>
// first-error: error: .*expected_a_kind_declared_by_VERSIONED_CRD_not_the_versioned_struct<api::FooSpec>
// Issue 26 (moved to issue 24): convert_review<FooSpec> names the kind's spec, not the kind; the
// first error was "'versioned_crd_of' was not declared". Now it names the mistake and the struct
// (8 lines with g++). The twin names the kind.
#include <versioned/versioned.hpp>
#include <versioned/k8s.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1beta1, v1);
VERSIONED_STRUCT(api, FooSpec, (std::string, name));
VERSIONED_CRD(api, Foo, spec(FooSpec), group("example.com"));

#ifdef VERSIONED_COMPILE_FAIL
int answer(std::string_view body) { return versioned::k8s::convert_review<api::FooSpec>(body).status; }
#else
int answer(std::string_view body) { return versioned::k8s::convert_review<api::Foo>(body).status; }
#endif
