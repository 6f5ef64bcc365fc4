// libFuzzer target: k8s::convert_review over two kinds (the documentation's CronTab with hooks,
// and Foo with a status, lossy narrowing and a residue). Never a crash; always either an HTTP
// 400 with a plain-text reason, or a well-formed ConversionReview: a Failure with a message and
// no objects, or a Success that the API server's response validation accepts
// (k8s/review_check.hpp).
#include "../k8s/review_check.hpp"
#include "../k8s/review_types.hpp"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

namespace {

[[noreturn]] void violated(const char* what, std::string_view text, std::string_view detail) {
    std::fprintf(stderr, "fuzz_convert_review: %s for input of %zu bytes: %.*s\n", what, text.size(),
                 static_cast<int>(detail.size()), detail.data());
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view body(reinterpret_cast<const char*>(data), size);
    const auto r = versioned::k8s::convert_review<docs::CronTab, crdt::Foo>(body);
    if (r.status == 400) {
        if (r.body.empty()) violated("a 400 without a reason", body, r.body);
        return 0;
    }
    if (r.status != 200) violated("a status other than 200 or 400", body, r.body);
    std::string why;
    auto top = review_check::object(r.body, why, "response body");
    if (!why.empty()) violated("a response that is not a JSON object", body, why);
    const auto* response = review_check::find_member(top, "response");
    if (response == nullptr) violated("no response", body, r.body);
    auto fields = review_check::object(response->json, why, "response");
    const auto* result = review_check::find_member(fields, "result");
    if (result == nullptr) violated("no result", body, r.body);
    auto result_fields = review_check::object(result->json, why, "result");
    const auto status = review_check::string_member(result_fields, "status");
    if (status == "Failure") {
        if (review_check::find_member(fields, "convertedObjects") != nullptr) violated("a Failure with objects", body, r.body);
        if (review_check::string_member(result_fields, "message").value_or("").empty())
            violated("a Failure without a message", body, r.body);
        return 0;
    }
    if (status != "Success") violated("a result that is neither Success nor Failure", body, r.body);
    if (const std::string e = review_check::check(body, r.body); !e.empty()) violated("a response the API server refuses", body, e);
    return 0;
}
