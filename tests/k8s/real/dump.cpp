// Writes the CRDs of the real CRDs' re-declarations (tests/k8s/real/<name>.hpp) as <name>.json
// into the directory given as the only argument; compare.py then compares each with the real
// CRD it re-declares (CTest test k8s.real_crds).
#include "certificaterequest.hpp"
#include "gatewayclass.hpp"
#include "ipaddress.hpp"

#include <fstream>
#include <iostream>
#include <string>

namespace {

template <template <class> class K>
bool dump(const std::string& dir, const std::string& name, const versioned::k8s::crd_options& opts) {
    std::ofstream out(dir + "/" + name + ".json", std::ios::binary);
    out << versioned::k8s::crd_json<K>(opts);
    return static_cast<bool>(out);
}

} // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::cerr << "usage: real_crd_dump <directory>\n";
        return 2;
    }
    const std::string dir = argv[1];
    const bool ok = dump<gapi::GatewayClass>(dir, "gatewayclass", gapi::crd_options()) &&
                    dump<cmapi::CertificateRequest>(dir, "certificaterequest", cmapi::crd_options()) &&
                    dump<ipam::IPAddress>(dir, "ipaddress", ipam::crd_options());
    if (!ok) {
        std::cerr << "real_crd_dump: cannot write into " << dir << "\n";
        return 1;
    }
    return 0;
}
