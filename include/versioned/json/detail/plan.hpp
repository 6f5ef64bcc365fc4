// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_JSON_DETAIL_PLAN_HPP
#define VERSIONED_JSON_DETAIL_PLAN_HPP

// What the reader and the writer know of a struct at compile time: its keys, pre-quoted; which
// members are required or have a default; a bit set of members; the key lookup and the
// dispatch from a member's runtime index to its compile-time one.

#include <versioned/convert.hpp>
#include <versioned/json/detail/text.hpp>
#include <versioned/detail/default_value.hpp>
#include <versioned/key_naming.hpp>
#include <versioned/reflection.hpp>

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>
#include <type_traits>
#include <utility>

namespace versioned::detail::json_io {

// ---- keys, pre-quoted ---------------------------------------------------------------------------

// For every present field of T the text `,"key":`, built at compile time, so writing a member
// is one copy of a literal. (The leading comma of the first member becomes the '{'.)
template <class T>
struct quoted_keys {
    static constexpr auto& keys = json_keys<T>;
    static constexpr std::size_t count = keys.size();
    static constexpr std::size_t total = [] {
        std::size_t length = 0;
        for (std::string_view key : keys) length += key.size() + 4;
        return length;
    }();
    // Padded with 32 bytes nothing reads: bytes_equal (text_at) compares a key of up to 32 bytes
    // with word loads inside it and a longer one with memcmp, a branch g++ 12 at -O1 and above
    // cannot rule out for a short table and would warn about (-Wstringop-overread, "bound [33,
    // ...] exceeds source size") in the user's code; the padding makes that bound fit.
    static constexpr std::array<char, total + 32> chars = [] {
        std::array<char, total + 32> out{};
        std::size_t at = 0;
        for (std::string_view key : keys) {
            out[at++] = ',';
            out[at++] = '"';
            for (char ch : key) out[at++] = ch;
            out[at++] = '"';
            out[at++] = ':';
        }
        return out;
    }();
    static constexpr std::array<std::size_t, count + 1> starts = [] {
        std::array<std::size_t, count + 1> out{};
        std::size_t at = 0;
        for (std::size_t idx = 0; idx < count; ++idx) {
            out[idx] = at;
            at += keys[idx].size() + 4;
        }
        out[count] = at;
        return out;
    }();
};

// A bit per present field.
template <std::size_t N>
struct field_bits {
    static constexpr std::size_t words = N == 0 ? 1 : (N + 63) / 64;
    std::array<std::uint64_t, words> w{};
    constexpr bool test(std::size_t i) const noexcept { return (w[i / 64] >> (i % 64)) & 1u; }
    constexpr void set(std::size_t i) noexcept { w[i / 64] |= std::uint64_t{1} << (i % 64); }
    constexpr std::size_t count() const noexcept {
        std::size_t n = 0;
        for (std::uint64_t x : w) n += static_cast<std::size_t>(std::popcount(x));
        return n;
    }
};

template <class T>
struct struct_plan {
    static constexpr std::size_t count = present_fields_v<T>.size();
    static constexpr field_bits<count> required = [] {
        field_bits<count> out{};
        [&]<std::size_t... Is>(std::index_sequence<Is...>) {
            ((required_member<T, Is>() ? out.set(Is) : void()), ...);
        }(std::make_index_sequence<count>{});
        return out;
    }();
    // The members that get a default when absent (default_with), by index.
    static constexpr std::array<bool, count + 1> has_default = [] {
        return []<std::size_t... Is>(std::index_sequence<Is...>) {
            return std::array<bool, count + 1>{field_info_v<field_at_t<T, present_fields_v<T>[Is].field>>.has_default...,
                                               false};
        }(std::make_index_sequence<count>{});
    }();
    static constexpr auto defaulted = [] {
        std::array<std::size_t, std::count(has_default.begin(), has_default.end(), true)> out{};
        for (std::size_t idx = 0, kept = 0; idx < count; ++idx)
            if (has_default[idx]) out[kept++] = idx;
        return out;
    }();
    // The other members that are not required (std::optional, deprecated): when absent, emptied
    // or value-initialized -- which a fresh value already is, but not one read_into reuses.
    static constexpr std::size_t resettable_count = [] {
        std::size_t found = 0;
        for (std::size_t idx = 0; idx < count; ++idx) found += required.test(idx) || has_default[idx] ? 0 : 1;
        return found;
    }();
    static constexpr auto resettable = [] {
        std::array<std::size_t, resettable_count> out{};
        for (std::size_t idx = 0, kept = 0; idx < count; ++idx)
            if (!required.test(idx) && !has_default[idx]) out[kept++] = idx;
        return out;
    }();
};

// memcmp of a key with n bytes of text. The key lies in one of the static key arrays, which
// always has the n bytes; g++ 12 at -O1 and above cannot see that on every path its jump
// threading makes, and warns in the user's code that the bound "exceeds the size 1 of
// unterminated array" (-Wstringop-overread, a false positive of the kind GCC bug 104854
// collects): silenced here, for these compares alone.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wstringop-overread"
#endif
[[gnu::always_inline]] inline bool same_key_bytes(const char* key, const char* text, std::size_t n) noexcept {
    return std::memcmp(key, text, n) == 0;
}
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif

// Whether the n bytes at p (p + n may pass end) are those at quoted (a quoted_keys key).
[[gnu::always_inline]] inline bool text_at(const char* p, const char* end, const char* quoted, std::size_t n) noexcept {
    return static_cast<std::size_t>(end - p) >= n && text::bytes_equal(p, quoted, n);
}

template <std::size_t K>
inline constexpr std::integral_constant<std::size_t, K> index_c{};

// Calls f(i) for the runtime index i < N, as a compile-time constant: a switch (one jump, not
// a chain of compares) of sixteen cases, and the next sixteen in its default.
template <std::size_t N, std::size_t Base = 0, class F>
bool dispatch_index(std::size_t i, F&& f) {
    const auto call = [&]<std::size_t K>(std::integral_constant<std::size_t, K>) __attribute__((always_inline)) {
        if constexpr (Base + K < N)
            return static_cast<bool>(f(index_c<Base + K>));
        else
            return false;
    };
    switch (i) {
    case 0: return call(index_c<0>);
    case 1: return call(index_c<1>);
    case 2: return call(index_c<2>);
    case 3: return call(index_c<3>);
    case 4: return call(index_c<4>);
    case 5: return call(index_c<5>);
    case 6: return call(index_c<6>);
    case 7: return call(index_c<7>);
    case 8: return call(index_c<8>);
    case 9: return call(index_c<9>);
    case 10: return call(index_c<10>);
    case 11: return call(index_c<11>);
    case 12: return call(index_c<12>);
    case 13: return call(index_c<13>);
    case 14: return call(index_c<14>);
    case 15: return call(index_c<15>);
    default:
        if constexpr (Base + 16 < N)
            return dispatch_index<N, Base + 16>(i - 16, f);
        else
            return false;
    }
}

template <class T>
std::size_t find_key(std::string_view key, std::size_t hint) noexcept {
    constexpr auto& keys = json_keys<T>;
    constexpr std::size_t n = keys.size();
    // Documents usually list members in table order (ours always do): try the next one first.
    if (hint < n && keys[hint].size() == key.size() && same_key_bytes(keys[hint].data(), key.data(), key.size()))
        return hint;
    for (std::size_t i = 0; i < n; ++i)
        if (keys[i].size() == key.size() && same_key_bytes(keys[i].data(), key.data(), key.size())) return i;
    return npos;
}

} // namespace versioned::detail::json_io

#endif // VERSIONED_JSON_DETAIL_PLAN_HPP
