// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_ENUM_DETAIL_ENUM_TABLE_HPP
#define VERSIONED_ENUM_DETAIL_ENUM_TABLE_HPP
// The grammar of a VERSIONED_ENUM table and its screen (pp/detail/table.hpp). Macros only,
// marked a system header as the preprocessor kit is (see pp/detail/utilities.hpp).
#pragma GCC system_header

#include <versioned/pp/detail/table.hpp>
#include <versioned/pp/detail/utilities.hpp>

// Keywords become (kind, args...); a struct's keyword is known here too (as `other`), and the
// rules report it as not allowed for enumerators. The prefix is the message of the paste error
// a string where a keyword belongs gives (deprecated(v1, "text")).
#define VERSIONED_ENUM_keyword_expected__write_a_deprecation_text_as_note_from_name(...) (from_name, __VA_ARGS__)
#define VERSIONED_ENUM_keyword_expected__write_a_deprecation_text_as_note_downgrade_to(...) (downgrade_to, __VA_ARGS__)
#define VERSIONED_ENUM_keyword_expected__write_a_deprecation_text_as_note_note(...) (note, __VA_ARGS__)
#define VERSIONED_ENUM_keyword_expected__write_a_deprecation_text_as_note_from_type(...) (other, __VA_ARGS__)
#define VERSIONED_ENUM_keyword_expected__write_a_deprecation_text_as_note_upgrade_with(...) (other, __VA_ARGS__)
#define VERSIONED_ENUM_keyword_expected__write_a_deprecation_text_as_note_downgrade_with(...) (other, __VA_ARGS__)
#define VERSIONED_ENUM_keyword_expected__write_a_deprecation_text_as_note_default_with(...) (other, __VA_ARGS__)
#define VERSIONED_PP_E_ON_ACTION(prefix, data, a)                                                  \
    VERSIONED_PP_DISPATCH_B(prefix, data, VERSIONED_PP_CAT_B(VERSIONED_PP_ACT_, a))
#define VERSIONED_PP_E_ON_KEYWORD(prefix, data, k)                                                 \
    VERSIONED_PP_DISPATCH_C(prefix, data, VERSIONED_PP_CAT_C(VERSIONED_ENUM_keyword_expected__write_a_deprecation_text_as_note_, k))

// A row (NAME, ACTION...) handed to m(data, NAME, ACTION...).
#define VERSIONED_PP_EROW_APPLY(m, data, row) VERSIONED_PP_EROW_APPLY_I(m, data, VERSIONED_PP_REM row)
#define VERSIONED_PP_EROW_APPLY_I(m, data, ...) m(data, __VA_ARGS__)

#define VERSIONED_PP_ETAIL(...) VERSIONED_PP_ETAIL_I(__VA_ARGS__)
#define VERSIONED_PP_ETAIL_I(x, ...) __VA_ARGS__

// ---- the screen (pp/detail/table.hpp) ----------------------------------------------------------
#define VERSIONED_PP_TABLE_ENTITY_ENUM "enumerator"
#define VERSIONED_PP_TABLE_PREFIX_ENUM VERSIONED_ENUM_keyword_expected__write_a_deprecation_text_as_note_
#define VERSIONED_PP_TABLE_ACTIONS_ENUM "the actions are added, changed, deprecated and doc"
#define VERSIONED_PP_TABLE_KEYWORDS_ENUM                                                           \
    "the keywords are downgrade_to (in added), from_name (in changed) and note (in deprecated); "  \
    "a deprecation text is written note(\"...\")"
#define VERSIONED_PP_ESCREEN(E, row)                                                               \
    VERSIONED_PP_IIF_A(VERSIONED_PP_IS_PAREN(row))(VERSIONED_PP_ESCREEN_ROW, VERSIONED_PP_ESCREEN_NOT_PAREN)(E, row)
#define VERSIONED_PP_ESCREEN_NOT_PAREN(E, row)                                                     \
    , VERSIONED_PP_REJECTED(static_assert(false, "versioned: " #E ": an enumerator must be "       \
                                          "written (NAME, ACTION...) in parentheses; found '" #row  \
                                          "' (an empty one: a trailing comma after the last "       \
                                          "enumerator?)");)
#define VERSIONED_PP_ESCREEN_ROW(E, row) VERSIONED_PP_ESCREEN_ROW_I(E, row, VERSIONED_PP_REM row)
#define VERSIONED_PP_ESCREEN_ROW_I(E, row, ...) VERSIONED_PP_ESCREEN_ROW_II(E, row, __VA_ARGS__)
#define VERSIONED_PP_ESCREEN_ROW_II(E, row, N, ...)                                                \
    VERSIONED_PP_SCREEN_KEEP(row, VERSIONED_PP_FOR_EACH_B(VERSIONED_PP_CHECK_ACTION, ((E, ENUM), row), __VA_ARGS__))

// After the screen: the rejected rows' static_asserts, then the table of the rows kept (a
// rejected enumerator is left out, so the rows' indices are those of the rows kept).
#define VERSIONED_PP_ENUM_SCREENED(ns, E, ...)                                                     \
    VERSIONED_PP_FOR_EACH_A(VERSIONED_PP_EREPORT, , __VA_ARGS__)                                   \
    VERSIONED_PP_CALL_B(VERSIONED_PP_ENUM_KEPT, (ns, E VERSIONED_PP_FOR_EACH_A(VERSIONED_PP_EKEEP, , __VA_ARGS__)))
#define VERSIONED_PP_EREPORT(d, row) VERSIONED_PP_REJECTED_TEXT(row)
#define VERSIONED_PP_EKEEP(d, row) VERSIONED_PP_IIF_A(VERSIONED_PP_IS_PAREN(row))(VERSIONED_PP_EKEEP_YES, VERSIONED_PP_SKIP)(row)
#define VERSIONED_PP_EKEEP_YES(row) , row

#endif // VERSIONED_ENUM_DETAIL_ENUM_TABLE_HPP
