// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_TESTING_RESIDUE_HPP
#define VERSIONED_TESTING_RESIDUE_HPP

// Kept for existing includes: the lossless round-trip checks live in <versioned/residue/testing.hpp>.
#include <versioned/residue/testing.hpp>

#endif // VERSIONED_TESTING_RESIDUE_HPP
