// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_JSON_DETAIL_PARSER_HPP
#define VERSIONED_JSON_DETAIL_PARSER_HPP

// The JSON parser: one strict pass over the text with no document tree. Its members read the
// grammar's pieces (literals, strings and keys, integers and floating numbers, skipped values)
// and report errors with their position; the typed reader (<versioned/json/read.hpp>) walks a
// value's type and calls them.

#include <versioned/json/detail/error_state.hpp>
#include <versioned/json/detail/from_chars.hpp>
#include <versioned/json/detail/text.hpp>
#include <versioned/json/detail/traits.hpp>
#include <versioned/json/options.hpp>

#include <array>
#include <charconv>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <functional>
#include <limits>
#include <set>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

namespace versioned::detail::json_io {

// ---- the reader -------------------------------------------------------------------------------

// The keys of one object read so far, to reject a repeated one. A key without an escape is a
// view of the text (the first 16 are kept without an allocation); a decoded one is copied into
// a set, whose nodes keep it in place.
struct key_set {
    std::array<std::string_view, 16> few;
    std::size_t few_count = 0;
    std::set<std::string, std::less<>> many;

    // False when k was seen; else k is kept and made a view that lives as long as the set.
    bool insert(std::string_view& k, bool in_text) {
        if (many.find(k) != many.end()) return false;
        for (std::size_t i = 0; i < few_count; ++i)
            if (few[i] == k) return false;
        if (in_text && few_count < few.size()) few[few_count++] = k;
        else k = *many.emplace(k).first;
        return true;
    }
};

struct parser {
    const char* begin;
    const char* p;
    const char* end;
    const json::read_options& options;
    std::size_t depth = 0;
    bool reusing = false; // read_into: the value read into holds a previous value
    error_state err;
    std::vector<key_set> skipped_keys; // per object being read that skipped unknown keys
    std::string scratch; // decoded keys that contain escapes
    bool int64_integers = false; // json::reader::int64_integers: unsigned 64-bit at most 2^63-1
    std::size_t members_read = 0; // of the struct read last (min_properties / max_properties)

    parser(std::string_view text, const json::read_options& opts) noexcept
        : begin(text.data()), p(text.data()), end(text.data() + text.size()), options(opts) {
        if (opts.allow_bom && at_bom(p)) p += 3; // offsets, lines and columns still count it
    }
    // A UTF-8 byte order mark at q.
    bool at_bom(const char* q) const noexcept {
        return end - q >= 3 && q[0] == '\xEF' && q[1] == '\xBB' && q[2] == '\xBF';
    }

    [[gnu::always_inline]] char peek() const noexcept { return p < end ? *p : '\0'; }
    // Compact JSON has no whitespace: one test, inlined; the loop only when there is some.
    [[gnu::always_inline]] void skip_ws() noexcept {
        if (p < end && static_cast<unsigned char>(*p) > ' ') return;
        skip_ws_loop();
    }
    void skip_ws_loop() noexcept {
        while (p < end && (*p == ' ' || *p == '\n' || *p == '\r' || *p == '\t')) ++p;
    }

