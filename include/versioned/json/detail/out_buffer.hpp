// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_JSON_DETAIL_OUT_BUFFER_HPP
#define VERSIONED_JSON_DETAIL_OUT_BUFFER_HPP

// The writer's output: a std::string appended to in chunks written through a raw pointer,
// strings escaped and UTF-8 checked, errors collected as the reader's are.

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

// The text is written into a chunk on the stack through a raw pointer and appended to the
// string when the chunk is full and at the end: the string is never resized ahead of the text
// (which would zero-fill it), a reused string's capacity is used as it is, and a new one is
// allocated at the text's size. Every write asks for its room first (need, at most a chunk).
struct out_buffer {
    static constexpr std::size_t chunk_size = 4096;
    // Strings are escaped in pieces of this many bytes: 6 bytes of room each (\u00XX) fit a chunk.
    static constexpr std::size_t string_piece = 512;

    std::string& s;
    std::size_t base;
    char* cur;
    char* lim;
    error_state err;
    const json::write_options& options;
    bool int64_integers = false; // json::writer::int64_integers: unsigned 64-bit at most 2^63-1
    bool version_at_root = false; // the root is a versioned variant, whose codec writes the version key
    char chunk[chunk_size];

    out_buffer(std::string& str, const json::write_options& opts)
        : s(str), base(str.size()), cur(chunk), lim(chunk + chunk_size), options(opts) {}
    out_buffer(const out_buffer&) = delete;
    out_buffer& operator=(const out_buffer&) = delete;

    [[gnu::always_inline]] void need(std::size_t n) {
        if (static_cast<std::size_t>(lim - cur) < n) flush();
    }
    [[gnu::noinline]] void flush() {
        s.append(chunk, static_cast<std::size_t>(cur - chunk));
        cur = chunk;
    }
    // The position of the next character in the whole output, and the character at a
    // position already written (write_struct turns a member's leading comma into the '{').
    std::size_t pos() const noexcept { return s.size() + static_cast<std::size_t>(cur - chunk); }
    char& at(std::size_t i) noexcept { return i < s.size() ? s[i] : chunk[i - s.size()]; }
    void put(char c) {
        need(1);
        *cur++ = c;
    }
    void put(std::string_view v) {
        if (v.size() > chunk_size) { // a codec's raw text, say: appended as it is
            flush();
            s.append(v);
            return;
        }
        need(v.size());
        std::memcpy(cur, v.data(), v.size());
        cur += v.size();
    }
    void finish() { flush(); }
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
    // The version key and its value ("vX", or "group/vX") first in the root object, after
    // the comma that becomes its '{' -- or the error when the key is also a member (it would
    // be written twice). Here and not in write_struct<T>: each version's writer would compile
    // its own copy.
    [[gnu::noinline]] bool version_member(bool is_member, std::string_view type, std::string_view version) {
        if (is_member) return fail_version_key_twice(type, version);
        put(',');
        if (!string(options.version_key)) return false;
        put(':');
        return string(version_value(options.group, version));
    }

    [[gnu::cold, gnu::noinline]] bool fail_version_key_twice(std::string_view type, std::string_view version) {
        return fail(errc::duplicate_key, "write_options::version_key \"" + std::string(options.version_key) +
                                             "\" is also a member of " + std::string(type) + " " + std::string(version) +
                                             " (the key would be written twice): leave version_key empty and set the member");
    }
    // write_options::version_key set for a root value that has no version (a container, a plain
    // struct): the key would be dropped.
    [[gnu::cold, gnu::noinline]] bool fail_version_key_without_version() {
        return fail(errc::invalid_value, "write_options::version_key \"" + std::string(options.version_key) +
                                             "\": the value written has no version (only a versioned struct or "
                                             "variant at the root carries the version key): leave version_key empty");
    }

    // A JSON string: escapes where JSON requires them, UTF-8 checked and copied as is; room
    // asked for one piece at a time.
    bool string(std::string_view v) {
        const char* q = v.data();
        const char* const e = q + v.size();
        need(std::min(v.size(), string_piece) * 6 + 2 + text::copy_slack);
        *cur++ = '"';
        while (q != e) {
            const char* const piece_end = e - q > static_cast<std::ptrdiff_t>(string_piece) ? q + string_piece : e;
            while (q < piece_end) {
                q = text::copy_plain(q, piece_end, cur);
                if (q == piece_end) break;
                const auto c = static_cast<unsigned char>(*q);
                if (c >= 0x80) { // a sequence may end past the piece: a few bytes of the room spare
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
            if (q != e) need(std::min(static_cast<std::size_t>(e - q), string_piece) * 6 + 1 + text::copy_slack);
        }
        *cur++ = '"';
        return true;
    }
};

} // namespace versioned::detail::json_io

#endif // VERSIONED_JSON_DETAIL_OUT_BUFFER_HPP
