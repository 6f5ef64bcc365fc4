// Tests of k8s/priority.hpp: Kubernetes' version priority (CompareKubeAwareVersionStrings).

#include <versioned/k8s/priority.hpp>

#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <random>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace {

using namespace std::string_view_literals;
using versioned::k8s::is_kube_like;
using versioned::k8s::priority_compare;
using versioned::k8s::priority_less;

// Kubernetes' own table (TestCompareKubeAwareVersionStrings in
// k8s.io/apimachinery/pkg/version/helpers_test.go), transcribed as data:
// `greater` is whether CompareKubeAwareVersionStrings(a, b) > 0.
struct kubernetes_row {
    std::string_view a;
    std::string_view b;
    bool greater;
};

constexpr std::array kubernetes_table{
    kubernetes_row{"v1", "v2", false},
    kubernetes_row{"v2", "v1", true},
    kubernetes_row{"v10", "v2", true},
    kubernetes_row{"v1", "v2alpha1", true},
    kubernetes_row{"v1", "v2beta1", true},
    kubernetes_row{"v1alpha2", "v1alpha1", true},
    kubernetes_row{"v1beta1", "v2alpha3", true},
    kubernetes_row{"v1alpha10", "v1alpha2", true},
    kubernetes_row{"v1beta10", "v1beta2", true},
    kubernetes_row{"foo", "v1beta2", false},
    kubernetes_row{"bar", "foo", true},
    kubernetes_row{"version1", "version2", true},  // non-kube-like: reversed byte order
    kubernetes_row{"version1", "version10", true}, // non-kube-like: reversed byte order
};

// Corner cases of the Go implementation, worked out from its source: expected sign of
// priority_compare(a, b).
struct sign_row {
    std::string_view a;
    std::string_view b;
    int sign;
};

constexpr std::array corner_cases{
    // Leading zeros and zero are kube-like in Kubernetes; numbers compare by value.
    sign_row{"v01", "v1", 0},
    sign_row{"v00000000000000000000000000001", "v1", 0},
    sign_row{"v1alpha01", "v1alpha1", 0},
    sign_row{"v0", "v1", -1},
    sign_row{"v0", "v1beta1", 1},     // any GA outranks any beta
    sign_row{"v1alpha0", "v1alpha1", -1},
    sign_row{"v1alpha0", "foo", 1},
    // No level after alpha/beta, or another stage word: not kube-like.
    sign_row{"v1alpha", "v1alpha1", -1},
    sign_row{"v1alpha", "v1alpha0", -1},
    sign_row{"v1gamma1", "v1alpha1", -1},
    sign_row{"v1beta", "v1alpha", -1}, // both non-kube-like: reversed bytes, "v1beta" > "v1alpha"
    // Stage first, then major, then level.
    sign_row{"v1", "v100beta100", 1},
    sign_row{"v2beta1", "v1beta2", 1},
    sign_row{"v1beta1", "v99alpha99", 1},
    // int64 is the limit: Go's strconv.Atoi fails above it and the name stops being kube-like.
    sign_row{"v9223372036854775807", "v9223372036854775806", 1},
    sign_row{"v9223372036854775808", "v1alpha1", -1},
    sign_row{"v99999999999999999999", "v1alpha1", -1},
    sign_row{"v1alpha9223372036854775807", "v1alpha9223372036854775806", 1},
    sign_row{"v1alpha9223372036854775808", "v1alpha1", -1},
    sign_row{"v99999999999999999999", "v9223372036854775808", -1}, // both strings: reversed
    // Two non-kube-like names: reversed byte order.
    sign_row{"foo1", "foo10", 1},
    sign_row{"bar", "foo", 1},
    sign_row{"", "foo", 1},
    sign_row{"", "", 0},
    sign_row{"foo", "foo", 0},
    sign_row{"V1", "v1", -1},                 // uppercase V is not kube-like
    sign_row{"v1\n", "v1", -1},              // Go's `$` is end of text only
    sign_row{"v1\n", "v1 ", 1},              // both strings: '\n' < ' ', reversed
    sign_row{"\xff", "a", -1},               // bytes compare unsigned, as Go's strings.Compare
    sign_row{"a", "\xff", 1},
    // Arbitrary strings, not only DNS-1035 labels.
    sign_row{"v1.2.3", "v1", -1},
    sign_row{"Foo_Bar", "foo-bar", 1},
};

// The documented order, highest priority first (reference/kubernetes.md).
constexpr std::array documented_order{
    "v10"sv, "v2"sv, "v1"sv, "v11beta2"sv, "v10beta3"sv, "v3beta1"sv, "v12alpha1"sv,
    "v11alpha2"sv, "foo1"sv, "foo10"sv,
};

