// Iteration counts of the heaviest property tests. The g++ and clang++ builds run them in full;
// the sanitizer build (about ten times slower) runs a quarter: it looks for memory errors and
// undefined behaviour, which the first iterations reach as well as the last.
#ifndef VERSIONED_TESTS_PROPERTY_SCALE_HPP
#define VERSIONED_TESTS_PROPERTY_SCALE_HPP

#include <cstddef>

namespace test_scale {
#ifdef VERSIONED_TEST_SANITIZED
inline constexpr std::size_t divisor = 4;
#else
inline constexpr std::size_t divisor = 1;
#endif
constexpr std::size_t iterations(std::size_t full) noexcept { return full / divisor; }
} // namespace test_scale

#endif
