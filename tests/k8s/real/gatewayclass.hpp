// Gateway API's GatewayClass, re-declared with versioned: the real CRD it re-declares is
// gatewayclass.yaml beside this file (compare.py compares the two, gatewayclass.differences lists
// what remains different and why).
//
// Source: kubernetes-sigs/gateway-api, apis/v1/gatewayclass_types.go (and apis/v1/shared_types.go
// for the string types it uses; apis/v1beta1/gatewayclass_types.go aliases them), at commit
// 4564255ac2c35d582249b3cdf261bdf51c8bca32, Apache License 2.0. The descriptions below are that
// project's, as its CRD carries them.
#ifndef VERSIONED_TESTS_K8S_REAL_GATEWAYCLASS_HPP
#define VERSIONED_TESTS_K8S_REAL_GATEWAYCLASS_HPP

#include <versioned/k8s.hpp>
#include <versioned/versioned.hpp>

#include <chrono>
#include <optional>
#include <string>
#include <vector>

// v1beta1's types are aliases of v1's: one table serves both.
VERSIONED_VERSIONS(gapi, v1beta1, v1);
VERSIONED_KEY_NAMING(gapi, camel_case);

// ParametersReference identifies an API object containing controller-specific configuration
// resource within the cluster. Group, Kind and Namespace are Gateway API's string types, with
// their validation markers.
VERSIONED_STRUCT(gapi, ParametersReference,
    (std::string, group,
        validate(max_length(253), pattern("^$|^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$")),
        doc("Group is the group of the referent.")),
    (std::string, kind,
        validate(min_length(1), max_length(63), pattern("^[a-zA-Z]([-a-zA-Z0-9]*[a-zA-Z0-9])?$")),
        doc("Kind is kind of the referent.")),
    (std::string, name,
        validate(min_length(1), max_length(253)),
        doc("Name is the name of the referent.")),
    (std::optional<std::string>, namespace_,   // "namespace"
        validate(min_length(1), max_length(63), pattern("^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")),
        doc("Namespace is the namespace of the referent.\n"
            "This field is required when referring to a Namespace-scoped resource and\n"
            "MUST be unset when referring to a Cluster-scoped resource.")),
    doc("ParametersReference identifies an API object containing controller-specific\n"
        "configuration resource within the cluster."));

// GatewayClassSpec: its description at the root is the one of GatewayClass's Spec field.
VERSIONED_STRUCT(gapi, GatewayClassSpec,
    (std::string, controller_name,   // GatewayController, +k8s:immutable
        validate(min_length(1), max_length(253),
                 pattern("^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*\\/[A-Za-z0-9\\/\\-._~%!$&'()*+,;=:]+$"),
                 rule("self == oldSelf", "field is immutable")),
        doc("ControllerName is the name of the controller that is managing Gateways of\n"
            "this class. The value of this field MUST be a domain prefixed path.\n"
            "\n"
            "Example: \"example.net/gateway-controller\".\n"
            "\n"
            "This field is not mutable and cannot be empty.\n"
            "\n"
            "Support: Core")),
    (std::optional<gapi::ParametersReference<V>>, parameters_ref,
        doc("ParametersRef is a reference to a resource that contains the configuration\n"
            "parameters corresponding to the GatewayClass. This is optional if the\n"
            "controller does not require any additional configuration.\n"
            "\n"
            "ParametersRef can reference a standard Kubernetes resource, i.e. ConfigMap,\n"
            "or an implementation-specific custom resource. The resource can be\n"
            "cluster-scoped or namespace-scoped.\n"
            "\n"
            "If the referent cannot be found, refers to an unsupported kind, or when\n"
            "the data within that resource is malformed, the GatewayClass SHOULD be\n"
            "rejected with the \"Accepted\" status condition set to \"False\" and an\n"
            "\"InvalidParameters\" reason.\n"
            "\n"
            "A Gateway for this GatewayClass may provide its own `parametersRef`. When both are specified,\n"
            "the merging behavior is implementation specific.\n"
            "It is generally recommended that GatewayClass provides defaults that can be overridden by a Gateway.\n"
            "\n"
            "Support: Implementation-specific")),
    (std::optional<std::string>, description,
        validate(max_length(64)),
        doc("Description helps describe a GatewayClass with more details.")),
    doc("Spec defines the desired state of GatewayClass."));

