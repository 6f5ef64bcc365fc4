// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_RESIDUE_DETAIL_VARIANT_HPP
#define VERSIONED_RESIDUE_DETAIL_VARIANT_HPP

// The residue of a versioned variant (VERSIONED_VARIANT), one adjacent step at a time, as
// residue/detail/convert.hpp does for structs:
//   Downgrade B -> A of the held alternative:
//     A has it             at the variant's path + "/<its key in B>", as a struct field: a type
//                          change with functions recorded whole, other values walked into
//     A lacks it (added    the older version holds its downgrade_to target: the whole newer
//     at B)                variant recorded at the variant's path, with what A holds there
//   Upgrade A -> B: a whole-variant entry comes back only while A still holds what the downgrade
//   put there (an edit -- another alternative, another value -- wins); otherwise the held
//   alternative goes up as a field does.
// The alternative's key is a path segment also for an internally tagged variant, whose JSON has
// none: a path names one alternative, whichever form the JSON takes.

#include <versioned/detail/field.hpp>
#include <versioned/detail/field_value.hpp>
#include <versioned/detail/meta.hpp>
#include <versioned/detail/value_conversion.hpp>
#include <versioned/residue/detail/convert.hpp>
#include <versioned/residue/detail/store.hpp>
#include <versioned/variant/detail/convert.hpp>
#include <versioned/variant/detail/core.hpp>

#include <cstddef>
#include <string>
#include <utility>
#include <variant>

