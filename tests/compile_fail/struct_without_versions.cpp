// expect: versioned: FooSpec: no VERSIONED_VERSIONS\(api, \.\.\.\) before VERSIONED_STRUCT\(api, FooSpec, \.\.\.\)
// first-error: error: .*FooSpec: no VERSIONED_VERSIONS\(api
// max-lines: 50
// Issue 26: a struct declared without its module's VERSIONED_VERSIONS gave "'versioned_module'
// in namespace 'api' does not name a type" and 585 lines (g++). Now one error names the missing
// declaration; the struct is declared on a stand-in module, so nothing else fails. The twin
// declares the module first.
#include <versioned/versioned.hpp>

#include <string>

#ifndef VERSIONED_COMPILE_FAIL
VERSIONED_VERSIONS(api, v1alpha1, v1);
#endif

VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (int,         replicas, added(v1)),
    (int,         port,     changed(v1, from_name(host_port))));
