// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_CONSTRAINTS_DETAIL_FORMATS_MISC_HPP
#define VERSIONED_CONSTRAINTS_DETAIL_FORMATS_MISC_HPP

// The formats of kube-openapi's strfmt registry defined by a regular expression (strfmt's own,
// govalidator's) and a checksum: uuid, uuid3/4/5, hostname, byte, isbn, isbn10, isbn13,
// creditcard, ssn, hexcolor, rgbcolor, bsonobjectid. The simple expressions are written out as
// code (each is deterministic: one way to read the text); hostname's, with its Unicode classes,
// runs on the pattern engine.

#include <versioned/constraints/detail/formats_time.hpp>
#include <versioned/constraints/detail/regex_compile.hpp>
#include <versioned/constraints/detail/regex_dfa.hpp>

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <type_traits>

namespace versioned::detail::formats {

constexpr bool is_hex(char c) noexcept {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

constexpr bool all_hex(std::string_view s) noexcept {
    for (const char c : s)
        if (!is_hex(c)) return false;
    return true;
}

// uuid: strfmt's (?i)^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$ (dashes
// optional each); uuid3/4/5 ('3', '4', '5' as version): the third group starts with the version,
// for 4 and 5 the fourth with 8, 9, a or b.
constexpr bool valid_uuid(std::string_view s, char version = 0) noexcept {
    constexpr std::size_t groups[] = {8, 4, 4, 4, 12};
    for (std::size_t g = 0; g < 5; ++g) {
        if (g > 0 && !s.empty() && s[0] == '-') s.remove_prefix(1);
        if (s.size() < groups[g] || !all_hex(s.substr(0, groups[g]))) return false;
        if (version != 0 && g == 2 && s[0] != version) return false;
        if ((version == '4' || version == '5') && g == 3) {
            const char v = s[0];
            if (!(v == '8' || v == '9' || v == 'a' || v == 'b' || v == 'A' || v == 'B')) return false;
        }
        s.remove_prefix(groups[g]);
    }
    return s.empty();
}

constexpr bool is_go_space(char c) noexcept { return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r'; }

// isbn10, isbn13: govalidator's IsISBN -- without its spaces and dashes, 9 digits and a digit or
// X (or 13 digits), whose checksum holds.
constexpr bool valid_isbn(std::string_view s, int version) noexcept {
    char d[13]{};
    std::size_t n = 0;
    for (const char c : s) {
        if (is_go_space(c) || c == '-') continue;
        if (n == 13) return false;
        d[n++] = c;
    }
    const auto digit = [&d](std::size_t i) { return d[i] - '0'; };
    for (std::size_t i = 0; i < n; ++i)
        if (!(is_digit(d[i]) || (version == 10 && i == 9 && d[i] == 'X'))) return false;
    if (version == 10) {
        if (n != 10) return false;
        int sum = 0;
        for (std::size_t i = 0; i < 9; ++i) sum += static_cast<int>(i + 1) * digit(i);
        sum += 10 * (d[9] == 'X' ? 10 : digit(9));
        return sum % 11 == 0;
    }
    if (n != 13) return false;
    int sum = 0;
    for (std::size_t i = 0; i < 12; ++i) sum += (i % 2 == 0 ? 1 : 3) * digit(i);
    return digit(12) == (10 - sum % 10) % 10;
}

// creditcard: govalidator's IsCreditCard -- its digits (everything else dropped) a Visa,
// MasterCard, Discover, American Express, Diners Club or JCB number, whose Luhn checksum holds.
constexpr bool valid_credit_card(std::string_view s) noexcept {
    char d[32]{};
    std::size_t n = 0;
    for (const char c : s) {
        if (!is_digit(c)) continue;
        if (n == sizeof(d)) return false;
        d[n++] = c;
    }
    if (n == 0) return false;
    const std::string_view v(d, n);
    const auto starts = [&v](std::string_view p) { return v.substr(0, p.size()) == p; };
    const bool kind = (v[0] == '4' && (n == 13 || n == 16)) || (n == 16 && v[0] == '5' && v[1] >= '1' && v[1] <= '5') ||
                      (n == 16 && (starts("6011") || starts("65"))) || (n == 15 && (starts("34") || starts("37"))) ||
                      (n == 14 && ((starts("30") && v[2] >= '0' && v[2] <= '5') || starts("36") || starts("38"))) ||
                      (n == 15 && (starts("2131") || starts("1800"))) || (n == 16 && starts("35"));
    if (!kind) return false;
    int sum = 0;
    for (std::size_t i = 0; i < n; ++i) {
        int x = d[n - 1 - i] - '0';
        if (i % 2 == 1) x = x * 2 >= 10 ? x * 2 % 10 + 1 : x * 2;
        sum += x;
    }
    return sum % 10 == 0;
}

// ssn: govalidator's IsSSN -- 11 characters of ^\d{3}[- ]?\d{2}[- ]?\d{4}$: 123-45-6789.
constexpr bool valid_ssn(std::string_view s) noexcept {
    if (s.size() != 11) return false;
    for (const std::size_t i : {0u, 1u, 2u, 4u, 5u, 7u, 8u, 9u, 10u})
        if (!is_digit(s[i])) return false;
    return (s[3] == '-' || s[3] == ' ') && (s[6] == '-' || s[6] == ' ');
}

// hexcolor: govalidator's ^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$.
constexpr bool valid_hex_color(std::string_view s) noexcept {
    if (!s.empty() && s[0] == '#') s.remove_prefix(1);
    return (s.size() == 3 || s.size() == 6) && all_hex(s);
}

// rgbcolor: govalidator's rgb(R, G, B) -- numbers 0 to 255 without leading zeros, spaces
// ([\t\n\f\r ]) around them.
constexpr bool valid_rgb_color(std::string_view s) noexcept {
    if (s.substr(0, 4) != "rgb(") return false;
    s.remove_prefix(4);
    for (int k = 0; k < 3; ++k) {
        while (!s.empty() && is_go_space(s[0])) s.remove_prefix(1);
        std::size_t n = 0;
        int value = 0;
        while (n < s.size() && n < 4 && is_digit(s[n])) value = value * 10 + (s[n++] - '0');
        if (n == 0 || n > 3 || (n > 1 && s[0] == '0') || value > 255) return false;
        s.remove_prefix(n);
        while (!s.empty() && is_go_space(s[0])) s.remove_prefix(1);
        if (s.empty() || s[0] != (k < 2 ? ',' : ')')) return false;
        s.remove_prefix(1);
    }
    return s.empty();
}

// byte: govalidator's IsBase64 -- padded standard base64, not empty, nothing else (no newlines).
constexpr bool valid_base64(std::string_view s) noexcept {
    const auto alphabet = [](char c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '+' || c == '/';
    };
    if (s.empty() || s.size() % 4 != 0) return false;
    const std::size_t n = s.size();
    const std::size_t padding = s[n - 1] != '=' ? 0 : s[n - 2] == '=' ? 2 : 1;
    for (std::size_t i = 0; i < n - padding; ++i)
        if (!alphabet(s[i])) return false;
    return true;
}

// bsonobjectid: 24 hex digits (Go's hex.DecodeString, 12 bytes).
constexpr bool valid_bson_object_id(std::string_view s) noexcept { return s.size() == 24 && all_hex(s); }

// hostname: strfmt's HostnamePattern (RFC 1034 labels of letters, digits, Unicode letters and
// symbols; one label with an optional single dash after its first character, or labels ending
// in dots and a top-level domain of 2 to 63 letters), at most 255 bytes, each label at most 63.
inline constexpr std::string_view hostname_pattern =
    R"(^([a-zA-Z0-9\p{S}\p{L}]((-?[a-zA-Z0-9\p{S}\p{L}]{0,62})?)|([a-zA-Z0-9\p{S}\p{L}](([a-zA-Z0-9-\p{S}\p{L}]{0,61}[a-zA-Z0-9\p{S}\p{L}])?)(\.)){1,}([a-zA-Z\p{L}]){2,63})$)";

// Whether a format's pattern matches: at run time on its program compiled once (`cached`, at
// first use), in a constant expression compiled there (a default value checked at compile time).
constexpr bool pattern_matches(std::string_view pattern, const regex::dynamic_program& (*cached)(), std::string_view text) {
    if (!std::is_constant_evaluated()) return regex::search(cached(), text);
    const std::size_t size = regex::program_size(pattern);
    regex::buffer<std::uint32_t> words;
    words.resize(size);
    regex::write_program(pattern, words.data(), size);
    return regex::search(regex::program_view{words.data(), size}, text);
}

inline const regex::dynamic_program& hostname_program() {
    static const regex::dynamic_program program = regex::compile_dynamic(hostname_pattern);
    return program;
}

constexpr bool valid_hostname(std::string_view s) {
    if (s.size() > 255 || !pattern_matches(hostname_pattern, hostname_program, s)) return false;
    std::size_t label = 0;
    for (const char c : s) {
        label = c == '.' ? 0 : label + 1;
        if (label > 63) return false;
    }
    return true;
}

} // namespace versioned::detail::formats

#endif // VERSIONED_CONSTRAINTS_DETAIL_FORMATS_MISC_HPP
