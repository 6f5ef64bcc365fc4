// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_JSON_READ_HPP
#define VERSIONED_JSON_READ_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// Reading JSON (DESIGN.md §6): json::read<T>, json::read_any<S> (dispatching on the version
// key), json::read_with (a document read piecewise by a function).
//
//   auto r = versioned::json::read<FooSpec<api::v1>>(text);     // json::result<FooSpec<api::v1>>
//   if (!r) std::cerr << r.error().message() << '\n';
//   auto held = versioned::json::read_any<FooSpec>(text);       // dispatches on "apiVersion"
//
// Reading is one strict pass from the text straight into the value: no document tree, keys
// matched against the compile-time key table (json_keys<T>, shared with the schemas), required
// and duplicate keys tracked with a bit set. Every bad input is an error value carrying a code,
// the JSON Pointer of the offending value and its position; nothing is defaulted, truncated or
// dropped silently, and nothing crashes.

#include <versioned/constraints/check.hpp>
#include <versioned/container_traits.hpp>
#include <versioned/detail/semantics.hpp>
#include <versioned/json/codec.hpp>
#include <versioned/json/detail/parser.hpp>
#include <versioned/json/detail/plan.hpp>
#include <versioned/json/detail/traits.hpp>
#include <versioned/json/error.hpp>
#include <versioned/json/options.hpp>
#include <versioned/reflection.hpp>
#include <versioned/versions.hpp>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

