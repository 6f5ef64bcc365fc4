// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_PP_DETAIL_TABLE_HPP
#define VERSIONED_PP_DETAIL_TABLE_HPP
// The grammar the tables of VERSIONED_STRUCT and VERSIONED_ENUM share, and the screen that
// reports a mistake in a table before anything else reads it. An action is added(VER, ...),
// changed(VER, ...), deprecated(VER, ...) or doc("..."); its keywords are word(ARGUMENT).
// Macros only, marked a system header as utilities.hpp is (see there).
#pragma GCC system_header

#include <versioned/pp/detail/utilities.hpp>

// Parsing: an action becomes (kind, args...) by pasting it onto VERSIONED_PP_ACT_; anything
// else stays as it was, which VERSIONED_PP_IS_PAREN tells apart.
#define VERSIONED_PP_ACT_added(...) (added, __VA_ARGS__)
#define VERSIONED_PP_ACT_changed(...) (changed, __VA_ARGS__)
#define VERSIONED_PP_ACT_deprecated(...) (deprecated, __VA_ARGS__)
#define VERSIONED_PP_ACT_doc(...) (doc, __VA_ARGS__)

#define VERSIONED_PP_ENTRY_CAT(a, ...) VERSIONED_PP_ENTRY_CAT_I(a, __VA_ARGS__)
#define VERSIONED_PP_ENTRY_CAT_I(a, ...) a##__VA_ARGS__

// ---- the screen ------------------------------------------------------------------------------
//
// A table's macro first maps its entries, one by one, to the list its other passes read: an
// entry without a mistake as it is, one with a mistake as VERSIONED_PP_REJECTED(static_asserts
// naming it). The other passes never see a rejected entry, so its mistake is one error, the
// first, and adds none of its own (Boost.Describe's and {fmt}'s way); the user's keywords are
// pasted only here, so a string where a keyword belongs is one preprocessor error.
//
// t names the table for the messages, (Name, KIND): a short tuple, since it travels with every
// action and keyword; the table's header defines, for its KIND, VERSIONED_PP_TABLE_ENTITY_KIND
// ("field"), VERSIONED_PP_TABLE_PREFIX_KIND (the prefix a known keyword pastes onto to become a
// tuple), VERSIONED_PP_TABLE_ACTIONS_KIND and VERSIONED_PP_TABLE_KEYWORDS_KIND (what they are).
#define VERSIONED_PP_T_NAME(t) VERSIONED_PP_T_NAME_I t
#define VERSIONED_PP_T_NAME_I(name, kind) name
#define VERSIONED_PP_T_KIND(t) VERSIONED_PP_T_KIND_I t
#define VERSIONED_PP_T_KIND_I(name, kind) kind
#define VERSIONED_PP_T_CAT(a, b) VERSIONED_PP_T_CAT_I(a, b)
#define VERSIONED_PP_T_CAT_I(a, b) a##b
#define VERSIONED_PP_T_ENTITY(t) VERSIONED_PP_T_CAT(VERSIONED_PP_TABLE_ENTITY_, VERSIONED_PP_T_KIND(t))
#define VERSIONED_PP_T_PREFIX(t) VERSIONED_PP_T_CAT(VERSIONED_PP_TABLE_PREFIX_, VERSIONED_PP_T_KIND(t))
#define VERSIONED_PP_T_ACTIONS(t) VERSIONED_PP_T_CAT(VERSIONED_PP_TABLE_ACTIONS_, VERSIONED_PP_T_KIND(t))
#define VERSIONED_PP_T_KEYWORDS(t) VERSIONED_PP_T_CAT(VERSIONED_PP_TABLE_KEYWORDS_, VERSIONED_PP_T_KIND(t))
#define VERSIONED_PP_T_SAYS(t) "versioned: " VERSIONED_PP_STR(VERSIONED_PP_T_NAME(t)) ": "

// , entry -- or , VERSIONED_PP_REJECTED(problems) when the checks of its actions found any.
#define VERSIONED_PP_SCREEN_KEEP(entry, ...)                                                       \
    VERSIONED_PP_ENTRY_CAT(VERSIONED_PP_SCREEN_KEEP_, VERSIONED_PP_IF_ANY(NO, __VA_ARGS__))(entry, __VA_ARGS__)
