// libFuzzer target: toml::read<T> for several types of tests/json/types.hpp, and the text layer
// under it (toml++'s tables to the tree). Whatever read accepts must write (try_write) and read
// back equal, or be refused by the writer for what TOML cannot hold; a failure must carry a code
// and a sane position; read_into must agree with read. Any violation aborts, as does any
// sanitizer report (fuzz.cmake).
#include "../json/types.hpp"

#include <versioned/toml.hpp>

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
    std::fprintf(stderr, "fuzz_toml: %s for input of %zu bytes\n", what, text.size());
    std::abort();
}

template <class T>
void check(std::string_view text, const versioned::json::read_options& options) {
    auto r = versioned::toml::read<T>(text, options);
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
    T into{};
#pragma GCC diagnostic pop
    const auto ri = versioned::toml::read_into(into, text, options);
    if (r && (!ri || !(into == *r))) violated("read_into gave another value than read", text);
    if (!r && (ri || !(ri.error() == r.error()))) violated("read_into gave another error than read", text);
    if (!r) {
        const auto& e = r.error();
        if (e.code == versioned::json::errc{} || e.offset > text.size() || e.line == 0 || e.column == 0)
            violated("an error without a code or position", text);
        return;
    }
    auto written = versioned::toml::try_write(*r);
    if (!written) {
        const auto code = written.error().code;
        if (code != versioned::json::errc::out_of_range && code != versioned::json::errc::wrong_type)
            violated("a value read could not be written, for another reason than TOML's limits", text);
        return;
    }
    auto back = versioned::toml::read<T>(*written, options);
    if (!back) violated("written TOML did not read back", text);
    if (!(*back == *r)) violated("the value read back differs", text);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const versioned::json::read_options strict{};
    const versioned::json::read_options lenient{.unknown_keys = versioned::json::unknown_keys::ignore, .max_depth = 64};
    check<jt::Spec<jt::v1>>(text, strict);
    check<jt::Scalars<jt::v1>>(text, strict);
    check<jt::Limits<jt::v1>>(text, lenient);
    check<jc::Rollout<jc::v1>>(text, strict);
    check<std::map<std::string, std::vector<std::string>>>(text, strict);
    check<std::map<std::string, std::optional<double>>>(text, strict);
    return 0;
}
