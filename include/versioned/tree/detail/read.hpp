// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_TREE_DETAIL_READ_HPP
#define VERSIONED_TREE_DETAIL_READ_HPP

// A value read from a document tree (YAML's or TOML's), as strictly as json::read reads JSON
// (DESIGN.md §6): the same key table and plan (json_keys<T>, struct_plan<T>), the same required,
// duplicate and unknown keys, defaults, constraints and list semantics, the same error codes,
// with the file's positions. Numbers go through the JSON reader's own number parsing, so ranges,
// fractions and messages are JSON's; values with a json::codec and residues go through the JSON
// layer itself (tree/detail/json_bridge.hpp).

#include <versioned/constraints/check.hpp>
#include <versioned/container_traits.hpp>
#include <versioned/detail/semantics.hpp>
#include <versioned/json/detail/parser.hpp>
#include <versioned/json/detail/plan.hpp>
#include <versioned/json/detail/traits.hpp>
#include <versioned/json/error.hpp>
#include <versioned/json/options.hpp>
#include <versioned/json/read.hpp>
#include <versioned/reflection.hpp>
#include <versioned/residue/json.hpp>
#include <versioned/tree/detail/json_bridge.hpp>
#include <versioned/tree/detail/node.hpp>
#include <versioned/versions.hpp>

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>

namespace versioned::detail::tree {



struct reader {
    const document& doc;
    const json::read_options& options;
    bool reusing = false;
    std::size_t members_read = 0; // of the struct read last (min_properties / max_properties)
    failure err;

