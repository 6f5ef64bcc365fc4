// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_K8S_DETAIL_KIND_FUNCTIONS_HPP
#define VERSIONED_K8S_DETAIL_KIND_FUNCTIONS_HPP

// A kind's work compiled in one translation unit and only declared in the others
// (VERSIONED_EXTERN / VERSIONED_INSTANTIATE, <versioned/k8s/extern.hpp>): the conversions of its
// objects, their JSON, a ConversionReview's objects and the CRD. The entry points -- convert,
// json::read / write / read_any, convert_review, crd_json / crd_yaml -- call these functions
// when the kind is declared extern (extern_kind), instead of instantiating the work where they
// are called; the functions are members of a class template, not inline, so the extern
// template declaration keeps every other translation unit from instantiating them at any level
// of optimization. The objects pass as void pointers: one function serves every version (a
// version index says which), and the explicit instantiation of the class compiles them all.

#include <cstddef>
#include <string>
#include <string_view>

namespace versioned::json {
class reader;
class writer;
} // namespace versioned::json

namespace versioned::k8s {

struct crd_options;

namespace detail {

struct object_view;

template <template <class> class K>
struct kind_functions {
    // The object at version `from` (a K<from>, copied from `in`, or moved from it when `move`)
    // at version `to`, into `out` (a K<to>); `rest` an object_residue<K>, or null for none.
    static void convert(std::size_t from, std::size_t to, void* in, bool move, void* out, void* rest);
    // JSON of the object at `version` (a K<version>), as json::read and json::write do it.
    static bool read(std::size_t version, json::reader& in, void* object);
    static void write(std::size_t version, json::writer& out, const void* object);
    // One object of a ConversionReview (kind_converter<K>::convert).
    static bool convert_object(const object_view& obj, std::size_t from, std::size_t to, std::string_view desired,
                               std::string_view annotation_key, std::string& out, std::string& why);
    // The merged CRD, as compact JSON (crd_json).
    static std::string crd_json(const crd_options& options);
};

// Whether the kind (its descriptor, crd_of_t<K>) is declared by VERSIONED_EXTERN, which
// specializes this with `functions`, its kind_functions<K>.
template <class Crd>
struct extern_kind {
    static constexpr bool value = false;
};

} // namespace detail
} // namespace versioned::k8s

#endif // VERSIONED_K8S_DETAIL_KIND_FUNCTIONS_HPP
