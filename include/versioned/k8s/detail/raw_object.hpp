// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_K8S_DETAIL_RAW_OBJECT_HPP
#define VERSIONED_K8S_DETAIL_RAW_OBJECT_HPP

// Objects of a ConversionReview as the webhook sees them: members kept as views of the review's
// text, looked up by key, and the few strings read out of them.

#include <versioned/json/read.hpp>
#include <versioned/json/write.hpp>
#include <versioned/k8s/object_meta.hpp> // plain_read_options

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace versioned::k8s::detail {

// One member of an object: its key, and its value as a view of the review's text.
struct raw_member {
    std::string key;
    std::string_view json;
};

// The string a raw JSON value holds, or nullopt when it is not a string.
inline std::optional<std::string> json_string(std::string_view raw) {
    if (raw.empty() || raw.front() != '"') return std::nullopt;
    auto r = json::read<std::string>(raw, plain_read_options());
    if (!r) return std::nullopt;
    return std::move(*r);
}

// Splits an object into its members (values unparsed, but checked to be valid JSON).
inline json::error split_object(std::string_view text, std::vector<raw_member>& out,
                                const json::read_options& options = plain_read_options()) {
    out.clear();
    return json::read_with(
        text,
        [&](json::reader& in) {
            return in.members([&](std::string_view key) {
                raw_member& m = out.emplace_back();
                m.key = key;
                return in.raw(m.json);
            });
        },
        options);
}

inline const raw_member* find_member(const std::vector<raw_member>& members, std::string_view key) noexcept {
    for (const raw_member& m : members)
        if (m.key == key) return &m;
    return nullptr;
}

// The string a member holds, or nullopt when it is absent or not a string.
inline std::optional<std::string> string_member(const std::vector<raw_member>& members, std::string_view key) {
    const raw_member* m = find_member(members, key);
    if (m == nullptr) return std::nullopt;
    return json_string(m->json);
}

// A JSON string; most strings here (keys, versions, uids) need no escape and are copied.
inline void append_json_string(std::string& out, std::string_view s) {
    if (::versioned::detail::json_io::text::find_special(s.data(), s.data() + s.size()) == s.data() + s.size()) {
        out += '"';
        out += s;
        out += '"';
        return;
    }
    json::write(s, out);
}

// ---- an object's text edited in place: every other byte as it came ------------------------------
// object: the text of a JSON object; members: its split (split_object), views into it.

inline std::size_t value_begin(std::string_view object, const raw_member& m) noexcept {
    return static_cast<std::size_t>(m.json.data() - object.data());
}
inline std::size_t value_end(std::string_view object, const raw_member& m) noexcept {
    return value_begin(object, m) + m.json.size();
}

// The object without member i, and one comma: the one before it, or after the first member.
inline std::string without_member(std::string_view object, const std::vector<raw_member>& members, std::size_t i) {
    std::size_t from = 1, to = value_end(object, members[i]);
    if (i > 0) from = value_end(object, members[i - 1]);
    else if (members.size() > 1) to = object.find(',', to) + 1;
    std::string out(object.substr(0, from));
    out += object.substr(to);
    return out;
}

// The object with member i's value replaced.
inline std::string with_value(std::string_view object, const raw_member& m, std::string_view value) {
    std::string out(object.substr(0, value_begin(object, m)));
    out += value;
    out += object.substr(value_end(object, m));
    return out;
}

// The object with a member added after the last one (key and value as JSON text).
inline std::string with_member(std::string_view object, const std::vector<raw_member>& members, std::string_view key,
                               std::string_view value) {
    const std::size_t at = members.empty() ? 1 : value_end(object, members.back());
    std::string out(object.substr(0, at));
    if (!members.empty()) out += ',';
    out += key;
    out += ':';
    out += value;
    out += object.substr(at);
    return out;
}

// An error inside a part of the review: where and why, without a line and column (they would
// count from the part, not from the body).
inline std::string part_error(const json::error& e) {
    std::string s = e.path;
    if (!s.empty()) s += ": ";
    s += e.detail.empty() ? std::string(json::to_string(e.code)) : e.detail;
    return s;
}

// An object's parts, found once: what every kind's converter needs.
struct object_view {
    json::read_options parts = plain_read_options(); // how its parts are read (the review's max_depth)
    std::vector<raw_member> members;
    std::vector<raw_member> metadata;
    std::string api_version;
    std::string kind;
    std::string group;   // of api_version
    std::string version; // of api_version
    // "objects[3] (ns/name)": how failures name the object.
    std::string label(std::size_t index) const {
        std::string s = "objects[" + std::to_string(index) + "]";
        const auto ns = string_member(metadata, "namespace");
        const auto name = string_member(metadata, "name");
        if (name || ns) {
            s += " (";
            if (ns && !ns->empty()) s += *ns + "/";
            s += name ? *name : std::string("<no name>");
            s += ')';
        }
        return s;
    }
};

inline void split_api_version(std::string_view api_version, std::string& group, std::string& version) {
    const std::size_t slash = api_version.rfind('/');
    if (slash == std::string_view::npos) {
        group.clear();
        version = api_version;
    } else {
        group = api_version.substr(0, slash);
        version = api_version.substr(slash + 1);
    }
}

} // namespace versioned::k8s::detail

#endif // VERSIONED_K8S_DETAIL_RAW_OBJECT_HPP
