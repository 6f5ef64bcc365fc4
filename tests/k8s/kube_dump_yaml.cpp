// Writes, for Kubernetes' tools to judge (tests/k8s/kube_validate), generated objects of the test
// kinds as yaml::write and json::write write them: kubectl's YAML reading (sigs.k8s.io/yaml) must
// read the YAML as the same value as the JSON, and the API server must accept it. Each object is
// first read back by yaml::read and compared with what json::read reads of its JSON. Runs after kube_dump_tests, whose CRD files
// (<dir>/tests-*.crd.json) the manifest lines name.
#include "../json/same_json.hpp"
#include "kube_dump.hpp"
#include "kube_types.hpp"

#include <versioned/yaml.hpp>

#include <cstdlib>
#include <iostream>
#include <map>
#include <string>

namespace {

template <template <class> class K>
void dump_yaml(const std::string& dir, const std::string& name, std::size_t per_version) {
    using crd = versioned::k8s::crd_of_t<K>;
    auto pairs = kube_dump::open_file(dir + "/" + name + ".yaml.jsonl");
    versioned::testing::generator gen{20261129};
    gen.int64_integers = true;
    [&]<std::size_t... Is>(std::index_sequence<Is...>) {
        (([&] {
             for (std::size_t n = 0; n < per_version; ++n) {
                 const auto obj = kube_dump::make_object<K, Is>(gen, n);
                 const std::string json = versioned::json::write(obj);
                 const auto from_json = versioned::json::read<std::remove_cvref_t<decltype(obj)>>(json);
                 if (!from_json) continue; // a constraint (kube_dump_tests judges those)
                 const std::string yaml = versioned::yaml::write(obj);
                 const auto back = versioned::yaml::read<std::remove_cvref_t<decltype(obj)>>(yaml);
                 if (!back || !jtest::same_json(versioned::json::write(*back), versioned::json::write(*from_json), true)) {
                     // (read as json::read reads the JSON, defaults included; embedded JSON's spacing is not kept)
                     std::cerr << "kube_dump_yaml: yaml::read of yaml::write differs for " << name << ":\n"
                               << yaml << (back ? versioned::json::write(*back) : back.error().message()) << '\n';
                     std::exit(1);
                 }
                 pairs << versioned::json::write(std::map<std::string, std::string>{{"json", json}, {"yaml", yaml}}) << '\n';
             }
         }()),
         ...);
    }(std::make_index_sequence<crd::versioned_module::versions::size>{});
    kube_dump::open_file(dir + "/MANIFEST", std::ios::binary | std::ios::app)
        << "crd=" << dir << "/" << name << ".crd.json yaml=" << dir << "/" << name << ".yaml.jsonl\n";
}

} // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::cerr << "usage: kube_dump_yaml <dir>\n";
        return 2;
    }
    const std::string dir = argv[1];
    dump_yaml<jt::Everything>(dir, "tests-everything", 150);
    dump_yaml<kt::Knob>(dir, "tests-knob", 200);
    dump_yaml<kvt::Values>(dir, "tests-values", 400);
    return 0;
}
