// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_DETAIL_DEFAULT_JSON_HPP
#define VERSIONED_DETAIL_DEFAULT_JSON_HPP

// default_json("..."): a field's default as JSON text, the "default" its schemas show (DESIGN.md
// §14, defaults of any JSON shape). A default holding strings is no constant expression with
// clang++ and libstdc++ 12 (its std::string is not constexpr there), so its value cannot be
// written by the compiler; the table gives the text beside default_with(F), and the text is read
// here, at compile time, against the field's type in every version: JSON, the version's keys,
// its required members, integers in range, enumerator names. Where F() is a constant
// expression (any compiler, for a default without strings; g++ for one with them) the text is
// also compared with F(): what the schema shows is what the reader and the upgrades fill in.

#include <versioned/detail/shown_default.hpp>
#include <versioned/detail/utf8.hpp>
#include <versioned/enum.hpp>
#include <versioned/key_naming.hpp>
#include <versioned/reflection.hpp>

#include <boost/describe/enumerators.hpp>

#include <cstddef>
#include <limits>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

namespace versioned::detail {

// Four hex digits at text[at]; 0x110000 (no code point) when they are not.
constexpr unsigned hex4(std::string_view text, std::size_t at) noexcept {
    if (at + 4 > text.size()) return 0x110000;
    unsigned cp = 0;
    for (std::size_t pos = at; pos < at + 4; ++pos) {
        const char ch = text[pos];
        const unsigned digit = ch >= '0' && ch <= '9'   ? static_cast<unsigned>(ch - '0')
                               : ch >= 'a' && ch <= 'f' ? static_cast<unsigned>(ch - 'a' + 10)
                               : ch >= 'A' && ch <= 'F' ? static_cast<unsigned>(ch - 'A' + 10)
                                                        : 16u;
        if (digit == 16) return 0x110000;
        cp = cp * 16 + digit;
    }
    return cp;
}
// A JSON string's character at raw[at] (raw: between the quotes, escapes as written): its UTF-8
// bytes into out, at moved past it; 0 for an escape JSON does not have (or a lone surrogate).
constexpr std::size_t next_string_char(std::string_view raw, std::size_t& at, char (&out)[4]) noexcept {
    if (raw[at] != '\\') {
        out[0] = raw[at++];
        return static_cast<unsigned char>(out[0]) < 0x20 ? 0 : 1;
    }
    if (at + 1 >= raw.size()) return 0;
    const char escaped = raw[at + 1];
    at += 2;
    constexpr std::string_view from = "\"\\/bfnrt", to = "\"\\/\b\f\n\r\t";
    if (const std::size_t found = from.find(escaped); found != std::string_view::npos) {
        out[0] = to[found];
        return 1;
    }
    if (escaped != 'u') return 0;
    unsigned cp = hex4(raw, at);
    at += 4;
    if (cp >= 0xDC00 && cp < 0xE000) return 0;
    if (cp >= 0xD800 && cp < 0xDC00) {
        const unsigned low = raw.substr(at, 2) == "\\u" ? hex4(raw, at + 2) : 0;
        if (low < 0xDC00 || low >= 0xE000) return 0;
        at += 6;
        cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
    }
    return cp > 0x10FFFF ? 0 : static_cast<std::size_t>(put_utf8(out, cp) - out);
}
// Whether raw (a JSON string's text between its quotes) decodes to expected.
constexpr bool decodes_to(std::string_view raw, std::string_view expected) noexcept {
    std::size_t matched = 0;
    for (std::size_t at = 0; at < raw.size();) {
        char bytes[4]{};
        const std::size_t count = next_string_char(raw, at, bytes);
        for (std::size_t byte = 0; byte < count; ++byte)
            if (matched >= expected.size() || expected[matched++] != bytes[byte]) return false;
    }
    return matched == expected.size();
}

// A JSON text read at compile time: fits (JSON of the type it is read as) and agrees (holds the
// value it is compared with, when one is given).
struct json_text_in {
    std::string_view text;
    std::size_t at = 0;
    bool fits = true;
    bool agrees = true;

