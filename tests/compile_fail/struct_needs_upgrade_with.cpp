// expect: versioned: FooSpec::port: type change needs upgrade_with: the old type has no lossless implicit conversion to the new type
// Rule (DESIGN.md §2): a type change from std::string to int has no lossless implicit
// conversion, so it needs upgrade_with. The twin gives both upgrade_with and downgrade_with
// (int -> std::string has no implicit conversion either).
#include <versioned/versioned.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

inline int parse_port(const std::string& s) { return std::stoi(s); }
inline std::string print_port(int p) { return std::to_string(p); }

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (int, port, changed(v1, from_type(std::string), downgrade_with(print_port))));
#else
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (int, port, changed(v1, from_type(std::string), upgrade_with(parse_port), downgrade_with(print_port))));
#endif

static_assert(std::is_same_v<decltype(api::FooSpec<api::v1beta1>::port), std::string>);
static_assert(std::is_same_v<decltype(api::FooSpec<api::v1>::port), int>);