    [[gnu::cold, gnu::noinline]] bool fail(errc code, const char* at, std::string detail) {
        err.code = code;
        err.offset = static_cast<std::size_t>(at - begin);
        err.detail = std::move(detail);
        if (code == errc::syntax) err.detail += syntax_hint(at);
        return false;
    }
    // What a syntax error at `at` is likely to be, in JSON that a person wrote: a comment, a
    // trailing comma, a byte order mark (none of which JSON has).
    std::string_view syntax_hint(const char* at) const noexcept {
        if (at >= end) return {};
        if (*at == '/') return ": JSON has no comments";
        if (at_bom(at)) return ": JSON text has no byte order mark (read_options::allow_bom skips one at the start)";
        if (*at != '}' && *at != ']') return {};
        const char* q = at;
        while (q > begin && (q[-1] == ' ' || q[-1] == '\n' || q[-1] == '\r' || q[-1] == '\t')) --q;
        return q > begin && q[-1] == ',' ? ": JSON has no trailing commas" : std::string_view{};
    }
    [[gnu::cold, gnu::noinline]] bool fail_key(std::string_view key) {
        err.reversed_path.emplace_back(key);
        return false;
    }
    // The errors of reading a struct's members, here and not in read_struct<T>, so that each
    // version's reader does not compile its own copy of the messages.
    [[gnu::cold, gnu::noinline]] bool fail_duplicate_key(const char* key_at, std::string_view key) {
        fail(errc::duplicate_key, key_at, "duplicate key \"" + std::string(key) + "\"");
        return fail_key(key);
    }
    // (why: what else is known of the key -- a field removed at or before that version, "; removed in v3")
    [[gnu::cold, gnu::noinline]] bool fail_unknown_key(const char* key_at, std::string_view key, std::string_view type,
                                                       std::string_view version, const std::string& why = {}) {
        const std::string k(key); // key may be a view of scratch
        fail(errc::unknown_key, key_at,
             "unknown key \"" + k + "\" (not a member of " + std::string(type) + " " + std::string(version) + why + ")");
        return fail_key(k);
    }
    // At the object's closing brace (p after it).
    [[gnu::cold, gnu::noinline]] bool fail_missing_key(std::string_view key) {
        fail(errc::missing_key, p - 1, "missing required key \"" + std::string(key) + "\"");
        return fail_key(key);
    }
    // The version key's value (p after the colon): it must name the version read.
    bool version_member(const char* key_at, std::string_view key, bool& seen_version, std::string_view version) {
        const std::string k(key); // key may be a view of scratch, which string_into reuses
        if (seen_version) return fail_duplicate_key(key_at, k);
        seen_version = true;
        if (peek() != '"') {
            fail_expected("a string (the version)");
            return fail_key(k);
        }
        const char* at = p;
        std::string v;
        if (!string_into(v)) return fail_key(k);
        const std::string expected = version_value(options.group, version);
        if (v != expected) {
            fail(errc::version_mismatch, at, "the document is version \"" + v + "\", expected \"" + expected + "\"");
            return fail_key(k);
        }
        return true;
    }
    // An unknown member with unknown_keys::ignore (p at its value): its key may not repeat in the
    // object, and its value is skipped, checked as strictly as a read one. The keys skipped in an
    // object are a set on skipped_keys (level: its index, npos until the object's first unknown
    // key), which the object pops when it ends; kept here, not in each version's reader, whose
    // every exit would destroy one.
    [[gnu::noinline]] bool skip_unknown(const char* key_at, std::string_view key, std::size_t& level) {
        if (level == npos) {
            level = skipped_keys.size();
            skipped_keys.emplace_back();
        }
        std::string_view k = key; // kept by the set when decoded (scratch is reused by skipping)
        if (!skipped_keys[level].insert(k, k.data() >= begin && k.data() < end)) return fail_duplicate_key(key_at, k);
        if (!skip_value()) return fail_key(k);
        return true;
    }
    // A syntax error with a fixed message: the message's std::string is built here, keeping
    // its construction out of the hot callers' frames.
    [[gnu::cold, gnu::noinline]] bool fail_syntax(const char* at, const char* detail) {
        return fail(errc::syntax, at, detail);
    }
    [[gnu::cold, gnu::noinline]] bool fail_at(errc code, const char* at, const char* detail) {
        return fail(code, at, detail);
    }
    [[gnu::cold, gnu::noinline]] bool fail_index(std::size_t i) {
        err.reversed_path.push_back(std::to_string(i));
        return false;
    }

    static std::string_view kind_at(char c) noexcept {
        switch (c) {
        case '"': return "a string";
        case '{': return "an object";
        case '[': return "an array";
        case 't':
        case 'f': return "a boolean";
        case 'n': return "null";
        case '-':
        case '0': case '1': case '2': case '3': case '4':
        case '5': case '6': case '7': case '8': case '9': return "a number";
        case '\0': return "the end of the input";
        case '/': return "a '/'";
        case ']': return "']'";
        case '}': return "'}'";
        default: return "an invalid character";
        }
    }
    // At a value of the wrong kind: a type error when it is some JSON value, else syntax.
    [[gnu::cold, gnu::noinline]] bool fail_expected(std::string_view expected) {
        const char c = peek();
        const std::string_view got = at_bom(p) ? "a UTF-8 byte order mark" : kind_at(c);
        const bool is_value = p < end && std::string_view("\"{[tfn-0123456789").find(c) != std::string_view::npos;
        std::string d = "expected ";
        d += expected;
        d += ", got ";
        d += got;
        return fail(is_value ? errc::wrong_type : errc::syntax, p, std::move(d));
    }

