// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_JSON_DETAIL_OUT_BUFFER_HPP
#define VERSIONED_JSON_DETAIL_OUT_BUFFER_HPP

// The writer's output: a std::string appended to through a raw pointer, strings escaped and
// UTF-8 checked, errors collected as the reader's are.

#include <versioned/json/detail/error_state.hpp>
#include <versioned/json/detail/text.hpp>
#include <versioned/json/options.hpp>

#include <algorithm>
#include <cstddef>
#include <cstring>
#include <string>
#include <string_view>

namespace versioned::detail::json_io {

// ---- the writer -------------------------------------------------------------------------------

// Appends to a std::string through a raw pointer: room is made in large steps, and the string
// is cut to the written length at the end.
struct out_buffer {
    std::string& s;
    std::size_t base;
    char* cur;
    char* lim;
    error_state err;
    const json::write_options& options;
    bool int64_integers = false; // json::writer::int64_integers: unsigned 64-bit at most 2^63-1

    out_buffer(std::string& str, const json::write_options& opts) : s(str), base(str.size()), options(opts) {
        s.resize(base + 512);
        cur = s.data() + base;
        lim = s.data() + s.size();
    }
    void need(std::size_t n) {
        if (static_cast<std::size_t>(lim - cur) < n) grow(n);
    }
    [[gnu::noinline]] void grow(std::size_t n) {
        const auto used = static_cast<std::size_t>(cur - s.data());
        s.resize(std::max(s.size() * 2, used + n + 64));
        cur = s.data() + used;
        lim = s.data() + s.size();
    }
    std::size_t pos() const noexcept { return static_cast<std::size_t>(cur - s.data()); }
    void put(char c) {
        need(1);
        *cur++ = c;
    }
    void put(std::string_view v) {
        need(v.size());
        std::memcpy(cur, v.data(), v.size());
        cur += v.size();
    }
    void finish() { s.resize(pos()); }
    void rollback() { s.resize(base); }

    [[gnu::cold, gnu::noinline]] bool fail(errc code, std::string detail) {
        err.code = code;
        err.detail = std::move(detail);
        return false;
    }
    [[gnu::cold, gnu::noinline]] bool fail_int64_range(unsigned long long v) {
        return fail(errc::out_of_range, std::to_string(v) + " is out of range for an integer of a Kubernetes object "
                                                            "(0..9223372036854775807: Kubernetes carries integers as int64)");
    }
    [[gnu::cold, gnu::noinline]] bool fail_key(std::string_view key) {
        err.reversed_path.emplace_back(key);
        return false;
    }
    // Here and not in write_struct<T>: each version's writer would compile its own copy.
    [[gnu::cold, gnu::noinline]] bool fail_version_key_is_member(std::string_view type, std::string_view version) {
        return fail(errc::duplicate_key, "write_options::version_key \"" + std::string(options.version_key) +
                                             "\" is also a member of " + std::string(type) + " " + std::string(version) +
                                             " (the key would be written twice): leave version_key empty and set the member");
    }

    // A JSON string: escapes where JSON requires them, UTF-8 checked and copied as is.
    bool string(std::string_view v) {
        need(v.size() * 6 + 2);
        *cur++ = '"';
        const char* q = v.data();
        const char* e = q + v.size();
        while (q < e) {
            const char* stop = text::find_special(q, e);
            std::memcpy(cur, q, static_cast<std::size_t>(stop - q));
            cur += stop - q;
            q = stop;
            if (q == e) break;
            const auto c = static_cast<unsigned char>(*q);
            if (c >= 0x80) {
                const std::size_t len = text::utf8_sequence(q, e);
                if (len == 0) return fail(errc::invalid_utf8, "the string is not valid UTF-8 (JSON text must be)");
                std::memcpy(cur, q, len);
                cur += len;
                q += len;
            } else {
                cur = text::write_escape(cur, c);
                ++q;
            }
        }
        *cur++ = '"';
        return true;
    }
};

} // namespace versioned::detail::json_io

#endif // VERSIONED_JSON_DETAIL_OUT_BUFFER_HPP
