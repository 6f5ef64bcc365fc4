// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_VARIANT_DETAIL_PP_VARIANT_HPP
#define VERSIONED_VARIANT_DETAIL_PP_VARIANT_HPP

// The preprocessor half of VERSIONED_VARIANT (variant.hpp): it only writes the table down -- one
// descriptor per alternative, shaped as a struct field's (struct.hpp) so that the field rules
// and conversions serve it -- and the rules' static_asserts. Loops run at three levels, as for
// structs: alternatives (A), actions (B), keywords (C).

#include <versioned/constraints/detail/pp.hpp>
#include <versioned/pp/detail/utilities.hpp>

// data tuples: d = (ns, S)
#define VERSIONED_PP_VD_NS(d) VERSIONED_PP_VD_NS_I d
#define VERSIONED_PP_VD_NS_I(ns, S) ns
#define VERSIONED_PP_VD_S(d) VERSIONED_PP_VD_S_I d
#define VERSIONED_PP_VD_S_I(ns, S) S
#define VERSIONED_PP_VD_DESC(d) VERSIONED_PP_VD_DESC_I d
#define VERSIONED_PP_VD_DESC_I(ns, S) versioned_variant_desc_##S

// Parsing: an action or keyword becomes (kind, args...), by pasting it onto a prefix. A string
// where a keyword belongs (deprecated(v1, "text")) fails in the paste, and the prefix is named
// to be that error's message.
#define VERSIONED_PP_VACT_added(...) (added, __VA_ARGS__)
#define VERSIONED_PP_VACT_changed(...) (changed, __VA_ARGS__)
#define VERSIONED_PP_VACT_deprecated(...) (deprecated, __VA_ARGS__)
#define VERSIONED_PP_VACT_doc(...) (doc, __VA_ARGS__)
#define VERSIONED_VARIANT_keyword_expected__write_a_deprecation_text_as_note_from_name(...) (from_name, __VA_ARGS__)
#define VERSIONED_VARIANT_keyword_expected__write_a_deprecation_text_as_note_from_type(...) (from_type, __VA_ARGS__)
#define VERSIONED_VARIANT_keyword_expected__write_a_deprecation_text_as_note_upgrade_with(...) (upgrade_with, __VA_ARGS__)
#define VERSIONED_VARIANT_keyword_expected__write_a_deprecation_text_as_note_downgrade_with(...) (downgrade_with, __VA_ARGS__)
#define VERSIONED_VARIANT_keyword_expected__write_a_deprecation_text_as_note_downgrade_to(...) (downgrade_to, __VA_ARGS__)
#define VERSIONED_VARIANT_keyword_expected__write_a_deprecation_text_as_note_default_with(...) (default_with, __VA_ARGS__)
#define VERSIONED_VARIANT_keyword_expected__write_a_deprecation_text_as_note_note(...) (note, __VA_ARGS__)
// key("...") on an alternative and changed(VER, from_key("...")): its JSON key (the key of an
// externally tagged variant, the tag's value of an internally tagged one), as for a struct's
// field (DESIGN.md §15). Data for the alternative's info only.
#define VERSIONED_PP_VACT_key(...) (key, __VA_ARGS__)
#define VERSIONED_VARIANT_keyword_expected__write_a_deprecation_text_as_note_from_key(...) (from_key, __VA_ARGS__)
#define VERSIONED_PP_VNAMES_key(N, ...)
#define VERSIONED_PP_VACTV_key(ns, ...)                                                            \
    ::versioned::detail::action{::versioned::detail::action_kind::key, 0}.kw_key(__VA_ARGS__),
#define VERSIONED_PP_VFT_key(x, ...)
#define VERSIONED_PP_VFN_key(x, ...)
#define VERSIONED_PP_VCHECK_KW_key(x, ...)
#define VERSIONED_PP_VNAMES_KW_from_key(N, ...)
#define VERSIONED_PP_VKWV_from_key(x, ...) .kw_from_key(__VA_ARGS__)
#define VERSIONED_PP_VFT_KW_from_key(x, ...)
#define VERSIONED_PP_VFN_KW_from_key(x, ...)
#define VERSIONED_PP_V_ON_ACTION(prefix, data, a)                                                  \
    VERSIONED_PP_DISPATCH_B(prefix, data, VERSIONED_PP_CAT_B(VERSIONED_PP_VACT_, a))