    [[gnu::always_inline]] bool enter() {
        if (++depth > options.max_depth) return fail_too_deep();
        return true;
    }
    [[gnu::cold, gnu::noinline]] bool fail_too_deep() {
        return fail(errc::too_deep, p, "nested deeper than max_depth (" + std::to_string(options.max_depth) + ")");
    }

    // ---- literals --------------------------------------------------------------------------
    [[gnu::always_inline]] bool literal(std::string_view word) {
        if (static_cast<std::size_t>(end - p) >= word.size() && text::bytes_equal(p, word.data(), word.size())) {
            p += word.size();
            return true;
        }
        return fail_literal(word);
    }
    [[gnu::cold, gnu::noinline]] bool fail_literal(std::string_view word) {
        return fail(errc::syntax, p, "invalid literal (expected " + std::string(word) + ")");
    }
    bool at_null() const noexcept { return p < end && *p == 'n'; }

    // ---- strings ---------------------------------------------------------------------------
    static int hex_digit(char c) noexcept {
        if (c >= '0' && c <= '9') return c - '0';
        if (c >= 'a' && c <= 'f') return c - 'a' + 10;
        if (c >= 'A' && c <= 'F') return c - 'A' + 10;
        return -1;
    }
    bool read_hex4(const char* at, unsigned& out) {
        if (end - at < 4) return fail_at(errc::bad_escape, at - 2, "\\u needs four hexadecimal digits");
        unsigned v = 0;
        for (int i = 0; i < 4; ++i) {
            const int d = hex_digit(at[i]);
            if (d < 0) return fail_at(errc::bad_escape, at - 2, "\\u needs four hexadecimal digits");
            v = v * 16 + static_cast<unsigned>(d);
        }
        out = v;
        return true;
    }
    [[gnu::cold, gnu::noinline]] bool fail_bad_escape(const char* at, char c) {
        return fail(errc::bad_escape, at,
                    std::string("invalid escape \\") + (static_cast<unsigned char>(c) < 0x20 ? '?' : c) +
                        " (JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)");
    }
    [[gnu::cold, gnu::noinline]] bool fail_surrogate(const char* at, bool high) {
        if (high)
            return fail(errc::lone_surrogate, at,
                        "high surrogate \\u" + std::string(at + 2, 4) + " is not followed by a low surrogate");
        return fail(errc::lone_surrogate, at, "lone low surrogate \\u" + std::string(at + 2, 4));
    }
    // p at the backslash; writes the decoded character at out.
    bool escape(char*& out) {
        const char* at = p;
        if (end - p < 2) return fail_syntax(end, "unterminated string");
        const char c = p[1];
        char simple = 0;
        switch (c) {
        case '"': simple = '"'; break;
        case '\\': simple = '\\'; break;
        case '/': simple = '/'; break;
        case 'b': simple = '\b'; break;
        case 'f': simple = '\f'; break;
        case 'n': simple = '\n'; break;
        case 'r': simple = '\r'; break;
        case 't': simple = '\t'; break;
        case 'u': break;
        default: return fail_bad_escape(at, c);
        }
        if (simple != 0) {
            *out++ = simple;
            p += 2;
            return true;
        }
        unsigned cp = 0;
        if (!read_hex4(p + 2, cp)) return false;
        p += 6;
        if (cp >= 0xDC00 && cp <= 0xDFFF) return fail_surrogate(at, false);
        if (cp >= 0xD800 && cp <= 0xDBFF) {
            unsigned low = 0;
            if (end - p < 2 || p[0] != '\\' || p[1] != 'u' || !read_hex4(p + 2, low) || low < 0xDC00 || low > 0xDFFF) {
                err = {};
                return fail_surrogate(at, true);
            }
            p += 6;
            cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
        }
        out = text::put_utf8(out, cp);
        return true;
    }
    // p at the opening quote. Decodes into out (replacing its contents). The common case --
    // no escape, no non-ASCII byte -- is one scan and one copy, inlined.
    [[gnu::always_inline]] bool string_into(std::string& out) {
        const char* q = text::find_special_inline(p + 1, end);
        if (q != end && *q == '"') {
            text::set_string(out, p + 1, static_cast<std::size_t>(q - p - 1));
            p = q + 1;
            return true;
        }
        return string_general(out);
    }
    // A string with escapes (or non-ASCII bytes, or an error). Its raw length up to the closing
    // quote bounds the decoded length (escapes only shrink): out is sized to it once, written
    // through a pointer, and cut to the decoded length.
    [[gnu::noinline]] bool string_general(std::string& out) {
        const char* close = p + 1;
        for (;;) {
            close = text::find_special(close, end);
            if (close == end || *close == '"') break;
            close += *close == '\\' && end - close >= 2 ? 2 : 1;
        }
        out.resize(static_cast<std::size_t>(close - p - 1));
        char* const first = out.data();
        char* o = first;
        const char* run = ++p;
        for (;;) {
            const char* q = text::find_special(p, end);
            if (q == end) return fail_syntax(end, "unterminated string");
            const auto c = static_cast<unsigned char>(*q);
            if (c == '"' || c == '\\') {
                std::memcpy(o, run, static_cast<std::size_t>(q - run));
                o += q - run;
                if (c == '"') {
                    out.resize(static_cast<std::size_t>(o - first));
                    p = q + 1;
                    return true;
                }
                p = q;
                if (!escape(o)) return false;
                run = p;
                continue;
            }
            if (c < 0x20)
                return fail(errc::control_character, q,
                            "raw control character in a string (write it as \\u00" +
                                std::string(1, "0123456789abcdef"[c >> 4]) + std::string(1, "0123456789abcdef"[c & 15]) + ")");
            const std::size_t n = text::utf8_sequence(q, end);
            if (n == 0) return fail_at(errc::invalid_utf8, q, "invalid UTF-8 in a string");
            p = q + n;
        }
    }
    // A string value that is skipped: checked (escapes, UTF-8, control characters) but only
    // decoded when it has an escape.
    bool skip_string() {
        const char* start = p;
        ++p;
        for (;;) {
            const char* q = text::find_special(p, end);
            if (q == end) return fail(errc::syntax, end, "unterminated string");
            const auto c = static_cast<unsigned char>(*q);
            if (c == '"') {
                p = q + 1;
                return true;
            }
            if (c == '\\' || c < 0x20) { // decoded (or reported) as a string value is
                p = start;
                return string_general(scratch);
            }
            const std::size_t n = text::utf8_sequence(q, end);
            if (n == 0) return fail(errc::invalid_utf8, q, "invalid UTF-8 in a string");
            p = q + n;
        }
    }
    // A key: a view of the text when it has no escapes, else decoded into scratch.
    bool key(std::string_view& out) {
        const char* start = ++p;
        for (;;) {
            const char* q = text::find_special(p, end);
            if (q == end) return fail_syntax(end, "unterminated string");
            const auto c = static_cast<unsigned char>(*q);
            if (c == '"') {
                out = std::string_view(start, static_cast<std::size_t>(q - start));
                p = q + 1;
                return true;
            }
            if (c == '\\') {
                p = start - 1;
                if (!string_into(scratch)) return false;
                out = scratch;
                return true;
            }
            if (c < 0x20) return fail_at(errc::control_character, q, "raw control character in a key");
            const std::size_t n = text::utf8_sequence(q, end);
            if (n == 0) return fail_at(errc::invalid_utf8, q, "invalid UTF-8 in a key");
            p = q + n;
        }
    }

