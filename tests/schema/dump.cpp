// Writes every schema of the schema test types, one file per version and dialect:
//   <outdir>/<Type>.<version>.json.schema.json   versioned::json_schema<Type<version>>
//   <outdir>/<Type>.<version>.openapi.json       versioned::openapi_schema<Type<version>>
// plus <outdir>/MANIFEST (one file name a line), for tests/schema/validate.py, which judges
// them with python3-jsonschema and a Kubernetes structural-schema checker (DESIGN.md §5,
// issue 5). Not a doctest file: a plain program, run by the CTest test schema.validate
// (tests/schema/schema_tests.cmake). Usage: schema_dump <outdir>
//
// The types cover every mapping of DESIGN.md §5: all integer widths, bool, float, double,
// std::string, std::optional (of scalars, containers, nested structs, fragments),
// std::vector, std::array (fixed length), std::map / std::unordered_map with std::string keys,
// nested versioned structs at the same version (also inside containers), doc() with characters
// that need escaping, deprecated fields with and without note, added() with constexpr and
// non-constexpr default_with, schema_fragment for a Duration (pattern), an enum (enum) and an
// int-or-string Quantity (a different fragment per dialect), a module with camelCase keys and
// modules without, several versions with renames, additions and deprecations, and versioned
// variants, externally and internally tagged.
//
// When you change a type here, change its documents in validate.py (the script fails on a
// schema file it has no documents for, and on documents for a file that was not written).
#include <versioned/versioned.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <deque>
#include <fstream>
#include <iostream>
#include <list>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

// ---- user types with a schema fragment ----------------------------------------------------

namespace user {
// A duration stored as a Go-style string ("1h30m", "250ms").
struct Duration {
    std::string text;
    friend bool operator==(const Duration&, const Duration&) = default;
};
enum class Color { red, green, blue };
// An int-or-string (like a Kubernetes resource.Quantity): "512Mi" or 1024.
struct Quantity {
    std::string text;
    friend bool operator==(const Quantity&, const Quantity&) = default;
};
} // namespace user

template <>
struct versioned::schema_fragment<user::Duration> {
    static constexpr std::string_view json =
        R"({"type":"string","pattern":"^([0-9]+(\\.[0-9]+)?(ns|us|ms|s|m|h))+$"})";
};
template <>
struct versioned::schema_fragment<user::Color> {
    static constexpr std::string_view json = R"({"type":"string","enum":["red","green","blue"]})";
};
template <>
struct versioned::schema_fragment<user::Quantity> {
    // A fragment per dialect: JSON Schema says it with anyOf; Kubernetes needs the
    // int-or-string extension and no type inside anyOf.
    static constexpr std::string_view json =
        R"({"anyOf":[{"type":"integer"},{"type":"string","pattern":"^[0-9]+(Ki|Mi|Gi)?$"}]})";
    static constexpr std::string_view openapi =
        R"({"x-kubernetes-int-or-string":true,"anyOf":[{"type":"integer"},{"type":"string"}],"pattern":"^[0-9]+(Ki|Mi|Gi)?$"})";
};

// ---- module sch: keys as declared -----------------------------------------------------------

VERSIONED_VERSIONS(sch,
    (v1alpha1, deprecated("use v1beta1")),
    v1beta1,
    v1);

constexpr std::size_t default_replicas() { return 3; }
constexpr std::int16_t default_offset() { return -7; }
constexpr const char* default_mode() { return "fast \"and\" safe\\"; }
constexpr std::string_view default_region() { return "eu-west-1"; }
inline std::int32_t runtime_seed() { // not constexpr: no "default" in the schema
    static std::int32_t seed = 42;
    return seed;
}
inline bool runtime_verbose() { return std::getenv("SCHEMA_DUMP_VERBOSE") != nullptr; }
inline std::string runtime_token() { return std::string(4, 'x'); }
constexpr std::uint16_t port_down(std::uint32_t p) { return static_cast<std::uint16_t>(p); }

