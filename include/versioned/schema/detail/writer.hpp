// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_SCHEMA_DETAIL_WRITER_HPP
#define VERSIONED_SCHEMA_DETAIL_WRITER_HPP

// The text writer of the schemas: a two-pass emitter (count, then fill static storage),
// with characters copied as words on g++, and the JSON text primitives.
// Part of <versioned/schema.hpp>, which says how the schemas are built.

#include <versioned/constraints/detail/report.hpp>
#include <versioned/constraints/detail/schema_keywords.hpp>
#include <versioned/constraints/detail/text_rules.hpp>
#include <versioned/container_traits.hpp>
#include <versioned/detail/default_value.hpp>
#include <versioned/detail/field.hpp>
#include <versioned/detail/meta.hpp>
#include <versioned/key_naming.hpp>
#include <versioned/reflection.hpp>
#include <versioned/variant/detail/core.hpp>
#include <versioned/variant/options.hpp>
#include <versioned/versions.hpp>

#include <boost/describe/enumerators.hpp>

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

namespace versioned {
// (<versioned/schema.hpp> says what it is)
template <class T>
struct schema_fragment;
} // namespace versioned

namespace versioned::detail::schema {

enum class dialect { json_schema, openapi };

// g++ 12 interprets a constant-expression loop at microseconds per iteration, and a version's
// schema is the concatenation of its fields' entries (64 schemas of 200 fields are 0.9 MB of
// text). So g++ copies entries eight characters per iteration, as 64-bit words (little-endian:
// character i is byte i of its word), and the words become characters in one std::bit_cast:
// about half the time of a character loop (benchmarks/RESULTS.md). clang copies with
// __builtin_memcpy, which it evaluates natively (g++ cannot, in a constant expression).
#if defined(__clang__)
inline constexpr bool copy_words = false;
#else
inline constexpr bool copy_words = std::endian::native == std::endian::little;
#endif

// A text, with its characters also as words (zero-padded to a whole word) when copy_words.
// `packed` says whether words is set: comparing the address of a static array with nullptr is
// not a constant expression for g++ with -fno-delete-null-pointer-checks, which -fsanitize=null
// (in -fsanitize=undefined) implies (the address of a weak symbol may be null).
struct packed_text {
    std::string_view chars{};
    const std::uint64_t* words = nullptr;
    bool packed = false;
};

// Counts characters (out and words null), or writes them -- as characters to out, or as words
// to words: one type for every pass, so each emitting function is instantiated once and
// evaluated twice.
struct writer {
    char* out = nullptr;
    std::size_t size = 0;
    std::uint64_t* words = nullptr;
    std::uint64_t pending = 0; // the characters of the word being filled (size % 8 of them)

