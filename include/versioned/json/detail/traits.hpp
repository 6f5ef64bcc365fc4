// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_JSON_DETAIL_TRAITS_HPP
#define VERSIONED_JSON_DETAIL_TRAITS_HPP

// How the reader and the writer classify a type: a codec<T>, a described enum, a sequence, a
// string-keyed map...; the error a type without a JSON mapping gets; names of numeric types.

#include <versioned/container_traits.hpp>
#include <versioned/detail/meta.hpp>
#include <versioned/detail/value_conversion.hpp> // is_optional, is_std_vector
#include <versioned/json/error.hpp>

#include <boost/describe/enumerators.hpp>

#include <array>
#include <concepts>
#include <cstddef>
#include <map>
#include <string>
#include <string_view>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <vector>

namespace versioned::json {

// Declared here for the traits; codec's documentation is in <versioned/json/codec.hpp>.
template <class T>
struct codec;
class reader;
class writer;

} // namespace versioned::json

namespace versioned::detail::json_io {

using json::errc;

// ---- type traits ------------------------------------------------------------------------------

template <class T>
concept has_codec = requires(json::reader& r, json::writer& w, T& v, const T& cv) {
    { json::codec<T>::read(r, v) } -> std::same_as<bool>;
    json::codec<T>::write(w, cv);
};

template <class T>
concept described_enum = std::is_enum_v<T> && boost::describe::has_describe_enumerators<T>::value;

template <class T>
struct is_std_array : std::false_type {};
template <class T, std::size_t N>
struct is_std_array<std::array<T, N>> : std::true_type {};
// Any other container that container_traits describes (std::deque, std::list, a user's own)
// and that can be iterated and appended to is a JSON array; std::vector and std::array keep
// their own paths (a buffer for numbers, a checked length). Maps, optionals and pointers have
// no push_back.
template <class T>
concept json_sequence = !is_std_vector<T>::value && !is_std_array<T>::value &&
                        requires { typename container_traits<T>::value_type; } &&
                        requires(T& c, const T& cc, typename container_traits<T>::value_type&& e) {
                            cc.begin() != cc.end();
                            c.push_back(std::move(e));
                        };
template <class T>
struct is_string_map : std::false_type {};
template <class T, class C, class A>
struct is_string_map<std::map<std::string, T, C, A>> : std::true_type {};
template <class T, class H, class E, class A>
struct is_string_map<std::unordered_map<std::string, T, H, E, A>> : std::true_type {};

template <class T>
inline constexpr bool is_integer_v = std::is_integral_v<T> && !std::is_same_v<T, bool>;

// Instantiated only to report a type with no JSON mapping.
template <class T>
struct no_json_for_type {
    static_assert(always_false<T>,
                  "versioned::json: no JSON mapping for this type -- specialize "
                  "versioned::json::codec<T> (read and write), or describe an enum with "
                  "BOOST_DESCRIBE_ENUM; a map needs std::string keys; a container needs "
                  "versioned::container_traits, begin/end and push_back");
    static constexpr bool value = false;
};

template <class T>
struct nested_optional_in_json {
    static_assert(always_false<T>,
                  "versioned::json: std::optional<std::optional<T>> has no JSON form -- JSON has one "
                  "null, so an empty inner optional would read back as an empty outer one");
    static constexpr bool value = false;
};

template <class T>
constexpr std::string_view type_name() noexcept {
    if constexpr (std::is_same_v<T, bool>) return "boolean";
    else if constexpr (std::is_floating_point_v<T>) return sizeof(T) <= 4 ? "float" : "double";
    else if constexpr (std::is_signed_v<T>) {
        if constexpr (sizeof(T) == 1) return "int8";
        else if constexpr (sizeof(T) == 2) return "int16";
        else if constexpr (sizeof(T) == 4) return "int32";
        else return "int64";
    } else {
        if constexpr (sizeof(T) == 1) return "uint8";
        else if constexpr (sizeof(T) == 2) return "uint16";
        else if constexpr (sizeof(T) == 4) return "uint32";
        else return "uint64";
    }
}

// ---- described enums --------------------------------------------------------------------------

template <class E, class L>
struct enum_table_of;
template <class E, template <class...> class L, class... D>
struct enum_table_of<E, L<D...>> {
    static constexpr std::size_t size = sizeof...(D);
    static constexpr std::array<E, sizeof...(D)> values{D::value...};
    static constexpr std::array<std::string_view, sizeof...(D)> names{std::string_view(D::name)...};
};
template <class E>
using enum_table = enum_table_of<E, boost::describe::describe_enumerators<E>>;

// The reader's message for a name that is no enumerator (JSON's and the other formats').
inline std::string unknown_enumerator_message(std::string_view name, const std::string_view* names, std::size_t count) {
    std::string message = "unknown enumerator \"" + std::string(name) + "\" (expected one of";
    for (std::size_t at = 0; at < count; ++at) message += (at == 0 ? " \"" : ", \"") + std::string(names[at]) + '"';
    return message + ')';
}

} // namespace versioned::detail::json_io

#endif // VERSIONED_JSON_DETAIL_TRAITS_HPP
