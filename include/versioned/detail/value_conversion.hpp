// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_DETAIL_VALUE_CONVERSION_HPP
#define VERSIONED_DETAIL_VALUE_CONVERSION_HPP

// Which values convert to which, and the conversion itself -- one walk for both, so that the
// evolution rules never accept a type change the conversion cannot perform.
//
// converts_v<From, To, Leaf> walks the two types together: the same type; the same versioned
// struct at two versions; the same container (versioned::container_traits) of convertible
// elements; std::pair and std::variant of convertible members, alternative by alternative; a
// value into a std::optional of something it converts to; and, where the types part, the leaf
// test. The evolution rules use the lossless leaf (implicit and non-narrowing); a conversion
// accepts any implicit leaf (the rules have excluded narrowing by then). convert_value<To>
// performs exactly what the walk accepts.

#include <versioned/container_traits.hpp>
#include <versioned/detail/meta.hpp>
#include <versioned/detail/version_list.hpp>
#include <versioned/enum/detail/core.hpp>

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <variant>

namespace versioned::detail {

template <class T>
concept versioned_struct = requires {
    typename T::versioned_descriptor;
    T::versioned_index;
};

// The version tag of a generated struct, found through the module's list (see struct.hpp).
template <class T>
using version_t = version_at_t<typename T::versioned_descriptor::versioned_module::versions, T::versioned_index>;

template <class T>
struct is_optional : std::false_type {};
template <class T>
struct is_optional<std::optional<T>> : std::true_type {};

template <class T>
struct is_pair : std::false_type {};
template <class A, class B>
struct is_pair<std::pair<A, B>> : std::true_type {};

// ---- leaf tests -------------------------------------------------------------------------------

// A library conversion: characters viewed (std::string_view, const char*) into std::string,
// whose constructor from a view is explicit but copies every character.
template <class From, class To>
inline constexpr bool string_from_view = std::is_same_v<To, std::string> && !std::is_convertible_v<const From&, To> &&
                                         std::is_convertible_v<const From&, std::string_view>;

// Implicitly convertible: what convert_value performs at a leaf.
template <class From, class To>
struct implicit_leaf : std::bool_constant<std::is_convertible_v<const From&, To> || string_from_view<From, To>> {};

// Implicit and non-narrowing (To{from} well-formed): what the evolution rules accept.
template <class From, class To>
struct lossless_leaf
    : std::bool_constant<(std::is_convertible_v<const From&, To> && requires(const From& f) { To{f}; }) ||
                         string_from_view<From, To>> {};

// ---- the walk ---------------------------------------------------------------------------------

// From and To are the same container template, of other elements.
template <class From, class To>
concept same_container =
    requires {
        typename container_traits<From>::value_type;
        typename container_traits<To>::value_type;
    } && std::is_same_v<typename container_traits<From>::template rebind<typename container_traits<To>::value_type>, To>;

template <class From, class To, template <class, class> class Leaf>
constexpr bool compute_converts() noexcept;

// Memoized per pair of types and leaf test: the walk of a nested type runs once.
template <class From, class To, template <class, class> class Leaf>
inline constexpr bool converts_v = compute_converts<From, To, Leaf>();

template <class From, class To, template <class, class> class Leaf>
struct variant_converts : std::false_type {};
template <class... As, class... Bs, template <class, class> class Leaf>
    requires(sizeof...(As) == sizeof...(Bs))
struct variant_converts<std::variant<As...>, std::variant<Bs...>, Leaf>
    : std::bool_constant<(converts_v<As, Bs, Leaf> && ...)> {};

template <class From, class To, template <class, class> class Leaf>
constexpr bool compute_converts() noexcept {
    if constexpr (std::is_same_v<From, To>) {
        return true;
    } else if constexpr (versioned_struct<From> && versioned_struct<To>) {
        return std::is_same_v<typename From::versioned_descriptor, typename To::versioned_descriptor>;
    } else if constexpr (versioned_enum<From> && versioned_enum<To>) {
        return std::is_same_v<enum_family_t<From>, enum_family_t<To>>; // the same VERSIONED_ENUM
    } else if constexpr (same_container<From, To>) {
        return converts_v<typename container_traits<From>::value_type, typename container_traits<To>::value_type, Leaf>;
    } else if constexpr (is_pair<From>::value && is_pair<To>::value) {
        return converts_v<typename From::first_type, typename To::first_type, Leaf> &&
               converts_v<typename From::second_type, typename To::second_type, Leaf>;
    } else if constexpr (requires { std::variant_size<From>::value; std::variant_size<To>::value; }) {
        return variant_converts<From, To, Leaf>::value;
    } else if constexpr (is_optional<To>::value) {
        // A value into an optional: std::optional<int32_t>{int64_t} is well-formed, but the
        // narrowing happens inside, so the value must convert to the optional's type.
        return converts_v<From, typename To::value_type, Leaf>;
    } else {
        return Leaf<From, To>::value;
    }
}

// The evolution rules' "lossless implicit conversion" (DESIGN.md §2).
template <class From, class To>
inline constexpr bool lossless_v = converts_v<From, To, lossless_leaf>;
template <class From, class To>
struct lossless : std::bool_constant<lossless_v<From, To>> {};

// Whether convert_value<To> accepts a From.
template <class From, class To>
struct convertible_value : std::bool_constant<converts_v<From, To, implicit_leaf>> {};

// ---- the conversion ---------------------------------------------------------------------------

// The same versioned struct at To's version; defined in convert.hpp (it is versioned::convert).
template <class To, class From>
constexpr To convert_struct(From&& v);

template <class To, class From>
constexpr To convert_value(From&& v);

template <class To, std::size_t I, class From>
constexpr To convert_alternative(From&& v) {
    return To{std::in_place_index<I>,
              convert_value<std::variant_alternative_t<I, To>>(::versioned::forward_element<From>(*std::get_if<I>(&v)))};
}

// Converts one value to type To, as converts_v accepts it: the same type is forwarded; structs,
// containers, pairs and variants convert part by part (moved from an rvalue); a leaf converts
// implicitly. Not specific to a field, so it is instantiated once per pair of types.
template <class To, class From>
[[gnu::always_inline]] constexpr To convert_value(From&& v) {
    using F = std::remove_cvref_t<From>;
    if constexpr (std::is_same_v<F, To>) {
        return static_cast<From&&>(v);
    } else if constexpr (versioned_struct<F> && versioned_struct<To>) {
        return convert_struct<To>(static_cast<From&&>(v));
    } else if constexpr (versioned_enum<F> && versioned_enum<To>) {
        return convert_enum<To>(v);
    } else if constexpr (same_container<F, To>) {
        using element = typename container_traits<To>::value_type;
        return container_traits<F>::template transform<To>(
            static_cast<From&&>(v), [](auto&& elem) -> element { return convert_value<element>(static_cast<decltype(elem)&&>(elem)); });
    } else if constexpr (is_pair<F>::value && is_pair<To>::value) {
        return To{convert_value<typename To::first_type>(::versioned::forward_element<From>(v.first)),
                  convert_value<typename To::second_type>(::versioned::forward_element<From>(v.second))};
    } else if constexpr (requires { std::variant_size<F>::value; std::variant_size<To>::value; }) {
        if (v.valueless_by_exception()) throw std::bad_variant_access{};
        return [&]<std::size_t... Is>(std::index_sequence<Is...>) {
            constexpr To (*alternatives[])(From&&) = {&convert_alternative<To, Is, From>...};
            return alternatives[v.index()](static_cast<From&&>(v));
        }(std::make_index_sequence<std::variant_size_v<F>>{});
    } else if constexpr (is_optional<To>::value) {
        return To{std::in_place, convert_value<typename To::value_type>(static_cast<From&&>(v))};
    } else if constexpr (string_from_view<F, To>) {
        return To(std::string_view(v));
    } else {
        return static_cast<From&&>(v);
    }
}

} // namespace versioned::detail

#endif // VERSIONED_DETAIL_VALUE_CONVERSION_HPP
