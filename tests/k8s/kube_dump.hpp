// What tests/k8s/kube_validate (Kubernetes' own validator) judges, for the kinds of one
// program (tests/k8s/kube_dump_*.cpp): per kind, into a directory,
//   <name>.crd.json         crd_json<K>()
//   <name>.objects.jsonl    json::write of generated objects of every version, one a line, each
//                           also with write_nulls: Kubernetes must accept every one
//   <name>.rejected.jsonl   {"doc","code","path"}: objects whose spec or status is wrong in one
//                           place (tests/json/mutate.hpp), each first checked to be rejected by
//                           json::read<K<V>>, with the code and path it gives
// and the line "crd=... objects=... rejected=..." appended to <dir>/MANIFEST.
#ifndef VERSIONED_TESTS_K8S_KUBE_DUMP_HPP
#define VERSIONED_TESTS_K8S_KUBE_DUMP_HPP

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
                 objects << versioned::json::write(obj) << '\n';
                 objects << versioned::json::write(obj, {.write_nulls = true}) << '\n';
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
