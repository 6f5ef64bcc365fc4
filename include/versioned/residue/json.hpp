// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_RESIDUE_JSON_HPP
#define VERSIONED_RESIDUE_JSON_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// The residue's JSON form (DESIGN.md §7): json::write(rest), json::read<residue<S>>(text).
//
//
//   {"format":1,"entries":[
//     {"at":"v1","path":"/port","value":70000,"older":4464},         a value the older type cannot hold
//     {"at":"v1beta1","path":"/replicas","value":5},                  a field the older version lacks
//     {"at":"v1beta1","path":"/bars","length":3},                     a sequence's length at the older version
//     {"at":"v1beta1","path":"/phase","value":"Paused","older":"Running"}, an enumerator the older version lacks
//     {"at":"v1","path":"/host","value":"a:b","derived":"a"},         what a hook step lost, and what it derived
//     {"at":"v1","path":"/hostPort","dropped":8081},                   a removed field's value, dropped by the upgrade to v1
//     {"at":"v1","path":"/ports","dropped_length":2}]}                 a sequence's length at v1, above dropped values
//
// Written and read as a document of its own (stored beside the object, e.g. in an annotation):
// json::write(rest), json::read<residue<S>>(text).

#include <versioned/json/read.hpp>
#include <versioned/json/write.hpp>
#include <versioned/reflection.hpp>
#include <versioned/residue/detail/json.hpp>
#include <versioned/residue/detail/store.hpp>
#include <versioned/residue/residue.hpp>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace versioned {

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
    template <class T>
    bool dropped() {
        const T* v = e.value.get<T>();
        if (v == nullptr) return false;
        out += ",\"dropped\":";
        json::write(*v, out);
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
    template <class T>
    bool dropped() {
        return false;
    }
    bool length() { return true; }
};

struct residue_entry_spans {
    std::size_t at_offset = 0;
    std::string_view at, path, value, older, derived, length, dropped, dropped_length;
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
        const std::string_view span = member == "older"     ? spans.older
                                      : member == "derived" ? spans.derived
                                      : member == "dropped" ? spans.dropped
                                                            : spans.value;
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
    template <class T>
    bool dropped() {
        T v{};
        if (!read_span(spans.dropped, "dropped", v)) return false;
        out.value = residue_value::of(std::move(v));
        return true;
    }
    bool length() { return false; }
};

// Reads a residue's JSON form in two passes: the envelope is read first with the JSON reader
// (so a duplicate member, nesting deeper than max_depth or a syntax error is reported as for any
// document, with its path), keeping each entry's members as spans of the text; then each entry
// is read with the types its version and path say are there.
//
// Every type here depends on S, so the JSON readers, results and containers it uses are
// instantiated only by a TU that reads a residue (clang: -450 instantiations in every TU of the
// umbrella).
template <template <class> class S>
class residue_document {
    using versions = versions_of_t<S>;
    using string = dependent_t<std::string, template_tag<S>>;
    using spans = dependent_t<residue_entry_spans, template_tag<S>>;
    using count = dependent_t<std::uint64_t, template_tag<S>>;
    using errc = json::errc;

public:
    residue_document(std::string_view text, const json::read_options& options) : text_(text) {
        options_.max_depth = options.max_depth;
    }

    json::result<residue<S>> read() {
        json::error failure = json::read_with(text_, [&](json::reader& in) { return envelope(in); }, options_);
        if (failure.code != errc{}) return failure;
        if (auto error = check_envelope()) return std::move(*error);
        residue<S> rest;
        residue_entries& d = residue_access::entries(rest);
        for (std::size_t i = 0; i < entries_.size(); ++i)
            if (auto error = read_entry(i, d)) return std::move(*error);
        return rest;
    }

private:
    json::error fail(errc code, std::string path, std::string detail) const {
        return residue_json::make_error(text_, at_, code, std::move(path), std::move(detail));
    }
    std::size_t offset_of(std::string_view span) const noexcept {
        return static_cast<std::size_t>(span.data() - text_.data());
    }

