// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_K8S_NAMES_HPP
#define VERSIONED_K8S_NAMES_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// The Kubernetes name grammars the API server enforces on a CustomResourceDefinition and on
// object metadata (k8s.io/apimachinery/pkg/util/validation): DNS-1123 subdomains (groups, CRD
// names), DNS-1035 labels (plural, singular, short names, categories, lower-cased kinds) and
// qualified names (annotation and label keys). constexpr, so declarations are checked by
// static_assert.

#include <versioned/detail/version_name.hpp>

#include <cstddef>
#include <string_view>

namespace versioned::k8s {

// `[a-z0-9]([-a-z0-9]*[a-z0-9])?`, at most 63 characters.
constexpr bool is_dns1123_label(std::string_view s) noexcept {
    if (s.empty() || s.size() > 63) return false;
    const auto alnum = [](char c) { return ::versioned::detail::is_ascii_lower(c) || ::versioned::detail::is_ascii_digit(c); };
    if (!alnum(s.front()) || !alnum(s.back())) return false;
    for (const char c : s)
        if (!alnum(c) && c != '-') return false;
    return true;
}

// Dot-separated DNS-1123 labels, at most 253 characters in all.
constexpr bool is_dns1123_subdomain(std::string_view s) noexcept {
    if (s.empty() || s.size() > 253) return false;
    while (true) {
        const std::size_t dot = s.find('.');
        if (!is_dns1123_label(s.substr(0, dot))) return false;
        if (dot == std::string_view::npos) return true;
        s.remove_prefix(dot + 1);
    }
}

// `^[a-z]([-a-z0-9]*[a-z0-9])?$`, at most 63 characters.
constexpr bool is_dns1035_label(std::string_view s) noexcept { return ::versioned::detail::is_dns1035_label(s); }

// A kind may be mixed case, but lower-cased it must be a DNS-1035 label (apiextensions
// validation); by convention it is UpperCamelCase, which we require too.
constexpr bool is_kind_name(std::string_view s) noexcept {
    if (s.empty() || s.size() > 63 || !(s.front() >= 'A' && s.front() <= 'Z')) return false;
    for (const char c : s)
        if (!(c >= 'A' && c <= 'Z') && !::versioned::detail::is_ascii_lower(c) && !::versioned::detail::is_ascii_digit(c)) return false;
    return true;
}

// A qualified name (label or annotation key): an optional DNS-1123 subdomain prefix and '/',
// then a name of at most 63 characters `[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?`.
constexpr bool is_qualified_name(std::string_view s) noexcept {
    const std::size_t slash = s.find('/');
    if (slash != std::string_view::npos) {
        if (!is_dns1123_subdomain(s.substr(0, slash))) return false;
        s.remove_prefix(slash + 1);
    }
    if (s.empty() || s.size() > 63) return false;
    const auto alnum = [](char c) {
        return (c >= 'A' && c <= 'Z') || ::versioned::detail::is_ascii_lower(c) || ::versioned::detail::is_ascii_digit(c);
    };
    if (!alnum(s.front()) || !alnum(s.back())) return false;
    for (const char c : s)
        if (!alnum(c) && c != '-' && c != '_' && c != '.') return false;
    return true;
}

// A label value (validation.IsValidLabelValue): empty, or at most 63 characters
// `[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?`.
constexpr bool is_label_value(std::string_view s) noexcept {
    if (s.empty()) return true;
    const auto alnum = [](char c) {
        return (c >= 'A' && c <= 'Z') || ::versioned::detail::is_ascii_lower(c) || ::versioned::detail::is_ascii_digit(c);
    };
    if (s.size() > 63 || !alnum(s.front()) || !alnum(s.back())) return false;
    for (const char c : s)
        if (!alnum(c) && c != '-' && c != '_' && c != '.') return false;
    return true;
}

} // namespace versioned::k8s

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_K8S_NAMES_HPP
