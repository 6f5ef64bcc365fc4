// versioned — library version.
//
// The single source of the library's version number. CMake's project(VERSION) must agree;
// tests/version.cpp checks that.
#ifndef VERSIONED_VERSION_HPP
#define VERSIONED_VERSION_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

#define VERSIONED_VERSION_MAJOR 0
#define VERSIONED_VERSION_MINOR 1
#define VERSIONED_VERSION_PATCH 0

// major * 10000 + minor * 100 + patch, e.g. 0.1.0 -> 100, 1.2.3 -> 10203.
#define VERSIONED_VERSION \
    (VERSIONED_VERSION_MAJOR * 10000 + VERSIONED_VERSION_MINOR * 100 + VERSIONED_VERSION_PATCH)

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_VERSION_HPP
