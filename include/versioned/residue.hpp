// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_RESIDUE_HPP
#define VERSIONED_RESIDUE_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// Lossless round trips (DESIGN.md §7): what an older version cannot carry, kept beside the
// object and given back on the way up.
//
//   versioned::residue<FooSpec> rest;                               // empty
//   auto old  = versioned::convert<api::v1alpha1>(cur, rest);       // rest records what v1alpha1 cannot hold
//   old.name = "renamed";                                           // a client edits the old version
//   auto back = versioned::convert<api::v1>(std::move(old), rest);  // == cur, except name; rest.empty()
//
// What is recorded, when it comes back, and the JSON form: README, "Lossless round trips".

#include <versioned/convert.hpp>
#include <versioned/detail/residue_convert.hpp>
#include <versioned/detail/residue_json.hpp>
#include <versioned/detail/residue_store.hpp>
#include <versioned/json.hpp>
#include <versioned/reflection.hpp>
#include <versioned/versions.hpp>

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace versioned {

template <template <class> class S>
class residue;

namespace detail {
struct residue_access {
    template <template <class> class S>
    static residue_entries& entries(residue<S>& r) noexcept {
        return r.entries_;
    }
    template <template <class> class S>
    static const residue_entries& entries(const residue<S>& r) noexcept {
        return r.entries_;
    }
};
} // namespace detail

// What the older versions of one object of S could not carry, recorded by conversions down
// and given back by conversions up. A value type: copy it, store it (JSON), compare entries.
template <template <class> class S>
class residue {
public:
    using versions = versions_of_t<S>;

    // One entry, for inspection: the version it was recorded at (the newer version of the
    // step that lost the value) and the value's JSON Pointer in that version.
    struct entry {
        std::string_view version;
        std::string_view path;
    };

    residue() = default;

    // True once everything recorded came back (or was overtaken by an edit).
    bool empty() const noexcept { return entries_.empty(); }
    std::size_t size() const noexcept { return entries_.map.size(); }
    void clear() noexcept { entries_.map.clear(); }

    // The entries, by version then path (vector lengths and hook records included).
    std::vector<entry> entries() const {
        std::vector<entry> out;
        out.reserve(entries_.map.size());
        for (const auto& kv : entries_.map) out.push_back(entry{version_name(kv.first.version), kv.first.path});
        return out;
    }
    // Whether a value is kept for that version and path ("v1", "/port").
    bool contains(std::string_view version, std::string_view path) const {
        for (const auto& kv : entries_.map)
            if (kv.first.path == path && version_name(kv.first.version) == version) return true;
        return false;
    }

private:
    static std::string_view version_name(std::size_t i) noexcept {
        return detail::version_list_traits<versions>::names[i];
    }
    friend struct detail::residue_access;
    detail::residue_entries entries_;
};

namespace detail {

// convert with a residue, to the version at index To.
template <std::size_t To, class T, template <class> class S>
auto convert_with_residue(T&& x, residue<S>& rest) {
    using U = std::remove_cvref_t<T>;
    static_assert(std::is_same_v<typename U::versioned_descriptor, descriptor_of_template_t<S>>,
                  "versioned::convert(x, residue<S>&): the residue belongs to another struct template than x");
    constexpr std::size_t from = U::versioned_index;
    residue_entries& d = residue_access::entries(rest);
    using target = at_version_t<U, To>;
    // Entries at or below the version converted from belong to an older state of the object:
    // they would have been given back on the way to it.
    if (!d.empty()) d.erase_at_or_below(from);
    if constexpr (To == from) {
        return U(static_cast<T&&>(x));
    } else if constexpr (To < from) {
        if constexpr (!range_may_lose<U, from, To>()) {
            return ::versioned::convert<version_at_t<typename U::versioned_descriptor::versioned_module::versions, To>>(
                static_cast<T&&>(x));
        } else {
            return target(residue_down<To>(static_cast<const U&>(x), d));
        }
    } else {
        if (d.empty() || !d.any_between(from + 1, To))
            return ::versioned::convert<version_at_t<typename U::versioned_descriptor::versioned_module::versions, To>>(
                static_cast<T&&>(x));
        U y(static_cast<T&&>(x));
        return target(residue_up<To>(y, d));
    }
}

} // namespace detail

// x at version To, keeping the residue: a downgrade records in `rest` what the older version
// cannot carry, an upgrade gives it back where the older value was not edited.
template <version_tag To, versioned_struct T, template <class> class S>
auto convert(T&& x, residue<S>& rest) {
    static_assert(std::is_same_v<module_of_t<To>, typename descriptor_of_t<T>::versioned_module>,
                  "versioned::convert<To>(x, residue): To is not a version of the argument's module");
    return detail::convert_with_residue<To::index>(static_cast<T&&>(x), rest);
}

// The next / previous version, keeping the residue.
template <versioned_struct T, template <class> class S>
auto upgrade(T&& x, residue<S>& rest) {
    using U = std::remove_cvref_t<T>;
    static_assert(U::versioned_index + 1 < U::versioned_descriptor::versioned_module::versions::size,
                  "versioned::upgrade: the argument is already at the latest version");
    return detail::convert_with_residue<U::versioned_index + 1>(static_cast<T&&>(x), rest);
}
template <versioned_struct T, template <class> class S>
auto downgrade(T&& x, residue<S>& rest) {
    using U = std::remove_cvref_t<T>;
    static_assert(U::versioned_index > 0, "versioned::downgrade: the argument is already at the oldest version");
    return detail::convert_with_residue<U::versioned_index - 1>(static_cast<T&&>(x), rest);
}


// ---- the JSON form ------------------------------------------------------------------------------
//
//   {"format":1,"entries":[
//     {"at":"v1","path":"/port","value":70000,"older":4464},         a value the older type cannot hold
//     {"at":"v1beta1","path":"/replicas","value":5},                  a field the older version lacks
//     {"at":"v1beta1","path":"/bars","length":3},                     a sequence's length at the older version
//     {"at":"v1beta1","path":"/phase","value":"Paused","older":"Running"}, an enumerator the older version lacks
//     {"at":"v1","path":"/host","value":"a:b","derived":"a"}]}        what a hook step lost, and what it derived
//
// Written and read as a document of its own (stored beside the object, e.g. in an annotation):
// json::write(rest), json::read<residue<S>>(text).

namespace detail {

template <class T>
struct is_residue : std::false_type {};
template <template <class> class S>
struct is_residue<residue<S>> : std::true_type {};

template <template <class> class S>
json::result<residue<S>> read_residue(std::string_view text, const json::read_options& options);
template <class T>
struct residue_reader;
template <template <class> class S>
struct residue_reader<residue<S>> {
    static json::result<residue<S>> read(std::string_view text, const json::read_options& options) {
        return read_residue<S>(text, options);
    }
};

// Calls residue_json::resolve on S at the runtime version index.
template <template <class> class S, class F>
bool resolve_at(std::size_t version, std::string_view path, residue_kind kind, F& f) {
    using versions = versions_of_t<S>;
    return [&]<std::size_t... Is>(std::index_sequence<Is...>) {
        bool ok = false;
        (void)((version == Is ? (ok = residue_json::resolve<S<version_at_t<versions, Is>>>(path, kind, f), true)
                              : false) ||
               ...);
        return ok;
    }(std::make_index_sequence<versions::size>{});
}

// Writes the members of a value or derived entry after its path, with the types found there.
struct residue_entry_writer {
    const residue_entry& e;
    std::string& out;

    template <class TB, class TA>
    bool value() {
        const TB* v = e.value.get<TB>();
        if (v == nullptr) return false;
        out += ",\"value\":";
        json::write(*v, out);
        if (e.has_older) {
            if constexpr (std::is_void_v<TA>) {
                return false;
            } else {
                const TA* o = e.older.get<TA>();
                if (o == nullptr) return false;
                out += ",\"older\":";
                json::write(*o, out);
            }
        }
        return true;
    }
    template <class T>
    bool derived() {
        const T* v = e.value.get<T>();
        const T* d = e.older.get<T>();
        if (v == nullptr || d == nullptr) return false;
        out += ",\"value\":";
        json::write(*v, out);
        out += ",\"derived\":";
        json::write(*d, out);
        return true;
    }
    bool length() { return false; }
};

// Whether a path ends at a sequence (where length entries live).
struct residue_length_probe {
    template <class TB, class TA>
    bool value() {
        return false;
    }
    template <class T>
    bool derived() {
        return false;
    }
    bool length() { return true; }
};

struct residue_entry_spans {
    std::size_t at_offset = 0;
    std::string_view at, path, value, older, derived, length;
};

struct residue_entry_reader {
    const residue_entry_spans& spans;
    residue_entry& out;
    std::string_view text;
    std::string where; // "/entries/3"
    json::error error{};

    template <class T>
    bool read_span(std::string_view span, std::string_view member, T& value) {
        auto r = json::read<T>(span, json::read_options{.version_key = ""});
        if (r) {
            value = std::move(*r);
            return true;
        }
        const auto start = static_cast<std::size_t>(span.data() - text.data());
        error = residue_json::make_error(text, start + r.error().offset, r.error().code,
                                         where + "/" + std::string(member) + r.error().path, r.error().detail);
        return false;
    }
    bool fail(std::string_view member, std::string detail) {
        const std::string_view span = member == "older" ? spans.older : member == "derived" ? spans.derived : spans.value;
        const auto start = static_cast<std::size_t>(span.data() - text.data());
        error = residue_json::make_error(text, start, json::errc::invalid_value, where + "/" + std::string(member),
                                         std::move(detail));
        return false;
    }

    template <class TB, class TA>
    bool value() {
        TB v{};
        if (!read_span(spans.value, "value", v)) return false;
        out.value = residue_value::of(std::move(v));
        if (!spans.older.empty()) {
            if constexpr (std::is_void_v<TA>) {
                return fail("older", "no older value is recorded at this path (the older version lacks the field)");
            } else {
                TA o{};
                if (!read_span(spans.older, "older", o)) return false;
                out.older = residue_value::of(std::move(o));
                out.has_older = true;
            }
        }
        return true;
    }
    template <class T>
    bool derived() {
        T v{};
        if (!read_span(spans.value, "value", v)) return false;
        out.value = residue_value::of(std::move(v));
        T d{};
        if (!read_span(spans.derived, "derived", d)) return false;
        out.older = residue_value::of(std::move(d));
        out.has_older = true;
        return true;
    }
    bool length() { return false; }
};

template <template <class> class S>
json::result<residue<S>> read_residue(std::string_view text, const json::read_options& options) {
    using versions = versions_of_t<S>;
    // dependent on S: the JSON readers, results and containers used here are instantiated only
    // by a TU that reads a residue (clang: -450 instantiations in every TU of the umbrella)
    using string = dependent_t<std::string, template_tag<S>>;
    using spans = dependent_t<residue_entry_spans, template_tag<S>>;
    using count = dependent_t<std::uint64_t, template_tag<S>>;
    namespace rj = residue_json;
    using json::errc;
    rj::scanner sc{text};
    sc.max_depth = options.max_depth;
    auto fail = [&](errc code, std::string path, std::string detail) -> json::result<residue<S>> {
        return rj::make_error(text, sc.p, code, std::move(path), std::move(detail));
    };
    auto key = [&](std::string& out) {
        sc.ws();
        std::string_view span;
        const std::size_t start = sc.p;
        if (!sc.string_span()) return false;
        span = text.substr(start, sc.p - start);
        auto r = json::read<string>(span);
        if (!r) return false;
        out = std::move(*r);
        return sc.eat(':');
    };
    // A member list: calls member(key) at each value; false on a structural error.
    auto object = [&](auto&& member) {
        if (!sc.eat('{')) return false;
        sc.ws();
        if (sc.peek() == '}') return ++sc.p, true;
        for (;;) {
            std::string k;
            if (!key(k) || !member(k)) return false;
            if (sc.eat(',')) continue;
            return sc.eat('}');
        }
    };

    std::optional<count> format;
    std::vector<spans> entries;
    std::string bad; // a member that is not part of the form
    std::size_t bad_at = 0;
    const bool structure = object([&](const std::string& k) {
        std::string_view span;
        if (k == "format") {
            if (!sc.span(span)) return false;
            auto r = json::read<count>(span);
            if (!r) {
                bad = "/format";
                bad_at = static_cast<std::size_t>(span.data() - text.data());
                return true;
            }
            format = *r;
            return true;
        }
        if (k == "entries") {
            if (!sc.eat('[')) return false;
            sc.ws();
            if (sc.peek() == ']') return ++sc.p, true;
            for (;;) {
                residue_entry_spans e;
                sc.ws();
                e.at_offset = sc.p;
                const bool ok = object([&](const std::string& m) {
                    std::string_view* slot = m == "at" ? &e.at
                                             : m == "path" ? &e.path
                                             : m == "value" ? &e.value
                                             : m == "older" ? &e.older
                                             : m == "derived" ? &e.derived
                                             : m == "length" ? &e.length
                                                             : nullptr;
                    std::string_view v;
                    if (!sc.span(v)) return false;
                    if (slot == nullptr && bad.empty()) {
                        bad = "/entries/" + std::to_string(entries.size()) + "/" + m;
                        bad_at = static_cast<std::size_t>(v.data() - text.data());
                    }
                    if (slot != nullptr) *slot = v;
                    return true;
                });
                if (!ok) return false;
                entries.push_back(e);
                if (sc.eat(',')) continue;
                return sc.eat(']');
            }
        }
        if (!sc.span(span)) return false;
        if (bad.empty()) {
            bad = "/" + k;
            bad_at = static_cast<std::size_t>(span.data() - text.data());
        }
        return true;
    });
    if (!structure) return fail(errc::syntax, "", "not a residue: expected {\"format\":1,\"entries\":[...]}");
    sc.ws();
    if (sc.p != text.size()) return fail(errc::trailing_characters, "", "unexpected characters after the residue");
    if (!format) return fail(errc::missing_key, "/format", "missing \"format\": not a residue");
    if (*format != rj::format) {
        sc.p = 0;
        return fail(errc::invalid_value, "/format",
                    "residue format " + std::to_string(*format) + " is not the format this library reads (" +
                        std::to_string(rj::format) + ")" +
                        (*format > rj::format ? "; a newer library wrote it" : ""));
    }
    if (!bad.empty()) {
        sc.p = bad_at;
        return fail(bad == "/format" ? errc::wrong_type : errc::unknown_key, bad,
                    bad == "/format" ? "expected the format number" : "not a member of a residue");
    }

    residue<S> rest;
    residue_entries& d = residue_access::entries(rest);
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const residue_entry_spans& e = entries[i];
        const std::string where = "/entries/" + std::to_string(i);
        sc.p = e.at_offset;
        if (e.at.empty()) return fail(errc::missing_key, where + "/at", "missing \"at\" (the version)");
        if (e.path.empty()) return fail(errc::missing_key, where + "/path", "missing \"path\"");
        auto at = json::read<string>(e.at);
        auto path = json::read<string>(e.path);
        sc.p = static_cast<std::size_t>(e.at.data() - text.data());
        if (!at) return fail(errc::wrong_type, where + "/at", "expected a version name");
        std::size_t version = npos;
        for (std::size_t v = 0; v < versions::size; ++v)
            if (version_list_traits<versions>::names[v] == *at) version = v;
        if (version == npos) return fail(errc::unknown_version, where + "/at", "unknown version \"" + *at + "\"");
        sc.p = static_cast<std::size_t>(e.path.data() - text.data());
        if (!path) return fail(errc::wrong_type, where + "/path", "expected a JSON Pointer");
        residue_entry entry;
        residue_kind kind = residue_kind::value;
        if (!e.length.empty()) {
            kind = residue_kind::length;
            auto n = json::read<dependent_t<std::size_t, template_tag<S>>>(e.length);
            sc.p = static_cast<std::size_t>(e.length.data() - text.data());
            if (!n) return fail(errc::wrong_type, where + "/length", "expected a length");
            if (!e.value.empty() || !e.older.empty() || !e.derived.empty())
                return fail(errc::invalid_value, where, "a length entry has no value");
            // a length belongs to a vector the residue can reach
            residue_length_probe probe;
            sc.p = static_cast<std::size_t>(e.path.data() - text.data());
            if (!resolve_at<S>(version, *path, residue_kind::length, probe))
                return fail(errc::invalid_value, where + "/path", "no sequence (vector, deque, list, ...) at " + *path + " in " + *at);
            entry.value = residue_value::of(*n);
        } else {
            if (e.value.empty()) return fail(errc::missing_key, where + "/value", "missing \"value\" (or \"length\")");
            if (!e.older.empty() && !e.derived.empty())
                return fail(errc::invalid_value, where, "an entry has \"older\" or \"derived\", not both");
            if (!e.derived.empty()) kind = residue_kind::derived;
            residue_entry_reader reader{e, entry, text, where};
            if (!resolve_at<S>(version, *path, kind, reader)) {
                if (reader.error.code != errc{}) return reader.error;
                sc.p = static_cast<std::size_t>(e.path.data() - text.data());
                return fail(errc::invalid_value, where + "/path",
                            "nothing a downgrade can lose is at " + *path + " in " + *at);
            }
        }
        // one entry per version, path and kind: a second one would silently replace the first
        if (d.find(version, *path, kind) != d.map.end()) {
            sc.p = e.at_offset;
            return fail(errc::invalid_value, where,
                        "a second entry for version " + *at + " and path " + *path + " (one per version and path)");
        }
        d.add(version, *path, kind, std::move(entry));
    }
    return rest;
}

} // namespace detail

