// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_CONSTRAINTS_DETAIL_REGEX_CHARCLASS_HPP
#define VERSIONED_CONSTRAINTS_DETAIL_REGEX_CHARCLASS_HPP

// Code points and sets of them for the pattern engine: UTF-8 decoding as Go does it, the Perl
// and POSIX classes, the Unicode tables by name, and the sets (?i) makes of a range (Go's
// appendFoldedRange, computed from the folding segments rather than code point by code point,
// so that it stays cheap in constant evaluation).

#include <versioned/constraints/detail/regex_program.hpp>
#include <versioned/constraints/detail/regex_unicode.hpp>

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <string_view>
#include <utility>

namespace versioned::detail::regex {

// ---- a growable array for constant evaluation --------------------------------------------------

// What the parser keeps its tree and its classes in. Not std::vector: in constant evaluation
// its layers of allocator traits and iterators cost g++ and clang ~100 us a push_back (a
// pattern of 60 characters took 100 ms to compile); this costs next to nothing.
template <class T>
class buffer {
public:
    constexpr buffer() noexcept = default;
    constexpr buffer(std::initializer_list<T> items) {
        reserve(items.size());
        for (const T& x : items) data_[size_++] = x;
    }
    constexpr buffer(const T* first, const T* last) {
        reserve(static_cast<std::size_t>(last - first));
        for (; first != last; ++first) data_[size_++] = *first;
    }
    constexpr buffer(const buffer& other) : buffer(other.begin(), other.end()) {}
    constexpr buffer(buffer&& other) noexcept
        : data_(std::exchange(other.data_, nullptr)), size_(std::exchange(other.size_, 0)),
          capacity_(std::exchange(other.capacity_, 0)) {}
    constexpr buffer& operator=(buffer other) noexcept {
        std::swap(data_, other.data_);
        std::swap(size_, other.size_);
        std::swap(capacity_, other.capacity_);
        return *this;
    }
    constexpr ~buffer() { delete[] data_; }

    constexpr void reserve(std::size_t n) {
        if (n <= capacity_) return;
        T* grown = new T[n];
        for (std::size_t i = 0; i < size_; ++i) grown[i] = data_[i];
        delete[] data_;
        data_ = grown;
        capacity_ = n;
    }
    constexpr void push_back(const T& x) {
        if (size_ == capacity_) reserve(capacity_ < 8 ? 8 : 2 * capacity_);
        data_[size_++] = x;
    }
    constexpr void append(const T* first, const T* last) {
        reserve(size_ + static_cast<std::size_t>(last - first));
        for (; first != last; ++first) data_[size_++] = *first;
    }
    constexpr void pop_back() noexcept { --size_; }
    constexpr void resize(std::size_t n) { // new elements are value-initialized
        reserve(n);
        for (std::size_t i = size_; i < n; ++i) data_[i] = T{};
        size_ = n;
    }
    constexpr void clear() noexcept { size_ = 0; }