    // ---- numbers ---------------------------------------------------------------------------
    // Checks the JSON number grammar from p; leaves p after the number.
    bool scan_number(const char*& int_begin, const char*& int_end, const char*& frac_begin, const char*& frac_end,
                     long long& exponent) {
        const char* start = p;
        if (p < end && *p == '-') ++p;
        int_begin = p;
        if (p >= end || !text::is_digit(*p)) {
            if (p != start) return fail_syntax(p, "a digit must follow '-'");
            return fail_expected("a number");
        }
        if (*p == '0') {
            ++p;
            if (p < end && text::is_digit(*p)) return fail_syntax(start, "a number may not have leading zeros");
        } else {
            while (p < end && text::is_digit(*p)) ++p;
        }
        int_end = p;
        frac_begin = frac_end = p;
        if (p < end && *p == '.') {
            ++p;
            frac_begin = p;
            while (p < end && text::is_digit(*p)) ++p;
            frac_end = p;
            if (frac_begin == frac_end) return fail_syntax(p, "a digit must follow the decimal point");
        }
        exponent = 0;
        if (p < end && (*p == 'e' || *p == 'E')) {
            ++p;
            bool negative = false;
            if (p < end && (*p == '+' || *p == '-')) negative = *p++ == '-';
            if (p >= end || !text::is_digit(*p)) return fail_syntax(p, "a digit must follow the exponent");
            while (p < end && text::is_digit(*p)) {
                if (exponent < 100000000) exponent = exponent * 10 + (*p - '0');
                ++p;
            }
            if (negative) exponent = -exponent;
        }
        return true;
    }

