// Tests of VERSIONED_VERSIONS and the version API (DESIGN.md §1): tags, the version list, the
// enum, to_string / parse_version, deprecation, tag <-> enum, several modules in one TU.
#include <versioned/versioned.hpp>

#include <doctest/doctest.h>

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>

VERSIONED_VERSIONS(api,
    (v1alpha1, deprecated("use v1beta1")),
    v1beta1,
    v1);

// A second module in the same translation unit, with a name (v1beta1) it does not share.
VERSIONED_VERSIONS(other, v1, v2alpha1, (v2beta1, deprecated()), v2);

// A module in a nested namespace.
VERSIONED_VERSIONS(company::api, v1, v2);

// Scale: 32 versions over eight majors, alpha/beta/GA mixed, multi-digit levels.
VERSIONED_VERSIONS(big,
    v1alpha1, v1alpha2, v1beta1, v1, v2beta1, v2, v3alpha1, v3alpha2, v3alpha10, v3beta1, v3beta2,
    v3, v4alpha1, v4beta1, v4, v5alpha1, v5beta1, v5beta2, v5beta12, v5, v6alpha1, v6beta1, v6,
    v7alpha1, v7alpha2, v7beta1, v7beta2, v7, v8alpha1, v8alpha2, v8beta1, v8);

// The tests below name deprecated tags on purpose (api::v1alpha1, other::v2beta1): that is the
// warning DESIGN.md promises to users (tests/compile_fail/versions_deprecated_tag_use.cpp checks
// it), so it is silenced around those lines only.
#define TEST_DEPRECATED_BEGIN                                                                      \
    _Pragma("GCC diagnostic push") _Pragma("GCC diagnostic ignored \"-Wdeprecated-declarations\"")
#define TEST_DEPRECATED_END _Pragma("GCC diagnostic pop")

// ---- tags ----------------------------------------------------------------------------------

TEST_DEPRECATED_BEGIN
static_assert(versioned::version_tag<api::v1alpha1>);
static_assert(std::is_same_v<decltype(api::v1alpha1::name), const std::string_view>);
static_assert(std::is_same_v<decltype(api::v1alpha1::index), const std::size_t>);
static_assert(api::v1alpha1::name == "v1alpha1");
static_assert(api::v1alpha1::index == 0);
static_assert(api::v1alpha1::deprecated);
static_assert(api::v1alpha1::deprecation_note == "use v1beta1");
static_assert(other::v2beta1::deprecated);
static_assert(other::v2beta1::deprecation_note.empty()); // deprecated without a note
TEST_DEPRECATED_END

static_assert(versioned::version_tag<api::v1beta1>);
static_assert(versioned::version_tag<api::v1>);
static_assert(!versioned::version_tag<int>);
static_assert(!versioned::version_tag<api::version>);
static_assert(api::v1beta1::name == "v1beta1");
static_assert(api::v1beta1::index == 1);
static_assert(!api::v1beta1::deprecated);
static_assert(api::v1beta1::deprecation_note.empty());
static_assert(api::v1::name == "v1");
static_assert(api::v1::index == 2);
static_assert(!api::v1::deprecated);
static_assert(api::v1::deprecation_note.empty());

// Tags are empty, distinct types per module.
static_assert(std::is_empty_v<api::v1>);
static_assert(!std::is_same_v<api::v1, other::v1>);
static_assert(!std::is_same_v<api::v1, company::api::v1>);
static_assert(std::is_same_v<versioned::module_of_t<api::v1>, api::versioned_module>);
static_assert(std::is_same_v<versioned::module_of_t<other::v1>, other::versioned_module>);
static_assert(api::versioned_module::name == "api");
static_assert(other::versioned_module::name == "other");

// ---- the version list ---------------------------------------------------------------------

