// The test kinds (crd_types.hpp, review_types.hpp, kube_types.hpp -- constraints among them --, variant_kind.hpp) for the Kubernetes
// validator test k8s.kube_validate: see kube_dump.hpp for what is written.
#include "kube_dump.hpp"
#include "kube_types.hpp"
#include "review_types.hpp"
#include "variant_kind.hpp"

#include <cstdlib>
#include <iostream>
#include <map>
#include <ostream>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

namespace {

// The JSON of a versioned struct with the member of JSON key `key` written as `text`.
template <class S>
std::string with_member(const S& part, std::string_view key, std::string_view text) {
    std::vector<jtest::member_text> members;
    versioned::for_each_field(part, [&](std::string_view, const auto& m) {
        using M = std::remove_cvref_t<decltype(m)>;
        std::string t;
        if constexpr (versioned::detail::is_optional<M>::value) {
            if (m) t = versioned::json::write(*m);
        } else {
            t = versioned::json::write(m);
        }
        members.push_back({"", std::move(t)});
    });
    for (std::size_t i = 0; i < members.size(); ++i) {
        members[i].key = std::string(versioned::json_keys<S>[i]);
        if (members[i].key == key) members[i].text = text;
    }
    return jtest::object_of(members);
}

// A document of obj with the spec member of JSON key `key` written as `text`, which json::read
// accepts: a line of objects (Kubernetes must accept it too). Any other verdict stops the dump.
template <class Obj>
void write_accepted(std::ostream& objects, const Obj& obj, std::string_view key, std::string_view text) {
    const std::string doc = kube_dump::with_part(obj, "spec", with_member(obj.spec, key, text));
    if (auto r = versioned::json::read<Obj>(doc); !r) {
        std::cerr << "kube_dump: json::read refuses " << text << " at /spec/" << key << ": " << r.error().message() << '\n';
        std::exit(1);
    }
    objects << doc << '\n';
}
// ... which json::read refuses: a line of rejected, with the reader's path and code, and, where
// Kubernetes accepts it (a documented difference), why.
template <class Obj>
void write_refused(std::ostream& rejected, const Obj& obj, std::string_view key, std::string_view text,
                   std::string_view differs = {}) {
    const std::string doc = kube_dump::with_part(obj, "spec", with_member(obj.spec, key, text));
    const auto r = versioned::json::read<Obj>(doc);
    if (r) {
        std::cerr << "kube_dump: json::read accepts " << text << " at /spec/" << key << '\n';
        std::exit(1);
    }
    std::map<std::string, std::string> line{
        {"doc", doc}, {"path", r.error().path}, {"code", std::string(versioned::json::to_string(r.error().code))}};
    if (!differs.empty()) line["differs"] = std::string(differs);
    rejected << versioned::json::write(line) << '\n';
}

// Texts at the edges of what Go's parsers take, in an object of kvt::Values: those versioned's
// reader takes are objects Kubernetes must accept; those it refuses, documents Kubernetes must
// refuse too (Kubernetes' own time parsing judges the RFC 3339 edge cases).
void dump_value_edges(const std::string& dir) {
    versioned::testing::generator gen{35};
    gen.int64_integers = true;
    kvt::Values<kvt::v1> obj;
    obj.metadata.set_name("edges");
    obj.metadata.set_namespace_name("ns");
    obj.spec = gen.make<kvt::ValueSpec<kvt::v1>>();
    const std::pair<std::string_view, std::vector<std::string_view>> accepted[] = {
        {"started", {R"("2006-01-02T15:04:05-00:00")", R"("2006-01-02T15:04:05.999999999Z")", R"("2006-01-02T15:04:05,5Z")",
                     R"("2024-02-29T00:00:00Z")", R"("0000-01-01T00:00:00Z")",
                     R"("9999-12-31T23:59:59Z")", R"("2006-01-02T00:00:00+24:00")", R"("2006-01-02T00:00:00-23:60")",
                     R"("2006-01-02T15:04:05.1234567891234+01:00")"}},
        {"renewed", {R"("2006-01-02T15:04:05,123456Z")", R"("2006-01-02T15:04:05.000001-01:30")"}},
        {"cpu", {R"("1.")", R"(".5")", R"("+1k")", R"("1e+3")", R"("010k")", R"("1E")", "1", "-5", "2.0", "1e3",
                 R"("1000E")", R"("9Ei")", R"("0.000000000001Ki")", R"("-0")"}},
        {"port", {R"("x")", "2147483647", "-2147483648", R"("")"}},
        {"timeout", {R"("-1.5h")", R"("0")", R"("1h2m3s4ms5us6ns")"}},
        {"manifest", {R"({"apiVersion":"apps/v1","kind":"Deployment","metadata":{"name":"x"},"spec":{"replicas":1}})"}},
    };
    const std::pair<std::string_view, std::vector<std::string_view>> refused[] = {
        {"started", {R"("2016-12-31T23:59:60Z")", R"("2023-02-29T00:00:00Z")", R"("2006-01-02T24:00:00Z")",
                     R"("2006-01-02T15:04:05")", R"("2006-01-02 15:04:05Z")", R"("2006-01-02T15:04:05+0700")",
                     R"("10000-01-02T15:04:05Z")", R"("2006-1-02T15:04:05Z")", R"("2006-01-02T5:04:05Z")", R"("")"}},
        {"cpu", {R"(".")", R"("+")", R"("k")", R"("1 ")", R"("0.1mi")", R"("1Ki3")", "1.5", R"("")"}},
        {"port", {"1.5", "true"}},
    };
    // Refused here as Go's decoding of the type refuses them, accepted by the API server: the
    // differences docs/kubernetes.md lists (the validator checks that Kubernetes accepts them).
    const std::tuple<std::string_view, std::string_view, std::string_view> differs[] = {
        {"started", R"("2006-01-02t15:04:05Z")", "time: lowercase t (Go's time.Parse refuses it)"},
        {"started", R"("2006-01-02T15:04:05z")", "time: lowercase z (Go's time.Parse refuses it)"},
        {"started", R"("2006-01-02T15:04:05+25:00")", "time: offset beyond 24:60 (Go's time.Parse refuses it)"},
        {"started", R"("2006-01-02T15:04:05x5Z")", "time: a fraction after another character than . or , (Go refuses it)"},
        {"renewed", R"("2006-01-02T15:04:05.123Z")", "micro_time: not six fraction digits (Go's RFC3339Micro refuses it)"},
        {"cpu", R"("1e1.5")", "quantity: a fractional exponent (Go's ParseQuantity refuses it)"},
        {"port", "2147483648", "int_or_string: an integer beyond int32 (Go's IntOrString refuses it)"},
        {"timeout", R"("1d")", "duration: no Go duration (Go's ParseDuration refuses it)"},
        {"selector", R"({"matchExpressions":[{"key":"a","operator":"Has"}]})",
         "label_selector: an unknown operator (ValidateLabelSelector refuses it; a CRD's schema does not)"},
        {"selector", R"({"matchExpressions":[{"key":"a","operator":"In"}]})",
         "label_selector: In without values (ValidateLabelSelector refuses it; a CRD's schema does not)"},
    };
    auto objects = kube_dump::open_file(dir + "/tests-values-edges.objects.jsonl");
    auto rejected = kube_dump::open_file(dir + "/tests-values-edges.rejected.jsonl");
    for (const auto& [key, texts] : accepted)
        for (std::string_view text : texts) write_accepted(objects, obj, key, text);
    for (const auto& [key, texts] : refused)
        for (std::string_view text : texts) write_refused(rejected, obj, key, text);
    for (const auto& [key, text, note] : differs) write_refused(rejected, obj, key, text, note);
    kube_dump::open_file(dir + "/MANIFEST", std::ios::binary | std::ios::app)
        << "crd=" << dir << "/tests-values.crd.json objects=" << dir << "/tests-values-edges.objects.jsonl rejected=" << dir
        << "/tests-values-edges.rejected.jsonl\n";
}

// List semantics (DESIGN.md §14) in an object of kt::Knob: a set's duplicate and a map list's
// repeated keys (the defaulted key given or not) are refused by the reader and by the API
// server's list-type validation; other keys, and an atomic list's repeats, are accepted.
void dump_semantics_edges(const std::string& dir) {
    versioned::testing::generator gen{14};
    gen.int64_integers = true;
    kt::Knob<kt::v1> obj;
    obj.metadata.set_name("semantics");
    obj.spec = gen.make<kt::Knobs<kt::v1>>();
    const std::pair<std::string_view, std::string_view> accepted[] = {
        {"finalizers", R"(["a","b"])"},
        {"slots", R"([{"name":"a","port":80},{"name":"a","port":80,"protocol":"UDP"},{"name":"a","port":81}])"},
        {"ordered", "[1,1,1]"},
    };
    const std::pair<std::string_view, std::string_view> refused[] = {
        {"finalizers", R"(["a","b","a"])"},
        {"slots", R"([{"name":"a","port":80},{"name":"b","port":80},{"name":"a","port":80,"protocol":"TCP"}])"},
        {"slots", R"([{"name":"a","port":80,"protocol":"UDP"},{"name":"a","port":80,"protocol":"UDP"}])"},
    };
    auto objects = kube_dump::open_file(dir + "/tests-knob-semantics.objects.jsonl");
    auto rejected = kube_dump::open_file(dir + "/tests-knob-semantics.rejected.jsonl");
    for (const auto& [key, text] : accepted) write_accepted(objects, obj, key, text);
    for (const auto& [key, text] : refused) write_refused(rejected, obj, key, text);
    kube_dump::open_file(dir + "/MANIFEST", std::ios::binary | std::ios::app)
        << "crd=" << dir << "/tests-knob.crd.json objects=" << dir << "/tests-knob-semantics.objects.jsonl rejected=" << dir
        << "/tests-knob-semantics.rejected.jsonl\n";
}

} // namespace