namespace versioned::detail::json_io {

// The version key at the root when it comes first (write puts it there): read before the
// members, so the member loop does not look for it. p at the first key's quote. Not a template:
// a version's reader passes its keys and name.
inline bool read_leading_version(parser& ps, const std::string_view* keys, std::size_t key_count,
                                 std::string_view version, bool& seen_version, bool& closed) {
    const std::string_view vk = ps.options.version_key;
    const bool first = !vk.empty() && static_cast<std::size_t>(ps.end - ps.p) >= vk.size() + 2 && ps.p[1] == vk[0] &&
                       std::memcmp(ps.p + 1, vk.data(), vk.size()) == 0 && ps.p[vk.size() + 1] == '"' &&
                       std::find(keys, keys + key_count, vk) == keys + key_count;
    if (!first) return true;
    const char* key_at = ps.p;
    ps.p += vk.size() + 2;
    ps.skip_ws();
    if (ps.peek() != ':') return ps.fail_syntax(ps.p, "expected ':' after a key");
    ++ps.p;
    ps.skip_ws();
    return ps.version_member(key_at, vk, seen_version, version) && ps.after_member(closed);
}

// A member of version V of field Fd, read, then checked against the field's constraints there
// (DESIGN.md §13): the one place the reader calls constraints/check.hpp. A field without
// constraints is only read.
template <class M>
bool obeys_constraints(parser& ps, const char* at, const M& m, const constraints::checks& k) {
    if (!ps.options.check_constraints) return true;
    std::string why;
    if (constraints::check_value(k, m, ps.members_read, why)) return true;
    return ps.fail(errc::constraint_violated, at, std::move(why));
}
// A set's or a map list's duplicates (list_type, DESIGN.md §14), which the API server refuses.
template <class Fd, class M>
bool keeps_list_semantics(parser& ps, const char* at, const M& m) {
    std::string why;
    if (!ps.options.check_constraints || keeps_semantics<Fd>(m, why)) return true;
    return ps.fail(errc::constraint_violated, at, std::move(why));
}
template <class Fd, std::size_t V, class M>
[[gnu::always_inline]] inline bool read_checked(parser& ps, M& m) {
    if constexpr (checks_duplicates<Fd, M>) {
        const char* at = ps.p;
        if constexpr (constraints::constrained_at<Fd>(V))
            return read_value(ps, m) && obeys_constraints(ps, at, m, constraints::checks_at<Fd>(V)) &&
                   keeps_list_semantics<Fd>(ps, at, m);
        else
            return read_value(ps, m) && keeps_list_semantics<Fd>(ps, at, m);
    } else if constexpr (constraints::constrained_at<Fd>(V)) {
        const char* at = ps.p;
        return read_value(ps, m) && obeys_constraints(ps, at, m, constraints::checks_at<Fd>(V));
    } else {
        return read_value(ps, m);
    }
}

// The members of a struct, up to its closing brace; p at a key's quote.
//
// Members usually come in table order (write puts them so): the next field's quoted key is
// compared with the text first, and only a key that is not it is decoded and looked up. One
// loop and one dispatch serve both, so each field's read is compiled once per version (an
// unrolled path per field for the in-order case tripled g++'s compile time of a version's
// reader: benchmarks/RESULTS.md).
template <class T, bool Root>
bool read_members(parser& ps, T& obj, field_bits<struct_plan<T>::count>& seen, bool& seen_version) {
    constexpr std::size_t n = struct_plan<T>::count;
    constexpr auto& keys = json_keys<T>;
    using q = quoted_keys<T>;
    std::size_t next = 0;
    std::size_t skipped = npos; // the unknown keys skipped (unknown_keys::ignore): a set the parser holds
    for (bool closed = false; !closed;) {
        const char* key_at = ps.p; // a key's quote: checked by the caller, then by after_member
        std::string_view key;
        std::size_t i = npos;
        // The next field's `"key":` (compact JSON has no space before the colon), else any key.
        if (next < n && text_at(ps.p, ps.end, q::chars.data() + q::starts[next] + 1, keys[next].size() + 3)) {
            i = next;
            ps.p += keys[next].size() + 3;
        } else {
            if (!ps.key(key)) return false;
            i = find_key<T>(key, next);
            ps.skip_ws();
            if (ps.peek() != ':') return ps.fail_syntax(ps.p, "expected ':' after a key");
            ++ps.p;
        }
        ps.skip_ws();
        if (i != npos) {
            if (seen.test(i)) return ps.fail_duplicate_key(key_at, keys[i]);
            seen.set(i);
            const bool ok = dispatch_index<n>(i, [&](auto Index) __attribute__((always_inline)) {
                return read_checked<field_at_t<T, present_fields_v<T>[decltype(Index)::value].field>, T::versioned_index>(
                    ps, get_present<decltype(Index)::value>(obj));
            });
            if (!ok) return ps.fail_key(keys[i]);
            next = i + 1;
        } else if (Root && !ps.options.version_key.empty() && key == ps.options.version_key) {
            if (!ps.version_member(key_at, key, seen_version, version_t<T>::name)) return false;
        } else if (ps.options.unknown_keys == json::unknown_keys::reject) {
            return ps.fail_unknown_key(key_at, key, T::versioned_descriptor::versioned_name, version_t<T>::name,
                                       removed_key_note<T>(key));
        } else if (!ps.skip_unknown(key_at, key, skipped)) {
            return false;
        }
        if (!ps.after_member(closed)) return false;
    }
    if (skipped != npos) ps.skipped_keys.pop_back();
    return true;
}

// After the closing brace: every required member was seen. Not a template: a version's reader
// passes its bit sets and keys.
inline bool check_required(parser& ps, const std::uint64_t* required, const std::uint64_t* seen, std::size_t words,
                           const std::string_view* keys) {
    for (std::size_t w = 0; w < words; ++w) {
        const std::uint64_t missing = required[w] & ~seen[w];
        if (missing != 0) {
            std::size_t i = w * 64;
            for (std::uint64_t m = missing; (m & 1u) == 0; m >>= 1) ++i;
            return ps.fail_missing_key(keys[i]);
        }
    }
    return true;
}

// The absent members with a default get it, carried to T's version as an upgrade carries it
// (detail/default_value.hpp). Only the members with a default are expanded over
// (not a lambda per member: each is a function of its own in a -O0 build).
template <class T>
void fill_defaults(T& obj, const field_bits<struct_plan<T>::count>& seen) {
    using plan = struct_plan<T>;
    [&]<std::size_t... Js>(std::index_sequence<Js...>) {
        ((seen.test(plan::defaulted[Js])
              ? void()
              : void(get_present<plan::defaulted[Js]>(obj) =
                         default_at<field_at_t<T, present_fields_v<T>[plan::defaulted[Js]].field>, T::versioned_index>())),
         ...);
    }(std::make_index_sequence<plan::defaulted.size()>{});
}

// An absent std::optional or deprecated member: empty, or value-initialized. One function per
// member type, not per member, and out of line: inlined, each version's reader compiled its
// own copy of the members' move assignments and destructors (+14 ms per version with clang).
template <class M>
[[gnu::noinline]] void reset_value(M& m) {
    if constexpr (is_optional<M>::value) {
        m.reset();
    } else {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
        m = M{};
#pragma GCC diagnostic pop
    }
}

// The absent members that are neither required nor defaulted are reset: a fresh value has them
// so already, a value read_into reuses may not.
template <class T>
void reset_absent(T& obj, const field_bits<struct_plan<T>::count>& seen) {
    using plan = struct_plan<T>;
    [&]<std::size_t... Js>(std::index_sequence<Js...>) {
        ((seen.test(plan::resettable[Js]) ? void() : reset_value(get_present<plan::resettable[Js]>(obj))), ...);
    }(std::make_index_sequence<plan::resettable.size()>{});
}

// A struct at its version; Root: the document's root object, which may carry the version key.
template <class T, bool Root>
bool read_struct(parser& ps, T& obj) {
    static_assert(key_table<T>::unique,
                  "versioned::json: duplicate JSON key: two fields of this struct get the same JSON key under "
                  "the module's key naming (camel_case turns host_port and hostPort into one key) or by "
                  "key(\"...\") / from_key(\"...\")");
    if (ps.peek() != '{') return ps.fail_expected("an object");
    if (!ps.enter()) return false;
    ++ps.p;
    ps.skip_ws();
    field_bits<struct_plan<T>::count> seen{};
    [[maybe_unused]] bool seen_version = false;
    bool closed = false;
    if (ps.peek() == '}') {
        ++ps.p;
        closed = true;
    } else if (ps.peek() != '"') {
        return ps.fail_syntax(ps.p, "expected a key (a string)");
    }
    constexpr auto& keys = json_keys<T>;
    if constexpr (Root) {
        if (!closed && !read_leading_version(ps, keys.data(), keys.size(), version_t<T>::name, seen_version, closed))
            return false;
    }
    if (!closed && !read_members<T, Root>(ps, obj, seen, seen_version)) return false;
    if (!check_required(ps, struct_plan<T>::required.w.data(), seen.w.data(), seen.w.size(), keys.data())) return false;
    if constexpr (struct_plan<T>::defaulted.size() != 0) fill_defaults(obj, seen);
    if constexpr (struct_plan<T>::resettable.size() != 0)
        if (ps.reusing) reset_absent(obj, seen); // a fresh value's absent members are empty already
    ps.members_read = seen.count(); // the document's members, as JSON Schema counts them
    --ps.depth;
    return true;
}

template <class T>
struct number_chunk {}; // arrays of anything else
template <class E, class A>
    requires(std::is_arithmetic_v<E> && !std::is_same_v<E, bool>)
struct number_chunk<std::vector<E, A>> {
    std::array<E, 32> items;
    std::size_t n = 0;
    void flush(std::vector<E, A>& out) {
        out.insert(out.end(), items.begin(), items.begin() + static_cast<std::ptrdiff_t>(n));
        n = 0;
    }
};

// ---- one reader per kind of value; read_value picks ---------------------------------------------

template <class T>
bool read_with_codec(parser& ps, T& out) {
    // A codec gets a value-initialized T, as from read<T>, also when read_into reuses the value
    // (a T that cannot be assigned: the previous value): codecs written for fresh values need
    // not clear what they do not set.
    if constexpr (std::is_move_assignable_v<T>) {
        if (ps.reusing) reset_value(out);
    }
    const char* start = ps.p;
    json::reader r(ps, start);
    if (json::codec<T>::read(r, out)) return true;
    // A codec that says no without saying why still gets an error with a position.
    if (ps.err.code == errc{}) ps.fail_at(errc::invalid_value, start, "the value was rejected by json::codec<T>");
    return false;
}

inline bool read_bool(parser& ps, bool& out) {
    const char c = ps.peek();
    if (c == 't') return ps.literal("true") ? (out = true, true) : false;
    if (c == 'f') return ps.literal("false") ? (out = false, true) : false;
    return ps.fail_expected("a boolean");
}

template <class E>
bool read_described_enum(parser& ps, E& out) {
    if (ps.peek() != '"') return ps.fail_expected("a string (an enumerator name)");
    const char* at = ps.p;
    if (!ps.string_into(ps.scratch)) return false;
    using table = enum_table<E>;
    for (std::size_t i = 0; i < table::size; ++i)
        if (table::names[i] == ps.scratch) {
            out = table::values[i];
            return true;
        }
    return ps.fail(errc::unknown_enumerator, at, unknown_enumerator_message(ps.scratch, table::names.data(), table::size));
}

template <class T>
bool read_optional(parser& ps, T& out) {
    if constexpr (is_optional<typename T::value_type>::value) {
        static_assert(nested_optional_in_json<T>::value);
        return false;
    } else {
        if (ps.at_null()) {
            if (!ps.literal("null")) return false;
            out.reset();
            return true;
        }
        if (!out) out.emplace();
        return read_value(ps, *out);
    }
}

// After an array's element: a comma, or the closing bracket (closed); compact JSON (either
// right after the value) takes the fewest tests.
inline bool after_element_general(parser& ps, bool& closed) {
    ps.skip_ws();
    const char c = ps.peek();
    if (c == ',') {
        ++ps.p;
        ps.skip_ws();
        return true;
    }
    if (c == ']') {
        ++ps.p;
        closed = true;
        return true;
    }
    return ps.fail_syntax(ps.p, "expected ',' or ']' in an array");
}
[[gnu::always_inline]] inline bool after_element(parser& ps, bool& closed) {
    if (ps.p < ps.end) {
        if (*ps.p == ',') {
            ++ps.p;
            ps.skip_ws();
            return true;
        }
        if (*ps.p == ']') {
            ++ps.p;
            closed = true;
            return true;
        }
    }
    return after_element_general(ps, closed);
}

// The element at count of a std::vector or std::array being read.
template <class T>
[[gnu::always_inline]] inline bool read_element(parser& ps, T& out, std::size_t count, number_chunk<T>& numbers) {
    if constexpr (is_std_array<T>::value) {
        return read_value(ps, out[count]);
    } else if constexpr (std::is_same_v<typename T::value_type, bool>) {
        bool b = false;
        if (!read_value(ps, b)) return false;
        out.push_back(b);
        return true;
    } else if constexpr (std::is_arithmetic_v<typename T::value_type>) {
        // Into the vector while it has room (read_into); else numbers collect in a local
        // buffer first, so a short array costs one allocation of the right size.
        typename T::value_type x;
        if (!read_value(ps, x)) return false;
        if (numbers.n == 0 && out.size() < out.capacity()) {
            out.push_back(x);
        } else {
            if (numbers.n == numbers.items.size()) numbers.flush(out);
            numbers.items[numbers.n++] = x;
        }
        return true;
    } else {
        // Elements already there (read_into) are read into, keeping their storage.
        if (count < out.size()) return read_value(ps, out[count]);
        if (count == 0) out.reserve(4); // most arrays are short: skip the 1, 2 steps
        out.emplace_back();
        return read_value(ps, out.back());
    }
}

// A std::vector or a std::array (of exactly its length).
template <class T>
bool read_array(parser& ps, T& out) {
    if (ps.peek() != '[') return ps.fail_expected("an array");
    if (!ps.enter()) return false;
    ++ps.p;
    ps.skip_ws();
    std::size_t count = 0;
    constexpr bool reuses_elements = is_std_vector<T>::value && !std::is_arithmetic_v<typename T::value_type>;
    if constexpr (is_std_vector<T>::value && !reuses_elements) out.clear(); // capacity kept
    [[maybe_unused]] number_chunk<T> numbers;
    bool closed = ps.peek() == ']';
    if (closed) ++ps.p;
    for (; !closed; ++count) {
        if constexpr (is_std_array<T>::value) {
            if (count == std::tuple_size<T>::value)
                return ps.fail(errc::wrong_array_length, ps.p,
                               "expected an array of " + std::to_string(count) + " elements, got more");
        }
        if (!read_element(ps, out, count, numbers)) return ps.fail_index(count);
        if (!after_element(ps, closed)) return false;
    }
    if constexpr (is_std_vector<T>::value && std::is_arithmetic_v<typename T::value_type> &&
                  !std::is_same_v<typename T::value_type, bool>)
        numbers.flush(out);
    if constexpr (reuses_elements) {
        if (count < out.size()) out.erase(out.begin() + static_cast<std::ptrdiff_t>(count), out.end());
    }
    if constexpr (is_std_array<T>::value) {
        if (count != std::tuple_size<T>::value)
            return ps.fail(errc::wrong_array_length, ps.p - 1,
                           "expected an array of " + std::to_string(std::tuple_size<T>::value) + " elements, got " +
                               std::to_string(count));
    }
    --ps.depth;
    return true;
}

// Any other container described by container_traits that has push_back.
template <class T>
bool read_sequence(parser& ps, T& out) {
    if (ps.peek() != '[') return ps.fail_expected("an array");
    if (!ps.enter()) return false;
    ++ps.p;
    ps.skip_ws();
    if constexpr (requires { out.clear(); }) out.clear();
    else out = T{};
    bool closed = ps.peek() == ']';
    if (closed) ++ps.p;
    for (std::size_t count = 0; !closed; ++count) {
        typename container_traits<T>::value_type e{};
        if (!read_value(ps, e)) return ps.fail_index(count);
        out.push_back(std::move(e));
        if (!after_element(ps, closed)) return false;
    }
    --ps.depth;
    return true;
}

// The entry of a map being read for key k, when the map's previous contents (read_into) did not
// come in the document's order: a node of them (old), its key string and value reused, or a new
// one; end() when k is a duplicate.
template <class T>
typename T::iterator map_entry(T& out, T& old, std::string_view k) {
    const std::size_t before = out.size();
    typename T::iterator it;
    if (old.empty()) {
        // Keys usually come sorted (std::map writes them so): insert at the end's hint, the
        // key string built in the node.
        it = out.emplace_hint(out.end(), std::piecewise_construct, std::forward_as_tuple(k), std::forward_as_tuple());
    } else {
        auto node = old.extract(old.begin());
        text::set_string(node.key(), k.data(), k.size());
        it = out.insert(out.end(), std::move(node));
    }
    return out.size() == before ? out.end() : it;
}

// The nodes from `from` on are moved aside (into old), to be reused by map_entry.
template <class T>
void set_aside(T& out, typename T::iterator from, T& old) {
    while (from != out.end()) {
        const auto next = std::next(from);
        old.insert(old.end(), out.extract(from));
        from = next;
    }
}

// A std::map or std::unordered_map with std::string keys. What it held before (read_into) is
// read into in place while the document's keys come in the map's order (a stream of similar
// documents); from the first other key on, the remaining nodes are reused for the keys read,
// and what is left of them is freed at the end.
template <class T>
bool read_string_map(parser& ps, T& out) {
    if (ps.peek() != '{') return ps.fail_expected("an object");
    if (!ps.enter()) return false;
    ++ps.p;
    ps.skip_ws();
    auto in_place = out.begin(); // out.end() once a key differs
    T old;
    bool closed = false;
    if (ps.peek() == '}') {
        ++ps.p;
        closed = true;
    } else if (ps.peek() != '"') {
        return ps.fail_syntax(ps.p, "expected a key (a string)");
    }
    while (!closed) {
        const char* key_at = ps.p; // a key's quote: checked above, then by after_member
        std::string_view k;        // the text itself, or the key decoded into ps.scratch
        if (!ps.key(k)) return false;
        ps.skip_ws();
        if (ps.peek() != ':') return ps.fail_syntax(ps.p, "expected ':' after a key");
        ++ps.p;
        ps.skip_ws();
        typename T::iterator it;
        if (in_place != out.end() && in_place->first.size() == k.size() &&
            text::bytes_equal(in_place->first.data(), k.data(), k.size())) {
            it = in_place++;
        } else {
            set_aside(out, in_place, old);
            in_place = out.end();
            it = map_entry(out, old, k);
            if (it == out.end()) return ps.fail_duplicate_key(key_at, k);
        }
        if (!read_value(ps, it->second)) return ps.fail_key(it->first);
        if (!ps.after_member(closed)) return false;
    }
    out.erase(in_place, out.end());
    --ps.depth;
    return true;
}

template <class T>
bool read_value(parser& ps, T& out) {
    if constexpr (has_codec<T>) {
        return read_with_codec(ps, out);
    } else if constexpr (versioned_struct<T>) {
        return read_struct<T, false>(ps, out);
    } else if constexpr (std::is_same_v<T, bool>) {
        return read_bool(ps, out);
    } else if constexpr (is_integer_v<T>) {
        return ps.integer(out);
    } else if constexpr (std::is_floating_point_v<T>) {
        return ps.floating(out);
    } else if constexpr (std::is_same_v<T, std::string>) {
        if (ps.peek() != '"') return ps.fail_expected("a string");
        return ps.string_into(out);
    } else if constexpr (described_enum<T>) {
        return read_described_enum(ps, out);
    } else if constexpr (is_optional<T>::value) {
        return read_optional(ps, out);
    } else if constexpr (is_std_vector<T>::value || is_std_array<T>::value) {
        return read_array(ps, out);
    } else if constexpr (json_sequence<T>) {
        return read_sequence(ps, out);
    } else if constexpr (is_string_map<T>::value) {
        return read_string_map(ps, out);
    } else {
        static_assert(no_json_for_type<T>::value, "versioned::json: no JSON mapping for this type");
        return false;
    }
}

// A document's value as a T (read_one of read_text).
template <class T>
bool read_root(parser& ps, void* value) {
    if constexpr (versioned_struct<T> && !has_codec<T>) return read_struct<T, true>(ps, *static_cast<T*>(value));
    else return read_value(ps, *static_cast<T*>(value));
}

// A document: one value, read by read_one into value, with whitespace around it and nothing
// else. Not a template (the type's part is read_one): the parser, the checks and the error's
// making are compiled once, not per version.
inline bool read_text(std::string_view text, const json::read_options& options, bool reusing,
                      bool (*read_one)(parser&, void*), void* value, json::error& e) {
    parser ps(text, options);
    ps.reusing = reusing;
    ps.skip_ws();
    bool ok = ps.p != ps.end || ps.fail_at(errc::empty_input, ps.p, "empty input: expected a JSON value");
    if (ok) ok = read_one(ps, value);
    if (ok) {
        ps.skip_ws();
        if (ps.p != ps.end) ok = ps.fail_at(errc::trailing_characters, ps.p, "unexpected characters after the JSON value");
    }
    if (!ok) e = ps.err.finish(text, true);
    return ok;
}

template <class T>
json::result<T> read_document(std::string_view text, const json::read_options& options) {
    // g++ reports a deprecated member's default initializer at every value-initialization of
    // the struct; the library's own must not warn.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
    json::result<T> out(std::in_place); // read in place
#pragma GCC diagnostic pop
    json::error e;
    if (read_text(text, options, false, &read_root<T>, &*out, e)) return out;
    return e;
}

template <class T>
json::result<void> read_document_into(T& value, std::string_view text, const json::read_options& options) {
    json::error e;
    if (read_text(text, options, true, &read_root<T>, &value, e)) return {};
    return e;
}

} // namespace versioned::detail::json_io

