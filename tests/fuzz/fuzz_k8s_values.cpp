// libFuzzer target: the text parsers of Kubernetes' value types -- quantity (resource.Quantity's
// grammar), duration (Go's ParseDuration), time and micro_time (RFC 3339 as Go's time.Parse) --
// on the raw input, and JSON reading of every value type. Whatever parses must write its
// canonical text, which parses back to the same value and the same text; nothing crashes, hangs
// or leaks (ASan, UBSan), and every refusal is an error with a code and a position.
#include <versioned/json.hpp>
#include <versioned/k8s/types.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace {

[[noreturn]] void violated(const char* what, std::string_view text) {
    std::fprintf(stderr, "fuzz_k8s_values: %s for input of %zu bytes\n", what, text.size());
    std::abort();
}

void quantity_text(std::string_view text) {
    using versioned::k8s::quantity;
    const auto q = quantity::parse(text);
    if (!q) return;
    const std::string canonical = q->to_string();
    const auto back = quantity::parse(canonical);
    if (!back || !(*back == *q) || back->to_string() != canonical) violated("a quantity's canonical text", text);
    try {
        (void)q->value();
        (void)q->milli_value();
    } catch (const std::overflow_error&) {
    }
    try {
        if (!(*q - *q).is_zero() || !(-(-*q) == *q)) violated("quantity arithmetic", text);
        (void)(*q + *q);
    } catch (const std::overflow_error&) {
    }
}

void duration_text(std::string_view text) {
    const auto d = versioned::k8s::duration::parse(text);
    if (!d) return;
    const auto back = versioned::k8s::duration::parse(d->to_string());
    if (!back || !(*back == *d)) violated("a duration's text", text);
}

template <class T>
void time_text(std::string_view text) {
    T t;
    if (!T::parse(text, t).empty()) return;
    std::string s;
    if (!t.format_into(s)) return; // outside 0000-9999 in UTC
    const auto back = T::parse(s);
    if (!back || !(*back == t)) violated("a time's text", text);
}

template <class T>
void json_value(std::string_view text) {
    versioned::json::read_options o;
    o.version_key = "";
    const auto r = versioned::json::read<T>(text, o);
    if (!r) {
        const auto& e = r.error();
        if (e.code == versioned::json::errc{} || e.offset > text.size() || e.line == 0) violated("an error without a code or position", text);
        return;
    }
    const auto written = versioned::json::try_write(*r);
    if (!written) return; // a time outside 0000-9999, or a zero time's null in a condition
    const auto back = versioned::json::read<T>(*written, o);
    if (back && !(*back == *r)) violated("a value read back differs", text);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    quantity_text(text);
    duration_text(text);
    time_text<versioned::k8s::time>(text);
    time_text<versioned::k8s::micro_time>(text);
    json_value<std::vector<versioned::k8s::quantity>>(text);
    json_value<std::map<std::string, versioned::k8s::int_or_string>>(text);
    json_value<std::vector<versioned::k8s::condition>>(text);
    json_value<versioned::k8s::label_selector>(text);
    json_value<versioned::k8s::embedded_object>(text);
    json_value<std::vector<versioned::k8s::time>>(text);
    json_value<std::vector<versioned::k8s::duration>>(text);
    json_value<versioned::json::raw>(text);
    return 0;
}
