// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
// No include guard: every public header includes this first and detail/user_macros_pop.hpp last.
//
// A user macro of a common name (<complex.h>'s I, a project's V or T, a logging library's info
// or none) would rewrite the template parameters and names of the headers. Each public header
// saves these macros, undefines them, and restores them at its end: #pragma push_macro /
// pop_macro, which g++, clang++ and MSVC all implement, keeps the user's definitions intact
// around the library instead of asking the user to give them up; renaming every identifier of
// the headers to reserved-style names would do the same at the cost of unreadable code. The
// library's own macros expand in the user's code, where the macros are defined again, so their
// bodies use versioned_-prefixed names (tests/macro_hygiene.cpp checks both).
// VERSIONED_DETAIL_USER_MACROS_SAVED marks an open save, so that _pop.hpp restores only what
// this file saved (a header included alone, or twice, stays balanced).
#pragma push_macro("VERSIONED_DETAIL_USER_MACROS_SAVED")
#undef VERSIONED_DETAIL_USER_MACROS_SAVED
#define VERSIONED_DETAIL_USER_MACROS_SAVED 1
#pragma push_macro("V")
#undef V
#pragma push_macro("T")
#undef T
#pragma push_macro("I")
#undef I
#pragma push_macro("N")
#undef N
#pragma push_macro("S")
#undef S
#pragma push_macro("F")
#undef F
#pragma push_macro("D")
#undef D
#pragma push_macro("W")
#undef W
#pragma push_macro("Is")
#undef Is
#pragma push_macro("added")
#undef added
#pragma push_macro("changed")
#undef changed
#pragma push_macro("doc")
#undef doc
#pragma push_macro("version")
#undef version
#pragma push_macro("name")
#undef name
#pragma push_macro("info")
#undef info
#pragma push_macro("none")
#undef none
#pragma push_macro("A")
#undef A
#pragma push_macro("B")
#undef B
#pragma push_macro("C")
#undef C
#pragma push_macro("E")
#undef E
#pragma push_macro("H")
#undef H
#pragma push_macro("J")
#undef J
#pragma push_macro("K")
#undef K
#pragma push_macro("L")
#undef L
#pragma push_macro("M")
#undef M
#pragma push_macro("P")
#undef P
#pragma push_macro("R")
#undef R
#pragma push_macro("U")
#undef U
#pragma push_macro("X")
#undef X
#pragma push_macro("Y")
#undef Y
#pragma push_macro("Z")
#undef Z
#pragma push_macro("To")
#undef To
#pragma push_macro("From")
#undef From
#pragma push_macro("Ts")
#undef Ts
#pragma push_macro("Vs")
#undef Vs
#pragma push_macro("Fs")
#undef Fs
#pragma push_macro("Js")
#undef Js
#pragma push_macro("Fd")
#undef Fd
#pragma push_macro("NV")
#undef NV
#pragma push_macro("SA")
#undef SA
#pragma push_macro("SB")
#undef SB
#pragma push_macro("TA")
#undef TA
#pragma push_macro("TB")
#undef TB
#pragma push_macro("Cs")
#undef Cs
#pragma push_macro("As")
#undef As
#pragma push_macro("Bs")
#undef Bs
#pragma push_macro("V_")
#undef V_
#pragma push_macro("S_")
#undef S_
#pragma push_macro("X_")
#undef X_
#pragma push_macro("s_")
#undef s_
#pragma push_macro("x_")
#undef x_
#pragma push_macro("m_")
#undef m_
#pragma push_macro("a_")
#undef a_
#pragma push_macro("b_")
#undef b_
