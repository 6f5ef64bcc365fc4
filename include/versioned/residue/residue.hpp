// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_RESIDUE_RESIDUE_HPP
#define VERSIONED_RESIDUE_RESIDUE_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// Lossless round trips (DESIGN.md §7): what an older version cannot carry, kept beside the
// object and given back on the way up.
//
//   versioned::residue<FooSpec> rest;                               // empty
//   auto old  = versioned::convert<api::v1alpha1>(cur, rest);       // rest records what v1alpha1 cannot hold
//   old.name = "renamed";                                           // a client edits the old version
//   auto back = versioned::convert<api::v1>(std::move(old), rest);  // == cur, except name; rest.empty()
//
// What is recorded, when it comes back, and the JSON form: docs/residue.md.

#include <versioned/convert.hpp>
#include <versioned/reflection.hpp>
#include <versioned/residue/detail/convert.hpp>
#include <versioned/residue/detail/store.hpp>
#include <versioned/residue/detail/variant.hpp>
#include <versioned/variant.hpp>
#include <versioned/versions.hpp>

#include <cstddef>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace versioned {

template <template <class> class S>
class residue;

namespace detail {
struct residue_access {
    template <template <class> class S>
    static residue_entries& entries(residue<S>& r) noexcept {
        return r.entries_;
    }
    template <template <class> class S>
    static const residue_entries& entries(const residue<S>& r) noexcept {
        return r.entries_;
    }
};
} // namespace detail

// What the older versions of one object of S could not carry, recorded by conversions down
// and given back by conversions up. A value type: copy it, store it (JSON), compare entries.
template <template <class> class S>
class residue {
public:
    using versions = versions_of_t<S>;

    // One entry, for inspection: the version it was recorded at (the newer version of the
    // step that lost the value) and the value's JSON Pointer in that version.
    struct entry {
        std::string_view version;
        std::string_view path;
    };

    residue() = default;

    // True once everything recorded came back (or was overtaken by an edit).
    bool empty() const noexcept { return entries_.empty(); }
    std::size_t size() const noexcept { return entries_.map.size(); }
    void clear() noexcept { entries_.map.clear(); }

    // The entries, by version then path (vector lengths and hook records included).
    std::vector<entry> entries() const {
        std::vector<entry> out;
        out.reserve(entries_.map.size());
        for (const auto& kv : entries_.map) out.push_back(entry{version_name(kv.first.version), kv.first.path});
        return out;
    }
    // Whether a value is kept for that version and path ("v1", "/port").
    bool contains(std::string_view version, std::string_view path) const {
        for (const auto& kv : entries_.map)
            if (kv.first.path == path && version_name(kv.first.version) == version) return true;
        return false;
    }

private:
    static std::string_view version_name(std::size_t i) noexcept {
        return detail::version_list_traits<versions>::names[i];
    }
    friend struct detail::residue_access;
    detail::residue_entries entries_;
};

