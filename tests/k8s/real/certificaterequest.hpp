// cert-manager's CertificateRequest, re-declared with versioned: the real CRD it re-declares is
// certificaterequest.yaml beside this file (compare.py compares the two,
// certificaterequest.differences lists what remains different and why).
//
// Source: cert-manager/cert-manager, pkg/apis/certmanager/v1/types_certificaterequest.go (and
// pkg/apis/certmanager/v1/types.go for KeyUsage, pkg/apis/meta/v1/types.go for IssuerReference
// and ConditionStatus), at commit 2d0d7f7f74241a9cbf79f0e2a7bb247238ee09fd, Apache License 2.0.
// The descriptions below are that project's, as its CRD carries them.
#ifndef VERSIONED_TESTS_K8S_REAL_CERTIFICATEREQUEST_HPP
#define VERSIONED_TESTS_K8S_REAL_CERTIFICATEREQUEST_HPP

#include <versioned/k8s.hpp>
#include <versioned/versioned.hpp>

#include <array>
#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

VERSIONED_VERSIONS(cmapi, v1);
VERSIONED_KEY_NAMING(cmapi, camel_case);

// KeyUsage (types.go): a Go string type whose values have spaces and slashes ("digital
// signature", "s/mime"), which no enumerator of VERSIONED_ENUM can be named. So it is a plain
// enumeration of its own with its schema (the type's description and its enum, as controller-gen
// writes them) and its JSON codec (the values as strings).
namespace cmapi {
enum class KeyUsage {
    signing, digital_signature, content_commitment, key_encipherment, key_agreement,
    data_encipherment, cert_sign, crl_sign, encipher_only, decipher_only, any, server_auth,
    client_auth, code_signing, email_protection, smime, ipsec_end_system, ipsec_tunnel,
    ipsec_user, timestamping, ocsp_signing, microsoft_sgc, netscape_sgc
};
inline constexpr std::array<std::string_view, 23> key_usage_names{
    "signing", "digital signature", "content commitment", "key encipherment", "key agreement",
    "data encipherment", "cert sign", "crl sign", "encipher only", "decipher only", "any",
    "server auth", "client auth", "code signing", "email protection", "s/mime",
    "ipsec end system", "ipsec tunnel", "ipsec user", "timestamping", "ocsp signing",
    "microsoft sgc", "netscape sgc"};
} // namespace cmapi

template <>
struct versioned::schema_fragment<cmapi::KeyUsage> {
    static constexpr std::string_view json =
        R"({"type":"string","enum":["signing","digital signature","content commitment","key encipherment",)"
        R"("key agreement","data encipherment","cert sign","crl sign","encipher only","decipher only","any",)"
        R"("server auth","client auth","code signing","email protection","s/mime","ipsec end system",)"
        R"("ipsec tunnel","ipsec user","timestamping","ocsp signing","microsoft sgc","netscape sgc"],)"
        R"("description":"KeyUsage specifies valid usage contexts for keys.\nSee:\n)"
        R"(https://tools.ietf.org/html/rfc5280#section-4.2.1.3\nhttps://tools.ietf.org/html/rfc5280#section-4.2.1.12\n\n)"
        R"(Valid KeyUsage values are as follows:\n\"signing\",\n\"digital signature\",\n\"content commitment\",\n)"
        R"(\"key encipherment\",\n\"key agreement\",\n\"data encipherment\",\n\"cert sign\",\n\"crl sign\",\n)"
        R"(\"encipher only\",\n\"decipher only\",\n\"any\",\n\"server auth\",\n\"client auth\",\n\"code signing\",\n)"
        R"(\"email protection\",\n\"s/mime\",\n\"ipsec end system\",\n\"ipsec tunnel\",\n\"ipsec user\",\n)"
        R"(\"timestamping\",\n\"ocsp signing\",\n\"microsoft sgc\",\n\"netscape sgc\""})";
};

template <>
struct versioned::json::codec<cmapi::KeyUsage> {
    template <class Writer>
    static void write(Writer& out, const cmapi::KeyUsage& usage) {
        const auto i = static_cast<std::size_t>(usage);
        if (i < cmapi::key_usage_names.size())
            out.write(cmapi::key_usage_names[i]);
        else
            out.fail("the value is not a KeyUsage");
    }
    template <class Reader>
    static bool read(Reader& in, cmapi::KeyUsage& usage) {
        std::string name;
        if (!in.read(name)) return false;
        for (std::size_t i = 0; i < cmapi::key_usage_names.size(); ++i)
            if (cmapi::key_usage_names[i] == name) {
                usage = static_cast<cmapi::KeyUsage>(i);
                return true;
            }
        return in.fail(Reader::errc::unknown_enumerator, "unknown KeyUsage \"" + name + "\"");
    }
};

