// The re-declared real CRDs (tests/k8s/real/) for the Kubernetes validator test k8s.kube_validate:
// per kind, the library's CRD with generated objects of every version and documents at and across
// their constraints (kube_dump.hpp), judged once against the library's CRD and once against the
// real CRD the project publishes (tests/k8s/real/<name>.yaml): the real API accepts every object
// the reader accepts, and refuses what the reader refuses where it checks the same thing.
#include "kube_dump.hpp"

#include "real/certificaterequest.hpp"
#include "real/gatewayclass.hpp"
#include "real/ipaddress.hpp"

#include <versioned/k8s/testing.hpp>

// cert-manager's KeyUsage: a plain enum with its own codec and schema (its JSON names have spaces)
template <>
struct versioned::testing::arbitrary<cmapi::KeyUsage> {
    static cmapi::KeyUsage make(generator& g) {
        return static_cast<cmapi::KeyUsage>(g.uniform<std::size_t>(0, cmapi::key_usage_names.size() - 1));
    }
};

#ifndef VERSIONED_REAL_CRDS_DIR
#error "VERSIONED_REAL_CRDS_DIR (tests/k8s/real) must be defined"
#endif

namespace {

template <template <class> class K>
void judged_by_both(const std::string& dir, const std::string& name) {
    kube_dump::dump_constrained<K>(dir, "real-" + name, 200);
    const std::string stem = dir + "/real-" + name;
    kube_dump::open_file(dir + "/MANIFEST", std::ios::binary | std::ios::app)
        << "crd=" << VERSIONED_REAL_CRDS_DIR << "/" << name << ".yaml objects=" << stem << ".objects.jsonl rejected=" << stem
        << ".rejected.jsonl\n";
}

} // namespace

int main(int argc, char** argv) {
    return kube_dump::main_of(argc, argv, [](const std::string& dir) {
        judged_by_both<gapi::GatewayClass>(dir, "gatewayclass");
        judged_by_both<cmapi::CertificateRequest>(dir, "certificaterequest");
        judged_by_both<ipam::IPAddress>(dir, "ipaddress");
    });
}
