// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_CONSTRAINTS_DETAIL_REGEX_HPP
#define VERSIONED_CONSTRAINTS_DETAIL_REGEX_HPP

// The pattern engine of `pattern(...)` constraints: Go's regexp syntax and semantics (what
// Kubernetes' validator applies to a schema's `pattern`), parsed and compiled at compile time,
// matched in linear time. The syntax, what is refused and the limits: docs/formats.md.
//
//   check(pattern)                   -> error_info (offset, what); a constant expression
//   program_size(pattern)            -> N
//   analyze(pattern)                 -> both in one parse
//   compile<N>(pattern)              -> program<N>, static data; program_view of any N
//   search(view, text)               -> whether the pattern matches somewhere in text
//   search_cache(view).search(text)  -> the same, with a lazily built DFA kept by the caller
//   generate(view, rng, [min,] max)  -> a random string search() accepts
//   compile_dynamic(pattern)         -> the same program, built at run time
//
// A translation unit that only reads needs regex_compile.hpp and regex_dfa.hpp;
// regex_generate.hpp is for generators (tests).

#include <versioned/constraints/detail/regex_compile.hpp>
#include <versioned/constraints/detail/regex_dfa.hpp>
#include <versioned/constraints/detail/regex_generate.hpp>
#include <versioned/constraints/detail/regex_match.hpp>

#endif // VERSIONED_CONSTRAINTS_DETAIL_REGEX_HPP
