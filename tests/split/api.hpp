// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
// The kind of the split-build test (tests/split/split.cmake): with SPLIT_EXTERN its conversions,
// JSON, review and CRD are declared extern here (VERSIONED_EXTERN) and compiled in
// instantiate.cpp (VERSIONED_INSTANTIATE); without it, every translation unit compiles them.
#ifndef VERSIONED_TESTS_SPLIT_API_HPP
#define VERSIONED_TESTS_SPLIT_API_HPP

#include <versioned/k8s.hpp>
#include <versioned/versioned.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

VERSIONED_VERSIONS(split, v1alpha1, v1beta1, v1);
VERSIONED_KEY_NAMING(split, camel_case);

constexpr std::int32_t narrow_replicas(std::int64_t r) { return static_cast<std::int32_t>(r); }

VERSIONED_ENUM(split, Policy, (Always), (Never), (OnFailure, added(v1beta1, downgrade_to(Never))));
VERSIONED_STRUCT(split, Port, (std::string, name), (std::int32_t, number, changed(v1, from_name(port))));
VERSIONED_STRUCT(split, WidgetSpec,
    (std::string, image, doc("the image to run")),
    (std::int64_t, replicas, changed(v1, from_type(std::int32_t), downgrade_with(narrow_replicas))),
    (split::Policy<V>, policy),
    (std::vector<split::Port<V>>, ports),
    (std::optional<std::string>, owner, added(v1beta1)),
    (bool, legacy, deprecated(v1, note("unused"))));
VERSIONED_STRUCT(split, WidgetStatus, (std::int32_t, ready), (std::string, phase, added(v1)));
VERSIONED_CRD(split, Widget, spec(WidgetSpec), status(WidgetStatus), group("split.example.com"), storage(v1),
              hooks(upgrade(v1beta1)));

namespace split {
// A kind hook (defined in main.cpp): seen where the conversions are compiled, instantiate.cpp
// in the split build.
void versioned_kind_upgrade(const Widget<v1alpha1>& from, Widget<v1beta1>& to);
} // namespace split

#ifdef SPLIT_EXTERN
VERSIONED_EXTERN(split, Widget);
#endif

#endif
