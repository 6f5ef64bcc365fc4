// <versioned/toml.hpp>'s property test (tests/toml.cpp holds its cases by hand): every version of
// the JSON tests' tables written as TOML and read back, or refused for what TOML cannot hold,
// saying so. A file of its own so that the gcc-O3 stage, which compiles no property test, leaves
// it out (scripts/test.sh).
#include "../json/for_each_version.hpp"
#include "../json/types.hpp"
#include "../variant_types.hpp"

#include <versioned/json.hpp>
#include <versioned/testing.hpp>
#include <versioned/toml.hpp>

#include <doctest/doctest.h>

#include <cstddef>
#include <cstdint>
#include <string>
#include <type_traits>
#include <variant>

namespace json = versioned::json;
namespace vtoml = versioned::toml; // not "toml": toml++ has a global namespace toml
using json::errc;

namespace {

using jtest::for_each_version;

// Round trips, or a refusal that names what TOML cannot hold; returns how many round tripped.
template <template <class> class S>
std::size_t round_trips(std::size_t count, std::uint64_t seed, bool int64_integers = false) {
    std::size_t written = 0;
    for_each_version<S>([&](auto* tag) {
        using T = std::remove_pointer_t<decltype(tag)>;
        versioned::testing::generator gen{seed};
        gen.int64_integers = int64_integers;
        T into = gen.make<T>();
        for (std::size_t i = 0; i < count; ++i) {
            const T x = gen.make<T>();
            auto text = vtoml::try_write(x, {.version_key = "apiVersion"});
            if (!text) {
                const bool cannot_hold = text.error().code == errc::out_of_range || text.error().code == errc::wrong_type;
                REQUIRE_MESSAGE(cannot_hold, text.error().message());
                CHECK_MESSAGE(text.error().detail.find("TOML") != std::string::npos, text.error().detail);
                continue;
            }
            auto back = vtoml::read<T>(*text);
            REQUIRE_MESSAGE(back, *text, " -> ", back.error().message());
            REQUIRE_MESSAGE(*back == x, *text);
            REQUIRE(vtoml::read_into(into, *text));
            REQUIRE(into == x);
            auto any = vtoml::read_any<S>(*text);
            REQUIRE_MESSAGE(any, any.error().message());
            REQUIRE(std::get<T>(*any) == x);
            ++written;
        }
    });
    return written;
}

} // namespace

TEST_CASE("toml: write then read gives the value back, every version") {
    CHECK(round_trips<jt::Scalars>(400, 1, true) > 1000); // int64: TOML's integers
    CHECK(round_trips<jt::Limits>(300, 2) > 500);
    CHECK(round_trips<jt::Spec>(300, 3) > 150); // many hold a null in an array, which TOML cannot
    CHECK(round_trips<jc::Rollout>(300, 4) > 500);
    CHECK(round_trips<jk::Settings>(300, 12) > 500);
    CHECK(round_trips<vt::Spec>(300, 21) > 300);
    CHECK(round_trips<vt::Store>(300, 22) > 300);
}
