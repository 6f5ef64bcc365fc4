// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_K8S_CRD_DOCUMENT_HPP
#define VERSIONED_K8S_CRD_DOCUMENT_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// The merged apiextensions.k8s.io/v1 CustomResourceDefinition of a kind declared with
// VERSIONED_CRD: one entry per version of its module, each with its structural schema.
//
//   versioned::k8s::crd_options opts;                 // conversion strategy None
//   opts.webhook.service = {"ops", "foo-webhook"};    // namespace, name; path /convert, port 443
//   opts.webhook.ca_bundle = ca_pem;                  // PEM, written base64-encoded
//   std::string yaml = versioned::k8s::crd_yaml<api::Foo>(opts);

#include <versioned/json/described.hpp> // a kind's plain status(S)
#include <versioned/k8s/crd.hpp>
#include <versioned/k8s/detail/kind_functions.hpp>
#include <versioned/k8s/detail/yaml.hpp>
#include <versioned/k8s/names.hpp>
#include <versioned/k8s/priority.hpp>
#include <versioned/schema.hpp>
#include <versioned/versions.hpp>

#include <cstddef>
#include <map>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>

namespace versioned::k8s {

// Where the API server sends ConversionReviews: a Service in the cluster...
struct service_reference {
    std::string namespace_name; // the Service's namespace
    std::string name;           // the Service's name
    std::string path = "/convert";
    int port = 443;
};

// ...or a URL (https://host[:port]/path), and the CA that signed the webhook's certificate.
struct webhook_config {
    service_reference service{}; // used when service.name is set
    std::string url{};           // used when set; not together with service
    std::string ca_bundle{};     // PEM; written base64-encoded; empty: the API server's trust roots
};

// Run-time choices of the CRD document. Without a webhook the conversion strategy is None
// (the API server then only rewrites apiVersion, which is lossy for any real change).
struct crd_options {
    webhook_config webhook{};
    // The stored version, when not the declaration's storage(vX): a served version's name
    // ("v1beta1"), for a cluster migrating its storage; std::invalid_argument otherwise.
    std::string storage{};
    // The CRD's metadata.labels and metadata.annotations (e.g. cert-manager's
    // "cert-manager.io/inject-ca-from": "<namespace>/<certificate>", which keeps the webhook's
    // caBundle current), checked as the API server checks an object's: std::invalid_argument.
    std::map<std::string, std::string> labels{};
    std::map<std::string, std::string> annotations{};
};

namespace detail {

// Appends to a std::string; the schema emitter's escaping writes through it.
struct string_writer {
    std::string& out;
    void put(char c) { out.push_back(c); }
    void put(std::string_view s) { out.append(s); }
};

inline void put_json_string(std::string& out, std::string_view s) {
    string_writer w{out};
    ::versioned::detail::schema::put_string(w, s);
}

// ,"key":{"k":"v",...} unless the map is empty.
inline void put_string_map(std::string& out, std::string_view key, const std::map<std::string, std::string>& map) {
    if (map.empty()) return;
    out += ",\"";
    out += key;
    out += "\":{";
    bool first = true;
    for (const auto& [k, v] : map) {
        if (!first) out += ',';
        first = false;
        put_json_string(out, k);
        out += ':';
        put_json_string(out, v);
    }
    out += '}';
}

inline std::string base64(std::string_view bytes) {
    static constexpr char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    std::string out;
    out.reserve((bytes.size() + 2) / 3 * 4);
    std::size_t i = 0;
    for (; i + 3 <= bytes.size(); i += 3) {
        const unsigned v = static_cast<unsigned char>(bytes[i]) << 16 | static_cast<unsigned char>(bytes[i + 1]) << 8 |
                           static_cast<unsigned char>(bytes[i + 2]);
        out += alphabet[v >> 18 & 63];
        out += alphabet[v >> 12 & 63];
        out += alphabet[v >> 6 & 63];
        out += alphabet[v & 63];
    }
    if (const std::size_t rest = bytes.size() - i; rest != 0) {
        unsigned v = static_cast<unsigned char>(bytes[i]) << 16;
        if (rest == 2) v |= static_cast<unsigned char>(bytes[i + 1]) << 8;
        out += alphabet[v >> 18 & 63];
        out += alphabet[v >> 12 & 63];
        out += rest == 2 ? alphabet[v >> 6 & 63] : '=';
        out += '=';
    }
    return out;
}

inline std::string lower(std::string_view s) {
    std::string out(s);
    for (char& c : out)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return out;
}

template <class Crd>
std::string plural_of() {
    constexpr const crd_info& info = Crd::versioned_info;
    return info.plural_.empty() ? lower(info.kind) + "s" : std::string(info.plural_);
}
template <class Crd>
std::string singular_of() {
    constexpr const crd_info& info = Crd::versioned_info;
    return info.singular_.empty() ? lower(info.kind) : std::string(info.singular_);
}

// The API server's ValidateObjectMeta on labels and annotations: keys are qualified names (an
// annotation's lower-cased first), label values label values, and the annotations' keys and
// values together at most 256 KiB.
inline void check_metadata(const crd_options& o) {
    const auto fail = [](std::string_view what, const std::string& key, std::string_view why) {
        throw std::invalid_argument("versioned::k8s::crd_options: " + std::string(what) + " \"" + key + "\": " +
                                    std::string(why));
    };
    constexpr std::string_view qualified = "a key is a qualified name: an optional DNS subdomain prefix and '/', then "
                                           "at most 63 characters [A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?";
    for (const auto& [key, value] : o.labels) {
        if (!is_qualified_name(key)) fail("label", key, qualified);
        if (!is_label_value(value))
            fail("label", key, "a label value is empty or at most 63 characters [A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?");
    }
    std::size_t total = 0;
    for (const auto& [key, value] : o.annotations) {
        if (!is_qualified_name(lower(key))) fail("annotation", key, qualified);
        total += key.size() + value.size();
        if (total > 256 * 1024)
            fail("annotation", key, "the annotations' keys and values total more than 256 KiB (262144 bytes)");
    }
}

inline void check_options(const crd_options& o) {
    const webhook_config& w = o.webhook;
    const bool service = !w.service.name.empty() || !w.service.namespace_name.empty();
    if (service && !w.url.empty())
        throw std::invalid_argument("versioned::k8s::crd_options: webhook.service and webhook.url are exclusive; set one");
    if (service) {
        if (!is_dns1123_label(w.service.namespace_name) || !is_dns1123_label(w.service.name))
            throw std::invalid_argument("versioned::k8s::crd_options: webhook.service needs a namespace and a name, "
                                        "each a DNS-1123 label, got '" + w.service.namespace_name + "' and '" +
                                        w.service.name + "'");
        if (w.service.port < 1 || w.service.port > 65535)
            throw std::invalid_argument("versioned::k8s::crd_options: webhook.service.port must be 1-65535, got " +
                                        std::to_string(w.service.port));
        if (!w.service.path.empty() && w.service.path.front() != '/')
            throw std::invalid_argument("versioned::k8s::crd_options: webhook.service.path must start with '/', got '" +
                                        w.service.path + "'");
    }
    if (!w.url.empty() && !w.url.starts_with("https://"))
        throw std::invalid_argument("versioned::k8s::crd_options: webhook.url must start with https://, got '" + w.url + "'");
    if (!service && w.url.empty() && !w.ca_bundle.empty())
        throw std::invalid_argument("versioned::k8s::crd_options: webhook.ca_bundle given without webhook.service or webhook.url");
    check_metadata(o);
}

// The default deprecationWarning of the API server: "<group>/<version> <Kind> is deprecated",
// then "; use <group>/<best> <Kind>" with the highest-priority served, non-deprecated version
// that outranks the deprecated one.
template <class Crd>
std::string default_deprecation_warning(std::size_t version) {
    using traits = ::versioned::detail::version_list_traits<typename Crd::versioned_module::versions>;
    constexpr const crd_info& info = Crd::versioned_info;
    const std::string_view name = traits::names[version];
    std::string out = std::string(info.group) + "/" + std::string(name) + " " + std::string(info.kind) + " is deprecated";
    std::size_t best = npos;
    for (std::size_t i = 0; i < traits::names.size(); ++i) {
        if (!is_served<Crd>(i) || traits::deprecated[i] || priority_compare(traits::names[i], name) <= 0) continue;
        if (best == npos || priority_compare(traits::names[i], traits::names[best]) > 0) best = i;
    }
    if (best != npos) out += "; use " + std::string(info.group) + "/" + std::string(traits::names[best]) + " " + std::string(info.kind);
    return out;
}

// The schema of a versioned struct at its version, or of a plain one (a described struct, or
// a type with its own schema_fragment).
template <class S>
constexpr std::string_view openapi_of() noexcept {
    if constexpr (versioned_struct<S>)
        return openapi_schema<S>;
    else
        return ::versioned::detail::schema::type_object<::versioned::detail::schema::dialect::openapi, S>::text;
}

// Whether the root requires spec: when the spec has a required member (as controller-gen's CRDs:
// the API server then stores no object without one, which a webhook could not convert), unless
// the kind says optional_spec or required_spec.
template <class Crd, class V>
constexpr bool spec_is_required() noexcept {
    constexpr spec_requirement declared = Crd::versioned_info.spec;
    if constexpr (declared == spec_requirement::by_members)
        return ::versioned::detail::schema::struct_has_required<::versioned::detail::schema::dialect::openapi,
                                                                typename Crd::template versioned_spec<V>>();
    else
        return declared == spec_requirement::required;
}

// The version's openAPIV3Schema. The root: only apiVersion, kind, metadata (type object,
// nothing else), spec and status.
template <class Crd, std::size_t I>
void put_root_schema(std::string& out) {
    using V = version_at_t<typename Crd::versioned_module::versions, I>;
    constexpr const crd_info& info = Crd::versioned_info;
    out += R"(,"schema":{"openAPIV3Schema":{"type":"object")";
    if (!info.doc.empty()) {
        out += R"(,"description":)";
        put_json_string(out, info.doc);
    }
    // apiVersion's and kind's descriptions: metav1.TypeMeta's, as controller-gen writes them
    out += R"(,"properties":{"apiVersion":{"description":"APIVersion defines the versioned schema of this representation of an object.\n)"
           R"(Servers should convert recognized schemas to the latest internal value, and\nmay reject unrecognized values.\n)"
           R"(More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources","type":"string"},)"
           R"("kind":{"description":"Kind is a string value representing the REST resource this object represents.\n)"
           R"(Servers may infer this from the endpoint the client submits requests to.\nCannot be updated.\nIn CamelCase.\n)"
           R"(More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds","type":"string"},)"
           R"("metadata":{"type":"object"},"spec":)";
    constexpr std::string_view spec = openapi_schema<typename Crd::template versioned_spec<V>>;
    out += spec;
    if constexpr (Crd::versioned_has_status) {
        out += R"(,"status":)";
        out += openapi_of<typename Crd::template versioned_status<V>>();
    }
    out += '}';
    if constexpr (spec_is_required<Crd, V>())
        out += R"(,"required":["spec"])";
    out += "}}";
}

