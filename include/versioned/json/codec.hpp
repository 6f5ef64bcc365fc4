// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_JSON_CODEC_HPP
#define VERSIONED_JSON_CODEC_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// The customization point for types the library does not map itself, json::codec<T>, and what
// a codec gets: json::reader (read any mapped value, skip, keep raw text, walk members and
// elements, report an error) and json::writer (write any mapped value, raw text, objects).

#include <versioned/json/detail/out_buffer.hpp>
#include <versioned/json/detail/parser.hpp>
#include <versioned/json/error.hpp>
#include <versioned/json/options.hpp>

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace versioned::json {

// Customization point for types the library does not map itself:
//   template <> struct versioned::json::codec<Duration> {
//       static void write(versioned::json::writer& out, const Duration& d);
//       static bool read(versioned::json::reader& in, Duration& d);  // false: in.fail(...) was called
//   };
// Pair it with versioned::schema_fragment<Duration> so the schemas describe the same text.
template <class T>
struct codec;

} // namespace versioned::json

namespace versioned::detail::json_io {

template <class T>
bool read_value(parser& ps, T& out);
template <class T>
bool write_value(out_buffer& w, const T& v);
// The library's own codecs that need the parser or the buffer (json/variant.hpp).
struct codec_access;

} // namespace versioned::detail::json_io

namespace versioned::json {

// What a codec<T>::read gets: reads any value the library maps, or reports why the text does
// not make a T.
class reader {
public:
    using errc = json::errc; // the codes fail(code, why) takes (so codecs need not include json.hpp)
    // Made by the library only.
    reader(detail::json_io::parser& ps, const char* start) noexcept : ps_(ps), start_(start) {}
    // Reads the next value as a U (std::string, an integer, a struct, ...).
    template <class U>
    bool read(U& out) {
        return detail::json_io::read_value(ps_, out);
    }
    // Whether the next value is null.
    bool is_null() const noexcept { return ps_.at_null(); }
    // The next value's first character ('"', '{', '[', a digit or '-', 't', 'f', 'n'; '\0' at
    // the end of the input): a codec that takes several kinds of value dispatches on it.
    char peek() noexcept {
        ps_.skip_ws();
        return ps_.peek();
    }
    // The options the document is read with (a codec honours unknown_keys, max_depth).
    const read_options& options() const noexcept { return ps_.options; }
    // Kubernetes carries integers as int64: while on, an unsigned 64-bit value above 2^63-1 is
    // out_of_range (<versioned/k8s.hpp> reads objects so). Returns the previous setting.
    bool int64_integers(bool on) noexcept {
        const bool previous = ps_.int64_integers;
        ps_.int64_integers = on;
        return previous;
    }

