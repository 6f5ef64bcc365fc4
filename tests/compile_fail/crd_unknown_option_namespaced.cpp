// expect: VERSIONED_CRD\(api, Foo\): unknown option 'namespacd'
// first-error: error: .*VERSIONED_CRD\(api, Foo\): unknown option 'namespacd'
// Issue 24, defect 5: a misspelled VERSIONED_CRD option compiled and gave another CRD (the
// option was skipped); it is an error naming the option, reported first. The twin spells it.
#include <versioned/versioned.hpp>
#include <versioned/k8s.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1beta1, v1);
VERSIONED_STRUCT(api, FooSpec, (std::string, name), (std::int32_t, replicas));

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_CRD(api, Foo, spec(FooSpec), group("example.com"), namespacd);
#else
VERSIONED_CRD(api, Foo, spec(FooSpec), group("example.com"), namespaced);
#endif
