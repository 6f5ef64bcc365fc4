// expect: versioned: FooSpec::limit: type change needs upgrade_with
// Rule (DESIGN.md §2): "lossless implicit conversion" means non-narrowing brace
// initialization. std::int64_t -> std::optional<std::int32_t> narrows the value (through
// optional's converting constructor template), so the upgrade needs upgrade_with.
// std::optional<std::int32_t>{std::int64_t{}} is well-formed (the narrowing happens inside the
// constructor template), so detail::lossless looks through the optional. The twin gives
// upgrade_with.
#include <versioned/versioned.hpp>

#include <cstdint>
#include <optional>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

constexpr std::optional<std::int32_t> clamp_limit(std::int64_t v) {
    if (v > INT32_MAX || v < INT32_MIN) return std::nullopt;
    return static_cast<std::int32_t>(v);
}
constexpr std::int64_t unwrap_limit(const std::optional<std::int32_t>& v) { return v.value_or(0); }

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec,
    (std::optional<std::int32_t>, limit, changed(v1, from_type(std::int64_t), downgrade_with(unwrap_limit))));
#else
VERSIONED_STRUCT(api, FooSpec,
    (std::optional<std::int32_t>, limit, changed(v1, from_type(std::int64_t), upgrade_with(clamp_limit),
                                                 downgrade_with(unwrap_limit))));
#endif

static_assert(std::is_same_v<decltype(api::FooSpec<api::v1beta1>::limit), std::int64_t>);
static_assert(std::is_same_v<decltype(api::FooSpec<api::v1>::limit), std::optional<std::int32_t>>);
