// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_YAML_HPP
#define VERSIONED_YAML_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// Reading and writing YAML (docs/yaml-toml.md), opt-in: link versioned::yaml (libfyaml).
//
//   auto r = versioned::yaml::read<Config<api::v2>>(text);   // json::result<Config<api::v2>>
//   auto any = versioned::yaml::read_any<Config>(text);       // the version its apiVersion names
//   auto all = versioned::yaml::read_all<Manifest<v1>>(text); // a "---" separated stream
//   std::string out = versioned::yaml::write(value);          // block style, kubectl's layout
//
// As strict as json::read, with the same options and errors (json::error: a JSON Pointer, the
// line and column in the YAML text). Scalars follow the YAML 1.2 core schema: `yes`, `on` are
// strings; an unquoted number, boolean or null given to a string field is an error that says
// to quote it (as Kubernetes refuses `value: 1` for a string). Anchors and aliases are read,
// their expansion bounded (read_options::max_alias_nodes); tags other than the core schema's
// are refused.

#include <versioned/json/error.hpp>
#include <versioned/json/options.hpp>
#include <versioned/reflection.hpp>
#include <versioned/tree/detail/document_io.hpp>
#include <versioned/versions.hpp>
#include <versioned/yaml/detail/emit.hpp>
#include <versioned/yaml/detail/parse.hpp>

#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace versioned::yaml {

struct read_options : json::read_options {
    // The nodes that aliases may add to a document, all expansions together: a "billion laughs"
    // document (aliases of aliases) fails as soon as it passes the bound, having cost only its
    // own size.
    std::size_t max_alias_nodes = 1'000'000;
};
using json::write_options;

} // namespace versioned::yaml

namespace versioned::detail::yaml_io {

inline bool parse(std::string_view text, const yaml::read_options& options, std::vector<tree::document>& docs,
                  json::error& e) {
    tree::failure f;
    if (yaml_text::parse_stream(text, {options.max_depth, options.max_alias_nodes}, docs, f)) return true;
    e = tree::to_error(f);
    return false;
}

// The stream's one document, or false with e set.
inline bool parse_one(std::string_view text, const yaml::read_options& options, std::vector<tree::document>& docs,
                      json::error& e) {
    if (!parse(text, options, docs, e)) return false;
    if (docs.empty()) { // at the end of the text, as json::read reports it
        const std::size_t line_start = text.rfind('\n') == std::string_view::npos ? 0 : text.rfind('\n') + 1;
        const auto lines = static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n'));
        e = json::error{json::errc::empty_input, "", text.size(), lines + 1, text.size() - line_start + 1,
                        "empty input: expected a YAML document"};
        return false;
    }
    if (docs.size() > 1) {
        const tree::mark& at = docs[1][docs[1].root].at;
        e = json::error{json::errc::trailing_characters, "", at.offset, at.line, at.column,
                        "a second document in the stream (yaml::read_all reads every document)"};
        return false;
    }
    return true;
}

} // namespace versioned::detail::yaml_io

namespace versioned::yaml {

// Reads a T (a versioned struct at its version, or any value the library maps) from a stream
// of one YAML document.
template <class T>
json::result<T> read(std::string_view text, const read_options& options = {}) {
    std::vector<detail::tree::document> docs;
    json::error e;
    if (!detail::yaml_io::parse_one(text, options, docs, e)) return e;
    return detail::tree::read_fresh<T>(docs.front(), options);
}

// Reads text into obj, reusing its storage where it can (as json::read_into).
template <class T>
json::result<void> read_into(T& obj, std::string_view text, const read_options& options = {}) {
    std::vector<detail::tree::document> docs;
    json::error e;
    if (!detail::yaml_io::parse_one(text, options, docs, e)) return e;
    if (!detail::tree::read_document(docs.front(), options, true, obj, e)) return e;
    return {};
}

// Reads a document of any version of S: the version key (options.version_key) says which.
template <template <class> class S>
json::result<any<S>> read_any(std::string_view text, const read_options& options = {}) {
    std::vector<detail::tree::document> docs;
    json::error e;
    if (!detail::yaml_io::parse_one(text, options, docs, e)) return e;
    return detail::tree::read_any_document<S>(docs.front(), options);
}

// Every document of a "---" separated stream, each a T; the first bad one's error (its path
// starts with the document's index: "/2/spec/replicas").
template <class T>
json::result<std::vector<T>> read_all(std::string_view text, const read_options& options = {}) {
    std::vector<detail::tree::document> docs;
    json::error e;
    if (!detail::yaml_io::parse(text, options, docs, e)) return e;
    std::vector<T> out(docs.size());
    for (std::size_t i = 0; i < docs.size(); ++i) {
        if (!detail::tree::read_document(docs[i], options, false, out[i], e)) {
            e.path = "/" + std::to_string(i) + e.path;
            return e;
        }
    }
    return out;
}

// Every document of the stream, each as the version of S its version key names.
template <template <class> class S>
json::result<std::vector<any<S>>> read_all_any(std::string_view text, const read_options& options = {}) {
    std::vector<detail::tree::document> docs;
    json::error e;
    if (!detail::yaml_io::parse(text, options, docs, e)) return e;
    std::vector<any<S>> out;
    out.reserve(docs.size());
    for (std::size_t i = 0; i < docs.size(); ++i) {
        auto one = detail::tree::read_any_document<S>(docs[i], options);
        if (!one) {
            e = one.error();
            e.path = "/" + std::to_string(i) + e.path;
            return e;
        }
        out.push_back(std::move(*one));
    }
    return out;
}

// Like write, without exceptions: the YAML, or the error (its path says which value).
template <class T>
json::result<std::string> try_write(const T& value, const write_options& options = {}) {
    return detail::tree::write_text(value, options, &detail::yaml_text::emit);
}

// Appends the YAML of value (one document, block style, ending in a newline) to out. Throws
// json::error_exception (out unchanged) for what it cannot hold, as json::write does.
template <class T>
void write(const T& value, std::string& out, const write_options& options = {}) {
    auto text = versioned::yaml::try_write(value, options);
    if (!text) throw json::error_exception(text.error());
    out += *text;
}

template <class T>
std::string write(const T& value, const write_options& options = {}) {
    std::string out;
    versioned::yaml::write(value, out, options);
    return out;
}

// A "---" separated stream of the values (kubectl apply -f reads one).
template <class Range>
std::string write_all(const Range& values, const write_options& options = {}) {
    std::string out;
    for (const auto& value : values) {
        out += "---\n";
        versioned::yaml::write(value, out, options);
    }
    return out;
}

} // namespace versioned::yaml

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_YAML_HPP