int main(int argc, char** argv) {
    return kube_dump::main_of(argc, argv, [](const std::string& dir) {
        kube_dump::dump<crdt::Foo>(dir, "tests-foo", 400);
        // issue 35's CRD options: priority, per-version columns and scale, a filter column,
        // selectableFields, optional_spec, labels and annotations (kube_validate judges the
        // schemas and objects; the CRD-level fields are crd_check.py's, k8s.crd_validate)
        versioned::k8s::crd_options injected;
        injected.labels = {{"app.kubernetes.io/name", "gadget"}};
        injected.annotations = {{"cert-manager.io/inject-ca-from", "ops/gadget-webhook"}};
        kube_dump::dump<gdt::Gadget>(dir, "tests-gadget", 200, injected);
        kube_dump::dump<gdt::Note>(dir, "tests-note", 100);
        kube_dump::dump<stable::CronTab>(dir, "tests-crontab", 400);
        kube_dump::dump<docs::CronTab>(dir, "tests-docs-crontab", 400);
        kube_dump::dump<jt::Everything>(dir, "tests-everything", 300);
        kube_dump::dump<kt::Knob>(dir, "tests-knob", 400);
        kube_dump::dump<storage::Volume>(dir, "tests-storage-volume", 300);
        kube_dump::dump<kvt::Values>(dir, "tests-values", 1000);
        kube_dump::dump<kwk::Warehouse>(dir, "tests-warehouse", 300);
        kube_dump::dump_constrained<cgen::Gadget>(dir, "tests-constraints", 40);
        dump_value_edges(dir);
        dump_semantics_edges(dir);
    });
}
