#ifndef VERSIONED_K8S_PRIORITY_HPP
#define VERSIONED_K8S_PRIORITY_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// Kubernetes' version *priority*: the order kubectl and API discovery use to pick a preferred
// version (highest first: v10, v2, v1, v11beta2, v10beta3, v3beta1, v12alpha1, v11alpha2,
// foo1, foo10). It is not the declaration order: every GA outranks every beta, and so on.
// Reimplemented from the semantics of CompareKubeAwareVersionStrings in
// k8s.io/apimachinery/pkg/version/helpers.go, including its corner cases.

#include <cstdint>
#include <string_view>

#include <versioned/detail/version_name.hpp>

namespace versioned::detail {

// What Kubernetes extracts from a name. Looser than our declaration grammar: any string that
// matches the kube-like pattern counts, so `v0`, `v01`, `v1alpha0` and long runs of leading
// zeros are kube-like; only a number above int64's maximum (an Atoi failure) is not.
struct kube_aware_version {
    bool kube_like = false;
    int stage = 0;
    std::uint64_t major = 0;
    std::uint64_t minor = 0; // the level after alpha/beta; 0 for GA
};

constexpr kube_aware_version parse_kube_aware_version(std::string_view name) noexcept {
    const kube_version_pattern p = match_kube_version_pattern(name);
    if (!p.matched) return {};
    const parsed_number major = parse_decimal(p.major, max_version_number);
    if (!major.ok) return {};
    if (p.stage == stage_ga) return {true, stage_ga, major.value, 0};
    const parsed_number minor = parse_decimal(p.level, max_version_number);
    if (!minor.ok) return {};
    return {true, p.stage, major.value, minor.value};
}

} // namespace versioned::detail

namespace versioned::k8s {

// True when Kubernetes treats `name` as a version (`v<n>[(alpha|beta)<n>]`, digits only, numbers
// within int64) rather than as an arbitrary string.
constexpr bool is_kube_like(std::string_view name) noexcept {
    return ::versioned::detail::parse_kube_aware_version(name).kube_like;
}

// Positive when `a` has the higher priority, 0 when equal, negative otherwise (always -1, 0 or 1).
// Accepts any string, not only DNS-1035 labels. Rules, as in Kubernetes:
// - kube-like names outrank all others;
// - between kube-like names: GA > beta > alpha regardless of major, then higher major, then
//   higher level. Numbers compare by value, so `v01` and `v1` are of equal priority;
// - two other names compare by reversed byte order, so `foo1` > `foo10` and `bar` > `foo`.
constexpr int priority_compare(std::string_view a, std::string_view b) noexcept {
    if (a == b) return 0;
    const ::versioned::detail::kube_aware_version x = ::versioned::detail::parse_kube_aware_version(a);
    const ::versioned::detail::kube_aware_version y = ::versioned::detail::parse_kube_aware_version(b);
    if (!x.kube_like && !y.kube_like) return ::versioned::detail::sign(b.compare(a)); // reversed on purpose
    if (x.kube_like != y.kube_like) return x.kube_like ? 1 : -1;
    if (x.stage != y.stage) return ::versioned::detail::three_way(x.stage, y.stage);
    if (x.major != y.major) return ::versioned::detail::three_way(x.major, y.major);
    return ::versioned::detail::three_way(x.minor, y.minor);
}

// A comparator for standard algorithms that puts the HIGHEST priority FIRST:
// `priority_less{}(a, b)` is true when `a` has a higher priority than `b`, so
// `std::sort(v.begin(), v.end(), priority_less{})` yields {"v2", "v1", "v1beta1", ...}.
// It is a strict weak ordering on all strings: names of equal priority (`v1`, `v01`) are
// equivalent. Transparent, so it also serves heterogeneous lookup in ordered containers.
struct priority_less {
    using is_transparent = void;

    constexpr bool operator()(std::string_view a, std::string_view b) const noexcept {
        return priority_compare(a, b) > 0;
    }
};

} // namespace versioned::k8s

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_K8S_PRIORITY_HPP
