// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
// Reading and writing the config document (model.hpp) as YAML, TOML and JSON: versioned against
// the parsers alone and against yaml-cpp's and toml++'s hand-written typed routes (README.md).
//
//   bench gen N OUT        writes OUT.yaml, OUT.toml, OUT.json (make_config(N), by the library)
//                          and checks that every route reads every text back to the same value
//   bench list             the cases
//   bench ir CASE IN REPS  one warm-up run, then REPS runs inside bench_measured (for callgrind
//                          --toggle-collect=bench_measured); prints bytes= (input or output)
//   bench time CASE IN N   one warm-up run, then N runs timed one by one; prints the best, in us
//   bench rss CASE IN K    K (0 or 1) runs, no warm-up: for /usr/bin/time -v's maximum RSS
//
// IN is the OUT of gen: every case loads all three texts and the value (from the JSON text), so
// the process is the same whatever the case, up to the runs.
#include <versioned/json.hpp>
#include <versioned/toml.hpp> // before toml++'s own include: header-only mode (toml/detail/parse.hpp)
#include <versioned/yaml.hpp>

#include "model.hpp"
#include "tomlpp_by_hand.hpp"
#include "yamlcpp_convert.hpp"

#include <libfyaml.h>
#include <toml++/toml.h>
#include <yaml-cpp/yaml.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace {

struct context {
    std::string yaml, toml, json;
    cfg::config value;
};

[[noreturn]] void die(const std::string& what) {
    std::fprintf(stderr, "bench: %s\n", what.c_str());
    std::exit(1);
}

template <class R>
const auto& ok(const R& r, const char* what) {
    if (!r) die(std::string(what) + ": " + r.error().message());
    return *r;
}

std::size_t check_size(const cfg::config& c, std::size_t bytes) {
    if (c.backends.empty() || c.name.empty()) die("empty value");
    return bytes;
}

// ---- the cases: each returns the bytes it read or wrote -------------------------------------

// YAML read
std::size_t yaml_versioned(const context& c) {
    return check_size(ok(versioned::yaml::read<cfg::config>(c.yaml), "yaml::read"), c.yaml.size());
}
std::size_t yaml_versioned_tree(const context& c) { // the library's tree from libfyaml's events, no typed walk
    std::vector<versioned::detail::tree::document> docs;
    versioned::json::error e;
    if (!versioned::detail::yaml_io::parse_one(c.yaml, {}, docs, e)) die(e.message());
    return c.yaml.size() + docs.size() - 1;
}
std::size_t yaml_fy_events(const context& c) { // libfyaml's events, set up as the library does, scalars' text touched
    versioned::detail::yaml_text::libfyaml_parser p(c.yaml);
    std::size_t touched = 0;
    while (fy_event* ev = fy_parser_parse(p.parser)) {
        if (ev->type == FYET_SCALAR && ev->scalar.value != nullptr) {
            std::size_t n = 0;
            if (fy_token_get_text(ev->scalar.value, &n) != nullptr) touched += n;
        }
        fy_parser_event_free(p.parser, ev);
    }
    if (fy_parser_get_stream_error(p.parser)) die("libfyaml events");
    return c.yaml.size() + (touched == 0);
}
std::size_t yaml_fy_document(const context& c) { // libfyaml's own document tree
    fy_document* d = fy_document_build_from_string(nullptr, c.yaml.data(), c.yaml.size());
    if (d == nullptr || fy_document_root(d) == nullptr) die("fy_document_build_from_string");
    fy_document_destroy(d);
    return c.yaml.size();
}
std::size_t yaml_yamlcpp_typed(const context& c) {
    return check_size(YAML::Load(c.yaml).as<cfg::config>(), c.yaml.size());
}
std::size_t yaml_yamlcpp_dom(const context& c) {
    const YAML::Node n = YAML::Load(c.yaml);
    if (!n.IsMap()) die("YAML::Load");
    return c.yaml.size();
}
// YAML write
std::string yamlcpp_write(const cfg::config& v) {
    YAML::Emitter out;
    out << YAML::Node(v);
    return std::string(out.c_str(), out.size());
}
std::size_t yaml_write_versioned(const context& c) { return versioned::yaml::write(c.value).size(); }
std::size_t yaml_write_yamlcpp(const context& c) { return yamlcpp_write(c.value).size(); }
// TOML read
std::size_t toml_versioned(const context& c) {
    return check_size(ok(versioned::toml::read<cfg::config>(c.toml), "toml::read"), c.toml.size());
}
std::size_t toml_versioned_tree(const context& c) { // toml::parse + the library's tree, no typed walk
    versioned::detail::tree::document doc;
    versioned::json::error e;
    if (!versioned::detail::toml_io::parse(c.toml, {}, doc, e)) die(e.message());
    return c.toml.size();
}
std::size_t toml_tomlpp_dom(const context& c) {
    const ::toml::table t = ::toml::parse(c.toml);
    if (t.empty()) die("toml::parse");
    return c.toml.size();
}
std::size_t toml_tomlpp_typed(const context& c) {
    return check_size(tomlpp_bench::from_toml(::toml::parse(c.toml)), c.toml.size());
}
// TOML write
std::string tomlpp_write(const cfg::config& v) {
    std::ostringstream os;
    os << tomlpp_bench::to_toml(v);
    return std::move(os).str();
}
std::size_t toml_write_versioned(const context& c) { return versioned::toml::write(c.value).size(); }
std::size_t toml_write_tomlpp(const context& c) { return tomlpp_write(c.value).size(); }
// JSON, for scale
std::size_t json_versioned(const context& c) {
    return check_size(ok(versioned::json::read<cfg::config>(c.json), "json::read"), c.json.size());
}
std::size_t json_write_versioned(const context& c) { return versioned::json::write(c.value).size(); }

