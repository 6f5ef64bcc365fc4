// expect: versioned: FooSpec::labels: default_json is given once, as a string literal, beside added
// first-error: error: .*FooSpec::labels: default_json is given once
// max-lines: 50
// Rule (DESIGN.md §14, defaults of any JSON shape): default_json is the text the schemas show
// for default_with's value, which the reader and the upgrades fill in; alone it would show a
// default that nothing fills in. The twin gives default_with beside it.
#include <versioned/versioned.hpp>

#include <string>
#include <vector>

VERSIONED_VERSIONS(api, v1alpha1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec, (std::vector<std::string>, labels, default_json(R"(["web"])")));
#else
VERSIONED_STRUCT(api, FooSpec,
    (std::vector<std::string>, labels, added(v1alpha1, default_with([] { return std::vector<std::string>{"web"}; })),
                                       default_json(R"(["web"])")));
#endif