// Subresources: status when the kind has one; scale in the versions it lists, or else where both
// replicas paths exist in this version, with the selector where that path exists too. Decided at compile time, and the
// paths looked up only for a kind that has a scale or printer columns: a lookup instantiates
// the search through every member of the version.
template <class Crd, std::size_t I>
void put_subresources(std::string& out) {
    constexpr const crd_info& info = Crd::versioned_info;
    constexpr bool scale = [] {
        constexpr const crd_info& kind = Crd::versioned_info;
        if constexpr (kind.scale_versions != 0)
            return I < 64 && ((kind.scale_versions >> (I % 64)) & 1) != 0; // its paths are there (checked)
        else if constexpr (kind.has_scale)
            return object_path_exists<Crd, I>(kind.scale_spec) && object_path_exists<Crd, I>(kind.scale_status);
        else
            return false;
    }();
    constexpr bool selector = [] {
        constexpr const crd_info& kind = Crd::versioned_info;
        if constexpr (kind.has_scale)
            return !kind.scale_selector.empty() && object_path_exists<Crd, I>(kind.scale_selector);
        else
            return false;
    }();
    if (!Crd::versioned_has_status && !scale) return;
    out += R"(,"subresources":{)";
    if (Crd::versioned_has_status) out += R"("status":{})";
    if (scale) {
        if (Crd::versioned_has_status) out += ',';
        out += R"("scale":{"specReplicasPath":)";
        put_json_string(out, info.scale_spec);
        out += R"(,"statusReplicasPath":)";
        put_json_string(out, info.scale_status);
        if (selector) {
            out += R"(,"labelSelectorPath":)";
            put_json_string(out, info.scale_selector);
        }
        out += '}';
    }
    out += '}';
}