using op = std::size_t (*)(const context&);
struct bench_case {
    const char* name;
    op run;
};
constexpr bench_case cases[] = {
    {"yaml.read.versioned", yaml_versioned},
    {"yaml.read.versioned_tree", yaml_versioned_tree},
    {"yaml.read.fy_events", yaml_fy_events},
    {"yaml.read.fy_document", yaml_fy_document},
    {"yaml.read.yamlcpp_typed", yaml_yamlcpp_typed},
    {"yaml.read.yamlcpp_dom", yaml_yamlcpp_dom},
    {"yaml.write.versioned", yaml_write_versioned},
    {"yaml.write.yamlcpp", yaml_write_yamlcpp},
    {"toml.read.versioned", toml_versioned},
    {"toml.read.versioned_tree", toml_versioned_tree},
    {"toml.read.tomlpp_dom", toml_tomlpp_dom},
    {"toml.read.tomlpp_typed", toml_tomlpp_typed},
    {"toml.write.versioned", toml_write_versioned},
    {"toml.write.tomlpp", toml_write_tomlpp},
    {"json.read.versioned", json_versioned},
    {"json.write.versioned", json_write_versioned},
};

std::string slurp(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) die("cannot read " + path);
    std::ostringstream s;
    s << in.rdbuf();
    return std::move(s).str();
}

void spit(const std::string& path, const std::string& text) {
    std::ofstream out(path, std::ios::binary);
    out << text;
    if (!out) die("cannot write " + path);
}

context load(const std::string& base) {
    context c{slurp(base + ".yaml"), slurp(base + ".toml"), slurp(base + ".json"), {}};
    c.value = ok(versioned::json::read<cfg::config>(c.json), "json::read");
    return c;
}

const bench_case& find(std::string_view name) {
    for (const auto& k : cases)
        if (name == k.name) return k;
    die("no case " + std::string(name) + " (bench list)");
}

