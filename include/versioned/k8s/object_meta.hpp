// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_K8S_OBJECT_META_HPP
#define VERSIONED_K8S_OBJECT_META_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// An object's metadata, kept exactly as read: the API server restores metadata wholesale after
// a conversion and only takes labels and annotations from the webhook, so the library carries
// every member (unknown ones included, in order) as raw JSON and never re-encodes them. Typed
// access reads (and writes) single members on demand.

#include <versioned/json.hpp>

#include <algorithm>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace versioned::k8s {

namespace detail {
// Options for a plain JSON value: no version key at the root.
inline json::read_options plain_read_options() noexcept {
    json::read_options o;
    o.version_key = "";
    return o;
}
} // namespace detail

class object_meta {
public:
    // One member of the metadata object: its key and its value as raw JSON text.
    struct member {
        std::string key;
        std::string json;
        friend bool operator==(const member&, const member&) = default;
    };

    // Every member, in document order.
    std::vector<member> members;

    // The member with that key, or nullptr.
    const member* find(std::string_view key) const noexcept {
        const auto it = std::find_if(members.begin(), members.end(), [&](const member& m) { return m.key == key; });
        return it == members.end() ? nullptr : &*it;
    }
    // Sets a member to a raw JSON value (one valid JSON value), in place or appended.
    void set_raw(std::string_view key, std::string json) {
        for (member& m : members)
            if (m.key == key) {
                m.json = std::move(json);
                return;
            }
        members.push_back(member{std::string(key), std::move(json)});
    }
    // Removes a member; whether it was there.
    bool erase(std::string_view key) {
        const auto it = std::find_if(members.begin(), members.end(), [&](const member& m) { return m.key == key; });
        if (it == members.end()) return false;
        members.erase(it);
        return true;
    }

    // metadata.name, .namespace, .uid: "" when absent; throws json::error_exception when the
    // member is not a string.
    std::string name() const { return string_member("name"); }
    std::string namespace_name() const { return string_member("namespace"); }
    std::string uid() const { return string_member("uid"); }
    void set_name(std::string_view v) { set_raw("name", json::write(std::string(v))); }
    void set_namespace_name(std::string_view v) { set_raw("namespace", json::write(std::string(v))); }

    // metadata.labels / .annotations as maps (empty when absent); throws json::error_exception
    // when the member is not an object of strings. try_ variants return the error instead.
    using string_map = std::map<std::string, std::string>;
    string_map labels() const { return try_labels().value(); }
    string_map annotations() const { return try_annotations().value(); }
    json::result<string_map> try_labels() const { return map_member("labels"); }
    json::result<string_map> try_annotations() const { return map_member("annotations"); }
    // Replaces labels / annotations; an empty map removes the member.
    void set_labels(const string_map& m) { set_map("labels", m); }
    void set_annotations(const string_map& m) { set_map("annotations", m); }

    friend bool operator==(const object_meta&, const object_meta&) = default;

private:
    std::string string_member(std::string_view key) const {
        const member* m = find(key);
        if (m == nullptr) return {};
        return json::read<std::string>(m->json, detail::plain_read_options()).value();
    }
    json::result<string_map> map_member(std::string_view key) const {
        const member* m = find(key);
        if (m == nullptr) return string_map{};
        return json::read<string_map>(m->json, detail::plain_read_options());
    }
    void set_map(std::string_view key, const string_map& m) {
        if (m.empty()) erase(key);
        else set_raw(key, json::write(m));
    }
};

} // namespace versioned::k8s

// metadata reads and writes as the object it was, member by member, values untouched.
template <>
struct versioned::json::codec<versioned::k8s::object_meta> {
    static bool read(json::reader& in, k8s::object_meta& meta) {
        meta.members.clear();
        return in.members([&](std::string_view key) {
            k8s::object_meta::member& added = meta.members.emplace_back();
            added.key = key;
            return in.raw(added.json);
        });
    }
    static void write(json::writer& out, const k8s::object_meta& meta) {
        out.begin_object();
        for (const auto& member : meta.members) {
            out.key(member.key);
            out.raw(member.json);
        }
        out.end_object();
    }
};

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_K8S_OBJECT_META_HPP
