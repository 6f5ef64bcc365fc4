// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_CONTAINER_TRAITS_HPP
#define VERSIONED_CONTAINER_TRAITS_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

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

// The standard containers are recognized by their shape (a class template over the element
// type and an allocator with push_back; over key, mapped type, comparator or hash and equality,
// and allocator with emplace; a unique_ptr-like owner with an empty deleter template) rather than
// by name, so that this header does not include <deque>, <list>, <map>, <unordered_map> and
// <memory> (with <memory> comes <ostream>): together ~0.3 s of every user's compile. A user's
// own specialization is more specialized than these and wins.

#include <array>
#include <cstddef>
#include <optional>
#include <type_traits>
#include <utility>

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

// std::allocator_traits<Alloc>::rebind_alloc<U>, without <memory>: Alloc::rebind<U>::other when
// the allocator has it, else Alloc's template with U as its first argument.
template <class Alloc, class U>
struct rebind_alloc;
template <template <class, class...> class Al, class T, class... Rest, class U>
struct rebind_alloc<Al<T, Rest...>, U> {
    using type = Al<U, Rest...>;
};
template <class Alloc, class U>
    requires requires { typename Alloc::template rebind<U>::other; }
struct rebind_alloc<Alloc, U> {
    using type = typename Alloc::template rebind<U>::other;
};
template <class Alloc, class U>
using rebind_alloc_t = typename rebind_alloc<Alloc, U>::type;

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

// std::vector, std::deque, std::list: C<T, Allocator> with push_back.
template <class C, class T, class A>
concept push_back_sequence = requires(C& c, T&& v) {
    requires std::is_same_v<typename C::value_type, T>;
    requires std::is_same_v<typename C::allocator_type, A>;
    c.push_back(static_cast<T&&>(v));
    c.begin();
    c.end();
};

// std::map, std::unordered_map (and their multi- forms): key_type K, mapped_type T, emplace.
template <class C, class K, class T, class A>
concept mapping = requires(C& c, const K& k, T&& v) {
    requires std::is_same_v<typename C::key_type, K>;
    requires std::is_same_v<typename C::mapped_type, T>;
    requires std::is_same_v<typename C::allocator_type, A>;
    c.emplace(k, static_cast<T&&>(v));
};

// std::unique_ptr<T> (default deleter): element_type T, an empty deleter template Del<T>.
template <class P, class T, class D>
concept owning_pointer = requires(P& p) {
    requires std::is_same_v<typename P::element_type, T>;
    requires std::is_same_v<typename P::deleter_type, D>;
    requires std::is_empty_v<D>;
    p.get();
    p.release();
};

} // namespace detail

template <template <class, class> class C, class T, class A>
    requires detail::push_back_sequence<C<T, A>, T, A>
struct container_traits<C<T, A>> : detail::push_back_transform {
    using value_type = T;
    template <class U>
    using rebind = C<U, detail::rebind_alloc_t<A, U>>;
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
template <template <class, class> class P, class T, template <class> class Del>
    requires detail::owning_pointer<P<T, Del<T>>, T, Del<T>>
struct container_traits<P<T, Del<T>>> {
    using value_type = T;
    template <class U>
    using rebind = P<U, Del<U>>;
    template <class To, class Src, class Element>
    static To transform(Src&& from, Element&& element) {
        if (from == nullptr) return To{};
        return To(new typename To::element_type(element(::versioned::forward_element<Src>(*from))));
    }
};

template <template <class, class, class, class> class C, class K, class T, class Cmp, class A>
    requires detail::mapping<C<K, T, Cmp, A>, K, T, A>
struct container_traits<C<K, T, Cmp, A>> : detail::map_transform {
    using value_type = T;
    template <class U>
    using rebind = C<K, U, Cmp, detail::rebind_alloc_t<A, std::pair<const K, U>>>;
};
template <template <class, class, class, class, class> class C, class K, class T, class H, class E, class A>
    requires detail::mapping<C<K, T, H, E, A>, K, T, A>
struct container_traits<C<K, T, H, E, A>> : detail::map_transform {
    using value_type = T;
    template <class U>
    using rebind = C<K, U, H, E, detail::rebind_alloc_t<A, std::pair<const K, U>>>;
};

} // namespace versioned

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_CONTAINER_TRAITS_HPP
