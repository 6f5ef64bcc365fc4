// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_VALIDATE_HPP
#define VERSIONED_VALIDATE_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// versioned::validate(value): every violation of the constraints of the value's version
// (DESIGN.md §13) -- nested structs, containers, maps and variants included, CEL rules
// excepted -- as json::errors with the JSON Pointer of the value and the reader's message.
//
//   for (const auto& e : versioned::validate(spec)) std::cerr << e.message() << '\n';
//   // "/replicas: 1200 is greater than the maximum 1000"
//
// Empty when the value is valid. json::write does not check; json::read does (as the first
// violation of the document). min_properties / max_properties of a nested struct count the
// members json::write would write (an empty std::optional is left out).

#include <versioned/constraints/check.hpp>
#include <versioned/container_traits.hpp>
#include <versioned/detail/value_conversion.hpp>
#include <versioned/json/detail/error_state.hpp>
#include <versioned/json/error.hpp>
#include <versioned/key_naming.hpp>
#include <versioned/reflection.hpp>
#include <versioned/variant.hpp>

#include <cstddef>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace versioned::detail::validation {

struct walk_state {
    std::vector<json::error> found;
    std::string path;
};

// The path grows by a token while a part is walked.
struct token_scope {
    walk_state& s;
    std::size_t size;
    token_scope(walk_state& state, std::string_view token) : s(state), size(state.path.size()) {
        s.path += '/';
        json_io::append_pointer_token(s.path, token);
    }
    ~token_scope() { s.path.resize(size); }
    token_scope(const token_scope&) = delete;
    token_scope& operator=(const token_scope&) = delete;
};

// The members json::write writes of a struct: all present, but an empty std::optional.
template <class T>
std::size_t written_members(const T& v) {
    if constexpr (versioned_struct<T>) {
        std::size_t n = 0;
        for_each_field(v, [&](std::string_view, const auto& m) {
            if constexpr (is_optional<std::remove_cvref_t<decltype(m)>>::value) n += m ? 1 : 0;
            else n += 1;
        });
        return n;
    } else if constexpr (is_optional<T>::value) {
        return v ? written_members(*v) : 0;
    } else {
        return 0;
    }
}

template <class T>
void walk(walk_state& s, const T& v);

// A member (field or alternative Fd at version V): its constraints, then what is inside it.
template <class Fd, std::size_t V, class M>
void member(walk_state& s, const M& m) {
    if constexpr (constraints::constrained_at<Fd>(V)) {
        std::string why;
        if (!constraints::check_value(constraints::checks_at<Fd>(V), m, written_members(m), why))
            s.found.push_back(json::error{json::errc::constraint_violated, s.path, 0, 0, 0, std::move(why)});
    }
    walk(s, m);
}

template <class T, std::size_t I>
void struct_member(walk_state& s, const T& v) {
    token_scope scope(s, json_keys<T>[I]);
    member<field_at_t<T, present_fields_v<T>[I].field>, T::versioned_index>(s, get_present<I>(v));
}
template <class T>
void walk_struct(walk_state& s, const T& v) {
    [&]<std::size_t... Is>(std::index_sequence<Is...>) {
        (struct_member<T, Is>(s, v), ...);
    }(std::make_index_sequence<present_fields_v<T>.size()>{});
}

template <class T>
void walk_variant(walk_state& s, const T& v) {
    using D = typename T::versioned_variant_descriptor;
    constexpr bool tagged = !variant_options_v<D>.tag.empty(); // the members beside the tag: no key
    [&]<std::size_t... Ks>(std::index_sequence<Ks...>) {
        (void)((v.index() == Ks ? ([&] {
            using A = alternative_at_t<D, variant_layout_v<D>.alternative[T::versioned_index][Ks]>;
            const auto& x = std::get<Ks>(v.storage());
            if constexpr (tagged) {
                member<A, T::versioned_index>(s, x);
            } else {
                token_scope scope(s, variant_key_table<D, T::versioned_index>::keys[Ks]);
                member<A, T::versioned_index>(s, x);
            }
        }(), true) : false) || ...);
    }(std::make_index_sequence<std::variant_size_v<typename T::storage_type>>{});
}

template <class T>
void walk(walk_state& s, const T& v) {
    if constexpr (versioned_struct<T>) {
        walk_struct(s, v);
    } else if constexpr (versioned_variant<T>) {
        if (!v.storage().valueless_by_exception()) walk_variant(s, v);
    } else if constexpr (is_optional<T>::value) {
        if (v) walk(s, *v);
    } else if constexpr (std::is_same_v<T, std::string> || std::is_arithmetic_v<T> || std::is_enum_v<T>) {
        // nothing inside
    } else if constexpr (requires { typename T::key_type; typename T::mapped_type; v.begin(); }) {
        for (const auto& [key, e] : v) {
            token_scope scope(s, key);
            walk(s, e);
        }
    } else if constexpr (requires { typename container_traits<T>::value_type; v.begin(); }) {
        std::size_t i = 0;
        for (const auto& e : v) {
            token_scope scope(s, std::to_string(i++));
            walk(s, e);
        }
    }
}

} // namespace versioned::detail::validation

namespace versioned {

// Every violation of the constraints of value's version (see above); empty when valid.
template <class T>
    requires(versioned_struct<T> || detail::versioned_variant<T>)
std::vector<json::error> validate(const T& value) {
    detail::validation::walk_state s;
    detail::validation::walk(s, value);
    return std::move(s.found);
}

} // namespace versioned

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_VALIDATE_HPP
