// The library's version macros (include/versioned/version.hpp) agree with CMake's
// project(versioned VERSION ...), passed in by tests/CMakeLists.txt as
// VERSIONED_TEST_CMAKE_VERSION_{MAJOR,MINOR,PATCH} and VERSIONED_TEST_CMAKE_VERSION.
#include <versioned/version.hpp>

#include <doctest/doctest.h>

#include <string>

#if !defined(VERSIONED_TEST_CMAKE_VERSION_MAJOR) || !defined(VERSIONED_TEST_CMAKE_VERSION_MINOR) \
    || !defined(VERSIONED_TEST_CMAKE_VERSION_PATCH) || !defined(VERSIONED_TEST_CMAKE_VERSION)
#error "tests/CMakeLists.txt must pass CMake's PROJECT_VERSION as VERSIONED_TEST_CMAKE_VERSION*"
#endif

static_assert(VERSIONED_VERSION_MAJOR == VERSIONED_TEST_CMAKE_VERSION_MAJOR,
              "VERSIONED_VERSION_MAJOR in version.hpp differs from project(VERSION) in CMakeLists.txt");
static_assert(VERSIONED_VERSION_MINOR == VERSIONED_TEST_CMAKE_VERSION_MINOR,
              "VERSIONED_VERSION_MINOR in version.hpp differs from project(VERSION) in CMakeLists.txt");
static_assert(VERSIONED_VERSION_PATCH == VERSIONED_TEST_CMAKE_VERSION_PATCH,
              "VERSIONED_VERSION_PATCH in version.hpp differs from project(VERSION) in CMakeLists.txt");
static_assert(VERSIONED_VERSION
                  == VERSIONED_VERSION_MAJOR * 10000 + VERSIONED_VERSION_MINOR * 100
                         + VERSIONED_VERSION_PATCH,
              "VERSIONED_VERSION must be major * 10000 + minor * 100 + patch");
static_assert(VERSIONED_VERSION_MINOR < 100 && VERSIONED_VERSION_PATCH < 100,
              "VERSIONED_VERSION's encoding holds minor and patch below 100 only");

TEST_CASE("VERSIONED_VERSION matches CMake's PROJECT_VERSION") {
    const std::string from_macros = std::to_string(VERSIONED_VERSION_MAJOR) + "."
                                    + std::to_string(VERSIONED_VERSION_MINOR) + "."
                                    + std::to_string(VERSIONED_VERSION_PATCH);
    CHECK(from_macros == VERSIONED_TEST_CMAKE_VERSION);
    CHECK(VERSIONED_VERSION / 10000 == VERSIONED_VERSION_MAJOR);
    CHECK(VERSIONED_VERSION / 100 % 100 == VERSIONED_VERSION_MINOR);
    CHECK(VERSIONED_VERSION % 100 == VERSIONED_VERSION_PATCH);
}
