#ifndef VERSIONED_DETAIL_VERSION_NAME_HPP
#define VERSIONED_DETAIL_VERSION_NAME_HPP

// Kubernetes version names: the grammar our declarations accept, the order in which they
// must be declared, and the DNS-1035 label rule every CRD version name obeys.
// Everything is constexpr so that VERSIONED_VERSIONS can check names with static_assert.

#include <cstddef>
#include <cstdint>
#include <limits>
#include <string_view>

namespace versioned::detail {

// Stages of a version, in ascending maturity: comparing them as ints gives both orders we need.
inline constexpr int stage_alpha = 0;
inline constexpr int stage_beta = 1;
inline constexpr int stage_ga = 2;

// A CRD version name is a DNS-1035 label, which Kubernetes caps at 63 characters.
inline constexpr std::size_t max_version_name_length = 63;

// Kubernetes reads the numbers with Go's strconv.Atoi (a 64-bit int on the platforms it runs
// on). A larger number makes the name "not kube-like" there, so it would sort as a plain
// string; we refuse to declare such a name rather than let its priority silently change.
inline constexpr std::uint64_t max_version_number =
    static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max());

// A name parsed by our declaration grammar `v<major>[(alpha|beta)<level>]`.
// When `valid` is false every other member is zero.
struct kube_version {
    bool valid = false;
    std::uint64_t major = 0;
    int stage = 0;           // stage_alpha, stage_beta or stage_ga
    std::uint64_t level = 0; // 0 for GA

    friend constexpr bool operator==(const kube_version&, const kube_version&) = default;
};

constexpr bool is_ascii_digit(char c) noexcept { return c >= '0' && c <= '9'; }
constexpr bool is_ascii_lower(char c) noexcept { return c >= 'a' && c <= 'z'; }

constexpr bool all_ascii_digits(std::string_view s) noexcept {
    for (const char c : s) {
        if (!is_ascii_digit(c)) return false;
    }
    return true;
}

// -1, 0 or 1: callers get a normalised sign whatever produced the difference.
template <class T>
constexpr int three_way(const T& a, const T& b) noexcept {
    return a < b ? -1 : (b < a ? 1 : 0);
}

constexpr int sign(int v) noexcept { return v < 0 ? -1 : (v > 0 ? 1 : 0); }

// The pieces of `^v([0-9]+)(?:(alpha|beta)([0-9]+))?$`, the pattern Kubernetes calls
// "kube-like". Only the shape is checked here; the two grammars built on it differ in what
// they accept as numbers (leading zeros, zero, length).
struct kube_version_pattern {
    bool matched = false;
    std::string_view major{}; // digits
    int stage = 0;
    std::string_view level{}; // digits, empty for GA
};

constexpr kube_version_pattern match_kube_version_pattern(std::string_view name) noexcept {
    if (name.empty() || name.front() != 'v') return {};
    std::size_t major_end = 1;
    while (major_end < name.size() && is_ascii_digit(name[major_end])) ++major_end;
    if (major_end == 1) return {};

    const std::string_view major = name.substr(1, major_end - 1);
    std::string_view rest = name.substr(major_end);
    if (rest.empty()) return {true, major, stage_ga, {}};

    int stage = 0;
    if (rest.starts_with("alpha")) {
        stage = stage_alpha;
        rest.remove_prefix(5);
    } else if (rest.starts_with("beta")) {
        stage = stage_beta;
        rest.remove_prefix(4);
    } else {
        return {};
    }
    // The level is mandatory after alpha/beta: `v1alpha` is not a version.
    if (rest.empty() || !all_ascii_digits(rest)) return {};
    return {true, major, stage, rest};
}

struct parsed_number {
    bool ok = false;
    std::uint64_t value = 0;
};

// Decimal value of a digit string; leading zeros are fine (as for strconv.Atoi), a value
// above `max` fails instead of wrapping.
constexpr parsed_number parse_decimal(std::string_view digits, std::uint64_t max) noexcept {
    if (digits.empty()) return {};
    std::uint64_t value = 0;
    for (const char c : digits) {
        if (!is_ascii_digit(c)) return {};
        const auto digit = static_cast<std::uint64_t>(c - '0');
        if (value > (max - digit) / 10) return {}; // value * 10 + digit would exceed max
        value = value * 10 + digit;
    }
    return {true, value};
}

// Our declaration grammar: `v<major>[(alpha|beta)<level>]`, major and level >= 1 without
// leading zeros (so each name has one spelling), at most 63 characters, numbers at most
// max_version_number. Stricter than Kubernetes' kube-like test, which also takes `v0`, `v01`.
constexpr kube_version parse_kube_version(std::string_view name) noexcept {
    if (name.size() > max_version_name_length) return {};
    const kube_version_pattern p = match_kube_version_pattern(name);
    if (!p.matched) return {};
    // A non-empty digit string without a leading zero is >= 1.
    if (p.major.front() == '0') return {};
    if (p.stage != stage_ga && p.level.front() == '0') return {};

    const parsed_number major = parse_decimal(p.major, max_version_number);
    if (!major.ok) return {};
    if (p.stage == stage_ga) return {true, major.value, stage_ga, 0};
    const parsed_number level = parse_decimal(p.level, max_version_number);
    if (!level.ok) return {};
    return {true, major.value, p.stage, level.value};
}

constexpr bool is_kube_version_name(std::string_view name) noexcept {
    return parse_kube_version(name).valid;
}

// Declaration order: major, then alpha < beta < GA, then level.
// v1alpha1 < v1alpha2 < v1beta1 < v1 < v2alpha1 < v2beta1 < v2.
// Invalid versions order before every valid one (and among themselves by plain byte order),
// so the result is a total order on any input; never undefined behaviour.
constexpr int chronological_compare(const kube_version& a, const kube_version& b) noexcept {
    if (a.valid != b.valid) return a.valid ? 1 : -1;
    if (a.major != b.major) return three_way(a.major, b.major);
    if (a.stage != b.stage) return three_way(a.stage, b.stage);
    return three_way(a.level, b.level);
}

constexpr int chronological_compare(std::string_view a, std::string_view b) noexcept {
    const kube_version x = parse_kube_version(a);
    const kube_version y = parse_kube_version(b);
    if (!x.valid && !y.valid) return sign(a.compare(b));
    return chronological_compare(x, y);
}

// `^[a-z]([-a-z0-9]*[a-z0-9])?$`, at most 63 characters: what a CRD version name must be.
constexpr bool is_dns1035_label(std::string_view s) noexcept {
    if (s.empty() || s.size() > max_version_name_length) return false;
    if (!is_ascii_lower(s.front())) return false;
    if (!is_ascii_lower(s.back()) && !is_ascii_digit(s.back())) return false;
    for (const char c : s) {
        if (!is_ascii_lower(c) && !is_ascii_digit(c) && c != '-') return false;
    }
    return true;
}

} // namespace versioned::detail

#endif // VERSIONED_DETAIL_VERSION_NAME_HPP
