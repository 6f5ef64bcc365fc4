// expect: versioned: Source: a variant needs at least one alternative
// first-error: versioned: Source: a variant needs at least one alternative
// A variant without alternatives holds nothing. The twin has one.
#include <versioned/variant.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_VARIANT(api, Source);
#else
VERSIONED_VARIANT(api, Source, (std::string, url));
#endif


