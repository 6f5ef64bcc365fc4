// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_RESIDUE_DETAIL_CONVERT_HPP
#define VERSIONED_RESIDUE_DETAIL_CONVERT_HPP

// Conversions that keep a residue (DESIGN.md §7): one adjacent step at a time, so that every
// entry carries the newer version of the step that recorded it and the upgrade through that
// step is the one that gives it back.
//
// Downgrade B -> A (A = B - 1), per present field of B, at its JSON Pointer path in B:
//   absent in A (added at B)       recorded unless it equals what the upgrade fills in (default_at)
//   from_type change at B          recorded when upgrade(downgrade(v)) != v, with the older value
//   nested structs / containers    element by element, through container_traits (sequences also
//                                  record their length)
//   versioned variants             the held alternative at /<its key>, as a field; one the older
//                                  version lacks (downgrade_to) recorded whole, at the variant's path
//   other values of types that     recorded when upgrade(downgrade(v)) != v, with the older value
//   follow the version             (a versioned enum's newer enumerator, a user Tag<V>, a pair)
//   unchanged, renamed, deprecated nothing, decided at compile time
// A step with a struct-level hook (either direction) then runs the upgrade it will meet on the
// way back, on the unedited older value, and records every field that still differs, with
// what that upgrade derived there ("derived" entries).
// Upgrade A -> B gives a value back only if the older version still holds what the downgrade
// put there (value entries), or if the upgrade still derives, at every derived entry of that
// struct, what it derived from the unedited older value (derived entries, all or nothing);
// every entry of the step is removed afterwards, restored or overtaken by an edit.
//
// The other direction (DESIGN.md §15): an upgrade A -> B drops the value of a field removed at
// B; it is recorded ("dropped", at its key in A below the path in B) unless it equals what the
// downgrade fills in, and the downgrade through that step gives it back (a sequence above it
// records its length at B, as a downgrade's does at A). The same walks do both: the downgrade
// records its own entries and gives back the upgrade's, and the reverse.
//
// Whatever cannot lose data at compile time takes the plain conversion (convert.hpp), so a
// residue costs nothing where nothing can be lost.

#include <versioned/container_traits.hpp>
#include <versioned/convert.hpp>
#include <versioned/detail/default_value.hpp>
#include <versioned/detail/field.hpp>
#include <versioned/detail/meta.hpp>
#include <versioned/detail/value_conversion.hpp>
#include <versioned/enum/detail/core.hpp>
#include <versioned/key_naming.hpp>
#include <versioned/reflection.hpp>
#include <versioned/residue/detail/store.hpp>

#include <array>
#include <concepts>
#include <cstddef>
#include <iterator>
#include <memory>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>

