// Declares versions and prints them in declaration (chronological) order and in Kubernetes'
// priority order, the one kubectl and a CRD's preferred version use.
#include <versioned/versioned.hpp>

#include <algorithm>
#include <array>
#include <iostream>
#include <string_view>

VERSIONED_VERSIONS(shop,
    (v1alpha1, deprecated("use v1beta1")),
    v1alpha2,
    v1beta1,
    v1,
    v2alpha1,
    v2beta1,
    v2);

int main() {
    std::cout << "declared (oldest first):";
    for (shop::version v : versioned::all_versions<shop::versions>()) {
        std::cout << ' ' << versioned::to_string(v);
        if (versioned::is_deprecated(v)) std::cout << " (deprecated: " << versioned::deprecation_note(v) << ')';
    }

    std::array<std::string_view, shop::versions::size> names{};
    for (shop::version v : versioned::all_versions<shop::versions>())
        names[static_cast<std::size_t>(v)] = versioned::to_string(v);
    std::sort(names.begin(), names.end(), versioned::k8s::priority_less{});
    std::cout << "\nKubernetes priority (highest first):";
    for (std::string_view n : names) std::cout << ' ' << n;

    std::cout << "\nlatest: " << versioned::latest_version_t<shop::versions>::name << '\n';
    for (std::string_view input : {"v1beta1", "V1", "v3", ""}) {
        const auto parsed = versioned::parse_version<shop::versions>(input);
        std::cout << "parse_version(\"" << input << "\"): "
                  << (parsed ? versioned::to_string(*parsed) : std::string_view("not a declared version")) << '\n';
    }
}
