// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_K8S_CONDITION_HPP
#define VERSIONED_K8S_CONDITION_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// k8s::condition: metav1.Condition, the entries of a status' conditions, with
// set_condition/find_condition as apimachinery's meta.SetStatusCondition/FindStatusCondition.
//
//   std::vector<versioned::k8s::condition> conditions;
//   bool changed = versioned::k8s::set_condition(conditions, {.type = "Ready", .status = "True",
//                                                            .reason = "Deployed", .message = ""});
//   if (auto* c = versioned::k8s::find_condition(conditions, "Ready")) use(c->status);
//
// JSON as Go writes it (observedGeneration omitted when 0, the others always). Reading enforces
// controller-gen's validation of the Go type, as the API server does: type (required) a
// qualified name ("Ready", "example.com/Ready") of at most 316 characters; status (required)
// "True", "False" or "Unknown"; observedGeneration at least 0; lastTransitionTime (required) an
// RFC 3339 time, not null (the API server drops a null and finds the member missing); reason
// (required) 1 to 1024 characters of [A-Za-z0-9_,:] starting with a letter and not ending with
// ',' or ':'; message (required) at most 32768 characters (Unicode code points, as Kubernetes
// counts). A violation is json::errc::constraint_violated at the member's path.

#include <versioned/json/codec.hpp>
#include <versioned/k8s/detail/wrong_kind.hpp>
#include <versioned/k8s/time.hpp>

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace versioned {
template <class T>
struct schema_fragment; // <versioned/schema.hpp>
namespace detail {
template <class E>
struct implied_list_keys; // <versioned/detail/semantics.hpp>
} // namespace detail
} // namespace versioned

namespace versioned::k8s {

struct condition {
    // (every member initialized: designated initializers may leave any out without a warning)
    std::string type{};                   // "Ready", or "example.com/Ready"
    std::string status{};                 // "True", "False", "Unknown"
    std::int64_t observed_generation = 0; // the metadata.generation the condition was set for
    k8s::time last_transition_time{};     // when status last changed; now if left zero in set_condition
    std::string reason{};                 // CamelCase, not empty
    std::string message{};                // for humans, may be empty

