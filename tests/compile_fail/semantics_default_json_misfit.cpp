// expect: versioned: FooSpec::backend: default_json's text is not a JSON value of the field's type in every version
// first-error: error: .*FooSpec::backend: default_json.s text is not a JSON value
// max-lines: 50
// Rule (DESIGN.md §14, defaults of any JSON shape): default_json's text is read at compile time
// as each version's type -- here "port" is no key of Backend (it is "ports"). The twin spells it.
#include <versioned/versioned.hpp>

#include <string>
#include <vector>

VERSIONED_VERSIONS(api, v1alpha1, v1);

VERSIONED_STRUCT(api, Backend, (std::string, name), (std::vector<int>, ports));
inline api::Backend<api::v1alpha1> default_backend() { return {.name = "web", .ports = {80}}; }

#ifdef VERSIONED_COMPILE_FAIL
#define BACKEND_TEXT R"({"name": "web", "port": [80]})"
#else
#define BACKEND_TEXT R"({"name": "web", "ports": [80]})"
#endif
VERSIONED_STRUCT(api, FooSpec,
    (api::Backend<V>, backend, added(v1alpha1, default_with(default_backend)), default_json(BACKEND_TEXT)));
