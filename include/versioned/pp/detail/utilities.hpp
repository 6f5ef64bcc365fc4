// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_PP_DETAIL_UTILITIES_HPP
#define VERSIONED_PP_DETAIL_UTILITIES_HPP
// Token plumbing only (no declarations, nothing that can warn): marked a system header, so g++
// leaves these macros out of the "in expansion of macro" notes of an error inside a table
// (19 notes of three lines each for a misspelled action; 9 without the kit's). A loop's notes
// otherwise grow with the position of the item in its table. scripts/amalgamate.py drops the
// pragma from the single file, where it would cover everything after it.
#pragma GCC system_header

#include <versioned/pp/detail/for_each.hpp>

// A small __VA_OPT__ preprocessor kit. The macros only tokenize the user's table; every
// decision is made by templates (see struct.hpp), as Boost.Describe does.
//
// Loops (pp_for_each.hpp) are counted chains of fixed-arity macros, one set per nesting level
// because a macro is not re-entered while it expands: fields (level A, up to 256 items)
// contain actions (level B, up to 64) which contain keywords (level C, up to 64).

#define VERSIONED_PP_CAT(a, ...) VERSIONED_PP_CAT_I(a, __VA_ARGS__)
#define VERSIONED_PP_CAT_I(a, ...) a##__VA_ARGS__
#define VERSIONED_PP_STR(...) VERSIONED_PP_STR_I(__VA_ARGS__)
#define VERSIONED_PP_STR_I(...) #__VA_ARGS__
#define VERSIONED_PP_EMPTY()
#define VERSIONED_PP_REM(...) __VA_ARGS__
#define VERSIONED_PP_FIRST(...) VERSIONED_PP_FIRST_I(__VA_ARGS__, )
#define VERSIONED_PP_FIRST_I(a, ...) a
// Expands to its argument when it is non-empty after expansion, to nothing otherwise.
#define VERSIONED_PP_IF_ANY(then, ...) VERSIONED_PP_IF_ANY_I(then, __VA_ARGS__)
#define VERSIONED_PP_IF_ANY_I(then, ...) __VA_OPT__(then)

// (a, b) -> a, b ; a -> a   (parenthesized types with top-level commas)
#define VERSIONED_PP_UNPAREN(...) VERSIONED_PP_UNPAREN_ESC(VERSIONED_PP_UNPAREN_ISH __VA_ARGS__)
#define VERSIONED_PP_UNPAREN_ISH(...) VERSIONED_PP_UNPAREN_ISH __VA_ARGS__
#define VERSIONED_PP_UNPAREN_ESC(...) VERSIONED_PP_UNPAREN_ESC_I(__VA_ARGS__)
#define VERSIONED_PP_UNPAREN_ESC_I(...) VERSIONED_PP_UNPAREN_VAN##__VA_ARGS__
#define VERSIONED_PP_UNPAREN_VANVERSIONED_PP_UNPAREN_ISH

// VERSIONED_PP_IS_PAREN(x): 1 when x is a parenthesized group "(...)", else 0 (also for an
// empty x). Only tokens that can follow an identifier may be tested (not a string literal).
#define VERSIONED_PP_IS_PAREN(x) VERSIONED_PP_IS_PAREN_CHECK(VERSIONED_PP_IS_PAREN_PROBE x)
#define VERSIONED_PP_IS_PAREN_PROBE(...) ~, 1,
#define VERSIONED_PP_IS_PAREN_CHECK(...) VERSIONED_PP_IS_PAREN_CHECK_I(__VA_ARGS__, 0, ~)
#define VERSIONED_PP_IS_PAREN_CHECK_I(x, n, ...) n
// VERSIONED_PP_IIF_<level>(bit)(then, else): one copy per nesting level, like the loops.
#define VERSIONED_PP_IIF_A(bit) VERSIONED_PP_CAT(VERSIONED_PP_IIF_A_, bit)
#define VERSIONED_PP_IIF_A_0(t, f) f
#define VERSIONED_PP_IIF_A_1(t, f) t
#define VERSIONED_PP_IIF_B(bit) VERSIONED_PP_CAT(VERSIONED_PP_IIF_B_, bit)
#define VERSIONED_PP_IIF_B_0(t, f) f
#define VERSIONED_PP_IIF_B_1(t, f) t
#define VERSIONED_PP_IIF_C(bit) VERSIONED_PP_CAT(VERSIONED_PP_IIF_C_, bit)
#define VERSIONED_PP_IIF_C_0(t, f) f
#define VERSIONED_PP_IIF_C_1(t, f) t
#define VERSIONED_PP_SKIP(...)

