// Kinds that exist for tests/k8s/kube_dump_tests.cpp (the Kubernetes validator test): every
// value kind of the JSON test types as a custom resource, and the cases the CRD test kinds do
// not cover -- 64-bit integers, optional enums (described and versioned), a plain (described)
// status, and Kubernetes' value types (kvt::Values).
#ifndef VERSIONED_TESTS_K8S_KUBE_TYPES_HPP
#define VERSIONED_TESTS_K8S_KUBE_TYPES_HPP

#include "../constraints/constrained_types.hpp"
#include "../json/types.hpp"
#include "value_types.hpp"

#include <versioned/enum.hpp>
#include <versioned/k8s.hpp>
#include <versioned/testing.hpp>
#include <versioned/versioned.hpp>

#include <boost/describe/class.hpp>
#include <boost/describe/enum.hpp>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

// jt::Spec as a spec and jt::Scalars (every integer width) as a status.
VERSIONED_CRD(jt, Everything, spec(Spec), status(Scalars), group("json.example.com"), plural("everythings"));

// Every constraint keyword but rule, per version (tests/constraints/constrained_types.hpp).
VERSIONED_CRD(cgen, Gadget, spec(Spec), group("constraints.example.com"), plural("gadgets"));

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

// A map list's items (DESIGN.md §14): keyed by name and port, protocol defaulted.
VERSIONED_STRUCT(kt, Slot,
    (std::string,  name),
    (std::int32_t, port),
    (std::string,  protocol, added(v1alpha1, default_with([] { return "TCP"; }))));

// A struct atomic wherever it is used, by its own table (Kubernetes' ObjectReference).
VERSIONED_STRUCT(kt, Target, (std::string, kind), (std::string, name), struct_type(atomic));

// Defaults of object shape: a struct of optionals shows {} (+kubebuilder:default={}), one with
// a value shows it.
VERSIONED_STRUCT(kt, Window,
    (std::optional<kt::Phase<V>>, phase),
    (std::optional<std::int32_t>, hours),
    (std::optional<std::vector<std::int32_t>>, days));

VERSIONED_STRUCT(kt, Knobs,
    (std::uint64_t,                          big),
    (std::int64_t,                           small),
    (std::optional<std::uint64_t>,           maybe_big),
    (std::size_t,                            count, added(v1)),
    (std::optional<kt::Tier>,                tier),
    (std::optional<kt::Phase<V>>,            phase),
    (std::vector<std::optional<kt::Tier>>,   tiers),
    ((std::map<std::string, std::int64_t>),  limits),
    // wire names and removed fields (DESIGN.md §15): a key the table gives, one a rename keeps,
    // a field gone in v1 (no property there)
    (std::string,                            owner, key("owner-ref")),
    (std::int32_t,                           weight, changed(v1, from_key("legacyWeight"))),
    (std::int64_t,                           shares, removed(v1)),
    // list, map and struct semantics (DESIGN.md §14): the keywords in the CRD, the objects unique
    // (optional, as Kubernetes' lists are: omitempty)
    (std::optional<std::vector<std::string>>,  finalizers, list_type(set)),
    (std::optional<std::vector<kt::Slot<V>>>,  slots, list_type(map, "name", "port", "protocol")),
    ((std::optional<std::map<std::string, std::string>>), selector, map_type(atomic)),
    (std::optional<kt::Slot<V>>,               primary, struct_type(atomic)),
    (std::optional<std::vector<std::int64_t>>, ordered, list_type(atomic), added(v1)),
    // enum defaults, by name (the validator checks a default against its node)
    (kt::Tier,                                 band,  added(v1alpha1, default_with([] { return kt::Tier::silver; }))),
    (kt::Phase<V>,                             stage, added(v1alpha1, default_with([] { return kt::Phase<kt::v1alpha1>::Pending; }))),
    (std::optional<std::vector<kt::Target<V>>>, targets),
    (kt::Window<V>,                            window, added(v1alpha1, default_with([] {
                                                   return kt::Window<kt::v1alpha1>{.phase = kt::Phase<kt::v1alpha1>::Running, .hours = 8};
                                               }))),
    (kt::Window<V>,                            spare, added(v1alpha1, default_with([] { return kt::Window<kt::v1alpha1>{}; }))),
    (std::vector<std::int32_t>,                extras, added(v1alpha1, default_with([] { return std::vector<std::int32_t>{}; }))));

// A plain status (issue 24): described, the same in every version; its first member comes from
// a described base (issue 33: a base's members were lost in JSON and in the schemas).
namespace kt {
struct KnobCommon {
    std::string state;
    friend bool operator==(const KnobCommon&, const KnobCommon&) = default;
};
BOOST_DESCRIBE_STRUCT(KnobCommon, (), (state))
struct KnobHealth : KnobCommon {
    std::int32_t ready = 0;
    std::optional<std::int32_t> restarts;
    std::vector<std::uint64_t> ids;
    friend bool operator==(const KnobHealth&, const KnobHealth&) = default;
};
BOOST_DESCRIBE_STRUCT(KnobHealth, (KnobCommon), (ready, restarts, ids))
} // namespace kt

template <>
struct versioned::testing::arbitrary<kt::KnobHealth> {
    static kt::KnobHealth make(generator& g) {
        return {{g.make<std::string>()}, g.make<std::int32_t>(), g.make<std::optional<std::int32_t>>(),
                g.make<std::vector<std::uint64_t>>()};
    }
};

VERSIONED_CRD(kt, Knob, spec(Knobs), status(KnobHealth), group("knobs.example.com"), cluster,
    scale(".spec.count", ".status.ready"), printer_column("State", "string", ".status.state"));

// Wire names of a variant's alternatives (DESIGN.md §15): a key no naming makes, with a quote;
// a key given for a version only (from_key). (Externally tagged: the structural schema of an
// internally tagged variant requires no member of an alternative, docs/limits.md.)
VERSIONED_VERSIONS(kwk, v1beta1, v1);
VERSIONED_KEY_NAMING(kwk, camel_case);
VERSIONED_STRUCT(kwk, Bucket, (std::string, name), (std::int32_t, replicas));
VERSIONED_VARIANT(kwk, Store,
    (kwk::Bucket<V>, s3,  key("Amazon'S3")),
    (kwk::Bucket<V>, gcs, key("GCS"), changed(v1, from_key("google")),
                          validate(rule("self.replicas >= 0", "replicas are not negative"))));
VERSIONED_STRUCT(kwk, Spec, (kwk::Store<V>, store), (std::string, owner, key("owner-ref")));
VERSIONED_CRD(kwk, Warehouse, spec(Spec), group("keys.example.com"));

// Kubernetes' value types as a custom resource (issue 35): k8s/value_types.hpp.
VERSIONED_CRD(kvt, Values, spec(ValueSpec), status(ValueStatus), group("values.example.com"), plural("values"));

#endif
