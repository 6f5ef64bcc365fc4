// Cluster API's IPAddress, re-declared with versioned: the real CRD it re-declares is
// ipaddress.yaml beside this file (compare.py compares the two, ipaddress.differences lists what
// remains different and why). Three versions in one table: v1beta2 replaced the references of
// v1alpha1/v1beta1 (core/v1 LocalObjectReference and TypedLocalObjectReference, atomic) by
// Cluster API's own (every member required and constrained), and typed the prefix.
//
// Source: kubernetes-sigs/cluster-api, api/ipam/v1alpha1, v1beta1 and v1beta2
// ipaddress_types.go (and k8s.io/api/core/v1 for the old references), at commit
// ae7ff047db499ac3858ade268ba38db8c9f128bb, Apache License 2.0. The descriptions below are those
// projects', as the CRD carries them.
#ifndef VERSIONED_TESTS_K8S_REAL_IPADDRESS_HPP
#define VERSIONED_TESTS_K8S_REAL_IPADDRESS_HPP

#include <versioned/k8s.hpp>
#include <versioned/versioned.hpp>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>

VERSIONED_VERSIONS(ipam, v1alpha1, (v1beta1, deprecated), v1beta2);
VERSIONED_KEY_NAMING(ipam, camel_case);

// core/v1 LocalObjectReference (+structType=atomic): the claim before v1beta2.
VERSIONED_STRUCT(ipam, LocalObjectReference,
    (std::string, name, added(v1alpha1, default_with([] { return ""; })),
        doc("Name of the referent.\n"
            "This field is effectively required, but due to backwards compatibility is\n"
            "allowed to be empty. Instances of this type with an empty value here are\n"
            "almost certainly wrong.\n"
            "More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/names/#names")),
    struct_type(atomic));

// core/v1 TypedLocalObjectReference (+structType=atomic): the pool before v1beta2.
VERSIONED_STRUCT(ipam, TypedLocalObjectReference,
    (std::optional<std::string>, api_group,
        doc("APIGroup is the group for the resource being referenced.\n"
            "If APIGroup is not specified, the specified Kind must be in the core API group.\n"
            "For any other third-party types, APIGroup is required.")),
    (std::string, kind, doc("Kind is the type of resource being referenced")),
    (std::string, name, doc("Name is the name of resource being referenced")),
    struct_type(atomic));

// v1beta2's IPAddressClaimReference and IPPoolReference.
VERSIONED_STRUCT(ipam, IPAddressClaimReference,
    (std::string, name, validate(min_length(1), max_length(253), pattern("^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$")),
        doc("name of the IPAddressClaim.\n"
            "name must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character.")));
VERSIONED_STRUCT(ipam, IPPoolReference,
    (std::string, api_group, validate(min_length(1), max_length(253), pattern("^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$")),
        doc("apiGroup of the IPPool.\n"
            "apiGroup must be fully qualified domain name.")),
    (std::string, kind, validate(min_length(1), max_length(63), pattern("^[a-zA-Z]([-a-zA-Z0-9]*[a-zA-Z0-9])?$")),
        doc("kind of the IPPool.\n"
            "kind must consist of alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character.")),
    (std::string, name, validate(min_length(1), max_length(253), pattern("^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$")),
        doc("name of the IPPool.\n"
            "name must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character.")));

namespace ipam {
// Cluster API's conversions (api/ipam/v1beta1/conversion.go): the claim's name carried over; the
// pool's group is required from v1beta2 on (an old reference without one names the core group,
// which has no pools: "" is what Cluster API writes too, and an empty group goes down as none).
template <class To, class From>
constexpr To claim_ref(const From& from) {
    To to{};
    to.name = from.name;
    return to;
}
template <class To, class From>
To pool_up(const From& from) {
    return {.api_group = from.api_group.value_or(""), .kind = from.kind, .name = from.name};
}
template <class To, class From>
To pool_down(const From& from) {
    To to{.kind = from.kind, .name = from.name};
    if (!from.api_group.empty()) to.api_group = from.api_group;
    return to;
}
// Go's int (no format, no bounds) before v1beta2; an int32 in [0, 128] from then on. Cluster API
// converts with Go's int32(...), which wraps and may store a prefix beyond v1beta2's bounds; here
// it is clamped to them, so that a converted object is one v1beta2's constraints (checked when a
// stored object is read for a conversion) accept.
constexpr std::int32_t prefix_up(std::int64_t prefix) { return static_cast<std::int32_t>(std::clamp<std::int64_t>(prefix, 0, 128)); }
constexpr std::int64_t prefix_down(std::int32_t prefix) { return prefix; }
} // namespace ipam

VERSIONED_STRUCT(ipam, IPAddressSpec,
    (ipam::IPAddressClaimReference<V>, claim_ref,
        changed(v1beta2, from_type(ipam::LocalObjectReference<V>),
                upgrade_with([](const auto& old) { return ipam::claim_ref<ipam::IPAddressClaimReference<ipam::v1beta2>>(old); }),
                downgrade_with([](const auto& now) { return ipam::claim_ref<ipam::LocalObjectReference<ipam::v1alpha1>>(now); })),
        doc("claimRef is a reference to the claim this IPAddress was created for.")),
    (ipam::IPPoolReference<V>, pool_ref,
        changed(v1beta2, from_type(ipam::TypedLocalObjectReference<V>),
                upgrade_with([](const auto& old) { return ipam::pool_up<ipam::IPPoolReference<ipam::v1beta2>>(old); }),
                downgrade_with([](const auto& now) { return ipam::pool_down<ipam::TypedLocalObjectReference<ipam::v1alpha1>>(now); })),
        doc("poolRef is a reference to the pool that this IPAddress was created from.")),
    (std::string, address, validate(min_length(1), max_length(39)), doc("address is the IP address.")),
    (std::int32_t, prefix, validate(minimum(0), maximum(128)),
        changed(v1beta2, from_type(std::int64_t), from_validate(), upgrade_with(ipam::prefix_up), downgrade_with(ipam::prefix_down)),
        doc("prefix is the prefix of the address.")),
    (std::optional<std::string>, gateway, validate(min_length(1), max_length(39)),
        doc("gateway is the network gateway of the network the address is from.")),
    doc("spec is the desired state of IPAddress."));

VERSIONED_CRD(ipam, IPAddress, spec(IPAddressSpec),
    group("ipam.cluster.x-k8s.io"), plural("ipaddresses"), categories("cluster-api"), namespaced, storage(v1beta2),
    printer_column("Address", "string", ".spec.address", "Address"),
    printer_column("Pool Name", "string", ".spec.poolRef.name", "Name of the pool the address is from"),
    printer_column("Pool Kind", "string", ".spec.poolRef.kind", "Kind of the pool the address is from"),
    printer_column("Age", "date", ".metadata.creationTimestamp", "Time duration since creation of IPAddress"),
    doc("IPAddress is the Schema for the ipaddress API."));

namespace ipam {
// The CRD's metadata annotation, as Cluster API's controller-gen run writes it.
inline versioned::k8s::crd_options crd_options() {
    versioned::k8s::crd_options opts;
    opts.annotations["controller-gen.kubebuilder.io/version"] = "v0.21.0";
    return opts;
}
} // namespace ipam

#endif // VERSIONED_TESTS_K8S_REAL_IPADDRESS_HPP
