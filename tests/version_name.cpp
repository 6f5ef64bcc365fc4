// Tests of detail/version_name.hpp: our declaration grammar, declaration (chronological)
// order and DNS-1035 labels.

#include <versioned/detail/version_name.hpp>

#include <doctest/doctest.h>

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace {

using namespace std::string_view_literals;
using versioned::detail::chronological_compare;
using versioned::detail::is_dns1035_label;
using versioned::detail::is_kube_version_name;
using versioned::detail::kube_version;
using versioned::detail::parse_kube_version;
using versioned::detail::stage_alpha;
using versioned::detail::stage_beta;
using versioned::detail::stage_ga;

struct parse_row {
    std::string_view name;
    kube_version expected;
};

constexpr std::array accepted{
    parse_row{"v1", {true, 1, stage_ga, 0}},
    parse_row{"v2", {true, 2, stage_ga, 0}},
    parse_row{"v10", {true, 10, stage_ga, 0}},
    parse_row{"v100", {true, 100, stage_ga, 0}},
    parse_row{"v1alpha1", {true, 1, stage_alpha, 1}},
    parse_row{"v1alpha10", {true, 1, stage_alpha, 10}},
    parse_row{"v1beta1", {true, 1, stage_beta, 1}},
    parse_row{"v2beta3", {true, 2, stage_beta, 3}},
    parse_row{"v12beta34", {true, 12, stage_beta, 34}},
    parse_row{"v101alpha909", {true, 101, stage_alpha, 909}},
    // The largest numbers Kubernetes can still read (int64 max).
    parse_row{"v9223372036854775807", {true, 9223372036854775807ULL, stage_ga, 0}},
    parse_row{"v1alpha9223372036854775807", {true, 1, stage_alpha, 9223372036854775807ULL}},
    // The longest valid name (44 characters): the number limit makes the 63 cap unreachable.
    parse_row{"v9223372036854775807alpha9223372036854775807",
              {true, 9223372036854775807ULL, stage_alpha, 9223372036854775807ULL}},
};

constexpr std::array rejected{
    ""sv,
    "V1"sv,
    "v"sv,
    "v0"sv,
    "v00"sv,
    "v01"sv,
    "v0alpha1"sv,
    "v1alpha"sv,
    "v1alpha0"sv,
    "v1alpha01"sv,
    "v1beta0"sv,
    "v1Alpha1"sv,
    "v1ALPHA1"sv,
    "v1gamma1"sv,
    "v1rc1"sv,
    "v1a1"sv,
    "v1beta"sv,
    "1"sv,
    "alpha1"sv,
    "va1"sv,
    "vv1"sv,
    "v1-alpha1"sv,
    "v1.0"sv,
    "v+1"sv,
    "v-1"sv,
    "v1alpha-1"sv,
    "v1alpha1beta1"sv,
    "v1beta1alpha1"sv,
    "v1alphaa1"sv,
    "v1alpha1x"sv,
    "v1 "sv,
    " v1"sv,
    "v1alpha1 "sv,
    "v1\n"sv,
    "v1\0"sv,           // embedded NUL: the view's size counts, not the C string
    "v\u0661"sv,        // ARABIC-INDIC DIGIT ONE is not an ASCII digit
    "v9223372036854775808"sv,        // int64 max + 1: Kubernetes' Atoi fails
    "v18446744073709551615"sv,       // uint64 max: still above the int64 limit
    "v18446744073709551616"sv,       // uint64 overflow
    "v99999999999999999999"sv,
    "v1beta9223372036854775808"sv,
    "v1alpha100000000000000000000000000000000000000000000000000000000"sv, // 64 characters
};

static_assert(rejected.back().size() == 64);

// Declaration order, strictly ascending.
constexpr std::array chronological{
    "v1alpha1"sv, "v1alpha2"sv, "v1alpha10"sv, "v1beta1"sv, "v1beta2"sv, "v1"sv,
    "v2alpha1"sv, "v2beta1"sv,  "v2"sv,        "v3beta1"sv, "v3"sv,      "v10alpha1"sv,
    "v10beta3"sv, "v10"sv,      "v11alpha2"sv, "v11beta2"sv, "v12alpha1"sv,
    "v9223372036854775807alpha1"sv, "v9223372036854775807"sv,
};

constexpr std::array dns1035_accepted{
    "a"sv, "z"sv, "abc"sv, "a-b"sv, "a--b"sv, "a1"sv, "a-1"sv, "v1"sv, "v1alpha1"sv,
    "foo-bar-baz9"sv,
    "abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz01234567890"sv, // 63 characters
};

constexpr std::array dns1035_rejected{
    ""sv, "1"sv, "1a"sv, "-"sv, "-a"sv, "a-"sv, "A"sv, "aB"sv, "V1"sv, "a_b"sv, "a.b"sv,
    "a b"sv, " a"sv, "a "sv, "a\n"sv, "a\0"sv, "\xc3\xa9"sv, "a/b"sv,
    "abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz012345678901"sv, // 64 characters
};

static_assert(dns1035_accepted.back().size() == 63);
static_assert(dns1035_rejected.back().size() == 64);

constexpr bool all_accepted() {
    for (const auto& row : accepted) {
        if (parse_kube_version(row.name) != row.expected) return false;
        if (!is_kube_version_name(row.name)) return false;
    }
    return true;
}

constexpr bool all_rejected() {
    for (const auto name : rejected) {
        if (is_kube_version_name(name)) return false;
        if (parse_kube_version(name) != kube_version{}) return false;
    }
    return true;
}

constexpr bool chronological_is_strictly_ascending() {
    for (std::size_t i = 0; i < chronological.size(); ++i) {
        for (std::size_t j = 0; j < chronological.size(); ++j) {
            const int expected = i < j ? -1 : (i > j ? 1 : 0);
            if (chronological_compare(chronological[i], chronological[j]) != expected) return false;
        }
    }
    return true;
}

// Compile-time facts: everything is usable in constant expressions and noexcept.
static_assert(all_accepted());
static_assert(all_rejected());
static_assert(chronological_is_strictly_ascending());
static_assert(is_kube_version_name("v1beta1"));
static_assert(!is_kube_version_name("v1alpha"));
static_assert(parse_kube_version("v3alpha2") == kube_version{true, 3, stage_alpha, 2});
static_assert(chronological_compare("v1", "v2alpha1") < 0);
static_assert(chronological_compare("v1beta1", "v1") < 0);
static_assert(chronological_compare("v2", "v2") == 0);
static_assert(is_dns1035_label("v1alpha1"));
static_assert(!is_dns1035_label("1v"));
static_assert(noexcept(parse_kube_version(""sv)));
static_assert(noexcept(is_kube_version_name(""sv)));
static_assert(noexcept(chronological_compare(""sv, ""sv)));
static_assert(noexcept(is_dns1035_label(""sv)));

} // namespace

