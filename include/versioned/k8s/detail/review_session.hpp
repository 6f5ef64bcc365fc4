// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_K8S_DETAIL_REVIEW_SESSION_HPP
#define VERSIONED_K8S_DETAIL_REVIEW_SESSION_HPP

// One ConversionReview being answered, in named steps: the body split into its envelope and
// objects, each object converted (dispatched on its group and kind), the response written.

#include <versioned/json/read.hpp>
#include <versioned/k8s/detail/kind_converter.hpp>
#include <versioned/k8s/detail/kind_functions.hpp>
#include <versioned/k8s/detail/raw_object.hpp>
#include <versioned/k8s/names.hpp>
#include <versioned/k8s/review_options.hpp>

#include <chrono>
#include <cstddef>
#include <exception>
#include <string>
#include <string_view>
#include <utility>

namespace versioned::k8s::detail {

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

// What converting one object found out, for its event and the review's failure.
struct object_outcome {
    std::size_t from = 0, to = 0; // version indexes
    std::string_view kind_name;   // the kind's, when it is one of the webhook's
    std::string why;              // "" on success
};

template <template <class> class... Kinds>
class review_session {
public:
    review_session(std::string_view body, const review_options& options)
        : body_(body), options_(options), observed_(static_cast<bool>(options.observer)),
          start_(observed_ ? clock::now() : clock::time_point{}) {
        obj_.parts.max_depth = options.max_depth;
        obj_.parts.check_constraints = options.check_constraints;
    }

    // The response. Objects are converted as soon as they are read when desiredAPIVersion
    // precedes them (as the API server writes it); otherwise after the pass over the body.
    review_response run() {
        converted_.reserve(body_.size() + body_.size() / 8 + 64);
        const json::error parse_error = split_review();
        if (parse_error.code == json::errc::too_deep)
            return bad_request("the ConversionReview is nested deeper than review_options::max_depth (" +
                               std::to_string(options_.max_depth) + "): " + parse_error.message());
        if (parse_error.code != json::errc{}) return bad_request("the body is not a JSON object: " + parse_error.message());
        if (std::string why = envelope_error(req_); !why.empty()) return bad_request(std::move(why));
        if (!desired_known_) return failure(not_served_message());
        if (deferred_) {
            // Already checked to be valid JSON: a failure here is a conversion's, kept in failure_.
            (void)json::read_with(
                req_.objects, [&](json::reader& in) { return objects(in); }, obj_.parts);
        }
        if (!failure_.empty()) return failure(failure_);
        return success();
    }

    // What an exception escaping the steps above becomes: a Failure when the review's uid is
    // known, else a 400. what: the exception's what(), nullptr for one that is no std::exception.
    review_response internal_error(const char* what) {
        std::string m = "internal error occurred during conversion";
        if (what != nullptr) m += std::string(": ") + what;
        report_review(conversion_outcome::failure, m, 0);
        if (req_.uid.empty() || what == nullptr) return {400, std::move(m)};
        return {200, failure_body(m)};
    }

private:
    // ---- split the body into its envelope and objects -----------------------------------------
    json::error split_review() {
        return json::read_with(
            body_,
            [&](json::reader& in) {
                return in.members([&](std::string_view key) -> bool {
                    if (key == "apiVersion") return in.raw(req_.api_version);
                    if (key == "kind") return in.raw(req_.kind);
                    if (key != "request") return in.skip();
                    return request(in);
                });
            },
            obj_.parts);
    }
    bool request(json::reader& in) {
        const char* at = in.position();
        if (at == body_.data() + body_.size() || *at != '{') return in.raw(req_.request);
        req_.request_is_object = true;
        const bool ok = in.members([&](std::string_view field) -> bool {
            if (field == "uid") return in.raw(req_.uid_json);
            if (field == "desiredAPIVersion") {
                if (!in.raw(req_.desired_json)) return false;
                note_desired(req_.desired_json);
                return true;
            }
            if (field != "objects") return in.skip();
            const char* list = in.position();
            if (!desired_read_ || list == body_.data() + body_.size() || *list != '[') {
                deferred_ = !desired_read_;
                return in.raw(req_.objects);
            }
            if (!objects(in)) return false;
            req_.objects = in.text_since(list);
            return true;
        });
        req_.request = in.text_since(at);
        return ok;
    }
    // The desired version, once known: it must be a version of a kind this webhook serves.
    void note_desired(std::string_view raw) {
        const auto d = json_string(raw);
        if (!d) return;
        desired_read_ = true;
        req_.desired = *d;
        split_api_version(req_.desired, desired_group_, desired_version_);
        desired_known_ = ((desired_group_ == kind_converter<Kinds>::group &&
                           kind_converter<Kinds>::version_index(desired_version_) != ::versioned::detail::npos) ||
                          ...);
    }
    bool objects(json::reader& in) {
        return in.elements([&](std::size_t index) { return object_element(in, index); });
    }