    template <class I>
    [[gnu::cold, gnu::noinline]] bool fail_range(const char* start) {
        std::string d = quoted_excerpt(start, p);
        d += " is out of range for ";
        d += type_name<I>();
        d += " (";
        d += std::to_string(std::numeric_limits<I>::min());
        d += "..";
        d += std::to_string(std::numeric_limits<I>::max());
        d += ')';
        return fail(errc::out_of_range, start, std::move(d));
    }

    // The general form of an integer: 1e3, 2.0, 1.50e1; exact or an error.
    template <class I>
    [[gnu::noinline]] bool integer_general(const char* start, I& out) {
        p = start;
        // Set by scan_number when it succeeds; initialized for g++ -O3, which cannot see that
        // and warns -Wmaybe-uninitialized below (in the user's code: this is a template).
        const char *ib = nullptr, *ie = nullptr, *fb = nullptr, *fe = nullptr;
        long long exp10 = 0;
        if (!scan_number(ib, ie, fb, fe, exp10)) return false;
        const bool negative = *start == '-';
        // Significant digits: integer and fraction digits without leading and trailing zeros.
        char digits[24];
        std::size_t count = 0;
        bool too_many = false;
        long long scale = exp10 - static_cast<long long>(fe - fb);
        std::size_t trailing_zeros = 0;
        auto take = [&](char ch) {
            if (count == 0 && ch == '0') return;
            if (ch == '0') {
                ++trailing_zeros;
                return;
            }
            for (; trailing_zeros > 0; --trailing_zeros) {
                if (count < sizeof digits) digits[count++] = '0';
                else too_many = true;
            }
            if (count < sizeof digits) digits[count++] = ch;
            else too_many = true;
        };
        for (const char* ch = ib; ch < ie; ++ch) take(*ch);
        for (const char* ch = fb; ch < fe; ++ch) take(*ch);
        scale += static_cast<long long>(trailing_zeros);
        if (count == 0) { // zero, whatever the form
            out = 0;
            return true;
        }
        if (scale < 0) {
            return fail(errc::fraction_in_integer, start,
                        "expected an integer, got " + quoted_excerpt(start, p) + " (a number with a fraction)");
        }
        if (too_many || static_cast<long long>(count) + scale > 20) return fail_range<I>(start);
        std::uint64_t v = 0;
        for (std::size_t i = 0; i < count; ++i) {
            const auto d = static_cast<std::uint64_t>(digits[i] - '0');
            if (v > (std::numeric_limits<std::uint64_t>::max() - d) / 10) return fail_range<I>(start);
            v = v * 10 + d;
        }
        for (long long i = 0; i < scale; ++i) {
            if (v > std::numeric_limits<std::uint64_t>::max() / 10) return fail_range<I>(start);
            v *= 10;
        }
        return store_integer(start, negative, v, out);
    }

    template <class I>
    bool store_integer(const char* start, bool negative, std::uint64_t v, I& out) {
        if constexpr (std::is_signed_v<I>) {
            using U = std::make_unsigned_t<I>;
            const auto limit = static_cast<std::uint64_t>(static_cast<U>(std::numeric_limits<I>::max())) + (negative ? 1u : 0u);
            if (v > limit) return fail_range<I>(start);
            out = negative ? static_cast<I>(static_cast<U>(0u - static_cast<U>(v))) : static_cast<I>(v);
        } else {
            if ((negative && v != 0) || v > static_cast<std::uint64_t>(std::numeric_limits<I>::max()))
                return fail_range<I>(start);
            if constexpr (sizeof(I) == 8)
                if (int64_integers && v > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()))
                    return fail_int64_range(start);
            out = static_cast<I>(v);
        }
        return true;
    }
    [[gnu::cold, gnu::noinline]] bool fail_int64_range(const char* start) {
        return fail(errc::out_of_range, start,
                    quoted_excerpt(start, p) + " is out of range for an integer of a Kubernetes object "
                                               "(0..9223372036854775807: Kubernetes carries integers as int64)");
    }

