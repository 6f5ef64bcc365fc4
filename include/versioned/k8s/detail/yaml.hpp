// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_K8S_DETAIL_YAML_HPP
#define VERSIONED_K8S_DETAIL_YAML_HPP

// JSON text -> block-style YAML that every YAML parser (1.1 and 1.2) reads back to the same
// tree: strings are always double-quoted (JSON escapes are valid YAML escapes), keys are plain
// only when they cannot be mistaken for anything else (YAML 1.1 reads `on`, `y`, `no` as
// booleans), and floating numbers carry a '.' and a signed exponent (YAML 1.1 reads `1e5`
// as a string).

#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace versioned::k8s::detail {

struct yaml_node {
    enum kind_t { scalar, string, object, array } kind = scalar;
    std::string text; // scalar: the JSON token; string: the quoted JSON string as written
    std::vector<std::string> keys; // object: quoted keys as written, beside their values in items
    std::vector<yaml_node> items;  // object values, or array items
};

class json_tree_reader {
public:
    explicit json_tree_reader(std::string_view json) : s_(json) {}

    yaml_node document() {
        yaml_node n = value(0);
        skip_space();
        if (at_ != s_.size()) fail("trailing characters");
        return n;
    }

private:
    std::string_view s_;
    std::size_t at_ = 0;

    [[noreturn]] void fail(const char* what) const {
        throw std::invalid_argument(std::string("versioned: json_to_yaml: ") + what + " at byte " + std::to_string(at_));
    }
    void skip_space() {
        while (at_ < s_.size() && (s_[at_] == ' ' || s_[at_] == '\n' || s_[at_] == '\r' || s_[at_] == '\t')) ++at_;
    }
    std::string quoted() { // at the opening quote; returns the string token with its quotes
        const std::size_t begin = at_++;
        while (at_ < s_.size() && s_[at_] != '"') at_ += s_[at_] == '\\' ? 2 : 1;
        if (at_ >= s_.size()) fail("unterminated string");
        ++at_;
        return std::string(s_.substr(begin, at_ - begin));
    }
    yaml_node value(int depth) {
        if (depth > 512) fail("nesting too deep");
        skip_space();
        if (at_ >= s_.size()) fail("unexpected end");
        yaml_node n;
        const char c = s_[at_];
        if (c == '{') {
            n.kind = yaml_node::object;
            ++at_;
            skip_space();
            if (at_ < s_.size() && s_[at_] == '}') {
                ++at_;
                return n;
            }
            while (true) {
                skip_space();
                if (at_ >= s_.size() || s_[at_] != '"') fail("expected a key");
                std::string key = quoted();
                skip_space();
                if (at_ >= s_.size() || s_[at_] != ':') fail("expected ':'");
                ++at_;
                n.keys.push_back(std::move(key));
                n.items.push_back(value(depth + 1));
                skip_space();
                if (at_ < s_.size() && s_[at_] == ',') {
                    ++at_;
                    continue;
                }
                if (at_ < s_.size() && s_[at_] == '}') {
                    ++at_;
                    return n;
                }
                fail("expected ',' or '}'");
            }
        }
        if (c == '[') {
            n.kind = yaml_node::array;
            ++at_;
            skip_space();
            if (at_ < s_.size() && s_[at_] == ']') {
                ++at_;
                return n;
            }
            while (true) {
                n.items.push_back(value(depth + 1));
                skip_space();
                if (at_ < s_.size() && s_[at_] == ',') {
                    ++at_;
                    continue;
                }
                if (at_ < s_.size() && s_[at_] == ']') {
                    ++at_;
                    return n;
                }
                fail("expected ',' or ']'");
            }
        }
        if (c == '"') {
            n.kind = yaml_node::string;
            n.text = quoted();
            return n;
        }
        const std::size_t begin = at_;
        while (at_ < s_.size() && s_[at_] != ',' && s_[at_] != '}' && s_[at_] != ']' && s_[at_] != ' ' &&
               s_[at_] != '\n' && s_[at_] != '\r' && s_[at_] != '\t')
            ++at_;
        if (at_ == begin) fail("expected a value");
        n.text = std::string(s_.substr(begin, at_ - begin));
        return n;
    }
};

