// Included first by every translation unit that tests/docs/extract_snippets.py makes from a page
// of the docs: the standard headers the snippets use without showing an #include for them.
// Nothing of versioned: a page shows (or hides in its <!-- example-prelude -->) what it includes.
#ifndef VERSIONED_TESTS_DOCS_PRELUDE_HPP
#define VERSIONED_TESTS_DOCS_PRELUDE_HPP

#include <array>
#include <cassert>
#include <charconv>
#include <cstddef>
#include <cstdint>
#include <iostream>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <system_error>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

#endif