void same(const cfg::config& got, const cfg::config& want, const char* what) {
    if (!(got == want)) die(std::string(what) + ": read back a different value");
    std::printf("  ok: %s\n", what);
}

int gen(int n, const std::string& base) {
    const cfg::config v = cfg::make_config(n);
    context c{versioned::yaml::write(v), versioned::toml::write(v), versioned::json::write(v), v};
    spit(base + ".yaml", c.yaml);
    spit(base + ".toml", c.toml);
    spit(base + ".json", c.json);
    std::printf("%s: %d backends; YAML %zu bytes, TOML %zu bytes, JSON %zu bytes\n", base.c_str(), n, c.yaml.size(),
                c.toml.size(), c.json.size());
    same(ok(versioned::yaml::read<cfg::config>(c.yaml), "yaml::read"), v, "versioned::yaml::read of yaml::write");
    same(ok(versioned::toml::read<cfg::config>(c.toml), "toml::read"), v, "versioned::toml::read of toml::write");
    same(ok(versioned::json::read<cfg::config>(c.json), "json::read"), v, "versioned::json::read of json::write");
    same(YAML::Load(c.yaml).as<cfg::config>(), v, "yaml-cpp as<Config>() of yaml::write");
    same(tomlpp_bench::from_toml(::toml::parse(c.toml)), v, "toml++ by hand of toml::write");
    const std::string ycpp = yamlcpp_write(v), tpp = tomlpp_write(v);
    std::printf("  yaml-cpp writes %zu bytes, toml++ %zu bytes\n", ycpp.size(), tpp.size());
    same(ok(versioned::yaml::read<cfg::config>(ycpp), "yaml::read of yaml-cpp's"), v, "versioned::yaml::read of yaml-cpp's text");
    same(YAML::Load(ycpp).as<cfg::config>(), v, "yaml-cpp as<Config>() of its own text");
    same(ok(versioned::toml::read<cfg::config>(tpp), "toml::read of toml++'s"), v, "versioned::toml::read of toml++'s text");
    same(tomlpp_bench::from_toml(::toml::parse(tpp)), v, "toml++ by hand of its own text");
    for (const auto& k : cases) k.run(c); // every case runs on this document
    return 0;
}

} // namespace

volatile std::size_t sink;

extern "C" __attribute__((noinline)) std::size_t bench_measured(op run, const context& c, long reps) {
    std::size_t bytes = 0;
    for (long i = 0; i < reps; ++i) bytes += run(c);
    return bytes;
}

int main(int argc, char** argv) {
    const std::string mode = argc > 1 ? argv[1] : "";
    if (mode == "list") {
        for (const auto& k : cases) std::puts(k.name);
        return 0;
    }
    if (mode == "gen" && argc == 4) return gen(std::atoi(argv[2]), argv[3]);
    if (argc != 5 || (mode != "ir" && mode != "time" && mode != "rss")) {
        std::fprintf(stderr, "usage: bench gen N OUT | list | ir CASE IN REPS | time CASE IN N | rss CASE IN K\n");
        return 2;
    }
    const bench_case& k = find(argv[2]);
    const context c = load(argv[3]);
    const long n = std::atol(argv[4]);
    if (mode == "rss") {
        sink = bench_measured(k.run, c, n);
        return 0;
    }
    sink = k.run(c); // warm-up: first-call costs (lazy binding, static tables) out of the count
    if (mode == "ir") {
        const std::size_t bytes = bench_measured(k.run, c, n);
        std::printf("bytes=%zu\n", n > 0 ? bytes / static_cast<std::size_t>(n) : 0);
        return 0;
    }
    double best = 1e300;
    for (long i = 0; i < n; ++i) {
        const auto t0 = std::chrono::steady_clock::now();
        sink = k.run(c);
        const auto t1 = std::chrono::steady_clock::now();
        best = std::min(best, std::chrono::duration<double, std::micro>(t1 - t0).count());
    }
    std::printf("best_us=%.2f\n", best);
    return 0;
}
