// <versioned/toml.hpp> case by case: arrays of tables, dates and times into k8s::time, integers
// beyond int64, no null, non-ASCII keys, a Kubernetes object's spec -- each with its error and
// position. The property (every version of the JSON tests' tables written as TOML and read back,
// or refused for what TOML cannot hold, saying so) is tests/toml/properties.cpp.
#include "json/same_json.hpp"
#include "k8s/kube_types.hpp"
#include "variant_types.hpp"

#include <versioned/json.hpp>
#include <versioned/k8s.hpp>
#include <versioned/testing.hpp>
#include <versioned/toml.hpp>

#include <doctest/doctest.h>

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>

namespace json = versioned::json;
namespace vtoml = versioned::toml; // not "toml": toml++ has a global namespace toml
using json::errc;

VERSIONED_VERSIONS(tt, v1);
VERSIONED_STRUCT(tt, Step, (std::string, name), (std::vector<std::string>, args));
VERSIONED_STRUCT(tt, Job,
    (std::string,                  name),
    (versioned::k8s::time,         start),
    (std::vector<tt::Step<V>>,     steps),
    (std::uint64_t,                big),
    (std::optional<std::int32_t>,  retries),
    ((std::map<std::string, std::vector<std::int32_t>>), grid));

TEST_CASE("toml: arrays of tables, dates into k8s::time, no null, file order in errors") {
    constexpr std::string_view text = R"(name = "nightly"
start = 2026-11-29T07:00:00Z     # an offset date-time, unquoted
big = 9223372036854775807

[grid]
a = [1, 2]

[[steps]]
name = "build"
args = ["make", "-j2"]

[[steps]]
name = "test"
args = []
)";
    auto r = vtoml::read<tt::Job<tt::v1>>(text);
    REQUIRE_MESSAGE(r, r.error().message());
    CHECK(r->steps.size() == 2);
    CHECK(r->steps[1].name == "test");
    CHECK(json::write(r->start) == R"("2026-11-29T07:00:00Z")");
    CHECK(std::chrono::sys_seconds(r->start) == std::chrono::sys_days{std::chrono::year{2026} / 11 / 29} + std::chrono::hours{7});
    CHECK(!r->retries);
    CHECK(r->grid.at("a") == std::vector<std::int32_t>{1, 2});
    const std::string written = vtoml::write(*r);
    CHECK(written.find("[[steps]]") != std::string::npos);
    CHECK(written.find("retries") == std::string::npos); // TOML has no null: an empty optional is left out
    auto again = vtoml::read<tt::Job<tt::v1>>(written);
    REQUIRE_MESSAGE(again, written, " -> ", again.error().message());
    CHECK(*again == *r);

    // a local date-time has no offset: k8s::time refuses it, at its position
    std::string local(text);
    local.replace(local.find("07:00:00Z"), 9, "07:00:00");
    auto e = vtoml::read<tt::Job<tt::v1>>(local);
    REQUIRE(!e);
    CHECK(e.error().path == "/start");
    CHECK(e.error().line == 2);
    CHECK(e.error().column == 9);
    // an integer beyond int64: TOML refuses it, and says where
    std::string big(text);
    big.replace(big.find("9223372036854775807"), 19, "9223372036854775808");
    e = vtoml::read<tt::Job<tt::v1>>(big);
    REQUIRE(!e);
    CHECK(e.error().code == errc::out_of_range);
    CHECK(e.error().line == 3);
    CHECK(e.error().column == 7);
    // and the writer refuses a uint64 TOML cannot hold
    auto value = *r;
    value.big = 9223372036854775808u;
    auto w = vtoml::try_write(value);
    REQUIRE(!w);
    CHECK(w.error().code == errc::out_of_range);
    CHECK(w.error().path == "/big");
    // a string for an integer, a missing key, an unknown key
    e = vtoml::read<tt::Job<tt::v1>>("name = \"x\"\nstart = 2026-11-29T07:00:00Z\nbig = \"1\"\n");
    CHECK(e.error().code == errc::wrong_type);
    CHECK(e.error().path == "/big");
    CHECK(e.error().line == 3);
    e = vtoml::read<tt::Job<tt::v1>>("name = \"x\"\nstart = 2026-11-29T07:00:00Z\nbig = 1\n[[steps]]\nname = \"a\"\n");
    CHECK(e.error().code == errc::missing_key);
    CHECK(e.error().path == "/steps/0/args");
    e = vtoml::read<tt::Job<tt::v1>>("name = \"x\"\nstart = 2026-11-29T07:00:00Z\nbig = 1\nsteps = []\ngrid = {}\nstep = 1\n");
    CHECK(e.error().code == errc::unknown_key);
    CHECK(e.error().line == 6);
    CHECK(e.error().column == 1);
    CHECK(vtoml::read<tt::Job<tt::v1>>("name = \"x\"\nname = \"y\"\n").error().code == errc::syntax); // toml++ refuses a redefinition
    CHECK(vtoml::read<tt::Job<tt::v1>>("name = \"x\n").error().code == errc::syntax);
    e = vtoml::read<tt::Job<tt::v1>>("name = \"x\"\n[ = 1\n"); // toml++ asserted here; the header turns its asserts off
    CHECK(e.error().code == errc::syntax);
    CHECK(e.error().line == 2);
    CHECK(vtoml::read<tt::Job<tt::v1>>("name = \"\xC3\x28\"\n").error().code == errc::invalid_utf8);
}

TEST_CASE("toml: non-ASCII keys and strings (toml++ 3.3.0's Unicode tables, fixed in the header)") {
    // every code point toml++'s generated whitespace table sent to __builtin_unreachable, in a
    // quoted key and after a multi-line string's line-ending backslash: UBSan (the asan stage)
    // reports the path if it is reached again
    for (const char* text : {"\"caf\u00e9\" = \"na\u00efve\"\n", "\"caf\xc3\xa9\" = \"\"\"a \\\n  \xc3\xa9\"\"\"\n",
                             "\"\xe3\x80\x81\xef\xbb\xbe\xd2\x98\" = \"x\"\n"}) {
        auto r = vtoml::read<std::map<std::string, std::string>>(text);
        REQUIRE_MESSAGE(r, text, " -> ", r.error().message());
        CHECK(r->size() == 1);
    }
    CHECK(vtoml::read<std::map<std::string, std::string>>("\"caf\u00e9\" = \"x\"\n")->begin()->first == "caf\xc3\xa9");
}

TEST_CASE("toml: a Kubernetes object's spec and its value types") {
    versioned::testing::generator gen{35};
    gen.int64_integers = true;
    std::size_t written = 0;
    for (int i = 0; i < 200; ++i) {
        kvt::Values<kvt::v1> obj;
        obj.metadata.set_name("values-" + std::to_string(i));
        obj.spec = gen.make<kvt::ValueSpec<kvt::v1>>();
        auto text = vtoml::try_write(obj);
        if (!text) continue; // a null inside an embedded object's array, say
        auto back = vtoml::read<kvt::Values<kvt::v1>>(*text);
        REQUIRE_MESSAGE(back, *text, " -> ", back.error().message());
        CHECK_MESSAGE(jtest::same_json(json::write(*back), json::write(obj), false), json::write(obj));
        ++written;
    }
    CHECK(written > 100);
}
