// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_ENUM_DETAIL_CORE_HPP
#define VERSIONED_ENUM_DETAIL_CORE_HPP

// Versioned enums as constexpr data (no preprocessor here): the enumerator table that
// VERSIONED_ENUM writes down, what follows from it (which enumerators each version has, under
// which names, the evolution rules), and the conversions between versions. Light enough for
// convert.hpp and field.hpp to include; the macro itself lives in <versioned/enum.hpp>.
//
// An enumerator's value is its row in the table, the same in every version that has it, so a
// value present in two versions means the same enumerator there and converting it is a cast.

#include <versioned/detail/meta.hpp>
#include <versioned/detail/version_list.hpp>

#include <array>
#include <cstddef>
#include <string_view>
#include <type_traits>
#include <utility>

namespace versioned::detail {

enum class enum_action_kind : unsigned char { none, added, changed, deprecated, doc };

// One action of an enumerator, as written; the keyword setters record what was given.
struct enum_action {
    std::size_t row = npos;
    enum_action_kind kind = enum_action_kind::none;
    std::size_t version = 0;
    bool ordered = true; // the preprocessor could place the version (see pp_version_order.hpp)
    std::string_view from_name{};
    std::string_view downgrade_to{};
    std::string_view note{};
    std::string_view doc{};
    unsigned misplaced = 0; // keywords that do not belong to this action, or repeated ones

    constexpr enum_action kw_from_name(std::string_view n) const noexcept {
        enum_action a = *this;
        a.misplaced += (kind != enum_action_kind::changed || !from_name.empty()) ? 1u : 0u;
        a.from_name = n;
        return a;
    }
    constexpr enum_action kw_downgrade_to(std::string_view n) const noexcept {
        enum_action a = *this;
        a.misplaced += (kind != enum_action_kind::added || !downgrade_to.empty()) ? 1u : 0u;
        a.downgrade_to = n;
        return a;
    }
    constexpr enum_action kw_note(std::string_view n) const noexcept {
        enum_action a = *this;
        a.misplaced += (kind != enum_action_kind::deprecated || !note.empty()) ? 1u : 0u;
        a.note = n;
        return a;
    }
    constexpr enum_action kw_doc(std::string_view d) const noexcept {
        enum_action a = *this;
        a.doc = d;
        return a;
    }
    // from_type, upgrade_with, downgrade_with, default_with: struct keywords, not for enums.
    constexpr enum_action kw_not_for_enums() const noexcept {
        enum_action a = *this;
        ++a.misplaced;
        return a;
    }
};

// The rules of an enumerator table; bit positions in enum_info::errors.
enum class enum_rule : unsigned {
    added_deprecated,
    added_changed,
    changed_deprecated,
    out_of_order,
    changed_needs_from_name,
    misplaced_keyword,
    needs_downgrade_to,
    downgrade_target_missing,
    duplicate_name,
    version_beyond_bound,
};

// What the table implies, per row (enumerator).
template <std::size_t NR>
struct enum_info {
    std::array<std::size_t, NR> added{};        // first version with the enumerator
    std::array<bool, NR> explicit_added{};
    std::array<std::size_t, NR> deprecated{};   // first deprecated version (number of versions: never)
    std::array<std::string_view, NR> note{};
    std::array<std::string_view, NR> doc{};
    std::array<std::size_t, NR> downgrade_row{}; // where a downgrade sends it, npos if nowhere
    std::array<unsigned, NR> errors{};

    constexpr void flag(std::size_t r, enum_rule rule) noexcept { errors[r] |= 1u << static_cast<unsigned>(rule); }
};

template <class D>
inline constexpr std::size_t enum_rows_v = std::size(D::versioned_names);
template <class D>
inline constexpr std::size_t enum_versions_v = D::versioned_module::versions::size;

// The name of row r in version v, empty when the version does not have it. The name is the
// from_name of the earliest change after v, else the declared (latest) name.
template <class D>
constexpr std::string_view enum_name_at(std::size_t r, std::size_t v, std::size_t added) noexcept {
    if (v < added) return {};
    std::size_t best = npos;
    std::string_view name = D::versioned_names[r];
    for (const enum_action& a : D::versioned_actions)
        if (a.row == r && a.kind == enum_action_kind::changed && a.version > v && (best == npos || a.version < best)) {
            best = a.version;
            name = a.from_name;
        }
    return name;
}

// Every name (latest and from_name) belongs to one enumerator over the whole history; the row
// of the later mention is the one reported.
template <class D, class Info>
constexpr void flag_duplicate_names(Info& info) noexcept {
    constexpr std::size_t nr = enum_rows_v<D>;
    constexpr std::size_t nnames = nr + std::size(D::versioned_actions);
    std::array<std::string_view, nnames> names{};
    std::array<std::size_t, nnames> owner{};
    std::size_t n = 0;
    for (std::size_t r = 0; r < nr; ++r) {
        names[n] = D::versioned_names[r];
        owner[n++] = r;
        for (const enum_action& a : D::versioned_actions)
            if (a.row == r && a.kind == enum_action_kind::changed && !a.from_name.empty()) {
                names[n] = a.from_name;
                owner[n++] = r;
            }
    }
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = 0; j < i; ++j)
            if (names[i] == names[j]) info.flag(owner[i], enum_rule::duplicate_name);
}

