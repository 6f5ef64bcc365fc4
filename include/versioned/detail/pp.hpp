// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_DETAIL_PP_HPP
#define VERSIONED_DETAIL_PP_HPP

// A small __VA_OPT__ preprocessor kit. The macros only tokenize the user's table; every
// decision is made by templates (see struct.hpp), as Boost.Describe does.
//
// Loops recurse through deferred expansion. Each nesting level has its own EXPAND chain,
// because a macro is not re-entered while it expands: fields (level A, up to 256 items)
// contain actions (level B, up to 64) which contain keywords (level C, up to 64).

#define VERSIONED_PP_CAT(a, ...) VERSIONED_PP_CAT_I(a, __VA_ARGS__)
#define VERSIONED_PP_CAT_I(a, ...) a##__VA_ARGS__
#define VERSIONED_PP_STR(...) VERSIONED_PP_STR_I(__VA_ARGS__)
#define VERSIONED_PP_STR_I(...) #__VA_ARGS__
#define VERSIONED_PP_EMPTY()
#define VERSIONED_PP_PARENS ()
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

// Level A: m(data, item) for every item; each innermost rescan advances one item, and there
// are 4^4 = 256 of them.
#define VERSIONED_PP_EXPAND_A(...) VERSIONED_PP_EXPAND_A4(VERSIONED_PP_EXPAND_A4(VERSIONED_PP_EXPAND_A4(VERSIONED_PP_EXPAND_A4(__VA_ARGS__))))
#define VERSIONED_PP_EXPAND_A4(...) VERSIONED_PP_EXPAND_A3(VERSIONED_PP_EXPAND_A3(VERSIONED_PP_EXPAND_A3(VERSIONED_PP_EXPAND_A3(__VA_ARGS__))))
#define VERSIONED_PP_EXPAND_A3(...) VERSIONED_PP_EXPAND_A2(VERSIONED_PP_EXPAND_A2(VERSIONED_PP_EXPAND_A2(VERSIONED_PP_EXPAND_A2(__VA_ARGS__))))
#define VERSIONED_PP_EXPAND_A2(...) VERSIONED_PP_EXPAND_A1(VERSIONED_PP_EXPAND_A1(VERSIONED_PP_EXPAND_A1(VERSIONED_PP_EXPAND_A1(__VA_ARGS__))))
#define VERSIONED_PP_EXPAND_A1(...) __VA_ARGS__
#define VERSIONED_PP_FOR_EACH_A(m, data, ...) __VA_OPT__(VERSIONED_PP_EXPAND_A(VERSIONED_PP_FOR_EACH_A_I(m, data, __VA_ARGS__)))
#define VERSIONED_PP_FOR_EACH_A_I(m, data, x, ...) m(data, x) __VA_OPT__(VERSIONED_PP_FOR_EACH_A_AGAIN VERSIONED_PP_PARENS(m, data, __VA_ARGS__))
#define VERSIONED_PP_FOR_EACH_A_AGAIN() VERSIONED_PP_FOR_EACH_A_I

// Level B: 4^3 = 64 items.
#define VERSIONED_PP_EXPAND_B(...) VERSIONED_PP_EXPAND_B2(VERSIONED_PP_EXPAND_B2(VERSIONED_PP_EXPAND_B2(VERSIONED_PP_EXPAND_B2(__VA_ARGS__))))
#define VERSIONED_PP_EXPAND_B2(...) VERSIONED_PP_EXPAND_B1(VERSIONED_PP_EXPAND_B1(VERSIONED_PP_EXPAND_B1(VERSIONED_PP_EXPAND_B1(__VA_ARGS__))))
#define VERSIONED_PP_EXPAND_B1(...) VERSIONED_PP_EXPAND_B0(VERSIONED_PP_EXPAND_B0(VERSIONED_PP_EXPAND_B0(VERSIONED_PP_EXPAND_B0(__VA_ARGS__))))
#define VERSIONED_PP_EXPAND_B0(...) __VA_ARGS__
#define VERSIONED_PP_FOR_EACH_B(m, data, ...) __VA_OPT__(VERSIONED_PP_EXPAND_B(VERSIONED_PP_FOR_EACH_B_I(m, data, __VA_ARGS__)))
#define VERSIONED_PP_FOR_EACH_B_I(m, data, x, ...) m(data, x) __VA_OPT__(VERSIONED_PP_FOR_EACH_B_AGAIN VERSIONED_PP_PARENS(m, data, __VA_ARGS__))
#define VERSIONED_PP_FOR_EACH_B_AGAIN() VERSIONED_PP_FOR_EACH_B_I