#define VERSIONED_PP_V_ON_KEYWORD(prefix, data, k)                                                 \
    VERSIONED_PP_DISPATCH_C(prefix, data, VERSIONED_PP_CAT_C(VERSIONED_VARIANT_keyword_expected__write_a_deprecation_text_as_note_, k))

// An alternative (TYPE, NAME, ACTION...) handed to m(data, TYPE, NAME, ACTION...); an entry that
// is not parenthesized (a mistake the check pass reports) is skipped.
#define VERSIONED_PP_VALT_APPLY(m, data, alt)                                                      \
    VERSIONED_PP_IIF_A(VERSIONED_PP_IS_PAREN(alt))(VERSIONED_PP_VALT_APPLY_P, VERSIONED_PP_SKIP)(m, data, alt)
#define VERSIONED_PP_VALT_APPLY_P(m, data, alt) VERSIONED_PP_VALT_APPLY_I(m, data, VERSIONED_PP_REM alt)
#define VERSIONED_PP_VALT_APPLY_I(m, data, ...) m(data, __VA_ARGS__)

// -- the names of an alternative: NAME, each from_name, and NAME again where it is deprecated,
// in the order the actions are written (the order compute_field_info counts them in) ------------
#define VERSIONED_PP_VNAMES(N, ...) #N, VERSIONED_PP_FOR_EACH_B(VERSIONED_PP_VNAMES_ACT, N, __VA_ARGS__)
#define VERSIONED_PP_VNAMES_ACT(N, a) VERSIONED_PP_V_ON_ACTION(VERSIONED_PP_VNAMES_, N, a)
#define VERSIONED_PP_VNAMES_added(N, ...)
#define VERSIONED_PP_VNAMES_doc(N, ...)
#define VERSIONED_PP_VNAMES_deprecated(N, ...) #N,
#define VERSIONED_PP_VNAMES_changed(N, ver, ...) VERSIONED_PP_FOR_EACH_C(VERSIONED_PP_VNAMES_KW, N, __VA_ARGS__)
#define VERSIONED_PP_VNAMES_KW(N, k) VERSIONED_PP_V_ON_KEYWORD(VERSIONED_PP_VNAMES_KW_, N, k)
#define VERSIONED_PP_VNAMES_KW_from_name(N, old) #old,
#define VERSIONED_PP_VNAMES_KW_from_type(N, ...)
#define VERSIONED_PP_VNAMES_KW_upgrade_with(N, ...)
#define VERSIONED_PP_VNAMES_KW_downgrade_with(N, ...)
#define VERSIONED_PP_VNAMES_KW_downgrade_to(N, ...)
#define VERSIONED_PP_VNAMES_KW_default_with(N, ...)
#define VERSIONED_PP_VNAMES_KW_note(N, ...)

// -- the actions as constexpr data (detail::action) ----------------------------------------------
#define VERSIONED_PP_VACTV(ns, a) VERSIONED_PP_V_ON_ACTION(VERSIONED_PP_VACTV_, ns, a)
#define VERSIONED_PP_VACTV_added(ns, ver, ...) VERSIONED_PP_VACTV_MAKE(ns, added, ver, __VA_ARGS__)
#define VERSIONED_PP_VACTV_changed(ns, ver, ...) VERSIONED_PP_VACTV_MAKE(ns, changed, ver, __VA_ARGS__)
#define VERSIONED_PP_VACTV_deprecated(ns, ver, ...) VERSIONED_PP_VACTV_MAKE(ns, deprecated, ver, __VA_ARGS__)
#define VERSIONED_PP_VACTV_doc(ns, ...)                                                            \
    ::versioned::detail::action{::versioned::detail::action_kind::doc, 0}.kw_doc(__VA_ARGS__),
