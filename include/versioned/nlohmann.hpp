// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_NLOHMANN_HPP
#define VERSIONED_NLOHMANN_HPP

// Kept for existing includes: nlohmann::json interop lives in <versioned/json/nlohmann.hpp>.
#include <versioned/json/nlohmann.hpp>

#endif // VERSIONED_NLOHMANN_HPP