template <class D>
constexpr auto compute_enum_info() noexcept {
    constexpr std::size_t nr = enum_rows_v<D>;
    constexpr std::size_t nv = enum_versions_v<D>;
    enum_info<nr> info{};
    std::array<std::size_t, nr> added_count{}, deprecated_count{}, last{}, changes{};
    for (std::size_t r = 0; r < nr; ++r) {
        info.deprecated[r] = nv;
        info.downgrade_row[r] = npos;
    }
    std::array<std::string_view, nr> downgrade_to{};
    for (const enum_action& a : D::versioned_actions) {
        if (a.kind == enum_action_kind::none || a.row >= nr) continue;
        const std::size_t r = a.row;
        if (!a.ordered) info.flag(r, enum_rule::version_beyond_bound);
        if (a.misplaced != 0) info.flag(r, enum_rule::misplaced_keyword);
        switch (a.kind) {
        case enum_action_kind::added:
            ++added_count[r];
            info.added[r] = a.version;
            info.explicit_added[r] = true;
            downgrade_to[r] = a.downgrade_to;
            break;
        case enum_action_kind::changed:
            if (a.from_name.empty()) info.flag(r, enum_rule::changed_needs_from_name);
            break;
        case enum_action_kind::deprecated:
            ++deprecated_count[r];
            info.deprecated[r] = a.version;
            info.note[r] = a.note;
            break;
        case enum_action_kind::doc: info.doc[r] = a.doc; break;
        case enum_action_kind::none: break;
        }
    }
    // added < every changed < deprecated, strictly, in the order written; equal versions
    // get their own messages, as for struct fields.
    for (std::size_t r = 0; r < nr; ++r) last[r] = info.added[r];
    for (const enum_action& a : D::versioned_actions) {
        if (a.kind != enum_action_kind::changed || a.row >= nr) continue;
        const std::size_t r = a.row;
        if (changes[r] == 0 && a.version == info.added[r])
            info.flag(r, info.explicit_added[r] ? enum_rule::added_changed : enum_rule::out_of_order);
        else if (a.version <= last[r])
            info.flag(r, enum_rule::out_of_order);
        if (a.version == info.deprecated[r]) info.flag(r, enum_rule::changed_deprecated);
        last[r] = a.version;
        ++changes[r];
    }
    for (std::size_t r = 0; r < nr; ++r) {
        const std::size_t dep = info.deprecated[r];
        if (added_count[r] > 1 || deprecated_count[r] > 1) info.flag(r, enum_rule::out_of_order);
        if (dep != nv) {
            if (info.explicit_added[r] && dep == info.added[r]) info.flag(r, enum_rule::added_deprecated);
            else if (dep < last[r] || (dep == 0 && !info.explicit_added[r])) info.flag(r, enum_rule::out_of_order);
        }
        // Where a downgrade sends an enumerator the version before its addition lacks.
        if (info.explicit_added[r] && info.added[r] > 0) {
            if (downgrade_to[r].empty()) {
                info.flag(r, enum_rule::needs_downgrade_to);
            } else {
                const std::size_t before = info.added[r] - 1;
                for (std::size_t q = 0; q < nr && info.downgrade_row[r] == npos; ++q)
                    if (q != r && enum_name_at<D>(q, before, info.added[q]) == downgrade_to[r]) info.downgrade_row[r] = q;
                if (info.downgrade_row[r] == npos) info.flag(r, enum_rule::downgrade_target_missing);
            }
        } else if (!downgrade_to[r].empty()) {
            info.flag(r, enum_rule::downgrade_target_missing); // added in the first version: no version before
        }
    }
    flag_duplicate_names<D>(info);
    return info;
}

template <class D>
inline constexpr auto enum_info_v = compute_enum_info<D>();

template <class D>
constexpr bool enum_violates(std::size_t row, enum_rule rule) noexcept {
    return (enum_info_v<D>.errors[row] & (1u << static_cast<unsigned>(rule))) != 0;
}

// ---- epochs: the distinct enumerator sets, one C++ enumeration each ------------------------
//
// VERSIONED_ENUM writes one enumeration per version in which some enumerator has an action,
// plus the initial one; a version uses the epoch of the latest such version at or before it.

template <class Family>
struct enum_epoch {
    using family = Family;
};

// Found by argument-dependent lookup: VERSIONED_ENUM declares it as a hidden friend.
template <class E>
using enum_epoch_t = decltype(versioned_enum_epoch_of(std::declval<E>()));

template <class E>
concept versioned_enum = std::is_enum_v<E> && requires(E e) { versioned_enum_epoch_of(e); };

template <class E>
using enum_family_t = typename enum_epoch_t<E>::family;
template <class E>
using enum_data_t = typename enum_family_t<E>::versioned_data;

