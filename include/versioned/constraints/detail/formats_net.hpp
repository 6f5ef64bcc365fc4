// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_CONSTRAINTS_DETAIL_FORMATS_NET_HPP
#define VERSIONED_CONSTRAINTS_DETAIL_FORMATS_NET_HPP

// The formats ipv4, ipv6, cidr, mac and uri as kube-openapi's strfmt registry validates them:
// Go's net.ParseIP (ipv6), the copy of Go's older, leading-zero-tolerant parser in
// k8s.io/utils/net (ipv4, cidr: ParseIPSloppy, ParseCIDRSloppy), net.ParseMAC and
// net/url.ParseRequestURI -- our own code of the same rules.

#include <cstddef>
#include <string_view>

namespace versioned::detail::formats {

inline constexpr int go_big = 0xFFFFFF; // Go's net: numbers stop there

constexpr int hex_digit(char c) noexcept {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

// Go's net dtoi and xtoi: a number at the start of s, its length; false if none or too large.
constexpr bool go_dtoi(std::string_view s, int& n, std::size_t& length) noexcept {
    n = 0;
    for (length = 0; length < s.size() && s[length] >= '0' && s[length] <= '9'; ++length)
        if ((n = n * 10 + (s[length] - '0')) >= go_big) return false;
    return length > 0;
}

constexpr bool go_xtoi(std::string_view s, int& n, std::size_t& length) noexcept {
    n = 0;
    for (length = 0; length < s.size() && hex_digit(s[length]) >= 0; ++length)
        if ((n = n * 16 + hex_digit(s[length])) >= go_big) return false;
    return length > 0;
}

// Four decimal numbers up to 255 separated by dots; `sloppy` (k8s.io/utils/net) allows leading
// zeros ("010.001.0.1"), Go's own parser since Go 1.17 does not.
constexpr bool parse_ipv4(std::string_view s, bool sloppy) noexcept {
    for (int i = 0; i < 4; ++i) {
        if (s.empty()) return false;
        if (i > 0) {
            if (s[0] != '.') return false;
            s.remove_prefix(1);
        }
        int n = 0;
        std::size_t c = 0;
        if (!go_dtoi(s, n, c) || n > 0xFF) return false;
        if (!sloppy && c > 1 && s[0] == '0') return false;
        s.remove_prefix(c);
    }
    return s.empty();
}

// Up to eight groups of hex digits (any number of digits, at most FFFF) separated by colons,
// one "::", an IPv4 address in place of the last two groups.
constexpr bool parse_ipv6(std::string_view s, bool sloppy) noexcept {
    int ellipsis = -1, i = 0;
    if (s.size() >= 2 && s[0] == ':' && s[1] == ':') {
        ellipsis = 0;
        s.remove_prefix(2);
        if (s.empty()) return true;
    }
    while (i < 16) {
        int n = 0;
        std::size_t c = 0;
        if (!go_xtoi(s, n, c) || n > 0xFFFF) return false;
        if (c < s.size() && s[c] == '.') {
            if ((ellipsis < 0 && i != 12) || i + 4 > 16 || !parse_ipv4(s, sloppy)) return false;
            s = {};
            i += 4;
            break;
        }
        i += 2;
        s.remove_prefix(c);
        if (s.empty()) break;
        if (s[0] != ':' || s.size() == 1) return false;
        s.remove_prefix(1);
        if (s[0] == ':') {
            if (ellipsis >= 0) return false;
            ellipsis = i;
            s.remove_prefix(1);
            if (s.empty()) break;
        }
    }
    if (!s.empty()) return false;
    return i < 16 ? ellipsis >= 0 : ellipsis < 0;
}

// Go's ParseIP: the first '.' or ':' decides the kind of address.
constexpr bool parse_ip(std::string_view s, bool sloppy) noexcept {
    for (const char c : s) {
        if (c == '.') return parse_ipv4(s, sloppy);
        if (c == ':') return parse_ipv6(s, sloppy);
    }
    return false;
}

// Index loops, not std::string_view::find: these run in constant expressions too (a default
// value's format), where g++'s -fsanitize=null makes find no constant expression (GCC PR 71962).
constexpr std::size_t index_of(std::string_view s, char c, std::size_t from = 0) noexcept {
    for (std::size_t i = from; i < s.size(); ++i)
        if (s[i] == c) return i;
    return std::string_view::npos;
}
constexpr std::size_t last_index_of(std::string_view s, char c) noexcept {
    for (std::size_t i = s.size(); i > 0; --i)
        if (s[i - 1] == c) return i - 1;
    return std::string_view::npos;
}
constexpr bool contains(std::string_view s, char c) noexcept { return index_of(s, c) != std::string_view::npos; }

// ipv4: k8s.io/utils/net.ParseIPSloppy and a dot -- also "::ffff:1.2.3.4" (an IPv6 address with a dot).
constexpr bool valid_ipv4(std::string_view s) noexcept { return parse_ip(s, true) && contains(s, '.'); }

// ipv6: Go's net.ParseIP and a colon -- also "::ffff:1.2.3.4"; no zone ("%eth0").
constexpr bool valid_ipv6(std::string_view s) noexcept { return parse_ip(s, false) && contains(s, ':'); }

// cidr: k8s.io/utils/net.ParseCIDRSloppy -- an address (IPv4, or IPv6) '/' a prefix length of
// decimal digits up to 32 (128), leading zeros allowed in both.
constexpr bool valid_cidr(std::string_view s) noexcept {
    std::size_t slash = 0;
    while (slash < s.size() && s[slash] != '/') ++slash;
    if (slash == s.size()) return false;
    const std::string_view addr = s.substr(0, slash), mask = s.substr(slash + 1);
    int bits = 0;
    if (parse_ipv4(addr, true)) bits = 32;
    else if (parse_ipv6(addr, true)) bits = 128;
    else return false;
    int n = 0;
    std::size_t c = 0;
    return go_dtoi(mask, n, c) && c == mask.size() && n <= bits;
}

// Go's xtoi2: two hex digits at the start of s, followed by the separator e if anything follows.
constexpr bool go_xtoi2(std::string_view s, char e) noexcept {
    if (s.size() > 2 && s[2] != e) return false;
    return s.size() >= 2 && hex_digit(s[0]) >= 0 && hex_digit(s[1]) >= 0;
}

// mac: Go's net.ParseMAC -- 6, 8 or 20 bytes as 01:23:45:67:89:ab, 01-23-..., or 0123.4567.89ab.
constexpr bool valid_mac(std::string_view s) noexcept {
    if (s.size() < 14) return false;
    const auto bytes_ok = [](std::size_t n) { return n == 6 || n == 8 || n == 20; };
    if (s[2] == ':' || s[2] == '-') {
        if ((s.size() + 1) % 3 != 0 || !bytes_ok((s.size() + 1) / 3)) return false;
        for (std::size_t x = 0; x < s.size(); x += 3)
            if (!go_xtoi2(s.substr(x), s[2])) return false;
        return true;
    }
    if (s[4] != '.' || (s.size() + 1) % 5 != 0 || !bytes_ok(2 * (s.size() + 1) / 5)) return false;
    for (std::size_t x = 0; x < s.size(); x += 5)
        if (!go_xtoi2(s.substr(x, 2), 0) || !go_xtoi2(s.substr(x + 2), s[4])) return false;
    return true;
}

// ---- uri: Go's net/url.ParseRequestURI ------------------------------------------------------------

enum class url_part { path, host, zone, user };

// Go's shouldEscape for the host and zone of a URL: what may appear unescaped there.
constexpr bool host_char_ok(unsigned char c) noexcept {
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) return true;
    for (const char ok : std::string_view("!$&'()*+,;=:[]<>\"-_.~"))
        if (c == static_cast<unsigned char>(ok)) return true;
    return false;
}

// Go's unescape: every % followed by two hex digits; in a host, a %XX escape only of a byte of
// 0x80 or more (or %25), and only host_char_ok ASCII; in a zone, %XX only of host_char_ok
// ASCII, a space or %25.
constexpr bool url_unescape_ok(std::string_view s, url_part part) noexcept {
    for (std::size_t i = 0; i < s.size();) {
        const auto c = static_cast<unsigned char>(s[i]);
        if (c == '%') {
            if (i + 2 >= s.size() || hex_digit(s[i + 1]) < 0 || hex_digit(s[i + 2]) < 0) return false;
            const std::string_view escape = s.substr(i, 3);
            const auto v = static_cast<unsigned char>(hex_digit(s[i + 1]) << 4 | hex_digit(s[i + 2]));
            if (part == url_part::host && hex_digit(s[i + 1]) < 8 && escape != "%25") return false;
            if (part == url_part::zone && escape != "%25" && v != ' ' && !host_char_ok(v)) return false;
            i += 3;
            continue;
        }
        if ((part == url_part::host || part == url_part::zone) && c < 0x80 && !host_char_ok(c)) return false;
        ++i;
    }
    return true;
}

// Go's validOptionalPort: empty, or ':' and digits.
constexpr bool url_port_ok(std::string_view port) noexcept {
    if (port.empty()) return true;
    if (port[0] != ':') return false;
    for (const char c : port.substr(1))
        if (c < '0' || c > '9') return false;
    return true;
}

// Go's parseHost: [IPv6 literal, with a zone after %25]:port, or a name:port.
constexpr bool url_host_ok(std::string_view host) noexcept {
    if (!host.empty() && host[0] == '[') {
        const std::size_t close = last_index_of(host, ']');
        if (close == std::string_view::npos || !url_port_ok(host.substr(close + 1))) return false;
        std::size_t zone = 0;
        while (zone + 3 <= close && host.substr(zone, 3) != "%25") ++zone;
        if (zone + 3 > close) zone = std::string_view::npos;
        if (zone != std::string_view::npos)
            return url_unescape_ok(host.substr(0, zone), url_part::host) &&
                   url_unescape_ok(host.substr(zone, close - zone), url_part::zone) &&
                   url_unescape_ok(host.substr(close), url_part::host);
    } else if (const std::size_t colon = last_index_of(host, ':'); colon != std::string_view::npos) {
        if (!url_port_ok(host.substr(colon))) return false;
    }
    return url_unescape_ok(host, url_part::host);
}

// Go's parseAuthority: [userinfo@]host, the userinfo of unreserved, sub-delims, ':', '%', '@'.
constexpr bool url_authority_ok(std::string_view authority) noexcept {
    const std::size_t at = last_index_of(authority, '@');
    if (at == std::string_view::npos) return url_host_ok(authority);
    if (!url_host_ok(authority.substr(at + 1))) return false;
    const std::string_view user = authority.substr(0, at);
    for (const char c : user) {
        const auto u = static_cast<unsigned char>(c);
        const bool ok = (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || (u >= '0' && u <= '9') ||
                        contains("-._:~!$&'()*+,;=%@", c);
        if (!ok) return false;
    }
    return url_unescape_ok(user, url_part::user);
}

// uri: Go's url.ParseRequestURI (what govalidator.IsRequestURI calls) -- an absolute URI
// ("https://host:8443/p?q", "mailto:x", "urn:isbn:1", an opaque part is not checked) or an
// absolute path ("/p"), no control characters, valid %-escapes in the path and host.
constexpr bool valid_uri(std::string_view s) noexcept {
    for (const char c : s)
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F) return false;
    if (s.empty()) return false;
    if (s == "*") return true;
    std::size_t colon = 0; // Go's getScheme
    std::string_view scheme, rest = s;
    for (; colon < s.size(); ++colon) {
        const char c = s[colon];
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) continue;
        if ((c >= '0' && c <= '9') || c == '+' || c == '-' || c == '.') {
            if (colon == 0) break;
            continue;
        }
        if (c == ':') {
            if (colon == 0) return false; // missing protocol scheme
            scheme = s.substr(0, colon), rest = s.substr(colon + 1);
        }
        break;
    }
    rest = rest.substr(0, index_of(rest, '?')); // the query is not checked
    if (rest.empty() || rest[0] != '/') return !scheme.empty(); // opaque, or not a request URI
    if (!scheme.empty() && rest.substr(0, 2) == "//") {
        const std::size_t slash = index_of(rest, '/', 2);
        if (!url_authority_ok(rest.substr(2, slash == std::string_view::npos ? std::string_view::npos : slash - 2))) return false;
        rest = slash == std::string_view::npos ? std::string_view{} : rest.substr(slash);
    }
    return url_unescape_ok(rest, url_part::path);
}

} // namespace versioned::detail::formats

#endif // VERSIONED_CONSTRAINTS_DETAIL_FORMATS_NET_HPP
