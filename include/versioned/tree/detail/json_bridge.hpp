// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_TREE_DETAIL_JSON_BRIDGE_HPP
#define VERSIONED_TREE_DETAIL_JSON_BRIDGE_HPP

// The values the tree walk does not map itself -- those with a json::codec<T> (Kubernetes' kinds
// and value types, variants, a user's own) and residues -- are JSON's by definition: a codec reads
// from a json::reader. For them a node is rendered as JSON text, read by the JSON layer, and an
// error's position taken back to the node of the file it came from (render_json keeps where
// each node's text starts and ends). Writing, the JSON layer's text becomes nodes again.

#include <versioned/json/codec.hpp>
#include <versioned/json/detail/traits.hpp>
#include <versioned/json/detail/error_state.hpp>
#include <versioned/json/read.hpp>
#include <versioned/residue/json.hpp>
#include <versioned/tree/detail/node.hpp>

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace versioned::detail::tree {

// Read and written by the JSON layer.
template <class T>
inline constexpr bool through_json = json_io::has_codec<T> || is_residue<T>::value;

// A node as JSON text, and where each node's text is.
struct rendered {
    struct span {
        std::size_t begin;
        std::size_t end;
        index node;
    };
    std::string text;
    std::vector<span> spans; // in document order (a parent before its children)
};

inline void put_json_string(std::string& out, std::string_view s) {
    out += '"';
    for (const char c : s) {
        const auto u = static_cast<unsigned char>(c);
        if (u < 0x80 && json_io::text::escape_table[u] != 0) {
            char escape[6];
            out.append(escape, static_cast<std::size_t>(json_io::text::write_escape(escape, u) - escape));
        } else {
            out += c;
        }
    }
    out += '"';
}

// Appends node i's JSON; false (e set) for a number JSON cannot hold.
inline bool render_node(const document& doc, index i, rendered& out, failure& e) {
    const node& n = doc[i];
    const std::size_t span_at = out.spans.size();
    out.spans.push_back({out.text.size(), 0, i});
    switch (n.kind) {
    case kind::null: out.text += "null"; break;
    case kind::boolean:
    case kind::integer: out.text += n.text; break;
    case kind::floating:
        if (n.text == "inf" || n.text == "-inf" || n.text == "nan")
            return e.fail(json::errc::non_finite_number, n.at, "the number " + n.text + " has no JSON form");
        out.text += n.text;
        break;
    case kind::string: put_json_string(out.text, n.text); break;
    case kind::sequence:
    case kind::mapping: {
        const bool mapping = n.kind == kind::mapping;
        out.text += mapping ? '{' : '[';
        for (std::size_t k = 0; k < n.items.size(); ++k) {
            if (k != 0) out.text += (mapping && k % 2 == 1) ? ':' : ',';
            if (!render_node(doc, n.items[k], out, e)) return false;
        }
        out.text += mapping ? '}' : ']';
        break;
    }
    }
    out.spans[span_at].end = out.text.size();
    return true;
}

// Where in the file an offset of the rendered text is: the innermost node whose text holds it.
inline const mark& mark_of_offset(const document& doc, const rendered& r, std::size_t offset) {
    const rendered::span* best = &r.spans.front();
    for (const auto& s : r.spans)
        if (s.begin <= offset && offset <= s.end && s.begin >= best->begin) best = &s;
    return doc[best->node].at;
}

// A JSON Pointer's tokens, unescaped, appended innermost first.
inline void append_reversed_tokens(std::string_view pointer, std::vector<std::string>& reversed) {
    std::vector<std::string> tokens;
    for (std::size_t at = 0; at < pointer.size();) {
        const std::size_t next = pointer.find('/', at + 1);
        const std::string_view raw = pointer.substr(at + 1, next == std::string_view::npos ? std::string_view::npos : next - at - 1);
        std::string token;
        for (std::size_t k = 0; k < raw.size(); ++k) {
            if (raw[k] == '~' && k + 1 < raw.size()) token += raw[++k] == '1' ? '/' : '~';
            else token += raw[k];
        }
        tokens.push_back(std::move(token));
        at = next == std::string_view::npos ? pointer.size() : next;
    }
    for (std::size_t k = tokens.size(); k-- > 0;) reversed.push_back(std::move(tokens[k]));
}

// The JSON layer's error on node i's rendering, as a failure at the file's position.
inline bool fail_from_json(const document& doc, const rendered& r, const json::error& error, failure& e) {
    e.fail(error.code, mark_of_offset(doc, r, error.offset), error.detail);
    append_reversed_tokens(error.path, e.reversed_path);
    return false;
}

// Node i read as a T by the JSON layer (json::read: a codec's type, a residue).
template <class T>
bool read_through_json(const document& doc, index i, const json::read_options& options, T& out, failure& e) {
    rendered r;
    if (!render_node(doc, i, r, e)) return false;
    auto res = json::read<T>(r.text, options);
    if (!res) return fail_from_json(doc, r, res.error(), e);
    out = std::move(*res);
    return true;
}

// ---- JSON text to nodes (writing) --------------------------------------------------------------

inline bool build_from_json(json::reader& in, document& doc, index& out);

inline bool build_scalar(json::reader& in, char first, node& n) {
    if (first == '"') {
        n.kind = kind::string;
        return in.read(n.text);
    }
    std::string_view raw;
    if (!in.raw(raw)) return false;
    if (first == 'n') n.kind = kind::null;
    else if (first == 't' || first == 'f') n.kind = kind::boolean;
    else n.kind = raw.find_first_of(".eE") == std::string_view::npos ? kind::integer : kind::floating;
    n.text.assign(raw);
    return true;
}

inline bool build_from_json(json::reader& in, document& doc, index& out) {
    const char first = in.peek();
    if (first != '{' && first != '[') {
        node n;
        if (!build_scalar(in, first, n)) return false;
        out = doc.add(std::move(n));
        return true;
    }
    node container;
    container.kind = first == '{' ? kind::mapping : kind::sequence;
    out = doc.add(std::move(container));
    const index parent = out;
    auto add_item = [&] {
        index item = 0;
        if (!build_from_json(in, doc, item)) return false;
        doc[parent].items.push_back(item);
        doc[parent].weight = add_weight(doc[parent].weight, doc[item].weight);
        return true;
    };
    if (first == '[') return in.elements([&](std::size_t) { return add_item(); });
    return in.members([&](std::string_view key) {
        node k;
        k.kind = kind::string;
        k.text.assign(key);
        const index key_node = doc.add(std::move(k)); // before doc[parent]: add may move the nodes
        doc[parent].items.push_back(key_node);
        return add_item();
    });
}

// The JSON text (the JSON layer's writing of a value) as nodes appended to doc.
inline bool nodes_from_json(std::string_view json_text, document& doc, index& out, failure& e) {
    const json::error error = json::read_with(json_text, [&](json::reader& in) { return build_from_json(in, doc, out); });
    if (error.code == json::errc{}) return true;
    return e.fail(error.code, {}, "the JSON layer's text does not read back: " + error.message());
}

} // namespace versioned::detail::tree

#endif // VERSIONED_TREE_DETAIL_JSON_BRIDGE_HPP
