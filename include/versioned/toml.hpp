// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_TOML_HPP
#define VERSIONED_TOML_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// Reading and writing TOML (docs/yaml-toml.md), opt-in: link versioned::toml (toml++, used
// header-only).
//
//   auto r = versioned::toml::read<Config<api::v2>>(text);   // json::result<Config<api::v2>>
//   auto any = versioned::toml::read_any<Config>(text);       // the version its apiVersion names
//   std::string out = versioned::toml::write(value);          // tables, arrays of tables
//
// As strict as json::read, with the same options and errors (json::error: a JSON Pointer, the
// line and column in the TOML text). A document is a table, so the root is a struct or a map;
// TOML has no null, so an empty std::optional is left out when writing (and read back empty).
// Dates and times are strings in RFC 3339 form to the reader (a k8s::time reads an offset
// date-time); integers beyond int64 are refused, as TOML says.

#include <versioned/json/error.hpp>
#include <versioned/json/options.hpp>
#include <versioned/reflection.hpp>
#include <versioned/toml/detail/emit.hpp>
#include <versioned/toml/detail/parse.hpp>
#include <versioned/tree/detail/document_io.hpp>
#include <versioned/versions.hpp>

#include <string>
#include <string_view>

namespace versioned::toml {

using json::read_options;
using json::write_options;

} // namespace versioned::toml

namespace versioned::detail::toml_io {

inline bool parse(std::string_view text, const json::read_options& options, tree::document& doc, json::error& e) {
    tree::failure f;
    if (toml_text::parse(text, options.max_depth, doc, f)) return true;
    e = tree::to_error(f);
    return false;
}

} // namespace versioned::detail::toml_io

namespace versioned::toml {

// Reads a T (a versioned struct at its version, or a map) from a TOML document.
template <class T>
json::result<T> read(std::string_view text, const read_options& options = {}) {
    detail::tree::document doc;
    json::error e;
    if (!detail::toml_io::parse(text, options, doc, e)) return e;
    return detail::tree::read_fresh<T>(doc, options);
}

// Reads text into obj, reusing its storage where it can (as json::read_into).
template <class T>
json::result<void> read_into(T& obj, std::string_view text, const read_options& options = {}) {
    detail::tree::document doc;
    json::error e;
    if (!detail::toml_io::parse(text, options, doc, e) || !detail::tree::read_document(doc, options, true, obj, e)) return e;
    return {};
}

// Reads a document of any version of S: the version key (options.version_key) says which.
template <template <class> class S>
json::result<any<S>> read_any(std::string_view text, const read_options& options = {}) {
    detail::tree::document doc;
    json::error e;
    if (!detail::toml_io::parse(text, options, doc, e)) return e;
    return detail::tree::read_any_document<S>(doc, options);
}

// Like write, without exceptions: the TOML, or the error (its path says which value).
template <class T>
json::result<std::string> try_write(const T& value, const write_options& options = {}) {
    return detail::tree::write_text(value, options, &detail::toml_text::emit);
}

// Appends the TOML of value to out. Throws json::error_exception (out unchanged) for what TOML
// cannot hold: a value that is not a table at the root, a null in an array, an integer beyond
// int64, and what json::write refuses.
template <class T>
void write(const T& value, std::string& out, const write_options& options = {}) {
    auto text = versioned::toml::try_write(value, options);
    if (!text) throw json::error_exception(text.error());
    out += *text;
}

template <class T>
std::string write(const T& value, const write_options& options = {}) {
    std::string out;
    versioned::toml::write(value, out, options);
    return out;
}

} // namespace versioned::toml

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_TOML_HPP
