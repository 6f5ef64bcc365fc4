// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_DETAIL_SEMANTICS_HPP
#define VERSIONED_DETAIL_SEMANTICS_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// A field's list, map and struct semantics (DESIGN.md §14): list_type(atomic | set | map, "key",
// ...), map_type(...), struct_type(...) -- what Kubernetes' server-side apply merges by. The
// table gives them as data (detail/field_info.hpp); here are the rules that need the field's
// type, and the one check a value gets: a set's items, and a map list's keys, are unique. The
// reader (json/read.hpp) and validate (constraints/detail/walk.hpp) call keeps_semantics, the
// generators drop_duplicates; the schemas write the keywords (schema/detail/fields.hpp, types.hpp).

#include <versioned/constraints/detail/fit.hpp>
#include <versioned/constraints/detail/report.hpp>
#include <versioned/container_traits.hpp>
#include <versioned/detail/default_json.hpp>
#include <versioned/detail/field_info.hpp>
#include <versioned/detail/meta.hpp>
#include <versioned/detail/rules.hpp>
#include <versioned/detail/shown_default.hpp>
#include <versioned/key_naming.hpp>
#include <versioned/reflection.hpp>

#include <algorithm>
#include <array>
#include <cstddef>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace versioned::detail {

template <class F>
inline constexpr bool has_semantics = field_info_v<F>.list != list_kind::none || field_info_v<F>.map_type != topology::none ||
                                      field_info_v<F>.struct_type != topology::none || field_info_v<F>.nullable ||
                                      !field_info_v<F>.default_json.empty();
template <class T>
struct without_optional {
    using type = T;
};
template <class T>
struct without_optional<std::optional<T>> {
    using type = T;
};

// A versioned struct's own struct_type(...) entry (Kubernetes' ObjectReference: atomic wherever it
// is used); none for any other type.
template <class T>
constexpr topology struct_topology() noexcept {
    if constexpr (versioned_struct<T>) {
        bool bad = false;
        return read_struct_topology(T::versioned_descriptor::versioned_struct_types, bad);
    } else {
        return topology::none;
    }
}
template <class T>
inline constexpr topology struct_topology_v = struct_topology<T>();

// The items of a list type (std::array included); void for any other type.
template <class T>
struct list_items {
    using type = void;
};
template <class T>
    requires(!requires { typename T::key_type; } && requires { typename container_traits<T>::value_type; } &&
             !is_optional<T>::value && !std::is_same_v<T, std::string>)
struct list_items<T> {
    using type = typename container_traits<T>::value_type;
};

// A list of E is a map list by itself, keyed as implied_list_keys<E> says (a list of Kubernetes'
// conditions: list_type(map, "type")), where its field says no list_type: specialized with
// `static constexpr std::string_view keys` (as list_type writes them) and `static auto key(const
// E&)`, what the items compare by (k8s/condition.hpp).
template <class E>
struct implied_list_keys;
template <class E>
concept has_implied_keys = !std::is_void_v<E> && requires(const E& item) {
    { implied_list_keys<E>::keys } -> std::convertible_to<std::string_view>;
    implied_list_keys<E>::key(item) < implied_list_keys<E>::key(item);
};

// Whether T is a list (or an optional one) whose items imply its keys: once per type.
// (a resizable list, std::vector, std::deque or std::list: what the schema writes the keys for
// and what the generators can drop repeated items from)
template <class T, class U = typename without_optional<T>::type>
inline constexpr bool implies_keys = has_implied_keys<typename list_items<U>::type> && requires(U& list) {
    typename U::allocator_type;
    list.erase(list.begin());
};
// Field F's list semantics at its type T: its list_type, else what T's items imply.
template <class F, class T>
struct list_semantics {
    using items = typename list_items<typename without_optional<T>::type>::type;
    static constexpr bool implied_by_type = implies_keys<T>; // and so in the type's schema
    static constexpr bool implied = field_info_v<F>.list == list_kind::none && implied_by_type;
    static constexpr list_kind list = implied ? list_kind::map : field_info_v<F>.list;
    static constexpr std::string_view keys = [] {
        if constexpr (implied)
            return std::string_view(implied_list_keys<items>::keys);
        else
            return field_info_v<F>.map_keys;
    }();
};
// Whether a value of field F at type T is checked for duplicates: a set, a map list. (Every
// member the reader reads asks: the field's data first, the type only where it says nothing.)
template <class F, class T>
inline constexpr bool checks_duplicates = field_info_v<F>.list == list_kind::set || field_info_v<F>.list == list_kind::map ||
                                          (field_info_v<F>.list == list_kind::none && implies_keys<T>);