namespace versioned::detail {

// How the residue walks a container: through versioned::container_traits, the description
// the conversions use (so a user container registered there is walked too), by its shape.
enum class residue_shape : unsigned char {
    leaf,     // not a container of the other type's kind: compared whole (round trip vs original)
    wrapper,  // std::optional, std::unique_ptr: at most one element, at the container's own path
    sequence, // a range of variable length (vector, deque, list, a user range): elements at /i,
              // and the length at the older version when entries lie below
    fixed,    // a range of fixed length (std::array): elements at /i
    map,      // key_type / mapped_type, the mapped values converted: elements at /key
};

template <class T>
struct is_unique_ptr : std::false_type {};
template <class T, class D>
struct is_unique_ptr<std::unique_ptr<T, D>> : std::true_type {};

// A map whose container_traits convert the mapped values (keys kept).
template <class T>
concept map_like = requires {
    typename T::key_type;
    typename T::mapped_type;
} && std::is_same_v<typename container_traits<T>::value_type, typename T::mapped_type>;

template <class TB, class TA>
constexpr residue_shape shape_of() noexcept {
    if constexpr (!same_container<TB, TA>) {
        return residue_shape::leaf;
    } else if constexpr (is_optional<TB>::value || is_unique_ptr<TB>::value) {
        return residue_shape::wrapper;
    } else if constexpr (map_like<TB>) {
        return residue_shape::map;
    } else if constexpr (requires(const TB& c) {
                             c.begin();
                             c.end();
                         }) {
        if constexpr (requires { std::tuple_size<TB>::value; })
            return residue_shape::fixed;
        else
            return residue_shape::sequence;
    } else {
        // A user container that is no range: its elements have no positions to name, so it is
        // compared and recorded whole, like any other value.
        return residue_shape::leaf;
    }
}
template <class TB, class TA>
inline constexpr residue_shape shape_v = shape_of<TB, TA>();

template <class C>
using element_t = typename container_traits<C>::value_type;

// The number of elements of a range.
template <class C>
std::size_t element_count(const C& c) {
    if constexpr (requires { c.size(); })
        return static_cast<std::size_t>(c.size());
    else
        return static_cast<std::size_t>(std::distance(c.begin(), c.end()));
}

// Instantiated only to report an error: the arguments name the field and the type.
template <class Field, class Type>
struct residue_needs_equality {
    static_assert(always_false<Field>,
                  "versioned::residue: a value that a downgrade may lose needs operator== -- the residue "
                  "compares its round trip through the older version with the original; the arguments of "
                  "residue_needs_equality<field, type> name the field and its type");
    static constexpr bool value = false;
};
template <class Field, class T>
constexpr void require_equality() noexcept {
    static_assert(std::conditional_t<std::equality_comparable<T>, std::true_type,
                                     residue_needs_equality<Field, T>>::value,
                  "versioned::residue: a value that a downgrade may lose needs operator==");
}

// ---- JSON Pointer paths ----------------------------------------------------------------------

// Restores the path's length when a nested level is done.
class path_scope {
public:
    explicit path_scope(std::string& path) noexcept : path_(path), size_(path.size()) {}
    path_scope(const path_scope&) = delete;
    path_scope& operator=(const path_scope&) = delete;
    ~path_scope() { path_.resize(size_); }

private:
    std::string& path_;
    std::size_t size_;
};

// Appends "/token", escaped as RFC 6901 says (~ as ~0, / as ~1).
inline void append_token(std::string& path, std::string_view token) {
    path += '/';
    for (char c : token) {
        if (c == '~')
            path += "~0";
        else if (c == '/')
            path += "~1";
        else
            path += c;
    }
}
inline void append_index(std::string& path, std::size_t i) {
    path += '/';
    path += std::to_string(i);
}
template <class K>
void append_key(std::string& path, const K& k) {
    if constexpr (std::is_convertible_v<const K&, std::string_view>) {
        append_token(path, std::string_view(k));
    } else if constexpr (std::is_integral_v<K>) {
        append_token(path, std::to_string(k));
    } else {
        static_assert(always_false<K>, "versioned::residue: the key type of a map of nested versioned structs "
                                       "must be a string or an integer (a JSON Pointer names each element)");
    }
}

// ---- what can be lost, at compile time ----------------------------------------------------------

// The present index of field `field` in T's version, npos when absent.
template <class T>
constexpr std::size_t present_index(std::size_t field) noexcept {
    for (std::size_t j = 0; j < present_fields_v<T>.size(); ++j)
        if (present_fields_v<T>[j].field == field) return j;
    return npos;
}

template <class SB, class SA>
inline constexpr bool hooked_step = has_downgrade_hook<SB, SA> || has_upgrade_hook<SA, SB>;

template <class SB, class SA>
constexpr bool struct_may_lose() noexcept;
template <class SB, class SA>
constexpr bool struct_may_drop() noexcept;

// Whether a versioned enum loses an enumerator on the way from EB (newer) to EA (older): only
// if EB has an enumerator that EA lacks (it goes to its downgrade_to target); renames alone
// are a cast both ways.
template <class EB, class EA>
constexpr bool enum_may_lose() noexcept {
    using D = enum_data_t<EB>;
    constexpr auto& info = enum_info_v<D>;
    for (std::size_t r = 0; r < enum_rows_v<D>; ++r)
        if (info.added[r] <= enum_version_v<EB> && info.added[r] > enum_version_v<EA>) return true;
    return false;
}

// Versioned variants (VERSIONED_VARIANT): residue/detail/variant.hpp.
template <class TB, class TA>
constexpr bool variant_may_lose() noexcept;
template <class TB, class TA>
constexpr bool variant_may_drop() noexcept;
template <class TA, class Fd, class TB>
TA down_variant(const TB& v, std::size_t b, residue_entries& out, std::string& path);
template <class TB, class Fd, class TA>
TB up_variant(TA& y, std::size_t b, residue_entries& in, std::string& path);

// Whether upgrade(downgrade(v)) may differ from v for a value of type TB (newer) carried as
// TA (older) by convert_value. Where this says no, the residue path is the plain conversion.
template <class TB, class TA>
constexpr bool value_may_lose() noexcept {
    if constexpr (std::is_same_v<TB, TA>) {
        return false;
    } else if constexpr (versioned_struct<TB> && versioned_struct<TA>) {
        return struct_may_lose<TB, TA>();
    } else if constexpr (versioned_enum<TB> && versioned_enum<TA>) {
        return enum_may_lose<TB, TA>();
    } else if constexpr (versioned_variant<TB> && versioned_variant<TA>) {
        return variant_may_lose<TB, TA>();
    } else if constexpr (same_container<TB, TA>) {
        return value_may_lose<element_t<TB>, element_t<TA>>();
    } else {
        // A type of the user's that follows the version (Tag<V>) with its own conversions, or a
        // pair or variant: decided at run time, by comparing the round trip with the original.
        return true;
    }
}

// Whether an upgrade of a value of type TA (older) to TB (newer) may drop a value: a field
// removed at that step, in TA or nested in it. A type change by from_type converts whole.
template <class TB, class TA>
constexpr bool value_may_drop() noexcept {
    if constexpr (std::is_same_v<TB, TA>)
        return false;
    else if constexpr (versioned_struct<TB> && versioned_struct<TA>)
        return struct_may_drop<TB, TA>();
    else if constexpr (versioned_variant<TB> && versioned_variant<TA>)
        return variant_may_drop<TB, TA>();
    else if constexpr (same_container<TB, TA>)
        return value_may_drop<element_t<TB>, element_t<TA>>();
    else
        return false;
}

// Present field J of SA (older) across the step up to SB (newer).
template <class SB, class SA, std::size_t J>
constexpr bool field_may_drop() noexcept {
    constexpr present_field p = present_fields_v<SA>[J];
    using Fd = field_at_t<SA, p.field>;
    constexpr std::size_t b = SB::versioned_index;
    if constexpr (present_index<SB>(p.field) == npos)
        return true; // removed at b
    else if constexpr (change_at(field_info_v<Fd>, b).converts())
        return false;
    else
        return value_may_drop<type_at_t<Fd, b>, type_at_t<Fd, b - 1>>();
}

template <class SB, class SA>
constexpr bool struct_may_drop() noexcept {
    return []<std::size_t... Js>(std::index_sequence<Js...>) {
        return (field_may_drop<SB, SA, Js>() || ... || false);
    }(std::make_index_sequence<present_fields_v<SA>.size()>{});
}

// Whether an upgrade step A -> B or a downgrade step B -> A needs the residue's walk.
template <class SB, class SA>
inline constexpr bool step_keeps = struct_may_lose<SB, SA>() || struct_may_drop<SB, SA>();
template <class TB, class TA>
inline constexpr bool value_keeps = value_may_lose<TB, TA>() || value_may_drop<TB, TA>();

// Present field I of SB (newer) across the step to SA (older).
template <class SB, class SA, std::size_t I>
constexpr bool field_may_lose() noexcept {
    constexpr present_field p = present_fields_v<SB>[I];
    using Fd = field_at_t<SB, p.field>;
    constexpr std::size_t b = SB::versioned_index;
    if constexpr (present_index<SA>(p.field) == npos) {
        return true; // added at b
    } else if constexpr (constexpr action c = change_at(field_info_v<Fd>, b); c.converts()) {
        // Without user functions both directions are lossless implicit conversions (the
        // rules checked at the declaration), so the round trip is the identity.
        return c.upgrade_with || c.downgrade_with;
    } else {
        return value_may_lose<type_at_t<Fd, b>, type_at_t<Fd, b - 1>>();
    }
}

template <class SB, class SA>
constexpr bool struct_may_lose() noexcept {
    if constexpr (hooked_step<SB, SA>) {
        return true;
    } else {
        return []<std::size_t... Is>(std::index_sequence<Is...>) {
            return (field_may_lose<SB, SA, Is>() || ... || false);
        }(std::make_index_sequence<present_fields_v<SB>.size()>{});
    }
}

// Whether any downgrade step from version From to version To (To < From) may lose data.
template <class T, std::size_t From, std::size_t To>
constexpr bool range_may_lose() noexcept {
    return []<std::size_t... Is>(std::index_sequence<Is...>) {
        return (struct_may_lose<at_version_t<T, From - Is>, at_version_t<T, From - Is - 1>>() || ... || false);
    }(std::make_index_sequence<From - To>{});
}
// Whether any step between the versions Lo < Hi may drop a value on the way up.
template <class T, std::size_t Lo, std::size_t Hi>
constexpr bool range_may_drop() noexcept {
    return []<std::size_t... Is>(std::index_sequence<Is...>) {
        return (struct_may_drop<at_version_t<T, Lo + Is + 1>, at_version_t<T, Lo + Is>>() || ... || false);
    }(std::make_index_sequence<Hi - Lo>{});
}

// ---- values ----------------------------------------------------------------------------------------

template <class SA, class SB>
SA down_step(const SB& x, residue_entries& out, std::string& path);
template <class SB, class SA>
SB up_step(SA& y, residue_entries& in, std::string& path);

// A sequence's length entry of `kind` at path, if any, against its length now: false (and the
// entries below of the direction that records `kind` erased) when they differ -- elements were
// added or removed since, and positions no longer name the same elements.
inline bool check_length(residue_entries& d, std::size_t b, std::string& path, residue_kind kind, std::size_t now) {
    auto it = d.find(b, path, kind);
    if (it == d.map.end()) return true;
    std::size_t n = 0;
    const bool same = it->second.value.load(n) && n == now;
    d.map.erase(it);
    if (!same) d.erase_below(b, path, recorded_by_upgrade(kind));
    return same;
}

// v (newer, version b) carried to the older type TA, recording what the round trip would
// change. Fd is the field the value belongs to (named by the equality error).
template <class TA, class Fd, class TB>
TA down_value(const TB& v, std::size_t b, residue_entries& out, std::string& path) {
    constexpr residue_shape shape = shape_v<TB, TA>;
    if constexpr (!value_keeps<TB, TA>) {
        return convert_value<TA>(v);
    } else if constexpr (versioned_struct<TB> && versioned_struct<TA>) {
        return down_step<TA>(v, out, path);
    } else if constexpr (versioned_variant<TB> && versioned_variant<TA>) {
        return down_variant<TA, Fd>(v, b, out, path);
    } else if constexpr (shape == residue_shape::wrapper) {
        return container_traits<TB>::template transform<TA>(v, [&](const element_t<TB>& elem) -> element_t<TA> {
            return down_value<element_t<TA>, Fd>(elem, b, out, path);
        });
    } else if constexpr (shape == residue_shape::sequence || shape == residue_shape::fixed) {
        if constexpr (shape == residue_shape::sequence && value_may_drop<TB, TA>())
            check_length(out, b, path, residue_kind::dropped_length, element_count(v));
        const std::size_t before = out.recorded;
        std::size_t i = 0;
        TA r = container_traits<TB>::template transform<TA>(v, [&](const element_t<TB>& elem) -> element_t<TA> {
            path_scope scope(path);
            append_index(path, i++);
            return down_value<element_t<TA>, Fd>(elem, b, out, path);
        });
        // Elements are matched by position: restoring them is sound only at the same length.
        if constexpr (shape == residue_shape::sequence)
            if (out.recorded != before)
                out.add(b, path, residue_kind::length, residue_entry{residue_value::of(i), {}, false});
        return r;
    } else if constexpr (shape == residue_shape::map) {
        TA r;
        for (const auto& [k, elem] : v) {
            path_scope scope(path);
            append_key(path, k);
            r.emplace(k, down_value<typename TA::mapped_type, Fd>(elem, b, out, path));
        }
        return r;
    } else if constexpr (!std::equality_comparable<TB> || !std::equality_comparable<TA>) {
        // reported here, before any use of ==, so that it is the first error
        require_equality<Fd, TB>();
        require_equality<Fd, TA>();
        return convert_value<TA>(v);
    } else {
        // A value compared whole: a versioned enum whose enumerator the older version lacks, a
        // type of the user's that follows the version, a pair, a variant, a container that is
        // no range. Recorded with what the older version holds, as a lossy type change is.
        TA older = convert_value<TA>(v);
        if (!(convert_value<TB>(static_cast<const TA&>(older)) == v))
            out.add(b, path, residue_kind::value, residue_entry{residue_value::of(v), residue_value::of(older), true});
        return older;
    }
}

// y (older) carried to the newer type TB at version b, giving back what the residue holds
// below path. Moves from y. Fd is the field the value belongs to.
template <class TB, class Fd, class TA>
TB up_value(TA& y, std::size_t b, residue_entries& in, std::string& path) {
    constexpr residue_shape shape = shape_v<TB, TA>;
    constexpr bool drops = value_may_drop<TB, TA>(); // then the walk records, whatever is kept
    if constexpr (!value_keeps<TB, TA>) {
        return convert_value<TB>(static_cast<TA&&>(y));
    } else {
        if (!drops && !in.any_under(b, path)) return convert_value<TB>(static_cast<TA&&>(y));
        if constexpr (versioned_struct<TB> && versioned_struct<TA>) {
            return up_step<TB>(y, in, path);
        } else if constexpr (versioned_variant<TB> && versioned_variant<TA>) {
            return up_variant<TB, Fd>(y, b, in, path);
        } else if constexpr (shape == residue_shape::wrapper) {
            return container_traits<TA>::template transform<TB>(static_cast<TA&&>(y), [&](auto&& elem) -> element_t<TB> {
                return up_value<element_t<TB>, Fd>(elem, b, in, path);
            });
        } else if constexpr (shape == residue_shape::sequence || shape == residue_shape::fixed) {
            if constexpr (shape == residue_shape::sequence)
                // Elements were added or removed at the older version: positions no longer name
                // the same elements, so nothing below is given back.
                if (!check_length(in, b, path, residue_kind::length, element_count(y)) && !drops)
                    return convert_value<TB>(static_cast<TA&&>(y));
            const std::size_t before = in.recorded;
            std::size_t i = 0;
            TB r = container_traits<TA>::template transform<TB>(static_cast<TA&&>(y), [&](auto&& elem) -> element_t<TB> {
                path_scope scope(path);
                append_index(path, i++);
                return up_value<element_t<TB>, Fd>(elem, b, in, path);
            });
            if constexpr (shape == residue_shape::sequence && drops)
                if (in.recorded != before)
                    in.add(b, path, residue_kind::dropped_length, residue_entry{residue_value::of(i), {}, false});
            return r;
        } else if constexpr (shape == residue_shape::map) {
            TB r;
            for (auto& [k, elem] : y) {
                path_scope scope(path);
                append_key(path, k);
                r.emplace(k, up_value<typename TB::mapped_type, Fd>(elem, b, in, path));
            }
            return r;
        } else if constexpr (!std::equality_comparable<TB> || !std::equality_comparable<TA>) {
            require_equality<Fd, TB>();
            require_equality<Fd, TA>();
            return convert_value<TB>(static_cast<TA&&>(y));
        } else {
            // the older value is as the downgrade left it: the newer one comes back; an edit wins
            if (auto it = in.find(b, path, residue_kind::value); it != in.map.end()) {
                const TB* kept = it->second.value.template get<TB>();
                if (kept != nullptr && it->second.older.equals(static_cast<const TA&>(y))) {
                    TB r = *kept;
                    in.map.erase(it);
                    return r;
                }
                in.map.erase(it);
            }
            return convert_value<TB>(static_cast<TA&&>(y));
        }
    }
}

// ---- fields ------------------------------------------------------------------------------------------

// Whether present field I of SB needs the residue's walk across the step from or to SA.
template <class SB, class SA, std::size_t I>
constexpr bool field_keeps() noexcept {
    constexpr std::size_t j = present_index<SA>(present_fields_v<SB>[I].field);
    if constexpr (j == npos)
        return true; // added at b
    else
        return field_may_lose<SB, SA, I>() || field_may_drop<SB, SA, j>();
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

// Present field I of x (version b) into y (version b - 1).
template <class SB, class SA, std::size_t I>
void down_field(const SB& x, SA& y, residue_entries& out, std::string& path) {
    constexpr present_field p = present_fields_v<SB>[I];
    using Fd = field_at_t<SB, p.field>;
    constexpr std::size_t b = SB::versioned_index;
    constexpr std::size_t j = present_index<SA>(p.field);
    if constexpr (field_keeps<SB, SA, I>()) {
        path_scope scope(path);
        append_token(path, json_keys<SB>[I]);
        const auto& v = get_present<I>(x);
        using TB = std::remove_cvref_t<decltype(v)>;
        if constexpr (j == npos) {
            require_equality<Fd, TB>();
            if constexpr (std::equality_comparable<TB>) // else reported above, as the first error
                if (!(v == default_at<Fd, b>()))
                    out.add(b, path, residue_kind::value, residue_entry{residue_value::of(v), {}, false});
        } else {
            auto& dst = get_present<j>(y);
            using TA = std::remove_cvref_t<decltype(dst)>;
            if constexpr (change_at(field_info_v<Fd>, b).converts()) {
                require_equality<Fd, TB>();
                require_equality<Fd, TA>();
                dst = chain_value<Fd, b, b - 1>(v);
                if constexpr (std::equality_comparable<TB> && std::equality_comparable<TA>)
                    if (!(chain_value<Fd, b - 1, b>(static_cast<const TA&>(dst)) == v))
                        out.add(b, path, residue_kind::value,
                                residue_entry{residue_value::of(v), residue_value::of(dst), true});
            } else {
                dst = down_value<TA, Fd>(v, b, out, path);
            }
        }
    } else if constexpr (j != npos) {
        auto& dst = get_present<j>(y);
        dst = convert_value<std::remove_cvref_t<decltype(dst)>>(get_present<I>(x));
    }
}

// Present field I of x (version b) from y (version b - 1). Moves from y.
template <class SB, class SA, std::size_t I>
void up_field(SA& y, SB& x, residue_entries& in, std::string& path) {
    constexpr present_field p = present_fields_v<SB>[I];
    using Fd = field_at_t<SB, p.field>;
    constexpr std::size_t b = SB::versioned_index;
    constexpr std::size_t j = present_index<SA>(p.field);
    auto& dst = get_present<I>(x);
    using TB = std::remove_cvref_t<decltype(dst)>;
    if constexpr (field_keeps<SB, SA, I>()) {
        path_scope scope(path);
        append_token(path, json_keys<SB>[I]);
        if constexpr (j == npos) {
            auto it = in.find(b, path, residue_kind::value);
            const bool restored = it != in.map.end() && it->second.value.load(dst);
            if (it != in.map.end()) in.map.erase(it);
            if (!restored) dst = default_at<Fd, b>();
        } else {
            auto& src = get_present<j>(y);
            using TA = std::remove_cvref_t<decltype(src)>;
            if constexpr (change_at(field_info_v<Fd>, b).converts()) {
                require_equality<Fd, TA>();
                if (auto it = in.find(b, path, residue_kind::value); it != in.map.end()) {
                    // the older value is as the downgrade left it: the newer one comes back
                    bool restored = false;
                    if constexpr (std::equality_comparable<TA>)
                        restored = it->second.older.equals(src) && it->second.value.load(dst);
                    in.map.erase(it);
                    if (restored) return;
                }
                dst = chain_value<Fd, b - 1, b>(static_cast<TA&&>(src));
            } else {
                dst = up_value<TB, Fd>(src, b, in, path);
            }
        }
    } else {
        dst = convert_value<TB>(static_cast<std::remove_cvref_t<decltype(get_present<j>(y))>&&>(get_present<j>(y)));
    }
}

// Present field J of y (version b - 1), removed at b: its value recorded by the upgrade, unless
// it is what the downgrade fills in.
template <class SB, class SA, std::size_t J>
void record_dropped(const SA& y, residue_entries& out, std::string& path) {
    constexpr present_field p = present_fields_v<SA>[J];
    if constexpr (present_index<SB>(p.field) == npos) {
        using Fd = field_at_t<SA, p.field>;
        constexpr std::size_t b = SB::versioned_index;
        const auto& v = get_present<J>(y);
        using T = std::remove_cvref_t<decltype(v)>;
        require_equality<Fd, T>();
        if constexpr (std::equality_comparable<T>) { // else reported above, as the first error
            if (v == removed_default_at<Fd, b - 1>()) return;
            path_scope scope(path);
            append_token(path, json_keys<SA>[J]);
            out.add(b, path, residue_kind::dropped, residue_entry{residue_value::of(v), {}, false});
        }
    }
}

// ... and given back by the downgrade: what the upgrade recorded, else what a removed field gets.
template <class SB, class SA, std::size_t J>
void give_back_dropped(SA& y, residue_entries& in, std::string& path) {
    constexpr present_field p = present_fields_v<SA>[J];
    if constexpr (present_index<SB>(p.field) == npos) {
        using Fd = field_at_t<SA, p.field>;
        constexpr std::size_t b = SB::versioned_index;
        auto& dst = get_present<J>(y);
        path_scope scope(path);
        append_token(path, json_keys<SA>[J]);
        auto it = in.find(b, path, residue_kind::dropped);
        const bool restored = it != in.map.end() && it->second.value.load(dst);
        if (it != in.map.end()) in.map.erase(it);
        if (!restored) dst = removed_default_at<Fd, b - 1>();
    }
}

// The fields a hook step lost on the unedited round trip x -> y -> x2: recorded with what the
// upgrade derived there.
template <class SB>
void record_derived(const SB& x, const SB& x2, residue_entries& out, std::string& path) {
    constexpr std::size_t b = SB::versioned_index;
    [&]<std::size_t... Is>(std::index_sequence<Is...>) {
        (
            [&] {
                const auto& kept = get_present<Is>(x);
                const auto& back = get_present<Is>(x2);
                require_equality<field_at_t<SB, present_fields_v<SB>[Is].field>, std::remove_cvref_t<decltype(kept)>>();
                if (!(kept == back)) {
                    path_scope scope(path);
                    append_token(path, json_keys<SB>[Is]);
                    out.add(b, path, residue_kind::derived,
                            residue_entry{residue_value::of(kept), residue_value::of(back), true});
                }
            }(),
            ...);
    }(std::make_index_sequence<present_fields_v<SB>.size()>{});
}

// All or nothing: the values a hook step lost come back only if the upgrade derived, at every
// one of them, what it derived from the unedited older value. One output that moved means the
// hook read something the client edited, and then the newer values would contradict the edit.
template <class SB>
void restore_derived(SB& x, residue_entries& in, std::string& path) {
    constexpr std::size_t b = SB::versioned_index;
    constexpr std::size_t n = present_fields_v<SB>.size();
    std::array<residue_map::iterator, n> found{};
    bool unchanged = true;
    [&]<std::size_t... Is>(std::index_sequence<Is...>) {
        (
            [&] {
                path_scope scope(path);
                append_token(path, json_keys<SB>[Is]);
                found[Is] = in.find(b, path, residue_kind::derived);
                if (found[Is] != in.map.end() && !found[Is]->second.older.equals(get_present<Is>(x))) unchanged = false;
            }(),
            ...);
        (
            [&] {
                if (found[Is] == in.map.end()) return;
                if (unchanged) found[Is]->second.value.load(get_present<Is>(x));
                in.map.erase(found[Is]);
            }(),
            ...);
    }(std::make_index_sequence<n>{});
}

#pragma GCC diagnostic pop

// Only what differs: an added field that the upgrade hook derives back by itself (the CronTab
// split gives host and port again) needs no entry.
template <class SB, class SA>
void prune_added(const SB& x, const SA& y, residue_entries& local, std::string& path) {
    SA copy = y;
    residue_entries none;
    const SB plain = up_step<SB>(copy, none, path);
    [&]<std::size_t... Is>(std::index_sequence<Is...>) {
        (
            [&] {
                if constexpr (present_index<SA>(present_fields_v<SB>[Is].field) == npos) {
                    if (get_present<Is>(plain) == get_present<Is>(x)) {
                        path_scope scope(path);
                        append_token(path, json_keys<SB>[Is]);
                        if (auto it = local.find(SB::versioned_index, path, residue_kind::value); it != local.map.end())
                            local.map.erase(it);
                    }
                }
            }(),
            ...);
    }(std::make_index_sequence<present_fields_v<SB>.size()>{});
}

// ---- steps -------------------------------------------------------------------------------------------

// x (version b) to SA (version b - 1), recording into out below path.
template <class SA, class SB>
SA down_step(const SB& x, residue_entries& out, std::string& path) {
    constexpr std::size_t b = SB::versioned_index;
    if constexpr (!step_keeps<SB, SA>) {
        return step<SA>(x);
    } else {
        // only given back: nothing to walk for unless the upgrade recorded something below
        if constexpr (!struct_may_lose<SB, SA>())
            if (!out.any_under(b, path)) return step<SA>(x);
        auto fields = [&](SA& older, residue_entries& into) {
            [&]<std::size_t... Is>(std::index_sequence<Is...>) {
                (down_field<SB, SA, Is>(x, older, into, path), ...);
            }(std::make_index_sequence<present_fields_v<SB>.size()>{});
            [&]<std::size_t... Js>(std::index_sequence<Js...>) {
                (give_back_dropped<SB, SA, Js>(older, out, path), ...);
            }(std::make_index_sequence<present_fields_v<SA>.size()>{});
        };
        SA older{};
        if constexpr (!hooked_step<SB, SA>) {
            fields(older, out);
        } else {
            residue_entries local;
            fields(older, local);
            if constexpr (has_downgrade_hook<SB, SA>) versioned_downgrade(x, older);
            prune_added(x, older, local, path);
            // The way back, on the unedited older value, with what was just recorded.
            residue_entries trial = local;
            SA y2 = older;
            const SB x2 = up_step<SB>(y2, trial, path);
            record_derived(x, x2, local, path);
            out.merge(std::move(local));
        }
        return older;
    }
}

// y (version b - 1) to SB (version b), restoring from in below path. Moves from y.
template <class SB, class SA>
SB up_step(SA& y, residue_entries& in, std::string& path) {
    constexpr std::size_t b = SB::versioned_index;
    if constexpr (!step_keeps<SB, SA>) {
        return step<SB>(static_cast<SA&&>(y));
    } else {
        // only given back (nothing dropped here): nothing to walk for without entries below
        if constexpr (!struct_may_drop<SB, SA>())
            if (!in.any_under(b, path)) return step<SB>(static_cast<SA&&>(y));
        auto fields = [&](SA& from, SB& newer) {
            [&]<std::size_t... Js>(std::index_sequence<Js...>) {
                (record_dropped<SB, SA, Js>(from, in, path), ...);
            }(std::make_index_sequence<present_fields_v<SA>.size()>{});
            [&]<std::size_t... Is>(std::index_sequence<Is...>) {
                (up_field<SB, SA, Is>(from, newer, in, path), ...);
            }(std::make_index_sequence<present_fields_v<SB>.size()>{});
        };
        SB newer{};
        if constexpr (has_upgrade_hook<SA, SB>) {
            SA copy = y; // the hook reads the source whole
            fields(copy, newer);
            versioned_upgrade(static_cast<const SA&>(y), newer);
        } else {
            fields(y, newer);
        }
        if constexpr (hooked_step<SB, SA>) restore_derived(newer, in, path);
        return newer;
    }
}

// Whole conversions: the residue's entries of the versions stepped through.
template <std::size_t To, class T>
auto residue_down(const T& x, residue_entries& d) {
    using A = at_version_t<T, T::versioned_index - 1>;
    std::string path;
    A y = down_step<A>(x, d, path);
    d.erase_version(T::versioned_index, true); // what was not given back was overtaken by an edit
    if constexpr (A::versioned_index == To)
        return y;
    else
        return residue_down<To>(y, d);
}

template <std::size_t To, class T>
auto residue_up(T& y, residue_entries& d) {
    using B = at_version_t<T, T::versioned_index + 1>;
    std::string path;
    B x = up_step<B>(y, d, path);
    d.erase_version(B::versioned_index); // what was not given back was overtaken by an edit
    if constexpr (B::versioned_index == To)
        return x;
    else
        return residue_up<To>(x, d);
}

} // namespace versioned::detail

#include <versioned/residue/detail/variant.hpp> // the variants' steps, declared above

#endif // VERSIONED_RESIDUE_DETAIL_CONVERT_HPP