namespace versioned::json {

// Reads a T (a versioned struct at its version, or any value the library maps) from text.
template <class T>
result<T> read(std::string_view text, const read_options& options = {}) {
    return detail::json_io::read_document<T>(text, options);
}

// Reads text into obj, reusing its storage: strings, vectors and maps keep their capacity, and
// elements and map nodes are read into, so reading a stream of similar documents into one
// value allocates little. As strict as read<T>, with the same errors. On an error obj is valid
// (it can be assigned, read into again, destroyed) but its value is unspecified.
template <class T>
result<void> read_into(T& obj, std::string_view text, const read_options& options = {}) {
    return detail::json_io::read_document_into(obj, text, options);
}

} // namespace versioned::json

namespace versioned::detail::json_io {

// The version key's value (p at it): the index of the declared version it names, or npos with
// the error set.
template <class Versions>
std::size_t read_version_index(parser& ps, const json::read_options& options) {
    using traits = detail::version_list_traits<Versions>;
    const std::string key(options.version_key);
    if (ps.peek() != '"') {
        ps.fail_expected("a string (the version)");
        ps.fail_key(key);
        return npos;
    }
    const char* at = ps.p;
    std::string v;
    if (!ps.string_into(v)) return npos;
    std::string_view name = v;
    bool group_ok = true;
    if (!options.group.empty()) {
        group_ok = name.size() > options.group.size() && name.substr(0, options.group.size()) == options.group &&
                   name[options.group.size()] == '/';
        if (group_ok) name.remove_prefix(options.group.size() + 1);
    }
    for (std::size_t i = 0; group_ok && i < Versions::size; ++i)
        if (traits::names[i] == name) return i;
    std::string d = "unknown version \"" + v + "\" (expected one of";
    for (std::size_t i = 0; i < Versions::size; ++i)
        d += (i == 0 ? " \"" : ", \"") + version_value(options.group, traits::names[i]) + '"';
    d += ')';
    ps.fail(errc::unknown_version, at, std::move(d));
    ps.fail_key(key);
    return npos;
}

// Searches the root object's members for the version key (p after the '{'), skipping the
// others: the index of the version it names, or npos with the error set.
template <class Versions>
std::size_t find_version(parser& ps, const json::read_options& options) {
    ps.skip_ws();
    for (bool closed = ps.peek() == '}'; !closed;) {
        if (ps.peek() != '"') return ps.fail_syntax(ps.p, "expected a key (a string)"), npos;
        std::string_view key_view;
        if (!ps.key(key_view)) return npos;
        const std::string k(key_view); // skipping the value reuses the key's buffer
        ps.skip_ws();
        if (ps.peek() != ':') return ps.fail_syntax(ps.p, "expected ':' after a key"), npos;
        ++ps.p;
        ps.skip_ws();
        if (k == options.version_key) return read_version_index<Versions>(ps, options);
        if (!ps.skip_value()) return ps.fail_key(k), npos;
        ps.skip_ws();
        if (ps.peek() == ',') {
            ++ps.p;
            ps.skip_ws();
        } else if (ps.peek() == '}') {
            closed = true;
        } else {
            return ps.fail_syntax(ps.p, "expected ',' or '}' in an object"), npos;
        }
    }
    ps.fail(errc::missing_version, ps.p, "missing the version key \"" + std::string(options.version_key) + "\"");
    ps.fail_key(options.version_key);
    return npos;
}

// The document as version I of S, in any<S>.
template <template <class> class S, std::size_t I>
json::result<any<S>> read_version_as_any(std::string_view text, const json::read_options& options) {
    auto res = ::versioned::json::read<S<version_at_t<versions_of_t<S>, I>>>(text, options);
    if (!res) return res.error();
    // in place: a temporary any<S> moved from made g++ 12 -O3 warn -Wmaybe-uninitialized at its
    // destruction (a false positive)
    return json::result<any<S>>(std::in_place, std::in_place_index<I>, std::move(*res));
}

template <template <class> class S>
json::result<any<S>> read_any(std::string_view text, const json::read_options& options) {
    using versions = versions_of_t<S>;
    parser ps(text, options);
    ps.skip_ws();
    if (ps.p == ps.end) {
        ps.fail_at(errc::empty_input, ps.p, "empty input: expected a JSON value");
        return ps.err.finish(text, true);
    }
    if (ps.peek() != '{') {
        ps.fail_expected("an object");
        return ps.err.finish(text, true);
    }
    if (options.version_key.empty()) {
        ps.fail_at(errc::missing_version, ps.p, "read_any needs read_options::version_key");
        return ps.err.finish(text, true);
    }
    ++ps.p;
    ++ps.depth;
    const std::size_t index = find_version<versions>(ps, options);
    if (index == npos) return ps.err.finish(text, true);
    // The document is read again, at the version found, from its start: one reader per version,
    // picked from a table. (Not through std::optional<result<any<S>>>: instantiating it makes
    // clang++ ask whether a result converts to each version's struct, and a struct whose first
    // member is a placeholder answers that with its error.)
    return [&]<std::size_t... Is>(std::index_sequence<Is...>) {
        using reader = json::result<any<S>> (*)(std::string_view, const json::read_options&);
        static constexpr reader readers[] = {&read_version_as_any<S, Is>...};
        return readers[index](text, options);
    }(std::make_index_sequence<versions::size>{});
}

} // namespace versioned::detail::json_io