static_assert(api::versions::size == 3);
static_assert(other::versions::size == 4);
static_assert(company::api::versions::size == 2);
static_assert(big::versions::size == 32);
TEST_DEPRECATED_BEGIN
static_assert(std::is_same_v<api::versions, versioned::version_list<api::v1alpha1, api::v1beta1, api::v1>>);
static_assert(std::is_same_v<versioned::version_at_t<api::versions, 0>, api::v1alpha1>);
static_assert(std::is_same_v<versioned::oldest_version_t<api::versions>, api::v1alpha1>);
TEST_DEPRECATED_END
static_assert(std::is_same_v<versioned::version_at_t<api::versions, 1>, api::v1beta1>);
static_assert(std::is_same_v<versioned::version_at_t<api::versions, 2>, api::v1>);
static_assert(std::is_same_v<versioned::latest_version_t<api::versions>, api::v1>);
static_assert(std::is_same_v<versioned::latest_version_t<other::versions>, other::v2>);
static_assert(std::is_same_v<versioned::oldest_version_t<other::versions>, other::v1>);

// ---- the enum ------------------------------------------------------------------------------

static_assert(std::is_enum_v<api::version>);
static_assert(!std::is_convertible_v<api::version, std::size_t>); // enum class
static_assert(versioned::version_enum<api::version>);
static_assert(versioned::version_enum<company::api::version>);
static_assert(!versioned::version_enum<int>);
static_assert(static_cast<std::size_t>(api::version::v1alpha1) == 0);
static_assert(static_cast<std::size_t>(api::version::v1beta1) == 1);
static_assert(static_cast<std::size_t>(api::version::v1) == 2);
static_assert(static_cast<std::size_t>(other::version::v2) == 3);
static_assert(static_cast<std::size_t>(big::version::v8) == 31);

// ---- tag <-> enum --------------------------------------------------------------------------

TEST_DEPRECATED_BEGIN
static_assert(versioned::to_enum<api::v1alpha1> == api::version::v1alpha1);
static_assert(std::is_same_v<versioned::tag_of_t<api::version::v1alpha1>, api::v1alpha1>);
TEST_DEPRECATED_END
static_assert(versioned::to_enum<api::v1beta1> == api::version::v1beta1);
static_assert(versioned::to_enum<api::v1> == api::version::v1);
static_assert(std::is_same_v<std::remove_cv_t<decltype(versioned::to_enum<api::v1>)>, api::version>);
static_assert(std::is_same_v<versioned::tag_of_t<api::version::v1beta1>, api::v1beta1>);
static_assert(std::is_same_v<versioned::tag_of_t<api::version::v1>, api::v1>);
static_assert(std::is_same_v<versioned::tag_of_t<other::version::v1>, other::v1>);
static_assert(std::is_same_v<versioned::tag_of_t<company::api::version::v2>, company::api::v2>);
static_assert(std::is_same_v<versioned::tag_of_t<versioned::to_enum<big::v5beta12>>, big::v5beta12>);

// ---- constant evaluation of the functions --------------------------------------------------

static_assert(versioned::to_string(api::version::v1beta1) == "v1beta1");
static_assert(versioned::parse_version<api::versions>("v1") == api::version::v1);
static_assert(!versioned::parse_version<api::versions>("v2").has_value());
static_assert(versioned::all_versions<api::versions>().size() == 3);
static_assert(versioned::is_deprecated(api::version::v1alpha1));
static_assert(versioned::deprecation_note(api::version::v1alpha1) == "use v1beta1");
static_assert(noexcept(versioned::to_string(api::version::v1)));
// (from a string_view: converting "v1" is not noexcept in libc++, which the standard allows)
inline constexpr std::string_view v1_name = "v1";
static_assert(noexcept(versioned::parse_version<api::versions>(v1_name)));
static_assert(std::is_same_v<decltype(versioned::parse_version<api::versions>("v1")), std::optional<api::version>>);

// ---- tests ---------------------------------------------------------------------------------

TEST_CASE("to_string names every declared version") {
    CHECK(versioned::to_string(api::version::v1alpha1) == "v1alpha1");
    CHECK(versioned::to_string(api::version::v1beta1) == "v1beta1");
    CHECK(versioned::to_string(api::version::v1) == "v1");
    CHECK(versioned::to_string(other::version::v1) == "v1");
    CHECK(versioned::to_string(other::version::v2alpha1) == "v2alpha1");
    CHECK(versioned::to_string(other::version::v2beta1) == "v2beta1");
    CHECK(versioned::to_string(other::version::v2) == "v2");
    CHECK(versioned::to_string(company::api::version::v1) == "v1");
    CHECK(versioned::to_string(company::api::version::v2) == "v2");
}

