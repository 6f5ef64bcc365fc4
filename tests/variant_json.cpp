// JSON of versioned variants (DESIGN.md §12): externally tagged by default, internally tagged
// through variant_options; every bad input an error with its code, path and position.
#include "variant_types.hpp"

#include <versioned/json.hpp>

#include <doctest/doctest.h>

#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace {

using namespace vt;

template <class T>
versioned::json::error read_error(std::string_view text, const versioned::json::read_options& options = {}) {
    auto r = versioned::json::read<T>(text, options);
    REQUIRE_MESSAGE(!r, "accepted: " << text);
    return r.error();
}

TEST_CASE("externally tagged: one member, the alternative's key") {
    CHECK(versioned::json::write(Source<v2>::make<"oci">({.ref = "r", .port = 5})) == R"({"oci":{"ref":"r","port":5}})");
    CHECK(versioned::json::write(Source<v2>::make<"size">(-3)) == R"({"size":-3})");
    CHECK(versioned::json::write(Source<v2>::make<"tier">(Tier<v2>::bronze)) == R"({"tier":"bronze"})");
    CHECK(versioned::json::write(Source<v1beta1>::make<"bucket">({.name = "b"})) == R"({"bucket":{"name":"b","regions":[]}})");
    CHECK(versioned::json::write(Source<v2>::make<"path">("/p")) == R"({"path":"/p"})");
    CHECK(versioned::json::write(vk::Volume<vk::v2>::make<"host_path">({.host_path = "/h"})) ==
          R"({"hostPath":{"hostPath":"/h"}})");
    const auto r = versioned::json::read<Source<v2>>(R"( { "image" : { "tier":"gold" , "image":"i" } } )");
    REQUIRE(r);
    CHECK(r->get<"image">() == Image<v2>{.image = "i", .pull_after = std::nullopt, .tier = Tier<v2>::gold});
    CHECK(versioned::json::read<Source<v1>>(R"({"url":"u"})")->get<"url">() == "u");
    CHECK(versioned::json::read<Source<v1>>(R"({"path":"u"})")->name() == "path");
    CHECK(versioned::json::read<vk::Volume<vk::v2>>(R"({"emptyDir":"e"})")->get<"empty_dir">() == "e");
}

TEST_CASE("nested in a struct: optional omitted when empty, vectors and maps") {
    const Spec<v2> spec{.name = "n",
                        .source = Source<v2>::make<"git">({.repo = "g", .revision = "r"}),
                        .fallback = std::nullopt,
                        .mirrors = {Source<v2>::make<"url">("u")},
                        .named = {{"a", Source<v2>::make<"size">(1)}}};
    const std::string text = versioned::json::write(spec);
    CHECK(text == R"({"name":"n","source":{"git":{"repo":"g","revision":"r"}},"mirrors":[{"url":"u"}],"named":{"a":{"size":1}}})");
    CHECK(versioned::json::read<Spec<v2>>(text).value() == spec);
    CHECK(versioned::json::write(spec, {.write_nulls = true}).find(R"("fallback":null)") != std::string::npos);
    CHECK(versioned::json::read<Spec<v2>>(
              R"({"name":"n","source":{"size":2},"fallback":null,"mirrors":[],"named":{}})")->fallback == std::nullopt);
}

TEST_CASE("externally tagged: bad input") {
    auto e = read_error<Source<v2>>("{}");
    CHECK(e.code == versioned::json::errc::missing_key);
    CHECK(e.path.empty());
    CHECK(e.detail.find("expected one member naming the alternative of Source v2 (expected one of \"git\", \"image\"") == 0);
    e = read_error<Spec<v1>>(R"({"name":"n","source":{"zz":1},"named":{}})");
    CHECK(e.code == versioned::json::errc::unknown_key);
    CHECK(e.path == "/source/zz");
    CHECK(e.column == 28); // at the value (a struct's unknown key: at the key)
    CHECK(e.detail.find("unknown alternative \"zz\" of Source v1") == 0);
    e = read_error<Source<v2>>(R"({"git":{"repo":"a","revision":"b"},"url":"x"})");
    CHECK(e.code == versioned::json::errc::invalid_value);
    CHECK(e.path == "/url");
    CHECK(e.detail == "a second alternative \"url\" after \"git\": a variant holds one (an object of one member)");
    e = read_error<Source<v2>>(R"({"git":{"repo":"a"}})");
    CHECK(e.code == versioned::json::errc::missing_key);
    CHECK(e.path == "/git/revision");
    e = read_error<Source<v2>>(R"({"size":1.5})");
    CHECK(e.code == versioned::json::errc::fraction_in_integer);
    CHECK(e.path == "/size");
    e = read_error<Source<v2>>("[]");
    CHECK(e.code == versioned::json::errc::wrong_type);
    CHECK(e.detail == "expected an object, got an array");
    e = read_error<Source<v2>>(R"({"url":"a","url":"b"})");
    CHECK(e.code == versioned::json::errc::duplicate_key);
    // another version's names are unknown here: bucket became s3 in v1, path came in v1
    CHECK(read_error<Source<v1>>(R"({"bucket":{"name":"b","regions":[]}})").code == versioned::json::errc::unknown_key);
    CHECK(read_error<Source<v1beta1>>(R"({"path":"p"})").path == "/path");
    CHECK(read_error<Source<v2>>(R"({"tier":"platinum"})").code == versioned::json::errc::unknown_enumerator);
    CHECK(read_error<Source<v2>>(R"({"url":"x"} x)").code == versioned::json::errc::trailing_characters);
    CHECK(read_error<Source<v2>>(R"({"url":"x")").code == versioned::json::errc::syntax);
}

