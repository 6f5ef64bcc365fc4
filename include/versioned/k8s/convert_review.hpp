// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_K8S_CONVERT_REVIEW_HPP
#define VERSIONED_K8S_CONVERT_REVIEW_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// The ConversionReview protocol (apiextensions.k8s.io/v1), as the API server checks it:
//
//   versioned::k8s::review_response res = versioned::k8s::convert_review<api::Foo>(body);
//   // send res.status with res.body (res.content_type())
//
// Each object is read piecewise: apiVersion and kind decide the type, spec and status are read
// as the source version's structs, converted step by step to desiredAPIVersion, and written;
// metadata and every other member are copied byte for byte. What the target version cannot
// carry is kept in an annotation (a residue, §7) and given back on the way up.

#include <versioned/k8s/detail/review_session.hpp>
#include <versioned/k8s/review_options.hpp> // review_response, review_options, conversion_event

#include <exception>
#include <string_view>

namespace versioned::k8s {

// The whole ConversionReview protocol for the kinds declared by VERSIONED_CRD, dispatched on
// each object's group and kind: convert_review<api::Foo, api::CronTab>(body). Never throws.
//
// One pass over the body: the envelope's members are noted as they come, and when
// desiredAPIVersion precedes the objects (as the API server writes it) each object is converted
// as soon as it is read; otherwise the objects are converted after the pass.
template <template <class> class... Kinds>
review_response convert_review(std::string_view body, const review_options& options = {}) {
    static_assert(sizeof...(Kinds) > 0, "versioned::k8s::convert_review<Kind...>: name at least one kind");
    if constexpr (!(detail::kind_template<Kinds> && ...)) {
        (detail::require_kind<Kinds>(), ...); // an error naming the argument that is no kind
        return {};
    } else {
        detail::review_session<Kinds...> session(body, options);
        try {
            return session.run();
        } catch (const std::exception& e) {
            return session.internal_error(e.what());
        } catch (...) {
            return session.internal_error(nullptr);
        }
    }
}

} // namespace versioned::k8s

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_K8S_CONVERT_REVIEW_HPP
