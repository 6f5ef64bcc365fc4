// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_K8S_REVIEW_OPTIONS_HPP
#define VERSIONED_K8S_REVIEW_OPTIONS_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// What convert_review (<versioned/k8s/convert_review.hpp>) answers, reports and is configured with.

#include <chrono>
#include <cstddef>
#include <functional>
#include <string>
#include <string_view>

namespace versioned::k8s {

// What to send back to the API server.
struct review_response {
    int status = 200;  // 200 (a Success or Failure result) or 400 (not a ConversionReview)
    std::string body;  // 200: the ConversionReview JSON; 400: a plain-text reason
    std::string_view content_type() const noexcept {
        return status == 200 ? std::string_view("application/json") : std::string_view("text/plain; charset=utf-8");
    }
};

enum class conversion_outcome { success, failure, bad_request };
enum class event_scope { object, review };

// Given to the observer once per object converted and once per review, with the fields the
// reference implementation emits as k8s.crd.conversion.*. The views live during the call only.
struct conversion_event {
    event_scope scope = event_scope::object;
    std::string_view kind;                  // k8s.crd.conversion.kind ("" when unknown)
    std::string_view api_version;           // k8s.crd.conversion.api_version (objects only)
    std::string_view desired_api_version;   // k8s.crd.conversion.desired_api_version
    std::size_t steps = 0;                  // k8s.crd.conversion.steps: versions crossed
    std::size_t converted_object_count = 0; // k8s.crd.conversion.converted_object_count
    std::chrono::nanoseconds duration{};
    conversion_outcome outcome = conversion_outcome::success;
    std::string_view message; // the reason, when not a success
    std::string_view uid;     // request.uid ("" when there is none)
};

struct review_options {
    // The annotation that keeps an object's residue; empty: "<group>/conversion-residue".
    std::string residue_annotation;
    // Objects and arrays nested deeper than this in a review (its body being depth 1) make it an
    // HTTP 400 that says so. It bounds the reader's recursion: keep it in the thousands at most.
    std::size_t max_depth = 512;
    // Called per object and per review; when empty nothing is measured.
    std::function<void(const conversion_event&)> observer;
    // Check every object's values against the constraints of its version (DESIGN.md §13, CEL
    // rules excepted) as they are read: an object that violates one fails the review.
    bool check_constraints = true;
};

} // namespace versioned::k8s

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_K8S_REVIEW_OPTIONS_HPP
