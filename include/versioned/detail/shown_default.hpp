// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_DETAIL_SHOWN_DEFAULT_HPP
#define VERSIONED_DETAIL_SHOWN_DEFAULT_HPP

// Which default_with a schema can show as its "default" (schema/detail/defaults.hpp writes it;
// the rules of a map list's keys, detail/semantics.hpp, ask whether a key has one).

#include <versioned/detail/default_value.hpp>
#include <versioned/detail/field_info.hpp>
#include <versioned/detail/field_value.hpp>
#include <versioned/detail/rules.hpp>
#include <versioned/enum.hpp>
#include <versioned/reflection.hpp>

#include <boost/describe/enumerators.hpp>

#include <cstddef>
#include <limits>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

namespace versioned::detail {

// The "default" of field Fd in version V is default_at<Fd, V>() -- the default_with value carried
// through the field's type changes, as an upgrade carries it -- shown when it is a constant
// expression JSON can show on every supported compiler: an integer, a bool, or a string whose
// default_with returns const char* / std::string_view and is not retyped on the way. A
// std::string result is never shown: constexpr std::string works with g++ 12 and not with
// clang++ 14, and a schema must not depend on the compiler.

// value: a nested struct, a vector or an optional, written as json::write writes it (an empty
// optional member left out, so a struct of optionals shows "{}", as +kubebuilder:default={}).
// json_text: default_json("...")'s text, for any default (one holding strings included), read
// against the field's type by the field's rules (detail/default_json.hpp).
enum class default_kind { none, integer, boolean, string, enumerator, value, json_text };

// The name of value among a BOOST_DESCRIBE_ENUM's descriptors Ds.
template <class E, template <class...> class L, class... Ds>
constexpr std::string_view described_name(E value, L<Ds...>*) noexcept {
    std::string_view name{};
    static_cast<void>(((Ds::value == value ? (name = Ds::name, true) : false) || ...));
    return name;
}

// The name of an enumerator, as JSON writes it (a versioned enum's at its version, a
// BOOST_DESCRIBE_ENUM's); empty for a value without one.
template <class E>
constexpr std::string_view enumerator_name(E value) noexcept {
    std::string_view name{};
    if constexpr (versioned_enum<E>) {
        for (const auto& entry : enumerators_of<E>)
            if (entry.second == value) name = entry.first;
    } else if constexpr (boost::describe::has_describe_enumerators<E>::value) {
        name = described_name(value, static_cast<boost::describe::describe_enumerators<E>*>(nullptr));
    }
    return name;
}

// Whether every value of T is a constant expression on every supported compiler: integers,
// bools, named enums, and structs, vectors and optionals of them -- no std::string (see above).
template <class T>
constexpr bool constant_shape() noexcept;
template <class T, std::size_t... Is>
constexpr bool constant_members(std::index_sequence<Is...>) noexcept {
    return (constant_shape<present_member_t<T, Is>>() && ...);
}
template <class T>
constexpr bool constant_shape() noexcept {
    if constexpr (std::is_same_v<T, bool> || is_integer<T>)
        return true;
    else if constexpr (std::is_enum_v<T>)
        return versioned_enum<T> || boost::describe::has_describe_enumerators<T>::value;
    else if constexpr (is_optional<T>::value)
        return constant_shape<typename T::value_type>();
    else if constexpr (versioned_struct<T>)
        return constant_members<T>(std::make_index_sequence<present_fields_v<T>.size()>{});
    else if constexpr (is_std_vector<T>::value)
        return constant_shape<typename T::value_type>();
    else
        return false;
}

// Whether JSON can show value: every enum named, every unsigned integer an int64 (Kubernetes'),
// every vector empty, the value itself no empty optional.
template <class T>
constexpr bool showable(const T& value) noexcept {
    if constexpr (std::is_enum_v<T>) {
        return !enumerator_name(value).empty();
    } else if constexpr (is_integer<T> && std::is_unsigned_v<T>) {
        return value <= static_cast<unsigned long long>(std::numeric_limits<long long>::max());
    } else if constexpr (is_optional<T>::value) {
        return value.has_value() && showable(*value);
    } else if constexpr (versioned_struct<T>) {
        return [&]<std::size_t... Is>(std::index_sequence<Is...>) {
            const auto member_showable = [](const auto& member) {
                if constexpr (is_optional<std::remove_cvref_t<decltype(member)>>::value)
                    if (!member) return true;
                return showable(member);
            };
            return (member_showable(get_present<Is>(value)) && ...);
        }(std::make_index_sequence<present_fields_v<T>.size()>{});
    } else if constexpr (requires { value.empty(); }) {
        // a vector's allocation is constant in g++ 12's evaluator, not in clang++ 14's: only an
        // empty one is shown, so that a schema does not depend on the compiler
        return value.empty();
    } else {
        return true;
    }
}

template <class Fd, std::size_t V>
concept constant_default_at = requires {
    typename std::integral_constant<bool, (static_cast<void>(default_at<Fd, V>()), true)>;
};

template <class Fd, std::size_t V>
constexpr default_kind shown_default() {
    constexpr auto& info = field_info_v<Fd>;
    using type = type_at_t<Fd, V>;
    if constexpr (!info.has_default) {
        return default_kind::none;
    } else if constexpr (!info.default_json.empty()) {
        return default_kind::json_text;
    } else if constexpr (std::is_same_v<type, bool> || is_integer<type>) {
        if constexpr (constant_default_at<Fd, V>)
            return std::is_same_v<type, bool> ? default_kind::boolean : default_kind::integer;
        else
            return default_kind::none;
    } else if constexpr (std::is_enum_v<type>) {
        // an enum's default is its enumerator's name (Kubernetes' CronJob: concurrencyPolicy: Allow)
        if constexpr (constant_default_at<Fd, V>)
            return enumerator_name(default_at<Fd, V>()).empty() ? default_kind::none : default_kind::enumerator;
        else
            return default_kind::none;
    } else if constexpr (std::is_same_v<type, std::string>) {
        using R = std::remove_cvref_t<decltype(Fd::template versioned_default<>())>;
        if constexpr (!std::is_same_v<R, std::string> && std::is_convertible_v<R, std::string_view> &&
                      next_type_change(field_info_v<Fd>, info.added, V) == npos && std::is_same_v<type_at_t<Fd, info.added>, type> &&
                      constant_default_with<Fd>)
            return default_kind::string;
        else
            return default_kind::none;
    } else if constexpr (constant_shape<type>()) {
        // a struct, vector or optional (Kubernetes' +kubebuilder:default={} and defaulted lists)
        if constexpr (constant_default_at<Fd, V>)
            return showable(default_at<Fd, V>()) ? default_kind::value : default_kind::none;
        else
            return default_kind::none;
    } else {
        return default_kind::none;
    }
}

} // namespace versioned::detail

#endif // VERSIONED_DETAIL_SHOWN_DEFAULT_HPP
