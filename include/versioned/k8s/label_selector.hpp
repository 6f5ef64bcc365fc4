// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_K8S_LABEL_SELECTOR_HPP
#define VERSIONED_K8S_LABEL_SELECTOR_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// k8s::label_selector: metav1.LabelSelector, matched as apimachinery's LabelSelectorAsSelector
// + Selector.Matches do.
//
//   versioned::k8s::label_selector s{.match_labels = {{"app", "web"}},
//                                    .match_expressions = {{"tier", versioned::k8s::selector_operator::in, {"a", "b"}}}};
//   s.matches({{"app", "web"}, {"tier", "a"}});   // true; an empty selector matches everything
//
// Reading checks what the API server's ValidateLabelSelector checks of a built-in kind's
// selector (a CRD's schema checks none of it: controller-gen emits no constraint there):
// matchLabels' keys are qualified names and values label values; an operator is In, NotIn,
// Exists or DoesNotExist (errc::unknown_enumerator otherwise); In and NotIn have values,
// Exists and DoesNotExist none; keys and values as for matchLabels (errc::constraint_violated).
// Written as Go writes it: empty matchLabels, matchExpressions and values are omitted.

#include <versioned/json/codec.hpp>
#include <versioned/k8s/detail/wrong_kind.hpp>
#include <versioned/k8s/names.hpp>

#include <algorithm>
#include <map>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace versioned {
template <class T>
struct schema_fragment; // <versioned/schema.hpp>
} // namespace versioned

namespace versioned::k8s {

enum class selector_operator { in, not_in, exists, does_not_exist };

constexpr std::string_view to_string(selector_operator op) noexcept {
    switch (op) {
    case selector_operator::in: return "In";
    case selector_operator::not_in: return "NotIn";
    case selector_operator::exists: return "Exists";
    default: return "DoesNotExist";
    }
}

struct label_selector_requirement {
    std::string key{};
    selector_operator op = selector_operator::in; // Go's Operator
    std::vector<std::string> values{};
    friend bool operator==(const label_selector_requirement&, const label_selector_requirement&) = default;
};

struct label_selector;
namespace detail {
std::string label_selector_problem(const label_selector& s);
} // namespace detail

struct label_selector {
    std::map<std::string, std::string> match_labels{};
    std::vector<label_selector_requirement> match_expressions{};

    // Whether labels satisfy every requirement (an empty selector: any labels). An invalid
    // selector (one reading would refuse) throws std::invalid_argument, as Go's
    // LabelSelectorAsSelector returns an error.
    bool matches(const std::map<std::string, std::string>& labels) const {
        if (const std::string why = detail::label_selector_problem(*this); !why.empty()) throw std::invalid_argument(why);
        for (const auto& [k, v] : match_labels) {
            const auto it = labels.find(k);
            if (it == labels.end() || it->second != v) return false;
        }
        for (const auto& r : match_expressions) {
            const auto it = labels.find(r.key);
            const bool found = it != labels.end();
            const bool listed = found && std::find(r.values.begin(), r.values.end(), it->second) != r.values.end();
            switch (r.op) {
            case selector_operator::in: if (!listed) return false; break;
            case selector_operator::not_in: if (listed) return false; break;
            case selector_operator::exists: if (!found) return false; break;
            case selector_operator::does_not_exist: if (found) return false; break;
            }
        }
        return true;
    }
    bool empty() const noexcept { return match_labels.empty() && match_expressions.empty(); }

    friend bool operator==(const label_selector&, const label_selector&) = default;
};

namespace detail {

// The first reason ValidateLabelSelector gives, "" when none.
inline std::string requirement_problem(const label_selector_requirement& r) {
    if (!is_qualified_name(r.key)) return "\"" + r.key + "\" is not a label key (a qualified name)";
    const bool set = r.op == selector_operator::in || r.op == selector_operator::not_in;
    if (set && r.values.empty()) return "values must be given when the operator is In or NotIn";
    if (!set && !r.values.empty()) return "values must be empty when the operator is Exists or DoesNotExist";
    for (const auto& v : r.values)
        if (!is_label_value(v)) return "\"" + v + "\" is not a label value";
    return {};
}
inline std::string label_selector_problem(const label_selector& s) {
    for (const auto& [k, v] : s.match_labels) {
        if (!is_qualified_name(k)) return "matchLabels: \"" + k + "\" is not a label key (a qualified name)";
        if (!is_label_value(v)) return "matchLabels: \"" + v + "\" is not a label value";
    }
    for (std::size_t i = 0; i < s.match_expressions.size(); ++i)
        if (std::string why = requirement_problem(s.match_expressions[i]); !why.empty())
            return "matchExpressions[" + std::to_string(i) + "]: " + why;
    return {};
}

inline bool read_operator(json::reader& in, selector_operator& op) {
    if (in.peek() != '"') return fail_wrong_kind(in, "a string (In, NotIn, Exists or DoesNotExist)");
    std::string s;
    if (!in.read(s)) return false;
    for (auto o : {selector_operator::in, selector_operator::not_in, selector_operator::exists, selector_operator::does_not_exist})
        if (s == to_string(o)) return op = o, true;
    return in.fail(json::errc::unknown_enumerator,
                   "unknown enumerator \"" + s + "\" (expected one of \"In\", \"NotIn\", \"Exists\", \"DoesNotExist\")");
}

inline bool read_requirement(json::reader& in, label_selector_requirement& r) {
    if (in.peek() != '{') return fail_wrong_kind(in, "an object (a label selector requirement)");
    bool key = false, op = false;
    const bool ok = in.members([&](std::string_view k) {
        if (k == "key") return key = true, in.read(r.key);
        if (k == "operator") return op = true, read_operator(in, r.op);
        if (k == "values") return in.read(r.values);
        if (in.options().unknown_keys == json::unknown_keys::ignore) return in.skip();
        return in.fail(json::errc::unknown_key, "unknown key \"" + std::string(k) + "\" (not a member of a label selector requirement)");
    });
    if (!ok) return false;
    if (!key) return in.fail_missing("key");
    if (!op) return in.fail_missing("operator");
    if (const std::string why = requirement_problem(r); !why.empty()) return in.fail(json::errc::constraint_violated, why);
    return true;
}

} // namespace detail
} // namespace versioned::k8s