// Every integer width, and the other scalars. The same in every version.
VERSIONED_STRUCT(sch, Scalars,
    (std::int8_t,         i8),
    (std::int16_t,        i16),
    (std::int32_t,        i32),
    (std::int64_t,        i64),
    (std::uint8_t,        u8),
    (std::uint16_t,       u16),
    (std::uint32_t,       u32),
    (std::uint64_t,       u64),
    (short,               sh),
    (long long,           ll),
    (unsigned long long,  ull),
    (bool,                flag),
    (float,               ratio),
    (double,              weight),
    (std::string,         label));

// Nested in other structs at the same version: a rename (v1) and an addition (v1beta1).
VERSIONED_STRUCT(sch, Inner,
    (std::string,  id),
    (std::int32_t, weight, changed(v1, from_name(old_weight))),
    (bool,         extra,  added(v1beta1)));

VERSIONED_STRUCT(sch, Containers,
    (std::vector<std::int32_t>,                         list),
    ((std::array<std::uint8_t, 3>),                     rgb),
    ((std::map<std::string, std::int64_t>),             counts),
    ((std::unordered_map<std::string, std::string>),    labels),
    (std::vector<std::vector<bool>>,                    grid),
    ((std::map<std::string, std::vector<double>>),      series),
    (std::vector<std::optional<std::int16_t>>,          sparse),
    (sch::Inner<V>,                                     single),
    (std::vector<sch::Inner<V>>,                        inners),
    ((std::map<std::string, sch::Inner<V>>),            inner_by_name),
    ((std::unordered_map<std::string, sch::Inner<V>>),  inner_by_id),
    ((std::array<sch::Inner<V>, 2>),                    pair),
    (std::optional<sch::Inner<V>>,                      maybe_inner),
    (std::optional<std::int32_t>,                       maybe_int),
    (std::optional<std::string>,                        maybe_str),
    (std::optional<std::vector<std::string>>,           maybe_list),
    ((std::optional<std::map<std::string, bool>>),      maybe_map));

VERSIONED_STRUCT(sch, Docs,
    (std::string,  quoted,   doc("say \"hi\" to C:\\dir\\\nnext\tline")),
    (std::int32_t, unicode,  doc("µs — naïve ✓ 日本語")),
    (std::int32_t, control,  doc("bell\x07" "and unit separator\x1f" "end")),
    (bool,         old_flag, deprecated(v1beta1, note("use \"flags\" \\ instead"))),
    (bool,         gone,     doc("Was read once."), deprecated(v1)),
    (std::string,  plain,    deprecated(v1)));

VERSIONED_STRUCT(sch, Defaults,
    (std::string,  name),
    (std::size_t,  replicas, added(v1beta1, default_with(default_replicas))),
    (std::int16_t, offset,   added(v1beta1, default_with(default_offset))),
    (std::string,  mode,     added(v1, default_with(default_mode))),
    (std::string,  region,   added(v1, default_with(default_region))),
    (std::int32_t, seed,     added(v1, default_with(runtime_seed))),
    (bool,         verbose,  added(v1, default_with(runtime_verbose))),
    (std::string,  token,    added(v1, default_with(runtime_token))));
// (bool fields with a constexpr default_with: tests/schema.cpp)

VERSIONED_STRUCT(sch, Custom,
    (user::Duration,                         timeout,  doc("How long to wait, e.g. \"90s\"")),
    (std::optional<user::Duration>,          grace),
    (user::Color,                            color),
    (std::optional<user::Color>,             accent),
    (std::vector<user::Color>,               palette),
    ((std::map<std::string, user::Duration>), per_step),
    (user::Quantity,                         memory,   added(v1)));

// The DESIGN.md FooSpec, keys as declared (host_port, deprecated_legacy).
VERSIONED_STRUCT(sch, Spec,
    (std::string,   name),
    (std::size_t,   replicas, added(v1beta1, default_with(default_replicas))),
    (std::uint32_t, port,     changed(v1, from_name(host_port), from_type(std::uint16_t),
                                      downgrade_with(port_down))),
    (bool,          legacy,   deprecated(v1, note("no longer read"))),
    (sch::Inner<V>, inner));

// No field in the oldest version: an empty object.
VERSIONED_STRUCT(sch, Late,
    (std::int32_t, x, added(v1beta1)),
    (std::string,  y, added(v1)));

// ---- module kube: camelCase keys, as Kubernetes APIs use --------------------------------

