// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_TREE_DETAIL_WRITE_HPP
#define VERSIONED_TREE_DETAIL_WRITE_HPP

// A value as a document tree, for YAML and TOML to write: what json::write writes, as nodes --
// members in table order, empty optionals left out (or null with write_nulls), the version key
// first at the root, and the same refusals (a NaN, a string that is not UTF-8, an enum value
// that is no enumerator). Values with a json::codec and residues are written by the JSON layer
// and its text taken back as nodes (tree/detail/json_bridge.hpp).

#include <versioned/container_traits.hpp>
#include <versioned/json/detail/plan.hpp>
#include <versioned/json/detail/text.hpp>
#include <versioned/json/detail/traits.hpp>
#include <versioned/json/error.hpp>
#include <versioned/json/options.hpp>
#include <versioned/json/write.hpp>
#include <versioned/reflection.hpp>
#include <versioned/residue/json.hpp>
#include <versioned/tree/detail/json_bridge.hpp>
#include <versioned/tree/detail/node.hpp>

#include <charconv>
#include <cmath>
#include <cstddef>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

namespace versioned::detail::tree {

struct writer {
    document& doc;
    const json::write_options& options;
    failure err;

    [[gnu::cold, gnu::noinline]] bool fail(json::errc code, std::string why) { return err.fail(code, {}, std::move(why)); }
    [[gnu::cold, gnu::noinline]] bool fail_key(std::string_view key) {
        err.reversed_path.emplace_back(key);
        return false;
    }
    // A node of kind k (a container starts empty).
    index scalar(kind k, std::string text) {
        node n;
        n.kind = k;
        n.text = std::move(text);
        return doc.add(std::move(n));
    }
    // A string node; false for text that is not UTF-8 (neither YAML nor TOML can hold it).
    bool string(std::string_view text, index& out) {
        if (json_io::text::invalid_utf8_at(text) != text.size())
            return fail(json::errc::invalid_utf8, "the string is not valid UTF-8 (YAML and TOML text must be)");
        out = scalar(kind::string, std::string(text));
        return true;
    }
    void append(index container, index item) {
        doc[container].items.push_back(item);
        doc[container].weight = add_weight(doc[container].weight, doc[item].weight);
    }
    bool member(index mapping, std::string_view key, index value) {
        index k = 0;
        if (!string(key, k)) return false;
        append(mapping, k);
        append(mapping, value);
        return true;
    }
};

template <class T>
bool write_value(writer& w, const T& v, index& out);

// Written by the JSON layer (root: with the version key as json::write writes it there).
template <class T>
bool write_through_json(writer& w, const T& v, index& out, bool root) {
    json::write_options options = w.options;
    if (!root) options.version_key = {};
    auto text = json::try_write(v, options);
    if (!text) {
        w.err.fail(text.error().code, {}, text.error().detail);
        append_reversed_tokens(text.error().path, w.err.reversed_path);
        return false;
    }
    return nodes_from_json(*text, w.doc, out, w.err);
}

template <class T, bool Root>
bool write_struct(writer& w, const T& obj, index& out) {
    out = w.scalar(kind::mapping, {});
    if constexpr (Root) {
        if (!w.options.version_key.empty()) {
            if (json_io::find_key<T>(w.options.version_key, 0) != npos)
                return w.fail(json::errc::duplicate_key,
                              "write_options::version_key \"" + std::string(w.options.version_key) + "\" is also a member of " +
                                  std::string(T::versioned_descriptor::versioned_name) + " " + std::string(version_t<T>::name) +
                                  " (the key would be written twice): leave version_key empty and set the member");
            index version = 0;
            if (!w.string(json_io::version_value(w.options.group, version_t<T>::name), version) ||
                !w.member(out, w.options.version_key, version))
                return false;
        }
    }
    return [&]<std::size_t... Is>(std::index_sequence<Is...>) {
        return ([&] {
            const auto& member = get_present<Is>(obj);
            using Member = std::remove_cvref_t<decltype(member)>;
            index value = 0;
            if constexpr (is_optional<Member>::value) {
                if (!member.has_value()) return !w.options.write_nulls || w.member(out, json_keys<T>[Is], w.scalar(kind::null, {}));
            }
            if (!write_value(w, member, value)) return w.fail_key(json_keys<T>[Is]);
            return w.member(out, json_keys<T>[Is], value);
        }() && ...);
    }(std::make_index_sequence<json_io::struct_plan<T>::count>{});
}

template <class T>
bool write_number(writer& w, T v, index& out) {
    if constexpr (std::is_floating_point_v<T>) {
        if (!std::isfinite(v))
            return w.fail(json::errc::non_finite_number, std::string(std::isnan(v) ? "NaN" : "an infinity") +
                                                             " is not written (json::write refuses it too)");
    }
    char buffer[64];
    char* end = std::to_chars(buffer, buffer + sizeof buffer, v).ptr;
    std::string text(buffer, static_cast<std::size_t>(end - buffer));
    const bool integer = json_io::is_integer_v<T>;
    if (!integer && text.find_first_of(".e") == std::string::npos) text += ".0"; // a float stays one
    out = w.scalar(integer ? kind::integer : kind::floating, std::move(text));
    return true;
}

template <class T>
bool write_sequence(writer& w, const T& v, index& out) {
    out = w.scalar(kind::sequence, {});
    std::size_t i = 0;
    for (const auto& e : v) {
        index item = 0;
        bool ok = false;
        if constexpr (std::is_same_v<typename container_traits<T>::value_type, bool>) ok = write_value(w, static_cast<bool>(e), item);
        else ok = write_value(w, e, item);
        if (!ok) return w.fail_key(std::to_string(i));
        w.append(out, item);
        ++i;
    }
    return true;
}

template <class T>
bool write_value(writer& w, const T& v, index& out) {
    if constexpr (through_json<T>) {
        return write_through_json(w, v, out, false);
    } else if constexpr (versioned_struct<T>) {
        return write_struct<T, false>(w, v, out);
    } else if constexpr (std::is_same_v<T, bool>) {
        out = w.scalar(kind::boolean, v ? "true" : "false");
        return true;
    } else if constexpr (json_io::is_integer_v<T> || std::is_floating_point_v<T>) {
        return write_number(w, v, out);
    } else if constexpr (std::is_same_v<T, std::string> || std::is_same_v<T, std::string_view>) {
        return w.string(v, out);
    } else if constexpr (json_io::described_enum<T>) {
        using table = json_io::enum_table<T>;
        for (std::size_t i = 0; i < table::size; ++i)
            if (table::values[i] == v) return w.string(table::names[i], out);
        return w.fail(json::errc::unknown_enumerator, "the value " + std::to_string(static_cast<std::underlying_type_t<T>>(v)) +
                                                          " is not an enumerator of the enum");
    } else if constexpr (is_optional<T>::value) {
        if (!v.has_value()) {
            out = w.scalar(kind::null, {});
            return true;
        }
        return write_value(w, *v, out);
    } else if constexpr (is_std_vector<T>::value || json_io::is_std_array<T>::value || json_io::json_sequence<T>) {
        return write_sequence(w, v, out);
    } else if constexpr (json_io::is_string_map<T>::value) {
        out = w.scalar(kind::mapping, {});
        for (const auto& [k, e] : v) {
            index value = 0;
            if (!write_value(w, e, value) || !w.member(out, k, value)) return w.fail_key(k);
        }
        return true;
    } else {
        static_assert(json_io::no_json_for_type<T>::value, "versioned::json: no JSON mapping for this type");
        return false;
    }
}

// A document's root: the version key as json::write puts it.
template <class T>
bool write_root(writer& w, const T& v) {
    index root = 0;
    bool ok = false;
    if constexpr (versioned_struct<T> && !through_json<T>) {
        ok = write_struct<T, true>(w, v, root);
    } else if constexpr (through_json<T>) {
        ok = write_through_json(w, v, root, true);
    } else {
        if (!w.options.version_key.empty())
            return w.fail(json::errc::invalid_value,
                          "write_options::version_key \"" + std::string(w.options.version_key) +
                              "\": the value written has no version (only a versioned struct or variant at the root "
                              "carries the version key): leave version_key empty");
        ok = write_value(w, v, root);
    }
    w.doc.root = root;
    return ok;
}

} // namespace versioned::detail::tree

#endif // VERSIONED_TREE_DETAIL_WRITE_HPP