    // ---- convert one object -------------------------------------------------------------------
    // One element of request.objects, the reader at it. False only for malformed JSON (a 400); a
    // conversion failure is kept in failure_ and the rest is only checked.
    bool object_element(json::reader& in, std::size_t index) {
        if (!failure_.empty() || !desired_known_) return in.skip();
        const clock::time_point object_start = observed_ ? clock::now() : clock::time_point{};
        const char* start = in.position();
        obj_.members.clear();
        obj_.metadata.clear();
        obj_.api_version.clear();
        obj_.kind.clear();
        object_outcome o;
        if (start == body_.data() + body_.size() || *start != '{') {
            std::string_view ignored;
            if (!in.raw(ignored)) return false;
            o.why = "not a JSON object";
        } else {
            const bool parsed = in.members([&](std::string_view key) {
                raw_member& member = obj_.members.emplace_back();
                member.key = key;
                return in.raw(member.json);
            });
            if (!parsed) return false;
            convert_guarded(in.text_since(start), o);
        }
        if (!o.why.empty()) failure_ = obj_.label(index) + ": " + o.why;
        if (kind_seen_.empty()) kind_seen_ = o.kind_name;
        report_object(o, object_start);
        if (o.why.empty()) ++count_;
        return true;
    }
    // A conversion's exception fails its object, as controller-runtime turns a panic into
    // "internal error occurred during conversion".
    void convert_guarded(std::string_view text, object_outcome& o) {
        const std::size_t mark = converted_.size();
        try {
            convert_object(text, o);
        } catch (const std::exception& e) {
            o.why = std::string("internal error occurred during conversion: ") + e.what();
        } catch (...) {
            o.why = "internal error occurred during conversion";
        }
        if (!o.why.empty()) converted_.resize(mark);
    }
    // An object whose members are in obj_.members: its version and kind, then the conversion.
    void convert_object(std::string_view text, object_outcome& o) {
        if (const raw_member* meta = find_member(obj_.members, "metadata")) {
            if (json::error e = split_object(meta->json, obj_.metadata, obj_.parts); e.code != json::errc{}) {
                o.why = "metadata is not an object: " + part_error(e);
                return;
            }
        }
        const auto api_version = string_member(obj_.members, "apiVersion");
        const auto kind = string_member(obj_.members, "kind");
        if (!api_version || !kind) {
            o.why = !api_version ? "no apiVersion (a string)" : "no kind (a string)";
            if (api_version) obj_.api_version = *api_version;
            return;
        }
        obj_.api_version = *api_version;
        obj_.kind = *kind;
        split_api_version(obj_.api_version, obj_.group, obj_.version);
        if (obj_.group != desired_group_) {
            o.why = "apiVersion \"" + obj_.api_version + "\" is not in the group of desiredAPIVersion \"" +
                    req_.desired + "\"";
            return;
        }
        const bool served = ((obj_.group == kind_converter<Kinds>::group && obj_.kind == kind_converter<Kinds>::kind &&
                              (o.kind_name = kind_converter<Kinds>::kind, convert_as<Kinds>(text, o), true)) ||
                             ...);
        if (!served)
            o.why = "kind \"" + obj_.kind + "\" of group \"" + obj_.group + "\" is not converted by this webhook";
    }
    // One object, known to be of kind K.
    template <template <class> class K>
    void convert_as(std::string_view text, object_outcome& o) {
        using C = kind_converter<K>;
        o.from = C::version_index(obj_.version);
        o.to = C::version_index(desired_version_);
        if (o.from == ::versioned::detail::npos || o.to == ::versioned::detail::npos) {
            const bool source = o.from == ::versioned::detail::npos;
            o.from = o.to = 0;
            o.why = std::string(source ? "unknown apiVersion \"" + obj_.api_version + "\""
                                       : "desiredAPIVersion \"" + req_.desired + "\" is not a version of it") +
                    " (" + std::string(C::kind) + " has " + C::version_list() + ")";
            return;
        }
        if (!converted_.empty()) converted_ += ',';
        if (o.from == o.to) {
            converted_ += text; // already at the desired version: unchanged
            return;
        }
        const std::string annotation = options_.residue_annotation.empty()
                                           ? std::string(C::group) + "/conversion-residue"
                                           : options_.residue_annotation;
        if (!is_qualified_name(annotation)) {
            o.why = "review_options::residue_annotation \"" + annotation + "\" is not a valid annotation key";
            return;
        }
        if constexpr (extern_kind<crd_of_t<K>>::value) // VERSIONED_EXTERN: compiled elsewhere
            extern_kind<crd_of_t<K>>::functions::convert_object(obj_, o.from, o.to, req_.desired, annotation, converted_,
                                                                o.why);
        else
            C::convert(obj_, o.from, o.to, req_.desired, annotation, converted_, o.why);
    }

