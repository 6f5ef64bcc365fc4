// Properties of <versioned/json.hpp> over generated values (versioned::testing::generator),
// every version of several tables (all scalar widths; nested structs in optionals, vectors and
// maps; enums; a codec; camelCase keys):
//   - read<T>(write(x)) == x, also with write_nulls and a version key;
//   - read_into over the previous (different) generated value gives x too;
//   - read_any<S> of a document written with the version key gives x back at its version;
//   - a document that violates the schema in one place (tests/json/mutate.hpp) is rejected by
//     read<T> with that place's JSON Pointer and the matching error code, and by read_into
//     (over the previous generated value) with the same error.
// That the written documents validate against json_schema<T> (and the bad ones do not) is
// checked by python3-jsonschema: tests/json/ (CTest test json.validate).
#include "json/for_each_version.hpp"
#include "json/mutate.hpp"
#include "json/types.hpp"

#include <versioned/json.hpp>
#include <versioned/testing.hpp>

#include <doctest/doctest.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>
#include <utility>

namespace json = versioned::json;

namespace {

using jtest::for_each_version;

template <template <class> class S>
void round_trips(std::size_t count, std::uint64_t seed) {
    for_each_version<S>([&](auto* tag) {
        using T = std::remove_pointer_t<decltype(tag)>;
        versioned::testing::generator gen{seed};
        std::size_t checked = 0;
        T into = gen.make<T>(); // read_into reads over the previous value
        for (std::size_t i = 0; i < count; ++i) {
            const T x = gen.make<T>();
            const std::string text = json::write(x);
            auto back = json::read<T>(text);
            if (!back || !(*back == x)) {
                FAIL_CHECK("round trip failed for ", versioned::version_of_t<T>::name, " iteration ", i, ": ", text,
                           " -> ", back.error().message());
                return;
            }
            const std::string before = json::write(into);
            const auto r = json::read_into(into, text);
            if (!r || !(into == x)) {
                FAIL_CHECK("read_into over ", before, " of ", text, " gave ", r ? json::write(into) : r.error().message());
                return;
            }
            const std::string with_nulls = json::write(x, {.version_key = "apiVersion", .write_nulls = true});
            auto again = json::read<T>(with_nulls);
            if (!again || !(*again == x)) {
                FAIL_CHECK("round trip with nulls failed: ", with_nulls, " -> ", again.error().message());
                return;
            }
            auto any = json::read_any<S>(with_nulls);
            if (!any || any->index() != versioned::version_of_t<T>::index || !(std::get<T>(*any) == x)) {
                FAIL_CHECK("read_any failed: ", with_nulls, " -> ", any.error().message());
                return;
            }
            ++checked;
        }
        CHECK(checked == count);
    });
}

template <template <class> class S>
void rejects_mutations(std::size_t count, std::uint64_t seed) {
    for_each_version<S>([&](auto* tag) {
        using T = std::remove_pointer_t<decltype(tag)>;
        versioned::testing::generator gen{seed};
        std::size_t checked = 0;
        T previous = gen.make<T>();
        for (std::size_t i = 0; i < count; ++i) {
            const T x = gen.make<T>();
            for (const jtest::bad_document& bad : jtest::mutations(x)) {
                auto r = json::read<T>(bad.text);
                if (r || r.error().code != bad.code || r.error().path != bad.path) {
                    FAIL_CHECK("mutation of ", versioned::version_of_t<T>::name, " not rejected as expected: ",
                               bad.text, "\n  expected ", json::to_string(bad.code), " at '", bad.path,
                               "'\n  got ", r ? std::string("success") : r.error().message(), " (",
                               json::to_string(r.error().code), ")");
                    return;
                }
                T into = previous;
                const auto ri = json::read_into(into, bad.text);
                if (ri || !(ri.error() == r.error())) {
                    FAIL_CHECK("read_into of a mutation: ", bad.text, "\n  read: ", r.error().message(),
                               "\n  read_into: ", ri ? std::string("success") : ri.error().message());
                    return;
                }
                ++checked;
            }
            previous = x;
        }
        CHECK(checked > count);
    });
}

} // namespace

TEST_CASE("property: read(write(x)) == x for every version, all scalar widths") {
    round_trips<jt::Scalars>(3000, 1);
}
TEST_CASE("property: read(write(x)) == x for every version, nested structs in containers") {
    round_trips<jt::Limits>(2000, 2);
    round_trips<jt::Spec>(1500, 3);
}
TEST_CASE("property: read(write(x)) == x for every version, camelCase keys") {
    round_trips<jc::Rollout>(2000, 4);
    round_trips<jk::Settings>(1000, 12); // kebab-case keys and keys the table gives
}

TEST_CASE("property: strings with any Unicode scalar value round trip") {
    versioned::testing::generator gen{5};
    for (int i = 0; i < 3000; ++i) {
        std::string s;
        for (int n = gen.uniform(0, 12); n > 0; --n) {
            unsigned cp = 0;
            switch (gen.uniform(0, 3)) {
            case 0: cp = gen.uniform<unsigned>(0, 0x7F); break;
            case 1: cp = gen.uniform<unsigned>(0x80, 0x7FF); break;
            case 2: cp = gen.uniform<unsigned>(0x800, 0xFFFF); break;
            default: cp = gen.uniform<unsigned>(0x10000, 0x10FFFF); break;
            }
            if (cp >= 0xD800 && cp <= 0xDFFF) cp = 0xFFFD;
            versioned::detail::json_io::text::append_utf8(s, cp);
        }
        const std::string text = json::write(s);
        auto back = json::read<std::string>(text);
        REQUIRE(back);
        CHECK(*back == s);
        // The same string with every character escaped as \uXXXX (pairs above U+FFFF).
        std::string escaped = "\"";
        for (std::size_t at = 0; at < s.size();) {
            const auto c = static_cast<unsigned char>(s[at]);
            const std::size_t len = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
            unsigned cp = len == 1 ? c : len == 2 ? c & 0x1F : len == 3 ? c & 0x0F : c & 0x07;
            for (std::size_t k = 1; k < len; ++k) cp = (cp << 6) | (static_cast<unsigned char>(s[at + k]) & 0x3F);
            auto hex4 = [&](unsigned v) {
                char buf[12]; // room for any unsigned (g++ -O1 -Wformat-truncation cannot bound v)
                std::snprintf(buf, sizeof buf, "\\u%04X", v);
                escaped += buf;
            };
            if (cp >= 0x10000) {
                hex4(0xD800 + ((cp - 0x10000) >> 10));
                hex4(0xDC00 + ((cp - 0x10000) & 0x3FF));
            } else {
                hex4(cp);
            }
            at += len;
        }
        escaped += '"';
        auto decoded = json::read<std::string>(escaped);
        REQUIRE_MESSAGE(decoded, decoded.error().message());
        CHECK(*decoded == s);
    }
}

TEST_CASE("property: a document that violates the schema in one place is rejected there") {
    rejects_mutations<jt::Scalars>(30, 6);
    rejects_mutations<jt::Limits>(30, 7);
    rejects_mutations<jt::Spec>(20, 8);
    rejects_mutations<jc::Rollout>(30, 9);
    rejects_mutations<jk::Settings>(20, 13);
}
