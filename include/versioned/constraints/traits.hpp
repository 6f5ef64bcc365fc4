// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_CONSTRAINTS_TRAITS_HPP
#define VERSIONED_CONSTRAINTS_TRAITS_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// versioned::constraint_traits<T>: which constraint keywords (DESIGN.md §13) fit a type the
// library does not know, and how they see its value. The library's own types (numbers,
// strings, containers, maps, versioned structs) need none. A type that JSON writes as a
// string, or sometimes as one (Kubernetes' IntOrString, Quantity), takes the string keywords
// (min_length, max_length, pattern, format) with:
//
//   template <>
//   struct versioned::constraint_traits<my::quantity> {
//       static constexpr versioned::constrained_as kind = versioned::constrained_as::string;
//       // the text the keywords judge; false when the value is no string now (an
//       // int-or-string holding an integer): then no string keyword applies, as in Kubernetes
//       static bool string_value(const my::quantity& q, std::string& out) { out = q.to_string(); return true; }
//   };

#include <string>

namespace versioned {

enum class constrained_as : unsigned char { string };

// Undefined: a type without a specialization takes only rule(...) (and nothing if it is not one
// of the library's own types).
template <class T>
struct constraint_traits;

} // namespace versioned

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_CONSTRAINTS_TRAITS_HPP
