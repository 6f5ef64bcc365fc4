// The typed walk shared by <versioned/yaml.hpp> and <versioned/toml.hpp> (tree/detail/read.hpp,
// write.hpp), judged against the JSON layer it must agree with, over generated values of every
// version of the JSON tests' tables (tests/json/types.hpp), through the JSON bridge's trees:
//   - a tree built from json::write(x) reads back as x, fresh and by read_into over another value;
//   - the tree the walk writes for x, rendered as JSON, reads back as x with json::read;
//   - a JSON document that violates the schema in one place (tests/json/mutate.hpp), as a tree,
//     is rejected by the walk with json::read's error code and JSON Pointer.
#include "json/for_each_version.hpp"
#include "json/mutate.hpp"
#include "json/types.hpp"

#include <versioned/json.hpp>
#include <versioned/testing.hpp>
#include <versioned/tree/detail/document_io.hpp>
#include <versioned/tree/detail/json_bridge.hpp>

#include <doctest/doctest.h>

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>

namespace json = versioned::json;
namespace tree = versioned::detail::tree;

namespace {

using jtest::for_each_version;

// The JSON text as a tree (false: the text is not JSON the bridge takes, e.g. a duplicate key).
bool tree_of(const std::string& text, tree::document& doc) {
    tree::failure f;
    return tree::nodes_from_json(text, doc, doc.root, f);
}

template <class T>
std::string json_of_tree(const T& x) {
    tree::document doc;
    json::error e;
    REQUIRE_MESSAGE(tree::write_document(x, {.version_key = "apiVersion"}, doc, e), e.message());
    tree::rendered r;
    tree::failure f;
    REQUIRE(tree::render_node(doc, doc.root, r, f));
    return r.text;
}

template <template <class> class S>
void round_trips(std::size_t count, std::uint64_t seed) {
    for_each_version<S>([&](auto* tag) {
        using T = std::remove_pointer_t<decltype(tag)>;
        versioned::testing::generator gen{seed};
        T into = gen.make<T>();
        for (std::size_t i = 0; i < count; ++i) {
            const T x = gen.make<T>();
            const std::string text = json::write(x, {.version_key = "apiVersion"});
            tree::document doc;
            REQUIRE(tree_of(text, doc));
            auto back = tree::read_fresh<T>(doc, {});
            REQUIRE_MESSAGE(back, text, " -> ", back.error().message());
            REQUIRE(*back == x);
            json::error e;
            REQUIRE_MESSAGE(tree::read_document(doc, {}, true, into, e), e.message());
            REQUIRE(into == x);
            const std::string written = json_of_tree(x);
            auto again = json::read<T>(written);
            REQUIRE_MESSAGE(again, written, " -> ", again.error().message());
            REQUIRE(*again == x);
            auto any = tree::read_any_document<S>(doc, {});
            REQUIRE_MESSAGE(any, any.error().message());
            REQUIRE(std::get<T>(*any) == x);
        }
    });
}

template <template <class> class S>
std::size_t rejects_like_json(std::size_t count, std::uint64_t seed) {
    return jtest::judge_mutations<S>(count, seed, [](auto* tag, const jtest::bad_document& bad) {
        tree::document doc;
        if (!tree_of(bad.text, doc)) return false; // not JSON a tree holds (the YAML and TOML tests cover those)
        auto r = tree::read_fresh<std::remove_pointer_t<decltype(tag)>>(doc, {});
        REQUIRE_MESSAGE(!r, bad.text);
        CHECK_MESSAGE(r.error().code == bad.code, bad.text, " -> ", r.error().message());
        CHECK_MESSAGE(r.error().path == bad.path, bad.text, " -> ", r.error().message());
        return true;
    });
}

} // namespace

TEST_CASE("tree walk: read and write agree with the JSON layer for every version") {
    round_trips<jt::Scalars>(1000, 1);
    round_trips<jt::Limits>(800, 2);
    round_trips<jt::Spec>(600, 3);
    round_trips<jc::Rollout>(800, 4);
    round_trips<jk::Settings>(500, 12);
}

TEST_CASE("tree walk: a document that violates the schema in one place is rejected as json::read rejects it") {
    CHECK(rejects_like_json<jt::Scalars>(30, 6) > 100);
    CHECK(rejects_like_json<jt::Limits>(30, 7) > 100);
    CHECK(rejects_like_json<jt::Spec>(20, 8) > 100);
    CHECK(rejects_like_json<jc::Rollout>(30, 9) > 100);
    CHECK(rejects_like_json<jk::Settings>(20, 13) > 50);
}
