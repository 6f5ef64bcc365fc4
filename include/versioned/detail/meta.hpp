// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_DETAIL_META_HPP
#define VERSIONED_DETAIL_META_HPP

// Flat metaprogramming primitives: no recursion over packs, so compile time grows linearly
// with the number of fields and versions.

#include <cstddef>
#include <string_view>
#include <type_traits>
#include <utility>

namespace versioned::detail {

inline constexpr std::size_t npos = static_cast<std::size_t>(-1);

template <class...>
inline constexpr bool always_false = false;

// T, as a type that depends on Ds: what a template declares or calls with it is instantiated
// when the template is, not in every TU that includes the header (compilers instantiate what
// non-dependent code in a template uses when they read the template).
template <class T, class... Ds>
struct dependent {
    using type = T;
};
template <class T, class... Ds>
using dependent_t = typename dependent<T, Ds...>::type;

template <class... Ts>
struct type_list {
    static constexpr std::size_t size = sizeof...(Ts);
};

// type_list_tail<void, A, B> is type_list<A, B>: lets macros emit ", X" per item.
template <class First, class... Ts>
using type_list_tail = type_list<Ts...>;

#if defined(__has_builtin)
#if __has_builtin(__type_pack_element)
#define VERSIONED_HAS_TYPE_PACK_ELEMENT 1
#endif
#endif

#ifdef VERSIONED_HAS_TYPE_PACK_ELEMENT
template <std::size_t I, class... Ts>
using pack_at_t = __type_pack_element<I, Ts...>;
#else
// O(1)-depth indexing: derive from every (index, type) pair once, pick one base by deduction.
template <std::size_t I, class T>
struct indexed {
    using type = T;
};
template <class Seq, class... Ts>
struct indexer;
template <std::size_t... Is, class... Ts>
struct indexer<std::index_sequence<Is...>, Ts...> : indexed<Is, Ts>... {};
template <std::size_t I, class T>
indexed<I, T> select_indexed(const indexed<I, T>&);
template <std::size_t I, class... Ts>
using pack_at_t =
    typename decltype(select_indexed<I>(indexer<std::index_sequence_for<Ts...>, Ts...>{}))::type;
#endif

template <class L, std::size_t I>
struct list_at;
template <class... Ts, std::size_t I>
struct list_at<type_list<Ts...>, I> {
    using type = pack_at_t<I, Ts...>;
};
template <class L, std::size_t I>
using list_at_t = typename list_at<L, I>::type;

// A string usable as a template argument: has_field<T, "name">.
template <std::size_t N>
struct fixed_string {
    char data[N]{};
    constexpr fixed_string(const char (&literal)[N]) noexcept {
        for (std::size_t i = 0; i < N; ++i) data[i] = literal[i];
    }
    constexpr std::string_view view() const noexcept { return {data, N - 1}; }
};

// String equality for the constant evaluations the macros run per member and action: a plain
// loop, where string_view's == goes through char_traits (several calls per comparison, each
// interpreted).
constexpr bool same_name(std::string_view a, std::string_view b) noexcept {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (a[i] != b[i]) return false;
    return true;
}

// Whether a type's text (#T of a field) holds an attribute, [[...]]: it would not apply to the
// member the library declares, so VERSIONED_STRUCT reports it.
constexpr bool has_attribute_text(std::string_view text) noexcept {
    for (std::size_t i = 0; i + 1 < text.size(); ++i)
        if (text[i] == '[' && text[i + 1] == '[') return true;
    return false;
}

template <std::size_t N>
constexpr std::size_t index_of(const std::string_view (&names)[N], std::string_view name) noexcept {
    for (std::size_t i = 0; i < N; ++i)
        if (same_name(names[i], name)) return i;
    return npos;
}

template <std::size_t N>
constexpr std::size_t count_of(const std::string_view (&names)[N], std::string_view name) noexcept {
    std::size_t n = 0;
    for (std::size_t i = 0; i < N; ++i) n += same_name(names[i], name) ? 1 : 0;
    return n;
}

constexpr std::size_t fnv1a(std::string_view s) noexcept {
    std::size_t h = 14695981039346656037ull;
    for (char c : s) h = (h ^ static_cast<unsigned char>(c)) * 1099511628211ull;
    return h;
}

// The index of the first of names[0..N) equal to an earlier one, npos when all differ. Open
// addressing over a table at least twice the size: linear in N, where comparing every pair is
// quadratic (at 200 fields the pairwise check of one version's JSON keys cost more than its
// whole schema) and would exceed the constexpr step limits long before 256 fields.
template <std::size_t N>
constexpr std::size_t first_repeated(const std::string_view* names) noexcept {
    constexpr std::size_t size = [] {
        std::size_t count = 1;
        while (count < 2 * N + 1) count *= 2;
        return count;
    }();
    std::size_t slot[size]{}; // index + 1 of the name stored there, 0 when empty
    for (std::size_t i = 0; i < N; ++i) {
        std::size_t at = fnv1a(names[i]) & (size - 1);
        while (slot[at] != 0) {
            if (same_name(names[slot[at] - 1], names[i])) return i;
            at = (at + 1) & (size - 1);
        }
        slot[at] = i + 1;
    }
    return npos;
}

// Instantiates Reporter, a struct whose static_assert names a mistake by its template arguments,
// from a constexpr function without making that function's result non-constant: clang++ takes
// a read of a member of the failed instantiation (Reporter::value) for a non-constant
// expression, and reported the mistake again at every use of the result (hundreds of lines).
template <class Reporter>
constexpr void report() noexcept {
    using instantiated = decltype(Reporter{});
    static_cast<void>(sizeof(instantiated));
}

// A field's or alternative's type as the table writes it: declared_type_t<T> is T. A class
// template named without its arguments -- (api::Inner, in) for (api::Inner<V>, in) -- is the
// first error instead of the alias's ("'auto' not allowed in alias declaration", then 170
// lines), its argument naming the template.
template <template <class...> class Template>
struct field_type_is_a_template_without_arguments {
    static_assert(always_false<field_type_is_a_template_without_arguments>,
                  "versioned: a field's (or alternative's) type names a class template without its "
                  "arguments: a nested versioned struct, enum or variant follows the version as "
                  "Name<V> (the argument of field_type_is_a_template_without_arguments<...> names it)");
};
template <class T>
std::type_identity<T> declared_type();
template <template <class...> class Template>
std::type_identity<field_type_is_a_template_without_arguments<Template>> declared_type();

} // namespace versioned::detail

#endif // VERSIONED_DETAIL_META_HPP
