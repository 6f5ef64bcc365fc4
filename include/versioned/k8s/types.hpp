// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_K8S_TYPES_HPP
#define VERSIONED_K8S_TYPES_HPP

// Kubernetes' value types, each with its JSON, both schemas as controller-gen writes them for the
// Go type, and conversions as itself (docs/kubernetes.md, "Kubernetes value types"). Their
// generators for versioned::testing are in <versioned/k8s/testing.hpp>.

#include <versioned/json/raw.hpp>              // json::raw: any JSON value, kept as its text
#include <versioned/k8s/condition.hpp>         // condition, set_condition, find_condition
#include <versioned/k8s/duration.hpp>          // duration (metav1.Duration)
#include <versioned/k8s/embedded_object.hpp>   // embedded_object (an embedded resource)
#include <versioned/k8s/int_or_string.hpp>     // int_or_string (intstr.IntOrString)
#include <versioned/k8s/label_selector.hpp>    // label_selector (metav1.LabelSelector)
#include <versioned/k8s/quantity.hpp>          // quantity (resource.Quantity)
#include <versioned/k8s/time.hpp>              // time, micro_time (metav1.Time, MicroTime)

#endif // VERSIONED_K8S_TYPES_HPP