// Names for the order properties: ordinary versions plus every edge case we know.
constexpr std::array property_names{
    "v1"sv, "v2"sv, "v10"sv, "v01"sv, "v0"sv, "v00"sv,
    "v1alpha1"sv, "v1alpha2"sv, "v1alpha10"sv, "v1alpha01"sv, "v1alpha0"sv, "v1alpha"sv,
    "v1beta1"sv, "v1beta2"sv, "v1beta10"sv, "v1beta"sv,
    "v2alpha1"sv, "v2alpha3"sv, "v2beta1"sv, "v3beta1"sv, "v10beta3"sv, "v11beta2"sv,
    "v12alpha1"sv, "v11alpha2"sv, "v1gamma1"sv,
    "v9223372036854775807"sv, "v9223372036854775806"sv, "v9223372036854775808"sv,
    "v99999999999999999999"sv, "v00000000000000000000000000001"sv,
    ""sv, "foo"sv, "foo1"sv, "foo10"sv, "bar"sv, "version1"sv, "version2"sv, "version10"sv,
    "V1"sv, "v1\n"sv, "v"sv, "1"sv, "a-b"sv, "\xff"sv,
};

constexpr int sign(int v) { return v < 0 ? -1 : (v > 0 ? 1 : 0); }

constexpr bool kubernetes_table_holds() {
    for (const auto& row : kubernetes_table) {
        if ((priority_compare(row.a, row.b) > 0) != row.greater) return false;
    }
    return true;
}

constexpr bool corner_cases_hold() {
    for (const auto& row : corner_cases) {
        if (priority_compare(row.a, row.b) != row.sign) return false;
        if (priority_compare(row.b, row.a) != -row.sign) return false;
    }
    return true;
}

// std::sort is constexpr in C++20: the documented order can be proved at compile time.
constexpr std::array<std::string_view, documented_order.size()> sorted_at_compile_time() {
    std::array<std::string_view, documented_order.size()> names{
        "foo10"sv, "v1"sv, "v11alpha2"sv, "v3beta1"sv, "foo1"sv, "v10"sv, "v12alpha1"sv,
        "v2"sv, "v10beta3"sv, "v11beta2"sv,
    };
    std::sort(names.begin(), names.end(), priority_less{});
    return names;
}

// Compile-time facts: everything is usable in constant expressions and noexcept.
static_assert(kubernetes_table_holds());
static_assert(corner_cases_hold());
static_assert(sorted_at_compile_time() == documented_order);
static_assert(priority_compare("v2", "v1") > 0);
static_assert(priority_compare("v1", "v2beta1") > 0);
static_assert(priority_compare("foo1", "foo10") > 0);
static_assert(priority_compare("v01", "v1") == 0);
static_assert(priority_less{}("v1", "v1beta1"));
static_assert(!priority_less{}("v1", "v1"));
static_assert(is_kube_like("v0"));
static_assert(is_kube_like("v1alpha0"));
static_assert(!is_kube_like("v1alpha"));
static_assert(!is_kube_like("v9223372036854775808"));
static_assert(noexcept(priority_compare(""sv, ""sv)));
static_assert(noexcept(priority_less{}(""sv, ""sv)));
static_assert(noexcept(is_kube_like(""sv)));
static_assert(std::strict_weak_order<priority_less, std::string&, std::string&>);
static_assert(std::strict_weak_order<priority_less, std::string_view, const char*>);

// Fisher–Yates with our own index draw: std::shuffle's use of the engine differs between
// standard libraries, and the test must shuffle the same way everywhere.
template <class T>
void shuffle_deterministically(std::vector<T>& v, std::uint32_t seed) {
    std::mt19937 engine(seed);
    for (std::size_t i = v.size(); i > 1; --i) {
        const auto j = static_cast<std::size_t>(engine() % i);
        std::swap(v[i - 1], v[j]);
    }
}

} // namespace

TEST_CASE("priority_compare matches Kubernetes' own test table") {
    for (const auto& row : kubernetes_table) {
        CAPTURE(row.a);
        CAPTURE(row.b);
        CHECK((priority_compare(row.a, row.b) > 0) == row.greater);
        // No row of that table is a tie, so the reverse comparison must flip.
        CHECK((priority_compare(row.b, row.a) > 0) == !row.greater);
        CHECK(priority_compare(row.a, row.b) != 0);
    }
}

TEST_CASE("priority_compare corner cases of the Kubernetes implementation") {
    for (const auto& row : corner_cases) {
        CAPTURE(std::string(row.a));
        CAPTURE(std::string(row.b));
        CHECK(priority_compare(row.a, row.b) == row.sign);
        CHECK(priority_compare(row.b, row.a) == -row.sign);
    }
    // Views into a larger buffer are judged by their own extent.
    constexpr std::string_view buffer = "v1alpha10";
    CHECK(priority_compare(buffer.substr(0, 8), "v1alpha1") == 0);
    CHECK(priority_compare(buffer, buffer.substr(0, 8)) > 0);
    CHECK(priority_compare(buffer.substr(0, 7), "v1alpha1") < 0); // "v1alpha": not kube-like
}

TEST_CASE("is_kube_like") {
    for (const auto name : {"v1"sv, "v0"sv, "v01"sv, "v1alpha0"sv, "v1beta01"sv,
                            "v9223372036854775807"sv, "v00000000000000000000000000001"sv}) {
        CAPTURE(name);
        CHECK(is_kube_like(name));
    }
    for (const auto name : {""sv, "v"sv, "V1"sv, "v1alpha"sv, "v1gamma1"sv, "v1-alpha1"sv,
                            "v1 "sv, "v1\n"sv, "foo"sv, "v9223372036854775808"sv,
                            "v1beta99999999999999999999"sv}) {
        CAPTURE(std::string(name));
        CHECK_FALSE(is_kube_like(name));
    }
}