namespace detail {

// convert with a residue, to the version at index To.
template <std::size_t To, class T, template <class> class S>
auto convert_with_residue(T&& x, residue<S>& rest) {
    using U = std::remove_cvref_t<T>;
    static_assert(std::is_same_v<typename U::versioned_descriptor, descriptor_of_template_t<S>>,
                  "versioned::convert(x, residue<S>&): the residue belongs to another struct template than x");
    constexpr std::size_t from = U::versioned_index;
    residue_entries& d = residue_access::entries(rest);
    using target = at_version_t<U, To>;
    // Entries of an older state of the object, which the way to `from` would have given back.
    if (!d.empty()) d.erase_stale(from);
    if constexpr (To == from) {
        return U(static_cast<T&&>(x));
    } else if constexpr (To < from) {
        constexpr bool loses = range_may_lose<U, from, To>(), gives_back = range_may_drop<U, To, from>();
        using plain_to = version_at_t<typename U::versioned_descriptor::versioned_module::versions, To>;
        if constexpr (!loses && !gives_back) {
            return ::versioned::convert<plain_to>(static_cast<T&&>(x));
        } else {
            // after erase_stale, the entries at versions (To, from] are the upgrades' (dropped values)
            if constexpr (!loses)
                if (!d.any_between(To + 1, from)) return ::versioned::convert<plain_to>(static_cast<T&&>(x));
            return target(residue_down<To>(static_cast<const U&>(x), d));
        }
    } else {
        if constexpr (!range_may_drop<U, from, To>())
            if (d.empty() || !d.any_between(from + 1, To))
                return ::versioned::convert<version_at_t<typename U::versioned_descriptor::versioned_module::versions, To>>(
                    static_cast<T&&>(x));
        U y(static_cast<T&&>(x));
        return target(residue_up<To>(y, d));
    }
}

// The same for a versioned variant at the root of the residue (residue<Variant>).
template <std::size_t To, class T, template <class> class S>
auto convert_variant_with_residue(T&& x, residue<S>& rest) {
    using U = std::remove_cvref_t<T>;
    static_assert(std::is_same_v<typename U::versioned_variant_descriptor, descriptor_of_template_t<S>>,
                  "versioned::convert(x, residue<S>&): the residue belongs to another template than x");
    using versions = typename U::versioned_variant_descriptor::versioned_module::versions;
    constexpr std::size_t from = U::versioned_index;
    residue_entries& d = residue_access::entries(rest);
    if (!d.empty()) d.erase_stale(from); // as for structs: an older state's entries
    if constexpr (To == from) {
        return U(static_cast<T&&>(x));
    } else if constexpr (To < from) {
        constexpr bool loses = variant_range_may_lose<U, from, To>(), gives_back = variant_range_may_drop<U, To, from>();
        if constexpr (!loses && !gives_back) {
            return ::versioned::convert<version_at_t<versions, To>>(static_cast<T&&>(x));
        } else {
            if constexpr (!loses)
                if (!d.any_between(To + 1, from)) return ::versioned::convert<version_at_t<versions, To>>(static_cast<T&&>(x));
            return variant_residue_down<To>(static_cast<const U&>(x), d);
        }
    } else {
        if constexpr (!variant_range_may_drop<U, from, To>())
            if (d.empty() || !d.any_between(from + 1, To))
                return ::versioned::convert<version_at_t<versions, To>>(static_cast<T&&>(x));
        U y(static_cast<T&&>(x));
        return variant_residue_up<To>(y, d);
    }
}

} // namespace detail

// x at version To, keeping the residue: a downgrade records in `rest` what the older version
// cannot carry, an upgrade gives it back where the older value was not edited.
template <version_tag To, versioned_struct T, template <class> class S>
auto convert(T&& x, residue<S>& rest) {
    static_assert(std::is_same_v<module_of_t<To>, typename descriptor_of_t<T>::versioned_module>,
                  "versioned::convert<To>(x, residue): To is not a version of the argument's module");
    return detail::convert_with_residue<To::index>(static_cast<T&&>(x), rest);
}

// The next / previous version, keeping the residue.
template <versioned_struct T, template <class> class S>
auto upgrade(T&& x, residue<S>& rest) {
    using U = std::remove_cvref_t<T>;
    static_assert(U::versioned_index + 1 < U::versioned_descriptor::versioned_module::versions::size,
                  "versioned::upgrade: the argument is already at the latest version");
    return detail::convert_with_residue<U::versioned_index + 1>(static_cast<T&&>(x), rest);
}
template <versioned_struct T, template <class> class S>
auto downgrade(T&& x, residue<S>& rest) {
    using U = std::remove_cvref_t<T>;
    static_assert(U::versioned_index > 0, "versioned::downgrade: the argument is already at the oldest version");
    return detail::convert_with_residue<U::versioned_index - 1>(static_cast<T&&>(x), rest);
}

// A versioned variant, keeping the residue (residue<Variant>): a value that a downgrade turned
// into another alternative comes back on the way up, unless the older version was edited.
template <version_tag To, versioned_variant T, template <class> class S>
auto convert(T&& x, residue<S>& rest) {
    static_assert(std::is_same_v<module_of_t<To>, typename detail::variant_descriptor_t<T>::versioned_module>,
                  "versioned::convert<To>(x, residue): To is not a version of the argument's module");
    return detail::convert_variant_with_residue<To::index>(static_cast<T&&>(x), rest);
}
template <versioned_variant T, template <class> class S>
auto upgrade(T&& x, residue<S>& rest) {
    using U = std::remove_cvref_t<T>;
    static_assert(U::versioned_index + 1 < detail::variant_descriptor_t<T>::versioned_module::versions::size,
                  "versioned::upgrade: the argument is already at the latest version");
    return detail::convert_variant_with_residue<U::versioned_index + 1>(static_cast<T&&>(x), rest);
}
template <versioned_variant T, template <class> class S>
auto downgrade(T&& x, residue<S>& rest) {
    using U = std::remove_cvref_t<T>;
    static_assert(U::versioned_index > 0, "versioned::downgrade: the argument is already at the oldest version");
    return detail::convert_variant_with_residue<U::versioned_index - 1>(static_cast<T&&>(x), rest);
}

} // namespace versioned

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_RESIDUE_RESIDUE_HPP