// ConditionStatus (meta/v1): +kubebuilder:validation:Enum=True;False;Unknown.
VERSIONED_ENUM(cmapi, ConditionStatus, (True), (False), (Unknown));

// IssuerReference (meta/v1): name, kind, group as Go declares them.
VERSIONED_STRUCT(cmapi, IssuerReference,
    (std::string, name,
        doc("Name of the issuer being referred to.")),
    (std::optional<std::string>, kind,
        doc("Kind of the issuer being referred to.\n"
            "Defaults to 'Issuer'.")),
    (std::optional<std::string>, group,
        doc("Group of the issuer being referred to.\n"
            "Defaults to 'cert-manager.io'.")),
    doc("IssuerReference is a reference to a certificate issuer object with a given name, kind and group."));

// CertificateRequestSpec: its description at the root is the one of CertificateRequest's Spec
// field.
VERSIONED_STRUCT(cmapi, CertificateRequestSpec,
    (std::optional<versioned::k8s::duration>, duration,
        doc("Requested 'duration' (i.e. lifetime) of the Certificate. Note that the\n"
            "issuer may choose to ignore the requested duration, just like any other\n"
            "requested attribute.")),
    (cmapi::IssuerReference<V>, issuer_ref,
        doc("Reference to the issuer responsible for issuing the certificate.\n"
            "If the issuer is namespace-scoped, it must be in the same namespace\n"
            "as the Certificate. If the issuer is cluster-scoped, it can be used\n"
            "from any namespace.\n"
            "\n"
            "The `name` field of the reference must always be specified.")),
    (std::string, request,   // []byte: base64 in JSON
        validate(format("byte")),
        doc("The PEM-encoded X.509 certificate signing request to be submitted to the\n"
            "issuer for signing.\n"
            "\n"
            "If the CSR has a BasicConstraints extension, its isCA attribute must\n"
            "match the `isCA` value of this CertificateRequest.\n"
            "If the CSR has a KeyUsage extension, its key usages must match the\n"
            "key usages in the `usages` field of this CertificateRequest.\n"
            "If the CSR has a ExtKeyUsage extension, its extended key usages\n"
            "must match the extended key usages in the `usages` field of this\n"
            "CertificateRequest.")),
    (std::optional<bool>, is_ca, key("isCA"),
        doc("Requested basic constraints isCA value. Note that the issuer may choose\n"
            "to ignore the requested isCA value, just like any other requested attribute.\n"
            "\n"
            "NOTE: If the CSR in the `Request` field has a BasicConstraints extension,\n"
            "it must have the same isCA value as specified here.\n"
            "\n"
            "If true, this will automatically add the `cert sign` usage to the list\n"
            "of requested `usages`.")),
    (std::optional<std::vector<cmapi::KeyUsage>>, usages,
        list_type(atomic),
        doc("Requested key usages and extended key usages.\n"
            "\n"
            "NOTE: If the CSR in the `Request` field has uses the KeyUsage or\n"
            "ExtKeyUsage extension, these extensions must have the same values\n"
            "as specified here without any additional values.\n"
            "\n"
            "If unset, defaults to `digital signature` and `key encipherment`.")),
    (std::optional<std::string>, username,
        doc("Username contains the name of the user that created the CertificateRequest.\n"
            "Populated by the cert-manager webhook on creation and immutable.")),
    (std::optional<std::string>, uid,
        doc("UID contains the uid of the user that created the CertificateRequest.\n"
            "Populated by the cert-manager webhook on creation and immutable.")),
    (std::optional<std::vector<std::string>>, groups,
        list_type(atomic),
        doc("Groups contains group membership of the user that created the CertificateRequest.\n"
            "Populated by the cert-manager webhook on creation and immutable.")),
    ((std::optional<std::map<std::string, std::vector<std::string>>>), extra,
        doc("Extra contains extra attributes of the user that created the CertificateRequest.\n"
            "Populated by the cert-manager webhook on creation and immutable.")),
    doc("Specification of the desired state of the CertificateRequest resource.\n"
        "https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status"));

