// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_K8S_HPP
#define VERSIONED_K8S_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// Kubernetes: version priority, name rules, custom resource kinds (VERSIONED_CRD) and their
// merged CustomResourceDefinition, the objects as JSON, the ConversionReview protocol, and
// Kubernetes' value types (quantity, int_or_string, duration, time, condition, label_selector...).

#include <versioned/k8s/crd.hpp>          // VERSIONED_CRD, ns::Kind<V>
#include <versioned/k8s/convert_review.hpp> // convert_review, review_options, conversion_event
#include <versioned/k8s/crd_document.hpp> // crd_json, crd_yaml, crd_options
#include <versioned/k8s/extern.hpp>       // VERSIONED_EXTERN, VERSIONED_INSTANTIATE: a kind compiled once
#include <versioned/k8s/names.hpp>        // DNS-1123 / DNS-1035 / qualified-name rules
#include <versioned/k8s/object.hpp>       // ns::Kind<V> as JSON, its conversions, object_residue
#include <versioned/k8s/priority.hpp>     // priority_compare, priority_less
#include <versioned/k8s/types.hpp>        // quantity, int_or_string, time, condition, label_selector...

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_K8S_HPP
