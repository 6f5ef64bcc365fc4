// expect: sanity: the harness sees this phrase
// The compile-fail harness' sanity pair (like fmt's expect_compile check / check-error):
// with -DVERSIONED_COMPILE_FAIL it must fail with exactly this phrase; without, it must
// compile warning-free. If this pair breaks, every other compile_fail result is suspect.
#include <versioned/version.hpp>

template <class>
inline constexpr bool false_v = false;

#ifdef VERSIONED_COMPILE_FAIL
static_assert(false_v<int>, "sanity: the harness sees this phrase");
#endif

static_assert(VERSIONED_VERSION >= 0, "version.hpp is reachable through the include path");

int main() { return 0; }
