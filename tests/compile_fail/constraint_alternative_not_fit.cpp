// expect: versioned: Source::url: constraint does not fit the field: min_items\(1\)
// first-error: error: .*Source::url: constraint does not fit the field: min_items\(1\)
// max-lines: 70
// Rule (DESIGN.md §13): a VERSIONED_VARIANT alternative's constraints fit its type as a field's
// do. The twin gives a string keyword.
#include <versioned/versioned.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_VARIANT(api, Source, (std::string, url, validate(min_items(1))), (int, port));
#else
VERSIONED_VARIANT(api, Source, (std::string, url, validate(min_length(1))), (int, port));
#endif
