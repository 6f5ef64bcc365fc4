// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_STRUCT_HPP
#define VERSIONED_STRUCT_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// VERSIONED_STRUCT(ns, Name, (TYPE, NAME, ACTION...)...): one field table, one aggregate per
// version. The macro only writes down the table; everything else is computed here, by
// constexpr functions over it (layout per version, evolution rules) and flat type lookups.

#include <versioned/constraints/detail/pp.hpp>
#include <versioned/constraints/detail/report.hpp>
#include <versioned/detail/field.hpp>
#include <versioned/detail/hooks.hpp>
#include <versioned/detail/struct_table.hpp>
#include <versioned/versions.hpp>

// ---- the macro ---------------------------------------------------------------------------
//
// For VERSIONED_STRUCT(api, FooSpec, fields...) the expansion is, in namespace api:
//   struct versioned_desc_FooSpec { struct versioned_f_<field> {...}; ...; };  // the table
//   template <class V> struct FooSpec { <one member per name a field ever had> };
//   static_asserts of the evolution rules, one per field and rule, naming struct and field.
// A member whose field is absent in version V has an empty placeholder type and
// [[no_unique_address]], so it takes no space; any use of it fails to compile.

// data tuples: D = (ns, S)
#define VERSIONED_PP_D_NS(d) VERSIONED_PP_D_NS_I d
#define VERSIONED_PP_D_NS_I(ns, S) ns
#define VERSIONED_PP_D_S(d) VERSIONED_PP_D_S_I d
#define VERSIONED_PP_D_S_I(ns, S) S
#define VERSIONED_PP_D_DESC(d) VERSIONED_PP_D_DESC_I d
#define VERSIONED_PP_D_DESC_I(ns, S) versioned_desc_##S

// -- hooks(upgrade(VER), downgrade(VER), ...) entries -------------------------------------------
// m(data, upgrade|downgrade, VER) for each hook of each hooks(...) entry; fields are skipped.
#define VERSIONED_PP_HOOKS_APPLY(m, data, entry)                                                   \
    VERSIONED_PP_ENTRY_CAT(VERSIONED_PP_HOOKS_APPLY_, VERSIONED_PP_IS_PAREN(entry))(m, data, entry)
#define VERSIONED_PP_HOOKS_APPLY_1(m, data, field)
#define VERSIONED_PP_HOOKS_APPLY_0(m, data, entry)                                                 \
    VERSIONED_PP_HOOKS_APPLY_II((m, data), VERSIONED_PP_ENTRY_CAT(VERSIONED_PP_ENTRY_, entry))
#define VERSIONED_PP_HOOKS_APPLY_II(x, parsed) VERSIONED_PP_HOOKS_APPLY_III(x, VERSIONED_PP_REM parsed)
#define VERSIONED_PP_HOOKS_APPLY_III(x, ...) VERSIONED_PP_HOOKS_APPLY_IV(x, __VA_ARGS__)
#define VERSIONED_PP_HOOKS_APPLY_IV(x, kind, ...)                                                  \
    VERSIONED_PP_IIF_B(VERSIONED_PP_IS_PAREN(VERSIONED_PP_ENTRY_CAT(VERSIONED_PP_HOOKS_OF_, kind)))( \
        VERSIONED_PP_FOR_EACH_B, VERSIONED_PP_SKIP)(VERSIONED_PP_HOOK_ITEM, x, __VA_ARGS__)
#define VERSIONED_PP_HOOKS_OF_hooks ()

// -- entries that are no field: what one kind of them gives --------------------------------------
// prefix ## entry for an entry doc(...), struct_type(...) (each kind's prefix##kind defined, empty
// for the kinds that give nothing); nothing for a field.
#define VERSIONED_PP_STRUCT_ENTRY(prefix, entry)                                                   \
    VERSIONED_PP_ENTRY_CAT(VERSIONED_PP_STRUCT_ENTRY_, VERSIONED_PP_IS_PAREN(entry))(prefix, entry)
#define VERSIONED_PP_STRUCT_ENTRY_1(prefix, field)
#define VERSIONED_PP_STRUCT_ENTRY_0(prefix, entry)                                                 \
    VERSIONED_PP_IIF_B(VERSIONED_PP_IS_PAREN(VERSIONED_PP_ENTRY_CAT(VERSIONED_PP_ENTRY_, entry)))(  \
        VERSIONED_PP_STRUCT_ENTRY_PARSED, VERSIONED_PP_SKIP)(prefix, entry)
#define VERSIONED_PP_STRUCT_ENTRY_PARSED(prefix, entry) VERSIONED_PP_ENTRY_CAT(prefix, entry)

// doc("...") entries, the struct's description (schemas): "text", for a doc("text") entry.
#define VERSIONED_PP_STRUCT_DOC_OF_doc(...) __VA_ARGS__,
#define VERSIONED_PP_STRUCT_DOC_OF_hooks(...)
#define VERSIONED_PP_STRUCT_DOC_OF_VERSIONED_PP_REJECTED(...)
#define VERSIONED_PP_STRUCT_DOC_OF_struct_type(...)

