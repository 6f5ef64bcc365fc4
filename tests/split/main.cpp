// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
// What a user does with a kind, printed: built alone (every call compiled here) and, with
// SPLIT_EXTERN, beside instantiate.cpp (the calls only declared here). tests/split/split.cmake
// compares the two programs' output byte for byte and checks, with nm, that this translation
// unit of the split build compiled none of the work. Exits non-zero if a round trip fails.
#include "api.hpp"

#include <cstdio>
#include <string>
#include <utility>

namespace {

int failures = 0;

void check(bool ok, const char* what) {
    if (!ok) {
        std::printf("FAILED: %s\n", what);
        ++failures;
    }
}

void print(const char* label, const std::string& text) { std::printf("%s: %s\n", label, text.c_str()); }

split::Widget<split::v1> sample() {
    split::Widget<split::v1> w;
    w.metadata.set_name("w");
    w.spec.image = "nginx";
    w.spec.replicas = std::int64_t{5000000000};
    w.spec.policy = split::Policy<split::v1>::OnFailure;
    w.spec.ports = {{.name = "http", .number = 80}};
    w.spec.owner = "team";
    w.status.emplace();
    w.status->ready = 2;
    w.status->phase = "Running";
    return w;
}

} // namespace

// v1alpha1 has no owner: the upgrade names the object's own name (a residue's owner stays).
void split::versioned_kind_upgrade(const Widget<v1alpha1>& from, Widget<v1beta1>& to) {
    if (!to.spec.owner) to.spec.owner = from.metadata.name();
}

int main() {
    const split::Widget<split::v1> w = sample();
    // conversions: copied and moved, both directions, with and without a residue
    const auto alpha = versioned::convert<split::v1alpha1>(w);
    print("v1alpha1", versioned::json::write(alpha));
    auto beta = versioned::convert<split::v1beta1>(split::Widget<split::v1>(w));
    print("v1beta1 (moved)", versioned::json::write(beta));
    print("v1 from v1alpha1", versioned::json::write(versioned::convert<split::v1>(alpha)));
    check(versioned::convert<split::v1>(alpha).spec.owner == w.metadata.name(), "the kind hook ran");
    versioned::k8s::object_residue<split::Widget> rest;
    const auto old = versioned::convert<split::v1alpha1>(w, rest);
    print("residue", versioned::json::write(rest));
    const auto back = versioned::convert<split::v1>(old, rest);
    check(back == w && rest.empty(), "v1 -> v1alpha1 -> v1 with a residue");
    // JSON: read, read_any, errors
    const std::string text = versioned::json::write(w);
    print("v1", text);
    auto read = versioned::json::read<split::Widget<split::v1>>(text);
    check(read.has_value() && *read == w, "read<Widget<v1>>(write(w)) == w");
    auto any = versioned::json::read_any<split::Widget>(versioned::json::write(alpha));
    check(any.has_value() && any->index() == 0, "read_any finds v1alpha1");
    auto bad = versioned::json::read<split::Widget<split::v1beta1>>(text);
    print("error", bad ? std::string("none") : bad.error().message());
    // a ConversionReview of two objects to v1beta1
    const std::string review = R"({"apiVersion":"apiextensions.k8s.io/v1","kind":"ConversionReview","request":{"uid":"u1","desiredAPIVersion":"split.example.com/v1beta1","objects":[)" +
                               text + "," + versioned::json::write(alpha) + "]}}";
    const versioned::k8s::review_response res = versioned::k8s::convert_review<split::Widget>(review);
    std::printf("review: %d %s\n", res.status, res.body.c_str());
    // the CRD
    print("crd", versioned::k8s::crd_json<split::Widget>());
    return failures == 0 ? 0 : 1;
}
