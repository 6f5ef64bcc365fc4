// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_RESIDUE_DETAIL_JSON_HPP
#define VERSIONED_RESIDUE_DETAIL_JSON_HPP

// The residue's JSON form (docs/residue.md):
//   {"format":1,"entries":[{"at":"v1","path":"/port","value":70000,"older":4464}, ...]}
// A value's type follows from the entry's version and path, so values are written and read
// with json::write / json::read of that type: a residue read back is as typed as one recorded.
// The envelope is scanned here (spans of the members), every value decoded by json::read.

#include <versioned/detail/field.hpp>
#include <versioned/detail/meta.hpp>
#include <versioned/json/read.hpp>
#include <versioned/json/write.hpp>
#include <versioned/key_naming.hpp>
#include <versioned/reflection.hpp>
#include <versioned/residue/detail/convert.hpp>
#include <versioned/residue/detail/store.hpp>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

namespace versioned::detail::residue_json {

inline constexpr std::uint64_t format = 1;

// ---- types at a path -------------------------------------------------------------------------

// The next token of a JSON Pointer ("/a~1b/c" -> "a/b", rest "/c"); false when rest is not a
// pointer.
inline bool next_token(std::string_view& rest, std::string& token) {
    if (rest.empty() || rest.front() != '/') return false;
    rest.remove_prefix(1);
    const std::size_t end = rest.find('/');
    const std::string_view raw = rest.substr(0, end);
    rest.remove_prefix(end == std::string_view::npos ? rest.size() : end);
    token.clear();
    for (std::size_t i = 0; i < raw.size(); ++i) {
        if (raw[i] != '~') {
            token += raw[i];
        } else if (i + 1 < raw.size() && (raw[i + 1] == '0' || raw[i + 1] == '1')) {
            token += raw[i + 1] == '0' ? '~' : '/';
            ++i;
        } else {
            return false;
        }
    }
    return true;
}

inline bool is_index(std::string_view t) noexcept {
    if (t.empty() || (t.size() > 1 && t.front() == '0')) return false;
    for (char c : t)
        if (c < '0' || c > '9') return false;
    return true;
}

template <class T, std::size_t I, class F>
bool resolve_member(std::string_view rest, residue_kind kind, F& f);
template <class TB, class TA, class F>
bool resolve_variant(std::string_view rest, residue_kind kind, F& f);

// Walks the pointer `rest` inside TB (newer) and TA (older) together, as the downgrade step
// walked them when it recorded an entry of `kind`, and calls where the entry can be:
//   f.template value<TB, TA>()  a value entry: TB the recorded type, TA the older version's
//                               type there (void for a field the older version lacks)
//   f.template derived<T>()     a derived entry at a member of a struct whose step has a hook
//   f.length()                  a length entry at a sequence
// False when the path names nothing there, or nothing a downgrade can lose (so only the types
// that can be recorded need JSON support).
template <class TB, class TA, class F>
bool resolve_value(std::string_view rest, residue_kind kind, F& f) {
    constexpr residue_shape shape = shape_v<TB, TA>;
    if constexpr (!value_may_lose<TB, TA>()) {
        return false;
    } else if constexpr (versioned_struct<TB> && versioned_struct<TA>) {
        std::string token;
        if (!next_token(rest, token)) return false;
        constexpr auto& keys = json_keys<TB>;
        return [&]<std::size_t... Is>(std::index_sequence<Is...>) {
            bool found = false, ok = false;
            (void)((keys[Is] == token ? (found = true, ok = resolve_member<TB, Is>(rest, kind, f), true) : false) || ...);
            return found && ok;
        }(std::make_index_sequence<keys.size()>{});
    } else if constexpr (versioned_variant<TB> && versioned_variant<TA>) {
        return resolve_variant<TB, TA>(rest, kind, f);
    } else if constexpr (shape == residue_shape::wrapper) {
        return resolve_value<element_t<TB>, element_t<TA>>(rest, kind, f);
    } else if constexpr (shape == residue_shape::sequence || shape == residue_shape::fixed) {
        if (rest.empty()) {
            if constexpr (shape == residue_shape::sequence) return kind == residue_kind::length && f.length();
            return false;
        }
        std::string token;
        return next_token(rest, token) && is_index(token) && resolve_value<element_t<TB>, element_t<TA>>(rest, kind, f);
    } else if constexpr (shape == residue_shape::map) {
        std::string token;
        return next_token(rest, token) && resolve_value<typename TB::mapped_type, typename TA::mapped_type>(rest, kind, f);
    } else {
        return rest.empty() && kind == residue_kind::value && f.template value<TB, TA>();
    }
}

template <class T, std::size_t I, class F>
bool resolve_member(std::string_view rest, residue_kind kind, F& f) {
    constexpr std::size_t b = T::versioned_index;
    using A = at_version_t<T, b - 1>;
    using TB = std::remove_cvref_t<decltype(get_present<I>(std::declval<T&>()))>;
    using Fd = field_at_t<T, present_fields_v<T>[I].field>;
    constexpr std::size_t j = present_index<A>(present_fields_v<T>[I].field);
    if (rest.empty() && kind == residue_kind::derived) {
        if constexpr (hooked_step<T, A>) return f.template derived<TB>();
        return false;
    }
    if constexpr (!field_may_lose<T, A, I>()) {
        return false;
    } else if constexpr (j == npos) {
        return rest.empty() && kind == residue_kind::value && f.template value<TB, void>(); // added at b
    } else {
        using TA = std::remove_cvref_t<decltype(get_present<j>(std::declval<A&>()))>;
        if constexpr (change_at(field_info_v<Fd>, b).converts())
            return rest.empty() && kind == residue_kind::value && f.template value<TB, TA>(); // recorded whole
        else
            return resolve_value<TB, TA>(rest, kind, f);
    }
}

// The held alternative in slot K of TB (at /<its key>), as the downgrade walked it.
template <class TB, class TA, std::size_t K, class F>
bool resolve_alternative(std::string_view rest, residue_kind kind, F& f) {
    using D = variant_desc_t<TB>;
    constexpr std::size_t a = variant_layout_v<D>.alternative[TB::versioned_index][K];
    constexpr std::size_t older_slot = variant_layout_v<D>.slot[TA::versioned_index][a];
    if constexpr (older_slot == npos || !alternative_may_lose<TB, K>()) {
        return false; // an added alternative is recorded whole, at the variant's path
    } else {
        using XB = std::variant_alternative_t<K, typename TB::storage_type>;
        using XA = std::variant_alternative_t<older_slot, typename TA::storage_type>;
        if constexpr (change_at(field_info_v<alternative_at_t<D, a>>, TB::versioned_index).converts())
            return rest.empty() && kind == residue_kind::value && f.template value<XB, XA>();
        else
            return resolve_value<XB, XA>(rest, kind, f);
    }
}

// A versioned variant: at its own path the whole value (an alternative a downgrade replaced),
// below it the alternative named by the next token.
template <class TB, class TA, class F>
bool resolve_variant(std::string_view rest, residue_kind kind, F& f) {
    constexpr std::size_t n = std::variant_size_v<typename TB::storage_type>;
    if (rest.empty()) {
        constexpr bool adds = [] {
            using D = variant_desc_t<TB>;
            for (std::size_t k = 0; k < n; ++k)
                if (variant_layout_v<D>.slot[TA::versioned_index][variant_layout_v<D>.alternative[TB::versioned_index][k]] == npos)
                    return true;
            return false;
        }();
        if constexpr (adds) return kind == residue_kind::value && f.template value<TB, TA>();
        return false;
    }
    std::string token;
    if (!next_token(rest, token)) return false;
    return [&]<std::size_t... Ks>(std::index_sequence<Ks...>) {
        bool found = false, ok = false;
        (void)((alternative_segment<TB, Ks>() == token ? (found = true, ok = resolve_alternative<TB, TA, Ks>(rest, kind, f), true)
                                                        : false) ||
               ...);
        return found && ok;
    }(std::make_index_sequence<n>{});
}

// ---- what an upgrade records ------------------------------------------------------------------

template <class TB, class TA, class F>
bool resolve_dropped(std::string_view rest, residue_kind kind, F& f);

// Field I of TB, walked into (it is in TA too, and its type is not converted whole).
template <class TB, class TA, std::size_t I, class F>
bool resolve_dropped_member(std::string_view rest, residue_kind kind, F& f) {
    constexpr std::size_t b = TB::versioned_index;
    using Fd = field_at_t<TB, present_fields_v<TB>[I].field>;
    if constexpr (present_index<TA>(present_fields_v<TB>[I].field) == npos || change_at(field_info_v<Fd>, b).converts())
        return false;
    else
        return resolve_dropped<type_at_t<Fd, b>, type_at_t<Fd, b - 1>>(rest, kind, f);
}

// The next token in a struct: a field TA has and TB lacks (removed at this step), where its
// value is recorded -- f.template dropped<T>() --, or a field of TB to walk into.
template <class TB, class TA, class F>
bool resolve_dropped_field(std::string_view rest, residue_kind kind, F& f) {
    std::string token;
    if (!next_token(rest, token)) return false;
    bool found = false, ok = false;
    [&]<std::size_t... Js>(std::index_sequence<Js...>) {
        (void)(((present_index<TB>(present_fields_v<TA>[Js].field) == npos && json_keys<TA>[Js] == token)
                    ? (found = true, ok = rest.empty() && kind == residue_kind::dropped &&
                                          f.template dropped<present_member_t<TA, Js>>(),
                       true)
                    : false) ||
               ...);
    }(std::make_index_sequence<present_fields_v<TA>.size()>{});
    if (found) return ok;
    constexpr auto& keys = json_keys<TB>;
    return [&]<std::size_t... Is>(std::index_sequence<Is...>) {
        (void)((keys[Is] == token ? (found = true, ok = resolve_dropped_member<TB, TA, Is>(rest, kind, f), true) : false) ||
               ...);
        return found && ok;
    }(std::make_index_sequence<keys.size()>{});
}

// The alternative named by the next token, walked into as a field.
template <class TB, class TA, class F>
bool resolve_dropped_alternative(std::string_view rest, residue_kind kind, F& f) {
    std::string token;
    if (!next_token(rest, token)) return false;
    return [&]<std::size_t... Ks>(std::index_sequence<Ks...>) {
        bool found = false, ok = false;
        (void)((alternative_segment<TB, Ks>() == token ? (found = true, ok = [&] {
            if constexpr (!alternative_may_drop<TB, Ks>()) {
                return false;
            } else {
                using D = variant_desc_t<TB>;
                constexpr std::size_t a = variant_layout_v<D>.alternative[TB::versioned_index][Ks];
                using XB = std::variant_alternative_t<Ks, typename TB::storage_type>;
                using XA = std::variant_alternative_t<variant_layout_v<D>.slot[TA::versioned_index][a], typename TA::storage_type>;
                return resolve_dropped<XB, XA>(rest, kind, f);
            }
        }(), true) : false) || ...);
        return found && ok;
    }(std::make_index_sequence<std::variant_size_v<typename TB::storage_type>>{});
}

// Walks the pointer `rest` inside TB and TA as the upgrade step walked them when it recorded an
// entry of `kind` (dropped: f.template dropped<T>(), T the older version's type; dropped_length:
// f.length() at a sequence). The path names TB's members down to the removed field, whose
// token is its key in TA.
template <class TB, class TA, class F>
bool resolve_dropped(std::string_view rest, residue_kind kind, F& f) {
    constexpr residue_shape shape = shape_v<TB, TA>;
    if constexpr (!value_may_drop<TB, TA>()) {
        return false;
    } else if constexpr (versioned_struct<TB> && versioned_struct<TA>) {
        return resolve_dropped_field<TB, TA>(rest, kind, f);
    } else if constexpr (versioned_variant<TB> && versioned_variant<TA>) {
        return resolve_dropped_alternative<TB, TA>(rest, kind, f);
    } else if constexpr (shape == residue_shape::wrapper) {
        return resolve_dropped<element_t<TB>, element_t<TA>>(rest, kind, f);
    } else if constexpr (shape == residue_shape::sequence || shape == residue_shape::fixed) {
        if (rest.empty()) return shape == residue_shape::sequence && kind == residue_kind::dropped_length && f.length();
        std::string token;
        return next_token(rest, token) && is_index(token) && resolve_dropped<element_t<TB>, element_t<TA>>(rest, kind, f);
    } else if constexpr (shape == residue_shape::map) {
        std::string token;
        return next_token(rest, token) && resolve_dropped<typename TB::mapped_type, typename TA::mapped_type>(rest, kind, f);
    } else {
        return false;
    }
}

// The entry of `kind` at the pointer `path` in T: nothing is recorded at the oldest version. A
// variant at the root has entries at its own path, "".
template <class TB, class TA, class F>
bool resolve_either(std::string_view path, residue_kind kind, F& f) {
    return recorded_by_upgrade(kind) ? resolve_dropped<TB, TA>(path, kind, f) : resolve_value<TB, TA>(path, kind, f);
}
template <class T, class F>
bool resolve(std::string_view path, residue_kind kind, F& f) {
    if constexpr (T::versioned_index == 0)
        return false;
    else if constexpr (versioned_variant<T>)
        return resolve_either<T, variant_at_t<T, T::versioned_index - 1>>(path, kind, f);
    else
        return !path.empty() && resolve_either<T, at_version_t<T, T::versioned_index - 1>>(path, kind, f);
}

// Line and column (1-based, bytes) of an offset.
inline json::error make_error(std::string_view text, std::size_t offset, json::errc code, std::string path,
                              std::string detail) {
    json::error e;
    e.code = code;
    e.path = std::move(path);
    e.offset = offset;
    e.line = 1;
    e.column = 1;
    for (std::size_t i = 0; i < offset && i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++e.line;
            e.column = 1;
        } else {
            ++e.column;
        }
    }
    e.detail = std::move(detail);
    return e;
}

} // namespace versioned::detail::residue_json

#endif // VERSIONED_RESIDUE_DETAIL_JSON_HPP
