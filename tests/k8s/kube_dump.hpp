// What tests/k8s/kube_validate (Kubernetes' own validator) judges, for the kinds of one
// program (tests/k8s/kube_dump_*.cpp): per kind, into a directory,
//   <name>.crd.json         crd_json<K>()
//   <name>.objects.jsonl    json::write of generated objects of every version, one a line, each
//                           also with write_nulls: Kubernetes must accept every one
//   <name>.rejected.jsonl   {"doc","code","path"}: objects whose spec or status is wrong in one
//                           place (tests/json/mutate.hpp), each first checked to be rejected by
//                           json::read<K<V>>, with the code and path it gives
// and the line "crd=... objects=... rejected=..." appended to <dir>/MANIFEST. For a kind with
// constraints, dump_constrained writes the same files with, beside generated objects, objects
// whose spec is changed at and across one constraint (tests/constraints/mutate_constraints.hpp):
// those json::read<K<V>> accepts among the objects, those it refuses among the rejected ones --
// Kubernetes' validator must judge each as the reader does.
#ifndef VERSIONED_TESTS_K8S_KUBE_DUMP_HPP
#define VERSIONED_TESTS_K8S_KUBE_DUMP_HPP

#include "../constraints/mutate_constraints.hpp"
#include "../json/mutate.hpp"

#include <versioned/k8s.hpp>
#include <versioned/testing.hpp>

#include <cstddef>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <map>
#include <optional>
#include <string>
#include <type_traits>
#include <utility>