// Printer columns: those restricted to this version, and the others whose path (before a filter)
// this version's schema (or metadata) has (none: no lookup compiled).
template <class Crd, std::size_t I>
void put_columns(std::string& out) {
    constexpr const crd_info& info = Crd::versioned_info;
    if constexpr (info.column_count != 0) {
        bool first = true;
        for (std::size_t c = 0; c < info.column_count; ++c) {
            const printer_column& col = info.columns[c];
            const bool listed = I < 64 && ((col.versions >> (I % 64)) & 1) != 0;
            if (col.versions != 0 ? !listed : !column_path_in<Crd, I>(col.json_path)) continue;
            out += first ? R"(,"additionalPrinterColumns":[)" : ",";
            first = false;
            out += R"({"name":)";
            put_json_string(out, col.name);
            out += R"(,"type":)";
            put_json_string(out, col.type);
            out += R"(,"jsonPath":)";
            put_json_string(out, col.json_path);
            if (!col.description.empty()) { // the literal as written
                out += R"(,"description":)";
                put_json_string(out, decode_string_literals(col.description));
            }
            if (col.priority != 0) {
                out += R"(,"priority":)";
                out += std::to_string(col.priority);
            }
            out += '}';
        }
        if (!first) out += ']';
    }
}

// Selectable fields: those whose path this version's schema has.
template <class Crd, std::size_t I>
void put_selectable_fields(std::string& out) {
    constexpr const crd_info& info = Crd::versioned_info;
    if constexpr (info.selectable_count != 0) {
        bool first = true;
        for (std::size_t f = 0; f < info.selectable_count; ++f) {
            if (!object_path_exists<Crd, I>(info.selectable[f])) continue;
            out += first ? R"(,"selectableFields":[{"jsonPath":)" : R"(,{"jsonPath":)";
            first = false;
            put_json_string(out, info.selectable[f]);
            out += '}';
        }
        if (!first) out += ']';
    }
}

