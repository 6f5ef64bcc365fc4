// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_K8S_DETAIL_WRONG_KIND_HPP
#define VERSIONED_K8S_DETAIL_WRONG_KIND_HPP

// The error of a Kubernetes value type's codec given a JSON value of a kind it does not take.

#include <versioned/json/codec.hpp>

#include <string>
#include <string_view>

namespace versioned::k8s::detail {

// What the JSON value starting with c is.
constexpr std::string_view json_kind(char c) noexcept {
    switch (c) {
    case '"': return "a string";
    case '[': return "an array";
    case '{': return "an object";
    case 'n': return "null";
    case 't':
    case 'f': return "a boolean";
    default: return "a number";
    }
}

// At a value of the wrong kind: skips it (a value that is no JSON at all fails there, with the
// parser's reason), then errc::wrong_type "expected <expected>, got <kind>".
inline bool fail_wrong_kind(json::reader& in, std::string_view expected) {
    const char c = in.peek();
    if (!in.skip()) return false;
    return in.fail(json::errc::wrong_type, "expected " + std::string(expected) + ", got " + std::string(json_kind(c)));
}

} // namespace versioned::k8s::detail

#endif // VERSIONED_K8S_DETAIL_WRONG_KIND_HPP
