// Versioned variants (DESIGN.md §12): the type per version, access by name, reflection of the
// alternatives, conversions between any two versions (alone, constexpr, nested in structs and
// containers), the history view and generated values. Types: tests/variant_types.hpp.
#include "variant_types.hpp"

#include <versioned/history.hpp>
#include <versioned/testing.hpp>

#include <doctest/doctest.h>

#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <variant>
#include <vector>

namespace {

using vt::Source;
using vt::v1;
using vt::v1alpha1;
using vt::v1beta1;
using vt::v2;

// ---- the type per version --------------------------------------------------------------------

// A std::variant of exactly the version's alternatives, in table order, with their types there.
static_assert(std::is_same_v<Source<v1alpha1>::storage_type,
                             std::variant<vt::Git<v1alpha1>, std::string, vt::Bucket<v1alpha1>, std::int32_t>>);
static_assert(std::is_same_v<Source<v1beta1>::storage_type,
                             std::variant<vt::Git<v1beta1>, vt::Image<v1beta1>, std::string, vt::Bucket<v1beta1>,
                                          std::int32_t, vt::Tier<v1beta1>>>);
static_assert(std::is_same_v<Source<v2>::storage_type,
                             std::variant<vt::Git<v2>, vt::Image<v2>, std::string, vt::Bucket<v2>, std::int64_t,
                                          std::string, vt::Oci<v2>, vt::Tier<v2>>>);
static_assert(sizeof(Source<v2>) == sizeof(Source<v2>::storage_type));
static_assert(versioned::versioned_variant<Source<v1>> && versioned::versioned_variant<const Source<v1>&>);
static_assert(!versioned::versioned_variant<vt::Spec<v1>> && !versioned::versioned_struct<Source<v1>>);
static_assert(!versioned::versioned_variant<std::variant<int>>);
static_assert(std::is_same_v<versioned::version_of_t<Source<v1beta1>>, v1beta1>);
static_assert(std::is_same_v<versioned::any<Source>, std::variant<Source<v1alpha1>, Source<v1beta1>, Source<v1>, Source<v2>>>);
static_assert(std::is_same_v<versioned::latest_t<Source>, Source<v2>> && std::is_same_v<versioned::oldest_t<Source>, Source<v1alpha1>>);
static_assert(std::is_same_v<versioned::at_t<Source, vt::version::v1>, Source<v1>>);
static_assert(std::is_same_v<versioned::versions_of_t<Source>, vt::versions>);
// Regular: copyable, movable, comparable; not an aggregate, not constructible from a bare value.
static_assert(std::is_nothrow_move_constructible_v<Source<v1>> && std::is_copy_assignable_v<Source<v1>>);
static_assert(!std::is_aggregate_v<Source<v1>> && !std::is_constructible_v<Source<v1>, std::string>);
static_assert(std::equality_comparable<Source<v2>>);

// ---- reflection of the alternatives ------------------------------------------------------------

static_assert(versioned::alternative_count<Source<v1alpha1>> == 4 && versioned::alternative_count<Source<v2>> == 8);
static_assert(versioned::alternative_names<Source<v1alpha1>> ==
              std::array<std::string_view, 4>{"git", "url", "bucket", "size"});
static_assert(versioned::alternative_names<Source<v1>> ==
              std::array<std::string_view, 7>{"git", "image", "url", "s3", "size", "path", "tier"});
static_assert(versioned::has_alternative<Source<v1>, "s3"> && !versioned::has_alternative<Source<v1>, "bucket">);
static_assert(versioned::has_alternative<Source<v1beta1>, "bucket"> && !versioned::has_alternative<Source<v1beta1>, "path">);
static_assert(std::is_same_v<versioned::alternative_t<Source<v1beta1>, "size">, std::int32_t>);
static_assert(std::is_same_v<versioned::alternative_t<Source<v1>, "size">, std::int64_t>);
static_assert(std::is_same_v<versioned::alternative_t<Source<v2>, "oci">, vt::Oci<v2>>);
static_assert(versioned::alternative_index<Source<v1>, "s3"> == 3 && versioned::alternative_index<Source<v2>, "tier"> == 7);
static_assert(versioned::alternatives<Source<v2>>[0].doc == "a Git repository");
static_assert(versioned::alternatives<Source<v2>>[1].added_in == "v1beta1" &&
              versioned::alternatives<Source<v2>>[1].downgrade_to == "git");
static_assert(versioned::alternatives<Source<v2>>[6].added_in == "v2" &&
              versioned::alternatives<Source<v2>>[6].downgrade_to == "image");
static_assert(versioned::alternatives<Source<v2>>[5].downgrade_to == "url"); // path, without a function
static_assert(versioned::alternatives<Source<v1>>[2].deprecated && versioned::alternatives<Source<v1>>[2].note == "use git");
static_assert(!versioned::alternatives<Source<v1beta1>>[2].deprecated);
static_assert(versioned::alternatives<Source<v1alpha1>>[0].added_in == "v1alpha1" &&
              versioned::alternatives<Source<v1alpha1>>[0].downgrade_to.empty());
// Keys follow the module's naming, as members do.
static_assert(versioned::alternative_keys<vk::Volume<vk::v2>> == std::array<std::string_view, 2>{"hostPath", "emptyDir"});
static_assert(versioned::alternative_keys<Source<v1alpha1>> == versioned::alternative_names<Source<v1alpha1>>);
static_assert(versioned::variant_options_of<vt::Backend<v1>>.tag == "kind" && versioned::variant_options_of<Source<v1>>.tag.empty());

// ---- access by name --------------------------------------------------------------------------------

TEST_CASE("a default-constructed variant holds its first alternative, value-initialized") {
    const Source<v1> s;
    CHECK(s.index() == 0);
    CHECK(s.name() == "git");
    CHECK(s.holds<"git">());
    CHECK(s.get<"git">() == vt::Git<v1>{});
    const vt::Shape<v1> shape;
    CHECK(shape.get<"radius">() == 0);
}

TEST_CASE("make, holds, get, get_if, index, name, emplace") {
    auto s = Source<v1>::make<"image">({.image = "nginx", .pull_after = 3, .tier = vt::Tier<v1>::bronze});
    CHECK(s.holds<"image">());
    CHECK_FALSE(s.holds<"git">());
    CHECK(s.index() == 1);
    CHECK(s.name() == "image");
    CHECK(s.get<"image">().image == "nginx");
    s.get<"image">().image = "redis"; // a reference
    CHECK(s.get_if<"image">()->image == "redis");
    CHECK(s.get_if<"git">() == nullptr);
    CHECK_THROWS_AS(s.get<"url">(), std::bad_variant_access);
    CHECK_THROWS_AS(std::as_const(s).get<"url">(), std::bad_variant_access);
    std::string moved = Source<v1>::make<"path">("/srv").get<"path">();
    CHECK(moved == "/srv");
    auto& url = s.emplace<"url">("https://example.com");
    CHECK(url == "https://example.com");
    CHECK(s.name() == "url");
    // two alternatives of one type stay apart
    CHECK(Source<v1>::make<"path">("x") != Source<v1>::make<"url">("x"));
    CHECK(Source<v1>::make<"path">("x").index() == 5);
    // a renamed alternative by its name in each version
    CHECK(Source<v1beta1>::make<"bucket">({.name = "b"}).name() == "bucket");
    CHECK(Source<v1>::make<"s3">({.name = "b"}).name() == "s3");
    // make<"name">() value-initializes
    CHECK(Source<v2>::make<"size">().get<"size">() == 0);
}

TEST_CASE("visit, == and the std::variant inside") {
    const auto a = Source<v2>::make<"size">(42);
    const auto b = Source<v2>::make<"size">(42);
    CHECK(a == b);
    CHECK(a != Source<v2>::make<"size">(43));
    CHECK(a != Source<v2>::make<"url">("42"));
    std::string seen;
    a.visit([&](const auto& x) {
        if constexpr (std::is_same_v<std::remove_cvref_t<decltype(x)>, std::int64_t>) seen = std::to_string(x);
    });
    CHECK(seen == "42");
    auto c = Source<v2>::make<"git">({.repo = "r", .revision = "main"});
    c.visit([](auto& x) {
        if constexpr (std::is_same_v<std::remove_cvref_t<decltype(x)>, vt::Git<v2>>) x.revision = "dev";
    });
    CHECK(c.get<"git">().revision == "dev");
    CHECK(std::move(c).visit([](auto&& x) { return std::is_rvalue_reference_v<decltype(x)>; }));
    CHECK(a.storage().index() == 4);
    CHECK(std::get<4>(a.storage()) == 42);
    const Source<v2> from_storage(Source<v2>::storage_type(std::in_place_index<6>, vt::Oci<v2>{.ref = "o", .port = 1}));
    CHECK(from_storage.name() == "oci");
}

// ---- conversions -------------------------------------------------------------------------------

TEST_CASE("converting keeps the alternative and carries its value") {
    const auto git = Source<v1alpha1>::make<"git">({.repo = "https://g"});
    const Source<v2> up = versioned::convert<v2>(git);
    CHECK(up.get<"git">() == vt::Git<v2>{.repo = "https://g", .revision = ""});
    CHECK(versioned::convert<v1alpha1>(up) == git);
    // renamed
    const auto bucket = Source<v1beta1>::make<"bucket">({.name = "b", .regions = {"eu"}});
    CHECK(versioned::convert<v1>(bucket).get<"s3">() == vt::Bucket<v1>{.name = "b", .regions = {"eu"}});
    CHECK(versioned::convert<v1alpha1>(versioned::convert<v2>(bucket)).get<"bucket">().regions == std::vector<std::string>{"eu"});
    // retyped: int32 up losslessly, int64 down through downgrade_with
    CHECK(versioned::convert<v2>(Source<v1alpha1>::make<"size">(-7)).get<"size">() == -7);
    CHECK(versioned::convert<v1beta1>(Source<v1>::make<"size">(std::int64_t{1} << 40)).get<"size">() == INT32_MAX);
    // a deprecated alternative converts as any other
    CHECK(versioned::convert<v1alpha1>(Source<v2>::make<"url">("u")).get<"url">() == "u");
    // an enum alternative follows the version
    CHECK(versioned::convert<v1beta1>(Source<v2>::make<"tier">(vt::Tier<v2>::bronze)).get<"tier">() == vt::Tier<v1beta1>::silver);
    // upgrade / downgrade: the next and previous version
    CHECK(std::is_same_v<decltype(versioned::upgrade(git)), Source<v1beta1>>);
    CHECK(std::is_same_v<decltype(versioned::downgrade(up)), Source<v1>>);
}

TEST_CASE("an alternative the older version lacks becomes its downgrade_to target") {
    // image (v1beta1) -> git through image_to_git
    const auto img = Source<v1beta1>::make<"image">({.image = "nginx", .tier = vt::Tier<v1beta1>::gold});
    CHECK(versioned::downgrade(img).get<"git">().repo == "image://nginx");
    // path (v1) -> url without a function
    CHECK(versioned::convert<v1beta1>(Source<v2>::make<"path">("/srv")).get<"url">() == "/srv");
    CHECK(versioned::convert<v1alpha1>(Source<v1>::make<"path">("/srv")).get<"url">() == "/srv");
    // oci (v2) -> image (v1, through oci_to_image) -> git (v1alpha1, through image_to_git)
    const auto oci = Source<v2>::make<"oci">({.ref = "reg/app", .port = 5000});
    const Source<v1> as_image = versioned::convert<v1>(oci);
    CHECK(as_image.get<"image">().image == "reg/app:5000");
    CHECK(versioned::convert<v1beta1>(oci).get<"image">().image == "reg/app:5000");
    CHECK(versioned::convert<v1alpha1>(oci).get<"git">().repo == "image://reg/app:5000");
    // a chain through a retyped target: tier (v1beta1) -> size (an int32 there)
    CHECK(versioned::convert<v1alpha1>(Source<v2>::make<"tier">(vt::Tier<v2>::gold)).get<"size">() == 1);
    CHECK(versioned::convert<v1alpha1>(Source<v2>::make<"tier">(vt::Tier<v2>::bronze)).get<"size">() == 2);
    // upgrading never changes the alternative
    CHECK(versioned::convert<v2>(versioned::convert<v1alpha1>(oci)).name() == "git");
}

TEST_CASE("moves from an rvalue") {
    auto s = Source<v1>::make<"url">(std::string(200, 'u'));
    const char* data = s.get<"url">().data();
    Source<v2> t = versioned::convert<v2>(std::move(s));
    CHECK(t.get<"url">().data() == data);
}

// Literal alternatives: the conversions are constant expressions.
constexpr auto shape_point = vt::Shape<v2>::make<"point">({.x = 3, .y = 4});
static_assert(versioned::convert<v1alpha1>(shape_point).get<"radius">() == 3);
static_assert(versioned::convert<v1beta1>(shape_point).get<"point">() == vt::Point<v1beta1>{.x = 3});
static_assert(versioned::convert<v2>(vt::Shape<v1alpha1>::make<"area">(7)).get<"area">() == 7);
static_assert(versioned::convert<v1alpha1>(vt::Shape<v1>::make<"area">(5000000000LL)).get<"area">() == INT32_MAX);
static_assert(versioned::convert<v2>(vt::Shape<v1alpha1>{}) == vt::Shape<v2>{});
static_assert(vt::Shape<v1>::make<"point">({.x = 1, .y = 2}).name() == "point");

TEST_CASE("nested in structs, optionals, vectors and maps") {
    vt::Spec<v2> spec{.name = "n",
                      .source = Source<v2>::make<"oci">({.ref = "r", .port = 1}),
                      .fallback = Source<v2>::make<"size">(std::int64_t{1} << 40),
                      .mirrors = {Source<v2>::make<"path">("/a"), Source<v2>::make<"s3">({.name = "b"})},
                      .named = {{"x", Source<v2>::make<"tier">(vt::Tier<v2>::silver)}}};
    const vt::Spec<v1alpha1> old = versioned::convert<v1alpha1>(spec);
    CHECK(old.source.get<"git">().repo == "image://r:1");
    CHECK(old.fallback->get<"size">() == INT32_MAX);
    CHECK(old.named.at("x").get<"size">() == 2);
    const vt::Spec<v1beta1> mid = versioned::convert<v1beta1>(spec);
    REQUIRE(mid.mirrors.size() == 2);
    CHECK(mid.mirrors[0].get<"url">() == "/a");
    CHECK(mid.mirrors[1].get<"bucket">().name == "b");
    CHECK(versioned::convert<v2>(old).source.name() == "git");
    // a variant type is a lossless conversion between versions, as a nested struct is
    static_assert(versioned::detail::lossless_v<Source<v1>, Source<v2>> && !versioned::detail::lossless_v<Source<v1>, vt::Backend<v1>>);
}

TEST_CASE("any<Variant>: runtime dispatch on the held version") {
    versioned::any<Source> held = Source<v1beta1>::make<"image">({.image = "i"});
    CHECK(versioned::convert<v2>(held).get<"image">().image == "i");
    CHECK(versioned::convert<v1alpha1>(std::move(held)).name() == "git");
}

// ---- generated values, the history view ----------------------------------------------------------

TEST_CASE("the generator makes every alternative of the version") {
    versioned::testing::generator g{7};
    std::map<std::string_view, int> seen;
    for (int i = 0; i < 400; ++i) ++seen[g.make<Source<v2>>().name()];
    CHECK(seen.size() == 8);
    std::map<std::string_view, int> old;
    for (int i = 0; i < 200; ++i) ++old[g.make<Source<v1alpha1>>().name()];
    CHECK(old.size() == 4);
    CHECK(old.count("bucket") == 1);
}

TEST_CASE("check_round_trips takes variant templates") {
    const auto r = versioned::testing::check_round_trips<Source>(100);
    CHECK_MESSAGE(r.ok, r.message);
    CHECK(r.checked == 6 * 100);
    const auto nested = versioned::testing::check_round_trips<vt::Spec>(50);
    CHECK_MESSAGE(nested.ok, nested.message);
}

TEST_CASE("first_difference names the alternative") {
    const auto a = Source<v1>::make<"git">({.repo = "a"});
    const auto b = Source<v1>::make<"git">({.repo = "b"});
    CHECK(versioned::testing::detail::first_difference(a, b) == "alternative 'git': field 'repo': before \"a\", after \"b\"");
    CHECK(versioned::testing::detail::first_difference(a, Source<v1>::make<"url">("a")) ==
          "the alternative: before 'git', after 'url'");
}

TEST_CASE("the history view lists the alternatives") {
    const std::string h = versioned::history<Source>();
    CHECK(h.find("### vt::Source") == 0);
    CHECK(h.find("| alternative | v1alpha1 | v1beta1 | v1 | v2 |") != std::string::npos);
    CHECK(h.find("| `image` | — | **added** `image`: `vt::Image<V>` |") != std::string::npos);
    CHECK(h.find("**renamed** `s3`: `vt::Bucket<V>`") != std::string::npos);
    CHECK(h.find("**retyped** `size`: `std::int64_t`") != std::string::npos);
    CHECK(h.find("- **v1beta1**: `git` (`vt::Git<V>`: `revision` added (`std::string`)); `image` added (`vt::Image<V>`), "
                 "downgraded to `git`") != std::string::npos); // what changed in an alternative's struct (issue 33)
    CHECK(h.find("`tier` (`vt::Tier<V>`: `bronze` added, downgraded to `silver`)") != std::string::npos);
    CHECK(h.find("`url` deprecated: use git") != std::string::npos);
    CHECK(h.find("- **v2**: `oci` added (`vt::Oci<V>`), downgraded to `image`") != std::string::npos);
    CHECK(versioned::history_table<vt::Spec>().find("| field |") == 0);
}

} // namespace

