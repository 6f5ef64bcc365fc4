// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_DETAIL_RESIDUE_JSON_HPP
#define VERSIONED_DETAIL_RESIDUE_JSON_HPP

// The residue's JSON form (README, "Lossless round trips"):
//   {"format":1,"entries":[{"at":"v1","path":"/port","value":70000,"older":4464}, ...]}
// A value's type follows from the entry's version and path, so values are written and read
// with json::write / json::read of that type: a residue read back is as typed as one recorded.
// The envelope is scanned here (spans of the members), every value decoded by json::read.

#include <versioned/detail/field.hpp>
#include <versioned/detail/meta.hpp>
#include <versioned/detail/residue_convert.hpp>
#include <versioned/detail/residue_store.hpp>
#include <versioned/json.hpp>
#include <versioned/key_naming.hpp>
#include <versioned/reflection.hpp>

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
bool resolve_member(std::string_view rest, F& f);

// Walks the pointer `rest` inside type T (at version index B when T is a versioned struct) and
// calls, where it ends:
//   f.template field<TB, TA>()  at a member of a versioned struct: TB its type, TA its type in
//                               the version before (void when absent there)
//   f.template whole<T>()       anywhere else (a vector's length entry)
// False when the path names nothing in T, or nothing a downgrade can lose (so only the types
// that can be recorded need JSON support).
template <class T, class F>
bool resolve(std::string_view rest, F& f) {
    if constexpr (is_optional<T>::value) {
        return resolve<typename T::value_type>(rest, f);
    } else {
        if (rest.empty()) return f.template whole<T>();
        std::string token;
        if (!next_token(rest, token)) return false;
        if constexpr (versioned_struct<T>) {
            constexpr auto& keys = json_keys<T>;
            return [&]<std::size_t... Is>(std::index_sequence<Is...>) {
                bool found = false, ok = false;
                (void)((keys[Is] == token ? (found = true, ok = resolve_member<T, Is>(rest, f), true) : false) || ...);
                return found && ok;
            }(std::make_index_sequence<keys.size()>{});
        } else if constexpr (is_vector<T>::value || same_size_arrays<T, T>::value) {
            return is_index(token) && resolve<typename T::value_type>(rest, f);
        } else if constexpr (is_map<T>::value) {
            return resolve<typename T::mapped_type>(rest, f);
        } else {
            return false;
        }
    }
}

template <class T, std::size_t I, class F>
bool resolve_member(std::string_view rest, F& f) {
    constexpr std::size_t b = T::versioned_index;
    if constexpr (b == 0) {
        return false; // nothing is recorded at the oldest version
    } else {
        using A = at_version_t<T, b - 1>;
        using TB = std::remove_cvref_t<decltype(get_present<I>(std::declval<T&>()))>;
        using Fd = field_at_t<T, present_fields_v<T>[I].field>;
        if constexpr (!field_may_lose<T, A, I>() && !hooked_step<T, A>) {
            return false;
        } else if (!rest.empty()) {
            if constexpr (field_may_lose<T, A, I>()) return resolve<TB>(rest, f);
            return false;
        } else if constexpr (field_member_v<Fd>[b - 1] != npos && change_at<Fd>(b).from_type) {
            return f.template field<TB, type_at_t<Fd, b - 1>>();
        } else {
            return f.template field<TB, void>();
        }
    }
}

// ---- scanning the envelope ---------------------------------------------------------------------

// Spans of JSON values in the text: only the structure is checked here, every value is then
// read by json::read, which checks the rest.
struct scanner {
    std::string_view text;
    std::size_t p = 0;
    std::size_t depth = 0;
    std::size_t max_depth = 512;

    char peek() const noexcept { return p < text.size() ? text[p] : '\0'; }
    void ws() noexcept {
        while (p < text.size() && (text[p] == ' ' || text[p] == '\n' || text[p] == '\r' || text[p] == '\t')) ++p;
    }
    bool eat(char c) noexcept {
        ws();
        if (peek() != c) return false;
        ++p;
        return true;
    }
    bool string_span() noexcept {
        if (peek() != '"') return false;
        for (++p; p < text.size(); ++p) {
            if (text[p] == '\\') ++p;
            else if (text[p] == '"') {
                ++p;
                return true;
            }
        }
        return false;
    }
    // Skips one value; false on a structural error.
    bool value() noexcept {
        ws();
        const char c = peek();
        if (c == '"') return string_span();
        if (c == '{' || c == '[') {
            if (++depth > max_depth) return false;
            const char close = c == '{' ? '}' : ']';
            ++p;
            ws();
            if (peek() == close) {
                ++p;
                --depth;
                return true;
            }
            for (;;) {
                if (c == '{') {
                    ws();
                    if (!string_span() || !eat(':')) return false;
                }
                if (!value()) return false;
                ws();
                if (peek() == ',') {
                    ++p;
                    continue;
                }
                if (peek() == close) {
                    ++p;
                    --depth;
                    return true;
                }
                return false;
            }
        }
        const std::size_t start = p;
        while (p < text.size() && text[p] != ',' && text[p] != '}' && text[p] != ']' && text[p] != ' ' &&
               text[p] != '\n' && text[p] != '\r' && text[p] != '\t')
            ++p;
        return p > start;
    }
    // The span of the next value.
    bool span(std::string_view& out) noexcept {
        ws();
        const std::size_t start = p;
        if (!value()) return false;
        out = text.substr(start, p - start);
        return true;
    }
};

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

#endif // VERSIONED_DETAIL_RESIDUE_JSON_HPP
