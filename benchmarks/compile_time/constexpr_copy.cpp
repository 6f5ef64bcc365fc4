// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
//
// How fast a compiler concatenates text in a constant expression: NV "versions", each the
// concatenation of 200 pieces of 145 characters (as a versioned schema is the concatenation of
// its fields' entries), copied one character per iteration (-DWORDS=0) or eight, as 64-bit
// words bit_cast to characters at the end (-DWORDS=1, what schema.hpp does with g++). Time the
// compile, e.g.
//   /usr/bin/time -f "%U+%S s %M KB" g++ -std=c++20 -O2 -DNV=64 -DWORDS=1 -c constexpr_copy.cpp -o /dev/null
// Not part of the build: a measurement (benchmarks/RESULTS.md, technique table).
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <utility>

#ifndef NV
#define NV 64
#endif
#ifndef WORDS
#define WORDS 1
#endif

constexpr std::size_t piece_size = 145, pieces = 200, total = piece_size * pieces;
constexpr std::size_t padded = (piece_size + 7) / 8 * 8, total_words = total / 8 + 1;

template <std::size_t K>
struct piece {
    static constexpr std::array<char, padded> chars = [] {
        std::array<char, padded> a{};
        for (std::size_t i = 0; i < piece_size; ++i) a[i] = static_cast<char>('a' + (i + K) % 26);
        return a;
    }();
    static constexpr auto words = std::bit_cast<std::array<std::uint64_t, padded / 8>>(chars);
};
struct piece_ref {
    const char* chars;
    const std::uint64_t* words;
};
template <std::size_t... K>
constexpr piece_ref table[] = {{piece<K>::chars.data(), piece<K>::words.data()}...};
template <std::size_t... K>
constexpr auto& make_table(std::index_sequence<K...>) { return table<K...>; }
constexpr auto& all = make_table(std::make_index_sequence<pieces>{});

template <int V>
struct version {
    static constexpr std::array<char, total_words * 8> text = [] {
#if WORDS
        std::array<std::uint64_t, total_words> out{};
        std::uint64_t* to = out.data();
        std::uint64_t part = 0;
        std::size_t size = 0;
        for (std::size_t i = 0; i < pieces; ++i) {
            const std::uint64_t* from = all[(i + V) % pieces].words;
            const std::size_t fill = size % 8;
            for (std::size_t left = piece_size; left > 0; ++from) {
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
            size += piece_size;
        }
        if (size % 8 != 0) *to = part;
        return std::bit_cast<std::array<char, total_words * 8>>(out);
#else
        std::array<char, total_words * 8> out{};
        char* to = out.data();
        for (std::size_t i = 0; i < pieces; ++i) {
            const char* from = all[(i + V) % pieces].chars;
            for (std::size_t j = 0; j < piece_size; ++j) to[j] = from[j];
            to += piece_size;
        }
        return out;
#endif
    }();
};
static_assert(version<0>::text[0] == 'a' && version<0>::text[piece_size] == 'b' && version<0>::text[total] == 0);
static_assert(version<1>::text[total - 1] == static_cast<char>('a' + (piece_size - 1) % 26));

template <int... V>
int use(std::integer_sequence<int, V...>) { return (version<V>::text[5] + ...); }
int main() { return use(std::make_integer_sequence<int, NV>{}) == 0; }
