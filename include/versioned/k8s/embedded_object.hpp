// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_K8S_EMBEDDED_OBJECT_HPP
#define VERSIONED_K8S_EMBEDDED_OBJECT_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// k8s::embedded_object: a whole Kubernetes object inside a field (a template, a manifest to
// apply), as controller-gen's runtime.RawExtension with +kubebuilder:validation:EmbeddedResource
// and +kubebuilder:pruning:PreserveUnknownFields: apiVersion and kind typed, metadata kept as
// read (k8s::object_meta), every other member kept as its JSON text, in order.
//
//   versioned::k8s::embedded_object o;
//   o.api_version = "v1"; o.kind = "ConfigMap";
//   o.metadata.emplace().set_name("settings");
//   o.set_raw("data", R"({"mode":"fast"})");
//
// Reading checks what the API server checks of an embedded resource (apiextensions-apiserver's
// validateEmbeddedResource): apiVersion and kind present, non-empty strings, apiVersion a group
// version ("v1", "apps/v1": at most one '/'), kind a DNS-1035 label once lowercased, metadata an
// object (its name, labels and annotations are the API server's to check: kept unchecked here).
// Written: apiVersion, kind, metadata (when present), then the other members as read.

#include <versioned/json/codec.hpp>
#include <versioned/k8s/detail/wrong_kind.hpp>
#include <versioned/k8s/object_meta.hpp>

#include <algorithm>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace versioned {
template <class T>
struct schema_fragment; // <versioned/schema.hpp>
} // namespace versioned

namespace versioned::k8s {

struct embedded_object {
    std::string api_version{};
    std::string kind{};
    std::optional<object_meta> metadata{};
    std::vector<object_meta::member> members{}; // the rest: spec, data, status... as JSON text

    // The member with that key (not apiVersion, kind, metadata), or nullptr.
    const object_meta::member* find(std::string_view key) const noexcept {
        const auto it = std::find_if(members.begin(), members.end(), [&](const auto& m) { return m.key == key; });
        return it == members.end() ? nullptr : &*it;
    }
    // Sets a member to a JSON value (valid JSON: the caller's word), in place or appended.
    void set_raw(std::string_view key, std::string json) {
        for (auto& m : members)
            if (m.key == key) {
                m.json = std::move(json);
                return;
            }
        members.push_back({std::string(key), std::move(json)});
    }

    friend bool operator==(const embedded_object&, const embedded_object&) = default;
};

namespace detail {

// Why an embedded resource's apiVersion or kind is not one the API server takes ("" if it is).
inline std::string_view embedded_api_version_problem(std::string_view v) noexcept {
    if (v.empty()) return "must not be empty";
    if (std::count(v.begin(), v.end(), '/') > 1) return "is not a group version (\"v1\", \"apps/v1\")";
    return {};
}
inline std::string_view embedded_kind_problem(std::string_view k) noexcept {
    if (k.empty()) return "must not be empty";
    const auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; };
    const auto alnum = [&](char c) { return (lower(c) >= 'a' && lower(c) <= 'z') || (c >= '0' && c <= '9'); };
    if (k.size() > 63 || !(lower(k.front()) >= 'a' && lower(k.front()) <= 'z') || !alnum(k.back()))
        return "may have mixed case, but should otherwise be a DNS-1035 label";
    for (char c : k)
        if (!alnum(c) && c != '-') return "may have mixed case, but should otherwise be a DNS-1035 label";
    return {};
}

inline bool read_embedded_member(json::reader& in, embedded_object& o, std::string_view key) {
    if (key == "apiVersion" || key == "kind") {
        if (in.peek() != '"') return fail_wrong_kind(in, "a string");
        std::string& s = key == "kind" ? o.kind : o.api_version;
        if (!in.read(s)) return false;
        const std::string_view why = key == "kind" ? embedded_kind_problem(s) : embedded_api_version_problem(s);
        if (why.empty()) return true;
        return in.fail(json::errc::constraint_violated,
                       std::string(key) + " \"" + s + "\" " + std::string(why) + " (an embedded resource's)");
    }
    if (key == "metadata") return in.read(o.metadata.emplace());
    auto& m = o.members.emplace_back();
    m.key = key;
    return in.raw(m.json);
}

} // namespace detail
} // namespace versioned::k8s

template <>
struct versioned::json::codec<versioned::k8s::embedded_object> {
    static bool read(json::reader& in, k8s::embedded_object& obj) {
        if (in.peek() != '{') return k8s::detail::fail_wrong_kind(in, "an object (an embedded Kubernetes resource)");
        bool api_version = false, kind = false;
        const bool ok = in.members([&](std::string_view key) {
            api_version = api_version || key == "apiVersion";
            kind = kind || key == "kind";
            return k8s::detail::read_embedded_member(in, obj, key);
        });
        if (!ok) return false;
        if (!api_version) return in.fail_missing("apiVersion");
        if (!kind) return in.fail_missing("kind");
        return true;
    }
    static void write(json::writer& out, const k8s::embedded_object& obj) {
        out.begin_object();
        out.key("apiVersion");
        out.write(obj.api_version);
        out.key("kind");
        out.write(obj.kind);
        if (obj.metadata) {
            out.key("metadata");
            out.write(*obj.metadata);
        }
        for (const auto& member : obj.members) {
            out.key(member.key);
            out.raw(member.json);
        }
        out.end_object();
    }
};

// As controller-gen writes an embedded resource; JSON Schema says what reading checks.
template <>
struct versioned::schema_fragment<versioned::k8s::embedded_object> {
    static constexpr std::string_view json =
        R"({"type":"object","properties":{"apiVersion":{"type":"string","minLength":1},)"
        R"("kind":{"type":"string","minLength":1},"metadata":{"type":"object"}},"required":["apiVersion","kind"]})";
    static constexpr std::string_view openapi =
        R"({"type":"object","x-kubernetes-embedded-resource":true,"x-kubernetes-preserve-unknown-fields":true})";
};

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_K8S_EMBEDDED_OBJECT_HPP