    // ---- the envelope: {"format":1,"entries":[{...},...]} --------------------------------------
    // A member that is not part of the form: the first one is reported after the envelope, so
    // that a newer format is reported as such.
    void note_unknown(std::string path, std::string_view span) {
        if (!bad_.empty()) return;
        bad_ = std::move(path);
        bad_at_ = offset_of(span);
    }
    bool envelope(json::reader& in) {
        return in.members([&](std::string_view key) {
            if (key == "format") return in.raw(format_);
            if (key == "entries") return in.elements([&](std::size_t) { return entry(in); });
            std::string_view span;
            if (!in.raw(span)) return false;
            note_unknown("/" + std::string(key), span);
            return true;
        });
    }
    bool entry(json::reader& in) {
        spans& found = entries_.emplace_back();
        found.at_offset = static_cast<std::size_t>(in.position() - text_.data());
        return in.members([&](std::string_view member) {
            std::string_view* slot = member == "at"        ? &found.at
                                     : member == "path"    ? &found.path
                                     : member == "value"   ? &found.value
                                     : member == "older"   ? &found.older
                                     : member == "derived" ? &found.derived
                                     : member == "length"  ? &found.length
                                     : member == "dropped" ? &found.dropped
                                     : member == "dropped_length" ? &found.dropped_length
                                                      : nullptr;
            std::string_view raw;
            if (!in.raw(raw)) return false;
            if (slot == nullptr) note_unknown("/entries/" + std::to_string(entries_.size() - 1) + "/" + std::string(member), raw);
            else *slot = raw;
            return true;
        });
    }
    // The format this library reads, and no member the form does not have.
    std::optional<json::error> check_envelope() {
        if (format_.empty()) return fail(errc::missing_key, "/format", "missing \"format\": not a residue");
        auto format = json::read<count>(format_);
        if (!format) {
            at_ = offset_of(format_);
            return fail(errc::wrong_type, "/format", "expected the format number");
        }
        if (*format != residue_json::format) {
            at_ = 0;
            return fail(errc::invalid_value, "/format",
                        "residue format " + std::to_string(*format) + " is not the format this library reads (" +
                            std::to_string(residue_json::format) + ")" +
                            (*format > residue_json::format ? "; a newer library wrote it" : ""));
        }
        if (bad_.empty()) return std::nullopt;
        at_ = bad_at_;
        return fail(errc::unknown_key, bad_, "not a member of a residue");
    }

    // ---- the entries ---------------------------------------------------------------------------
    std::optional<json::error> read_entry(std::size_t i, residue_entries& d) {
        const spans& e = entries_[i];
        const std::string where = "/entries/" + std::to_string(i);
        at_ = e.at_offset;
        if (e.at.empty()) return fail(errc::missing_key, where + "/at", "missing \"at\" (the version)");
        if (e.path.empty()) return fail(errc::missing_key, where + "/path", "missing \"path\"");
        auto at = json::read<string>(e.at);
        auto path = json::read<string>(e.path);
        at_ = offset_of(e.at);
        if (!at) return fail(errc::wrong_type, where + "/at", "expected a version name");
        std::size_t version = npos;
        for (std::size_t v = 0; v < versions::size; ++v)
            if (version_list_traits<versions>::names[v] == *at) version = v;
        if (version == npos) return fail(errc::unknown_version, where + "/at", "unknown version \"" + *at + "\"");
        at_ = offset_of(e.path);
        if (!path) return fail(errc::wrong_type, where + "/path", "expected a JSON Pointer");
        residue_entry entry;
        residue_kind kind = residue_kind::value;
        // the entry's kind, by its members: a length, a dropped value, or a value
        auto error = !e.length.empty() || !e.dropped_length.empty()
                         ? read_length_entry(e, where, version, *at, *path, kind, entry)
                     : !e.dropped.empty() ? read_dropped_entry(e, where, version, *at, *path, kind, entry)
                                          : read_value_entry(e, where, version, *at, *path, kind, entry);
        if (error) return error;
        // one entry per version, path and kind: a second one would silently replace the first
        if (d.find(version, *path, kind) != d.map.end()) {
            at_ = e.at_offset;
            return fail(errc::invalid_value, where,
                        "a second entry for version " + *at + " and path " + *path + " (one per version and path)");
        }
        d.add(version, *path, kind, std::move(entry));
        return std::nullopt;
    }
    // {"at":...,"path":...,"length":N}: a sequence's length at the older version;
    // {"at":...,"path":...,"dropped_length":N}: at the newer one, above values an upgrade dropped.
    std::optional<json::error> read_length_entry(const spans& e, const std::string& where, std::size_t version,
                                                 const string& at, const string& path, residue_kind& kind,
                                                 residue_entry& entry) {
        const bool by_upgrade = !e.dropped_length.empty();
        const std::string member = by_upgrade ? "/dropped_length" : "/length";
        const std::string_view span = by_upgrade ? e.dropped_length : e.length;
        kind = by_upgrade ? residue_kind::dropped_length : residue_kind::length;
        auto n = json::read<dependent_t<std::size_t, template_tag<S>>>(span);
        at_ = offset_of(span);
        if (!n) return fail(errc::wrong_type, where + member, "expected a length");
        if (!e.value.empty() || !e.older.empty() || !e.derived.empty() || !e.dropped.empty() ||
            (!e.length.empty() && by_upgrade))
            return fail(errc::invalid_value, where, "a length entry has no value");
        // a length belongs to a vector the residue can reach
        residue_length_probe probe;
        at_ = offset_of(e.path);
        if (!resolve_at<S>(version, path, kind, probe))
            return fail(errc::invalid_value, where + "/path",
                        "no sequence (vector, deque, list, ...) at " + path + " in " + at);
        entry.value = residue_value::of(*n);
        return std::nullopt;
    }
    // {"at":...,"path":...,"value":V[,"older":O | ,"derived":D]}
    std::optional<json::error> read_value_entry(const spans& e, const std::string& where, std::size_t version,
                                                const string& at, const string& path, residue_kind& kind,
                                                residue_entry& entry) {
        if (e.value.empty())
            return fail(errc::missing_key, where + "/value", "missing \"value\" (or \"length\", \"dropped\")");
        if (!e.older.empty() && !e.derived.empty())
            return fail(errc::invalid_value, where, "an entry has \"older\" or \"derived\", not both");
        if (!e.derived.empty()) kind = residue_kind::derived;
        residue_entry_reader reader{e, entry, text_, where};
        if (resolve_at<S>(version, path, kind, reader)) return std::nullopt;
        if (reader.error.code != errc{}) return reader.error;
        at_ = offset_of(e.path);
        return fail(errc::invalid_value, where + "/path", "nothing a downgrade can lose is at " + path + " in " + at);
    }
    // {"at":...,"path":...,"dropped":V}: the value of a field removed at `at`, which the
    // upgrade to it dropped.
    std::optional<json::error> read_dropped_entry(const spans& e, const std::string& where, std::size_t version,
                                                  const string& at, const string& path, residue_kind& kind,
                                                  residue_entry& entry) {
        if (!e.value.empty() || !e.older.empty() || !e.derived.empty())
            return fail(errc::invalid_value, where, "a dropped entry has no \"value\", \"older\" or \"derived\"");
        kind = residue_kind::dropped;
        residue_entry_reader reader{e, entry, text_, where};
        if (resolve_at<S>(version, path, kind, reader)) return std::nullopt;
        if (reader.error.code != errc{}) return reader.error;
        at_ = offset_of(e.path);
        return fail(errc::invalid_value, where + "/path", "no field removed at " + at + " is at " + path);
    }