VERSIONED_VERSIONS(kube, v1beta1, v1, v2);
VERSIONED_KEY_NAMING(kube, camel_case);

VERSIONED_STRUCT(kube, Bar,
    (std::string,  image_name),
    (std::int32_t, cpu_millis, added(v1), doc("CPU request in millicores")));

VERSIONED_STRUCT(kube, FooSpec,
    (std::string,                               name),
    (std::size_t,                               replicas,          added(v1, default_with(default_replicas))),
    (std::uint32_t,                             port,              changed(v2, from_name(host_port), from_type(std::uint16_t),
                                                                           downgrade_with(port_down))),
    (bool,                                      legacy,            deprecated(v2, note("no longer read"))),
    (kube::Bar<V>,                              bar),
    ((std::map<std::string, kube::Bar<V>>),     extra_bars),
    (std::optional<std::int64_t>,               max_surge_percent),
    (std::optional<kube::Bar<V>>,               sidecar_bar));

// ---- module edge: shapes that once broke the emitter --------------------------------------------
// An empty fragment {} followed by a doc, a fragment with its own description plus the field's
// doc() (the field's replaces it), std::optional<std::optional<T>> (nullable once).

VERSIONED_VERSIONS(edge, v1);

namespace user {
struct AnyJson { // any JSON value: the empty JSON Schema
    friend bool operator==(const AnyJson&, const AnyJson&) = default;
};
struct Described { // a fragment that has its own description
    std::string text;
    friend bool operator==(const Described&, const Described&) = default;
};
} // namespace user

template <>
struct versioned::schema_fragment<user::AnyJson> {
    static constexpr std::string_view json = "{}";
    static constexpr std::string_view openapi =
        R"({"type":"object","x-kubernetes-preserve-unknown-fields":true})";
};
template <>
struct versioned::schema_fragment<user::Described> {
    static constexpr std::string_view json = R"({"type":"string","description":"A described string."})";
};

VERSIONED_STRUCT(edge, Edge,
    (user::AnyJson,                             payload,     doc("Anything.")),
    (user::Described,                           described,   doc("The field's own words.")),
    (std::optional<std::optional<std::int32_t>>, maybe_maybe));

// ---- module later: defaults carried through type changes, fields that may be omitted, more
// standard containers (issue 9) ---------------------------------------------------------------
// timeout_ms is added as seconds (default 30) and retyped to milliseconds by upgrade_with: its
// default is 30 in v1beta1 and 30000 in v1, as an upgrade computes. A field with a default or a
// deprecated field is not required; a deprecation is appended to the fragment's description.

VERSIONED_VERSIONS(later, v1alpha1, v1beta1, v1);

constexpr std::uint32_t default_timeout_s() { return 30; }
constexpr std::int64_t seconds_to_ms(std::uint32_t s) { return std::int64_t{s} * 1000; }
constexpr std::uint32_t ms_to_seconds(std::int64_t ms) { return static_cast<std::uint32_t>(ms / 1000); }

VERSIONED_STRUCT(later, Evolved,
    (std::string,                      name),
    (std::int64_t,                     timeout_ms, added(v1beta1, default_with(default_timeout_s)),
                                                   changed(v1, from_name(timeout_s), from_type(std::uint32_t),
                                                           upgrade_with(seconds_to_ms), downgrade_with(ms_to_seconds))),
    (std::list<std::int32_t>,          ports),
    (std::deque<std::string>,          hosts),
    (std::unique_ptr<std::int32_t>,    owned),
    (user::Described,                  label,      deprecated(v1, note("use name"))));

// ---- versioned variants (VERSIONED_VARIANT) ------------------------------------------------------
// Externally tagged (JSON Schema oneOf of one-property objects; OpenAPI one optional property per
// alternative, minProperties = maxProperties = 1), with a doc that needs escaping, an alternative
// added in v1beta1 and one deprecated in v1; and internally tagged (the tag beside the members).

VERSIONED_STRUCT(sch, Nfs,
    (std::string,                server),
    (std::optional<std::string>, path));