// The stored version's index: the declaration's, or options.storage, checked to be served.
template <class Crd>
std::size_t storage_of(const crd_options& options) {
    using traits = ::versioned::detail::version_list_traits<typename Crd::versioned_module::versions>;
    if (options.storage.empty()) return storage_index<Crd>;
    std::string served;
    for (std::size_t i = 0; i < traits::names.size(); ++i) {
        if (!is_served<Crd>(i)) continue;
        if (traits::names[i] == options.storage) return i;
        served += (served.empty() ? "" : ", ") + std::string(traits::names[i]);
    }
    throw std::invalid_argument("versioned::k8s::crd_options: storage \"" + options.storage + "\" is not a served version of " +
                                std::string(Crd::versioned_info.kind) + " (served: " + served + ")");
}

template <class Crd, std::size_t I>
void put_version(std::string& out, std::size_t storage) {
    using versions = typename Crd::versioned_module::versions;
    using traits = ::versioned::detail::version_list_traits<versions>;
    out += R"({"name":")";
    out += version_at_t<versions, I>::name;
    out += R"(","served":)";
    out += is_served<Crd>(I) ? "true" : "false";
    out += R"(,"storage":)";
    out += I == storage ? "true" : "false";
    if constexpr (traits::deprecated[I]) {
        out += R"(,"deprecated":true,"deprecationWarning":)";
        put_json_string(out, traits::notes[I].empty() ? default_deprecation_warning<Crd>(I) : std::string(traits::notes[I]));
    }
    put_root_schema<Crd, I>(out);
    put_subresources<Crd, I>(out);
    put_columns<Crd, I>(out);
    put_selectable_fields<Crd, I>(out);
    out += '}';
}

} // namespace detail