    // ---- write the response -------------------------------------------------------------------
    review_response success() {
        review_response r;
        r.body.reserve(converted_.size() + 200);
        r.body = R"({"apiVersion":"apiextensions.k8s.io/v1","kind":"ConversionReview","response":{"uid":)";
        append_json_string(r.body, req_.uid);
        r.body += R"(,"convertedObjects":[)";
        r.body += converted_;
        r.body += R"(],"result":{"status":"Success"}}})";
        report_review(conversion_outcome::success, {}, count_);
        return r;
    }
    review_response failure(const std::string& message) {
        report_review(conversion_outcome::failure, message, 0);
        return {200, failure_body(message)};
    }
    review_response bad_request(std::string why) {
        report_review(conversion_outcome::bad_request, why, 0);
        return {400, std::move(why)};
    }
    std::string failure_body(std::string_view message) const {
        std::string b = R"({"apiVersion":"apiextensions.k8s.io/v1","kind":"ConversionReview","response":{"uid":)";
        append_json_string(b, req_.uid);
        b += R"(,"result":{"status":"Failure","message":)";
        append_json_string(b, message);
        b += "}}}";
        return b;
    }
    std::string not_served_message() const {
        std::string m = "desiredAPIVersion \"" + req_.desired + "\" is not served by this webhook (serves:";
        bool first = true;
        ((m += std::string(first ? " " : "; ") + std::string(kind_converter<Kinds>::kind) + "." +
               std::string(kind_converter<Kinds>::group) + " " + kind_converter<Kinds>::version_list(),
          first = false),
         ...);
        m += ')';
        return m;
    }

    // ---- observation --------------------------------------------------------------------------
    void notify(const conversion_event& e) const {
        try {
            options_.observer(e);
        } catch (...) {
            // An observer's failure is not the review's.
        }
    }
    void report_object(const object_outcome& o, clock::time_point object_start) const {
        if (!observed_) return;
        conversion_event e;
        e.scope = event_scope::object;
        e.kind = o.kind_name.empty() ? std::string_view(obj_.kind) : o.kind_name;
        e.api_version = obj_.api_version;
        e.desired_api_version = req_.desired;
        e.steps = o.from > o.to ? o.from - o.to : o.to - o.from;
        e.converted_object_count = o.why.empty() ? 1 : 0;
        e.duration = clock::now() - object_start;
        e.outcome = o.why.empty() ? conversion_outcome::success : conversion_outcome::failure;
        e.message = failure_;
        e.uid = req_.uid;
        notify(e);
    }
    void report_review(conversion_outcome outcome, std::string_view message, std::size_t count) const {
        if (!observed_) return;
        conversion_event e;
        e.scope = event_scope::review;
        e.kind = kind_seen_;
        e.desired_api_version = req_.desired;
        e.converted_object_count = count;
        e.duration = clock::now() - start_;
        e.outcome = outcome;
        e.message = message;
        e.uid = req_.uid;
        notify(e);
    }

    std::string_view body_;
    const review_options& options_;
    const bool observed_;
    const clock::time_point start_;
    review_request req_;
    std::string desired_group_, desired_version_;
    bool desired_read_ = false;
    bool desired_known_ = false;
    bool deferred_ = false;  // objects came before desiredAPIVersion
    std::string converted_;  // the converted objects, comma-separated
    std::string failure_;    // the first object's failure, "objects[i] (ns/name): why"
    std::size_t count_ = 0;  // objects converted
    std::string kind_seen_;  // the review event's kind: the objects'
    object_view obj_;        // the object being converted (its buffers reused)
};

} // namespace versioned::k8s::detail

#endif // VERSIONED_K8S_DETAIL_REVIEW_SESSION_HPP
