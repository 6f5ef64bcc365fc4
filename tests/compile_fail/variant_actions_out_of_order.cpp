// expect: versioned: Source::path: actions out of order
// first-error: versioned: Source::path: actions out of order
// Rule (DESIGN.md §2 and §12): added < every changed < deprecated. Here the rename comes after
// the deprecation; the twin renames first.
#include <versioned/variant.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_VARIANT(api, Source, (std::string, path, deprecated(v1beta1), changed(v1, from_name(dir))));
#else
VERSIONED_VARIANT(api, Source, (std::string, path, changed(v1beta1, from_name(dir)), deprecated(v1)));
#endif

static_assert(versioned::alternative_count<api::Source<api::v1>> > 0);