// Go declares type before status; controller-gen sorts a node's required list by name
// (status, type) while the library writes it in declaration order, so status comes first here
// (JSON members are unordered: only the order in which json::write writes them differs).
VERSIONED_STRUCT(cmapi, CertificateRequestCondition,
    (cmapi::ConditionStatus<V>, status,
        doc("Status of the condition, one of (`True`, `False`, `Unknown`).")),
    (std::string, type,   // CertificateRequestConditionType
        doc("Type of the condition, known values are (`Ready`, `InvalidRequest`,\n"
            "`Approved`, `Denied`).")),
    (std::optional<versioned::k8s::time>, last_transition_time,
        doc("LastTransitionTime is the timestamp corresponding to the last status\n"
            "change of this condition.")),
    (std::optional<std::string>, reason,
        doc("Reason is a brief machine readable explanation for the condition's last\n"
            "transition.")),
    (std::optional<std::string>, message,
        doc("Message is a human readable description of the details of the last\n"
            "transition, complementing reason.")),
    doc("CertificateRequestCondition contains condition information for a CertificateRequest."));

// CertificateRequestStatus: its description at the root is the one of CertificateRequest's
// Status field.
VERSIONED_STRUCT(cmapi, CertificateRequestStatus,
    (std::optional<std::vector<cmapi::CertificateRequestCondition<V>>>, conditions,
        list_type(map, "type"),
        doc("List of status conditions to indicate the status of a CertificateRequest.\n"
            "Known condition types are `Ready`, `InvalidRequest`, `Approved` and `Denied`.")),
    (std::optional<std::string>, certificate,   // []byte
        validate(format("byte")),
        doc("The PEM encoded X.509 certificate resulting from the certificate\n"
            "signing request.\n"
            "If not set, the CertificateRequest has either not been completed or has\n"
            "failed. More information on failure can be found by checking the\n"
            "`conditions` field.")),
    (std::optional<std::string>, ca,   // []byte
        validate(format("byte")),
        doc("The PEM encoded X.509 certificate of the signer, also known as the CA\n"
            "(Certificate Authority).\n"
            "This is set on a best-effort basis by different issuers.\n"
            "If not set, the CA is assumed to be unknown/not available.")),
    (std::optional<versioned::k8s::time>, failure_time,
        doc("FailureTime stores the time that this CertificateRequest failed. This is\n"
            "used to influence garbage collection and back-off.")),
    doc("Status of the CertificateRequest.\n"
        "This is set and managed automatically.\n"
        "Read-only.\n"
        "More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status"));

VERSIONED_CRD(cmapi, CertificateRequest, spec(CertificateRequestSpec), status(CertificateRequestStatus),
    group("cert-manager.io"), plural("certificaterequests"), short_names("cr", "crs"),
    categories("cert-manager"), namespaced, storage(v1), optional_spec,
    printer_column("Approved", "string", ".status.conditions[?(@.type == \"Approved\")].status"),
    printer_column("Denied", "string", ".status.conditions[?(@.type == \"Denied\")].status"),
    printer_column("Ready", "string", ".status.conditions[?(@.type == \"Ready\")].status"),
    printer_column("Issuer", "string", ".spec.issuerRef.name"),
    printer_column("Requester", "string", ".spec.username"),
    printer_column("Status", "string", ".status.conditions[?(@.type == \"Ready\")].message", priority(1)),
    printer_column("Age", "date", ".metadata.creationTimestamp",
        "CreationTimestamp is a timestamp representing the server time when this object was created. "
        "It is not guaranteed to be set in happens-before order across separate operations. "
        "Clients may not set this value. It is represented in RFC3339 form and is in UTC."),
    selectable_field(".spec.issuerRef.group"),
    selectable_field(".spec.issuerRef.kind"),
    selectable_field(".spec.issuerRef.name"),
    doc("A CertificateRequest is used to request a signed certificate from one of the\n"
        "configured issuers.\n"
        "\n"
        "All fields within the CertificateRequest's `spec` are immutable after creation.\n"
        "A CertificateRequest will either succeed or fail, as denoted by its `Ready` status\n"
        "condition and its `status.failureTime` field.\n"
        "\n"
        "A CertificateRequest is a one-shot resource, meaning it represents a single\n"
        "point in time request for a certificate and cannot be re-used."));

namespace cmapi {
// The CRD's metadata annotations, as cert-manager's release writes them.
inline versioned::k8s::crd_options crd_options() {
    versioned::k8s::crd_options opts;
    opts.annotations["controller-gen.kubebuilder.io/version"] = "v0.21.0";
    return opts;
}
} // namespace cmapi

#endif // VERSIONED_TESTS_K8S_REAL_CERTIFICATEREQUEST_HPP
