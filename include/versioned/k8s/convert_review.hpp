// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_K8S_CONVERT_REVIEW_HPP
#define VERSIONED_K8S_CONVERT_REVIEW_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// The ConversionReview protocol (apiextensions.k8s.io/v1), as the API server checks it:
//
//   versioned::k8s::review_response res = versioned::k8s::convert_review<api::Foo>(body);
//   // send res.status with res.body (res.content_type())
//
// Each object is read piecewise: apiVersion and kind decide the type, spec and status are read
// as the source version's structs, converted step by step to desiredAPIVersion, and written;
// metadata and every other member are copied byte for byte. What the target version cannot
// carry is kept in an annotation (a residue, §7) and given back on the way up.

#include <versioned/convert.hpp>
#include <versioned/json.hpp>
#include <versioned/k8s/crd.hpp>
#include <versioned/k8s/names.hpp>
#include <versioned/k8s/object.hpp>
#include <versioned/residue.hpp>
#include <versioned/versions.hpp>

#include <chrono>
#include <cstddef>
#include <exception>
#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace versioned::k8s {

// What to send back to the API server.
struct review_response {
    int status = 200;  // 200 (a Success or Failure result) or 400 (not a ConversionReview)
    std::string body;  // 200: the ConversionReview JSON; 400: a plain-text reason
    std::string_view content_type() const noexcept {
        return status == 200 ? std::string_view("application/json") : std::string_view("text/plain; charset=utf-8");
    }
};

enum class conversion_outcome { success, failure, bad_request };
enum class event_scope { object, review };

// Given to the observer once per object converted and once per review, with the fields the
// reference implementation emits as k8s.crd.conversion.*. The views live during the call only.
struct conversion_event {
    event_scope scope = event_scope::object;
    std::string_view kind;                  // k8s.crd.conversion.kind ("" when unknown)
    std::string_view api_version;           // k8s.crd.conversion.api_version (objects only)
    std::string_view desired_api_version;   // k8s.crd.conversion.desired_api_version
    std::size_t steps = 0;                  // k8s.crd.conversion.steps: versions crossed
    std::size_t converted_object_count = 0; // k8s.crd.conversion.converted_object_count
    std::chrono::nanoseconds duration{};
    conversion_outcome outcome = conversion_outcome::success;
    std::string_view message; // the reason, when not a success
    std::string_view uid;     // request.uid ("" when there is none)
};

struct review_options {
    // The annotation that keeps an object's residue; empty: "<group>/conversion-residue".
    std::string residue_annotation;
    // Called per object and per review; when empty nothing is measured.
    std::function<void(const conversion_event&)> observer;
};

namespace detail {

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
inline json::error split_object(std::string_view text, std::vector<raw_member>& out) {
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
        plain_read_options());
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

// The converter of one kind: reads spec and status at the source version, steps them to the
// target version (an adjacent step at a time, so a kind of V versions instantiates 2(V-1)
// conversions, not V^2), and writes the object.
template <template <class> class K>
struct kind_converter {
    using crd = crd_of_t<K>;
    using versions = typename crd::versioned_module::versions;
    static constexpr std::size_t version_count = versions::size;
    static constexpr std::string_view group = crd::versioned_info.group;
    static constexpr std::string_view kind = crd::versioned_info.kind;

    static std::size_t version_index(std::string_view name) noexcept {
        for (std::size_t i = 0; i < version_count; ++i)
            if (::versioned::detail::version_list_traits<versions>::names[i] == name) return i;
        return ::versioned::detail::npos;
    }
    static std::string version_list() {
        std::string s;
        for (std::size_t i = 0; i < version_count; ++i) {
            if (i != 0) s += ", ";
            s += ::versioned::detail::version_list_traits<versions>::names[i];
        }
        return s;
    }

    // Steps x (at version I) to version `to`, then writes it into out.
    template <std::size_t I, class T, class Rest>
    static void step_and_write(T&& x, std::size_t to, Rest& rest, std::string& out) {
        if (I == to) {
            json::write(x, out);
        } else if constexpr (I + 1 < version_count) {
            if (to > I) {
                step_and_write<I + 1>(::versioned::upgrade(static_cast<T&&>(x), rest), to, rest, out);
                return;
            }
            if constexpr (I > 0) step_and_write<I - 1>(::versioned::downgrade(static_cast<T&&>(x), rest), to, rest, out);
        } else if constexpr (I > 0) {
            step_and_write<I - 1>(::versioned::downgrade(static_cast<T&&>(x), rest), to, rest, out);
        }
    }

