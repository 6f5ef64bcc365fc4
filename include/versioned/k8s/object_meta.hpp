// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_K8S_OBJECT_META_HPP
#define VERSIONED_K8S_OBJECT_META_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// An object's metadata, kept exactly as read: the API server restores metadata wholesale after
// a conversion and only takes labels and annotations from the webhook, so the library carries
// every member (unknown ones included, in order) as raw JSON and never re-encodes them.

#include <string>
#include <vector>

namespace versioned::k8s {

class object_meta {
public:
    // One member of the metadata object: its key and its value as raw JSON text.
    struct member {
        std::string key;
        std::string json;
        friend bool operator==(const member&, const member&) = default;
    };

    // Every member, in document order.
    std::vector<member> members;

    friend bool operator==(const object_meta&, const object_meta&) = default;
};

} // namespace versioned::k8s

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_K8S_OBJECT_META_HPP
