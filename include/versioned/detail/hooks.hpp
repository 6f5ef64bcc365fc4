// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_DETAIL_HOOKS_HPP
#define VERSIONED_DETAIL_HOOKS_HPP

// Struct-level hooks, announced in the field table: hooks(upgrade(v1), downgrade(v1)).
//
// Which steps have a hook is data of the struct's declaration (versioned_hooks in the
// descriptor), never the result of a lookup at the point where a conversion is instantiated:
// a conversion's behaviour cannot depend on which functions happen to be visible there (a
// hook declared later, or in another translation unit, would otherwise be an ODR violation).
// VERSIONED_STRUCT declares each announced hook itself, with the one signature it may have:
//   void versioned_upgrade(const S<before VER>& from, S<VER>& to);
//   void versioned_downgrade(const S<VER>& from, S<before VER>& to);
// so a missing definition is a link error and a definition with another signature is another
// function that is never called -- and that a conversion diagnoses (stray hooks, below).

#include <versioned/detail/meta.hpp>
#include <versioned/detail/version_list.hpp>

#include <array>
#include <cstddef>
#include <type_traits>
#include <utility>

namespace versioned::detail {

enum class hook_kind : unsigned char { none, upgrade, downgrade };

// One announced hook; `version` is the later version of its step (as in changed(VER)).
struct hook_decl {
    hook_kind kind = hook_kind::none;
    std::size_t version = 0;
};

// Per version v: up[v] -- a hook runs on the upgrade v-1 -> v; down[v] -- on the downgrade
// v -> v-1.
template <std::size_t NV>
struct hook_table {
    std::array<bool, NV> up{};
    std::array<bool, NV> down{};
};

template <class D>
inline constexpr auto hook_table_v = [] {
    constexpr std::size_t nv = D::versioned_module::versions::size;
    hook_table<nv> table{};
    for (const hook_decl& hook : D::versioned_hooks) {
        if (hook.version == 0 || hook.version >= nv) continue; // rejected by VERSIONED_STRUCT's own check
        if (hook.kind == hook_kind::upgrade) table.up[hook.version] = true;
        if (hook.kind == hook_kind::downgrade) table.down[hook.version] = true;
    }
    return table;
}();

// Whether the adjacent step From -> To of one struct runs an announced hook.
template <class From, class To>
inline constexpr bool has_upgrade_hook = hook_table_v<typename To::versioned_descriptor>.up[To::versioned_index];
template <class From, class To>
inline constexpr bool has_downgrade_hook = hook_table_v<typename From::versioned_descriptor>.down[From::versioned_index];

// The parameter type of a hook announced for the first version, which has no step before it
// (VERSIONED_STRUCT rejects such an announcement with its own message).
template <class D>
struct no_version_before {
    no_version_before() = delete;
};

// The struct of descriptor D at the version before version I (declarations of hooks).
template <class D, std::size_t I>
struct version_before {
    using type = typename D::template versioned_template<version_at_t<typename D::versioned_module::versions, I - 1>>;
};
template <class D>
struct version_before<D, 0> {
    using type = no_version_before<D>;
};
template <class D, std::size_t I>
using version_before_t = typename version_before<D, I>::type;

// ---- stray hooks: a function with a hook's name that no announcement makes a hook -------------

// Instantiated only to report an error; the arguments name the struct and the two versions.
template <class From, class To>
struct versioned_upgrade_is_not_announced {
    static_assert(always_false<From>,
                  "versioned: a versioned_upgrade(from, to) for this step is not an announced hook "
                  "and would never be called -- the arguments of versioned_upgrade_is_not_announced"
                  "<S<from>, S<to>> name the struct and the versions. Announce it in the struct's "
                  "table, hooks(upgrade(TO_VERSION)), and define exactly "
                  "void versioned_upgrade(const S<from>&, S<to>&); in the struct's namespace");
    static constexpr bool value = false;
};
template <class From, class To>
struct versioned_downgrade_is_not_announced {
    static_assert(always_false<From>,
                  "versioned: a versioned_downgrade(from, to) for this step is not an announced hook "
                  "and would never be called -- the arguments of versioned_downgrade_is_not_announced"
                  "<S<from>, S<to>> name the struct and the versions. Announce it in the struct's "
                  "table, hooks(downgrade(FROM_VERSION)), and define exactly "
                  "void versioned_downgrade(const S<from>&, S<to>&); in the struct's namespace");
    static constexpr bool value = false;
};
template <class From>
struct versioned_upgrade_to_a_version_that_is_not_the_next {
    static_assert(always_false<From>,
                  "versioned: a versioned_upgrade takes S<from> (named by the argument of "
                  "versioned_upgrade_to_a_version_that_is_not_the_next<S<from>>) and a version of S "
                  "that is not the next one: hooks run between adjacent versions only, and such a "
                  "function would never be called");
    static constexpr bool value = false;
};
template <class From>
struct versioned_downgrade_to_a_version_that_is_not_the_previous {
    static_assert(always_false<From>,
                  "versioned: a versioned_downgrade takes S<from> (named by the argument of "
                  "versioned_downgrade_to_a_version_that_is_not_the_previous<S<from>>) and a "
                  "version of S that is not the previous one: hooks run between adjacent versions "
                  "only, and such a function would never be called");
    static constexpr bool value = false;
};

// Converts to an lvalue of the struct of D at any version except Skip: a call with it finds
// every function taking the struct at a non-adjacent version.
template <class D, std::size_t Skip>
struct other_version_of {
    template <class V>
        requires(std::is_same_v<typename V::versioned_module, typename D::versioned_module> && V::index != Skip)
    operator typename D::template versioned_template<V>&() const noexcept;
};

template <class D, std::size_t I>
using struct_at_t = typename D::template versioned_template<version_at_t<typename D::versioned_module::versions, I>>;

// Checks the functions named like a hook that take the struct at version I as `from`, in the
// direction of a conversion (Up) about to step from I. Only diagnoses: which hooks run is
// decided by hook_table_v alone.
template <class D, std::size_t I, bool Up>
constexpr bool check_stray_hooks() noexcept {
    using from = struct_at_t<D, I>;
    if constexpr (Up) {
        using to = struct_at_t<D, I + 1>;
        if constexpr (!hook_table_v<D>.up[I + 1] && requires(from& f, to& t) { versioned_upgrade(f, t); })
            static_assert(versioned_upgrade_is_not_announced<from, to>::value, "versioned: hook not announced");
        if constexpr (requires(from& f, other_version_of<D, I + 1> t) { versioned_upgrade(f, t); })
            static_assert(versioned_upgrade_to_a_version_that_is_not_the_next<from>::value,
                          "versioned: hook between versions that are not adjacent");
    } else {
        using to = struct_at_t<D, I - 1>;
        if constexpr (!hook_table_v<D>.down[I] && requires(from& f, to& t) { versioned_downgrade(f, t); })
            static_assert(versioned_downgrade_is_not_announced<from, to>::value, "versioned: hook not announced");
        if constexpr (requires(from& f, other_version_of<D, I - 1> t) { versioned_downgrade(f, t); })
            static_assert(versioned_downgrade_to_a_version_that_is_not_the_previous<from>::value,
                          "versioned: hook between versions that are not adjacent");
    }
    return true;
}

// Every step of a conversion from version A to version B.
template <class D, std::size_t A, std::size_t B, std::size_t... Is>
constexpr bool check_stray_hooks_between(std::index_sequence<Is...>) noexcept {
    if constexpr (A < B)
        return (check_stray_hooks<D, A + Is, true>() && ... && true);
    else
        return (check_stray_hooks<D, A - Is, false>() && ... && true);
}

// Whether an announced hook runs on some step between versions A and B.
template <class D, std::size_t A, std::size_t B>
constexpr bool hooks_between() noexcept {
    constexpr auto& t = hook_table_v<D>;
    for (std::size_t v = (A < B ? A : B) + 1; v <= (A < B ? B : A); ++v)
        if (A < B ? t.up[v] : t.down[v]) return true;
    return false;
}

} // namespace versioned::detail

#endif // VERSIONED_DETAIL_HOOKS_HPP