// struct_type(atomic | granular) entries: how server-side apply merges the struct wherever it is
// used (Kubernetes' ObjectReference is atomic): "atomic", for a struct_type(atomic) entry.
#define VERSIONED_PP_ENTRY_struct_type(...) (struct_type, __VA_ARGS__)
#define VERSIONED_PP_REJECTED_TEXT_struct_type(...)
#define VERSIONED_PP_STRUCT_TOPOLOGY_OF_struct_type(...) #__VA_ARGS__,
#define VERSIONED_PP_STRUCT_TOPOLOGY_OF_doc(...)
#define VERSIONED_PP_STRUCT_TOPOLOGY_OF_hooks(...)
#define VERSIONED_PP_STRUCT_TOPOLOGY_OF_rule(...)
#define VERSIONED_PP_STRUCT_TOPOLOGY_OF_VERSIONED_PP_REJECTED(...)
#define VERSIONED_PP_HOOK_ITEM(x, h) VERSIONED_PP_DISPATCH_B(VERSIONED_PP_HOOK_ITEM_, x, VERSIONED_PP_CAT_B(VERSIONED_PP_HOOK_, h))
#define VERSIONED_PP_HOOK_upgrade(...) (upgrade, __VA_ARGS__)
#define VERSIONED_PP_HOOK_downgrade(...) (downgrade, __VA_ARGS__)
#define VERSIONED_PP_HOOK_ITEM_upgrade(x, ver) VERSIONED_PP_HOOK_ITEM_EMIT(VERSIONED_PP_REM x, upgrade, ver)
#define VERSIONED_PP_HOOK_ITEM_downgrade(x, ver) VERSIONED_PP_HOOK_ITEM_EMIT(VERSIONED_PP_REM x, downgrade, ver)
#define VERSIONED_PP_HOOK_ITEM_EMIT(...) VERSIONED_PP_HOOK_ITEM_EMIT_I(__VA_ARGS__)
#define VERSIONED_PP_HOOK_ITEM_EMIT_I(m, data, kind, ver) m(data, kind, ver)

// The descriptor's list of announced hooks.
#define VERSIONED_PP_HOOK_DATA(ns, kind, ver)                                                      \
    ::versioned::detail::hook_decl{::versioned::detail::hook_kind::kind, ::ns::ver::index},
// The declaration of an announced hook (the user defines it), and its check.
#define VERSIONED_PP_HOOK_DECL(d, kind, ver) VERSIONED_PP_HOOK_DECL_##kind(d, ver)                 \
    static_assert(::VERSIONED_PP_D_NS(d)::ver::index != 0,                                         \
                  "versioned: " VERSIONED_PP_STR(VERSIONED_PP_D_S(d)) ": hooks(" #kind "(" #ver    \
                  ")): a hook is announced by the later version of its step, as in changed(VER): " \
                  "upgrade(VER) runs on the step into VER, downgrade(VER) on the step out of VER; " \
                  "the first version has no step before it");
#define VERSIONED_PP_HOOK_DECL_upgrade(d, ver)                                                     \
    void versioned_upgrade(                                                                        \
        const ::versioned::detail::version_before_t<VERSIONED_PP_D_DESC(d), ::VERSIONED_PP_D_NS(d)::ver::index>& from, \
        VERSIONED_PP_D_S(d)<::VERSIONED_PP_D_NS(d)::ver>& to);
#define VERSIONED_PP_HOOK_DECL_downgrade(d, ver)                                                   \
    void versioned_downgrade(                                                                      \
        const VERSIONED_PP_D_S(d)<::VERSIONED_PP_D_NS(d)::ver>& from,                              \
        ::versioned::detail::version_before_t<VERSIONED_PP_D_DESC(d), ::VERSIONED_PP_D_NS(d)::ver::index>& to);
#define VERSIONED_PP_HOOKS_DATA(ns, entry) VERSIONED_PP_HOOKS_APPLY(VERSIONED_PP_HOOK_DATA, ns, entry)
#define VERSIONED_PP_HOOKS_DECL(d, entry) VERSIONED_PP_HOOKS_APPLY(VERSIONED_PP_HOOK_DECL, d, entry)

// -- member names of a field: NAME, every from_name, deprecated_NAME ------------------------
// m(data, NAME, MEMBER, ATTRIBUTES) for each, in this order (the order of versioned_members).
#define VERSIONED_PP_NAMES(m, data, N, ...)                                                        \
    m(data, N, N, ) VERSIONED_PP_FOR_EACH_B(VERSIONED_PP_NAMES_ACT, (m, data, N), __VA_ARGS__)
#define VERSIONED_PP_NAMES_ACT(x, a) VERSIONED_PP_ON_ACTION(VERSIONED_PP_NAMES_, x, a)
#define VERSIONED_PP_NAMES_added(x, ...)
#define VERSIONED_PP_NAMES_doc(x, ...)
#define VERSIONED_PP_NAMES_changed(x, ver, ...) VERSIONED_PP_FOR_EACH_C(VERSIONED_PP_NAMES_KW, x, __VA_ARGS__)
#define VERSIONED_PP_NAMES_KW(x, k) VERSIONED_PP_ON_KEYWORD(VERSIONED_PP_NAMES_KW_, x, k)
#define VERSIONED_PP_NAMES_KW_from_name(x, member) VERSIONED_PP_NAMES_EMIT(VERSIONED_PP_REM x, member, )
#define VERSIONED_PP_NAMES_KW_from_type(x, ...)
#define VERSIONED_PP_NAMES_KW_upgrade_with(x, ...)
#define VERSIONED_PP_NAMES_KW_downgrade_with(x, ...)
#define VERSIONED_PP_NAMES_KW_default_with(x, ...)
#define VERSIONED_PP_NAMES_KW_note(x, ...)
#define VERSIONED_PP_NAMES_deprecated(x, ver, ...)                                                 \
    VERSIONED_PP_NAMES_DEPRECATED(VERSIONED_PP_REM x,                                              \
                                  [[deprecated VERSIONED_PP_FOR_EACH_C(VERSIONED_PP_NOTE_KW, , __VA_ARGS__)]])
