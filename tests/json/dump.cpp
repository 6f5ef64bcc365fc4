// Writes, for every version of the JSON test types (tests/json/types.hpp, and the constrained
// ones of tests/constraints/constrained_types.hpp), the JSON Schema and
// documents for tests/json/validate.py, which judges them with python3-jsonschema:
//   <outdir>/<Type>.<version>.schema.json   versioned::json_schema<T>
//   <outdir>/<Type>.<version>.valid.jsonl   json::write of generated values, one a line (also
//                                           with write_nulls): each must validate
//   <outdir>/<Type>.<version>.invalid.jsonl {"doc":..., "path":..., "code":...}, documents
//                                           violating the schema in one place
//                                           (tests/json/mutate.hpp): each must NOT validate;
//                                           for a type with constraints instead, documents at
//                                           and across each constraint of generated values
//                                           (valid or invalid as read<T> judges them), and no
//                                           version key stem
//   <outdir>/<Type>.<version>.apiVersion.*  the same with the version key: the schema
//                                           json_schema_with_version_key<T, "apiVersion",
//                                           "example.com">, the documents written with
//                                           {.version_key = "apiVersion", .group = "example.com"},
//                                           and as bad documents the same naming another
//                                           version or group
//   <outdir>/MANIFEST                       the stems, one a line
// A plain program run by the CTest test json.validate (tests/json/json_tests.cmake).
// Usage: json_dump <outdir>
#include "../constraints/constrained_types.hpp"
#include "../constraints/mutate_constraints.hpp"
#include "../k8s/value_types.hpp"
#include "../variant_types.hpp"
#include "mutate.hpp"
#include "types.hpp"

#include <cstddef>
#include <cstdint>
#include <fstream>
#include <iostream>
#include <map>
#include <string>

