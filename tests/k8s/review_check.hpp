// The API server's validation of a ConversionReview response (apiextensions-apiserver's
// webhook_converter.go, reference/kubernetes.md), as a test oracle: "" when the response would
// be accepted for the request, else why not.
#ifndef VERSIONED_TESTS_K8S_REVIEW_CHECK_HPP
#define VERSIONED_TESTS_K8S_REVIEW_CHECK_HPP

#include <versioned/k8s/convert_review.hpp>
#include <versioned/k8s/names.hpp>

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace review_check {

using versioned::k8s::detail::find_member;
using versioned::k8s::detail::raw_member;
using versioned::k8s::detail::split_object;
using versioned::k8s::detail::string_member;

inline std::vector<std::string_view> elements(std::string_view array, std::string& why) {
    std::vector<std::string_view> out;
    const auto e = versioned::json::read_with(
        array,
        [&](versioned::json::reader& in) {
            return in.elements([&](std::size_t) { return in.raw(out.emplace_back()); });
        },
        versioned::k8s::detail::plain_read_options());
    if (e.code != versioned::json::errc{}) why = "not an array: " + e.message();
    return out;
}

inline std::vector<raw_member> object(std::string_view text, std::string& why, std::string_view what) {
    std::vector<raw_member> m;
    if (auto e = split_object(text, m); e.code != versioned::json::errc{}) why = std::string(what) + ": " + e.message();
    return m;
}

// The response must be a Success the API server accepts for the request.
inline std::string check(std::string_view request_body, std::string_view response_body) {
    std::string why;
    auto req_top = object(request_body, why, "request body");
    auto res_top = object(response_body, why, "response body");
    if (!why.empty()) return why;
    if (string_member(res_top, "apiVersion").value_or("") != "apiextensions.k8s.io/v1") return "response apiVersion";
    if (string_member(res_top, "kind").value_or("") != "ConversionReview") return "response kind";
    const raw_member* req = find_member(req_top, "request");
    const raw_member* res = find_member(res_top, "response");
    if (req == nullptr) return "no request";
    if (res == nullptr) return "no response provided";
    auto request = object(req->json, why, "request");
    auto response = object(res->json, why, "response");
    if (!why.empty()) return why;
    const auto uid = string_member(request, "uid");
    if (string_member(response, "uid") != uid) return "expected response.uid=" + uid.value_or("");
    const raw_member* result = find_member(response, "result");
    if (result == nullptr) return "no result";
    auto result_members = object(result->json, why, "result");
    const auto status = string_member(result_members, "status").value_or("");
    if (status != "Success")
        return "response.result.status was '" + status + "', not 'Success': " +
               string_member(result_members, "message").value_or("");
    const std::string desired = string_member(request, "desiredAPIVersion").value_or("");
    const raw_member* in_objects = find_member(request, "objects");
    const raw_member* out_objects = find_member(response, "convertedObjects");
    if (in_objects == nullptr || out_objects == nullptr) return "objects missing";
    const auto sent = elements(in_objects->json, why);
    const auto got = elements(out_objects->json, why);
    if (!why.empty()) return why;
    if (sent.size() != got.size())
        return "returned " + std::to_string(got.size()) + " objects, expected " + std::to_string(sent.size());
    for (std::size_t i = 0; i < sent.size(); ++i) {
        const std::string at = "convertedObjects[" + std::to_string(i) + "]: ";
        auto a = object(sent[i], why, at + "original");
        auto b = object(got[i], why, at + "converted");
        if (!why.empty()) return why;
        if (string_member(b, "apiVersion").value_or("") != desired) return at + "apiVersion is not " + desired;
        if (string_member(a, "kind") != string_member(b, "kind")) return at + "kind changed";
        const raw_member* ma = find_member(a, "metadata");
        const raw_member* mb = find_member(b, "metadata");
        // No metadata is an empty one (which may gain labels and annotations).
        if (ma != nullptr && mb == nullptr) return at + "metadata removed";
        auto meta_a = ma ? object(ma->json, why, at + "metadata") : std::vector<raw_member>{};
        auto meta_b = mb ? object(mb->json, why, at + "metadata") : std::vector<raw_member>{};
        if (!why.empty()) return why;
        for (const char* key : {"name", "namespace", "uid"})
            if (string_member(meta_a, key) != string_member(meta_b, key)) return at + "metadata." + key + " changed";
        // Only labels and annotations may change: everything else in metadata is restored.
        auto others = [](const std::vector<raw_member>& m) {
            std::vector<raw_member> out;
            for (const auto& x : m)
                if (x.key != "labels" && x.key != "annotations") out.push_back(x);
            return out;
        };
        const auto oa = others(meta_a), ob = others(meta_b);
        if (oa.size() != ob.size()) return at + "metadata members changed";
        for (std::size_t k = 0; k < oa.size(); ++k)
            if (oa[k].key != ob[k].key || oa[k].json != ob[k].json) return at + "metadata." + oa[k].key + " changed";
        // The webhook must not introduce an invalid annotation (what the original already had is
        // not its doing: the API server would not have stored such an object).
        std::vector<raw_member> original_annotations;
        if (const raw_member* ann = find_member(meta_a, "annotations"))
            if (ann->json != "null") original_annotations = object(ann->json, why, at + "original annotations");
        why.clear();
        auto inherited = [&](const raw_member& e) {
            const raw_member* o = find_member(original_annotations, e.key);
            return o != nullptr && o->json == e.json;
        };
        if (const raw_member* ann = find_member(meta_b, "annotations")) {
            auto entries = object(ann->json, why, at + "annotations");
            if (!why.empty()) return why;
            std::size_t total = 0;
            bool all_inherited = true;
            for (const auto& e : entries) {
                if (inherited(e)) { // counted as the API server does: decoded key and value bytes
                    const auto v = versioned::json::read<std::string>(e.json, versioned::k8s::detail::plain_read_options());
                    total += e.key.size() + (v ? v->size() : e.json.size());
                    continue;
                }
                all_inherited = false;
                if (!versioned::k8s::is_qualified_name(e.key)) return at + "invalid annotation key " + e.key;
                auto v = versioned::json::read<std::string>(e.json, versioned::k8s::detail::plain_read_options());
                if (!v) return at + "annotation " + e.key + " is not a string";
                total += e.key.size() + v->size();
            }
            if (!all_inherited && total > 256 * 1024) return at + "annotations exceed 256 KiB";
        }
    }
    return {};
}

} // namespace review_check

#endif