namespace versioned::detail {

template <class T>
using variant_desc_t = typename T::versioned_variant_descriptor;

// The alternative in slot K of version B (newer) across the step to B - 1.
template <class TB, std::size_t K>
constexpr bool alternative_may_lose() noexcept {
    using D = variant_desc_t<TB>;
    constexpr std::size_t b = TB::versioned_index;
    constexpr std::size_t a = variant_layout_v<D>.alternative[b][K];
    using A = alternative_at_t<D, a>;
    if constexpr (variant_layout_v<D>.slot[b - 1][a] == npos) {
        return true; // added at b: it becomes another alternative
    } else if constexpr (constexpr action c = change_at(field_info_v<A>, b); c.converts()) {
        return c.upgrade_with || c.downgrade_with; // without functions both ways are lossless
    } else {
        return value_may_lose<type_at_t<A, b>, type_at_t<A, b - 1>>();
    }
}

template <class TB, class TA>
constexpr bool variant_may_lose() noexcept {
    return []<std::size_t... Ks>(std::index_sequence<Ks...>) {
        return (alternative_may_lose<TB, Ks>() || ... || false);
    }(std::make_index_sequence<std::variant_size_v<typename TB::storage_type>>{});
}

// Whether the upgrade to B of the alternative in slot K of B drops a value (a removed field of
// its struct); every alternative of B - 1 is one of B's (alternatives are never removed).
template <class TB, std::size_t K>
constexpr bool alternative_may_drop() noexcept {
    using D = variant_desc_t<TB>;
    constexpr std::size_t b = TB::versioned_index;
    constexpr std::size_t a = variant_layout_v<D>.alternative[b][K];
    using A = alternative_at_t<D, a>;
    if constexpr (variant_layout_v<D>.slot[b - 1][a] == npos || change_at(field_info_v<A>, b).converts())
        return false; // added at b, or converted whole
    else
        return value_may_drop<type_at_t<A, b>, type_at_t<A, b - 1>>();
}

template <class TB, class TA>
constexpr bool variant_may_drop() noexcept {
    return []<std::size_t... Ks>(std::index_sequence<Ks...>) {
        return (alternative_may_drop<TB, Ks>() || ... || false);
    }(std::make_index_sequence<std::variant_size_v<typename TB::storage_type>>{});
}

// The JSON key of the alternative in slot K of version V: its path segment.
template <class T, std::size_t K>
constexpr std::string_view alternative_segment() noexcept {
    return variant_key_table<variant_desc_t<T>, T::versioned_index>::keys[K];
}

template <class TA, class Fd, class TB, std::size_t K>
TA down_alternative(const TB& v, std::size_t b, residue_entries& out, std::string& path) {
    using D = variant_desc_t<TB>;
    constexpr std::size_t a = variant_layout_v<D>.alternative[TB::versioned_index][K];
    constexpr std::size_t older_slot = variant_layout_v<D>.slot[TB::versioned_index - 1][a];
    using A = alternative_at_t<D, a>;
    if constexpr (!alternative_may_lose<TB, K>() && !alternative_may_drop<TB, K>()) {
        return convert_value<TA>(v);
    } else if constexpr (older_slot == npos) {
        require_equality<Fd, TB>();
        require_equality<Fd, TA>();
        TA older = convert_value<TA>(v);
        out.add(b, path, residue_kind::value, residue_entry{residue_value::of(v), residue_value::of(older), true});
        return older;
    } else {
        path_scope scope(path);
        append_token(path, alternative_segment<TB, K>());
        const auto& x = std::get<K>(v.storage());
        using XB = std::remove_cvref_t<decltype(x)>;
        using XA = std::variant_alternative_t<older_slot, typename TA::storage_type>;
        if constexpr (change_at(field_info_v<A>, TB::versioned_index).converts()) {
            require_equality<A, XB>();
            require_equality<A, XA>();
            XA older = chain_value<A, TB::versioned_index, TB::versioned_index - 1>(x);
            if constexpr (std::equality_comparable<XB> && std::equality_comparable<XA>)
                if (!(chain_value<A, TB::versioned_index - 1, TB::versioned_index>(static_cast<const XA&>(older)) == x))
                    out.add(b, path, residue_kind::value, residue_entry{residue_value::of(x), residue_value::of(older), true});
            return TA(std::in_place_index<older_slot>, std::move(older));
        } else {
            return TA(std::in_place_index<older_slot>, down_value<XA, A>(x, b, out, path));
        }
    }
}

// v (version b) carried to TA (version b - 1), recording what the round trip would change.
template <class TA, class Fd, class TB>
TA down_variant(const TB& v, std::size_t b, residue_entries& out, std::string& path) {
    if (v.storage().valueless_by_exception()) throw std::bad_variant_access{};
    return [&]<std::size_t... Ks>(std::index_sequence<Ks...>) {
        using step = TA (*)(const TB&, std::size_t, residue_entries&, std::string&);
        constexpr step slots[] = {&down_alternative<TA, Fd, TB, Ks>...};
        return slots[v.index()](v, b, out, path);
    }(std::make_index_sequence<std::variant_size_v<typename TB::storage_type>>{});
}

template <class TB, class Fd, class TA, std::size_t K>
TB up_alternative(TA& y, std::size_t b, residue_entries& in, std::string& path) {
    using D = variant_desc_t<TA>;
    constexpr std::size_t a = variant_layout_v<D>.alternative[TA::versioned_index][K];
    constexpr std::size_t newer_slot = variant_layout_v<D>.slot[TB::versioned_index][a]; // never removed
    using A = alternative_at_t<D, a>;
    auto& x = std::get<K>(y.storage());
    using XA = std::remove_cvref_t<decltype(x)>;
    using XB = std::variant_alternative_t<newer_slot, typename TB::storage_type>;
    path_scope scope(path);
    append_token(path, alternative_segment<TB, newer_slot>());
    if constexpr (change_at(field_info_v<A>, TB::versioned_index).converts()) {
        if (auto it = in.find(b, path, residue_kind::value); it != in.map.end()) {
            // the older value is as the downgrade left it: the newer one comes back
            XB kept{};
            bool restored = false;
            if constexpr (std::equality_comparable<XA>) restored = it->second.older.equals(x) && it->second.value.load(kept);
            in.map.erase(it);
            if (restored) return TB(std::in_place_index<newer_slot>, std::move(kept));
        }
        return TB(std::in_place_index<newer_slot>, chain_value<A, TA::versioned_index, TB::versioned_index>(static_cast<XA&&>(x)));
    } else {
        return TB(std::in_place_index<newer_slot>, up_value<XB, A>(x, b, in, path));
    }
}

// y (version b - 1) carried to TB (version b), giving back what the residue holds at and below
// path. Moves from y.
template <class TB, class Fd, class TA>
TB up_variant(TA& y, std::size_t b, residue_entries& in, std::string& path) {
    if (auto it = in.find(b, path, residue_kind::value); it != in.map.end()) {
        // a downgrade made another alternative of this one: it comes back unless y was edited
        const TB* kept = it->second.value.template get<TB>();
        const bool unedited = kept != nullptr && it->second.older.equals(static_cast<const TA&>(y));
        if (unedited) {
            TB r = *kept;
            in.map.erase(it);
            return r;
        }
        in.map.erase(it);
    }
    if (y.storage().valueless_by_exception()) throw std::bad_variant_access{};
    return [&]<std::size_t... Ks>(std::index_sequence<Ks...>) {
        using step = TB (*)(TA&, std::size_t, residue_entries&, std::string&);
        constexpr step slots[] = {&up_alternative<TB, Fd, TA, Ks>...};
        return slots[y.index()](y, b, in, path);
    }(std::make_index_sequence<std::variant_size_v<typename TA::storage_type>>{});
}

// ---- a variant at the root of a residue (residue<Variant>) --------------------------------------

template <class T, std::size_t I>
using variant_at_t = typename variant_desc_t<T>::template versioned_template<
    version_at_t<typename variant_desc_t<T>::versioned_module::versions, I>>;

template <class T, std::size_t From, std::size_t To>
constexpr bool variant_range_may_lose() noexcept {
    return []<std::size_t... Is>(std::index_sequence<Is...>) {
        return (variant_may_lose<variant_at_t<T, From - Is>, variant_at_t<T, From - Is - 1>>() || ... || false);
    }(std::make_index_sequence<From - To>{});
}
template <class T, std::size_t Lo, std::size_t Hi>
constexpr bool variant_range_may_drop() noexcept {
    return []<std::size_t... Is>(std::index_sequence<Is...>) {
        return (variant_may_drop<variant_at_t<T, Lo + Is + 1>, variant_at_t<T, Lo + Is>>() || ... || false);
    }(std::make_index_sequence<Hi - Lo>{});
}

template <std::size_t To, class T>
auto variant_residue_down(const T& x, residue_entries& d) {
    using A = variant_at_t<T, T::versioned_index - 1>;
    std::string path;
    A y = down_value<A, variant_desc_t<T>>(x, T::versioned_index, d, path);
    d.erase_version(T::versioned_index, true); // what was not given back was overtaken by an edit
    if constexpr (A::versioned_index == To)
        return y;
    else
        return variant_residue_down<To>(y, d);
}

template <std::size_t To, class T>
auto variant_residue_up(T& y, residue_entries& d) {
    using B = variant_at_t<T, T::versioned_index + 1>;
    std::string path;
    B x = up_value<B, variant_desc_t<T>>(y, B::versioned_index, d, path);
    d.erase_version(B::versioned_index); // what was not given back was overtaken by an edit
    if constexpr (B::versioned_index == To)
        return x;
    else
        return variant_residue_up<To>(x, d);
}

} // namespace versioned::detail

#endif // VERSIONED_RESIDUE_DETAIL_VARIANT_HPP