TEST_CASE("externally tagged: unknown members ignored on request, one alternative still required") {
    const versioned::json::read_options lenient{.unknown_keys = versioned::json::unknown_keys::ignore};
    const auto r = versioned::json::read<Source<v1>>(R"({"oci":{"ref":"r"},"url":"u","future":[1,{}]})", lenient);
    REQUIRE(r);
    CHECK(r->get<"url">() == "u");
    CHECK(read_error<Source<v1>>(R"({"oci":{"ref":"r"}})", lenient).code == versioned::json::errc::missing_key);
}

TEST_CASE("internally tagged: the tag beside the alternative's members") {
    const auto b = Backend<v2>::make<"registry">({.ref = "x", .port = 3});
    CHECK(versioned::json::write(b) == R"({"kind":"registry","ref":"x","port":3})");
    CHECK(versioned::json::write(Backend<v2>::make<"s3">({.name = "b"})) == R"({"kind":"s3","name":"b","regions":[]})");
    // the tag anywhere among the members
    for (std::string_view text : {R"({"kind":"registry","ref":"x","port":3})", R"({"ref":"x","kind":"registry","port":3})",
                                  R"({"ref":"x","port":3,"kind":"registry"})", R"( { "ref" : "x" , "port" : 3 , "kind" : "registry" } )"}) {
        const auto r = versioned::json::read<Backend<v2>>(text);
        REQUIRE_MESSAGE(r, text << ": " << r.error().message());
        CHECK(*r == b);
    }
    const Store<v2> store{.backend = b, .replicas = {Backend<v2>::make<"git">({.repo = "g", .revision = "r"})}};
    CHECK(versioned::json::read<Store<v2>>(versioned::json::write(store)).value() == store);
    // a struct of no members: the tag alone
    CHECK(versioned::json::read<Backend<v1>>(R"({"kind":"git","repo":"","revision":""})")->name() == "git");
}

TEST_CASE("internally tagged: bad input, placed in the original text") {
    using versioned::json::errc;
    auto e = read_error<Store<v2>>(R"({"backend":{"name":"b","regions":[]},"replicas":[]})");
    CHECK(e.code == errc::missing_key);
    CHECK(e.path == "/backend/kind");
    CHECK(e.detail.find("missing the tag \"kind\" naming the alternative of Backend v2") == 0);
    e = read_error<Store<v2>>(R"({"backend":{"kind":"zz","name":"b","regions":[]},"replicas":[]})");
    CHECK(e.code == errc::unknown_enumerator);
    CHECK(e.path == "/backend/kind");
    CHECK(e.column == 20);
    e = read_error<Store<v2>>(R"({"backend":{"kind":3},"replicas":[]})");
    CHECK(e.code == errc::wrong_type);
    CHECK(e.path == "/backend/kind");
    e = read_error<Store<v2>>(R"({"backend":{"kind":"s3","kind":"s3"},"replicas":[]})");
    CHECK(e.code == errc::duplicate_key);
    // errors inside the alternative, before and after the tag, at their own place
    e = read_error<Store<v2>>(R"({"backend":{"name":"b", "kind":"s3","regions":[1]},"replicas":[]})");
    CHECK(e.code == errc::wrong_type);
    CHECK(e.path == "/backend/regions/0");
    CHECK(e.column == 48);
    e = read_error<Store<v2>>(R"({"backend":{"name":1, "kind":"s3","regions":[]},"replicas":[]})");
    CHECK(e.path == "/backend/name");
    CHECK(e.column == 20);
    e = read_error<Store<v2>>(R"({"backend":{"name":"b","regions":[], "kind":"s3", "x":1},"replicas":[]})");
    CHECK(e.code == errc::unknown_key);
    CHECK(e.path == "/backend/x");
    CHECK(e.column == 51);
    e = read_error<Store<v2>>("{\"backend\":{\"kind\":\"s3\",\n\"name\":\"b\"},\"replicas\":[]}");
    CHECK(e.code == errc::missing_key);
    CHECK(e.path == "/backend/regions");
    CHECK(e.line == 2);
    CHECK(e.column == 11);
    // a member of another alternative is unknown to this one
    CHECK(read_error<Backend<v2>>(R"({"kind":"s3","name":"b","regions":[],"port":1})").path == "/port");
    // registry came in v1
    CHECK(read_error<Backend<v1beta1>>(R"({"kind":"registry","ref":"x","port":3})").code == errc::unknown_enumerator);
    CHECK(read_error<Backend<v2>>(R"({"kind":"s3","name":"b","regions":[})").code == errc::syntax);
    CHECK(read_error<Backend<v2>>(R"("s3")").code == errc::wrong_type);
    // unknown members ignored on request, inside the alternative too
    const auto r = versioned::json::read<Backend<v2>>(R"({"x":1,"kind":"s3","name":"b","regions":[]})",
                                                      {.unknown_keys = versioned::json::unknown_keys::ignore});
    REQUIRE(r);
    CHECK(r->get<"s3">().name == "b");
}

