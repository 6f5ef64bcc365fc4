// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_DETAIL_DEFAULT_VALUE_HPP
#define VERSIONED_DETAIL_DEFAULT_VALUE_HPP

// The default of a field at a version: its default_with() value (or value-initialization) in
// the version that added it, carried through every type change up to that version exactly as
// an upgrade carries a value. One function for every place a default appears -- upgrades of
// a field added later, the schemas' "default" -- so they cannot disagree: a field added as
// 30 (seconds) and changed to milliseconds by upgrade_with defaults to 30000.

#include <versioned/detail/field.hpp>
#include <versioned/detail/field_value.hpp>

#include <cstddef>
#include <type_traits>

namespace versioned::detail {

// F: a field descriptor; V: a version index at or after the version that added the field.
template <class F, std::size_t V>
[[gnu::always_inline]] constexpr auto default_at() {
    constexpr auto& info = field_info_v<F>;
    static_assert(V >= info.added && V < F::versioned_module::versions::size,
                  "versioned: default_at<F, V>: the field is not present in version V");
    using added_t = type_at_t<F, info.added>;
    if constexpr (info.has_default) {
        // A constant that fits (default_result_converts) or a lossless conversion; anything
        // else was reported at the declaration.
        if constexpr (default_result_converts<F, added_t>())
            return chain_value<F, info.added, V>(as_type<added_t, F, info.added, info.added>(F::template versioned_default<>()));
        else
            return type_at_t<F, V>{};
    } else if constexpr (next_type_change(field_info_v<F>, info.added, V) == npos && std::is_same_v<added_t, type_at_t<F, V>>) {
        return type_at_t<F, V>{};
    } else {
        return chain_value<F, info.added, V>(added_t{});
    }
}

// What a downgrade fills into field F at version V when the version it comes from no longer has
// the field (removed): removed(VER, default_with(F))'s value at the last version with the field,
// carried down to V; without one, the field's default as added gives it.
template <class F, std::size_t V>
[[gnu::always_inline]] constexpr auto removed_default_at() {
    constexpr auto& info = field_info_v<F>;
    static_assert(V >= info.added && V < info.removed, "versioned: removed_default_at<F, V>: the field is not present in version V");
    if constexpr (info.has_removed_default) {
        constexpr std::size_t last = info.removed - 1;
        using last_t = type_at_t<F, last>;
        if constexpr (default_result_converts<F, last_t, removed_default>())
            return chain_value<F, last, V>(as_type<last_t, F, last, last>(F::template versioned_removed_default<>()));
        else
            return type_at_t<F, V>{};
    } else {
        return default_at<F, V>();
    }
}

// The value field F starts with in version V when the source version (index From) has none.
template <class F, std::size_t From, std::size_t V>
[[gnu::always_inline]] constexpr auto fill_at() {
    if constexpr (From >= field_info_v<F>.removed)
        return removed_default_at<F, V>();
    else
        return default_at<F, V>();
}

} // namespace versioned::detail

#endif // VERSIONED_DETAIL_DEFAULT_VALUE_HPP
