// The kinds of examples/k8s_operator (api.hpp) for the Kubernetes validator test
// k8s.kube_validate: see kube_dump.hpp. Its objects are also judged against the CRDs the
// examples print (k8s_operator --print-crd, example_crd), paired by the test's driver.
#include "kube_dump.hpp"

#include "../../examples/k8s_operator/api.hpp"

int main(int argc, char** argv) {
    return kube_dump::main_of(argc, argv, [](const std::string& dir) {
        kube_dump::dump<api::Foo>(dir, "operator-foo", 400);
        kube_dump::dump<stable::CronTab>(dir, "operator-crontab", 400);
    });
}