    [[gnu::cold, gnu::noinline]] bool fail(json::errc code, index at, std::string why) {
        return err.fail(code, doc[at].at, std::move(why));
    }
    [[gnu::cold, gnu::noinline]] bool fail_key(std::string_view key) {
        err.reversed_path.emplace_back(key);
        return false;
    }
    [[gnu::cold, gnu::noinline]] bool fail_index(std::size_t i) {
        err.reversed_path.push_back(std::to_string(i));
        return false;
    }
    bool fail_expected(std::string_view expected, index at);
};

// What a YAML author most likely meant, after "expected X, got Y".
inline std::string expected_hint(std::string_view expected, const node& n) {
    if (!n.plain) return {};
    if (expected.starts_with("a string") && n.kind != kind::string)
        return " (YAML reads the unquoted value as " + std::string(kind_name(n)) + ": quote it to make it a string)";
    if (expected == "a boolean" && n.kind == kind::string) {
        for (std::string_view word : {"yes", "no", "on", "off", "y", "n", "Yes", "No", "On", "Off", "YES", "NO", "ON", "OFF"})
            if (n.text == word) return " (\"" + n.text + "\" is a string in YAML 1.2: write true or false)";
    }
    return {};
}

[[gnu::cold, gnu::noinline]] inline bool reader::fail_expected(std::string_view expected, index at) {
    const node& n = doc[at];
    return fail(json::errc::wrong_type, at,
                "expected " + std::string(expected) + ", got " + std::string(kind_name(n)) + expected_hint(expected, n));
}

template <class T>
bool read_value(reader& rd, index at, T& out);

// An integer or a floating value by the JSON reader's number parsing (ranges, 1e3, fractions).
template <class T>
bool read_number(reader& rd, index at, T& out) {
    const node& n = rd.doc[at];
    constexpr bool integer = json_io::is_integer_v<T>;
    if (n.kind != kind::integer && n.kind != kind::floating) return rd.fail_expected(integer ? "an integer" : "a number", at);
    if (n.text == "inf" || n.text == "-inf" || n.text == "nan")
        return rd.fail(json::errc::non_finite_number, at, "the number " + n.text + " is not one JSON can hold, nor the library");
    json_io::parser ps(n.text, rd.options);
    bool ok = false;
    if constexpr (integer) ok = ps.integer(out);
    else ok = ps.floating(out);
    if (ok && ps.p == ps.end) return true;
    return rd.fail(ok ? json::errc::syntax : ps.err.code, at, ok ? "not a number: " + n.text : ps.err.detail);
}

template <class E>
bool read_enumerator(reader& rd, index at, E& out) {
    const node& n = rd.doc[at];
    if (n.kind != kind::string) return rd.fail_expected("a string (an enumerator name)", at);
    using table = json_io::enum_table<E>;
    for (std::size_t i = 0; i < table::size; ++i)
        if (table::names[i] == n.text) {
            out = table::values[i];
            return true;
        }
    return rd.fail(json::errc::unknown_enumerator, at, json_io::unknown_enumerator_message(n.text, table::names.data(), table::size));
}

// A std::vector, std::array or other sequence container.
template <class T>
bool read_sequence(reader& rd, index at, T& out) {
    const node& n = rd.doc[at];
    if (n.kind != kind::sequence) return rd.fail_expected("an array", at);
    const std::size_t count = n.items.size();
    if constexpr (json_io::is_std_array<T>::value) {
        if (count != std::tuple_size<T>::value)
            return rd.fail(json::errc::wrong_array_length, at,
                           "expected an array of " + std::to_string(std::tuple_size<T>::value) + " elements, got " +
                               std::to_string(count));
        for (std::size_t i = 0; i < count; ++i)
            if (!read_value(rd, n.items[i], out[i])) return rd.fail_index(i);
    } else if constexpr (is_std_vector<T>::value && !std::is_same_v<typename T::value_type, bool>) {
        out.resize(count); // elements already there (read_into) are read into, keeping their storage
        for (std::size_t i = 0; i < count; ++i)
            if (!read_value(rd, n.items[i], out[i])) return rd.fail_index(i);
    } else {
        if constexpr (requires { out.clear(); }) out.clear();
        else out = T{};
        for (std::size_t i = 0; i < count; ++i) {
            typename container_traits<T>::value_type e{};
            if (!read_value(rd, n.items[i], e)) return rd.fail_index(i);
            out.push_back(std::move(e));
        }
    }
    return true;
}

// A std::map or std::unordered_map with std::string keys (a key is the scalar's text).
template <class T>
bool read_string_map(reader& rd, index at, T& out) {
    const node& n = rd.doc[at];
    if (n.kind != kind::mapping) return rd.fail_expected("an object", at);
    out.clear();
    for (std::size_t m = 0; m < member_count(n); ++m) {
        const std::string& key = rd.doc[n.items[2 * m]].text;
        auto [it, fresh] = out.try_emplace(key);
        if (!fresh) return rd.fail(json::errc::duplicate_key, n.items[2 * m], "duplicate key \"" + key + "\"");
        if (!read_value(rd, n.items[2 * m + 1], it->second)) return rd.fail_key(key);
    }
    return true;
}

template <class T>
bool read_optional(reader& rd, index at, T& out) {
    if constexpr (is_optional<typename T::value_type>::value) {
        static_assert(json_io::nested_optional_in_json<T>::value);
        return false;
    } else {
        if (rd.doc[at].kind == kind::null) {
            out.reset();
            return true;
        }
        if (!out) out.emplace();
        return read_value(rd, at, *out);
    }
}

template <class T, bool Root>
bool read_struct(reader& rd, index at, T& obj);

template <class T>
bool read_value(reader& rd, index at, T& out) {
    if constexpr (through_json<T>) {
        return read_through_json(rd.doc, at, rd.options, out, rd.err);
    } else if constexpr (versioned_struct<T>) {
        return read_struct<T, false>(rd, at, out);
    } else if constexpr (std::is_same_v<T, bool>) {
        const node& n = rd.doc[at];
        if (n.kind != kind::boolean) return rd.fail_expected("a boolean", at);
        out = n.text == "true";
        return true;
    } else if constexpr (json_io::is_integer_v<T> || std::is_floating_point_v<T>) {
        return read_number(rd, at, out);
    } else if constexpr (std::is_same_v<T, std::string>) {
        if (rd.doc[at].kind != kind::string) return rd.fail_expected("a string", at);
        out = rd.doc[at].text;
        return true;
    } else if constexpr (json_io::described_enum<T>) {
        return read_enumerator(rd, at, out);
    } else if constexpr (is_optional<T>::value) {
        return read_optional(rd, at, out);
    } else if constexpr (is_std_vector<T>::value || json_io::is_std_array<T>::value || json_io::json_sequence<T>) {
        return read_sequence(rd, at, out);
    } else if constexpr (json_io::is_string_map<T>::value) {
        return read_string_map(rd, at, out);
    } else {
        static_assert(json_io::no_json_for_type<T>::value, "versioned::json: no JSON mapping for this type");
        return false;
    }
}

// ---- structs ------------------------------------------------------------------------------------

template <class Fd, std::size_t V, class M>
bool read_checked(reader& rd, index at, M& m) {
    if (!read_value(rd, at, m)) return false;
    if (!rd.options.check_constraints) return true;
    std::string why;
    if constexpr (constraints::constrained_at<Fd>(V))
        if (!constraints::check_value(constraints::checks_at<Fd>(V), m, rd.members_read, why))
            return rd.fail(json::errc::constraint_violated, at, std::move(why));
    if constexpr (checks_duplicates<Fd, M>)
        if (!keeps_semantics<Fd>(m, why)) return rd.fail(json::errc::constraint_violated, at, std::move(why));
    return true;
}

// The root's version key: it must name the version read.
inline bool read_version_member(reader& rd, index key, index value, bool& seen_version, std::string_view version) {
    const std::string& k = rd.doc[key].text;
    if (seen_version) return rd.fail(json::errc::duplicate_key, key, "duplicate key \"" + k + "\"") || rd.fail_key(k);
    seen_version = true;
    if (rd.doc[value].kind != kind::string) return rd.fail_expected("a string (the version)", value) || rd.fail_key(k);
    const std::string expected = json_io::version_value(rd.options.group, version);
    if (rd.doc[value].text == expected) return true;
    rd.fail(json::errc::version_mismatch, value,
            "the document is version \"" + rd.doc[value].text + "\", expected \"" + expected + "\"");
    return rd.fail_key(k);
}

// After the members: every required one was there. Not a template: a version's reader passes
// its bit sets and keys.
inline bool check_required(reader& rd, index at, const std::uint64_t* required, const std::uint64_t* seen,
                           std::size_t words, const std::string_view* keys) {
    for (std::size_t w = 0; w < words; ++w) {
        const std::uint64_t missing = required[w] & ~seen[w];
        if (missing == 0) continue;
        std::size_t i = w * 64;
        for (std::uint64_t m = missing; (m & 1u) == 0; m >>= 1) ++i;
        rd.fail(json::errc::missing_key, at, "missing required key \"" + std::string(keys[i]) + "\"");
        return rd.fail_key(keys[i]);
    }
    return true;
}

template <class T, bool Root>
bool read_members(reader& rd, index at, T& obj, json_io::field_bits<json_io::struct_plan<T>::count>& seen) {
    constexpr std::size_t count = json_io::struct_plan<T>::count;
    constexpr auto& keys = json_keys<T>;
    const node& n = rd.doc[at];
    [[maybe_unused]] bool seen_version = false;
    for (std::size_t m = 0, next = 0; m < member_count(n); ++m) {
        const index key = n.items[2 * m], value = n.items[2 * m + 1];
        const std::string& k = rd.doc[key].text;
        const std::size_t i = json_io::find_key<T>(k, next);
        if (i != npos) {
            if (seen.test(i)) return rd.fail(json::errc::duplicate_key, key, "duplicate key \"" + k + "\"") || rd.fail_key(k);
            seen.set(i);
            const bool ok = json_io::dispatch_index<count>(i, [&](auto Index) {
                return read_checked<field_at_t<T, present_fields_v<T>[decltype(Index)::value].field>, T::versioned_index>(
                    rd, value, get_present<decltype(Index)::value>(obj));
            });
            if (!ok) return rd.fail_key(keys[i]);
            next = i + 1;
        } else if (Root && !rd.options.version_key.empty() && k == rd.options.version_key) {
            if (!read_version_member(rd, key, value, seen_version, version_t<T>::name)) return false;
        } else if (rd.options.unknown_keys == json::unknown_keys::reject) {
            rd.fail(json::errc::unknown_key, key,
                    "unknown key \"" + k + "\" (not a member of " + std::string(T::versioned_descriptor::versioned_name) +
                        " " + std::string(version_t<T>::name) + removed_key_note<T>(k) + ")");
            return rd.fail_key(k);
        }
    }
    return true;
}

// A struct at its version; Root: the document's root, which may carry the version key.
template <class T, bool Root>
bool read_struct(reader& rd, index at, T& obj) {
    static_assert(key_table<T>::unique,
                  "versioned::json: duplicate JSON key: two fields of this struct get the same JSON key under "
                  "the module's key naming (camel_case turns host_port and hostPort into one key) or by "
                  "key(\"...\") / from_key(\"...\")");
    using plan = json_io::struct_plan<T>;
    if (rd.doc[at].kind != kind::mapping) return rd.fail_expected("an object", at);
    json_io::field_bits<plan::count> seen{};
    if (!read_members<T, Root>(rd, at, obj, seen)) return false;
    if (!check_required(rd, at, plan::required.w.data(), seen.w.data(), seen.w.size(), json_keys<T>.data())) return false;
    if constexpr (plan::defaulted.size() != 0) json_io::fill_defaults(obj, seen);
    if constexpr (plan::resettable.size() != 0)
        if (rd.reusing) json_io::reset_absent(obj, seen);
    rd.members_read = seen.count();
    return true;
}

// A document's root as a T.
template <class T>
bool read_root(reader& rd, T& out) {
    if constexpr (versioned_struct<T> && !through_json<T>) return read_struct<T, true>(rd, rd.doc.root, out);
    else return read_value(rd, rd.doc.root, out);
}

// The failure as json::error (the path a JSON Pointer).
inline json::error to_error(const failure& f) {
    json::error e;
    e.code = f.code;
    e.detail = f.detail;
    for (std::size_t i = f.reversed_path.size(); i-- > 0;) {
        e.path += '/';
        json_io::append_pointer_token(e.path, f.reversed_path[i]);
    }
    e.offset = f.at.offset;
    e.line = f.at.line;
    e.column = f.at.column;
    return e;
}

// The declared version the root's version key names, or npos with e set.
template <class Versions>
std::size_t version_index(const document& doc, const json::read_options& options, failure& e) {
    using traits = version_list_traits<Versions>;
    const node& root = doc[doc.root];
    if (root.kind != kind::mapping) return e.fail(json::errc::wrong_type, root.at, "expected an object, got " + std::string(kind_name(root))), npos;
    if (options.version_key.empty()) return e.fail(json::errc::missing_version, root.at, "read_any needs read_options::version_key"), npos;
    for (std::size_t m = 0; m < member_count(root); ++m) {
        if (doc[root.items[2 * m]].text != options.version_key) continue;
        e.reversed_path.emplace_back(options.version_key);
        const node& v = doc[root.items[2 * m + 1]];
        if (v.kind != kind::string) return e.fail(json::errc::wrong_type, v.at, "expected a string (the version), got " + std::string(kind_name(v))), npos;
        std::string_view name = v.text;
        const bool group_ok = options.group.empty() ||
                              (name.size() > options.group.size() && name.starts_with(options.group) && name[options.group.size()] == '/');
        if (group_ok && !options.group.empty()) name.remove_prefix(options.group.size() + 1);
        for (std::size_t i = 0; group_ok && i < Versions::size; ++i)
            if (traits::names[i] == name) return e.reversed_path.clear(), i;
        std::string d = "unknown version \"" + v.text + "\" (expected one of";
        for (std::size_t i = 0; i < Versions::size; ++i)
            d += (i == 0 ? " \"" : ", \"") + json_io::version_value(options.group, traits::names[i]) + '"';
        return e.fail(json::errc::unknown_version, v.at, d + ')'), npos;
    }
    return e.fail(json::errc::missing_version, root.at, "missing the version key \"" + std::string(options.version_key) + "\""), npos;
}

} // namespace versioned::detail::tree

#endif // VERSIONED_TREE_DETAIL_READ_HPP
