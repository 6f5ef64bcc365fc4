// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
// What the Kubernetes value-type tests (k8s_quantity, k8s_time, k8s_objects) share.
#ifndef VERSIONED_TESTS_K8S_VALUE_HELPERS_HPP
#define VERSIONED_TESTS_K8S_VALUE_HELPERS_HPP

#include <versioned/json.hpp>

#include <string>

namespace k8s_tests {

// Strings joined by appending ("x" + std::string(...) meets g++ 12's -O3 -Wrestrict false
// positive, GCC bug 105329).
template <class... P>
std::string cat(const P&... parts) {
    std::string joined;
    ((joined += parts), ...);
    return joined;
}

// Reading a bare value: no version key expected.
inline versioned::json::read_options plain() {
    versioned::json::read_options options;
    options.version_key = "";
    return options;
}

} // namespace k8s_tests

#endif // VERSIONED_TESTS_K8S_VALUE_HELPERS_HPP