VERSIONED_STRUCT(gapi, SupportedFeature,
    (std::string, name,   // FeatureName: the type's description
        doc("FeatureName is used to describe distinct features that are covered by\n"
            "conformance tests.")));

// The condition a GatewayClass starts with: Accepted, Unknown, until a controller takes it.
namespace gapi {
inline std::vector<versioned::k8s::condition> pending_conditions() {
    return {{.type = "Accepted",
             .status = "Unknown",
             .observed_generation = 0,
             .last_transition_time = versioned::k8s::time(std::chrono::sys_seconds{}), // 1970-01-01T00:00:00Z
             .reason = "Pending",
             .message = "Waiting for controller"}};
}
} // namespace gapi

// GatewayClassStatus: its description at the root is the one of GatewayClass's Status field.
VERSIONED_STRUCT(gapi, GatewayClassStatus,
    // A map list keyed by type by itself, defaulted to the Accepted / Unknown / Pending condition
    // (+kubebuilder:default): default_with gives the value, default_json the text the schema shows.
    (std::vector<versioned::k8s::condition>, conditions,
        added(v1beta1, default_with(gapi::pending_conditions)),
        default_json(R"([{"lastTransitionTime": "1970-01-01T00:00:00Z", "message": "Waiting for controller",
                          "reason": "Pending", "status": "Unknown", "type": "Accepted"}])"),
        validate(max_items(8)),
        doc("Conditions is the current status from the controller for\n"
            "this GatewayClass.\n"
            "\n"
            "Controllers should prefer to publish conditions using values\n"
            "of GatewayClassConditionType for the type of each Condition.")),
    (std::optional<std::vector<gapi::SupportedFeature<V>>>, supported_features,
        list_type(map, "name"),
        validate(max_items(64)),
        doc("SupportedFeatures is the set of features the GatewayClass support.\n"
            "It MUST be sorted in ascending alphabetical order by the Name key.")),
    doc("Status defines the current state of GatewayClass.\n"
        "\n"
        "Implementations MUST populate status on all GatewayClass resources which\n"
        "specify their controller name."));

VERSIONED_CRD(gapi, GatewayClass, spec(GatewayClassSpec), status(GatewayClassStatus),
    group("gateway.networking.k8s.io"), plural("gatewayclasses"), short_names("gc"),
    categories("gateway-api"), cluster, storage(v1),
    printer_column("Controller", "string", ".spec.controllerName"),
    printer_column("Accepted", "string", ".status.conditions[?(@.type==\"Accepted\")].status"),
    printer_column("Age", "date", ".metadata.creationTimestamp"),
    printer_column("Description", "string", ".spec.description", priority(1)),
    doc("GatewayClass describes a class of Gateways available to the user for creating\n"
        "Gateway resources.\n"
        "\n"
        "It is recommended that this resource be used as a template for Gateways. This\n"
        "means that a Gateway is based on the state of the GatewayClass at the time it\n"
        "was created and changes to the GatewayClass or associated parameters are not\n"
        "propagated down to existing Gateways. This recommendation is intended to\n"
        "limit the blast radius of changes to GatewayClass or associated parameters.\n"
        "If implementations choose to propagate GatewayClass changes to existing\n"
        "Gateways, that MUST be clearly documented by the implementation.\n"
        "\n"
        "Whenever one or more Gateways are using a GatewayClass, implementations SHOULD\n"
        "add the `gateway-exists-finalizer.gateway.networking.k8s.io` finalizer on the\n"
        "associated GatewayClass. This ensures that a GatewayClass associated with a\n"
        "Gateway is not deleted while in use.\n"
        "\n"
        "GatewayClass is a Cluster level resource.\n"
        "\n"
        "A GatewayClass name SHOULD be compliant with RFC 1035, consisting of a maximum of 63 lower case alphanumeric\n"
        "characters or hyphens ('-'), and MUST start and end with an alphanumeric character."));

namespace gapi {
// The CRD's metadata annotations, as Gateway API's release writes them.
inline versioned::k8s::crd_options crd_options() {
    versioned::k8s::crd_options opts;
    opts.annotations["api-approved.kubernetes.io"] = "https://github.com/kubernetes-sigs/gateway-api/pull/4530";
    opts.annotations["gateway.networking.k8s.io/bundle-version"] = "v0.0.0-dev";
    opts.annotations["gateway.networking.k8s.io/channel"] = "standard";
    return opts;
}
} // namespace gapi

#endif // VERSIONED_TESTS_K8S_REAL_GATEWAYCLASS_HPP