namespace kube_dump {

inline std::ofstream open_file(const std::string& path, std::ios::openmode mode = std::ios::binary) {
    std::ofstream f(path, mode);
    if (!f) {
        std::cerr << "kube_dump: cannot write " << path << '\n';
        std::exit(1);
    }
    return f;
}

// A generated object of kind K at version index I.
template <template <class> class K, std::size_t I>
auto make_object(versioned::testing::generator& gen, std::size_t n) {
    using crd = versioned::k8s::crd_of_t<K>;
    using V = versioned::version_at_t<typename crd::versioned_module::versions, I>;
    // (making a struct with a deprecated member warns with g++: the member is the test's)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
    K<V> obj;
    obj.metadata.set_name("obj-" + std::to_string(n));
    if (crd::versioned_info.scope == versioned::k8s::scope::namespaced) obj.metadata.set_namespace_name("ns");
    obj.spec = gen.make<std::remove_cvref_t<decltype(obj.spec)>>();
    if constexpr (crd::versioned_has_status) {
        if (gen.coin()) obj.status = gen.make<typename std::remove_cvref_t<decltype(obj.status)>::value_type>();
    }
#pragma GCC diagnostic pop
    return obj;
}

// The object's text with its spec (or status) replaced by a wrong one.
template <class Obj>
std::string with_part(const Obj& obj, std::string_view part, const std::string& text) {
    std::string out = "{\"apiVersion\":\"" + std::string(Obj::apiVersion) + "\",\"kind\":\"" + std::string(Obj::kind) +
                      "\",\"metadata\":" + versioned::json::write(obj.metadata) + ",\"spec\":";
    out += part == "spec" ? text : versioned::json::write(obj.spec);
    if (part == "status") out += ",\"status\":" + text;
    return out + "}";
}

// The mutations of one part, each checked to be rejected by json::read<Obj> and written as a
// line with the reader's code (mutate.hpp expects a codec's code where a versioned enum, read
// by one, says unknown_enumerator).
template <class Obj, class Part>
void write_rejected(std::ofstream& out, const Obj& obj, std::string_view part, const Part& value) {
    for (const jtest::bad_document& bad : jtest::mutations(value, "/" + std::string(part))) {
        const std::string doc = with_part(obj, part, bad.text);
        auto r = versioned::json::read<Obj>(doc);
        if (r) {
            std::cerr << "kube_dump: json::read<" << Obj::kind << "> accepts a document with "
                      << versioned::json::to_string(bad.code) << " at " << bad.path << ":\n  " << doc << '\n';
            std::exit(1);
        }
        const std::map<std::string, std::string> line{
            {"doc", doc}, {"path", r.error().path}, {"code", std::string(versioned::json::to_string(r.error().code))}};
        out << versioned::json::write(line) << '\n';
    }
}

// A written object: to the objects Kubernetes must accept, or -- when json::read refuses it for a
// constraint -- to the rejected ones. A valid value written with write_nulls can break a struct's
// max_properties: the reader counts a null member, as Kubernetes does (its schema node is
// nullable). Any other refusal of what json::write wrote is a failure here.
template <class Obj>
void judged_object(std::ofstream& objects, std::ofstream& rejected, const Obj&, const std::string& text) {
    const auto r = versioned::json::read<Obj>(text);
    if (r) {
        objects << text << '\n';
        return;
    }
    if (r.error().code != versioned::json::errc::constraint_violated) {
        std::cerr << "kube_dump: json::read<" << Obj::kind << "> refuses what json::write wrote: " << r.error().message() << "\n  "
                  << text << '\n';
        std::exit(1);
    }
    const std::map<std::string, std::string> line{
        {"doc", text}, {"path", r.error().path}, {"code", std::string(versioned::json::to_string(r.error().code))}};
    rejected << versioned::json::write(line) << '\n';
}

// Every version of kind K: the CRD, `per_version` objects (twice: without and with nulls), and
// the rejected documents of the first few.
template <template <class> class K>
void dump(const std::string& dir, const std::string& name, std::size_t per_version,
          const versioned::k8s::crd_options& options = {}) {
    using crd = versioned::k8s::crd_of_t<K>;
    const std::string stem = dir + "/" + name;
    open_file(stem + ".crd.json") << versioned::k8s::crd_json<K>(options);
    auto objects = open_file(stem + ".objects.jsonl");
    auto rejected = open_file(stem + ".rejected.jsonl");
    versioned::testing::generator gen{20261124};
    gen.int64_integers = true; // what a Kubernetes object holds (json::write refuses more)
    [&]<std::size_t... Is>(std::index_sequence<Is...>) {
        (([&] {
             for (std::size_t n = 0; n < per_version; ++n) {
                 const auto obj = make_object<K, Is>(gen, n);
                 judged_object(objects, rejected, obj, versioned::json::write(obj));
                 judged_object(objects, rejected, obj, versioned::json::write(obj, {.write_nulls = true}));
                 if (n >= 2) continue;
                 write_rejected(rejected, obj, "spec", obj.spec);
                 if constexpr (crd::versioned_has_status) { // (mutate.hpp walks versioned structs)
                     if constexpr (versioned::versioned_struct<std::remove_cvref_t<decltype(*obj.status)>>)
                         if (obj.status) write_rejected(rejected, obj, "status", *obj.status);
                 }
             }
         }()),
         ...);
    }(std::make_index_sequence<crd::versioned_module::versions::size>{});
    open_file(dir + "/MANIFEST", std::ios::binary | std::ios::app)
        << "crd=" << stem << ".crd.json objects=" << stem << ".objects.jsonl rejected=" << stem << ".rejected.jsonl\n";
}

// A kind with constraints: its CRD, and per version `per_version` generated objects (without and
// with nulls) and the documents of their spec at and across its constraints (see above), each
// an object or a rejected one as json::read judges it (the structural mutations of dump() are
// left out: the constraints are what this kind is for, and its compile time counts).
template <template <class> class K>
void dump_constrained(const std::string& dir, const std::string& name, std::size_t per_version) {
    using crd = versioned::k8s::crd_of_t<K>;
    const std::string stem = dir + "/" + name;
    open_file(stem + ".crd.json") << versioned::k8s::crd_json<K>();
    auto objects = open_file(stem + ".objects.jsonl");
    auto rejected = open_file(stem + ".rejected.jsonl");
    versioned::testing::generator gen{20261128};
    gen.int64_integers = true;
    std::size_t refused = 0, accepted = 0;
    [&]<std::size_t... Is>(std::index_sequence<Is...>) {
        (([&] {
             for (std::size_t n = 0; n < per_version; ++n) {
                 const auto obj = make_object<K, Is>(gen, n);
                 using Obj = std::remove_cvref_t<decltype(obj)>;
                 judged_object(objects, rejected, obj, versioned::json::write(obj));
                 judged_object(objects, rejected, obj, versioned::json::write(obj, {.write_nulls = true}));
                 const auto write = [&](const auto& spec) { return with_part(obj, "spec", versioned::json::write(spec)); };
                 for (const ctest::constraint_document& d : ctest::constraint_documents(obj.spec, gen, write, "/spec")) {
                     const bool ok = static_cast<bool>(versioned::json::read<Obj>(d.text));
                     if (ok && d.crosses) {
                         std::cerr << "kube_dump: json::read<" << Obj::kind << "> accepts " << d.change << " at " << d.path << '\n';
                         std::exit(1);
                     }
                     judged_object(objects, rejected, obj, d.text);
                     ++(ok ? accepted : refused);
                 }
             }
         }()),
         ...);
    }(std::make_index_sequence<crd::versioned_module::versions::size>{});
    std::cout << name << ": " << accepted << " documents at constraints' edges, " << refused << " across them\n";
    open_file(dir + "/MANIFEST", std::ios::binary | std::ios::app)
        << "crd=" << stem << ".crd.json objects=" << stem << ".objects.jsonl rejected=" << stem << ".rejected.jsonl\n";
}

inline int main_of(int argc, char** argv, void (*run)(const std::string& dir)) {
    if (argc != 2) {
        std::cerr << "usage: " << argv[0] << " <directory>\n";
        return 2;
    }
    run(argv[1]);
    return 0;
}

} // namespace kube_dump

#endif
