// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_VARIANT_DETAIL_VARIANT_BASE_HPP
#define VERSIONED_VARIANT_DETAIL_VARIANT_BASE_HPP

// What ns::Name<V> (VERSIONED_VARIANT) is: a std::variant of the alternatives version V holds,
// in table order, with access by name. Name<V> derives from variant_base<descriptor, V> and
// inherits its constructors, so diagnostics and users see the user's own name.

#include <versioned/detail/meta.hpp>
#include <versioned/variant/detail/core.hpp>

#include <concepts>
#include <cstddef>
#include <string_view>
#include <type_traits>
#include <utility>
#include <variant>

namespace versioned::detail {

// The slot of the alternative called Name in version V, checked: a name V does not have is a
// compile error naming it (slot_lookup), and slot 0 stands in afterwards, so that nothing more
// is reported about the same mistake.
template <class D, std::size_t V, fixed_string Name>
struct checked_slot {
    static constexpr bool found = slot_lookup<D, V, Name>::check();
    static constexpr std::size_t value = found ? slot_lookup<D, V, Name>::value : 0;
    using type = std::variant_alternative_t<value, variant_storage_t<D, V>>;
};

// Instantiated only to report an error: its arguments name the variant, the alternative, the
// value's type and the alternative's type.
template <class Variant, fixed_string Name, class Value, class Alternative>
struct make_value_does_not_convert_to_the_alternative {
    static_assert(always_false<Variant>,
                  "versioned: Variant<V>::make<\"name\">(value): the value does not convert to the alternative's "
                  "type -- the arguments of make_value_does_not_convert_to_the_alternative<variant, name, value "
                  "type, alternative type> name them");
};

template <class T>
concept equality_comparable_value = requires(const T& a) {
    { a == a } -> std::convertible_to<bool>;
};
template <class S>
struct alternatives_comparable;
template <class... Ts>
struct alternatives_comparable<std::variant<Ts...>> : std::bool_constant<(equality_comparable_value<Ts> && ...)> {};

template <class D, class V>
class variant_base {
    static_assert(is_version_of<V, typename D::versioned_module>,
                  "versioned: Variant<V>: V must be a version tag declared by the VERSIONED_VERSIONS of the "
                  "module that declared the variant");
    // the library reads the index, never V itself: clang warns on uses of a deprecated tag
    static constexpr std::size_t at = V::index;
    using derived = typename D::template versioned_template<V>;
    template <fixed_string Name>
    using slot = checked_slot<D, at, Name>;

public:
    using versioned_variant_descriptor = D;
    static constexpr std::size_t versioned_index = at;
    // The std::variant inside: the alternatives of this version, in table order.
    using storage_type = variant_storage_t<D, at>;
    // The type of the alternative called Name in this version.
    template <fixed_string Name>
    using alternative_type = typename slot<Name>::type;

    // The first alternative of this version, value-initialized.
    constexpr variant_base() = default;
    // The alternative in slot K (index() K), constructed from args.
    template <std::size_t K, class... Args>
    constexpr explicit variant_base(std::in_place_index_t<K> k, Args&&... args) : storage_(k, static_cast<Args&&>(args)...) {}
    // From the std::variant of this version's alternatives -- only from one: a by-value
    // storage_type parameter made every copy and move of Name<V> ask whether Name<V> converts
    // to storage_type, and std::variant's converting constructor then tries each alternative
    // from it, which instantiates (clang) the converting constructor of a placeholder member
    // that an alternative struct starts with: an error in a plain move.
    template <class S>
        requires std::same_as<std::remove_cvref_t<S>, storage_type>
    constexpr explicit variant_base(S&& s) : storage_(static_cast<S&&>(s)) {}

    // The alternative called Name holding value: Source<api::v1>::make<"image">(img). Any value
    // is taken (a braced list initializes the alternative's type), so that one that does not
    // convert is one error naming both types, not a failed overload.
    template <fixed_string Name, class U = typename slot<Name>::type>
    static constexpr derived make(U&& value = U{}) {
        using alternative = typename slot<Name>::type;
        if constexpr (!slot<Name>::found) {
            return derived{}; // the name is the error (checked_slot)
        } else if constexpr (!std::is_convertible_v<U&&, alternative>) {
            report<make_value_does_not_convert_to_the_alternative<derived, Name, std::remove_cvref_t<U>, alternative>>();
            return derived{};
        } else {
            return derived(std::in_place_index<slot<Name>::value>, static_cast<U&&>(value));
        }
    }
    // Replaces the held alternative with Name, constructed from args; returns it.
    template <fixed_string Name, class... Args>
    constexpr auto& emplace(Args&&... args) {
        return storage_.template emplace<slot<Name>::value>(static_cast<Args&&>(args)...);
    }

    template <fixed_string Name>
    constexpr bool holds() const noexcept {
        return storage_.index() == slot<Name>::value;
    }
    // The alternative called Name; std::bad_variant_access when another one is held.
    template <fixed_string Name>
    constexpr auto& get() & {
        return std::get<slot<Name>::value>(storage_);
    }
    template <fixed_string Name>
    constexpr const auto& get() const& {
        return std::get<slot<Name>::value>(storage_);
    }
    template <fixed_string Name>
    constexpr auto&& get() && {
        return std::get<slot<Name>::value>(static_cast<storage_type&&>(storage_));
    }
    // A pointer to the alternative called Name, or nullptr when another one is held.
    template <fixed_string Name>
    constexpr auto* get_if() noexcept {
        return std::get_if<slot<Name>::value>(&storage_);
    }
    template <fixed_string Name>
    constexpr const auto* get_if() const noexcept {
        return std::get_if<slot<Name>::value>(&storage_);
    }

    // The held alternative's position among this version's alternatives (table order).
    constexpr std::size_t index() const noexcept { return storage_.index(); }
    // The held alternative's name in this version ("" only when valueless by an exception).
    constexpr std::string_view name() const noexcept {
        return storage_.valueless_by_exception() ? std::string_view{} : slot_names_v<D, at>[storage_.index()];
    }
    // f(alternative) with the held alternative (std::visit).
    template <class F>
    constexpr decltype(auto) visit(F&& f) & {
        return std::visit(static_cast<F&&>(f), storage_);
    }
    template <class F>
    constexpr decltype(auto) visit(F&& f) const& {
        return std::visit(static_cast<F&&>(f), storage_);
    }
    template <class F>
    constexpr decltype(auto) visit(F&& f) && {
        return std::visit(static_cast<F&&>(f), static_cast<storage_type&&>(storage_));
    }

    constexpr storage_type& storage() & noexcept { return storage_; }
    constexpr const storage_type& storage() const& noexcept { return storage_; }
    constexpr storage_type&& storage() && noexcept { return static_cast<storage_type&&>(storage_); }

    // The same alternative holding an equal value.
    friend constexpr bool operator==(const variant_base& a, const variant_base& b)
        requires(alternatives_comparable<storage_type>::value)
    {
        return a.storage_ == b.storage_;
    }

private:
    storage_type storage_;
};

} // namespace versioned::detail

#endif // VERSIONED_VARIANT_DETAIL_VARIANT_BASE_HPP
