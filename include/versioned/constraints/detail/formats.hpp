// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_CONSTRAINTS_DETAIL_FORMATS_HPP
#define VERSIONED_CONSTRAINTS_DETAIL_FORMATS_HPP

// The formats of `format(...)` constraints: every format kube-openapi's default registry
// (strfmt.Default, what Kubernetes' validator applies) knows, validated exactly as it does --
// our own code of its rules, judged against it by tests/constraints (formats_oracle). The rule
// of each is in docs/formats.md.
//
//   format_named("date-time")  -> format::date_time (format::none: unknown, a compile error upstream)
//   name_of(f)                 -> "date-time"
//   in_json_schema(f)          -> whether JSON Schema's `format` means the same
//   valid(f, text)             -> what Kubernetes' validator says (a constant expression too)
//   example(f, rng)            -> a random valid value

#include <versioned/constraints/detail/formats_mail.hpp>
#include <versioned/constraints/detail/formats_misc.hpp>
#include <versioned/constraints/detail/formats_net.hpp>
#include <versioned/constraints/detail/formats_time.hpp>

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace versioned::detail::formats {

enum class format : unsigned char {
    none,
    date_time,
    date,
    duration,
    uuid,
    ipv4,
    ipv6,
    cidr,
    hostname,
    byte,
    email,
    uri,
    // the rest of strfmt.Default
    uuid3,
    uuid4,
    uuid5,
    mac,
    isbn,
    isbn10,
    isbn13,
    creditcard,
    ssn,
    hexcolor,
    rgbcolor,
    password,
    bsonobjectid,
};

inline constexpr std::size_t format_count = static_cast<std::size_t>(format::bsonobjectid) + 1;

// Each format's name as OpenAPI and JSON Schema spell it.
inline constexpr std::string_view format_names[format_count] = {
    "",     "date-time", "date",   "duration", "uuid",   "ipv4", "ipv6",       "cidr",   "hostname",
    "byte", "email",     "uri",    "uuid3",    "uuid4",  "uuid5", "mac",       "isbn",   "isbn10",
    "isbn13", "creditcard", "ssn", "hexcolor", "rgbcolor", "password", "bsonobjectid",
};

constexpr std::string_view name_of(format f) noexcept { return format_names[static_cast<std::size_t>(f)]; }

// The format a schema's `format` names, as strfmt looks it up: its dashes ignored ("date-time",
// "datetime" and "date-time-" are the same), letters compared as they are.
constexpr format format_named(std::string_view name) noexcept {
    char plain[32]{};
    std::size_t n = 0;
    for (const char c : name) {
        if (c == '-') continue;
        if (n == sizeof(plain)) return format::none;
        plain[n++] = c;
    }
    const std::string_view key(plain, n);
    for (std::size_t i = 1; i < format_count; ++i) {
        const std::string_view known = format_names[i];
        std::size_t k = 0;
        bool same = true;
        for (const char c : known) {
            if (c == '-') continue;
            same = same && k < key.size() && key[k] == c;
            ++k;
        }
        if (same && k == key.size()) return static_cast<format>(i);
    }
    return format::none;
}

// Whether JSON Schema 2020-12 gives `format` the same meaning, so that the JSON Schema dialect
// may emit it (the OpenAPI dialect emits every format).
constexpr bool in_json_schema(format f) noexcept {
    switch (f) {
    case format::date_time:
    case format::date:
    case format::uuid:
    case format::ipv4:
    case format::ipv6:
    case format::email: return true;
    default: return false;
    }
}

// Whether Kubernetes' validator (kube-openapi's strfmt.Default) accepts text as a string of
// format f. format::none accepts everything (the validator ignores a format it does not know).
constexpr bool valid(format f, std::string_view text) noexcept {
    switch (f) {
    case format::none: return true;
    case format::date_time: return valid_date_time(text);
    case format::date: return valid_date(text);
    case format::duration: return valid_duration(text);
    case format::uuid: return valid_uuid(text);
    case format::uuid3: return valid_uuid(text, '3');
    case format::uuid4: return valid_uuid(text, '4');
    case format::uuid5: return valid_uuid(text, '5');
    case format::ipv4: return valid_ipv4(text);
    case format::ipv6: return valid_ipv6(text);
    case format::cidr: return valid_cidr(text);
    case format::hostname: return valid_hostname(text);
    case format::byte: return valid_base64(text);
    case format::email: return valid_email(text);
    case format::uri: return valid_uri(text);
    case format::mac: return valid_mac(text);
    case format::isbn: return valid_isbn(text, 10) || valid_isbn(text, 13);
    case format::isbn10: return valid_isbn(text, 10);
    case format::isbn13: return valid_isbn(text, 13);
    case format::creditcard: return valid_credit_card(text);
    case format::ssn: return valid_ssn(text);
    case format::hexcolor: return valid_hex_color(text);
    case format::rgbcolor: return valid_rgb_color(text);
    case format::password: return true;
    case format::bsonobjectid: return valid_bson_object_id(text);
    }
    return false;
}

// ---- examples ------------------------------------------------------------------------------------
// (Texts are appended, never "literal" + std::string: g++ 12 at -O3 warns -Wrestrict inside
// libstdc++ for that in the caller's code, GCC bug 105329.)

template <class Rng>
std::uint64_t draw(Rng& rng, std::uint64_t n) {
    return static_cast<std::uint64_t>(rng()) % n;
}

template <class Rng>
std::string random_chars(Rng& rng, std::string_view alphabet, std::size_t min, std::size_t max) {
    std::string out;
    const std::size_t n = min + static_cast<std::size_t>(draw(rng, max - min + 1));
    for (std::size_t i = 0; i < n; ++i) out += alphabet[static_cast<std::size_t>(draw(rng, alphabet.size()))];
    return out;
}

inline std::string two_digits(std::uint64_t n) { return std::string(1, static_cast<char>('0' + n / 10)) + static_cast<char>('0' + n % 10); }

template <class Rng>
std::string example_date(Rng& rng) {
    const auto year = 1970 + static_cast<int>(draw(rng, 130));
    const auto month = 1 + static_cast<int>(draw(rng, 12));
    const auto day = 1 + static_cast<int>(draw(rng, static_cast<std::uint64_t>(days_in(month, year))));
    return std::to_string(year) + "-" + two_digits(static_cast<std::uint64_t>(month)) + "-" +
           two_digits(static_cast<std::uint64_t>(day));
}

template <class Rng>
std::string example_date_time(Rng& rng) {
    std::string out = example_date(rng) + "T" + two_digits(draw(rng, 24)) + ":" + two_digits(draw(rng, 60)) + ":" +
                      two_digits(draw(rng, 60));
    if (draw(rng, 3) == 0) out.append(".").append(random_chars(rng, "0123456789", 1, 9));
    if (draw(rng, 2) == 0) return out + "Z";
    return out + (draw(rng, 2) == 0 ? "+" : "-") + two_digits(draw(rng, 15)) + ":" + (draw(rng, 2) == 0 ? "00" : "30");
}

template <class Rng>
std::string example_duration(Rng& rng) {
    constexpr std::string_view units[] = {"h", "m", "s", "ms", "us", "ns"};
    std::string out = draw(rng, 8) == 0 ? "-" : "";
    const std::size_t first = static_cast<std::size_t>(draw(rng, 6));
    for (std::size_t u = first; u < 6 && (u == first || draw(rng, 2) == 0); ++u)
        out += std::to_string(draw(rng, 1000)) + std::string(units[u]);
    return out;
}

template <class Rng>
std::string example_uuid(Rng& rng, char version) {
    constexpr std::string_view hex = "0123456789abcdef";
    std::string out = random_chars(rng, hex, 8, 8) + "-" + random_chars(rng, hex, 4, 4) + "-";
    out += version != 0 ? std::string(1, version) + random_chars(rng, hex, 3, 3) : random_chars(rng, hex, 4, 4);
    out.append("-");
    out += (version == '4' || version == '5' ? random_chars(rng, "89ab", 1, 1) + random_chars(rng, hex, 3, 3)
                                                  : random_chars(rng, hex, 4, 4));
    return out + "-" + random_chars(rng, hex, 12, 12);
}

template <class Rng>
std::string example_ipv4(Rng& rng) {
    std::string out;
    for (int i = 0; i < 4; ++i) out.append(i > 0 ? "." : "").append(std::to_string(draw(rng, 256)));
    return out;
}

template <class Rng>
std::string example_ipv6(Rng& rng) {
    std::string out;
    const std::size_t gap = static_cast<std::size_t>(draw(rng, 10)); // >= 8: no "::"
    for (std::size_t i = 0; i < 8; ++i) {
        if (i == gap) {
            out += "::";
            i += static_cast<std::size_t>(draw(rng, 8 - i));
            continue;
        }
        if (!out.empty() && out.back() != ':') out += ':';
        out += random_chars(rng, "0123456789abcdef", 1, 4);
    }
    return out;
}

template <class Rng>
std::string example_hostname(Rng& rng) {
    constexpr std::string_view alnum = "abcdefghijklmnopqrstuvwxyz0123456789";
    std::string out;
    for (std::uint64_t labels = 1 + draw(rng, 3); labels > 0; --labels) {
        out += random_chars(rng, alnum, 1, 1);
        if (draw(rng, 2) == 0) out += random_chars(rng, "abcdefghijklmnopqrstuvwxyz0123456789-", 0, 10) + random_chars(rng, alnum, 1, 1);
        out += '.';
    }
    return out + random_chars(rng, "abcdefghijklmnopqrstuvwxyz", 2, 6);
}

template <class Rng>
std::string example_base64(Rng& rng) {
    constexpr std::string_view alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    std::string out = random_chars(rng, alphabet, 0, 3) + random_chars(rng, alphabet, 4, 4);
    out.resize(out.size() / 4 * 4);
    const std::uint64_t padding = draw(rng, 3);
    if (padding > 0) out.replace(out.size() - padding, padding, padding, '=');
    return out;
}

template <class Rng>
std::string example_isbn(Rng& rng, int version) {
    std::string d = random_chars(rng, "0123456789", version - 1, version - 1);
    int sum = 0;
    for (std::size_t i = 0; i < d.size(); ++i)
        sum += (version == 10 ? static_cast<int>(i + 1) : (i % 2 == 0 ? 1 : 3)) * (d[i] - '0');
    if (version == 13) return d + static_cast<char>('0' + (10 - sum % 10) % 10);
    const int check = (11 - sum % 11) % 11 * 10 % 11; // 10 * check + sum = 0 (mod 11), 10 = -1
    return d + (check == 10 ? 'X' : static_cast<char>('0' + check));
}

template <class Rng>
std::string example_credit_card(Rng& rng) {
    std::string d = std::string("4").append(random_chars(rng, "0123456789", 14, 14)); // a Visa number
    int sum = 0;
    for (std::size_t i = 0; i < d.size(); ++i) { // the Luhn sum of d followed by a check digit
        int x = d[d.size() - 1 - i] - '0';
        if (i % 2 == 0) x = x * 2 >= 10 ? x * 2 % 10 + 1 : x * 2;
        sum += x;
    }
    return d + static_cast<char>('0' + (10 - sum % 10) % 10);
}

template <class Rng>
std::string example_text(format f, Rng& rng) {
    constexpr std::string_view hex = "0123456789abcdef";
    switch (f) {
    case format::cidr:
        return draw(rng, 2) == 0 ? example_ipv4(rng) + "/" + std::to_string(draw(rng, 33))
                                 : example_ipv6(rng) + "/" + std::to_string(draw(rng, 129));
    case format::email: {
        constexpr std::string_view alnum = "abcdefghijklmnopqrstuvwxyz0123456789";
        std::string local = random_chars(rng, alnum, 1, 8);
        if (draw(rng, 2) == 0) local += random_chars(rng, "._+-", 1, 1) + random_chars(rng, alnum, 1, 8);
        return local + "@" + example_hostname(rng);
    }
    case format::uri: return std::string("https://").append(example_hostname(rng)).append("/").append(random_chars(rng, "abcdefghij/", 0, 12));
    case format::mac: {
        std::string out = random_chars(rng, hex, 2, 2);
        for (int i = 0; i < 5; ++i) out.append(":").append(random_chars(rng, hex, 2, 2));
        return out;
    }
    case format::ssn: return random_chars(rng, "0123456789", 3, 3) + "-" + random_chars(rng, "0123456789", 2, 2) + "-" +
                             random_chars(rng, "0123456789", 4, 4);
    case format::hexcolor: return std::string("#").append(random_chars(rng, hex, 6, 6));
    case format::rgbcolor:
        return std::string("rgb(").append(std::to_string(draw(rng, 256))).append(", ").append(std::to_string(draw(rng, 256)))
            .append(", ").append(std::to_string(draw(rng, 256))).append(")");
    case format::bsonobjectid: return random_chars(rng, hex, 24, 24);
    default: return random_chars(rng, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 _-", 0, 16);
    }
}

// A random value Kubernetes' validator accepts as format f, in the form people write (a
// compressed IPv6 address, a date-time in UTC or with an offset, a Visa number...).
template <class Rng>
std::string example(format f, Rng& rng) {
    switch (f) {
    case format::date_time: return example_date_time(rng);
    case format::date: return example_date(rng);
    case format::duration: return example_duration(rng);
    case format::uuid: return example_uuid(rng, 0);
    case format::uuid3: return example_uuid(rng, '3');
    case format::uuid4: return example_uuid(rng, '4');
    case format::uuid5: return example_uuid(rng, '5');
    case format::ipv4: return example_ipv4(rng);
    case format::ipv6: return example_ipv6(rng);
    case format::hostname: return example_hostname(rng);
    case format::byte: return example_base64(rng);
    case format::isbn: return example_isbn(rng, draw(rng, 2) == 0 ? 10 : 13);
    case format::isbn10: return example_isbn(rng, 10);
    case format::isbn13: return example_isbn(rng, 13);
    case format::creditcard: return example_credit_card(rng);
    default: return example_text(f, rng);
    }
}

} // namespace versioned::detail::formats

#endif // VERSIONED_CONSTRAINTS_DETAIL_FORMATS_HPP
