// json::try_write(rest) works as json::write(rest) does, without exceptions (issue 26: it was
// "no JSON mapping for this type"); a recorded value JSON cannot hold is an error at the
// value's path from both, and the appending write leaves its string as it was.
#include <versioned/residue.hpp>
#include <versioned/versioned.hpp>

#include <doctest/doctest.h>

#include <limits>
#include <string>

VERSIONED_VERSIONS(rtw, v1beta1, v1);

VERSIONED_STRUCT(rtw, Spec,
    (std::string, name),
    (double,      ratio, added(v1)),
    (int,         replicas, added(v1)));

TEST_CASE("json::try_write(residue) gives what json::write(residue) gives") {
    versioned::residue<rtw::Spec> rest;
    const rtw::Spec<rtw::v1> cur{.name = "web", .ratio = 0.5, .replicas = 3};
    const auto old = versioned::downgrade(cur, rest);
    CHECK(old.name == "web");
    const auto tried = versioned::json::try_write(rest);
    REQUIRE_MESSAGE(tried, tried.error().message());
    CHECK(*tried == versioned::json::write(rest));
    CHECK(*tried == R"({"format":1,"entries":[{"at":"v1","path":"/ratio","value":0.5},)"
                    R"({"at":"v1","path":"/replicas","value":3}]})");
    const versioned::residue<rtw::Spec> none;
    CHECK(versioned::json::try_write(none).value() == R"({"format":1,"entries":[]})");
}

TEST_CASE("a residue value JSON cannot hold: an error at its path, nothing appended") {
    versioned::residue<rtw::Spec> rest;
    const rtw::Spec<rtw::v1> cur{.name = "web", .ratio = std::numeric_limits<double>::quiet_NaN(), .replicas = 3};
    static_cast<void>(versioned::downgrade(cur, rest));
    const auto tried = versioned::json::try_write(rest);
    REQUIRE_FALSE(tried);
    CHECK(tried.error().code == versioned::json::errc::non_finite_number);
    CHECK(tried.error().path == "/ratio");

    std::string out = "kept";
    CHECK_THROWS_AS(versioned::json::write(rest, out), versioned::json::error_exception);
    CHECK(out == "kept");
}