    friend bool operator==(const condition&, const condition&) = default;
};

// The condition of that type, or nullptr (FindStatusCondition).
inline condition* find_condition(std::vector<condition>& list, std::string_view type) noexcept {
    for (condition& c : list)
        if (c.type == type) return &c;
    return nullptr;
}
inline const condition* find_condition(const std::vector<condition>& list, std::string_view type) noexcept {
    for (const condition& c : list)
        if (c.type == type) return &c;
    return nullptr;
}

// SetStatusCondition: a condition of a new type is appended (its lastTransitionTime now when it
// has none); an existing one takes the new status (and then the new lastTransitionTime, or
// now), reason, message and observedGeneration. True when anything changed.
inline bool set_condition(std::vector<condition>& list, condition c) {
    condition* existing = find_condition(list, c.type);
    if (existing == nullptr) {
        if (c.last_transition_time.is_zero()) c.last_transition_time = k8s::time::now();
        list.push_back(std::move(c));
        return true;
    }
    bool changed = false;
    if (existing->status != c.status) {
        existing->status = std::move(c.status);
        existing->last_transition_time = c.last_transition_time.is_zero() ? k8s::time::now() : c.last_transition_time;
        changed = true;
    }
    if (existing->reason != c.reason) {
        existing->reason = std::move(c.reason);
        changed = true;
    }
    if (existing->message != c.message) {
        existing->message = std::move(c.message);
        changed = true;
    }
    if (existing->observed_generation != c.observed_generation) {
        existing->observed_generation = c.observed_generation;
        changed = true;
    }
    return changed;
}

// RemoveStatusCondition: whether one was removed.
inline bool remove_condition(std::vector<condition>& list, std::string_view type) {
    const std::size_t before = list.size();
    std::erase_if(list, [&](const condition& c) { return c.type == type; });
    return list.size() != before;
}

namespace detail {

constexpr bool ascii_alnum(char c) noexcept {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}
// Unicode code points of UTF-8 text (valid: the reader checked it).
constexpr std::size_t code_points(std::string_view s) noexcept {
    std::size_t n = 0;
    for (char c : s) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    return n;
}
// A DNS subdomain's labels, as the condition type's prefix pattern has them:
// [a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*
constexpr bool dns_labels(std::string_view s) noexcept {
    if (s.empty()) return false;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= s.size(); ++i) {
        if (i < s.size() && s[i] != '.') {
            const char c = s[i];
            if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-')) return false;
            continue;
        }
        if (i == start || s[start] == '-' || s[i - 1] == '-') return false;
        start = i + 1;
    }
    return true;
}
// ^([dns labels]/)?(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$
constexpr bool condition_type_ok(std::string_view s) noexcept {
    const std::size_t slash = s.find('/');
    if (slash != std::string_view::npos) {
        if (!dns_labels(s.substr(0, slash))) return false;
        s.remove_prefix(slash + 1);
    }
    if (s.empty() || !ascii_alnum(s.front()) || !ascii_alnum(s.back())) return false;
    for (char c : s)
        if (!ascii_alnum(c) && c != '-' && c != '_' && c != '.') return false;
    return true;
}
// ^[A-Za-z]([A-Za-z0-9_,:]*[A-Za-z0-9_])?$
constexpr bool condition_reason_ok(std::string_view s) noexcept {
    if (s.empty() || !((s[0] >= 'a' && s[0] <= 'z') || (s[0] >= 'A' && s[0] <= 'Z'))) return false;
    if (!ascii_alnum(s.back()) && s.back() != '_') return false;
    for (char c : s)
        if (!ascii_alnum(c) && c != '_' && c != ',' && c != ':') return false;
    return true;
}

inline bool condition_violation(json::reader& in, std::string_view what) {
    return in.fail(json::errc::constraint_violated, what);
}

// One member of a condition: read, then checked.
inline bool read_condition_member(json::reader& in, condition& c, std::string_view key, unsigned& seen) {
    constexpr std::string_view keys[] = {"type", "status", "observedGeneration", "lastTransitionTime", "reason", "message"};
    unsigned i = 0;
    while (i < 6 && keys[i] != key) ++i;
    if (i == 6) {
        if (in.options().unknown_keys == json::unknown_keys::ignore) return in.skip();
        return in.fail(json::errc::unknown_key, "unknown key \"" + std::string(key) + "\" (not a member of a Kubernetes condition)");
    }
    seen |= 1u << i;
    switch (i) {
    case 0:
        if (!in.read(c.type)) return false;
        if (code_points(c.type) > 316) return condition_violation(in, "a condition's type has at most 316 characters");
        if (!condition_type_ok(c.type))
            return condition_violation(in, "\"" + c.type + "\" is not a condition type (CamelCase or example.com/CamelCase: the pattern ^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$)");
        return true;
    case 1:
        if (!in.read(c.status)) return false;
        if (c.status == "True" || c.status == "False" || c.status == "Unknown") return true;
        return condition_violation(in, "\"" + c.status + "\" is not a condition status (expected one of \"True\", \"False\", \"Unknown\")");
    case 2:
        if (!in.read(c.observed_generation)) return false;
        if (c.observed_generation >= 0) return true;
        return condition_violation(in, std::to_string(c.observed_generation) + " is less than the minimum 0");
    case 3:
        if (in.is_null()) return condition_violation(in, "a condition's lastTransitionTime must be a time (the API server drops a null and finds it missing)");
        return in.read(c.last_transition_time);
    case 4:
        if (!in.read(c.reason)) return false;
        if (code_points(c.reason) > 1024) return condition_violation(in, "a condition's reason has at most 1024 characters");
        if (condition_reason_ok(c.reason)) return true;
        return condition_violation(in, "\"" + c.reason + "\" is not a condition reason (CamelCase, not empty: the pattern ^[A-Za-z]([A-Za-z0-9_,:]*[A-Za-z0-9_])?$)");
    default:
        if (!in.read(c.message)) return false;
        if (code_points(c.message) <= 32768) return true;
        return condition_violation(in, "a condition's message has at most 32768 characters");
    }
}

} // namespace detail
} // namespace versioned::k8s