    constexpr std::size_t size() const noexcept { return size_; }
    constexpr bool empty() const noexcept { return size_ == 0; }
    constexpr T& operator[](std::size_t i) noexcept { return data_[i]; }
    constexpr const T& operator[](std::size_t i) const noexcept { return data_[i]; }
    constexpr T& back() noexcept { return data_[size_ - 1]; }
    constexpr const T& back() const noexcept { return data_[size_ - 1]; }
    constexpr T* data() noexcept { return data_; }
    constexpr const T* data() const noexcept { return data_; }
    constexpr T* begin() noexcept { return data_; }
    constexpr T* end() noexcept { return data_ + size_; }
    constexpr const T* begin() const noexcept { return data_; }
    constexpr const T* end() const noexcept { return data_ + size_; }

private:
    T* data_ = nullptr;
    std::size_t size_ = 0;
    std::size_t capacity_ = 0;
};

// ---- UTF-8 -------------------------------------------------------------------------------------

// The code point at s[i] and its length in bytes, as Go's utf8.DecodeRuneInString: an invalid
// or truncated sequence, a surrogate or an overlong form is U+FFFD of length 1 (`valid` false).
struct decoded {
    std::uint32_t rune = 0;
    std::size_t length = 0;
    bool valid = false;
};

constexpr decoded decode_utf8(const char* s, std::size_t n) noexcept {
    if (n == 0) return {0xFFFD, 0, false};
    const auto b0 = static_cast<unsigned char>(s[0]);
    if (b0 < 0x80) return {b0, 1, true};
    std::size_t len = 0;
    std::uint32_t lo = 0x80, hi = 0xBF, r = 0;
    if (b0 >= 0xC2 && b0 <= 0xDF) len = 2, r = b0 & 0x1Fu;
    else if (b0 >= 0xE0 && b0 <= 0xEF) {
        len = 3, r = b0 & 0x0Fu;
        if (b0 == 0xE0) lo = 0xA0;
        if (b0 == 0xED) hi = 0x9F;
    } else if (b0 >= 0xF0 && b0 <= 0xF4) {
        len = 4, r = b0 & 0x07u;
        if (b0 == 0xF0) lo = 0x90;
        if (b0 == 0xF4) hi = 0x8F;
    } else return {0xFFFD, 1, false};
    if (n < len) return {0xFFFD, 1, false};
    for (std::size_t k = 1; k < len; ++k) {
        const auto b = static_cast<unsigned char>(s[k]);
        if (b < (k == 1 ? lo : 0x80) || b > (k == 1 ? hi : 0xBF)) return {0xFFFD, 1, false};
        r = r << 6 | (b & 0x3Fu);
    }
    return {r, len, true};
}

constexpr decoded decode_utf8(std::string_view s, std::size_t i) noexcept {
    return decode_utf8(s.data() + i, s.size() - i);
}

constexpr bool is_word_char(std::uint32_t c) noexcept { // \w, \b: ASCII only, as in Go
    return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_';
}

// ---- sets of code points -----------------------------------------------------------------------

struct range {
    std::uint32_t lo = 0, hi = 0;
    friend constexpr bool operator==(const range&, const range&) = default;
};
using range_set = buffer<range>;

// Sorted, disjoint, not abutting. (Insertion sort: the sets are small and nearly sorted.)
constexpr void normalize(range_set& s) {
    for (std::size_t i = 1; i < s.size(); ++i) {
        const range r = s[i];
        std::size_t j = i;
        for (; j > 0 && s[j - 1].lo > r.lo; --j) s[j] = s[j - 1];
        s[j] = r;
    }
    std::size_t w = 0;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (w > 0 && s[i].lo <= s[w - 1].hi + 1) {
            if (s[i].hi > s[w - 1].hi) s[w - 1].hi = s[i].hi;
            continue;
        }
        s[w++] = s[i];
    }
    s.resize(w);
}

// Whether the normalized set s holds all of r.
constexpr bool covers(const range_set& s, range r) noexcept {
    std::size_t lo = 0, hi = s.size();
    while (lo < hi) {
        const std::size_t mid = (lo + hi) / 2;
        if (s[mid].hi < r.lo) lo = mid + 1;
        else hi = mid;
    }
    return lo < s.size() && s[lo].lo <= r.lo && r.hi <= s[lo].hi;
}

// The complement of a normalized set within [0, max_rune].
constexpr range_set complement(const range_set& s) {
    range_set out;
    std::uint32_t next = 0;
    for (const range& r : s) {
        if (r.lo > next) out.push_back({next, r.lo - 1});
        next = r.hi + 1;
    }
    if (next <= max_rune) out.push_back({next, max_rune});
    return out;
}

// ---- case folding (Go's unicode.SimpleFold) ----------------------------------------------------

inline constexpr std::size_t fold_segment_count = sizeof(unicode::fold_segments) / sizeof(unicode::fold_segments[0]);

// Index of the first folding segment whose hi >= c.
constexpr std::size_t first_fold_segment(std::uint32_t c) noexcept {
    std::size_t lo = 0, hi = fold_segment_count;
    while (lo < hi) {
        const std::size_t mid = (lo + hi) / 2;
        if (static_cast<std::uint32_t>(unicode::fold_segments[mid].hi) < c) lo = mid + 1;
        else hi = mid;
    }
    return lo;
}

