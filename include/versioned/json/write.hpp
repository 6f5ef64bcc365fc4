// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_JSON_WRITE_HPP
#define VERSIONED_JSON_WRITE_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// Writing JSON (DESIGN.md §6): json::write (throws), json::try_write (an error value).
//
//   std::string text = versioned::json::write(spec);            // compact JSON
//   versioned::json::write(spec, out, {.version_key = "apiVersion"});   // appends, "apiVersion" first
//
// One pass from the value into a buffer grown in large steps; keys are pre-quoted literals.

#include <versioned/container_traits.hpp>
#include <versioned/json/codec.hpp>
#include <versioned/json/detail/out_buffer.hpp>
#include <versioned/json/detail/plan.hpp>
#include <versioned/json/detail/traits.hpp>
#include <versioned/json/error.hpp>
#include <versioned/json/options.hpp>
#include <versioned/reflection.hpp>

#include <charconv>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

namespace versioned::detail::json_io {

template <class T>
bool write_value(out_buffer& w, const T& v);

template <class T, bool Root>
bool write_struct(out_buffer& w, const T& obj) {
    using q = quoted_keys<T>;
    // Every member is written with a leading comma; the first one's becomes the '{'.
    const std::size_t open = w.pos();
    if constexpr (Root) {
        if (!w.options.version_key.empty()) {
            // A member with the version key's name would make the key appear twice.
            const bool is_member = find_key<T>(w.options.version_key, 0) != npos;
            if (!w.version_member(is_member, T::versioned_descriptor::versioned_name, version_t<T>::name)) return false;
        }
    }
    // The per-member lambdas forced inline: clang++ kept each out of line, and a function per
    // member and version cost more to compile than the code itself (benchmarks/RESULTS.md).
    const bool ok = [&]<std::size_t... Is>(std::index_sequence<Is...>) {
        return ([&]() __attribute__((always_inline)) {
            const auto& member = get_present<Is>(obj);
            using Member = std::remove_cvref_t<decltype(member)>;
            constexpr std::string_view key(q::chars.data() + q::starts[Is], q::starts[Is + 1] - q::starts[Is]);
            if constexpr (is_optional<Member>::value) {
                if (!member.has_value()) {
                    if (w.options.write_nulls) {
                        w.put(key);
                        w.put("null");
                    }
                    return true;
                }
            }
            w.put(key);
            if (!write_value(w, member)) return w.fail_key(json_keys<T>[Is]);
            return true;
        }() && ...);
    }(std::make_index_sequence<q::count>{});
    if (!ok) return false;
    if (w.pos() == open) {
        w.put("{}");
    } else {
        w.at(open) = '{';
        w.put('}');
    }
    return true;
}

template <class T>
bool write_integer(out_buffer& w, T v) {
    if constexpr (std::is_unsigned_v<T> && sizeof(T) == 8)
        if (w.int64_integers && v > static_cast<T>(std::numeric_limits<std::int64_t>::max())) return w.fail_int64_range(v);
    w.need(24);
    w.cur = std::to_chars(w.cur, w.cur + 24, v).ptr;
    return true;
}

template <class T>
bool write_value(out_buffer& w, const T& v) {
    if constexpr (has_codec<T>) {
        json::writer out(w);
        json::codec<T>::write(out, v);
        return w.err.code == errc{};
    } else if constexpr (versioned_struct<T>) {
        return write_struct<T, false>(w, v);
    } else if constexpr (std::is_same_v<T, bool>) {
        w.put(v ? std::string_view("true") : std::string_view("false"));
        return true;
    } else if constexpr (is_integer_v<T>) {
        return write_integer(w, v);
    } else if constexpr (std::is_floating_point_v<T>) {
        if (!std::isfinite(v))
            return w.fail(errc::non_finite_number,
                          std::string(std::isnan(v) ? "NaN" : "an infinity") + " has no JSON representation");
        w.need(text::decimal_room);
        if constexpr (std::is_same_v<T, double> || std::is_same_v<T, float>) {
            if (char* e = text::write_short_decimal(w.cur, v)) {
                w.cur = e;
                return true;
            }
        }
        w.cur = std::to_chars(w.cur, w.cur + 40, v).ptr;
        return true;
    } else if constexpr (std::is_same_v<T, std::string> || std::is_same_v<T, std::string_view>) {
        return w.string(v);
    } else if constexpr (described_enum<T>) {
        using table = enum_table<T>;
        for (std::size_t i = 0; i < table::size; ++i)
            if (table::values[i] == v) return w.string(table::names[i]);
        return w.fail(errc::unknown_enumerator,
                      "the value " + std::to_string(static_cast<std::underlying_type_t<T>>(v)) +
                          " is not an enumerator of the enum");
    } else if constexpr (is_optional<T>::value) {
        if constexpr (is_optional<typename T::value_type>::value) {
            static_assert(nested_optional_in_json<T>::value);
            return false;
        } else {
            if (!v.has_value()) {
                w.put("null");
                return true;
            }
            return write_value(w, *v);
        }
    } else if constexpr (is_std_vector<T>::value || is_std_array<T>::value || json_sequence<T>) {
        w.put('[');
        std::size_t i = 0;
        for (const auto& e : v) {
            if (i != 0) w.put(',');
            if constexpr (std::is_same_v<typename container_traits<T>::value_type, bool>) {
                if (!write_value(w, static_cast<bool>(e))) return false;
            } else if (!write_value(w, e)) {
                w.err.reversed_path.push_back(std::to_string(i));
                return false;
            }
            ++i;
        }
        w.put(']');
        return true;
    } else if constexpr (is_string_map<T>::value) {
        w.put('{');
        bool first = true;
        for (const auto& [k, e] : v) {
            if (!first) w.put(',');
            first = false;
            if (!w.string(k)) return w.fail_key(k);
            w.put(':');
            if (!write_value(w, e)) return w.fail_key(k);
        }
        w.put('}');
        return true;
    } else {
        static_assert(no_json_for_type<T>::value, "versioned::json: no JSON mapping for this type");
        return false;
    }
}

// A document's value as a T (write_one of write_text).
// The version key (write_options::version_key) goes into a versioned struct's or variant's root
// object (json/variant.hpp writes a variant's); a value of no version cannot carry it. A type
// with a version and its own codec (a Kubernetes object) writes its own.
template <class T>
bool write_root(out_buffer& w, const void* value) {
    if constexpr (versioned_struct<T> && !has_codec<T>) {
        return write_struct<T, true>(w, *static_cast<const T*>(value));
    } else {
        if constexpr (versioned_variant<T>) w.version_at_root = true;
        else if constexpr (!requires { T::versioned_index; })
            if (!w.options.version_key.empty()) return w.fail_version_key_without_version();
        return write_value(w, *static_cast<const T*>(value));
    }
}

// A document written by write_one and appended to out, or out left as it was and the error in
// *e (thrown as error_exception when e is null). Not a template (the type's part is
// write_one): the buffer and the error's making are compiled once, not per version.
inline bool write_text(std::string& out, const json::write_options& options, json::error* e,
                       bool (*write_one)(out_buffer&, const void*), const void* value) {
    out_buffer w(out, options);
    bool written = false;
    try { // what a codec or the allocator throws leaves out as it was too (chunks may be in it)
        written = write_one(w, value);
        if (written) w.finish();
    } catch (...) {
        w.rollback();
        throw;
    }
    if (written) return true;
    w.rollback();
    if (!e) throw json::error_exception(w.err.finish({}, false));
    *e = w.err.finish({}, false);
    return false;
}

template <class T>
bool write_document(const T& value, std::string& out, const json::write_options& options, json::error* e) {
    return write_text(out, options, e, &write_root<T>, &value);
}

} // namespace versioned::detail::json_io

namespace versioned::json {

// Appends the JSON of value to out. Throws error_exception (out unchanged) for what JSON
// cannot hold: a NaN or infinite floating value (errc::non_finite_number), a string that is
// not UTF-8, an enum value that is no enumerator, a codec's failure.
template <class T>
void write(const T& value, std::string& out, const write_options& options = {}) {
    detail::json_io::write_document(value, out, options, nullptr);
}

// The JSON of value, compact (see the appending overload for errors).
template <class T>
std::string write(const T& value, const write_options& options = {}) {
    std::string out;
    write(value, out, options);
    return out;
}

// Like write, without exceptions: the JSON, or the error (its path says which value).
template <class T>
result<std::string> try_write(const T& value, const write_options& options = {}) {
    std::string out;
    json::error e;
    if (!detail::json_io::write_document(value, out, options, &e)) return e;
    return out;
}

} // namespace versioned::json

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_JSON_WRITE_HPP