    // Reads a part (spec or status) at version `from`, converts and writes it; false with why.
    template <template <class> class Part, class Rest>
    static bool convert_part(std::string_view text, std::size_t from, std::size_t to, Rest& rest, std::string& out,
                             std::string& why) {
        return ::versioned::detail::json_io::dispatch_index<version_count>(from, [&](auto I) {
            using T = Part<version_at_t<versions, decltype(I)::value>>;
            auto value = json::read<T>(text, plain_read_options());
            if (!value) {
                why = part_error(value.error());
                return false;
            }
            step_and_write<decltype(I)::value>(std::move(*value), to, rest, out);
            return true;
        });
    }

    template <class V>
    using spec_template = typename crd::template versioned_spec<V>;
    template <class V>
    using status_template = typename crd::template versioned_status<V>;

    // Converts one object; appends it to out, or returns false with why.
    static bool convert(const object_view& obj, std::size_t from, std::size_t to, std::string_view desired,
                        std::string_view annotation_key, std::string& out, std::string& why) {
        object_residue<K> rest;
        // The residue an earlier conversion left in the annotation.
        const raw_member* annotations = find_member(obj.metadata, "annotations");
        std::vector<raw_member> annotation_members;
        bool had_residue = false;
        if (annotations != nullptr && annotations->json != "null") {
            if (json::error e = split_object(annotations->json, annotation_members); e.code != json::errc{}) {
                why = "metadata.annotations: " + part_error(e);
                return false;
            }
            if (const raw_member* m = find_member(annotation_members, annotation_key)) {
                had_residue = true;
                auto text = json::read<std::string>(m->json, plain_read_options());
                if (!text) {
                    why = "annotation \"" + std::string(annotation_key) + "\" is not a string";
                    return false;
                }
                auto r = json::read<object_residue<K>>(*text, plain_read_options());
                if (!r) {
                    why = "annotation \"" + std::string(annotation_key) +
                          "\" does not hold a conversion residue: " + part_error(r.error());
                    return false;
                }
                rest = std::move(*r);
            }
        }
        // spec and status, converted, before anything is written: a failure leaves out as it was.
        std::string spec_json;
        const raw_member* spec = find_member(obj.members, "spec");
        if (!convert_part<spec_template>(spec ? spec->json : std::string_view("{}"), from, to, rest.spec, spec_json,
                                         why)) {
            why = "spec: " + why;
            return false;
        }
        std::string status_json;
        const raw_member* status = find_member(obj.members, "status");
        if constexpr (crd::versioned_has_status) {
            if (status != nullptr && status->json != "null" &&
                !convert_part<status_template>(status->json, from, to, rest.status, status_json, why)) {
                why = "status: " + why;
                return false;
            }
        } else {
            if (status != nullptr) {
                why = "the kind has no status, but the object has one";
                return false;
            }
        }
        // The annotation: written when something would be lost, removed once empty.
        std::string residue_text;
        if (!rest.empty()) residue_text = json::write(rest);
        const bool touch_annotations = had_residue || !residue_text.empty();
        std::string annotations_json;
        if (touch_annotations) {
            annotations_json += '{';
            bool first = true;
            std::size_t total = 0;
            for (const raw_member& m : annotation_members) {
                if (m.key == annotation_key) continue;
                if (!first) annotations_json += ',';
                first = false;
                append_json_string(annotations_json, m.key);
                annotations_json += ':';
                annotations_json += m.json;
                total += m.key.size() + m.json.size();
            }
            if (!residue_text.empty()) {
                if (!first) annotations_json += ',';
                first = false;
                append_json_string(annotations_json, annotation_key);
                annotations_json += ':';
                append_json_string(annotations_json, residue_text);
                total += annotation_key.size() + residue_text.size();
            }
            annotations_json += '}';
            // The API server refuses annotations over 256 KiB in total.
            if (total > 256 * 1024) {
                why = "the conversion residue would make metadata.annotations larger than 256 KiB (" +
                      std::to_string(total) + " bytes)";
                return false;
            }
            if (first) annotations_json.clear(); // empty: the member goes
        }
        // The object: members in their order, values as they were except these.
        out += '{';
        bool first = true;
        bool wrote_spec = false;
        auto member = [&](std::string_view key) {
            if (!first) out += ',';
            first = false;
            append_json_string(out, key);
            out += ':';
        };
        for (const raw_member& m : obj.members) {
            if (m.key == "apiVersion") {
                member(m.key);
                append_json_string(out, desired);
            } else if (m.key == "spec") {
                member(m.key);
                out += spec_json;
                wrote_spec = true;
            } else if (m.key == "status" && !status_json.empty()) {
                member(m.key);
                out += status_json;
            } else if (m.key == "metadata" && touch_annotations) {
                member(m.key);
                out += '{';
                bool first_meta = true;
                bool wrote_annotations = false;
                for (const raw_member& mm : obj.metadata) {
                    std::string_view value = mm.json;
                    if (mm.key == "annotations") {
                        wrote_annotations = true;
                        if (annotations_json.empty()) continue;
                        value = annotations_json;
                    }
                    if (!first_meta) out += ',';
                    first_meta = false;
                    append_json_string(out, mm.key);
                    out += ':';
                    out += value;
                }
                if (!wrote_annotations && !annotations_json.empty()) {
                    if (!first_meta) out += ',';
                    out += "\"annotations\":";
                    out += annotations_json;
                }
                out += '}';
            } else {
                member(m.key);
                out += m.json;
            }
        }
        if (!wrote_spec) {
            member("spec");
            out += spec_json;
        }
        if (touch_annotations && find_member(obj.members, "metadata") == nullptr && !annotations_json.empty()) {
            member("metadata");
            out += "{\"annotations\":";
            out += annotations_json;
            out += '}';
        }
        out += '}';
        return true;
    }
};

// The review's envelope, as found in one pass over the body.
struct review_request {
    std::string_view api_version; // raw JSON values: checked after the pass, so that a value
    std::string_view kind;        // of the wrong type is a 400 with a reason, not a parse error
    std::string_view request;
    std::string_view uid_json;
    std::string_view desired_json;
    std::string_view objects;
    bool request_is_object = false;
    std::string uid;
    std::string desired;
};

// The 400 cases of §8, checked once the whole body was read; "" when it is a ConversionReview.
inline std::string envelope_error(review_request& req) {
    const auto api_version = json_string(req.api_version);
    if (!api_version) return "the ConversionReview has no apiVersion (a string)";
    if (*api_version != "apiextensions.k8s.io/v1")
        return "unsupported ConversionReview apiVersion \"" + *api_version + "\" (expected \"apiextensions.k8s.io/v1\")";
    const auto kind = json_string(req.kind);
    if (!kind || *kind != "ConversionReview")
        return "the body's kind is " + (kind ? "\"" + *kind + "\"" : std::string("missing")) +
               ", expected \"ConversionReview\"";
    if (req.request.empty() || req.request == "null") return "the ConversionReview has no request";
    if (!req.request_is_object) return "the ConversionReview's request is not an object";
    const auto uid = json_string(req.uid_json);
    if (!uid || uid->empty()) return "the request has no uid (a non-empty string)";
    const auto desired = json_string(req.desired_json);
    if (!desired || desired->empty()) return "the request has no desiredAPIVersion (a non-empty string)";
    if (req.objects.empty() || req.objects.front() != '[') return "the request has no objects (an array)";
    req.uid = *uid;
    req.desired = *desired;
    return {};
}

using clock = std::chrono::steady_clock;

} // namespace detail