TEST_CASE("to_string of a value outside the enum is empty") {
    CHECK(versioned::to_string(static_cast<api::version>(3)).empty());
    CHECK(versioned::to_string(static_cast<api::version>(1000)).empty());
}

TEST_CASE("parse_version accepts exactly the declared names") {
    CHECK(versioned::parse_version<api::versions>("v1alpha1") == api::version::v1alpha1);
    CHECK(versioned::parse_version<api::versions>("v1beta1") == api::version::v1beta1);
    CHECK(versioned::parse_version<api::versions>("v1") == api::version::v1);
    // Runtime strings, not literals.
    for (const auto v : versioned::all_versions<api::versions>()) {
        const std::string name{versioned::to_string(v)};
        CHECK(versioned::parse_version<api::versions>(name) == v);
    }
}

TEST_CASE("parse_version rejects everything else") {
    using versioned::parse_version;
    CHECK_FALSE(parse_version<api::versions>("").has_value());
    CHECK_FALSE(parse_version<api::versions>("V1").has_value());       // case-sensitive
    CHECK_FALSE(parse_version<api::versions>("V1beta1").has_value());
    CHECK_FALSE(parse_version<api::versions>("v1BETA1").has_value());
    CHECK_FALSE(parse_version<api::versions>("v2").has_value());       // unknown
    CHECK_FALSE(parse_version<api::versions>("v1beta2").has_value());
    CHECK_FALSE(parse_version<api::versions>("v1 ").has_value());      // suffix
    CHECK_FALSE(parse_version<api::versions>(" v1").has_value());      // prefix
    CHECK_FALSE(parse_version<api::versions>("v1beta").has_value());   // prefix of a name
    CHECK_FALSE(parse_version<api::versions>("v1beta11").has_value()); // a name is a prefix of it
    CHECK_FALSE(parse_version<api::versions>("v").has_value());
    CHECK_FALSE(parse_version<api::versions>("1").has_value());
    CHECK_FALSE(parse_version<api::versions>("v01").has_value());
    CHECK_FALSE(parse_version<api::versions>(std::string_view("v1\0", 3)).has_value()); // embedded NUL
    // A name of another module.
    CHECK_FALSE(parse_version<api::versions>("v2alpha1").has_value());
    CHECK_FALSE(parse_version<other::versions>("v1beta1").has_value());
    CHECK_FALSE(parse_version<other::versions>("v1alpha1").has_value());
}

TEST_CASE("parse_version returns the enum of the module asked") {
    // "v1" exists in three modules, at different positions.
    static_assert(std::is_same_v<decltype(versioned::parse_version<other::versions>("v1")), std::optional<other::version>>);
    static_assert(std::is_same_v<decltype(versioned::parse_version<company::api::versions>("v1")),
                                 std::optional<company::api::version>>);
    const auto a = versioned::parse_version<api::versions>("v1");
    const auto o = versioned::parse_version<other::versions>("v1");
    const auto c = versioned::parse_version<company::api::versions>("v1");
    REQUIRE(a.has_value());
    REQUIRE(o.has_value());
    REQUIRE(c.has_value());
    CHECK(static_cast<std::size_t>(*a) == 2);
    CHECK(static_cast<std::size_t>(*o) == 0);
    CHECK(static_cast<std::size_t>(*c) == 0);
}

TEST_CASE("all_versions lists every version oldest first") {
    constexpr auto api_all = versioned::all_versions<api::versions>();
    static_assert(std::is_same_v<decltype(api_all), const std::array<api::version, 3>>);
    CHECK(api_all[0] == api::version::v1alpha1);
    CHECK(api_all[1] == api::version::v1beta1);
    CHECK(api_all[2] == api::version::v1);

    constexpr auto other_all = versioned::all_versions<other::versions>();
    static_assert(other_all.size() == 4);
    CHECK(other_all[0] == other::version::v1);
    CHECK(other_all[3] == other::version::v2);
}

