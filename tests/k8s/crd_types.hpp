// Kinds shared by the CRD tests and the CRD dump program.
#ifndef VERSIONED_TESTS_K8S_CRD_TYPES_HPP
#define VERSIONED_TESTS_K8S_CRD_TYPES_HPP

#include <versioned/versioned.hpp>
#include <versioned/k8s.hpp>

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

VERSIONED_VERSIONS(crdt,
    (v1alpha1, deprecated("use v1beta1")),
    (v1beta1, deprecated),
    v1);

VERSIONED_STRUCT(crdt, Bar,
    (std::string, image),
    (std::int32_t, cpu_millis, added(v1beta1), doc("CPU request in millicores")));

constexpr std::size_t crdt_default_replicas() { return 3; }
constexpr std::uint16_t crdt_port_down(std::uint32_t p) { return static_cast<std::uint16_t>(p); }

VERSIONED_STRUCT(crdt, FooSpec,
    (std::string,   name),
    (std::size_t,   replicas, added(v1beta1, default_with(crdt_default_replicas))),
    (std::uint32_t, port,     changed(v1, from_name(host_port), from_type(std::uint16_t),
                                      downgrade_with(crdt_port_down))),
    (bool,          legacy,   deprecated(v1, note("no longer read"))),
    ((std::map<std::string, std::string>), labels),
    (std::optional<crdt::Bar<V>>, bar));

VERSIONED_STRUCT(crdt, FooStatus,
    (std::int32_t, ready_replicas, added(v1beta1)),
    (std::string, selector, added(v1)));

VERSIONED_CRD(crdt, Foo, spec(FooSpec), status(FooStatus),
    group("example.com"), plural("foos"), short_names("fo", "fx"), categories("all"),
    namespaced, storage(v1), doc("A Foo runs replicas of an image."),
    printer_column("Replicas", "integer", ".spec.replicas"),
    printer_column("Image", "string", ".spec.bar.image", "The image"),
    printer_column("Age", "date", ".metadata.creationTimestamp"),
    scale(".spec.replicas", ".status.ready_replicas", ".status.selector"));

// The Kubernetes documentation's CronTab: cluster-scoped here, no status, two versions.
VERSIONED_VERSIONS(stable, v1beta1, v1);
VERSIONED_STRUCT(stable, CronTabSpec,
    (std::string,   cron_spec),
    (std::string,   image),
    (std::int32_t,  replicas),
    (std::string,   host_port, deprecated(v1, note("use host and port"))),
    (std::string,   host,      added(v1)),
    (std::uint16_t, port,      added(v1)));
VERSIONED_KEY_NAMING(stable, camel_case);
VERSIONED_CRD(stable, CronTab, spec(CronTabSpec), group("stable.example.com"), short_names("ct"),
    cluster, served(v1beta1, v1), storage(v1beta1));

// The CRD options of issue 35: a printer column's description, priority and versions, a
// JSONPath filter, scale restricted to a version, selectable fields, optional_spec (the spec
// has required members, the root does not require it) -- and required_spec on a spec without
// required members.
VERSIONED_VERSIONS(gdt, v1alpha1, v1beta1, v1);
VERSIONED_STRUCT(gdt, Port, (std::string, name), (std::int32_t, number));
VERSIONED_STRUCT(gdt, GadgetSpec,
    (std::string,                color),
    (std::int32_t,               replicas, added(v1beta1)),
    (bool,                       paused),
    (std::optional<std::string>, tier, added(v1)),
    (double,                     weight));
VERSIONED_STRUCT(gdt, GadgetStatus,
    (std::int32_t,                ready_replicas, added(v1beta1)),
    (std::vector<gdt::Port<V>>,   ports));
VERSIONED_CRD(gdt, Gadget, spec(GadgetSpec), status(GadgetStatus), group("gadgets.example.com"), optional_spec,
    printer_column("Color", "string", ".spec.color", "The \"color\"\tof it", priority(1)),
    printer_column("HTTP", "integer", ".status.ports[?(@.name==\"http\")].number"),
    printer_column("Replicas", "integer", ".spec.replicas", versions(v1beta1, v1)),
    printer_column("Tier", "string", ".spec.tier", priority(2), versions(v1)),
    scale(".spec.replicas", ".status.ready_replicas", versions(v1)),
    selectable_field(".spec.color"), selectable_field(".spec.tier"), selectable_field(".spec.paused"));

VERSIONED_STRUCT(gdt, NoteSpec, (std::optional<std::string>, text));
VERSIONED_CRD(gdt, Note, spec(NoteSpec), group("gadgets.example.com"), required_spec);

#endif
