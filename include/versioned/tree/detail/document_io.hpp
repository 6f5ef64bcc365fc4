// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_TREE_DETAIL_DOCUMENT_IO_HPP
#define VERSIONED_TREE_DETAIL_DOCUMENT_IO_HPP

// What <versioned/yaml.hpp> and <versioned/toml.hpp> share once their text is a tree: a
// document read as a T, as any version of S, and a value made a tree to write.

#include <versioned/json/error.hpp>
#include <versioned/json/options.hpp>
#include <versioned/reflection.hpp>
#include <versioned/tree/detail/node.hpp>
#include <versioned/tree/detail/read.hpp>
#include <versioned/tree/detail/write.hpp>
#include <versioned/versions.hpp>

#include <cstddef>
#include <string>
#include <utility>

namespace versioned::detail::tree {

template <class T>
bool read_document(const document& doc, const json::read_options& options, bool reusing, T& out, json::error& e) {
    reader rd{doc, options, reusing, 0, {}};
    if (read_root(rd, out)) return true;
    e = to_error(rd.err);
    return false;
}

template <class T>
json::result<T> read_fresh(const document& doc, const json::read_options& options) {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
    json::result<T> out(std::in_place); // read in place
#pragma GCC diagnostic pop
    json::error e;
    if (read_document(doc, options, false, *out, e)) return out;
    return e;
}

template <template <class> class S, std::size_t I>
json::result<any<S>> read_version_as_any(const document& doc, const json::read_options& options) {
    auto res = read_fresh<S<version_at_t<versions_of_t<S>, I>>>(doc, options);
    if (!res) return res.error();
    return json::result<any<S>>(std::in_place, std::in_place_index<I>, std::move(*res));
}

// The document as the version of S its version key names.
template <template <class> class S>
json::result<any<S>> read_any_document(const document& doc, const json::read_options& options) {
    using versions = versions_of_t<S>;
    failure f;
    const std::size_t found = version_index<versions>(doc, options, f);
    if (found == npos) return to_error(f);
    return [&]<std::size_t... Is>(std::index_sequence<Is...>) {
        using reader_fn = json::result<any<S>> (*)(const document&, const json::read_options&);
        static constexpr reader_fn readers[] = {&read_version_as_any<S, Is>...};
        return readers[found](doc, options);
    }(std::make_index_sequence<versions::size>{});
}

// The value as a tree, written as json::write writes it.
template <class T>
bool write_document(const T& value, const json::write_options& options, document& doc, json::error& e) {
    writer w{doc, options, {}};
    if (write_root(w, value)) return true;
    e = to_error(w.err);
    e.line = e.column = e.offset = 0; // writing has no text position
    return false;
}

// The value as a format's text: the tree written, then emit(doc, out, failure) (yaml_text's,
// toml_text's).
template <class T, class Emit>
json::result<std::string> write_text(const T& value, const json::write_options& options, Emit emit) {
    document doc;
    json::error e;
    if (!write_document(value, options, doc, e)) return e;
    std::string out;
    failure f;
    if (!emit(doc, out, f)) return to_error(f);
    return out;
}

} // namespace versioned::detail::tree

#endif // VERSIONED_TREE_DETAIL_DOCUMENT_IO_HPP
