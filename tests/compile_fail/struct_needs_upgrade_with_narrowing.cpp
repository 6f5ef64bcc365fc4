// expect: versioned: FooSpec::replicas: type change needs upgrade_with: the old type has no lossless implicit conversion to the new type
// Rule (DESIGN.md §2): std::int64_t -> std::int32_t narrows (std::int32_t{int64} is
// ill-formed), so the upgrade needs upgrade_with; the reverse widens and needs nothing. The
// twin gives upgrade_with.
#include <versioned/versioned.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

constexpr std::int32_t clamp32(std::int64_t v) {
    return v > INT32_MAX ? INT32_MAX : v < INT32_MIN ? INT32_MIN : static_cast<std::int32_t>(v);
}

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (std::int32_t, replicas, changed(v1beta1, from_type(std::int64_t))));
#else
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (std::int32_t, replicas, changed(v1beta1, from_type(std::int64_t), upgrade_with(clamp32))));
#endif

static_assert(std::is_same_v<decltype(api::FooSpec<api::v1alpha1>::replicas), std::int64_t>);
static_assert(std::is_same_v<decltype(api::FooSpec<api::v1>::replicas), std::int32_t>);