// Level C: 64 items.
#define VERSIONED_PP_EXPAND_C(...) VERSIONED_PP_EXPAND_C2(VERSIONED_PP_EXPAND_C2(VERSIONED_PP_EXPAND_C2(VERSIONED_PP_EXPAND_C2(__VA_ARGS__))))
#define VERSIONED_PP_EXPAND_C2(...) VERSIONED_PP_EXPAND_C1(VERSIONED_PP_EXPAND_C1(VERSIONED_PP_EXPAND_C1(VERSIONED_PP_EXPAND_C1(__VA_ARGS__))))
#define VERSIONED_PP_EXPAND_C1(...) VERSIONED_PP_EXPAND_C0(VERSIONED_PP_EXPAND_C0(VERSIONED_PP_EXPAND_C0(VERSIONED_PP_EXPAND_C0(__VA_ARGS__))))
#define VERSIONED_PP_EXPAND_C0(...) __VA_ARGS__
#define VERSIONED_PP_FOR_EACH_C(m, data, ...) __VA_OPT__(VERSIONED_PP_EXPAND_C(VERSIONED_PP_FOR_EACH_C_I(m, data, __VA_ARGS__)))
#define VERSIONED_PP_FOR_EACH_C_I(m, data, x, ...) m(data, x) __VA_OPT__(VERSIONED_PP_FOR_EACH_C_AGAIN VERSIONED_PP_PARENS(m, data, __VA_ARGS__))
#define VERSIONED_PP_FOR_EACH_C_AGAIN() VERSIONED_PP_FOR_EACH_C_I

// Item dispatch: prefix##item pastes the item's leading keyword onto a prefix, e.g.
// changed(v1, ...) -> VERSIONED_PP_ACT_changed(v1, ...) -> (changed, v1, ...), then
// prefix2##kind(data, args...) runs. One copy per nesting level (a macro that is still
// expanding cannot be re-entered): B for actions, C for keywords inside an action.
#define VERSIONED_PP_CAT_B(a, ...) VERSIONED_PP_CAT_B_I(a, __VA_ARGS__)
#define VERSIONED_PP_CAT_B_I(a, ...) a##__VA_ARGS__
#define VERSIONED_PP_DISPATCH_B(prefix, data, parsed) VERSIONED_PP_DISPATCH_B_I(prefix, data, VERSIONED_PP_REM parsed)
#define VERSIONED_PP_DISPATCH_B_I(prefix, data, ...) VERSIONED_PP_DISPATCH_B_II(prefix, data, __VA_ARGS__)
#define VERSIONED_PP_DISPATCH_B_II(prefix, data, kind, ...) VERSIONED_PP_CAT_B(prefix, kind)(data, __VA_ARGS__)
#define VERSIONED_PP_CAT_C(a, ...) VERSIONED_PP_CAT_C_I(a, __VA_ARGS__)
#define VERSIONED_PP_CAT_C_I(a, ...) a##__VA_ARGS__
#define VERSIONED_PP_DISPATCH_C(prefix, data, parsed) VERSIONED_PP_DISPATCH_C_I(prefix, data, VERSIONED_PP_REM parsed)
#define VERSIONED_PP_DISPATCH_C_I(prefix, data, ...) VERSIONED_PP_DISPATCH_C_II(prefix, data, __VA_ARGS__)
#define VERSIONED_PP_DISPATCH_C_II(prefix, data, kind, ...) VERSIONED_PP_CAT_C(prefix, kind)(data, __VA_ARGS__)

#endif // VERSIONED_DETAIL_PP_HPP
