// libFuzzer target: yaml::read<T> and read_all for several types of tests/json/types.hpp, and
// the text layer under them (libfyaml's events to the tree). Whatever read accepts must write
// (try_write) and read back equal; a failure must carry a code and a sane position; read_into
// must agree with read; a stream read_all accepts must hold as many documents as it says. Any
// violation aborts, as does any sanitizer report (fuzz.cmake).
#include "../json/types.hpp"

#include <versioned/yaml.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace {

[[noreturn]] void violated(const char* what, std::string_view text) {
    std::fprintf(stderr, "fuzz_yaml: %s for input of %zu bytes\n", what, text.size());
    std::abort();
}

void check_error(const versioned::json::error& e, std::string_view text) {
    if (e.code == versioned::json::errc{} || e.offset > text.size() || e.line == 0 || e.column == 0 || e.message().empty())
        violated("an error without a code or position", text);
}

template <class T>
void check(std::string_view text, const versioned::yaml::read_options& options) {
    auto r = versioned::yaml::read<T>(text, options);
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
    T into{};
#pragma GCC diagnostic pop
    const auto ri = versioned::yaml::read_into(into, text, options);
    if (r && (!ri || !(into == *r))) violated("read_into gave another value than read", text);
    if (!r && (ri || !(ri.error() == r.error()))) violated("read_into gave another error than read", text);
    if (!r) return check_error(r.error(), text);
    auto written = versioned::yaml::try_write(*r);
    if (!written) violated("a value read could not be written", text);
    auto back = versioned::yaml::read<T>(*written, options);
    if (!back) violated("written YAML did not read back", text);
    if (!(*back == *r)) violated("the value read back differs", text);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    versioned::yaml::read_options strict;
    strict.max_alias_nodes = 10'000;
    versioned::yaml::read_options lenient;
    lenient.unknown_keys = versioned::json::unknown_keys::ignore;
    lenient.max_depth = 64;
    check<jt::Spec<jt::v1>>(text, strict);
    check<jt::Scalars<jt::v1>>(text, strict);
    check<jt::Limits<jt::v1>>(text, lenient);
    check<jc::Rollout<jc::v1>>(text, strict);
    check<std::vector<std::string>>(text, strict);
    check<std::map<std::string, std::optional<double>>>(text, strict);
    auto all = versioned::yaml::read_all<std::map<std::string, std::vector<std::int64_t>>>(text, strict);
    if (!all) check_error(all.error(), text);
    else if (!versioned::yaml::read_all<std::map<std::string, std::vector<std::int64_t>>>(versioned::yaml::write_all(*all)))
        violated("a stream written by write_all did not read back", text);
    return 0;
}