    constexpr void put(char c) noexcept {
        if (out != nullptr) {
            out[size] = c;
        } else if (words != nullptr) {
            pending |= std::uint64_t{static_cast<unsigned char>(c)} << 8 * (size % 8);
            if (size % 8 == 7) {
                words[size / 8] = pending;
                pending = 0;
            }
        }
        ++size;
    }
    constexpr void put(std::string_view s) noexcept {
        if (out != nullptr) {
#if defined(__clang__)
            __builtin_memcpy(out + size, s.data(), s.size());
#else
            // pointers hoisted and an index loop: ~40 % faster for g++ than out[size++] = c; in
            // blocks, since g++ stops a constexpr loop after 262,144 iterations
            // (-fconstexpr-loop-limit) and a nested type's schema can be longer (a PodSpec's is)
            const char* from = s.data();
            const std::size_t n = s.size();
            char* to = out + size;
            for (std::size_t block = 0; block < n; block += 0x10000) {
                const std::size_t stop = n - block < 0x10000 ? n : block + 0x10000;
                for (std::size_t i = block; i < stop; ++i) to[i] = from[i];
            }
#endif
        } else if (words != nullptr) {
            for (char c : s) put(c);
            return;
        }
        size += s.size();
    }
    // The first n characters of t (all of them by default).
    constexpr void put(const packed_text& t, std::size_t n = npos) noexcept {
        if (n == npos) n = t.chars.size();
        if (words == nullptr || !t.packed) return put(t.chars.substr(0, n));
        // Each source word lands across at most two destination words: the low 8 - fill
        // characters complete the pending word, the rest start the next one. Locals, not
        // members: g++ evaluates them faster.
        const std::size_t fill = size % 8;
        const std::uint64_t* from = t.words;
        std::uint64_t* to = words + size / 8;
        std::uint64_t part = pending;
        for (std::size_t left = n; left > 0; ++from) {
            std::uint64_t w = *from;
            const std::size_t b = left < 8 ? left : 8;
            if (b < 8) w &= (std::uint64_t{1} << 8 * b) - 1;
            part |= fill != 0 ? w << 8 * fill : w;
            if (fill + b >= 8) {
                *to++ = part;
                part = fill != 0 ? w >> 8 * (8 - fill) : 0;
            }
            left -= b;
        }
        pending = part;
        size += n;
    }
    // After the last put in word mode: the incomplete last word.
    constexpr void finish() noexcept {
        if (words != nullptr && size % 8 != 0) words[size / 8] = pending;
    }
};

constexpr std::size_t whole_words(std::size_t chars) noexcept { return (chars + 7) / 8; }
// A text's storage: whole words when they are copied as words.
constexpr std::size_t padded_size(std::size_t chars) noexcept { return copy_words ? 8 * whole_words(chars) : chars; }
// The words of a padded text (none without copy_words).
template <std::size_t N>
constexpr auto words_of(const std::array<char, N>& chars) noexcept {
    if constexpr (copy_words)
        return std::bit_cast<std::array<std::uint64_t, N / 8>>(chars);
    else
        return std::array<std::uint64_t, 0>{};
}

// The text an emitter writes, in static storage: counted first (only sizes are added up), then
// written into an array of that size and at least one terminating zero. Emit: a constexpr
// function taking writer&. Words: written as words (a version's schema, whose entries are
// copied as words; the small texts are cheaper as characters). (A field's entry is written
// by the non-template put_field_entry instead, from its data.)
template <auto Emit, bool Words = false>
struct emitted_text {
    static constexpr std::size_t size = [] {
        writer emitter;
        Emit(emitter);
        return emitter.size;
    }();
    static constexpr auto chars = [] {
        if constexpr (Words) {
            std::array<std::uint64_t, whole_words(size + 1)> out{};
            writer emitter{nullptr, 0, out.data()};
            Emit(emitter);
            emitter.finish();
            return std::bit_cast<std::array<char, 8 * out.size()>>(out);
        } else {
            std::array<char, size + 1> out{};
            writer emitter{out.data()};
            Emit(emitter);
            return out;
        }
    }();
    static constexpr std::string_view text{chars.data(), size};
};

template <class W>
constexpr void put_uint(W& w, unsigned long long v) {
    char digits[20]{};
    int n = 0;
    do {
        digits[n++] = static_cast<char>('0' + v % 10);
        v /= 10;
    } while (v != 0);
    while (n > 0) w.put(digits[--n]);
}
template <class W>
constexpr void put_int(W& w, long long v) {
    if (v < 0) {
        w.put('-');
        put_uint(w, static_cast<unsigned long long>(-(v + 1)) + 1); // no overflow at the minimum
    } else {
        put_uint(w, static_cast<unsigned long long>(v));
    }
}
template <class W>
constexpr void put_escaped(W& w, std::string_view s) {
    constexpr std::string_view hex = "0123456789abcdef";
    for (char c : s) {
        switch (c) {
        case '"': w.put("\\\""); break;
        case '\\': w.put("\\\\"); break;
        case '\n': w.put("\\n"); break;
        case '\r': w.put("\\r"); break;
        case '\t': w.put("\\t"); break;
        default:
            if (static_cast<unsigned char>(c) < 0x20) {
                w.put("\\u00");
                w.put(hex[static_cast<unsigned char>(c) >> 4]);
                w.put(hex[static_cast<unsigned char>(c) & 0xf]);
            } else {
                w.put(c);
            }
        }
    }
}
template <class W>
constexpr void put_string(W& w, std::string_view s) {
    w.put('"');
    put_escaped(w, s);
    w.put('"');
}

} // namespace versioned::detail::schema

#endif // VERSIONED_SCHEMA_DETAIL_WRITER_HPP