// 1 when a, an action of a table, is one of the action words written without its parentheses
// and version (deprecated for deprecated(VER)), else 0: such an action is reported as needing
// its version, not as an unknown action. (a starts with an identifier: the action.)
// (removed(VER) pastes to "() (VER)": only the word alone is bare -- in a table without that
// action, removed(v1) is an unknown action.)
#define VERSIONED_PP_BARE_ACTION(a) VERSIONED_PP_BARE_ACTION_II(VERSIONED_PP_BARE_ACTION_I(VERSIONED_PP_BARE_ACTION_, a))
#define VERSIONED_PP_BARE_ACTION_I(p, a) p##a
#define VERSIONED_PP_BARE_ACTION_II(p) VERSIONED_PP_BARE_ACTION_III(VERSIONED_PP_IS_PAREN(p), p)
#define VERSIONED_PP_BARE_ACTION_III(paren, p) VERSIONED_PP_BARE_ACTION_IV(paren, p)
#define VERSIONED_PP_BARE_ACTION_IV(paren, p) VERSIONED_PP_BARE_ACTION_STEP_##paren(p)
#define VERSIONED_PP_BARE_ACTION_STEP_0(p) 0
#define VERSIONED_PP_BARE_ACTION_STEP_1(p) VERSIONED_PP_BARE_ACTION_ALONE(VERSIONED_PP_BARE_ACTION_EAT p)
#define VERSIONED_PP_BARE_ACTION_EAT(...)
#define VERSIONED_PP_BARE_ACTION_ALONE(...) VERSIONED_PP_BARE_ACTION_ALONE_I(__VA_ARGS__)
#define VERSIONED_PP_BARE_ACTION_ALONE_I(...) VERSIONED_PP_BARE_ACTION_FIRST(__VA_OPT__(0, ) 1, ~)
#define VERSIONED_PP_BARE_ACTION_FIRST(x, ...) x
#define VERSIONED_PP_BARE_ACTION_added ()
#define VERSIONED_PP_BARE_ACTION_changed ()
#define VERSIONED_PP_BARE_ACTION_deprecated ()
#define VERSIONED_PP_BARE_ACTION_removed ()
#define VERSIONED_PP_BARE_IIF(bit) VERSIONED_PP_BARE_IIF_I(bit)
#define VERSIONED_PP_BARE_IIF_I(bit) VERSIONED_PP_BARE_IIF_##bit
#define VERSIONED_PP_BARE_IIF_0(t, f) f
#define VERSIONED_PP_BARE_IIF_1(t, f) t

// A field's (or alternative's) declared type, in its alias. With g++ through
// versioned::detail::declared_type, so that a class template named without its arguments,
// (api::Bar, bar), is one error naming it (g++'s own is "'auto' not allowed in alias
// declaration", then 170 lines). clang++'s own error names it already ("use of class template
// 'api::Bar' requires template arguments"), and clang++ cannot read an attribute, ([[deprecated]]
// T, bar), as a template argument: the alias keeps the type as written there.
#if defined(__clang__)
#define VERSIONED_PP_DECLARED_TYPE(...) __VA_ARGS__
#else
#define VERSIONED_PP_DECLARED_TYPE(...) typename decltype(::versioned::detail::declared_type<__VA_ARGS__>())::type
#endif
// m applied to an argument list that an expansion computed: m (a, b VERSIONED_PP_FOR_EACH_A(...)).
// _B for a call inside the expansion of another (a macro is not re-entered while it expands).
#define VERSIONED_PP_CALL(m, args) m args
#define VERSIONED_PP_CALL_B(m, args) m args

// Item dispatch: prefix##item pastes the item's leading keyword onto a prefix, e.g.
// changed(v1, ...) -> VERSIONED_PP_ACT_changed(v1, ...) -> (changed, v1, ...), then
// prefix2##kind(data, args...) runs. One copy per nesting level (a macro that is still
// expanding cannot be re-entered): B for actions, C for keywords inside an action.
#define VERSIONED_PP_CAT_B(a, ...) VERSIONED_PP_CAT_B_I(a, __VA_ARGS__)
#define VERSIONED_PP_CAT_B_I(a, ...) a##__VA_ARGS__
// An item that is not a known action or keyword (addded(v1)) does not parse to a tuple: it is
// skipped here, so it adds no errors (the tables' screen, pp/detail/table.hpp, reports it first
// and leaves its entry out; a table without a screen, VERSIONED_CRD's, relies on this).
#define VERSIONED_PP_DISPATCH_B(prefix, data, parsed)                                              \
    VERSIONED_PP_IIF_B(VERSIONED_PP_IS_PAREN(parsed))(VERSIONED_PP_DISPATCH_B_PARSED, VERSIONED_PP_SKIP)(prefix, data, parsed)
#define VERSIONED_PP_DISPATCH_B_PARSED(prefix, data, parsed) VERSIONED_PP_DISPATCH_B_I(prefix, data, VERSIONED_PP_REM parsed)
#define VERSIONED_PP_DISPATCH_B_I(prefix, data, ...) VERSIONED_PP_DISPATCH_B_II(prefix, data, __VA_ARGS__)
#define VERSIONED_PP_DISPATCH_B_II(prefix, data, kind, ...) VERSIONED_PP_CAT_B(prefix, kind)(data, __VA_ARGS__)
#define VERSIONED_PP_CAT_C(a, ...) VERSIONED_PP_CAT_C_I(a, __VA_ARGS__)
#define VERSIONED_PP_CAT_C_I(a, ...) a##__VA_ARGS__
#define VERSIONED_PP_DISPATCH_C(prefix, data, parsed)                                              \
    VERSIONED_PP_IIF_C(VERSIONED_PP_IS_PAREN(parsed))(VERSIONED_PP_DISPATCH_C_PARSED, VERSIONED_PP_SKIP)(prefix, data, parsed)
#define VERSIONED_PP_DISPATCH_C_PARSED(prefix, data, parsed) VERSIONED_PP_DISPATCH_C_I(prefix, data, VERSIONED_PP_REM parsed)
#define VERSIONED_PP_DISPATCH_C_I(prefix, data, ...) VERSIONED_PP_DISPATCH_C_II(prefix, data, __VA_ARGS__)
#define VERSIONED_PP_DISPATCH_C_II(prefix, data, kind, ...) VERSIONED_PP_CAT_C(prefix, kind)(data, __VA_ARGS__)

#endif // VERSIONED_PP_DETAIL_UTILITIES_HPP