    std::string_view text_;
    json::read_options options_{.version_key = ""};
    std::size_t at_ = 0;       // where the error being reported was detected
    std::string_view format_;  // the format's value, read after the envelope
    std::vector<spans> entries_;
    std::string bad_; // the first member that is not part of the form
    std::size_t bad_at_ = 0;
};

template <template <class> class S>
json::result<residue<S>> read_residue(std::string_view text, const json::read_options& options) {
    return residue_document<S>(text, options).read();
}

// The residue's JSON appended to out; false, with out as it was and e set, when a recorded
// value has no JSON. The entries' values are written by json::write, which throws.
template <template <class> class S>
bool write_residue(const residue<S>& rest, std::string& out, json::error& e) {
    const residue_entries& d = residue_access::entries(rest);
    const std::size_t start = out.size();
    const std::string* at = nullptr; // the entry being written
    try {
        out += "{\"format\":";
        out += std::to_string(residue_json::format);
        out += ",\"entries\":[";
        bool first = true;
        for (const auto& [key, entry] : d.map) {
            at = &key.path;
            if (!first) out += ',';
            first = false;
            out += "{\"at\":";
            json::write(std::string(version_list_traits<versions_of_t<S>>::names[key.version]), out);
            out += ",\"path\":";
            json::write(key.path, out);
            if (key.kind == residue_kind::length || key.kind == residue_kind::dropped_length) {
                std::size_t n = 0;
                entry.value.load(n);
                out += key.kind == residue_kind::length ? ",\"length\":" : ",\"dropped_length\":";
                out += std::to_string(n);
            } else {
                residue_entry_writer w{entry, out};
                if (!resolve_at<S>(key.version, key.path, key.kind, w)) {
                    out.resize(start);
                    e = json::error{json::errc::invalid_value, key.path, 0, 0, 0,
                                    "the residue holds a value of another type at this path"};
                    return false;
                }
            }
            out += '}';
        }
        out += "]}";
        return true;
    } catch (const json::error_exception& x) {
        out.resize(start);
        e = x.error();
        if (at != nullptr) e.path = *at + e.path;
        return false;
    }
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

// Appends the residue's JSON form to out; only what differs is in it. Throws error_exception
// (out unchanged) when a recorded value has no JSON (a NaN, a string that is not UTF-8); the
// error's path is the value's path in the struct.
template <template <class> class S>
void write(const residue<S>& rest, std::string& out, const write_options& = {}) {
    json::error e;
    if (!detail::write_residue(rest, out, e)) throw error_exception(std::move(e));
}
template <template <class> class S>
std::string write(const residue<S>& rest, const write_options& options = {}) {
    std::string out;
    json::write(rest, out, options);
    return out;
}

// Like write(rest), without exceptions: the JSON, or the error.
template <template <class> class S>
result<std::string> try_write(const residue<S>& rest, const write_options& = {}) {
    std::string out;
    json::error e;
    if (!detail::write_residue(rest, out, e)) return e;
    return out;
}

} // namespace json

} // namespace versioned

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_RESIDUE_JSON_HPP