TEST_CASE("parse_kube_version accepts the declaration grammar") {
    for (const auto& row : accepted) {
        CAPTURE(row.name);
        const kube_version v = parse_kube_version(row.name);
        CHECK(v.valid);
        CHECK(v.major == row.expected.major);
        CHECK(v.stage == row.expected.stage);
        CHECK(v.level == row.expected.level);
        CHECK(v.major >= 1);
        CHECK((v.stage == stage_ga ? v.level == 0 : v.level >= 1));
    }
}

TEST_CASE("parse_kube_version rejects everything else") {
    CHECK(rejected.size() >= 25);
    for (const auto name : rejected) {
        CAPTURE(std::string(name));
        const kube_version v = parse_kube_version(name);
        CHECK_FALSE(v.valid);
        CHECK(v.major == 0);
        CHECK(v.stage == 0);
        CHECK(v.level == 0);
    }
}

TEST_CASE("is_kube_version_name") {
    for (const auto& row : accepted) {
        CAPTURE(row.name);
        CHECK(is_kube_version_name(row.name));
        // Every declarable name is also a valid CRD version name.
        CHECK(is_dns1035_label(row.name));
    }
    for (const auto name : rejected) {
        CAPTURE(std::string(name));
        CHECK_FALSE(is_kube_version_name(name));
    }
    // A view into a larger buffer is judged by its own extent only.
    constexpr std::string_view buffer = "v1alpha1xyz";
    CHECK(is_kube_version_name(buffer.substr(0, 8)));
    CHECK(is_kube_version_name(buffer.substr(0, 2)));
    CHECK_FALSE(is_kube_version_name(buffer.substr(0, 7)));
    CHECK_FALSE(is_kube_version_name(buffer));
}

TEST_CASE("chronological_compare") {
    for (std::size_t i = 0; i < chronological.size(); ++i) {
        for (std::size_t j = 0; j < chronological.size(); ++j) {
            CAPTURE(chronological[i]);
            CAPTURE(chronological[j]);
            const int expected = i < j ? -1 : (i > j ? 1 : 0);
            CHECK(chronological_compare(chronological[i], chronological[j]) == expected);
        }
    }
    // The documented chain.
    constexpr std::array chain{"v1alpha1"sv, "v1alpha2"sv, "v1beta1"sv, "v1"sv,
                               "v2alpha1"sv, "v2beta1"sv,  "v2"sv};
    for (std::size_t i = 0; i + 1 < chain.size(); ++i) {
        CAPTURE(chain[i]);
        CHECK(chronological_compare(chain[i], chain[i + 1]) < 0);
        CHECK(chronological_compare(chain[i + 1], chain[i]) > 0);
    }
    // Numbers compare by value, not text.
    CHECK(chronological_compare("v9", "v10") < 0);
    CHECK(chronological_compare("v1alpha9", "v1alpha10") < 0);
    // Major decides before stage: unlike Kubernetes' priority, a later alpha beats an older GA.
    CHECK(chronological_compare("v2alpha1", "v1") > 0);

    // Invalid names: defined, total, never UB; they order before valid ones.
    CHECK(chronological_compare("", "v1alpha1") < 0);
    CHECK(chronological_compare("v1alpha1", "") > 0);
    CHECK(chronological_compare("v01", "v1") < 0);
    CHECK(chronological_compare("", "") == 0);
    CHECK(chronological_compare("bar", "foo") < 0);
    CHECK(chronological_compare("foo", "bar") > 0);
}

TEST_CASE("chronological_compare on parsed versions") {
    CHECK(chronological_compare(parse_kube_version("v1beta2"), parse_kube_version("v1")) < 0);
    CHECK(chronological_compare(kube_version{true, 2, stage_alpha, 1},
                                kube_version{true, 1, stage_ga, 0}) > 0);
    CHECK(chronological_compare(kube_version{}, kube_version{true, 1, stage_alpha, 1}) < 0);
    CHECK(chronological_compare(kube_version{}, kube_version{}) == 0);
}

TEST_CASE("is_dns1035_label") {
    for (const auto name : dns1035_accepted) {
        CAPTURE(name);
        CHECK(is_dns1035_label(name));
    }
    for (const auto name : dns1035_rejected) {
        CAPTURE(std::string(name));
        CHECK_FALSE(is_dns1035_label(name));
    }
}