namespace {

std::ofstream open_file(const std::string& path) {
    std::ofstream f(path, std::ios::binary);
    if (!f) {
        std::cerr << "json_dump: cannot write " << path << '\n';
        std::exit(1);
    }
    return f;
}

void bad_line(std::ofstream& out, const std::string& doc, const std::string& path, versioned::json::errc code) {
    const std::map<std::string, std::string> line{{"doc", doc}, {"path", path}, {"code", std::string(versioned::json::to_string(code))}};
    out << versioned::json::write(line) << '\n';
}

// What json::write writes with a version key, against json_schema_with_version_key.
template <class T>
void dump_with_version_key(const std::string& dir, std::ofstream& manifest, const std::string& stem,
                           std::size_t count, std::uint64_t seed) {
    const std::string keyed = stem + ".apiVersion";
    manifest << keyed << '\n';
    open_file(dir + "/" + keyed + ".schema.json") << versioned::json_schema_with_version_key<T, "apiVersion", "example.com">;
    auto valid = open_file(dir + "/" + keyed + ".valid.jsonl");
    auto invalid = open_file(dir + "/" + keyed + ".invalid.jsonl");
    const versioned::json::write_options options{.version_key = "apiVersion", .group = "example.com"};
    const std::string version = "\"example.com/" + std::string(versioned::version_of_t<T>::name) + "\"";
    versioned::testing::generator gen{seed};
    for (std::size_t i = 0; i < count; ++i) {
        const T x = gen.make<T>();
        const std::string text = versioned::json::write(x, options);
        valid << text << '\n';
        if (i < 3) {
            for (const std::string& other : {std::string("\"example.com/v0\""), "\"example.org/" + version.substr(13)}) {
                std::string bad = text;
                bad.replace(bad.find(version), version.size(), other);
                bad_line(invalid, bad, "/apiVersion", versioned::json::errc::version_mismatch);
            }
        }
    }
}

// A written document: valid, or -- when read<T> refuses it for a constraint -- invalid. A valid
// value written with write_nulls can break a struct's max_properties (a null member counts, in
// the reader as in JSON Schema). Any other refusal of what json::write wrote is a failure here.
template <class T>
void judged(std::ofstream& valid, std::ofstream& invalid, const std::string& text) {
    const auto r = versioned::json::read<T>(text);
    if (r) {
        valid << text << '\n';
    } else if (r.error().code == versioned::json::errc::constraint_violated) {
        bad_line(invalid, text, r.error().path, r.error().code);
    } else {
        std::cerr << "json_dump: read refuses what write wrote: " << r.error().message() << "\n  " << text << '\n';
        std::exit(1);
    }
}

// For a type with constraints: documents at and across the constraints of `count` generated
// values (tests/constraints/mutate_constraints.hpp), valid or invalid as read<T> judges them --
// python3-jsonschema must agree. A text made not of its format is left out: JSON Schema's
// `format` is an annotation, which python-jsonschema does not assert (Kubernetes' validator judges
// formats: tests/k8s/kube_dump_tests.cpp).
template <class T>
void dump_constraint_edges(std::ofstream& valid, std::ofstream& invalid, std::size_t count, std::uint64_t seed) {
    versioned::testing::generator gen{seed};
    for (std::size_t i = 0; i < count; ++i)
        for (const ctest::constraint_document& d : ctest::constraint_documents(gen.make<T>(), gen, [](const T& v) { return versioned::json::write(v); })) {
            if (d.crosses && static_cast<bool>(versioned::json::read<T>(d.text))) {
                std::cerr << "json_dump: read accepts " << d.change << " at " << d.path << ": " << d.text << '\n';
                std::exit(1);
            }
            if (!(d.crosses && d.format)) judged<T>(valid, invalid, d.text);
        }
}

// edges > 0: a type with constraints (then json::read judges what is written, see judged()).
template <template <class> class S, std::size_t edges = 0>
void dump(const std::string& dir, std::ofstream& manifest, std::size_t count) {
    using versions = versioned::versions_of_t<S>;
    [&]<std::size_t... Is>(std::index_sequence<Is...>) {
        (([&] {
             using T = S<versioned::version_at_t<versions, Is>>;
             const std::string stem = std::string(versioned::detail::descriptor_of_template_t<S>::versioned_name) + "." +
                                      std::string(versioned::version_of_t<T>::name);
             manifest << stem << '\n';
             open_file(dir + "/" + stem + ".schema.json") << versioned::json_schema<T>;
             auto valid = open_file(dir + "/" + stem + ".valid.jsonl");
             auto invalid = open_file(dir + "/" + stem + ".invalid.jsonl");
             versioned::testing::generator gen{42 + Is};
             for (std::size_t i = 0; i < count; ++i) {
                 const T x = gen.make<T>();
                 if constexpr (edges > 0) { // (read<T> only for these: it is compile time)
                     judged<T>(valid, invalid, versioned::json::write(x));
                     judged<T>(valid, invalid, versioned::json::write(x, {.write_nulls = true}));
                 } else {
                     valid << versioned::json::write(x) << '\n';
                     valid << versioned::json::write(x, {.write_nulls = true}) << '\n';
                 }
                 if constexpr (edges == 0) { // (a constrained type's mutations are its edges)
                     if (i < 3)
                         for (const jtest::bad_document& bad : jtest::document_mutations(x))
                             if (bad.schema_detects) bad_line(invalid, bad.text, bad.path, bad.code);
                 }
             }
             if constexpr (edges > 0) dump_constraint_edges<T>(valid, invalid, edges, 3400 + Is);
             // A version key is a struct's root member: a variant's document has none.
            if constexpr (versioned::versioned_struct<T> && edges == 0)
                dump_with_version_key<T>(dir, manifest, stem, count / 4, 4242 + Is);
         }()),
         ...);
    }(std::make_index_sequence<versions::size>{});
}

} // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::cerr << "usage: json_dump <outdir>\n";
        return 2;
    }
    const std::string dir = argv[1];
    auto manifest = open_file(dir + "/MANIFEST");
    dump<jt::Scalars>(dir, manifest, 300);
    dump<jt::Limits>(dir, manifest, 300);
    dump<jt::Spec>(dir, manifest, 200);
    dump<jc::Rollout>(dir, manifest, 300);
    dump<jk::Settings>(dir, manifest, 200); // keys the table gives
    dump<vt::Spec>(dir, manifest, 200);   // versioned variants, externally tagged
    dump<vt::Store>(dir, manifest, 200);  // internally tagged
    dump<vt::Source>(dir, manifest, 200); // a variant at the root
    dump<kvt::ValueSpec>(dir, manifest, 300);   // Kubernetes' value types
    dump<kvt::ValueStatus>(dir, manifest, 300);
    dump<cgen::Spec, 20>(dir, manifest, 60);      // constraints (DESIGN.md §13), per version
    dump<cgen::Fractions, 40>(dir, manifest, 60); // fractional bounds and factors
    return 0;
}