template <class T, class... Ts>
constexpr std::size_t index_in(type_list<Ts...>) noexcept {
    std::size_t i = 0, found = npos;
    ((std::is_same_v<T, Ts> && found == npos ? (void)(found = i) : (void)0, ++i), ...);
    return found;
}
// The position of E in its enum's list of epochs (versioned_epochs).
template <class E>
inline constexpr std::size_t enum_epoch_index_v = index_in<E>(typename enum_family_t<E>::versioned_epochs{});

template <class D>
constexpr std::size_t enum_epoch_of_version(std::size_t v) noexcept {
    constexpr auto& starts = D::versioned_epoch_starts;
    std::size_t best = 0;
    for (std::size_t k = 1; k < std::size(starts); ++k)
        if (starts[k] <= v && (best == 0 || starts[k] > starts[best])) best = k;
    return best;
}

// The oldest version whose enumeration is epoch K (npos: none, the epoch is never used).
template <class D, std::size_t K>
inline constexpr std::size_t enum_epoch_version_v = [] {
    for (std::size_t version = 0; version < enum_versions_v<D>; ++version)
        if (enum_epoch_of_version<D>(version) == K) return version;
    return npos;
}();

template <class E>
inline constexpr std::size_t enum_version_v = enum_epoch_version_v<enum_data_t<E>, enum_epoch_index_v<E>>;

// The rows a version has, and their names there (empty: absent).
template <class D, std::size_t V>
inline constexpr auto enum_names_at_v = [] {
    std::array<std::string_view, enum_rows_v<D>> out{};
    for (std::size_t row = 0; row < out.size(); ++row) out[row] = enum_name_at<D>(row, V, enum_info_v<D>.added[row]);
    return out;
}();

template <class D, std::size_t V>
inline constexpr std::size_t enum_count_at_v = [] {
    std::size_t count = 0;
    for (std::string_view name : enum_names_at_v<D, V>) count += name.empty() ? 0 : 1;
    return count;
}();

// Row -> the row a value of it becomes in version V: itself when V has it, else its
// downgrade_to target, followed until V has one (each step goes to an older enumerator).
template <class D, std::size_t V>
inline constexpr auto enum_map_to_v = [] {
    constexpr auto& info = enum_info_v<D>;
    std::array<std::size_t, enum_rows_v<D>> out{};
    for (std::size_t row = 0; row < out.size(); ++row) {
        std::size_t target = row;
        for (std::size_t guard = 0; target != npos && info.added[target] > V && guard <= out.size(); ++guard)
            target = info.downgrade_row[target];
        out[row] = (target != npos && info.added[target] <= V) ? target : row;
    }
    return out;
}();

template <class Family, class V>
struct enum_select {
    using data = typename Family::versioned_data;
    static_assert(std::is_same_v<typename V::versioned_module, typename data::versioned_module>,
                  "versioned: Enum<V>: V must be a version tag of the module that declared the enum");
    using type = list_at_t<typename Family::versioned_epochs, enum_epoch_of_version<data>(V::index)>;
};

// The enumeration of Family at version index I.
template <class Family, std::size_t I>
using enum_at_t = list_at_t<typename Family::versioned_epochs, enum_epoch_of_version<typename Family::versioned_data>(I)>;

template <class E>
constexpr std::size_t enum_row_of(E e) noexcept {
    return static_cast<std::size_t>(static_cast<std::underlying_type_t<E>>(e));
}

// Whether every enumerator of From exists in To (an upgrade, or versions without removals
// between them): then converting is a cast.
template <class From, class To>
constexpr bool enum_identity_conversion() noexcept {
    using D = enum_data_t<From>;
    constexpr auto& from = enum_names_at_v<D, enum_version_v<From>>;
    constexpr auto& to = enum_names_at_v<D, enum_version_v<To>>;
    for (std::size_t r = 0; r < from.size(); ++r)
        if (!from[r].empty() && to[r].empty()) return false;
    return true;
}

// A value of one version of a versioned enum as another version of the same enum: renamed
// enumerators keep their value; one the target lacks goes to its downgrade_to target. A value
// that is no enumerator of From (a cast integer) is passed through unchanged.
template <class To, class From>
constexpr To convert_enum(From e) noexcept {
    static_assert(std::is_same_v<enum_family_t<From>, enum_family_t<To>>,
                  "versioned: converting between two different versioned enums");
    static_assert(enum_version_v<From> != npos && enum_version_v<To> != npos,
                  "versioned: this enumeration is used by no version");
    if constexpr (std::is_same_v<From, To>) {
        return e;
    } else {
        using D = enum_data_t<From>;
        const std::size_t r = enum_row_of(e);
        if constexpr (!enum_identity_conversion<From, To>()) {
            constexpr auto& map = enum_map_to_v<D, enum_version_v<To>>;
            constexpr auto& from = enum_names_at_v<D, enum_version_v<From>>;
            if (r < map.size() && !from[r].empty()) return static_cast<To>(map[r]);
        }
        return static_cast<To>(static_cast<std::underlying_type_t<To>>(r));
    }
}

} // namespace versioned::detail

#endif // VERSIONED_ENUM_DETAIL_CORE_HPP
