// A user's program of the yaml component: a map written as YAML through libfyaml and read back.
#include <versioned/yaml.hpp>

#include <cstdio>
#include <map>
#include <string>

int main() {
    const std::map<std::string, int> value{{"a", 1}};
    const std::string text = versioned::yaml::write(value);
    const auto back = versioned::yaml::read<std::map<std::string, int>>(text);
    if (!back) {
        std::printf("yaml: read failed: %s\n", back.error().message().c_str());
        return 1;
    }
    std::string shown; // one line, for the test's "{...}" pattern
    for (const char c : text) shown += c == '\n' ? ' ' : c;
    const bool equal = *back == value;
    std::printf("yaml: {%s} %s\n", shown.c_str(), equal ? "equal" : "DIFFERENT");
    return equal ? 0 : 1;
}
