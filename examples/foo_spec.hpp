// The FooSpec of the tour (README.md) and of docs/structs.md, shared by the examples and docs.
#ifndef VERSIONED_EXAMPLES_FOO_SPEC_HPP
#define VERSIONED_EXAMPLES_FOO_SPEC_HPP

#include <versioned/versioned.hpp>

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

VERSIONED_VERSIONS(api,
    (v1alpha1, deprecated("use v1beta1")),
    v1beta1,
    v1);

VERSIONED_STRUCT(api, Bar,
    (std::string, image),
    (std::int32_t, cpu_millis, added(v1beta1), doc("CPU request in millicores")));

constexpr std::size_t default_replicas() { return 3; }
constexpr std::uint16_t port_down(std::uint32_t p) { return static_cast<std::uint16_t>(p); }

VERSIONED_STRUCT(api, FooSpec,
    (std::string,   name),
    (std::size_t,   replicas, added(v1beta1, default_with(default_replicas))),
    (std::uint32_t, port,     changed(v1, from_name(host_port), from_type(std::uint16_t),
                                      downgrade_with(port_down))),
    (bool,          legacy,   deprecated(v1, note("no longer read"))),
    (api::Bar<V>,   bar));    // V is the version being generated: nested types follow it

#endif