// Whether two texts of keys as written name the same keys ("type" and  "type" ).
constexpr bool same_keys(std::string_view lhs, std::string_view rhs) noexcept {
    std::array<std::string_view, 16> ka{}, kb{};
    std::size_t na = 0, nb = 0;
    const bool ok = for_each_map_key(lhs, [&](std::string_view key) { if (na < ka.size()) ka[na++] = key; }) &&
                    for_each_map_key(rhs, [&](std::string_view key) { if (nb < kb.size()) kb[nb++] = key; });
    return ok && na == nb && std::equal(ka.begin(), ka.begin() + na, kb.begin());
}

// ---- list_type(map, "key", ...): the keys as members of the items' struct ------------------------

inline constexpr std::size_t max_map_keys = 8;
struct map_key_members {
    std::array<std::size_t, max_map_keys> member{}; // present member index per key
    std::size_t count = 0;
    bool valid = true; // every key a required scalar member
};

// Whether present member I of E may be a list-map key: a scalar that the schema requires, or
// whose default it shows (the API server's rule: every item has the keys once defaulted).
template <class E, std::size_t I>
constexpr bool key_member_fits() noexcept {
    using M = present_member_t<E, I>;
    using Fd = field_at_t<E, present_fields_v<E>[I].field>;
    constexpr auto& info = field_info_v<Fd>;
    constexpr std::size_t at = E::versioned_index;
    if constexpr (!constraints::is_scalar(constraints::shape_of<M>().kind) || is_optional<M>::value ||
                  !requires(const M& key) { key < key; })
        return false;
    else if constexpr (!info.has_default)
        return at < info.deprecated;
    else
        return shown_default<Fd, at>() != default_kind::none;
}
template <class E, std::size_t... Is>
constexpr map_key_members find_key_members(std::string_view keys, std::index_sequence<Is...>) noexcept {
    constexpr bool fits[] = {key_member_fits<E, Is>()..., false};
    map_key_members out{};
    const bool written = for_each_map_key(keys, [&](std::string_view key) {
        std::size_t found = npos;
        for (std::size_t member = 0; member < sizeof...(Is); ++member)
            if (json_keys<E>[member] == key) found = member;
        if (found == npos || !fits[found] || out.count == max_map_keys) {
            out.valid = false;
        } else {
            out.member[out.count++] = found;
        }
    });
    out.valid = out.valid && written;
    return out;
}
template <class E, class F>
inline constexpr map_key_members key_members_v =
    find_key_members<E>(field_info_v<F>.map_keys, std::make_index_sequence<field_count<E>>{});

// ---- the rules that need the field's type ---------------------------------------------------------

constexpr unsigned rule_bit(rule r) noexcept { return 1u << static_cast<unsigned>(r); }

