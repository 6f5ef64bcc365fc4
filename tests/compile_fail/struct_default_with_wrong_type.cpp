// expect: default_with_result_does_not_convert_losslessly<api::versioned_desc_FooSpec::versioned_f_replicas, api::v1beta1, std::[^,]*string[^,]*, int>
// first-error: error: .*default_with result does not convert losslessly to the field's type
// max-lines: 40
// Rule (DESIGN.md §2): default_with's function must return a type that converts losslessly to the
// field's type in the version that adds the field. Checked at the declaration, naming the
// field, the version and both types (issue 9 item 14: before, it failed only at the first
// upgrade, with advice about upgrade_with that did not apply). The twin returns an int.
#include <versioned/versioned.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

inline std::string three_as_text() { return "3"; }
constexpr int three() { return 3; }

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (int, replicas, added(v1beta1, default_with(three_as_text))));
#else
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (int, replicas, added(v1beta1, default_with(three))));
#endif

static_assert(versioned::field_count<api::FooSpec<api::v1>> == 2);
