// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_RESIDUE_DETAIL_STORE_HPP
#define VERSIONED_RESIDUE_DETAIL_STORE_HPP

// The storage of a residue (see residue.hpp): entries keyed by (version, JSON Pointer, kind),
// each holding values of any type behind one small interface, residue_value (of / get / load /
// equals), which is all the conversions (residue/detail/convert.hpp) and the JSON form use.

#include <cstddef>
#include <iterator>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

namespace versioned::detail {

// One address per type: the identity of a recorded value's type, without RTTI.
template <class T>
inline constexpr char residue_type_key = 0;

// A recorded value, kept as itself: shared and immutable, so copying a residue copies no
// values. The JSON form (residue.hpp) writes and reads it through its type, found from the
// entry's version and path.
class residue_value {
public:
    residue_value() = default;

    template <class T>
    static residue_value of(T value) {
        residue_value v;
        v.value_ = std::make_shared<const T>(std::move(value));
        v.type_ = &residue_type_key<T>;
        return v;
    }

    // The value when it is held as a T; nullptr otherwise.
    template <class T>
    const T* get() const noexcept {
        return type_ == &residue_type_key<T> ? static_cast<const T*>(value_.get()) : nullptr;
    }
    // Copies the value into out; false when it is not a T.
    template <class T>
    bool load(T& out) const {
        const T* p = get<T>();
        if (p == nullptr) return false;
        out = *p;
        return true;
    }
    // Whether the value is a T equal to v.
    template <class T>
    bool equals(const T& v) const {
        const T* p = get<T>();
        return p != nullptr && *p == v;
    }
    explicit operator bool() const noexcept { return type_ != nullptr; }

private:
    std::shared_ptr<const void> value_;
    const void* type_ = nullptr;
};

// What an entry says about the value at its path.
enum class residue_kind : unsigned char {
    value,   // the newer value, and what the older version holds there (none for an added field)
    length,  // a vector's length at the older version: elements are restored only if it holds
    derived, // a value a struct-level hook step lost: the newer value, and what the upgrade
             // derives there from the unchanged older version
    // Recorded by an upgrade, given back by the downgrade through the same step (a field
    // removed at the step's newer version, DESIGN.md §15):
    dropped,        // the older version's value of a field the newer version lacks (the path's
                    // last token is its key in the older version)
    dropped_length, // a sequence's length at the newer version, when dropped entries lie below
};

// Entries of the two directions of a step: a down entry (recorded by a downgrade) is given back
// by the upgrade through its step, a dropped one by the downgrade.
constexpr bool recorded_by_upgrade(residue_kind kind) noexcept {
    return kind == residue_kind::dropped || kind == residue_kind::dropped_length;
}

struct residue_key {
    std::size_t version = 0; // the newer version of the step that recorded the entry
    std::string path;        // JSON Pointer in that version
    residue_kind kind = residue_kind::value;

    friend bool operator<(const residue_key& a, const residue_key& b) noexcept {
        if (a.version != b.version) return a.version < b.version;
        if (int c = a.path.compare(b.path); c != 0) return c < 0;
        return a.kind < b.kind;
    }
};

struct residue_entry {
    residue_value value;               // the newer value (kind length: the length, std::size_t)
    residue_value older;               // kind value: what the older version holds; derived: what the upgrade derives
    bool has_older = false;
};

// Transparent ordering, so lookups by (version, path view, kind) allocate nothing.
struct residue_key_view {
    std::size_t version;
    std::string_view path;
    residue_kind kind;
};
struct residue_key_less {
    using is_transparent = void;
    static int cmp(std::size_t av, std::string_view ap, residue_kind ak, std::size_t bv, std::string_view bp,
                   residue_kind bk) noexcept {
        if (av != bv) return av < bv ? -1 : 1;
        if (int c = ap.compare(bp); c != 0) return c;
        return ak == bk ? 0 : (ak < bk ? -1 : 1);
    }
    bool operator()(const residue_key& a, const residue_key& b) const noexcept {
        return cmp(a.version, a.path, a.kind, b.version, b.path, b.kind) < 0;
    }
    bool operator()(const residue_key& a, const residue_key_view& b) const noexcept {
        return cmp(a.version, a.path, a.kind, b.version, b.path, b.kind) < 0;
    }
    bool operator()(const residue_key_view& a, const residue_key& b) const noexcept {
        return cmp(a.version, a.path, a.kind, b.version, b.path, b.kind) < 0;
    }
};

using residue_map = std::map<residue_key, residue_entry, residue_key_less>;

// The entries of a residue, and the queries the conversions make. A class template (of the
// one map type) only so that its members, and the std::map members they use, are instantiated
// in the translation units that use residues, not in every one that includes the umbrella
// header (benchmarks/RESULTS.md).
template <class Map>
struct basic_residue_entries {
    Map map;
    std::size_t recorded = 0; // entries added so far: whether a walk below a path recorded any