// The rules broken by field F's semantics at one of its types T.
template <class F, class T>
constexpr unsigned semantics_errors_at() noexcept {
    constexpr auto& info = field_info_v<F>;
    using U = typename without_optional<T>::type;
    using items = typename list_items<U>::type;
    unsigned broken = 0;
    if constexpr (info.list != list_kind::none) {
        // (a set or a map list drops repeated items, which a std::array cannot)
        if constexpr (std::is_void_v<items> || (info.list != list_kind::atomic && constraints::is_std_array_type<U>::value)) {
            broken |= rule_bit(rule::list_type_misfit);
        } else if constexpr (implies_keys<T>) { // its type's keys, and no other list type
            if (info.list != list_kind::map || !same_keys(info.map_keys, implied_list_keys<items>::keys))
                broken |= rule_bit(rule::list_map_keys);
        } else if constexpr (info.list == list_kind::set) {
            if (!constraints::is_scalar(constraints::shape_of<items>().kind) || !requires(const items& item) { item < item; })
                broken |= rule_bit(rule::set_items_not_scalar);
        } else if constexpr (info.list == list_kind::map) {
            if constexpr (versioned_struct<items>) {
                if (!key_members_v<items, F>.valid) broken |= rule_bit(rule::list_map_keys);
            } else {
                broken |= rule_bit(rule::list_map_keys);
            }
        }
    }
    if constexpr (info.map_type != topology::none && !requires { typename U::key_type; typename U::mapped_type; })
        broken |= rule_bit(rule::map_type_misfit);
    // (a struct atomic by its own table is atomic for every field: a field does not undo it)
    if constexpr (info.struct_type != topology::none &&
                  (!versioned_struct<U> || (struct_topology_v<U> != topology::none && struct_topology_v<U> != info.struct_type)))
        broken |= rule_bit(rule::struct_type_misfit);
    if constexpr (info.nullable && !is_optional<T>::value && !requires(T& pointer) { typename T::element_type; pointer.reset(); })
        broken |= rule_bit(rule::nullable_misfit); // std::optional, std::unique_ptr
    return broken;
}
// default_json's text at version V: JSON of the field's type there, and default_with's value
// wherever that is a constant expression.
template <class F, std::size_t V>
constexpr unsigned default_json_errors_at() noexcept {
    using T = type_at_t<F, V>;
    constexpr std::string_view text = field_info_v<F>.default_json;
    if constexpr (text.empty() || V < field_info_v<F>.added || V >= field_info_v<F>.removed) {
        return 0;
    } else if constexpr (!read_default_json<T>(text, nullptr).fits) {
        return rule_bit(rule::default_json_misfit);
    } else if constexpr (constant_default_at<F, V>) {
        constexpr bool agrees = [] {
            const T value = default_at<F, V>();
            return read_default_json<T>(field_info_v<F>.default_json, &value).agrees;
        }();
        return agrees ? 0u : rule_bit(rule::default_json_disagrees);
    } else {
        return 0;
    }
}
template <class F, class... Vs>
constexpr unsigned semantics_errors_over(version_list<Vs...>*) noexcept {
    constexpr auto& info = field_info_v<F>;
    return ((Vs::index >= info.added && Vs::index < info.removed
                 ? semantics_errors_at<F, field_type_t<F, Vs>>() | default_json_errors_at<F, Vs::index>()
                 : 0u) |
            ... | 0u);
}
// default_json beside default_with, on a field whose type never changes (the text is one).
template <class F>
constexpr bool default_json_misplaced() noexcept {
    constexpr auto& info = field_info_v<F>;
    constexpr std::size_t last = F::versioned_module::versions::size - 1;
    return !info.default_json.empty() && (!info.has_default || next_type_change(info, info.added, last) != npos);
}
// Every rule field F's semantics break, as bits of rule (only a field with semantics asks).
// list_type beside validate(unique_items): only as set (the constraint writes the list type).
template <class F>
constexpr bool unique_items_conflict() noexcept {
    if constexpr (constraints::constrained_field<F>) {
        for (const constraints::set& given : constraints::sets_v<F>)
            if (given.has(constraints::kind::unique_items) && field_info_v<F>.list != list_kind::set) return true;
    }
    return false;
}
template <class F>
constexpr unsigned compute_semantics_errors() noexcept {
    constexpr unsigned own = field_info_v<F>.errors & (rule_bit(rule::bad_list_type) | rule_bit(rule::bad_map_type) |
                                                       rule_bit(rule::bad_struct_type) | rule_bit(rule::bad_nullable) |
                                                       rule_bit(rule::bad_default_json));
    if constexpr (own != 0 || !has_semantics<F>)
        return own;
    else if constexpr (default_json_misplaced<F>())
        return rule_bit(rule::bad_default_json);
    else if constexpr (field_info_v<F>.list != list_kind::none && unique_items_conflict<F>())
        return rule_bit(rule::bad_list_type);
    else
        return semantics_errors_over<F>(static_cast<typename F::versioned_module::versions*>(nullptr));
}
template <class F>
inline constexpr unsigned semantics_errors_v = compute_semantics_errors<F>();

// ---- duplicates -----------------------------------------------------------------------------------

// The items at [i] and [j] (i < j, j the first such) that are equal under less: n log n, the
// items sorted by address (a std::list's too).
template <class Items, class Less>
bool find_equal_items(const Items& items, Less less, std::size_t& first, std::size_t& second) {
    using E = std::remove_cvref_t<decltype(*items.begin())>;
    std::vector<std::pair<const E*, std::size_t>> order;
    order.reserve(items.size());
    for (const E& item : items) order.emplace_back(&item, order.size());
    std::stable_sort(order.begin(), order.end(), [&](const auto& lhs, const auto& rhs) { return less(*lhs.first, *rhs.first); });
    bool found = false;
    for (std::size_t at = 1; at < order.size(); ++at)
        if (!less(*order[at - 1].first, *order[at].first) && (!found || order[at].second < second)) {
            first = order[at - 1].second, second = order[at].second, found = true;
        }
    return found;
}