namespace detail {
template <template <class> class K>
std::string crd_json_of(const crd_options& options);
} // namespace detail

// The merged CustomResourceDefinition of kind K, as compact JSON.
template <template <class> class K>
std::string crd_json(const crd_options& options = {}) {
    if constexpr (!detail::kind_template<K>) {
        detail::require_kind<K>(); // an error naming K: crd_json<FooSpec> for crd_json<Foo>
        return {};
    } else if constexpr (detail::extern_kind<crd_of_t<K>>::value) { // VERSIONED_EXTERN: compiled elsewhere
        return detail::extern_kind<crd_of_t<K>>::functions::crd_json(options);
    } else {
        return detail::crd_json_of<K>(options);
    }
}

template <template <class> class K>
std::string detail::crd_json_of(const crd_options& options) {
    using Crd = crd_of_t<K>;
    constexpr const detail::crd_info& info = Crd::versioned_info;
    check_options(options);
    const std::size_t storage = storage_of<Crd>(options);
    const std::string plural = plural_of<Crd>();
    std::string out;
    out.reserve(4096);
    out += R"({"apiVersion":"apiextensions.k8s.io/v1","kind":"CustomResourceDefinition","metadata":{"name":)";
    detail::put_json_string(out, plural + "." + std::string(info.group));
    detail::put_string_map(out, "labels", options.labels);
    detail::put_string_map(out, "annotations", options.annotations);
    out += R"(},"spec":{"group":)";
    detail::put_json_string(out, info.group);
    out += R"(,"names":{"kind":)";
    detail::put_json_string(out, info.kind);
    out += R"(,"listKind":)";
    detail::put_json_string(out, std::string(info.kind) + "List");
    out += R"(,"plural":)";
    detail::put_json_string(out, plural);
    out += R"(,"singular":)";
    detail::put_json_string(out, detail::singular_of<Crd>());
    const auto put_list = [&](std::string_view key, const auto& items, std::size_t count) {
        if (count == 0) return;
        out += ",\"";
        out += key;
        out += "\":[";
        for (std::size_t idx = 0; idx < count; ++idx) {
            if (idx != 0) out += ',';
            detail::put_json_string(out, items[idx]);
        }
        out += ']';
    };
    put_list("shortNames", info.short_names, info.short_name_count);
    put_list("categories", info.categories, info.category_count);
    out += R"(},"scope":)";
    out += info.scope == scope::namespaced ? R"("Namespaced")" : R"("Cluster")";
    out += R"(,"versions":[)";
    [&]<std::size_t... Is>(std::index_sequence<Is...>) {
        ((out += Is == 0 ? "" : ",", detail::put_version<Crd, Is>(out, storage)), ...);
    }(std::make_index_sequence<Crd::versioned_module::versions::size>{});
    out += R"(],"conversion":)";
    const webhook_config& w = options.webhook;
    if (w.service.name.empty() && w.url.empty()) {
        out += R"({"strategy":"None"})";
    } else {
        out += R"({"strategy":"Webhook","webhook":{"clientConfig":{)";
        if (!w.url.empty()) {
            out += R"("url":)";
            detail::put_json_string(out, w.url);
        } else {
            out += R"("service":{"namespace":)";
            detail::put_json_string(out, w.service.namespace_name);
            out += R"(,"name":)";
            detail::put_json_string(out, w.service.name);
            if (!w.service.path.empty()) {
                out += R"(,"path":)";
                detail::put_json_string(out, w.service.path);
            }
            out += R"(,"port":)";
            out += std::to_string(w.service.port);
            out += '}';
        }
        if (!w.ca_bundle.empty()) {
            out += R"(,"caBundle":)";
            detail::put_json_string(out, detail::base64(w.ca_bundle));
        }
        out += R"(},"conversionReviewVersions":["v1"]}})";
    }
    out += "}}";
    return out;
}

// The same document as YAML (block style, every string quoted), for kubectl apply -f.
template <template <class> class K>
std::string crd_yaml(const crd_options& options = {}) {
    return detail::json_to_yaml(crd_json<K>(options));
}

} // namespace versioned::k8s

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_K8S_CRD_DOCUMENT_HPP