// The whole ConversionReview protocol for the kinds declared by VERSIONED_CRD, dispatched on
// each object's group and kind: convert_review<api::Foo, api::CronTab>(body). Never throws.
//
// One pass over the body: the envelope's members are noted as they come, and when
// desiredAPIVersion precedes the objects (as the API server writes it) each object is converted
// as soon as it is read; otherwise the objects are converted after the pass.
template <template <class> class... Kinds>
review_response convert_review(std::string_view body, const review_options& options = {}) {
    static_assert(sizeof...(Kinds) > 0, "versioned::k8s::convert_review<Kind...>: name at least one kind");
    using namespace detail;
    const bool observed = static_cast<bool>(options.observer);
    const clock::time_point review_start = observed ? clock::now() : clock::time_point{};
    review_request req;
    std::string kind_seen; // the review event's kind: the objects'
    auto report_review = [&](conversion_outcome outcome, std::string_view message, std::size_t count) {
        if (!observed) return;
        conversion_event e;
        e.scope = event_scope::review;
        e.kind = kind_seen;
        e.desired_api_version = req.desired;
        e.converted_object_count = count;
        e.duration = clock::now() - review_start;
        e.outcome = outcome;
        e.message = message;
        e.uid = req.uid;
        try {
            options.observer(e);
        } catch (...) {
            // An observer's failure is not the review's.
        }
    };
    auto failure_body = [&](std::string_view message) {
        std::string b = R"({"apiVersion":"apiextensions.k8s.io/v1","kind":"ConversionReview","response":{"uid":)";
        append_json_string(b, req.uid);
        b += R"(,"result":{"status":"Failure","message":)";
        append_json_string(b, message);
        b += "}}}";
        return b;
    };
    try {
        // The desired version, once known: must be a version of a kind this webhook serves.
        std::string desired_group, desired_version;
        bool desired_read = false;
        bool desired_known = false;
        auto note_desired = [&](std::string_view raw) {
            const auto d = json_string(raw);
            if (!d) return;
            desired_read = true;
            req.desired = *d;
            split_api_version(req.desired, desired_group, desired_version);
            desired_known = ((desired_group == kind_converter<Kinds>::group &&
                              kind_converter<Kinds>::version_index(desired_version) != ::versioned::detail::npos) ||
                             ...);
        };

        std::string converted;
        converted.reserve(body.size() + body.size() / 8 + 64);
        std::string failure;
        std::size_t count = 0;
        object_view obj;
        // One object, known to be of kind K: its versions, then the conversion.
        auto convert_as = [&]<template <class> class K>(std::string_view text, std::size_t& from, std::size_t& to) {
            using C = kind_converter<K>;
            from = C::version_index(obj.version);
            to = C::version_index(desired_version);
            if (from == ::versioned::detail::npos || to == ::versioned::detail::npos) {
                const bool source = from == ::versioned::detail::npos;
                from = to = 0;
                return std::string(source ? "unknown apiVersion \"" + obj.api_version + "\""
                                          : "desiredAPIVersion \"" + req.desired + "\" is not a version of it") +
                       " (" + std::string(C::kind) + " has " + C::version_list() + ")";
            }
            if (!converted.empty()) converted += ',';
            if (from == to) {
                converted += text; // already at the desired version: unchanged
                return std::string();
            }
            const std::string annotation = options.residue_annotation.empty()
                                               ? std::string(C::group) + "/conversion-residue"
                                               : options.residue_annotation;
            if (!is_qualified_name(annotation))
                return "review_options::residue_annotation \"" + annotation + "\" is not a valid annotation key";
            std::string why;
            if (!C::convert(obj, from, to, req.desired, annotation, converted, why)) return why;
            return std::string();
        };
        // An object whose members are in obj.members: "" or why it cannot be converted.
        auto convert_object = [&](std::string_view text, std::size_t& from, std::size_t& to,
                                  std::string_view& kind_name) -> std::string {
            if (const raw_member* meta = find_member(obj.members, "metadata")) {
                if (json::error e = split_object(meta->json, obj.metadata); e.code != json::errc{})
                    return "metadata is not an object: " + part_error(e);
            }
            const auto api_version = string_member(obj.members, "apiVersion");
            if (!api_version) return "no apiVersion (a string)";
            obj.api_version = *api_version;
            const auto kind = string_member(obj.members, "kind");
            if (!kind) return "no kind (a string)";
            obj.kind = *kind;
            split_api_version(obj.api_version, obj.group, obj.version);
            if (obj.group != desired_group)
                return "apiVersion \"" + obj.api_version + "\" is not in the group of desiredAPIVersion \"" +
                       req.desired + "\"";
            std::string why = "kind \"" + obj.kind + "\" of group \"" + obj.group + "\" is not converted by this webhook";
            (void)((obj.group == kind_converter<Kinds>::group && obj.kind == kind_converter<Kinds>::kind &&
                    (kind_name = kind_converter<Kinds>::kind,
                     why = convert_as.template operator()<Kinds>(text, from, to), true)) ||
                   ...);
            return why;
        };
        // One element of request.objects, the reader at it. Returns false only for malformed JSON
        // (a 400); a conversion failure is kept in `failure` and the rest is only checked.
        auto object_element = [&](json::reader& in, std::size_t index) -> bool {
            if (!failure.empty() || !desired_known) return in.skip();
            const clock::time_point object_start = observed ? clock::now() : clock::time_point{};
            const char* start = in.position();
            obj.members.clear();
            obj.metadata.clear();
            obj.api_version.clear();
            obj.kind.clear();
            std::size_t from = 0, to = 0;
            std::string_view kind_name;
            std::string why;
            if (start == body.data() + body.size() || *start != '{') {
                std::string_view ignored;
                if (!in.raw(ignored)) return false;
                why = "not a JSON object";
            } else {
                const bool parsed = in.members([&](std::string_view key) {
                    raw_member& m = obj.members.emplace_back();
                    m.key = key;
                    return in.raw(m.json);
                });
                if (!parsed) return false;
                const std::size_t mark = converted.size();
                try {
                    why = convert_object(in.text_since(start), from, to, kind_name);
                } catch (const std::exception& e) {
                    why = std::string("internal error occurred during conversion: ") + e.what();
                } catch (...) {
                    why = "internal error occurred during conversion";
                }
                if (!why.empty()) converted.resize(mark);
            }
            const bool ok = why.empty();
            if (!ok) failure = obj.label(index) + ": " + why;
            if (kind_seen.empty()) kind_seen = kind_name;
            if (observed) {
                conversion_event e;
                e.scope = event_scope::object;
                e.kind = kind_name.empty() ? std::string_view(obj.kind) : kind_name;
                e.api_version = obj.api_version;
                e.desired_api_version = req.desired;
                e.steps = from > to ? from - to : to - from;
                e.converted_object_count = ok ? 1 : 0;
                e.duration = clock::now() - object_start;
                e.outcome = ok ? conversion_outcome::success : conversion_outcome::failure;
                e.message = failure;
                e.uid = req.uid;
                try {
                    options.observer(e);
                } catch (...) {
                    // An observer's failure is not the review's.
                }
            }
            if (ok) ++count;
            return true;
        };

        bool deferred = false; // objects came before desiredAPIVersion
        const json::error parse_error = json::read_with(
            body,
            [&](json::reader& in) {
                return in.members([&](std::string_view key) -> bool {
                    if (key == "apiVersion") return in.raw(req.api_version);
                    if (key == "kind") return in.raw(req.kind);
                    if (key != "request") return in.skip();
                    const char* at = in.position();
                    if (at == body.data() + body.size() || *at != '{') return in.raw(req.request);
                    req.request_is_object = true;
                    const bool ok = in.members([&](std::string_view field) -> bool {
                        if (field == "uid") return in.raw(req.uid_json);
                        if (field == "desiredAPIVersion") {
                            if (!in.raw(req.desired_json)) return false;
                            note_desired(req.desired_json);
                            return true;
                        }
                        if (field != "objects") return in.skip();
                        const char* list = in.position();
                        if (!desired_read || list == body.data() + body.size() || *list != '[') {
                            deferred = desired_read ? false : true;
                            return in.raw(req.objects);
                        }
                        if (!in.elements([&](std::size_t index) { return object_element(in, index); })) return false;
                        req.objects = in.text_since(list);
                        return true;
                    });
                    req.request = in.text_since(at);
                    return ok;
                });
            },
            plain_read_options());
        if (parse_error.code != json::errc{}) {
            std::string why = "the body is not a JSON object: " + parse_error.message();
            report_review(conversion_outcome::bad_request, why, 0);
            return {400, std::move(why)};
        }
        if (std::string why = envelope_error(req); !why.empty()) {
            report_review(conversion_outcome::bad_request, why, 0);
            return {400, std::move(why)};
        }
        if (!desired_known) {
            std::string m = "desiredAPIVersion \"" + req.desired + "\" is not served by this webhook (serves:";
            bool first = true;
            ((m += std::string(first ? " " : "; ") + std::string(kind_converter<Kinds>::kind) + "." +
                   std::string(kind_converter<Kinds>::group) + " " + kind_converter<Kinds>::version_list(),
              first = false),
             ...);
            m += ')';
            report_review(conversion_outcome::failure, m, 0);
            return {200, failure_body(m)};
        }
        if (deferred) {
            // Already checked to be valid JSON: a failure here is a conversion's, kept in failure.
            (void)json::read_with(
                req.objects,
                [&](json::reader& in) {
                    return in.elements([&](std::size_t index) { return object_element(in, index); });
                },
                plain_read_options());
        }
        if (!failure.empty()) {
            report_review(conversion_outcome::failure, failure, 0);
            return {200, failure_body(failure)};
        }

        review_response r;
        r.body.reserve(converted.size() + 200);
        r.body = R"({"apiVersion":"apiextensions.k8s.io/v1","kind":"ConversionReview","response":{"uid":)";
        append_json_string(r.body, req.uid);
        r.body += R"(,"convertedObjects":[)";
        r.body += converted;
        r.body += R"(],"result":{"status":"Success"}}})";
        report_review(conversion_outcome::success, {}, count);
        return r;
    } catch (const std::exception& e) {
        std::string m = std::string("internal error occurred during conversion: ") + e.what();
        report_review(conversion_outcome::failure, m, 0);
        if (req.uid.empty()) return {400, std::move(m)};
        return {200, failure_body(m)};
    } catch (...) {
        report_review(conversion_outcome::failure, "internal error occurred during conversion", 0);
        return {400, "internal error occurred during conversion"};
    }
}

} // namespace versioned::k8s

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_K8S_CONVERT_REVIEW_HPP
