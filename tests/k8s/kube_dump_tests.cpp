// The test kinds (crd_types.hpp, review_types.hpp, kube_types.hpp, variant_kind.hpp) for the Kubernetes
// validator test k8s.kube_validate: see kube_dump.hpp for what is written.
#include "kube_dump.hpp"
#include "kube_types.hpp"
#include "review_types.hpp"
#include "variant_kind.hpp"

int main(int argc, char** argv) {
    return kube_dump::main_of(argc, argv, [](const std::string& dir) {
        kube_dump::dump<crdt::Foo>(dir, "tests-foo", 400);
        kube_dump::dump<stable::CronTab>(dir, "tests-crontab", 400);
        kube_dump::dump<docs::CronTab>(dir, "tests-docs-crontab", 400);
        kube_dump::dump<jt::Everything>(dir, "tests-everything", 300);
        kube_dump::dump<kt::Knob>(dir, "tests-knob", 400);
        kube_dump::dump<storage::Volume>(dir, "tests-storage-volume", 300);
    });
}
