// Properties of versioned variants over generated values, every pair of versions, both
// directions (tests/variant_types.hpp):
//   - convert<B>(x) is the chain of adjacent upgrades or downgrades, alternative by alternative,
//     for a variant alone and nested in structs and containers;
//   - it holds the alternative of x, or (below the version that added it) the one its
//     downgrade_to chain leads to;
//   - older -> newer -> older gives x back;
//   - JSON: read(write(x)) == x (also with write_nulls), and a document that violates the
//     schema in one place (tests/json/mutate.hpp) is rejected with that place's path and code.
// That the documents validate against json_schema<T> is judged by python3-jsonschema
// (tests/json/dump.cpp writes these types too).
#include "json/mutate.hpp"
#include "property_scale.hpp"
#include "variant_types.hpp"

#include <versioned/json.hpp>
#include <versioned/testing.hpp>

#include <doctest/doctest.h>

#include <cstddef>
#include <string>
#include <type_traits>
#include <utility>

namespace {

template <template <class> class S, class F>
void for_each_pair(F&& f) {
    using versions = versioned::versions_of_t<S>;
    [&]<std::size_t... As>(std::index_sequence<As...>) {
        (
            [&]<std::size_t A, std::size_t... Bs>(std::integral_constant<std::size_t, A>, std::index_sequence<Bs...>) {
                (f(static_cast<S<versioned::version_at_t<versions, A>>*>(nullptr),
                   static_cast<S<versioned::version_at_t<versions, Bs>>*>(nullptr)),
                 ...);
            }(std::integral_constant<std::size_t, As>{}, std::make_index_sequence<versions::size>{}),
            ...);
    }(std::make_index_sequence<versions::size>{});
}

// x at version B, one adjacent step at a time.
template <class B, class T>
B stepwise(const T& x) {
    if constexpr (std::is_same_v<T, B>)
        return x;
    else if constexpr (T::versioned_index < B::versioned_index)
        return stepwise<B>(versioned::upgrade(x));
    else
        return stepwise<B>(versioned::downgrade(x));
}

template <template <class> class S>
std::size_t direct_is_stepwise(std::size_t count) {
    std::size_t checked = 0;
    for_each_pair<S>([&](auto* a, auto* b) {
        using A = std::remove_pointer_t<decltype(a)>;
        using B = std::remove_pointer_t<decltype(b)>;
        versioned::testing::generator gen{A::versioned_index * 31 + B::versioned_index};
        for (std::size_t i = 0; i < count; ++i) {
            const A x = gen.make<A>();
            const B direct = versioned::convert<versioned::version_of_t<B>>(x);
            if (!(direct == stepwise<B>(x))) {
                FAIL_CHECK(versioned::version_of_t<A>::name, " -> ", versioned::version_of_t<B>::name, " iteration ", i,
                           ": the direct conversion differs from the steps: ", versioned::json::write(x));
                return;
            }
            if constexpr (A::versioned_index < B::versioned_index) {
                if (!(versioned::convert<versioned::version_of_t<A>>(direct) == x)) {
                    FAIL_CHECK("older -> newer -> older changed ", versioned::json::write(x));
                    return;
                }
            }
            ++checked;
        }
    });
    return checked;
}

TEST_CASE("every pair of versions, both directions: direct conversion = the adjacent steps") {
    const std::size_t n = test_scale::iterations(400);
    CHECK(direct_is_stepwise<vt::Source>(n) == 16 * n);
    CHECK(direct_is_stepwise<vt::Spec>(n / 2) == 16 * (n / 2));
    CHECK(direct_is_stepwise<vt::Store>(n / 2) == 16 * (n / 2));
    CHECK(direct_is_stepwise<vt::Shape>(n) == 16 * n);
}

TEST_CASE("the alternative held after a conversion: its own, or its downgrade_to chain's") {
    using D = vt::versioned_variant_desc_Source;
    std::size_t checked = 0;
    for_each_pair<vt::Source>([&](auto* a, auto* b) {
        using A = std::remove_pointer_t<decltype(a)>;
        using B = std::remove_pointer_t<decltype(b)>;
        versioned::testing::generator gen{99};
        for (std::size_t i = 0; i < test_scale::iterations(200); ++i) {
            const A x = gen.make<A>();
            const B y = versioned::convert<versioned::version_of_t<B>>(x);
            const std::size_t alt = versioned::detail::variant_layout_v<D>.alternative[A::versioned_index][x.index()];
            const std::size_t expected = versioned::detail::alternative_in<D>(alt, B::versioned_index);
            CHECK(versioned::detail::variant_layout_v<D>.alternative[B::versioned_index][y.index()] == expected);
            if (B::versioned_index >= A::versioned_index) CHECK(expected == alt);
            ++checked;
        }
    });
    CHECK(checked == 16 * test_scale::iterations(200));
}

template <template <class> class S>
std::size_t json_round_trips_and_mutations(std::size_t count) {
    std::size_t checked = 0;
    using versions = versioned::versions_of_t<S>;
    [&]<std::size_t... Is>(std::index_sequence<Is...>) {
        (([&] {
             using T = S<versioned::version_at_t<versions, Is>>;
             versioned::testing::generator gen{Is + 5};
             for (std::size_t i = 0; i < count; ++i) {
                 const T x = gen.make<T>();
                 for (const bool nulls : {false, true}) {
                     const std::string text = versioned::json::write(x, {.write_nulls = nulls});
                     auto back = versioned::json::read<T>(text);
                     if (!back || !(*back == x)) {
                         FAIL_CHECK("round trip of ", text, ": ", back ? std::string("differs") : back.error().message());
                         return;
                     }
                 }
                 if (i < 8) {
                     for (const jtest::bad_document& bad : jtest::document_mutations(x)) {
                         auto r = versioned::json::read<T>(bad.text);
                         if (r || r.error().code != bad.code || r.error().path != bad.path) {
                             FAIL_CHECK("mutation not rejected as expected: ", bad.text, "\n  expected ",
                                        versioned::json::to_string(bad.code), " at '", bad.path, "', got ",
                                        r ? std::string("acceptance") : r.error().message());
                             return;
                         }
                         ++checked;
                     }
                 }
                 ++checked;
             }
         }()),
         ...);
    }(std::make_index_sequence<versions::size>{});
    return checked;
}

TEST_CASE("JSON: round trips of generated values, and one-place violations rejected where they are") {
    const std::size_t n = test_scale::iterations(500);
    CHECK(json_round_trips_and_mutations<vt::Source>(n) > 4 * n);
    CHECK(json_round_trips_and_mutations<vt::Spec>(n / 2) > 4 * (n / 2));
    CHECK(json_round_trips_and_mutations<vt::Store>(n / 2) > 4 * (n / 2));
    CHECK(json_round_trips_and_mutations<vt::Backend>(n) > 4 * n);
    CHECK(json_round_trips_and_mutations<vk::Volume>(n) > 2 * n);
}

} // namespace