constexpr std::int32_t fold_delta(const unicode::fold_segment& s, std::uint32_t c) noexcept {
    return c % 2 == 0 ? s.even : s.odd;
}

// The next code point of c's folding orbit (c itself when it has none).
constexpr std::uint32_t simple_fold(std::uint32_t c) noexcept {
    const std::size_t i = first_fold_segment(c);
    if (i == fold_segment_count || static_cast<std::uint32_t>(unicode::fold_segments[i].lo) > c) return c;
    return static_cast<std::uint32_t>(static_cast<std::int32_t>(c) + fold_delta(unicode::fold_segments[i], c));
}

// The image of [x, y] under the folding step, within segment seg (united with [x, y] for pairs).
constexpr range fold_image(const unicode::fold_segment& seg, std::int32_t x, std::int32_t y) noexcept {
    if (seg.even == seg.odd) return {static_cast<std::uint32_t>(x + seg.even), static_cast<std::uint32_t>(y + seg.even)};
    // pairs: [x, y] and its image are [x, y] widened by the partners of its ends
    const std::int32_t dx = fold_delta(seg, static_cast<std::uint32_t>(x));
    const std::int32_t dy = fold_delta(seg, static_cast<std::uint32_t>(y));
    return {static_cast<std::uint32_t>(x + (dx < 0 ? dx : 0)), static_cast<std::uint32_t>(y + (dy > 0 ? dy : 0))};
}

// s and every code point equivalent to one of s under simple folding: s, its image under the
// folding step, the image of that, ... (an orbit has at most 4 code points, so 3 steps close it).
constexpr void fold_closure(range_set& s) {
    normalize(s);
    for (int step = 0; step < 3; ++step) {
        range_set images;
        for (const range r : s) {
            for (std::size_t i = first_fold_segment(r.lo); i < fold_segment_count; ++i) {
                const auto& seg = unicode::fold_segments[i];
                if (static_cast<std::uint32_t>(seg.lo) > r.hi) break;
                const auto x = static_cast<std::int32_t>(r.lo > static_cast<std::uint32_t>(seg.lo) ? r.lo : static_cast<std::uint32_t>(seg.lo));
                const auto y = static_cast<std::int32_t>(r.hi < static_cast<std::uint32_t>(seg.hi) ? r.hi : static_cast<std::uint32_t>(seg.hi));
                const range image = fold_image(seg, x, y);
                if (!covers(s, image)) images.push_back(image);
            }
        }
        if (images.empty()) return;
        s.append(images.begin(), images.end());
        normalize(s);
    }
}

// ---- the Perl and POSIX classes (Go's perl_groups.go) -------------------------------------------

struct named_group {
    std::string_view name; // "\\d" or "[:alpha:]" (the negated forms are found by the parser)
    range ranges[4];
    std::size_t count;
};

inline constexpr named_group perl_groups[] = {
    {"\\d", {{'0', '9'}}, 1},
    {"\\s", {{'\t', '\n'}, {'\f', '\r'}, {' ', ' '}}, 3},
    {"\\w", {{'0', '9'}, {'A', 'Z'}, {'_', '_'}, {'a', 'z'}}, 4},
};

inline constexpr named_group posix_groups[] = {
    {"alnum", {{'0', '9'}, {'A', 'Z'}, {'a', 'z'}}, 3},
    {"alpha", {{'A', 'Z'}, {'a', 'z'}}, 2},
    {"ascii", {{0, 0x7F}}, 1},
    {"blank", {{'\t', '\t'}, {' ', ' '}}, 2},
    {"cntrl", {{0, 0x1F}, {0x7F, 0x7F}}, 2},
    {"digit", {{'0', '9'}}, 1},
    {"graph", {{'!', '~'}}, 1},
    {"lower", {{'a', 'z'}}, 1},
    {"print", {{' ', '~'}}, 1},
    {"punct", {{'!', '/'}, {':', '@'}, {'[', '`'}, {'{', '~'}}, 4},
    {"space", {{'\t', '\r'}, {' ', ' '}}, 2},
    {"upper", {{'A', 'Z'}}, 1},
    {"word", {{'0', '9'}, {'A', 'Z'}, {'_', '_'}, {'a', 'z'}}, 4},
    {"xdigit", {{'0', '9'}, {'A', 'F'}, {'a', 'f'}}, 3},
};

