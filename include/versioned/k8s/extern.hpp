// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_K8S_EXTERN_HPP
#define VERSIONED_K8S_EXTERN_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// A large API split over translation units: a kind's conversions, JSON, review and CRD compiled
// once, in one translation unit, and only declared in the others (docs/split.md).
//
//   // api.hpp, included everywhere                 // api.cpp, one translation unit
//   VERSIONED_CRD(api, Foo, spec(FooSpec), ...);     #include "api.hpp"
//   VERSIONED_EXTERN(api, Foo);                      VERSIONED_INSTANTIATE(api, Foo);
//
// Every translation unit then calls versioned::convert on api::Foo<V> objects, json::read /
// write / read_any, convert_review<api::Foo> and crd_json / crd_yaml<api::Foo> as usual; only
// api.cpp compiles what they do (the conversions of spec and status between every two
// versions, their readers and writers, the review of an object). Elsewhere those calls are not
// constant expressions (none of them is one for a kind's objects anyway).

#include <versioned/k8s/convert_review.hpp>
#include <versioned/k8s/crd_document.hpp>
#include <versioned/k8s/detail/kind_functions.hpp>
#include <versioned/k8s/object.hpp>

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>

namespace versioned::k8s::detail {

template <template <class> class K>
void kind_functions<K>::convert(std::size_t from, std::size_t to, void* in, bool move, void* out, void* rest) {
    using crd = crd_of_t<K>;
    constexpr std::size_t n = crd::versioned_module::versions::size;
    ::versioned::detail::json_io::dispatch_index<n>(from, [&](auto f) {
        using source = kind_at_t<crd, decltype(f)::value>;
        return ::versioned::detail::json_io::dispatch_index<n>(to, [&](auto t) {
            constexpr std::size_t target = decltype(t)::value;
            auto& x = *static_cast<source*>(in);
            auto& y = *static_cast<kind_at_t<crd, target>*>(out);
            auto* r = static_cast<object_residue<K>*>(rest);
            if (move && r != nullptr)
                y = ::versioned::detail::convert_resource_here<target>(std::move(x), r);
            else if (move)
                y = ::versioned::detail::convert_resource_here<target, source, void>(std::move(x), nullptr);
            else if (r != nullptr)
                y = ::versioned::detail::convert_resource_here<target>(std::as_const(x), r);
            else
                y = ::versioned::detail::convert_resource_here<target, const source&, void>(x, nullptr);
            return true;
        });
    });
}

template <template <class> class K>
bool kind_functions<K>::read(std::size_t version, json::reader& in, void* object) {
    using crd = crd_of_t<K>;
    return ::versioned::detail::json_io::dispatch_index<crd::versioned_module::versions::size>(version, [&](auto v) {
        using object_type = kind_at_t<crd, decltype(v)::value>;
        return json::codec<object_type>::read_here(in, *static_cast<object_type*>(object));
    });
}

template <template <class> class K>
void kind_functions<K>::write(std::size_t version, json::writer& out, const void* object) {
    using crd = crd_of_t<K>;
    ::versioned::detail::json_io::dispatch_index<crd::versioned_module::versions::size>(version, [&](auto v) {
        using object_type = kind_at_t<crd, decltype(v)::value>;
        json::codec<object_type>::write_here(out, *static_cast<const object_type*>(object));
        return true;
    });
}

template <template <class> class K>
bool kind_functions<K>::convert_object(const object_view& obj, std::size_t from, std::size_t to, std::string_view desired,
                                       std::string_view annotation_key, std::string& out, std::string& why) {
    return kind_converter<K>::convert(obj, from, to, desired, annotation_key, out, why);
}

template <template <class> class K>
std::string kind_functions<K>::crd_json(const crd_options& options) {
    return crd_json_of<K>(options);
}

} // namespace versioned::k8s::detail

// Declares that kind ns::K's conversions, JSON, review and CRD are compiled where
// VERSIONED_INSTANTIATE(ns, K) is: in every translation unit, after VERSIONED_CRD(ns, K, ...)
// and before any use of the kind's objects. Use at global scope.
#define VERSIONED_EXTERN(ns, K)                                                                    \
    template <>                                                                                    \
    struct versioned::k8s::detail::extern_kind<::versioned::k8s::crd_of_t<ns::K>> {               \
        static constexpr bool value = true;                                                        \
        using functions = ::versioned::k8s::detail::kind_functions<ns::K>;                         \
    };                                                                                             \
    extern template struct versioned::k8s::detail::kind_functions<ns::K>

// Compiles them: in one translation unit, after VERSIONED_EXTERN(ns, K). Use at global scope.
#define VERSIONED_INSTANTIATE(ns, K)                                                               \
    static_assert(::versioned::k8s::detail::extern_kind<::versioned::k8s::crd_of_t<ns::K>>::value, \
                  "versioned: VERSIONED_INSTANTIATE(" #ns ", " #K ") needs VERSIONED_EXTERN(" #ns ", " #K \
                  ") first, where every translation unit sees it");                               \
    template struct versioned::k8s::detail::kind_functions<ns::K>

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_K8S_EXTERN_HPP
