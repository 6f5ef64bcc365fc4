// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_TREE_DETAIL_NODE_HPP
#define VERSIONED_TREE_DETAIL_NODE_HPP

// The document tree that YAML and TOML are read into and written from (DESIGN.md §6, "Other
// formats"): scalars already resolved to JSON's kinds (a YAML plain scalar by the YAML 1.2 core
// schema, a TOML value by its type), each node with where it starts in the file. One typed walk
// (tree/detail/read.hpp, write.hpp) serves both formats; each format only turns its text into
// this tree and back.
//
// Nodes live in one vector and refer to each other by index, so a YAML alias is an index of the
// anchored node (shared, not copied): a document of aliases to aliases costs its own size to
// build, and `weight` (the nodes a walk visits, aliases expanded) bounds the walk.

#include <versioned/json/error.hpp>

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace versioned::detail::tree {

enum class kind : unsigned char { null, boolean, integer, floating, string, sequence, mapping };

// Where a node starts in its text: 0-based byte offset, 1-based line and column (in bytes, as
// json::error counts them).
struct mark {
    std::size_t offset = 0;
    std::size_t line = 0;
    std::size_t column = 0;
};

using index = std::uint32_t;

struct node {
    tree::kind kind = kind::null;
    // A YAML plain (unquoted) scalar: the message for a number given to a string field says to
    // quote it. TOML and JSON scalars are never plain.
    bool plain = false;
    // A TOML date, time or date-time (kind string, text in RFC 3339 form).
    bool date_time = false;
    mark at;
    // boolean: "true" or "false". integer: JSON's form, decimal without '+' or leading zeros
    // ("-12"). floating: JSON's form ("0.5", "1e3", "-2.0") or "inf", "-inf", "nan" (which JSON
    // cannot hold; the reader refuses them). string: the characters (UTF-8, escapes decoded).
    std::string text;
    // sequence: the elements. mapping: key, value, key, value... (a key is a string node; its
    // mark is the key's position).
    std::vector<index> items;
    // The nodes a walk of this one visits, itself included, aliases expanded (saturating).
    std::size_t weight = 1;
};

struct document {
    std::vector<node> nodes;
    index root = 0;

    node& operator[](index i) noexcept { return nodes[i]; }
    const node& operator[](index i) const noexcept { return nodes[i]; }
    index add(node n) {
        nodes.push_back(std::move(n));
        return static_cast<index>(nodes.size() - 1);
    }
};

// The mapping's members, as (key node, value node) pairs.
inline std::size_t member_count(const node& n) noexcept { return n.items.size() / 2; }

// A node's kind in a message: "expected a string, got an integer".
inline std::string_view kind_name(const node& n) noexcept {
    switch (n.kind) {
    case kind::null: return "null";
    case kind::boolean: return "a boolean";
    case kind::integer: return "an integer";
    case kind::floating: return "a number";
    case kind::string: return n.date_time ? "a date or time" : "a string";
    case kind::sequence: return "an array";
    case kind::mapping: return "an object";
    }
    return "a value";
}

// What went wrong reading or writing a format's text: the code and reason as json::error has
// them, where (a position in the text; none when writing), and the path collected innermost
// first (pointer tokens, unescaped).
struct failure {
    json::errc code{};
    mark at;
    std::string detail;
    std::vector<std::string> reversed_path;

    bool fail(json::errc c, const mark& where, std::string why) {
        code = c;
        at = where;
        detail = std::move(why);
        return false;
    }
};

// Saturating sum for weights.
inline std::size_t add_weight(std::size_t a, std::size_t b) noexcept {
    return a > SIZE_MAX - b ? SIZE_MAX : a + b;
}

} // namespace versioned::detail::tree

#endif // VERSIONED_TREE_DETAIL_NODE_HPP