inline std::string empty_to_path(std::uint16_t size) { return size == 0 ? "/" : "/tmp"; }
VERSIONED_VARIANT(sch, VolumeSource,
    (sch::Nfs<V>,   nfs,       doc("an NFS \"export\"")),
    (std::string,   host_path),
    (std::uint16_t, empty_dir, added(v1beta1, downgrade_to(host_path, empty_to_path))),
    (bool,          legacy,    deprecated(v1, note("use nfs"))));
VERSIONED_STRUCT(sch, Volume,
    (std::string,                             name),
    (sch::VolumeSource<V>,                    source),
    (std::optional<sch::VolumeSource<V>>,     backup));

VERSIONED_STRUCT(sch, Http,
    (std::string,                 url),
    (std::optional<std::int32_t>, port));
VERSIONED_STRUCT(sch, Exec, (std::vector<std::string>, command));
inline sch::Http<sch::v1beta1> exec_to_http(const sch::Exec<sch::v1>& e) {
    return {.url = e.command.empty() ? "" : e.command.front(), .port = std::nullopt};
}
VERSIONED_VARIANT(sch, Probe,
    (sch::Http<V>, http),
    (sch::Exec<V>, exec, added(v1, downgrade_to(http, exec_to_http))));
VERSIONED_VARIANT_OPTIONS(sch, Probe, .tag = "type");
VERSIONED_STRUCT(sch, Check,
    (std::string,   name),
    (sch::Probe<V>, probe));

// ---- the dump --------------------------------------------------------------------------------

namespace {

bool write_file(const std::string& dir, const std::string& name, std::string_view text,
                std::ofstream& manifest) {
    std::ofstream out(dir + "/" + name, std::ios::binary);
    out.write(text.data(), static_cast<std::streamsize>(text.size()));
    out.put('\n');
    out.close();
    if (!out) {
        std::cerr << "schema_dump: cannot write " << dir << "/" << name << "\n";
        return false;
    }
    manifest << name << "\n";
    return true;
}

template <template <class> class S>
bool dump(const std::string& dir, std::ofstream& manifest) {
    bool ok = true;
    [&]<class... Vs>(versioned::version_list<Vs...>) {
        ((ok = write_file(dir,
                          std::string(versioned::descriptor_of_t<S<Vs>>::versioned_name) + "." +
                              std::string(Vs::name) + ".json.schema.json",
                          versioned::json_schema<S<Vs>>, manifest) &&
               ok,
          ok = write_file(dir,
                          std::string(versioned::descriptor_of_t<S<Vs>>::versioned_name) + "." +
                              std::string(Vs::name) + ".openapi.json",
                          versioned::openapi_schema<S<Vs>>, manifest) &&
               ok),
         ...);
    }(versioned::versions_of_t<S>{});
    return ok;
}

} // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::cerr << "usage: schema_dump <outdir>\n";
        return 2;
    }
    const std::string dir = argv[1];
    std::ofstream manifest(dir + "/MANIFEST", std::ios::binary);
    if (!manifest) {
        std::cerr << "schema_dump: cannot write " << dir << "/MANIFEST (does the directory exist?)\n";
        return 1;
    }
    bool ok = true;
    ok = dump<sch::Scalars>(dir, manifest) && ok;
    ok = dump<sch::Inner>(dir, manifest) && ok;
    ok = dump<sch::Containers>(dir, manifest) && ok;
    ok = dump<sch::Docs>(dir, manifest) && ok;
    ok = dump<sch::Defaults>(dir, manifest) && ok;
    ok = dump<sch::Custom>(dir, manifest) && ok;
    ok = dump<sch::Spec>(dir, manifest) && ok;
    ok = dump<sch::Late>(dir, manifest) && ok;
    ok = dump<kube::Bar>(dir, manifest) && ok;
    ok = dump<kube::FooSpec>(dir, manifest) && ok;
    ok = dump<edge::Edge>(dir, manifest) && ok;
    ok = dump<later::Evolved>(dir, manifest) && ok;
    ok = dump<sch::Volume>(dir, manifest) && ok;
    ok = dump<sch::Check>(dir, manifest) && ok;
    manifest.close();
    if (!manifest) ok = false;
    std::cout << "schema_dump: wrote the schemas to " << dir << (ok ? "" : " (with errors)") << "\n";
    return ok ? 0 : 1;
}
