// The one doctest main shared by every runtime test (object library versioned_doctest_main).
// Test files include <doctest/doctest.h> and must not define DOCTEST_CONFIG_IMPLEMENT*.
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <doctest/doctest.h>
