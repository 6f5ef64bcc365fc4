// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_HANA_HPP
#define VERSIONED_HANA_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// Every generated struct models boost::hana::Struct, with its present fields only. A separate
// header, so that users who do not use Hana do not pay for its headers.

#include <versioned/reflection.hpp>

#include <boost/hana/core/when.hpp>
#include <boost/hana/fwd/accessors.hpp>
#include <boost/hana/pair.hpp>
#include <boost/hana/string.hpp>
#include <boost/hana/tuple.hpp>

#include <cstddef>
#include <utility>

namespace versioned::detail {

template <std::size_t I>
struct hana_accessor {
    template <class T>
    constexpr decltype(auto) operator()(T&& obj) const noexcept {
        return get_present<I>(static_cast<T&&>(obj));
    }
};

template <class T, std::size_t I, std::size_t... Cs>
constexpr auto hana_name(std::index_sequence<Cs...>) noexcept {
    return boost::hana::string_c<present_fields_v<T>[I].name[Cs]...>;
}

template <class T, std::size_t... Is>
constexpr auto hana_accessors(std::index_sequence<Is...>) noexcept {
    return boost::hana::make_tuple(boost::hana::make_pair(
        hana_name<T, Is>(std::make_index_sequence<present_fields_v<T>[Is].name.size()>{}), hana_accessor<Is>{})...);
}

} // namespace versioned::detail

namespace boost::hana {
template <class T>
struct accessors_impl<T, when<::versioned::detail::versioned_struct<T>>> {
    static constexpr auto apply() noexcept {
        return ::versioned::detail::hana_accessors<T>(std::make_index_sequence<::versioned::field_count<T>>{});
    }
};
} // namespace boost::hana

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_HANA_HPP
