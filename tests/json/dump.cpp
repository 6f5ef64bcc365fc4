// Writes, for every version of the JSON test types (tests/json/types.hpp), the JSON Schema and
// documents for tests/json/validate.py, which judges them with python3-jsonschema:
//   <outdir>/<Type>.<version>.schema.json   versioned::json_schema<T>
//   <outdir>/<Type>.<version>.valid.jsonl   json::write of generated values, one a line (also
//                                           with write_nulls): each must validate
//   <outdir>/<Type>.<version>.invalid.jsonl {"doc":..., "path":..., "code":...}, documents
//                                           violating the schema in one place
//                                           (tests/json/mutate.hpp): each must NOT validate
//   <outdir>/MANIFEST                       the <Type>.<version> stems, one a line
// A plain program run by the CTest test json.validate (tests/json/json_tests.cmake).
// Usage: json_dump <outdir>
#include "../variant_types.hpp"
#include "mutate.hpp"
#include "types.hpp"

#include <cstddef>
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

template <template <class> class S>
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
                 valid << versioned::json::write(x) << '\n';
                 valid << versioned::json::write(x, {.write_nulls = true}) << '\n';
                 if (i < 3) {
                     for (const jtest::bad_document& bad : jtest::document_mutations(x)) {
                         if (!bad.schema_detects) continue;
                         const std::map<std::string, std::string> line{
                             {"doc", bad.text}, {"path", bad.path}, {"code", std::string(versioned::json::to_string(bad.code))}};
                         invalid << versioned::json::write(line) << '\n';
                     }
                 }
             }
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
    dump<vt::Spec>(dir, manifest, 200);   // versioned variants, externally tagged
    dump<vt::Store>(dir, manifest, 200);  // internally tagged
    dump<vt::Source>(dir, manifest, 200); // a variant at the root
    return 0;
}