    // One pass over the digits; the rare forms (1e3, 2.0, more than 19 digits) take
    // integer_general.
    template <class I>
    bool integer(I& out) {
        const char* start = p;
        const char* q = p;
        bool negative = false;
        if (q < end && *q == '-') {
            negative = true;
            ++q;
        }
        std::uint64_t v = 0;
        const unsigned n = text::accumulate_digits(q, end, v);
        if (n == 0) {
            if (negative) return fail_syntax(q, "a digit must follow '-'");
            return fail_expected("an integer");
        }
        if (*q == '0' && n > 1) return fail_syntax(start, "a number may not have leading zeros");
        q += n;
        if (n > 19 || (q < end && (*q == '.' || (*q | 0x20) == 'e'))) return integer_general(start, out);
        p = q;
        return store_integer(start, negative, v, out);
    }

    // One pass: sign, digits, fraction and a short exponent read once, and Clinger's fast path
    // (a mantissa and a power of ten both exact in F give the correctly rounded value with one
    // operation, what from_chars would return). Anything else takes floating_general.
    template <class F>
    bool floating(F& out) {
        const char* q = p;
        const bool negative = q < end && *q == '-';
        q += negative;
        std::uint64_t m = 0;
        const unsigned int_digits = text::accumulate_digits(q, end, m);
        if (int_digits == 0 || int_digits > 18 || (*q == '0' && int_digits > 1)) return floating_general(out);
        q += int_digits;
        int scale = 0;
        if (q < end && *q == '.') {
            ++q;
            const unsigned frac_digits = text::accumulate_digits(q, end, m);
            if (frac_digits == 0 || int_digits + frac_digits > 18) return floating_general(out);
            q += frac_digits;
            scale = -static_cast<int>(frac_digits);
        }
        if (q < end && (*q | 0x20) == 'e') return floating_exponent(out, q, m, scale, negative);
        return floating_finish(out, q, m, scale, negative);
    }
    // A short exponent (out of line: rare in documents, and it would cost the common case
    // registers).
    template <class F>
    [[gnu::noinline]] bool floating_exponent(F& out, const char* q, std::uint64_t m, int scale, bool negative) {
        ++q;
        const bool exp_negative = q < end && *q == '-';
        if (q < end && (*q == '-' || *q == '+')) ++q;
        std::uint64_t e = 0;
        const unsigned exp_digits = text::accumulate_digits(q, end, e);
        if (exp_digits == 0 || exp_digits > 3) return floating_general(out);
        q += exp_digits;
        scale += exp_negative ? -static_cast<int>(e) : static_cast<int>(e);
        return floating_finish(out, q, m, scale, negative);
    }
    // Clinger's fast path when it applies, else floating_general; q is after the number.
    template <class F>
    [[gnu::always_inline]] bool floating_finish(F& out, const char* q, std::uint64_t m, int scale, bool negative) {
        using limits = std::numeric_limits<F>;
        constexpr int max_pow = limits::digits == 53 ? 22 : 10;
        constexpr std::uint64_t max_mantissa = std::uint64_t{1} << limits::digits;
        if (m > max_mantissa || scale < -max_pow || scale > max_pow) return floating_general(out);
        static constexpr auto powers = [] {
            std::array<F, 23> table{};
            F power = 1;
            for (auto& entry : table) {
                entry = power;
                power *= 10;
            }
            return table;
        }();
        F v = static_cast<F>(static_cast<std::int64_t>(m)); // m <= 2^53: a signed conversion is one instruction
        v = scale < 0 ? v / powers[static_cast<std::size_t>(-scale)] : v * powers[static_cast<std::size_t>(scale)];
        out = negative ? -v : v;
        p = q;
        return true;
    }

    // Every other number, and every syntax error, with the grammar checked first.
    template <class F>
    [[gnu::noinline]] bool floating_general(F& out) {
        const char* start = p;
        // Set by scan_number when it succeeds; initialized for g++ -O3, which cannot see that
        // and warns -Wmaybe-uninitialized below (in the user's code: this is a template).
        const char *ib = nullptr, *ie = nullptr, *fb = nullptr, *fe = nullptr;
        long long exp10 = 0;
        if (!scan_number(ib, ie, fb, fe, exp10)) return false;
        F v{};
        const auto r = floating_from_chars(start, p, v);
        if (r.ec == std::errc::result_out_of_range) {
            // Too small to represent: the nearest value is zero (with its sign). Too large: no
            // finite value is near, which JSON could not write back either.
            // The decimal magnitude: where the first non-zero digit sits, shifted by the exponent.
            long long magnitude = exp10;
            const char* c = ib;
            while (c < ie && *c == '0') ++c;
            if (c < ie) {
                magnitude += ie - c;
            } else {
                const char* f = fb;
                while (f < fe && *f == '0') ++f;
                magnitude -= f - fb;
            }
            if (magnitude <= 0) {
                out = *start == '-' ? -F{0} : F{0};
                return true;
            }
            std::string d = quoted_excerpt(start, p);
            d += " is out of range for ";
            d += type_name<F>();
            return fail(errc::out_of_range, start, std::move(d));
        }
        if (r.ec != std::errc{} || r.ptr != p) return fail_syntax(start, "invalid number");
        out = v;
        return true;
    }