namespace versioned::json {

// Reads text piecewise: read(in) gets a reader at the document's value and reads it (with
// in.members, in.elements, in.raw, in.read<U>...). The error, with its path and position, when
// read fails or text follows the value; an error with code errc{} when all went well.
template <class F>
json::error read_with(std::string_view text, F&& read, const read_options& options = {}) {
    namespace io = detail::json_io;
    io::parser ps(text, options);
    ps.skip_ws();
    if (ps.p == ps.end) {
        ps.fail(errc::empty_input, ps.p, "empty input: expected a JSON value");
        return ps.err.finish(text, true);
    }
    json::reader in(ps, ps.p);
    bool ok = read(in);
    if (!ok && ps.err.code == errc{}) ps.fail(errc::invalid_value, ps.p, "the value was rejected");
    if (ok) {
        ps.skip_ws();
        if (ps.p != ps.end) ok = ps.fail(errc::trailing_characters, ps.p, "unexpected characters after the JSON value");
    }
    if (!ok) return ps.err.finish(text, true);
    return {};
}

// Reads a document of any version of S: the version key (options.version_key, anywhere among
// the top-level members) says which.
template <template <class> class S>
result<any<S>> read_any(std::string_view text, const read_options& options = {}) {
    return detail::json_io::read_any<S>(text, options);
}

} // namespace versioned::json

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_JSON_READ_HPP
