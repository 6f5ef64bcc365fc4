// A Kubernetes custom resource over the tour's FooSpec (README.md): the kind, its merged CRD with a
// conversion webhook, and the history of its spec.
#include "foo_spec.hpp"

#include <versioned/k8s.hpp>

#include <cstdint>
#include <iostream>

VERSIONED_STRUCT(api, FooStatus,
    (std::int32_t, ready_replicas, added(v1beta1)));

VERSIONED_CRD(api, Foo, spec(FooSpec), status(FooStatus),
    group("example.com"), plural("foos"), short_names("fo"), namespaced, storage(v1),
    printer_column("Replicas", "integer", ".spec.replicas"),
    scale(".spec.replicas", ".status.ready_replicas"));

int main() {
    api::Foo<api::v1> obj;
    obj.spec.name = "web";
    std::cout << "# " << obj.apiVersion << " " << obj.kind << " (spec.name " << obj.spec.name << ")\n";

    versioned::k8s::crd_options opts;
    opts.webhook.service = {"ops", "foo-webhook"}; // namespace, name; path /convert, port 443
    std::cout << versioned::k8s::crd_yaml<api::Foo>(opts) << "\n";

    std::cout << versioned::history<api::FooSpec>();
}