    // After an object's member: a comma and the next key's quote, or the end of the object
    // (closed). Inlined: it runs after every member; compact JSON (`,"` or `}` right after the
    // value) takes the fewest tests.
    [[gnu::always_inline]] bool after_member(bool& closed) {
        if (end - p >= 2) {
            if (p[0] == ',' && p[1] == '"') {
                ++p;
                return true;
            }
            if (p[0] == '}') {
                ++p;
                closed = true;
                return true;
            }
        }
        return after_member_general(closed);
    }
    [[gnu::noinline]] bool after_member_general(bool& closed) {
        skip_ws();
        if (p < end && *p == ',') {
            ++p;
            skip_ws();
            if (p < end && *p == '"') return true;
            return fail_syntax(p, "expected a key (a string)");
        }
        if (p < end && *p == '}') {
            ++p;
            closed = true;
            return true;
        }
        return fail_syntax(p, "expected ',' or '}' in an object");
    }

    // ---- skipping (unknown keys, read_any's version search) ----------------------------------
    bool skip_value() {
        skip_ws();
        switch (peek()) {
        case '"': return skip_string();
        case '{': return skip_object();
        case '[': return skip_array();
        case 't': return literal("true");
        case 'f': return literal("false");
        case 'n': return literal("null");
        case '\0':
            if (p >= end) return fail_syntax(p, "expected a value, got the end of the input");
            return fail_syntax(p, "expected a value");
        default: {
            if (*p == '-' || text::is_digit(*p)) {
                const char *ib, *ie, *fb, *fe;
                long long e = 0;
                return scan_number(ib, ie, fb, fe, e);
            }
            return fail_syntax(p, "expected a value");
        }
        }
    }
    // p at the '{'. Skipped objects are as strict as read ones: a repeated key is an error.
    // Codecs that keep raw values (Kubernetes metadata) skip every object they keep, so the
    // common case -- a few keys without escapes -- is views of the text searched linearly,
    // without an allocation; many keys, or escaped ones, go to a set.
    bool skip_object() {
        if (!enter()) return false;
        ++p;
        skip_ws();
        if (peek() == '}') {
            ++p;
            --depth;
            return true;
        }
        key_set seen;
        for (;;) {
            if (peek() != '"') return fail_syntax(p, "expected a key (a string)");
            const char* key_at = p;
            std::string_view k;
            if (!key(k)) return false;
            const bool in_text = k.data() >= begin && k.data() < end; // else decoded into scratch
            if (!seen.insert(k, in_text))
                return fail(errc::duplicate_key, key_at, "duplicate key \"" + std::string(k) + "\"");
            skip_ws();
            if (peek() != ':') return fail_syntax(p, "expected ':' after a key");
            ++p;
            if (!skip_value()) return false;
            skip_ws();
            if (peek() == ',') {
                ++p;
                skip_ws();
                continue;
            }
            if (peek() == '}') {
                ++p;
                --depth;
                return true;
            }
            return fail_syntax(p, "expected ',' or '}' in an object");
        }
    }
    // p at the '['.
    bool skip_array() {
        if (!enter()) return false;
        ++p;
        skip_ws();
        if (peek() == ']') {
            ++p;
            --depth;
            return true;
        }
        for (;;) {
            if (!skip_value()) return false;
            skip_ws();
            if (peek() == ',') {
                ++p;
                continue;
            }
            if (peek() == ']') {
                ++p;
                --depth;
                return true;
            }
            return fail_syntax(p, "expected ',' or ']' in an array");
        }
    }
};

} // namespace versioned::detail::json_io

#endif // VERSIONED_JSON_DETAIL_PARSER_HPP