#define VERSIONED_PP_SCREEN_KEEP_(entry, ...) , entry
#define VERSIONED_PP_SCREEN_KEEP_NO(entry, ...) , VERSIONED_PP_REJECTED(__VA_ARGS__)
// The static_asserts of a rejected entry; nothing for any other. A table whose list holds other
// unparenthesized entries defines VERSIONED_PP_REJECTED_TEXT_<word>(...) for them.
#define VERSIONED_PP_REJECTED_TEXT(entry)                                                          \
    VERSIONED_PP_IIF_A(VERSIONED_PP_IS_PAREN(entry))(VERSIONED_PP_SKIP, VERSIONED_PP_REJECTED_TEXT_I)(entry)
#define VERSIONED_PP_REJECTED_TEXT_I(entry) VERSIONED_PP_ENTRY_CAT(VERSIONED_PP_REJECTED_TEXT_, entry)
#define VERSIONED_PP_REJECTED_TEXT_VERSIONED_PP_REJECTED(...) __VA_ARGS__

// The checks of one action a of entry item: its problems as static_asserts, or nothing.
#define VERSIONED_PP_CHECK_ACTION(x, a) VERSIONED_PP_CHECK_ACTION_I(VERSIONED_PP_REM x, a)
#define VERSIONED_PP_CHECK_ACTION_I(...) VERSIONED_PP_CHECK_ACTION_II(__VA_ARGS__)
#define VERSIONED_PP_CHECK_ACTION_II(t, item, a)                                                   \
    VERSIONED_PP_IIF_B(VERSIONED_PP_IS_PAREN(VERSIONED_PP_CAT_B(VERSIONED_PP_ACT_, a)))(           \
        VERSIONED_PP_CHECK_KEYWORDS, VERSIONED_PP_CHECK_UNKNOWN_ACTION)(t, item, a)