// The POSIX class named name ("alpha"), or nullptr.
constexpr const named_group* posix_group(std::string_view name) noexcept {
    for (const named_group& g : posix_groups)
        if (g.name == name) return &g;
    return nullptr;
}

// ---- Unicode tables ------------------------------------------------------------------------------

inline constexpr std::size_t no_table = static_cast<std::size_t>(-1);

// The index in unicode::tables of the class Go knows by name ("L", "Greek", "Any"), or no_table.
constexpr std::size_t unicode_table(std::string_view name) noexcept {
    for (std::size_t i = 0; i < unicode::table_count; ++i)
        if (unicode::tables[i].name == name) return i;
    return no_table;
}

// The 6-bit value of a character of unicode::alphabet.
constexpr std::uint32_t sextet(char c) noexcept {
    if (c >= 'A' && c <= 'Z') return static_cast<std::uint32_t>(c - 'A');
    if (c >= 'a' && c <= 'z') return static_cast<std::uint32_t>(c - 'a' + 26);
    if (c >= '0' && c <= '9') return static_cast<std::uint32_t>(c - '0' + 52);
    return c == '+' ? 62 : 63;
}

constexpr std::uint32_t encoded_point(const char* s) noexcept {
    return sextet(s[0]) << 18 | sextet(s[1]) << 12 | sextet(s[2]) << 6 | sextet(s[3]);
}

// The ranges of table `index`, as (?i) sees it when folded.
constexpr std::string_view table_ranges(std::size_t index, bool folded) noexcept {
    const unicode::table& t = unicode::tables[index];
    return folded && !t.folded.empty() ? t.folded : t.ranges;
}

constexpr std::size_t encoded_range_count(std::string_view ranges) noexcept { return ranges.size() / 8; }
constexpr range encoded_range(std::string_view ranges, std::size_t i) noexcept {
    return {encoded_point(ranges.data() + 8 * i), encoded_point(ranges.data() + 8 * i + 4)};
}

constexpr bool encoded_contains(std::string_view ranges, std::uint32_t c) noexcept {
    std::size_t lo = 0, hi = encoded_range_count(ranges);
    while (lo < hi) {
        const std::size_t mid = (lo + hi) / 2;
        const range r = encoded_range(ranges, mid);
        if (c < r.lo) hi = mid;
        else if (c > r.hi) lo = mid + 1;
        else return true;
    }
    return false;
}

// A class instruction's table word: index << 2 | folded << 1 | negated.
constexpr bool table_word_contains(std::uint32_t word, std::uint32_t c) noexcept {
    return encoded_contains(table_ranges(word >> 2, (word & 2) != 0), c) != ((word & 1) != 0);
}

// Whether the class instruction at ins holds c.
constexpr bool class_contains(const std::uint32_t* ins, std::uint32_t c) noexcept {
    const std::uint32_t nranges = ins[1];
    const std::uint32_t* r = ins + 2;
    bool in = false;
    if (nranges <= 8) {
        for (std::uint32_t i = 0; i < nranges && !in; ++i) in = c >= r[2 * i] && c <= r[2 * i + 1];
    } else {
        std::uint32_t lo = 0, hi = nranges;
        while (lo < hi && !in) {
            const std::uint32_t mid = (lo + hi) / 2;
            if (c < r[2 * mid]) hi = mid;
            else if (c > r[2 * mid + 1]) lo = mid + 1;
            else in = true;
        }
    }
    const std::uint32_t* tables = r + 2 * nranges;
    for (std::uint32_t i = 0, n = ins[0] >> 9; i < n && !in; ++i) in = table_word_contains(tables[i], c);
    return in != (((ins[0] >> 8) & 1) != 0);
}

} // namespace versioned::detail::regex

#endif // VERSIONED_CONSTRAINTS_DETAIL_REGEX_CHARCLASS_HPP
