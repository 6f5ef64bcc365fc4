// The residue of versioned variants (DESIGN.md §7, §12): an alternative that a downgrade turned
// into another one comes back on the way up, edits made at the older version win, through the
// residue's JSON form; alone (residue<Variant>) and nested in structs (check_lossless_round_trips
// over every pair of versions, with random edits).
#include "property_scale.hpp"
#include "variant_types.hpp"

#include <versioned/residue.hpp>
#include <versioned/residue/testing.hpp>

#include <doctest/doctest.h>

#include <cstddef>
#include <string>
#include <type_traits>
#include <utility>

namespace {

using namespace vt;

versioned::residue<Source> through_json(const versioned::residue<Source>& rest) {
    auto again = versioned::json::read<versioned::residue<Source>>(versioned::json::write(rest));
    REQUIRE_MESSAGE(again, again.error().message());
    return std::move(*again);
}

TEST_CASE("an alternative the older version lacks comes back, through every step of its chain") {
    const auto oci = Source<v2>::make<"oci">({.ref = "reg/app", .port = 5000});
    versioned::residue<Source> rest;
    const Source<v1alpha1> old = versioned::convert<v1alpha1>(oci, rest);
    CHECK(old.get<"git">().repo == "image://reg/app:5000");
    CHECK(rest.size() == 2); // oci -> image at v2, image -> git at v1beta1
    CHECK(rest.contains("v2", ""));
    CHECK(rest.contains("v1beta1", ""));
    CHECK(versioned::json::write(rest) ==
          R"({"format":1,"entries":[{"at":"v1beta1","path":"","value":{"image":{"image":"reg/app:5000","tier":"gold"}},)"
          R"("older":{"git":{"repo":"image://reg/app:5000"}}},{"at":"v2","path":"","value":{"oci":{"ref":"reg/app","port":5000}},)"
          R"("older":{"image":{"image":"reg/app:5000","tier":"gold"}}}]})");
    versioned::residue<Source> kept = through_json(rest);
    // a partial upgrade gives back what its steps lost; the rest waits
    const Source<v1> mid = versioned::convert<v1>(old, kept);
    CHECK(mid.get<"image">().image == "reg/app:5000");
    CHECK(kept.size() == 1);
    CHECK(versioned::convert<v2>(mid, kept) == oci);
    CHECK(kept.empty());
    // without a residue, nothing comes back
    CHECK(versioned::convert<v2>(old).name() == "git");
}

TEST_CASE("an edit at the older version wins") {
    const auto oci = Source<v2>::make<"oci">({.ref = "r", .port = 1});
    {
        versioned::residue<Source> rest;
        Source<v1alpha1> old = versioned::convert<v1alpha1>(oci, rest);
        old.get<"git">().repo = "edited";
        const Source<v2> back = versioned::convert<v2>(std::move(old), rest);
        CHECK(back.get<"git">().repo == "edited");
        CHECK(rest.empty());
    }
    {
        versioned::residue<Source> rest;
        Source<v1alpha1> old = versioned::convert<v1alpha1>(oci, rest);
        old.emplace<"url">("https://example.com"); // another alternative
        CHECK(versioned::convert<v2>(old, rest).get<"url">() == "https://example.com");
        CHECK(rest.empty());
    }
    {
        // an edit at v1 (image) wins over v2's oci; nothing of v1beta1's step was needed
        versioned::residue<Source> rest;
        Source<v1> mid = versioned::convert<v1>(oci, rest);
        mid.get<"image">().pull_after = 7;
        const Source<v2> back = versioned::convert<v2>(mid, rest);
        CHECK(back.get<"image">().pull_after == 7u);
        CHECK(rest.empty());
    }
}

TEST_CASE("a held alternative's own losses, at /<its key>") {
    versioned::residue<Source> rest;
    const auto size = Source<v2>::make<"size">(std::int64_t{1} << 40);
    const Source<v1beta1> old = versioned::convert<v1beta1>(size, rest);
    CHECK(old.get<"size">() == INT32_MAX);
    CHECK(rest.contains("v1", "/size"));
    CHECK(versioned::convert<v2>(old, rest) == size);
    // an enumerator the older version lacks, inside a struct alternative
    const auto image = Source<v2>::make<"image">({.image = "i", .pull_after = 2, .tier = Tier<v2>::bronze});
    const Source<v1beta1> older = versioned::convert<v1beta1>(image, rest);
    CHECK(rest.contains("v1", "/image/tier"));
    CHECK(rest.contains("v1", "/image/pull_after"));
    versioned::residue<Source> kept = through_json(rest);
    CHECK(versioned::convert<v2>(older, kept) == image);
    CHECK(kept.empty());
    // nothing lost, nothing recorded
    versioned::residue<Source> none;
    CHECK(versioned::convert<v1alpha1>(Source<v2>::make<"url">("u"), none).get<"url">() == "u");
    CHECK(none.empty());
}

TEST_CASE("nested in a struct: entries at the variant's path and below") {
    versioned::residue<Spec> rest;
    const Spec<v2> spec{.name = "n",
                        .source = Source<v2>::make<"size">(std::int64_t{1} << 40),
                        .fallback = Source<v2>::make<"image">({.image = "i", .pull_after = 3, .tier = Tier<v2>::bronze}),
                        .mirrors = {Source<v2>::make<"path">("/p")},
                        .named = {{"k", Source<v2>::make<"git">({.repo = "g", .revision = "rev"})}}};
    const Spec<v1alpha1> old = versioned::convert<v1alpha1>(spec, rest);
    CHECK(rest.contains("v1", "/source/size"));
    CHECK(rest.contains("v1beta1", "/fallback"));
    CHECK(rest.contains("v1", "/mirrors/0"));
    CHECK(rest.contains("v1beta1", "/named/k/git/revision"));
    auto again = versioned::json::read<versioned::residue<Spec>>(versioned::json::write(rest));
    REQUIRE(again);
    CHECK(versioned::convert<v2>(old, *again) == spec);
    CHECK(again->empty());
}

TEST_CASE("the residue's JSON form names only what the variant can lose there") {
    auto bad = versioned::json::read<versioned::residue<Source>>(
        R"({"format":1,"entries":[{"at":"v1beta1","path":"/git/repo","value":"x"}]})");
    REQUIRE(!bad);
    CHECK(bad.error().path == "/entries/0/path");
    bad = versioned::json::read<versioned::residue<Source>>(
        R"({"format":1,"entries":[{"at":"v1alpha1","path":"","value":{"git":{"repo":"x"}}}]})");
    REQUIRE(!bad);
    bad = versioned::json::read<versioned::residue<Source>>(
        R"({"format":1,"entries":[{"at":"v2","path":"","value":{"zz":1},"older":{"url":"u"}}]})");
    REQUIRE(!bad);
    CHECK(bad.error().path == "/entries/0/value/zz");
    CHECK(bad.error().code == versioned::json::errc::unknown_key);
}

// For every pair of versions A older than B and generated x at B: back up to B through the JSON
// form gives x; with the older value replaced by a generated one, the older view of the result
// is that value (the edit wins) and the residue is empty.
template <template <class> class S>
std::size_t root_round_trips(std::size_t count) {
    using versions = versioned::versions_of_t<S>;
    std::size_t checked = 0;
    [&]<std::size_t... As>(std::index_sequence<As...>) {
        (
            [&]<std::size_t A, std::size_t... Bs>(std::integral_constant<std::size_t, A>, std::index_sequence<Bs...>) {
                ((Bs > A ? (void)[&] {
                      using SA = S<versioned::version_at_t<versions, A>>;
                      using SB = S<versioned::version_at_t<versions, Bs>>;
                      versioned::testing::generator gen{A * 7 + Bs};
                      for (std::size_t i = 0; i < count; ++i) {
                          const SB x = gen.make<SB>();
                          const bool edit = i % 2 == 1;
                          versioned::residue<S> rest;
                          SA y = versioned::convert<versioned::version_of_t<SA>>(x, rest);
                          if (edit) y = gen.make<SA>();
                          auto kept = versioned::json::read<versioned::residue<S>>(versioned::json::write(rest));
                          REQUIRE(kept);
                          const SB back = versioned::convert<versioned::version_of_t<SB>>(y, *kept);
                          CHECK(kept->empty());
                          if (edit) CHECK(versioned::convert<versioned::version_of_t<SA>>(back) == y);
                          else CHECK(back == x);
                          ++checked;
                      }
                  }()
                            : (void)0),
                 ...);
            }(std::integral_constant<std::size_t, As>{}, std::make_index_sequence<versions::size>{}),
            ...);
    }(std::make_index_sequence<versions::size>{});
    return checked;
}

TEST_CASE("residue<Variant>: every pair of versions, with and without an edit, through JSON") {
    const std::size_t n = test_scale::iterations(300);
    CHECK(root_round_trips<Source>(n) == 6 * n);
    CHECK(root_round_trips<Backend>(n) == 6 * n);
    CHECK(root_round_trips<Shape>(n) == 6 * n);
}

TEST_CASE("check_lossless_round_trips over structs holding variants") {
    for (const auto& r : {versioned::testing::check_lossless_round_trips<Spec>(test_scale::iterations(400)),
                          versioned::testing::check_lossless_round_trips<Store>(test_scale::iterations(400))}) {
        CHECK_MESSAGE(r.ok, r.message);
        CHECK(r.checked == 2 * 6 * test_scale::iterations(400));
    }
}

} // namespace
