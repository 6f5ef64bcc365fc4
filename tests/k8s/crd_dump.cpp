// Writes the CRDs of the test kinds, as <name>.json and <name>.yaml, into the directory given
// as the only argument, and for the kind holding versioned variants (variant_kind.hpp) generated
// objects of every version, <name>.objects.jsonl; tests/k8s/crd_check.py then judges them (CTest
// test k8s.crd_validate).
#include "crd_types.hpp"
#include "variant_kind.hpp"

#include <cstdio>
#include <fstream>
#include <iostream>
#include <string>

namespace {

bool write(const std::string& dir, const std::string& name, const std::string& text) {
    std::ofstream out(dir + "/" + name, std::ios::binary);
    out << text;
    return static_cast<bool>(out);
}

template <template <class> class K>
bool dump(const std::string& dir, const std::string& name, const versioned::k8s::crd_options& opts = {}) {
    return write(dir, name + ".json", versioned::k8s::crd_json<K>(opts)) &&
           write(dir, name + ".yaml", versioned::k8s::crd_yaml<K>(opts));
}

// A generated object of kind K at version index I.
template <template <class> class K, std::size_t I>
std::string object_lines(versioned::testing::generator& gen, std::size_t n) {
    K<versioned::version_at_t<versioned::versions_of_t<K>, I>> obj;
    obj.metadata.set_name("obj-" + std::to_string(n));
    obj.metadata.set_namespace_name("ns");
    obj.spec = gen.make<std::remove_cvref_t<decltype(obj.spec)>>();
    return versioned::json::write(obj) + '\n' + versioned::json::write(obj, {.write_nulls = true}) + '\n';
}

// Generated objects of every version of K, one a line, also with write_nulls.
template <template <class> class K>
bool dump_objects(const std::string& dir, const std::string& name, std::size_t per_version) {
    std::ofstream out(dir + "/" + name + ".objects.jsonl", std::ios::binary);
    versioned::testing::generator gen{2029};
    [&]<std::size_t... Is>(std::index_sequence<Is...>) {
        ((void)[&] {
             for (std::size_t n = 0; n < per_version; ++n) out << object_lines<K, Is>(gen, n);
         }(),
         ...);
    }(std::make_index_sequence<versioned::versions_of_t<K>::size>{});
    return static_cast<bool>(out);
}

} // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::cerr << "usage: crd_dump <directory>\n";
        return 2;
    }
    const std::string dir = argv[1];
    versioned::k8s::crd_options service;
    service.webhook.service = {"ops", "foo-webhook"};
    service.webhook.ca_bundle = "-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUY2E=\n-----END CERTIFICATE-----\n";
    versioned::k8s::crd_options url;
    url.webhook.url = "https://hooks.example.com:8443/convert?kind=crontab";
    versioned::k8s::crd_options migrating;
    migrating.storage = "v1beta1";
    versioned::k8s::crd_options injected; // cert-manager's CA injector keeps caBundle current
    injected.webhook.service = {"ops", "gadget-webhook"};
    injected.labels = {{"app.kubernetes.io/name", "gadget"}, {"app.kubernetes.io/part-of", ""}};
    injected.annotations = {{"cert-manager.io/inject-ca-from", "ops/gadget-webhook"}, {"Example.com/Note", "a \"note\"\n"}};
    const bool ok = dump<crdt::Foo>(dir, "foo") && dump<crdt::Foo>(dir, "foo-webhook", service) &&
                    dump<crdt::Foo>(dir, "foo-migrating", migrating) &&
                    dump<stable::CronTab>(dir, "crontab") && dump<stable::CronTab>(dir, "crontab-url", url) &&
                    dump<gdt::Gadget>(dir, "gadget-injected", injected) && dump<gdt::Note>(dir, "note") &&
                    dump<storage::Volume>(dir, "storage-volume") && dump_objects<storage::Volume>(dir, "storage-volume", 200);
    if (!ok) {
        std::cerr << "crd_dump: cannot write into " << dir << "\n";
        return 1;
    }
    return 0;
}
