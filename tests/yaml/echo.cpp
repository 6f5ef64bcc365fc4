// yaml_echo [nested]: reads a YAML stream of documents from stdin, each a mapping of strings to
// strings (nested: of mappings of sequences of strings), and writes them to stdout as one JSON
// array, or the reader's error to stderr (exit 1). The tool of yaml.pyyaml_oracle
// (tests/yaml/pyyaml_oracle.py), which holds what it prints to what PyYAML reads.
#include <versioned/json.hpp>
#include <versioned/yaml.hpp>

#include <cstdio>
#include <iostream>
#include <iterator>
#include <map>
#include <string>
#include <vector>

namespace {

template <class Document>
int echo(const std::string& text) {
    auto documents = versioned::yaml::read_all<Document>(text);
    if (!documents) {
        std::fprintf(stderr, "yaml_echo: %s\n", documents.error().message().c_str());
        return 1;
    }
    std::fputs(versioned::json::write(*documents).c_str(), stdout);
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    const std::string text{std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>()};
    if (argc > 1 && std::string(argv[1]) == "nested")
        return echo<std::map<std::string, std::map<std::string, std::vector<std::string>>>>(text);
    return echo<std::map<std::string, std::string>>(text);
}
