// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_DETAIL_FIELD_HPP
#define VERSIONED_DETAIL_FIELD_HPP

// A field of a versioned struct, in three concerns: its table as data (field_info.hpp), the
// struct's members and placeholders (members.hpp) and the evolution rules (rules.hpp).

#include <versioned/detail/field_info.hpp>
#include <versioned/detail/members.hpp>
#include <versioned/detail/rules.hpp>

#endif // VERSIONED_DETAIL_FIELD_HPP
