// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_CONTAINER_TRAITS_HPP
#define VERSIONED_CONTAINER_TRAITS_HPP

// versioned::container_traits<C>: how the library looks into a container (or any wrapper of one
// element type) to convert its elements -- the evolution rules' "lossless conversion" and the
// conversions themselves walk through it. The standard containers are described here; a user
// container is described by a specialization:
//
//   template <class T>
//   struct versioned::container_traits<my::ring<T>> {
//       using value_type = T;                          // the element type
//       template <class U>
//       using rebind = my::ring<U>;                    // the same container of another element
//       // To is rebind<U>; from is a const ring<T>& or a ring<T>&&; element(e) converts one
//       // element, pass it versioned::forward_element<Src>(e) so an rvalue's elements move.
//       template <class To, class Src, class Element>
//       static constexpr To transform(Src&& from, Element&& element) {
//           To out;
//           for (auto& e : from) out.push(element(versioned::forward_element<Src>(e)));
//           return out;
//       }
//   };
//
// my::ring<Bar<V>> then converts between versions like std::vector<Bar<V>>, and a changed
// from_type(my::ring<int>) to my::ring<long> is lossless. Random values for property tests
// come from versioned::testing::arbitrary<my::ring<T>>; a schema from schema_fragment.

#include <array>
#include <cstddef>
#include <deque>
#include <list>
#include <map>
#include <memory>
#include <optional>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <vector>

namespace versioned {

// Undefined: a type without a specialization is not a container to the library.
template <class C>
struct container_traits;

// An element of the container `from` of type Src&&, with from's value category: read (const&)
// when the container is an lvalue, moved (&&) when it is an rvalue.
template <class Src, class Part>
constexpr decltype(auto) forward_element(Part& part) noexcept {
    if constexpr (std::is_lvalue_reference_v<Src>)
        return static_cast<const Part&>(part);
    else
        return static_cast<Part&&>(part);
}

namespace detail {

template <class Alloc, class U>
using rebind_alloc_t = typename std::allocator_traits<Alloc>::template rebind_alloc<U>;

// Sequences built by push_back: vector, deque, list.
struct push_back_transform {
    template <class To, class Src, class Element>
    static constexpr To transform(Src&& from, Element&& element) {
        To out;
        if constexpr (requires { out.reserve(from.size()); }) out.reserve(from.size());
        for (auto& e : from) out.push_back(element(::versioned::forward_element<Src>(e)));
        return out;
    }
};

// Maps: the keys are kept, the mapped values converted.
struct map_transform {
    template <class To, class Src, class Element>
    static constexpr To transform(Src&& from, Element&& element) {
        To out;
        for (auto& [k, e] : from) out.emplace(k, element(::versioned::forward_element<Src>(e)));
        return out;
    }
};

} // namespace detail

template <class T, class A>
struct container_traits<std::vector<T, A>> : detail::push_back_transform {
    using value_type = T;
    template <class U>
    using rebind = std::vector<U, detail::rebind_alloc_t<A, U>>;
};
template <class T, class A>
struct container_traits<std::deque<T, A>> : detail::push_back_transform {
    using value_type = T;
    template <class U>
    using rebind = std::deque<U, detail::rebind_alloc_t<A, U>>;
};
template <class T, class A>
struct container_traits<std::list<T, A>> : detail::push_back_transform {
    using value_type = T;
    template <class U>
    using rebind = std::list<U, detail::rebind_alloc_t<A, U>>;
};

template <class T, std::size_t N>
struct container_traits<std::array<T, N>> {
    using value_type = T;
    template <class U>
    using rebind = std::array<U, N>;
    template <class To, class Src, class Element>
    static constexpr To transform(Src&& from, Element&& element) {
        return [&]<std::size_t... Is>(std::index_sequence<Is...>) {
            return To{element(::versioned::forward_element<Src>(from[Is]))...};
        }(std::make_index_sequence<N>{});
    }
};

template <class T>
struct container_traits<std::optional<T>> {
    using value_type = T;
    template <class U>
    using rebind = std::optional<U>;
    template <class To, class Src, class Element>
    static constexpr To transform(Src&& from, Element&& element) {
        if (!from.has_value()) return To{};
        return To{std::in_place, element(::versioned::forward_element<Src>(*from))};
    }
};

// A converted pointee is a new object (a deep copy from an lvalue): only the default deleter.
template <class T>
struct container_traits<std::unique_ptr<T>> {
    using value_type = T;
    template <class U>
    using rebind = std::unique_ptr<U>;
    template <class To, class Src, class Element>
    static To transform(Src&& from, Element&& element) {
        if (from == nullptr) return To{};
        return std::make_unique<typename To::element_type>(element(::versioned::forward_element<Src>(*from)));
    }
};

template <class K, class T, class C, class A>
struct container_traits<std::map<K, T, C, A>> : detail::map_transform {
    using value_type = T;
    template <class U>
    using rebind = std::map<K, U, C, detail::rebind_alloc_t<A, std::pair<const K, U>>>;
};
template <class K, class T, class H, class E, class A>
struct container_traits<std::unordered_map<K, T, H, E, A>> : detail::map_transform {
    using value_type = T;
    template <class U>
    using rebind = std::unordered_map<K, U, H, E, detail::rebind_alloc_t<A, std::pair<const K, U>>>;
};

} // namespace versioned

#endif // VERSIONED_CONTAINER_TRAITS_HPP
