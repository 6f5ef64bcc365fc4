// Kinds that exist for tests/k8s/kube_dump_tests.cpp (the Kubernetes validator test): every
// value kind of the JSON test types as a custom resource, and the cases the CRD test kinds do
// not cover -- 64-bit integers, and optional enums (described and versioned).
#ifndef VERSIONED_TESTS_K8S_KUBE_TYPES_HPP
#define VERSIONED_TESTS_K8S_KUBE_TYPES_HPP

#include "../json/types.hpp"

#include <versioned/enum.hpp>
#include <versioned/k8s.hpp>
#include <versioned/testing.hpp>
#include <versioned/versioned.hpp>

#include <boost/describe/enum.hpp>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

// jt::Spec as a spec and jt::Scalars (every integer width) as a status.
VERSIONED_CRD(jt, Everything, spec(Spec), status(Scalars), group("json.example.com"), plural("everythings"));

VERSIONED_VERSIONS(kt, v1alpha1, v1);

namespace kt {
enum class Tier { gold, silver, bronze };
BOOST_DESCRIBE_ENUM(Tier, gold, silver, bronze)
} // namespace kt

template <>
struct versioned::testing::arbitrary<kt::Tier> {
    static kt::Tier make(generator& g) { return static_cast<kt::Tier>(g.uniform(0, 2)); }
};

VERSIONED_ENUM(kt, Phase, (Pending), (Running), (Paused, added(v1, downgrade_to(Running))));

VERSIONED_STRUCT(kt, Knobs,
    (std::uint64_t,                          big),
    (std::int64_t,                           small),
    (std::optional<std::uint64_t>,           maybe_big),
    (std::size_t,                            count, added(v1)),
    (std::optional<kt::Tier>,                tier),
    (std::optional<kt::Phase<V>>,            phase),
    (std::vector<std::optional<kt::Tier>>,   tiers),
    ((std::map<std::string, std::int64_t>),  limits));

VERSIONED_CRD(kt, Knob, spec(Knobs), group("knobs.example.com"), cluster);

#endif