#define VERSIONED_PP_VACTV_MAKE(ns, kind, ver, ...)                                                \
    ::versioned::detail::action{::versioned::detail::action_kind::kind,                            \
                                ::versioned::detail::index_of(::ns::versioned_version_names::value, #ver)} \
        VERSIONED_PP_FOR_EACH_C(VERSIONED_PP_VKWV, , __VA_ARGS__),
#define VERSIONED_PP_VKWV(x, k) VERSIONED_PP_V_ON_KEYWORD(VERSIONED_PP_VKWV_, x, k)
#define VERSIONED_PP_VKWV_from_name(x, old) .kw_from_name(#old)
#define VERSIONED_PP_VKWV_from_type(x, ...) .kw_from_type(VERSIONED_PP_STR(VERSIONED_PP_UNPAREN(__VA_ARGS__)))
#define VERSIONED_PP_VKWV_upgrade_with(x, ...) .kw_upgrade_with()
#define VERSIONED_PP_VKWV_downgrade_with(x, ...) .kw_downgrade_with()
#define VERSIONED_PP_VKWV_downgrade_to(x, target, ...) .kw_downgrade_to(#target, (0 __VA_OPT__(+1)) != 0)
#define VERSIONED_PP_VKWV_default_with(x, ...) .kw_misplaced()
#define VERSIONED_PP_VKWV_note(x, ...) .kw_note(__VA_ARGS__)

// -- from_type of each changed action, in order (no_type when absent) ----------------------------
#define VERSIONED_PP_VFT(x, a) VERSIONED_PP_V_ON_ACTION(VERSIONED_PP_VFT_, x, a)
#define VERSIONED_PP_VFT_added(x, ...)
#define VERSIONED_PP_VFT_deprecated(x, ...)
#define VERSIONED_PP_VFT_doc(x, ...)
#define VERSIONED_PP_VFT_changed(x, ver, ...)                                                      \
    , ::versioned::detail::last_type_t<::versioned::detail::no_type VERSIONED_PP_FOR_EACH_C(VERSIONED_PP_VFT_KW, , __VA_ARGS__)>
#define VERSIONED_PP_VFT_KW(x, k) VERSIONED_PP_V_ON_KEYWORD(VERSIONED_PP_VFT_KW_, x, k)
#define VERSIONED_PP_VFT_KW_from_type(x, ...) , VERSIONED_PP_UNPAREN(__VA_ARGS__)
#define VERSIONED_PP_VFT_KW_from_name(x, ...)
#define VERSIONED_PP_VFT_KW_upgrade_with(x, ...)
#define VERSIONED_PP_VFT_KW_downgrade_with(x, ...)
#define VERSIONED_PP_VFT_KW_downgrade_to(x, ...)
#define VERSIONED_PP_VFT_KW_default_with(x, ...)
#define VERSIONED_PP_VFT_KW_note(x, ...)

// -- user functions: upgrade_with, downgrade_with, downgrade_to's F --------------------------------
// Templates, so a non-constexpr user function is fine until a constant expression needs it.
// x = (ns, S, N): the module, and the variant and alternative that constraints' rules name
// (validate and from_validate declare their sets here too: constraints/detail/pp.hpp).
#define VERSIONED_PP_VFN(x, a) VERSIONED_PP_V_ON_ACTION(VERSIONED_PP_VFN_, x, a)
#define VERSIONED_PP_VFN_added(x, ver, ...) VERSIONED_PP_FOR_EACH_C(VERSIONED_PP_VFN_KW, (x, ver), __VA_ARGS__)
#define VERSIONED_PP_VFN_changed(x, ver, ...) VERSIONED_PP_FOR_EACH_C(VERSIONED_PP_VFN_KW, (x, ver), __VA_ARGS__)
#define VERSIONED_PP_VFN_deprecated(x, ...)
#define VERSIONED_PP_VFN_doc(x, ...)
#define VERSIONED_PP_VFN_KW(x, k) VERSIONED_PP_V_ON_KEYWORD(VERSIONED_PP_VFN_KW_, x, k)
#define VERSIONED_PP_VFN_KW_from_name(x, ...)
#define VERSIONED_PP_VFN_KW_from_type(x, ...)
#define VERSIONED_PP_VFN_KW_note(x, ...)
#define VERSIONED_PP_VFN_KW_default_with(x, ...)
#define VERSIONED_PP_VFN_KW_upgrade_with(x, ...) VERSIONED_PP_VFN_HOOK(versioned_upgrade, VERSIONED_PP_REM x, __VA_ARGS__)
#define VERSIONED_PP_VFN_KW_downgrade_with(x, ...) VERSIONED_PP_VFN_HOOK(versioned_downgrade, VERSIONED_PP_REM x, __VA_ARGS__)
#define VERSIONED_PP_VFN_HOOK(...) VERSIONED_PP_VFN_HOOK_I(__VA_ARGS__)
#define VERSIONED_PP_VFN_NS(ns, S, N) ns
#define VERSIONED_PP_VFN_HOOK_I(fn, x, ver, ...)                                                   \
    template <class versioned_X>                                                                   \
    static constexpr auto fn(const ::VERSIONED_PP_VFN_NS x::ver*, versioned_X&& versioned_x) {     \
        return (__VA_ARGS__)(static_cast<versioned_X&&>(versioned_x));                            \
    }
#define VERSIONED_PP_VFN_KW_downgrade_to(x, target, ...)                                           \
    __VA_OPT__(template <class versioned_X> static constexpr auto versioned_downgrade_to(versioned_X&& versioned_x) { \
        return (__VA_ARGS__)(static_cast<versioned_X&&>(versioned_x));                            \
    })

// -- one alternative's descriptor: the shape of a struct field's (struct.hpp) ---------------------
#define VERSIONED_PP_VALT_DESC(d, alt) VERSIONED_PP_VALT_APPLY(VERSIONED_PP_VALT_DESC_I, d, alt)
#define VERSIONED_PP_VALT_DESC_I(d, T, N, ...)                                                     \
    struct versioned_a_##N {                                                                       \
        using versioned_module = ::VERSIONED_PP_VD_NS(d)::versioned_module;                        \
        static constexpr ::std::string_view versioned_name = #N;                                   \
        static constexpr ::std::string_view versioned_members[] = {VERSIONED_PP_VNAMES(N, __VA_ARGS__)}; \
        static constexpr ::versioned::detail::action versioned_actions[] = {                       \
            VERSIONED_PP_FOR_EACH_B(VERSIONED_PP_VACTV, VERSIONED_PP_VD_NS(d), __VA_ARGS__)        \
            ::versioned::detail::action{}};                                                        \
        template <class V>                                                                         \
        using versioned_type = VERSIONED_PP_DECLARED_TYPE(VERSIONED_PP_UNPAREN(T));                 \
        static constexpr ::std::string_view versioned_type_text = VERSIONED_PP_STR(VERSIONED_PP_UNPAREN(T)); \
        template <class V>                                                                         \
        using versioned_from_types = ::versioned::detail::type_list_tail<                          \
            void VERSIONED_PP_FOR_EACH_B(VERSIONED_PP_VFT, , __VA_ARGS__)>;                        \
        VERSIONED_PP_FOR_EACH_B(VERSIONED_PP_VFN, (VERSIONED_PP_VD_NS(d), VERSIONED_PP_VD_S(d), N), __VA_ARGS__) \
    };
#define VERSIONED_PP_VALT_TYPE(d, alt) VERSIONED_PP_VALT_APPLY(VERSIONED_PP_VALT_TYPE_I, d, alt)
#define VERSIONED_PP_VALT_TYPE_I(d, T, N, ...) , versioned_a_##N

// -- the rules, one static_assert per alternative and rule --------------------------------------
#define VERSIONED_PP_VALT_RULES(d, alt)                                                            \
    VERSIONED_PP_IIF_A(VERSIONED_PP_IS_PAREN(alt))(VERSIONED_PP_VALT_RULES_P, VERSIONED_PP_SKIP)(d, alt)
#define VERSIONED_PP_VALT_RULES_P(d, alt) VERSIONED_PP_VALT_RULES_I(d, alt, VERSIONED_PP_REM alt)
#define VERSIONED_PP_VALT_RULES_I(d, alt, ...) VERSIONED_PP_VALT_RULES_II(d, alt, __VA_ARGS__)
#define VERSIONED_PP_VALT_RULES_II(d, alt, T, N, ...)                                              \
    VERSIONED_PP_VRULE(d, alt, N, rule::unknown_version,                                           \
                       "an action names a version not declared by VERSIONED_VERSIONS("            \
                       VERSIONED_PP_STR(VERSIONED_PP_VD_NS(d)) ", ...)")                           \
    VERSIONED_PP_VRULE(d, alt, N, rule::added_deprecated, "added and deprecated in the same version") \
    VERSIONED_PP_VRULE(d, alt, N, rule::added_changed, "added and changed in the same version")   \
    VERSIONED_PP_VRULE(d, alt, N, rule::changed_deprecated, "changed and deprecated in the same version") \
    VERSIONED_PP_VRULE(d, alt, N, rule::deprecated_in_first_version,                               \
                       "deprecated in the first version: the alternative would never exist without " \
                       "being deprecated; deprecate it in a later version, or leave it out (actions " \
                       "out of order)")                                                            \
    VERSIONED_PP_VRULE(d, alt, N, rule::out_of_order,                                              \
                       "actions out of order (added < every changed < deprecated, in strictly "    \
                       "increasing versions; an alternative without added() exists from the first " \
                       "version; at most one added and one deprecated)")                          \
    VERSIONED_PP_VRULE(d, alt, N, rule::changed_needs_name_or_type, "changed needs from_name or from_type") \
    VERSIONED_PP_VRULE(d, alt, N, rule::bad_key,                                                   \
                       "a JSON key given by key(\"...\") or from_key(\"...\") is not empty and has no " \
                       "quote, backslash or control character")                                     \
    VERSIONED_PP_VRULE(d, alt, N, rule::hook_requires_from_type,                                   \
                       "upgrade_with / downgrade_with requires from_type in the same changed()")   \
    VERSIONED_PP_VRULE(d, alt, N, rule::misplaced_keyword,                                         \
                       "keyword not allowed in this action (downgrade_to only in added, note only " \
                       "in deprecated, from_name/from_type/upgrade_with/downgrade_with only in "   \
                       "changed, each at most once; an alternative takes no default_with)")        \
    VERSIONED_PP_VRULE(d, alt, N, variant_rule::duplicate_name,                                    \
                       "duplicate alternative name: a name (NAME or from_name) may belong to one " \
                       "alternative only, across all versions")                                    \
    VERSIONED_PP_VRULE(d, alt, N, variant_rule::needs_downgrade_to,                                \
                       "added alternative needs downgrade_to: the versions before it do not have " \
                       "it, so a downgrade must know which alternative its value becomes, "       \
                       "downgrade_to(ALT, F) (only an alternative of the first version needs none)") \
    VERSIONED_PP_VRULE(d, alt, N, variant_rule::downgrade_target_missing,                          \
                       "downgrade_to target not present in the version before the one that adds " \
                       "the alternative (name the target as that version calls it)")               \
    VERSIONED_PP_VRULE(d, alt, N, rule::needs_upgrade_with,                                        \
                       "type change needs upgrade_with: the old type has no lossless implicit "    \
                       "conversion to the new type")                                               \
    VERSIONED_PP_VRULE(d, alt, N, rule::needs_downgrade_with,                                      \
                       "type change needs downgrade_with: the new type narrows when converted "    \
                       "back to the old type")                                                     \
    VERSIONED_PP_VRULE(d, alt, N, variant_rule::downgrade_needs_function,                          \
                       "downgrade_to needs a function, downgrade_to(ALT, F): the alternative's "   \
                       "type does not convert losslessly to the target's type")
#define VERSIONED_PP_VRULE(d, alt, N, r, phrase)                                                   \
    static_assert(!::versioned::detail::breaks(                                                    \
                      ::versioned::detail::alternative_errors_v<VERSIONED_PP_VD_DESC(d),           \
                                                                VERSIONED_PP_VD_DESC(d)::versioned_a_##N>, \
                      ::versioned::detail::r),                                                     \
                  "versioned: " VERSIONED_PP_STR(VERSIONED_PP_VD_S(d)) "::" #N ": " phrase         \
                  " -- in alternative " #alt);

// -- the check pass: mistakes in the table's shape, reported before anything else --------------
#define VERSIONED_PP_VCHECK_ALT(d, alt)                                                            \
    VERSIONED_PP_IIF_A(VERSIONED_PP_IS_PAREN(alt))(VERSIONED_PP_VCHECK_ACTIONS, VERSIONED_PP_VCHECK_NOT_PAREN)(d, alt)
#define VERSIONED_PP_VCHECK_NOT_PAREN(d, alt)                                                      \
    static_assert(false, "versioned: " VERSIONED_PP_STR(VERSIONED_PP_VD_S(d)) ": an alternative "  \
                         "must be written (TYPE, NAME, ACTION...) in parentheses; found '" #alt     \
                         "' (an empty one: a trailing comma after the last alternative?)");
#define VERSIONED_PP_VCHECK_ACTIONS(d, alt) VERSIONED_PP_VCHECK_ACTIONS_I(d, alt, VERSIONED_PP_REM alt)
#define VERSIONED_PP_VCHECK_ACTIONS_I(d, alt, ...) VERSIONED_PP_VCHECK_ACTIONS_II(d, alt, __VA_ARGS__)
#define VERSIONED_PP_VCHECK_ACTIONS_II(d, alt, T, N, ...)                                          \
    VERSIONED_PP_FOR_EACH_B(VERSIONED_PP_VCHECK_ACTION, (d, alt), __VA_ARGS__)
#define VERSIONED_PP_VCHECK_ACTION(x, a) VERSIONED_PP_VCHECK_ACTION_I(VERSIONED_PP_REM x, a)
#define VERSIONED_PP_VCHECK_ACTION_I(...) VERSIONED_PP_VCHECK_ACTION_II(__VA_ARGS__)
#define VERSIONED_PP_VCHECK_ACTION_II(d, alt, a)                                                   \
    VERSIONED_PP_IIF_B(VERSIONED_PP_IS_PAREN(VERSIONED_PP_CAT_B(VERSIONED_PP_VACT_, a)))(         \
        VERSIONED_PP_VCHECK_KEYWORDS, VERSIONED_PP_VCHECK_UNKNOWN_ACTION)(d, alt, a)
#define VERSIONED_PP_VCHECK_UNKNOWN_ACTION(d, alt, a)                                              \
    VERSIONED_PP_BARE_IIF(VERSIONED_PP_BARE_ACTION(a))(                                            \
        static_assert(false, "versioned: " VERSIONED_PP_STR(VERSIONED_PP_VD_S(d)) ": the action '" #a \
                             "' in alternative " #alt " needs its version: " #a "(VER[, ...])");,      \
        static_assert(false, "versioned: " VERSIONED_PP_STR(VERSIONED_PP_VD_S(d)) ": unknown action '" \
                             #a "' in alternative " #alt " (the actions are added, changed, deprecated, " \
                             "doc, key and validate; a type with a comma must be parenthesized: ((std::map<K, V>), NAME))");)
#define VERSIONED_PP_VCHECK_KEYWORDS(d, alt, a)                                                    \
    VERSIONED_PP_VCHECK_KEYWORDS_I(d, alt, a, VERSIONED_PP_CAT_B(VERSIONED_PP_VACT_, a))
#define VERSIONED_PP_VCHECK_KEYWORDS_I(d, alt, a, parsed) VERSIONED_PP_VCHECK_KEYWORDS_II(d, alt, a, VERSIONED_PP_REM parsed)
#define VERSIONED_PP_VCHECK_KEYWORDS_II(...) VERSIONED_PP_VCHECK_KEYWORDS_III(__VA_ARGS__)
#define VERSIONED_PP_VCHECK_KEYWORDS_III(d, alt, a, kind, ...)                                     \
    VERSIONED_PP_CAT_B(VERSIONED_PP_VCHECK_KW_, kind)((d, alt, a), __VA_ARGS__)
#define VERSIONED_PP_VCHECK_KW_doc(x, ...)
#define VERSIONED_PP_VCHECK_KW_added(x, ver, ...) VERSIONED_PP_FOR_EACH_C(VERSIONED_PP_VCHECK_KW, x, __VA_ARGS__)
#define VERSIONED_PP_VCHECK_KW_changed(x, ver, ...) VERSIONED_PP_FOR_EACH_C(VERSIONED_PP_VCHECK_KW, x, __VA_ARGS__)
#define VERSIONED_PP_VCHECK_KW_deprecated(x, ver, ...) VERSIONED_PP_FOR_EACH_C(VERSIONED_PP_VCHECK_KW, x, __VA_ARGS__)
#define VERSIONED_PP_VCHECK_KW(x, k) VERSIONED_PP_VCHECK_KW_I(VERSIONED_PP_REM x, k)
#define VERSIONED_PP_VCHECK_KW_I(...) VERSIONED_PP_VCHECK_KW_II(__VA_ARGS__)
#define VERSIONED_PP_VCHECK_KW_II(d, alt, a, k)                                                    \
    VERSIONED_PP_IIF_C(VERSIONED_PP_IS_PAREN(VERSIONED_PP_CAT_C(VERSIONED_VARIANT_keyword_expected__write_a_deprecation_text_as_note_, k)))( \
        VERSIONED_PP_SKIP, VERSIONED_PP_VCHECK_UNKNOWN_KEYWORD)(d, alt, a, k)
#define VERSIONED_PP_VCHECK_UNKNOWN_KEYWORD(d, alt, a, k)                                          \
    static_assert(false, "versioned: " VERSIONED_PP_STR(VERSIONED_PP_VD_S(d)) ": unknown keyword '" \
                         #k "' in " #a " of alternative " #alt " (the keywords are downgrade_to, "  \
                         "from_name, from_type, from_key, from_validate, upgrade_with, downgrade_with and note; a deprecation " \
                         "text is written note(\"...\"))");

// No alternative, or more than 256 (the loops expand to nothing): the first error.
#define VERSIONED_PP_VCHECK_COUNT(S, ...)                                                          \
    VERSIONED_PP_IIF_A(VERSIONED_PP_TOO_MANY(__VA_ARGS__))(VERSIONED_PP_VTOO_MANY, VERSIONED_PP_SKIP)(S) \
    VERSIONED_PP_VCHECK_EMPTY(S __VA_OPT__(, 1))
#define VERSIONED_PP_VTOO_MANY(S)                                                                  \
    static_assert(false, "versioned: " #S ": more than 256 alternatives, the most one VERSIONED_VARIANT takes");
#define VERSIONED_PP_VCHECK_EMPTY(...) VERSIONED_PP_VCHECK_EMPTY_I(__VA_ARGS__, 0, )
#define VERSIONED_PP_VCHECK_EMPTY_I(S, has, ...) VERSIONED_PP_CAT(VERSIONED_PP_VCHECK_EMPTY_, has)(S)
#define VERSIONED_PP_VCHECK_EMPTY_0(S)                                                             \
    static_assert(false, "versioned: " #S ": a variant needs at least one alternative, (TYPE, NAME)");
#define VERSIONED_PP_VCHECK_EMPTY_1(S)

#endif // VERSIONED_VARIANT_DETAIL_PP_VARIANT_HPP
