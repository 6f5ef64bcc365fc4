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

// ---- texts made of pieces (ropes) ----------------------------------------------------------------
//
// A nested type's schema is part of every schema that holds it, at every level of nesting: as
// flat texts, a PodSpec's would be copied into each field entry and object above it (hundreds
// of KB each, as many constant arrays for the compiler to hold: gigabytes and minutes for a
// Kubernetes CronJob). So the schema object of a type that holds others, and a field's entry,
// is a rope: its own characters (keys, keywords, descriptions) and references to ranges of
// other ropes. Only a root (json_schema, openapi_schema) is written out as characters, once.
// A leaf's object (a number, a string, an enum, a user's fragment) is short and flat: a rope of
// one piece of its own. A reference to a short range that lies within one piece of own
// characters is copied instead (a small leaf's object, a key): fewer pieces to walk. Only a short
// one: a struct of leaves is one piece of its own too, and copying it into the rope of each
// object that holds it would bring back the copies at every level.

struct rope;
// The longest range a rope copies rather than refers to: about the size of a piece.
inline constexpr std::size_t short_text = 64;
// Characters [begin, end) of a rope's text.
struct text_ref {
    const rope* of = nullptr;
    std::size_t begin = 0;
    std::size_t end = 0;
    constexpr std::size_t size() const noexcept { return end - begin; }
    constexpr text_ref slice(std::size_t from, std::size_t to) const noexcept { return {of, begin + from, begin + to}; }
};
// A piece of a rope: size characters of its own, from `own` on, or (is_nested) another's range.
// Flags, not null pointers: comparing the address of a static object with nullptr is not a
// constant expression for g++ with -fno-delete-null-pointer-checks, which -fsanitize=null (in
// -fsanitize=undefined) implies (the address of a weak symbol may be null).
struct rope_piece {
    text_ref nested{};
    bool is_nested = false;
    std::size_t own = 0;
    std::size_t size = 0;
};
struct rope {
    const char* chars = nullptr;          // its own characters
    const std::uint64_t* words = nullptr; // the same as words (when packed: copy_words)
    bool packed = false;
    const rope_piece* pieces = nullptr;
    std::size_t count = 0;
    std::size_t size = 0; // of the whole text
};

// A top-level member of a schema object: its key and its text, "key":value (flat: its characters,
// when they lie within one piece of own characters, as the short members do).
struct object_member {
    std::string_view key;
    std::string_view flat;
    text_ref text;
};

// The characters of a range that lies within one piece of own characters, of its rope or of a
// rope it refers to (else none).
constexpr std::optional<std::string_view> flat_text(const text_ref& t) noexcept {
    if (t.size() == 0) return std::string_view{};
    const rope& r = *t.of;
    std::size_t at = 0;
    for (std::size_t i = 0; i < r.count; at += r.pieces[i++].size) {
        const rope_piece& p = r.pieces[i];
        if (t.begin >= at + p.size) continue;
        if (t.end > at + p.size) return std::nullopt;
        if (p.is_nested) return flat_text(p.nested.slice(t.begin - at, t.end - at));
        return std::string_view(r.chars + p.own + (t.begin - at), t.size());
    }
    return std::nullopt;
}

// Counts characters (out and words null), or writes them -- as characters to out, or as words
// to words -- or, in rope mode, writes a rope: characters to own_out, each run of them and each
// nested range a piece in pieces_out (both null: counting them). One type for every pass, so
// each emitting function is instantiated once and evaluated for each.
struct writer {
    char* out = nullptr;
    std::size_t size = 0;
    std::uint64_t* words = nullptr;
    std::uint64_t pending = 0; // the characters of the word being filled (size % 8 of them)
    bool rope_mode = false;
    char* own_out = nullptr;
    rope_piece* pieces_out = nullptr;
    std::size_t own = 0;    // own characters so far
    std::size_t pieces = 0; // pieces so far
    bool own_open = false;  // the last piece is a run of own characters, to be extended

    // Whether this pass only counts characters (a flat text's first pass).
    constexpr bool counting() const noexcept { return out == nullptr && words == nullptr && !rope_mode; }

