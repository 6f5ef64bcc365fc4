// <versioned/yaml.hpp>'s property tests (tests/yaml.cpp holds its cases by hand): every version
// of the JSON tests' tables written as YAML and read back, and JSON documents (which are YAML) read
// by the YAML reader exactly as by json::read, bad ones refused with json::read's code and JSON
// Pointer. A file of its own so that the gcc-O3 stage, which compiles no property test, leaves
// it out (scripts/test.sh).
#include "../json/for_each_version.hpp"
#include "../json/mutate.hpp"
#include "../json/types.hpp"
#include "../variant_types.hpp"

#include <versioned/json.hpp>
#include <versioned/testing.hpp>
#include <versioned/yaml.hpp>

#include <doctest/doctest.h>

#include <cstddef>
#include <cstdint>
#include <string>
#include <type_traits>
#include <variant>

namespace json = versioned::json;
namespace yaml = versioned::yaml;

namespace {

using jtest::for_each_version;

template <template <class> class S>
void round_trips(std::size_t count, std::uint64_t seed) {
    for_each_version<S>([&](auto* tag) {
        using T = std::remove_pointer_t<decltype(tag)>;
        versioned::testing::generator gen{seed};
        T into = gen.make<T>();
        for (std::size_t i = 0; i < count; ++i) {
            const T x = gen.make<T>();
            const std::string text = yaml::write(x, {.version_key = "apiVersion"});
            auto back = yaml::read<T>(text);
            REQUIRE_MESSAGE(back, text, " -> ", back.error().message());
            REQUIRE_MESSAGE(*back == x, text);
            REQUIRE(yaml::read_into(into, text));
            REQUIRE(into == x);
            auto any = yaml::read_any<S>(text);
            REQUIRE_MESSAGE(any, any.error().message());
            REQUIRE(std::get<T>(*any) == x);
            // the JSON of x is YAML too, and reads the same
            auto from_json = yaml::read<T>(json::write(x));
            REQUIRE_MESSAGE(from_json, json::write(x), " -> ", from_json.error().message());
            REQUIRE(*from_json == x);
        }
    });
}

template <template <class> class S>
std::size_t rejects_like_json(std::size_t count, std::uint64_t seed) {
    return jtest::judge_mutations<S>(count, seed, [](auto* tag, const jtest::bad_document& bad) {
        auto r = yaml::read<std::remove_pointer_t<decltype(tag)>>(bad.text);
        REQUIRE_MESSAGE(!r, bad.text);
        CHECK_MESSAGE(r.error().code == bad.code, bad.text, " -> ", r.error().message());
        CHECK_MESSAGE(r.error().path == bad.path, bad.text, " -> ", r.error().message());
        CHECK(r.error().line >= 1);
        return true;
    });
}

} // namespace

TEST_CASE("yaml: write then read gives the value back, every version, and JSON text reads the same") {
    round_trips<jt::Scalars>(400, 1);
    round_trips<jt::Limits>(300, 2);
    round_trips<jt::Spec>(300, 3);
    round_trips<jc::Rollout>(300, 4);
    round_trips<jk::Settings>(300, 12);
    round_trips<vt::Spec>(300, 21);  // variants (externally tagged)
    round_trips<vt::Store>(300, 22); // internally tagged
}

TEST_CASE("yaml: a JSON document that violates the schema in one place is refused as json::read refuses it") {
    CHECK(rejects_like_json<jt::Scalars>(20, 6) > 100);
    CHECK(rejects_like_json<jt::Limits>(20, 7) > 100);
    CHECK(rejects_like_json<jt::Spec>(15, 8) > 100);
    CHECK(rejects_like_json<jc::Rollout>(20, 9) > 100);
    CHECK(rejects_like_json<jk::Settings>(15, 13) > 50);
}