TEST_CASE("is_deprecated and deprecation_note") {
    CHECK(versioned::is_deprecated(api::version::v1alpha1));
    CHECK_FALSE(versioned::is_deprecated(api::version::v1beta1));
    CHECK_FALSE(versioned::is_deprecated(api::version::v1));
    CHECK(versioned::deprecation_note(api::version::v1alpha1) == "use v1beta1");
    CHECK(versioned::deprecation_note(api::version::v1beta1).empty());
    CHECK(versioned::deprecation_note(api::version::v1).empty());

    CHECK_FALSE(versioned::is_deprecated(other::version::v1));
    CHECK_FALSE(versioned::is_deprecated(other::version::v2alpha1));
    CHECK(versioned::is_deprecated(other::version::v2beta1)); // deprecated without a note
    CHECK(versioned::deprecation_note(other::version::v2beta1).empty());
    CHECK_FALSE(versioned::is_deprecated(other::version::v2));
}

TEST_CASE("tag and enum agree for every version") {
    // name/index of the tag at position i equal to_string / the enum value i.
    [&]<std::size_t... Is>(std::index_sequence<Is...>) {
        (
            [&] {
                using tag = versioned::version_at_t<other::versions, Is>;
                CHECK(tag::index == Is);
                CHECK(versioned::to_string(static_cast<other::version>(Is)) == tag::name);
                CHECK(versioned::to_enum<tag> == static_cast<other::version>(Is));
            }(),
            ...);
    }(std::make_index_sequence<other::versions::size>{});
}

TEST_CASE("two modules in one translation unit stay apart") {
    static_assert(!std::is_same_v<api::version, other::version>);
    static_assert(!std::is_same_v<api::versions, other::versions>);
    CHECK(api::v1::index == 2);
    CHECK(other::v1::index == 0);
    CHECK(versioned::parse_version<api::versions>("v1") == api::version::v1);
    CHECK(versioned::parse_version<other::versions>("v1") == other::version::v1);
    CHECK(versioned::parse_version<other::versions>("v2") == other::version::v2);
}

TEST_CASE("a module in a nested namespace") {
    static_assert(company::api::v1::name == "v1");
    static_assert(company::api::v2::index == 1);
    static_assert(company::api::versioned_module::name == "company::api");
    static_assert(std::is_same_v<versioned::latest_version_t<company::api::versions>, company::api::v2>);
    static_assert(std::is_same_v<versioned::module_of_t<company::api::v1>, company::api::versioned_module>);
    CHECK(versioned::to_string(company::api::version::v2) == "v2");
    CHECK(versioned::parse_version<company::api::versions>("v2") == company::api::version::v2);
    CHECK_FALSE(versioned::parse_version<company::api::versions>("v1beta1").has_value());
    CHECK_FALSE(versioned::is_deprecated(company::api::version::v1));
}

TEST_CASE("a module with 32 versions") {
    constexpr std::array<std::string_view, 32> expected{
        "v1alpha1", "v1alpha2", "v1beta1",  "v1",       "v2beta1",  "v2",      "v3alpha1", "v3alpha2",
        "v3alpha10", "v3beta1", "v3beta2",  "v3",       "v4alpha1", "v4beta1", "v4",       "v5alpha1",
        "v5beta1",  "v5beta2",  "v5beta12", "v5",       "v6alpha1", "v6beta1", "v6",       "v7alpha1",
        "v7alpha2", "v7beta1",  "v7beta2",  "v7",       "v8alpha1", "v8alpha2", "v8beta1", "v8"};
    static_assert(versioned::oldest_version_t<big::versions>::name == "v1alpha1");
    static_assert(versioned::latest_version_t<big::versions>::name == "v8");
    static_assert(versioned::version_at_t<big::versions, 8>::name == "v3alpha10");
    static_assert(big::v3alpha10::index == 8);
    static_assert(big::v5beta12::index == 18);
    static_assert(big::v8::index == 31);

    constexpr auto all = versioned::all_versions<big::versions>();
    static_assert(all.size() == 32);
    for (std::size_t i = 0; i < all.size(); ++i) {
        CAPTURE(i);
        CHECK(static_cast<std::size_t>(all[i]) == i);
        CHECK(versioned::to_string(all[i]) == expected[i]);
        CHECK(versioned::parse_version<big::versions>(expected[i]) == all[i]);
        CHECK_FALSE(versioned::is_deprecated(all[i]));
    }
    CHECK_FALSE(versioned::parse_version<big::versions>("v9").has_value());
    CHECK_FALSE(versioned::parse_version<big::versions>("v3alpha3").has_value());
}