template <>
struct versioned::json::codec<versioned::k8s::condition> {
    static bool read(json::reader& in, k8s::condition& cond) {
        if (in.peek() != '{') return k8s::detail::fail_wrong_kind(in, "an object (a Kubernetes condition)");
        unsigned seen = 0;
        if (!in.members([&](std::string_view key) { return k8s::detail::read_condition_member(in, cond, key, seen); }))
            return false;
        constexpr std::string_view required[] = {"type", "status", "", "lastTransitionTime", "reason", "message"};
        for (unsigned index = 0; index < 6; ++index)
            if (!required[index].empty() && (seen & (1u << index)) == 0) return in.fail_missing(required[index]);
        return true;
    }
    static void write(json::writer& out, const k8s::condition& cond) {
        out.begin_object();
        out.key("type");
        out.write(cond.type);
        out.key("status");
        out.write(cond.status);
        if (cond.observed_generation != 0) {
            out.key("observedGeneration");
            out.write(cond.observed_generation);
        }
        out.key("lastTransitionTime");
        out.write(cond.last_transition_time);
        out.key("reason");
        out.write(cond.reason);
        out.key("message");
        out.write(cond.message);
        out.end_object();
    }
};

// A list of conditions is a map list keyed by type (DESIGN.md §14: list_type(map, "type"), as
// Kubernetes' own condition lists are): its OpenAPI says so, and the reader, validate and the
// generators keep the types unique, wherever such a list is a field.
template <>
struct versioned::detail::implied_list_keys<versioned::k8s::condition> {
    static constexpr std::string_view keys = R"("type")";
    static std::string_view key(const versioned::k8s::condition& item) noexcept { return item.type; }
};

// As controller-gen writes metav1.Condition (descriptions included); JSON Schema the same
// constraints.
template <>
struct versioned::schema_fragment<versioned::k8s::condition> {
    static constexpr std::string_view json =
        R"({"type":"object","properties":{)"
        R"("type":{"type":"string","maxLength":316,"pattern":"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$"},)"
        R"("status":{"type":"string","enum":["True","False","Unknown"]},)"
        R"("observedGeneration":{"type":"integer","minimum":0,"maximum":9223372036854775807},)"
        R"("lastTransitionTime":{"type":"string","format":"date-time"},)"
        R"("reason":{"type":"string","minLength":1,"maxLength":1024,"pattern":"^[A-Za-z]([A-Za-z0-9_,:]*[A-Za-z0-9_])?$"},)"
        R"("message":{"type":"string","maxLength":32768}},)"
        R"("required":["type","status","lastTransitionTime","reason","message"],"additionalProperties":false})";
    static constexpr std::string_view openapi =
        R"({"description":"Condition contains details for one aspect of the current state of this API Resource.",)"
        R"("properties":{"lastTransitionTime":{"description":"lastTransitionTime is the last time the condition transitioned from one status to another.\nThis should be when the underlying condition changed.  If that is not known, then using the time when the API field changed is acceptable.","format":"date-time","type":"string"},)"
        R"("message":{"description":"message is a human readable message indicating details about the transition.\nThis may be an empty string.","maxLength":32768,"type":"string"},)"
        R"("observedGeneration":{"description":"observedGeneration represents the .metadata.generation that the condition was set based upon.\nFor instance, if .metadata.generation is currently 12, but the .status.conditions[x].observedGeneration is 9, the condition is out of date\nwith respect to the current state of the instance.","format":"int64","minimum":0,"type":"integer"},)"
        R"("reason":{"description":"reason contains a programmatic identifier indicating the reason for the condition's last transition.\nProducers of specific condition types may define expected values and meanings for this field,\nand whether the values are considered a guaranteed API.\nThe value should be a CamelCase string.\nThis field may not be empty.","maxLength":1024,"minLength":1,"pattern":"^[A-Za-z]([A-Za-z0-9_,:]*[A-Za-z0-9_])?$","type":"string"},)"
        R"("status":{"description":"status of the condition, one of True, False, Unknown.","enum":["True","False","Unknown"],"type":"string"},)"
        R"("type":{"description":"type of condition in CamelCase or in foo.example.com/CamelCase.","maxLength":316,"pattern":"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$","type":"string"}},)"
        R"("required":["lastTransitionTime","message","reason","status","type"],"type":"object"})";
};

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_K8S_CONDITION_HPP
