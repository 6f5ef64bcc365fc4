// Issue 9 item 11: the library's own code never warns -Wdeprecated-declarations. This file
// converts in every way between the versions of structs whose deprecated fields have class
// types (std::string, std::vector, a nested versioned struct), from the first version on, in a
// module whose oldest version is deprecated too, and it is compiled like every test with
// -Wall -Wextra -Werror (-Wdeprecated-declarations is on by default): a warning from the
// library fails the build. It names no deprecated member and no deprecated version itself.
// (Constant-evaluated conversions are the one exception on g++ 12: docs/limits.md.)
#include <versioned/testing.hpp>
#include <versioned/versioned.hpp>

#include <doctest/doctest.h>

#include <string>
#include <utility>
#include <vector>

VERSIONED_VERSIONS(dw, (v1alpha1, deprecated("use v1beta1")), v1beta1, v1beta2, v1);

VERSIONED_STRUCT(dw, Inner,
    (std::string, text),
    (std::string, old_text, deprecated(v1beta2, note("use text"))));

VERSIONED_STRUCT(dw, Spec,
    (std::string,              name),
    (std::string,              comment,  deprecated(v1beta1, note("gone"))),
    (std::vector<std::string>, tags,     deprecated(v1)),
    (Inner<V>,                 inner,    deprecated(v1beta2, note("flattened"))),
    (std::string,              title,    added(v1beta1), changed(v1, from_name(caption))),
    (int,                      replicas, added(v1beta2)));

namespace {

using spec_b = dw::Spec<dw::v1beta1>;
using spec_2 = dw::Spec<dw::v1beta2>;
using spec_1 = dw::Spec<dw::v1>;

template <class To, class From>
To every_way(const From& from) {
    From copy = from;
    To a = versioned::convert<versioned::version_of_t<To>>(from);            // const lvalue
    To b = versioned::convert<versioned::version_of_t<To>>(std::move(copy)); // rvalue
    CHECK(a == b);
    return a;
}

} // namespace

TEST_CASE("conversions of structs with deprecated class-type fields do not warn") {
    spec_b b{.name = "web", .caption = "t"};
    b.tags = {"x", "y"};
    b.inner.text = "in";
    const spec_2 two = versioned::upgrade(b);
    const spec_1 one = versioned::upgrade(two);
    CHECK(one.name == "web");
    CHECK(one.title == "t");
    CHECK(versioned::downgrade(one) == two);
    CHECK(versioned::downgrade(two) == b);
    CHECK(every_way<spec_1>(b) == one);
    CHECK(every_way<spec_b>(one).name == "web");
    CHECK(every_way<spec_2>(one) == two);
    CHECK(every_way<spec_b>(two).caption == "t");

    versioned::any<dw::Spec> held = one;
    CHECK(versioned::convert<dw::v1beta1>(held).name == "web");
    held = b;
    CHECK(versioned::convert<dw::v1>(std::move(held)) == one);

    // Every version, the deprecated oldest one included, through the library's own walk.
    const auto r = versioned::testing::check_round_trips<dw::Spec>(200);
    CHECK_MESSAGE(r.ok, r.message);
    const auto inner = versioned::testing::check_round_trips<dw::Inner>(200);
    CHECK_MESSAGE(inner.ok, inner.message);
}
