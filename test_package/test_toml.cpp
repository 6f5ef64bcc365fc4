// A user's program of the toml component: a map written as TOML through toml++ (header-only)
// and read back.
#include <versioned/toml.hpp>

#include <cstdio>
#include <map>
#include <string>

int main() {
    const std::map<std::string, int> value{{"a", 1}};
    const std::string text = versioned::toml::write(value);
    const auto back = versioned::toml::read<std::map<std::string, int>>(text);
    if (!back) {
        std::printf("toml: read failed: %s\n", back.error().message().c_str());
        return 1;
    }
    std::string shown; // one line, for the test's "{...}" pattern
    for (const char c : text) shown += c == '\n' ? ' ' : c;
    const bool equal = *back == value;
    std::printf("toml: {%s} %s\n", shown.c_str(), equal ? "equal" : "DIFFERENT");
    return equal ? 0 : 1;
}