namespace json {

// Reads a residue written by json::write(rest). A residue of another format (a newer library's)
// is an error, as is an entry whose version or path the struct does not have.
template <class T>
    requires detail::is_residue<T>::value
result<T> read(std::string_view text, const read_options& options = {}) {
    return detail::residue_reader<T>::read(text, options);
}

// Appends the residue's JSON form to out; only what differs is in it.
template <template <class> class S>
void write(const residue<S>& rest, std::string& out, const write_options& = {}) {
    using detail::residue_kind;
    const detail::residue_entries& d = detail::residue_access::entries(rest);
    out += "{\"format\":";
    out += std::to_string(detail::residue_json::format);
    out += ",\"entries\":[";
    bool first = true;
    for (const auto& [key, e] : d.map) {
        if (!first) out += ',';
        first = false;
        out += "{\"at\":";
        json::write(std::string(detail::version_list_traits<versions_of_t<S>>::names[key.version]), out);
        out += ",\"path\":";
        json::write(key.path, out);
        if (key.kind == residue_kind::length) {
            std::size_t n = 0;
            e.value.load(n);
            out += ",\"length\":";
            out += std::to_string(n);
        } else {
            detail::residue_entry_writer w{e, out};
            if (!detail::resolve_at<S>(key.version, key.path, key.kind, w))
                throw error_exception(error{errc::invalid_value, key.path, 0, 0, 0,
                                            "the residue holds a value of another type at this path"});
        }
        out += '}';
    }
    out += "]}";
}
template <template <class> class S>
std::string write(const residue<S>& rest, const write_options& options = {}) {
    std::string out;
    json::write(rest, out, options);
    return out;
}

} // namespace json

} // namespace versioned

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_RESIDUE_HPP