    // Skips the next value (checked to be valid JSON).
    bool skip() {
        ps_.skip_ws();
        return ps_.skip_value();
    }
    // The next value's JSON text exactly as written (checked to be valid JSON): a codec that
    // keeps a value it does not interpret (Kubernetes metadata, an extension point) stores it
    // and writes it back with writer::raw.
    bool raw(std::string& out) {
        std::string_view v;
        if (!raw(v)) return false;
        out.assign(v);
        return true;
    }
    // The same as a view of the text being read (valid as long as that text).
    bool raw(std::string_view& out) {
        ps_.skip_ws();
        const char* b = ps_.p;
        if (!ps_.skip_value()) return false;
        out = std::string_view(b, static_cast<std::size_t>(ps_.p - b));
        return true;
    }
    // Where the next value starts, and the text from there to where reading stopped: a codec
    // that reads a value piecewise (members, elements) can still keep its exact text.
    const char* position() noexcept {
        ps_.skip_ws();
        return ps_.p;
    }
    std::string_view text_since(const char* from) const noexcept {
        return std::string_view(from, static_cast<std::size_t>(ps_.p - from));
    }
    // Reads the next value as an array, element by element: on_element(index) is called with
    // the reader at the element and must read or skip it; an error names the index in its path.
    template <class F>
    bool elements(F&& on_element) {
        auto& ps = ps_;
        ps.skip_ws();
        if (ps.peek() != '[') return ps.fail_expected("an array");
        if (!ps.enter()) return false;
        ++ps.p;
        ps.skip_ws();
        if (ps.peek() == ']') {
            ++ps.p;
            --ps.depth;
            return true;
        }
        for (std::size_t i = 0;; ++i) {
            ps.skip_ws();
            const char* value_at = ps.p;
            const char* saved_start = start_;
            start_ = value_at;
            const bool ok = on_element(i);
            start_ = saved_start;
            if (!ok) {
                if (ps.err.code == json::errc{})
                    ps.fail(json::errc::invalid_value, value_at, "the value was rejected by json::codec<T>");
                return ps.fail_index(i);
            }
            ps.skip_ws();
            if (ps.peek() == ',') {
                ++ps.p;
                continue;
            }
            if (ps.peek() == ']') {
                ++ps.p;
                --ps.depth;
                return true;
            }
            return ps.fail(json::errc::syntax, ps.p, "expected ',' or ']' in an array");
        }
    }
    // Reads the next value as an object, member by member: on_member(key) is called with the
    // reader at the member's value and must read or skip it (return false after fail()).
    // Keys are unescaped; a duplicate key is an error; an error names the member in its path.
    template <class F>
    bool members(F&& on_member) {
        auto& ps = ps_;
        ps.skip_ws();
        if (ps.peek() != '{') return ps.fail_expected("an object");
        if (!ps.enter()) return false;
        ++ps.p;
        ps.skip_ws();
        detail::json_io::key_set seen;
        if (ps.peek() == '}') {
            ++ps.p;
            --ps.depth;
            return true;
        }
        if (ps.peek() != '"') return ps.fail_syntax(ps.p, "expected a key (a string)");
        for (bool closed = false; !closed;) {
            const char* key_at = ps.p; // a key's quote: checked above, then by after_member
            std::string_view k;
            if (!ps.key(k)) return false;
            // k is kept by seen (a decoded key would not survive the value's reading otherwise).
            if (!seen.insert(k, k.data() >= ps.begin && k.data() < ps.end)) return ps.fail_duplicate_key(key_at, k);
            ps.skip_ws();
            if (ps.peek() != ':') return ps.fail(json::errc::syntax, ps.p, "expected ':' after a key");
            ++ps.p;
            ps.skip_ws();
            const char* value_at = ps.p;
            const char* saved_start = start_;
            start_ = value_at;
            const bool ok = on_member(k);
            start_ = saved_start;
            if (!ok) {
                if (ps.err.code == json::errc{})
                    ps.fail(json::errc::invalid_value, value_at, "the value was rejected by json::codec<T>");
                return ps.fail_key(k);
            }
            if (!ps.after_member(closed)) return false;
        }
        --ps.depth;
        return true;
    }
    // Reports the current value as invalid (errc::invalid_value) and returns false:
    //   return in.fail("expected a duration such as \"90s\"");
    bool fail(std::string_view why) {
        return ps_.fail(errc::invalid_value, start_, std::string(why));
    }
    // The same with another code, e.g. errc::unknown_enumerator for a name that is not one.
    bool fail(json::errc code, std::string_view why) {
        return ps_.fail(code, start_, std::string(why));
    }
    // After members() read an object: reports its required member `key` absent
    // (errc::missing_key), with the member's path, at the object's closing brace.
    bool fail_missing(std::string_view key) { return ps_.fail_missing_key(key); }

private:
    friend struct detail::json_io::codec_access;
    detail::json_io::parser& ps_;
    const char* start_;
};

// What a codec<T>::write gets: writes any value the library maps.
class writer {
public:
    // Made by the library only.
    explicit writer(detail::json_io::out_buffer& buffer) noexcept : w_(buffer) {}
    template <class U>
    void write(const U& value) {
        // A failure inside an object's member names the member (the error's path).
        if (w_.err.code == errc{} && !detail::json_io::write_value(w_, value) && !first_.empty()) w_.fail_key(key_);
    }
    // Writes JSON text as it is: the caller guarantees it is one valid JSON value (e.g. what
    // reader::raw gave).
    void raw(std::string_view json_text) {
        if (w_.err.code == errc{}) w_.put(json_text);
    }
    // An object, written member by member: begin_object(), then key(k) before each member's
    // value (written with write or raw), then end_object(). Objects nest.
    void begin_object() {
        if (w_.err.code != errc{}) return;
        w_.put('{');
        first_.push_back(true);
    }
    void key(std::string_view k) {
        if (w_.err.code != errc{}) return;
        if (!first_.empty()) {
            if (!first_.back()) w_.put(',');
            first_.back() = false;
        }
        if (w_.string(k)) w_.put(':');
        key_.assign(k);
    }
    void end_object() {
        if (!first_.empty()) first_.pop_back();
        if (w_.err.code == errc{}) w_.put('}');
    }
    // As reader::int64_integers: while on, an unsigned 64-bit value above 2^63-1 fails the
    // write (out_of_range). Returns the previous setting.
    bool int64_integers(bool on) noexcept {
        const bool previous = w_.int64_integers;
        w_.int64_integers = on;
        return previous;
    }
    // Reports that the value cannot be written (errc::invalid_value); write() then fails.
    void fail(std::string_view why) {
        if (w_.err.code == errc{}) (void)w_.fail(errc::invalid_value, std::string(why));
    }

private:
    friend struct detail::json_io::codec_access;
    detail::json_io::out_buffer& w_;
    std::vector<bool> first_; // per open object: no member written yet
    std::string key_;         // the last key written
};

} // namespace versioned::json

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_JSON_CODEC_HPP
