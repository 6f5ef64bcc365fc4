// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_DETAIL_VERSION_LIST_HPP
#define VERSIONED_DETAIL_VERSION_LIST_HPP

// The version lists and tags as types: what the rest of detail/ needs of versions.hpp, without
// its macros, so that no detail header includes a public one. versions.hpp re-exports these.

#include <versioned/detail/meta.hpp>

#include <array>
#include <concepts>
#include <cstddef>
#include <string_view>
#include <type_traits>

namespace versioned {

// The ordered list of a module's version tags, oldest first.
template <class... Vs>
struct version_list {
    static constexpr std::size_t size = sizeof...(Vs);
};

// A version tag: a type declared by VERSIONED_VERSIONS.
template <class T>
concept version_tag = requires {
    typename T::versioned_module;
    { T::name } -> std::convertible_to<std::string_view>;
    { T::index } -> std::convertible_to<std::size_t>;
};

// The enum class ns::version of a module.
template <class E>
concept version_enum = std::is_enum_v<E> && requires(E e) { versioned_module_of(e); };

namespace detail {

template <class L>
struct version_list_traits;
template <class... Vs>
struct version_list_traits<version_list<Vs...>> {
    static constexpr std::array<std::string_view, sizeof...(Vs)> names{Vs::name...};
    static constexpr std::array<bool, sizeof...(Vs)> deprecated{Vs::deprecated...};
    static constexpr std::array<std::string_view, sizeof...(Vs)> notes{Vs::deprecation_note...};
    static constexpr std::array<std::string_view, sizeof...(Vs)> docs{Vs::doc...};
    template <std::size_t I>
    using at = pack_at_t<I, Vs...>;
};

template <class First, class... Vs>
using version_list_tail = version_list<Vs...>;

template <class E>
using module_of_enum_t = decltype(versioned_module_of(E{}));

// The index of the version named `name` in a module, npos if it declares none of that name.
template <class Module>
constexpr std::size_t version_index_of(std::string_view name) noexcept {
    constexpr auto& names = version_list_traits<typename Module::versions>::names;
    for (std::size_t i = 0; i < names.size(); ++i)
        if (same_name(names[i], name)) return i;
    return npos;
}

// The module a VERSIONED_STRUCT names, when VERSIONED_VERSIONS declared it with at least one
// version (Tag, the struct's descriptor, makes the test fresh for every struct). When it did
// not -- no VERSIONED_VERSIONS(ns, ...) before the struct, or one without versions -- that is
// reported once (by the struct or by VERSIONED_VERSIONS), and the struct is declared against
// a stand-in module of one version, so that nothing else fails.
template <class Module, class Tag>
inline constexpr bool module_declared = requires { sizeof(Module); };

struct undeclared_module;
struct undeclared_version {
    using versioned_module = undeclared_module;
    static constexpr std::string_view name = "v1";
    static constexpr std::size_t index = 0;
    static constexpr bool deprecated = false;
    static constexpr std::string_view deprecation_note{};
    static constexpr std::string_view doc{};
};
struct undeclared_module {
    using versions = version_list<undeclared_version>;
    enum class version : std::size_t { v1 };
    static constexpr std::string_view name = "(undeclared)";
};
constexpr undeclared_module versioned_module_of(undeclared_module::version) noexcept { return {}; }

template <class Module, class Tag>
struct usable_module {
    using type = undeclared_module;
};
template <class Module, class Tag>
    requires(Module::versions::size > 0)
struct usable_module<Module, Tag> {
    using type = Module;
};
template <class Module, class Tag>
using usable_module_t = typename usable_module<Module, Tag>::type;

} // namespace detail

// The module (VERSIONED_VERSIONS namespace) a tag belongs to.
template <version_tag V>
using module_of_t = typename V::versioned_module;

// The tag at position I of a module's version list.
template <class Versions, std::size_t I>
using version_at_t = typename detail::version_list_traits<Versions>::template at<I>;

// The newest and the oldest tag of a version list.
template <class Versions>
using latest_version_t = version_at_t<Versions, Versions::size - 1>;
template <class Versions>
using oldest_version_t = version_at_t<Versions, 0>;

} // namespace versioned

#endif // VERSIONED_DETAIL_VERSION_LIST_HPP
