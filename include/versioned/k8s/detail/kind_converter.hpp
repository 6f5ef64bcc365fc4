// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_K8S_DETAIL_KIND_CONVERTER_HPP
#define VERSIONED_K8S_DETAIL_KIND_CONVERTER_HPP

// Converting one object of a ConversionReview whose kind is known: the residue read from its
// annotation, spec and status read at the source version and stepped to the target, the
// annotation rewritten, and the object written with every other member as it came.

#include <versioned/convert.hpp>
#include <versioned/json/detail/plan.hpp> // dispatch_index
#include <versioned/json/read.hpp>
#include <versioned/json/write.hpp>
#include <versioned/k8s/crd.hpp>
#include <versioned/k8s/detail/raw_object.hpp>
#include <versioned/k8s/object.hpp>
#include <versioned/residue.hpp>
#include <versioned/versions.hpp>

#include <cstddef>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace versioned::k8s::detail {

// The residue annotation of an object, as found and as it will be written.
struct residue_annotation {
    std::string_view key;
    std::vector<raw_member> others;                // metadata.annotations' members, the residue's among them
    std::size_t residue = ::versioned::detail::npos; // its index there, when the object came with one
    bool touched = false;                          // metadata is rewritten (else copied as it came)
    std::string metadata;                          // the new metadata text (when touched)
};

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
        return ::versioned::detail::version_index_of<typename crd::versioned_module>(name);
    }
    static std::string version_list() {
        std::string s;
        for (std::size_t i = 0; i < version_count; ++i) {
            if (i != 0) s += ", ";
            s += ::versioned::detail::version_list_traits<versions>::names[i];
        }
        return s;
    }

    // Converts one object; appends it to out, or returns false with why. Nothing is written
    // before everything was converted, so a failure leaves out as it was.
    static bool convert(const object_view& obj, std::size_t from, std::size_t to, std::string_view desired,
                        std::string_view annotation_key, std::string& out, std::string& why) {
        ::versioned::detail::check_kind_hooks<crd>();
        object_residue<K> rest;
        residue_annotation annotation;
        annotation.key = annotation_key;
        if (!read_residue_annotation(obj, annotation, rest, why)) return false;
        std::string spec_json, status_json;
        if constexpr (has_hooks) {
            if (!convert_whole(obj, from, to, rest, spec_json, status_json, why)) return false;
        } else if (!convert_parts(obj, from, to, rest, spec_json, status_json, why)) {
            return false;
        }
        if (!rewrite_annotations(obj, rest, annotation, why)) return false;
        write_object(obj, desired, spec_json, status_json, annotation, out);
        return true;
    }