// issue 33: write_options::version_key was dropped at a variant's root; read<T> and read_any<S>
// refused the key.
TEST_CASE("a variant at the root carries the version key, as a struct does") {
    using versioned::json::errc;
    const auto s = Source<v2>::make<"url">("u");
    CHECK(versioned::json::write(s, {.version_key = "apiVersion"}) == R"({"apiVersion":"v2","url":"u"})");
    CHECK(versioned::json::write(s, {.version_key = "apiVersion", .group = "example.com"}) ==
          R"({"apiVersion":"example.com/v2","url":"u"})");
    CHECK(versioned::json::read<Source<v2>>(R"({"apiVersion":"v2","url":"u"})").value() == s);
    CHECK(versioned::json::read<Source<v2>>(R"({"url":"u","apiVersion":"v2"})").value() == s);
    auto e = read_error<Source<v2>>(R"({"apiVersion":"v1","url":"u"})");
    CHECK(e.code == errc::version_mismatch);
    CHECK(e.path == "/apiVersion");
    const auto any = versioned::json::read_any<Source>(versioned::json::write(Source<v1beta1>::make<"url">("u"), {.version_key = "apiVersion"}));
    REQUIRE_MESSAGE(any, any.error().message());
    CHECK(std::get<1>(*any) == Source<v1beta1>::make<"url">("u"));
    // below the root it is no alternative
    CHECK(read_error<Spec<v2>>(R"({"name":"n","source":{"apiVersion":"v2","url":"u"},"mirrors":[],"named":{}})").path ==
          "/source/apiVersion");

    const auto b = Backend<v2>::make<"registry">({.ref = "x", .port = 3});
    CHECK(versioned::json::write(b, {.version_key = "apiVersion"}) == R"({"apiVersion":"v2","kind":"registry","ref":"x","port":3})");
    for (std::string_view text : {R"({"apiVersion":"v2","kind":"registry","ref":"x","port":3})",
                                  R"({"ref":"x","kind":"registry","port":3,"apiVersion":"v2"})"}) {
        const auto r = versioned::json::read<Backend<v2>>(text);
        REQUIRE_MESSAGE(r, text << ": " << r.error().message());
        CHECK(*r == b);
    }
    e = read_error<Backend<v2>>(R"({"kind":"registry","ref":"x","apiVersion":"v1","port":3})");
    CHECK(e.code == errc::version_mismatch);
    CHECK(e.path == "/apiVersion");
    CHECK(e.column == 43); // at the value, as a struct's
    const auto held = versioned::json::read_any<Backend>(R"({"kind":"s3","name":"b","regions":[],"apiVersion":"v1"})");
    REQUIRE_MESSAGE(held, held.error().message());
    CHECK(std::get<2>(*held).get<"s3">().name == "b");
    CHECK(read_error<Store<v2>>(R"({"backend":{"apiVersion":"v2","kind":"s3","name":"b","regions":[]},"replicas":[]})").path ==
          "/backend/apiVersion");

    // a key of the object with the version key's name: an error, not a key written twice
    auto w = versioned::json::try_write(s, {.version_key = "url"});
    REQUIRE(!w);
    CHECK(w.error().code == errc::duplicate_key);
    CHECK(!versioned::json::try_write(b, {.version_key = "kind"}));
    CHECK(!versioned::json::try_write(b, {.version_key = "ref"}));
    CHECK(versioned::json::write(b, {.version_key = "name"}) == R"({"name":"v2","kind":"registry","ref":"x","port":3})");
    // a root of no version cannot carry the key: an error, not the option dropped
    w = versioned::json::try_write(std::vector<Source<v2>>{s}, {.version_key = "apiVersion"});
    REQUIRE(!w);
    CHECK(w.error().code == errc::invalid_value);
    CHECK(w.error().message().find("the value written has no version") != std::string::npos);
}

TEST_CASE("max_depth counts the variant's object") {
    const versioned::json::read_options shallow{.max_depth = 2};
    CHECK(versioned::json::read<Source<v2>>(R"({"url":"u"})", shallow));
    CHECK(read_error<Source<v2>>(R"({"s3":{"name":"b","regions":[]}})", shallow).code == versioned::json::errc::too_deep);
    CHECK(read_error<Backend<v2>>(R"({"kind":"s3","name":"b","regions":[]})", {.max_depth = 1}).code ==
          versioned::json::errc::too_deep);
}

} // namespace
