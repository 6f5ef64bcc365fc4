// expect: versioned: FooSpec::port: upgrade_with / downgrade_with requires from_type
// Rule (DESIGN.md §2): upgrade_with/downgrade_with only together with from_type (a rename
// alone moves the value). The twin adds from_type.
#include <versioned/versioned.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

constexpr std::int64_t widen(std::int32_t v) { return v; }

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (std::int64_t, port, changed(v1, from_name(host_port), upgrade_with(widen))));
#else
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (std::int64_t, port, changed(v1, from_name(host_port), from_type(std::int32_t), upgrade_with(widen),
                                 downgrade_with([](std::int64_t v) { return static_cast<std::int32_t>(v); }))));
#endif

static_assert(versioned::has_field<api::FooSpec<api::v1>, "port">);