    constexpr void fail() noexcept {
        fits = false;
        at = text.size();
    }
    constexpr void space() noexcept {
        while (at < text.size() && (text[at] == ' ' || text[at] == '\n' || text[at] == '\r' || text[at] == '\t')) ++at;
    }
    constexpr bool eat(char wanted) noexcept {
        space();
        if (at >= text.size() || text[at] != wanted) return false;
        ++at;
        return true;
    }
    constexpr bool word(std::string_view literal) noexcept {
        space();
        if (text.substr(at, literal.size()) != literal) return false;
        at += literal.size();
        return true;
    }
    // A string, its characters between the quotes (escapes checked); fails when there is none.
    constexpr std::string_view string() noexcept {
        if (!eat('"')) return fail(), std::string_view{};
        const std::size_t begin = at;
        while (at < text.size() && text[at] != '"') at += text[at] == '\\' ? 2 : 1;
        if (at >= text.size()) return fail(), std::string_view{};
        const std::string_view raw = text.substr(begin, at++ - begin);
        for (std::size_t pos = 0; pos < raw.size();) {
            char bytes[4]{};
            if (next_string_char(raw, pos, bytes) == 0) return fail(), std::string_view{};
        }
        return raw;
    }
    // A number: its text, and whether it has no fraction or exponent; fails when there is none.
    constexpr std::string_view number(bool& integral) noexcept {
        space();
        const std::size_t begin = at;
        const auto digits = [&] {
            const std::size_t from = at;
            while (at < text.size() && text[at] >= '0' && text[at] <= '9') ++at;
            return at > from;
        };
        if (at < text.size() && text[at] == '-') ++at;
        if (at < text.size() && text[at] == '0') ++at;
        else if (!digits()) return fail(), std::string_view{};
        integral = true;
        if (at < text.size() && text[at] == '.') {
            ++at;
            integral = false;
            if (!digits()) return fail(), std::string_view{};
        }
        if (at < text.size() && (text[at] == 'e' || text[at] == 'E')) {
            ++at;
            integral = false;
            if (at < text.size() && (text[at] == '+' || text[at] == '-')) ++at;
            if (!digits()) return fail(), std::string_view{};
        }
        return text.substr(begin, at - begin);
    }
    // Any JSON value (a type the text is not checked against: its own codec reads it).
    constexpr void any_value() noexcept {
        space();
        if (at >= text.size()) return fail();
        const char first = text[at];
        if (first == '"') {
            string();
        } else if (first == '{' || first == '[') {
            ++at;
            const char close = first == '{' ? '}' : ']';
            if (eat(close)) return;
            do {
                if (first == '{' && (string(), !eat(':'))) return fail();
                any_value();
            } while (fits && eat(','));
            if (!eat(close)) fail();
        } else if (!word("true") && !word("false") && !word("null")) {
            bool integral = false;
            number(integral);
        }
    }
};

// An integer's text as T: fits when it is one and in T's range.
template <class T>
constexpr bool integer_of(std::string_view digits, T& out) noexcept {
    const bool negative = !digits.empty() && digits[0] == '-';
    unsigned long long magnitude = 0;
    for (char ch : digits.substr(negative ? 1 : 0)) {
        const unsigned digit = static_cast<unsigned>(ch - '0');
        if (magnitude > (std::numeric_limits<unsigned long long>::max() - digit) / 10) return false;
        magnitude = magnitude * 10 + digit;
    }
    if (negative) {
        if constexpr (std::is_unsigned_v<T>) {
            if (magnitude != 0) return false;
        } else {
            using U = std::make_unsigned_t<T>;
            if (magnitude > static_cast<U>(std::numeric_limits<T>::max()) + 1u) return false;
            out = static_cast<T>(-static_cast<T>(magnitude - 1) - 1); // no overflow at the minimum
            return true;
        }
    }
    if (magnitude > static_cast<unsigned long long>(std::numeric_limits<T>::max())) return false;
    out = static_cast<T>(magnitude);
    return true;
}

// Whether raw names an enumerator of E (a versioned enum's at its version, a described one's).
template <class E, template <class...> class L, class... Ds>
constexpr bool names_described(std::string_view raw, L<Ds...>*) noexcept {
    return (decodes_to(raw, Ds::name) || ...);
}
template <class E>
constexpr bool names_enumerator(std::string_view raw) noexcept {
    if constexpr (versioned_enum<E>) {
        for (const auto& entry : enumerators_of<E>)
            if (decodes_to(raw, entry.first)) return true;
        return false;
    } else if constexpr (boost::describe::has_describe_enumerators<E>::value) {
        return names_described<E>(raw, static_cast<boost::describe::describe_enumerators<E>*>(nullptr));
    } else {
        return false;
    }
}

template <class T>
constexpr void read_json_as(json_text_in& in, const T* value);

// A versioned struct's object: its version's keys, each once, every required member given.
// Compared with a value, a member the text leaves out must be an empty optional there.
template <class T, std::size_t... Is>
constexpr void read_object_as(json_text_in& in, const T* value, std::index_sequence<Is...>) {
    if (!in.eat('{')) return in.fail();
    bool seen[sizeof...(Is) + 1]{};
    if (!in.eat('}')) {
        do {
            const std::string_view key = in.string();
            if (!in.fits || !in.eat(':')) return in.fail();
            std::size_t found = npos;
            static_cast<void>(((decodes_to(key, json_keys<T>[Is]) ? (found = Is, true) : false) || ...));
            if (found == npos || seen[found]) return in.fail();
            seen[found] = true;
            static_cast<void>(((found == Is ? (read_json_as(in, value ? &get_present<Is>(*value) : nullptr), true) : false) || ...));
        } while (in.fits && in.eat(','));
        if (!in.eat('}')) return in.fail();
    }
    if (((!seen[Is] && required_member<T, Is>()) || ...)) return in.fail();
    if (value != nullptr) {
        const auto left_out_empty = [](const auto& member) {
            if constexpr (is_optional<std::remove_cvref_t<decltype(member)>>::value)
                return !member.has_value();
            else
                return true; // (a non-optional member left out is the reader's default: not compared)
        };
        if (!((seen[Is] || left_out_empty(get_present<Is>(*value))) && ...)) in.agrees = false;
    }
}

template <class T>
constexpr void read_json_as(json_text_in& in, const T* value) {
    if constexpr (std::is_same_v<T, bool>) {
        const bool truth = in.word("true");
        if (!truth && !in.word("false")) return in.fail();
        if (value != nullptr && *value != truth) in.agrees = false;
    } else if constexpr (is_integer<T> || std::is_floating_point_v<T>) {
        bool integral = false;
        const std::string_view digits = in.number(integral);
        if constexpr (is_integer<T>) { // (a floating-point value is not compared)
            T read{};
            if (in.fits && (!integral || !integer_of(digits, read))) return in.fail();
            if (in.fits && value != nullptr && *value != read) in.agrees = false;
        }
    } else if constexpr (std::is_same_v<T, std::string>) {
        const std::string_view raw = in.string();
        if (in.fits && value != nullptr && !decodes_to(raw, *value)) in.agrees = false;
    } else if constexpr (std::is_enum_v<T>) {
        const std::string_view raw = in.string();
        if (in.fits && !names_enumerator<T>(raw)) return in.fail();
        if (in.fits && value != nullptr && !decodes_to(raw, enumerator_name(*value))) in.agrees = false;
    } else if constexpr (is_optional<T>::value) {
        if (in.word("null")) {
            if (value != nullptr && value->has_value()) in.agrees = false;
            return;
        }
        if (value != nullptr && !value->has_value()) in.agrees = false;
        read_json_as<typename T::value_type>(in, value != nullptr && value->has_value() ? &**value : nullptr);
    } else if constexpr (versioned_struct<T>) {
        read_object_as(in, value, std::make_index_sequence<present_fields_v<T>.size()>{});
    } else if constexpr (is_std_vector<T>::value) {
        if (!in.eat('[')) return in.fail();
        std::size_t count = 0;
        if (!in.eat(']')) {
            do {
                const bool held = value != nullptr && count < value->size();
                read_json_as<typename T::value_type>(in, held ? &(*value)[count] : nullptr);
                if (value != nullptr && !held) in.agrees = false;
                ++count;
            } while (in.fits && in.eat(','));
            if (!in.eat(']')) return in.fail();
        }
        if (value != nullptr && count != value->size()) in.agrees = false;
    } else if constexpr (requires {
                             typename T::mapped_type;
                             requires std::is_convertible_v<std::string_view, typename T::key_type>;
                         }) {
        // a map of string keys: its values read as the mapped type (the map is not compared)
        if (!in.eat('{')) return in.fail();
        if (in.eat('}')) return;
        do {
            in.string();
            if (!in.fits || !in.eat(':')) return in.fail();
            read_json_as<typename T::mapped_type>(in, nullptr);
        } while (in.fits && in.eat(','));
        if (!in.eat('}')) in.fail();
    } else {
        // a type read by its own codec (Kubernetes' types, variants, user codecs): any JSON value
        in.any_value();
    }
}

// default_json's text read as T: JSON of T, nothing after it; agrees with *value when given.
template <class T>
constexpr json_text_in read_default_json(std::string_view text, const T* value) {
    json_text_in in{text};
    read_json_as(in, value);
    in.space();
    if (in.at != text.size()) in.fits = false;
    return in;
}

} // namespace versioned::detail

#endif // VERSIONED_DETAIL_DEFAULT_JSON_HPP