    constexpr void put(char c) noexcept {
        if (rope_mode) {
            if (own_out != nullptr) own_out[own] = c;
            return own_run(1);
        }
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
        if (rope_mode) {
            if (own_out != nullptr) copy(own_out + own, s);
            return own_run(s.size());
        }
        if (out != nullptr) {
            copy(out + size, s);
        } else if (words != nullptr) {
            for (char c : s) put(c);
            return;
        }
        size += s.size();
    }
    // A range of a rope: in rope mode a piece referring to it (or its characters, when it lies
    // within one piece of own characters), otherwise its characters, found by walking the rope's
    // pieces (and recursively the ropes they refer to).
    constexpr void put(const text_ref& t) noexcept {
        if (t.size() == 0) return;
        if (rope_mode) {
            if (t.size() <= short_text)
                if (const auto text = flat_text(t)) return put(*text);
            close_run();
            if (pieces_out != nullptr) pieces_out[pieces] = rope_piece{t, true, 0, t.size()};
            ++pieces;
            size += t.size();
            return;
        }
        if (out == nullptr && words == nullptr) {
            size += t.size();
            return;
        }
        const rope& r = *t.of;
        std::size_t at = 0; // where the piece starts in r's text
        for (std::size_t i = 0; i < r.count && at < t.end; at += r.pieces[i++].size) {
            const rope_piece& p = r.pieces[i];
            if (at + p.size <= t.begin) continue;
            const std::size_t from = t.begin > at ? t.begin - at : 0;
            const std::size_t to = t.end - at < p.size ? t.end - at : p.size;
            if (p.is_nested)
                put(p.nested.slice(from, to));
            else if (words != nullptr && r.packed)
                put_words(r.words, p.own + from, to - from);
            else
                put(std::string_view(r.chars + p.own + from, to - from));
        }
    }
    // After the last put: the incomplete last word (word mode), the last run's size (rope mode).
    constexpr void finish() noexcept {
        if (words != nullptr && size % 8 != 0) words[size / 8] = pending;
        close_run();
    }

private:
    // Rope mode: n more own characters, in the open piece or a new one (its size is written when
    // it closes: g++ evaluates a write into an array element slowly).
    constexpr void own_run(std::size_t n) noexcept {
        if (!own_open) {
            if (pieces_out != nullptr) pieces_out[pieces] = rope_piece{text_ref{}, false, own, 0};
            ++pieces;
            own_open = true;
        }
        own += n;
        size += n;
    }
    constexpr void close_run() noexcept {
        if (own_open && pieces_out != nullptr) pieces_out[pieces - 1].size = own - pieces_out[pieces - 1].own;
        own_open = false;
    }
    static constexpr void copy(char* to, std::string_view s) noexcept {
#if defined(__clang__)
        __builtin_memcpy(to, s.data(), s.size());
#else
        // pointers hoisted and an index loop: ~40 % faster for g++ than out[size++] = c; in
        // blocks, since g++ stops a constexpr loop after 262,144 iterations
        // (-fconstexpr-loop-limit) and a root's schema can be longer (a PodSpec's is)
        const char* from = s.data();
        const std::size_t n = s.size();
        for (std::size_t block = 0; block < n; block += 0x10000) {
            const std::size_t stop = n - block < 0x10000 ? n : block + 0x10000;
            for (std::size_t i = block; i < stop; ++i) to[i] = from[i];
        }
#endif
    }
    // n characters from `from` on of a packed text (its words): each source word lands across at
    // most two destination words -- the low 8 - fill characters complete the pending word, the
    // rest start the next one -- and is itself read across two words when `from` is not at a
    // word's start (a packed text is padded by a word for that). Locals, not members: g++
    // evaluates them faster.
    constexpr void put_words(const std::uint64_t* source, std::size_t from, std::size_t n) noexcept {
        const std::size_t fill = size % 8;
        const std::size_t shift = from % 8;
        const std::uint64_t* at = source + from / 8;
        std::uint64_t* to = words + size / 8;
        std::uint64_t part = pending;
        for (std::size_t left = n; left > 0; ++at) {
            std::uint64_t w = shift != 0 ? at[0] >> 8 * shift | at[1] << 8 * (8 - shift) : at[0];
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
};

constexpr std::size_t whole_words(std::size_t chars) noexcept { return (chars + 7) / 8; }
// A rope's own characters: whole words and one more when they are copied as words (put_words
// may read the word after the last).
constexpr std::size_t padded_size(std::size_t chars) noexcept { return copy_words ? 8 * whole_words(chars) + 8 : chars + 1; }
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
// function taking writer&. Words: written as words (a root's schema, which copies the ropes' own
// characters as words; the small texts are cheaper as characters).
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

// The rope an emitter writes in rope mode, in static storage: counted first (own characters and
// pieces), then written.
template <std::size_t Chars, std::size_t Pieces>
struct rope_parts {
    std::array<char, padded_size(Chars)> chars{};
    std::array<rope_piece, Pieces + 1> pieces{};
    std::size_t size = 0;
};
template <auto Emit>
constexpr std::array<std::size_t, 2> rope_counts() noexcept {
    writer w{};
    w.rope_mode = true;
    Emit(w);
    return {w.own, w.pieces};
}
template <auto Emit, std::size_t Chars, std::size_t Pieces>
constexpr rope_parts<Chars, Pieces> rope_fill() noexcept {
    rope_parts<Chars, Pieces> out{};
    writer w{};
    w.rope_mode = true;
    w.own_out = out.chars.data();
    w.pieces_out = out.pieces.data();
    Emit(w);
    w.finish();
    out.size = w.size;
    return out;
}
template <auto Emit>
struct emitted_rope {
    static constexpr std::array<std::size_t, 2> counts = rope_counts<Emit>();
    static constexpr auto data = rope_fill<Emit, counts[0], counts[1]>();
    static constexpr auto words = words_of(data.chars);
    static constexpr rope value{data.chars.data(), copy_words ? words.data() : nullptr, copy_words, data.pieces.data(),
                                counts[1], data.size};
    static constexpr text_ref ref{&value, 0, data.size};
};
// A flat text as a rope of one piece (a leaf's schema object).
template <const std::string_view& Text>
struct flat_rope {
    static constexpr rope_piece piece{text_ref{}, false, 0, Text.size()};
    static constexpr rope value{Text.data(), nullptr, false, &piece, 1, Text.size()};
    static constexpr text_ref ref{&value, 0, Text.size()};
};

// Whether two ranges hold the same text (a rare check: members of one key in two alternatives).
// Both are written out into transient buffers. (Not by comparing the ropes' addresses: g++
// does not fold that under -fsanitize=null.)
constexpr bool same_text(const text_ref& a, const text_ref& b) {
    if (a.size() != b.size()) return false;
    char* first = new char[a.size() + 1];
    char* second = new char[b.size() + 1];
    writer wa{first};
    wa.put(a);
    writer wb{second};
    wb.put(b);
    bool same = true;
    for (std::size_t i = 0; i < a.size() && same; ++i) same = first[i] == second[i];
    delete[] first;
    delete[] second;
    return same;
}

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
// (Runs of characters that need no escape are put whole: a description is hundreds of
// characters, and a put per character costs the constant evaluator several times a scan.)
template <class W>
constexpr void put_escaped(W& w, std::string_view s) {
    constexpr std::string_view hex = "0123456789abcdef";
    std::size_t run = 0; // where the characters not yet put begin
    for (std::size_t i = 0; i < s.size(); ++i) {
        const char c = s[i];
        if (c != '"' && c != '\\' && static_cast<unsigned char>(c) >= 0x20) continue;
        w.put(s.substr(run, i - run));
        run = i + 1;
        switch (c) {
        case '"': w.put("\\\""); break;
        case '\\': w.put("\\\\"); break;
        case '\n': w.put("\\n"); break;
        case '\r': w.put("\\r"); break;
        case '\t': w.put("\\t"); break;
        default:
            w.put("\\u00");
            w.put(hex[static_cast<unsigned char>(c) >> 4]);
            w.put(hex[static_cast<unsigned char>(c) & 0xf]);
        }
    }
    w.put(s.substr(run));
}
template <class W>
constexpr void put_string(W& w, std::string_view s) {
    w.put('"');
    put_escaped(w, s);
    w.put('"');
}

} // namespace versioned::detail::schema

#endif // VERSIONED_SCHEMA_DETAIL_WRITER_HPP
