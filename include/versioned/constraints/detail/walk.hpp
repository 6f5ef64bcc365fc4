// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_CONSTRAINTS_DETAIL_WALK_HPP
#define VERSIONED_CONSTRAINTS_DETAIL_WALK_HPP

// Every constrained value inside a value, checked (DESIGN.md §13): struct members, variants'
// alternatives, and whatever optionals, containers and maps hold. report(tokens, why) gets each
// violation with its path as JSON Pointer tokens (keys as the schemas write them, indices), so
// versioned::validate makes json::errors of them and the property tests a message.
// min_properties / max_properties of a struct count the members json::write would write (an
// empty std::optional is left out).

#include <versioned/constraints/check.hpp>
#include <versioned/container_traits.hpp>
#include <versioned/detail/semantics.hpp>
#include <versioned/detail/value_conversion.hpp>
#include <versioned/key_naming.hpp>
#include <versioned/reflection.hpp>
#include <versioned/variant.hpp>

#include <cstddef>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace versioned::detail::constraints {

template <class Report>
struct walk_state {
    Report& report;
    std::vector<std::string> path;
};

// The path grows by a token while a part is walked.
template <class Report>
struct token_scope {
    walk_state<Report>& s;
    token_scope(walk_state<Report>& state, std::string token) : s(state) { s.path.push_back(std::move(token)); }
    ~token_scope() { s.path.pop_back(); }
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

template <class Report, class T>
void walk(walk_state<Report>& s, const T& v);

// A member (field or alternative Fd at version V): its constraints, then what is inside it.
template <class Fd, std::size_t V, class Report, class M>
void walk_member(walk_state<Report>& s, const M& m) {
    if constexpr (constrained_at<Fd>(V)) {
        std::string why;
        if (!check_value(checks_at<Fd>(V), m, written_members(m), why)) s.report(s.path, std::move(why));
    }
    if constexpr (checks_duplicates<Fd, M>) { // (a set's, when validate(unique_items) has not said it)
        std::string why;
        const bool said = constrained_at<Fd>(V) && checks_at<Fd>(V).c->has(kind::unique_items);
        if (!said && !keeps_semantics<Fd>(m, why)) s.report(s.path, std::move(why));
    }
    walk(s, m);
}

template <class T, std::size_t I, class Report>
void walk_struct_member(walk_state<Report>& s, const T& v) {
    token_scope<Report> scope(s, std::string(json_keys<T>[I]));
    walk_member<field_at_t<T, present_fields_v<T>[I].field>, T::versioned_index>(s, get_present<I>(v));
}
template <class Report, class T>
void walk_struct(walk_state<Report>& s, const T& v) {
    [&]<std::size_t... Is>(std::index_sequence<Is...>) {
        (walk_struct_member<T, Is>(s, v), ...);
    }(std::make_index_sequence<present_fields_v<T>.size()>{});
}

template <class T, std::size_t K, class Report>
void walk_alternative(walk_state<Report>& s, const T& v) {
    using D = typename T::versioned_variant_descriptor;
    using A = alternative_at_t<D, variant_layout_v<D>.alternative[T::versioned_index][K]>;
    const auto& x = std::get<K>(v.storage());
    if constexpr (!variant_options_v<D>.tag.empty()) { // internally tagged: the members beside the tag
        walk_member<A, T::versioned_index>(s, x);
    } else {
        token_scope<Report> scope(s, std::string(variant_key_table<D, T::versioned_index>::keys[K]));
        walk_member<A, T::versioned_index>(s, x);
    }
}
template <class Report, class T>
void walk_variant(walk_state<Report>& s, const T& v) {
    [&]<std::size_t... Ks>(std::index_sequence<Ks...>) {
        (void)((v.index() == Ks ? (walk_alternative<T, Ks>(s, v), true) : false) || ...);
    }(std::make_index_sequence<std::variant_size_v<typename T::storage_type>>{});
}

template <class Report, class T>
void walk(walk_state<Report>& s, const T& v) {
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
            token_scope<Report> scope(s, std::string(key));
            walk(s, e);
        }
    } else if constexpr (requires { typename container_traits<T>::value_type; v.begin(); }) {
        std::size_t i = 0;
        for (const auto& e : v) {
            token_scope<Report> scope(s, std::to_string(i++));
            walk(s, e);
        }
    }
}

// Walks every constrained value of v (a versioned struct or variant) with report.
template <class T, class Report>
void walk_all(const T& v, Report& report) {
    walk_state<Report> s{report, {}};
    walk(s, v);
}

} // namespace versioned::detail::constraints

#endif // VERSIONED_CONSTRAINTS_DETAIL_WALK_HPP