template <>
struct versioned::json::codec<versioned::k8s::label_selector_requirement> {
    static bool read(json::reader& in, k8s::label_selector_requirement& req) { return k8s::detail::read_requirement(in, req); }
    static void write(json::writer& out, const k8s::label_selector_requirement& req) {
        out.begin_object();
        out.key("key");
        out.write(req.key);
        out.key("operator");
        out.write(std::string(to_string(req.op)));
        if (!req.values.empty()) {
            out.key("values");
            out.write(req.values);
        }
        out.end_object();
    }
};

template <>
struct versioned::json::codec<versioned::k8s::label_selector> {
    static bool read(json::reader& in, k8s::label_selector& sel) {
        if (in.peek() != '{') return k8s::detail::fail_wrong_kind(in, "an object (a label selector)");
        return in.members([&](std::string_view member) {
            if (member == "matchLabels") {
                if (!in.read(sel.match_labels)) return false;
                for (const auto& [key, value] : sel.match_labels) {
                    if (!k8s::is_qualified_name(key))
                        return in.fail(errc::constraint_violated, "\"" + key + "\" is not a label key (a qualified name)");
                    if (!k8s::is_label_value(value))
                        return in.fail(errc::constraint_violated, "\"" + value + "\" is not a label value");
                }
                return true;
            }
            if (member == "matchExpressions") return in.read(sel.match_expressions);
            if (in.options().unknown_keys == unknown_keys::ignore) return in.skip();
            return in.fail(errc::unknown_key, "unknown key \"" + std::string(member) + "\" (not a member of a label selector)");
        });
    }
    static void write(json::writer& out, const k8s::label_selector& sel) {
        out.begin_object();
        if (!sel.match_labels.empty()) {
            out.key("matchLabels");
            out.write(sel.match_labels);
        }
        if (!sel.match_expressions.empty()) {
            out.key("matchExpressions");
            out.write(sel.match_expressions);
        }
        out.end_object();
    }
};

// As controller-gen writes metav1.LabelSelector (descriptions included); JSON Schema the shape
// (the label key and value rules are the reader's).
template <>
struct versioned::schema_fragment<versioned::k8s::label_selector> {
    static constexpr std::string_view json =
        R"({"type":"object","properties":{"matchLabels":{"type":"object","additionalProperties":{"type":"string"}},)"
        R"("matchExpressions":{"type":"array","items":{"type":"object","properties":{"key":{"type":"string"},)"
        R"("operator":{"type":"string","enum":["In","NotIn","Exists","DoesNotExist"]},"values":{"type":"array","items":{"type":"string"}}},)"
        R"("required":["key","operator"],"additionalProperties":false}}},"additionalProperties":false})";
    static constexpr std::string_view openapi =
        R"({"description":"A label selector is a label query over a set of resources. The result of matchLabels and\nmatchExpressions are ANDed. An empty label selector matches all objects. A null\nlabel selector matches no objects.",)"
        R"("properties":{"matchExpressions":{"description":"matchExpressions is a list of label selector requirements. The requirements are ANDed.",)"
        R"("items":{"description":"A label selector requirement is a selector that contains values, a key, and an operator that\nrelates the key and values.",)"
        R"("properties":{"key":{"description":"key is the label key that the selector applies to.","type":"string"},)"
        R"("operator":{"description":"operator represents a key's relationship to a set of values.\nValid operators are In, NotIn, Exists and DoesNotExist.","type":"string"},)"
        R"("values":{"description":"values is an array of string values. If the operator is In or NotIn,\nthe values array must be non-empty. If the operator is Exists or DoesNotExist,\nthe values array must be empty. This array is replaced during a strategic\nmerge patch.","items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"}},)"
        R"("required":["key","operator"],"type":"object"},"type":"array","x-kubernetes-list-type":"atomic"},)"
        R"("matchLabels":{"additionalProperties":{"type":"string"},"description":"matchLabels is a map of {key,value} pairs. A single {key,value} in the matchLabels\nmap is equivalent to an element of matchExpressions, whose key field is \"key\", the\noperator is \"In\", and the values array contains only \"value\". The requirements are ANDed.","type":"object"}},)"
        R"("type":"object","x-kubernetes-map-type":"atomic"})";
};

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_K8S_LABEL_SELECTOR_HPP