#define VERSIONED_PP_NAMES_DEPRECATED(...) VERSIONED_PP_NAMES_DEPRECATED_I(__VA_ARGS__)
#define VERSIONED_PP_NAMES_DEPRECATED_I(m, data, N, attr) m(data, N, deprecated_##N, attr)
#define VERSIONED_PP_NAMES_EMIT(...) VERSIONED_PP_NAMES_EMIT_I(__VA_ARGS__)
#define VERSIONED_PP_NAMES_EMIT_I(m, data, N, member, attr) m(data, N, member, attr)
#define VERSIONED_PP_NOTE_KW(x, k) VERSIONED_PP_ON_KEYWORD(VERSIONED_PP_NOTE_KW_, x, k)
#define VERSIONED_PP_NOTE_KW_note(x, ...) (__VA_ARGS__)
#define VERSIONED_PP_NOTE_KW_from_name(x, ...)
#define VERSIONED_PP_NOTE_KW_from_type(x, ...)
#define VERSIONED_PP_NOTE_KW_upgrade_with(x, ...)
#define VERSIONED_PP_NOTE_KW_downgrade_with(x, ...)
#define VERSIONED_PP_NOTE_KW_default_with(x, ...)

// -- whether a field is absent in some version (added, renamed or deprecated) ---------------
// Only such members get [[no_unique_address]]: on an always-present member it would let the
// next member reuse the tail padding of a class type, and the layout would differ.
#define VERSIONED_PP_NUA(...)                                                                      \
    VERSIONED_PP_IF_ANY([[no_unique_address]], VERSIONED_PP_FOR_EACH_B(VERSIONED_PP_NUA_ACT, , __VA_ARGS__))
#define VERSIONED_PP_NUA_ACT(x, a) VERSIONED_PP_ON_ACTION(VERSIONED_PP_NUA_, x, a)
#define VERSIONED_PP_NUA_added(x, ...) 1
#define VERSIONED_PP_NUA_deprecated(x, ...) 1
#define VERSIONED_PP_NUA_doc(x, ...)
#define VERSIONED_PP_NUA_changed(x, ver, ...) VERSIONED_PP_FOR_EACH_C(VERSIONED_PP_NUA_KW, , __VA_ARGS__)
#define VERSIONED_PP_NUA_KW(x, k) VERSIONED_PP_ON_KEYWORD(VERSIONED_PP_NUA_KW_, x, k)
#define VERSIONED_PP_NUA_KW_from_name(x, ...) 1
#define VERSIONED_PP_NUA_KW_from_type(x, ...)
#define VERSIONED_PP_NUA_KW_upgrade_with(x, ...)
#define VERSIONED_PP_NUA_KW_downgrade_with(x, ...)
#define VERSIONED_PP_NUA_KW_default_with(x, ...)
#define VERSIONED_PP_NUA_KW_note(x, ...)

// -- whether a field has added, changed or deprecated actions: 1 or nothing -----------------
// A field without any (most fields of a real table) has its declared type in every version,
// and its member is declared with that type directly: no lookup per version. One that is
// never absent (only type changes: no [[no_unique_address]], see VERSIONED_PP_NUA) has one
// member, present in every version, of the field's type there: no presence test.
#define VERSIONED_PP_EVOLVES(...)                                                                  \
    VERSIONED_PP_IF_ANY(1, VERSIONED_PP_FOR_EACH_B(VERSIONED_PP_EVOLVES_ACT, , __VA_ARGS__))
#define VERSIONED_PP_EVOLVES_ACT(x, a) VERSIONED_PP_ON_ACTION(VERSIONED_PP_EVOLVES_, x, a)
#define VERSIONED_PP_EVOLVES_added(x, ...) 1
#define VERSIONED_PP_EVOLVES_changed(x, ...) 1
#define VERSIONED_PP_EVOLVES_deprecated(x, ...) 1
#define VERSIONED_PP_EVOLVES_doc(x, ...)
#define VERSIONED_PP_MEMBER_TYPE(evolves, absent) VERSIONED_PP_MEMBER_TYPE_I(evolves, absent)
// (the pasted marker is a name of ours, never a reserved one such as _N, which some C
// libraries define as a macro)
#define VERSIONED_PP_MEMBER_TYPE_I(evolves, absent) VERSIONED_PP_MEMBER_TYPE_##evolves##absent
#define VERSIONED_PP_MEMBER_TYPE_(fd, k) typename fd::template versioned_type<V>
#define VERSIONED_PP_MEMBER_TYPE_1(fd, k) ::versioned::detail::field_type_t<fd, V>
#define VERSIONED_PP_MEMBER_TYPE_1VERSIONED_PP_MAYBE_ABSENT(fd, k) ::versioned::detail::member_t<fd, V, k>

// -- whether a field has added(..., default_with(F)): 1 or nothing ---------------------------
// Such a field's members start with the default_with value; others are value-initialized.
#define VERSIONED_PP_HAS_DEFAULT(...)                                                              \
    VERSIONED_PP_IF_ANY(1, VERSIONED_PP_FOR_EACH_B(VERSIONED_PP_HDF_ACT, , __VA_ARGS__))
#define VERSIONED_PP_HDF_ACT(x, a) VERSIONED_PP_ON_ACTION(VERSIONED_PP_HDF_, x, a)
#define VERSIONED_PP_HDF_added(x, ver, ...) VERSIONED_PP_FOR_EACH_C(VERSIONED_PP_HDF_KW, , __VA_ARGS__)
#define VERSIONED_PP_HDF_changed(x, ...)
#define VERSIONED_PP_HDF_deprecated(x, ...)
#define VERSIONED_PP_HDF_doc(x, ...)
#define VERSIONED_PP_HDF_KW(x, k) VERSIONED_PP_ON_KEYWORD(VERSIONED_PP_HDF_KW_, x, k)
#define VERSIONED_PP_HDF_KW_default_with(x, ...) 1
#define VERSIONED_PP_HDF_KW_from_name(x, ...)
#define VERSIONED_PP_HDF_KW_from_type(x, ...)
#define VERSIONED_PP_HDF_KW_upgrade_with(x, ...)
#define VERSIONED_PP_HDF_KW_downgrade_with(x, ...)
#define VERSIONED_PP_HDF_KW_note(x, ...)
#define VERSIONED_PP_DMI_CAT(a, ...) VERSIONED_PP_DMI_CAT_I(a, __VA_ARGS__)
#define VERSIONED_PP_DMI_CAT_I(a, ...) a##__VA_ARGS__
#define VERSIONED_PP_DMI_(fd, k, attr) {}
// deprecated_NAME stays {}: g++ warns about any other initializer of a [[deprecated]] member of
// class type (its placeholder is one) wherever the struct is aggregate-initialized.
#define VERSIONED_PP_DMI_1(fd, k, attr)                                                            \
    VERSIONED_PP_DMI_CAT2(VERSIONED_PP_DMI_1_, VERSIONED_PP_IF_ANY(VERSIONED_PP_DMI_D, attr))(fd, k)
