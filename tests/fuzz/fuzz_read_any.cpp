// libFuzzer target: json::read_any<S> (the version key found anywhere among the top-level
// members, then a strict read at that version), with and without a group. Whatever it accepts
// must write with the version key and read back as the same version and value.
#include "../json/types.hpp"

#include <versioned/json.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>
#include <variant>

namespace {

[[noreturn]] void violated(const char* what, std::string_view text) {
    std::fprintf(stderr, "fuzz_read_any: %s for input of %zu bytes\n", what, text.size());
    std::abort();
}

template <template <class> class S>
void check(std::string_view text, std::string_view group) {
    const versioned::json::read_options options{.group = group};
    auto r = versioned::json::read_any<S>(text, options);
    if (!r) {
        const auto& e = r.error();
        if (e.code == versioned::json::errc{} || e.offset > text.size() || e.line == 0 || e.column == 0)
            violated("an error without a code or position", text);
        return;
    }
    std::string written;
    std::visit([&](const auto& x) { written = versioned::json::write(x, {.version_key = "apiVersion", .group = group}); }, *r);
    auto back = versioned::json::read_any<S>(written, options);
    if (!back) violated("written text did not read back", text);
    if (!(*back == *r)) violated("the value read back differs", text);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    check<jt::Spec>(text, "");
    check<jt::Spec>(text, "jt.io");
    check<jt::Limits>(text, "");
    check<jc::Rollout>(text, "");
    return 0;
}
