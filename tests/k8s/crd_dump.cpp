// Writes the CRDs of the test kinds, as <name>.json and <name>.yaml, into the directory given
// as the only argument; tests/k8s/crd_check.py then judges them (CTest test k8s.crd_validate).
#include "crd_types.hpp"

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
    const bool ok = dump<crdt::Foo>(dir, "foo") && dump<crdt::Foo>(dir, "foo-webhook", service) &&
                    dump<crdt::Foo>(dir, "foo-migrating", migrating) &&
                    dump<stable::CronTab>(dir, "crontab") && dump<stable::CronTab>(dir, "crontab-url", url);
    if (!ok) {
        std::cerr << "crd_dump: cannot write into " << dir << "\n";
        return 1;
    }
    return 0;
}