#define VERSIONED_PP_CHECK_UNKNOWN_ACTION(t, item, a)                                              \
    VERSIONED_PP_BARE_IIF(VERSIONED_PP_BARE_ACTION(a))(                                            \
        static_assert(false, VERSIONED_PP_T_SAYS(t) "the action '" #a "' in " VERSIONED_PP_T_ENTITY(t) " " \
                             #item " needs its version: " #a "(VER[, ...])");,                       \
        static_assert(false, VERSIONED_PP_T_SAYS(t) "unknown action '" #a "' in "                 \
                             VERSIONED_PP_T_ENTITY(t) " " #item " (" VERSIONED_PP_T_ACTIONS(t) ")");)
#define VERSIONED_PP_CHECK_KEYWORDS(t, item, a)                                                    \
    VERSIONED_PP_CHECK_KEYWORDS_I(t, item, a, VERSIONED_PP_CAT_B(VERSIONED_PP_ACT_, a))
#define VERSIONED_PP_CHECK_KEYWORDS_I(t, item, a, parsed) VERSIONED_PP_CHECK_KEYWORDS_II(t, item, a, VERSIONED_PP_REM parsed)
#define VERSIONED_PP_CHECK_KEYWORDS_II(...) VERSIONED_PP_CHECK_KEYWORDS_III(__VA_ARGS__)
#define VERSIONED_PP_CHECK_KEYWORDS_III(t, item, a, kind, ...)                                     \
    VERSIONED_PP_CAT_B(VERSIONED_PP_CHECK_KW_, kind)((t, item, a), __VA_ARGS__)
#define VERSIONED_PP_CHECK_KW_doc(x, ...)
#define VERSIONED_PP_CHECK_KW_added(x, ver, ...)                                                   \
    VERSIONED_PP_CHECK_VERSION(x, ver) VERSIONED_PP_FOR_EACH_C(VERSIONED_PP_CHECK_KW, x, __VA_ARGS__)
#define VERSIONED_PP_CHECK_KW_changed(x, ver, ...)                                                 \
    VERSIONED_PP_CHECK_VERSION(x, ver) VERSIONED_PP_FOR_EACH_C(VERSIONED_PP_CHECK_KW, x, __VA_ARGS__)
#define VERSIONED_PP_CHECK_KW_deprecated(x, ver, ...)                                              \
    VERSIONED_PP_CHECK_VERSION(x, ver) VERSIONED_PP_FOR_EACH_C(VERSIONED_PP_CHECK_KW, x, __VA_ARGS__)
// An action without its version: added(), deprecated().
#define VERSIONED_PP_CHECK_VERSION(x, ...)                                                         \
    VERSIONED_PP_ENTRY_CAT(VERSIONED_PP_CHECK_VERSION_, __VA_OPT__(OK))(VERSIONED_PP_REM x)
#define VERSIONED_PP_CHECK_VERSION_OK(...)
#define VERSIONED_PP_CHECK_VERSION_(...) VERSIONED_PP_CHECK_VERSION_I(__VA_ARGS__)
#define VERSIONED_PP_CHECK_VERSION_I(t, item, a)                                                   \
    static_assert(false, VERSIONED_PP_T_SAYS(t) "action '" #a "' without its version in "         \
                         VERSIONED_PP_T_ENTITY(t) " " #item " (write e.g. added(v1beta1))");
// A keyword: known (it pastes onto the table's prefix to a tuple) and given an argument.
#define VERSIONED_PP_CHECK_KW(x, k) VERSIONED_PP_CHECK_KW_I(VERSIONED_PP_REM x, k)
#define VERSIONED_PP_CHECK_KW_I(...) VERSIONED_PP_CHECK_KW_II(__VA_ARGS__)
#define VERSIONED_PP_CHECK_KW_II(t, item, a, k)                                                    \
    VERSIONED_PP_CHECK_KW_III(t, item, a, k, VERSIONED_PP_CAT_C(VERSIONED_PP_T_PREFIX(t), k))
#define VERSIONED_PP_CHECK_KW_III(t, item, a, k, parsed)                                           \
    VERSIONED_PP_IIF_C(VERSIONED_PP_IS_PAREN(parsed))(VERSIONED_PP_CHECK_KW_ARGUMENT,              \
                                                      VERSIONED_PP_CHECK_UNKNOWN_KEYWORD)(t, item, a, k, parsed)
#define VERSIONED_PP_CHECK_UNKNOWN_KEYWORD(t, item, a, k, parsed)                                  \
    static_assert(false, VERSIONED_PP_T_SAYS(t) "unknown keyword '" #k "' in " #a " of "           \
                         VERSIONED_PP_T_ENTITY(t) " " #item " (" VERSIONED_PP_T_KEYWORDS(t) ")");
#define VERSIONED_PP_CHECK_KW_ARGUMENT(t, item, a, k, parsed)                                      \
    VERSIONED_PP_CHECK_KW_ARGUMENT_I((t, item, a, k), VERSIONED_PP_REM parsed)
#define VERSIONED_PP_CHECK_KW_ARGUMENT_I(...) VERSIONED_PP_CHECK_KW_ARGUMENT_II(__VA_ARGS__)
#define VERSIONED_PP_CHECK_KW_ARGUMENT_II(x, kind, ...)                                            \
    VERSIONED_PP_ENTRY_CAT(VERSIONED_PP_CHECK_KW_ARGUMENT_, __VA_OPT__(OK))(VERSIONED_PP_REM x)
#define VERSIONED_PP_CHECK_KW_ARGUMENT_OK(...)
#define VERSIONED_PP_CHECK_KW_ARGUMENT_(...) VERSIONED_PP_CHECK_KW_EMPTY(__VA_ARGS__)
#define VERSIONED_PP_CHECK_KW_EMPTY(t, item, a, k)                                                 \
    static_assert(false, VERSIONED_PP_T_SAYS(t) "keyword '" #k "' without its argument in " #a     \
                         " of " VERSIONED_PP_T_ENTITY(t) " " #item " (" VERSIONED_PP_T_KEYWORDS(t) ")");

#endif // VERSIONED_PP_DETAIL_TABLE_HPP
