// Writes what tests/constraints/cel_check.mjs judges (CTest constraints.cel): for every version of
// the types of cel_cases.hpp, the OpenAPI schema (Kubernetes' dialect, with its
// x-kubernetes-validations) and the samples converted to that version, as JSON written by
// versioned::json::write, each with the rules it must violate there. Usage: cel_dump <file>
//
//   {"cases": [{"name": "Cluster", "version": "v1alpha1", "schema": {...},
//               "samples": [{"name": "...", "value": {...},
//                            "violates": [{"path": "/ports/0", "message": "..."}]}]}]}
#include "constraints/cel_cases.hpp"

#include <versioned/json.hpp>

#include <cstddef>
#include <fstream>
#include <iostream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace {

std::string quoted(std::string_view s) {
    std::string out = "\"";
    for (const char c : s) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    return out + '"';
}

// A sample's document: its value as written, with sample.from replaced by sample.to.
std::string edited(std::string json, const cel_cases::sample& sample) {
    if (sample.from.empty()) return json;
    const std::size_t at = json.find(sample.from);
    if (at == std::string::npos) throw std::runtime_error("cel_dump: '" + sample.from + "' not in " + sample.name + ": " + json);
    return json.replace(at, sample.from.size(), sample.to);
}
// Such a document is one the reader refuses: the rules that refuse it say what the reader says.
template <class V>
void check_refused(const std::string& json, const cel_cases::sample& sample) {
    if (!sample.from.empty() && versioned::json::read<celt::Cluster<V>>(json))
        throw std::runtime_error("cel_dump: the reader takes the edited sample " + sample.name + ": " + json);
}

template <class V>
std::string document(const cel_cases::sample& sample) {
    std::string json = edited(versioned::json::write(versioned::convert<V>(sample.value)), sample);
    check_refused<V>(json, sample);
    return json;
}

template <class V>
std::string version_case(const std::vector<cel_cases::sample>& samples) {
    std::string out = R"({"name":"Cluster","version":)" + quoted(V::name) + R"(,"schema":)" +
                      std::string(versioned::openapi_schema<celt::Cluster<V>>) + R"(,"samples":[)";
    for (std::size_t n = 0; n < samples.size(); ++n) {
        out += (n ? ",\n" : "\n") + std::string(R"({"name":)") + quoted(samples[n].name) + R"(,"value":)" +
               document<V>(samples[n]) + R"(,"violates":[)";
        const auto& violates = samples[n].violates[V::index];
        for (std::size_t k = 0; k < violates.size(); ++k)
            out += (k ? "," : "") + std::string(R"({"path":)") + quoted(violates[k].path) + R"(,"message":)" +
                   quoted(violates[k].message) + "}";
        out += "]}";
    }
    return out + "]}";
}

} // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::cerr << "usage: cel_dump <file>\n";
        return 2;
    }
    const auto samples = cel_cases::samples();
    std::ofstream out(argv[1], std::ios::binary);
    out << R"({"cases":[)" << version_case<celt::v1alpha1>(samples) << ",\n"
        << version_case<celt::v1beta1>(samples) << ",\n"
        << version_case<celt::v1>(samples) << "]}\n";
    if (!out) {
        std::cerr << "cel_dump: cannot write " << argv[1] << '\n';
        return 1;
    }
}