#define VERSIONED_PP_DMI_1_(fd, k) = ::versioned::detail::member_default<fd, V, k>()
#define VERSIONED_PP_DMI_1_VERSIONED_PP_DMI_D(fd, k) {}
#define VERSIONED_PP_DMI_CAT2(a, ...) VERSIONED_PP_DMI_CAT2_I(a, __VA_ARGS__)
#define VERSIONED_PP_DMI_CAT2_I(a, ...) a##__VA_ARGS__

// -- action values: ::versioned::detail::action{kind, version}.kw_...(...) -------------------
#define VERSIONED_PP_ACTV(ns, a) VERSIONED_PP_ON_ACTION(VERSIONED_PP_ACTV_, ns, a)
#define VERSIONED_PP_ACTV_added(ns, ver, ...) VERSIONED_PP_ACTV_MAKE(ns, added, ver, __VA_ARGS__)
#define VERSIONED_PP_ACTV_changed(ns, ver, ...) VERSIONED_PP_ACTV_MAKE(ns, changed, ver, __VA_ARGS__)
#define VERSIONED_PP_ACTV_deprecated(ns, ver, ...) VERSIONED_PP_ACTV_MAKE(ns, deprecated, ver, __VA_ARGS__)
#define VERSIONED_PP_ACTV_doc(ns, ...)                                                             \
    ::versioned::detail::action{::versioned::detail::action_kind::doc, 0}.kw_doc(__VA_ARGS__),
