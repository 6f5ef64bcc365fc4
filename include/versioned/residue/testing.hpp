// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_RESIDUE_TESTING_HPP
#define VERSIONED_RESIDUE_TESTING_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// The residue's properties (DESIGN.md §7) as a one-call check for users' own suites, beside
// check_round_trips (testing.hpp):
//
//   auto r = versioned::testing::check_lossless_round_trips<FooSpec>(1000);
//   REQUIRE_MESSAGE(r.ok, r.message);
//
// For every pair of versions A older than B and generated values x at B:
//   1. convert<B>(convert<A>(x, rest), rest) == x, and rest is empty afterwards (of what the
//      downgrade recorded: an edited field that B removed is the upgrade's own entry);
//   2. with a random edit at A (one field replaced by a random value): the older view of the
//      result is the edited object (or, where the conversions are not inverse at A, what the
//      plain upgrade makes of it), every field of B the edit does not affect equals x's (a
//      field is affected when the plain upgrades of the edited and the unedited object differ
//      there; with struct-level hooks in the range it may also be what the plain upgrade of the
//      edited object gives, since a hook step restores all or nothing), and rest is empty
//      afterwards;
// and the other way, for what an upgrade drops (a field removed at a version up to B), with x at A:
//   3. convert<A>(convert<B>(x, rest), rest) == x;
//   4. with a random edit at B: the newer view of the result is the edited object (or what the
//      plain conversions make of it), and every field of A the edit does not affect equals x's;
// each also through the JSON form (write the residue, read it back, then convert back).

#include <versioned/convert.hpp>
#include <versioned/json.hpp>
#include <versioned/reflection.hpp>
#include <versioned/residue.hpp>
#include <versioned/testing.hpp>

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

