// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_JSON_DETAIL_INTEROP_HPP
#define VERSIONED_JSON_DETAIL_INTEROP_HPP

// What the opt-in DOM interop headers (boost_json.hpp, nlohmann.hpp) share: which keys a
// version requires and what an absent one holds (DESIGN.md §6, the same rules as
// versioned::json::read), key lookup, JSON Pointer paths built on the stack, exact number
// conversions and the error messages. Independent of any JSON library.

#include <versioned/convert.hpp>
#include <versioned/detail/default_value.hpp>
#include <versioned/enum.hpp>
#include <versioned/json/detail/text.hpp>
#include <versioned/key_naming.hpp>
#include <versioned/reflection.hpp>

#include <array>
#include <charconv>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <vector>

namespace versioned::detail::interop {

// The I-th present field of T (table order): may it be absent from a document, and what
// does it hold then. Required: every field except std::optional ones (absent -> empty),
// fields with a default_with (absent -> the default, carried to T's version as an upgrade
// would carry it) and deprecated fields (absent -> value-initialized).
template <class T, std::size_t I>
struct present_field_rules {
    using field = field_at_t<T, present_fields_v<T>[I].field>;
    using type = present_member_t<T, I>;
    static constexpr auto& info = field_info_v<field>;
    static constexpr std::size_t at = T::versioned_index;
    static constexpr bool required = !is_optional<type>::value && !info.has_default && at < info.deprecated;

    static type absent() {
        if constexpr (info.has_default) {
            return default_at<field, at>();
        } else {
            return type{};
        }
    }
};

// The index of key among T's JSON keys, or npos.
template <class T>
constexpr std::size_t key_index(std::string_view key) noexcept {
    constexpr auto& keys = key_table<T>::keys;
    for (std::size_t i = 0; i < keys.size(); ++i)
        if (keys[i] == key) return i;
    return npos;
}

// The version key read<T> accepts by default (read_options{}.version_key), when T has no
// field of that name: only with T's own version as its value.
inline constexpr std::string_view version_key = "apiVersion";

template <class T>
constexpr std::string_view version_name = version_t<T>::name;

// A JSON Pointer as a chain of nodes on the caller's stack: nothing is allocated unless an
// error message needs the text.
struct path {
    const path* parent = nullptr;
    std::string_view key{};
    std::size_t index = 0;
    bool is_index = false;

    path member(std::string_view k) const noexcept { return path{this, k, 0, false}; }
    path element(std::size_t i) const noexcept { return path{this, {}, i, true}; }

    void append_to(std::string& out) const {
        if (parent == nullptr) return; // the root: the empty pointer
        parent->append_to(out);
        out += '/';
        if (is_index) {
            char buf[24];
            const auto r = std::to_chars(buf, buf + sizeof buf, index);
            out.append(buf, r.ptr);
            return;
        }
        for (char c : key) { // RFC 6901: ~ -> ~0, / -> ~1
            if (c == '~')
                out += "~0";
            else if (c == '/')
                out += "~1";
            else
                out += c;
        }
    }
    std::string str() const {
        std::string out;
        append_to(out);
        return out;
    }
};

// "versioned: /bar/cpu_millis: <what>" (the root is shown as "(root)").
inline std::string message(const path& at, std::string_view what) {
    std::string out = "versioned: ";
    const std::string p = at.str();
    out += p.empty() ? std::string_view("(root)") : std::string_view(p);
    out += ": ";
    out += what;
    return out;
}

template <class T>
std::string struct_name() {
    std::string out(T::versioned_descriptor::versioned_name);
    out += ' ';
    out += version_name<T>;
    return out;
}

template <class T>
inline constexpr bool is_std_array = false;
template <class T, std::size_t N>
inline constexpr bool is_std_array<std::array<T, N>> = true;

template <class T>
inline constexpr bool is_string_map = false;
template <class T, class C, class A>
inline constexpr bool is_string_map<std::map<std::string, T, C, A>> = true;
template <class T, class H, class E, class A>
inline constexpr bool is_string_map<std::unordered_map<std::string, T, H, E, A>> = true;

template <class T>
inline constexpr bool is_integer = std::is_integral_v<T> && !std::is_same_v<T, bool>;

template <class T>
std::string integer_range() {
    std::string out = "expected an integer in [";
    out += std::to_string(std::numeric_limits<T>::min());
    out += ", ";
    out += std::to_string(std::numeric_limits<T>::max());
    out += ']';
    return out;
}

// Exact conversions of a JSON number to an integer field type: an integral double (1e3, 2.0)
// is accepted when in range, as JSON Schema does; a fraction or an out-of-range value is an
// error message (empty string: no error).
template <class T>
std::string to_integer(std::int64_t v, T& out) {
    if (!std::in_range<T>(v)) return integer_range<T>() + ", got " + std::to_string(v);
    out = static_cast<T>(v);
    return {};
}
template <class T>
std::string to_integer(std::uint64_t v, T& out) {
    if (!std::in_range<T>(v)) return integer_range<T>() + ", got " + std::to_string(v);
    out = static_cast<T>(v);
    return {};
}
template <class T>
std::string to_integer(double v, T& out) {
    if (!std::isfinite(v) || std::trunc(v) != v) return "expected an integer, got a number with a fraction";
    // 2^63 and 2^64 are exact doubles: compare against them, not against max() (rounded up).
    if (v >= -9223372036854775808.0 && v < 9223372036854775808.0)
        return to_integer(static_cast<std::int64_t>(v), out);
    if (v >= 0 && v < 18446744073709551616.0) return to_integer(static_cast<std::uint64_t>(v), out);
    return integer_range<T>() + ", got a number of magnitude beyond 64 bits";
}

// A JSON number as a floating field type: a finite number that rounds to infinity in a
// narrower type (beyond float's range) is an error; a number that rounds to its largest
// value (a DOM parser's last-digit error on FLT_MAX) is not.
template <class T, class N>
std::string to_floating(N v, T& out) {
    out = static_cast<T>(v);
    if constexpr (std::is_same_v<N, double> && sizeof(T) < sizeof(double)) {
        if (std::isfinite(v) && std::isinf(out)) return "expected a number in the range of float";
    }
    return {};
}

// Versioned enums (VERSIONED_ENUM) by the enumerator's name in the value's version, as
// json::write and json::read<T> write and read them (never by position, which a version that
// adds or renames enumerators would silently change): an error message, or "" and out set.
template <class E>
std::string enum_from_name(std::string_view name, E& out) {
    const std::optional<E> e = ::versioned::enum_cast<E>(name);
    if (!e) return unknown_enumerator_message<E>(name);
    out = *e;
    return {};
}

// Whether s is well-formed UTF-8 (as versioned::json::write requires of every string).
inline bool valid_utf8(std::string_view s) noexcept { return json_io::text::invalid_utf8_at(s) == s.size(); }
inline constexpr std::string_view not_utf8 = "a string that is not UTF-8 has no JSON representation";

// Non-finite values have no JSON spelling; writing one would lose it.
inline constexpr std::string_view non_finite = "a non-finite floating-point value (inf or nan) has no JSON representation";

} // namespace versioned::detail::interop

#endif // VERSIONED_JSON_DETAIL_INTEROP_HPP