private:
    // hooks(...) of VERSIONED_CRD: the hooks see whole objects, so the object is read whole.
    static constexpr bool has_hooks = ::versioned::detail::hooks_between<crd, 0, version_count - 1>() ||
                                      ::versioned::detail::hooks_between<crd, version_count - 1, 0>();

    template <class V>
    using spec_template = typename crd::template versioned_spec<V>;
    template <class V>
    using status_template = typename crd::template versioned_status<V>;

    // Steps x (at version I) to version `to`, then writes it into out; false with why when the
    // result is no value of a Kubernetes object (an integer beyond int64).
    template <std::size_t I, class T, class Rest>
    static bool step_and_write(T&& x, std::size_t to, Rest& rest, std::string& out, std::string& why) {
        if (I == to) {
            json::error failure;
            if (::versioned::detail::json_io::write_document(as_kubernetes<const std::remove_cvref_t<T>>{x}, out, {},
                                                              &failure))
                return true;
            why = part_error(failure);
            return false;
        } else if constexpr (I + 1 < version_count) {
            if (to > I) return step_and_write<I + 1>(::versioned::upgrade(static_cast<T&&>(x), rest), to, rest, out, why);
            if constexpr (I > 0)
                return step_and_write<I - 1>(::versioned::downgrade(static_cast<T&&>(x), rest), to, rest, out, why);
        } else if constexpr (I > 0) {
            return step_and_write<I - 1>(::versioned::downgrade(static_cast<T&&>(x), rest), to, rest, out, why);
        }
        return true;
    }

    // Reads a part (spec or status) at version `from`, converts and writes it; false with why.
    template <template <class> class Part, class Rest>
    static bool convert_part(std::string_view text, const json::read_options& options, std::size_t from,
                             std::size_t to, Rest& rest, std::string& out, std::string& why) {
        return ::versioned::detail::json_io::dispatch_index<version_count>(from, [&](auto Index) {
            using Object = Part<version_at_t<versions, decltype(Index)::value>>;
            auto value = read_kubernetes<Object>(text, options);
            if (!value) {
                why = part_error(value.error());
                return false;
            }
            return step_and_write<decltype(Index)::value>(std::move(*value), to, rest, out, why);
        });
    }

    // The status: converted as the spec is, or, a plain one, the same in every version: read (a
    // status the kind cannot hold fails the object) and kept as it came.
    template <class Rest>
    static bool convert_status(std::string_view text, const json::read_options& options, std::size_t from, std::size_t to,
                               Rest& rest, std::string& out, std::string& why) {
        using plain = status_template<version_at_t<versions, 0>>;
        if constexpr (versioned_struct<plain>) {
            return convert_part<status_template>(text, options, from, to, rest, out, why);
        } else {
            auto value = read_kubernetes<plain>(text, options);
            if (!value) {
                why = part_error(value.error());
                return false;
            }
            out.assign(text);
            return true;
        }
    }

    // A part as the API server sends it: integers as int64 (see as_kubernetes).
    template <class T>
    static json::result<T> read_kubernetes(std::string_view text, const json::read_options& options) {
        // value-initializing a struct with a deprecated member warns with g++; not the user's use
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
        json::result<T> out(std::in_place);
#pragma GCC diagnostic pop
        as_kubernetes<T> view{*out};
        const json::error failure = json::read_with(text, [&](json::reader& in) { return in.read(view); }, options);
        if (failure.code != json::errc{}) return failure;
        return out;
    }

    // ---- a kind with hooks: the whole object (metadata, spec, status) read at `from`, stepped
    // to `to` by convert_resource_here (the spec's and status's step, then the step's hook), and
    // its spec and status written. metadata is copied as it came: a hook may read it, and one
    // that changes it fails the object (the API server would take only labels and annotations).

    static bool convert_whole(const object_view& obj, std::size_t from, std::size_t to, object_residue<K>& rest,
                              std::string& spec_json, std::string& status_json, std::string& why) {
        return ::versioned::detail::json_io::dispatch_index<version_count>(from, [&](auto Index) {
            kind_at_t<crd, decltype(Index)::value> x;
            if (!read_whole(obj, x, why)) return false;
            const object_meta metadata = x.metadata;
            return whole_step_and_write(std::move(x), to, rest, metadata, spec_json, status_json, why);
        });
    }

    // The object at version I, stepped to `to` and written; false with why.
    template <class Object>
    static bool whole_step_and_write(Object&& x, std::size_t to, object_residue<K>& rest, const object_meta& metadata,
                                     std::string& spec_json, std::string& status_json, std::string& why) {
        constexpr std::size_t I = Object::versioned_index;
        if (I == to) {
            if (x.metadata != metadata) {
                why = "a kind hook (hooks(...) of VERSIONED_CRD) changed metadata, which a conversion webhook "
                      "cannot return: hooks may read it";
                return false;
            }
            if (!write_part(x.spec, spec_json, why)) {
                why = "spec: " + why;
                return false;
            }
            if constexpr (crd::versioned_has_status) {
                if (x.status && !write_part(*x.status, status_json, why)) {
                    why = "status: " + why;
                    return false;
                }
            }
            return true;
        }
        if constexpr (I + 1 < version_count) {
            if (to > I)
                return whole_step_and_write(::versioned::detail::convert_resource_here<I + 1>(std::move(x), &rest), to,
                                            rest, metadata, spec_json, status_json, why);
        }
        if constexpr (I > 0)
            return whole_step_and_write(::versioned::detail::convert_resource_here<I - 1>(std::move(x), &rest), to,
                                        rest, metadata, spec_json, status_json, why);
        return true;
    }

    template <class T>
    static bool write_part(const T& part, std::string& out, std::string& why) {
        json::error failure;
        if (::versioned::detail::json_io::write_document(as_kubernetes<const T>{part}, out, {}, &failure)) return true;
        why = part_error(failure);
        return false;
    }

    // metadata, spec and status of the object as the kind at version x's; false with why.
    template <class Object>
    static bool read_whole(const object_view& obj, Object& x, std::string& why) {
        if (const raw_member* meta = find_member(obj.members, "metadata"); meta != nullptr && meta->json != "null") {
            auto m = json::read<object_meta>(meta->json, obj.parts);
            if (!m) {
                why = "metadata: " + part_error(m.error());
                return false;
            }
            x.metadata = std::move(*m);
        }
        const raw_member* spec = find_member(obj.members, "spec");
        const bool no_spec = spec == nullptr || spec->json == "null";
        auto s = read_kubernetes<std::remove_cvref_t<decltype(x.spec)>>(no_spec ? std::string_view("{}") : spec->json,
                                                                         obj.parts);
        if (!s) {
            why = no_spec ? "no spec, which " + std::string(kind) +
                                " requires (its CRD lists spec as required: the spec has required members; " +
                                part_error(s.error()) + ")"
                          : "spec: " + part_error(s.error());
            return false;
        }
        x.spec = std::move(*s);
        const raw_member* status = find_member(obj.members, "status");
        if constexpr (crd::versioned_has_status) {
            if (status != nullptr && status->json != "null") {
                auto t = read_kubernetes<typename decltype(x.status)::value_type>(status->json, obj.parts);
                if (!t) {
                    why = "status: " + part_error(t.error());
                    return false;
                }
                x.status.emplace(std::move(*t));
            }
        } else if (status != nullptr) {
            why = "the kind has no status, but the object has one";
            return false;
        }
        return true;
    }

    // The residue an earlier conversion left in the annotation, into rest.
    static bool read_residue_annotation(const object_view& obj, residue_annotation& a, object_residue<K>& rest,
                                        std::string& why) {
        const raw_member* annotations = find_member(obj.metadata, "annotations");
        if (annotations == nullptr || annotations->json == "null") return true;
        if (json::error failure = split_object(annotations->json, a.others, obj.parts); failure.code != json::errc{}) {
            why = "metadata.annotations: " + part_error(failure);
            return false;
        }
        const raw_member* m = find_member(a.others, a.key);
        if (m == nullptr) return true;
        a.residue = static_cast<std::size_t>(m - a.others.data());
        auto text = json::read<std::string>(m->json, plain_read_options());
        if (!text) {
            why = "annotation \"" + std::string(a.key) + "\" is not a string";
            return false;
        }
        auto r = json::read<object_residue<K>>(*text, obj.parts);
        if (!r) {
            why = "annotation \"" + std::string(a.key) + "\" does not hold a conversion residue: " + part_error(r.error());
            return false;
        }
        rest = std::move(*r);
        return true;
    }

    // spec and status, read at `from` and written at `to`.
    static bool convert_parts(const object_view& obj, std::size_t from, std::size_t to, object_residue<K>& rest,
                              std::string& spec_json, std::string& status_json, std::string& why) {
        // No spec (or null, which the API server drops) reads as {}: valid exactly when no member
        // is required, which is when the CRD does not require spec (crd_json).
        const raw_member* spec = find_member(obj.members, "spec");
        const bool no_spec = spec == nullptr || spec->json == "null";
        if (!convert_part<spec_template>(no_spec ? std::string_view("{}") : spec->json, obj.parts, from, to, rest.spec,
                                         spec_json, why)) {
            why = no_spec ? "no spec, which " + std::string(kind) +
                                " requires (its CRD lists spec as required: the spec has required members; " + why + ")"
                          : "spec: " + why;
            return false;
        }
        const raw_member* status = find_member(obj.members, "status");
        if constexpr (crd::versioned_has_status) {
            if (status != nullptr && status->json != "null" &&
                !convert_status(status->json, obj.parts, from, to, rest.status, status_json, why)) {
                why = "status: " + why;
                return false;
            }
        } else if (status != nullptr) {
            why = "the kind has no status, but the object has one";
            return false;
        }
        return true;
    }

    // The annotation: written when something would be lost, removed once empty; metadata
    // edited in place, every other byte kept (an annotations member left empty goes).
    static bool rewrite_annotations(const object_view& obj, const object_residue<K>& rest, residue_annotation& a,
                                    std::string& why) {
        std::string residue_text;
        if (!rest.empty()) residue_text = json::write(rest);
        const bool had = a.residue != ::versioned::detail::npos;
        a.touched = had || !residue_text.empty();
        if (!a.touched) return true;
        // The API server's limit: the decoded keys' and values' bytes, at most 256 KiB.
        std::size_t total = residue_text.empty() ? 0 : a.key.size() + residue_text.size();
        for (std::size_t i = 0; i < a.others.size(); ++i)
            if (i != a.residue) total += a.others[i].key.size() + decoded_size(a.others[i].json);
        if (total > 256 * 1024) {
            why = "the conversion residue would make metadata.annotations larger than 256 KiB (" +
                  std::to_string(total) + " bytes: keys and values, decoded, as the API server counts them)";
            return false;
        }
        const raw_member* meta = find_member(obj.members, "metadata");
        const raw_member* annotations = find_member(obj.metadata, "annotations");
        std::string value; // the residue as a JSON string
        if (!residue_text.empty()) append_json_string(value, residue_text);
        std::string edited; // the new annotations object ("" when none is left)
        if (had && residue_text.empty()) {
            if (a.others.size() > 1) edited = without_member(annotations->json, a.others, a.residue);
        } else if (had) {
            edited = with_value(annotations->json, a.others[a.residue], value);
        } else {
            std::string key;
            append_json_string(key, a.key);
            edited = annotations != nullptr && annotations->json != "null"
                         ? with_member(annotations->json, a.others, key, value)
                         : "{" + key + ":" + value + "}";
        }
        a.metadata = edit_metadata(meta, obj.metadata, annotations, edited);
        return true;
    }

    // metadata with its annotations member set to `annotations` (removed when ""), in place.
    static std::string edit_metadata(const raw_member* meta, const std::vector<raw_member>& members,
                                     const raw_member* old, const std::string& annotations) {
        if (meta == nullptr) return annotations.empty() ? std::string() : "{\"annotations\":" + annotations + "}";
        if (old == nullptr) return with_member(meta->json, members, "\"annotations\"", annotations);
        if (!annotations.empty()) return with_value(meta->json, *old, annotations);
        return without_member(meta->json, members, static_cast<std::size_t>(old - members.data()));
    }

    // A value's length as the API server counts it. Without an escape a string's bytes are its
    // text (already checked UTF-8): only escaped ones (kubectl's last-applied-configuration,
    // full of \") are decoded to be counted.
    static std::size_t decoded_size(std::string_view json) {
        if (json.size() >= 2 && json.front() == '"' && json.find('\\') == std::string_view::npos) return json.size() - 2;
        const auto s = json_string(json);
        return s ? s->size() : json.size();
    }

    // The object: members in their order, values as they were except these.
    static void write_object(const object_view& obj, std::string_view desired, const std::string& spec_json,
                             const std::string& status_json, const residue_annotation& a, std::string& out) {
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
            member(m.key);
            if (m.key == "apiVersion") {
                append_json_string(out, desired);
            } else if (m.key == "spec") { // a null spec becomes the converted {}
                out += spec_json;
                wrote_spec = true;
            } else if (m.key == "status" && !status_json.empty()) {
                out += status_json;
            } else if (m.key == "metadata" && a.touched) {
                out += a.metadata;
            } else {
                out += m.json;
            }
        }
        if (!wrote_spec) {
            member("spec");
            out += spec_json;
        }
        if (a.touched && find_member(obj.members, "metadata") == nullptr && !a.metadata.empty()) {
            member("metadata");
            out += a.metadata;
        }
        out += '}';
    }
};

} // namespace versioned::k8s::detail

#endif // VERSIONED_K8S_DETAIL_KIND_CONVERTER_HPP