namespace versioned::testing {

struct lossless_options {
    bool edits = true;        // property 2 besides property 1
    bool through_json = true; // also write the residue and read it back before upgrading
};

namespace detail {

// Replaces one random present field of obj with a random value; returns its name.
template <class T>
std::string_view edit_random_field(generator& g, T& obj) {
    constexpr std::size_t n = field_count<T>;
    if constexpr (n == 0) {
        return {};
    } else {
        const std::size_t j = g.uniform<std::size_t>(0, n - 1);
        std::string_view name;
        [&]<std::size_t... Is>(std::index_sequence<Is...>) {
            ((j == Is ? (void)(versioned::get<Is>(obj) = g.make<std::remove_cvref_t<decltype(versioned::get<Is>(obj))>>(),
                               name = field_names<T>[Is])
                      : (void)0),
             ...);
        }(std::make_index_sequence<n>{});
        return name;
    }
}

// The first field of `back` that differs from `x` although the edit did not affect it.
// With struct-level hooks in the range, a field may also hold what the plain upgrade of the
// edited object gives: what a hook step lost comes back only while every value it derived is
// unchanged (all or nothing), and an edit the hook reads may move one of them.
template <class T>
std::string first_unaffected_difference(const T& back, const T& x, const T& plain_edited, const T& plain_original,
                                        bool hooks) {
    std::string name;
    [&]<std::size_t... Is>(std::index_sequence<Is...>) {
        ((name.empty() && versioned::get<Is>(plain_edited) == versioned::get<Is>(plain_original) &&
                  !(versioned::get<Is>(back) == versioned::get<Is>(x)) &&
                  !(hooks && versioned::get<Is>(back) == versioned::get<Is>(plain_edited))
              ? (void)(name = std::string(field_names<T>[Is]))
              : (void)0),
         ...);
    }(std::make_index_sequence<field_count<T>>{});
    return name;
}

// The first field of view that is neither the edited value nor what the plain conversions give.
template <class T>
std::string first_unexplained_difference(const T& view, const T& edited, const T& plain_view) {
    std::string name;
    [&]<std::size_t... Is>(std::index_sequence<Is...>) {
        ((name.empty() && !(versioned::get<Is>(view) == versioned::get<Is>(edited)) &&
                  !(versioned::get<Is>(view) == versioned::get<Is>(plain_view))
              ? (void)(name = std::string(field_names<T>[Is]))
              : (void)0),
         ...);
    }(std::make_index_sequence<field_count<T>>{});
    return name;
}

// Whether entries a downgrade recorded are left: an upgrade gives back or drops all of them.
template <template <class> class S>
bool downgrade_entries_left(const residue<S>& rest) {
    for (const auto& entry : ::versioned::detail::residue_access::entries(rest).map)
        if (!::versioned::detail::recorded_by_upgrade(entry.first.kind)) return true;
    return false;
}

// One round trip: x generated at version Home, converted to Away keeping the residue (an
// edit there, maybe; the residue through its JSON form), and back. Home newer than Away is
// properties 1 and 2; Home older (an upgrade that drops a removed field's value) 3 and 4.
template <template <class> class S, std::size_t Home, std::size_t Away>
bool lossless_steps(generator& g, std::uint64_t seed, std::size_t iteration, const lossless_options& options,
                    bool edit, result& r, const std::string& check_name) {
    using versions = versions_of_t<S>;
    using home_version = version_at_t<versions, Home>;
    using away_version = version_at_t<versions, Away>;
    using SH = S<home_version>;
    using SW = S<away_version>;
    auto fail = [&](const std::string& what) { return fail_check(r, check_name + ": " + what, seed, iteration); };
    const SH x = g.make<SH>();
    residue<S> rest;
    SW y = ::versioned::detail::convert_with_residue<Away>(x, rest);
    const SW unedited = y;
    std::string_view edited;
    if (edit) edited = edit_random_field(g, y);
    if (options.through_json) {
        const std::string text = json::write(rest);
        auto again = json::read<residue<S>>(text);
        if (!again) return fail("the residue's JSON did not read back: " + again.error().message() + " in " + text);
        rest = std::move(*again);
    }
    const SH back = ::versioned::detail::convert_with_residue<Home>(SW(y), rest);
    ++r.checked;
    const std::string with = edit ? " after an edit of '" + std::string(edited) + "' at " + std::string(away_version::name) : "";
    // (what an upgrade itself dropped -- an edited field that Home removed -- is the new state's)
    if (Home > Away && downgrade_entries_left(rest)) return fail("the residue is not empty after the upgrade" + with);
    if (!edit) {
        if (!(back == x)) return fail(first_difference(x, back));
        return true;
    }
    // the edit wins: the view at Away of the result is the edited object, field by field (or
    // what the plain conversions make of it, where they are not inverse at Away)
    const SW view = convert<away_version>(back);
    const SH plain_edited = convert<home_version>(y);
    const std::string lost = first_unexplained_difference(view, y, convert<away_version>(plain_edited));
    if (!lost.empty())
        return fail("the edit did not win: field '" + lost + "' of " + std::string(away_version::name) + " differs" + with);
    const SH plain_original = convert<home_version>(unedited);
    using D = typename SH::versioned_descriptor;
    constexpr bool hooks = ::versioned::detail::hooks_between<D, Home, Away>() || ::versioned::detail::hooks_between<D, Away, Home>();
    const std::string changed = first_unaffected_difference(back, x, plain_edited, plain_original, hooks);
    if (!changed.empty()) return fail("field '" + changed + "' changed" + with);
    return true;
}

// One check of lossless_steps; an exception from the user's code (a hook) fails it.
template <template <class> class S, std::size_t Home, std::size_t Away>
bool lossless_once(generator& g, std::uint64_t seed, std::size_t iteration, const lossless_options& options,
                   bool edit, result& r) {
    using versions = versions_of_t<S>;
    const std::string home(version_at_t<versions, Home>::name), away(version_at_t<versions, Away>::name);
    const std::string check_name = "lossless round trip " + home + " -> " + away + " -> " + home;
    return guarded_check(r, check_name + (edit ? " with an edit" : ""), seed, iteration,
                         [&] { return lossless_steps<S, Home, Away>(g, seed, iteration, options, edit, r, check_name); });
}

// Whether an upgrade between the versions A < B of S may drop a value (a removed field).
template <template <class> class S, std::size_t A, std::size_t B>
inline constexpr bool range_drops =
    ::versioned::detail::range_may_drop<S<version_at_t<versions_of_t<S>, A>>, A, B>();

} // namespace detail

// Checks the residue's properties for every pair of versions A older than B, over
// `iterations` random values at B per pair (and as many with an edit). Deterministic for a seed.
template <template <class> class S>
result check_lossless_round_trips(std::size_t iterations = 1000, std::uint64_t seed = 0x5eed,
                                  lossless_options options = {}) {
    using versions = versions_of_t<S>;
    result r;
    generator g{seed};
    [&]<std::size_t... As>(std::index_sequence<As...>) {
        (
            [&]<std::size_t A, std::size_t... Bs>(std::integral_constant<std::size_t, A>, std::index_sequence<Bs...>) {
                (
                    [&] {
                        if constexpr (Bs > A) {
                            for (std::size_t round = 0; round < iterations && r.ok; ++round) {
                                detail::lossless_once<S, Bs, A>(g, seed, round, options, false, r);
                                if (options.edits && r.ok) detail::lossless_once<S, Bs, A>(g, seed, round, options, true, r);
                                if constexpr (detail::range_drops<S, A, Bs>) {
                                    if (r.ok) detail::lossless_once<S, A, Bs>(g, seed, round, options, false, r);
                                    if (options.edits && r.ok) detail::lossless_once<S, A, Bs>(g, seed, round, options, true, r);
                                }
                            }
                        }
                    }(),
                    ...);
            }(std::integral_constant<std::size_t, As>{}, std::make_index_sequence<versions::size>{}),
            ...);
    }(std::make_index_sequence<versions::size>{});
    return r;
}

} // namespace versioned::testing

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_RESIDUE_TESTING_HPP
