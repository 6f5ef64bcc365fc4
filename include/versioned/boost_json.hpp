// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_BOOST_JSON_HPP
#define VERSIONED_BOOST_JSON_HPP

// Kept for existing includes: Boost.JSON interop lives in <versioned/json/boost_json.hpp>.
#include <versioned/json/boost_json.hpp>

#endif // VERSIONED_BOOST_JSON_HPP