// The keys of a map list's item (its present members Members, in the order written), compared.
// A type of the item and the keys alone, not of the field: every field of those keys shares one
// sort (measured: a comparator per field cost g++ -O0 about 60 ms per field and version).
template <class E, std::size_t... Members>
struct keys_less {
    bool operator()(const E& lhs, const E& rhs) const {
        int order = 0;
        static_cast<void>(((order = get_present<Members>(lhs) < get_present<Members>(rhs)   ? -1
                                    : get_present<Members>(rhs) < get_present<Members>(lhs) ? 1
                                                                                            : 0,
                            order == 0) &&
                           ...));
        return order < 0;
    }
};
// A set's items compared (std::less without <functional>).
template <class E>
struct items_less {
    bool operator()(const E& lhs, const E& rhs) const { return lhs < rhs; }
};
template <class F, class E, class T, std::size_t... Ks>
bool find_key_repeat(const T& list, std::size_t& first, std::size_t& second, std::index_sequence<Ks...>) {
    return find_equal_items(list, keys_less<E, key_members_v<E, F>.member[Ks]...>{}, first, second);
}

// The first pair of items with the same keys in a list whose items imply them (a list of
// k8s::condition).
template <class T>
bool find_implied_repeat(const T& list, std::size_t& first, std::size_t& second) {
    using E = typename list_items<T>::type;
    using keys = implied_list_keys<E>;
    return find_equal_items(list, [](const E& lhs, const E& rhs) { return keys::key(lhs) < keys::key(rhs); }, first, second);
}
// What the reader and validate say of a map list's repeated keys.
inline std::string repeated_keys_message(std::size_t first, std::size_t second, std::string_view keys) {
    return "items " + std::to_string(first) + " and " + std::to_string(second) + " have the same keys (" + std::string(keys) +
           "), but the keys of list_type(map) must be unique";
}

// The first pair of list items (first < second) that field F's semantics forbid: equal items of
// a set, equal keys in a map list. T is the list (not an optional one).
template <class F, class T>
bool find_repeated(const T& list, std::size_t& first, std::size_t& second) {
    using E = typename list_items<T>::type;
    if constexpr (list_semantics<F, T>::list == list_kind::set) {
        return find_equal_items(list, items_less<E>{}, first, second);
    } else if constexpr (list_semantics<F, T>::implied_by_type) {
        return find_implied_repeat(list, first, second);
    } else {
        return find_key_repeat<F, E>(list, first, second, std::make_index_sequence<key_members_v<E, F>.count>{});
    }
}

// Whether a list whose items imply its keys (a list of k8s::condition) keeps them unique where
// no field says more (a described struct's member); why says which items repeat.
template <class T>
bool keeps_implied_keys(const T& value, std::string& why) {
    if constexpr (is_optional<T>::value) {
        return !value || keeps_implied_keys(*value, why);
    } else if constexpr (implies_keys<T>) {
        std::size_t first = 0, second = 0;
        if (!find_implied_repeat(value, first, second)) return true;
        why = repeated_keys_message(first, second, implied_list_keys<typename list_items<T>::type>::keys);
        return false;
    } else {
        return true;
    }
}

// Whether value of field F keeps its semantics; why says which items repeat.
template <class F, class T>
bool keeps_semantics(const T& value, std::string& why) {
    if constexpr (is_optional<T>::value) {
        return !value || keeps_semantics<F>(*value, why);
    } else if constexpr (!checks_duplicates<F, T> || std::is_void_v<typename list_items<T>::type>) {
        return true;
    } else {
        std::size_t first = 0, second = 0;
        if (!find_repeated<F>(value, first, second)) return true;
        if (list_semantics<F, T>::list == list_kind::set)
            why = "items " + std::to_string(first) + " and " + std::to_string(second) +
                  " are equal, but the items of list_type(set) must be unique";
        else
            why = repeated_keys_message(first, second, list_semantics<F, T>::keys);
        return false;
    }
}

// Drops the items that repeat an earlier one: what a generator drew becomes a set or a map list.
template <class F, class T>
void drop_duplicates(T& value) {
    if constexpr (is_optional<T>::value) {
        if (value) drop_duplicates<F>(*value);
    } else if constexpr (checks_duplicates<F, T> && !std::is_void_v<typename list_items<T>::type> &&
                         requires { value.erase(value.begin()); }) {
        std::size_t first = 0, second = 0;
        while (find_repeated<F>(value, first, second)) value.erase(std::next(value.begin(), static_cast<std::ptrdiff_t>(second)));
    }
}

} // namespace versioned::detail

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_DETAIL_SEMANTICS_HPP