    bool empty() const noexcept { return map.empty(); }

    void add(std::size_t version, std::string_view path, residue_kind kind, residue_entry e) {
        map.insert_or_assign(residue_key{version, std::string(path), kind}, std::move(e));
        ++recorded;
    }
    typename Map::iterator find(std::size_t version, std::string_view path, residue_kind kind) {
        return map.find(residue_key_view{version, path, kind});
    }
    // Whether an entry of that version lies at path or below it (path/...). The entries below
    // are contiguous from path + '/' on (not from path: "/a/\n" sorts before "/a//x"); the
    // separator is appended to the caller's buffer for the lookup, so nothing is allocated.
    bool any_under(std::size_t version, std::string& path) const {
        auto at = map.lower_bound(residue_key_view{version, path, residue_kind::value});
        if (at != map.end() && at->first.version == version && at->first.path == path) return true;
        path += '/';
        auto it = map.lower_bound(residue_key_view{version, path, residue_kind::value});
        const bool below = it != map.end() && it->first.version == version &&
                           std::string_view(it->first.path).starts_with(path);
        path.pop_back();
        return below;
    }
    // Whether an entry of a version in [lo, hi] exists.
    bool any_between(std::size_t lo, std::size_t hi) const {
        auto it = map.lower_bound(residue_key_view{lo, {}, residue_kind::value});
        return it != map.end() && it->first.version <= hi;
    }
    // Removes the entries of a version strictly below path (not at path itself) that one
    // direction records.
    void erase_below(std::size_t version, std::string_view path, bool by_upgrade = false) {
        std::string prefix(path);
        prefix += '/';
        auto it = map.lower_bound(residue_key_view{version, prefix, residue_kind::value});
        while (it != map.end() && it->first.version == version && std::string_view(it->first.path).starts_with(prefix))
            it = recorded_by_upgrade(it->first.kind) == by_upgrade ? map.erase(it) : std::next(it);
    }
    // Removes a version's entries that one direction records: what a step did not give back
    // was overtaken by an edit.
    void erase_version(std::size_t version, bool by_upgrade = false) {
        auto it = map.lower_bound(residue_key_view{version, {}, residue_kind::value});
        while (it != map.end() && it->first.version == version)
            it = recorded_by_upgrade(it->first.kind) == by_upgrade ? map.erase(it) : std::next(it);
    }
    // Before a conversion from version `from`: entries of an older state of the object, which
    // the way to `from` would have given back -- a downgrade's at or below it, an upgrade's
    // above it.
    void erase_stale(std::size_t from) {
        for (auto it = map.begin(); it != map.end();)
            it = (recorded_by_upgrade(it->first.kind) ? it->first.version > from : it->first.version <= from)
                     ? map.erase(it)
                     : std::next(it);
    }
    void merge(basic_residue_entries&& other) {
        for (auto& [k, e] : other.map) map.insert_or_assign(k, std::move(e));
    }
};
using residue_entries = basic_residue_entries<residue_map>;

} // namespace versioned::detail

#endif // VERSIONED_RESIDUE_DETAIL_STORE_HPP