#define VERSIONED_PP_ACTV_MAKE(ns, kind, ver, ...)                                                 \
    ::versioned::detail::action{::versioned::detail::action_kind::kind,                            \
                                ::versioned::detail::version_index_of<versioned_module>(#ver)}     \
        VERSIONED_PP_FOR_EACH_C(VERSIONED_PP_KWV, , __VA_ARGS__),
#define VERSIONED_PP_KWV(x, k) VERSIONED_PP_ON_KEYWORD(VERSIONED_PP_KWV_, x, k)
#define VERSIONED_PP_KWV_from_name(x, member) .kw_from_name(#member)
#define VERSIONED_PP_KWV_from_type(x, ...) .kw_from_type(VERSIONED_PP_STR(VERSIONED_PP_UNPAREN(__VA_ARGS__)))
#define VERSIONED_PP_KWV_upgrade_with(x, ...) .kw_upgrade_with()
#define VERSIONED_PP_KWV_downgrade_with(x, ...) .kw_downgrade_with()
#define VERSIONED_PP_KWV_default_with(x, ...) .kw_default_with()
#define VERSIONED_PP_KWV_note(x, ...) .kw_note(__VA_ARGS__)

// -- from_type of each changed action, in order (no_type when absent) ------------------------
#define VERSIONED_PP_FT(x, a) VERSIONED_PP_ON_ACTION(VERSIONED_PP_FT_, x, a)
#define VERSIONED_PP_FT_added(x, ...)
#define VERSIONED_PP_FT_deprecated(x, ...)
#define VERSIONED_PP_FT_doc(x, ...)
#define VERSIONED_PP_FT_changed(x, ver, ...)                                                       \
    , ::versioned::detail::last_type_t<::versioned::detail::no_type VERSIONED_PP_FOR_EACH_C(VERSIONED_PP_FT_KW, , __VA_ARGS__)>
#define VERSIONED_PP_FT_KW(x, k) VERSIONED_PP_ON_KEYWORD(VERSIONED_PP_FT_KW_, x, k)
#define VERSIONED_PP_FT_KW_from_type(x, ...) , VERSIONED_PP_UNPAREN(__VA_ARGS__)
#define VERSIONED_PP_FT_KW_from_name(x, ...)
#define VERSIONED_PP_FT_KW_upgrade_with(x, ...)
#define VERSIONED_PP_FT_KW_downgrade_with(x, ...)
#define VERSIONED_PP_FT_KW_default_with(x, ...)
#define VERSIONED_PP_FT_KW_note(x, ...)

// -- user functions: default_with, upgrade_with, downgrade_with ------------------------------
// Templates, so a non-constexpr user function is fine until a constant expression needs it.
// x = (ns, S, N): the module, and the struct and field that constraints' rules name (validate
// and from_validate declare their sets here too: constraints/detail/pp.hpp).
#define VERSIONED_PP_FN(x, a) VERSIONED_PP_ON_ACTION(VERSIONED_PP_FN_, x, a)
#define VERSIONED_PP_FN_added(x, ver, ...) VERSIONED_PP_FOR_EACH_C(VERSIONED_PP_FN_KW, (x, ver), __VA_ARGS__)
#define VERSIONED_PP_FN_changed(x, ver, ...) VERSIONED_PP_FOR_EACH_C(VERSIONED_PP_FN_KW, (x, ver), __VA_ARGS__)
#define VERSIONED_PP_FN_deprecated(x, ...)
#define VERSIONED_PP_FN_doc(x, ...)
#define VERSIONED_PP_FN_KW(x, k) VERSIONED_PP_ON_KEYWORD(VERSIONED_PP_FN_KW_, x, k)
#define VERSIONED_PP_FN_KW_from_name(x, ...)
#define VERSIONED_PP_FN_KW_from_type(x, ...)
#define VERSIONED_PP_FN_KW_note(x, ...)
#define VERSIONED_PP_FN_KW_default_with(x, ...) VERSIONED_PP_FN_DEFAULT(VERSIONED_PP_REM x, __VA_ARGS__)
#define VERSIONED_PP_FN_DEFAULT(...) VERSIONED_PP_FN_DEFAULT_I(__VA_ARGS__)
// A value where the function belongs (default_with(3)) is the table's mistake: said first, by
// the static_assert, and then nothing more is asked of it.
#define VERSIONED_PP_FN_DEFAULT_I(x, ver, ...) VERSIONED_PP_FN_DEFAULT_NAMED_I(versioned_default, x, ver, __VA_ARGS__)
#define VERSIONED_PP_FN_DEFAULT_NAMED(...) VERSIONED_PP_FN_DEFAULT_NAMED_I(__VA_ARGS__)
#define VERSIONED_PP_FN_DEFAULT_NAMED_I(fn, x, ver, ...)                                           \
    template <class = void>                                                                        \
    static constexpr auto fn() {                                                                   \
        constexpr bool versioned_function = ::versioned::detail::is_default_function<decltype((__VA_ARGS__))>; \
        static_assert(versioned_function, "versioned: " VERSIONED_PP_STR(VERSIONED_PP_FN_S x) ": field " \
                      VERSIONED_PP_STR(VERSIONED_PP_FN_N x) ": default_with takes a function (F() gives " \
                      "the value; a constant: default_with([] { return " #__VA_ARGS__ "; }))");         \
        return ::versioned::detail::call_default(__VA_ARGS__);                                     \
    }
#define VERSIONED_PP_FN_KW_upgrade_with(x, ...) VERSIONED_PP_FN_HOOK(versioned_upgrade, VERSIONED_PP_REM x, __VA_ARGS__)
#define VERSIONED_PP_FN_KW_downgrade_with(x, ...) VERSIONED_PP_FN_HOOK(versioned_downgrade, VERSIONED_PP_REM x, __VA_ARGS__)
#define VERSIONED_PP_FN_HOOK(...) VERSIONED_PP_FN_HOOK_I(__VA_ARGS__)
#define VERSIONED_PP_FN_NS(ns, S, N) ns
#define VERSIONED_PP_FN_S(ns, S, N) S
#define VERSIONED_PP_FN_N(ns, S, N) N
#define VERSIONED_PP_FN_HOOK_I(fn, x, ver, ...)                                                    \
    template <class versioned_X>                                                                   \
    static constexpr auto fn(const ::VERSIONED_PP_FN_NS x::ver*, versioned_X&& versioned_x) {      \
        return (__VA_ARGS__)(static_cast<versioned_X&&>(versioned_x));                             \
    }

// -- accessor: versioned_get<K>(obj) is member K of versioned_members ------------------------
#define VERSIONED_PP_GET(data, N, member, attr)                                                    \
    if constexpr (versioned_m == #member) return (static_cast<versioned_S&&>(versioned_s).member); else

#define VERSIONED_PP_MEMBER_STR(data, N, member, attr) #member,
// Tag types name members in diagnostics: ...::versioned_f_port::versioned_m_host_port
#define VERSIONED_PP_MEMBER_TAG(data, N, member, attr) struct versioned_m_##member;
#define VERSIONED_PP_MEMBER_TAG_LIST(data, N, member, attr) , versioned_m_##member

// -- one field's descriptor --------------------------------------------------------------------
// (The first pass over the screened table: it also reports the rejected entries, first.)
#define VERSIONED_PP_FIELD_DESC(d, field) VERSIONED_PP_FIELD_APPLY_OR_REPORT(VERSIONED_PP_FIELD_DESC_I, d, field)
#define VERSIONED_PP_FIELD_DESC_I(d, T, N, ...)                                                    \
    /* before the type is declared below: clang++ rejects an attribute there, g++ ignores it */  \
    static_assert(!::versioned::detail::has_attribute_text(#T),                                    \
                  "versioned: " VERSIONED_PP_STR(VERSIONED_PP_D_S(d)) "::" #N ": an attribute in "  \
                  "the field's type (" #T ") is not applied to its member (g++ ignores it, "       \
                  "clang++ rejects it); deprecate a field with the action deprecated(VER) or "     \
                  "deprecated(VER, note(\"...\"))");                                               \
    struct versioned_f_##N {                                                                       \
        using versioned_module = VERSIONED_PP_D_DESC(d)::versioned_module;                         \
        static constexpr ::std::string_view versioned_name = #N;                                   \
        static constexpr ::std::string_view versioned_members[] = {                                \
            VERSIONED_PP_NAMES(VERSIONED_PP_MEMBER_STR, , N, __VA_ARGS__)};                        \
        VERSIONED_PP_NAMES(VERSIONED_PP_MEMBER_TAG, , N, __VA_ARGS__)                              \
        using versioned_member_tags = ::versioned::detail::type_list_tail<                         \
            void VERSIONED_PP_NAMES(VERSIONED_PP_MEMBER_TAG_LIST, , N, __VA_ARGS__)>;              \
        static constexpr ::versioned::detail::action versioned_actions[] = {                       \
            VERSIONED_PP_FOR_EACH_B(VERSIONED_PP_ACTV, VERSIONED_PP_D_NS(d), __VA_ARGS__)           \
            ::versioned::detail::action{}};                                                        \
        template <class V>                                                                         \
        using versioned_type = VERSIONED_PP_DECLARED_TYPE(VERSIONED_PP_UNPAREN(T));                 \
        static constexpr ::std::string_view versioned_type_text = VERSIONED_PP_STR(VERSIONED_PP_UNPAREN(T)); \
        template <class V>                                                                         \
        using versioned_from_types = ::versioned::detail::type_list_tail<                          \
            void VERSIONED_PP_FOR_EACH_B(VERSIONED_PP_FT, , __VA_ARGS__)>;                         \
        template <::std::size_t versioned_K, class versioned_S>                                    \
        [[gnu::always_inline]] static constexpr auto&& versioned_get(versioned_S&& versioned_s) noexcept { \
            constexpr ::std::string_view versioned_m = versioned_members[versioned_K];             \
            VERSIONED_PP_NAMES(VERSIONED_PP_GET, , N, __VA_ARGS__) {}                              \
        }                                                                                          \
        VERSIONED_PP_FOR_EACH_B(VERSIONED_PP_FN, (VERSIONED_PP_D_NS(d), VERSIONED_PP_D_S(d), N), __VA_ARGS__) \
    };

// One slot type per member, in declaration order: conversions expand over these, so each
// member knows its field without a lookup by index.
#define VERSIONED_PP_FIELD_SLOTS(d, field) VERSIONED_PP_FIELD_APPLY(VERSIONED_PP_FIELD_SLOTS_I, d, field)
#define VERSIONED_PP_FIELD_SLOTS_I(d, T, N, ...) VERSIONED_PP_NAMES(VERSIONED_PP_MEMBER_SLOT, d, N, __VA_ARGS__)
#define VERSIONED_PP_MEMBER_SLOT(d, N, member, attr)                                               \
    , ::versioned::detail::slot<versioned_f_##N,                                                   \
                                ::versioned::detail::index_of(versioned_f_##N::versioned_members, #member)>

#define VERSIONED_PP_FIELD_TYPE(d, field) VERSIONED_PP_FIELD_APPLY(VERSIONED_PP_FIELD_TYPE_I, d, field)
#define VERSIONED_PP_FIELD_TYPE_I(d, T, N, ...) , versioned_f_##N

// -- members of the struct template --------------------------------------------------------
#define VERSIONED_PP_FIELD_MEMBERS(d, field) VERSIONED_PP_FIELD_APPLY(VERSIONED_PP_FIELD_MEMBERS_I, d, field)
#define VERSIONED_PP_FIELD_MEMBERS_I(d, T, N, ...)                                                 \
    VERSIONED_PP_FIELD_MEMBERS_II(d, N, VERSIONED_PP_NUA(__VA_ARGS__), VERSIONED_PP_HAS_DEFAULT(__VA_ARGS__), \
                                  VERSIONED_PP_EVOLVES(__VA_ARGS__), __VA_ARGS__)
#define VERSIONED_PP_FIELD_MEMBERS_II(d, N, nua, dflt, evolves, ...)                               \
    VERSIONED_PP_NAMES(VERSIONED_PP_MEMBER, (d, nua, dflt, evolves), N, __VA_ARGS__)
#define VERSIONED_PP_MEMBER(x, N, member, attr) VERSIONED_PP_MEMBER_I(VERSIONED_PP_REM x, N, member, attr)
#define VERSIONED_PP_MEMBER_I(...) VERSIONED_PP_MEMBER_II(__VA_ARGS__)
#define VERSIONED_PP_MEMBER_II(d, nua, dflt, evolves, N, member, attr)                             \
    VERSIONED_PP_MEMBER_III(nua, attr, VERSIONED_PP_D_DESC(d)::versioned_f_##N,                    \
                            ::versioned::detail::index_of(                                         \
                                VERSIONED_PP_D_DESC(d)::versioned_f_##N::versioned_members, #member), \
                            member, dflt, evolves)
#define VERSIONED_PP_MEMBER_III(nua, attr, fd, k, member, dflt, evolves)                           \
    nua attr VERSIONED_PP_MEMBER_TYPE(evolves, VERSIONED_PP_IF_ANY(VERSIONED_PP_MAYBE_ABSENT, nua))(fd, k) member        \
        VERSIONED_PP_DMI_CAT(VERSIONED_PP_DMI_, dflt)(fd, k, attr);

// -- the evolution rules, one static_assert per field and rule -----------------------------
#define VERSIONED_PP_FIELD_RULES(d, field)                                                         \
    VERSIONED_PP_IIF_A(VERSIONED_PP_IS_PAREN(field))(VERSIONED_PP_FIELD_RULES_P, VERSIONED_PP_SKIP)(d, field)
#define VERSIONED_PP_FIELD_RULES_P(d, field) VERSIONED_PP_FIELD_RULES_I(d, field, VERSIONED_PP_REM field)
#define VERSIONED_PP_FIELD_RULES_I(d, field, ...) VERSIONED_PP_FIELD_RULES_II(d, field, __VA_ARGS__)
#define VERSIONED_PP_FIELD_RULES_II(d, field, T, N, ...)                                           \
    static_assert(::versioned::detail::default_constructible_field<VERSIONED_PP_D_DESC(d)::versioned_f_##N>, \
                  "versioned: " VERSIONED_PP_STR(VERSIONED_PP_D_S(d)) "::" #N ": field type must be "  \
                  "default-constructible (members are value-initialized, and an upgrade "          \
                  "value-initializes a field added without default_with) -- in field " #field);    \
    VERSIONED_PP_FOR_EACH_B(VERSIONED_PP_SR_ACT, (VERSIONED_PP_D_DESC(d)::versioned_f_##N, VERSIONED_PP_D_S(d), N), __VA_ARGS__) \
    VERSIONED_PP_RULE(d, field, N, added_deprecated, "added and deprecated in the same version")  \
    VERSIONED_PP_RULE(d, field, N, added_changed, "added and changed in the same version")        \
    VERSIONED_PP_RULE(d, field, N, changed_deprecated, "changed and deprecated in the same version") \
    VERSIONED_PP_RULE(d, field, N, unknown_version,                                                \
                      "an action names a version not declared by VERSIONED_VERSIONS("             \
                      VERSIONED_PP_STR(VERSIONED_PP_D_NS(d)) ", ...)")                             \
    VERSIONED_PP_RULE(d, field, N, deprecated_name,                                                \
                      "a field named deprecated_... that is deprecated would be called "         \
                      "deprecated_deprecated_...: name it without the prefix, deprecated(VER) adds " \
                      "it from VER on (before VER the member has the plain name)")               \
    VERSIONED_PP_RULE(d, field, N, deprecated_in_first_version,                                    \
                      "deprecated in the first version: the field would never exist without "     \
                      "being deprecated; deprecate it in a later version, or leave it out (actions " \
                      "out of order)")                                                             \
    VERSIONED_PP_RULE(d, field, N, out_of_order,                                                   \
                      "actions out of order (added < every changed < deprecated < removed, in "    \
                      "strictly increasing versions; a field without added() exists from the first " \
                      "version; at most one added, one deprecated and one removed)")              \
    VERSIONED_PP_RULE(d, field, N, changed_needs_name_or_type,                                     \
                      "changed needs from_name or from_type (or from_key, from_doc, "              \
                      "from_validate)")                                                            \
    VERSIONED_PP_RULE(d, field, N, bad_key,                                                        \
                      "a JSON key given by key(\"...\") or from_key(\"...\") is not empty and has no " \
                      "quote, backslash or control character")                                     \
    VERSIONED_PP_RULE(d, field, N, hook_requires_from_type,                                        \
                      "upgrade_with / downgrade_with requires from_type in the same changed()")    \
    VERSIONED_PP_RULE(d, field, N, misplaced_keyword,                                              \
                      "keyword not allowed in this action (default_with only in added and removed, " \
                      "note only in deprecated, from_name/from_type/from_key/from_doc/upgrade_with/" \
                      "downgrade_with "                                                            \
                      "only in changed, each at most once; key(\"...\") at most once)")             \
    VERSIONED_PP_RULE(d, field, N, needs_upgrade_with,                                             \
                      "type change needs upgrade_with: the old type has no lossless implicit "     \
                      "conversion to the new type")                                                \
    VERSIONED_PP_RULE(d, field, N, needs_downgrade_with,                                           \
                      "type change needs downgrade_with: the new type narrows when converted "     \
                      "back to the old type")
#define VERSIONED_PP_RULE(d, field, N, r, phrase)                                                  \
    static_assert(!::versioned::detail::breaks(                                                    \
                      ::versioned::detail::field_errors_v<VERSIONED_PP_D_DESC(d)::versioned_f_##N>, \
                      ::versioned::detail::rule::r),                                               \
                  "versioned: " VERSIONED_PP_STR(VERSIONED_PP_D_S(d)) "::" #N ": " phrase          \
                  " -- in field " #field);

// More than 256 entries: the loops over the table (detail/pp_for_each.hpp) expand to nothing,
// and this is the first error.
#define VERSIONED_PP_CHECK_FIELD_COUNT(S, ...)                                                     \
    VERSIONED_PP_IIF_A(VERSIONED_PP_TOO_MANY(__VA_ARGS__))(VERSIONED_PP_TOO_MANY_FIELDS, VERSIONED_PP_SKIP)(S)
#define VERSIONED_PP_TOO_MANY_FIELDS(S)                                                            \
    static_assert(false, "versioned: " #S ": more than 256 fields, the most one VERSIONED_STRUCT "  \
                         "takes; group some of them into a nested versioned struct");

// Declares the versioned struct template ns::S<V>. Use at global scope.
// The table is screened first (VERSIONED_PP_SCREEN); the body reads the screened list.
#define VERSIONED_STRUCT(ns, S, ...)                                                               \
    VERSIONED_PP_CHECK_FIELD_COUNT(S, __VA_ARGS__)                                                 \
    VERSIONED_PP_CALL(VERSIONED_STRUCT_BODY, (ns, S VERSIONED_PP_FOR_EACH_A(VERSIONED_PP_SCREEN, (ns, S), __VA_ARGS__)))
#define VERSIONED_STRUCT_BODY(ns, S, ...)                                                          \
    VERSIONED_PP_SUPPRESS_DEPRECATED_BEGIN                                                         \
    namespace ns {                                                                                 \
    /* Inside a namespace block the macro would open ns there (wrapper::ns::S): the name below */ \
    /* is then not a member of ::ns, and the compiler's error quotes it. */                       \
    struct VERSIONED_STRUCT_##S##_must_be_used_at_global_scope_not_inside_a_namespace_block;      \
    using versioned_at_global_scope_##S =                                                          \
        ::ns::VERSIONED_STRUCT_##S##_must_be_used_at_global_scope_not_inside_a_namespace_block;   \
    /* declared by VERSIONED_VERSIONS(ns, ...), which must come first */                          \
    struct versioned_module;                                                                       \
    struct versioned_desc_##S;                                                                     \
    static_assert(::versioned::detail::module_declared<::ns::versioned_module, versioned_desc_##S>, \
                  "versioned: " #S ": no VERSIONED_VERSIONS(" #ns ", ...) before VERSIONED_STRUCT(" \
                  #ns ", " #S ", ...): declare the module's versions first");                     \
    template <class V>                                                                             \
    struct S;                                                                                      \
    struct versioned_desc_##S {                                                                    \
        using versioned_module = ::versioned::detail::usable_module_t<::ns::versioned_module, versioned_desc_##S>; \
        static constexpr ::std::string_view versioned_name = #S;                                   \
        template <class V>                                                                         \
        using versioned_template = S<V>;                                                           \
        VERSIONED_PP_FOR_EACH_A(VERSIONED_PP_FIELD_DESC, (ns, S), __VA_ARGS__)                     \
        using versioned_fields = ::versioned::detail::type_list_tail<                              \
            void VERSIONED_PP_FOR_EACH_A(VERSIONED_PP_FIELD_TYPE, , __VA_ARGS__)>;                 \
        using versioned_slots = ::versioned::detail::type_list_tail<                               \
            void VERSIONED_PP_FOR_EACH_A(VERSIONED_PP_FIELD_SLOTS, , __VA_ARGS__)>;                \
        /* once: naming a template over the whole field list in every check is quadratic */       \
        static constexpr bool versioned_names_unique =                                             \
            ::versioned::detail::names_unique<versioned_fields>;                                   \
        /* the struct's description, doc("..."): "" without one */                                 \
        static constexpr ::std::string_view versioned_docs[] = {                                    \
            VERSIONED_PP_FOR_EACH_A(VERSIONED_PP_STRUCT_ENTRY, VERSIONED_PP_STRUCT_DOC_OF_, __VA_ARGS__)::std::string_view{}}; \
        static constexpr ::std::string_view versioned_doc = versioned_docs[0];                      \
        static_assert(sizeof(versioned_docs) / sizeof(versioned_docs[0]) <= 2,                      \
                      "versioned: " #S ": doc(\"...\") given twice: a struct has one description");  \
        /* the announced hooks, hooks(...): fixed here, whatever is visible at a conversion */     \
        static constexpr ::versioned::detail::hook_decl versioned_hooks[] = {                      \
            VERSIONED_PP_FOR_EACH_A(VERSIONED_PP_HOOKS_DATA, ns, __VA_ARGS__)                      \
            ::versioned::detail::hook_decl{}};                                                     \
        /* struct-level CEL rules, rule("CEL", "message"[, versions(...)]) (constraints/) */      \
        static constexpr ::versioned::detail::constraints::struct_rule versioned_rules[] = {       \
            VERSIONED_PP_FOR_EACH_A(VERSIONED_PP_C_STRUCT_RULE, , __VA_ARGS__)                     \
            ::versioned::detail::constraints::struct_rule{}};                                      \
        /* struct_type(atomic | granular) as an entry: the struct's own merge topology */        \
        static constexpr ::std::string_view versioned_struct_types[] = {                           \
            VERSIONED_PP_FOR_EACH_A(VERSIONED_PP_STRUCT_ENTRY, VERSIONED_PP_STRUCT_TOPOLOGY_OF_, __VA_ARGS__)::std::string_view{}}; \
    };                                                                                             \
    static_assert(::versioned::detail::struct_topology_valid(versioned_desc_##S::versioned_struct_types), \
                  "versioned: " #S ": struct_type takes atomic or granular, once -- as an entry of the " \
                  "struct's table, struct_type(atomic) makes the struct atomic wherever it is used");  \
    static_assert(::versioned::detail::constraints::struct_rules_valid<versioned_desc_##S>(),       \
                  "versioned: " #S ": rule(\"CEL\", \"message\", versions(...)): a rule needs its CEL " \
                  "text, at most 8 rules per struct, and versions(...) names versions declared by "  \
                  "VERSIONED_VERSIONS(" #ns ", ...)");                                              \
    /* each member name belongs to one field over all versions (it is one C++ member) */         \
    static_assert(::std::conditional_t<versioned_desc_##S::versioned_names_unique, ::std::true_type, \
                                       ::versioned::detail::report_duplicate_name<versioned_desc_##S>>::value, \
                  "versioned: duplicate field name in " #S ": a member name may belong to one field " \
                  "only, across all versions");                                                    \
    versioned_desc_##S versioned_descriptor_of(::versioned::detail::template_tag<S>);              \
    template <class V>                                                                             \
    struct S {                                                                                     \
        static_assert(::versioned::detail::is_version_of<V, versioned_desc_##S::versioned_module>, \
                      "versioned: " #S "<V>: V must be a version tag declared by "                 \
                      "VERSIONED_VERSIONS(" #ns ", ...)");                                         \
        using versioned_descriptor = versioned_desc_##S;                                           \
        using versioned_version = V;                                                               \
        /* the library reads the index, never the alias: clang warns on the alias of a */          \
        /* deprecated tag even where the user never named it */                                    \
        static constexpr ::std::size_t versioned_index = V::index;                                 \
        VERSIONED_PP_FOR_EACH_A(VERSIONED_PP_FIELD_MEMBERS, (ns, S), __VA_ARGS__)                  \
        /* memberwise over the present members (a placeholder has no ==: a user comparing */     \
        /* a missing member gets "not present"); constexpr when it can be; absent when a */      \
        /* field type has no == */                                                               \
        friend constexpr bool operator==(const S& versioned_a, const S& versioned_b)           \
            requires(::versioned::detail::members_equality_comparable<S>(                          \
                versioned_desc_##S::versioned_slots{}))                                            \
        {                                                                                          \
            return ::versioned::detail::equal_members(versioned_a, versioned_b, versioned_desc_##S::versioned_slots{}); \
        }                                                                                          \
    };                                                                                             \
    VERSIONED_PP_FOR_EACH_A(VERSIONED_PP_FIELD_RULES, (ns, S), __VA_ARGS__)                        \
    VERSIONED_PP_FOR_EACH_A(VERSIONED_PP_HOOKS_DECL, (ns, S), __VA_ARGS__)                         \
    }                                                                                              \
    VERSIONED_PP_SUPPRESS_DEPRECATED_END                                                           \
    static_assert(true)

// Member initializers of fields with default_with use detail::default_at, which converts.
#include <versioned/convert.hpp>
// The rules of list_type, map_type and struct_type, which need the fields' types.
#include <versioned/detail/semantics.hpp>

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_STRUCT_HPP