// A number token in a form YAML 1.1 and 1.2 both read as the same number.
inline std::string yaml_number(const std::string& token) {
    const std::size_t e = token.find_first_of("eE");
    if (e == std::string::npos) return token; // integers and plain decimals read the same
    std::string mantissa = token.substr(0, e);
    std::string exponent = token.substr(e + 1);
    if (mantissa.find('.') == std::string::npos) mantissa += ".0";
    if (!exponent.empty() && exponent.front() != '+' && exponent.front() != '-') exponent.insert(0, "+");
    return mantissa + token[e] + exponent;
}

inline bool yaml_plain_key(std::string_view key) { // key without its quotes
    if (key.empty() || !((key.front() >= 'A' && key.front() <= 'Z') || (key.front() >= 'a' && key.front() <= 'z')))
        return false;
    for (const char c : key)
        if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-' ||
              c == '.' || c == '/'))
            return false;
    std::string lower(key);
    for (char& c : lower)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    for (std::string_view reserved : {"y", "n", "yes", "no", "on", "off", "true", "false", "null"})
        if (lower == reserved) return false;
    return true;
}

inline void yaml_key(std::string& out, const std::string& quoted_key) {
    const std::string_view inner = std::string_view(quoted_key).substr(1, quoted_key.size() - 2);
    if (yaml_plain_key(inner)) out.append(inner);
    else out.append(quoted_key);
    out += ':';
}

inline void yaml_inline(std::string& out, const yaml_node& n) { // scalars and empty collections
    switch (n.kind) {
    case yaml_node::object: out += "{}"; break;
    case yaml_node::array: out += "[]"; break;
    case yaml_node::string: out += n.text; break;
    case yaml_node::scalar: out += n.text == "true" || n.text == "false" || n.text == "null" ? n.text : yaml_number(n.text); break;
    }
}

inline bool yaml_is_block(const yaml_node& n) {
    return (n.kind == yaml_node::object || n.kind == yaml_node::array) && !n.items.empty();
}

inline void yaml_block(std::string& out, const yaml_node& n, std::size_t indent, bool after_dash) {
    const std::string pad(indent, ' ');
    if (n.kind == yaml_node::object) {
        bool first = true;
        for (std::size_t i = 0; i < n.items.size(); ++i) {
            const yaml_node& value = n.items[i];
            if (!(first && after_dash)) out += pad;
            first = false;
            yaml_key(out, n.keys[i]);
            if (yaml_is_block(value)) {
                out += '\n';
                // Sequences under a key stay at the key's indentation, as kubectl writes them.
                yaml_block(out, value, value.kind == yaml_node::array ? indent : indent + 2, false);
            } else {
                out += ' ';
                yaml_inline(out, value);
                out += '\n';
            }
        }
    } else {
        bool first = true;
        for (const yaml_node& item : n.items) {
            if (!(first && after_dash)) out += pad;
            first = false;
            out += "- ";
            if (yaml_is_block(item)) {
                yaml_block(out, item, indent + 2, true);
            } else {
                yaml_inline(out, item);
                out += '\n';
            }
        }
    }
}

// Block-style YAML of a JSON document (throws std::invalid_argument on malformed JSON).
inline std::string json_to_yaml(std::string_view json) {
    const yaml_node root = json_tree_reader(json).document();
    std::string out;
    if (!yaml_is_block(root)) {
        yaml_inline(out, root);
        out += '\n';
    } else {
        yaml_block(out, root, 0, false);
    }
    return out;
}

} // namespace versioned::k8s::detail

#endif // VERSIONED_K8S_DETAIL_YAML_HPP