// An alternative struct whose first member is a placeholder in some version (a renamed field):
// copying or moving the variant -- alone, or as a vector grows -- must not ask whether the
// variant converts to its std::variant, which tries each alternative from it and made clang
// instantiate that placeholder's converting constructor (an error in a plain move; issue 37's
// PodSpec tree, its GCE volume source).
VERSIONED_VERSIONS(vr, v1alpha1, v1beta1, v1);
VERSIONED_STRUCT(vr, Disk, (std::string, pd_name, changed(v1beta1, from_name(disk_name))), (std::string, fs_type));
VERSIONED_STRUCT(vr, Dir, (std::string, path));
VERSIONED_VARIANT(vr, DiskSource, (vr::Dir<V>, dir), (vr::Disk<V>, disk));
VERSIONED_STRUCT(vr, Volume, (std::string, name), (vr::DiskSource<V>, source));
VERSIONED_STRUCT(vr, Pod, (std::vector<vr::Volume<V>>, volumes));

namespace {

TEST_CASE("a variant whose alternative starts with a placeholder member moves, copies and converts") {
    using source = vr::DiskSource<vr::v1alpha1>;
    static_assert(std::is_nothrow_move_constructible_v<source> && std::is_copy_constructible_v<source>);
    const vr::Pod<vr::v1> pod{.volumes = {{.name = "a", .source = vr::DiskSource<vr::v1>::make<"disk">({.pd_name = "pd", .fs_type = "ext4"})},
                                          {.name = "b", .source = vr::DiskSource<vr::v1>::make<"dir">({.path = "/p"})}}};
    const vr::Pod<vr::v1alpha1> old = versioned::convert<vr::v1alpha1>(pod);
    REQUIRE(old.volumes.size() == 2);
    CHECK(old.volumes[0].source.get<"disk">().disk_name == "pd");
    std::vector<vr::Volume<vr::v1alpha1>> grown = old.volumes;
    grown.reserve(grown.capacity() + 1); // moves the elements
    CHECK(grown[1].source.get<"dir">().path == "/p");
    CHECK(versioned::convert<vr::v1>(old) == pod);
}

// A std::variant of such a struct (docs/limits.md): with clang++, built or assigned from another
// alternative's value only in place, since its converting constructor asks whether the struct is
// initialized from that value, which names the placeholder's error.
TEST_CASE("a std::variant of a struct that starts with a placeholder member, built in place") {
    using disk = vr::Disk<vr::v1alpha1>;
    std::variant<disk, std::string> v{std::in_place_type<std::string>, "abc"};
    CHECK(std::get<1>(v) == "abc");
    v = disk{.disk_name = "pd", .fs_type = "ext4"};
    CHECK(std::get<0>(v).disk_name == "pd");
    v.emplace<1>("def");
    std::vector<std::variant<disk, int>> many(2);
    many.emplace_back(std::in_place_index<1>, 7);
    CHECK((std::get<1>(v) == "def" && many.size() == 3 && many[2].index() == 1));
}

} // namespace
