// libFuzzer target: json::read<T> for several types of tests/json/types.hpp, with unknown keys
// rejected and ignored. Whatever read accepts must write (try_write) and read back equal (not
// necessarily as the same text: unordered_map iteration order may differ); a failure must
// carry a sane position. json::read_into over the value the previous input left (a value read,
// or whatever a failed read_into left: valid but unspecified) must give read's value, or its
// error exactly. A type with constraints (issue 34) reads only what validate() finds valid, and
// a value its constraints refuse reads without them (or fails later in the text), where
// validate() says why. Any violation aborts, as
// does any sanitizer report (built with -fsanitize=fuzzer,address,undefined; see fuzz.cmake).
#include "../json/types.hpp"

#include <versioned/json.hpp>
#include <versioned/validate.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <list>
#include <string_view>

VERSIONED_VERSIONS(fc, v1);
VERSIONED_STRUCT(fc, Port, (std::int32_t, number, validate(minimum(1), maximum(65535))),
                 (std::string, protocol, validate(pattern("^(TCP|UDP|SCTP)$"))));
VERSIONED_STRUCT(fc, Constrained,
    (std::string, name, validate(min_length(1), max_length(16), pattern("^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"))),
    (double, ratio, validate(exclusive_minimum(0), maximum(1), multiple_of(0.125))),
    (std::optional<std::string>, started, validate(format("date-time"))),
    (std::vector<std::string>, hosts, validate(max_items(4), unique_items)),
    (std::vector<fc::Port<V>>, ports, validate(min_items(1))),
    ((std::map<std::string, std::string>), labels, validate(max_properties(3))));

namespace {

[[noreturn]] void violated(const char* what, std::string_view text) {
    std::fprintf(stderr, "fuzz_read: %s for input of %zu bytes\n", what, text.size());
    std::abort();
}

// What read_into reads over: left by the previous input.
template <class T>
T& previous() {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
    static T value{};
#pragma GCC diagnostic pop
    return value;
}

template <class T>
void check_into(std::string_view text, const versioned::json::read_options& options,
                const versioned::json::result<T>& r) {
    T& into = previous<T>();
    const auto ri = versioned::json::read_into(into, text, options);
    if (r && (!ri || !(into == *r))) violated("read_into gave another value than read", text);
    if (!r && (ri || !(ri.error() == r.error()))) violated("read_into gave another error than read", text);
}

template <class T>
void check(std::string_view text, const versioned::json::read_options& options) {
    auto r = versioned::json::read<T>(text, options);
    check_into(text, options, r);
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

// Constraints: what read accepts is valid; what it refuses for a constraint reads without the
// check, and validate() finds the violation.
void check_constrained(std::string_view text) {
    using C = fc::Constrained<fc::v1>;
    const auto r = versioned::json::read<C>(text);
    if (r && !versioned::validate(*r).empty()) violated("read accepted a value validate() refuses", text);
    if (r || r.error().code != versioned::json::errc::constraint_violated) return;
    versioned::json::read_options lax;
    lax.check_constraints = false;
    const auto unchecked = versioned::json::read<C>(text, lax);
    // (the reader stops at the first error: without the check, a later one may be found)
    if (!unchecked && unchecked.error().offset < r.error().offset)
        violated("without the check, an error before the constraint's", text);
    if (unchecked && versioned::validate(*unchecked).empty()) violated("read refused a value validate() accepts", text);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const versioned::json::read_options strict{};
    const versioned::json::read_options lenient{.unknown_keys = versioned::json::unknown_keys::ignore, .max_depth = 64};
    check<jt::Spec<jt::v1>>(text, strict);
    check<jt::Spec<jt::v1beta1>>(text, lenient);
    check<jt::Scalars<jt::v1>>(text, strict);
    check<jt::Limits<jt::v1>>(text, lenient);
    check<jc::Rollout<jc::v1>>(text, strict);
    check<fc::Constrained<fc::v1>>(text, strict);
    check_constrained(text);
    check<std::vector<std::string>>(text, strict);
    check<std::map<std::string, std::optional<double>>>(text, strict);
    check<std::list<double>>(text, strict); // container_traits sequences; doubles written back exactly
    return 0;
}
