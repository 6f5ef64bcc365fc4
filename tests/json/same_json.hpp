// Whether two JSON texts hold the same data as YAML and TOML carry it: members in any order,
// numbers by value (-1.5e3 and -1500.0), and -- for TOML, which has no null -- a null member the
// same as an absent one. A Kubernetes object keeps embedded JSON byte for byte, which a trip
// through another format cannot (tests/yaml.cpp, tests/toml.cpp).
#ifndef VERSIONED_TESTS_JSON_SAME_JSON_HPP
#define VERSIONED_TESTS_JSON_SAME_JSON_HPP

#include <versioned/tree/detail/json_bridge.hpp>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <string>
#include <string_view>

namespace jtest {

namespace tree = versioned::detail::tree;

inline bool same_node(const tree::document& a, tree::index i, const tree::document& b, tree::index j, bool nulls_matter) {
    const tree::node& x = a[i];
    const tree::node& y = b[j];
    const bool numbers = (x.kind == tree::kind::integer || x.kind == tree::kind::floating) &&
                         (y.kind == tree::kind::integer || y.kind == tree::kind::floating);
    if (numbers) return std::strtod(x.text.c_str(), nullptr) == std::strtod(y.text.c_str(), nullptr);
    if (x.kind != y.kind || x.items.size() != y.items.size()) {
        if (x.kind != tree::kind::mapping || y.kind != tree::kind::mapping || nulls_matter) return false;
    }
    if (x.kind == tree::kind::sequence) {
        for (std::size_t k = 0; k < x.items.size(); ++k)
            if (!same_node(a, x.items[k], b, y.items[k], nulls_matter)) return false;
        return true;
    }
    if (x.kind != tree::kind::mapping) return x.text == y.text;
    auto members = [&](const tree::document& d, const tree::node& n) {
        std::map<std::string, tree::index> out;
        for (std::size_t k = 0; k < n.items.size(); k += 2)
            if (nulls_matter || d[n.items[k + 1]].kind != tree::kind::null) out[d[n.items[k]].text] = n.items[k + 1];
        return out;
    };
    const auto left = members(a, x), right = members(b, y);
    if (left.size() != right.size()) return false;
    for (const auto& [key, value] : left) {
        const auto other = right.find(key);
        if (other == right.end() || !same_node(a, value, b, other->second, nulls_matter)) return false;
    }
    return true;
}

inline bool same_json(std::string_view left, std::string_view right, bool nulls_matter) {
    tree::document a, b;
    tree::failure f;
    if (!tree::nodes_from_json(left, a, a.root, f) || !tree::nodes_from_json(right, b, b.root, f)) return false;
    return same_node(a, a.root, b, b.root, nulls_matter);
}

} // namespace jtest

#endif // VERSIONED_TESTS_JSON_SAME_JSON_HPP
