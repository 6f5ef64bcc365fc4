// libFuzzer target: json::read of versioned variants (tests/variant_types.hpp), externally tagged
// (alone, at every version's names, nested in structs, optionals, vectors and maps) and internally
// tagged (the tag found anywhere, the rest read as the alternative's struct from a copy of the
// object without its tag, errors placed back into the input), with unknown keys rejected and
// ignored. Whatever read accepts must write and read back equal; a failure must carry a code and
// a position inside the input. Any violation aborts, as does any sanitizer report (built with
// -fsanitize=fuzzer,address,undefined; see fuzz.cmake).
#include "../variant_types.hpp"

#include <versioned/json.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace {

[[noreturn]] void violated(const char* what, std::string_view text) {
    std::fprintf(stderr, "fuzz_read_variant: %s for input of %zu bytes\n", what, text.size());
    std::abort();
}

template <class T>
void check(std::string_view text, const versioned::json::read_options& options) {
    auto r = versioned::json::read<T>(text, options);
    if (!r) {
        const auto& e = r.error();
        if (e.code == versioned::json::errc{} || e.offset > text.size() || e.line == 0 || e.column == 0 ||
            e.message().empty())
            violated("an error without a code or position", text);
        return;
    }
    auto written = versioned::json::try_write(*r);
    if (!written) violated("a value read could not be written", text);
    auto back = versioned::json::read<T>(*written);
    if (!back) violated("written text did not read back", text);
    if (!(*back == *r)) violated("the value read back differs", text);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const versioned::json::read_options strict{};
    const versioned::json::read_options lenient{.unknown_keys = versioned::json::unknown_keys::ignore, .max_depth = 64};
    check<vt::Source<vt::v2>>(text, strict);
    check<vt::Source<vt::v1alpha1>>(text, lenient);
    check<vt::Spec<vt::v1>>(text, strict);
    check<vt::Backend<vt::v2>>(text, strict);
    check<vt::Backend<vt::v1>>(text, lenient);
    check<vt::Store<vt::v2>>(text, strict);
    check<vk::Volume<vk::v2>>(text, strict);
    return 0;
}