TEST_CASE("priority_less sorts the documented list highest first") {
    const std::vector<std::string> expected(documented_order.begin(), documented_order.end());

    std::vector<std::vector<std::string>> inputs;
    inputs.push_back(expected);
    inputs.emplace_back(expected.rbegin(), expected.rend());
    for (std::size_t r = 1; r < expected.size(); ++r) {
        auto rotated = expected;
        std::rotate(rotated.begin(), rotated.begin() + static_cast<std::ptrdiff_t>(r), rotated.end());
        inputs.push_back(std::move(rotated));
    }
    for (std::uint32_t seed = 1; seed <= 16; ++seed) {
        auto shuffled = expected;
        shuffle_deterministically(shuffled, seed);
        inputs.push_back(std::move(shuffled));
    }

    for (const auto& input : inputs) {
        auto sorted = input;
        std::sort(sorted.begin(), sorted.end(), priority_less{});
        CHECK(sorted == expected);

        auto stable = input;
        std::stable_sort(stable.begin(), stable.end(), priority_less{});
        CHECK(stable == expected);

        auto ranged = input;
        std::ranges::sort(ranged, priority_less{});
        CHECK(ranged == expected);

        // priority_compare itself agrees pairwise with the documented ranks.
        for (std::size_t i = 0; i < expected.size(); ++i) {
            for (std::size_t j = 0; j < expected.size(); ++j) {
                const int want = i < j ? 1 : (i > j ? -1 : 0);
                CHECK(priority_compare(expected[i], expected[j]) == want);
            }
        }
    }
}

TEST_CASE("priority_compare is a consistent total preorder") {
    const std::size_t n = property_names.size();
    CHECK(n >= 40);
    for (std::size_t i = 0; i < n; ++i) {
        const auto a = property_names[i];
        CAPTURE(std::string(a));
        // Reflexive; results are exactly -1, 0 or 1.
        CHECK(priority_compare(a, a) == 0);
        CHECK_FALSE(priority_less{}(a, a));
        for (std::size_t j = 0; j < n; ++j) {
            const auto b = property_names[j];
            CAPTURE(std::string(b));
            const int ab = priority_compare(a, b);
            CHECK((ab == -1 || ab == 0 || ab == 1));
            // Antisymmetric.
            CHECK(ab == -priority_compare(b, a));
            CHECK(priority_less{}(a, b) == (ab > 0));
        }
    }
    // a >= b >= c implies a >= c, strictly if either step is strict (and likewise for <=):
    // transitivity of both the order and the equivalence, so priority_less is a strict weak
    // ordering, as std::sort requires. Counted rather than CHECKed per triple to keep
    // the assertion count readable.
    std::size_t violations = 0;
    for (std::size_t i = 0; i < n; ++i) {
        for (std::size_t j = 0; j < n; ++j) {
            for (std::size_t k = 0; k < n; ++k) {
                const int ab = priority_compare(property_names[i], property_names[j]);
                const int bc = priority_compare(property_names[j], property_names[k]);
                const int ac = priority_compare(property_names[i], property_names[k]);
                if (ab >= 0 && bc >= 0 && sign(ac) != std::max(ab, bc)) {
                    ++violations;
                }
                if (ab <= 0 && bc <= 0 && sign(ac) != std::min(ab, bc)) {
                    ++violations;
                }
            }
        }
    }
    CHECK(violations == 0);

    // Sorting the whole set is stable under reshuffling, up to equivalent names.
    std::vector<std::string> reference(property_names.begin(), property_names.end());
    std::sort(reference.begin(), reference.end(), priority_less{});
    CHECK(std::is_sorted(reference.begin(), reference.end(), priority_less{}));
    CHECK(reference.front() == "v9223372036854775807");
    for (std::uint32_t seed = 1; seed <= 8; ++seed) {
        std::vector<std::string> shuffled(property_names.begin(), property_names.end());
        shuffle_deterministically(shuffled, seed);
        std::sort(shuffled.begin(), shuffled.end(), priority_less{});
        for (std::size_t i = 0; i < n; ++i) {
            CHECK(priority_compare(shuffled[i], reference[i]) == 0);
        }
    }
}

TEST_CASE("priority_less in an ordered container") {
    // Equivalent names collapse, and transparent lookup works with string_view.
    const std::set<std::string, priority_less> versions{"v1", "v01", "v2beta1", "v1alpha1", "foo"};
    CHECK(versions.size() == 4);
    CHECK(*versions.begin() == "v1");
    CHECK(versions.find("v001"sv) != versions.end());
    CHECK(versions.find("v2beta01"sv) != versions.end());
    CHECK(versions.find("v2"sv) == versions.end());
    const std::vector<std::string> order(versions.begin(), versions.end());
    CHECK(order == std::vector<std::string>{"v1", "v2beta1", "v1alpha1", "foo"});
}
